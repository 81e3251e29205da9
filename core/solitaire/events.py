"""What the robot did, as typed events (rendered by ``rftg.core.solitaire.text``; nothing
reads the rendered text back). All public: the robot's pile is face down, so a drawn card is
never named; a card it reveals while searching is named (it is turned face up).
"""

from __future__ import annotations

from dataclasses import dataclass

from rftg.core.events import Event
from rftg.core.solitaire.table import Face


@dataclass(slots=True, unsafe_hash=True)
class RobotSetUp(Event):
    """The robot's start: its start world, credit, economy, pile, tokens and robot tile."""

    start: int
    credit: int
    economy: int
    pile: int
    tokens: int
    token_vp: int
    tile: Face
    difficulty: str


@dataclass(slots=True, unsafe_hash=True)
class RobotRolled(Event):
    """The two dice, the field of the dice row each was placed on, the fields of the
    player's indicators and the robot tile when they were placed (the tutor tells why)."""

    faces: tuple[Face, Face]
    fields: tuple[str, str]
    marks: tuple[str, ...] = ()
    tile: Face = Face.DEVELOP


@dataclass(slots=True, unsafe_hash=True)
class RobotTurn(Event):
    """The robot acts in ``phase`` (``run``: the first or second Develop/Settle run):
    ``how`` is "action" (a die on the field), "both" (dice on both fields of the phase),
    "trade" / "double" (one Consume die), "reaction" (the player chose the phase, no die);
    its credit, economy, tokens left and whether Doomed World's first Settle is still to
    come, at the start of the turn (the tutor words the turn with them)."""

    phase: str
    run: int
    how: str
    credit: int = 0
    economy: int = 0
    tokens_left: int = 0
    doomed: bool = False


@dataclass(slots=True, unsafe_hash=True)
class RobotDrew(Event):
    n: int


@dataclass(slots=True, unsafe_hash=True)
class RobotTrack(Event):
    """Credit or economy (``track``) went from ``old`` to ``new``; ``wanted`` is where it
    would be without the limit (4 credit, 5 economy) or the floor 0."""

    track: str
    old: int
    new: int
    wanted: int


@dataclass(slots=True, unsafe_hash=True)
class RobotSearched(Event):
    """The robot searched its pile (``source`` "pile") or the deck ("deck", Doomed World)
    for ``kind`` ("development", "world", "military_world", "world_vp3"): ``discarded``
    were turned up and discarded, ``found`` is the card of that kind (None: none)."""

    source: str
    kind: str
    discarded: tuple[int, ...]
    found: int | None


@dataclass(slots=True, unsafe_hash=True)
class RobotPlaced(Event):
    """``card`` went onto the robot's tableau pile, for ``credit`` credit."""

    card: int
    credit: int


@dataclass(slots=True, unsafe_hash=True)
class RobotDiscardedFound(Event):
    """A 6-cost development found without the credit to place it: discarded."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class RobotToken(Event):
    """A 6-cost development token placed for ``credit``; ``left`` in its supply."""

    credit: int
    left: int


@dataclass(slots=True, unsafe_hash=True)
class RobotScored(Event):
    """Consume: ``vp`` VP chips from economy ``economy`` (``doubled``: 2x VP)."""

    vp: int
    economy: int
    doubled: bool


@dataclass(slots=True, unsafe_hash=True)
class RobotPassed(Event):
    """The robot does nothing in ``phase``: ``why`` "no_credit" or "produce_reaction"
    or "nothing_found" (a search ran out of cards)."""

    phase: str
    why: str


@dataclass(slots=True, unsafe_hash=True)
class RobotTileTurned(Event):
    """The robot tile now shows ``to`` (Old Earth's x2, Damaged Alien Factory's flip)."""

    old: Face
    to: Face


@dataclass(slots=True, unsafe_hash=True)
class RobotStartDiscarded(Event):
    """Doomed World: its modification tile and the start world card are discarded."""

    world: int
