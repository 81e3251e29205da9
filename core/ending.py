"""How a game ends, typed: the kind of ending (each game's own ``StrEnum`` of terminations)
and the seats whose position brought it about.

A ruleset declares its end conditions (``Ruleset.end``): each looks at the game and gives
an ``Ending`` when it is reached. The engine asks them (``Game.ending_now``: the end is
reached, the game ends when the ruleset says, at the end of the round in Race for the
Galaxy) and ends the game with the first one (``Game.end``): the state keeps it and a
``GameEnded`` event says it. Observations carry it; screens and players read it, never
work it out again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rftg.core.gamestate import Event
from rftg.core.value import Value


class Ending(Value):
    """``kind``: the game's termination (its own enum); ``seats``: the seats whose position
    ended the game (Race for the Galaxy: those with 12 or more cards), if any."""

    __slots__ = ("kind", "seats")
    FIELDS = ("kind", "seats")

    def __init__(self, kind: StrEnum, seats: tuple[int, ...] = ()) -> None:
        self.kind = kind
        self.seats = seats


@dataclass(slots=True, unsafe_hash=True)
class GameEnded(Event):
    """The game is over: how it ended, each seat's final total and the winners' seats."""

    ending: Ending
    totals: tuple[int, ...]
    winners: tuple[int, ...]
