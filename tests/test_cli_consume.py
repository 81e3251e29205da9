"""`rftg analyze consume`: plan Consume phases given as JSON / JSON Lines."""

from __future__ import annotations

import io
import json

import pytest
from cli_helpers import run_batch_with_bad_lines, run_error, run_ok

from rftg.cli import main

FTA = {"id": "fta", "tableau": ["New Vinland", "Free Trade Association", "Gem World",
                                "Artist Colony"],
       "goods": ["New Vinland", "Gem World", "Artist Colony"], "hand": 0, "bonus": []}
PIRATE = {"id": 7, "tableau": ["Pirate World", "Pre-Sentient Race", "Public Works"],
          "goods": ["Pirate World", "Pre-Sentient Race"], "hand": 1,
          "bonus": ["trade", "double"]}


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_one_position(tmp_path, capsys):
    """The rulebook's Free Trade Association / New Vinland example: FTA takes all three."""
    out = run_ok(capsys, ["analyze", "consume", write(tmp_path, "p.json", json.dumps(FTA))])
    lines = out.splitlines()
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert list(result) == ["id", "vp", "cards", "trade", "steps", "solve_ms"]
    assert result["id"] == "fta" and (result["vp"], result["cards"]) == (3, 3)
    assert result["trade"] is None
    (step,) = result["steps"]
    assert sorted(step["goods"]) == sorted(FTA["goods"])
    assert step == {"power": "Free Trade Association", "goods": step["goods"], "discard": 0,
                    "vp": 3, "cards": 3}
    assert isinstance(result["solve_ms"], float | int) and result["solve_ms"] >= 0


def test_trade_and_double(tmp_path, capsys):
    """Sell Pirate World's good (2 + 3 = 5 cards); Public Works takes the gene good for
    2 VP (doubled)."""
    out = run_ok(capsys, ["analyze", "consume", write(tmp_path, "p.json", json.dumps(PIRATE))])
    result = json.loads(out)
    assert result["trade"] == {"world": "Pirate World", "cards": 5}
    assert result["steps"] == [{"power": "Public Works", "goods": ["Pre-Sentient Race"],
                                "discard": 0, "vp": 2, "cards": 0}]
    assert (result["vp"], result["cards"]) == (2, 5)


def test_batch_keeps_order_and_ids(tmp_path, capsys):
    lines = [json.dumps(PIRATE), "", json.dumps(FTA), json.dumps({**FTA, "id": None})]
    path = write(tmp_path, "b.jsonl", "\n".join(lines) + "\n")
    out = run_ok(capsys, ["analyze", "consume", "--batch", path]).splitlines()
    assert [json.loads(line)["id"] for line in out] == [7, "fta", None]


def test_array_of_objects(tmp_path, capsys):
    path = write(tmp_path, "a.json", json.dumps([FTA, PIRATE]))
    out = run_ok(capsys, ["analyze", "consume", path]).splitlines()
    assert [json.loads(line)["id"] for line in out] == ["fta", 7]


def test_text_output(tmp_path, capsys):
    out = run_ok(capsys, ["analyze", "consume", "--text",
                          write(tmp_path, "p.json", json.dumps(PIRATE))])
    assert out.startswith("7: 2 VP and 5 cards")
    assert "Trade: sell the good on Pirate World for 5 cards" in out
    assert "Public Works: consume Pre-Sentient Race -> 2 VP" in out


def test_card_value_reverses_the_order(tmp_path, capsys):
    """A card worth 1.5 VP: New Vinland first (2 cards), then FTA takes the other two."""
    path = write(tmp_path, "p.json", json.dumps(FTA))
    result = json.loads(run_ok(capsys, ["analyze", "consume", "--card-value", "1.5", path]))
    assert [s["power"] for s in result["steps"]] == ["New Vinland", "Free Trade Association"]
    assert (result["vp"], result["cards"]) == (2, 4)


def test_gamble_step_names_number(tmp_path, capsys):
    obj = {"id": 1, "tableau": ["Gambling World"], "goods": [], "hand": 0, "bonus": []}
    result = json.loads(run_ok(capsys, ["analyze", "consume",
                                        write(tmp_path, "g.json", json.dumps(obj))]))
    (step,) = result["steps"]
    assert step["power"] == "Gambling World" and step["number"] == 2
    assert 0 < step["probability"] < 1


def test_new_economy_step_without_goods(tmp_path, capsys):
    obj = {"id": 1, "tableau": ["New Economy"], "goods": [], "hand": 0, "bonus": ["double"]}
    result = json.loads(run_ok(capsys, ["analyze", "consume",
                                        write(tmp_path, "n.json", json.dumps(obj))]))
    assert result["steps"] == [{"power": "New Economy", "goods": [], "discard": 0, "vp": 0,
                                "cards": 1}]
    assert result["cards"] == 1


def test_german_names_and_defaults(tmp_path, capsys):
    obj = {"id": "de", "tableau": ["Freihandelsunion", "gem world"], "goods": ["Gem World"]}
    result = json.loads(run_ok(capsys, ["analyze", "consume",
                                        write(tmp_path, "d.json", json.dumps(obj))]))
    assert result["vp"] == 1 and result["steps"][0]["power"] == "Free Trade Association"


def test_stdin(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(FTA)))
    assert json.loads(run_ok(capsys, ["analyze", "consume", "-"]))["vp"] == 3


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize(("obj", "words"), [
    ({**FTA, "tableau": ["Free Trade Asociation"]},
     ["unknown card 'Free Trade Asociation'", "did you mean", "Free Trade Association"]),
    ({**FTA, "goods": ["Comet Zone"]}, ["'Comet Zone'", "not in the tableau"]),
    ({**FTA, "goods": ["Free Trade Association"]},
     ["'Free Trade Association'", "not a world that holds goods"]),
    ({**FTA, "goods": ["Gem World", "Gem World"]}, ["'Gem World'", "two goods"]),
    ({**FTA, "hand": -1}, ["'hand'", "-1"]),
    ({**FTA, "hand": "3"}, ["'hand'", '"3"']),
    ({**FTA, "hand": True}, ["'hand'", "true"]),
    ({**FTA, "bonus": ["triple"]}, ["unknown bonus 'triple'"]),
    ({**FTA, "bonus": "trade"}, ["'bonus'", '"trade"']),
    ({**FTA, "bonus": ["trade", "trade"]}, ["'bonus'", "twice"]),
    ({**FTA, "tableau": "Gem World"}, ["'tableau'", '"Gem World"']),
    ({**FTA, "tableau": ["Gem World", 3]}, ["'tableau'", "entry 2", "3"]),
    ({**FTA, "tableau": ["Public Works", "Public Works"]}, ["'Public Works'", "2 times"]),
    ({**FTA, "edition": "base", "tableau": ["Rebel Colony"], "goods": []},
     ["'Rebel Colony'", "base"]),
    ({"id": 1, "goods": []}, ["missing field 'tableau'"]),
    ({"tableau": []}, ["missing field 'id'"]),
    ([1, 2], ["object 1", "expected a JSON object"]),
])
def test_bad_field(tmp_path, capsys, obj, words):
    path = write(tmp_path, "bad.json", json.dumps(obj))
    err = run_error(capsys, ["analyze", "consume", path])
    assert "bad.json" in err
    for w in words:
        assert w in err, (w, err)


def test_bad_json_line_names_file_and_line(tmp_path, capsys):
    path = write(tmp_path, "b.jsonl", json.dumps(FTA) + "\n{\"id\": 2, tableau}\n")
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "consume", "--batch", path], 1)
    assert [json.loads(line)["id"] for line in out] == ["fta"]
    assert "b.jsonl:2" in err and "not valid JSON" in err


def test_bad_object_on_a_batch_line(tmp_path, capsys):
    """The bad line is reported; the good lines around it are still planned (exit 2)."""
    path = write(tmp_path, "b.jsonl", "\n".join(
        [json.dumps(FTA), json.dumps({**FTA, "hand": 1.5}), json.dumps(PIRATE)]) + "\n")
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "consume", "--batch", path], 1)
    assert [json.loads(line)["id"] for line in out] == ["fta", 7]
    assert "b.jsonl:2" in err and "'hand'" in err and "1.5" in err


def test_without_batch_a_bad_object_prints_nothing(tmp_path, capsys):
    text = json.dumps([FTA, {**FTA, "hand": 1.5}])
    err = run_error(capsys, ["analyze", "consume", write(tmp_path, "p.json", text)])
    assert "object 2" in err


def test_bad_json_file(tmp_path, capsys):
    err = run_error(capsys, ["analyze", "consume", write(tmp_path, "x.json", "{nope")])
    assert "x.json" in err and "not valid JSON at line 1" in err


def test_nan_is_not_json(tmp_path, capsys):
    err = run_error(capsys, ["analyze", "consume",
                             write(tmp_path, "x.json", '{"id": 1, "tableau": [], "hand": NaN}')])
    assert "NaN" in err


def test_missing_file(tmp_path, capsys):
    err = run_error(capsys, ["analyze", "consume", str(tmp_path / "none.json")])
    assert "none.json" in err and "cannot read" in err


@pytest.mark.parametrize("value", ["-1", "inf", "-inf", "nan", "1e999"])
def test_card_value_must_be_a_number_of_vp(tmp_path, capsys, value):
    """A card worth infinitely many VP (or -1, or not a number) makes no plan: refused."""
    err = run_error(capsys, ["analyze", "consume", f"--card-value={value}",
                             write(tmp_path, "p.json", json.dumps(FTA))])
    assert "--card-value must be a number of VP, 0 or more" in err


def test_help_lists_consume(capsys):
    with pytest.raises(SystemExit):
        main(["analyze", "consume", "--help"])
    out = capsys.readouterr().out
    assert "--batch" in out and "--text" in out and "--card-value" in out
