"""The hints player: takes the hint (``rftg.solver.hints.hint``) at every decision.

It measures the hints: following every hint should play as well as the strongest
computer player (the hints are that player's choices)."""

from __future__ import annotations

from collections.abc import Callable

from rftg.core.decisions import Choice
from rftg.core.observe import Observation
from rftg.core.sampler import Sampler
from rftg.solver.players.hard import Budget
from rftg.solver.players.learned import LEARNED_BUDGET


class HintsPlayer:
    name = "hints"

    def __init__(self, seed: int = 0, budget: Budget = LEARNED_BUDGET,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.seed = seed  # unused: the hints are a function of the observation alone
        self.budget = budget
        self.cancelled = cancelled

    looks_ahead = True

    def choose(self, obs: Observation, sampler: Sampler | None = None) -> Choice:
        from rftg.solver.hints import hint

        return hint(obs, self.budget, self.cancelled, sampler=sampler).choice
