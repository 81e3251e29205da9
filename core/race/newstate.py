"""A game of Race for the Galaxy before the deal (the ruleset's ``new_state``)."""

from __future__ import annotations

import random

from rftg.core.custom import game_catalogue
from rftg.core.gamesetup import GameSetup
from rftg.core.race.setup import race_setup
from rftg.core.race.spec import race_rules
from rftg.core.ruleset import Ruleset
from rftg.core.state import GameState, PlayerState, deck_and_powers


def new_state(setup: GameSetup, ruleset: Ruleset) -> GameState:
    """A game of Race for the Galaxy before the deal: the deck of its edition (with the
    setup's own cards), the players, the VP chips of the ruleset."""
    race = race_setup(setup)
    cat = game_catalogue(race.custom_cards)
    cards, powers = deck_and_powers(cat, race.edition)
    state = GameState(setup=setup, rng=random.Random(setup.seed), cards=cards, catalogue=cat,
                      deck=list(range(len(cards))))
    state.players = [PlayerState(i, n) for i, n in enumerate(setup.player_names())]
    state.power_table = powers
    state.pool = race_rules(ruleset).vp_per_player * setup.players
    return state
