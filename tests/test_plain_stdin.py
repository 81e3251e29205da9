"""``rftg --plain`` as a script drives it: a separate process, answers piped into its standard
input, the transcript read from its standard output. A whole game in English and in German
ends with the final scores and exit status 0; the same answers play the same game in both
languages; no line holds an escape sequence or box drawing."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SETUP_ANSWERS = 8  # Enter for every question of the new game: the defaults
ANSWERS = 3000  # "1" to every decision: far more than a game asks (the input is bounded)
UNSPEAKABLE = re.compile(r"[\x1b\u2500-\u259f\u25a0-\u25ff\u2600-\u27bf]")
FINAL = {"en": "Final scores.", "de": "Endwertung."}
WINNER = {"en": "Winner: ", "de": "Sieg: "}


def run_plain(home: Path, lang: str, seed: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "RFTG_HOME": str(home), "LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    answers = "\n" * SETUP_ANSWERS + "1\n" * ANSWERS
    return subprocess.run([sys.executable, "-m", "rftg", "--plain", "--lang", lang,
                           "--seed", str(seed)], input=answers, capture_output=True,
                          text=True, encoding="utf-8", env=env, check=False)


REVIEW = {"en": "Review your game?", "de": "Dein Spiel auswerten?"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_game_through_standard_input(tmp_path: Path, lang: str) -> None:
    done = run_plain(tmp_path, lang, seed=4)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert FINAL[lang] in lines
    final = lines[lines.index(FINAL[lang]):]
    assert any(line.startswith(WINNER[lang]) for line in final)
    # the final scores end with the winner; the tutor's words and the review offer follow
    assert any(line.startswith(REVIEW[lang]) for line in lines[-6:])
    bad = [line for line in lines if UNSPEAKABLE.search(line)]
    assert not bad, bad[:5]


def test_the_same_answers_play_the_same_game_in_both_languages(tmp_path: Path) -> None:
    """Each language's transcript ends with the scores; the numbers in them are the same."""
    scores = {}
    for lang in ("en", "de"):
        out = run_plain(tmp_path / lang, lang, seed=9).stdout.splitlines()
        final = out[out.index(FINAL[lang]):]
        scores[lang] = [re.findall(r"\d+", line) for line in final]
    assert scores["en"] == scores["de"]
