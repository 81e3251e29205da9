"""Andromeda's computer players by kind, as the app, the command line and the benches ask
for them."""

from __future__ import annotations

from collections.abc import Callable

from rftg.core.andromeda.text import say
from rftg.solver.andromeda.players import AdPlayer, AdRandomPlayer, AdRulesPlayer

EASY_NOISE = 2.0  # points of noise on each value: the easy player often misses the best
KINDS = ("random", "easy", "normal", "hard")
LEVELS = ("easy", "normal", "hard")  # what a person may choose to play against


def make_ad_player(kind: str, seed: int, cancelled: Callable[[], bool] | None = None
                   ) -> AdPlayer:
    """An Andromeda computer player by kind: random; easy (the normal player's values with
    noise); normal (rules of thumb, ``players.AdRulesPlayer``); hard (the CP-SAT action
    planner and search over the hands it cannot see, ``hard.AdHardPlayer``). ValueError
    for another."""
    if kind == "random":
        return AdRandomPlayer(seed)
    if kind == "normal":
        return AdRulesPlayer(seed)
    if kind == "easy":
        return AdRulesPlayer(seed, noise=EASY_NOISE)
    if kind == "hard":
        from rftg.solver.andromeda.hard import AdHardPlayer

        return AdHardPlayer(seed, cancelled=cancelled)
    raise ValueError(say("players.unknown", kind=kind, known=", ".join(KINDS)))
