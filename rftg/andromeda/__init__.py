"""Andromeda on the command line: ``rftg cards --game andromeda`` (the components in words)
and ``rftg simulate --game andromeda``, registered in ``rftg.games``.

The module ``plugin`` registers the game in this layer's registry."""
