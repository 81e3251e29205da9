"""Every number a player's file may hold has a range (``rftg.core.limits``), checked by the
file's one validator, which also checks a save (tests/test_hostile_saves.py): copies, costs,
VP, power values, the robot's numbers, names. No loop of the engine runs longer than the
cards it has."""

from __future__ import annotations

from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core.cards import CatalogueError, catalogue, parse_cards
from rftg.core.custom import load_card_file
from rftg.core.limits import COPIES, COST, POWER_VALUE, VP
from rftg.core.solitaire.table import (
    RobotTableError,
    default_table,
    parse_table,
    user_table,
)

CARD = "[[card]]\nname = 'X'\ntype = '{type}'\ncost = {cost}\nvp = {vp}\n" \
       "copies = {{ base = {copies} }}\n{extra}"


def card(type: str = "development", cost: int = 1, vp: int = 1, copies: int | str = 1,
         extra: str = "") -> str:
    return CARD.format(type=type, cost=cost, vp=vp, copies=copies, extra=extra)


@pytest.mark.parametrize("text, message", [
    (card(copies=1_000_000_000), "field (card): copies for base: 1000000000, at most 10"),
    (card(copies=COPIES[1] + 1), "copies for base: 11, at most 10"),
    (card(cost=COST[1] + 1), "field cost: Input should be less than or equal to 20"),
    (card(vp=VP[0] - 1), "field vp: Input should be greater than or equal to -10"),
    (card(vp=10**30), "field vp: Input should be less than or equal to 20"),
    (card(extra="powers = [{ phase = 'explore', effect = 'keep', n = -3 }]\n"),
     "n = -3: keep takes 1 to 10"),
    (card(extra="powers = [{ phase = 'explore', effect = 'draw', n = 100 }]\n"),
     "n = 100: draw takes 1 to 10"),
    (card(extra="powers = [{ phase = 'develop', effect = 'reduce', n = 0 }]\n"),
     "n = 0: reduce takes 1 to 10"),
    (card(type="world", extra="powers = [{ phase = 'settle', effect = 'military', "
          "n = -11 }]\n"), "n = -11: military takes -10 to 10"),
    (card(extra="powers = [{ phase = 'consume', effect = 'consume', count = 99 }]\n"),
     "count = 99: consume takes 1 to 10"),
    (card(extra="powers = [" + "{ phase = 'explore', effect = 'draw', n = 1 }," * 21 + "]\n"),
     "21 powers, at most 20"),
    (card().replace("'X'", "'" + "X" * 61 + "'"), "field name: longer than 60 characters"),
    (card().replace("'X'", '"X\\u001b[2J"'), "field name: holds a control character"),
])
def test_a_number_or_a_name_out_of_range_names_the_card_and_the_field(
        tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(text)
    with pytest.raises(CatalogueError) as caught:
        load_card_file(path)
    assert message in str(caught.value), str(caught.value)


def test_cards_check_refuses_a_billion_copies(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """``rftg cards --check`` passed it, then ``simulate --custom-cards`` filled memory."""
    path = tmp_path / "mine.toml"
    path.write_text(card(copies=1_000_000_000))
    assert main(["cards", "--check", str(path)]) == 1
    err = capsys.readouterr().err
    assert "copies for base: 1000000000, at most 10" in err and err.count("\n") == 1


def test_the_games_own_cards_are_within_the_ranges() -> None:
    """The ranges are wide around the game's data: every card of both editions fits."""
    cards = list(catalogue().values())
    assert all(COST[0] <= c.cost <= COST[1] and VP[0] <= c.vp <= VP[1] for c in cards)
    assert all(POWER_VALUE[0] <= p.n <= POWER_VALUE[1] for c in cards for p in c.powers
               if p.n is not None and p.effect != "military")
    assert parse_cards({"card": [c.data() for c in cards]}, "all")


@pytest.mark.parametrize("field, value, message", [
    (("limits", "credit"), -1, "credit = -1: must be from 0 to 20"),
    (("limits", "economy"), 10**50, "must be from 0 to 20"),
    (("world_default", "pile"), 10**9, "pile = 1000000000: must be from 0 to 20"),
    (("world_default", "explore_extra"), 11, "explore_extra = 11: must be from 0 to 10"),
    (("difficulty", "easy", "token_vp"), 51, "token_vp = 51: must be from 0 to 50"),
])
def test_the_robots_numbers_have_ranges(tmp_path: Path, field: tuple[str, ...], value: int,
                                        message: str) -> None:
    data = default_table().model_dump(mode="json")
    node = data
    for key in field:
        node = node[key]
    node["value"] = value
    with pytest.raises(RobotTableError, match=message):
        parse_table(data, "robot.toml")
    # the user's copy in the data folder: reported, and the game's own numbers played
    (tmp_path / "robot.toml").write_text(_toml(data))
    table, problem = user_table(tmp_path)
    assert table == default_table() and problem is not None and message.split(":")[0] in problem


def _toml(data: dict[str, object], prefix: str = "") -> str:
    """A minimal TOML writer for the robot table's shape (tables of {value, source})."""
    import json

    def value(v: object) -> str:
        if isinstance(v, dict):
            return "{ " + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + " }"
        if isinstance(v, bool):
            return "true" if v else "false"
        return json.dumps(v, ensure_ascii=False)

    out: list[str] = []
    tables: list[tuple[str, dict[str, object]]] = []
    arrays: list[tuple[str, list[dict[str, object]]]] = []
    for k, v in data.items():
        if isinstance(v, dict) and not {"value", "source"} <= set(v):
            tables.append((f"{prefix}{k}", v))  # type: ignore[arg-type]
        elif isinstance(v, list) and v and isinstance(v[0], dict):
            arrays.append((f"{prefix}{k}", v))
        elif v is not None:
            out.append(f"{k} = {value(v)}")
    for name, table in tables:
        out.append(f"[{name}]")
        out.append(_toml(table, f"{name}."))
    for name, rows in arrays:
        for row in rows:
            out.append(f"[[{name}]]")
            out.append(_toml({k: v for k, v in row.items() if v is not None}, f"{name}."))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("argv", [["--plain", "--seed", "-1"],
                                  ["--plain", "--seed", "9223372036854775808"],
                                  ["simulate", "--seed", "99999999999999999999999"],
                                  ["simulate", "--seed", "9223372036854775807", "--games", "2"]])
def test_a_seed_out_of_range_is_refused_on_the_command_line(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """Every game's seed is 0 to 2^63-1, a game of ``simulate`` the seed plus its number:
    one line, status 2, where a seed beyond stopped ``simulate`` with a traceback."""
    try:
        status = main(argv)
    except SystemExit as exc:  # argparse refuses it
        status = int(exc.code or 0)
    assert status == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert "9223372036854775807" in err[-1] and "Traceback" not in err[-1]
