"""Registers New Frontiers in this layer's registry (imported by the registry when the
game is first asked for): its computer players (easy, normal, hard) and its hint."""

from __future__ import annotations

from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.solver.games import SOLVERS, CancelCheck, Hinted, Rating, SolverGame

LEVELS = ("easy", "normal", "hard")


def _player(kind: str, seed: int, cancelled: CancelCheck) -> Any:
    from rftg.solver.newfrontiers.levels import make_player

    return make_player(kind, seed, cancelled)


def _hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Hinted:
    from rftg.solver.newfrontiers.hints import hint

    return hint(game, seat, budget, cancelled, lang)


def _rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Rating:
    from rftg.solver.newfrontiers.review import rate

    return rate(game, seat, played, budget, cancelled, lang)


SOLVERS.register("newfrontiers", SolverGame(LEVELS, _player, _hint, _rate))
