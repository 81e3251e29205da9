"""New Frontiers' typed events. All are public: explored worlds lie face up, so a world is
named; a hidden goal is named only when it is revealed. The log renders them through the
text catalogue (``rftg.core.newfrontiers.text``)."""

from __future__ import annotations

from dataclasses import dataclass

from rftg.core.gamestate import Event
from rftg.core.newfrontiers.kinds import NfAction, NfEnd
from rftg.core.newfrontiers.tiles import Kind


@dataclass(frozen=True, slots=True)
class NfSetUp(Event):
    """The game is set up: the player order (seats, first to last)."""

    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NfHome(Event):
    """``seat`` plays the empire mat ``mat`` with the home colony ``home``."""

    seat: int
    mat: int
    home: int


@dataclass(frozen=True, slots=True)
class NfPicked(Event):
    seat: int
    action: NfAction


@dataclass(frozen=True, slots=True)
class NfGained(Event):
    """``seat`` gained credits, VP chips or colonists: by an action's bonus (``action``) or
    by a tile's power (``tile``)."""

    seat: int
    credits: int = 0
    vp: int = 0
    colonists: int = 0
    action: NfAction | None = None
    tile: int | None = None


@dataclass(frozen=True, slots=True)
class NfPassed(Event):
    seat: int
    action: NfAction


@dataclass(frozen=True, slots=True)
class NfDeveloped(Event):
    seat: int
    tile: int
    paid: int


@dataclass(frozen=True, slots=True)
class NfDisplay(Event):
    """Worlds drawn from the bag into the middle of the table."""

    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NfExplored(Event):
    seat: int
    tile: int
    second: bool = False


@dataclass(frozen=True, slots=True)
class NfDrew(Event):
    """``seat`` drew worlds from the bag by the power of ``power``."""

    seat: int
    tiles: tuple[int, ...]
    power: int


@dataclass(frozen=True, slots=True)
class NfGaveBack(Event):
    """Worlds given back to the bag (more than 9 worlds; the middle of the table: -1)."""

    seat: int
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NfColonists(Event):
    """``seat`` took colonists instead of settling."""

    seat: int
    n: int


@dataclass(frozen=True, slots=True)
class NfSettled(Event):
    seat: int
    tile: int
    how: str  # rftg.core.newfrontiers.moves.How
    paid: int  # credits
    goods: int = 0  # goods returned for temporary military


@dataclass(frozen=True, slots=True)
class NfSwapped(Event):
    seat: int
    old: int
    new: int


@dataclass(frozen=True, slots=True)
class NfProduced(Event):
    """Goods produced on ``tiles`` of ``seat`` (``windfall``: the bonus)."""

    seat: int
    tiles: tuple[int, ...]
    windfall: bool = False


@dataclass(frozen=True, slots=True)
class NfSold(Event):
    seat: int
    tile: int
    kind: Kind
    price: int


@dataclass(frozen=True, slots=True)
class NfConsumed(Event):
    seat: int
    tile: int
    goods: int
    vp: int
    credits: int


@dataclass(frozen=True, slots=True)
class NfStored(Event):
    """Items put on the stockpile mat: ``what`` is goods, credits or worlds."""

    seat: int
    what: str
    n: int


@dataclass(frozen=True, slots=True)
class NfFirst(Event):
    """The player order changed (envoys, goals): the seats in their new order."""

    seat: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NfGoalTaken(Event):
    seat: int
    drawn: int


@dataclass(frozen=True, slots=True)
class NfGoalRevealed(Event):
    seat: int
    goal: int


@dataclass(frozen=True, slots=True)
class NfProduceTile(Event):
    """No Produce this round: 1$ onto its tile (``credits``: now on it)."""

    credits: int


@dataclass(frozen=True, slots=True)
class NfEndReached(Event):
    kind: NfEnd
    seats: tuple[int, ...]
