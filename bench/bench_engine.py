#!/usr/bin/env python3
"""Engine benchmark: random games per second, and save/load (replay) time.

    python bench/bench_engine.py [--games 10000] [--players 4] [--profile]

Target (issue 3): at least 100 random 4-player base games per second on one core. A C
engine (Keldon's) plays about 4,000 a second on this kind of machine: the ratio is printed.
Numbers, not asserts: run it before and after a change to the engine.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

from rftg.core.save import load, save
from rftg.core.simulate import play_game, simulate
from rftg.core.state import GameSetup
from rftg.solver.players.random import RandomPlayer

C_ENGINE_GAMES_PER_SECOND = 4000


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", action="store_true", help="print where the time goes")
    args = ap.parse_args(argv)

    def setup(i: int) -> GameSetup:
        return GameSetup(players=args.players, seed=args.seed + i)

    def players(i: int) -> list[RandomPlayer]:
        return [RandomPlayer((args.seed + i) * 16 + s) for s in range(args.players)]

    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    result = simulate(setup, players, args.games)
    if profiler:
        profiler.disable()
    r = result.to_json()
    gps = r["games_per_second"]
    print(f"random {args.players}-player base games: {r['completed']}/{r['games']} completed, "
          f"{r['errors']} errors")
    print(f"  {r['seconds']:.2f} s: {gps:.1f} games/s "
          f"({r['decisions'] / r['seconds']:.0f} decisions/s, {r['rounds_mean']} rounds/game)")
    print(f"  target >= 100 games/s: {'met' if gps >= 100 else 'NOT met'}; "
          f"ratio to a C engine (~{C_ENGINE_GAMES_PER_SECOND}/s): 1 : "
          f"{C_ENGINE_GAMES_PER_SECOND / gps:.0f}")
    print(f"  digest {r['digest']}")

    # save + load (load replays every choice and checks the snapshot)
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        for i in range(20):
            game, _ = play_game(setup(i), players(i))
            save(game, path)
            t0 = time.perf_counter()
            load(path)
            times.append((time.perf_counter() - t0) * 1000)
    print(f"load (replay) of a finished {args.players}-player game: median "
          f"{statistics.median(times):.1f} ms, max {max(times):.1f} ms "
          f"({len(game.choices)} choices in the last one)")

    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(15)
        print(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
