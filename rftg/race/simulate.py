"""``rftg simulate``: headless games of Race for the Galaxy (the base game, the advanced
2-player game, The Gathering Storm with its goals and draft, own cards, and with
``--solitaire`` the game against the robot: ``rftg.race.solitaire``)."""

from __future__ import annotations

import argparse
from typing import Any

from rftg import headless
from rftg.clilang import t
from rftg.race import solitaire
from rftg.race.owncards import custom_cards_arg


def add_options(sim: Any) -> None:
    """Race for the Galaxy's options of ``rftg simulate``."""
    sim.add_argument("--expansion", choices=("base", "gs"), default="base",
                     help=t("simulate.expansion"))
    sim.add_argument("--advanced", action="store_true", help=t("simulate.advanced"))
    sim.add_argument("--goals", action="store_true", help=t("simulate.goals"))
    sim.add_argument("--draft", action="store_true", help=t("simulate.draft"))
    sim.add_argument("--start", choices=("random", "first", "experienced"), default="random",
                     help=t("simulate.start"))
    sim.add_argument("--custom-cards", action="store_true", help=t("simulate.custom_cards"))
    solitaire.add_arguments(sim)  # --solitaire, --robot


def cmd_simulate(args: argparse.Namespace) -> int:
    from rftg.core.race.setup import RaceSetup
    from rftg.solver.players import make_player

    if args.solitaire:
        return solitaire.cmd_simulate(args)
    kinds = [k.strip() for k in args.ai.split(",")]
    if args.players < 2:  # a draft of one: the draft's own range
        return headless.problems_said([t("simulate.draft_players" if args.draft
                                         else "simulate.rftg_players")])
    if args.players == 5 and args.expansion != "gs":
        return headless.problems_said([t("simulate.five_players")])
    if len(kinds) == 1:
        kinds *= args.players
    problems = headless.seat_problems(kinds, args.players)
    if args.advanced and args.players != 2:
        problems.append(t("simulate.advanced_two"))
    if args.goals and args.expansion != "gs":
        problems.append(t("simulate.goals_gs"))
    if args.draft and args.expansion != "gs":
        problems.append(t("simulate.draft_gs"))
    if args.draft and args.players > 3:
        problems.append(t("simulate.draft_players"))
    if args.games < 1:
        problems.append(t("simulate.games_one"))
    problems += headless.kind_problems(kinds, make_player)
    custom = custom_cards_arg(args, problems)
    if problems:
        return headless.problems_said(problems)

    def setup(i: int) -> RaceSetup:
        return RaceSetup(players=args.players, edition=args.expansion, advanced=args.advanced,
                         start=args.start, seed=args.seed + i, goals=args.goals,
                         draft=args.draft, custom_cards=custom)

    def players(i: int) -> list[Any]:
        return [make_player(k, (args.seed + i) * 16 + seat) for seat, k in enumerate(kinds)]

    return headless.run(args.games, setup, players, args.json,
                        lambda result: headless.summary(result, kinds, args.games))
