"""I: Explore. "Jeder Spieler zieht 2 Karten ... und behält 1 davon"; the +5 bonus draws 5
more, the +1/+1 bonus draws and keeps 1 more; Explore powers add to either."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from rftg.core.actions import Action
from rftg.core.cards import Effect
from rftg.core.rules.powers import PowerRef
from rftg.core.rules.terms import Breakdown, Term


def explore_counts(actions: Collection[Action], powers: Iterable[PowerRef]
                   ) -> tuple[Breakdown, Breakdown]:
    """(cards drawn, cards kept) for a player with these actions and Explore powers."""
    draw = [Term("explore_draw", 2)]
    keep = [Term("explore_keep", 1)]
    if Action.EXPLORE_5 in actions:
        draw.append(Term("bonus_explore5", 5))
    if Action.EXPLORE_1_1 in actions:
        draw.append(Term("bonus_explore11", 1))
        keep.append(Term("bonus_explore11", 1))
    for cid, _, pw in powers:
        if pw.effect is Effect.DRAW:
            draw.append(Term("power", pw.value("n"), cid))
        elif pw.effect is Effect.KEEP:
            keep.append(Term("power", pw.value("n"), cid))
    return Breakdown(tuple(draw)), Breakdown(tuple(keep))
