"""Random draws exactly as CPython 3.11's ``random.Random`` makes them (the same numbers
from the same seed, so a seeded game stays the game it was), taken straight from
``getrandbits``. Compiled with the engine (``rftg.compiled``), they skip ``random.py``'s
layers of interpreted calls: a shuffled deck was a hundred such calls, and a random
player draws about three numbers per decision.

    Draws(random.Random(7)).choice(options)
    shuffle(state.rng, deck)
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from math import ceil, log
from typing import TypeVar

T = TypeVar("T")


class Draws:
    """``choice``, ``randint``, ``sample`` and ``shuffle`` of ``rng``."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def below(self, n: int) -> int:
        """A number in [0, n) (n > 0): k bits at a time until one is below n."""
        bits = self.rng.getrandbits
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
        out: list[T] = []
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self.below(n - i)
                out.append(pool[j])
                pool[j] = pool[n - i - 1]
            return out
        picked: set[int] = set()
        for _ in range(k):
            j = self.below(n)
            while j in picked:
                j = self.below(n)
            picked.add(j)
            out.append(population[j])
        return out

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffle(rng: random.Random, items: MutableSequence[T]) -> None:
    """``rng.shuffle(items)``: the same order."""
    Draws(rng).shuffle(items)
