"""Soak of Andromeda (issue 28, item 6) and the hard player's strength and speed (item 3).

The soak: seeded games at 3-5 players between the random and the normal computer
players, every invariant checked after every decision
(``rftg.core.andromeda.checks``), every game replayed from its choices (each checked in
full) to the same digest. Prints the errors and the speed.

    .venv/bin/python bench/bench_andromeda.py [--games 1000] [--seed 0] [--no-replay]

Game i has seed ``--seed + i``, 3 + i % 3 players, and the kinds normal and random in turn
round the table, starting with normal for even i: the figures depend on games, not time.
An error is a game that raised, broke an invariant, did not end in 100 rounds (the games
end in 10-25; a game going on means the players stopped building) or 20,000 decisions, or
replayed to another digest; the first lines of each are printed. The speed: games and
decisions per second of play, of the checks and of the replays, in CPU seconds of one
core (what the machine's load does not change) with the clock seconds beside them.

The hard player (``--hard``): seeded games of one hard player against normal players at
3, 4 and 5 players (``--games`` each; ``--players`` to choose the counts; game i at
every count before game i + 1, so a series stopped early has them all), the hard
player's seat turning round the table (game i: seat i % players). Each game's line says
the share so far with its Wilson interval. At the end it prints its win share
(a shared win counts its share) with a Wilson 95% interval against the targets (at 3
players at least 75%; at 4 and 5 at least twice the fair share), and the time of its
decisions: p50, p95 and the largest, in CPU seconds of one core and in clock seconds
(the machine is shared: the clock is slower under load; target p95 at most 1 s).

    .venv/bin/python bench/bench_andromeda.py --hard --games 100 [--players 3 4 5]

``--samples N`` gives the hard player N deals for every option it searches (its default
depends on the player count: ``hard.DEALS``), ``--candidates K`` the options it searches
(with ``--samples``); ``--games-out FILE`` writes one JSON line
a game (seed, players, the hard player's seat, every seat's final score by part), so that
two players can be compared game by game on the same seeds (``tools/ad_pair.py``).
"""

from __future__ import annotations

import argparse
import json
import math
import signal
import sys
import time
import traceback
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import TextIO

from rftg.core.andromeda.checks import problems
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdState, ad_state
from rftg.core.engine import Game
from rftg.core.save import digest, replay
from rftg.solver.andromeda.hard import AdBudget, AdHardPlayer
from rftg.solver.andromeda.levels import make_ad_player

MAX_DECISIONS = 20_000
MAX_ROUNDS = 100


def check_going(game: Game[AdState], decisions: int) -> None:
    """A game still going after ``MAX_ROUNDS`` rounds or ``MAX_DECISIONS`` decisions is an
    error: the players stopped building."""
    rounds = ad_state(game).round
    if decisions > MAX_DECISIONS or rounds > MAX_ROUNDS:
        raise AssertionError(f"no end after {rounds} rounds ({decisions} decisions)")


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
        check_going(game, n)
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


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share (95% for z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


@dataclass
class HardTally:
    games: int = 0
    wins: float = 0.0
    points: int = 0
    best_other: int = 0
    cpu: list[float] = field(default_factory=list)
    clock: list[float] = field(default_factory=list)
    by_kind: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))


def hard_game(players: int, i: int, seed: int, tally: HardTally,
              budget: AdBudget | None = None, out: TextIO | None = None) -> str:
    """One game of the hard player (seat i % players, searching with ``budget``: its
    default if None) against normal players; its line in ``out`` if given."""
    seat = i % players
    kinds = ["hard" if s == seat else "normal" for s in range(players)]
    setup = AndromedaSetup(players=players, seed=seed)
    seats = [AdHardPlayer(seed * 8 + s, budget) if k == "hard" and budget is not None
             else make_ad_player(k, seed * 8 + s) for s, k in enumerate(kinds)]
    game: Game[AdState] = Game(setup)
    n = 0
    while not game.over:
        for d in game.pending():
            p = seats[d.player]
            t0, c0 = time.perf_counter(), time.process_time()
            sampler = game.sampler(d.player) if p.looks_ahead else None
            choice = p.choose(game.observe(d.player), sampler)
            if d.player == seat:
                cpu = time.process_time() - c0
                tally.cpu.append(cpu)
                tally.clock.append(time.perf_counter() - t0)
                tally.by_kind[str(d.kind)].append(cpu)
            game.choose(d.player, choice, trusted=True)
            n += 1
        check_going(game, n)
    winners = game.winners()
    scores = [s.total for s in game.scores()]
    if out is not None:
        out.write(json.dumps({"game": i, "seed": seed, "players": players, "seat": seat,
                              "winners": winners,
                              "scores": [{"total": s.total, **asdict(s)}
                                         for s in game.scores()]}) + "\n")
        out.flush()
    tally.games += 1
    tally.wins += 1 / len(winners) if seat in winners else 0.0
    tally.points += scores[seat]
    tally.best_other += max(v for s, v in enumerate(scores) if s != seat)
    return (f"game {i} seed {seed} players {players} hard seat {seat}: points {scores}, "
            f"winners {winners}")


def hard_report(players: int, tally: HardTally) -> list[str]:
    n = tally.games
    fair = 1 / players
    target = 0.75 if players == 3 else 2 * fair
    low, high = wilson(tally.wins, n)
    share = tally.wins / max(1, n)
    verdict = ("met" if low >= target else "met by the share, not by the interval"
               if share >= target else "NOT met")
    lines = [f"hard vs normal at {players} players: {n} games, wins {tally.wins:.1f}, "
             f"share {100 * share:.1f}% (Wilson 95%: {100 * low:.1f}-{100 * high:.1f}%), "
             f"fair share {100 * fair:.0f}%, target at least {100 * target:.0f}%: "
             f"{verdict}",
             f"  mean points: hard {tally.points / max(1, n):.1f}, best normal "
             f"{tally.best_other / max(1, n):.1f}"]
    if tally.cpu:
        lines.append(f"  decisions: {len(tally.cpu)}; CPU s p50 {quantile(tally.cpu, .5):.3f}, "
                     f"p95 {quantile(tally.cpu, .95):.3f}, max {max(tally.cpu):.3f}; clock s "
                     f"p50 {quantile(tally.clock, .5):.3f}, p95 {quantile(tally.clock, .95):.3f}"
                     f", max {max(tally.clock):.3f} (target p95 at most 1 s)")
        for k, ts in sorted(tally.by_kind.items()):
            lines.append(f"    {k}: {len(ts)} decisions, CPU s p50 {quantile(ts, .5):.3f}, "
                         f"p95 {quantile(ts, .95):.3f}")
    return lines


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main_hard(games: int, seed: int, counts: Sequence[int], budget: AdBudget | None = None,
              games_out: TextIO | None = None) -> int:
    """The series, the player counts in turn (game i at each count before game i + 1), so
    that a series stopped early has played every count about as often. Each game's line
    says the count's share so far with its Wilson interval. Stopped early (SIGTERM or
    Ctrl+C), it prints the figures of the games completed so far, the game under way left
    out."""
    signal.signal(signal.SIGTERM, _stop)
    errors = 0
    start = time.perf_counter()
    stopped = False
    tallies = {players: HardTally() for players in counts}
    for i in range(games):
        for players in counts:
            tally = tallies[players]
            before = len(tally.cpu), len(tally.clock)
            kinds = {k: len(ts) for k, ts in tally.by_kind.items()}
            try:
                line = hard_game(players, i, seed + i, tally, budget, games_out)
            except KeyboardInterrupt:  # the game under way left out
                del tally.cpu[before[0]:], tally.clock[before[1]:]
                for k, ts in tally.by_kind.items():
                    del ts[kinds.get(k, 0):]
                stopped = True
                break
            except Exception as exc:  # one broken game must not stop the series
                errors += 1
                line = f"game {i} seed {seed + i} players {players}: error {exc!r}"
            cpu = tally.cpu[before[0]:]
            if cpu:
                line += (f"; its {len(cpu)} decisions: CPU s p95 {quantile(cpu, .95):.3f}, "
                         f"max {max(cpu):.3f}")
            low, high = wilson(tally.wins, tally.games)
            line += (f"; so far {tally.wins:.1f} of {tally.games} "
                     f"({100 * tally.wins / max(1, tally.games):.1f}%, Wilson 95% "
                     f"{100 * low:.1f}-{100 * high:.1f}%), {time.perf_counter() - start:.0f} s")
            print(line, file=sys.stderr, flush=True)
        if stopped:
            break
    out: list[str] = []
    for players in counts:
        out += hard_report(players, tallies[players])
        if stopped:
            out.append(f"(stopped early: {tallies[players].games} of {games} games at "
                       f"{players} players completed)")
    print(f"Andromeda hard player: {errors} errors, {time.perf_counter() - start:.0f} s")
    print("\n".join(out))
    return 1 if errors else 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-replay", action="store_true")
    ap.add_argument("--hard", action="store_true",
                    help="the hard player against normal players (strength and speed)")
    ap.add_argument("--players", type=int, nargs="+", default=[3, 4, 5])
    ap.add_argument("--samples", type=int, default=None,
                    help="the hard player's deals for each option (default: its own)")
    ap.add_argument("--candidates", type=int, default=None,
                    help="with --samples: the options it searches (default: its own)")
    ap.add_argument("--games-out", default=None,
                    help="write one JSON line a game of the hard player to this file")
    args = ap.parse_args(argv)
    if args.hard:
        budget = None if args.samples is None else AdBudget(
            samples=args.samples, candidates=args.candidates or AdBudget().candidates)
        if args.games_out is None:
            return main_hard(args.games, args.seed, args.players, budget)
        with open(args.games_out, "a", encoding="utf-8") as out:
            return main_hard(args.games, args.seed, args.players, budget, out)
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
