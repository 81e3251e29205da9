"""New Frontiers, the Race for the Galaxy board game: its tiles, setup, state, steps,
rules, observation and texts, registered in ``rftg.core.games``.

The module ``plugin`` registers the game in this layer's registry."""
