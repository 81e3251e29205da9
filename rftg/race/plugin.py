"""Registers Race for the Galaxy in this layer's registry (imported by the registry when the
game is first asked for)."""

from __future__ import annotations

import argparse
from typing import Any

from rftg.games import COMMANDS, CliGame


def _cards(args: argparse.Namespace) -> int:
    from rftg.race.cards import cmd_cards

    return cmd_cards(args)


def _card_options(parser: Any) -> None:
    from rftg.race.cards import add_options

    add_options(parser)


def _simulate(args: argparse.Namespace) -> int:
    from rftg.race.simulate import cmd_simulate

    return cmd_simulate(args)


def _simulate_options(parser: Any) -> None:
    from rftg.race.simulate import add_options

    add_options(parser)


def _add_commands(sub: Any) -> None:
    from rftg.race.analyze import add_parser

    add_parser(sub)


def _analyze(args: argparse.Namespace) -> int:
    from rftg.race.analyze import cmd_analyze

    return cmd_analyze(args)


COMMANDS.register("rftg", CliGame(
    cards=_cards, simulate=_simulate, card_options=_card_options,
    simulate_options=_simulate_options, add_commands=_add_commands,
    commands={"analyze": _analyze}))
