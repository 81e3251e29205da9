"""The command line's last tracebacks: a card value of 1e308, a text that the output cannot
encode (a lone surrogate from a JSON file), /dev/zero as the file to check or analyse. Each
gives its answer or one line, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rftg.cli import main

FTA = {"id": "fta", "tableau": ["New Vinland", "Free Trade Association", "Gem World",
                                "Artist Colony"],
       "goods": ["New Vinland", "Gem World", "Artist Colony"], "hand": 0, "bonus": []}


@pytest.mark.parametrize("value", ["1e308", "1e30", "1e15"])
def test_a_huge_card_value_weighs_as_cards_first(tmp_path: Path, value: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """It was OverflowError (1e308) or "no consume plan found (MODEL_INVALID)" (1e15): a
    card worth more than all the VP of a phase puts cards first, then VP."""
    path = tmp_path / "fta.json"
    path.write_text(json.dumps(FTA))
    assert main(["analyze", "consume", "--card-value", "1000", str(path)]) == 0
    cards_first = json.loads(capsys.readouterr().out)
    assert main(["analyze", "consume", "--card-value", value, str(path)]) == 0
    got = json.loads(capsys.readouterr().out)
    assert {k: got[k] for k in ("vp", "cards", "steps")} == \
        {k: cards_first[k] for k in ("vp", "cards", "steps")}


@pytest.mark.parametrize("argv", [["cards", "--check"], ["analyze", "score"],
                                  ["analyze", "consume"], ["analyze", "place"]])
def test_dev_zero_is_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """It was MemoryError: /dev/zero is no file to read."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    assert main([*argv, "/dev/zero"]) in (1, 2)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "/dev/zero" in err and "not a regular file" in err


@pytest.mark.parametrize("args", [["analyze", "place", "-", "--text"],
                                  ["analyze", "place", "-"],
                                  ["analyze", "consume", "-", "--text"],
                                  ["analyze", "score", "-"]])
def test_a_lone_surrogate_is_written_escaped(tmp_path: Path, args: list[str]) -> None:
    """A JSON string may hold half a surrogate pair ("\\ud800"), which no encoding can
    write; the id echoed in the answer is written as \\ud800, not a UnicodeEncodeError."""
    obj = {"place": {"id": "\ud800x", "tableau": ["Old Earth"], "hand": ["Gem World"],
                     "phase": "settle"},
           "consume": {**FTA, "id": "\ud800x"},
           "score": {"id": "\ud800x", "tableau": ["Old Earth"], "chips": 0}}[args[1]]
    env = {**os.environ, "LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8",
           "RFTG_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "rftg", *args, "--lang", "en"],
                          input=json.dumps(obj).encode(), capture_output=True, env=env,
                          check=False)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert done.stderr == b""
    assert b"\\ud800x" in done.stdout
