"""Andromeda's typed events, all public: none names a card that lies face down. The log
renders them through the text catalogue (``rftg.core.andromeda.text``). Cards are named
by their face (``rftg.core.andromeda.cards``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rftg.core.gamestate import Event


class Act(StrEnum):
    """The actions that play a set of cards."""

    STATIONS = "stations"
    CENTRE = "centre"
    SPACESHIP = "spaceship"
    TECHNOLOGY = "technology"


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    """A new round: the card phase, ``active`` the new active player."""

    round: int
    active: int


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    seat: int
    n: int


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The discard pile became the new deck (``n`` cards)."""

    n: int


@dataclass(frozen=True, slots=True)
class Transported(Event):
    """A transport card: ``stations`` from Earth to ``planet`` (``home``: from ``planet``
    back to Earth)."""

    seat: int
    planet: int
    stations: int
    home: bool


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """No transport card this round."""

    seat: int


@dataclass(frozen=True, slots=True)
class Shown(Event):
    """The active player shows a card face up (the ``nth`` of the offer)."""

    seat: int
    face: int
    nth: int


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """The other players' cards of one offer round, revealed together: (seat, face)."""

    offers: tuple[tuple[int, int], ...]
    nth: int


@dataclass(frozen=True, slots=True)
class CouldNotShow(Event):
    """``seat`` had no card it may show: it showed its hand to the active player, took its
    cards back, and its trade ended."""

    seat: int


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    """``seat`` swapped its offer with ``other``'s: it took ``got`` (faces) into its hand
    and ``other`` now has ``gave`` in front of it."""

    seat: int
    other: int
    got: tuple[int, ...]
    gave: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TookCards(Event):
    """``seat`` took the cards in front of it into its hand (``last``: as the last player
    with cards out)."""

    seat: int
    faces: tuple[int, ...]
    last: bool = False


@dataclass(frozen=True, slots=True)
class StayedIn(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TradeEnded(Event):
    """The trade phase is over (``skipped``: the active player had no card to show)."""

    skipped: bool = False


@dataclass(frozen=True, slots=True)
class CardsSwapped(Event):
    """``seat`` discarded planet cards (``faces``) and drew as many."""

    seat: int
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``seat`` played a set for ``act`` on ``planet``: ``faces`` (bonus cards among them
    as jokers)."""

    seat: int
    act: Act
    planet: int
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StationsPlaced(Event):
    seat: int
    planet: int
    n: int


@dataclass(frozen=True, slots=True)
class RingDrawn(Event):
    """Under the ring on ``planet``, ``seat``'s attempt drew a station of ``drawn``."""

    seat: int
    planet: int
    drawn: int
    attempt: int
    attempts: int


@dataclass(frozen=True, slots=True)
class CentreBuilt(Event):
    seat: int
    planet: int
    moon: int
    value: int


@dataclass(frozen=True, slots=True)
class CentreMissed(Event):
    """Every attempt drew another player's station."""

    seat: int
    planet: int


@dataclass(frozen=True, slots=True)
class ShipAdvanced(Event):
    seat: int
    step: int
    limit: int


@dataclass(frozen=True, slots=True)
class TechAdvanced(Event):
    seat: int
    step: int
    points: int


@dataclass(frozen=True, slots=True)
class BonusGained(Event):
    """``seat`` took a bonus card of ``face`` from the supply."""

    seat: int
    face: int


@dataclass(frozen=True, slots=True)
class BonusGone(Event):
    """No bonus card for ``kind`` identical cards is left: none is given, now or later."""

    seat: int
    kind: int
