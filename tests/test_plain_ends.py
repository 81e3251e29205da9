"""Every question of ``rftg --plain`` ends, whatever comes in: a wrong answer is told with
the rule and asked again; on piped input (a script, ``yes 1``) a few wrong answers in a row,
or many lines that never answer, stop the mode with a message and status 1, the game
autosaved. Numbers of any length and any digit get the usual one-line message.

The real command runs in a process fed without end (``yes N``): the test asserts it ends by
itself with a bounded output. The process timeout only guards against a hang; nothing here
measures time."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from plain_helpers import play

from rftg.core.save import load_with_meta
from rftg.tui.plain.console import MAX_LINES, MAX_WRONG, as_number, shown, spoken
from rftg.tui.plain.run import STUCK

SETUP_RFTG = 7  # the default game's questions before its first decision
STOPPED = "Stopped: "
MAX_OUTPUT = 3_000_000  # bytes: a whole game says far less; a loop says far more
HANG_GUARD = 900  # seconds: only a hang gets near this


def rftg_fed(home: Path, lines: bytes | None, endless: bytes | None = None,
             *args: str) -> tuple[int | None, str, str]:
    """Run ``rftg --plain --lang en ARGS`` with ``lines`` on its input, then ``endless``
    over and over (as ``yes`` would) until it stops reading; (status, output, errors).
    Status None: its output went past MAX_OUTPUT (it was stopped: it would never end)."""
    env = {**os.environ, "RFTG_HOME": str(home), "LANG": "C.UTF-8",
           "PYTHONIOENCODING": "utf-8"}
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    proc = subprocess.Popen([sys.executable, "-m", "rftg", "--plain", "--lang", "en", *args],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None

    def feed() -> None:
        assert proc.stdin is not None
        try:
            if lines:
                proc.stdin.write(lines)
            while endless:
                proc.stdin.write(endless * 512)
            proc.stdin.close()
        except (BrokenPipeError, ValueError, OSError):  # it stopped reading: it ended
            pass

    errors: list[bytes] = []
    feeder = threading.Thread(target=feed, daemon=True)
    reader = threading.Thread(target=lambda: errors.append(proc.stderr.read()),  # type: ignore[union-attr]
                              daemon=True)
    feeder.start()
    reader.start()
    out = bytearray()
    while chunk := proc.stdout.read1(65536):
        out += chunk
        if len(out) > MAX_OUTPUT:
            proc.kill()
            proc.wait()
            return None, out.decode("utf-8", "replace"), ""
    status = proc.wait(timeout=HANG_GUARD)
    reader.join(timeout=HANG_GUARD)
    return status, out.decode("utf-8", "replace"), b"".join(errors).decode("utf-8", "replace")


def ended(status: int | None, out: str, err: str) -> list[str]:
    """The output's lines, after asserting that the run ended by itself, cleanly: the
    game's end (0) or the stop for answers that cannot be used (1, said in a line)."""
    assert status is not None, f"still talking after {MAX_OUTPUT} bytes: {out[-500:]}"
    assert err == "", err[-2000:]
    lines = out.splitlines()
    if status == STUCK:
        assert any(line.startswith(STOPPED) for line in lines[-3:]), lines[-5:]
    else:
        assert status == 0, lines[-5:]
    return lines


@pytest.mark.parametrize("answer", [b"1\n", b"2\n"])
def test_yes_n_ends(tmp_path: Path, answer: bytes) -> None:
    """``yes 1 | rftg --plain`` plays the default game to its end; ``yes 2`` picks the
    robot game and stops at its first discard (2 cards asked, 1 given)."""
    lines = ended(*rftg_fed(tmp_path, None, answer))
    if answer == b"1\n":
        assert "The game is over." in lines
    else:
        assert lines[-2 - MAX_WRONG:-2] == ["Choose 2 cards, not 1."] * MAX_WRONG
        assert lines[-1] == "Your game is saved. The next start offers to resume it."


def test_a_random_start_fed_ones_stops_at_the_discard(tmp_path: Path) -> None:
    """The case of the report: random start worlds, "Discard 2 of your 6 cards", and "1"
    forever. It was "Choose 2 cards, not 1." 16,000 times a second; now a few times, then
    the stop, the game saved for a person to go on."""
    status, out, err = rftg_fed(tmp_path, b"1\n1\n1\n1\n2\n", b"1\n")
    lines = ended(status, out, err)
    assert status == STUCK
    assert lines.count("Choose 2 cards, not 1.") == MAX_WRONG
    assert lines[-2] == (f"Stopped: {MAX_WRONG} answers in a row could not be used, and the "
                         "answers come from a script or a pipe, not from a terminal, so "
                         "asking again would never end.")
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert game.setup.start == "random"
    assert [c for p, c in game.choices if p == 0] == []  # the discard is still open


def test_a_resumed_game_fed_ones_ends(tmp_path: Path) -> None:
    """Resumed, then "1" forever: the game goes on to its end or to a stop."""
    ended(*rftg_fed(tmp_path, b"1\n1\n1\n1\n2\n", b"1\n"))
    ended(*rftg_fed(tmp_path, None, b"1\n"))


@pytest.mark.parametrize("game", [b"2\n", b"3\n"])
def test_the_robot_game_and_jump_drive_fed_ones_end(tmp_path: Path, game: bytes) -> None:
    ended(*rftg_fed(tmp_path, game, b"1\n"))


@pytest.mark.parametrize("command", [b"h\n", b"s\n", b"b\n", b"?\n", b"u\n", b"\n"])
def test_a_command_fed_forever_ends(tmp_path: Path, command: bytes) -> None:
    """A command that never answers (a hint, the scores, the options again, help) or an
    answer that is always wrong (undo with nothing to undo, Enter) ends too."""
    lines = ended(*rftg_fed(tmp_path, b"\n" * SETUP_RFTG, command))
    assert lines[-2].startswith(STOPPED)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_bytes_end(tmp_path: Path, seed: int) -> None:
    """Bytes at random, control characters and bytes that are not UTF-8 among them: no
    traceback, nothing a terminal would interpret in the output."""
    rng = random.Random(seed)
    noise = bytes(rng.choice(b"0123456789 ,;\n\n\n\x00\x1b\xff\xfe?hqbxyz") for _ in range(4000))
    status, out, err = rftg_fed(tmp_path, noise)
    ended(status, out, err)
    assert "\x1b" not in out and "\x00" not in out


def test_wrong_answers_on_piped_input_stop_with_the_game_saved(tmp_path: Path) -> None:
    """In the game: the rule of each wrong answer is told; after MAX_WRONG in a row the
    mode stops (status 1) and the decision is still open in the autosave."""
    typed = [""] * SETUP_RFTG + ["0", "zzz", "99", "", "1 2", "y", "4"]
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == STUCK
    lines = out.splitlines()
    assert "There is no number 0 here. Type a number from 1 to 7." in lines
    assert '"zzz" is not a command or a number. Type a question mark for help.' in lines
    assert lines[-2].startswith(f"Stopped: {MAX_WRONG} answers in a row")
    assert lines[-1] == "Your game is saved. The next start offers to resume it."
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert [c for p, c in game.choices if p == 0] == []


def test_a_used_answer_starts_the_count_again(tmp_path: Path) -> None:
    """Wrong answers with used ones between them never stop a game."""
    wrong = ["x"] * (MAX_WRONG - 1)
    typed = [*wrong, "", *wrong, "", *wrong, "", *wrong, ""]  # setup questions
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == 0
    assert STOPPED not in out


def test_lines_that_never_answer_stop_piped_input(tmp_path: Path) -> None:
    typed = [""] * SETUP_RFTG + ["s"] * (MAX_LINES + 5)
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == STUCK
    assert out.splitlines()[-2] == (
        f"Stopped: {MAX_LINES} lines came at this question without answering it, and they "
        "come from a script or a pipe, not from a terminal, so asking again would never end.")


def test_a_person_at_a_terminal_is_asked_on(tmp_path: Path) -> None:
    typed = [""] * SETUP_RFTG + ["zzz"] * (MAX_WRONG * 3) + ["4"]
    status, out, _ = play(tmp_path, first=typed, limit=0, terminal=True)
    assert status == 0
    assert STOPPED not in out


def test_the_setup_stops_piped_input_too(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, first=["9"] * 20, limit=0)
    assert status == STUCK
    lines = out.splitlines()
    assert lines.count('"9" is not a number from 1 to 5. Type a number from 1 to 5.') \
        == MAX_WRONG
    assert lines[-1].startswith(STOPPED)  # no game yet: nothing to save, no goodbye
    assert not (tmp_path / "autosave.json").exists()


@pytest.mark.parametrize("typed", ["9" * 5000, "²", "1²", "٣٣"],
                         ids=["5000-digits", "superscript", "one-superscript", "arabic-indic"])
def test_numbers_of_any_length_and_digit(tmp_path: Path, typed: str) -> None:
    """A 5,000-digit number (past Python's 4,300-digit limit), a superscript (a digit
    ``str.isdigit`` knows and ``int`` does not): one line each, at a setup question, at
    a decision and for ``e``; a number in other digits (Arabic-Indic 33) is that number."""
    first = [typed, *([""] * SETUP_RFTG), typed, f"e {typed}", "q"]
    status, out, _ = play(tmp_path, first=first, limit=0, terminal=True)
    assert status == 0
    lines = out.splitlines()
    said = spoken(shown(typed))  # a cut text ends in "...", as a screen reader says it
    assert f'"{said}" is not a number from 1 to 5. Type a number from 1 to 5.' in lines
    if as_number(typed) is None:
        assert f'"{said}" is not a command or a number. Type a question mark for help.' \
            in lines
        assert f'"{spoken(shown("e " + typed))}" is not a command or a number. Type a ' \
            "question mark for help." in lines
    else:
        assert lines.count(f"There is no number {said} here. Type a number from 1 to 7.") \
            == 2
    assert all(len(line) < 200 for line in lines)


def test_as_number() -> None:
    assert [as_number(x) for x in ("3", "007", "٣", "0" * 40 + "2")] == [3, 7, 3, 2]
    assert [as_number(x) for x in ("²", "3a", "-1", "", " 1", "1.0")] == [None] * 6
    assert as_number("9" * 5000) == as_number("1" + "0" * 19) == 10**18
