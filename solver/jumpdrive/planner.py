"""Jump Drive's placement planner (OR-tools CP-SAT): the best choice of the round and its
payment.

Over every choice the rules allow this round -- one development, one world, both (with a
convoy's second world), or Explore: the decision's own options, made by
``rules.legal_plays`` -- and every set of hand cards that may pay for it, the model
maximises what the play gains (``value.gain_value``: VP and income over the rounds left,
the card drawn after a lone world, its powers) less the worth of the cards paid
(``value.card_worth``). The rules stay in ``rftg.core.jumpdrive.rules``: the costs (after
discounts, never below 0, the development alone -1, the Survey Team, conquest by military
never combined with paying, the Contact Specialist's route) are the plays' own
breakdowns, the cards that may pay are ``rules.pay_pool``, the count paid is
``rules.play_pay`` and the empire after it is ``rules.empire_after``.

Model: one boolean per option (exactly one), one per hand card paid; the cards paid number
exactly the chosen play's cost and never include a card the play places. The best ``top``
plays come from solving again with each found play forbidden. The search is bounded by
CP-SAT's deterministic work (``solver/limits.py``), one worker, a fixed seed: the same
position gives the same plan on any machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rftg.core.decisions import Option
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.moves import Explore, JdPlay
from rftg.core.jumpdrive.observe import JdObservation
from rftg.solver.jumpdrive.value import (
    EXPLORE,
    Gain,
    card_worth,
    gain_value,
    now,
    play_gain,
    rounds_left,
)
from rftg.solver.limits import WORK

SCALE = 1000  # VP-equivalents to the model's integers
CHOOSE = "jd.choose"


class PlanError(ValueError):
    """No plan: not a choice of the round, or the solver found none."""


@dataclass(frozen=True)
class Candidate:
    """One choice of the round with its payment: the decision's ``option``, the hand cards
    that pay for it (``pay``, cheapest first), its value in VP-equivalents and (for a
    placement) its ``Gain``."""

    option: Option
    pay: tuple[int, ...]
    value: float
    gain: Gain | None

    @property
    def move(self) -> JdPlay | Explore:
        m = self.option.move
        assert isinstance(m, JdPlay | Explore)
        return m


def worth_key(obs: JdObservation, rounds: int) -> dict[int, int]:
    """Each hand card's worth as the model's integer, unique per card (ties broken by the
    card id), so that the cheapest cards to pay with are one set, whoever asks."""
    ranked = sorted(obs.hand, key=lambda c: (round(SCALE * card_worth(obs.card(c), rounds)), c))
    return {c: round(SCALE * card_worth(obs.card(c), rounds)) * 256 + i
            for i, c in enumerate(ranked)}


def cheapest(obs: JdObservation, cards: Sequence[int], n: int) -> tuple[int, ...]:
    """The ``n`` of ``cards`` worth least to keep: how the planner pays, and how the hard
    player answers a payment (the model's choice for the same cards)."""
    key = worth_key(obs, rounds_left(obs))
    return tuple(sorted(cards, key=lambda c: key.get(c, c))[:n])


def plan(obs: JdObservation, top: int = 1, work: float = WORK) -> list[Candidate]:
    """The ``top`` best choices of the round for the observing player, best first.
    PlanError if ``obs`` is not at the choice of the round."""
    from ortools.sat.python import cp_model

    d = obs.decision
    if d is None or d.rule != CHOOSE:
        raise PlanError("the planner plans the choice of the round (no such decision now)")
    rounds = rounds_left(obs)
    gains: list[Gain | None] = []
    values: list[int] = []
    before = now(obs)
    for o in d.options:
        if isinstance(o.move, JdPlay):
            g = play_gain(obs, o.move, before)
            gains.append(g)
            values.append(round(SCALE * gain_value(g, rounds)) * 256)
        else:
            gains.append(None)
            values.append(round(SCALE * EXPLORE) * 256)
    worth = worth_key(obs, rounds)
    hand = list(obs.hand)

    m = cp_model.CpModel()
    x = [m.new_bool_var(f"x{i}") for i in range(len(d.options))]
    m.add_exactly_one(x)
    y = {c: m.new_bool_var(f"pay{c}") for c in hand}
    pays = [rules.play_pay(o.move) if isinstance(o.move, JdPlay) else 0 for o in d.options]
    m.add(sum(y.values()) == cp_model.LinearExpr.weighted_sum(x, pays))
    for c in hand:  # a card placed does not pay
        placing = [v for v, o in zip(x, d.options, strict=True)
                   if isinstance(o.move, JdPlay) and c in rules.placed(o.move)]
        if placing:
            m.add(y[c] + sum(placing) <= 1)
    m.maximize(cp_model.LinearExpr.weighted_sum(x, values)
               - cp_model.LinearExpr.weighted_sum([y[c] for c in hand],
                                                  [worth[c] for c in hand]))
    solver = cp_model.CpSolver()
    solver.parameters.max_deterministic_time = work
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    out: list[Candidate] = []
    for _ in range(min(top, len(d.options))):
        status = solver.solve(m)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            if out:
                break
            raise PlanError(f"no plan found ({solver.status_name(status)})")
        i = next(i for i, v in enumerate(x) if solver.boolean_value(v))
        paid = sorted((c for c in hand if solver.boolean_value(y[c])), key=worth.__getitem__)
        got = gains[i]
        value = ((gain_value(got, rounds) if got is not None else EXPLORE)
                 - sum(card_worth(obs.card(c), rounds) for c in paid))
        out.append(Candidate(d.options[i], tuple(paid), value, gains[i]))
        m.add(x[i] == 0)
    return out


def candidate(obs: JdObservation, move: object) -> Candidate:
    """The option of ``move`` as a candidate, paid with the cheapest cards that may pay
    for it (a choice the planner's best do not include: a review plays it out)."""
    d = obs.decision
    assert d is not None
    option = next(o for o in d.options if o.move == move)
    if not isinstance(option.move, JdPlay):
        return explore_candidate(obs)
    rounds = rounds_left(obs)
    gain = play_gain(obs, option.move)
    pay = cheapest(obs, rules.pay_pool(obs.hand, option.move), rules.play_pay(option.move))
    value = gain_value(gain, rounds) - sum(card_worth(obs.card(c), rounds) for c in pay)
    return Candidate(option, pay, value, gain)


def explore_candidate(obs: JdObservation) -> Candidate:
    """Explore as a candidate (always among the options: it pays nothing)."""
    d = obs.decision
    assert d is not None
    option = next(o for o in d.options if isinstance(o.move, Explore))
    return Candidate(option, (), EXPLORE, None)
