"""Jump Drive's typed moves: what a player chooses each round (a placement or Explore) and
how a player pays. Their text forms exist for saves and typed input only."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from rftg.core.decisions import Move

if TYPE_CHECKING:
    from rftg.core.rules.terms import Breakdown


class How(StrEnum):
    """How a world is placed."""

    PAY = "pay"  # a non-military world: its cost in cards
    CONQUER = "conquer"  # a military world: military at least its defence
    CONTACT = "contact"  # Contact Specialist: a non-yellow military world paid for


class Explore(Move):
    """Take an Explore tile instead of placing cards."""

    __slots__ = ()

    def encode(self) -> str:
        return "explore"


class JdPlay(Move):
    """The cards placed this round: a development (from the hand, or the Survey Team from
    the middle), a world and how, and a second world through a convoy. The costs are for
    display (the phases work them out again from the rules), not the move's identity."""

    __slots__ = ("convoy", "dev_cost", "development", "how", "second", "second_cost",
                 "second_how", "world", "world_cost")
    FIELDS = ("development", "world", "how", "second", "second_how", "convoy", "dev_cost",
              "world_cost", "second_cost")
    KEY = ("development", "world", "how", "second", "second_how", "convoy")

    def __init__(self, development: int | None = None, world: int | None = None,
                 how: How | None = None, second: int | None = None,
                 second_how: How | None = None, convoy: int | None = None,
                 dev_cost: Breakdown | None = None, world_cost: Breakdown | None = None,
                 second_cost: Breakdown | None = None) -> None:
        self.development = development
        self.world = world
        self.how = how
        self.second = second
        self.second_how = second_how
        self.convoy = convoy
        self.dev_cost = dev_cost
        self.world_cost = world_cost
        self.second_cost = second_cost

    def encode(self) -> str:
        parts = []
        if self.development is not None:
            parts.append(f"dev:{self.development}")
        if self.world is not None and self.how is not None:
            parts.append(f"world:{self.world}:{self.how.value}")
        if self.second is not None and self.second_how is not None:
            parts.append(f"second:{self.second}:{self.second_how.value}:{self.convoy}")
        return "+".join(parts)


class Pay(Move):
    """Pay for ``card`` with the hand cards named in the choice."""

    __slots__ = ("card",)
    FIELDS = ("card",)

    def __init__(self, card: int) -> None:
        self.card = card

    def encode(self) -> str:
        return f"pay:{self.card}"
