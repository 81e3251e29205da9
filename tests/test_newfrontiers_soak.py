"""New Frontiers soak (issue 27, item 6, small): seeded games of 2-5 players, goals on and
off, random and normal players; after every decision the invariants hold (colonists,
goods, tiles and chips conserved, credits never negative, at most 9 worlds between
actions); each game replays to the same state from its setup and moves, and its save
loads back. Bounded by the number of games (bench/bench_newfrontiers.py runs 1,000)."""

from __future__ import annotations

import pytest

from rftg.core.engine import Game
from rftg.core.newfrontiers.invariants import problems
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.save import digest, from_json, replay, to_json
from rftg.solver.newfrontiers.players import make_nf_player

CASES = [(players, goals, kind) for players in (2, 3, 4, 5) for goals in (False, True)
         for kind in ("random", "normal")]


@pytest.mark.parametrize("players, goals, kind", CASES)
def test_invariants_after_every_decision_and_the_game_replays(
        players: int, goals: bool, kind: str) -> None:
    seed = players * 10 + goals * 2 + (kind == "normal")
    setup = NewFrontiersSetup(players=players, seed=seed, goals=goals)
    game: Game[object] = Game(setup)
    bots = [make_nf_player(kind if s % 2 == 0 else "easy", seed * 8 + s)
            for s in range(players)]
    decisions = 0
    assert problems(game) == []
    while not game.over:
        for d in game.pending():
            game.choose(d.player, bots[d.player].choose(game.observe(d.player)))
            decisions += 1
            found = problems(game)
            assert not found, (decisions, found)
        assert decisions < 3000
    assert game.state.ending is not None and game.winners()
    again = replay(setup, list(game.choices))
    assert digest(again) == digest(game)
    assert digest(from_json(to_json(game))) == digest(game)
