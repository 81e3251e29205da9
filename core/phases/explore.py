"""I: Explore. Draw 2 (+5 or +1 with the bonuses, + Explore powers), keep 1 (+1, + powers).

Base rules: "Es werden erst alle Karten verteilt, bevor die Spieler Karten abwerfen
müssen." All players draw first, then choose simultaneously which cards to keep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rftg.core import events as ev
from rftg.core.actions import RacePhase
from rftg.core.cards import Phase
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.moves import DecisionKind, Keep
from rftg.core.race.steps import PhaseRun
from rftg.core.rules.explore import explore_counts
from rftg.core.ruleset import Step

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_DECISION_KIND_EXPLORE_KEEP: Final = DecisionKind.EXPLORE_KEEP
_PHASE_EXPLORE: Final = Phase.EXPLORE
_RACE_PHASE_EXPLORE: Final = RacePhase.EXPLORE

if TYPE_CHECKING:
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def step_explore(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        assert isinstance(step, PhaseRun)
        game.state.begin_phase(_RACE_PHASE_EXPLORE, step.bonus)
        asked = {}
        for p in game.state.in_order():
            draw_bd, keep_bd = explore_counts(p.actions, game.state.phase_powers(p, _PHASE_EXPLORE))
            draw, keep = draw_bd.total, keep_bd.total
            for _ in range(draw):
                cid = game.state.draw(p.seat)
                if cid is None:
                    break
                p.drawn.append(cid)
            k = max(0, min(keep, len(p.drawn)))  # never more than drawn, never below 0
            context = {"draw": draw, "keep": keep, "drawn": len(p.drawn), "kept": k}
            asked[p.seat] = Decision(
                p.seat, _DECISION_KIND_EXPLORE_KEEP,
                (Option(Keep(), tuple(p.drawn), k, k),),
                "phase.explore", context)
        return asked
    for p in game.state.players:
        kept = answers[p.seat].cards
        p.hand.extend(kept)
        game.state.discard_for(p.seat).extend(c for c in p.drawn if c not in kept)
        game.emit(ev.Explored(p.seat, len(kept), len(p.drawn)))
        p.drawn = []
    return None
