"""Jump Drive computer players. They get a ``JdObservation`` (never the game) and answer
from the decision's own options; every number they weigh comes from the rules
(``rftg.core.jumpdrive.rules``): costs, VP and income of the empire after a play.

- ``JdRandomPlayer``: a uniformly random option and random cards.
- ``JdHeuristicPlayer``: values each play as the VP and income it adds over the rounds
  likely left, less the cards it spends; pays and discards its least useful cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from rftg.core.decisions import Choice, Option
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.moves import Explore, JdPlay
from rftg.core.jumpdrive.observe import JdObservation

CARD = 0.7  # what one hand card is worth, in VP-equivalents


class JdRandomPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: JdObservation) -> Choice:
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        o = self.rng.choice(d.options)
        k = self.rng.randint(o.min_cards, o.max_cards)
        return Choice(o.move, tuple(self.rng.sample(o.cards_from, k)) if k else ())


def rounds_left(obs: JdObservation) -> int:
    """The rounds likely left after this one (solo: exactly; else from the VP race)."""
    if obs.solo:
        return max(0, rules.SOLO_ROUNDS - obs.round)
    lead = max(p.vp for p in obs.players)
    pace = max(6, max(p.vp_last for p in obs.players))
    return max(0, math.ceil((rules.WIN_VP - lead) / pace) - 1)


def keep_value(card: JdCard, rounds: int) -> float:
    """How much a hand card is worth keeping: what it yields per card it costs."""
    yield_ = card.vp * (rounds + 1) + card.income * rounds * CARD + 0.5 * len(card.powers)
    return yield_ / (1 + card.cost)


def play_value(obs: JdObservation, move: JdPlay | Explore) -> float:
    """VP and income a play adds over the rounds left, less the cards it costs."""
    rounds = rounds_left(obs)
    empire = obs.empire()
    if isinstance(move, Explore):
        return 2 * CARD + 0.3  # two cards more, and a better pick of the hand
    others = [] if obs.solo else obs.others()
    after = list(empire)
    spent = 0
    for cid in (move.development, move.world, move.second):
        if cid is None:
            continue
        after.append((cid, obs.card(cid)))
        if cid in obs.hand:
            spent += 1
    for cost, how in ((move.world_cost, move.how), (move.second_cost, move.second_how)):
        if cost is not None and how is not None and how.value != "conquer":
            spent += cost.total
    if move.dev_cost is not None:
        spent += move.dev_cost.total
    if move.convoy is not None and obs.card(move.convoy).has("second_world"):
        after = [(c, x) for c, x in after if c != move.convoy]
    vp = rules.round_vp(after, others).total - rules.round_vp(empire, others).total
    income = rules.round_income(after).total - rules.round_income(empire).total
    drawn = 1 if rules.draws_after_world(move) else 0
    # later plays get cheaper and stronger: a little for discounts and military
    powers = sum(0.4 * len(obs.card(c).powers) + 0.2 * obs.card(c).strength
                 for c in (move.development, move.world, move.second) if c is not None)
    return (vp * (rounds + 1) + income * rounds * CARD + (drawn - spent) * CARD
            + powers * min(rounds, 3) / 3)


class JdHeuristicPlayer:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: JdObservation) -> Choice:
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        if d.rule == "jd.choose":
            best = max(d.options, key=lambda o: (self._value(obs, o), -d.options.index(o)))
            return Choice(best.move)
        o = d.options[0]
        return Choice(o.move, self.least_useful(obs, o.cards_from, o.min_cards))

    @staticmethod
    def _value(obs: JdObservation, o: Option) -> float:
        m = o.move
        assert isinstance(m, JdPlay | Explore)
        return play_value(obs, m)

    @staticmethod
    def least_useful(obs: JdObservation, cards: Sequence[int], n: int) -> tuple[int, ...]:
        rounds = rounds_left(obs)
        ranked = sorted(cards, key=lambda c: (keep_value(obs.card(c), rounds), c))
        return tuple(ranked[:n])


def make_jd_player(kind: str, seed: int) -> JdRandomPlayer | JdHeuristicPlayer:
    """A Jump Drive computer player by kind: random, or easy / normal / hard (the
    heuristic player; the stronger search players are not written yet)."""
    if kind == "random":
        return JdRandomPlayer(seed)
    if kind in ("heuristic", "easy", "normal", "hard"):
        return JdHeuristicPlayer(seed)
    raise ValueError(f"unknown Jump Drive player {kind!r} (known: random, heuristic)")
