"""The command line's part of the solitaire game against the robot (The Gathering Storm):
``rftg simulate --solitaire --robot easy|medium|hard --ai normal``, and where the robot's
numbers come from (``content/robot.toml``, or a copy in the data folder)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rftg.core.solitaire.table import DIFFICULTIES, TABLE_FILE, RobotTable, user_table


def robot_file() -> Path:
    """Where a user's copy of the robot's numbers lives: robot.toml in the data folder."""
    from rftg.tui.session import data_dir  # Textual-free: the app's one data folder rule

    return data_dir() / TABLE_FILE


def robot_table() -> tuple[RobotTable, str | None]:
    """The robot's numbers to play with: the user's copy if it is there and valid, else
    the game's own; and what is wrong with the copy (None if nothing)."""
    return user_table(robot_file().parent)


def add_arguments(sim: Any) -> None:
    sim.add_argument("--solitaire", action="store_true",
                     help="The Gathering Storm's solitaire game: 1 player against the robot "
                          "(advanced 2-player rules, no goals)")
    sim.add_argument("--robot", choices=DIFFICULTIES, default="easy",
                     help="the robot's difficulty with --solitaire (default easy)")


def cmd_simulate(args: Any) -> int:
    """Play ``args.games`` solitaire games with one computer player against the robot."""
    from rftg.core.cards import Edition
    from rftg.core.simulate import simulate
    from rftg.core.solitaire.table import RobotSetup
    from rftg.core.state import GameSetup
    from rftg.solver.players import make_player

    kinds = [k.strip() for k in args.ai.split(",")]
    problems = []
    if len(kinds) != 1:
        problems.append("--solitaire has one player: give --ai one kind")
    for flag, on in (("--goals", args.goals), ("--draft", args.draft)):
        if on:
            problems.append(f"{flag}: the solitaire game is played without goals and draft")
    if args.start != "random":
        problems.append("--start: in the solitaire game the start worlds are dealt at random")
    if args.games < 1:
        problems.append("--games must be at least 1")
    try:
        make_player(kinds[0], 0)
    except ValueError as exc:
        problems.append(str(exc))
    from rftg.cli import custom_cards_arg

    custom = custom_cards_arg(args, problems)
    if problems:
        print(f"rftg simulate: {'; '.join(problems)}", file=sys.stderr)
        return 2
    table, problem = robot_table()
    if problem:
        print(f"rftg simulate: {problem}; the robot plays with the game's own numbers",
              file=sys.stderr)
    robot = RobotSetup(difficulty=args.robot, table=table)

    def setup(i: int) -> GameSetup:
        return GameSetup(players=1, edition=Edition.GS, advanced=True, seed=args.seed + i,
                         robot=robot, custom_cards=custom)

    def players(i: int) -> list[Any]:
        return [make_player(kinds[0], (args.seed + i) * 16)]

    result = simulate(setup, players, args.games).to_json()
    if args.json:
        print(json.dumps(result))
    else:
        from rftg.cli import simulate_summary

        print(simulate_summary(result, [kinds[0], f"robot ({args.robot})"], args.games))
    if result["interrupted"]:
        return 130
    return 1 if result["errors"] else 0
