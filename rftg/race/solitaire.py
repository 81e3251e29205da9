"""The command line's part of the solitaire game against the robot (The Gathering Storm):
``rftg simulate --solitaire --robot easy|medium|hard --ai normal``, and where the robot's
numbers come from (``content/robot.toml``, or a copy in the data folder)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from rftg import headless
from rftg.clilang import t
from rftg.core.solitaire.table import DIFFICULTIES, TABLE_FILE, RobotTable, user_table
from rftg.race.owncards import custom_cards_arg


def robot_file() -> Path:
    """Where a user's copy of the robot's numbers lives: robot.toml in the data folder."""
    from rftg.tui.session import data_dir  # Textual-free: the app's one data folder rule

    return data_dir() / TABLE_FILE


def robot_table() -> tuple[RobotTable, str | None]:
    """The robot's numbers to play with: the user's copy if it is there and valid, else
    the game's own; and what is wrong with the copy (None if nothing)."""
    return user_table(robot_file().parent)


def add_arguments(sim: Any) -> None:
    sim.add_argument("--solitaire", action="store_true", help=t("simulate.solitaire"))
    sim.add_argument("--robot", choices=DIFFICULTIES, default="easy",
                     help=t("simulate.robot"))


def cmd_simulate(args: Any) -> int:
    """Play ``args.games`` solitaire games with one computer player against the robot."""
    from rftg.core.cards import Edition
    from rftg.core.race.setup import RaceSetup
    from rftg.core.solitaire.table import RobotSetup
    from rftg.core.solitaire.text import difficulty_name
    from rftg.solver.players import make_player

    kinds = [k.strip() for k in args.ai.split(",")]
    problems = []
    if len(kinds) != 1:
        problems.append(t("simulate.solitaire_one"))
    for flag, on in (("--goals", args.goals), ("--draft", args.draft)):
        if on:
            problems.append(t("simulate.solitaire_without", flag=flag))
    if args.start != "random":
        problems.append(t("simulate.solitaire_start"))
    if args.games < 1:
        problems.append(t("simulate.games_one"))
    problems += headless.kind_problems(kinds[:1], make_player)
    custom = custom_cards_arg(args, problems)
    if problems:
        return headless.problems_said(problems)
    table, problem = robot_table()
    if problem:
        print(t("simulate.robot_table", problem=problem), file=sys.stderr)
    robot = RobotSetup(difficulty=args.robot, table=table)

    def setup(i: int) -> RaceSetup:
        return RaceSetup(players=1, edition=Edition.GS, advanced=True, seed=args.seed + i,
                         robot=robot, custom_cards=custom)

    def players(i: int) -> list[Any]:
        return [make_player(kinds[0], (args.seed + i) * 16)]

    # the robot's seat as a person reads it: its difficulty in the run's language
    seats = [kinds[0], t("simulate.robot_seat", level=difficulty_name(args.robot))]
    return headless.run(args.games, setup, players, args.json,
                        lambda result: headless.summary(result, seats, args.games))
