"""Hints: every hint is a legal choice (the engine accepts it) and says why with numbers."""

from __future__ import annotations

import pytest

from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.scenario import position
from rftg.core.state import GameSetup
from rftg.solver.hints import hint
from rftg.solver.players.random import RandomPlayer


@pytest.mark.parametrize("mode", [dict(players=2), dict(players=3, start="experienced"),
                                  dict(players=2, advanced=True)])
def test_every_hint_is_legal(mode):
    """Follow the hint for seat 0 at every decision; random players elsewhere."""
    for seed in range(3):
        game = Game(GameSetup(seed=seed, **mode))
        rand = RandomPlayer(seed)
        kinds = set()
        while not game.over:
            for d in game.pending():
                obs = observation(game, d.player)
                if d.player == 0:
                    h = hint(obs)
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
    h = hint(observation(g, 0))
    assert "VP" in h.reason and "in this phase" in h.reason
    g.choose(0, h.choice)


def test_action_hint_gives_consume_numbers():
    g = position([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                   "goods": ["Gem World", "Comet Zone"], "hand": 3},
                  {"tableau": ["Alpha Centauri"]}], "round_end")
    h = hint(observation(g, 0))
    assert "Consume x2: 4 VP" in h.reason or "Consume x2: 4 VP" in " ".join(h.details)
