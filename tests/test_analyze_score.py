"""`rftg analyze score`: score tableaus given as JSON / JSON Lines."""

from __future__ import annotations

import io
import json

import pytest
from cli_helpers import run_batch_with_bad_lines, run_error

from rftg.cli import main

FTA_GAME = {"id": "p1", "tableau": ["Free Trade Association", "Gem World", "Public Works"],
            "chips": 7}


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_score_one_file(tmp_path, capsys):
    path = write(tmp_path, "game.json", json.dumps(FTA_GAME))
    assert main(["analyze", "score", path]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0]) == {
        "id": "p1", "total": 7 + 2 + 2, "chips": 7,
        "cards": {"Free Trade Association": 0, "Gem World": 1, "Public Works": 1},
        "bonuses": {"Free Trade Association": 2},
    }


def test_keys_in_documented_order(tmp_path, capsys):
    path = write(tmp_path, "game.json", json.dumps(FTA_GAME))
    assert main(["analyze", "score", path]) == 0
    assert list(json.loads(capsys.readouterr().out)) == ["id", "total", "chips", "cards",
                                                         "bonuses"]


def test_goal_vp_optional_and_not_for_renaissance(tmp_path, capsys):
    """"Siegpunkte für Ziele werden für Galaktische Renaissance nicht berücksichtigt."""
    game = {"id": 3, "tableau": ["Galactic Renaissance"], "chips": 8, "goal_vp": 5}
    assert main(["analyze", "score", write(tmp_path, "g.json", json.dumps(game))]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["bonuses"] == {"Galactic Renaissance": 2}
    assert result["total"] == 8 + 2 + 5


def test_german_and_case_insensitive_names(tmp_path, capsys):
    game = {"id": None, "tableau": ["freihandelsunion", "GEM WORLD", "Kontaktspezialist"],
            "chips": 0}
    assert main(["analyze", "score", write(tmp_path, "g.json", json.dumps(game))]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["id"] is None
    assert result["cards"] == {"Free Trade Association": 0, "Gem World": 1,
                               "Contact Specialist": 1}


def test_id_is_echoed_as_given(tmp_path, capsys):
    game = dict(FTA_GAME, id={"game": 12, "seat": [1, 2]})
    assert main(["analyze", "score", write(tmp_path, "g.json", json.dumps(game))]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == {"game": 12, "seat": [1, 2]}


def test_array_file_gives_one_line_per_object(tmp_path, capsys):
    games = [FTA_GAME, {"id": "p2", "tableau": ["New Sparta"], "chips": 1}]
    assert main(["analyze", "score", write(tmp_path, "g.json", json.dumps(games))]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["id"] for x in lines] == ["p1", "p2"]
    assert lines[1]["total"] == 2


def test_batch_in_order_blank_lines_skipped(tmp_path, capsys):
    games = [
        {"id": i, "tableau": ["Galactic Renaissance", "Artist Colony"], "chips": i}
        for i in range(5)
    ]
    text = "\n".join(json.dumps(g) for g in games[:2]) + "\n\n" + "\n".join(
        json.dumps(g) for g in games[2:]) + "\n"
    assert main(["analyze", "score", "--batch", write(tmp_path, "g.jsonl", text)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["id"] for x in lines] == [0, 1, 2, 3, 4]
    # Artist Colony 1 printed + 3 bonus, chips i, i // 3 bonus.
    assert [x["total"] for x in lines] == [i + 1 + 3 + i // 3 for i in range(5)]


def test_stdin(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(FTA_GAME)))
    assert main(["analyze", "score", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 11


def test_unknown_card_names_file_and_suggests(tmp_path, capsys):
    game = dict(FTA_GAME, tableau=["Free Trade Assoc", "Gem World"])
    path = write(tmp_path, "g.json", json.dumps(game))
    err = run_error(capsys, ["analyze", "score", path])
    assert path in err
    assert "unknown card 'Free Trade Assoc'" in err
    assert "did you mean: Free Trade Association" in err


def test_unknown_card_in_batch_names_the_line(tmp_path, capsys):
    text = json.dumps(FTA_GAME) + "\n\n" + json.dumps(dict(FTA_GAME, tableau=["Gem Wrld"]))
    path = write(tmp_path, "g.jsonl", text)
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "score", "--batch", path], 1)
    assert [json.loads(line)["id"] for line in out] == [FTA_GAME["id"]]
    assert f"{path}:3: unknown card 'Gem Wrld'" in err
    assert "Gem World" in err


@pytest.mark.parametrize("field", ["id", "tableau", "chips"])
def test_missing_field(tmp_path, capsys, field):
    game = {k: v for k, v in FTA_GAME.items() if k != field}
    path = write(tmp_path, "g.jsonl", json.dumps(FTA_GAME) + "\n" + json.dumps(game) + "\n")
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "score", "--batch", path], 1)
    assert len(out) == 1
    assert f"{path}:2: missing field '{field}'" in err


@pytest.mark.parametrize("game,words", [
    (dict(FTA_GAME, chips="7"), ["'chips'", '"7"']),
    (dict(FTA_GAME, chips=2.5), ["'chips'", "2.5"]),
    (dict(FTA_GAME, chips=True), ["'chips'", "true"]),
    (dict(FTA_GAME, chips=-1), ["'chips'", "-1"]),
    (dict(FTA_GAME, goal_vp="x"), ["'goal_vp'", '"x"']),
    (dict(FTA_GAME, tableau="Gem World"), ["'tableau'", '"Gem World"']),
    (dict(FTA_GAME, tableau=["Gem World", 5]), ["tableau entry 2", "5"]),
    (["not", "an", "object"], ["expected a JSON object"]),
])
def test_bad_values(tmp_path, capsys, game, words):
    path = write(tmp_path, "g.jsonl", json.dumps(game) + "\n")
    err = run_error(capsys, ["analyze", "score", "--batch", path])
    assert f"{path}:1: " in err
    for w in words:
        assert w in err


def test_bad_json_batch(tmp_path, capsys):
    path = write(tmp_path, "g.jsonl", json.dumps(FTA_GAME) + "\n{\"id\": 1, tableau\n")
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "score", "--batch", path], 1)
    assert len(out) == 1
    assert f"{path}:2: not valid JSON" in err


def test_bad_json_file(tmp_path, capsys):
    path = write(tmp_path, "g.json", '{"id": 1,\n "tableau": [}')
    err = run_error(capsys, ["analyze", "score", path])
    assert f"{path}: not valid JSON at line 2" in err


def test_nan_is_not_json(tmp_path, capsys):
    path = write(tmp_path, "g.json", '{"id": 1, "tableau": [], "chips": NaN}')
    assert "NaN" in run_error(capsys, ["analyze", "score", path])


def test_unreadable_file(tmp_path, capsys):
    missing = str(tmp_path / "nope.json")
    err = run_error(capsys, ["analyze", "score", missing])
    assert missing in err and "cannot read" in err
    err = run_error(capsys, ["analyze", "score", "--batch", str(tmp_path)])
    assert str(tmp_path) in err


def test_not_utf8(tmp_path, capsys):
    path = tmp_path / "g.json"
    path.write_bytes(b'{"id": "\xff"}')
    assert "not UTF-8" in run_error(capsys, ["analyze", "score", str(path)])


def test_development_twice_is_invalid(tmp_path, capsys):
    """"Ein Spieler darf eine Entwicklung, die er bereits in seiner Auslage hat, kein
    weiteres Mal ausspielen." (Contact Specialist has 2-3 copies in the deck.)"""
    game = dict(FTA_GAME, tableau=["Contact Specialist", "Gem World", "kontaktspezialist"])
    path = write(tmp_path, "g.json", json.dumps(game))
    err = run_error(capsys, ["analyze", "score", path])
    assert "'Contact Specialist' is 2 times in the tableau" in err
    assert "kein weiteres Mal ausspielen" in err


def test_world_twice_is_invalid(tmp_path, capsys):
    game = dict(FTA_GAME, tableau=["Gem World", "Gem World"])
    err = run_error(capsys, ["analyze", "score", write(tmp_path, "g.json", json.dumps(game))])
    assert "'Gem World' is 2 times in the tableau, but the game has 1 copy" in err


def test_a_bad_batch_line_is_reported_and_the_good_lines_answered(tmp_path, capsys):
    """Issue 11: "with --batch, a bad line is reported and the good lines are still
    answered (exit 2)": a long JSON Lines file is not lost to one typo."""
    good = [dict(FTA_GAME, id=i) for i in range(4)]
    text = "\n".join([json.dumps(good[0]), "nope", json.dumps(good[1]),
                      json.dumps(dict(FTA_GAME, id="x", chips=-1)), json.dumps(good[2]),
                      json.dumps(good[3])]) + "\n"
    path = write(tmp_path, "g.jsonl", text)
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "score", "--batch", path], 2)
    assert [json.loads(line)["id"] for line in out] == [0, 1, 2, 3]
    assert f"{path}:2: not valid JSON" in err and f"{path}:4: field 'chips'" in err


def test_without_batch_a_bad_object_prints_nothing(tmp_path, capsys):
    """One file (an array): all or nothing, as before."""
    text = json.dumps([FTA_GAME, dict(FTA_GAME, chips=-1), FTA_GAME])
    err = run_error(capsys, ["analyze", "score", write(tmp_path, "g.json", text)])
    assert "object 2" in err


def test_analyze_without_tool_prints_help(capsys):
    assert main(["analyze"]) == 0
    assert "score" in capsys.readouterr().out


def test_score_help_documents_the_format(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["analyze", "score", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "--batch" in out and "tableau" in out and "goal_vp" in out
