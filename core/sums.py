"""A rule's number in words: the terms of a core breakdown (``rftg.core.rules.terms``) as
labelled parts, e.g. ``2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8``. The words
are the tutor catalogue's ``[term]`` and ``[label]`` (``content/text/<lang>/tutor.toml``);
the tutor shows them, and the hints say them. Nothing here computes a rule again."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rftg.core.cards import Card
from rftg.core.lang import text
from rftg.core.rules.terms import Breakdown as Sum
from rftg.core.rules.terms import Term
from rftg.core.text import card_name


@dataclass(frozen=True)
class Part:
    """One term of a sum as shown: its text and how much it adds (negative: subtracts)."""

    label: str
    amount: int


@dataclass(frozen=True)
class Breakdown:
    """A rule's number as the tutor shows it: the parts (texts) of the rule's own core
    breakdown, ``source``, whose total (clamped at its floor: costs stop at 0) is the
    number. Built by ``view``."""

    parts: tuple[Part, ...]
    source: Sum

    @property
    def floor(self) -> int | None:
        return self.source.floor

    @property
    def raw(self) -> int:
        return self.source.raw

    @property
    def total(self) -> int:
        return self.source.total

    @property
    def clamped(self) -> bool:
        return self.source.clamped

    def sum_text(self, lang: str | None = None, first_label: bool = False) -> str:
        """'2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8'."""
        if not self.parts:
            return str(self.total)
        out: list[str] = []
        minus = text("tutor", "label.minus", lang)  # German: the minus sign, which speech reads out
        for i, p in enumerate(self.parts):
            label = f" ({p.label})" if p.label and (i or first_label) else ""
            if i == 0:
                out.append(f"{p.amount}{label}")
            else:
                out.append(f"{minus if p.amount < 0 else '+'} {abs(p.amount)}{label}")
        joined = " ".join(out)
        if len(self.parts) == 1 and not self.clamped:
            return joined
        if self.clamped:
            return text("tutor", "label.clamped", lang, sum=joined, raw=self.raw, total=self.total)
        return f"{joined} = {self.total}"

    def flat_text(self, lang: str | None = None, first_label: bool = False) -> str:
        """The sum in one line without brackets, for a text that is itself in brackets:
        '2 - 1 Investment Credits - 1 Develop bonus' (the total is said next to it)."""
        if not self.parts:
            return str(self.total)
        minus = text("tutor", "label.minus", lang)
        out: list[str] = []
        for i, p in enumerate(self.parts):
            label = f" {p.label}" if p.label and (i or first_label) else ""
            sign = "" if i == 0 else f"{minus if p.amount < 0 else '+'} "
            out.append(f"{sign}{abs(p.amount) if i else p.amount}{label}")
        joined = " ".join(out)
        if self.clamped:
            return text("tutor", "label.clamped_flat", lang, sum=joined)
        return joined

    def list_text(self) -> str:
        """'3 (New Sparta +2, Space Marines +1)'; just '0' without parts."""
        shown = [p for p in self.parts if p.amount]
        if not shown:
            return str(self.total)
        inner = ", ".join(f"{p.label} {p.amount:+d}" for p in shown)
        return f"{self.total} ({inner})"


def term_label(term: Term, cards: Sequence[Card], lang: str | None = None) -> str:
    """The text of one term: ``[term] <what>`` with the card's name and the term's number."""
    name = "" if term.card is None else card_name(cards[term.card], lang)
    return text("tutor", f"term.{term.what}", lang, card=name,
                n="" if term.n is None else term.n)


def view(bd: Sum, cards: Sequence[Card], lang: str | None = None) -> Breakdown:
    """The tutor's view of a core breakdown (same terms, same total, texts as labels)."""
    return Breakdown(tuple(Part(term_label(t, cards, lang), t.amount) for t in bd.terms), bd)
