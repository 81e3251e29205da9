"""The hard player's choices for every decision but the action: the CP-SAT planners and the
card-value model, each returned with the evidence a hint explains.

* Consume steps and the sale: the optimal consume plan (``solver.consume.plan_consume``,
  a hand card worth ``value.CARD`` VP), its first step.
* Develop, Settle and their payment: the placement planner (``solver.payment``); the
  planner's candidates are the rules' legal ways.
* Keeping (Explore) and discarding (the first hand, the hand limit, paying): the cards
  least worth holding by the one card-value model (``solver.value``), so that a card kept
  in Explore is not the first one thrown away later.
* Start world: the world whose own worth and the worth it gives the hand (the card-value
  model with that world as the tableau) are largest.
* The Gathering Storm's goals: what placing a card does to them at the end of the phase
  (``goal_gains``: the rules' counts and checks), for the hard player's candidates and the
  hints' words.
* Windfall: the empty windfall world whose good trades for most cards (the rule's trade
  value); discard-to-produce powers are left unused (a hand card for a good that is not
  consumed yet).

``planned(obs)`` returns the choice with its evidence; ``None`` where the planners have no
answer (the caller falls back to the normal player).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rftg.core.cards import Effect, Phase
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.moves import (
    DecisionKind,
    Method,
    Pass,
    PickWorld,
    PlaceCard,
    Placement,
    ProduceBonus,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.observe import Observation
from rftg.core.rules.goals import GoalTile, check_goal, checked_at, goal_scores, goal_value
from rftg.core.rules.terms import Breakdown
from rftg.core.state import Action
from rftg.solver.texts import (
    ActionName,
    And,
    Join,
    Points,
    Say,
    SumText,
    Value,
    points,
    say,
    t,
    word,
)
from rftg.solver.value import CARD, CardValue, card_value

if TYPE_CHECKING:
    from rftg.solver.consume import ConsumePlan
    from rftg.solver.payment import PlacementPlan


# The placement planner weighs a card placed against the hand cards paid, by the
# card-value model; it passes when the best placement's net value is below 0. Placing
# almost always pays (a card in the tableau scores and works for the rest of the game,
# hand cards beyond the limit are lost): within this margin the hard player places.
PASS_MARGIN = 1.0


@dataclass(frozen=True)
class Planned:
    """A choice and what it rests on: a consume plan, a placement plan or card values."""

    choice: Choice
    consume: ConsumePlan | None = None
    placement: PlacementPlan | None = None
    values: tuple[tuple[int, CardValue], ...] = ()  # (card, value), best to keep first


def hand_values(obs: Observation, cards: tuple[int, ...], others: int
                ) -> list[tuple[int, CardValue]]:
    """``cards`` with their worth in hand (``CardValue.hand``) for this tableau and
    ``others`` other hand cards, best first (the order given breaks ties)."""
    tableau = [obs.card(c) for c in obs.mine.tableau]
    vals = [(c, card_value(obs.card(c), tableau, others)) for c in cards]
    order = {c: i for i, c in enumerate(cards)}
    return sorted(vals, key=lambda cv: (-cv[1].hand, order[cv[0]]))


def hand_worth(obs: Observation, opt: Option, k: int, keep: bool = False
               ) -> list[tuple[int, CardValue]]:
    """The cards ``opt`` takes from (a discard, a consume power's discard, a payment) or
    offers to (Explore, ``keep``) the hand, with their worth in hand, best first, each
    judged with the hand the choice leaves: ``k`` of them kept and added to it, else ``k``
    of them gone from it (``opt.cards_from`` is then the hand; a payment's, less the card
    placed)."""
    left = len(obs.hand) + k if keep else len(opt.cards_from) - k
    return hand_values(obs, opt.cards_from, max(0, left - 1))


def least_first(worth: list[tuple[int, CardValue]]) -> list[int]:
    """The cards of a ``hand_worth`` list, least worth holding first (the rules of thumb's
    discard and payment)."""
    return [c for c, _ in worth][::-1]


def planned(obs: Observation) -> Planned | None:
    d = obs.decision
    if d is None:
        raise ValueError("no decision")
    if d.kind in (DecisionKind.SALE, DecisionKind.CONSUME):
        return _consume(obs, d)
    if d.kind in (DecisionKind.DEVELOP, DecisionKind.SETTLE, DecisionKind.PAYMENT):
        return _placement(obs, d)
    if d.kind in (DecisionKind.EXPLORE_KEEP, DecisionKind.INITIAL_DISCARD,
                  DecisionKind.DISCARD):
        return _cards(obs, d)
    if d.kind is DecisionKind.START_WORLD:
        return _start_world(obs, d)
    if d.kind is DecisionKind.PRODUCE:
        return _produce(obs, d)
    return None


@dataclass(frozen=True)
class StartWorld:
    """A start world and what it is worth: its own value, and the hand's with it."""

    world: int
    own: CardValue
    hand: tuple[tuple[int, CardValue], ...]  # best first

    @property
    def total(self) -> float:
        return self.own.placed + sum(v.hand for _, v in self.hand)

    def playable(self) -> list[int]:
        """Hand cards that could be paid for or conquered now with this world."""
        return [c for c, v in self.hand if v.play >= 1.0]


def start_worlds(obs: Observation, d: Decision) -> list[StartWorld]:
    """Each start world offered, best first."""
    out = []
    for o in d.options:
        w = o.move.world if isinstance(o.move, PickWorld) else -1
        tableau = [obs.card(w)]
        own = card_value(obs.card(w), [], len(obs.hand))
        hand = [(c, card_value(obs.card(c), tableau, len(obs.hand) - 1)) for c in obs.hand]
        hand.sort(key=lambda cv: -cv[1].hand)
        out.append(StartWorld(w, own, tuple(hand)))
    return sorted(out, key=lambda s: -s.total)


def _start_world(obs: Observation, d: Decision) -> Planned:
    best = start_worlds(obs, d)[0]
    opt = d.option(PickWorld(best.world))
    assert opt is not None
    return Planned(Choice(opt.move))


def _produce(obs: Observation, d: Decision) -> Planned:
    """A windfall good on the empty world whose good trades for most cards; no
    discard-to-produce (the normal player's rule of thumb)."""
    windfall = [o for o in d.options if isinstance(o.move, ProduceBonus) or (
        isinstance(o.move, UsePower)
        and obs.card(o.move.card).powers[o.move.index].effect is Effect.WINDFALL)]
    if not windfall:
        stop = next(o for o in d.options if isinstance(o.move, Stop))
        return Planned(Choice(stop.move))
    opt = windfall[0]
    world = max(opt.cards_from, key=lambda w: _trade(obs, w))
    return Planned(Choice(opt.move, (world,)))


def _trade(obs: Observation, world: int) -> int:
    """Cards the good on ``world`` would sell for (the rule, with this tableau's bonuses)."""
    from rftg.core.rules.consume import trade_value

    return trade_value(world, obs.cards, obs.powers(Phase.CONSUME),
                       obs.mine.tableau).total


def _cards(obs: Observation, d: Decision) -> Planned:
    opt = d.options[0]
    keep = d.kind is DecisionKind.EXPLORE_KEEP
    k = opt.min_cards
    ranked = hand_worth(obs, opt, k, keep)
    chosen = [c for c, _ in ranked[:k]] if keep else least_first(ranked)[:k]
    return Planned(Choice(opt.move, tuple(chosen)), values=tuple(ranked))


def _consume(obs: Observation, d: Decision) -> Planned | None:
    from rftg.solver.consume import ConsumePosition, plan_consume

    plan = plan_consume(ConsumePosition.from_observation(obs), CARD)
    ids = list(obs.mine.tableau)
    if d.kind is DecisionKind.SALE:
        if plan.trade is None:
            return None
        sell = d.option(Sell(ids[plan.trade.world]))
        return None if sell is None else Planned(Choice(sell.move), consume=plan)
    if not plan.steps:
        stop = d.option(Stop())
        return None if stop is None else Planned(Choice(stop.move), consume=plan)
    s = plan.steps[0]
    opt = d.option(UsePower(ids[s.card], s.power, number=s.gamble[0] if s.gamble else None))
    if opt is None:
        return None
    if s.gamble is not None:
        choice = Choice(opt.move)
    elif s.discard:
        ranked = hand_worth(obs, opt, s.discard)
        choice = Choice(opt.move, tuple(least_first(ranked)[: s.discard]))
    else:
        choice = Choice(opt.move, tuple(ids[w] for w in s.goods))
    return Planned(choice, consume=plan)


def _placement(obs: Observation, d: Decision) -> Planned | None:
    from rftg.solver.payment import plan_placement

    plan = plan_placement(obs)
    choice = plan.answer(d)
    if isinstance(choice.move, Pass) and plan.alternatives:
        card, _, net = plan.alternatives[0]
        place = d.option(PlaceCard(card))
        if net >= -PASS_MARGIN and place is not None:
            choice = Choice(place.move)  # placing almost always pays (see PASS_MARGIN)
    opt = d.option(choice.move)
    if opt is None:
        return None
    return Planned(Choice(opt.move, choice.cards), placement=plan)


# --------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class ActionGain:
    """What an action does for the player now, in words with the rules' numbers; ``nil``
    when it gains nothing by itself (the player would only ride along on the others'
    phases: Explore always gains more); ``progress`` when it places a card, scores VP or
    produces a good (Explore and selling bring only cards)."""

    action: Action
    what: Say
    nil: bool = False
    progress: bool = False
    goals: tuple[GoalGain, ...] = ()  # the goal VP the gain takes or loses (``goal_changes``)

    def words(self, lang: str | None = None) -> str:
        """The gain in words ('Develop: place X (...) for 2 cards')."""
        return self.what.text(lang)

    def full_words(self, lang: str | None = None) -> str:
        """``words`` with the goals it takes: '...: place X (...) for 2 cards, and it
        takes the goal Y (...) with 4 of 4: +3 VP'."""
        return self.words(lang) + "".join(t("goal.and_it", lang, what=g.words(lang))
                                          for g in self.goals)

    @property
    def text(self) -> str:
        return self.words()

    @property
    def full(self) -> str:
        return self.full_words()


def action_gains(obs: Observation, actions: Iterable[Action]) -> dict[Action, ActionGain]:
    """Each action's gain now: the placement and consume planners for Develop, Settle and
    the Consume actions, the rules for Produce and Explore."""
    out: dict[Action, ActionGain] = {}
    for a in actions:
        out[a] = _gain(obs, a)
    return out


def breakdown_text(obs: Observation, bd: Breakdown, lang: str | None = None,
                   first_label: bool = False) -> str:
    """'2 - 1 (Investment Credits) - 1 (Develop bonus) = 0': the rule's breakdown as the
    tutor writes it (``rftg.core.sums``), in ``lang``."""
    return word(SumText(bd, obs.cards, first_label), lang)


def placement_text(obs: Observation, way: Placement, lang: str | None = None) -> str:
    """How a placement is paid, with the rule's breakdown: 'for 0 cards (2 - 1 Investment
    Credits - 1 Develop bonus)', 'by conquest: military 3 vs defence 3 (2 New Sparta + 1
    Space Marines)'."""
    return placement_say(obs, way).text(lang)


def placement_say(obs: Observation, way: Placement) -> Say:
    """``placement_text`` as a text to be put into words."""
    if way.method is Method.CONQUER:
        mil = way.military
        terms: Value = (SumText(mil, obs.cards, True, flat=True)
                        if mil is not None and mil.terms else "0")
        parts = [say("way.conquer", military=mil.total if mil else 0, defence=way.defence,
                     terms=terms)]
        if way.temp_card is not None:
            parts.append(say("way.conquer_temp", card=obs.card(way.temp_card)))
        if way.pay:
            parts.append(say(f"way.conquer_hand_{'one' if way.pay == 1 else 'many'}",
                             n=way.pay))
        return say("word.all", parts=Join(tuple(parts), ""))
    if way.zero is not None:
        return say("way.zero", card=obs.card(way.zero))
    cost = way.cost
    total = cost.total if cost is not None else way.pay
    key = "way.pay_one" if total == 1 else "way.pay_many"
    pay = (say(key, n=total) if way.contact is None else
           say(key + "_with", n=total, card=obs.card(way.contact)))
    if cost is not None and len(cost.terms) > 1:
        return say("way.pay_how", pay=pay, how=SumText(cost, obs.cards, flat=True))
    return pay


def _gain(obs: Observation, a: Action) -> ActionGain:
    label = ActionName(a)
    me = obs.mine
    if a in (Action.EXPLORE_5, Action.EXPLORE_1_1):
        from rftg.core.rules.explore import explore_counts

        draw, keep = explore_counts({a}, obs.powers(Phase.EXPLORE))
        return ActionGain(a, say("gain.explore", action=label, draw=draw.total,
                                 keep=keep.total))
    if a in (Action.DEVELOP, Action.DEVELOP2, Action.SETTLE, Action.SETTLE2):
        from rftg.solver.payment import plan_placement

        develop = a in (Action.DEVELOP, Action.DEVELOP2)
        plan = plan_placement(obs, phase="develop" if develop else "settle", bonus=True)
        way = plan.method
        if way is None:
            placeable = any(cw.ways for cw in plan.ways)
            why = (f"gain.{'develop' if develop else 'settle'}_"
                   f"{'not_worth' if placeable else 'none'}")
            return ActionGain(a, say(why, action=label), nil=True)
        what = say("gain.develop" if develop else "gain.settle", action=label,
                   card=obs.card(way.card), value=plan.values[way.card].say(),
                   how=placement_say(obs, way))
        return ActionGain(a, what, goals=goal_gains(obs, way.card,
                                                    "develop" if develop else "settle"),
                          progress=True)
    if a is Action.PRODUCE:
        from rftg.core.rules.produce import empty_windfall, producing

        worlds = producing(obs.powers(Phase.PRODUCE), me.goods)
        windfall = empty_windfall(me.tableau, me.goods, obs.cards)
        if not worlds and not windfall:
            return ActionGain(a, say("gain.produce_none", action=label), nil=True)
        parts = []
        if worlds:
            parts.append(say("gain.produce_on", worlds=Join(
                tuple(say("word.card", card=obs.card(w)) for w in worlds), ", ")))
        if windfall:
            best = max(windfall, key=lambda w: _trade(obs, w))
            parts.append(say("gain.produce_windfall", world=obs.card(best)))
        return ActionGain(a, say("gain.produce", action=label,
                                 what=And(tuple(parts))), progress=True)
    from rftg.solver.consume import ConsumePosition, plan_consume

    bonus = "trade" if a is Action.TRADE else "double"
    if not me.goods:
        return ActionGain(a, say("gain.consume_no_goods", action=label), nil=True)
    pos = replace(ConsumePosition.from_observation(obs), bonus=frozenset({bonus}),
                  used=frozenset())
    cplan = plan_consume(pos, CARD)
    if cplan.vp == 0 and cplan.cards == 0:
        return ActionGain(a, say("gain.consume_nothing", action=label), nil=True)
    cards = say(f"word.cards_{'one' if cplan.cards == 1 else 'many'}", n=cplan.cards)
    if cplan.trade is not None:
        what = say("gain.consume_sell", action=label, vp=Points(cplan.vp), cards=cards,
                   world=obs.card(obs.mine.tableau[cplan.trade.world]), n=cplan.trade.cards)
    else:
        what = say("gain.consume", action=label, vp=Points(cplan.vp), cards=cards)
    goals = tuple(g for g in goal_changes(obs, "consume", chips=cplan.vp) if g.vp)
    return ActionGain(a, what, goals=goals, progress=cplan.vp > 0)


# --------------------------------------------------------------------------- goals


@dataclass(frozen=True)
class GoalGain:
    """What a choice does to one of The Gathering Storm's goals when it is checked at the
    end of the phase (placing a card, or the VP chips of a consume plan): ``vp`` is my goal
    VP with the choice minus without it; ``how`` is "tile" (I take the tile), "marker" (I
    meet a "first" goal in the same phase as a player before me: a 3-VP marker), "lost" (I
    lose or cannot take it) or "progress" (my count changes, the VP do not). ``value`` is
    my count with the choice, ``best`` the best other player's (``rules.goals``)."""

    tile: GoalTile
    how: str
    vp: int
    value: int  # my count with the choice
    best: int = 0  # the best other player's count

    def progress_words(self, lang: str | None = None) -> str:
        """My count in words: 'you would have 4, 4 needed' ("first"), 'you would have 5,
        the best other player 4, at least 4 needed' ("most")."""
        g = self.tile.goal
        if g.type == "first":
            return t("goal.first", lang, value=self.value, minimum=g.minimum)
        return t("goal.most", lang, value=self.value, best=self.best, minimum=g.minimum)

    def words(self, lang: str | None = None) -> str:
        """What the choice does to the goal: 'takes the goal X (...): +3 VP'."""
        from rftg.core.text import goal_name, goal_text

        g = self.tile.goal
        # the goal's text without its bracketed aside ('... and Alien (4)'): the words
        # are themselves in brackets, and the progress says the count
        text = re.sub(r"\s*\([^()]*\)", "", goal_text(g.id, lang)).rstrip(".")
        about = t("goal.about", lang, name=goal_name(g.id, lang), text=text,
                  progress=self.progress_words(lang))
        return t(f"goal.{self.how}", lang, about=about, vp=points(self.vp, None, lang))

    @property
    def progress(self) -> str:
        return self.progress_words()

    @property
    def text(self) -> str:
        return self.words()


def goal_gains(obs: Observation, card: int, phase: str | None = None
               ) -> tuple[GoalGain, ...]:
    """The goals that placing ``card`` changes for me at the end of ``phase`` (default:
    this phase), by the rules' counts and checks (``rules.goals``), the other players'
    tableaux as they are now; empty in a game without goals. Only changes of goal VP."""
    return tuple(g for g in goal_changes(obs, phase or obs.phase, cards=(card,)) if g.vp)


def goal_changes(obs: Observation, phase: str, cards: Sequence[int] = (), chips: int = 0,
                 discards: Sequence[int] = ()) -> tuple[GoalGain, ...]:
    """What adding ``cards`` to my tableau and ``chips`` VP in chips (or discarding my
    count of ``discards`` at the end of the round) does to each goal checked at the end of
    ``phase`` (``rules.goals.checked_at``) that is still open to me: the goal VP it takes
    or loses, else the progress on my count ("progress"). ``discards``: each player's
    discard at the end of the round (Budget Surplus), the others' in both cases."""
    gone = list(discards) or [0] * len(obs.players)
    out: list[GoalGain] = []
    for tile in obs.goals:
        g = tile.goal
        if not checked_at(g, phase) or tile.claimed:
            continue
        tabs = [list(p.tableau) for p in obs.players]
        have = [p.chips for p in obs.players]
        without = [goal_value(g, t, obs.cards, c, 0 if s == obs.me else gone[s]).total
                   for s, (t, c) in enumerate(zip(tabs, have, strict=True))]
        tabs[obs.me].extend(cards)
        mine = goal_value(g, tabs[obs.me], obs.cards, have[obs.me] + chips,
                          gone[obs.me]).total
        with_card = [mine if s == obs.me else v for s, v in enumerate(without)]
        best = max((v for s, v in enumerate(without) if s != obs.me), default=0)

        def vp(values: list[int], t: GoalTile = tile) -> tuple[GoalTile, int]:
            new = check_goal(t, values, obs.order)
            return new, sum(x.vp for x in goal_scores([new], obs.me, [values], False))

        after, vp_with = vp(with_card)
        _, vp_without = vp(without)
        if vp_with != vp_without:
            how = ("lost" if vp_with < vp_without
                   else "tile" if after.holder == obs.me else "marker")
            out.append(GoalGain(tile, how, vp_with - vp_without, mine, best))
        elif mine != without[obs.me] and tile.holder != obs.me:
            out.append(GoalGain(tile, "progress", 0, mine, best))
    return tuple(out)
