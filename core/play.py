"""Playing a game out with computer players that answer at once (simulations, the bench,
the players' tests): ``play_out``, compiled with the engine (``rftg.compiled``), since it
runs once per decision of every simulated game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.sampler import Sampler

MAX_DECISIONS = 20_000  # a game that has not ended by then counts as an error


class Chooser(Protocol):
    """A computer player: it answers from what its seat sees (the ruleset's observation);
    one that ``looks_ahead`` also gets a sampler of the game for its seat
    (``Game.sampler``). One that ``glances`` (a class attribute, the random players)
    answers from its decision alone: it gets the ruleset's ``glance`` (its seat, its
    decision and the public card designs), which costs the engine nothing to build, in
    place of the whole observation."""

    @property
    def looks_ahead(self) -> bool: ...

    def choose(self, obs: Any, sampler: Sampler | None = None) -> Choice: ...


def play_out(game: Game[Any], players: Sequence[Chooser], trusted: bool = True) -> int:
    """Play ``game`` to its end, each decision answered by its player at once; returns the
    number of decisions made. RuntimeError if nobody has a decision before the end, or the
    game has not ended after MAX_DECISIONS.

    Computer players answer from the decision's own options, so by default their choices
    take the engine's trusted path (the rules' own checks still run); ``trusted=False``
    checks every choice in full (tests of the players)."""
    observe = game.ruleset.observe
    glance = game.ruleset.glance or observe
    views = [glance if getattr(p, "glances", False) else observe for p in players]
    ahead = [p.looks_ahead for p in players]
    n = 0
    while not game.over:
        pending = game.pending()
        if not pending:
            raise RuntimeError("the game is not over but nobody has a decision")
        for d in pending:
            seat = d.player
            sampler = game.sampler(seat) if ahead[seat] else None
            choice = players[seat].choose(views[seat](game, seat), sampler)
            game.choose(seat, choice, trusted=trusted)
            n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"no end after {n} decisions")
    return n
