"""`rftg simulate --solitaire --robot easy|medium|hard`: solitaire games against the robot,
headless, repeatable, with the robot's numbers from the data folder or the game's own."""

from __future__ import annotations

import json

import pytest

from rftg.cli import main
from rftg.core.solitaire.table import TABLE_FILE


def _simulate(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["simulate", "--solitaire", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_simulate_solitaire_plays_headless_and_repeats(capsys, monkeypatch, tmp_path,
                                                       difficulty):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    code, out, _ = _simulate(capsys, "--robot", difficulty, "--ai", "normal", "--games", "4",
                             "--seed", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["completed"] == 4 and data["errors"] == 0
    assert len(data["wins"]) == 2 and sum(data["wins"]) == pytest.approx(4)
    _, again, _ = _simulate(capsys, "--robot", difficulty, "--ai", "normal", "--games", "4",
                            "--seed", "3", "--json")
    assert json.loads(again)["digest"] == data["digest"]


def test_simulate_solitaire_summary_names_the_robot(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    (tmp_path / TABLE_FILE).write_text("nonsense = [", "utf-8")
    code, out, err = _simulate(capsys, "--robot", "medium", "--games", "2")
    assert code == 0 and "robot (medium)" in out
    assert "not valid TOML" in err and "game's own numbers" in err


def test_simulate_solitaire_refuses_what_the_rules_do_not_have(capsys):
    code, out, err = _simulate(capsys, "--goals")
    assert code == 2 and out == "" and "without goals" in err
