"""Ctrl+C at any moment of any command ends it quietly with status 130 and is never
swallowed: while its modules are still being imported (the first milliseconds), while the
plain mode waits for an answer, while OR-tools loads for a computer player that searches.

SIGINT is sent when a chosen line of output appears (no sleeps, no timing): a line of the
game's own output, or a line of ``python -X importtime``, which reports each module as its
import ends, so the signal lands while the next ones are imported. The process timeout
only guards against a hang."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGINT as a terminal sends it")

HANG_GUARD = 600  # seconds


def default_sigint() -> None:
    """In the child before it starts: SIGINT as a terminal's Ctrl+C finds it. A suite run
    in the background of a shell without job control inherits SIGINT ignored, and every
    child would then run to its end whatever the test sends."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def interrupted(home: Path, args: list[str], at: str, stream: str = "stderr",
                importtime: bool = False) -> tuple[int, str, str]:
    """Run ``python -m rftg ARGS``; send SIGINT when a line of ``stream`` holding ``at``
    appears; (status, output, errors without the import-time lines)."""
    env = {**os.environ, "RFTG_HOME": str(home), "LANG": "C.UTF-8",
           "PYTHONIOENCODING": "utf-8"}
    flags = ["-X", "importtime"] if importtime else []
    proc = subprocess.Popen([sys.executable, *flags, "-m", "rftg", *args],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=default_sigint)
    watched = proc.stderr if stream == "stderr" else proc.stdout
    assert watched is not None
    seen: list[str] = []
    for line in watched:
        seen.append(line)
        if at in line:
            proc.send_signal(signal.SIGINT)
            break
    else:
        pytest.fail(f"no line with {at!r}: {''.join(seen)[-2000:]}")
    out, err = proc.communicate(timeout=HANG_GUARD)
    if stream == "stderr":
        err = "".join(seen) + err
    else:
        out = "".join(seen) + out
    err = "".join(line for line in err.splitlines(keepends=True)
                  if not line.startswith("import time:"))
    return proc.returncode, out, err


@pytest.mark.parametrize("args", [
    ["cards"],
    ["--plain"],
    ["simulate", "--games", "100000"],
    ["rules", "settle"],
])
@pytest.mark.parametrize("at", ["rftg.core.lang", "pydantic"])
def test_ctrl_c_while_the_command_is_imported(tmp_path: Path, args: list[str],
                                              at: str) -> None:
    """The first milliseconds: SIGINT as the first of rftg's (or pydantic's) modules is
    imported, the rest still to come. It printed a traceback (11 of 11 tries at 0.1 s)."""
    status, out, err = interrupted(tmp_path, args, at, importtime=True)
    assert status == 130, (out[-500:], err[-2000:])
    assert err == "", err[-2000:]
    assert "Traceback" not in out


def test_ctrl_c_at_the_plain_modes_first_line(tmp_path: Path) -> None:
    status, out, err = interrupted(tmp_path, ["--plain", "--lang", "en"],
                                   "Race for the Galaxy, plain mode.", stream="stdout")
    assert status == 130 and err == ""
    assert "Traceback" not in out


def test_ctrl_c_at_a_decision_of_the_plain_mode_saves_the_game(tmp_path: Path) -> None:
    """SIGINT when the first decision is asked: status 130, the game autosaved."""
    env_answers = "\n" * 7  # the default game
    env = {**os.environ, "RFTG_HOME": str(tmp_path), "LANG": "C.UTF-8",
           "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.Popen([sys.executable, "-m", "rftg", "--plain", "--lang", "en"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=default_sigint)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(env_answers)
    proc.stdin.flush()
    for line in proc.stdout:
        if line.strip() == "Type a number.":  # the first decision's question
            proc.send_signal(signal.SIGINT)
            break
    _, err = proc.communicate(timeout=HANG_GUARD)
    assert proc.returncode == 130 and err == ""
    assert (tmp_path / "autosave.json").is_file()


def test_ctrl_c_while_or_tools_loads_stops_the_simulation(tmp_path: Path) -> None:
    """``simulate --ai hard``: SIGINT as OR-tools begins to load (numpy, the first of its
    modules). Python's KeyboardInterrupt may surface inside OR-tools' compiled module as
    "ImportError: initialization failed"; it was counted as one failed game and the run
    went on. Now the run stops: status 130, no game counted as failed."""
    status, out, err = interrupted(tmp_path, ["simulate", "--ai", "hard", "--games", "50",
                                              "--lang", "en"], "numpy", importtime=True)
    assert status == 130, (out, err[-2000:])
    assert "failed" not in err and "Traceback" not in err
    assert "(0 errors)" in out or "Interrupted" in out or out == ""
