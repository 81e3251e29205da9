"""Rules topics for ``rftg rules [TOPIC]``: the phases and rules, one topic per power kind
and one per 6-cost development, all from ``content/text/<lang>/tutor.toml``.

    >>> render(find("explore"))
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from rftg.core.cards import POWER_SPECS, Card, catalogue
from rftg.core.lang import resolve
from rftg.core.powertext import bonus_text, power_line
from rftg.tutor.race.concepts import concepts, glossary, prerequisites
from rftg.tutor.texts import RuleRef, card_lang, card_name, msg, ref, section

GLOSSARY = "glossary"


@dataclass(frozen=True)
class Topic:
    name: str  # what to type: `rftg rules NAME`
    title: str
    text: str
    refs: tuple[RuleRef, ...]
    see: tuple[str, ...] = ()
    group: str = "game"  # "game", "power", "six-cost"


def slug(name: str) -> str:
    """'Galactic Survey: SETI' -> 'galactic-survey-seti'."""
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().casefold()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def _fold(name: str) -> str:
    return slug(name.replace("ß", "ss").replace("ẞ", "SS")).replace("-", "")


_NUMERAL = re.compile(r"^[IVX]+:\s*")


def _typed(topic: Topic) -> set[str]:
    """What a user may type for ``topic``: its name, its title in the language shown, and
    the title without its phase numeral ("Entwickeln" for "II: Entwickeln")."""
    return {_fold(topic.name), _fold(topic.title), _fold(_NUMERAL.sub("", topic.title))}


def _dedent(text: str) -> str:
    return text.strip("\n").rstrip()


def topics(lang: str | None = None) -> dict[str, Topic]:
    """Every topic by name: the rules topics in content order, then the power kinds in
    phase order, then the 6-cost developments. The names (what to type) are the same in
    every language; the titles and texts are in ``lang`` (None: this run's language)."""
    return _topics(resolve(lang))


@cache
def _topics(lang: str) -> dict[str, Topic]:
    out: dict[str, Topic] = {}
    for name, entry in section("topic", lang).items():
        out[name] = Topic(name, str(entry["title"]), _dedent(str(entry["text"])),
                          tuple(ref(k, lang) for k in entry.get("refs", ())),
                          tuple(entry.get("see", ())))
    powers = section("power", lang)
    cat = catalogue()
    for phase, effect in POWER_SPECS:
        key = f"{phase.value}.{effect.value}"
        entry = powers[key]
        holders = [card_name(c, lang) for c in cat.cards()
                   if any(p.phase is phase and p.effect is effect for p in c.powers)]
        text = " ".join(str(entry["text"]).split())
        if holders:
            text += "\n\n" + msg("cli.power_cards", lang, cards=", ".join(holders))
        out[str(entry["topic"])] = Topic(str(entry["topic"]), str(entry["title"]), text,
                                         tuple(ref(k, lang) for k in entry.get("refs", ())),
                                         group="power")
    for card in cat.cards():
        if card.bonuses:
            t = six_cost_topic(card, lang)
            out[t.name] = t
    return out


def six_cost_topic(card: Card, lang: str | None = None) -> Topic:
    """A 6-cost development: its bonus in our words, its printed lines and powers."""
    entry = section("six_cost", lang)[card.name]
    lines = [" ".join(str(entry["text"]).split()), "", msg("cli.six_cost_lines", lang)]
    names = {c.name: card_name(c, lang) for c in catalogue().cards()}
    lines += [f"  {bonus_text(b, card_lang(lang), names)}" for b in card.bonuses]
    if card.powers:
        lines += ["", *[f"  {power_line(p, card, card_lang(lang))}" for p in card.powers]]
    lines += ["", msg("cli.six_cost_general", lang)]
    gs = card.first_edition.value == "gs"
    refs = ("gs_six_cost",) if gs else ("six_cost",)
    return Topic(slug(card.name), card_name(card, lang), "\n".join(lines),
                 tuple(ref(k, lang) for k in refs), ("six-cost", "scoring"), "six-cost")


def card_topic(card: Card, lang: str | None = None) -> Topic:
    """Any card by name: each of its powers with the explanation of its kind."""
    if card.bonuses:
        return six_cost_topic(card, lang)
    powers = section("power", lang)
    lines: list[str] = []
    see: list[str] = []
    refs: list[RuleRef] = []
    for p in card.powers:
        entry = powers[f"{p.phase.value}.{p.effect.value}"]
        explained = " ".join(str(entry["text"]).split())
        lines += [power_line(p, card, card_lang(lang)), f"  {explained}", ""]
        see.append(str(entry["topic"]))
        refs += [ref(k, lang) for k in entry.get("refs", ()) if ref(k, lang) not in refs]
    if not lines:
        lines = [msg("cli.card_no_powers", lang, card=card_name(card, lang))]
    return Topic(slug(card.name), msg("cli.card_title", lang, card=card_name(card, lang)),
                 "\n".join(lines).rstrip(), tuple(refs), tuple(dict.fromkeys(see)), "card")


def glossary_topic(lang: str | None = None) -> Topic:
    lines = []
    for c in glossary(lang):
        needs = ", ".join(p.name for p in prerequisites(c.id, lang))
        tail = f" [{msg('cli.glossary_needs', lang, needs=needs)}]" if needs else ""
        lines.append(f"{c.name}: {c.text}{tail}")
    return Topic(GLOSSARY, msg("cli.glossary_title", lang), "\n".join(lines), ())


def find(name: str, lang: str | None = None) -> Topic | None:
    """The topic called ``name`` (case, spaces and punctuation ignored), or titled so in
    ``lang`` ("Entwickeln" or "II: Entwickeln" in German; the title without its phase
    numeral), or the card of that name (English or German), or the topic that explains the
    glossary term of that name in ``lang`` ("Handkartenlimit": round-end)."""
    ts = topics(lang)
    key = _fold(name)
    if key in (_fold(GLOSSARY), _fold(msg("cli.glossary_name", lang))):
        return glossary_topic(lang)
    for t in ts.values():
        if _fold(t.name) == key:
            return t
    for t in ts.values():
        if key in _typed(t):
            return t
    card = catalogue().find(name)
    if card is not None:
        return card_topic(card, lang)
    for c in concepts(lang).values():  # a glossary term: the topic that explains it
        if c.topic in ts and _fold(c.name) == key:
            return ts[c.topic]
    return None


def close_matches(name: str, lang: str | None = None, n: int = 5) -> list[str]:
    """Topic names (and card names) that look like ``name`` (or whose title in ``lang``
    does)."""
    names = [*topics(lang), GLOSSARY]
    folded = {_fold(t): t for t in names}
    for t in topics(lang).values():
        for typed in sorted(_typed(t)):
            folded.setdefault(typed, t.name)
    key = _fold(name)
    hits = list(dict.fromkeys(
        folded[h] for h in difflib.get_close_matches(key, list(folded), n=n, cutoff=0.6)))
    hits += [t for f, t in folded.items() if key and key in f and t not in hits]
    cards = catalogue()
    for real in cards.close_matches(name, n):
        card = cards.find(real)
        shown = real if card is None else card_name(card, lang)
        if slug(real) not in hits and shown not in hits:
            hits.append(shown)
    return hits[:n]


def render(topic: Topic, lang: str | None = None) -> str:
    """A topic as terminal text."""
    out = [topic.title, "=" * len(topic.title), "", topic.text]
    if topic.refs:
        out += ["", msg("cli.rules", lang, refs="; ".join(r.text(lang) for r in topic.refs))]
    if topic.see:
        out.append(msg("cli.see", lang, topics=", ".join(topic.see)))
    return "\n".join(out)


def listing(lang: str | None = None) -> str:
    """The list of topics, grouped."""
    ts = topics(lang)
    out = [msg("cli.list_header", lang)]
    for group, key in (("game", "cli.list_phases"), ("power", "cli.list_powers"),
                       ("six-cost", "cli.list_six_cost")):
        out += ["", msg(key, lang)]
        rows = [t for t in ts.values() if t.group == group]
        width = max(len(t.name) for t in rows)
        out += [f"  {t.name.ljust(width)}  {t.title}" for t in rows]
    out += ["", msg("cli.list_more", lang)]
    return "\n".join(out)



class RaceTopics:
    """Race for the Galaxy's topics as ``rftg rules [TOPIC]`` lists and prints them
    (``rftg.tutor.games.RulesTopics``)."""

    def listing(self, lang: str | None = None) -> str:
        return listing(lang)

    def render(self, name: str, lang: str | None = None) -> str | None:
        topic = find(name, lang)
        return None if topic is None else render(topic, lang)

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        """That there is no such topic, the topics (and cards) that look like it, and
        where the list is."""
        lines = [msg("cli.unknown", lang, topic=name)]
        close = close_matches(name, lang)
        if close:
            lines.append(msg("cli.did_you_mean", lang, matches="; ".join(close)))
        return [*lines, msg("cli.see_list", lang)]
