"""Memory over a game against hard players: resident memory after every round.

    .venv/bin/python bench/bench_memory.py [--games 2] [--players 4] [--seed 0]

Plays like the TUI: a fresh computer player per decision (``make_player``, seeded by the
position), the hard level at every seat but seat 0, which takes the hints. Prints the
resident set size (RSS, MiB) at the start of each round and the growth per round after
round 3 (target: flat, i.e. well under 0.5 MiB a round). Not CI.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rftg.compiled import enable

enable()  # the compiled engine, when built (rftg.compiled): before anything imports it

from rftg.core.engine import Game  # noqa: E402
from rftg.core.observe import observation  # noqa: E402
from rftg.core.race.setup import RaceSetup  # noqa: E402
from rftg.solver.players import make_player  # noqa: E402


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    for g in range(args.games):
        game = Game(RaceSetup(players=args.players, seed=args.seed + g))
        marks: list[float] = []
        seen = 0
        while not game.over:
            if game.state.round != seen:
                seen = game.state.round
                marks.append(rss_mib())
            for d in game.pending():
                kind = "hints" if d.player == 0 else "hard"
                player = make_player(kind, len(game.choices) * 7 + d.player)
                game.choose(d.player, player.choose(observation(game, d.player),
                                                    game.sampler(d.player)))
        marks.append(rss_mib())
        grow = (marks[-1] - marks[2]) / max(1, len(marks) - 3) if len(marks) > 3 else 0.0
        print(f"game {g}: {len(marks) - 1} rounds, RSS MiB by round: "
              + " ".join(f"{m:.0f}" for m in marks)
              + f"; growth after round 3: {grow:+.2f} MiB a round", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
