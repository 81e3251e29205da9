"""Andromeda in the tutor layer: its rules topics (``topics``: ``rftg rules --game
andromeda``) and the explanation of each decision and option with the player's numbers
(``explain``), every number from the rules (``rftg.core.andromeda.rules``), every word
from ``content/text/<lang>/tutor_andromeda.toml``.

The module ``plugin`` registers the game in this layer's registry."""
