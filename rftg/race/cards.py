"""``rftg cards``: Race for the Galaxy's cards (``rftg cards [NAME] [--edition E]
[--json]``), one in full or all as a table, and ``--check FILE`` (a file of own cards)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from rftg.clilang import t
from rftg.core import lang as language
from rftg.core.text import edition_name
from rftg.tables import columns, did_you_mean


def add_options(cards: Any) -> None:
    """Race for the Galaxy's options of ``rftg cards``."""
    cards.add_argument("--edition", choices=("base", "gs"), help=t("cards.edition"))
    cards.add_argument("--check", metavar=t("cards.check_metavar"), help=t("cards.check"))


def card_json(card: Any) -> dict[str, Any]:
    """The JSON object of one card (the shape ``rftg cards --json`` documents; English in
    every language: it is read by programs)."""
    from rftg.core.cards import Edition
    from rftg.core.powertext import card_text

    return {
        "name": card.name,
        "name_de": card.de,
        "type": card.type.value,
        "cost": card.cost,
        "vp": card.vp,
        "military": card.military,
        "windfall": card.windfall,
        "goods": card.goods.value if card.goods else None,
        "start": card.start,
        "colour": card.colour,
        "copies": {ed.value: card.copies_in(ed) for ed in Edition},
        "keywords": [k.value for k in card.keywords],
        "powers": [p.data() for p in card.powers],
        "bonuses": [b.model_dump(mode="json", exclude_none=True) for b in card.bonuses],
        "initial_discard": card.initial_discard,
        "text": card_text(card, "en"),
    }


def goods_name(card: Any) -> str:
    return language.text("game", f"kind.{card.goods.name}")


def card_details(card: Any, names_de: dict[str, str]) -> str:
    from rftg.core.cards import Edition
    from rftg.core.powertext import card_text
    from rftg.core.text import card_name

    here = language.current()
    name = card_name(card, here)
    other = card.name if here == "de" else card.de
    title = name + (f"  ({other})" if other and other != name else "")
    facts = [card.kind_text()]
    if card.is_world and card.military:
        facts.append(t("card.defence", n=card.cost))
    else:
        facts.append(t("card.cost", n=card.cost))
    facts.append(t("card.vp_bonus") if card.bonuses else t("card.vp", n=card.vp))
    if card.goods:
        facts.append(t("card.goods", kind=goods_name(card)))
    if card.start is not None:
        facts.append(t("card.start_world", n=card.start, colour=t(f"colour.{card.colour}")))
    if card.keywords:
        facts.append(t("card.keywords", keywords=", ".join(
            language.text("game", f"keyword.{k.value}") for k in card.keywords)))
    copies = ", ".join(
        t("card.copies_in", edition=edition_name(ed), n=card.copies_in(ed))
        for ed in Edition
    )
    lines = [title, "=" * len(title), " · ".join(facts), t("card.copies", editions=copies)]
    text = card_text(card, here, names_de if here == "de" else None)
    lines += ["", t("card.powers") if card.powers else t("card.powers_none")]
    lines += [f"  {line}" for line in text.splitlines()]
    there = "en" if here == "de" else "de"
    other_text = card_text(card, there, names_de if there == "de" else None)
    if other_text:
        lines += ["", t("card.other_language")] + [f"  {line}" for line in other_text.splitlines()]
    note = card.note_text()
    if note:
        lines += ["", t("card.note", note=note)]
    return "\n".join(lines)


def card_table(cards: Sequence[Any]) -> str:
    from rftg.core.text import card_name

    rows = [tuple(t(f"card_table.{key}") for key in
                  ("name", "type", "cost", "vp", "goods", "base", "gs"))]
    for c in cards:
        cost = t("card_table.defence_short", n=c.cost) if c.military else str(c.cost)
        vp = "?" if c.bonuses else str(c.vp)
        start = (" " + t("card_table.start", n=c.start)) if c.start is not None else ""
        rows.append((card_name(c) + start, c.kind_text(), cost, vp,
                     goods_name(c) if c.goods else "",
                     str(c.copies.get("base", 0)), str(c.copies.get("gs", 0))))
    base = sum(c.copies.get("base", 0) for c in cards)
    gs = sum(c.copies.get("gs", 0) for c in cards)
    return columns(rows) + "\n\n" + t("card_table.summary", distinct=len(cards), base=base,
                                         gs=gs)


def cmd_cards(args: argparse.Namespace) -> int:
    from rftg.core.cards import CatalogueError, Edition, catalogue

    if args.check:
        from rftg.race.owncards import cmd_check

        return cmd_check(args.check)
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(t("main.catalogue_broken", error=exc), file=sys.stderr)
        return 1
    edition = Edition(args.edition) if args.edition else None
    names_de = {c.name: c.de for c in cat.cards() if c.de}
    if args.name:
        card = cat.find(args.name)
        if card is None or (edition is not None and card.copies_in(edition) == 0):
            if edition and card:
                print(t("cards.no_card_in", name=args.name,
                        edition=edition_name(edition)), file=sys.stderr)
            else:
                print(t("cards.no_card", name=args.name), file=sys.stderr)
            did_you_mean(cat.close_matches(args.name))
            return 2
        if args.json:
            print(json.dumps(card_json(card), ensure_ascii=False, indent=2))
        else:
            print(card_details(card, names_de))
        return 0
    cards = cat.cards(edition)
    if args.json:
        print(json.dumps([card_json(c) for c in cards], ensure_ascii=False, indent=1))
    else:
        print(card_table(cards))
    return 0
