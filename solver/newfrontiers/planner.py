"""New Frontiers' CP-SAT planners: the Trade/Consume plan, and the Settle and Develop choice
with its payment.

Every number they plan with is the rules' own (``rftg.core.newfrontiers.rules``): sale
prices with the trade powers, the goods a consume power fits, what it gains, costs after
discounts, military against the defence, the temporary-military sets and the Contact
Specialist's route are the options the rules make; a planner only chooses among them.

**Trade/Consume** (``plan_consume``): ``sell[c]`` (one good sold at most, before
consuming: "Jeder Spieler darf 1 Gut verkaufen, bevor er seine Güter verbraucht"),
``take[c, p]`` (good c consumed by power p), ``used[p]`` and ``pos[p]`` (all different:
the order the powers are used in).

- Exact powers take exactly their number (of different kinds where they say so: at most
  one good per kind); "bis zu" powers take at least one and at most their number, and
  "so viele Güter wie möglich": a power that takes fewer than its number (``full[p]``
  false) leaves no good it fits to a later power nor unconsumed.
- Stopping ("bis er entweder jede Fähigkeit einmal genutzt hat oder bis er kein Gut mehr
  verbrauchen kann"): an unused power that must be used (not "darf") can no longer be
  used at the end: fewer goods it fits than its number (none for "bis zu"; fewer kinds
  than its number for different kinds).
- Objective: VP (Blühende Wirtschaft's VP per good included), then credits and the goods
  kept at the planner's worth of a credit and a good (``Worth``), in fixed point.

**Settle** (``plan_settle``) and **Develop** (``plan_develop``): one boolean per option of
the decision (exactly one) and, for Settle, one per good paid for temporary military
(exactly as many as the option's powers, only goods the option allows); the objective is
the option's worth (the tile's VP, "?" and powers, less credits and colonists spent at the
planner's worth) less the worth of the goods paid. Develop also weighs the world the
player can settle next with the credits left (``follow``: the rules' Settle options on the
empire after the purchase, its discounts and military included).

Searches are bounded by CP-SAT's deterministic work (``solver/limits.py``), one worker and
a fixed seed: the same position gives the same plan on any machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rftg.core.decisions import Choice, Decision, Option
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.moves import Buy, Colonists, NfKind, Pass, Sell, Settle, Use
from rftg.core.newfrontiers.state import NfState
from rftg.core.newfrontiers.tiles import TRADE_PRICE, Act, Effect, Kind, Power
from rftg.solver.limits import WORK
from rftg.solver.newfrontiers.players import colonist_worth, tile_worth

SCALE = 100  # VP to the model's integers


class PlanError(ValueError):
    """No plan: the decision is not one this planner plans, or the solver found none."""


@dataclass(frozen=True)
class Worth:
    """What the planners count a credit, a colonist and a good kept worth, in VP: less in
    the last round (``late``: an end condition is met), when only the tie-break is left."""

    credit: float
    good: float

    @staticmethod
    def of(view: NfState) -> Worth:
        if view.ends:
            return Worth(0.05, 0.05)
        return Worth(0.8, 0.4)

    def of_good(self, kind: Kind) -> float:
        """A good kept (it may be sold or consumed later): a little more the dearer it
        sells."""
        return self.good + (0.1 * TRADE_PRICE[kind] if self.good >= 0.1 else 0.0)


def _solver(work: float = WORK) -> object:
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.max_deterministic_time = work
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    return solver


# --------------------------------------------------------------------------- consume


@dataclass(frozen=True)
class Usage:
    """One consume power used: ``tile``, the power's ``index``, the colonies whose goods
    it consumes, and what it gains (``rules.consume_gain``)."""

    tile: int
    index: int
    goods: tuple[int, ...]
    vp: int
    credits: int


@dataclass(frozen=True)
class ConsumePlan:
    """The plan: the good sold (``sell``: its colony, None: none) for ``price``, the powers
    in the order to use them, Blühende Wirtschaft's VP (``prosper``) and the totals."""

    sell: int | None
    price: int
    uses: tuple[Usage, ...]
    prosper: int
    free_vp: int  # the powers that consume no good (used at the end anyway)
    free_credits: int

    @property
    def vp(self) -> int:
        return sum(u.vp for u in self.uses) + self.prosper + self.free_vp

    @property
    def credits(self) -> int:
        return self.price + sum(u.credits for u in self.uses) + self.free_credits

    @property
    def consumed(self) -> int:
        return sum(len(u.goods) for u in self.uses)


def _consume_powers(view: NfState, seat: int) -> list[tuple[int, int, Power]]:
    """The consume powers still to use in this action (that consume goods)."""
    used = set(view.now.used[seat]) if view.now.used else set()
    return [(t, i, pw) for t, i, pw in rules.powers(view, seat, Act.CONSUME, Effect.CONSUME)
            if pw.goods > 0 and (t, i) not in used]


def weights(worth: Worth) -> tuple[int, int]:
    """The consume objective's integer weights of a VP and a credit."""
    return SCALE * 1000, round(SCALE * 1000 * worth.credit)


def good_weight(worth: Worth, kind: Kind) -> int:
    """The consume objective's integer weight of a good of ``kind`` kept."""
    return 1000 * round(SCALE * worth.of_good(kind))


def consume_value(worth: Worth, vp: int, credits: int, kept: Sequence[Kind]) -> int:
    """What the consume planner maximises: VP, credits and the goods kept, weighted."""
    w_vp, w_credit = weights(worth)
    return w_vp * vp + w_credit * credits + sum(good_weight(worth, k) for k in kept)


def plan_consume(view: NfState, seat: int, selling: bool, work: float = WORK,
                 sale: int | None = None, no_sale: bool = False) -> ConsumePlan:
    """The best Trade/Consume plan for ``seat`` on ``view`` (the state, or a seat's view
    of it) from now: with ``selling`` the sale is still to be chosen (``sale``: this
    colony's good sold; ``no_sale``: none, to compare); then every consume power not used
    yet in this action (see the module doc)."""
    from ortools.sat.python import cp_model

    p = view.players[seat]
    worth = Worth.of(view)
    goods = list(rules.goods_at(p))
    kind = {c: p.goods[c] for c in goods}
    prices = ({o.move.colony: o.move.price for o in rules.sell_options(view, seat)
               if isinstance(o.move, Sell)} if selling else {})
    powers = _consume_powers(view, seat)
    prosper = sum(pw.n for _, _, pw in rules.powers(view, seat, Act.CONSUME, Effect.PROSPER))
    free = rules.goods_free(view, seat)
    free_vp = sum(pw.vp for _, _, pw in free)
    free_credits = sum(pw.credits for _, _, pw in free)
    fits = {k: set(rules.fitting(view, seat, t, pw)) for k, (t, _, pw) in enumerate(powers)}

    m = cp_model.CpModel()
    sell = {c: m.new_bool_var(f"sell{c}") for c in prices}
    m.add(sum(sell.values()) <= 1)
    for c, v in sell.items():
        if no_sale or (sale is not None and c != sale):
            m.add(v == 0)
        elif sale is not None:
            m.add(v == 1)
    take = {(c, k): m.new_bool_var(f"take{c}_{k}") for k in fits for c in fits[k]}
    used = [m.new_bool_var(f"used{k}") for k in range(len(powers))]
    full = [m.new_bool_var(f"full{k}") for k in range(len(powers))]
    top = max(0, len(powers) - 1)
    pos = [m.new_int_var(0, top, f"pos{k}") for k in range(len(powers))]
    if len(powers) > 1:
        m.add_all_different(pos)
    gone: dict[int, list[cp_model.IntVar]] = {c: [] for c in goods}
    for (c, _k), v in take.items():
        gone[c].append(v)
    for c in goods:
        leaves = [*gone[c], *([sell[c]] if c in sell else [])]
        m.add(sum(leaves) <= 1)
    left: dict[int, Any] = {c: 1 - sum(gone[c]) - (sell.get(c, 0))
                            for c in goods}
    count: list[Any] = []  # CP-SAT's linear expressions
    vp_terms: list[Any] = []
    credit_terms: list[Any] = []
    for k, (_t, _i, pw) in enumerate(powers):
        n = sum(take[c, k] for c in fits[k])
        count.append(n)
        if pw.up_to:
            m.add(n >= used[k])
            m.add(n <= pw.goods * used[k])
            m.add(n == pw.goods).only_enforce_if(full[k])
            m.add(n <= pw.goods - 1).only_enforce_if(full[k].Not())
            # "so viele Güter wie möglich": taking fewer, it leaves no good it fits to a
            # later power, nor to the end
            for c in fits[k]:
                m.add(left[c] == 0).only_enforce_if([used[k], full[k].Not()])
                for j in fits:
                    if j != k and c in fits[j]:
                        m.add(pos[j] < pos[k]).only_enforce_if(
                            [used[k], full[k].Not(), take[c, j]])
        else:
            m.add(n == pw.goods * used[k])
            m.add(full[k] == used[k])
            if pw.different:
                for kd in {kind[c] for c in fits[k]}:
                    m.add(sum(take[c, k] for c in fits[k] if kind[c] is kd) <= 1)
        if not pw.optional:  # stopping: an unused power it must use cannot be used
            rest = [left[c] for c in fits[k]]
            if pw.up_to:
                m.add(sum(rest) == 0).only_enforce_if(used[k].Not())
            elif pw.different:
                kinds = sorted({kind[c] for c in fits[k]})
                seen = {kd: m.new_bool_var(f"kind{k}_{kd.value}") for kd in kinds}
                for c in fits[k]:
                    m.add(seen[kind[c]] >= left[c])
                m.add(sum(seen.values()) <= pw.goods - 1).only_enforce_if(used[k].Not())
            else:
                m.add(sum(rest) <= pw.goods - 1).only_enforce_if(used[k].Not())
        if pw.per_good:
            vp_terms.append(pw.vp * n)
            credit_terms.append(pw.credits * n)
        else:
            vp_terms.append(pw.vp * used[k])
            credit_terms.append(pw.credits * used[k])
    vp: Any = sum(vp_terms) + prosper * sum(count)
    credits: Any = sum(credit_terms) + sum(prices[c] * sell[c] for c in sell)
    w_vp, w_credit = weights(worth)
    kept: Any = sum(good_weight(worth, kind[c]) * left[c] for c in goods)
    m.maximize(w_vp * vp + w_credit * credits + kept)
    solver = _solver(work)
    assert isinstance(solver, cp_model.CpSolver)
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise PlanError(f"no consume plan ({solver.status_name(status)})")
    sold = next((c for c in sell if solver.boolean_value(sell[c])), None)
    order = sorted((k for k in range(len(powers)) if solver.boolean_value(used[k])),
                   key=lambda k: solver.value(pos[k]))
    uses = []
    for k in order:
        t, i, pw = powers[k]
        taken = tuple(c for c in goods if c in fits[k] and solver.boolean_value(take[c, k]))
        got_vp, got_credits = rules.consume_gain(pw, len(taken))
        uses.append(Usage(t, i, taken, got_vp, got_credits))
    consumed = sum(len(u.goods) for u in uses) + view.now.consumed[seat]
    frees = len(free) + view.now.free[seat]
    prosper_vp = sum(v for _, v in rules.prosper_vp(view, seat, consumed, frees))
    return ConsumePlan(sold, prices.get(sold, 0) if sold is not None else 0, tuple(uses),
                       prosper_vp, free_vp, free_credits)


def consume_choice(d: Decision, plan: ConsumePlan) -> Choice:
    """The answer to a Trade or Consume decision that follows ``plan`` (its first step)."""
    if d.kind == NfKind.TRADE:
        if plan.sell is None:
            return Choice(_pass(d))
        return Choice(next(o.move for o in d.options
                           if isinstance(o.move, Sell) and o.move.colony == plan.sell))
    if not plan.uses:
        return Choice(_pass(d))
    first = plan.uses[0]
    for o in d.options:
        move = o.move
        if not isinstance(move, Use) or (move.tile, move.index) != (first.tile, first.index):
            continue
        if move.goods:
            if sorted(move.goods) == sorted(first.goods):
                return Choice(move)
        elif set(first.goods) <= set(o.cards_from) and len(first.goods) == o.min_cards:
            return Choice(move, first.goods)
    raise PlanError("the plan's first step is not among the options")


def _pass(d: Decision) -> Pass:
    for o in d.options:
        if isinstance(o.move, Pass):
            return o.move
    raise PlanError("no option to pass")


# --------------------------------------------------------------------------- settle, develop


@dataclass(frozen=True)
class Planned:
    """A Settle or Develop plan: the option chosen with its goods paid, its worth in VP,
    and (Develop) the world it lets the player settle next with what is left
    (``follow``: that Settle option, or None)."""

    choice: Choice
    option: Option
    worth: float
    follow: Option | None = None


def good_worth(view: NfState, seat: int, colony: int, worth: Worth) -> float:
    """A good the player pays with: its sale price at the planner's credit worth, at least
    a good kept's worth."""
    kind = view.players[seat].goods[colony]
    return max(worth.of_good(kind), worth.credit * TRADE_PRICE[kind])


def settle_worth(view: NfState, seat: int, option: Option, worth: Worth) -> float:
    """An option of a Settle decision in VP: the world's worth (``tile_worth``) less the
    credits and colonists it takes; taking colonists: their worth."""
    move = option.move
    if isinstance(move, Colonists):
        return move.n * colonist_worth(view, seat)
    if not isinstance(move, Settle):
        return 0.0
    world = view.t[move.world]
    return (tile_worth(view, seat, world) - worth.credit * move.cost
            - 0.3 * world.colonists)


def plan_settle(view: NfState, seat: int, d: Decision, work: float = WORK) -> Planned:
    """The best option of a Settle decision with the goods that pay for its temporary
    military (see the module doc)."""
    from ortools.sat.python import cp_model

    if d.kind != NfKind.SETTLE:
        raise PlanError("not a Settle decision")
    worth = Worth.of(view)
    m = cp_model.CpModel()
    x = [m.new_bool_var(f"x{i}") for i in range(len(d.options))]
    m.add_exactly_one(x)
    colonies = sorted({c for o in d.options for c in o.cards_from})
    y = {c: m.new_bool_var(f"pay{c}") for c in colonies}
    m.add(sum(y.values()) == sum(o.min_cards * v for o, v in zip(d.options, x, strict=True)))
    for c in colonies:
        m.add(y[c] <= sum(v for o, v in zip(d.options, x, strict=True) if c in o.cards_from))
    values = [round(SCALE * settle_worth(view, seat, o, worth)) for o in d.options]
    costs = {c: round(SCALE * good_worth(view, seat, c, worth)) for c in colonies}
    m.maximize(sum(v * xi for v, xi in zip(values, x, strict=True))
               - sum(costs[c] * y[c] for c in colonies))
    solver = _solver(work)
    assert isinstance(solver, cp_model.CpSolver)
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise PlanError(f"no settle plan ({solver.status_name(status)})")
    i = next(i for i, v in enumerate(x) if solver.boolean_value(v))
    option = d.options[i]
    paid = tuple(c for c in colonies if solver.boolean_value(y[c]))
    return Planned(Choice(option.move, paid), option,
                   (values[i] - sum(costs[c] for c in paid)) / SCALE)


def settle_alternatives(view: NfState, seat: int, d: Decision) -> list[Choice]:
    """Every Settle option with the cheapest goods for its temporary military (the
    planner's goods worth), for the hard player's play-outs."""
    worth = Worth.of(view)
    out = []
    for o in d.options:
        goods = sorted(o.cards_from, key=lambda c: (good_worth(view, seat, c, worth), c))
        out.append(Choice(o.move, tuple(goods[:o.min_cards])))
    return out


def _after_buying(view: NfState, seat: int, buy: Buy) -> NfState:
    """The empire after the purchase, for the next Settle (its powers then work)."""
    after = view.clone()
    p = after.players[seat]
    p.credits -= buy.cost
    p.developments.append(buy.tile)
    after.now = type(after.now).fresh(len(after.players))
    return after


def follow_options(view: NfState, seat: int) -> list[Option]:
    """The worlds ``seat`` could settle in a coming Settle action, as the rules say now."""
    fresh = view.clone()
    fresh.now = type(fresh.now).fresh(len(fresh.players))
    return [o for o in rules.settle_options(fresh, seat) if isinstance(o.move, Settle)]


FOLLOW = 0.5  # the next world counts half: it waits for a Settle action


def plan_develop(view: NfState, seat: int, d: Decision, work: float = WORK) -> Planned:
    """The best option of a Develop decision (a development, or none), weighing the world
    the credits left let the player settle next (see the module doc)."""
    from ortools.sat.python import cp_model

    if d.kind != NfKind.DEVELOP:
        raise PlanError("not a Develop decision")
    worth = Worth.of(view)
    m = cp_model.CpModel()
    x = [m.new_bool_var(f"x{i}") for i in range(len(d.options))]
    m.add_exactly_one(x)
    values: list[int] = []
    follows: list[list[tuple[Option, int, cp_model.IntVar]]] = []
    late = bool(view.ends)
    for i, o in enumerate(d.options):
        move = o.move
        if isinstance(move, Buy):
            tile = view.t[move.tile]
            values.append(round(SCALE * (tile_worth(view, seat, tile)
                                         - worth.credit * move.cost * (0.3 if late else 1))))
            after = _after_buying(view, seat, move)
        else:
            values.append(0)
            after = view
        nexts = [] if late else follow_options(after, seat)
        row = []
        for j, f in enumerate(nexts):
            z = m.new_bool_var(f"z{i}_{j}")
            m.add(z <= x[i])
            row.append((f, round(SCALE * FOLLOW * max(0.0, settle_worth(after, seat, f,
                                                                        worth))), z))
        if row:
            m.add(sum(z for _, _, z in row) <= 1)
        follows.append(row)
    m.maximize(sum(v * xi for v, xi in zip(values, x, strict=True))
               + sum(w * z for row in follows for _, w, z in row))
    solver = _solver(work)
    assert isinstance(solver, cp_model.CpSolver)
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise PlanError(f"no develop plan ({solver.status_name(status)})")
    i = next(i for i, v in enumerate(x) if solver.boolean_value(v))
    nxt = next(((f, w) for f, w, z in follows[i] if solver.boolean_value(z)), None)
    total = values[i] + (nxt[1] if nxt else 0)
    return Planned(Choice(d.options[i].move), d.options[i], total / SCALE,
                   nxt[0] if nxt else None)


def develop_alternatives(d: Decision) -> Sequence[Choice]:
    return [Choice(o.move) for o in d.options]

