"""III: Settle. Every player may place one world: pay its cost, or conquer a military world
with military at least its defence, or use a power (Colony Ship, New Military Tactics,
Contact Specialist's payment route, Space Mercenaries). Those who chose Settle draw a card
afterwards. Improved Logistics places a second world (without the bonus). The ways to
place a world are ``rftg.core.rules.placement.settle_ways``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rftg.core import events as ev
from rftg.core.actions import RacePhase
from rftg.core.cards import Card, Effect, Phase
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.moves import DecisionKind, Method, Pass, PlaceCard, Placement
from rftg.core.race.steps import PhaseRun, RaceStep, Seats, SecondWorld, SettlePay
from rftg.core.rules.placement import Ways, settle_cost, settle_ways
from rftg.core.rules.powers import PowerRef
from rftg.core.ruleset import Step
from rftg.core.state import PlayerState

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_DECISION_KIND_PAYMENT: Final = DecisionKind.PAYMENT
_DECISION_KIND_SETTLE: Final = DecisionKind.SETTLE
_EFFECT_DRAW_AFTER: Final = Effect.DRAW_AFTER
_EFFECT_PLACE_SECOND: Final = Effect.PLACE_SECOND
_EFFECT_TEMP_MILITARY: Final = Effect.TEMP_MILITARY
_METHOD_CONQUER: Final = Method.CONQUER
_METHOD_PAY: Final = Method.PAY
_PHASE_SETTLE: Final = Phase.SETTLE
_RACE_PHASE_SETTLE: Final = RacePhase.SETTLE
_RACE_STEP_SETTLE_BONUS: Final = RaceStep.SETTLE_BONUS

if TYPE_CHECKING:
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def ways(game: RaceGame, p: PlayerState, cid: int) -> Ways:
    """Every legal way for ``p`` to place world ``cid`` from hand now."""
    return settle_ways(cid, game.state.card(cid), game.state.cards, len(p.hand) - 1,
                       game.state.phase_powers(p, _PHASE_SETTLE), p.temp_military, p.hand_military)


def step_settle(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """Choose a world (simultaneously): everyone in a run of the phase (``PhaseRun``:
    with the seats that have the Settle bonus), or ``SecondWorld``'s seats placing
    Improved Logistics' second world."""
    second = isinstance(step, SecondWorld)
    players = [p for p in game.state.players
               if not isinstance(step, SecondWorld) or p.seat in step.seats]
    cards = game.state.cards
    if answers is None:
        if not second:
            assert isinstance(step, PhaseRun)
            game.state.begin_phase(_RACE_PHASE_SETTLE, step.bonus, step.run, step.runs)
        else:
            game.state.second_world = True
        asked = {}
        for p in players:
            opts = [Option(Pass("second_world" if second else "world"))]
            powers = game.state.phase_powers(p, _PHASE_SETTLE)
            spare = len(p.hand) - 1
            for cid in p.hand:
                c = cards[cid]
                if not c.is_world:
                    continue
                found = settle_ways(cid, c, cards, spare, powers, p.temp_military,
                                    p.hand_military)
                if found.ways:
                    shown = c.cost if c.military else _cost(found, c, powers)
                    opts.append(Option(PlaceCard(cid, shown, c.military), deck=cards))
            rule = "phase.settle.second" if second else "phase.settle"
            asked[p.seat] = Decision(
                p.seat, _DECISION_KIND_SETTLE, tuple(opts),
                rule, _context(game, p))
        return asked or None
    for p in players:
        move = answers[p.seat].move
        p.placing = move.card if isinstance(move, PlaceCard) else None
        if p.placing is None and not second:
            game.emit(ev.Passed(p.seat, "settle"))
    game.push(SettlePay(second))
    return None


def step_settle_pay(game: RaceGame, step: Step,
                    answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        asked = {}
        cards = game.state.cards
        for p in game.state.players:
            if p.placing is None:
                continue
            rest = tuple(c for c in p.hand if c != p.placing)
            opts = tuple(Option(way, rest if way.pay_max else (), way.pay, way.pay_max,
                                deck=cards)
                         for way in ways(game, p, p.placing).ways)
            context = {**_context(game, p), "card": p.placing}
            asked[p.seat] = Decision(
                p.seat, _DECISION_KIND_PAYMENT, opts,
                "phase.settle.pay", context, deck=cards)
        if asked:
            return asked
        answers = {}
    for p in game.state.in_order():
        if p.placing is None:
            continue
        move = answers[p.seat].move
        assert isinstance(move, Placement)
        _place_world(game, p, move, answers[p.seat].cards)
        p.placing = None
    assert isinstance(step, SettlePay)
    if step.second:
        return None
    bonus = game.state.bonus
    drawing = [p.seat for p in game.state.in_order() if p.seat in bonus and p.placed]
    again = [p.seat for p in game.state.in_order() if p.placed and any(
        pw.effect is _EFFECT_PLACE_SECOND
        for _, _, pw in game.state.phase_powers(p, _PHASE_SETTLE))]
    # "Bonus: Ziehe am Ende der Phase 1 Karte, wenn Du eine Welt ausgespielt hast": after
    # a second world (Improved Logistics) too, so the bonus card cannot pay for it
    steps: list[Step] = []
    if again:
        steps.append(SecondWorld(tuple(again)))
    steps.append(Seats(_RACE_STEP_SETTLE_BONUS, tuple(drawing)))
    game.push(*steps)
    return None


def step_settle_bonus(game: RaceGame, step: Step,
                      answers: dict[int, Choice] | None) -> Asked:
    assert isinstance(step, Seats)
    for seat in step.seats:
        game.state.draw_cards(game.state.players[seat], 1, "settle_bonus")
    return None


def _cost(found: Ways, world: Card, powers: tuple[PowerRef, ...]) -> int:
    """A non-military world's cost after reductions: the paying way's own figure."""
    for way in found.ways:
        if way.method is _METHOD_PAY and way.cost is not None:
            return way.cost.total
    return settle_cost(world, powers).total


def _context(game: RaceGame, p: PlayerState) -> dict[str, int | str]:
    """What the tutor and the planners need about this phase (public facts)."""
    st = game.state
    return {"bonus": int(p.seat in st.bonus and not st.second_world),
            "second": int(st.second_world),
            "temp_military": p.temp_military, "hand_military": p.hand_military}


def _place_world(game: RaceGame, p: PlayerState, way: Placement, paid: tuple[int, ...]) -> None:
    cid = way.card
    p.hand.remove(cid)
    game.state.discard_from_hand(p, paid)
    if way.method is _METHOD_CONQUER:
        p.temp_military += len(paid)  # Space Mercenaries: +1 per card discarded
        p.hand_military += len(paid)
    for used in way.spends:
        for ucid, _, pw in game.state.phase_powers(p, _PHASE_SETTLE):
            if ucid == used and pw.effect is _EFFECT_TEMP_MILITARY:
                p.temp_military += pw.value("n")
        p.tableau.remove(used)
        game.state.forget_powers(p)
        game.state.discard_for(p.seat).append(used)
        game.emit(ev.SpentFromTableau(p.seat, used))
    p.tableau.append(cid)
    p.placed.append(cid)
    w = game.state.card(cid)
    game.emit(ev.Settled(p.seat, cid, way.method is _METHOD_CONQUER))
    if w.windfall:
        game.state.add_good(p, cid, placed=True)
    for _, _, pw in game.state.phase_powers(p, _PHASE_SETTLE):
        if pw.effect is _EFFECT_DRAW_AFTER:
            game.state.draw_cards(p, pw.value("n"), "after_settle")
