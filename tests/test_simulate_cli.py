"""`rftg simulate`: headless games, one JSON object, a digest that only the arguments fix."""

from __future__ import annotations

import json

import pytest

from rftg.cli import main


def run(capsys, *args):
    code = main(["simulate", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_report_and_stable_digest(capsys):
    code, out, _ = run(capsys, "--players", "3", "--games", "6", "--seed", "4", "--json")
    assert code == 0
    data = json.loads(out)
    assert {"games", "completed", "errors", "rounds_mean", "decisions", "seconds",
            "games_per_second", "digest"} <= set(data)
    assert sum(data["wins"]) == pytest.approx(6) and len(data["scores_mean"]) == 3
    assert data["games"] == data["completed"] == 6 and data["errors"] == 0
    _, again, _ = run(capsys, "--players", "3", "--games", "6", "--seed", "4", "--json")
    assert json.loads(again)["digest"] == data["digest"]
    _, other, _ = run(capsys, "--players", "3", "--games", "6", "--seed", "5", "--json")
    assert json.loads(other)["digest"] != data["digest"]


@pytest.mark.parametrize("args", [["--advanced"], ["--start", "first", "--players", "4"],
                                  ["--start", "experienced"]])
def test_modes(capsys, args):
    code, out, _ = run(capsys, "--games", "3", "--json", *args)
    assert code == 0 and json.loads(out)["completed"] == 3


def test_readable_summary(capsys):
    code, out, _ = run(capsys, "--games", "2")
    assert code == 0 and out.startswith("2 of 2 games completed (0 errors)")


def test_bad_arguments(capsys):
    code, _, err = run(capsys, "--ai", "genius")
    assert code == 2 and "unknown player kind 'genius'" in err
    code, _, err = run(capsys, "--advanced", "--players", "3")
    assert code == 2 and "--advanced is the 2-player game" in err


def test_an_error_in_a_game_is_counted_and_the_run_goes_on(capsys, monkeypatch):
    from rftg.core import simulate

    real = simulate.play_game
    calls = []

    def flaky(setup, players):
        calls.append(setup.seed)
        if len(calls) == 2:
            raise RuntimeError("boom")
        return real(setup, players)

    monkeypatch.setattr(simulate, "play_game", flaky)
    code, out, err = run(capsys, "--games", "3", "--json")
    data = json.loads(out)
    assert (data["completed"], data["errors"]) == (2, 1)
    assert "boom" in err and code == 1
