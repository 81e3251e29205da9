"""New Frontiers in the tutor layer: its rules topics (``topics``: ``rftg rules --game
newfrontiers``, the tiles' reconstructed values and how to replace them included) and the
explanation of each decision with the player's numbers (``explain``: each action, its
bonus, the powers behind a cost or a price, the end conditions), worked out by the rules'
own functions (``rftg.core.newfrontiers.rules``).

The module ``plugin`` registers the game in this layer's registry."""
