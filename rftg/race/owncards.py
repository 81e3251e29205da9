"""The command line's part of a player's own cards (``rftg.core.custom``): ``rftg cards
--check FILE`` and ``rftg simulate --custom-cards``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from rftg.clilang import t
from rftg.core.cards import Card, CatalogueError
from rftg.core.custom import CARDS_FOLDER, describe, load_card_file
from rftg.core.custom import own_cards as custom_cards


def folder() -> Path:
    """Where own card files live: ``cards/`` in the data folder of the app's saves."""
    from rftg.tui.session import data_dir  # Textual-free: the app's one data folder rule

    return data_dir() / CARDS_FOLDER


def cmd_check(path: str) -> int:
    """Validate one card file as a game would load it: 0 and its cards, or 1 and what is
    wrong (the file, the card and the field)."""
    try:
        cards = load_card_file(Path(path))
    except CatalogueError as exc:
        print(t("own_cards.check_problem", problem=exc), file=sys.stderr)
        return 1
    if not cards:
        print(t("own_cards.no_cards", path=path), file=sys.stderr)
        return 1
    print(t("own_cards.valid", path=path, n=len(cards)))
    for line in describe(cards):
        print(f"  {line}")
    print(t("own_cards.put_there", folder=folder()))
    return 0


def own_cards() -> tuple[tuple[Card, ...], str | None]:
    """The own cards of the data folder, or what is wrong with them (a message)."""
    return custom_cards(folder().parent)


def custom_cards_arg(args: argparse.Namespace, problems: list[str]) -> tuple[Any, ...]:
    """The own cards ``--custom-cards`` asks for (none without it); what is wrong with
    them goes to ``problems``."""
    if not args.custom_cards:
        return ()
    custom, problem = own_cards()
    problems += [t("simulate.custom_cards_problem", problem=problem)] if problem else []
    return custom
