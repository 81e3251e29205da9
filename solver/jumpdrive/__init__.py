"""Jump Drive in the solver layer: its computer players (``players``, ``hard``), its
planner and values, and its hints, registered in ``rftg.solver.games``.

The module ``plugin`` registers the game in this layer's registry."""
