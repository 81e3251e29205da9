"""New Frontiers' computer players: random, easy and normal.

* ``random`` answers every decision with a legal option at random.
* ``normal`` plays by rules of thumb: it rates what each action would bring it (with the
  bonus) against what it brings the others, buys the development worth most for its cost,
  settles the world worth most, sells what its consume powers cannot use, consumes for the
  most VP first. Every number it rates comes from the rules' own functions on its view.
* ``easy`` is the normal player that, a third of the time, answers at random.

They see only their seat's observation; none looks ahead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from rftg.core.decisions import Choice, Decision, Option
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.moves import (
    Buy,
    Colonists,
    KeepGoal,
    NfKind,
    Pass,
    Pick,
    ProduceOn,
    Reveal,
    Sell,
    Settle,
    Side,
    StoreCredits,
    StoreGoods,
    StoreWorld,
    Swap,
    Take,
    Use,
    Windfall,
)
from rftg.core.newfrontiers.observe import NfObservation
from rftg.core.newfrontiers.state import NfAction, NfState
from rftg.core.newfrontiers.tiles import TRADE_PRICE, Act, Effect, Goods, Tile, say
from rftg.core.sampler import Sampler

CREDIT = 0.8  # a credit in VP, roughly
COLONIST = 0.6
EASY_RANDOM = 1 / 3


def random_cards(option: Option, rng: random.Random) -> tuple[int, ...]:
    """Cards for an option: as many as it asks, chosen at random."""
    if not option.cards_from:
        return ()
    n = rng.randint(option.min_cards, option.max_cards)
    return tuple(rng.sample(option.cards_from, n))


class RandomNf:
    """Any legal option, at random."""

    looks_ahead = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: NfObservation, sampler: Sampler | None = None) -> Choice:
        assert obs.decision is not None
        option = self.rng.choice(obs.decision.options)
        return Choice(option.move, random_cards(option, self.rng))


# --------------------------------------------------------------------------- values


def power_worth(tile: Tile) -> float:
    """A rough worth of a tile's powers over a game, in VP."""
    worth = 0.0
    for p in tile.powers:
        if p.effect is Effect.CONSUME:
            worth += 1.0 + 0.5 * (p.vp * max(1, p.goods if p.per_good else 1)) + 0.2 * p.credits
        elif p.effect in (Effect.MILITARY, Effect.TEMP_MILITARY):
            worth += 0.5 * p.n
        elif p.effect is Effect.PROSPER:
            worth += 3.0
        else:
            worth += 1.2
    return worth


def tile_worth(view: NfState, seat: int, tile: Tile) -> float:
    """What a tile is worth to ``seat`` at the end, roughly: its VP, its "?" as the empire
    stands (and a little more), its goods and its powers, less in the last rounds."""
    worth = float(tile.vp)
    if tile.vp_per:
        worth += 0.7 * rules.extra_vp(view, seat, tile, {}) + 2.0
    if tile.is_world:
        if tile.goods is Goods.PRODUCTION:
            worth += 1.5
        elif tile.goods is Goods.WINDFALL:
            worth += 0.7
    late = bool(view.ends)
    return worth + (0.0 if late else power_worth(tile))


def colonist_worth(view: NfState, seat: int) -> float:
    """A colonist is worth much while the explored worlds need more than there are."""
    p = view.players[seat]
    need = sum(view.t[t].colonists for t in p.explored) + 1
    return COLONIST if p.colonists < need else 0.1


# --------------------------------------------------------------------------- normal


class NormalNf:
    """Rules of thumb (see the module doc)."""

    looks_ahead = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: NfObservation, sampler: Sampler | None = None) -> Choice:
        d = obs.decision
        assert d is not None
        handler = _HANDLERS.get(NfKind(d.kind))
        if handler is None:
            option = d.options[0]
            return Choice(option.move, option.cards_from[:option.min_cards])
        return handler(self, obs, d)

    # ---------------------------------------------------------------- picks

    def pick(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        best, best_score = d.options[0], float("-inf")
        for option in d.options:
            move = option.move
            assert isinstance(move, Pick)
            score = self.action_gain(view, me, move.action, True)
            others = [self.action_gain(view, s, move.action, False)
                      for s in range(len(view.players)) if s != me]
            if others:
                score -= 0.5 * max(others)
            score += self.rng.random() * 0.2  # ties broken at random
            if score > best_score:
                best, best_score = option, score
        return Choice(best.move)

    def action_gain(self, view: NfState, seat: int, action: NfAction, picker: bool) -> float:
        """What ``action`` brings ``seat`` this turn, roughly, in VP."""
        p = view.players[seat]
        if action is NfAction.RETREAT:
            return 2 * CREDIT if picker else 0.0
        if action is NfAction.ENVOYS:
            return 1.2 if picker else 0.0
        if action is NfAction.GOALS:
            return 1.5 + CREDIT if picker else 0.0
        if action is NfAction.DEVELOP:
            return max((tile_worth(view, seat, view.t[o.move.tile]) - CREDIT * o.move.cost
                        for o in rules.develop_options(view, seat, picker)
                        if isinstance(o.move, Buy)), default=0.0)
        if action is NfAction.EXPLORE:
            room = rules.MAX_WORLDS - p.worlds()
            worth = 1.0 if p.colonists > len(p.explored) else 0.4
            return min(room, 2 if picker else 1) * worth
        if action is NfAction.SETTLE:
            settle = max((self.settle_worth(view, seat, o) for o in
                          rules.settle_options(view, seat)), default=0.0)
            colonist = colonist_worth(view, seat)
            return max(settle, 2 * colonist) + (colonist if picker else 0.0)
        if action is NfAction.PRODUCE:
            made = sum(len(cs) for cs in rules.production(view, seat).values())
            bonus = 0.0
            if picker:
                bonus = CREDIT * view.produce_credits + (0.8 if rules.windfall_options(
                    view, seat) else 0.0)
            return 0.8 * made + bonus
        # trade / consume
        goods = len(rules.goods_at(p))
        consume = sum(1 for _ in rules.powers(view, seat, Act.CONSUME))
        return (1.0 if picker else 0.0) + 0.6 * min(goods, 1 + consume) + 0.2 * goods

    def settle_worth(self, view: NfState, seat: int, option: Option) -> float:
        move = option.move
        if not isinstance(move, Settle):
            return 0.0
        world = view.t[move.world]
        return (tile_worth(view, seat, world) - 0.3 * CREDIT * move.cost
                - 0.8 * len(move.boosts))

    # ---------------------------------------------------------------- actions

    def side(self, obs: NfObservation, d: Decision) -> Choice:
        def worth(o: Option) -> float:
            move = o.move
            assert isinstance(move, Side)
            return tile_worth(obs.view, obs.me, obs.tiles[move.home])
        return Choice(max(d.options, key=worth).move)

    def develop(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        late = bool(view.ends)
        best: Option | None = None
        best_score = 0.3
        for o in d.options:
            if not isinstance(o.move, Buy):
                continue
            tile = view.t[o.move.tile]
            score = tile_worth(view, me, tile) - CREDIT * o.move.cost * (0.3 if late else 1)
            if score > best_score:
                best, best_score = o, score
        return Choice(best.move if best is not None else _pass(d))

    def explore(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        p = view.players[me]

        def worth(o: Option) -> float:
            move = o.move
            assert isinstance(move, Take)
            world = view.t[move.tile]
            reach = 0.0
            if world.military:
                short = world.cost - rules.military(view, me, world).total
                reach = -0.6 * max(0, short)
            else:
                reach = -0.3 * max(0, world.cost - p.credits - 2)
            return tile_worth(view, me, world) + reach - 0.2 * world.cost
        return Choice(max(d.options, key=worth).move)

    def give_back(self, obs: NfObservation, d: Decision) -> Choice:
        option = d.options[0]
        view = obs.view
        ranked = sorted(option.cards_from, key=lambda t: tile_worth(view, obs.me, view.t[t]))
        return Choice(option.move, tuple(ranked[:option.min_cards]))

    def settle(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        p = view.players[me]
        best: Option | None = None
        best_score = 2 * colonist_worth(view, me) \
            if any(isinstance(o.move, Colonists) for o in d.options) else float("-inf")
        for o in d.options:
            score = self.settle_worth(view, me, o)
            if isinstance(o.move, Settle) and score > best_score:
                best, best_score = o, score
        if best is None:
            colonists = next((o for o in d.options if isinstance(o.move, Colonists)), None)
            return Choice(colonists.move if colonists is not None else _pass(d))
        move = best.move
        assert isinstance(move, Settle)
        goods = sorted(best.cards_from, key=lambda c: TRADE_PRICE[p.goods[c]])
        return Choice(move, tuple(goods[:best.min_cards]))

    def swap(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        best: Option | None = None
        best_score = 0.5
        for o in d.options:
            move = o.move
            if isinstance(move, Swap):
                gain = tile_worth(view, me, view.t[move.new]) - tile_worth(view, me,
                                                                            view.t[move.old])
                if gain > best_score:
                    best, best_score = o, gain
        return Choice(best.move if best is not None else _pass(d))

    def windfall(self, obs: NfObservation, d: Decision) -> Choice:
        view = obs.view

        def price(o: Option) -> int:
            move = o.move
            assert isinstance(move, Windfall)
            kind = move.kind or view.t[move.colony].kind
            return TRADE_PRICE[kind] if kind is not None else 0
        return Choice(max(d.options, key=price).move)

    def trade(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        p = view.players[me]
        sales = [o for o in d.options if isinstance(o.move, Sell)]
        capacity = sum(max(1, pw.goods) for _, _, pw in
                       rules.powers(view, me, Act.CONSUME, Effect.CONSUME) if pw.goods)
        goods = len(rules.goods_at(p))
        if not sales or (goods <= capacity and p.credits >= 4):
            return Choice(_pass(d))
        best = max(sales, key=lambda o: o.move.price if isinstance(o.move, Sell) else 0)
        return Choice(best.move)

    def consume(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        p = view.players[me]
        uses = [o for o in d.options if isinstance(o.move, Use)]
        if not uses:
            return Choice(_pass(d))

        def rate(o: Option) -> float:
            move = o.move
            assert isinstance(move, Use)
            power = view.t[move.tile].powers[move.index]
            n = len(move.goods) or o.min_cards
            vp, credits = rules.consume_gain(power, n)
            return (vp + CREDIT * credits) / max(1, n)
        best = max(uses, key=rate)
        if rate(best) <= 0.2 and any(isinstance(o.move, Pass) for o in d.options):
            return Choice(_pass(d))
        goods = sorted(best.cards_from, key=lambda c: TRADE_PRICE[p.goods[c]])
        return Choice(best.move, tuple(goods[:best.min_cards]))

    def store(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me
        p = view.players[me]
        first = d.options[0]
        if isinstance(first.move, StoreGoods):
            late = bool(view.ends) or view.round >= 8
            n = first.max_cards if late else min(first.max_cards, max(0, len(first.cards_from)
                                                                      - 2))
            goods = sorted(first.cards_from, key=lambda c: TRADE_PRICE[p.goods[c]])
            return Choice(first.move, tuple(goods[:n]))
        if isinstance(first.move, StoreCredits):
            keep = 3
            amounts = [o for o in d.options if isinstance(o.move, StoreCredits)
                       and p.credits - o.move.n >= keep]
            pick = max(amounts, key=lambda o: o.move.n if isinstance(o.move, StoreCredits)
                       else 0, default=first)
            return Choice(pick.move)
        worlds = [o for o in d.options if isinstance(o.move, StoreWorld)]
        return Choice(worlds[0].move if worlds else _pass(d))

    def reveal(self, obs: NfObservation, d: Decision) -> Choice:
        return Choice(Reveal(True) if obs.view.round >= 3 else Reveal(False))

    def goal(self, obs: NfObservation, d: Decision) -> Choice:
        view, me = obs.view, obs.me

        def worth(o: Option) -> float:
            move = o.move
            assert isinstance(move, KeepGoal)
            goal = view.t.goals[move.goal]
            return goal.vp_for(rules.goal_amount(view, me, goal, {}) + 1)
        return Choice(max(d.options, key=worth).move)

    def shortage(self, obs: NfObservation, d: Decision) -> Choice:
        option = d.options[0]
        assert isinstance(option.move, ProduceOn)
        return Choice(option.move, option.cards_from[:option.min_cards])


def _pass(d: Decision) -> Pass | Colonists:
    for o in d.options:
        if isinstance(o.move, (Pass, Colonists)):
            return o.move
    raise ValueError(f"no option to pass in {d.rule}")


_HANDLERS: dict[NfKind, Callable[[NormalNf, NfObservation, Decision], Choice]] = {
    NfKind.PICK: NormalNf.pick, NfKind.SIDE: NormalNf.side, NfKind.DEVELOP: NormalNf.develop,
    NfKind.EXPLORE: NormalNf.explore, NfKind.GIVE_BACK: NormalNf.give_back,
    NfKind.SETTLE: NormalNf.settle, NfKind.SWAP: NormalNf.swap,
    NfKind.WINDFALL: NormalNf.windfall, NfKind.TRADE: NormalNf.trade,
    NfKind.CONSUME: NormalNf.consume, NfKind.STORE: NormalNf.store,
    NfKind.REVEAL: NormalNf.reveal, NfKind.GOAL: NormalNf.goal,
    NfKind.SHORTAGE: NormalNf.shortage,
}


class EasyNf:
    """The normal player, that a third of the time answers at random."""

    looks_ahead = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.normal = NormalNf(seed + 1)
        self.random = RandomNf(seed + 2)

    def choose(self, obs: NfObservation, sampler: Sampler | None = None) -> Choice:
        if self.rng.random() < EASY_RANDOM:
            return self.random.choose(obs)
        return self.normal.choose(obs)


KINDS: Sequence[str] = ("random", "easy", "normal")


def make_nf_player(kind: str, seed: int) -> RandomNf | EasyNf | NormalNf:
    """A computer player of ``kind``; ValueError naming the known kinds otherwise."""
    if kind == "random":
        return RandomNf(seed)
    if kind == "easy":
        return EasyNf(seed)
    if kind == "normal":
        return NormalNf(seed)
    raise ValueError(say("error.no_player", None, kind=repr(kind), known=", ".join(KINDS)))
