"""New Frontiers soak (issue 27, item 6): seeded games of 2-5 players, goals on and off,
random and normal players; the invariants checked after every decision
(``rftg.core.newfrontiers.invariants``); each game replayed from its setup and moves to the
same state. Prints the errors and the speed.

    nice -n 19 .venv/bin/python bench/bench_newfrontiers.py [--games 1000] [--seed 0]
        [--jobs 1] [--replay-every 1]

Game i: 2 + i % 4 players, goals in every other block of four, seat s a normal player when
i + s is even, else a random one; seed ``--seed + i``. The figures depend on games, not on
time (the speed lines aside).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from rftg.core.engine import Game
from rftg.core.newfrontiers.invariants import problems
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.save import digest, replay
from rftg.solver.newfrontiers.players import make_nf_player


@dataclass(frozen=True)
class Result:
    index: int
    players: int
    goals: bool
    kinds: tuple[str, ...]
    decisions: int
    rounds: int
    ending: str
    wins: tuple[float, ...]
    scores: tuple[int, ...]
    seconds: float
    error: str | None = None


def setup_of(i: int, seed: int) -> tuple[NewFrontiersSetup, tuple[str, ...]]:
    players = 2 + i % 4
    goals = (i // 4) % 2 == 1
    kinds = tuple("normal" if (i + s) % 2 == 0 else "random" for s in range(players))
    return NewFrontiersSetup(players=players, seed=seed + i, goals=goals), kinds


def play_one(task: tuple[int, int, bool]) -> Result:
    i, seed, check_replay = task
    setup, kinds = setup_of(i, seed)
    t0 = time.perf_counter()
    decisions = 0
    try:
        game: Game[object] = Game(setup)
        bots = [make_nf_player(k, (seed + i) * 8 + s) for s, k in enumerate(kinds)]
        while not game.over:
            pending = game.pending()
            if not pending:
                raise RuntimeError("not over, but nobody has a decision")
            for d in pending:
                game.choose(d.player, bots[d.player].choose(game.observe(d.player)))
                decisions += 1
                found = problems(game)
                if found:
                    raise AssertionError(f"after decision {decisions}: {'; '.join(found)}")
            if decisions > 5000:
                raise RuntimeError("no end after 5000 decisions")
        seconds = time.perf_counter() - t0
        if check_replay and digest(replay(setup, list(game.choices))) != digest(game):
            raise AssertionError("the replay differs")
        won = game.winners()
        ending = game.state.ending
        return Result(i, setup.players, setup.goals, kinds, decisions, game.state.round,
                      ending.kind.value if ending is not None else "?",
                      tuple(1 / len(won) if s in won else 0.0 for s in range(len(kinds))),
                      tuple(s.total for s in game.scores()), seconds)
    except Exception as exc:  # a broken game is counted and described, the run goes on
        trace = traceback.format_exc(limit=3)
        return Result(i, setup.players, setup.goals, kinds, decisions, 0, "error", (), (),
                      time.perf_counter() - t0, f"{type(exc).__name__}: {exc}\n{trace}")


def report(results: Sequence[Result], wall: float) -> str:
    done = [r for r in results if r.error is None]
    errors = [r for r in results if r.error is not None]
    lines = [f"New Frontiers soak: {len(results)} games, {len(errors)} errors"]
    for r in errors[:5]:
        lines.append(f"  game {r.index} ({r.players} players, goals {r.goals}): {r.error}")
    if done:
        played = sum(r.seconds for r in done)
        decisions = sum(r.decisions for r in done)
        lines.append(f"time in games {played:.1f} s (wall {wall:.1f} s): "
                     f"{len(done) / played:.2f} games/s, {decisions / played:.0f} decisions/s "
                     "(invariants checked after each)")
        for n in (2, 3, 4, 5):
            rs = [r for r in done if r.players == n]
            if rs:
                lines.append(f"  {n} players: {len(rs)} games, rounds mean "
                             f"{sum(r.rounds for r in rs) / len(rs):.1f} "
                             f"(min {min(r.rounds for r in rs)}, max "
                             f"{max(r.rounds for r in rs)}), decisions mean "
                             f"{sum(r.decisions for r in rs) / len(rs):.0f}, VP mean "
                             f"{sum(sum(r.scores) / n for r in rs) / len(rs):.1f}")
        ends = Counter(r.ending for r in done)
        lines.append("endings: " + ", ".join(f"{k} {v}" for k, v in ends.most_common()))
        for goals in (False, True):
            rs = [r for r in done if r.goals == goals]
            lines.append(f"  goals {'on' if goals else 'off'}: {len(rs)} games")
        wins: Counter[str] = Counter()
        seats: Counter[str] = Counter()
        for r in done:
            for k, w in zip(r.kinds, r.wins, strict=True):
                wins[k] += w
                seats[k] += 1
        lines.append("win share per seat: " + ", ".join(
            f"{k} {wins[k] / seats[k]:.3f}" for k in sorted(seats)))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--replay-every", type=int, default=1,
                    help="replay every n-th game to check it is the same (1: every game)")
    args = ap.parse_args(argv)
    tasks = [(i, args.seed, i % max(1, args.replay_every) == 0) for i in range(args.games)]
    t0 = time.perf_counter()
    if args.jobs <= 1:
        results = [play_one(t) for t in tasks]
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play_one, tasks, chunksize=4))
    print(report(results, time.perf_counter() - t0))
    return 1 if any(r.error for r in results) else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (KeyboardInterrupt, BrokenPipeError):
        sys.exit(130)
