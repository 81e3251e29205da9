"""Race for the Galaxy on the command line: ``rftg cards`` (``cards``), ``rftg simulate``
with the variants of The Gathering Storm and the solitaire robot (``simulate``,
``solitaire``), a player's own cards (``owncards``) and ``rftg analyze`` (``analyze``),
registered in ``rftg.games``. Nothing heavy is imported here: the commands import what
they run.

The module ``plugin`` registers the game in this layer's registry."""
