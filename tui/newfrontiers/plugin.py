"""Registers New Frontiers in the TUI layer's registry (imported by the registry when the
game is first asked for)."""

from rftg.tui.games import TUIS
from rftg.tui.newfrontiers.game import NfTui

TUIS.register("newfrontiers", NfTui())
