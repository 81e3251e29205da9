"""Compare two series of Andromeda's hard player game by game (issue 28).

Each file holds the JSON lines ``bench/bench_andromeda.py --hard --games-out FILE`` writes
(one a game: seed, players, the hard player's seat, every seat's score by part). Games of
the same seed, player count and seat of the hard player are paired: the same deal, the
same normal players, only the hard player differs. Prints, for each series, the hard
player's wins (a shared win counts its share) and its mean margin over the best other
seat, then the difference of the margins with its standard error and the games won by
one series only.

    .venv/bin/python tools/ad_pair.py build/a.jsonl build/b.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

Key = tuple[int, int]  # seed, players


def load(path: Path) -> dict[Key, dict[str, Any]]:
    """The games of one file by seed and player count (a later line replaces an earlier)."""
    games: dict[Key, dict[str, Any]] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            g = json.loads(line)
            games[(int(g["seed"]), int(g["players"]))] = g
        except (ValueError, KeyError, TypeError) as exc:
            raise SystemExit(f"{path}, line {n}: not a game line ({exc})") from None
    return games


def win(g: dict[str, Any]) -> float:
    winners = g["winners"]
    return 1 / len(winners) if g["seat"] in winners else 0.0


def margin(g: dict[str, Any]) -> float:
    totals = [s["total"] for s in g["scores"]]
    seat = g["seat"]
    return float(totals[seat] - max(t for s, t in enumerate(totals) if s != seat))


def compare(a: dict[Key, dict[str, Any]], b: dict[Key, dict[str, Any]]) -> list[str]:
    shared = set(a) & set(b)
    keys = sorted((k for k in shared if a[k]["seat"] == b[k]["seat"]),
                  key=lambda k: (k[1], k[0]))
    lines: list[str] = []
    if len(keys) < len(shared):  # the same seed with the hard player in another seat
        lines.append(f"{len(shared) - len(keys)} games left out: the hard player sat in "
                     "another seat")
    for players in sorted({k[1] for k in keys}):
        ks = [k for k in keys if k[1] == players]
        n = len(ks)
        wins_a = sum(win(a[k]) for k in ks)
        wins_b = sum(win(b[k]) for k in ks)
        diffs = [margin(b[k]) - margin(a[k]) for k in ks]
        mean = sum(diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
        only_a = sum(1 for k in ks if win(a[k]) > win(b[k]))
        only_b = sum(1 for k in ks if win(b[k]) > win(a[k]))
        seeds = f"seeds {min(k[0] for k in ks)}..{max(k[0] for k in ks)}"
        lines += [
            f"{players} players, {n} paired games ({seeds}):",
            f"  A: wins {wins_a:g} ({100 * wins_a / n:.1f}%), margin over the best other "
            f"{sum(margin(a[k]) for k in ks) / n:+.1f}",
            f"  B: wins {wins_b:g} ({100 * wins_b / n:.1f}%), margin over the best other "
            f"{sum(margin(b[k]) for k in ks) / n:+.1f}",
            f"  B - A: margin {mean:+.1f} (SE {sd / math.sqrt(n):.1f}); won only by A "
            f"{only_a}, only by B {only_b}",
        ]
    return lines if keys else [*lines, "no game is in both files"]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("a", type=Path)
    ap.add_argument("b", type=Path)
    args = ap.parse_args(argv)
    try:
        print("\n".join(compare(load(args.a), load(args.b))))
    except OSError as exc:
        print(f"ad_pair: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # a closed pipe (| head): nothing more to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
