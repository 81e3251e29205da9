"""Jump Drive on the command line: ``rftg cards --game jumpdrive`` and ``rftg simulate
--game jumpdrive`` (``commands``), registered in ``rftg.games``.

The module ``plugin`` registers the game in this layer's registry."""
