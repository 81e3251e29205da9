"""Andromeda in the solver layer: its computer players and its hint, registered in
``rftg.solver.games`` by the module ``plugin``."""
