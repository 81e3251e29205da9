#!/usr/bin/env python3
"""Build the compiled engine (``rftg.compiled``): the engine's modules through mypyc and a C
compiler into build/compiled/, with the stamp that lets the entry points use it
(``rftg.compiled.enable``).

    python tools/build_engine.py [--force] [--quiet]

Run by ``dev.py`` before it starts the game or the tests. Nothing to do when the stamp is
current (unless --force). Needs mypy (it brings mypyc), setuptools and a C compiler;
without them, or when the build fails, it says so in one line, removes any old build and
exits 1: rftg then runs its pure-Python engine, which plays the same games.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout: rftg.compiled without the package

from rftg import compiled  # noqa: E402

# The source folders and their package names (pyproject.toml's package-dir): mypyc needs
# the modules under their installed names, so the build reads a copy laid out that way.
PACKAGES = {"rftg": "rftg", "core": "rftg/core", "content": "rftg/content",
            "solver": "rftg/solver", "tutor": "rftg/tutor", "tui": "rftg/tui"}

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

out, tmp, group, *paths = sys.argv[1:]
setup(name="rftg-compiled", ext_modules=mypycify(paths, opt_level="3", group_name=group,
                                                  multi_file=False),
      script_args=["build_ext", "--build-lib", out, "--build-temp", tmp, "--parallel",
                   str(max(1, min(4, __import__("os").cpu_count() or 1)))])
"""


def _stage(into: Path) -> None:
    """Copy the Python sources into ``into`` as the installed package tree."""
    for folder, target in PACKAGES.items():
        for path in (ROOT / folder).rglob("*.py"):
            if "__pycache__" in path.parts:
                continue
            dest = into / target / path.relative_to(ROOT / folder)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest)


def build() -> tuple[bool, str]:
    """Build (replacing any old build): (ok, what happened, in one line)."""
    digest = compiled.source_digest()
    shutil.rmtree(compiled.OUT, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="rftg-build-") as tmp:
        src = Path(tmp) / "src"
        _stage(src)
        out = Path(tmp) / "out"
        paths = [f"rftg/core/{m}" for m in compiled.MODULES]
        env = dict(os.environ, MYPY_CACHE_DIR=str(Path(tmp) / "mypy-cache"))
        run = subprocess.run(
            [sys.executable, "-c", SETUP, str(out), str(Path(tmp) / "temp"), compiled.GROUP,
             *paths], cwd=src, env=env, capture_output=True, text=True)
        if run.returncode != 0:
            if os.environ.get("RFTG_BUILD_LOG"):
                Path(os.environ["RFTG_BUILD_LOG"]).write_text(run.stdout + run.stderr)
            tail = (run.stderr or run.stdout).strip().splitlines()[-1:] or ["no output"]
            return False, f"could not compile the engine ({tail[0]}); the pure-Python one runs"
        shutil.copytree(out / "rftg", compiled.OUT / "rftg")
    compiled.STAMP.write_text(digest + "\n", encoding="utf-8")
    return True, f"compiled the engine ({len(compiled.MODULES)} modules) into {compiled.OUT}"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="build even when current")
    ap.add_argument("--quiet", action="store_true", help="say nothing when all went well")
    args = ap.parse_args(argv)
    if compiled.current() and not args.force:
        if not args.quiet:
            print("the compiled engine is current")
        return 0
    print("Compiling the engine (about half a minute) ...", flush=True)
    ok, message = build()
    if not ok or not args.quiet:
        print(message, file=sys.stderr if not ok else sys.stdout, flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
