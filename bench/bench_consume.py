"""Benchmark of the consume planner (CP-SAT) against the exhaustive search.

    .venv/bin/python bench/bench_consume.py [--seed N] [--realistic N] [--stress N]

Realistic set: seeded random positions with 1-7 cards with consume or trade powers, 1-10
goods, 0-6 hand cards and a random bonus. Reports the median and p99 CP-SAT time (model
building included, after a warm-up) and the brute force's on the same positions; the
brute force is time-boxed, and a position it does not finish in the box is counted at the
time Knuth's estimator predicts (its node count times the measured time per node), which
the output says.

Stress set: 15 goods and 12 or more consume powers (14 cards with consume powers). CP-SAT
must answer in under 0.5 s. The brute force cannot finish: it runs for the box to measure
its speed (nodes per second), and its total time is estimated from Knuth's estimate of the
search tree size. Estimates of such huge trees are rough (the estimator is unbiased but
its spread is large); they are printed as estimates.

Targets: realistic median <= 5 ms, p99 <= 25 ms; stress <= 500 ms each. No asserts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from rftg.compiled import enable

enable()  # the compiled engine, when built (rftg.compiled): before anything imports it

from rftg.solver.bruteforce import (  # noqa: E402
    SearchLimit,
    brute_force,
    estimate_nodes,
    random_position,
)
from rftg.solver.consume import ConsumePosition, analyse, plan_consume  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def realistic(rng: random.Random, n: int) -> list[ConsumePosition]:
    return [random_position(rng, rng.randint(1, 7), rng.randint(1, 10), hand=rng.randint(0, 6))
            for _ in range(n)]


def stress(rng: random.Random, n: int) -> list[ConsumePosition]:
    out = []
    while len(out) < n:
        p = random_position(rng, 14, 15, hand=rng.randint(0, 6), trade_powers=False)
        if len(analyse(p).powers) >= 12:
            out.append(p)
    return out


def cpsat_times(positions: list[ConsumePosition]) -> tuple[list[float], int]:
    times, optimal = [], 0
    for p in positions:
        plan = plan_consume(p)
        times.append(plan.solve_ms)
        optimal += plan.status == "optimal"
    return times, optimal


def brute_times(positions: list[ConsumePosition], box: float, probes: int
                ) -> tuple[list[float], int, float]:
    """Brute-force ms per position (estimated where the box ran out), how many were
    estimated, and the measured ms per node."""
    times: list[float] = []
    rates: list[float] = []
    timed_out: list[tuple[int, float]] = []
    for i, p in enumerate(positions):
        t = time.perf_counter()
        try:
            plan = brute_force(p, time_limit=box)
            ms = (time.perf_counter() - t) * 1000
            times.append(ms)
            nodes = int(plan.extra.get("nodes", 0))
            if ms > 50 and nodes:
                rates.append(ms / nodes)
        except SearchLimit as exc:
            rates.append(exc.seconds * 1000 / exc.nodes)
            times.append(float("nan"))
            timed_out.append((i, exc.seconds * 1000 / exc.nodes))
    per_node = statistics.median(rates) if rates else 0.001
    for i, rate in timed_out:
        times[i] = estimate_nodes(positions[i], probes=probes, seed=i) * rate
    return times, len(timed_out), per_node


def fmt(ms: float) -> str:
    if ms < 1000:
        return f"{ms:.2f} ms"
    s = ms / 1000
    if s < 120:
        return f"{s:.1f} s"
    if s < 7200:
        return f"{s / 60:.1f} min"
    if s < 172800:
        return f"{s / 3600:.1f} h"
    return f"{s / 86400:.0f} days"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--realistic", type=int, default=300, help="positions (default 300)")
    ap.add_argument("--stress", type=int, default=20, help="positions (default 20)")
    ap.add_argument("--box", type=float, default=1.0,
                    help="brute-force time box per realistic position, s (default 1)")
    ap.add_argument("--stress-box", type=float, default=5.0,
                    help="brute-force time box per stress position, s (default 5)")
    ap.add_argument("--stress-brute", type=int, default=5,
                    help="stress positions given to the brute force (default 5)")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    real = realistic(rng, args.realistic)
    hard = stress(rng, args.stress)
    for p in realistic(random.Random(args.seed + 1000), 20):  # warm-up (import, caches)
        plan_consume(p)

    print(f"Realistic set: {len(real)} positions, 1-10 goods "
          f"(mean {statistics.mean(len(p.goods) for p in real):.1f}), "
          f"mean {statistics.mean(len(analyse(p).powers) for p in real):.1f} consume powers")
    cp, optimal = cpsat_times(real)
    print(f"  CP-SAT       median {fmt(statistics.median(cp))}, p99 {fmt(percentile(cp, 0.99))}, "
          f"max {fmt(max(cp))}; {optimal}/{len(real)} proved optimal "
          f"(targets: median <= 5 ms, p99 <= 25 ms)")
    bf, estimated, per_node = brute_times(real, args.box, 500)
    print(f"  brute force  median {fmt(statistics.median(bf))}, p99 {fmt(percentile(bf, 0.99))}, "
          f"max {fmt(max(bf))}; {estimated} positions over the {args.box:g} s box counted "
          f"at their estimate ({per_node * 1000:.1f} us/node x Knuth's node estimate)")
    print(f"  ratio brute/CP-SAT: medians {statistics.median(bf) / statistics.median(cp):.2f}x, "
          f"p99 {percentile(bf, 0.99) / percentile(cp, 0.99):.1f}x, "
          f"totals {sum(bf) / sum(cp):.1f}x")

    print(f"\nStress set: {len(hard)} positions, 15 goods, "
          f"{min(len(analyse(p).powers) for p in hard)}-"
          f"{max(len(analyse(p).powers) for p in hard)} consume powers")
    cp, optimal = cpsat_times(hard)
    over = sum(1 for t in cp if t > 500)
    print(f"  CP-SAT       median {fmt(statistics.median(cp))}, max {fmt(max(cp))}; "
          f"{optimal}/{len(hard)} proved optimal; {over} over the 0.5 s target")
    sample = hard[: args.stress_brute]
    bf, estimated, per_node = brute_times(sample, args.stress_box, 2000)
    done = len(sample) - estimated
    print(f"  brute force  {done} of {len(sample)} finished in the {args.stress_box:g} s box; "
          f"measured {per_node * 1000:.1f} us/node")
    print(f"  ESTIMATED brute-force time (Knuth's estimator, 2000 probes, x measured speed): "
          f"median {fmt(statistics.median(bf))}, min {fmt(min(bf))}, max {fmt(max(bf))}")
    cp_sample = cp[: len(sample)]
    print(f"  ESTIMATED ratio brute/CP-SAT on these {len(sample)}: median "
          f"{statistics.median(b / c for b, c in zip(bf, cp_sample, strict=True)):.3g}x "
          f"(lower bound from the box alone: >= "
          f"{args.stress_box * 1000 / statistics.median(cp_sample):.0f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
