"""The random player: a uniformly random option, then a uniformly random legal card set."""

from __future__ import annotations

import random

from rftg.core.decisions import Choice
from rftg.core.observe import Observation


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Choice:
        decision = obs.decision
        if decision is None:
            raise ValueError("no decision to make")
        option = self.rng.choice(decision.options)
        k = self.rng.randint(option.min_cards, option.max_cards)
        parts = option.id.split(":")
        if parts[0] == "use" and len(parts) >= 3:
            power = obs.card(int(parts[1])).powers[int(parts[2])]
            if power.effect == "consume_distinct":
                # one good of each kind, k kinds
                by_kind: dict[object, list[int]] = {}
                for w in option.cards_from:
                    by_kind.setdefault(obs.card(w).goods, []).append(w)
                kinds = self.rng.sample(sorted(by_kind, key=str), k)
                return Choice(option.id, tuple(self.rng.choice(by_kind[kd]) for kd in kinds))
        return Choice(option.id, tuple(self.rng.sample(option.cards_from, k)))
