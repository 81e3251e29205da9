"""IV: Consume (with Trade). A player who chose Trade first sells one good; then every
player uses consume powers one at a time, in the order they pick, each power once; an
"up to N" power takes as many goods as it can; 2x VP doubles VP from goods only. A player may
stop only when no mandatory power can still be used. Players go in player order (the VP
pool may run out). The values are ``rftg.core.rules.consume``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rftg.core import events as ev
from rftg.core.actions import Action, RacePhase
from rftg.core.cards import GOODS_EFFECTS, Effect, Phase
from rftg.core.decisions import Choice, Decision, IllegalChoice, Option
from rftg.core.errors import error
from rftg.core.moves import DecisionKind, Sell, Stop, UsePower
from rftg.core.race.steps import PhaseRun, RaceStep, SeatTurn
from rftg.core.rules.consume import (
    consume_gain,
    consume_options,
    distinct_kinds_ok,
    trade_value,
)
from rftg.core.rules.terms import Breakdown
from rftg.core.ruleset import Step
from rftg.core.state import PlayerState
from rftg.core.text import card_name

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_ACTION_DOUBLE: Final = Action.DOUBLE
_ACTION_TRADE: Final = Action.TRADE
_DECISION_KIND_CONSUME: Final = DecisionKind.CONSUME
_DECISION_KIND_SALE: Final = DecisionKind.SALE
_EFFECT_DISCARD_HAND: Final = Effect.DISCARD_HAND
_EFFECT_DRAW: Final = Effect.DRAW
_EFFECT_GAMBLE: Final = Effect.GAMBLE
_EFFECT_TRADE: Final = Effect.TRADE
_PHASE_CONSUME: Final = Phase.CONSUME
_RACE_PHASE_CONSUME: Final = RacePhase.CONSUME
_RACE_STEP_CONSUME_PLAYER: Final = RaceStep.CONSUME_PLAYER

if TYPE_CHECKING:
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def sale_value(game: RaceGame, p: PlayerState, world: int, with_bonuses: bool = True) -> Breakdown:
    st = game.state
    return trade_value(world, st.cards, st.phase_powers(p, _PHASE_CONSUME), p.tableau,
                       with_bonuses)


def step_consume(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    assert isinstance(step, PhaseRun)
    game.state.begin_phase(_RACE_PHASE_CONSUME, step.bonus)
    game.push(*[SeatTurn(_RACE_STEP_CONSUME_PLAYER, p.seat) for p in game.state.in_order()])
    return None


def step_consume_player(game: RaceGame, step: Step,
                        answers: dict[int, Choice] | None) -> Asked:
    assert isinstance(step, SeatTurn)
    p = game.state.players[step.seat]
    if answers is not None:
        _apply_consume(game, p, answers[p.seat])
    cards = game.state.cards
    if not p.sold:
        if _ACTION_TRADE in p.actions and p.goods:
            sale = tuple(Option(Sell(w, sale_value(game, p, w).total), deck=cards)
                         for w in p.goods)
            return {p.seat: Decision(p.seat, _DECISION_KIND_SALE, sale, "phase.consume.trade")}
        p.sold = True
    st = game.state
    found = consume_options(game.state.phase_powers(p, _PHASE_CONSUME), p.used, p.goods, p.hand,
                            cards, bool(st.deck_for(p.seat) or st.discard_for(p.seat)))
    if not found:
        return None
    opts = [Option(o.move, o.cards_from, o.min_cards, o.max_cards, deck=cards) for o in found]
    if not any(o.mandatory for o in found):
        opts.append(Option(Stop("consume")))
    return {p.seat: Decision(p.seat, _DECISION_KIND_CONSUME, tuple(opts), "phase.consume")}


def _apply_consume(game: RaceGame, p: PlayerState, choice: Choice) -> None:
    move = choice.move
    st = game.state
    if isinstance(move, Sell):
        n = sale_value(game, p, move.world).total
        st.discard_for(p.seat).append(p.goods.pop(move.world))
        game.emit(ev.Sold(p.seat, move.world, n))
        game.state.draw_cards(p, n, "trade")
        p.sold = True
        return
    if isinstance(move, Stop):
        p.used.update((c, i) for c, i, _ in game.state.phase_powers(p, _PHASE_CONSUME))
        return
    assert isinstance(move, UsePower)
    cid, idx = move.card, move.index
    pw = game.state.card(cid).powers[idx]
    p.used.add((cid, idx))
    taken = choice.cards
    e = pw.effect
    if e is _EFFECT_GAMBLE:
        top = st.draw(p.seat)
        if top is not None:
            hit = game.state.card(top).cost == move.number
            (p.hand if hit else st.discard_for(p.seat)).append(top)
            assert move.number is not None
            game.emit(ev.Gambled(p.seat, move.number, top, hit))
        return
    sale = sale_value(game, p, taken[0], bool(pw.bonuses)) if e is _EFFECT_TRADE else None
    if e in GOODS_EFFECTS:
        for w in taken:
            st.discard_for(p.seat).append(p.goods.pop(w))
    gain = consume_gain(pw, len(taken), _ACTION_DOUBLE in p.actions, sale)
    if e is _EFFECT_DISCARD_HAND:
        game.state.discard_from_hand(p, taken)
        game.state.gain_vp(p, gain.vp.total)
        game.emit(ev.DiscardedForVP(p.seat, cid, len(taken), gain.vp.total))
        return
    if e is _EFFECT_DRAW:
        game.state.draw_cards(p, gain.cards.total, "power", cid)
        return
    game.state.gain_vp(p, gain.vp.total)
    game.emit(ev.Consumed(p.seat, cid, len(taken), gain.vp.total, gain.cards.total))
    game.state.draw_cards(p, gain.cards.total, "power", cid)


def validate(game: RaceGame, decision: Decision, option: Option, choice: Choice) -> None:
    """Exactly-3-different-kinds powers: the goods named must be of different kinds."""
    move = choice.move
    if decision.kind is not _DECISION_KIND_CONSUME or not isinstance(move, UsePower):
        return
    pw = game.state.card(move.card).powers[move.index]
    if not distinct_kinds_ok(pw, choice.cards, game.state.cards):
        raise IllegalChoice(error("choice.distinct_kinds",
                                  card=card_name(game.state.card(move.card)),
                                  n=len(choice.cards)))
