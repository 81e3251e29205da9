"""Benchmark of the computer players: win rates, scores and time per decision.

    .venv/bin/python bench/bench_players.py [--games 200] [--jobs 1] [--seed 0]

Series (not CI; no asserts, targets printed next to the figures):

* 2-player: planner vs random (target >= 99% wins), planner vs heuristic (>= 65%),
  heuristic vs random (>= 90%), planner vs heuristic in the advanced 2-player game;
* 4-player mixed tables: planner, heuristic, easy, random, seats rotating.

Seats alternate (rotate at 4 players) so that no player always starts. A shared win counts
1/n. Win rates come with Wilson 95% score intervals. Time per decision is measured around
``choose`` (observation excluded), per player kind, with the percentiles p50 / p95 / max;
the planner's ACTION decisions (the look-ahead) are also shown on their own. Run with
``--jobs 1`` for per-decision times on one core; ``--jobs N`` plays games in N processes.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from rftg.core.decisions import Choice
from rftg.core.observe import Observation
from rftg.core.simulate import play_game
from rftg.core.state import GameSetup
from rftg.solver.players import Player, make_player


@dataclass
class Timed:
    """A player that records how long each ``choose`` takes, by decision kind."""

    inner: Player
    times: list[tuple[str, float]] = field(default_factory=list)

    def choose(self, obs: Observation) -> Choice:
        t0 = time.perf_counter()
        choice = self.inner.choose(obs)
        kind = obs.decision.kind.value if obs.decision else "?"
        self.times.append((kind, time.perf_counter() - t0))
        return choice


@dataclass
class GameResult:
    kinds: tuple[str, ...]  # by seat
    wins: tuple[float, ...]  # by seat: 1, 1/n for a shared win, or 0
    scores: tuple[int, ...]
    times: tuple[tuple[str, str, float], ...]  # (player kind, decision kind, seconds)


def play_one(args: tuple[Sequence[str], int, bool]) -> GameResult:
    kinds, seed, advanced = args
    setup = GameSetup(players=len(kinds), seed=seed, advanced=advanced)
    players = [Timed(make_player(k, seed * 10 + i)) for i, k in enumerate(kinds)]
    game, _ = play_game(setup, players)
    won = game.winners()
    wins = tuple(1 / len(won) if s in won else 0.0 for s in range(len(kinds)))
    times = tuple((k, d, t) for k, p in zip(kinds, players, strict=True) for d, t in p.times)
    return GameResult(tuple(kinds), wins, tuple(s.total for s in game.scores()), times)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def series(kinds: Sequence[str], games: int, seed: int, jobs: int,
           advanced: bool = False) -> list[GameResult]:
    """``games`` games; game i seats the kinds rotated by i (so each kind starts as often)."""
    n = len(kinds)
    tasks = []
    for i in range(games):
        r = i % n
        tasks.append((tuple(kinds[r:]) + tuple(kinds[:r]), seed + i, advanced))
    if jobs <= 1:
        return [play_one(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(play_one, tasks, chunksize=4))


def report(title: str, kinds: Sequence[str], results: list[GameResult],
           targets: dict[str, float] | None = None) -> dict[str, list[float]]:
    n = len(results)
    print(f"\n{title} ({n} games)")
    times: dict[str, list[float]] = {}
    for kind in dict.fromkeys(kinds):
        seats = [(r, s) for r in results for s, k in enumerate(r.kinds) if k == kind]
        per_game = len(seats) / n  # how many seats this kind has at each table
        wins = sum(r.wins[s] for r, s in seats) / per_game
        mean = sum(r.scores[s] for r, s in seats) / len(seats)
        lo, hi = wilson(wins, n)
        target = (targets or {}).get(kind)
        goal = f"  (target >= {target:.0%})" if target is not None else ""
        print(f"  {kind:10s} wins {wins / n:6.1%}  95% CI [{lo:6.1%}, {hi:6.1%}]"
              f"  mean score {mean:5.1f}{goal}")
    for r in results:
        for k, _, t in r.times:
            times.setdefault(k, []).append(t)
    return times


def print_times(times: dict[str, list[float]], action: list[float]) -> None:
    print("\nTime per decision (ms; measured around choose)")
    print(f"  {'player':18s} {'decisions':>9s} {'p50':>7s} {'p95':>7s} {'p99':>7s} {'max':>7s}")
    rows = sorted(times.items())
    if action:
        rows.append(("planner (action)", action))
    for kind, ts in rows:
        ms = [t * 1000 for t in ts]
        print(f"  {kind:18s} {len(ms):9d} {percentile(ms, 0.5):7.2f} {percentile(ms, 0.95):7.2f}"
              f" {percentile(ms, 0.99):7.2f} {max(ms):7.1f}")
    print("  target: planner p95 <= 100 ms on one core")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per 2-player series")
    ap.add_argument("--four", type=int, default=None,
                    help="games of 4-player mixed tables (default: games / 2)")
    ap.add_argument("--jobs", type=int, default=1, help="processes (1: clean timings)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    all_times: dict[str, list[float]] = {}
    action: list[float] = []

    def collect(times: dict[str, list[float]], results: list[GameResult]) -> None:
        for k, ts in times.items():
            all_times.setdefault(k, []).extend(ts)
        action.extend(t for r in results for k, d, t in r.times
                      if k == "planner" and d == "action")

    plan: list[tuple[str, list[str], bool, dict[str, float]]] = [
        ("2 players: planner vs random", ["planner", "random"], False, {"planner": 0.99}),
        ("2 players: planner vs heuristic", ["planner", "heuristic"], False,
         {"planner": 0.65}),
        ("2 players: heuristic vs random", ["heuristic", "random"], False,
         {"heuristic": 0.90}),
        ("advanced 2 players: planner vs heuristic", ["planner", "heuristic"], True, {}),
    ]
    base = args.seed
    for title, kinds, advanced, targets in plan:
        results = series(kinds, args.games, base, args.jobs, advanced)
        collect(report(title, kinds, results, targets), results)
        base += 100_000
    four = args.four if args.four is not None else args.games // 2
    if four:
        for kinds in (["planner", "heuristic", "easy", "random"],
                      ["planner", "heuristic", "heuristic", "heuristic"]):
            results = series(kinds, four, base, args.jobs)
            collect(report(f"4 players: {', '.join(kinds)}", kinds, results), results)
            base += 100_000
    print_times(all_times, action)
    print(f"\n{time.perf_counter() - t0:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
