"""Jump Drive's typed events (all public: no event names a hidden card). The log renders
them through the text catalogue (``rftg.core.jumpdrive.text``)."""

from __future__ import annotations

from dataclasses import dataclass

from rftg.core.events import Event


@dataclass(frozen=True, slots=True)
class JdDrew(Event):
    """``seat`` drew ``n`` cards; ``why``: "deal", "world", "explore", "income"."""

    seat: int
    n: int
    why: str


@dataclass(frozen=True, slots=True)
class JdDiscarded(Event):
    """``seat`` discarded ``n`` hand cards; ``why``: "keep", "explore", "hand_limit"."""

    seat: int
    n: int
    why: str


@dataclass(frozen=True, slots=True)
class JdRevealed(Event):
    """The cards a player chose, revealed together with everyone's: a development (the
    Survey Team: ``survey``), a world, a second world; or Explore."""

    seat: int
    development: int | None
    world: int | None
    second: int | None
    explore: bool
    survey: bool = False


@dataclass(frozen=True, slots=True)
class JdPlaced(Event):
    """``card`` entered ``seat``'s empire; ``how``: "develop", "pay", "conquer",
    "contact"; ``paid``: hand cards discarded for it."""

    seat: int
    card: int
    how: str
    paid: int


@dataclass(frozen=True, slots=True)
class JdConvoy(Event):
    """A Colony Convoy left the empire to place a second world."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class JdExplored(Event):
    seat: int
    drew: int
    discards: int


@dataclass(frozen=True, slots=True)
class JdPropaganda(Event):
    """War Propaganda went from one empire to another (-1: the solo game's imagined
    opponent)."""

    card: int
    from_seat: int
    to_seat: int


@dataclass(frozen=True, slots=True)
class JdScored(Event):
    seat: int
    vp: int
    total: int


