"""Jump Drive's cards in words: each power's text, a card's whole view (its facts, powers
and notes) and its JSON object, in the language of the run. Read by ``rftg cards --game
jumpdrive``, the game screen and the plain mode; the words are the catalogue
``cards_jumpdrive`` (and ``game`` for colours)."""

from __future__ import annotations

from typing import Any

from rftg.core import lang as language
from rftg.core.jumpdrive.cards import JdCard, JdEffect, JdPower

DOMAIN = "cards_jumpdrive"


def t(key: str, /, **values: object) -> str:
    """The ``cards_jumpdrive`` text at ``key`` in the language of this run."""
    return language.text(DOMAIN, key, None, **values)


def power_text(p: JdPower) -> str:
    """A readable line for one Jump Drive power, in the language of the run."""
    n = p.n
    colour = _colour(p)
    if p.effect is JdEffect.DISCOUNT:
        target = (_card(p.card) if p.on == "card" else
                  t("jd_power.target_world_kind", colour=colour) if p.kind else
                  t(f"jd_power.target_{p.on}"))
        return t("jd_power.discount", target=target, n=n)
    if p.effect is JdEffect.MILITARY:
        against = (t("jd_power.against_rebel") if p.rebel else
                   t("jd_power.against_kind", colour=colour) if p.kind else
                   t("jd_power.against_any"))
        return t("jd_power.military", n=n, against=against)
    if p.effect in (JdEffect.MILITARY_PER, JdEffect.VP_PER, JdEffect.INCOME_PER):
        where = t("jd_power.others") if p.others else ""
        return t(f"jd_power.{p.effect.value}", n=n, per=_per(p), where=where)
    if p.effect in (JdEffect.VP_WITH, JdEffect.INCOME_WITH):
        cond = _card(p.card) if p.card else t("jd_power.with_kind", colour=colour)
        return t(f"jd_power.{p.effect.value}", n=n, cond=cond)
    if p.effect is JdEffect.PACT_BONUS:
        return t("jd_power.pact_bonus", n=n, card=_card(p.card))
    return t(f"jd_power.{p.effect.value}", n=n)


def _card(name: str | None) -> str:
    """The Jump Drive card a power names, by its name in the language of the run."""
    from rftg.core.jumpdrive.cards import jd_catalogue
    from rftg.core.jumpdrive.text import name_of

    card = jd_catalogue().find(name or "")
    return name or "" if card is None else name_of(card)


def _colour(p: JdPower) -> str:
    """The colour of the worlds a power names ('blue', 'blaue'), '' if it names none."""
    return language.text("game", f"jd_colour.{p.kind.value}") if p.kind else ""


def _per(p: JdPower) -> str:
    """'per 2 explore icons', 'je blaue Welt': what a per-power counts."""
    count = p.count or "world"
    key = "world_kind" if count == "world" and p.kind else count
    colour = _colour(p)
    card = _card(p.card) if count == "card" else ""
    return t(f"jd_per.{key}_n" if p.per else f"jd_per.{key}", per=p.per, colour=colour,
             card=card)


def card_json(card: JdCard) -> dict[str, Any]:
    """The JSON object of one Jump Drive card (English in every language: it is read by
    programs)."""
    data = card.model_dump(mode="json", exclude_none=True)
    before = language.current()
    language.set_language("en")
    try:
        data["text"] = [power_text(p) for p in card.powers]
    finally:
        language.set_language(before)
    return data


def card_details(card: JdCard) -> str:
    """Everything about one Jump Drive card, readable (``rftg cards --game jumpdrive NAME``
    and the card view of the game screen), in the language of the run."""
    from rftg.core.jumpdrive.text import name_of

    name = name_of(card)
    other = card.name if name != card.name else card.de
    title = name + (f"  ({other})" if other else "")
    facts = [card.kind_text(),
             t("jd_card.defence", n=card.cost) if card.military else t("jd_card.cost", n=card.cost),
             t("jd_card.vp", n=card.vp), t("jd_card.income", n=card.income)]
    icons = [t(f"jd_card.icon_{w}", n=n)
             for n, w in ((card.explore, "explore"), (card.strength, "military"),
                          (card.chromosome, "chromosome")) if n]
    if icons:
        facts.append(t("jd_card.icons", icons=", ".join(icons)))
    copies = t("jd_card.copies_middle" if card.middle else "jd_card.copies_deck", n=card.copies)
    lines = [title, "=" * len(title), " · ".join(facts), copies]
    if card.limit:
        lines.append(t("jd_card.limit", n=card.limit))
    lines += ["", t("jd_card.powers") if card.powers else t("jd_card.powers_none")]
    lines += [f"  {power_text(p)}" for p in card.powers]
    unconfirmed, note = card.unconfirmed_text(), card.note_text()
    if unconfirmed:
        lines += ["", t("jd_card.unconfirmed", text=unconfirmed)]
    if note:
        lines += ["", t("jd_card.note", note=note)]
    return "\n".join(lines)
