"""Jump Drive computer players. They get a ``JdObservation`` (never the game) and answer
from the decision's own options; every number they weigh comes from the rules
(``rftg.core.jumpdrive.rules``): costs, VP and income of the empire after a play.

- ``JdRandomPlayer``: a uniformly random option and random cards.
- ``JdHeuristicPlayer``: values each play as the VP and income it adds over the rounds
  likely left, less the cards it spends; pays and discards its least useful cards. The
  normal player; with noise on its values, the easy one.
- ``hard.JdHardPlayer``: the hard player (look-ahead over dealt games).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from rftg.core.decisions import Choice, Option
from rftg.core.draws import Draws
from rftg.core.jumpdrive.moves import Explore, JdPlay
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.sampler import Sampler
from rftg.solver.jumpdrive.value import Now, keep_value, now, play_value, rounds_left


class JdRandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Draws(random.Random(seed))

    looks_ahead = False

    def choose(self, obs: JdObservation, sampler: Sampler | None = None) -> Choice:
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        o = self.rng.choice(d.options)
        k = self.rng.randint(o.min_cards, o.max_cards)
        return Choice(o.move, tuple(self.rng.sample(o.cards_from, k)) if k else ())


class JdHeuristicPlayer:
    """The normal player (``noise`` 0) and the easy one: each play valued by
    ``value.play_value``; with ``noise``, a random amount (normal, that many VP-equivalents
    wide) is added to each value, so the easy player often misses the best play."""

    name = "heuristic"

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    looks_ahead = False

    def choose(self, obs: JdObservation, sampler: Sampler | None = None) -> Choice:
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        if d.rule == "jd.choose":
            before = now(obs)
            scored = [(self._value(obs, o, before) + (self.rng.gauss(0, self.noise)
                                                      if self.noise else 0.0), -i, o)
                      for i, o in enumerate(d.options)]
            return Choice(max(scored, key=lambda t: (t[0], t[1]))[2].move)
        o = d.options[0]
        return Choice(o.move, self.least_useful(obs, o.cards_from, o.min_cards))

    @staticmethod
    def _value(obs: JdObservation, o: Option, before: Now) -> float:
        m = o.move
        assert isinstance(m, JdPlay | Explore)
        return play_value(obs, m, before)

    @staticmethod
    def least_useful(obs: JdObservation, cards: Sequence[int], n: int) -> tuple[int, ...]:
        rounds = rounds_left(obs)
        ranked = sorted(cards, key=lambda c: (keep_value(obs.card(c), rounds), c))
        return tuple(ranked[:n])


class JdPlayer(Protocol):
    name: str
    looks_ahead: bool

    def choose(self, obs: JdObservation, sampler: Sampler | None = None) -> Choice: ...
