"""V: Produce. Every production world without a good produces one; then each player uses
his powers one at a time in the order he chooses (the Produce bonus, windfall powers,
discard-to-produce powers, and draw powers while a discard is open); when he stops, the draw
powers he has not used count what he produced; "most goods of a kind" waits for the end of
the phase (``rftg.core.rules.produce``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from rftg.core.actions import Action, RacePhase
from rftg.core.cards import DRAW_EFFECTS, Effect, Phase
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.moves import DecisionKind, ProduceBonus, Stop, UsePower
from rftg.core.race.steps import PhaseRun, RaceStep, SeatTurn
from rftg.core.rules.produce import (
    draws_open,
    most_goods_draw,
    produce_options,
    producing,
)
from rftg.core.ruleset import Step
from rftg.core.state import PlayerState

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_ACTION_PRODUCE: Final = Action.PRODUCE
_DECISION_KIND_PRODUCE: Final = DecisionKind.PRODUCE
_EFFECT_DRAW_MOST: Final = Effect.DRAW_MOST
_EFFECT_WINDFALL: Final = Effect.WINDFALL
_PHASE_PRODUCE: Final = Phase.PRODUCE
_RACE_PHASE_PRODUCE: Final = RacePhase.PRODUCE
_RACE_STEP_PRODUCE_DRAWS: Final = RaceStep.PRODUCE_DRAWS
_RACE_STEP_PRODUCE_PLAYER: Final = RaceStep.PRODUCE_PLAYER

if TYPE_CHECKING:
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def step_produce(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    assert isinstance(step, PhaseRun)
    game.state.begin_phase(_RACE_PHASE_PRODUCE, step.bonus)
    for p in game.state.in_order():
        for cid in producing(game.state.phase_powers(p, _PHASE_PRODUCE), p.goods):
            game.state.add_good(p, cid)
    game.push(*[SeatTurn(_RACE_STEP_PRODUCE_PLAYER, p.seat) for p in game.state.in_order()],
              Step(_RACE_STEP_PRODUCE_DRAWS))
    return None


def step_produce_player(game: RaceGame, step: Step,
                        answers: dict[int, Choice] | None) -> Asked:
    assert isinstance(step, SeatTurn)
    p = game.state.players[step.seat]
    cards = game.state.cards
    if answers is not None:
        choice = answers[p.seat]
        move = choice.move
        if isinstance(move, Stop):
            _draws(game, p)
            return None
        if isinstance(move, ProduceBonus):
            p.bonus_used = True
            game.state.add_good(p, choice.cards[0], windfall=True)
        else:
            assert isinstance(move, UsePower)
            p.used.add((move.card, move.index))
            pw = cards[move.card].powers[move.index]
            if pw.effect in DRAW_EFFECTS:
                _draw(game, p, move.card, move.index)
            elif pw.effect is _EFFECT_WINDFALL:
                game.state.add_good(p, choice.cards[0], windfall=True)
            else:
                game.state.discard_from_hand(p, choice.cards)
                target = move.card if move.world is None else move.world
                game.state.add_good(p, target, windfall=move.world is not None)
    found = produce_options(game.state.phase_powers(p, _PHASE_PRODUCE), p.used, p.tableau, p.goods,
                            p.hand, p.produced, cards,
                            _ACTION_PRODUCE in p.actions and not p.bonus_used)
    if not found:
        _draws(game, p)
        return None
    opts = [Option(o.move, o.cards_from, o.min_cards, o.max_cards, deck=cards) for o in found]
    if not any(o.mandatory for o in found):
        opts.append(Option(Stop("produce")))
    return {p.seat: Decision(p.seat, _DECISION_KIND_PRODUCE, tuple(opts), "phase.produce")}


def _draw(game: RaceGame, p: PlayerState, card: int, index: int) -> None:
    """``p`` uses the draw power ``index`` of ``card`` now: it counts what was produced so
    far."""
    for cid, i, _, got in draws_open(game.state.phase_powers(p, _PHASE_PRODUCE), (), p.produced,
                                     p.tableau, game.state.cards):
        if (cid, i) == (card, index):
            game.state.draw_cards(p, got.total, "power", cid)


def _draws(game: RaceGame, p: PlayerState) -> None:
    """The draw powers ``p`` has not used yet, once he stops (all but "most goods of a
    kind", which waits for everyone: see step_produce_draws)."""
    for cid, _, _, got in draws_open(game.state.phase_powers(p, _PHASE_PRODUCE), p.used, p.produced,
                                     p.tableau, game.state.cards):
        game.state.draw_cards(p, got.total, "power", cid)


def step_produce_draws(game: RaceGame, step: Step,
                       answers: dict[int, Choice] | None) -> Asked:
    """End of the phase: "Ziehe am Ende der Phase Produzieren 2 Karten, wenn du in dieser
    Phase mehr Seltene Elemente produziert hast, als jeder andere Spieler." A tie: nobody."""
    cards = game.state.cards
    for p in game.state.in_order():
        for cid, _, pw in game.state.phase_powers(p, _PHASE_PRODUCE):
            if pw.effect is not _EFFECT_DRAW_MOST:
                continue
            n = most_goods_draw(pw, p.produced,
                                (q.produced for q in game.state.players if q is not p), cards)
            if n:
                game.state.draw_cards(p, n, "power", cid)
    return None
