"""High Card: a tiny game that rftg does not ship, written only here, to prove the shape
of issue 25 (every game a plug-in): it registers in every layer from its own files and
plays in every front end with no edit outside them.

Two players each hold one hidden card of a deck numbered 1 to 9. Each round both choose
at the same time: keep the card, or swap it for the top card of the deck (a chance draw).
Then the cards are shown: the higher one scores 1 point (a tie scores nothing), both are
discarded and each player draws a new one. After three rounds the most points win.

``register()`` puts it in every registry (``unregister()`` takes it out again).
"""

from __future__ import annotations

GAME = "toy"


def register() -> None:
    """High Card in the registry of every layer (each from its own module here)."""
    from toygame import cli, core, solver, tui, tutor

    core.register()
    solver.register()
    tutor.register()
    tui.register()
    cli.register()


def unregister() -> None:
    from rftg.core.games import GAMES
    from rftg.games import COMMANDS
    from rftg.solver.games import SOLVERS
    from rftg.tui.games import TUIS
    from rftg.tutor.games import TUTORS

    for registry in (GAMES, SOLVERS, TUTORS, TUIS, COMMANDS):
        registry.unregister(GAME)
