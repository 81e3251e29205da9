"""New Frontiers' texts count in the right number, in English and German: "1 credit",
"1 Krediteinheit", "1 Welt", and in the German plain mode, which says "SP" as a word,
"1 Siegpunkt" (never "1 Siegpunkte"). Every text of New Frontiers' catalogues is filled
with 1 in every placeholder and read for a plural after the 1."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import Any

import pytest

from rftg.core import lang as language
from rftg.tui.newfrontiers.words import nt

DOMAINS = ("newfrontiers", "tutor_newfrontiers", "hints_newfrontiers", "tui_newfrontiers")
PLURALS = {
    "en": ("credits", "colonists", "worlds", "goods", "colonies", "development spaces",
           "developments", "entries", "play-outs", "explored worlds"),
    "de": ("Krediteinheiten", "Welten", "Güter", "Kolonien", "Felder", "Entwicklungen",
           "Einträge", "Partien", "erkundete Welten", "abgegebenen Gütern", "Siegpunkte"),
}
"""The plurals whose singular is spelled otherwise. German "Kolonisten" is the singular
too after a verb or a preposition ("du erhältst 1 Kolonisten"): it is checked where it
names a number alone (after ":", "(", "," or ";")."""
NOT_COUNTS = {
    ("newfrontiers", "power.against"): "against {what} worlds: a kind or a keyword",
    ("newfrontiers", "power.settle_discount_kind"): "{kind} worlds: a kind",
    ("newfrontiers", "power.compare"): "the most {kind} goods: a kind",
}
ACCUSATIVE = {("tutor_newfrontiers", "explain.colonists")}  # "1 Kolonisten nehmen"


class Ones(dict[str, Any]):
    def __missing__(self, key: str) -> int:
        return 1


def texts(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for k, v in node.items():
            yield from texts(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from texts(v, (*path, str(i)))
    elif isinstance(node, str):
        yield ".".join(path), node


def with_ones(lang: str) -> Iterator[tuple[str, str, str]]:
    """(domain, key, the text with 1 in every placeholder) of every counting text."""
    for domain in DOMAINS:
        for key, template in texts(language.catalogue(domain, lang)):
            if (domain, key) in NOT_COUNTS:
                continue
            if any(f for _, f, _, _ in string.Formatter().parse(template)):
                yield domain, key, language.fill(template, Ones())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_count_of_one_takes_the_singular(lang: str) -> None:
    plural = re.compile(r"(?<![\d.,/])1 (?:" + "|".join(PLURALS[lang]) + r")\b")
    alone = re.compile(r"(?:^|[:(,;] )1 Kolonisten\b")
    wrong = [f"{domain} {key}: {text}" for domain, key, text in with_ones(lang)
             if plural.search(text) or (lang == "de" and alone.search(text)
                                         and (domain, key) not in ACCUSATIVE)]
    assert wrong == []


def test_the_plain_mode_says_1_siegpunkt() -> None:
    """German plain lines say "SP" as "Siegpunkte" (for a screen reader): one is "1
    Siegpunkt", in New Frontiers' lines as in every other."""
    from rftg.tui.plain.console import spoken

    language.set_language("de")
    try:
        you = spoken(nt("plain.you", vp=1, credits=1, colonists=1, chips=1, spaces=3,
                        colonies=2))
        supply = spoken(nt("plain.supply", supply=1, pool=1, bag=1))
        assert you == ("Du: 1 Siegpunkt jetzt; 1 Krediteinheit, 1 Kolonist, 1 Siegpunkt in "
                       "Chips; Felder mit Entwicklungen 3/11, Kolonien 2/8.")
        assert supply == "Vorrat: 1 Kolonist, 1 Siegpunkt in Chips, 1 Welt im Beutel."
        assert spoken("21 SP, 11 SP, -1 SP, 1 SP-Chip, 3 SP-Chips") == (
            "21 Siegpunkte, 11 Siegpunkte, -1 Siegpunkt, 1 Siegpunkt-Chip, 3 Siegpunkt-Chips")
    finally:
        language.set_language("en")


def test_english_lines_count_too() -> None:
    assert nt("plain.you", "en", vp=1, credits=1, colonists=1, chips=1, spaces=3,
              colonies=2) == ("You: 1 VP now; 1 credit, 1 colonist, 1 VP in chips; "
                              "development spaces 3/11, colonies 2/8.")
    assert nt("plain.produce", "en", n=1) == "Produce (1 credit on it)"
    assert nt("plain.produce", "en", n=2) == "Produce (2 credits on it)"
