"""The random player: a uniformly random option, then a uniformly random legal card set."""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import ceil, log
from typing import TypeVar

from rftg.core.decisions import Choice, UsePower
from rftg.core.observe import Observation

T = TypeVar("T")


class Draws:
    """``random.Random``'s ``choice``, ``randint`` and ``sample`` (CPython 3.11's
    algorithms: the same numbers from the same seed) drawn straight from ``getrandbits``,
    without the layers of calls between: a random game draws about three numbers per
    decision, and these calls were a fifth of its time."""

    __slots__ = ("_bits",)

    def __init__(self, seed: int) -> None:
        self._bits = random.Random(seed).getrandbits

    def below(self, n: int) -> int:
        """A number in [0, n) (n > 0): k bits at a time until one is below n."""
        bits = self._bits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self.below(len(seq))]

    def randint(self, a: int, b: int) -> int:
        if b < a:
            raise ValueError(f"empty range for randint({a}, {b})")
        return a + self.below(b - a + 1)

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        setsize = 21  # where CPython switches from a pool list to a set of picks
        if k > 5:
            setsize += 4 ** ceil(log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            result = []
            for i in range(k):
                j = self.below(n - i)
                result.append(pool[j])
                pool[j] = pool[n - i - 1]
            return result
        picked: set[int] = set()
        out = []
        for _ in range(k):
            j = self.below(n)
            while j in picked:
                j = self.below(n)
            picked.add(j)
            out.append(population[j])
        return out


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Draws(seed)

    def choose(self, obs: Observation) -> Choice:
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
            if power.effect == "consume_distinct":
                # one good of each kind, k kinds
                by_kind: dict[object, list[int]] = {}
                for w in option.cards_from:
                    by_kind.setdefault(obs.card(w).goods, []).append(w)
                kinds = rng.sample(sorted(by_kind, key=str), k)
                return Choice(move, tuple(rng.choice(by_kind[kd]) for kd in kinds))
        return Choice(move, tuple(rng.sample(option.cards_from, k)))
