"""Registers Jump Drive in this layer's registry (imported by the registry when the
game is first asked for)."""

from rftg.core.games import GAMES, CoreGame
from rftg.core.jumpdrive.ruleset import jump_drive
from rftg.core.jumpdrive.setup import JumpDriveSetup

GAMES.register("jumpdrive", CoreGame("jumpdrive", JumpDriveSetup, lambda setup: jump_drive()))
