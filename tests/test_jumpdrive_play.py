"""Jump Drive random play for 1-4 players: cards are conserved, a game is its seed and
moves, saves round-trip with the game's name, observations hide hands and unrevealed
choices, solo games last 7 rounds; the computer players and the command line."""

from __future__ import annotations

import json
import random

import pytest

from rftg.cli import main
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.state import jd_state
from rftg.core.save import digest, from_json, to_json
from rftg.core.simulate import simulate
from rftg.solver.jumpdrive.levels import make_jd_player

CARDS = 116


def play(players: int, seed: int, check: bool = True) -> Game:
    game = Game(JumpDriveSetup(players=players, seed=seed))
    rng = random.Random(seed)
    while not game.over:
        for d in game.pending():
            if check:
                st = jd_state(game)
                assert sorted(st.all_card_ids()) == list(range(CARDS))
                obs = jd_observation(game, d.player)
                others = {c for p in st.players if p.seat != d.player for c in p.hand}
                seen = set(obs.hand) | {c for p in obs.players for c in p.tableau}
                assert not seen & others
                if d.rule == "jd.choose":
                    assert all(p.play is None for p in obs.players)
            o = rng.choice(d.options)
            game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from,
                                                                  o.min_cards))))
    return game


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_conserve_cards_hide_hands_and_replay(players):
    for seed in range(3):
        game = play(players, seed)
        again = Game(JumpDriveSetup(players=players, seed=seed))
        for seat, choice in game.choices:
            again.choose(seat, choice)
        assert digest(again) == digest(game)
        assert again.state.log == game.state.log


@pytest.mark.parametrize("players", [1, 2, 4])
def test_saves_name_the_game_and_round_trip(players):
    game = play(players, 7, check=False)
    data = to_json(game)
    assert data["setup"]["game"] == "jumpdrive"
    loaded = from_json(json.loads(json.dumps(data)))
    assert digest(loaded) == digest(game) and loaded.ruleset.name == "jumpdrive"
    # mid-game too, at a decision
    half = Game(JumpDriveSetup(players=players, seed=7))
    for seat, choice in game.choices[:len(game.choices) // 2]:
        half.choose(seat, choice)
    assert digest(from_json(to_json(half))) == digest(half)


def test_solo_games_last_seven_rounds():
    for seed in range(10):
        assert play(1, seed, check=False).state.round == 7


def test_heuristic_player_beats_the_random_player():
    result = simulate(lambda i: JumpDriveSetup(players=2, seed=i),
                      lambda i: [make_jd_player("heuristic", i), make_jd_player("random", i)],
                      20)
    assert result.completed == 20 and result.wins[0] >= 15


def test_cli_simulate_jump_drive_one_to_four_players(capsys):
    for n in (1, 2, 3, 4):
        assert main(["simulate", "--game", "jumpdrive", "--players", str(n), "--games", "2",
                     "--ai", "heuristic", "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["completed"] == 2 and len(out["wins"]) == n
    assert main(["simulate", "--players", "1", "--games", "1"]) == 2


def test_cli_cards_jump_drive(capsys):
    assert main(["cards", "--game", "jumpdrive", "Erkundungsteam"]) == 0
    out = capsys.readouterr().out
    assert "Survey Team  (Erkundungsteam)" in out and "in the middle" in out
    assert main(["cards", "--game", "jumpdrive", "Comet Zone"]) == 0
    assert "Unconfirmed: no second source" in capsys.readouterr().out
    assert main(["cards", "--game", "jumpdrive"]) == 0
    assert "not from the seed" in capsys.readouterr().out
    assert main(["cards", "--game", "jumpdrive", "Comet Zonk"]) == 2
    assert "Did you mean: Comet Zone" in capsys.readouterr().err
