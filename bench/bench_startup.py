#!/usr/bin/env python3
"""Startup benchmark: time from a fresh Python process to the first screen drawn.

    python bench/bench_startup.py [--runs 5]

Target (issue 7): the first screen within 1.5 s of launch, OR-tools imported lazily (the
script checks that it is not imported by then).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile

CHILD = r"""
import time, sys, asyncio, os
t0 = time.perf_counter()
from rftg.compiled import enable
enable()  # as the rftg command does (rftg.__main__)
from rftg.tui.app import RftgApp
from rftg.tui.screens.new_game import NewGameScreen

async def main():
    app = RftgApp(seed=1)
    async with app.run_test(size=(100, 32)) as pilot:
        while not isinstance(app.screen, NewGameScreen):
            await pilot.pause()
        await pilot.pause()
        print(time.perf_counter() - t0, "ortools" in sys.modules)

asyncio.run(main())
"""


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    times = []
    lazy = True
    with tempfile.TemporaryDirectory() as home:
        for _ in range(args.runs):
            out = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                                 env={"RFTG_HOME": home, "PATH": "", "TERM": "xterm"},
                                 check=True).stdout.split()
            times.append(float(out[0]))
            lazy = lazy and out[1] == "False"
    print(f"first screen after launch: median {statistics.median(times):.2f} s, "
          f"max {max(times):.2f} s over {args.runs} runs (target <= 1.5 s: "
          f"{'met' if max(times) <= 1.5 else 'NOT met'}); OR-tools imported at start: "
          f"{'no' if lazy else 'YES'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
