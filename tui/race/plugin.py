"""Registers Race for the Galaxy in the TUI layer's registry (imported by the registry when
the game is first asked for)."""

from rftg.tui.games import TUIS
from rftg.tui.race.game import RaceTui

TUIS.register("rftg", RaceTui())
