"""I: Explore. Draw 2 (+5 or +1 with the bonuses, + Explore powers), keep 1 (+1, + powers).

Base rules: "Es werden erst alle Karten verteilt, bevor die Spieler Karten abwerfen
müssen." All players draw first, then choose simultaneously which cards to keep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rftg.core.cards import Phase
from rftg.core.decisions import Choice, Decision, DecisionKind, Option
from rftg.core.state import Action

if TYPE_CHECKING:
    from rftg.core.engine import Asked, Game


def step_explore(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        game.begin_phase("explore")
        asked = {}
        for p in game.in_order():
            draw, keep = 2, 1
            if Action.EXPLORE_5 in p.actions:
                draw += 5
            if Action.EXPLORE_1_1 in p.actions:
                draw += 1
                keep += 1
            for _, _, pw in game.phase_powers(p, Phase.EXPLORE):
                if pw.effect == "draw":
                    draw += pw.value("n")
                elif pw.effect == "keep":
                    keep += pw.value("n")
            for _ in range(draw):
                cid = game.state.draw()
                if cid is None:
                    break
                p.drawn.append(cid)
            k = min(keep, len(p.drawn))
            asked[p.seat] = Decision(
                p.seat, DecisionKind.EXPLORE_KEEP,
                (Option("keep", f"Keep {k}", tuple(p.drawn), k, k),),
                "phase.explore", f"Explore: you drew {len(p.drawn)}; keep {k}.",
                {"draw": draw, "keep": keep})
        return asked
    for p in game.players:
        kept = answers[p.seat].cards
        p.hand.extend(kept)
        game.state.discard.extend(c for c in p.drawn if c not in kept)
        game.log(f"{p.name} explores: keeps {len(kept)} of {len(p.drawn)}.")
        p.drawn = []
    return None
