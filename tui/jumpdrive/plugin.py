"""Registers Jump Drive in the TUI layer's registry (imported by the registry when the game
is first asked for)."""

from rftg.tui.games import TUIS
from rftg.tui.jumpdrive.game import JdTui

TUIS.register("jumpdrive", JdTui())
