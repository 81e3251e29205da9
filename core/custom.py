"""Your own cards: The Gathering Storm's blank cards ("Blankokarten ..., so dass die Spieler
ihre eigenen Welten und Entwicklungen kreieren können").

A player writes cards in the content schema (``[[card]]`` tables, as in
``content/cards/base.toml``) into TOML files in ``cards/`` of the user's data folder. They
are validated like the game's own card files, with errors naming the file, the card and the
field, and they never replace or change the game's catalogue: a game takes them only when
its setup names them (``GameSetup.custom_cards``, which a save then carries in full, so the
game replays even after the file changes). Their names start with ``CUSTOM_MARK``, so every
view that shows a name shows that the card is a player's own.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path

from rftg.core import lang as language
from rftg.core import limits
from rftg.core.cards import (
    Card,
    Catalogue,
    CatalogueError,
    Edition,
    NameIndex,
    card_from,
    card_label,
    catalogue,
    in_file,
    load_toml,
    parse_cards,
)
from rftg.core.errors import error
from rftg.core.text import card_name, edition_name

CUSTOM_MARK = "✎ "
"""The start of an own card's name (English and German)."""

CARDS_FOLDER = "cards"
"""The folder of a player's own card files, inside the user's data folder."""


def mark(name: str) -> str:
    return name if name.startswith(CUSTOM_MARK) else CUSTOM_MARK + name


def unmark(name: str) -> str:
    return name.removeprefix(CUSTOM_MARK)


def own_card_problem(card: Card, names: NameIndex) -> tuple[str, str] | None:
    """What keeps ``card`` (as its file writes it, without the mark) from being an own
    card beside the cards of ``names``: (the field, what is wrong), None if nothing. The
    card's values are checked by the card files' schema (``CardModel``) before."""
    if card.start is not None:
        return "start", error("cards.own_start")
    for field, name in (("name", card.name), ("de", card.de)):
        if name and (same := names.find(name)) is not None:
            return field, error("cards.own_clash", name=repr(same))
    if not any(card.copies.values()):
        return "copies", error("cards.own_copies", example="copies = { base = 1, gs = 1 }")
    return None


def load_card_file(path: Path, known: Catalogue | None = None) -> tuple[Card, ...]:
    """The own cards of one file, marked custom; CatalogueError naming the file, the card
    and the field if the file is not valid or a card clashes with one of ``known`` (default:
    the game's catalogue)."""
    label = str(path)
    data = load_toml(path, label)
    cards = parse_cards(data, label)
    cat = known if known is not None else catalogue()
    names = NameIndex((c.name, c.de) for c in cat.values())
    out = []
    for card in cards:
        problem = own_card_problem(card, names)
        if problem is not None:
            raise _wrong(label, card, *problem)
        out.append(card.replace(name=mark(card.name), de=mark(card.de) if card.de else None,
                                custom=True))
    if len(cat) - len(catalogue()) + len(out) > limits.OWN_CARDS:
        raise CatalogueError(in_file(label, error("cards.own_many", most=limits.OWN_CARDS)))
    try:
        cat.with_cards(out)
    except CatalogueError as exc:
        raise CatalogueError(in_file(label, exc)) from None
    return tuple(out)


def check_own_cards(cards: Sequence[Card]) -> None:
    """The own cards a setup (a save) carries, checked as their files were: each marked
    as an own card, then, without the mark, by ``own_card_problem`` against the game's
    cards and the own cards before it; at most ``limits.OWN_CARDS``; their bonuses name
    known cards. CatalogueError with the card, the field and what is wrong."""
    if len(cards) > limits.OWN_CARDS:
        raise CatalogueError(error("cards.own_many", most=limits.OWN_CARDS))
    known = [(c.name, c.de) for c in catalogue().values()]
    for card in cards:
        where = card_label(card.name[:limits.NAME])
        names = (card.name, card.de) if card.de else (card.name,)
        if not card.custom or not all(n.startswith(CUSTOM_MARK) for n in names):
            raise CatalogueError(error("cards.in_file", source=where, error=error(
                "cards.field", field="name", error=error("cards.own_mark",
                                                         mark=CUSTOM_MARK.strip()))))
        plain = card.replace(name=unmark(card.name),
                             de=unmark(card.de) if card.de else None)
        problem = own_card_problem(plain, NameIndex(known))
        if problem is not None:
            raise CatalogueError(error("cards.in_file", source=where,
                                       error=error("cards.field", field=problem[0],
                                                   error=problem[1])))
        known.append((plain.name, plain.de))
    catalogue().with_cards(cards)


def _wrong(label: str, card: Card, field: str, what: str) -> CatalogueError:
    """The error of an own card: its file, its name, the field and what is wrong."""
    return CatalogueError(error("cards.where", source=label, card=card_label(card.name),
                                error=error("cards.field", field=field, error=what)))


def card_files(home: Path) -> list[Path]:
    """The own card files in the data folder ``home``, by name."""
    folder = home / CARDS_FOLDER
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


def user_cards(home: Path) -> tuple[Card, ...]:
    """Every own card in the data folder ``home``, file by file (CatalogueError for the
    first bad file; a later file may not reuse a name, and may refer to earlier files'
    cards)."""
    cards: list[Card] = []
    for path in card_files(home):
        cards.extend(load_card_file(path, game_catalogue(cards)))
    return tuple(cards)


def own_cards(home: Path) -> tuple[tuple[Card, ...], str | None]:
    """The own cards of the data folder ``home`` to play with, or what is wrong with them
    (a message in the run's language): a broken file, or no card file at all."""
    try:
        cards = user_cards(home)
    except CatalogueError as exc:
        return (), str(exc)
    if not cards:
        return (), error("cards.no_own_cards", folder=home / CARDS_FOLDER)
    return cards, None


def game_catalogue(custom: Sequence[Card]) -> Catalogue:
    """The catalogue of a game with these own cards (the game's own when there are none)."""
    if not custom:
        return catalogue()
    return _extended(json.dumps([c.data() for c in custom], sort_keys=True))


@lru_cache(maxsize=8)
def _extended(cards_json: str) -> Catalogue:
    return catalogue().with_cards(card_from(c) for c in json.loads(cards_json))


def describe(cards: Iterable[Card], lang: str | None = None) -> list[str]:
    """One line per own card: its name, kind and copies per edition (for ``rftg cards
    --check``), in ``lang``."""
    lines = []
    for c in cards:
        copies = language.text("game", "own_card.join", lang).join(
            language.text("game", "own_card.copies_in", lang, n=n,
                          edition=edition_name(ed, lang))
            for ed in Edition if (n := c.copies_in(ed)))
        n = len(c.powers)
        powers = language.text("game", "own_card.power_one" if n == 1 else "own_card.power_many",
                               lang, n=n)
        lines.append(language.text("game", "own_card.line", lang, name=card_name(c, lang),
                                   kind=c.kind_text(lang), cost=c.cost, vp=c.vp,
                                   powers=powers, copies=copies))
    return lines
