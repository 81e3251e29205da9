"""Cards in words for the plain mode, whichever the game: VP in words, and finding a card
by a part of its English or German name (each game words its own cards: its plain view)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from rftg.tui.plain.console import t


def vp_words(n: int) -> str:
    """'1 VP', '3 VP' ('1 Siegpunkt', '3 Siegpunkte')."""
    return t("card.vp_one") if n == 1 else t("card.vp_many", n=n)


class Named(Protocol):
    """A card design with an English name and, where a seed prints one, a German one."""

    @property
    def name(self) -> str: ...

    @property
    def de(self) -> str | None: ...


C = TypeVar("C", bound=Named)


def find_card(cards: Sequence[C], typed: str, shown: Callable[[C], str]
              ) -> tuple[C | None, list[str]]:
    """The card whose English or German name is ``typed`` (case does not matter), or the
    only one whose name holds it; else None and the names that hold it as ``shown`` says
    them (none: no match)."""
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
    return None, sorted(shown(c) for c in hits)
