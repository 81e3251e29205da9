"""Registers Andromeda in this layer's registry (imported by the registry when the game is
first asked for)."""

from rftg.core.andromeda.ruleset import andromeda
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.games import GAMES, CoreGame

GAMES.register("andromeda", CoreGame("andromeda", AndromedaSetup, andromeda))
