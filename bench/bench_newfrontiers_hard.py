"""New Frontiers' hard player (issue 27, item 3): its strength and its speed.

    nice -n 19 .venv/bin/python bench/bench_newfrontiers_hard.py --series two --games 200
    nice -n 19 .venv/bin/python bench/bench_newfrontiers_hard.py --series four --games 100

A long series may run in parts (``--part K/N``: the games i with i % N == K, each part a
process of its own), each writing its games as JSON lines (``--raw FILE``); ``--merge
FILE...`` prints the summary of them all.

* ``two``: hard against normal, 2 players, the hard player's seat alternating (game i:
  seat i % 2), seed ``--seed + i``. Target: hard wins at least 80%.
* ``four``: hard at a table of three normal players (4 players), the hard player's seat
  i % 4. Target: at least 45%.

A shared win counts as a share. Wins are printed with the Wilson 95% interval. For each
decision of the hard player: the clock (``perf_counter``) and the CPU time of this process
(``process_time``: the machine is shared, the clock counts others' work too); target p95 at
most 1 s on one core. Memory: the resident size (``/proc/self/statm``) at the first and
the last decision of each game, and its peak. A running summary every ``--every`` games
(a partial run is a usable record); figures depend on games and seeds, not on time (the
timing lines aside). The record: bench/records/newfrontiers-hard.txt, its games as JSON
lines beside it (newfrontiers-hard.jsonl).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rftg.compiled import enable, engine_kind

enable()  # the compiled engine, when built (rftg.compiled), as the rftg command runs it

from rftg.core.engine import Game  # noqa: E402
from rftg.core.newfrontiers.setup import NewFrontiersSetup  # noqa: E402
from rftg.solver.newfrontiers.levels import make_player  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def rss_mb() -> float:
    """The resident size of this process now, in MB."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE / 2**20


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95%)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pct(xs: Sequence[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0
    margins: list[int] = field(default_factory=list)
    clock: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    by_kind: Counter[str] = field(default_factory=Counter)
    cpu_by_kind: Counter[str] = field(default_factory=Counter)
    rss_first: list[float] = field(default_factory=list)
    rss_last: list[float] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)

    def add_kind(self, kind: str, cpu: float) -> None:
        self.kinds.append(kind)
        self.by_kind[kind] += 1
        self.cpu_by_kind[kind] += cpu

    def add_raw(self, raw: dict[str, Any]) -> None:
        """One game of a part's JSON lines."""
        self.games += 1
        self.wins += raw["share"]
        self.margins.append(raw["margin"])
        self.clock += raw["clock"]
        for kind, cpu in zip(raw["kinds"], raw["cpu"], strict=True):
            self.cpu.append(cpu)
            self.add_kind(kind, cpu)
        self.rss_first.append(raw["rss"][0])
        self.rss_last.append(raw["rss"][1])


def play(i: int, seed: int, players: int, tally: Tally) -> tuple[str, dict[str, object]]:
    hard_seat = i % players
    setup = NewFrontiersSetup(players=players, seed=seed + i)
    game: Game[object] = Game(setup)
    bots = [make_player("hard" if s == hard_seat else "normal", (seed + i) * 8 + s)
            for s in range(players)]
    rss: list[float] = []
    first = len(tally.cpu)
    while not game.over:
        for d in game.pending():
            bot = bots[d.player]
            if d.player != hard_seat:
                game.choose(d.player, bot.choose(game.observe(d.player)))
                continue
            c0, t0 = time.process_time(), time.perf_counter()
            choice = bot.choose(game.observe(d.player), game.sampler(d.player))
            cpu, clock = time.process_time() - c0, time.perf_counter() - t0
            tally.cpu.append(cpu)
            tally.clock.append(clock)
            tally.add_kind(str(d.kind), cpu)
            game.choose(d.player, choice)
            rss.append(rss_mb())
    scores = [s.total for s in game.scores()]
    won = game.winners()
    share = 1 / len(won) if hard_seat in won else 0.0
    margin = scores[hard_seat] - max(v for s, v in enumerate(scores) if s != hard_seat)
    tally.games += 1
    tally.wins += share
    tally.margins.append(margin)
    tally.rss_first.append(rss[0])
    tally.rss_last.append(rss[-1])
    raw = {"game": i, "seed": seed + i, "players": players, "seat": hard_seat,
           "scores": scores, "share": share, "margin": margin, "rounds": game.state.round,
           "cpu": tally.cpu[first:], "clock": tally.clock[first:],
           "kinds": tally.kinds[first:], "rss": [rss[0], rss[-1]]}
    return (f"game {i} seed {seed + i}: hard seat {hard_seat} scores {scores} "
            f"{'won' if share == 1 else 'shared' if share else 'lost'} margin {margin:+d} "
            f"rounds {game.state.round} rss {rss[0]:.1f}->{rss[-1]:.1f} MB"), raw


def summary(name: str, t: Tally, target: float, peak: bool = True) -> str:
    lo, hi = wilson(t.wins, t.games)
    rate = t.wins / t.games if t.games else 0.0
    verdict = ("met" if lo >= target else "met by the point estimate" if rate >= target
               else "NOT met")
    lines = [
        f"== {name}: {t.games} games, hard won {t.wins:g} = {rate:.1%} "
        f"(Wilson 95%: {lo:.1%} .. {hi:.1%}); target >= {target:.0%}: "
        f"{verdict}",
        f"   mean margin {sum(t.margins) / max(1, len(t.margins)):+.2f} VP",
        f"   hard decisions {len(t.cpu)}: CPU p50 {pct(t.cpu, .5):.3f} s, p95 "
        f"{pct(t.cpu, .95):.3f} s, max {max(t.cpu, default=0):.3f} s; clock p50 "
        f"{pct(t.clock, .5):.3f} s, p95 {pct(t.clock, .95):.3f} s (target p95 <= 1 s)",
        "   CPU mean by decision: " + ", ".join(
            f"{k} {t.cpu_by_kind[k] / n:.3f} s x{n}" for k, n in sorted(t.by_kind.items())),
    ]
    if t.rss_first:
        lines.append(
            f"   memory: first game {t.rss_first[0]:.1f} -> {t.rss_last[0]:.1f} MB, last game "
            f"{t.rss_first[-1]:.1f} -> {t.rss_last[-1]:.1f} MB, largest growth in a game "
            f"{max(b - a for a, b in zip(t.rss_first, t.rss_last, strict=True)):+.1f} MB"
            + (f", peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f} MB"
               if peak else ""))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--series", choices=("two", "four"), default="two")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--every", type=int, default=20)
    ap.add_argument("--part", default="0/1", help="K/N: play the games i with i %% N == K")
    ap.add_argument("--raw", help="append each game as a JSON line to this file")
    ap.add_argument("--merge", nargs="+", help="the summary of parts' JSON lines")
    args = ap.parse_args(argv)
    players, target = (2, 0.80) if args.series == "two" else (4, 0.45)
    name = ("hard vs normal, 2 players" if players == 2
            else "hard at a table of three normal players")
    tally = Tally()
    if args.merge:
        for path in args.merge:
            with open(path) as f:
                for line in f:
                    if line.strip():
                        raw = json.loads(line)
                        if raw["players"] == players:
                            tally.add_raw(raw)
        print(f"# {name}: merged from {', '.join(args.merge)}")
        print(summary(name, tally, target, peak=False), flush=True)
        return 0
    k, n = (int(x) for x in args.part.split("/"))
    print(f"# {name}: games {k}, {k} + {n}, ... below {args.games} from seed {args.seed}, "
          f"pid {os.getpid()}, {engine_kind()} engine", flush=True)
    done = 0
    try:
        for i in range(k, args.games, n):
            line, raw = play(i, args.seed, players, tally)
            print(line, flush=True)
            if args.raw:
                with open(args.raw, "a") as f:
                    f.write(json.dumps(raw) + "\n")
            done += 1
            if done % args.every == 0:
                print(summary(name + " (so far)", tally, target), flush=True)
    except KeyboardInterrupt:
        print("# interrupted", flush=True)
    print(summary(name, tally, target), flush=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        sys.exit(0)
