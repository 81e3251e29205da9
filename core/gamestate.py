"""The kernel's game state: what the engine keeps for every game (the setup, the seeded
RNG every chance event draws from, the events so far, the round and phase, and how the
game ended). Each game's state extends it (Race for the Galaxy: ``rftg.core.state``; Jump
Drive extends that; a game outside the compiled engine, such as the small game of the
tests, may extend it too). ``Event`` is the base of every game's typed events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from rftg.core.gamesetup import GameSetup

if TYPE_CHECKING:
    from rftg.core.ending import Ending


class Stage(StrEnum):
    """The two phases every game has: before its first round, and after its end. Between
    them, ``State.phase`` holds a member of the game's own enum of phases (Race for the
    Galaxy: ``rftg.core.state.RacePhase``; Jump Drive: ``rftg.core.jumpdrive.state.JdPhase``);
    the values are the names saves and texts use."""

    SETUP = "setup"
    OVER = "over"


@mypyc_attr(allow_interpreted_subclasses=True)
class Event:
    """Base of all events: what happened, public, typed (a game's log is rendered from
    them through its text catalogue; nothing reads the rendered text back)."""

    __slots__ = ()


@dataclass(slots=True, unsafe_hash=True)
class RoundStarted(Event):
    """A round begins (every game here plays in rounds: a game's record is read by them)."""

    round: int


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(slots=True)
class State:
    """What the engine keeps for every game. ``ending``: set by the engine when the game
    ends (``Game.end``). A game's state extends it; one outside the compiled engine must
    not declare slots for these fields (no ``dataclass(slots=True)``): the engine reads
    them where the compiled class keeps them."""

    setup: GameSetup
    rng: random.Random
    events: list[Event] = field(default_factory=list)
    round: int = 0
    phase: StrEnum = Stage.SETUP  # a Stage, or a member of the game's own phases
    over: bool = False
    ending: Ending | None = None

    def render_event(self, event: Event, names: list[str]) -> str | None:
        """One event as a log line in the language of the run (None: not logged). A
        game's state renders its own events."""
        return None

    def clone(self) -> State:
        """An independent copy (a game's own state copies its own fields too): the setup
        is shared (it never changes), the RNG continues from the same position."""
        new = self.copy_fields()
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.events = list(self.events)
        return new

    def copy_fields(self) -> State:
        """A shallow copy of the same class (``dataclasses.replace``)."""
        import dataclasses

        return dataclasses.replace(self)
