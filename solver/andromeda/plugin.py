"""Registers Andromeda in this layer's registry (imported by the registry when the game is
first asked for)."""

from __future__ import annotations

from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.solver.games import SOLVERS, CancelCheck, Hinted, Rating, SolverGame


def _hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Hinted:
    from rftg.solver.andromeda import hints
    from rftg.solver.andromeda.hard import DEFAULT_BUDGET, AdBudget

    chosen = budget if isinstance(budget, AdBudget) else DEFAULT_BUDGET
    return hints.hint(game.observe(seat), game.sampler(seat), chosen, cancelled, lang)


def _player(kind: str, seed: int, cancelled: CancelCheck) -> Any:
    from rftg.solver.andromeda import levels

    return levels.make_ad_player(kind, seed, cancelled)


def _rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Rating:
    from rftg.solver.andromeda.review import rate

    return rate(game, seat, played, budget, cancelled, lang)


SOLVERS.register("andromeda", SolverGame(("easy", "normal", "hard"), _player, _hint, _rate))
