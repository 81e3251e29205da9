"""Benchmark of the hints' estimates: the final margin a hint states against the margin the
game ended with.

    .venv/bin/python bench/bench_estimates.py [--games 200] [--opponent hard] [--jobs 1]
        [--seed 0] [--players 2] [--budget 40x1] [--every 25] [--records FILE]
    .venv/bin/python bench/bench_estimates.py --from-records FILE

Game i (seed ``--seed + i``, seats alternating) seats a player who takes every hint and
``--opponent`` players. Every hint that states a final margin (the searched decisions:
the action, Develop, Settle, Explore keep; ``Hint.estimate``) is kept with the margin the
hinted player's game ended with (its final score minus the best other). Printed: the mean
absolute error of the stated margin, and the share of the outcomes inside the stated
range ("4 games in 5 end between ..."), over all hints, by stage of the game, and per
game (the share of each game's hints whose range holds its outcome, averaged). The range
is honest when at least 80% of the outcomes lie inside it. No asserts, not CI.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.solver.hints import hint
from rftg.solver.learned.models import at_round
from rftg.solver.players import make_player
from rftg.solver.players.hard import Budget
from rftg.solver.players.learned import RANGE_SCALE, SPREAD_FLOOR, Z80

if TYPE_CHECKING:
    from rftg.core.state import RaceGame

TARGET = 0.80


@dataclass(frozen=True)
class Stated:
    round: int
    mean: float
    low: float
    high: float


@dataclass(frozen=True)
class Played:
    stated: tuple[Stated, ...]
    margin: float  # the hinted seat's final score minus the best other


def play_one(args: tuple[int, int, str, Budget]) -> Played:
    seed, players, opponent, budget = args
    setup = RaceSetup(players=players, seed=seed)
    me = seed % players
    others = {s: make_player(opponent, seed * 10 + s) for s in range(players) if s != me}
    game: RaceGame = Game(setup)
    stated: list[Stated] = []
    while not game.over:
        for d in game.pending():
            obs = observation(game, d.player)
            if d.player == me:
                h = hint(obs, budget, sampler=game.sampler(me))
                if h.estimate is not None:
                    mean, low, high = h.estimate
                    stated.append(Stated(obs.round, mean, low, high))
                choice = h.choice
            else:
                other = others[d.player]
                choice = other.choose(obs, game.sampler(d.player) if other.looks_ahead
                                      else None)
            game.choose(d.player, choice, trusted=True)
    scores = [s.total for s in game.scores()]
    margin = scores[me] - max(s for i, s in enumerate(scores) if i != me)
    return Played(tuple(stated), float(margin))


def needed_scale(pairs: Sequence[tuple[Stated, float]]) -> float:
    """By how much every stated range (about its mean) would have to widen, or narrow, to
    hold ``TARGET`` of the outcomes: the ``TARGET`` quantile of each outcome's distance
    from the stated mean in half-widths of its range."""
    ratios = sorted(abs(m - s.mean) / max((s.high - s.low) / 2, 1e-9) for s, m in pairs)
    return ratios[min(len(ratios) - 1, math.ceil(TARGET * len(ratios)) - 1)]


def report(results: Sequence[Played]) -> None:
    pairs = [(s, r.margin) for r in results for s in r.stated]
    if not pairs:
        print("no hint stated a final margin")
        return
    err = sum(abs(s.mean - m) for s, m in pairs) / len(pairs)
    inside = sum(s.low <= m <= s.high for s, m in pairs) / len(pairs)
    width = sum(s.high - s.low for s, _ in pairs) / len(pairs)
    scale = needed_scale(pairs)
    print(f"{len(pairs)} hints stated a final margin in {len(results)} games")
    print(f"  mean absolute error of the stated margin: {err:.2f} VP"
          f" (mean signed error {sum(s.mean - m for s, m in pairs) / len(pairs):+.2f} VP)")
    print(f"  outcomes inside the stated range: {inside:.1%} (target >= {TARGET:.0%});"
          f" mean width of the range {width:.1f} VP")
    print(f"  the range would hold {TARGET:.0%} of the outcomes if it were {scale:.2f} times"
          f" as wide (RANGE_SCALE in solver/players/learned.py, now {RANGE_SCALE:.2f})")
    for lo, hi, label in ((1, 4, "rounds 1-4"), (5, 8, "rounds 5-8"),
                          (9, 99, "rounds 9 and later")):
        part = [(s, m) for s, m in pairs if lo <= s.round <= hi]
        if part:
            e = sum(abs(s.mean - m) for s, m in part) / len(part)
            c = sum(s.low <= m <= s.high for s, m in part) / len(part)
            print(f"    {label:18s} {len(part):5d} hints: error {e:5.2f} VP, inside {c:6.1%}")
    per_game = [sum(s.low <= r.margin <= s.high for s in r.stated) / len(r.stated)
                for r in results if r.stated]
    print(f"  per game (the share of its hints whose range holds the outcome), averaged:"
          f" {sum(per_game) / len(per_game):.1%} over {len(per_game)} games")


def from_records(path: str, played_at: float = 0.0, generation: int = 0) -> int:
    """The figures of the games a ``--records`` file holds (each game's hints together).
    ``played_at`` (the RANGE_SCALE the games were played with, then without a floor, one
    round played out): each range restated as it is stated today (RANGE_SCALE and
    SPREAD_FLOOR now), from its play-outs' part of the spread, which the recorded width
    gives once the evaluation's part (generation ``generation``'s held-out error by round,
    from content/weights/base-2.toml) is taken out."""
    games: dict[int, tuple[list[Stated], float]] = {}
    sd = _sd_by_round(generation) if played_at else []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                stated, _ = games.setdefault(r["seed"], ([], r["margin"]))
                st = Stated(r["round"], r["mean"], r["low"], r["high"])
                stated.append(_restated(st, played_at, sd) if played_at else st)
    results = [Played(tuple(st), m) for st, m in games.values()]
    seeds = sorted(games)
    print(f"{path}: {len(results)} games"
          + (f", seeds {seeds[0]}..{seeds[-1]}" if seeds else "")
          + (f"; ranges played at {played_at:.2f}, restated as today's (RANGE_SCALE "
             f"{RANGE_SCALE:.2f}, SPREAD_FLOOR {SPREAD_FLOOR:.1f} VP)" if played_at else ""))
    if results:
        report(results)
    return 0


def _sd_by_round(generation: int) -> list[float]:
    import tomllib

    path = Path(__file__).resolve().parents[1] / "content" / "weights" / "base-2.toml"
    with path.open("rb") as f:
        gens = tomllib.load(f)["generations"]
    gen = next(g for g in gens if g["generation"] == generation)
    return [float(x) for x in gen["held_out_margin_sd_by_round"]]


def _restated(st: Stated, played_at: float, sd: Sequence[float]) -> Stated:
    evaluation = at_round(sd, st.round + 1)
    half = (st.high - st.low) / 2
    own = max(0.0, (half / (Z80 * played_at)) ** 2 - evaluation ** 2)
    now = Z80 * RANGE_SCALE * math.sqrt(own + max(evaluation, SPREAD_FLOOR) ** 2)
    return Stated(st.round, st.mean, st.mean - now, st.mean + now)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--opponent", default="hard", help="the other seats' player kind")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--budget", default="", help="the hints' search, SAMPLESxROUNDS")
    ap.add_argument("--records", default="",
                    help="also write each stated margin with the outcome to FILE (JSON lines:"
                         " seed, round, mean, low, high, margin), to calibrate again")
    ap.add_argument("--every", type=int, default=25,
                    help="print the figures so far every N games (0: only at the end)")
    ap.add_argument("--from-records", default="", metavar="FILE",
                    help="no games: the figures of a --records file (a run stopped early)")
    ap.add_argument("--played-at", type=float, default=0.0, metavar="SCALE",
                    help="with --from-records: the RANGE_SCALE the games were played with;"
                         " the ranges are restated as today's")
    ap.add_argument("--generation", type=int, default=1,
                    help="with --played-at: the generation of base-2 the games were played"
                         " with")
    args = ap.parse_args(argv)
    if args.from_records:
        return from_records(args.from_records, args.played_at, args.generation)
    from rftg.solver.players.learned import LEARNED_BUDGET

    budget = LEARNED_BUDGET
    if args.budget:
        samples, rounds = (int(x) for x in args.budget.split("x"))
        budget = Budget(samples=samples, rounds=rounds, candidates=budget.candidates)
    tasks = [(args.seed + i, args.players, args.opponent, budget) for i in range(args.games)]
    t0 = time.perf_counter()
    head = (f"{args.players}-player games, hints against {args.opponent}, seeds "
            f"{args.seed}..{args.seed + args.games - 1}")
    print(head, flush=True)
    results: list[Played] = []
    out = open(args.records, "w", encoding="utf-8") if args.records else None  # noqa: SIM115
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        played = pool.map(play_one, tasks) if pool is not None else map(play_one, tasks)
        for seed, r in zip((t[0] for t in tasks), played, strict=False):
            results.append(r)
            if out is not None:
                for st in r.stated:
                    out.write(json.dumps(dict(seed=seed, round=st.round, mean=st.mean,
                                              low=st.low, high=st.high, margin=r.margin))
                              + "\n")
                out.flush()
            if args.every and len(results) % args.every == 0 and len(results) < len(tasks):
                print(f"\nafter {len(results)} games ({time.perf_counter() - t0:.0f} s):")
                report(results)
                sys.stdout.flush()
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
        if out is not None:
            out.close()
    print(f"\n{head}: all {len(results)} games")
    report(results)
    print(f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
