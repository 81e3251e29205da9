"""Hints: every hint is a legal choice (the engine accepts it) and says why with numbers."""

from __future__ import annotations

import pytest

from rftg.core.cards import Phase
from rftg.core.engine import Game
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.rules.explore import explore_counts
from rftg.core.rules.placement import develop_cost, settle_ways
from rftg.core.scenario import position
from rftg.core.state import Action
from rftg.solver.hints import hint, hint_at
from rftg.solver.players.hard import Budget
from rftg.solver.players.random import RandomPlayer

SMALL = Budget(samples=2, rounds=1)  # the search's size does not change what is legal


@pytest.mark.parametrize("mode", [dict(players=2), dict(players=3, start="experienced"),
                                  dict(players=2, advanced=True)])
def test_every_hint_is_legal(mode):
    """Follow the hint for seat 0 at every decision; random players elsewhere."""
    for seed in range(3):
        game = Game(RaceSetup(seed=seed, **mode))
        rand = RandomPlayer(seed)
        kinds = set()
        while not game.over:
            for d in game.pending():
                obs = observation(game, d.player)
                if d.player == 0:
                    h = hint(obs, SMALL, sampler=game.sampler(0))
                    assert h.reason
                    kinds.add(d.kind.value)
                    game.choose(0, h.choice)  # IllegalChoice would fail the test
                else:
                    game.choose(d.player, rand.choose(obs))
        assert {"action", "explore_keep"} <= kinds or game.state.round < 3


def test_consume_hint_follows_the_fta_new_vinland_order():
    """Base rules, Verbrauchen: the order of powers matters; the hint names the first step
    of the best plan and its totals."""
    g = position([{"tableau": ["Earth's Lost Colony", "Free Trade Association", "New Vinland",
                               "Gem World", "Artist Colony"],
                   "goods": ["New Vinland", "Gem World", "Artist Colony"], "hand": 0,
                   "actions": ["double"]}, {"tableau": ["Alpha Centauri"],
                                            "actions": ["trade"]}], "consume")
    h = hint_at(g, 0)
    assert "VP" in h.reason and "in this phase" in h.reason
    g.choose(0, h.choice)


def test_action_hint_gives_consume_numbers():
    g = position([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                   "goods": ["Gem World", "Comet Zone"], "hand": 3},
                  {"tableau": ["Alpha Centauri"]}], "round_end")
    h = hint_at(g, 0)
    assert "Consume: 2x VP: 4 VP" in " ".join((h.reason, *h.details))


# ---------------------------------------------------------------- the action hint's numbers
# Issue 10: the action hint computed costs, military and explore counts itself and
# disagreed with the engine. Its numbers are now the rules' (rftg.core.rules).


def _at_actions(tableau: list[str], hand: list[str]) -> Game:
    g = position([{"tableau": tableau, "hand": hand},
                  {"tableau": ["Alpha Centauri"], "hand": 4}], "round_end")
    obs = observation(g, 0)
    assert obs.decision is not None and obs.decision.kind.value == "action"
    return g


def _notes(game: Game) -> str:
    h = hint_at(game, 0)
    return " | ".join((h.reason, *h.details))


def _hand_card(obs: Observation, name: str) -> int:
    return next(c for c in obs.hand if obs.card(c).name == name)


def test_develop_note_costs_what_the_rule_says():
    """With Investment Credits the hint said "place Mining Robots for 1 card"; the engine
    says 2 - 1 - 1 = 0."""
    game = _at_actions(["Old Earth", "Investment Credits"],
                      ["Mining Robots", "Rebel Homeworld", "Galactic Survey: SETI"])
    obs = observation(game, 0)
    robots = _hand_card(obs, "Mining Robots")
    cost = develop_cost(obs.card(robots), obs.powers(Phase.DEVELOP), bonus=True)
    assert cost.total == 0
    text = _notes(game)
    assert "Develop: place Mining Robots (1 VP" in text
    assert (f"Mining Robots (1 VP, Rare worlds cost 1 less, produces on windfall worlds) for "
            f"{cost.total} cards (2 - 1 Investment Credits - 1 Develop bonus)") in text


def test_explore_note_counts_the_explore_powers():
    """With Galactic Survey: SETI (+2 cards) the hint said "Explore +1/+1: see 3"; the
    player sees 5."""
    game = _at_actions(["Old Earth", "Galactic Survey: SETI"], ["Space Marines"])
    obs = observation(game, 0)
    text = _notes(game)
    for action, label in ((Action.EXPLORE_1_1, "Explore +1/+1"), (Action.EXPLORE_5,
                                                                   "Explore +5")):
        draw, keep = explore_counts({action}, obs.powers(Phase.EXPLORE))
        assert f"{label}: see {draw.total} cards, keep {keep.total}" in text
    assert explore_counts({Action.EXPLORE_1_1}, obs.powers(Phase.EXPLORE))[0].total == 5


def test_settle_note_names_only_a_world_that_can_be_placed():
    """At military +0 the hint said "Settle: place Rebel Homeworld (7 VP)"."""
    game = _at_actions(["Old Earth"], ["Rebel Homeworld", "Artist Colony", "Space Marines"])
    obs = observation(game, 0)
    powers = obs.powers(Phase.SETTLE)
    spare = len(obs.hand) - 1
    rebel, artist = _hand_card(obs, "Rebel Homeworld"), _hand_card(obs, "Artist Colony")
    assert not settle_ways(rebel, obs.card(rebel), obs.cards, spare, powers).ways
    assert settle_ways(artist, obs.card(artist), obs.cards, spare, powers).ways
    text = _notes(game)
    assert "Settle: place Artist Colony (1 VP" in text and "Rebel Homeworld" not in text

    game = _at_actions(["Old Earth"], ["Rebel Homeworld", "Space Marines"])
    obs = observation(game, 0)
    assert "Settle: no world you can place yet" in _notes(game)
