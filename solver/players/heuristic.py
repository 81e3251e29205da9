"""The heuristic player: fast rules of thumb over a simple card-value model.

It decides from the observation only: its hand, every tableau, which worlds hold goods,
the pending decision. Actions are scored by what this tableau and hand can use now:
a world or development it can place, goods to produce or consume, cards it needs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from rftg.core.cards import CONSUME_EFFECTS, Card, Effect, GoodsKind, Phase
from rftg.core.decisions import Choice, Decision, Move, Option
from rftg.core.moves import (
    ChooseActions,
    DecisionKind,
    Pass,
    PickWorld,
    PlaceCard,
    Placement,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.observe import Observation, observation
from rftg.core.rules.placement import (
    develop_way,
    duplicate_development,
    military,
    settle_ways,
)
from rftg.core.sampler import Sampler
from rftg.core.state import Action

if TYPE_CHECKING:
    from rftg.core.state import RaceGame



def card_value(obs: Observation, cid: int) -> float:
    """How much a card is worth keeping for this player: its VP, its powers, goods, and how
    soon it can be placed with the hand at hand (a rough, documented guess)."""
    c = obs.card(cid)
    me = obs.mine
    value = float(c.vp)
    if c.bonuses:
        value += _six_cost_estimate(obs, c)
    value += 0.6 * len(c.powers)
    if c.goods is not None:
        value += 0.4 + 0.15 * c.goods.trade_value
    if duplicate_development(c, (obs.card(t) for t in me.tableau)):
        return -1.0  # a second copy can never be placed
    hand = len(obs.hand)
    cost = c.cost
    if c.is_world and c.military:
        gap = cost - _military(obs, c)
        value -= 0.7 * max(0, gap)
    else:
        value -= 0.45 * max(0, cost - (hand - 1))
        value -= 0.15 * cost
    return value


def _military(obs: Observation, world: Card | None = None) -> int:
    """The player's military (against ``world``), by the rule, without temporary
    military."""
    return military(world, obs.powers(Phase.SETTLE)).total


def _actions(move: Move) -> tuple[Action, ...]:
    return move.actions if isinstance(move, ChooseActions) else ()


def _six_cost_estimate(obs: Observation, c: Card) -> float:
    """Bonus VP this 6-cost development would score with the current tableau."""
    from rftg.core.scoring import six_cost_bonus

    tableau = [obs.card(t) for t in obs.mine.tableau] + [c]
    total, _ = six_cost_bonus(c, tableau, obs.mine.chips)
    return float(total)


class HeuristicPlayer:
    name = "heuristic"

    def __init__(self, seed: int = 0, noise: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def _jitter(self) -> float:
        return self.rng.uniform(0, self.noise)

    looks_ahead = False

    def choose(self, obs: Observation, sampler: Sampler | None = None) -> Choice:
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        handlers: dict[StrEnum, Callable[[Observation, Decision], Choice]] = {
            DecisionKind.ACTION: self._action,
            DecisionKind.START_WORLD: self._start_world,
            DecisionKind.DEVELOP: self._place,
            DecisionKind.SETTLE: self._place,
            DecisionKind.PAYMENT: self._payment,
            DecisionKind.SALE: self._sale,
            DecisionKind.CONSUME: self._consume,
            DecisionKind.PRODUCE: self._produce,
        }
        handler = handlers.get(d.kind)
        if handler is not None:
            return handler(obs, d)
        # keep / discard decisions: one option, choose cards by value (a draft pick keeps
        # the card, like Explore)
        opt = d.options[0]
        return self._pick_cards(obs, opt, keep=d.kind in _KEEPS)

    # ------------------------------------------------------------ card choices

    def _ranked(self, obs: Observation, cards: Sequence[int]) -> list[int]:
        return sorted(cards, key=lambda c: card_value(obs, c) + self._jitter(), reverse=True)

    def _pick_cards(self, obs: Observation, opt: Option, keep: bool) -> Choice:
        ranked = self._ranked(obs, opt.cards_from)
        k = opt.min_cards
        chosen = ranked[:k] if keep else ranked[::-1][:k]
        return Choice(opt.move, tuple(chosen))

    # ------------------------------------------------------------ actions

    def _action(self, obs: Observation, d: Decision) -> Choice:
        scores = {a: self._action_score(obs, a) + self._jitter() for a in Action}
        best = max(d.options, key=lambda o: sum(scores[a] for a in _actions(o.move))
                   - (0.8 if _actions(o.move) in _DOUBLED else 0.0))
        return Choice(best.move)

    def _action_score(self, obs: Observation, action: Action) -> float:
        me = obs.mine
        hand = [obs.card(c) for c in obs.hand]
        tableau = [obs.card(c) for c in me.tableau]
        goods = len(me.goods)
        if action in (Action.EXPLORE_5, Action.EXPLORE_1_1):
            return 2.2 - 0.25 * len(hand) + (0.3 if action is Action.EXPLORE_1_1 else 0.0)
        if action in (Action.DEVELOP, Action.DEVELOP2):
            powers = obs.powers(Phase.DEVELOP)
            devs = [c for cid, c in zip(obs.hand, hand, strict=True)
                    if c.is_development and not duplicate_development(c, tableau)
                    and develop_way(cid, c, powers, True, len(hand)) is not None]
            return max((c.vp + 0.6 * len(c.powers) + (3 if c.cost == 6 else 0) for c in devs),
                       default=-1.0)
        if action in (Action.SETTLE, Action.SETTLE2):
            powers = obs.powers(Phase.SETTLE)
            worlds = [c for cid, c in zip(obs.hand, hand, strict=True) if c.is_world
                      and settle_ways(cid, c, obs.cards, len(hand) - 1, powers).ways]
            return max((c.vp + 1.0 + (0.8 if c.goods else 0.0) for c in worlds), default=-1.0)
        consume_powers = sum(1 for c in tableau for p in c.powers
                             if p.phase is Phase.CONSUME and p.effect in CONSUME_EFFECTS)
        if action is Action.TRADE:
            if not goods:
                return -1.0
            best = max(obs.card(w).goods.trade_value for w in me.goods  # type: ignore[union-attr]
                       if obs.card(w).goods is not None)
            return 0.5 * best + 0.5 * min(goods - 1, consume_powers)
        if action is Action.DOUBLE:
            return -1.0 if not goods or not consume_powers else 1.2 * min(goods, consume_powers)
        if action is Action.PRODUCE:
            empty = sum(1 for c_id in me.tableau if obs.card(c_id).goods is not None
                        and c_id not in me.goods)
            return 0.9 * empty + (0.3 if consume_powers else -0.5)
        return 0.0

    # ------------------------------------------------------------ placing

    def _start_world(self, obs: Observation, d: Decision) -> Choice:
        best = max(d.options, key=lambda o: card_value(obs, _world(o.move)) + self._jitter())
        return Choice(best.move)

    def _place(self, obs: Observation, d: Decision) -> Choice:
        best: Option | None = None
        best_score = 0.2
        for o in d.options:
            if not isinstance(o.move, PlaceCard):
                continue
            c = obs.card(o.move.card)
            score = c.vp + 0.7 * len(c.powers) + (4.0 if c.cost == 6 else 0.0) \
                + (0.6 if c.goods else 0.0) + self._jitter()
            if score > best_score:
                best, best_score = o, score
        if best is None:
            best = next(o for o in d.options if isinstance(o.move, Pass))
        return Choice(best.move)

    def _payment(self, obs: Observation, d: Decision) -> Choice:
        # cheapest way first: conquering or a discount beats paying cards; keep Colony
        # Ship / New Military Tactics unless there is no other way
        def cost(o: Option) -> float:
            spends = isinstance(o.move, Placement) and bool(o.move.spends)
            return o.min_cards + (2.5 if spends else 0.0)

        opt = min(d.options, key=cost)
        ranked = self._ranked(obs, opt.cards_from)
        return Choice(opt.move, tuple(ranked[::-1][: opt.min_cards]))

    # ------------------------------------------------------------ goods

    def _sale(self, obs: Observation, d: Decision) -> Choice:
        def cards(o: Option) -> int:
            return o.move.value if isinstance(o.move, Sell) else 0

        return Choice(max(d.options, key=cards).move)

    def _consume(self, obs: Observation, d: Decision) -> Choice:
        def score(o: Option) -> float:
            m = o.move
            if not isinstance(m, UsePower):
                return -0.5  # stop
            power = obs.card(m.card).powers[m.index]
            goods = max(o.min_cards, 1)
            if power.effect is Effect.DISCARD_HAND:
                return 0.1
            if power.effect is Effect.GAMBLE:
                return 0.3 if m.number in (1, 2) else 0.2
            vp = power.value("vp") * (goods if power.effect is Effect.CONSUME else 1)
            cards = power.value("cards") * (goods if power.effect is Effect.CONSUME else 1)
            return vp * (2 if Action.DOUBLE in obs.mine.actions else 1) + 0.5 * cards + 0.5

        opt = max(d.options, key=score)
        m = opt.move
        if not isinstance(m, UsePower):
            return Choice(m)
        power = obs.card(m.card).powers[m.index]
        if power.effect is Effect.DISCARD_HAND:
            ranked = self._ranked(obs, opt.cards_from)
            return Choice(m, tuple(ranked[::-1][: opt.max_cards]))
        if power.effect is Effect.CONSUME_DISTINCT:
            by_kind: dict[GoodsKind | None, int] = {}
            for w in opt.cards_from:
                by_kind.setdefault(obs.card(w).goods, w)
            return Choice(m, tuple(list(by_kind.values())[: opt.min_cards]))
        # consume cheap goods first (keep valuable ones to sell)
        goods = sorted(opt.cards_from, key=lambda w: _trade(obs.card(w)))
        return Choice(m, tuple(goods[: opt.min_cards]))

    def _produce(self, obs: Observation, d: Decision) -> Choice:
        def discards(m: Move) -> bool:  # or draws now, which only pays for a discard
            return (isinstance(m, UsePower)
                    and obs.card(m.card).powers[m.index].effect is not Effect.WINDFALL)

        usable = [o for o in d.options
                  if not isinstance(o.move, Stop) and not discards(o.move)]
        if not usable:
            return Choice(next(o.move for o in d.options if isinstance(o.move, Stop)))
        opt = usable[0]
        world = max(opt.cards_from, key=lambda w: _trade(obs.card(w)))
        return Choice(opt.move, (world,))


_DOUBLED = ((Action.DEVELOP, Action.DEVELOP2), (Action.SETTLE, Action.SETTLE2))
_KEEPS = (DecisionKind.EXPLORE_KEEP, DecisionKind.DRAFT)  # the cards chosen are kept


def _world(move: Move) -> int:
    assert isinstance(move, PickWorld)
    return move.world


def _trade(card: Card) -> int:
    return card.goods.trade_value if card.goods is not None else 0


def guess_actions(game: RaceGame, me: int, seed: int) -> dict[int, Move]:
    """What each opponent is likely to choose: the normal player (with its jitter) on the
    opponent's view of the dealt ``game`` (which is left as it is). Look-ahead players
    (planner, hard) guess the other seats' actions with it."""
    guess: dict[int, Move] = {}
    for dec in game.pending():
        if dec.player != me:
            opp = HeuristicPlayer(seed + dec.player)
            guess[dec.player] = opp.choose(observation(game, dec.player)).move
    return guess
