"""What happened, as typed events. The engine records them; the log a person reads is
rendered from them through the text catalogue (``rftg.core.text.render_event``), and no
layer reads the rendered text back. Every event here is public: it names no card that a
player could not see at the table (goods are face down: a good's card is never named).
"""

from __future__ import annotations

from dataclasses import dataclass

from rftg.core.actions import Action
from rftg.core.ending import GameEnded as GameEnded  # the kernel's: every game ends
from rftg.core.gamestate import Event as Event  # the kernel's base of every game's events
from rftg.core.gamestate import RoundStarted as RoundStarted  # the kernel's: rounds

# Value classes here are slotted dataclasses with value equality and hashing, immutable by
# convention: a frozen dataclass costs about four times as much to build, and the engine
# builds thousands per game.


@dataclass(slots=True, unsafe_hash=True)
class StartWorld(Event):
    seat: int
    world: int


@dataclass(slots=True, unsafe_hash=True)
class StartWindfall(Event):
    """A windfall start world begins with a good."""

    seat: int
    world: int


@dataclass(slots=True, unsafe_hash=True)
class Reshuffled(Event):
    """The discard pile became the new deck (``seat``'s own, in the draft)."""

    seat: int | None = None


@dataclass(slots=True, unsafe_hash=True)
class ActionsChosen(Event):
    seat: int
    actions: tuple[Action, ...]


@dataclass(slots=True, unsafe_hash=True)
class Drew(Event):
    """``seat`` drew ``n`` cards; ``why`` is a key of the catalogue's ``[why]`` section, or
    "power" with ``card`` the card whose power it is."""

    seat: int
    n: int
    why: str
    card: int | None = None


@dataclass(slots=True, unsafe_hash=True)
class Discarded(Event):
    """Hand cards discarded: at the start ("setup"), for the hand limit ("hand_limit")."""

    seat: int
    n: int
    why: str


@dataclass(slots=True, unsafe_hash=True)
class Explored(Event):
    seat: int
    kept: int
    seen: int


@dataclass(slots=True, unsafe_hash=True)
class Paid(Event):
    """Hand cards paid (discarded) to place ``card``, or to conquer it with military."""

    seat: int
    card: int
    n: int


@dataclass(slots=True, unsafe_hash=True)
class Developed(Event):
    seat: int
    card: int
    paid: int


@dataclass(slots=True, unsafe_hash=True)
class Settled(Event):
    seat: int
    card: int
    conquered: bool


@dataclass(slots=True, unsafe_hash=True)
class Passed(Event):
    """``seat`` placed nothing in a Develop or Settle phase (``phase``: "develop" or
    "settle"; in the advanced 2-player game once per run of the phase)."""

    seat: int
    phase: str


@dataclass(slots=True, unsafe_hash=True)
class SpentFromTableau(Event):
    """A tableau card discarded for its power (Colony Ship, New Military Tactics)."""

    seat: int
    card: int


@dataclass(slots=True, unsafe_hash=True)
class Produced(Event):
    """A good placed on ``world`` (``windfall``: by a windfall power or bonus;
    ``placed``: no production, the good a windfall world comes with when it is placed)."""

    seat: int
    world: int
    windfall: bool = False
    placed: bool = False


@dataclass(slots=True, unsafe_hash=True)
class Sold(Event):
    seat: int
    world: int
    cards: int


@dataclass(slots=True, unsafe_hash=True)
class Consumed(Event):
    """A consume power used: ``goods`` consumed, ``vp`` gained (doubling included)."""

    seat: int
    card: int
    goods: int
    vp: int
    cards: int


@dataclass(slots=True, unsafe_hash=True)
class DiscardedForVP(Event):
    seat: int
    card: int
    n: int
    vp: int


@dataclass(slots=True, unsafe_hash=True)
class Gambled(Event):
    seat: int
    number: int
    revealed: int
    kept: bool


@dataclass(slots=True, unsafe_hash=True)
class GoalsRevealed(Event):
    """The Gathering Storm: the goals of this game (ids in content/setup.toml)."""

    goals: tuple[str, ...]


@dataclass(slots=True, unsafe_hash=True)
class GoalGained(Event):
    """``seat`` takes the tile of ``goal`` ("tile"), or a 3-VP marker for it ("marker": a
    "first" goal met by several players in the same phase)."""

    seat: int
    goal: str
    how: str
    vp: int


@dataclass(slots=True, unsafe_hash=True)
class GoalLost(Event):
    """``seat`` loses the tile of a "most" goal: to ``to``, or back to the middle."""

    seat: int
    goal: str
    to: int | None = None


@dataclass(slots=True, unsafe_hash=True)
class Drafted(Event):
    """The draft is over: each player's own deck has ``each`` cards (start worlds aside);
    ``removed`` cards left the game."""

    each: tuple[int, ...]
    removed: int
