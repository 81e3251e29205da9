"""Issue 28, item 6 (in small): seeded games of Andromeda at 3 to 5 players between the
random, easy and normal computer players, the invariants checked after every decision
(``rftg.core.andromeda.checks``: cards and stations conserved, hand limits, at most three
centres a planet on its most valuable moons), and every game replayed from its choices to
the same digest. Bounded by the number of games; the 1,000-game run is
bench/bench_andromeda.py."""

from __future__ import annotations

import pytest

from rftg.core.andromeda.checks import problems
from rftg.core.andromeda.rules import AdEnd, full_planets
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdState, ad_state
from rftg.core.engine import Game
from rftg.core.save import digest, replay
from rftg.solver.andromeda.levels import make_ad_player

KINDS = ("random", "normal", "easy", "normal", "random")
GAMES = [(seed, 3 + seed % 3) for seed in range(6)]


def play_checked(players: int, seed: int) -> Game[AdState]:
    """A whole game, the invariants checked after every decision."""
    setup = AndromedaSetup(players=players, seed=seed)
    seats = [make_ad_player(KINDS[s], seed * 8 + s) for s in range(players)]
    game: Game[AdState] = Game(setup)
    assert problems(ad_state(game)) == []
    decisions = 0
    while not game.over:
        pending = game.pending()
        assert pending, "the game is not over but nobody has a decision"
        for d in pending:
            choice = seats[d.player].choose(game.observe(d.player))
            game.choose(d.player, choice, trusted=True)
            decisions += 1
            found = problems(ad_state(game))
            assert not found, f"seed {seed}, decision {decisions}: {found}"
        assert decisions < 20_000
    return game


@pytest.mark.parametrize(("seed", "players"), GAMES)
def test_seeded_games_keep_every_invariant_and_replay(seed: int, players: int) -> None:
    game = play_checked(players, seed)
    st = ad_state(game)
    assert st.ending is not None and st.ending.kind is AdEnd.THREE_PLANETS
    assert full_planets(st.centres) >= 3 and game.winners()
    again = replay(game.setup, list(game.choices))  # every choice checked in full
    assert digest(again) == digest(game)
