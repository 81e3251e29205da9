#!/usr/bin/env python3
"""Engine benchmark: random games per second and save/load (replay) time, side by side with
a baseline version of rftg on the same machine, with the ratios.

    python bench/bench_engine.py [--games 2000] [--players 4] [--baseline e9d6ce3]
                                 [--no-baseline] [--no-compiled] [--default-gc] [--profile]
                                 [--instructions [GAMES]]

This version is measured twice: with the compiled engine (``rftg.compiled``; built first
when it is missing or stale, as dev.py does) and with the pure-Python one (RFTG_PURE=1).
Each version runs as its app runs: this one with its collector setting
(``rftg.runtime.tune_collector``, which ``rftg`` applies first); ``--default-gc`` measures
this version with Python's default setting instead (the baseline has none of its own).

The baseline (default: e9d6ce3, the engine before the rules kernel of issue 10) is checked
out with ``git worktree`` into build/baseline-<commit> and run in a subprocess with the same
workload, one after the other, alternating, so both see the same machine. A baseline that
has a compiled engine (tools/build_engine.py) is built with its own tool and measured
compiled and pure too, and each engine of this version is compared with the same engine of
the baseline; an older baseline runs pure, and both engines are compared with it. Time is
CPU time of the process (``time.process_time``), so other jobs on the machine disturb it
less. Targets (issue 10, printed against the default baseline): random 4-player base games
at least 5x the baseline; loading a finished game's save at least 3x faster. A C engine
(Keldon's) plays about 4,000 games a second on this kind of machine: that ratio is
printed too. Numbers, not asserts.

``--instructions``: on a shared machine CPU time is noisy (other jobs share the caches), so
this counts the machine instructions each engine executes per game instead, under
valgrind's callgrind (installed separately; slow, about 50x): the same games, warmed up by
one game first, the count of a run without them subtracted. The count does not depend on
the load, so its ratio is the figure to compare on a busy machine.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import re
import shutil
import statistics
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
C_ENGINE_GAMES_PER_SECOND = 4000
DEFAULT_BASELINE = "e9d6ce3"  # the engine before the rules kernel (issue 10's targets)
FOLDERS = ("core", "content", "solver", "tutor", "tui")

# Runs in the measured tree (this one or the baseline): only the API both versions share.
WORKLOAD = textwrap.dedent("""
    import json, statistics, sys, tempfile, time
    from pathlib import Path
    try:  # the compiled engine, switched on as the rftg command does, where the version can
        from rftg.compiled import enable
    except ImportError:  # (before, each engine package switched it on itself)
        pass
    else:
        enable()
    from rftg.core.save import load, save
    from rftg.core.simulate import play_game, simulate
    try:  # the setup of a game of Race for the Galaxy, by the name each version gives it
        from rftg.core.race.setup import RaceSetup
    except ImportError:
        from rftg.core.state import GameSetup as RaceSetup
    from rftg.solver.players.random import RandomPlayer

    games, players, seed, loads = (int(a) for a in sys.argv[1:5])
    try:  # run as the app runs (rftg.runtime), where the version has a setting
        from rftg.runtime import tune_collector
    except ImportError:
        pass
    else:
        import os
        if not os.environ.get("RFTG_BENCH_DEFAULT_GC"):
            tune_collector()

    def setup(i):
        return RaceSetup(players=players, seed=seed + i)

    def chooser(i):
        return [RandomPlayer((seed + i) * 16 + s) for s in range(players)]

    t0 = time.process_time()
    result = simulate(setup, chooser, games).to_json()
    seconds = time.process_time() - t0
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        for i in range(loads):
            game = play_game(setup(i), chooser(i))[0]
            save(game, path)
            t1 = time.process_time()
            load(path)
            times.append((time.process_time() - t1) * 1000)
    try:
        from rftg.compiled import engine_kind
        kind = engine_kind()
    except ImportError:  # a version from before the compiled engine
        kind = "pure"
    print(json.dumps({"kind": kind, "games_per_second": games / seconds,
                      "completed": result["completed"],
                      "errors": result["errors"], "decisions": result["decisions"],
                      "seconds": seconds, "load_ms": statistics.median(times),
                      "load_max_ms": max(times), "digest": result["digest"]}))
""")


# Runs under callgrind in the measured tree: one warm-up game (card data, caches), then GAMES.
COUNTED = textwrap.dedent("""
    import sys
    try:
        from rftg.compiled import enable
    except ImportError:
        pass
    else:
        enable()
    from rftg.core.simulate import simulate
    try:
        from rftg.core.race.setup import RaceSetup
    except ImportError:
        from rftg.core.state import GameSetup as RaceSetup
    from rftg.solver.players.random import RandomPlayer
    try:
        from rftg.runtime import tune_collector
    except ImportError:
        pass
    else:
        tune_collector()
    games, players, seed = (int(a) for a in sys.argv[1:4])
    def setup(i):
        return RaceSetup(players=players, seed=seed + i)
    def chooser(i):
        return [RandomPlayer((seed + i) * 16 + s) for s in range(players)]
    simulate(lambda i: setup(10_000 + i), lambda i: chooser(10_000 + i), 1)
    if games:
        simulate(setup, chooser, games)
""")


def instructions(tree: Path | None, games: int, players: int, seed: int,
                 pure: bool) -> float:
    """Machine instructions per game (callgrind's count with ``games`` games less the count
    without them)."""
    env = {k: v for k, v in os.environ.items() if k != "RFTG_PURE"}
    env["PYTHONHASHSEED"] = "0"  # the same set orders in every run
    if pure:
        env["RFTG_PURE"] = "1"
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    counts = []
    for n in (0, games):
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              sys.executable, "-c", COUNTED, str(n), str(players), str(seed)],
                             env=env, cwd=tree or ROOT, check=True, capture_output=True,
                             text=True)
        found = re.search(r"Collected\s*:\s*(\d+)", out.stderr)
        if found is None:
            raise RuntimeError("callgrind printed no count:\n" + out.stderr[-2000:])
        counts.append(int(found.group(1)))
    return (counts[1] - counts[0]) / games


def count_instructions(args: argparse.Namespace, base: Path | None,
                       kinds: list[str], base_kinds: list[str]) -> int:
    if shutil.which("valgrind") is None:
        print("--instructions needs valgrind (callgrind); it is not installed")
        return 2
    games = args.instructions
    print(f"machine instructions per random {args.players}-player base game (callgrind, "
          f"{games} games after one warm-up game; lower is faster):")
    for kind in kinds:
        ours = instructions(None, games, args.players, args.seed, pure=kind == "pure")
        line = f"  this version, {kind} engine: {ours / 1e6:.1f} million"
        if base is not None:
            against = kind if kind in base_kinds else "pure"
            theirs = instructions(base, games, args.players, args.seed,
                                  pure=against == "pure")
            line += (f"; baseline {args.baseline}, {against} engine: {theirs / 1e6:.1f} "
                     f"million; speed-up {theirs / ours:.2f}x")
        print(line, flush=True)
    return 0


def baseline_tree(commit: str) -> Path:
    """An importable tree of ``commit``: build/baseline-<commit>/pkg/rftg/{core,...}."""
    wt = ROOT / "build" / f"baseline-{commit}"
    if not wt.exists():
        subprocess.run(["git", "worktree", "add", "--detach", "-f", str(wt), commit],
                       cwd=ROOT, check=True, capture_output=True)
    pkg = wt / "pkg" / "rftg"
    pkg.mkdir(parents=True, exist_ok=True)
    for p in (wt / "rftg").iterdir():
        link = pkg / p.name
        if not link.exists():
            link.symlink_to(p)
    for name in FOLDERS:
        link = pkg / name
        if not link.exists():
            link.symlink_to(wt / name, target_is_directory=True)
    return wt / "pkg"


def run(tree: Path | None, games: int, players: int, seed: int, loads: int,
        pure: bool = False, default_gc: bool = False) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("RFTG_PURE", "RFTG_BENCH_DEFAULT_GC")}
    if pure:
        env["RFTG_PURE"] = "1"
    if default_gc:
        env["RFTG_BENCH_DEFAULT_GC"] = "1"
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    out = subprocess.run([sys.executable, "-c", WORKLOAD, str(games), str(players), str(seed),
                          str(loads)], env=env, cwd=tree or ROOT, check=True,
                         capture_output=True, text=True)
    data: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return data


def compiled_engine(root: Path = ROOT) -> bool:
    """Build the compiled engine of the tree at ``root`` if it is missing or stale, as
    dev.py does (the build tool says what it does, and why it failed); whether it can be
    measured. A tree from before the compiled engine has no build tool: False."""
    tool = root / "tools" / "build_engine.py"
    if not tool.exists():
        return False
    build = subprocess.run([sys.executable, str(tool), "--quiet"], cwd=root)
    return build.returncode == 0


def _runs(runs: list[dict[str, Any]]) -> str:
    return ", ".join(f"{x['games_per_second']:.1f}" for x in runs)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--loads", type=int, default=20, help="saves of finished games to load")
    ap.add_argument("--rounds", type=int, default=3, help="alternating runs of each version")
    ap.add_argument("--baseline", default=DEFAULT_BASELINE, help="git commit to compare with")
    ap.add_argument("--no-baseline", action="store_true")
    ap.add_argument("--no-compiled", action="store_true",
                    help="measure only the pure-Python engine of this version")
    ap.add_argument("--default-gc", action="store_true",
                    help="run this version with Python's default collector setting")
    ap.add_argument("--profile", action="store_true",
                    help="print where the time goes (with RFTG_PURE=1: inside the engine)")
    ap.add_argument("--instructions", type=int, nargs="?", const=8, default=0,
                    metavar="GAMES", help="count machine instructions per game under "
                    "valgrind instead of CPU time (default 8 games): load-independent")
    args = ap.parse_args(argv)

    if args.profile:
        from rftg.compiled import enable

        enable()  # as the app runs; the profile then sees the compiled engine as one call
        from rftg.core.race.setup import RaceSetup
        from rftg.core.simulate import simulate
        from rftg.solver.players.random import RandomPlayer

        prof = cProfile.Profile()
        prof.enable()
        simulate(lambda i: RaceSetup(players=args.players, seed=args.seed + i),
                 lambda i: [RandomPlayer(i * 16 + s) for s in range(args.players)],
                 args.games)
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(25)
        print(out.getvalue())
        return 0

    base = None if args.no_baseline else baseline_tree(args.baseline)
    kinds = ["pure"] if args.no_compiled or not compiled_engine() else ["compiled", "pure"]
    # the baseline's engines: each of this version's is compared with the same kind there
    base_kinds = ["pure"]
    if base is not None and "compiled" in kinds and compiled_engine(base.parent):
        base_kinds = ["compiled", "pure"]
    if args.instructions:
        return count_instructions(args, base, kinds, base_kinds)
    runs: dict[str, list[dict[str, Any]]] = {k: [] for k in kinds}
    base_by_kind: dict[str, list[dict[str, Any]]] = {k: [] for k in base_kinds}
    for _ in range(args.rounds):
        for kind in kinds:
            runs[kind].append(run(None, args.games, args.players, args.seed, args.loads,
                                  pure=kind == "pure", default_gc=args.default_gc))
            if base is not None and kind in base_kinds:
                base_by_kind[kind].append(run(base, args.games, args.players, args.seed,
                                              args.loads, pure=kind == "pure"))
    base_runs = base_by_kind["pure"]

    def best(runs: list[dict[str, Any]], key: str, high: bool = True) -> float:
        values = [float(r[key]) for r in runs]
        return max(values) if high else min(values)

    r = runs["pure"][-1]
    print(f"random {args.players}-player base games ({args.games} per run, best of "
          f"{args.rounds}, CPU time): {r['completed']}/{args.games} completed, "
          f"{r['errors']} errors; this version with "
          f"{'Python' if args.default_gc else 'its own'} collector setting")
    for kind in kinds:
        now = runs[kind]
        if any(x["kind"] != kind for x in now):
            print(f"  this version, {kind} engine: NOT measured (the runs used "
                  f"{now[-1]['kind']})")
            continue
        gps = best(now, "games_per_second")
        load = best(now, "load_ms", high=False)
        print(f"  this version, {kind} engine: {gps:.1f} games/s (runs: {_runs(now)}); "
              f"ratio to a C engine (~{C_ENGINE_GAMES_PER_SECOND}/s): 1 : "
              f"{C_ENGINE_GAMES_PER_SECOND / gps:.0f}; load (replay) of a finished game's "
              f"save: median {load:.1f} ms")
        against = base_by_kind.get(kind, base_runs)
        if against:
            bgps = best(against, "games_per_second")
            bload = best(against, "load_ms", high=False)
            targets = args.baseline == DEFAULT_BASELINE  # issue 10's, against its engine
            print(f"    speed-up over the baseline's {against[-1]['kind']} engine: games "
                  f"{gps / bgps:.2f}x"
                  + (f" (target >= 5x: {'met' if gps / bgps >= 5 else 'NOT met'})"
                     if targets else "")
                  + f"; load {bload / load:.2f}x"
                  + (f" (target >= 3x: {'met' if bload / load >= 3 else 'NOT met'})"
                     if targets else ""))
        if now[-1]["digest"] != r["digest"]:
            print(f"    DIFFERENT GAMES from the pure-Python engine: {now[-1]['digest']}")
    for kind, against in base_by_kind.items():
        if not against:
            continue
        if any(x["kind"] != kind for x in against):
            print(f"  baseline {args.baseline}, {kind} engine: NOT measured (the runs used "
                  f"{against[-1]['kind']})")
            continue
        print(f"  baseline {args.baseline}, {kind} engine: "
              f"{best(against, 'games_per_second'):.1f} games/s (runs: {_runs(against)}); "
              f"load median {best(against, 'load_ms', high=False):.1f} ms")
    if base_runs:
        same = r["digest"] == base_runs[-1]["digest"]
        print(f"  same games as the baseline (digest): {'yes' if same else 'no'}"
              + ("" if same else " (rule fixes since the baseline change some games: "
                 "febac32, Produce in the player's order)"))
    print(f"  digest {r['digest']}; decisions per game "
          f"{statistics.mean([x['decisions'] for x in runs['pure']]) / args.games:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
