#!/usr/bin/env python3
"""Run mypy (strict) on the rftg packages named on the command line (default: core, solver;
"rftg" names the command's own modules, rftg/*.py).

The folders core/, solver/, ... are installed as rftg.core, rftg.solver, ... through
setuptools' package-dir mapping, which mypy cannot follow in an editable install. So this
script lays out a tree of symlinks (build/typecheck/rftg/core -> core, ...) and points
mypy at it: the checked files are the real sources.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("core", "content", "solver", "tutor", "tui")


def layout() -> Path:
    top = ROOT / "build" / "typecheck"
    pkg = top / "rftg"
    pkg.mkdir(parents=True, exist_ok=True)
    links = {name: ROOT / name for name in FOLDERS}
    links.update({p.name: p for p in (ROOT / "rftg").iterdir()
                  if p.suffix in (".py", ".typed")
                  or (p.is_dir() and (p / "__init__.py").exists())})
    for name, target in links.items():
        link = pkg / name
        if link.is_symlink() and Path(os.readlink(link)) == target:
            continue
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(target, target_is_directory=target.is_dir())
    return top


def main(argv: list[str]) -> int:
    packages = argv or ["core", "solver"]
    top = layout()
    cmd = [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")]
    for p in packages:
        if p == "rftg":  # the command itself: rftg/ (cli.py, ...) and its games' packages
            cmd += [arg for f in sorted((ROOT / "rftg").glob("*.py"))
                    for arg in ("-m", f"rftg.{f.stem}" if f.stem != "__init__" else "rftg")]
            cmd += [arg for d in sorted((ROOT / "rftg").iterdir())
                    if (d / "__init__.py").exists() for arg in ("-p", f"rftg.{d.name}")]
        else:
            cmd += ["-p", f"rftg.{p}"]
    env = dict(os.environ, MYPYPATH=str(top))
    return subprocess.call(cmd, cwd=top, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
