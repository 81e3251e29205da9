"""Setup and round end: the first discard and the hand limit.

Base rules: "Jeder Spieler ... wirft 2 der 6 Karten ab" (a start world may say otherwise:
the Ancient Race keeps fewer); "Am Ende jeder Runde müssen alle Spieler, die mehr als 10
Karten auf der Hand haben, Karten abwerfen, bis sie genau 10 Karten haben."
"""

from __future__ import annotations

from rftg.core.cards import Card
from rftg.core.rules.terms import Breakdown, Term


def initial_discard(start: int, start_card: Card | None) -> Breakdown:
    """Cards to discard at the start: 2, or what the start world ``start`` says."""
    n = start_card.initial_discard if start_card is not None else None
    return Breakdown((Term("power", n, start) if n else Term("initial_discard", 2),))


def hand_excess(hand_size: int, limit: int) -> Breakdown:
    """Cards to discard at the end of the round: hand size over the hand limit."""
    return Breakdown((Term("hand", hand_size), Term("hand_limit", -limit)), floor=0)
