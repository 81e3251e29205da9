"""Registers New Frontiers in this layer's registry (imported by the registry when the
game is first asked for)."""

from rftg.core.games import GAMES, CoreGame
from rftg.core.newfrontiers.ruleset import new_frontiers, nf_facets
from rftg.core.newfrontiers.setup import NewFrontiersSetup

GAMES.register("newfrontiers", CoreGame("newfrontiers", NewFrontiersSetup,
                                        lambda setup: new_frontiers(), nf_facets))
