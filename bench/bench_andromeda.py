"""Soak of Andromeda (issue 28, item 6): seeded games at 3-5 players between the random and
the normal computer players, every invariant checked after every decision
(``rftg.core.andromeda.checks``), every game replayed from its choices (each checked in
full) to the same digest. Prints the errors and the speed.

    .venv/bin/python bench/bench_andromeda.py [--games 1000] [--seed 0] [--no-replay]

Game i has seed ``--seed + i``, 3 + i % 3 players, and the kinds normal and random in turn
round the table, starting with normal for even i: the figures depend on games, not time.
An error is a game that raised, broke an invariant, did not end in 20,000 decisions, or
replayed to another digest; the first lines of each are printed. The speed: games and
decisions per second of play, of the checks and of the replays, in CPU seconds of one
core (what the machine's load does not change) with the clock seconds beside them.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from rftg.core.andromeda.checks import problems
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdState, ad_state
from rftg.core.engine import Game
from rftg.core.save import digest, replay
from rftg.solver.andromeda.levels import make_ad_player

MAX_DECISIONS = 20_000


def kinds_of(i: int) -> list[str]:
    n = 3 + i % 3
    first = i % 2
    return [("normal", "random")[(first + s) % 2] for s in range(n)]


@dataclass
class Tally:
    games: int = 0
    errors: list[str] = field(default_factory=list)
    decisions: int = 0
    rounds: list[int] = field(default_factory=list)
    play: float = 0.0  # seconds choosing and applying (clock), the checks left out
    play_cpu: float = 0.0  # the same in CPU seconds (what one core spent)
    check: float = 0.0
    check_cpu: float = 0.0
    replay: float = 0.0
    replay_cpu: float = 0.0
    wins: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    seats: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    points: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    per_count: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))


def play_one(i: int, seed: int, tally: Tally, do_replay: bool) -> None:
    kinds = kinds_of(i)
    setup = AndromedaSetup(players=len(kinds), seed=seed)
    seats = [make_ad_player(k, seed * 8 + s) for s, k in enumerate(kinds)]
    t0, c0 = time.perf_counter(), time.process_time()
    game: Game[AdState] = Game(setup)
    check = check_cpu = 0.0
    n = 0
    while not game.over:
        for d in game.pending():
            game.choose(d.player, seats[d.player].choose(game.observe(d.player)),
                        trusted=True)
            n += 1
            t1, c1 = time.perf_counter(), time.process_time()
            found = problems(ad_state(game))
            check += time.perf_counter() - t1
            check_cpu += time.process_time() - c1
            if found:
                raise AssertionError(f"decision {n}: {'; '.join(found)}")
        if n > MAX_DECISIONS:
            raise AssertionError(f"no end after {n} decisions")
    tally.play += time.perf_counter() - t0 - check
    tally.play_cpu += time.process_time() - c0 - check_cpu
    tally.check += check
    tally.check_cpu += check_cpu
    tally.decisions += n
    tally.rounds.append(ad_state(game).round)
    tally.per_count[len(kinds)].append(ad_state(game).round)
    winners = game.winners()
    for s, (k, score) in enumerate(zip(kinds, game.scores(), strict=True)):
        tally.seats[k] += 1
        tally.points[k] += score.total
        if s in winners:
            tally.wins[k] += 1 / len(winners)
    if do_replay:
        t2, c2 = time.perf_counter(), time.process_time()
        again = replay(setup, list(game.choices))
        tally.replay += time.perf_counter() - t2
        tally.replay_cpu += time.process_time() - c2
        if digest(again) != digest(game):
            raise AssertionError("the replay reached another digest")


def report(tally: Tally, seconds: float, do_replay: bool) -> str:
    lines = [f"Andromeda soak: {tally.games} games, {len(tally.errors)} errors, "
             f"{tally.decisions} decisions, {seconds:.1f} s in all"]
    if tally.games:
        mean = sum(tally.rounds) / max(1, len(tally.rounds))
        lines.append(f"  rounds a game: {mean:.1f} mean, "
                     + ", ".join(f"{n} players {sum(r) / len(r):.1f}"
                                 for n, r in sorted(tally.per_count.items())))
        lines.append("  speed (CPU seconds, one core; clock seconds in brackets):")
        lines.append(f"    play: {tally.play_cpu:.1f} s ({tally.play:.1f}), "
                     f"{tally.games / tally.play_cpu:.1f} games/s, "
                     f"{tally.decisions / tally.play_cpu:,.0f} decisions/s")
        lines.append(f"    checks after every decision: {tally.check_cpu:.1f} s "
                     f"({tally.check:.1f}), "
                     f"{1e6 * tally.check_cpu / max(1, tally.decisions):.0f} µs each")
        if do_replay:
            lines.append(f"    replays, every choice checked: {tally.replay_cpu:.1f} s "
                         f"({tally.replay:.1f}), {tally.games / tally.replay_cpu:.1f} games/s")
        for k in sorted(tally.seats):
            share = tally.wins[k] / tally.seats[k]
            lines.append(f"  {k}: {tally.seats[k]} seats, wins {tally.wins[k]:.1f} "
                         f"({100 * share:.1f}% a seat), mean points "
                         f"{tally.points[k] / tally.seats[k]:.1f}")
    lines += [f"  error: {e}" for e in tally.errors[:20]]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-replay", action="store_true")
    args = ap.parse_args(argv)
    tally = Tally()
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        tally.games += 1
        try:
            play_one(i, seed, tally, not args.no_replay)
        except Exception as exc:  # one broken game must not stop the soak
            where = traceback.format_exc(limit=-2).strip().splitlines()
            tally.errors.append(f"game {i} (seed {seed}, {kinds_of(i)}): {exc!r} "
                                f"[{' | '.join(where[-3:])}]")
        if (i + 1) % 100 == 0:
            print(f"... {i + 1} games, {len(tally.errors)} errors", file=sys.stderr,
                  flush=True)
    print(report(tally, time.perf_counter() - start, not args.no_replay))
    return 1 if tally.errors else 0


if __name__ == "__main__":
    sys.exit(main())
