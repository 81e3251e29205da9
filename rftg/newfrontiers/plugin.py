"""Registers New Frontiers in this layer's registry (imported by the registry when the
game is first asked for): ``rftg cards --game newfrontiers`` and ``rftg simulate --game
newfrontiers``."""

from __future__ import annotations

import argparse
from typing import Any

from rftg.games import COMMANDS, CliGame


def _cards(args: argparse.Namespace) -> int:
    from rftg.newfrontiers.commands import cmd_cards

    return cmd_cards(args)


def _card_options(parser: Any) -> None:
    from rftg.newfrontiers.commands import add_card_options

    add_card_options(parser)


def _simulate(args: argparse.Namespace) -> int:
    from rftg.newfrontiers.commands import cmd_simulate

    return cmd_simulate(args)


def _simulate_options(parser: Any) -> None:
    from rftg.newfrontiers.commands import add_simulate_options

    add_simulate_options(parser)


COMMANDS.register("newfrontiers", CliGame(cards=_cards, simulate=_simulate,
                                          card_options=_card_options,
                                          simulate_options=_simulate_options))
