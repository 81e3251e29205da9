#!/usr/bin/env python3
"""Payment planner benchmark: time per Develop/Settle plan on positions from real games.

    python bench/bench_payment.py [--games 40] [--seed 0] [--workers 1]

The realistic set: every Develop, Settle and payment decision of seat 0 in seeded games of
heuristic players (2-player, the advanced 2-player game, 4-player; base and The Gathering
Storm). Seat 0 follows the planner's recommendations there, so every plan is also replayed
through the engine (an illegal one is counted and reported). Prints the median, p90, p99
and max of the whole ``plan_placement`` call (values, legal ways, model, solve) and of
the CP-SAT solve alone, and how many plans were joint (two placements). Numbers, not
asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from rftg.compiled import enable

enable()  # the compiled engine, when built (rftg.compiled): before anything imports it

from rftg.core.cards import Edition  # noqa: E402
from rftg.core.decisions import IllegalChoice  # noqa: E402
from rftg.core.engine import Game  # noqa: E402
from rftg.core.moves import DecisionKind  # noqa: E402
from rftg.core.observe import observation  # noqa: E402
from rftg.core.race.setup import RaceSetup  # noqa: E402
from rftg.solver.payment import plan_placement  # noqa: E402
from rftg.solver.players.heuristic import HeuristicPlayer  # noqa: E402

KINDS = (DecisionKind.DEVELOP, DecisionKind.SETTLE, DecisionKind.PAYMENT)
SETUPS = [  # (players, advanced, edition)
    (2, False, Edition.BASE), (2, True, Edition.BASE), (4, False, Edition.BASE),
    (2, False, Edition.GS), (3, False, Edition.GS),
]


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games in all (default 40)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1, help="CP-SAT workers (default 1)")
    args = ap.parse_args(argv)

    start = time.perf_counter()
    from ortools.sat.python import cp_model  # noqa: F401  (imported once, not timed)

    print(f"OR-tools import: {(time.perf_counter() - start) * 1000:.0f} ms (once per process)")
    total: list[float] = []
    solve: list[float] = []
    joint = illegal = trivial = 0
    for i in range(args.games):
        n, advanced, edition = SETUPS[i % len(SETUPS)]
        game = Game(RaceSetup(players=n, advanced=advanced, edition=edition,
                              seed=args.seed + i))
        players = [HeuristicPlayer(args.seed * 100 + i * 8 + s) for s in range(n)]
        steps = 0
        while not game.over and steps < 5000:
            steps += 1
            for d in game.pending():
                obs = observation(game, d.player)
                if d.player == 0 and d.kind in KINDS:
                    t = time.perf_counter()
                    plan = plan_placement(obs, workers=args.workers)
                    total.append((time.perf_counter() - t) * 1000)
                    if plan.status == "trivial":
                        trivial += 1
                    else:
                        solve.append(plan.solve_ms)
                    joint += sum(s.card is not None for s in plan.steps) > 1
                    choice = plan.answer(d)
                    try:
                        game.choose(0, choice)
                    except IllegalChoice as exc:
                        illegal += 1
                        print(f"  ILLEGAL in game {i}: {exc}", file=sys.stderr)
                        game.choose(0, players[0].choose(obs))
                else:
                    game.choose(d.player, players[d.player].choose(obs))
    print(f"{len(total)} plans from {args.games} games ({trivial} trivial: nothing to "
          f"place; {joint} joint plans over two placements); {illegal} illegal")
    for name, xs in (("plan_placement", total), ("CP-SAT solve", solve)):
        if xs:
            print(f"  {name:<15} median {statistics.median(xs):6.2f} ms   p90 "
                  f"{pct(xs, 90):6.2f} ms   p99 {pct(xs, 99):6.2f} ms   max "
                  f"{max(xs):6.2f} ms")
    return 1 if illegal else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
