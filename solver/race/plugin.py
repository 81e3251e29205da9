"""Registers Race for the Galaxy in this layer's registry (imported by the registry when the
game is first asked for)."""

from __future__ import annotations

from typing import Any

from rftg.core.engine import Game
from rftg.solver.games import SOLVERS, CancelCheck, Hinted, SolverGame
from rftg.solver.race.review import rate


def _hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Hinted:
    from rftg.solver import hints

    if budget is None:  # the hints' own
        return hints.hint_at(game, seat, cancelled=cancelled, lang=lang)
    return hints.hint_at(game, seat, budget, cancelled, lang)


def _player(kind: str, seed: int, cancelled: CancelCheck) -> Any:
    from rftg.solver.players import make_player

    return make_player(kind, seed, cancelled)


# "hard-2": the hard player before the learned models, kept as a level to compare with
SOLVERS.register("rftg", SolverGame(("easy", "normal", "hard", "hard-2"), _player, _hint,
                                    rate))
