"""Jump Drive's computer players by level, as the app, the command line and the benches
ask for them."""

from __future__ import annotations

from collections.abc import Callable

from rftg.core.lang import text
from rftg.solver.jumpdrive.hard import JdHardPlayer
from rftg.solver.jumpdrive.players import JdHeuristicPlayer, JdPlayer, JdRandomPlayer

EASY_NOISE = 12.0  # normal wins about 70% against it, it wins about 80% against random
KINDS = ("random", "easy", "normal", "hard", "heuristic")


def make_jd_player(kind: str, seed: int, cancelled: Callable[[], bool] | None = None
                   ) -> JdPlayer:
    """A Jump Drive computer player by kind: random; easy (the normal player's values with
    noise); normal (alias heuristic: the value of each play); hard (look-ahead over
    dealt games from the planner's best plays, ``hard.JdHardPlayer``). ``cancelled`` stops
    the hard player between play-outs (``rftg.solver.players.hard.Cancelled``)."""
    if kind == "random":
        return JdRandomPlayer(seed)
    if kind in ("heuristic", "normal"):
        return JdHeuristicPlayer(seed)
    if kind == "easy":
        return JdHeuristicPlayer(seed, noise=EASY_NOISE)
    if kind == "hard":
        return JdHardPlayer(seed, cancelled=cancelled)
    raise ValueError(text("hints_jumpdrive", "players.unknown", None, kind=kind,
                          known=", ".join(KINDS)))
