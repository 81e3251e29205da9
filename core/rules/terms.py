"""A rule's value with its breakdown: the labelled terms whose sum is the value.

    develop_cost(card, powers, bonus=True)
    -> Breakdown((Term("printed_cost", 2), Term("power", -1, card=17),
                  Term("bonus_develop", -1)), floor=0)        # total 0

A term's ``what`` is a key of the tutor's ``[term]`` texts (content/text/<lang>/tutor.toml), so
it can be said in any language; ``card`` names the card whose power gives the term. The engine uses
``total``; the tutor prints the terms.
"""

from __future__ import annotations

from collections.abc import Iterable

from rftg.core.value import Value


class Term(Value):
    """One term of a sum: what it is, how much it adds (negative: subtracts), and the card
    whose power it is (if any). ``n`` is an extra number some labels show (the chromosome
    worlds counted)."""

    __slots__ = ("amount", "card", "n", "what")
    FIELDS = ("what", "amount", "card", "n")

    def __init__(self, what: str, amount: int, card: int | None = None,
                 n: int | None = None) -> None:
        self.what = what
        self.amount = amount
        self.card = card
        self.n = n


class Breakdown:
    """A number as the sum of its terms; ``floor`` clamps the total (costs stop at 0).

    Immutable by convention (a plain slotted class: the engine builds many of these)."""

    __slots__ = ("floor", "terms", "total")

    def __init__(self, terms: tuple[Term, ...], floor: int | None = None) -> None:
        self.terms = terms
        self.floor = floor
        raw = 0
        for t in terms:
            raw += t.amount
        self.total = raw if floor is None or raw >= floor else floor

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Breakdown) and self.terms == other.terms
                and self.floor == other.floor)

    def __hash__(self) -> int:
        return hash((self.terms, self.floor))

    def __repr__(self) -> str:
        return f"Breakdown({self.terms!r}, floor={self.floor!r})"

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return Breakdown, (self.terms, self.floor)

    @property
    def raw(self) -> int:
        return sum(t.amount for t in self.terms)

    @property
    def clamped(self) -> bool:
        return self.floor is not None and self.raw < self.floor

    def plus(self, *terms: Term) -> Breakdown:
        return Breakdown(self.terms + terms, self.floor)

    def cards(self) -> tuple[int, ...]:
        """The cards whose powers appear in the terms."""
        return tuple(t.card for t in self.terms if t.card is not None)


def breakdown(terms: Iterable[Term], floor: int | None = None) -> Breakdown:
    return Breakdown(tuple(terms), floor)
