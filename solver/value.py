"""A small, explicit card-value model, in VP-equivalents.

The payment planner (``solver/payment.py``) weighs what a placement gains against the hand
cards it costs; computer players reuse the same numbers. The model is deliberately simple,
deterministic and readable; every number here is a named constant or one line of a table.

What a card is worth **placed** (``CardValue.placed``):

* ``vp``: its printed VP; for a 6-cost development, the bonus it would score with the
  tableau as it is now, plus ``SIX_COST_GROWTH`` for the cards still to come.
* ``powers``: the sum of ``power_value`` over its powers, a fixed value per effect (the
  table ``_EFFECT_VALUE``), scaled by its ``n``/``count`` where it has one, and raised by
  ``SYNERGY`` where the tableau makes it useful (a production world and a consume power
  for its goods; a consume power and worlds that make goods).
* ``good``: ``GOOD`` for the windfall good a windfall world arrives with.

What a card is worth **in hand** (``CardValue.hand``), the price of discarding it:
``CARD + KEEP * play * placed``. ``CARD`` is what any card is worth (it pays one card of a
cost; it is also what drawing a card is worth). ``play`` (0..1) is how likely it is that
you can place the card later with the rest of your hand and this tableau (``playability``):
1 if you could pay for it (or conquer it) now, less per card or military point missing, 0
for a development you already have. ``KEEP`` is small because placing a card later still
costs cards. So the cards you are least likely to play are the cheapest to discard.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rftg.core.cards import (
    CONSUME_EFFECTS,
    DRAW_EFFECTS,
    GOODS_EFFECTS,
    Card,
    Effect,
    GoodsKind,
    Phase,
    Power,
)
from rftg.core.moves import Method
from rftg.core.rules.placement import (
    Ways,
    develop_cost,
    duplicate_development,
    military,
    settle_cost,
    settle_ways,
)
from rftg.core.rules.powers import PowerRef, active_powers
from rftg.core.rules.terms import Breakdown
from rftg.core.scoring import six_cost_bonus
from rftg.solver.texts import And, Join, Kind, Points, Say, say

CARD = 0.5  # any card in hand: it pays one card of a cost; also the value of a drawn card
KEEP = 0.3  # the share of a card's placed value that holding it (to place later) is worth
GOOD = 0.5  # the windfall good placed on a windfall world
SIX_COST_GROWTH = 2.0  # what a 6-cost development will score beyond its bonus now
SYNERGY = 1.5  # factor for a power the tableau makes useful
UNKNOWN_POWER = 0.25  # an effect missing from the table (a user's own card)
SHORT_CARD = 0.25  # playability lost per card missing to pay for a card
SHORT_MILITARY = 0.3  # playability lost per military point missing to conquer a world
MIN_PLAY = 0.1  # a card you cannot play now may still become playable

# (phase, effect) -> (value, what it scales with: "n", "count", "kind" or "")
_EFFECT_VALUE: dict[tuple[Phase, Effect], tuple[float, str]] = {
    (Phase.EXPLORE, Effect.DRAW): (0.25, "n"),
    (Phase.EXPLORE, Effect.KEEP): (0.5, "n"),
    (Phase.DEVELOP, Effect.DRAW): (0.4, "n"),
    (Phase.DEVELOP, Effect.DRAW_AFTER): (0.3, "n"),
    (Phase.DEVELOP, Effect.REDUCE): (0.5, "n"),
    (Phase.SETTLE, Effect.MILITARY): (0.4, "n"),  # halved when only against a kind or Rebels
    (Phase.SETTLE, Effect.REDUCE): (0.4, "n"),  # halved when only for one kind
    (Phase.SETTLE, Effect.REDUCE_TO_ZERO): (1.0, ""),
    (Phase.SETTLE, Effect.TEMP_MILITARY): (0.8, ""),
    (Phase.SETTLE, Effect.PAY_MILITARY): (0.6, ""),
    (Phase.SETTLE, Effect.DRAW_AFTER): (0.3, "n"),
    (Phase.SETTLE, Effect.MILITARY_FROM_HAND): (0.5, ""),
    (Phase.SETTLE, Effect.PLACE_SECOND): (1.5, ""),
    (Phase.CONSUME, Effect.TRADE_BONUS): (0.25, "n"),
    (Phase.CONSUME, Effect.TRADE_BONUS_CHROMOSOME): (0.3, ""),
    (Phase.CONSUME, Effect.TRADE): (0.4, ""),
    (Phase.CONSUME, Effect.CONSUME): (0.3, "count"),  # times (vp + cards / 2) per good
    (Phase.CONSUME, Effect.CONSUME_EXACT): (0.3, ""),  # times (vp + cards / 2)
    (Phase.CONSUME, Effect.CONSUME_DISTINCT): (0.3, ""),  # times (vp + cards / 2)
    (Phase.CONSUME, Effect.CONSUME_ALL): (0.8, ""),
    (Phase.CONSUME, Effect.DISCARD_HAND): (0.2, "count"),
    (Phase.CONSUME, Effect.DRAW): (0.5, "n"),
    (Phase.CONSUME, Effect.GAMBLE): (0.2, ""),
    (Phase.PRODUCE, Effect.PRODUCE): (0.2, "kind"),  # times the goods' trade value (2..5)
    (Phase.PRODUCE, Effect.WINDFALL): (0.4, ""),
    (Phase.PRODUCE, Effect.DRAW): (0.5, "n"),
    (Phase.PRODUCE, Effect.DRAW_IF_PRODUCED): (0.3, "n"),
    (Phase.PRODUCE, Effect.DRAW_PER_GOOD): (0.3, "n"),
    (Phase.PRODUCE, Effect.DRAW_PER_KIND): (0.3, "n"),
    (Phase.PRODUCE, Effect.DRAW_MOST): (0.3, "n"),
    (Phase.PRODUCE, Effect.DRAW_PER_WORLD): (0.4, "n"),
    (Phase.PRODUCE, Effect.DRAW_PER_MILITARY_WORLD): (0.4, "n"),
    (Phase.PRODUCE, Effect.DISCARD_PRODUCE): (0.4, ""),
}


@dataclass(frozen=True)
class CardValue:
    """What one card is worth, in VP-equivalents, and its parts."""

    name: str
    vp: float  # printed VP (6-cost: estimated bonus)
    powers: float  # its powers for this tableau
    good: float  # the windfall good it arrives with
    play: float  # 0..1: how likely it can be placed later with the rest of the hand
    play_note: Say  # why (e.g. "cost 4, 2 card(s) short", "military 1 vs defence 3")
    notes: tuple[Say, ...] = ()  # short phrases for its main powers ("produces Rare goods")
    six_cost: bool = False  # vp is an estimate of a 6-cost development's bonus

    @property
    def placed(self) -> float:
        """What placing it adds to the tableau."""
        return round(self.vp + self.powers + self.good, 2)

    @property
    def hand(self) -> float:
        """What holding it is worth: the price of discarding it."""
        return round(CARD + KEEP * self.play * self.placed, 2)

    def describe(self, lang: str | None = None) -> str:
        """'2 VP, produces Rare goods' -- for reasons."""
        return self.say().text(lang)

    def say(self) -> Say:
        """``describe`` as a text to be put into words."""
        vp = say("value.about_vp" if self.six_cost else "value.vp", vp=Points(self.vp))
        return say("word.all", parts=Join((vp, *self.notes[:2]), ", "))


def _makes_goods(tableau: Sequence[Card]) -> bool:
    return any(c.goods is not None for c in tableau)


def _consumes(tableau: Sequence[Card], kind: GoodsKind | None) -> bool:
    return any(p.phase is Phase.CONSUME and p.effect in GOODS_EFFECTS
               and (p.kind is None or p.kind is kind) for c in tableau for p in c.powers)


def power_value(power: Power, card: Card, tableau: Sequence[Card]) -> float:
    """The value of one power of ``card`` for a player with ``tableau`` (see the table)."""
    base, scale = _EFFECT_VALUE.get((power.phase, power.effect), (UNKNOWN_POWER, ""))
    n = power.value("n", 1)
    if scale == "n":
        value = base * n
    elif scale == "count":
        value = base * power.value("count", 1)
    elif scale == "kind":
        value = base * (card.goods.trade_value if card.goods else 2)
    else:
        value = base
    if power.phase is Phase.CONSUME and power.effect in CONSUME_EFFECTS:
        reward = power.value("vp") + power.value("cards") / 2
        if power.effect is not Effect.CONSUME_ALL:
            value *= max(reward, 0.5)
        value = min(value, 2.0)
        if _makes_goods(tableau):
            value *= SYNERGY
    if power.phase is Phase.SETTLE and (power.kind is not None or power.against is not None):
        value /= 2
    if power.phase is Phase.PRODUCE and power.effect is Effect.PRODUCE and _consumes(
            tableau, card.goods):
        value *= SYNERGY
    return value


def _notes(card: Card) -> tuple[Say, ...]:
    out: list[Say] = []
    for p in card.powers:
        if p.phase is Phase.PRODUCE and p.effect is Effect.PRODUCE:
            out.append(say("value.produces", kind=Kind(card.goods)))
        elif p.phase is Phase.DEVELOP and p.effect is Effect.REDUCE:
            out.append(say("value.develop_reduce", n=p.value("n")))
        elif p.phase is Phase.SETTLE and p.effect is Effect.MILITARY and p.kind is None \
                and p.against is None:
            out.append(say("value.military", n=f"{p.value('n'):+d}"))
        elif p.phase is Phase.SETTLE and p.effect is Effect.MILITARY:
            target = (say("value.kind_worlds", kind=Kind(p.kind)) if p.kind
                      else say("value.rebel_worlds"))
            out.append(say("value.military_against", n=f"{p.value('n'):+d}", target=target))
        elif p.phase is Phase.SETTLE and p.effect is Effect.REDUCE:
            out.append(say("value.settle_reduce", kind=Kind(p.kind), n=p.value("n")))
        elif p.phase is Phase.CONSUME and p.effect in CONSUME_EFFECTS:
            out.append(say("value.consumes_vp" if p.value("vp") else "value.consumes"))
        elif p.effect in DRAW_EFFECTS:
            out.append(say(f"value.draws_{p.phase.value}"))
        elif p.effect in _PHRASES:
            out.append(say(f"value.power.{p.effect.value}"))
        else:  # a user's own card's power without a phrase: its effect's code
            out.append(say("value.effect", effect=p.effect.value.replace("_", " ")))
    if card.windfall:
        kind = card.goods.value if card.goods is not None else "any"
        out.insert(0, say("value.windfall", kind=Kind(card.goods),
                          a_kind=say(f"kind_a.{kind}")))
    seen: list[Say] = []
    for s in out:
        if s not in seen:
            seen.append(s)
    return tuple(seen)


_PHRASES: frozenset[Effect] = frozenset({
    Effect.TEMP_MILITARY, Effect.PAY_MILITARY, Effect.REDUCE_TO_ZERO, Effect.MILITARY_FROM_HAND,
    Effect.PLACE_SECOND, Effect.TRADE_BONUS, Effect.TRADE_BONUS_CHROMOSOME, Effect.TRADE,
    Effect.WINDFALL, Effect.DISCARD_PRODUCE, Effect.DISCARD_HAND, Effect.GAMBLE, Effect.KEEP})
"""Powers with a phrase of their own in the catalogue ([value.power])."""


def _powers(tableau: Sequence[Card], phase: Phase) -> tuple[PowerRef, ...]:
    """The powers of ``phase`` in ``tableau``, tableau indices standing for card ids."""
    every = range(len(tableau))
    return active_powers(tableau, every, every, phase)


def _contact_costs(ways: Ways) -> list[Breakdown]:
    """What paying for a military world costs with each power that allows it (Contact
    Specialist), payable now or not: the rules' breakdowns (the defence first), so that
    the words say the printed figure before what the player pays."""
    costs = [w.cost for w in ways.ways
             if w.method is Method.CONTACT and w.zero is None and w.cost is not None]
    costs += [r.terms for r in ways.refusals
              if r.why == "cannot_pay_with" and r.terms is not None]
    return costs


def cost_words(cost: Breakdown, tableau: Sequence[Card]) -> Say | int:
    """A cost as the card prints it and what the player pays: '6, 5 with the Develop
    bonus', '3, 1 with Mining Robots and the Develop bonus'; the number alone where
    nothing changes it. ``cost``: the rules' breakdown (``rftg.core.rules.placement``),
    its cards tableau indices."""
    printed = cost.terms[0].amount if cost.terms else cost.total
    if cost.total == printed:
        return printed
    by = tuple(say("value.by_bonus_develop") if t.what == "bonus_develop"
               else say("word.card", card=tableau[t.card]) if t.card is not None
               else say("value.by_other") for t in cost.terms[1:] if t.amount)
    return say("value.cost_with", printed=printed, cost=cost.total, by=And(by))


def playability(card: Card, tableau: Sequence[Card], others: int,
                develop_bonus: bool = True) -> tuple[float, Say]:
    """How likely (0..1) ``card`` can be placed later, with ``others`` other hand cards.
    Costs and military are the rules' (``rftg.core.rules.placement``); a development is
    priced with the Develop bonus (``develop_bonus``; without it where the position has
    none: the placement planner in Settle), a military world with the best temporary
    military and the hand cards that may add military."""

    def by_cards(cost: Breakdown | int) -> tuple[float, Say]:
        total = cost if isinstance(cost, int) else cost.total
        shown = cost_words(cost, tableau) if not isinstance(cost, int) else total
        short = total - others
        if short <= 0:
            return 1.0, say("value.affordable", cost=shown)
        return (max(MIN_PLAY, 1.0 - SHORT_CARD * short),
                say(f"value.cost_short_{'one' if short == 1 else 'many'}", cost=shown,
                    short=short))

    if card.is_development:
        if duplicate_development(card, tableau):
            return 0.0, say("value.in_tableau")
        return by_cards(develop_cost(card, _powers(tableau, Phase.DEVELOP), develop_bonus))
    powers = _powers(tableau, Phase.SETTLE)
    ways = settle_ways(-1, card, tableau, others, powers)
    if not card.military:
        if any(w.method is Method.ZERO for w in ways.ways):
            return 1.0, say("value.free")
        return by_cards(settle_cost(card, powers))
    mil = military(card, powers).total
    mil += max((pw.value("n") for _, _, pw in powers if pw.effect is Effect.TEMP_MILITARY),
               default=0)
    mil += min(others, max((pw.value("n") for _, _, pw in powers
                            if pw.effect is Effect.MILITARY_FROM_HAND), default=0))
    if mil >= card.cost:
        return 1.0, say("value.military_vs", military=mil, defence=card.cost)
    contact = _contact_costs(ways)
    if contact:
        return by_cards(min(contact, key=lambda b: b.total))
    short = card.cost - mil
    return (max(MIN_PLAY, 1.0 - SHORT_MILITARY * short),
            say("value.military_vs", military=mil, defence=card.cost))


def card_value(card: Card, tableau: Sequence[Card], others: int,
               develop_bonus: bool = True) -> CardValue:
    """The value of ``card`` for a player with ``tableau`` and ``others`` other hand cards
    (``develop_bonus``: see ``playability``)."""
    if card.bonuses:
        bonus, _ = six_cost_bonus(card, [*tableau, card], 0)
        vp = float(bonus + SIX_COST_GROWTH)
    else:
        vp = float(card.vp)
    powers = round(sum(power_value(p, card, tableau) for p in card.powers), 2)
    good = GOOD if card.windfall else 0.0
    play, note = playability(card, tableau, others, develop_bonus)
    return CardValue(card.name, vp, powers, good, play, note, _notes(card), bool(card.bonuses))


def hand_values(hand: Sequence[Card], tableau: Sequence[Card]) -> list[CardValue]:
    """The value of every hand card (in hand order), each with the rest of the hand."""
    return [card_value(c, tableau, len(hand) - 1) for c in hand]
