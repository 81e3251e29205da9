"""Computer players. Each decides from ``observation(game, player)`` only."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from rftg.core.decisions import Choice
from rftg.core.observe import Observation
from rftg.core.sampler import Sampler

if TYPE_CHECKING:
    from rftg.solver.players.hard import Budget


class Player(Protocol):
    name: str

    @property
    def looks_ahead(self) -> bool:
        """Whether it searches on samples of the game (it is then given a sampler)."""
        ...

    def choose(self, obs: Observation, sampler: Sampler | None = None) -> Choice:
        """An answer to ``obs.decision`` (which is never None when this is called);
        ``sampler``: the engine's samples of the game for this seat, for a player that
        ``looks_ahead``."""
        ...


LEVELS = ("random", "easy", "normal", "hard", "hard-2", "hints")
"""The player kinds by level name; ``ALIASES`` keeps the older names working."""
ALIASES = {"heuristic": "normal"}


def make_player(kind: str, seed: int, cancelled: Callable[[], bool] | None = None
                ) -> Player:
    """A computer player by kind name: "random", "easy", "normal", "hard" (the learned
    evaluation and action model in a search of the round, ``players.learned``), "hard-2"
    (the hard player before it, kept as it was: ``players.hard``), "hints" (takes every
    hint), "planner" (the one-round planner the hard-2 player replaced, for comparison);
    "heuristic" is an alias of "normal". ``cancelled`` (asked between play-outs) stops the
    searching players (hard, hard-2, hints) with ``rftg.solver.players.hard.Cancelled``;
    the others decide at once."""
    from rftg.solver.players.hard import HardPlayer
    from rftg.solver.players.heuristic import HeuristicPlayer
    from rftg.solver.players.hinted import HintsPlayer
    from rftg.solver.players.learned import LearnedHardPlayer
    from rftg.solver.players.planner import PlannerPlayer
    from rftg.solver.players.random import RandomPlayer

    players: dict[str, Callable[[int], Player]] = {
        "random": RandomPlayer,
        # rules of thumb over a card-value model, with much noise: for a first game
        "easy": lambda seed: HeuristicPlayer(seed, noise=3.0),
        "normal": HeuristicPlayer,
        # determinized search of the round, the learned evaluation at its end
        "hard": lambda seed: LearnedHardPlayer(seed, cancelled=cancelled),
        # determinized look-ahead over three rounds, the linear evaluation (kept as it was)
        "hard-2": lambda seed: HardPlayer(seed, cancelled=cancelled),
        "hints": lambda seed: HintsPlayer(seed, cancelled=cancelled),
        # one round of look-ahead per action, CP-SAT planners for the rest
        "planner": PlannerPlayer,
    }
    name = ALIASES.get(kind, kind)
    if name.startswith("hard/"):  # a budget: "hard/24x1" = 24 samples, 1 round
        from rftg.solver.players.learned import LEARNED_BUDGET

        # flags after the budget: "w" ranks by the chance to win all the game instead of
        # the margin, "v" by the margin even once the end is in sight (as before the
        # late ranking by the chance to win), "r" discards from the first hand by the
        # rules of thumb (as before the learned evaluation chose), "c" pays the planners'
        # cards without play-outs (as before the payment was searched); "p", the searched
        # payment, is the default (the records' "hard/40x1p")
        spec = name.removeprefix("hard/")
        flags = spec[len(spec.rstrip("wrcpv")):]
        budget = _budget(spec.rstrip("wrcpv"), kind, LEARNED_BUDGET)
        return LearnedHardPlayer(seed, budget, cancelled, win="w" in flags,
                                 first_hand="r" not in flags, pay="c" not in flags,
                                 late="v" not in flags)
    if name.startswith("hard-2/"):  # a budget: "hard-2/24x3" = 24 samples, 3 rounds
        return HardPlayer(seed, _budget(name.removeprefix("hard-2/"), kind), cancelled)
    if name not in players:
        known = ", ".join([*players, *ALIASES])
        raise ValueError(_t("players.unknown", kind=kind, known=known))
    return players[name](seed)


def _t(key: str, **values: object) -> str:
    """A player-kind error in the run's language (the ``hints`` catalogue)."""
    from rftg.solver.texts import t

    return t(key, None, **values)


def _budget(text: str, kind: str, base: Budget | None = None) -> Budget:
    from dataclasses import replace

    from rftg.solver.players.hard import Budget

    try:
        samples, rounds = (int(x) for x in text.split("x"))
    except ValueError:
        raise ValueError(_t("players.budget", kind=kind)) from None
    if samples < 1 or rounds < 1:
        raise ValueError(_t("players.budget_min", kind=kind))
    return Budget(samples=samples, rounds=rounds) if base is None else replace(
        base, samples=samples, rounds=rounds)
