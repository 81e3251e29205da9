#!/usr/bin/env python3
"""Count the lines outside the games' own sub-packages that branch on which game or
variant is played (issue 25: "outside a game's own sub-packages nothing branches on which
game or variant is played").

A line counts when it tests something (if, elif, and/or, ==, !=, ``is None``,
isinstance, a conditional expression) on the game's id, on a variant's option (advanced,
draft, goals, robot, edition) or on a game's or variant's own class. Asking a registry
for the game's entry (``TUIS.get(setup.game)``) is the plug-in shape, not a branch.

    python tools/game_branches.py [ROOT] [-v]     # the count; -v: each line too
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

TEST = re.compile(r"\b(if|elif|and|or)\b|==|!=|\bis (not )?None|isinstance\(")
GAME = re.compile(r'setup\.game\b|\bgame\s*(==|!=)|"(jumpdrive|solitaire)"|\.robot\b|'
                  r"\brobot\b.*\bis (not )?None|isinstance\([^)]*\b(RaceSetup|JumpDriveSetup|"
                  r"SolitaireState|SolitaireObservation|JdState|JdObservation|JdGameScreen|"
                  r"RaceScreen)\b|\.(advanced|draft|edition)\b|setup\.goals\b")
LOOKUP = re.compile(r"[A-Z]+\.get\([a-z_.]*setup\.game\)")
FOLDERS = ("core", "solver", "tutor", "tui", "rftg", "bench")
VARIANTS = ("core/solitaire/", "core/variants/")  # Race's variants: hooks of Race's ruleset


def own_folders(root: Path) -> tuple[str, ...]:
    """Each shipped game's sub-package in every layer (content/games.toml), and Race's
    variants."""
    listed = root / "content" / "games.toml"
    packages = ([g["package"] for g in tomllib.loads(listed.read_text(encoding="utf-8"))["game"]]
                if listed.exists() else ["race", "jumpdrive"])  # (a tree from before it)
    return (*(f"{layer}/{p}/" for p in packages for layer in FOLDERS[:-1]), *VARIANTS)


def branches(root: Path) -> Iterator[tuple[str, int, str]]:
    """Each line that branches on the game: (file, line number, the line)."""
    own = own_folders(root)
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            if rel.startswith(own):
                continue
            for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("#")[0]
                if TEST.search(code) and GAME.search(code) and not LOOKUP.search(code):
                    yield rel, i, line.strip()


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "-v"]
    found = list(branches(Path(args[0]) if args else Path(__file__).resolve().parent.parent))
    if "-v" in argv:
        for rel, i, line in found:
            print(f"{rel}:{i}: {line}")
    print(len(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
