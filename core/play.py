"""Playing a game out with computer players that answer at once (simulations, the bench,
the players' tests): ``play_out``, compiled with the engine (``rftg.compiled``), since it
runs once per decision of every simulated game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.observe import Observation, observation

MAX_DECISIONS = 20_000  # a game that has not ended by then counts as an error


class Chooser(Protocol):
    def choose(self, obs: Observation) -> Choice: ...


def play_out(game: Game, players: Sequence[Chooser], trusted: bool = True) -> int:
    """Play ``game`` to its end, each decision answered by its player at once; returns the
    number of decisions made. RuntimeError if nobody has a decision before the end, or the
    game has not ended after MAX_DECISIONS.

    Computer players answer from the decision's own options, so by default their choices
    take the engine's trusted path (the rules' own checks still run); ``trusted=False``
    checks every choice in full (tests of the players)."""
    own = game.ruleset.observe  # a game of its own observes its own way
    n = 0
    while not game.over:
        pending = game.pending()
        if not pending:
            raise RuntimeError("the game is not over but nobody has a decision")
        for d in pending:
            # the player answers at once, in this thread: the observation may be lazy (and
            # is gone before the game moves on, so nothing is built for it in vain)
            seen = own(game, d.player) if own is not None else observation(game, d.player,
                                                                           lazy=True)
            game.choose(d.player, players[d.player].choose(seen), trusted=trusted)
            n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"no end after {n} decisions")
    return n
