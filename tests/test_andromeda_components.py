"""Issue 28, item 2: Andromeda's components as data (content/andromeda.toml). The shipped
set meets every number the summary and the public facts give; each value not given is
marked "not in the rules"; a user's copy in the data folder is validated (file, field and
reason in every message), never written, and a broken one leaves the defaults in play."""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from rftg.core.andromeda.cards import deck_of
from rftg.core.andromeda.components import (
    FILE,
    Components,
    TechPower,
    default_components,
    parse_components,
    user_components,
    write_copy,
)
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import ad_state
from rftg.core.engine import Game
from rftg.core.save import digest, from_json, to_json
from rftg.core.simulate import play_game
from rftg.solver.andromeda.levels import make_ad_player


def shipped() -> dict[str, Any]:
    text = resources.files("rftg.content").joinpath(FILE).read_text("utf-8")
    return tomllib.loads(text)


def test_the_shipped_set_meets_every_published_number() -> None:
    """Public: Earth and 7 planets, 3 moons each worth 4 to 14; 84 planet cards, 12 a
    planet; 16 bonus cards in the kinds 4, 5, 6 and 7 worth 2 to 5; 26 stations and 2
    transport cards a player. Rules: hand limits "9 bis 13", spaceship steps of "3, 4 oder
    6" cards, technology steps of "3, 4 oder 5" cards worth "1 - 6 Punkte"."""
    c = default_components()
    deck = deck_of(c)
    moons = [m for p in c.planet for m in p.moons.value]
    assert len(c.planet) == 7 and len(moons) == 21 and (min(moons), max(moons)) == (4, 14)
    assert len(deck.planet_cards) == 84 and c.cards.per_planet.value == 12
    assert sum(len(ids) for ids in deck.bonus_cards) == 16
    assert sorted(b.kind for b in c.bonus) == [4, 5, 6, 7]
    assert {b.points.value for b in c.bonus} <= set(range(2, 6))
    assert {b.points.value for b in c.bonus} >= {2, 5}
    assert (c.players.stations.value, c.players.transports.value) == (26, 2)
    limits = [c.spaceship.limit(i) for i in range(len(c.spaceship.step) + 1)]
    assert (limits[0], limits[-1]) == (9, 13)
    assert sorted(s.cost.value for s in c.spaceship.step) == [3, 4, 6]
    assert [s.cost.value for s in c.technology.step] == [3, 4, 5]
    assert [s.power.value for s in c.technology.step] == [
        TechPower.FOUR_OFFERS, TechPower.SWAP_THREE, TechPower.ROUND_UP]
    points = [s.points.value for s in c.technology.step]
    assert (min(points), max(points)) == (1, 6)
    for n in (3, 4, 5):
        start = c.start(n)
        assert (start.hand.value, start.earth.value, start.per_planet.value) == (9, 4, 1)


def test_every_value_not_given_is_marked_and_listed() -> None:
    """Every number neither the summary nor the public facts give says "not in the rules:
    set it to your components", and the notice lists it."""
    c = default_components()
    ours = c.ours("en")
    assert "Moons of Alpha: 14, 8, 5" in ours
    assert "Spaceship step 1: hand limit: 10" in ours
    assert "Bonus cards for 7: points: 5" in ours
    assert not any(line.startswith("Spaceship track, first space") for line in ours)
    assert not any(line.startswith("Technology step 3: points") for line in ours)  # 6
    text = resources.files("rftg.content").joinpath(FILE).read_text("utf-8")
    assert text.count("not in the rules: set it to your components") == len(ours)
    assert "Monde von Alpha: 14, 8, 5" in c.ours("de")


def test_no_copy_in_the_data_folder_plays_the_defaults(tmp_path: Path) -> None:
    assert user_components(tmp_path) == (default_components(), None)


def edited(tmp_path: Path, change: str, new: str) -> Path:
    text = resources.files("rftg.content").joinpath(FILE).read_text("utf-8")
    assert change in text
    path = tmp_path / FILE
    path.write_text(text.replace(change, new, 1), "utf-8")
    return path


def test_a_valid_copy_replaces_the_numbers(tmp_path: Path) -> None:
    edited(tmp_path, "moons = { value = [14, 8, 5]", "moons = { value = [13, 9, 7]")
    comps, problem = user_components(tmp_path)
    assert problem is None and comps.planet[0].moons.value == (13, 9, 7)


@pytest.mark.parametrize(("change", "new", "field", "reason"), [
    ("moons = { value = [14, 8, 5]", "moons = { value = [14, 8]", "planet.0.moons",
     "a planet has 3 moons, not 2"),
    ("cost = { value = 3, source", "cost = { value = 0, source", "spaceship.step.0.cost",
     "at least 1, not 0"),
    ("kind = 7", "kind = 8", "bonus.3.kind", "the kinds are 4, 5, 6, 7"),
    ('limit = { value = 11, source', 'limit = { value = 8, source', "spaceship",
     "must not fall: 9, 10, 8, 13"),
    ('random = { value = 13, source = "not in the rules: set it to your components '
     '(public: the others on the planets, partly at random)" }\n\n[setup.4]',
     'random = { value = 19, source = "not in the rules" }\n\n[setup.4]', "(the file)",
     "setup.3: 32 stations are placed, a player has 26"),
    ('per_planet = { value = 12, source = "public', 'per_planet = { value = 12, source = "my',
     "cards.per_planet.source", 'must start with "rules"'),
])
def test_a_broken_copy_is_reported_with_file_field_and_reason(
        tmp_path: Path, change: str, new: str, field: str, reason: str) -> None:
    path = edited(tmp_path, change, new)
    before = path.read_bytes()
    comps, problem = user_components(tmp_path)
    assert comps == default_components()
    assert problem is not None
    assert str(path) in problem and field in problem and reason in problem, problem
    assert path.read_bytes() == before  # never overwritten


def test_a_copy_that_is_not_toml_or_not_utf8_is_reported(tmp_path: Path) -> None:
    path = tmp_path / FILE
    path.write_text("version = \n", "utf-8")
    comps, problem = user_components(tmp_path)
    assert comps == default_components() and problem is not None
    assert str(path) in problem and "not valid TOML" in problem
    path.write_bytes(b"version = 1\n\xff")
    problem = user_components(tmp_path)[1]
    assert problem is not None and "not UTF-8" in problem


def test_messages_in_german(tmp_path: Path, german: None) -> None:
    edited(tmp_path, "moons = { value = [14, 8, 5]", "moons = { value = [14]")
    problem = user_components(tmp_path)[1]
    assert problem is not None and "Feld planet.0.moons: ein Planet hat 3 Monde, nicht 1" \
        in problem


def test_writing_a_copy_never_overwrites(tmp_path: Path) -> None:
    path, written = write_copy(tmp_path)
    assert written and parse_components(tomllib.loads(path.read_text("utf-8")), "x") \
        == default_components()
    path.write_text("mine", "utf-8")
    assert write_copy(tmp_path) == (path, False) and path.read_text("utf-8") == "mine"


def test_a_game_keeps_its_components_in_its_save(tmp_path: Path) -> None:
    """A save carries the components: the game replays the same after the user's file
    changes."""
    edited(tmp_path, "moons = { value = [14, 8, 5]", "moons = { value = [6, 6, 6]")
    comps, _ = user_components(tmp_path)
    setup = AndromedaSetup(players=3, seed=2, components=comps)
    game, _n = play_game(setup, [make_ad_player("normal", s) for s in range(3)])
    saved = json.loads(json.dumps(to_json(game)))
    loaded = from_json(saved)
    assert digest(loaded) == digest(game)
    assert ad_state(loaded).components.planet[0].moons.value == (6, 6, 6)


def test_the_setup_plays_three_to_five() -> None:
    with pytest.raises(ValueError, match="3 to 5 players, not 2"):
        AndromedaSetup(players=2)
    assert Game(AndromedaSetup(players=5)).pending()


def test_the_components_model_is_the_files_schema() -> None:
    """The shipped file is read by the model as it is (no field left over or missing)."""
    assert Components.model_validate(shipped()) == default_components()
