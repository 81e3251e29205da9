"""The robot's numbers (content/robot.toml): every value marked with its source, a copy in
the data folder overrides them and is checked like a card file (errors name the file and
the field, a broken copy is reported and the game's own numbers are used)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from rftg.core.solitaire.table import (
    TABLE_FILE,
    Face,
    RobotTableError,
    default_table,
    load_table,
    user_table,
)


def _text() -> str:
    return resources.files("rftg.content").joinpath(TABLE_FILE).read_text("utf-8")


def test_every_number_has_its_source_and_the_dice_follow_the_rulebook():
    """ "Dieses Symbol kommt auf einem Würfel zweimal vor." """
    table = default_table()
    die1, die2 = table.dice.faces()
    assert sorted([die1.count(Face.ROBOT), die2.count(Face.ROBOT)]) == [0, 2]
    assert table.level("hard").token_vp.value == 9
    assert table.level("medium").tokens.value == 2
    assert table.limits.credit.from_rulebook and table.limits.economy.value == 5
    notes = table.not_in_rulebook()
    assert any(n.startswith("die 1") for n in notes)
    assert any(n.startswith("Alpha Centauri: more cards in its Settle action") for n in notes)
    assert not any("credit limit" in n for n in notes)  # from the rulebook


def test_a_copy_in_the_data_folder_overrides_the_numbers(tmp_path: Path):
    text = _text().replace('die2 = { value = ["explore", "develop", "settle", "robot", '
                           '"robot", "match"]',
                           'die2 = { value = ["explore", "produce", "settle", "robot", '
                           '"robot", "match"]')
    (tmp_path / TABLE_FILE).write_text(text, "utf-8")
    table, problem = user_table(tmp_path)
    assert problem is None
    assert table.dice.die2.value[1] is Face.PRODUCE
    assert user_table(tmp_path / "nothing")[0] == default_table()


@pytest.mark.parametrize(("change", "words"), [
    (('tokens = { value = 3,', 'tokens = { value = "three",'),
     "field difficulty.hard.tokens.value"),
    (('source = "not in the rulebook: set to match your components (one face',
      'source = "my guess (one face'), "field dice.die1.source"),
    (('"robot", "robot", "match"]', '"robot", "match", "match"]'), "robot symbol"),
    (('tile = { value = "settle", source = "not in the rulebook: set to match your '
      'components (a settling robot, like its modification tile)" }\neconomy',
      'tile = { value = "robot", source = "not in the rulebook: x" }\neconomy'),
     "not an action"),
    (("[difficulty.easy]", "[difficulty.easyy]"), "field difficulty.easyy"),
])
def test_a_broken_copy_is_reported_with_file_and_field(tmp_path: Path, change, words):
    old, new = change
    text = _text()
    assert old in text
    path = tmp_path / TABLE_FILE
    path.write_text(text.replace(old, new, 1), "utf-8")
    with pytest.raises(RobotTableError) as err:
        load_table(path)
    assert str(path) in str(err.value) and words in str(err.value)
    table, problem = user_table(tmp_path)
    assert table == default_table() and problem is not None and str(path) in problem


def test_a_copy_that_is_not_toml_is_reported(tmp_path: Path):
    path = tmp_path / TABLE_FILE
    path.write_text("version = = 1\n", "utf-8")
    table, problem = user_table(tmp_path)
    assert table == default_table()
    assert problem is not None and "not valid TOML" in problem and str(path) in problem


def test_write_copy_writes_the_games_numbers_once_and_never_over_a_copy(tmp_path: Path):
    from rftg.core.solitaire.table import write_copy

    path, fresh = write_copy(tmp_path / "home")
    assert fresh and path == tmp_path / "home" / TABLE_FILE
    assert user_table(tmp_path / "home") == (default_table(), None)
    path.write_text("# mine\n" + path.read_text("utf-8"), "utf-8")
    again, fresh = write_copy(tmp_path / "home")
    assert not fresh and again.read_text("utf-8").startswith("# mine")
