"""ruff and mypy (strict) are clean on all packages (DEVELOPERS.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_clean():
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", "core", "solver", "rftg",
                           "tutor", "tui", "tests", "tools", "bench", "dev.py"],
                          cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_clean():
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "typecheck.py"), "core",
                           "solver", "tutor", "tui", "rftg"],
                          cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
