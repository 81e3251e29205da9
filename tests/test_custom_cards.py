"""Your own cards: The Gathering Storm's blank cards ("Dieser Erweiterung liegen Blankokarten
der verschiedenen Typen bei, so dass die Spieler ihre eigenen Welten und Entwicklungen
kreieren können"), written as card files in the content schema."""

from __future__ import annotations

from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core.cards import CatalogueError, Edition, catalogue
from rftg.core.custom import CUSTOM_MARK, game_catalogue, load_card_file, user_cards
from rftg.core.decisions import Option
from rftg.core.engine import Game
from rftg.core.moves import PlaceCard
from rftg.core.race.setup import RaceSetup
from rftg.core.save import digest, load, save
from rftg.core.simulate import play_game
from rftg.core.text import option_label
from rftg.solver.players.random import RandomPlayer

GOOD = """
[[card]]
name = "Blank Research Lab"
de = "Leeres Forschungslabor"
type = "development"
cost = 3
vp = 1
copies = { base = 1, gs = 1 }
powers = [
  { phase = "explore", effect = "draw", n = 1 },
  { phase = "develop", effect = "reduce", n = 1 },
]

[[card]]
name = "Blank Garden World"
type = "world"
cost = 2
vp = 1
goods = "GENE"
copies = { base = 2, gs = 2 }
powers = [{ phase = "produce", effect = "produce" }]
"""


def run_cli(capsys, argv):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A data folder with one own card file (the app's saves folder: $RFTG_HOME)."""
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    write(tmp_path / "cards", "mine.toml", GOOD)
    return tmp_path


def test_own_cards_are_validated_and_marked(home):
    lab, garden = user_cards(home)
    assert (lab.name, lab.de, garden.name) == (
        CUSTOM_MARK + "Blank Research Lab", CUSTOM_MARK + "Leeres Forschungslabor",
        CUSTOM_MARK + "Blank Garden World")
    assert lab.custom and garden.custom and garden.production
    # every view names a card by its name: the mark shows in option labels and the log
    cards = game_catalogue((lab, garden)).cards()
    label = option_label(Option(PlaceCard(cards.index(lab), 3), deck=tuple(cards)))
    assert label.startswith(CUSTOM_MARK + "Blank Research Lab")


def test_a_game_takes_own_cards_only_when_its_setup_names_them(home):
    cards = user_cards(home)
    plain = Game(RaceSetup(players=2, seed=1))
    own = Game(RaceSetup(players=2, seed=1, custom_cards=cards))
    base = catalogue().deck_size(Edition.BASE)
    assert len(plain.state.cards) == base  # never in a game (or a statistics test) unasked
    assert len(own.state.cards) == base + 1 + 2
    assert [c.name for c in own.state.cards[base:]] == [cards[0].name] + [cards[1].name] * 2
    assert len(catalogue()) == len(plain.state.catalogue)  # the game's catalogue is unchanged


def test_a_game_with_own_cards_plays_and_its_save_carries_them(home, tmp_path):
    cards = user_cards(home)
    setup = RaceSetup(players=3, edition="gs", seed=7, custom_cards=cards)
    game, _ = play_game(setup, [RandomPlayer(70 + i) for i in range(3)], trusted=False)
    assert game.over
    path = tmp_path / "game.json"
    save(game, path)
    (home / "cards" / "mine.toml").unlink()  # the file may change or go: the save has them
    again = load(path)
    assert digest(again) == digest(game)
    assert again.setup.custom_cards == cards


@pytest.mark.parametrize("text, message", [
    ("[[card]]\nname = 'X'\ntype = 'world'\ncost = -1\nvp = 1\ncopies = { base = 1 }\n",
     "card 'X': field cost: Input should be greater than or equal to 0"),
    ("[[card]]\nname = 'X'\ntype = 'development'\ncost = 1\nvp = 1\ncopies = { base = 1 }\n"
     "powers = [{ phase = 'develop', effect = 'fly' }]\n", "card 'X': field powers.0"),
    ("[[card]]\nname = 'X'\ntype = 'world'\ncost = 1\nvp = 1\n",
     "card 'X': field copies: Field required"),
    ("[[card]]\nname = 'X'\ntype = 'world'\ncost = 1\nvp = 1\ncopies = { base = 0 }\n",
     "card 'X': field copies: no copies in any edition"),
    ("[[card]]\nname = 'Gem  world'\ntype = 'world'\ncost = 1\nvp = 1\ncopies = { base = 1 }\n",
     "card 'Gem  world': field name: the game already has a card called 'Gem World'"),
    ("[[card]]\nname = 'X'\nde = 'Kristallwelt'\ntype = 'world'\ncost = 1\nvp = 1\n"
     "copies = { base = 1 }\n", "card 'X': field de: the game already has a card called"),
    ("[[card]]\nname = 'X'\ntype = 'world'\ncost = 1\nvp = 1\nstart = 9\ncolour = 'red'\n"
     "copies = { base = 1 }\n", "card 'X': field start: your own cards cannot be start"),
    ("[[card]]\nname = 'X'\ntype = 'development'\ncost = 6\nvp = 0\ncopies = { base = 1 }\n"
     "bonuses = [{ vp = 2, match = 'card', name = 'Nowhere' }]\n",
     "field bonuses: unknown card 'Nowhere'"),
    ("[[card]\nname = 'X'\n", "not valid TOML"),
])
def test_a_bad_card_file_names_the_file_the_card_and_the_field(tmp_path, text, message):
    path = write(tmp_path, "bad.toml", text)
    with pytest.raises(CatalogueError) as err:
        load_card_file(path)
    assert str(err.value).startswith(str(path)) and message in str(err.value)


def test_a_second_file_may_not_reuse_a_name(home):
    write(home / "cards", "more.toml", GOOD.split("[[card]]")[0] + "[[card]]"
          + GOOD.split("[[card]]")[1])
    with pytest.raises(CatalogueError, match=r"more\.toml: card 'Blank Research Lab': field "
                                             r"name: the game already has a card called"):
        user_cards(home)


def test_cards_check_validates_one_file(home, tmp_path, capsys):
    code, out, err = run_cli(capsys, ["cards", "--check", str(home / "cards" / "mine.toml")])
    assert code == 0 and err == ""
    assert "2 own cards, valid" in out
    assert f"{CUSTOM_MARK}Blank Garden World: production world, cost 2, 1 VP, 1 power; " \
           "copies: 2 in base game (2018), 2 in The Gathering Storm" in out
    bad = write(tmp_path, "bad.toml", "[[card]]\nname = 'X'\ntype = 'planet'\n")
    code, out, err = run_cli(capsys, ["cards", "--check", str(bad)])
    assert code == 1 and out == "" and "Traceback" not in err
    assert f"{bad}: card 'X': field type" in err
    code, _, err = run_cli(capsys, ["cards", "--check", str(tmp_path / "missing.toml")])
    assert code == 1 and "cannot be read" in err


def test_simulate_with_custom_cards(home, capsys):
    code, out, err = run_cli(capsys, ["simulate", "--custom-cards", "--games", "2",
                                      "--players", "3"])
    assert code == 0, err
    assert "2 of 2 games completed (0 errors)" in out
    write(home / "cards", "zz.toml", "[[card]]\nname = 'X'\n")
    code, out, err = run_cli(capsys, ["simulate", "--custom-cards", "--games", "1"])
    assert code == 2 and "zz.toml: card 'X': field" in err and "Traceback" not in err


def test_simulate_custom_cards_without_files(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    code, _, err = run_cli(capsys, ["simulate", "--custom-cards", "--games", "1"])
    assert code == 2 and "there are no card files in" in err


def test_a_save_whose_own_cards_no_longer_fit_is_refused(home, tmp_path):
    """A save carries its own cards; if they no longer fit the game's cards (here: a bonus
    names a card that does not exist), loading says so instead of crashing."""
    import hashlib
    import json

    from rftg.core import save as saves

    game = Game(RaceSetup(players=2, seed=3, custom_cards=user_cards(home)))
    data = saves.to_json(game)
    data["setup"]["custom_cards"][0].update(
        cost=6, powers=[], bonuses=[{"vp": 1, "match": "card", "name": "Nowhere"}])
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = hashlib.sha256(saves._canonical(body)).hexdigest()
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError, match=r"its own cards do not fit this rftg's cards: "
                                              r".*unknown card 'Nowhere'"):
        load(path)
