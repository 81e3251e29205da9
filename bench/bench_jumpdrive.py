"""Benchmark of the Jump Drive computer players: win rates, scores and time per decision.

    .venv/bin/python bench/bench_jumpdrive.py [--games 200] [--series hard:normal,...]
        [--jobs 1] [--seed 0]

A series is the player kinds at the table, the subject first (``hard:normal``: the hard
player against the normal one; ``normal:easy``; ``hard:normal:normal`` three players).
Game i has seed ``--seed + i`` and the seats rotated by i, so each kind starts as often;
the figures depend on games, not on time. Default: hard:normal, normal:easy, easy:random.

For the subject: wins (a shared win counts 1/n) with the Wilson 95% interval, mean score
against the others', mean margin (its score minus the best other score). Time per
decision is measured around ``choose`` (``bench_players.Timed``), per player kind and
decision kind (action: the choice of the round), p50 / p95 / max;
run with ``--jobs 1`` for clean timings on one core.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from rftg.compiled import enable

enable()  # the compiled engine, when built (rftg.compiled): before anything imports it

from bench_players import GameResult, Timed, print_times, summarize  # noqa: E402

from rftg.core.engine import Game  # noqa: E402
from rftg.core.jumpdrive.setup import JumpDriveSetup  # noqa: E402
from rftg.solver.jumpdrive.levels import make_jd_player  # noqa: E402

DEFAULT_SERIES = ("hard:normal", "normal:easy", "easy:random")


def play_one(args: tuple[Sequence[str], int]) -> GameResult:
    kinds, seed = args
    game = Game(JumpDriveSetup(players=len(kinds), seed=seed))
    players = [Timed(make_jd_player(k, seed * 10 + i))  # type: ignore[arg-type]
               for i, k in enumerate(kinds)]
    while not game.over:
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(game.observe(d.player)))
    won = game.winners()
    wins = tuple(1 / len(won) if s in won else 0.0 for s in range(len(kinds)))
    # (player kind, *what Timed records: decision kind, seconds, ...)
    times = tuple((k, *x) for k, p in zip(kinds, players, strict=True) for x in p.times)
    return GameResult(tuple(kinds), wins, tuple(s.total for s in game.scores()), times)


def series(kinds: Sequence[str], games: int, seed: int, jobs: int) -> list[GameResult]:
    n = len(kinds)
    tasks = [(tuple(kinds[i % n:]) + tuple(kinds[:i % n]), seed + i) for i in range(games)]
    if jobs <= 1:
        return [play_one(t) for t in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(play_one, tasks, chunksize=2))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per series")
    ap.add_argument("--series", default=",".join(DEFAULT_SERIES),
                    help="comma-separated tables, subject first")
    ap.add_argument("--jobs", type=int, default=1, help="processes (1: clean timings)")
    ap.add_argument("--seed", type=int, default=0, help="seed of each series' first game")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    every: list[GameResult] = []
    for spec in args.series.split(","):
        kinds = spec.split(":")
        results = series(kinds, args.games, args.seed, args.jobs)
        s = summarize(kinds[0], results)
        print(f"\nJump Drive, {len(kinds)} players: {' vs '.join(kinds)} ({s.games} games)")
        print(f"  {kinds[0]} wins {s.wins / s.games:6.1%}  95% CI [{s.low:6.1%}, "
              f"{s.high:6.1%}]  mean score {s.mean_score:5.1f} vs others' {s.others:5.1f}"
              f"  mean margin {s.mean_margin:+5.1f}", flush=True)
        every.extend(results)
    print_times(every)
    print("  (Jump Drive's hard player: JdBudget.at_table, samples * 2 / players at 3-4 "
          "players; target: a 2-player choice of the round p95 about 1 s; the target line "
          "above is the base game's)")
    print(f"\n{time.perf_counter() - t0:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
