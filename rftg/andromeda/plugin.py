"""Registers Andromeda in this layer's registry (imported by the registry when the game is
first asked for)."""

from __future__ import annotations

import argparse

from rftg.games import COMMANDS, CliGame


def _cards(args: argparse.Namespace) -> int:
    from rftg.andromeda.commands import cmd_cards

    return cmd_cards(args)


def _simulate(args: argparse.Namespace) -> int:
    from rftg.andromeda.commands import cmd_simulate

    return cmd_simulate(args)


COMMANDS.register("andromeda", CliGame(cards=_cards, simulate=_simulate))
