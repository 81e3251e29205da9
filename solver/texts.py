"""The solver's texts a player reads -- hints, placement and consume plans, card values --
from the ``hints`` catalogue (``rftg.content/text/<lang>/hints.toml``).

What the planners and the value model find is kept as a ``Say``: a catalogue key and its
values (numbers, cards, other ``Say``s), put into words only when someone reads it, in the
language asked for. So a plan is the same plan in every language, and only its words
change:

    >>> say("value.cost_short_many", cost=4, short=2).text("de")
    'Kosten 4, es fehlen 2 Karten'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Union

from rftg.core.cards import Card, GoodsKind
from rftg.core.decisions import Option
from rftg.core.lang import text
from rftg.core.rules.terms import Breakdown
from rftg.core.state import Action
from rftg.core.text import joined as joined  # "A, B and C"
from rftg.core.text import number

DOMAIN = "hints"



def t(key: str, lang: str | None = None, /, **values: object) -> str:
    """The ``hints`` text at ``key`` in ``lang``, filled in."""
    return text(DOMAIN, key, lang, **values)


def num(x: float, digits: int = 1, lang: str | None = None, sign: bool = False) -> str:
    """A decimal number as the language writes it: '1.5' in English, '1,5' in German."""
    return number(x, f"{'+' if sign else ''}.{digits}f", lang)


def percent(p: float, lang: str | None = None) -> str:
    """'40%' in English, '40 %' in German."""
    return t("word.percent", lang, n=f"{p * 100:.0f}")


def points(x: float, digits: int | None = None, lang: str | None = None) -> str:
    """'1 VP', '2.5 VP' in English; '1 Siegpunkt', '2,5 Siegpunkte' in German."""
    shown = number(x, "g", lang) if digits is None else num(x, digits, lang)
    one = digits is None and x == 1
    return t(f"word.vp_{'one' if one else 'many'}", lang, n=shown)


def plural(key: str, n: int, lang: str | None = None, **values: object) -> str:
    """The text ``key_one`` for 1, ``key_many`` else, with ``n`` filled in."""
    return t(f"{key}_{'one' if n == 1 else 'many'}", lang, n=n, **values)


def name(card: Card, lang: str | None = None) -> str:
    """A card's name in ``lang`` (``rftg.core.text.card_name``)."""
    from rftg.core.text import card_name

    return card_name(card, lang)


def kind_name(kind: GoodsKind | None, lang: str | None = None) -> str:
    """'Rare' / 'Seltene Elemente'; 'any' / 'beliebige' without a kind."""
    return t(f"kind.{kind.value}" if kind is not None else "kind.any", lang)


@dataclass(frozen=True)
class Num:
    """A decimal number to write in the reader's language (``num``)."""

    x: float
    digits: int = 2
    sign: bool = False


@dataclass(frozen=True)
class Names:
    """Cards named in a list: 'A, B and C'."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Kind:
    """A kind of good by name ('Rare'), or 'any'."""

    kind: GoodsKind | None


@dataclass(frozen=True)
class And:
    """Texts in a list: 'A, B and C'."""

    parts: tuple[Say, ...]


@dataclass(frozen=True)
class ActionName:
    """An action's name ('Consume: Trade', 'Verbrauchen: Handeln')."""

    action: Action


@dataclass(frozen=True)
class Label:
    """An option's label as the game shows it ('3 Karten bezahlen')."""

    option: Option


@dataclass(frozen=True)
class Points:
    """Victory points: '1 VP', '2.5 VP' ('1 Siegpunkt', '2,5 Siegpunkte'); ``digits``
    decimals, or as few as the number needs (None)."""

    x: float
    digits: int | None = None


@dataclass(frozen=True)
class SumText:
    """A rule's breakdown as the tutor writes it ('2 - 1 (Investment Credits) - 1 (Develop
    bonus) = 0'): one wording for the hints and the tutor (``rftg.core.sums``)."""

    breakdown: Breakdown
    cards: Sequence[Card]
    first_label: bool = False
    flat: bool = False  # without brackets or total, inside a bracket: '3 - 1 Develop bonus'


@dataclass(frozen=True)
class Join:
    """Texts joined with ``sep`` (a literal such as '; ')."""

    parts: tuple[Say, ...]
    sep: str = "; "


Value = Union[str, int, float, None, Card, Num, Names, Kind, And, ActionName, Label, Points,
              SumText, Join, "Say"]


@dataclass(frozen=True)
class Say:
    """A text by catalogue key with its values, put into words by ``text(lang)``.

    A value is a number (an ``int`` as it is, a ``Num`` as the language writes decimals),
    a card (its name in the language), ``Names``, ``Kind``, ``Join``, another ``Say`` or a
    ``str`` (taken as it is: only what is the same in every language, such as a move's
    code)."""

    key: str
    values: tuple[tuple[str, Value], ...] = ()

    def text(self, lang: str | None = None) -> str:
        return t(self.key, lang, **{k: word(v, lang) for k, v in self.values})

    def __str__(self) -> str:
        return self.text()


def say(key: str, **values: Value) -> Say:
    return Say(key, tuple(values.items()))


def word(v: Value, lang: str | None = None) -> str:
    """One value in words."""
    if isinstance(v, Say):
        return v.text(lang)
    if isinstance(v, Card):
        return name(v, lang)
    if isinstance(v, Num):
        return num(v.x, v.digits, lang, v.sign)
    if isinstance(v, Names):
        return joined([name(c, lang) for c in v.cards], lang)
    if isinstance(v, Kind):
        return kind_name(v.kind, lang)
    if isinstance(v, And):
        return joined([p.text(lang) for p in v.parts], lang)
    if isinstance(v, ActionName):
        from rftg.core.text import action_name

        return action_name(v.action, lang)
    if isinstance(v, Points):
        return points(v.x, v.digits, lang)
    if isinstance(v, SumText):
        from rftg.core.sums import view

        shown = view(v.breakdown, v.cards, lang)
        if v.flat:
            return shown.flat_text(lang, v.first_label)
        return shown.sum_text(lang, v.first_label)
    if isinstance(v, Label):
        from rftg.core.text import option_label

        return option_label(v.option, lang)
    if isinstance(v, Join):
        return v.sep.join(p.text(lang) for p in v.parts)
    if isinstance(v, float):
        return num(v, 2, lang)
    return str(v)
