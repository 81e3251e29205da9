"""Registers Race for the Galaxy in this layer's registry (imported by the registry when the
game is first asked for)."""

from rftg.core.games import GAMES, CoreGame
from rftg.core.race.ruleset import race_facets, race_ruleset
from rftg.core.race.setup import RaceSetup

GAMES.register("rftg", CoreGame("rftg", RaceSetup, race_ruleset, race_facets))
