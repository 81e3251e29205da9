"""Registers Andromeda in the TUI layer's registry (imported by the registry when the game
is first asked for)."""

from rftg.tui.andromeda.game import AdTui
from rftg.tui.games import TUIS

TUIS.register("andromeda", AdTui())
