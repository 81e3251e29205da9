"""Registers New Frontiers in this layer's registry (imported by the registry when the
game is first asked for): its computer players and its hint."""

from __future__ import annotations

from typing import Any

from rftg.core.engine import Game
from rftg.solver.games import SOLVERS, CancelCheck, Hinted, SolverGame

LEVELS = ("easy", "normal")


def _player(kind: str, seed: int, cancelled: CancelCheck) -> Any:
    from rftg.solver.newfrontiers.players import make_nf_player

    return make_nf_player(kind, seed)


def _hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Hinted:
    from rftg.solver.newfrontiers.hints import hint

    return hint(game, seat, budget, cancelled, lang)


SOLVERS.register("newfrontiers", SolverGame(LEVELS, _player, _hint))
