"""Computer players. Each decides from ``observation(game, player)`` only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rftg.core.decisions import Choice
from rftg.core.observe import Observation


class Player(Protocol):
    name: str

    def choose(self, obs: Observation) -> Choice:
        """An answer to ``obs.decision`` (which is never None when this is called)."""
        ...


def make_player(kind: str, seed: int) -> Player:
    """A computer player by kind name: "random", "easy", "heuristic" or "planner"."""
    from rftg.solver.players.heuristic import HeuristicPlayer
    from rftg.solver.players.planner import PlannerPlayer
    from rftg.solver.players.random import RandomPlayer

    players: dict[str, Callable[[int], Player]] = {
        "random": RandomPlayer,
        "heuristic": HeuristicPlayer,
        # one round of look-ahead per action, CP-SAT planners for the rest
        "planner": PlannerPlayer,
        # the same rules of thumb, with much more noise: for a first game
        "easy": lambda seed: HeuristicPlayer(seed, noise=3.0),
    }
    if kind not in players:
        raise ValueError(f"unknown player kind {kind!r} (known: {', '.join(players)})")
    return players[kind](seed)
