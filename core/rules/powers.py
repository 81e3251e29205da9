"""Which powers work now: the one rule for "a card's powers work from the phase after the
one in which it was placed" (base rules, "Kartenfähigkeiten").

A ``PowerRef`` is (card id, index of the power on the card, the power). ``active_powers``
lists those of one phase among the cards whose powers work (the tableau as it was at the
start of the phase, less cards discarded from it since).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from rftg.core.cards import Card, Phase, Power

PowerRef = tuple[int, int, Power]


def active_powers(cards: Sequence[Card], active: Iterable[int], tableau: Collection[int],
                  phase: Phase) -> tuple[PowerRef, ...]:
    """The powers of ``phase`` on the ``active`` cards still in ``tableau``."""
    return tuple(
        (cid, i, pw)
        for cid in active if cid in tableau
        for i, pw in enumerate(cards[cid].powers) if pw.phase is phase
    )
