"""New Frontiers' computer players by level, as the app, the command line and the benches
ask for them."""

from __future__ import annotations

from collections.abc import Callable

from rftg.core.newfrontiers.tiles import say
from rftg.solver.newfrontiers.hard import HardNf
from rftg.solver.newfrontiers.players import EasyNf, NormalNf, RandomNf

KINDS = ("random", "easy", "normal", "hard")

NfPlayer = RandomNf | EasyNf | NormalNf | HardNf


def make_player(kind: str, seed: int, cancelled: Callable[[], bool] | None = None
                ) -> NfPlayer:
    """A computer player of ``kind``: random, easy, normal (``players``) or hard
    (``hard.HardNf``, stopped between play-outs by ``cancelled``); ValueError naming the
    known kinds otherwise."""
    if kind == "random":
        return RandomNf(seed)
    if kind == "easy":
        return EasyNf(seed)
    if kind == "normal":
        return NormalNf(seed)
    if kind == "hard":
        return HardNf(seed, cancelled=cancelled)
    raise ValueError(say("error.no_player", None, kind=repr(kind), known=", ".join(KINDS)))
