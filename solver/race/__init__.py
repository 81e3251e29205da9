"""Race for the Galaxy in the solver layer: its computer players (``rftg.solver.players``)
and its hints (``rftg.solver.hints``), registered in ``rftg.solver.games``. Its planners,
evaluation and policy are the solver package's own modules.

The module ``plugin`` registers the game in this layer's registry."""
