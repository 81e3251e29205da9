"""Setup, the action choice and round end: the first discard, which action cards play
alike, and the hand limit.

Base rules: "Jeder Spieler ... wirft 2 der 6 Karten ab" (a start world may say otherwise:
the Ancient Race keeps fewer); "Am Ende jeder Runde müssen alle Spieler, die mehr als 10
Karten auf der Hand haben, Karten abwerfen, bis sie genau 10 Karten haben."
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from rftg.core.cards import Card
from rftg.core.rules.terms import Breakdown, Term

if TYPE_CHECKING:
    from rftg.core.actions import Action
    from rftg.core.race.spec import PhaseSpec


def initial_discard(start: int, start_card: Card | None) -> Breakdown:
    """Cards to discard at the start: 2, or what the start world ``start`` says."""
    n = start_card.initial_discard if start_card is not None else None
    return Breakdown((Term("power", n, start) if n else Term("initial_discard", 2),))


def hand_excess(hand_size: int, limit: int) -> Breakdown:
    """Cards to discard at the end of the round: hand size over the hand limit."""
    return Breakdown((Term("hand", hand_size), Term("hand_limit", -limit)), floor=0)


def plays_as(actions: Sequence[Action], phases: Sequence[PhaseSpec]) -> tuple[Action, ...]:
    """The action cards that play exactly as ``actions`` do, in the order of the phases.

    Advanced 2-player game: "Wählt ein Spieler beide Aktionskarten Entwickeln oder beide
    Aktionskarten Siedeln, wird die betreffende Phase zweimal nacheinander vollständig
    durchgespielt ... Hat sein Mitspieler dieselbe Phase einmal gewählt, erhält dieser den
    Bonus nur in der ersten Phase." A second Develop (Settle) card chosen without the first
    plays as the first: one run of the phase, the bonus in its first run."""
    chosen = set(actions)
    for spec in phases:
        if spec.again in chosen and not chosen & (set(spec.actions) - {spec.again}):
            chosen = (chosen - {spec.again}) | {spec.actions[0]}
    order = [a for spec in phases for a in spec.actions]
    return tuple(sorted(chosen, key=order.index))


def distinct_choices(actions: Sequence[Action], picks: int, phases: Sequence[PhaseSpec]
                     ) -> tuple[tuple[Action, ...], ...]:
    """Each way to choose ``picks`` of the action cards that plays differently, once (in the
    order of the cards): "X + Develop (second)" is "X + Develop"."""
    if picks == 1:
        return tuple((a,) for a in actions)
    return tuple(dict.fromkeys(plays_as(c, phases) for c in combinations(actions, picks)))
