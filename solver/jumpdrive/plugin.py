"""Registers Jump Drive in this layer's registry (imported by the registry when the
game is first asked for)."""

from __future__ import annotations

from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.solver.games import SOLVERS, CancelCheck, Hinted, Rating, SolverGame


def _hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Hinted:
    from rftg.solver.jumpdrive import hints

    obs = game.observe(seat)
    if budget is None:  # the hints' own
        return hints.hint(obs, cancelled=cancelled, lang=lang)
    return hints.hint(obs, budget, cancelled, lang)


def _player(kind: str, seed: int, cancelled: CancelCheck) -> Any:
    from rftg.solver.jumpdrive import levels

    return levels.make_jd_player(kind, seed, cancelled)


def _rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
          lang: str | None) -> Rating:
    from rftg.solver.jumpdrive.review import rate

    return rate(game, seat, played, budget, cancelled, lang)


SOLVERS.register("jumpdrive", SolverGame(("easy", "normal", "hard"), _player, _hint, _rate))
