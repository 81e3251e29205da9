"""The numbers behind a decision, as the tutor shows them to one player.

Every number is computed by the rule itself (``rftg.core.rules``), from what the player's
observation holds: the powers that work now (``obs.powers(phase)``) and the facts of the
phase under way (``obs.facts``: the bonus, Improved Logistics' second world, cards placed,
temporary military). The rule returns a core ``Breakdown`` of labelled terms; this module
gives it as a ``Breakdown`` *view* (``rftg.core.sums``, the wording the hints share) whose
parts carry texts (``[term]`` of ``content/text/<lang>/tutor.toml``, a card's name in the
language), e.g. explore draws ``2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8``.
Nothing here computes a rule again, reads the game log, or takes an option's text apart.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from rftg.core.actions import Action, RacePhase
from rftg.core.cards import DRAW_EFFECTS, Card, Effect, GoodsKind, Phase, Power
from rftg.core.moves import Placement, UsePower
from rftg.core.observe import Observation
from rftg.core.rules import consume as rc
from rftg.core.rules import explore as rx
from rftg.core.rules import placement as rp
from rftg.core.rules import produce as rpr
from rftg.core.rules import round as rround
from rftg.core.rules.terms import Breakdown as Sum
from rftg.core.sums import Breakdown as Breakdown  # the tutor's view of a rule's sum
from rftg.core.sums import Part as Part
from rftg.core.sums import term_label as term_label
from rftg.core.sums import view as view
from rftg.tutor.texts import card_name, msg


def _name(obs: Observation, cid: int, lang: str | None) -> str:
    return card_name(obs.card(cid), lang)


# --------------------------------------------------------------------------- the phase now


@dataclass(frozen=True)
class PhaseView:
    """The facts of the phase under way that the tutor explains, for the observing player
    (from ``obs.facts``: exact, nothing guessed)."""

    phase: StrEnum  # a RacePhase, or the kernel's Stage
    bonus: bool  # this player has the bonus of the phase (run) under way
    second: bool = False  # Improved Logistics: the second world of this Settle phase
    placed: tuple[int, ...] = ()  # cards placed in this phase: their powers wait
    temp_military: int = 0  # temporary military gained earlier in this Settle phase
    hand_military: int = 0  # hand cards discarded for military in this Settle phase


def phase_view(obs: Observation) -> PhaseView:
    """Bonus, second world, cards placed and temporary military of the phase under way."""
    f = obs.my_facts
    settle = obs.facts.phase is RacePhase.SETTLE
    return PhaseView(obs.facts.phase, f.bonus, settle and obs.facts.second_world, f.placed,
                     f.temp_military if settle else 0, f.hand_military if settle else 0)


# --------------------------------------------------------------------------- I: explore


def explore_counts(obs: Observation, actions: Collection[Action] | None = None,
                   lang: str | None = None) -> tuple[Breakdown, Breakdown]:
    """(cards drawn, cards kept) in Explore, for the actions chosen (default: this round's)."""
    acts = obs.mine.actions if actions is None else actions
    draw, keep = rx.explore_counts(acts, obs.powers(Phase.EXPLORE))
    return view(draw, obs.cards, lang), view(keep, obs.cards, lang)


# --------------------------------------------------------------------------- II: develop


def develop_bonus(obs: Observation) -> bool:
    """Has the Develop bonus now (in a Develop phase: of this run; before one: chose it)."""
    if obs.facts.phase is RacePhase.DEVELOP:
        return obs.my_facts.bonus
    return bool({Action.DEVELOP, Action.DEVELOP2} & set(obs.mine.actions))


def develop_cost(obs: Observation, cid: int, bonus: bool | None = None,
                 lang: str | None = None) -> Breakdown:
    """What placing development ``cid`` costs this player (``rules.develop_cost``)."""
    bonus = develop_bonus(obs) if bonus is None else bonus
    return view(rp.develop_cost(obs.card(cid), obs.powers(Phase.DEVELOP), bonus),
                obs.cards, lang)


def develop_way(obs: Observation, cid: int) -> Placement | None:
    """The way to place development ``cid`` from hand now, or None if it cannot be paid
    for (``rules.develop_way``; not for a development already in the tableau)."""
    return rp.develop_way(cid, obs.card(cid), obs.powers(Phase.DEVELOP), develop_bonus(obs),
                          len(obs.hand))


def duplicate(obs: Observation, cid: int) -> bool:
    """Development ``cid`` is already in this player's tableau."""
    return rp.duplicate_development(obs.card(cid), (obs.card(c) for c in obs.mine.tableau))


def other_hand_cards(obs: Observation, cid: int) -> int:
    """Cards in hand besides ``cid``: what a player can pay with."""
    return sum(1 for c in obs.hand if c != cid)


# --------------------------------------------------------------------------- III: settle


def settle_cost(obs: Observation, cid: int, lang: str | None = None) -> Breakdown:
    """The cost in cards of a non-military world (``rules.settle_cost``)."""
    return view(rp.settle_cost(obs.card(cid), obs.powers(Phase.SETTLE)), obs.cards, lang)


def military(obs: Observation, world: Card | None = None, lang: str | None = None) -> Breakdown:
    """Military against ``world`` (None: plain military), with temporary military gained
    earlier in this Settle phase (``rules.military``)."""
    temp = phase_view(obs).temp_military
    return view(rp.military(world, obs.powers(Phase.SETTLE), temp), obs.cards, lang)


def specialised_military(obs: Observation, world: Card | None) -> list[int]:
    """This player's cards with military powers that do not count against ``world``."""
    return [cid for cid, _, _ in rp.specialised_military(world, obs.powers(Phase.SETTLE))]


@dataclass(frozen=True)
class Refusal:
    """A way to place a world that does not work here, and why (a text)."""

    text: str
    rule: str  # a reference key in [ref]
    card: int | None = None  # the tableau card whose power this is about, if any


# the rulebook reference of each ``rules.placement.Refusal.why``, and whether the refusal
# is about the tableau card it names (so that card is "not possible" in the payment step)
_REFUSALS: dict[str, tuple[str, bool]] = {
    "cannot_pay": ("settle", False),
    "cannot_pay_with": ("powers_settle", True),
    "military_short": ("settle", False),
    "military_short_hand": ("settle", False),
    "temp_short": ("settle", True),
    "zero_alien": ("powers_settle", True),
    "zero_military": ("powers_settle", True),
    "contact_alien": ("powers_settle", True),
}


def refusal(obs: Observation, world: int, r: rp.Refusal, lang: str | None = None) -> Refusal:
    """The text of one refusal of ``rules.settle_ways`` (``[why] <r.why>``)."""
    values: dict[str, object] = {"card": _name(obs, world, lang),
                                 "power": "" if r.card is None else _name(obs, r.card, lang)}
    if r.terms is not None:
        shown = view(r.terms, obs.cards, lang)
        values["cost"] = shown.sum_text(lang)
        values["military"] = shown.list_text()
    values.update(r.numbers)
    rule, about_card = _REFUSALS[r.why]
    return Refusal(msg(f"why.{r.why}", lang, **values), rule, r.card if about_card else None)


@dataclass(frozen=True)
class SettleAnalysis:
    """Every way to place one world (``rules.settle_ways``) and why the others fail."""

    world: int
    ways: tuple[Placement, ...]
    refusals: tuple[Refusal, ...]


def settle_ways(obs: Observation, cid: int) -> rp.Ways:
    """``rules.settle_ways`` for world ``cid`` in this player's hand, with the phase's facts."""
    v = phase_view(obs)
    return rp.settle_ways(cid, obs.card(cid), obs.cards, other_hand_cards(obs, cid),
                          obs.powers(Phase.SETTLE), v.temp_military, v.hand_military)


def settle_analysis(obs: Observation, cid: int, lang: str | None = None) -> SettleAnalysis:
    """Every way the observing player can place world ``cid`` from hand, and for each way
    that fails, why."""
    found = settle_ways(obs, cid)
    return SettleAnalysis(cid, found.ways,
                          tuple(refusal(obs, cid, r, lang) for r in found.refusals))


# --------------------------------------------------------------------------- IV: consume


def trade_value(obs: Observation, world: int, with_bonuses: bool = True,
                lang: str | None = None) -> Breakdown:
    """Cards for selling the good on ``world`` (``rules.trade_value``)."""
    return view(rc.trade_value(world, obs.cards, obs.powers(Phase.CONSUME), obs.mine.tableau,
                               with_bonuses), obs.cards, lang)


@dataclass(frozen=True)
class ConsumeUse:
    """One consume option open now (``rules.consume_options``) and what its fullest use
    gains (``rules.consume_gain``; a trade power: selling the best good)."""

    move: UsePower
    power: Power
    goods: tuple[int, ...]  # what the option picks from (goods' worlds, or hand cards)
    min_cards: int
    max_cards: int
    mandatory: bool
    vp: Breakdown
    cards: Breakdown

    @property
    def card(self) -> int:
        return self.move.card

    @property
    def index(self) -> int:
        return self.move.index


@dataclass(frozen=True)
class ConsumeMiss:
    """A consume power of this player that cannot be used now, and why."""

    card: int
    index: int
    power: Power
    text: str
    rule: str  # a reference key in [ref]


def _kind(kind: GoodsKind | None, lang: str | None) -> str:
    return "" if kind is None else msg(f"label.kind_{kind.value}", lang)


def _use(obs: Observation, o: rc.ConsumeOption, lang: str | None) -> ConsumeUse:
    pw = o.power
    sale: Sum | None = None
    if pw.effect is Effect.TRADE:
        sale = max((rc.trade_value(w, obs.cards, obs.powers(Phase.CONSUME), obs.mine.tableau,
                                   bool(pw.bonuses)) for w in o.cards_from),
                   key=lambda bd: bd.total)
    gain = rc.consume_gain(pw, o.max_cards, Action.DOUBLE in obs.mine.actions, sale)
    return ConsumeUse(o.move, pw, o.cards_from, o.min_cards, o.max_cards, o.mandatory,
                      view(gain.vp, obs.cards, lang), view(gain.cards, obs.cards, lang))


def _miss_text(obs: Observation, cid: int, pw: Power, lang: str | None) -> str:
    """Why consume power ``pw`` of ``cid`` has no option (``rules.consume_options`` offers
    none): what it needs that this player lacks."""
    name = _name(obs, cid, lang)
    goods = obs.mine.goods
    e = pw.effect
    if e is Effect.CONSUME:
        key = ("why.no_goods_this" if pw.this_world
               else "why.no_goods_kind" if pw.kind else "why.no_goods")
        return msg(key, lang, card=name, kind=_kind(pw.kind, lang))
    if e is Effect.CONSUME_EXACT:
        have = len(rc.goods_for(pw, cid, goods, obs.cards))
        return msg("why.too_few_goods_kind" if pw.kind else "why.too_few_goods", lang,
                   card=name, count=pw.value("count"), have=have, kind=_kind(pw.kind, lang))
    if e is Effect.CONSUME_DISTINCT:
        have = len({obs.card(w).goods for w in goods})
        return msg("why.too_few_kinds", lang, card=name, count=pw.value("count"), have=have)
    if e is Effect.DISCARD_HAND:
        return msg("why.no_hand", lang, card=name)
    if e is Effect.GAMBLE:
        return msg("why.no_deck", lang, card=name)
    return msg("why.no_goods", lang, card=name)


def consume_uses(obs: Observation, lang: str | None = None
                 ) -> tuple[list[ConsumeUse], list[ConsumeMiss]]:
    """Every consume option open now, with its gain; and this player's other consume
    powers with why each cannot be used (a trade power, used already, what it lacks)."""
    powers = obs.powers(Phase.CONSUME)
    can_draw = bool(obs.deck_size or obs.discard_size)
    args = (obs.mine.goods, obs.hand, obs.cards, can_draw)
    open_now = rc.consume_options(powers, obs.used, *args)
    unused = {(o.move.card, o.move.index) for o in rc.consume_options(powers, (), *args)}
    uses = [_use(obs, o, lang) for o in open_now]
    usable = {(u.card, u.index) for u in uses}
    misses: list[ConsumeMiss] = []
    for cid, i, pw in powers:
        name = _name(obs, cid, lang)
        if (cid, i) in usable:
            continue
        if pw.is_trade:
            misses.append(ConsumeMiss(cid, i, pw, msg("why.trade_power", lang, card=name),
                                      "powers_trade"))
        elif (cid, i) in unused:
            misses.append(ConsumeMiss(cid, i, pw, msg("why.used_already", lang, card=name),
                                      "consume"))
        else:
            misses.append(ConsumeMiss(cid, i, pw, _miss_text(obs, cid, pw, lang), "consume"))
    return uses, misses


# --------------------------------------------------------------------------- V: produce


def empty_windfall(obs: Observation) -> tuple[int, ...]:
    """This player's windfall worlds without a good."""
    return rpr.empty_windfall(obs.mine.tableau, obs.mine.goods, obs.cards)


def produce_uses(obs: Observation) -> list[rpr.ProduceOption]:
    """The windfall, discard-to-produce and draw steps open now
    (``rules.produce_options``)."""
    return rpr.produce_options(obs.powers(Phase.PRODUCE), obs.used, obs.mine.tableau,
                               obs.mine.goods, obs.hand, obs.my_facts.produced, obs.cards,
                               Action.PRODUCE in obs.mine.actions
                               and not obs.my_facts.bonus_used)


def produce_draws(obs: Observation, lang: str | None = None) -> list[tuple[int, Power, str]]:
    """The draw powers of this player in Produce not used yet in this phase, each with what
    it counts (a text)."""
    return [(cid, pw, msg(f"produce_draw.{pw.effect.value}", lang, n=pw.value("n"),
                          kind=_kind(pw.kind, lang), card=_name(obs, cid, lang)))
            for cid, i, pw in obs.powers(Phase.PRODUCE)
            if pw.effect in DRAW_EFFECTS and (cid, i) not in obs.used]


# --------------------------------------------------------------------------- round end, setup


def hand_excess(obs: Observation, lang: str | None = None) -> Breakdown:
    """Cards to discard at the end of the round: hand size over the limit of 10."""
    return view(rround.hand_excess(len(obs.hand), obs.setup.hand_limit), obs.cards, lang)


def initial_discard(obs: Observation, lang: str | None = None) -> Breakdown:
    """Cards to discard at the start: 2, or what the start world says (Ancient Race: 3)."""
    start = obs.mine.start
    return view(rround.initial_discard(start, obs.card(start) if start >= 0 else None),
                obs.cards, lang)

