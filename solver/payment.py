"""Payment and placement planner for Develop and Settle (CP-SAT).

Which card to place (or none) and how to pay for it: which hand cards to discard, under the
card-value estimate of ``solver/value.py`` (keep what you can play next), whether to spend
Colony Ship, New Military Tactics or Contact Specialist's payment route, Space Mercenaries'
hand cards, and -- where a round has two placements -- a joint plan over both: the advanced
2-player game's two Develop (or Settle) phases, where the second may use the first card's
powers (Investment Credits placed first makes the second development cheaper), or
Improved Logistics' second world in the same Settle phase (whose rules differ: the first
world's powers do not count, temporary military carries over, no Settle bonus).

**The position** comes from the observation's phase facts (``obs.facts``, ``obs.my_facts``):
the bonus, which run of a doubled phase is on, the second world, temporary military and
the hand cards already turned into military, the cards whose powers work now. Nothing is
guessed.

**Legal ways** are the engine's own rules (``rftg.core.rules.placement``: ``develop_way``,
``settle_ways``, ``duplicate_development``, ``military``): a way IS a core ``Placement``
move. Where a pending engine decision is known, its options rule: the candidate cards are
those it offers, and at a payment decision its options are the ways.

**The model** (``build_model``; solved by ``solve_model``):

* one boolean per candidate placement in the first slot -- (card, way), with Space
  Mercenaries' discard count spelled out when it matters -- plus "pass"; exactly one is true;
* for a second slot: the same booleans per *state* the first placement leads to (what the
  second placement's legality and cost depend on: the card placed, tableau cards spent,
  temporary military), each state's booleans summing to the first-slot booleans leading
  to it -- so the second placement is planned with the powers the first one brings;
* one boolean per (slot, hand card) "discarded"; per slot, the discards equal the cards the
  chosen way pays (cost after reductions, the Develop bonus, floor 0);
* each hand card is placed, or discarded in one slot, or kept: at most one of these;
* objective: the value of the placed cards (VP, powers, windfall good) plus the cards they
  draw (Settle bonus, draw-after powers), minus the value of the discarded hand cards and
  of tableau cards spent (Colony Ship, New Military Tactics). Values are in hundredths.

Only cards of the position's hand are ever placed or paid with: cards drawn later (the
Settle bonus, Develop draws) are unknown and can only add to a hand, so a plan paid from
the known cards stays legal. ``PlacementPlan.choices(i)`` gives the engine choices of step
``i`` (the card, then the payment), ``PlacementPlan.answer(decision)`` the one for the
pending decision, built from the decision's own options. At a payment decision the
revealed card must be placed, so the plan never passes there. OR-tools is imported inside
the solving functions only.

    plan = plan_placement(observation(game, seat))
    plan.card, plan.method, plan.discards, plan.reason   # the first placement
    game.choose(seat, plan.answer(decision))
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

import rftg.core.text  # noqa: F401  (installs the option labels ``label`` renders)
from rftg.core.cards import Card, Effect, Phase
from rftg.core.decisions import Choice, Decision, Move, Option
from rftg.core.moves import DecisionKind, Method, Pass, PlaceCard, Placement
from rftg.core.rules.placement import (
    Refusal,
    develop_cost,
    develop_way,
    duplicate_development,
    military,
    settle_cost,
    settle_ways,
)
from rftg.core.rules.powers import PowerRef, active_powers
from rftg.core.rules.terms import Breakdown
from rftg.core.state import Action
from rftg.core.text import option_label
from rftg.solver.limits import NO_WALL_CLOCK, WORK
from rftg.solver.texts import Join, Label, Names, Num, Say, SumText, Value, say
from rftg.solver.value import CARD, CardValue, card_value

UNKNOWN_CARD = CardValue("", 0.0, 0.0, 0.0, 0.0, say("value.unknown"))
"""A hand card nobody knows yet: worth any card (``CARD``) in hand, never placed."""

if TYPE_CHECKING:
    from rftg.core.observe import Observation

PhaseName = Literal["develop", "settle"]
SCALE = 1_000_000  # objective units per VP-equivalent. Values are in hundredths (10,000
# units), so the tie-breaks of ``build_model`` (well under 10,000 units in all) never
# outweigh a real difference.
ACTIONS: dict[PhaseName, tuple[Action, Action]] = {
    "develop": (Action.DEVELOP, Action.DEVELOP2),
    "settle": (Action.SETTLE, Action.SETTLE2),
}


class PlacementError(ValueError):
    """The position cannot be planned (not a Develop or Settle position, ...)."""


# --------------------------------------------------------------------------- positions


@dataclass(frozen=True)
class PlacementPosition:
    """What the planner needs to know: one player's tableau and hand in Develop or Settle.

    ``active`` are the tableau cards whose powers work in this phase (default: the whole
    tableau; for Improved Logistics' second world, not the world placed first).
    ``runs_left`` is 2 when a second run of the phase follows this placement (the advanced
    game's doubled Develop or Settle), ``next_bonus`` the bonus in it (only for a player who
    chose both actions). ``temp_military`` and ``hand_military``: temporary military gained
    and hand cards discarded for military so far in this Settle phase.
    ``decision`` is the pending engine decision, if known: it restricts the candidates.
    """

    cards: tuple[Card, ...]
    phase: PhaseName
    tableau: tuple[int, ...]
    hand: tuple[int, ...]
    bonus: bool
    active: tuple[int, ...] | None = None
    temp_military: int = 0
    hand_military: int = 0
    runs_left: int = 1
    next_bonus: bool = True
    second_world: bool = False
    decision: Decision | None = None
    placing: int | None = None  # the card being paid for, at a payment decision
    drawn: tuple[int, ...] = ()  # hand cards nobody knows yet: they pay, never are placed

    @property
    def placeable(self) -> tuple[int, ...]:
        """The hand cards that may be placed: all but the unknown ones (``drawn``)."""
        return tuple(c for c in self.hand if c not in self.drawn) if self.drawn else self.hand

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    def name(self, cid: int) -> str:
        return self.cards[cid].name

    @classmethod
    def from_observation(cls, obs: Observation, *, phase: PhaseName | None = None,
                         bonus: bool | None = None, runs_left: int | None = None,
                         ) -> PlacementPosition:
        """The position of the observing player, at its Develop/Settle or payment decision.

        Everything comes from the observation's phase facts: the bonus of this run, whether
        a second run follows (``facts.runs == 2`` and ``facts.run == 1``; its bonus goes to
        a player who chose both actions), Improved Logistics' second world, temporary
        military, the cards whose powers work now. ``phase``, ``bonus`` and ``runs_left``
        override them (for a position that is not the phase under way)."""
        given = phase or obs.phase
        if given not in ("develop", "settle"):
            raise PlacementError(f"not a Develop or Settle position (phase {obs.phase.value!r})")
        ph: PhaseName = "develop" if given == "develop" else "settle"
        me = obs.mine
        first, again = ACTIONS[ph]
        both = first in me.actions and again in me.actions
        facts, mine = obs.facts, obs.my_facts
        if facts.phase == ph:
            second_world = facts.second_world
            active = tuple(mine.active)
            temp, hand_mil = mine.temp_military, mine.hand_military
            follows = 2 if facts.runs == 2 and facts.run == 1 else 1
            has_bonus = mine.bonus
        else:  # not the phase under way: a fresh phase from the actions chosen
            second_world = False
            active = me.tableau
            temp = hand_mil = 0
            follows = 2 if any(first in p.actions and again in p.actions
                               for p in obs.players) else 1
            has_bonus = first in me.actions or again in me.actions
        decision = obs.decision
        if decision is not None and not _decision_of(decision, ph, obs.phase):
            decision = None
        placing = (me.placing if decision is not None
                   and decision.kind is DecisionKind.PAYMENT else None)
        return cls(cards=obs.cards, phase=ph, tableau=me.tableau, hand=obs.hand,
                   bonus=has_bonus if bonus is None else bonus, active=active,
                   temp_military=temp, hand_military=hand_mil,
                   runs_left=follows if runs_left is None else runs_left, next_bonus=both,
                   second_world=second_world, decision=decision, placing=placing)


def _decision_of(decision: Decision, phase: PhaseName, now: str) -> bool:
    """Is ``decision`` a placement decision of ``phase``?"""
    if decision.kind is DecisionKind.DEVELOP:
        return phase == "develop"
    if decision.kind is DecisionKind.SETTLE:
        return phase == "settle"
    return decision.kind is DecisionKind.PAYMENT and now == phase


# --------------------------------------------------------------------------- legal ways


@dataclass(frozen=True)
class CardWays:
    """A hand card with every legal way to place it (core ``Placement`` moves), or why it
    cannot be placed; ``refusals`` are the rules' reasons for the ways that fail."""

    card: int
    label: str  # the engine's option label for the card ("Comet Zone (cost 3)")
    ways: tuple[Placement, ...]
    why: Say | None = None  # why it cannot be placed (None: it can, or no reason known)
    refusals: tuple[Refusal, ...] = ()

    @property
    def why_not(self) -> str:
        """``why`` in words in the run's language ('' if none)."""
        return "" if self.why is None else self.why.text()


def asks_payment(phase: PhaseName, way: Placement) -> bool:
    """Does the engine ask how to pay (a payment decision)? Not for a development that
    costs nothing."""
    return phase == "settle" or way.pay > 0


def way_cost(way: Placement) -> int | None:
    """The cards a way costs (0 with Colony Ship), None for a conquest."""
    if way.method is Method.CONQUER:
        return None
    return way.cost.total if way.cost is not None else 0


def way_temp(way: Placement) -> int:
    """Temporary military the way adds (New Military Tactics)."""
    if way.military is None:
        return 0
    return sum(t.amount for t in way.military.terms if t.what == "temp_card")


@dataclass(frozen=True)
class _Ctx:
    """What legality depends on at one placement."""

    tableau: tuple[int, ...]
    active: tuple[int, ...]
    temp: int
    bonus: bool
    spare: int | None = None  # other hand cards available (None: the actual hand)
    hand_used: int = 0  # Space Mercenaries' cards already discarded in this phase


def _ctx(pos: PlacementPosition) -> _Ctx:
    active = pos.tableau if pos.active is None else pos.active
    return _Ctx(pos.tableau, active, pos.temp_military, pos.bonus, None, pos.hand_military)


def _powers(pos: PlacementPosition, ctx: _Ctx, phase: Phase) -> tuple[PowerRef, ...]:
    return active_powers(pos.cards, ctx.active, ctx.tableau, phase)


def _spare(pos: PlacementPosition, ctx: _Ctx, cid: int) -> int:
    return sum(c != cid for c in pos.hand) if ctx.spare is None else ctx.spare


def _label(pos: PlacementPosition, move: Move) -> str:
    return option_label(Option(move, deck=pos.cards))


def _develop_ways(pos: PlacementPosition, ctx: _Ctx, cid: int) -> CardWays:
    c = pos.card(cid)
    if not c.is_development:
        return CardWays(cid, c.name, (), say("plan.is_world"))
    if duplicate_development(c, [pos.card(t) for t in ctx.tableau]):
        return CardWays(cid, c.name, (), say("plan.duplicate"))
    powers = _powers(pos, ctx, Phase.DEVELOP)
    spare = _spare(pos, ctx, cid)
    way = develop_way(cid, c, powers, ctx.bonus, spare + 1)
    cost = way.cost if way is not None and way.cost is not None else develop_cost(
        c, powers, ctx.bonus)
    label = _label(pos, PlaceCard(cid, cost.total))
    if way is None:
        return CardWays(cid, label, (), _short_text(pos, cost, spare),
                        (Refusal("cannot_pay", None, (("total", cost.total), ("hand", spare)),
                                 cost),))
    return CardWays(cid, label, (way,))


def _settle_ways(pos: PlacementPosition, ctx: _Ctx, cid: int) -> CardWays:
    w = pos.card(cid)
    if not w.is_world:
        return CardWays(cid, w.name, (), say("plan.is_development"))
    powers = _powers(pos, ctx, Phase.SETTLE)
    found = settle_ways(cid, w, pos.cards, _spare(pos, ctx, cid), powers, ctx.temp,
                        ctx.hand_used)
    shown = w.cost if w.military else settle_cost(w, powers).total
    label = _label(pos, PlaceCard(cid, shown, w.military))
    why = None if found.ways else _why_not(pos, w, found.refusals)
    return CardWays(cid, label, found.ways, why, found.refusals)


def _card_ways(pos: PlacementPosition, ctx: _Ctx, cid: int) -> CardWays:
    return (_develop_ways if pos.phase == "develop" else _settle_ways)(pos, ctx, cid)


def legal_ways(pos: PlacementPosition) -> tuple[CardWays, ...]:
    """Every legal way to place each hand card now, in hand order.

    With a pending engine decision, its options rule: a card it does not offer has no way;
    at a payment decision, only the card being paid for, with the decision's options.
    """
    ctx = _ctx(pos)
    d = pos.decision
    if d is not None and d.kind is DecisionKind.PAYMENT and pos.placing is not None:
        own = _card_ways(pos, ctx, pos.placing)
        ways = tuple(o.move for o in d.options if isinstance(o.move, Placement))
        return (replace(own, ways=ways, why=None),)
    out = [_card_ways(pos, ctx, cid) for cid in pos.placeable]
    if d is None:
        return tuple(out)
    offered = {o.move.card for o in d.options if isinstance(o.move, PlaceCard)}
    return tuple(cw if cw.card in offered or not cw.ways else
                 replace(cw, ways=(), why=say("plan.not_offered")) for cw in out)


# --------------------------------------------------------------------------- texts


def _sum(pos: PlacementPosition, cost: Breakdown, first_label: bool = False,
         flat: bool = False) -> SumText:
    """A rule's sum as the tutor writes it ('3 - 1 (Alpha Centauri) = 2'); ``flat``: for a
    text that is itself in brackets ('3 - 1 Alpha Centauri')."""
    return SumText(cost, pos.cards, first_label, flat)


def _short_text(pos: PlacementPosition, cost: Breakdown, spare: int) -> Say:
    return say(f"plan.short_{'one' if spare == 1 else 'many'}", sum=_sum(pos, cost), n=spare)


def base_military(pos: PlacementPosition) -> int:
    """Military against any world now: the plain military powers and temporary military
    (``rftg.core.rules.placement.military`` against no particular world)."""
    ctx = _ctx(pos)
    return military(None, _powers(pos, ctx, Phase.SETTLE), ctx.temp).total


def _why_not(pos: PlacementPosition, world: Card, refusals: Sequence[Refusal]) -> Say | None:
    """Why no way works, from the rules' refusals (None: no reason known)."""
    whys: list[Say] = []
    strengths = [r.terms.total for r in refusals if r.terms is not None
                 and r.why in ("military_short", "military_short_hand", "temp_short")]
    hand = next((dict(r.numbers).get("hand", 0) for r in refusals
                 if r.why in ("military_short", "military_short_hand")), 0)
    if strengths:
        whys.append(say("value.military_vs", military=max(strengths) + hand,
                        defence=world.cost))
    for r in refusals:
        numbers = dict(r.numbers)
        if r.why == "cannot_pay" and r.terms is not None:
            whys.append(_short_text(pos, r.terms, numbers["hand"]))
        elif r.why == "cannot_pay_with" and r.card is not None:
            whys.append(say(f"plan.short_with_{'one' if numbers['hand'] == 1 else 'many'}",
                            card=pos.card(r.card), total=numbers["total"], n=numbers["hand"]))
        elif r.why in ("zero_alien", "contact_alien") and r.card is not None:
            whys.append(say("plan.not_alien", card=pos.card(r.card)))
    return say("word.all", parts=Join(tuple(whys), "; ")) if whys else None


# --------------------------------------------------------------------------- the plan


@dataclass(frozen=True)
class PlannedStep:
    """One placement of a plan (or a pass), with its engine choices and its reason."""

    slot: str  # "Develop", "second Develop phase", "second world", ...
    card: int | None
    way: Placement | None
    discards: tuple[int, ...]
    gain: float  # value placed + cards drawn - tableau cards spent
    paid: float  # value of the hand cards discarded
    why: Say  # the reason, to be put into words (``reason``)
    payment: bool = True  # the engine asks how to pay (not for a free development)

    @property
    def reason(self) -> str:
        """The reason in words, in the run's language."""
        return self.why.text()

    def reason_in(self, lang: str | None = None) -> str:
        return self.why.text(lang)

    @property
    def method(self) -> Placement | None:
        """The way chosen: a core ``Placement`` move (None: place nothing)."""
        return self.way

    def moves(self) -> tuple[Move, ...]:
        """The moves of this step: the card (or pass), then the payment if one is asked."""
        if self.card is None or self.way is None:
            return (Pass(),)
        if not self.payment:
            return (PlaceCard(self.card),)
        return (PlaceCard(self.card), self.way)

    def choices(self) -> tuple[Choice, ...]:
        """The engine choices: the card (or pass), then the payment (when one is asked)."""
        moves = self.moves()
        return tuple(Choice(m, self.discards if isinstance(m, Placement) else ())
                     for m in moves)


@dataclass(frozen=True)
class PlacementPlan:
    """The recommended placement(s): ``card``, ``method``, ``discards`` and ``reason`` are
    the first step's; ``steps`` has a second one in a joint plan."""

    phase: PhaseName
    steps: tuple[PlannedStep, ...]
    ways: tuple[CardWays, ...]
    values: dict[int, CardValue]
    value: float  # the objective: gains minus what is paid, in VP-equivalents
    status: str  # "optimal", "feasible" or "trivial" (nothing to decide)
    solve_ms: float
    alternatives: tuple[tuple[int, Placement, float], ...] = field(default=())  # card, way, net
    nets: dict[Placement, tuple[float, tuple[int, ...]]] = field(default_factory=dict)

    def way_net(self, way: Placement) -> tuple[float, tuple[int, ...]]:
        """Placing with ``way`` alone: its net value and the cards it would pay with."""
        return self.nets[way]

    @property
    def card(self) -> int | None:
        return self.steps[0].card

    @property
    def method(self) -> Placement | None:
        """The first step's way, a core ``Placement`` move (None: place nothing)."""
        return self.steps[0].method

    @property
    def discards(self) -> tuple[int, ...]:
        return self.steps[0].discards

    @property
    def reason(self) -> str:
        return self.reason_in()

    def reason_in(self, lang: str | None = None) -> str:
        """The plan's reason in words, in ``lang`` (None: the run's language)."""
        return " ".join(s.reason_in(lang) for s in self.steps)

    def choices(self, step: int = 0) -> tuple[Choice, ...]:
        """The engine choices of step ``step`` (the card choice, then the payment)."""
        return self.steps[step].choices()

    def answer(self, decision: Decision) -> Choice:
        """The choice for the pending ``decision`` of the first step: the card (or pass),
        or at a payment decision the payment -- the move of the decision's own option that
        equals the plan's (if none does, the plan's move, which the engine refuses)."""
        step = self.steps[0]
        moves = step.moves()
        move: Move = moves[0]
        cards: tuple[int, ...] = ()
        if decision.kind is DecisionKind.PAYMENT:
            if not isinstance(moves[-1], Placement):
                raise PlacementError("the plan places nothing: no payment to answer")
            move, cards = moves[-1], step.discards
        opt = decision.option(move)
        return Choice(move if opt is None else opt.move, cards)


@dataclass(frozen=True)
class _Cand:
    """A candidate placement in one slot (way None: pass)."""

    way: Placement | None
    k: int  # hand cards discarded
    gain: float
    draws: int
    spent_value: float
    state: tuple[Any, ...] | None = None  # the second slot's state it leads to
    instead: Breakdown | None = None  # a cost-0 way: the cost it avoids (for the reason)


@dataclass
class PlacementProblem:
    """The model's data: hand card values, the legal ways now, and the candidates per slot
    (the second slot's per state the first placement leads to)."""

    pos: PlacementPosition
    values: dict[int, CardValue]
    slots: list[str]
    first: list[_Cand]
    second: dict[tuple[Any, ...], list[_Cand]]
    ways: tuple[CardWays, ...]


def _slots(pos: PlacementPosition) -> list[tuple[str, str]]:
    """(name, kind) of the placements to plan: the one now, then a "same" phase second
    world (Improved Logistics) or a "fresh" second run (the advanced game)."""
    now = ("Develop" if pos.phase == "develop" else
           "second world" if pos.second_world else "Settle")
    slots = [(now, "now")]
    if pos.placing is not None:
        return slots
    ctx = _ctx(pos)
    if pos.phase == "settle" and not pos.second_world and any(
            pw.effect is Effect.PLACE_SECOND for _, _, pw in _powers(pos, ctx, Phase.SETTLE)):
        slots.append(("second world", "same"))
    elif pos.runs_left >= 2:
        slots.append((f"second {pos.phase.capitalize()} phase", "fresh"))
    return slots


def _draws(pos: PlacementPosition, ctx: _Ctx) -> int:
    phase = Phase.DEVELOP if pos.phase == "develop" else Phase.SETTLE
    n = sum(pw.value("n") for _, _, pw in _powers(pos, ctx, phase)
            if pw.effect is Effect.DRAW_AFTER)
    return n + (1 if pos.phase == "settle" and ctx.bonus else 0)


def _after(pos: PlacementPosition, ctx: _Ctx, way: Placement | None, k: int, kind: str,
           ) -> tuple[tuple[Any, ...] | None, _Ctx | None]:
    """The state of the second slot after ``way`` (None: pass) in the first."""
    if kind == "same":
        if way is None:
            return None, None  # no second world without a first
        merc = k if way.method is Method.CONQUER and way.hand_military else 0
        temp = ctx.temp + way_temp(way) + merc
        tableau = (*(c for c in ctx.tableau if c not in way.spends), way.card)
        active = tuple(c for c in ctx.active if c not in way.spends)
        return (("same", temp, way.spends, way.card, ctx.hand_used + merc),
                _Ctx(tableau, active, temp, False, len(pos.hand), ctx.hand_used + merc))
    spends = () if way is None else way.spends
    placed = () if way is None else (way.card,)
    tableau = tuple(c for c in ctx.tableau if c not in spends) + placed
    return (("fresh", spends, placed),
            _Ctx(tableau, tableau, 0, pos.next_bonus, len(pos.hand)))


def _candidates(pos: PlacementPosition, ctx: _Ctx, ways: Sequence[CardWays],
                values: dict[int, CardValue], variants: bool, can_pass: bool = True,
                ) -> list[_Cand]:
    out = [_Cand(None, 0, 0.0, 0, 0.0)] if can_pass else []
    draws = _draws(pos, ctx)
    for cw in ways:
        for w in cw.ways:
            spent = sum(_spent_value(pos, ctx, s) for s in w.spends)
            gain = round(values[cw.card].placed + CARD * draws - spent, 2)
            counts = (range(w.pay, w.pay_max + 1) if variants and w.hand_military
                      else [w.pay])
            was = _instead(cw, w)
            out += [_Cand(w, k, gain, draws, spent, None, was) for k in counts]
    return out


def _instead(cw: CardWays, way: Placement) -> Breakdown | None:
    """The cost a cost-0 way (Colony Ship) avoids: that of paying by the same route."""
    if way.zero is None:
        return None
    for w in cw.ways:
        if w.zero is None and w.contact == way.contact and w.method is not Method.CONQUER:
            return w.cost
    return next((r.terms for r in cw.refusals
                 if r.why in ("cannot_pay", "cannot_pay_with") and r.card == way.contact),
                None)


def _spent_value(pos: PlacementPosition, ctx: _Ctx, cid: int) -> float:
    others = [pos.card(c) for c in ctx.tableau if c != cid]
    return card_value(pos.card(cid), others, len(pos.hand)).placed


def analyse(pos: PlacementPosition) -> PlacementProblem:
    """Values, legal ways and the candidates of every slot (the model's data)."""
    tableau = [pos.card(c) for c in pos.tableau]
    # a development kept is priced with the bonus this position has for developments:
    # the Develop bonus in a Develop position with it, none in Settle (whose bonus is
    # the Settle one); a card nobody knows yet (``drawn``) is worth any card
    develop_bonus = pos.phase == "develop" and pos.bonus
    values = {c: UNKNOWN_CARD if c in pos.drawn else
              card_value(pos.card(c), tableau, len(pos.hand) - 1, develop_bonus)
              for c in pos.hand}
    ways = legal_ways(pos)
    slots = _slots(pos)
    ctx = _ctx(pos)
    two = len(slots) > 1
    # at a payment decision the card is revealed: it must be placed ("muss der Spieler
    # nutzen, wenn er sie benötigt, um eine ... Welt auszuspielen, die er ... aufgedeckt hat")
    first = _candidates(pos, ctx, ways, values, two and slots[1][1] == "same",
                        can_pass=pos.placing is None)
    second: dict[tuple[Any, ...], list[_Cand]] = {}
    if two:
        kind = slots[1][1]
        linked = []
        for cand in first:
            key, c2 = _after(pos, ctx, cand.way, cand.k, kind)
            linked.append(replace(cand, state=key))
            if key is None or c2 is None or key in second:
                continue
            ways2 = [_card_ways(pos, c2, cid) for cid in pos.placeable]
            second[key] = _candidates(pos, c2, ways2, values, False)
        first = linked
    return PlacementProblem(pos, values, [s for s, _ in slots], first, second, ways)


@dataclass
class _Model:
    problem: PlacementProblem
    model: Any
    x: list[Any]
    y: dict[tuple[Any, ...], list[Any]]
    discard: list[dict[int, Any]]


def build_model(pb: PlacementProblem) -> _Model:
    """The CP-SAT model of a placement plan (see the module docstring)."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    hand = pb.pos.hand
    x = [m.new_bool_var(f"x[{i}]") for i in range(len(pb.first))]
    m.add_exactly_one(x)
    y: dict[tuple[Any, ...], list[Any]] = {}
    for s, (key, cands) in enumerate(pb.second.items()):
        y[key] = [m.new_bool_var(f"y[{s},{j}]") for j in range(len(cands))]
        m.add(cp_model.LinearExpr.sum(y[key]) == cp_model.LinearExpr.sum(
            [v for v, c in zip(x, pb.first, strict=True) if c.state == key]))
    disc = [{c: m.new_bool_var(f"d[{s},{c}]") for c in hand} for s in range(len(pb.slots))]
    m.add(cp_model.LinearExpr.sum(list(disc[0].values())) == cp_model.LinearExpr.weighted_sum(
        x, [c.k for c in pb.first]))
    pairs = [(v, c) for key, cands in pb.second.items()
             for v, c in zip(y[key], cands, strict=True)]
    if len(disc) > 1:
        m.add(cp_model.LinearExpr.sum(list(disc[1].values())) ==
              cp_model.LinearExpr.weighted_sum([v for v, _ in pairs], [c.k for _, c in pairs]))
    everything = [*zip(x, pb.first, strict=True), *pairs]
    for c in hand:
        placed = [v for v, cand in everything if cand.way is not None and cand.way.card == c]
        m.add(cp_model.LinearExpr.sum([d[c] for d in disc] + placed) <= 1)
    # tie-breaks: of two equal plans, place the more valuable card first; discard in hand
    # order (as ``best_discards``)
    gains = cp_model.LinearExpr.weighted_sum(
        [v for v, _ in everything],
        [round(SCALE * c.gain) for _, c in everything[:len(x)]]
        + [round(SCALE * c.gain) - 100 - max(0, round(100 * c.gain)) for _, c in pairs])
    terms = [(d[c], round(SCALE * pb.values[c].hand) + min(i, 40))
             for d in disc for i, c in enumerate(hand)]
    costs = cp_model.LinearExpr.weighted_sum([v for v, _ in terms], [w for _, w in terms])
    m.maximize(gains - costs)
    return _Model(pb, m, x, y, disc)


def solve_model(mm: _Model, time_limit: float = NO_WALL_CLOCK, workers: int = 1,
                deterministic_time: float | None = WORK) -> PlacementPlan:
    """Solve a built model; read the plan only after OPTIMAL or FEASIBLE.
    ``deterministic_time`` bounds the search by CP-SAT's deterministic work units instead
    of (or besides) the wall clock: the same answer on any machine, loaded or not."""
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = time_limit
    if deterministic_time is not None:
        solver.parameters.max_deterministic_time = deterministic_time
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = 0
    start = time.perf_counter()
    status = solver.solve(mm.model)
    ms = (time.perf_counter() - start) * 1000
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise PlacementError(f"no placement plan found ({solver.status_name(status)})")
    pb = mm.problem
    i = next(i for i, v in enumerate(mm.x) if solver.boolean_value(v))
    chosen = [pb.first[i]]
    d0 = tuple(c for c in pb.pos.hand if solver.boolean_value(mm.discard[0][c]))
    discards = [d0]
    key = pb.first[i].state
    if key is not None and key in mm.y:
        j = next(j for j, v in enumerate(mm.y[key]) if solver.boolean_value(v))
        chosen.append(pb.second[key][j])
        discards.append(tuple(c for c in pb.pos.hand
                              if solver.boolean_value(mm.discard[1][c])))
    if len(discards) > 1:  # the cheapest cards pay first (which slot pays is a tie)
        pool = sorted((c for d in discards for c in d),
                      key=lambda c: (pb.values[c].hand, pb.pos.hand.index(c)))
        k0 = len(discards[0])
        discards = [tuple(sorted(pool[:k0], key=pb.pos.hand.index)),
                    tuple(sorted(pool[k0:], key=pb.pos.hand.index))]
    value = sum(c.gain for c in chosen) - sum(pb.values[c].hand for d in discards for c in d)
    return _finish(pb, chosen, discards, value,
                   "optimal" if status == cp_model.OPTIMAL else "feasible", ms)


def plan_placement(source: Observation | PlacementPosition, phase: PhaseName | None = None,
                   bonus: bool | None = None, *, time_limit: float = NO_WALL_CLOCK,
                   workers: int = 1, deterministic_time: float | None = WORK,
                   ) -> PlacementPlan:
    """The recommended placement(s) for the observing player (or a position).
    By default the search is bounded by deterministic work only (``solver/limits.py``);
    ``time_limit`` adds a wall-clock bound in seconds."""
    pos = (source if isinstance(source, PlacementPosition)
           else PlacementPosition.from_observation(source, phase=phase, bonus=bonus))
    if isinstance(source, PlacementPosition) and (phase is not None or bonus is not None):
        pos = replace(pos, phase=phase or pos.phase,
                      bonus=pos.bonus if bonus is None else bonus)
    pb = analyse(pos)
    if all(c.way is None for c in pb.first):  # nothing but passing
        return _finish(pb, [pb.first[0]], [()], 0.0, "trivial", 0.0)
    return solve_model(build_model(pb), time_limit, workers, deterministic_time)


# --------------------------------------------------------------------------- reasons


def best_discards(pos: PlacementPosition, values: dict[int, CardValue], k: int,
                  exclude: Sequence[int]) -> tuple[int, ...]:
    """The ``k`` hand cards least worth keeping (hand order breaks ties)."""
    pool = [c for c in pos.hand if c not in exclude]
    ranked = sorted(pool, key=lambda c: (values[c].hand, pos.hand.index(c)))
    return tuple(sorted(ranked[:k], key=pos.hand.index))


def way_net(pb: PlacementProblem, way: Placement) -> tuple[float, tuple[int, ...]]:
    """Net value of placing with ``way`` alone (greedy: the cheapest cards pay)."""
    cand = next(c for c in pb.first if c.way == way)
    paid = best_discards(pb.pos, pb.values, way.pay, (way.card,))
    return round(cand.gain - sum(pb.values[c].hand for c in paid), 2), paid


def _names(pos: PlacementPosition, ids: Sequence[int]) -> Names:
    return Names(tuple(pos.card(c) for c in ids))


SLOTS = {"Develop": "develop", "Settle": "settle", "second world": "second_world",
         "second Develop phase": "second_develop", "second Settle phase": "second_settle"}
"""A plan's slots (``PlannedStep.slot``) -> their names in the catalogue ([plan.slot])."""


def _slot(slot: str) -> Say:
    return say(f"plan.slot.{SLOTS[slot]}")


def _mercenaries(pos: PlacementPosition) -> Value:
    """The card whose power discards hand cards for military (Space Mercenaries)."""
    for c in pos.tableau:
        if any(p.effect is Effect.MILITARY_FROM_HAND for p in pos.card(c).powers):
            return pos.card(c)
    return "Space Mercenaries"


def _how(pos: PlacementPosition, cand: _Cand, k: int) -> Say:
    """'pay 3 - 1 (Alpha Centauri) = 2', 'military 5 vs defence 5 (...)', ..."""
    way = cand.way
    assert way is not None
    if way.method is Method.CONQUER:
        mil = way.military or Breakdown(())
        parts: list[Say] = [say("plan.conquer", military=mil.total, defence=way.defence,
                                terms=_sum(pos, mil, True, flat=True) if mil.terms
                                else say("plan.no_military"))]
        if way.temp_card is not None:
            parts.append(say("plan.conquer_temp", card=pos.card(way.temp_card),
                             n=way_temp(way)))
        if way.hand_military and k:
            parts.append(say(f"plan.conquer_hand_{'one' if k == 1 else 'many'}", n=k,
                             card=_mercenaries(pos)))
        return say("word.all", parts=Join(tuple(parts), ""))
    if way.zero is not None:  # Colony Ship (and Contact Specialist): cost 0
        zero = (say("plan.pay_zero", card=pos.card(way.zero)) if way.contact is None else
                say("plan.pay_zero_with", card=pos.card(way.zero), route=pos.card(way.contact)))
        was = cand.instead
        if was is None:
            return zero
        return say("plan.instead_of", what=zero, total=was.total, sum=_sum(pos, was, flat=True))
    assert way.cost is not None
    sum_ = _sum(pos, way.cost)
    if way.contact is None:
        return say("plan.pay", sum=sum_)
    return say("plan.pay_with", route=pos.card(way.contact), sum=sum_)


def _step_reason(pb: PlacementProblem, slot: str, cand: _Cand, discards: Sequence[int],
                 first: bool, placed: Sequence[int]) -> Say:
    pos = pb.pos
    if cand.way is None:
        return say("plan.then", slot=_slot(slot), what=say("plan.then_nothing"))
    way = cand.way
    val = pb.values[way.card]
    verb = "conquer" if way.method is Method.CONQUER else "place"
    key = ("plan.conquer_card" if verb == "conquer" else "plan.place") if first \
        else f"plan.then_{verb}"
    parts: list[Say] = [say(key,
                            card=pos.card(way.card), value=val.say(),
                            worth=Num(val.placed), how=_how(pos, cand, len(discards)))]
    if discards:
        ranked = sorted(discards, key=lambda c: (pb.values[c].hand, pos.hand.index(c)))
        vals = Join(tuple(say("word.all", parts=Num(pb.values[c].hand)) for c in ranked),
                    ", ")
        n = len(discards)
        kept = [c for c in pos.hand if c not in discards and c not in placed]
        if not kept:
            which = (say("plan.only_other") if n == 1 else say("plan.both_others") if n == 2
                     else say("plan.all_others", n=n))
        else:
            which = (say("plan.least_likely_many", n=n) if n > 1
                     else say("plan.least_likely_one"))
        parts.append(say(f"plan.discard_{'many' if n > 1 else 'one'}",
                         cards=_names(pos, ranked), which=which, values=vals))
    if cand.spent_value:
        parts.append(say("plan.losing", cards=_names(pos, way.spends),
                         value=Num(cand.spent_value)))
    if cand.draws:
        parts.append(say("plan.draw", n=cand.draws, value=Num(CARD * cand.draws)))
    paid = sum(pb.values[c].hand for c in discards)
    parts.append(say("plan.net", net=Num(cand.gain - paid, sign=True)))
    what = say("word.all", parts=Join(tuple(parts), ""))
    return what if first else say("plan.then", slot=_slot(slot), what=what)


def _pass_reason(pb: PlacementProblem,
                 alternatives: Sequence[tuple[int, Placement, float]]) -> Say:
    pos = pb.pos
    if not alternatives:
        whys = tuple(say("hint.why_not", card=pos.card(cw.card), why=cw.why)
                     for cw in pb.ways if cw.why is not None)
        if whys:
            return say("hint.pass_none_why", whys=Join(whys[:3], "; "))
        return say("hint.pass_none")
    card, way, net = alternatives[0]
    how: Value = (Label(Option(way, deck=pos.cards)) if asks_payment(pos.phase, way)
                  else say("plan.free"))
    return say("plan.pass_worse", card=pos.card(card), how=how, net=Num(net, sign=True))


def _finish(pb: PlacementProblem, chosen: Sequence[_Cand], discards: Sequence[tuple[int, ...]],
            value: float, status: str, ms: float) -> PlacementPlan:
    alternatives = []
    nets = {}
    for cw in pb.ways:
        for w in cw.ways:
            nets[w] = way_net(pb, w)
            alternatives.append((w.card, w, nets[w][0]))
    alternatives.sort(key=lambda a: -a[2])
    placed = [c.way.card for c in chosen if c.way is not None]
    joint = len(placed) > 1
    steps = []
    for s, (cand, disc) in enumerate(zip(chosen, discards, strict=True)):
        if s == 0 and cand.way is None:
            reason = _pass_reason(pb, alternatives)
            if len(chosen) > 1 and chosen[1].way is not None:
                reason = say("plan.keep_for", card=pb.pos.card(chosen[1].way.card),
                             slot=_slot(pb.slots[1]))
        else:
            parts = [_step_reason(pb, pb.slots[s], cand, disc, s == 0, placed)]
            others = [a for a in alternatives if a[0] not in placed]
            if s == 0 and others and not joint:
                parts.append(say("plan.next_best", card=pb.pos.card(others[0][0]),
                                 net=Num(others[0][2], sign=True)))
            if s == len(chosen) - 1 and joint:
                best = alternatives[0]
                parts.append(say("plan.both", net=Num(value, sign=True),
                                 card=pb.pos.card(best[0]), best=Num(best[2], sign=True)))
            reason = say("word.all", parts=Join(tuple(parts), ""))
        paid = round(sum(pb.values[c].hand for c in disc), 2)
        way = cand.way
        steps.append(PlannedStep(pb.slots[s], None if way is None else way.card, way, disc,
                                 cand.gain, paid, reason,
                                 way is not None and asks_payment(pb.pos.phase, way)))
    return PlacementPlan(pb.pos.phase, tuple(steps), pb.ways, pb.values, round(value, 2),
                         status, round(ms, 2), tuple(alternatives), nets)
