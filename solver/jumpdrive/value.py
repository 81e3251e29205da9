"""Jump Drive's value model: what a play gains and what a hand card is worth, in
VP-equivalents. Every number it weighs comes from the rules (``rftg.core.jumpdrive.rules``):
the costs of a play, the VP and income of the empire after it, whether a world draws.

The normal player ranks plays by ``play_value``; the planner (``planner.py``) maximises
``gain_value`` less the worth of the cards it pays with; the hard player's look-ahead
starts from the planner's best plays; the hints print the ``Gain``'s numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.moves import Explore, JdPlay
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.rules import Empire
from rftg.core.rules.terms import Breakdown

CARD = 0.7  # what one hand card is worth, in VP-equivalents
EXPLORE = 2 * CARD + 0.3  # two cards more, and a better pick of the hand


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


def card_worth(card: JdCard, rounds: int) -> float:
    """What paying with (discarding) this hand card gives up: a card, and a little more
    for a card worth placing later."""
    return CARD + 0.1 * min(keep_value(card, rounds), 5.0)


@dataclass(frozen=True)
class Gain:
    """What a play changes, from the rules' own numbers: the VP and income the empire
    scores each round before and after it, a card drawn after a lone world, the hand
    cards it places and the cards it costs."""

    vp_before: Breakdown
    vp_after: Breakdown
    income_before: Breakdown
    income_after: Breakdown
    drawn: int  # 1: "Legst du nur 1 Welt aus, ziehe 1 Karte"
    from_hand: int  # hand cards placed (the Survey Team comes from the middle)
    pay: int  # cards discarded to pay, in all
    powers: float  # discounts and military for later plays, a little each

    @property
    def vp(self) -> int:
        return self.vp_after.total - self.vp_before.total

    @property
    def income(self) -> int:
        return self.income_after.total - self.income_before.total


class Now(NamedTuple):
    """The observing player's position before a play, worked out once when many plays are
    weighed: the VP and income its empire scores each round now, the empires, and the
    rounds likely left."""

    vp: Breakdown
    income: Breakdown
    empire: Empire
    others: list[Empire]
    rounds: int


def now(obs: JdObservation) -> Now:
    """What the observing player's empire scores each round now, and its position."""
    empire = obs.empire()
    others: list[Empire] = [] if obs.solo else list(obs.others())
    return Now(rules.round_vp(empire, others), rules.round_income(empire), empire, others,
               rounds_left(obs))


def play_gain(obs: JdObservation, play: JdPlay, before: Now | None = None) -> Gain:
    """The ``Gain`` of ``play`` for the observing player (``before``: ``now(obs)``, when
    the caller weighs many plays)."""
    pos = before if before is not None else now(obs)
    after = rules.empire_after(pos.empire, play, obs.cards)
    new = rules.placed(play)
    powers = sum(0.4 * len(obs.card(c).powers) + 0.2 * obs.card(c).strength for c in new)
    return Gain(pos.vp, rules.round_vp(after, pos.others), pos.income,
                rules.round_income(after),
                1 if rules.draws_after_world(play) else 0,
                sum(1 for c in new if c in obs.hand), rules.play_pay(play), powers)


def gain_value(gain: Gain, rounds: int) -> float:
    """A play's worth before what it pays: VP over the rounds left and this one, income
    over the rounds left, the card drawn less the hand cards placed, its powers."""
    return (gain.vp * (rounds + 1) + gain.income * rounds * CARD
            + (gain.drawn - gain.from_hand) * CARD + gain.powers * min(rounds, 3) / 3)


def play_value(obs: JdObservation, move: JdPlay | Explore, before: Now | None = None
               ) -> float:
    """VP and income a play adds over the rounds left, less the cards it costs (each worth
    ``CARD``): the normal player's measure."""
    if isinstance(move, Explore):
        return EXPLORE
    pos = before if before is not None else now(obs)
    gain = play_gain(obs, move, pos)
    return gain_value(gain, pos.rounds) - gain.pay * CARD
