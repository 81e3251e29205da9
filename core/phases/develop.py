"""II: Develop. Every player may place one development and pays its cost in cards; those
who chose Develop pay one less. Develop powers: draw at the start, cost reductions, draw after
placing. Choices are revealed together, then paid; placement resolves in player order.
The cost is ``rftg.core.rules.placement.develop_cost``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rftg.core import events as ev
from rftg.core.actions import RacePhase
from rftg.core.cards import Effect, Phase
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.moves import DecisionKind, Pass, PlaceCard, Placement
from rftg.core.race.steps import PhaseRun, RaceStep
from rftg.core.rules.placement import develop_way, duplicate_development
from rftg.core.ruleset import Step
from rftg.core.state import PlayerState

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_DECISION_KIND_DEVELOP: Final = DecisionKind.DEVELOP
_DECISION_KIND_PAYMENT: Final = DecisionKind.PAYMENT
_EFFECT_DRAW: Final = Effect.DRAW
_EFFECT_DRAW_AFTER: Final = Effect.DRAW_AFTER
_PHASE_DEVELOP: Final = Phase.DEVELOP
_RACE_PHASE_DEVELOP: Final = RacePhase.DEVELOP
_RACE_STEP_DEVELOP_PAY: Final = RaceStep.DEVELOP_PAY

if TYPE_CHECKING:
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def _way(game: RaceGame, p: PlayerState, cid: int) -> Placement | None:
    return develop_way(cid, game.state.card(cid), game.state.phase_powers(p, _PHASE_DEVELOP),
                       p.seat in game.state.bonus, len(p.hand))


def step_develop(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        assert isinstance(step, PhaseRun)
        game.state.begin_phase(_RACE_PHASE_DEVELOP, step.bonus, step.run, step.runs)
        for p in game.state.in_order():
            for _, _, pw in game.state.phase_powers(p, _PHASE_DEVELOP):
                if pw.effect is _EFFECT_DRAW:
                    game.state.draw_cards(p, pw.value("n"), "develop_power")
        asked = {}
        cards = game.state.cards
        for p in game.state.players:
            tableau = [cards[c] for c in p.tableau]
            opts = [Option(Pass("development"))]
            for cid in p.hand:
                c = cards[cid]
                if not c.is_development or duplicate_development(c, tableau):
                    continue
                way = _way(game, p, cid)
                if way is not None:
                    opts.append(Option(PlaceCard(cid, way.pay), deck=cards))
            asked[p.seat] = Decision(p.seat, _DECISION_KIND_DEVELOP, tuple(opts),
                                     "phase.develop",
                                     {"bonus": int(p.seat in game.state.bonus)})
        return asked
    for p in game.state.players:
        move = answers[p.seat].move
        p.placing = move.card if isinstance(move, PlaceCard) else None
        if p.placing is None:
            game.emit(ev.Passed(p.seat, "develop"))
    game.push(Step(_RACE_STEP_DEVELOP_PAY))
    return None


def step_develop_pay(game: RaceGame, step: Step,
                     answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        asked = {}
        for p in game.state.players:
            if p.placing is None:
                continue
            way = _way(game, p, p.placing)
            assert way is not None
            if way.pay == 0:
                continue  # nothing to pay, nothing to decide
            rest = tuple(c for c in p.hand if c != p.placing)
            context = {"cost": way.pay, "bonus": int(p.seat in game.state.bonus),
                       "card": p.placing}
            asked[p.seat] = Decision(
                p.seat, _DECISION_KIND_PAYMENT,
                (Option(way, rest, way.pay, way.pay, deck=game.state.cards),),
                "phase.develop.pay", context, deck=game.state.cards)
        if asked:
            return asked
        answers = {}
    for p in game.state.in_order():
        if p.placing is None:
            continue
        cid = p.placing
        paid = answers[p.seat].cards if p.seat in answers else ()
        p.hand.remove(cid)
        game.state.discard_from_hand(p, paid)
        p.tableau.append(cid)
        p.placed.append(cid)
        game.emit(ev.Developed(p.seat, cid, len(paid)))
        for _, _, pw in game.state.phase_powers(p, _PHASE_DEVELOP):
            if pw.effect is _EFFECT_DRAW_AFTER:
                game.state.draw_cards(p, pw.value("n"), "after_develop")
        p.placing = None
    return None
