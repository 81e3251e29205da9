"""Five players with The Gathering Storm (rulebook 001_4952ea3bc26b448d.txt: "Einleitung",
"Neue Karten hinzufügen")."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rftg.cli import main
from rftg.core.engine import Game
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.players import make_player


def test_five_players_need_the_expansion():
    """ "Diese Erweiterung ... enthält ... Aktionskarten und Siegpunkt-Chips für einen
    fünften Spieler": without it there is no fifth set of action cards."""
    with pytest.raises(ValidationError, match="5 players need The Gathering Storm"):
        RaceSetup(players=5)
    with pytest.raises(ValidationError, match="for 1-4 players"):
        JumpDriveSetup(players=5)
    assert RaceSetup(players=5, edition="gs").players == 5


def test_five_players_have_a_pool_of_sixty():
    """ "Siegpunkt-Chips für einen fünften Spieler": 12 per player as in the base game, 60."""
    game = Game(RaceSetup(players=5, edition="gs", seed=3))
    assert game.state.pool == 60
    assert len(game.state.players) == 5 and all(len(p.hand) == 6 for p in game.state.players)


def test_first_game_for_five_uses_the_fifth_preset_hand():
    """ "Für das Spiel zu fünf gibt es eine fünfte vorgegebene Kartenhand mit der Startwelt 5
    und vier Spielkarten mit einer kleinen 5 in den Ecken." """
    for seed in range(4):
        game = Game(RaceSetup(players=5, edition="gs", start="first", seed=seed))
        by_start = {game.state.card(p.start).start: p for p in game.state.players}
        assert set(by_start) == {1, 2, 3, 4, 5}
        five = by_start[5]
        assert game.state.card(five.start).name == "Separatist Colony"
        assert sorted(game.state.card(c).name for c in five.hand) == sorted(
            ["Space Mercenaries", "Alien Toy Shop", "Deserted Alien World", "Hive World"])
        # player order: the lowest start world first, then clockwise
        assert game.state.card(game.state.players[game.state.order[0]].start).start == 1


def test_five_player_games_play_to_the_end_and_conserve_cards():
    for seed in range(3):
        setup = RaceSetup(players=5, edition="gs", start="experienced", seed=seed)
        game, _ = play_game(setup, [make_player("random", seat) for seat in range(5)])
        assert game.over
        ids = game.state.all_card_ids()
        assert sorted(ids) == list(range(len(game.state.cards)))
        chips = sum(p.chips for p in game.state.players)
        assert chips + game.state.pool == 60


def test_simulate_five_players(capsys):
    code = main(["simulate", "--players", "5", "--expansion", "gs", "--games", "2", "--json"])
    out = capsys.readouterr().out
    assert code == 0 and json.loads(out)["completed"] == 2
    assert len(json.loads(out)["scores_mean"]) == 5


def test_simulate_refuses_five_without_the_expansion(capsys):
    code = main(["simulate", "--players", "5", "--games", "1"])
    err = capsys.readouterr().err
    assert code == 2 and "5 players need The Gathering Storm" in err and "--expansion gs" in err
    code = main(["simulate", "--game", "jumpdrive", "--players", "5", "--games", "1"])
    assert code == 2 and "Jump Drive is for 1-4 players" in capsys.readouterr().err
