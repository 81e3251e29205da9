"""Readable text for card powers and 6-cost bonuses, from the templates in
``rftg.content/text/<lang>/game.toml`` (English and German, in the rulebooks' words).

    >>> power_line(catalogue()["Free Trade Association"].powers[0])
    'IV: Consume up to 3 Novelty goods: 1 VP and 1 card each'
"""

from __future__ import annotations

from typing import Any

from rftg.core import lang as language
from rftg.core.cards import Bonus, Card, Effect, GoodsKind, Phase, Power, catalogue
from rftg.core.lang import LANGUAGES as LANGUAGES
from rftg.core.lang import fill


def texts(lang: str | None = None) -> dict[str, Any]:
    """The game's text tables in ``lang`` (None: this run's language), English filling
    any key it lacks."""
    return language.catalogue("game", lang)


def has_template(power: Power, lang: str) -> bool:
    """True if ``lang`` itself (not the English fallback) has a text for this power."""
    own = language.own("game", lang).get("effect", {})
    return any(k in own for k in _keys(power))


def _keys(power: Power) -> list[str]:
    """Template keys for this power, most specific first."""
    base = f"{power.phase.value}.{power.effect.value}"
    quals = []
    if power.kind is not None:
        quals.append("kind")
    if power.this_world:
        quals.append("this_world")
    if power.against is not None:
        quals.append("against")
    if power.count is not None and power.count > 1 and power.effect is Effect.CONSUME:
        quals.append("many")
    if power.bonuses is False:
        quals.append("nobonus")
    if power.target == "this":
        quals.append("this")
    keys = [base + "".join(f"+{q}" for q in quals)]
    keys += [f"{base}+{q}" for q in quals]
    keys.append(base)
    return keys


def _plural(n: int, one: str, many: str) -> str:
    return one if abs(n) == 1 else many


def _goods_phrase(power: Power, t: dict[str, Any], kind: str) -> str:
    w = t["word"]
    many = (power.count or 1) > 1
    if power.this_world:
        key = "goods_this_kind" if power.kind else "goods_this"
    elif many:
        key = "goods_many_kind" if power.kind else "goods_many"
    else:
        key = "goods_one_kind" if power.kind else "goods_one"
    return str(w[key]).format(kind=kind, a_kind=_a_kind(power.kind, t, kind))


def _a_kind(kind: GoodsKind | None, t: dict[str, Any], fallback: str) -> str:
    if kind is None:
        return fallback
    return str(t.get("kind_a", {}).get(kind.value, fallback))


def _reward(power: Power, t: dict[str, Any]) -> str:
    w = t["word"]
    parts = []
    if power.vp:
        parts.append(f"{power.vp} {w['vp']}")
    if power.cards:
        parts.append(f"{power.cards} {_plural(power.cards, w['card'], w['cards'])}")
    return f" {w['and']} ".join(parts) if parts else str(w["nothing"])


def power_text(power: Power, card: Card | None = None, lang: str | None = None) -> str:
    """The power's text without its phase label."""
    t = texts(lang)
    table = t["effect"]
    key = next(k for k in _keys(power) if k in table)
    kind_of = power.kind if power.kind is not None else (card.goods if card else None)
    kind = t["kind"][kind_of.value] if kind_of is not None else ""
    n = power.n or 0
    w = t["word"]
    values = {
        "n": abs(n),
        "signed": f"{n:+d}",
        "count": power.count or 0,
        "vp": power.vp or 0,
        "cards": power.cards or 0,
        "kind": kind,
        "against": t["keyword"][power.against.value] if power.against else "",
        "cards_word": _plural(n, w["card"], w["cards"]),
        "count_cards_word": _plural(power.count or 0, w["card"], w["cards"]),
        "n_cards": f"{n} {_plural(n, w['card'], w['cards'])}",
        "a_kind": _a_kind(kind_of, t, kind),
        "goods": _goods_phrase(power, t, kind),
        "reward": _reward(power, t),
    }
    return fill(str(table[key]), values)


def phase_label(power: Power, lang: str | None = None) -> str:
    t = texts(lang)
    return str(t["phase"]["trade" if power.is_trade else power.phase.value])


def power_line(power: Power, card: Card | None = None, lang: str | None = None) -> str:
    """'IV: Consume up to 3 Novelty goods: 1 VP and 1 card each'."""
    return f"{phase_label(power, lang)}: {power_text(power, card, lang)}"


def bonus_text(bonus: Bonus, lang: str | None = None, names: dict[str, str] | None = None) -> str:
    """One bonus line; ``names`` translates card names (English -> this language; by
    default the catalogue's German name where a seed prints one)."""
    t = texts(lang)
    if names is None and bonus.name is not None and language.resolve(lang) == "de":
        named = catalogue().find(bonus.name)
        names = {bonus.name: named.de} if named is not None and named.de else {}
    table = t["bonus"]
    key: str = bonus.match
    if bonus.keyword is not None and f"{key}+keyword" in table:
        key = f"{key}+keyword"
    if bonus.power is not None:
        key = f"{key}+power"
    return str(table[key]).format(
        vp=bonus.vp,
        kind=t["kind"][bonus.kind.value] if bonus.kind else "",
        name=(names or {}).get(bonus.name or "", bonus.name or ""),
        keyword=t["keyword"][bonus.keyword.value] if bonus.keyword else "",
        power=t["power_name"][bonus.power] if bonus.power else "",
        per=bonus.per or 0,
    )


def card_text(card: Card, lang: str | None = None, names: dict[str, str] | None = None) -> str:
    """All of a card's powers (in phase order) and its 6-cost bonus, one per line."""
    order = list(Phase)
    powers = sorted(card.powers, key=lambda p: (order.index(p.phase), not p.is_trade))
    lines = [power_line(p, card, lang) for p in powers]
    if card.bonuses:
        label = texts(lang)["bonus"]["label"]
        lines += [f"{label}: {bonus_text(b, lang, names)}" for b in card.bonuses]
        lines.append(str(texts(lang)["bonus"]["footer"]))
    if card.initial_discard:
        lines.append(language.text("game", "card.setup_discard", lang, n=card.initial_discard))
    return "\n".join(lines)
