"""`rftg simulate`: headless games, one JSON object, a digest that only the arguments fix."""

from __future__ import annotations

import json
from typing import Any

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
    """The readable summary shows the wins and mean VP per seat (those of --json)."""
    code, out, _ = run(capsys, "--games", "4", "--seed", "3", "--ai", "random,easy")
    assert code == 0 and out.startswith("4 of 4 games completed (0 errors)")
    _, js, _ = run(capsys, "--games", "4", "--seed", "3", "--ai", "random,easy", "--json")
    data = json.loads(js)
    (wins,) = [line for line in out.splitlines() if line.startswith("Wins (mean VP): ")]
    w, s = data["wins"], data["scores_mean"]
    assert wins == (f"Wins (mean VP): seat 1 random {w[0]:g} ({s[0]:g}), "
                    f"seat 2 easy {w[1]:g} ({s[1]:g})")
    assert sum(w) == 4


def _interrupt_in_game(monkeypatch, n: int) -> None:
    """Ctrl+C while the n-th game is played (its player is thinking)."""
    from rftg.core import simulate

    real = simulate.play_game
    calls = []

    def pressed(setup, players):
        calls.append(setup.seed)
        if len(calls) == n:
            class Interrupted:
                looks_ahead = False

                def choose(self, obs, sampler: Any = None):
                    raise KeyboardInterrupt
            return real(setup, [Interrupted() for _ in players])
        return real(setup, players)

    monkeypatch.setattr(simulate, "play_game", pressed)


def test_ctrl_c_prints_the_summary_so_far(capsys, monkeypatch):
    """Issue 11: "Ctrl+C in rftg simulate prints the summary so far": the games finished
    before it (not the one under way), the same figures as a run of that many games,
    and the shell's status for Ctrl+C."""
    _, whole, _ = run(capsys, "--games", "2", "--seed", "8", "--json")
    _interrupt_in_game(monkeypatch, 3)
    code, out, err = run(capsys, "--games", "10", "--seed", "8")
    assert code == 130 and "Traceback" not in err
    lines = out.splitlines()
    assert lines[0] == ("Interrupted (Ctrl+C) after 2 of 10 games; the figures are those "
                        "of the games played.")
    assert lines[1].startswith("2 of 2 games completed (0 errors)")
    assert lines[-1] == f"digest {json.loads(whole)['digest']}"
    _interrupt_in_game(monkeypatch, 2)
    code, out, _ = run(capsys, "--games", "10", "--seed", "8", "--json")
    data = json.loads(out)
    assert code == 130 and data["interrupted"] is True
    assert (data["games"], data["completed"]) == (1, 1)


def test_bad_arguments(capsys):
    code, _, err = run(capsys, "--ai", "genius")
    assert code == 2 and "unknown player kind 'genius'" in err
    assert err.count("genius") == 1  # said once, though both seats would play it
    code, _, err = run(capsys, "--ai", "genius,random,genius", "--players", "3")
    assert code == 2 and err.count("genius") == 1
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
