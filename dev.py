#!/usr/bin/env python3
"""Set up a local virtualenv (.venv) and run rftg or its test suite in it.

    python3 dev.py play [ARGS...]   set up, then start the app (`rftg ARGS...`)
    python3 dev.py test [ARGS...]   set up with the test tools, then run the whole suite
                                    (compiled, two workers a core), and its rules and scenario
                                    tests again on the pure-Python engine

Nothing is installed outside .venv. The install is repeated only when
pyproject.toml changes (or the venv is missing), so later runs start at once.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
NO_TESTS = 5  # pytest's exit status when the selection holds no test


def _stamp(extras: str) -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    return f"{digest}:{extras}"


def ensure_venv(extras: str) -> None:
    """Create .venv and install the project (editable) with the given extras."""
    if sys.version_info < (3, 11):  # noqa: UP036 - says so plainly on an older Python
        sys.exit(f"rftg needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not PYTHON.exists():
        print("Creating a virtualenv in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp_file = VENV / ".rftg-installed"
    wanted = _stamp(extras)
    have = stamp_file.read_text().split() if stamp_file.exists() else []
    if wanted in have:
        return
    target = f".[{extras}]" if extras else "."
    print(f"Installing rftg{'[' + extras + ']' if extras else ''} into .venv ...", flush=True)
    subprocess.check_call(
        [str(PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-e", target],
        cwd=ROOT,
    )
    # A test install also satisfies a plain one.
    have = [h for h in have if h.split(":")[0] == wanted.split(":")[0]]
    have.append(wanted)
    if extras:
        have.append(_stamp(""))
    if extras == "test":  # the test tools include the compiler's
        have.append(_stamp("fast"))
    stamp_file.write_text("\n".join(sorted(set(have))) + "\n")


def build_engine() -> bool:
    """Compile the engine when its source changed since the last build (rftg.compiled).
    A failure is said in one line: the pure-Python engine plays the same games."""
    return subprocess.call([str(PYTHON), str(ROOT / "tools" / "build_engine.py"), "--quiet"],
                           cwd=ROOT) == 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test"}:
        print(__doc__)
        return 2
    verb, rest = argv[0], argv[1:]
    if verb == "play":
        ensure_venv("fast")
        build_engine()
        return subprocess.call([str(PYTHON), "-m", "rftg", *rest], cwd=ROOT)
    ensure_venv("test")
    env = dict(os.environ)
    compiled = build_engine() and env.get("RFTG_PURE", "") in ("", "0")
    if compiled:  # tests/test_compiled.py: the suite runs on the compiled engine
        env["RFTG_EXPECT_COMPILED"] = "1"
    status = subprocess.call([str(PYTHON), "-m", "pytest", *parallel(rest), *rest], cwd=ROOT,
                             env=env)
    if status != 0 or not compiled:
        return status
    return pure_pass(rest)


def parallel(rest: list[str]) -> list[str]:
    """The whole suite (no test files named) runs on every core (pytest-xdist, each test
    file on one worker); a few files named run in this process, which starts at once.

    Two workers a core: the TUI tests spend much of their time waiting for the app to
    settle after each key (Textual's pilot sleeps until the process is idle), and a second
    worker computes meanwhile. Measured on this 2-core machine: 351 s with 2 workers,
    242 s with 4, 266 s with 6."""
    named = any(a.endswith(".py") or "::" in a or (ROOT / a).is_dir() for a in rest
                if not a.startswith("-"))
    if named or "no:xdist" in rest or any(a.startswith(("-n", "--numprocesses")) for a in rest):
        return []
    return ["-n", str(2 * cores()), "--dist", "loadfile"]


def cores() -> int:
    """The cores this process may use (a container may allow fewer than the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def pure_pass(rest: list[str]) -> int:
    """The rules and scenario tests of the selection once more, on the pure-Python engine
    (RFTG_PURE=1; tests/conftest.py marks them ``rules``): the engine's source is the
    rulebook's, compiled or not."""
    print("\nThe rules and scenario tests again, on the pure-Python engine (RFTG_PURE=1):",
          flush=True)
    env = {k: v for k, v in os.environ.items() if k != "RFTG_EXPECT_COMPILED"}
    env["RFTG_PURE"] = "1"
    status = subprocess.call([str(PYTHON), "-m", "pytest", *parallel(rest), *rest, "-m",
                              "rules"], cwd=ROOT, env=env)
    return 0 if status == NO_TESTS else status  # a selection without rules tests


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:  # Ctrl+C reaches this process too: the child said its piece
        sys.exit(130)
