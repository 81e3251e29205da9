"""Jump Drive's typed moves: what a player chooses each round (a placement or Explore) and
how a player pays. Their text forms exist for saves and typed input only."""

from __future__ import annotations

from dataclasses import dataclass, field
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


@dataclass(frozen=True, slots=True)
class Explore(Move):
    """Take an Explore tile instead of placing cards."""

    def encode(self) -> str:
        return "explore"


@dataclass(frozen=True, slots=True)
class JdPlay(Move):
    """The cards placed this round: a development (from the hand, or the Survey Team from
    the middle), a world and how, and a second world through a convoy. The costs are for
    display (the phases work them out again from the rules)."""

    development: int | None = None
    world: int | None = None
    how: How | None = None
    second: int | None = None
    second_how: How | None = None
    convoy: int | None = None
    dev_cost: Breakdown | None = field(default=None, compare=False)
    world_cost: Breakdown | None = field(default=None, compare=False)
    second_cost: Breakdown | None = field(default=None, compare=False)

    def encode(self) -> str:
        parts = []
        if self.development is not None:
            parts.append(f"dev:{self.development}")
        if self.world is not None and self.how is not None:
            parts.append(f"world:{self.world}:{self.how.value}")
        if self.second is not None and self.second_how is not None:
            parts.append(f"second:{self.second}:{self.second_how.value}:{self.convoy}")
        return "+".join(parts)


@dataclass(frozen=True, slots=True)
class Pay(Move):
    """Pay for ``card`` with the hand cards named in the choice."""

    card: int

    def encode(self) -> str:
        return f"pay:{self.card}"
