"""Payment and placement planner for Develop and Settle (CP-SAT).

Which card to place (or none) and how to pay for it: which hand cards to discard, under the
card-value estimate of ``solver/value.py`` (keep what you can play next), whether to spend
Colony Ship, New Military Tactics or Contact Specialist's payment route, Space Mercenaries'
hand cards, and -- where a round has two placements -- a joint plan over both: the advanced
2-player game's two Develop (or Settle) phases, where the second may use the first card's
powers (Investment Credits placed first makes the second development cheaper), or
Improved Logistics' second world in the same Settle phase (whose rules differ: the first
world's powers do not count, temporary military carries over, no Settle bonus).

**Legal ways.** ``legal_ways`` lists every legal way to place each hand card, mirroring
``core/phases/develop.py`` and ``core/phases/settle.py`` option for option: ids, labels,
the cards to pay from and how many (tests compare the listing with the engine's decisions
on hundreds of random positions). Where a pending engine decision is known, it rules: the
candidate cards are those it offers, and at a payment decision its options are the ways.

**The model** (``build_model``; solved by ``solve_model``):

* one boolean per candidate placement in the first slot -- (card, way), where a way is an
  engine payment option, with Space Mercenaries' discard count spelled out when it matters
  -- plus "pass"; exactly one is true;
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

Unknown cards (the Settle bonus draw, Develop draws) can only add to a hand, so a plan paid
from the known cards stays legal; ``PlacementPlan.choices(i)`` gives the engine choices of
step ``i`` (the card, then the payment), ``PlacementPlan.answer(decision)`` the one for the
pending decision. At a payment decision the revealed card must be placed, so the plan
never passes there. OR-tools is imported inside the solving functions only.

    plan = plan_placement(observation(game, seat))
    plan.card, plan.method, plan.discards, plan.reason   # the first placement
    game.choose(seat, plan.answer(decision))
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from rftg.core.cards import Card, GoodsKind, Phase, Power
from rftg.core.decisions import Choice, Decision, DecisionKind, Option
from rftg.solver.value import CARD, CardValue, card_value

if TYPE_CHECKING:
    from rftg.core.observe import Observation

PhaseName = Literal["develop", "settle"]
SCALE = 1_000_000  # objective units per VP-equivalent. Values are in hundredths (10,000
# units), so the tie-breaks of ``build_model`` (well under 10,000 units in all) never
# outweigh a real difference.


class PlacementError(ValueError):
    """The position cannot be planned (not a Develop or Settle position, ...)."""


# --------------------------------------------------------------------------- positions


@dataclass(frozen=True)
class PlacementPosition:
    """What the planner needs to know: one player's tableau and hand in Develop or Settle.

    ``active`` are the tableau cards whose powers work in this phase (default: the whole
    tableau; for Improved Logistics' second world, not the world placed first).
    ``runs_left`` is 2 in the first of the advanced game's two Develop (Settle) phases
    (there are two when any player chose both actions), ``next_bonus`` the bonus in the
    second.
    ``decision`` is the pending engine decision, if known: it restricts the candidates.
    ``temp_unknown`` bounds temporary military the planner cannot see (Space Mercenaries'
    discards for a first world, seen from the second): ways that depend on it are left out.
    """

    cards: tuple[Card, ...]
    phase: PhaseName
    tableau: tuple[int, ...]
    hand: tuple[int, ...]
    bonus: bool
    active: tuple[int, ...] | None = None
    temp_military: int = 0
    temp_unknown: int = 0
    hand_military: int = 0  # hand cards already discarded for military in this phase
    runs_left: int = 1
    next_bonus: bool = True  # the bonus in the second run (only for those with both actions)
    second_world: bool = False
    decision: Decision | None = None
    placing: int | None = None  # the card being paid for, at a payment decision

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    def name(self, cid: int) -> str:
        return self.cards[cid].name

    @classmethod
    def from_observation(cls, obs: Observation, *, phase: PhaseName | None = None,
                         bonus: bool | None = None, runs_left: int | None = None,
                         temp_military: int = 0) -> PlacementPosition:
        """The position of the observing player, at its Develop/Settle or payment decision.

        What the observation does not say is inferred: which run of the advanced game's
        double phase is on and what the first world of Improved Logistics was placed with
        (from the public log), the Develop bonus (matched against the costs the decision
        shows). Guesses only cost optimality, never legality: candidates and payments are
        restricted to what the pending decision offers."""
        from rftg.core.state import Action

        given = phase or obs.phase
        if given not in ("develop", "settle"):
            raise PlacementError(f"not a Develop or Settle position (phase {obs.phase!r})")
        ph: PhaseName = "develop" if given == "develop" else "settle"
        me = obs.mine
        first, second = ((Action.DEVELOP, Action.DEVELOP2) if ph == "develop"
                         else (Action.SETTLE, Action.SETTLE2))
        both = first in me.actions and second in me.actions
        two_runs = any(first in p.actions and second in p.actions for p in obs.players)
        decision = obs.decision
        if decision is not None and decision.kind not in (
                DecisionKind.DEVELOP, DecisionKind.SETTLE, DecisionKind.PAYMENT):
            decision = None
        if decision is not None and decision.rule.split(".")[1:2] != [ph]:
            decision = None
        second_world = decision is not None and decision.rule == "phase.settle.second"
        placed_before = bool(_placed_this_round(obs, ph))
        unknown = 0
        if second_world:
            temp_military += _temp_spent_this_round(obs)
            if "conquers" in _placed_this_round(obs, ph):
                unknown = max((pw.value("n") for c in me.tableau[:-1]
                               for pw in obs.card(c).powers_in(Phase.SETTLE)
                               if pw.effect == "military_from_hand"), default=0)
        hand_military = 0
        if decision is not None and "temp_military" in decision.context:
            # the engine says what this phase has spent so far: nothing left to guess
            temp_military = int(decision.context["temp_military"])
            hand_military = int(decision.context.get("hand_military", 0))
            unknown = 0
        in_run_two = two_runs and placed_before and not second_world
        active = me.tableau[:-1] if second_world else me.tableau
        if runs_left is None:
            runs_left = 2 if two_runs and not placed_before else 1
        if bonus is None:
            bonus = (not second_world) and (
                both if in_run_two else (first in me.actions or second in me.actions))
        pos = cls(cards=obs.cards, phase=ph, tableau=me.tableau, hand=obs.hand, bonus=bonus,
                  active=active, temp_military=temp_military, temp_unknown=unknown,
                  hand_military=hand_military,
                  runs_left=runs_left, next_bonus=both,
                  second_world=second_world, decision=decision,
                  placing=(me.placing if decision is not None
                           and decision.kind is DecisionKind.PAYMENT else None))
        if ph == "develop" and decision is not None:
            pos = _match_bonus(pos, decision)
        return pos


def _this_round(obs: Observation) -> list[str]:
    """This player's public log lines of this round, without the name."""
    lines = list(obs.log)
    start = max((i for i, line in enumerate(lines) if line.startswith("Round ")), default=-1)
    me = obs.mine.name + " "
    return [line[len(me):] for line in lines[start + 1:] if line.startswith(me)]


def _placed_this_round(obs: Observation, phase: str) -> list[str]:
    """The verbs of this player's placements of ``phase`` this round, from the public log:
    the Observation does not say which run of a phase is on (the advanced game's second
    Develop/Settle phase) nor what the first world of Improved Logistics was placed with."""
    verbs = ("develops",) if phase == "develop" else ("settles", "conquers")
    return [line.split(" ")[0] for line in _this_round(obs) if line.split(" ")[0] in verbs]


def _temp_spent_this_round(obs: Observation) -> int:
    """Temporary military from tableau cards discarded this round (New Military Tactics)."""
    total = 0
    for line in _this_round(obs):
        if line.startswith("discards ") and line.endswith(" from the tableau."):
            name = line[len("discards "):-len(" from the tableau.")]
            card = next((c for c in obs.cards if c.name == name), None)
            if card is not None:
                total += sum(pw.value("n") for pw in card.powers_in(Phase.SETTLE)
                             if pw.effect == "temp_military")
    return total


def _match_bonus(pos: PlacementPosition, decision: Decision) -> PlacementPosition:
    """The Develop bonus as the engine's decision shows it: the options name each card's
    cost, so match the bonus (a guess from the actions) against them."""
    for bonus in (pos.bonus, not pos.bonus):
        trial = replace(pos, bonus=bonus, decision=None, placing=None)
        ways = legal_ways(trial)
        if decision.kind is DecisionKind.PAYMENT:
            mine = {(w.option, w.pay) for cw in ways if cw.card == pos.placing
                    for w in cw.ways}
            if mine == {(o.id, o.min_cards) for o in decision.options}:
                return replace(pos, bonus=bonus)
            continue
        offered = {o.id: o.label for o in decision.options if o.id != "pass"}
        if {f"card:{cw.card}": cw.label for cw in ways if cw.ways} == offered:
            return replace(pos, bonus=bonus)
    return pos


# --------------------------------------------------------------------------- legal ways


@dataclass(frozen=True)
class Term:
    """One term of a cost or military sum: where it comes from and how much."""

    source: str
    n: int


@dataclass(frozen=True)
class Way:
    """One legal way to place one card: an engine payment option and what it means.

    ``option`` is the engine's payment option id ("pay", "conquer", "conquer:<NMT id>",
    "zero:<Colony Ship id>", "contact:<id>", "contact:<id>:zero:<id>"), or "" for a
    development that costs nothing (the engine then asks no payment).
    """

    card: int
    option: str
    label: str
    cards_from: tuple[int, ...]
    pay: int  # hand cards to discard (at least)
    pay_max: int  # at most (more than ``pay`` only with Space Mercenaries)
    cost: int | None  # the cost paid (None for a conquest)
    terms: tuple[Term, ...]  # cost: the start value then each change; conquest: military
    spends: tuple[int, ...] = ()  # tableau cards discarded (Colony Ship, New Military Tactics)
    military: int | None = None  # conquest: military before hand cards
    defence: int | None = None
    temp: int = 0  # temporary military this way adds (New Military Tactics)
    hand_military: bool = False  # discarded hand cards add military (Space Mercenaries)

    @property
    def kind(self) -> str:
        return self.option.split(":")[0] if self.option else "pay"

    def as_option(self) -> Option:
        """The engine Option this way mirrors (empty id: no payment decision)."""
        return Option(self.option, self.label, self.cards_from, self.pay, self.pay_max)


@dataclass(frozen=True)
class CardWays:
    """A hand card with every legal way to place it, or why it cannot be placed."""

    card: int
    label: str  # the engine's option label for the card ("Comet Zone (cost 3)")
    ways: tuple[Way, ...]
    why_not: str = ""


@dataclass(frozen=True)
class _Ctx:
    """What legality depends on at one placement."""

    tableau: tuple[int, ...]
    active: tuple[int, ...]
    temp: int
    bonus: bool
    spare: int | None = None  # other hand cards available (None: the actual hand)
    unknown: int = 0  # temporary military that may be there too (see PlacementPosition)
    hand_used: int = 0  # Space Mercenaries' cards already discarded in this phase


def _ctx(pos: PlacementPosition) -> _Ctx:
    active = pos.tableau if pos.active is None else pos.active
    return _Ctx(pos.tableau, active, pos.temp_military, pos.bonus, None, pos.temp_unknown,
                pos.hand_military)


def _powers(pos: PlacementPosition, ctx: _Ctx, phase: Phase) -> list[tuple[int, Power]]:
    return [(cid, pw) for cid in ctx.active if cid in ctx.tableau
            for pw in pos.cards[cid].powers if pw.phase is phase]


def _rest(pos: PlacementPosition, cid: int) -> tuple[int, ...]:
    return tuple(c for c in pos.hand if c != cid)


def develop_cost(pos: PlacementPosition, ctx: _Ctx, card: Card) -> tuple[int, tuple[Term, ...]]:
    """The cost of a development (as ``core.phases.develop.develop_cost``) and its terms."""
    terms = [Term("cost", card.cost)]
    terms += [Term(pos.name(c), -pw.value("n")) for c, pw in _powers(pos, ctx, Phase.DEVELOP)
              if pw.effect == "reduce"]
    if ctx.bonus:
        terms.append(Term("Develop bonus", -1))
    return max(0, sum(t.n for t in terms)), tuple(terms)


def _develop_ways(pos: PlacementPosition, ctx: _Ctx, cid: int) -> CardWays:
    c = pos.card(cid)
    rest = _rest(pos, cid)
    spare = len(rest) if ctx.spare is None else ctx.spare
    if not c.is_development:
        return CardWays(cid, c.name, (), "a world: worlds are placed in Settle")
    if any(pos.name(t) == c.name for t in ctx.tableau):
        return CardWays(cid, c.name, (), "already in your tableau (a development only once: "
                        "\"Ein Spieler darf jede Entwicklung nur einmal ausliegen haben.\")")
    cost, terms = develop_cost(pos, ctx, c)
    label = f"{c.name} (cost {cost})"
    if spare < cost:
        return CardWays(cid, label, (), f"costs {cost} ({_sum_text(terms, cost)}) but you "
                        f"have only {spare} other card{'s' if spare != 1 else ''}")
    if cost == 0:
        way = Way(cid, "", "No payment", (), 0, 0, 0, terms)
    else:
        way = Way(cid, "pay", f"Pay {cost} card{'s' if cost != 1 else ''}", rest, cost, cost,
                  cost, terms)
    return CardWays(cid, label, (way,))


def military(pos: PlacementPosition, ctx: _Ctx, world: Card) -> tuple[int, tuple[Term, ...]]:
    """Military against ``world`` (as ``core.phases.settle.military``) and its sources."""
    terms = []
    for c, pw in _powers(pos, ctx, Phase.SETTLE):
        if pw.effect != "military":
            continue
        if pw.kind is not None and world.goods is not pw.kind:
            continue
        if pw.against is not None and not world.has(pw.against):
            continue
        terms.append(Term(pos.name(c), pw.value("n")))
    if ctx.temp:
        terms.append(Term("temporary military", ctx.temp))
    return sum(t.n for t in terms), tuple(terms)


def base_military(pos: PlacementPosition) -> int:
    """Military against any world: the unconditional powers (and temporary military)."""
    ctx = _ctx(pos)
    return ctx.temp + sum(pw.value("n") for _, pw in _powers(pos, ctx, Phase.SETTLE)
                          if pw.effect == "military" and pw.kind is None and pw.against is None)


def _reductions(pos: PlacementPosition, ctx: _Ctx, world: Card) -> list[Term]:
    return [Term(pos.name(c), -pw.value("n")) for c, pw in _powers(pos, ctx, Phase.SETTLE)
            if pw.effect == "reduce" and (pw.kind is None or pw.kind is world.goods)]


def _settle_ways(pos: PlacementPosition, ctx: _Ctx, cid: int) -> CardWays:
    """Every legal way to place world ``cid`` (as ``core.phases.settle.settle_methods``)."""
    w = pos.card(cid)
    if not w.is_world:
        return CardWays(cid, w.name, (), "a development: developments are placed in Develop")
    rest = _rest(pos, cid)
    spare = len(rest) if ctx.spare is None else ctx.spare
    powers = _powers(pos, ctx, Phase.SETTLE)
    zero = [c for c, pw in powers if pw.effect == "reduce_to_zero"]
    alien = w.goods is GoodsKind.ALIEN
    label = f"{w.name} (defence {w.cost})" if w.military else f"{w.name} (cost {w.cost})"
    ways: list[Way] = []

    def pay(oid: str, text: str, terms: list[Term]) -> None:
        cost = max(0, sum(t.n for t in terms))
        if spare >= cost:
            cards = f"{cost} card{'s' if cost != 1 else ''}"
            ways.append(Way(cid, oid, text.format(cards=cards), rest, cost, cost, cost,
                            tuple(terms)))

    why: list[str] = []
    if not w.military:
        terms = [Term("cost", w.cost), *_reductions(pos, ctx, w)]
        pay("pay", "Pay {cards}", terms)
        if not ways:
            cost = max(0, sum(t.n for t in terms))
            why.append(f"costs {cost} ({_sum_text(terms, cost)}) but you have only {spare} "
                       f"other card{'s' if spare != 1 else ''}")
        if not alien:
            for z in zero:
                ways.append(Way(cid, f"zero:{z}", f"Discard {pos.name(z)}: cost 0", (), 0, 0,
                                0, (Term("cost", w.cost), Term(pos.name(z), -w.cost)), (z,)))
        elif zero:
            why.append("Colony Ship cannot pay for an Alien world")
        return CardWays(cid, label, tuple(ways), "" if ways else "; ".join(why))
    mil, mil_terms = military(pos, ctx, w)
    hand_mil = max((pw.value("n") for _, pw in powers if pw.effect == "military_from_hand"),
                   default=0)
    # "bis zu 2 Karten ... bis zum Ende dieser Phase": at most n in the whole phase
    hand_mil = max(0, hand_mil - ctx.hand_used)
    temps = [(c, pw.value("n")) for c, pw in powers if pw.effect == "temp_military"]
    extra = min(hand_mil, spare)
    for tc, tn in [(None, 0), *temps]:
        base = mil + tn
        need = max(0, w.cost - base)
        if need > extra:
            continue
        if tc is not None and mil + ctx.unknown >= w.cost:
            continue  # the temporary boost is not needed (or may not be)
        oid = "conquer" if tc is None else f"conquer:{tc}"
        text = "Conquer" if tc is None else f"Conquer, discarding {pos.name(tc)}"
        mterms = mil_terms if tc is None else (*mil_terms, Term(pos.name(tc), tn))
        ways.append(Way(cid, oid, f"{text} (military {base} vs defence {w.cost})",
                        rest if extra else (), need, extra, None, mterms,
                        () if tc is None else (tc,), base, w.cost, tn, hand_mil > 0))
    if not any(wy.kind == "conquer" for wy in ways):
        most = mil + max((tn for _, tn in temps), default=0) + extra
        why.append(f"military {most} vs defence {w.cost}")
    contact = [(c, pw) for c, pw in powers if pw.effect == "pay_military"]
    if not alien:
        for c, pw in contact:
            terms = [Term("defence", w.cost), Term(pos.name(c), -pw.value("n")),
                     *_reductions(pos, ctx, w)]
            before = len(ways)
            pay(f"contact:{c}", f"Pay {{cards}} with {pos.name(c)}", terms)
            if len(ways) == before:
                cost = max(0, sum(t.n for t in terms))
                why.append(f"{pos.name(c)}: costs {cost} but you have only {spare} other cards")
            for z in zero:
                ways.append(Way(cid, f"contact:{c}:zero:{z}",
                                f"Pay with {pos.name(c)}, discarding {pos.name(z)}: cost 0",
                                (), 0, 0, 0, (*terms, Term(pos.name(z), -w.cost)), (z,)))
    elif contact:
        why.append(f"{pos.name(contact[0][0])} cannot pay for an Alien world")
    return CardWays(cid, label, tuple(ways), "" if ways else "; ".join(why))


def _engine_way(pos: PlacementPosition, cid: int, o: Option) -> Way:
    """A way read from an engine option the planner did not predict (it knows less than the
    engine about this phase): what the option id and its card counts say."""
    parts = o.id.split(":")
    spends = tuple(int(parts[i + 1]) for i, p in enumerate(parts[:-1])
                   if p in ("zero", "conquer"))
    if parts[0] == "conquer":
        return Way(cid, o.id, o.label, o.cards_from, o.min_cards, o.max_cards, None, (),
                   spends, defence=pos.card(cid).cost, hand_military=o.max_cards > 0)
    return Way(cid, o.id, o.label, o.cards_from, o.min_cards, o.max_cards, o.min_cards,
               (Term("cost", o.min_cards),), spends)


def _sum_text(terms: Sequence[Term], total: int) -> str:
    text = " ".join(
        (f"{t.source} {t.n}" if i == 0 else f"{'+' if t.n >= 0 else '-'} {abs(t.n)} {t.source}")
        for i, t in enumerate(terms))
    raw = sum(t.n for t in terms)
    return text + (", never below 0" if raw < total else "")


def _card_ways(pos: PlacementPosition, ctx: _Ctx, cid: int) -> CardWays:
    return (_develop_ways if pos.phase == "develop" else _settle_ways)(pos, ctx, cid)


def legal_ways(pos: PlacementPosition) -> tuple[CardWays, ...]:
    """Every legal way to place each hand card now, in hand order.

    With a pending engine decision, its options rule: a card it does not offer has no way;
    at a payment decision, only the card being paid for, with the decision's options.
    """
    ctx = _ctx(pos)
    out = [_card_ways(pos, ctx, cid) for cid in pos.hand]
    d = pos.decision
    if d is None:
        return tuple(out)
    if d.kind is DecisionKind.PAYMENT and pos.placing is not None:
        cid = pos.placing
        mine = {w.option: w for w in _card_ways(pos, ctx, cid).ways}
        ways = []
        for o in d.options:
            w = mine.get(o.id) or _engine_way(pos, cid, o)
            ways.append(replace(w, label=o.label, cards_from=o.cards_from, pay=o.min_cards,
                                pay_max=o.max_cards))
        label = pos.name(cid)
        return (CardWays(cid, label, tuple(ways)),)
    offered = {o.id for o in d.options}
    return tuple(cw if f"card:{cw.card}" in offered or not cw.ways else
                 CardWays(cw.card, cw.label, (), "not offered by the game now") for cw in out)


# --------------------------------------------------------------------------- the plan


@dataclass(frozen=True)
class PlannedStep:
    """One placement of a plan (or a pass), with its engine choices and its reason."""

    slot: str  # "Develop", "second Develop phase", "second world", ...
    card: int | None
    way: Way | None
    discards: tuple[int, ...]
    gain: float  # value placed + cards drawn - tableau cards spent
    paid: float  # value of the hand cards discarded
    reason: str

    @property
    def method(self) -> str | None:
        return None if self.way is None else self.way.option

    def choices(self) -> tuple[Choice, ...]:
        """The engine choices: the card (or pass), then the payment (when one is asked)."""
        if self.card is None or self.way is None:
            return (Choice("pass"),)
        first = Choice(f"card:{self.card}")
        if self.way.option == "":
            return (first,)
        return (first, Choice(self.way.option, self.discards))


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
    alternatives: tuple[tuple[int, str, float], ...] = field(default=())  # (card, option, net)
    nets: dict[tuple[int, str], tuple[float, tuple[int, ...]]] = field(default_factory=dict)

    def way_net(self, way: Way) -> tuple[float, tuple[int, ...]]:
        """Placing with ``way`` alone: its net value and the cards it would pay with."""
        return self.nets[way.card, way.option]

    @property
    def card(self) -> int | None:
        return self.steps[0].card

    @property
    def method(self) -> str | None:
        return self.steps[0].method

    @property
    def discards(self) -> tuple[int, ...]:
        return self.steps[0].discards

    @property
    def reason(self) -> str:
        return " ".join(s.reason for s in self.steps)

    def choices(self, step: int = 0) -> tuple[Choice, ...]:
        """The engine choices of step ``step`` (the card choice, then the payment)."""
        return self.steps[step].choices()

    def answer(self, decision: Decision) -> Choice:
        """The choice for the pending ``decision`` (the card, or at a payment decision the
        payment) of the first step."""
        choices = self.choices()
        return choices[-1] if decision.kind is DecisionKind.PAYMENT else choices[0]


@dataclass(frozen=True)
class _Cand:
    """A candidate placement in one slot (way None: pass)."""

    way: Way | None
    k: int  # hand cards discarded
    gain: float
    draws: int
    spent_value: float
    state: tuple[Any, ...] | None = None  # the second slot's state it leads to


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
            pw.effect == "place_second" for _, pw in _powers(pos, ctx, Phase.SETTLE)):
        slots.append(("second world", "same"))
    elif pos.runs_left >= 2:
        slots.append((f"second {pos.phase.capitalize()} phase", "fresh"))
    return slots


def _draws(pos: PlacementPosition, ctx: _Ctx) -> int:
    phase = Phase.DEVELOP if pos.phase == "develop" else Phase.SETTLE
    n = sum(pw.value("n") for _, pw in _powers(pos, ctx, phase) if pw.effect == "draw_after")
    return n + (1 if pos.phase == "settle" and ctx.bonus else 0)


def _after(pos: PlacementPosition, ctx: _Ctx, way: Way | None, k: int, kind: str,
           ) -> tuple[tuple[Any, ...] | None, _Ctx | None]:
    """The state of the second slot after ``way`` (None: pass) in the first."""
    if kind == "same":
        if way is None:
            return None, None  # no second world without a first
        merc = k if way.kind == "conquer" and way.hand_military else 0
        temp = ctx.temp + way.temp + merc
        tableau = (*(c for c in ctx.tableau if c not in way.spends), way.card)
        active = tuple(c for c in ctx.active if c not in way.spends)
        return (("same", temp, way.spends, way.card, ctx.hand_used + merc),
                _Ctx(tableau, active, temp, False, len(pos.hand), 0, ctx.hand_used + merc))
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
            counts = range(w.pay, w.pay_max + 1) if variants and w.hand_military else [w.pay]
            out += [_Cand(w, k, gain, draws, spent) for k in counts]
    return out


def _spent_value(pos: PlacementPosition, ctx: _Ctx, cid: int) -> float:
    others = [pos.card(c) for c in ctx.tableau if c != cid]
    return card_value(pos.card(cid), others, len(pos.hand)).placed


def analyse(pos: PlacementPosition) -> PlacementProblem:
    """Values, legal ways and the candidates of every slot (the model's data)."""
    tableau = [pos.card(c) for c in pos.tableau]
    values = {c: card_value(pos.card(c), tableau, len(pos.hand) - 1) for c in pos.hand}
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
            ways2 = [_card_ways(pos, c2, cid) for cid in pos.hand]
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


def solve_model(mm: _Model, time_limit: float = 2.0, workers: int = 1) -> PlacementPlan:
    """Solve a built model; read the plan only after OPTIMAL or FEASIBLE."""
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = time_limit
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
                   bonus: bool | None = None, *, time_limit: float = 2.0,
                   workers: int = 1) -> PlacementPlan:
    """The recommended placement(s) for the observing player (or a position)."""
    pos = (source if isinstance(source, PlacementPosition)
           else PlacementPosition.from_observation(source, phase=phase, bonus=bonus))
    if isinstance(source, PlacementPosition) and (phase is not None or bonus is not None):
        pos = replace(pos, phase=phase or pos.phase,
                      bonus=pos.bonus if bonus is None else bonus)
    pb = analyse(pos)
    if all(c.way is None for c in pb.first):  # nothing but passing
        return _finish(pb, [pb.first[0]], [()], 0.0, "trivial", 0.0)
    return solve_model(build_model(pb), time_limit, workers)


# --------------------------------------------------------------------------- reasons


def best_discards(pos: PlacementPosition, values: dict[int, CardValue], k: int,
                  exclude: Sequence[int]) -> tuple[int, ...]:
    """The ``k`` hand cards least worth keeping (hand order breaks ties)."""
    pool = [c for c in pos.hand if c not in exclude]
    ranked = sorted(pool, key=lambda c: (values[c].hand, pos.hand.index(c)))
    return tuple(sorted(ranked[:k], key=pos.hand.index))


def way_net(pb: PlacementProblem, way: Way) -> tuple[float, tuple[int, ...]]:
    """Net value of placing with ``way`` alone (greedy: the cheapest cards pay)."""
    cand = next(c for c in pb.first if c.way == way)
    paid = best_discards(pb.pos, pb.values, way.pay, (way.card,))
    return round(cand.gain - sum(pb.values[c].hand for c in paid), 2), paid


def _names(pos: PlacementPosition, ids: Sequence[int]) -> str:
    names = [pos.name(c) for c in ids]
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _how(pos: PlacementPosition, way: Way, k: int) -> str:
    """'pay 3 = cost 3 - 1 Alpha Centauri', 'military 5 vs defence 5 (...)', ..."""
    if way.kind == "conquer":
        parts = ", ".join(f"{t.n:+d} {t.source}" for t in way.terms) or "no military cards"
        text = (f"military {way.military} vs defence {way.defence} ({parts})"
                if way.military is not None else way.label)
        if way.spends:
            text += (f", discarding {pos.name(way.spends[0])} from your tableau for "
                     f"+{way.temp} this phase")
        if way.hand_military and k:
            text += (f", plus {k} hand card{'s' if k != 1 else ''} discarded with Space "
                     f"Mercenaries for +{k}")
        return text
    assert way.cost is not None
    if way.spends and len(way.terms) > 1:  # Colony Ship (and Contact Specialist): cost 0
        before = way.terms[:-1]
        was = max(0, sum(t.n for t in before))
        route = f" with {way.terms[1].source}" if way.kind == "contact" else ""
        return (f"pay 0{route}, discarding {pos.name(way.spends[0])} from your tableau "
                f"(instead of {was} = {_sum_text(before, was)})")
    if way.kind == "contact":
        return f"pay {way.cost} with {way.terms[1].source} = {_sum_text(way.terms, way.cost)}"
    return f"pay {way.cost} = {_sum_text(way.terms, way.cost)}"


def _step_reason(pb: PlacementProblem, slot: str, cand: _Cand, discards: Sequence[int],
                 first: bool, placed: Sequence[int]) -> str:
    pos = pb.pos
    where = "" if first else f"Then, in the {slot}: "
    if cand.way is None:
        return where + "place nothing."
    way = cand.way
    val = pb.values[way.card]
    verb = "Conquer" if way.kind == "conquer" else "Place"
    if not first:
        verb = verb.lower()
    text = f"{where}{verb} {pos.name(way.card)} ({val.describe()}; worth {val.placed:.2f}): "
    text += _how(pos, way, len(discards))
    if discards:
        ranked = sorted(discards, key=lambda c: (pb.values[c].hand, pos.hand.index(c)))
        vals = ", ".join(f"{pb.values[c].hand:.2f}" for c in ranked)
        n = len(discards)
        kept = [c for c in pos.hand if c not in discards and c not in placed]
        if not kept:
            which = ("your only other card" if n == 1 else "both other cards" if n == 2
                     else f"all {n} other cards")
        else:
            which = (f"the {n} cards you are least likely to play" if n > 1
                     else "the card you are least likely to play")
        text += (f"; discard {_names(pos, ranked)}, {which} "
                 f"(value{'s' if n > 1 else ''} {vals})")
    if cand.spent_value:
        text += f"; losing {_names(pos, way.spends)} costs {cand.spent_value:.2f}"
    if cand.draws:
        text += f"; then draw {cand.draws} (worth {CARD * cand.draws:.2f})"
    paid = sum(pb.values[c].hand for c in discards)
    text += f". Net {cand.gain - paid:+.2f}."
    return text


def _pass_reason(pb: PlacementProblem, alternatives: Sequence[tuple[int, str, float]]) -> str:
    pos = pb.pos
    if not alternatives:
        whys = [f"{pos.name(cw.card)}: {cw.why_not}" for cw in pb.ways if cw.why_not]
        return ("Place nothing: no card in your hand can be placed now"
                + (f" ({'; '.join(whys[:3])})." if whys else "."))
    card, option, net = alternatives[0]
    return (f"Place nothing: the best placement, {pos.name(card)} ({option or 'free'}), "
            f"would cost more in cards than it brings (net {net:+.2f}).")


def _finish(pb: PlacementProblem, chosen: Sequence[_Cand], discards: Sequence[tuple[int, ...]],
            value: float, status: str, ms: float) -> PlacementPlan:
    alternatives = []
    nets = {}
    for cw in pb.ways:
        for w in cw.ways:
            nets[w.card, w.option] = way_net(pb, w)
            alternatives.append((w.card, w.option, nets[w.card, w.option][0]))
    alternatives.sort(key=lambda a: -a[2])
    placed = [c.way.card for c in chosen if c.way is not None]
    joint = len(placed) > 1
    steps = []
    for s, (cand, disc) in enumerate(zip(chosen, discards, strict=True)):
        if s == 0 and cand.way is None:
            reason = _pass_reason(pb, alternatives)
            if len(chosen) > 1 and chosen[1].way is not None:
                reason = (f"Place nothing now: keep {pb.pos.name(chosen[1].way.card)} for the "
                          f"{pb.slots[1]}.")
        else:
            reason = _step_reason(pb, pb.slots[s], cand, disc, s == 0, placed)
            others = [a for a in alternatives if a[0] not in placed]
            if s == 0 and others and not joint:
                reason += (f" Next best: {pb.pos.name(others[0][0])} "
                           f"(net {others[0][2]:+.2f}).")
            if s == len(chosen) - 1 and joint:
                best = alternatives[0]
                reason += (f" Both together: net {value:+.2f} (the best single placement: "
                           f"{pb.pos.name(best[0])}, net {best[2]:+.2f}).")
        paid = round(sum(pb.values[c].hand for c in disc), 2)
        steps.append(PlannedStep(pb.slots[s], None if cand.way is None else cand.way.card,
                                 cand.way, disc, cand.gain, paid, reason))
    return PlacementPlan(pb.pos.phase, tuple(steps), pb.ways, pb.values, round(value, 2),
                         status, round(ms, 2), tuple(alternatives), nets)
