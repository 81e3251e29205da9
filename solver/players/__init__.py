"""Computer players. Each decides from ``observation(game, player)`` only."""

from __future__ import annotations

from typing import Protocol

from rftg.core.decisions import Choice
from rftg.core.observe import Observation


class Player(Protocol):
    name: str

    def choose(self, obs: Observation) -> Choice:
        """An answer to ``obs.decision`` (which is never None when this is called)."""
        ...


def make_player(kind: str, seed: int) -> Player:
    """A computer player by kind name ("random" for now)."""
    from rftg.solver.players.random import RandomPlayer

    players = {"random": RandomPlayer}
    if kind not in players:
        raise ValueError(f"unknown player kind {kind!r} (known: {', '.join(players)})")
    return players[kind](seed)
