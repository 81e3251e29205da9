"""Jump Drive: its cards, setup, state, steps, rules and observation, registered in
``rftg.core.games``.

The module ``plugin`` registers the game in this layer's registry."""
