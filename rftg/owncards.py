"""The command line's part of a player's own cards (``rftg.core.custom``): ``rftg cards
--check FILE`` and ``rftg simulate --custom-cards``."""

from __future__ import annotations

import sys
from pathlib import Path

from rftg.core.cards import Card, CatalogueError
from rftg.core.custom import CARDS_FOLDER, describe, load_card_file, user_cards


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
        print(f"rftg cards --check: {exc}", file=sys.stderr)
        return 1
    if not cards:
        print(f"rftg cards --check: {path}: no cards (write them as [[card]] tables)",
              file=sys.stderr)
        return 1
    print(f"{path}: {len(cards)} own card(s), valid:")
    for line in describe(cards):
        print(f"  {line}")
    print(f"Put the file in {folder()} to play them (rftg simulate --custom-cards).")
    return 0


def own_cards() -> tuple[tuple[Card, ...], str | None]:
    """The own cards of the data folder, or what is wrong with them (a message)."""
    try:
        cards = user_cards(folder().parent)
    except CatalogueError as exc:
        return (), str(exc)
    if not cards:
        return (), (f"there are no card files in {folder()} (write your cards as [[card]] "
                    "tables in *.toml files there; see rftg rules own-cards)")
    return cards, None
