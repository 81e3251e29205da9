"""The random player: a uniformly random option, then a uniformly random legal card set."""

from __future__ import annotations

import random

from rftg.core.cards import Effect
from rftg.core.decisions import Choice
from rftg.core.draws import Draws
from rftg.core.moves import UsePower
from rftg.core.observe import Glance, Observation
from rftg.core.sampler import Sampler


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Draws(random.Random(seed))

    looks_ahead = False
    glances = True  # it answers from its decision alone (``rftg.core.play.Chooser``)

    def choose(self, obs: Observation | Glance, sampler: Sampler | None = None) -> Choice:
        decision = obs.decision
        if decision is None:
            raise ValueError("no decision to make")
        rng = self.rng
        option = rng.choice(decision.options)
        k = rng.randint(option.min_cards, option.max_cards)
        move = option.move
        if k == 0:  # sampling no cards draws no random numbers
            return Choice(move)
        if type(move) is UsePower:
            power = obs.card(move.card).powers[move.index]
            if power.effect is Effect.CONSUME_DISTINCT:
                # one good of each kind, k kinds
                by_kind: dict[object, list[int]] = {}
                for w in option.cards_from:
                    by_kind.setdefault(obs.card(w).goods, []).append(w)
                kinds = rng.sample(sorted(by_kind, key=str), k)
                return Choice(move, tuple(rng.choice(by_kind[kd]) for kd in kinds))
        return Choice(move, tuple(rng.sample(option.cards_from, k)))
