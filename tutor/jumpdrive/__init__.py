"""Jump Drive in the tutor layer: its rules topics (``topics``: ``rftg rules --game
jumpdrive``) and the explanation of each decision with the player's numbers (``explain``;
each choice worded by ``rftg.core.jumpdrive.optiontext``, which the hints share).

The module ``plugin`` registers the game in this layer's registry."""
