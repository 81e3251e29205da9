"""Cards in words, one card a line: what it is, its cost or defence, its VP; and finding a
card by a part of its English or German name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from rftg.core.cards import Card
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.text import name_of
from rftg.core.lang import current
from rftg.core.powertext import card_text, texts
from rftg.core.text import card_name
from rftg.tui.plain.console import t


def vp_words(n: int) -> str:
    """'1 VP', '3 VP' ('1 Siegpunkt', '3 Siegpunkte')."""
    return t("card.vp_one") if n == 1 else t("card.vp_many", n=n)


def card_words(card: Card) -> str:
    """'New Sparta, windfall military world, Rare, defence 2, 1 VP'."""
    lang = current()
    what = card.kind_text(lang)
    if card.goods is not None:
        what = t("card.what_kind", what=what, kind=texts(lang)["kind"][card.goods.value])
    vp = t("card.vp_bonus") if card.bonuses else vp_words(card.vp)
    key = ("six_cost" if card.cost == 6 else "development") if card.is_development else \
        "military" if card.military else "world"
    return t(f"card.{key}", name=card_name(card, lang), what=what, cost=card.cost, vp=vp)


def jd_card_words(card: JdCard) -> str:
    """'Rebel Outpost, grey Rebel military world, defence 5, 2 VP, income 0'."""
    lang = current()
    cost = t("card.jd_defence" if card.military else "card.jd_cost", n=card.cost)
    return t("card.jd", name=name_of(card, lang), what=card.kind_text(lang), cost=cost,
             vp=vp_words(card.vp), income=card.income)


def card_details(card: Card) -> list[str]:
    """One card for the ``c`` command: its facts, its powers, its German name."""
    lang = current()
    lines = [card_words(card)]
    if card.de and card.de != card.name and lang != "de":
        lines.append(t("card.german", name=card.de))
    powers = card_text(card, lang)
    lines += [t("card.powers"), *powers.splitlines()] if powers else [t("card.no_powers")]
    return lines


def jd_card_details(card: JdCard) -> list[str]:
    lang = current()
    lines = [jd_card_words(card)]
    if card.de and card.de != card.name and lang != "de":
        lines.append(t("card.german", name=card.de))
    if card.explore or card.strength or card.chromosome:
        lines.append(t("card.jd_icons", explore=card.explore, military=card.strength,
                       chromosome=card.chromosome))
    if card.middle:
        lines.append(t("card.jd_middle"))
    if card.limit:
        lines.append(t("card.jd_limit", n=card.limit))
    if card.powers:
        from rftg.core.jumpdrive.cardtext import power_text  # the words of its powers

        lines += [t("card.powers"), *(power_text(p) for p in card.powers)]
    else:
        lines.append(t("card.no_powers"))
    return lines


C = TypeVar("C", Card, JdCard)


def find_card(cards: Sequence[C], typed: str) -> tuple[C | None, list[str]]:
    """The card whose English or German name is ``typed`` (case does not matter), or the
    only one whose name holds it; else None and the names that hold it (none: no match)."""
    want = " ".join(typed.split()).casefold()
    distinct: dict[str, C] = {}
    for card in cards:
        distinct.setdefault(card.name, card)
    for card in distinct.values():
        if want in (card.name.casefold(), (card.de or "").casefold()):
            return card, []
    hits = [c for c in distinct.values()
            if want in c.name.casefold() or want in (c.de or "").casefold()]
    if len(hits) == 1:
        return hits[0], []
    lang = current()
    return None, sorted((card_name(c, lang) if isinstance(c, Card) else name_of(c, lang))
                        for c in hits)
