"""High Card on the command line: ``rftg cards --game toy`` and ``rftg simulate --game
toy``."""

from __future__ import annotations

import argparse
from typing import Any

from rftg import headless
from rftg.games import COMMANDS, CliGame
from toygame.core import CARDS, ToySetup
from toygame.solver import make_player


def cards(args: argparse.Namespace) -> int:
    print("High Card: " + ", ".join(str(v) for v in CARDS))
    return 0


def simulate(args: argparse.Namespace) -> int:
    kinds = [k.strip() for k in args.ai.split(",")] * (1 if "," in args.ai else 2)
    problems = headless.seat_problems(kinds, 2) + headless.kind_problems(kinds, make_player)
    if problems:
        return headless.problems_said(problems)

    def players(i: int) -> list[Any]:
        return [make_player(k, args.seed + i * 2 + s) for s, k in enumerate(kinds)]

    return headless.run(args.games, lambda i: ToySetup(players=2, seed=args.seed + i),
                        players, args.json,
                        lambda result: headless.summary(result, kinds, args.games))


def register() -> None:
    COMMANDS.register("toy", CliGame(cards=cards, simulate=simulate))
