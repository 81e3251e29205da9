"""The explanation of one player's pending decision, with that player's own numbers.

    obs = observation(game, seat)
    ex = explain(obs)          # title, lines, rulebook references, concepts, numbers
    why_not(obs, card_id)      # why a card in hand / in the tableau is not a legal choice

Everything is computed from the observation (never the game), with the numbers of
``rftg.tutor.race.numbers``, and worded with the texts of ``content/text/<lang>/tutor.toml``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

import rftg.tutor.race.numbers as nb
from rftg.core.cards import Card, Effect, Phase
from rftg.core.decisions import Decision, Move
from rftg.core.lang import resolve
from rftg.core.moves import (
    ChooseActions,
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
from rftg.core.powertext import card_text, power_line
from rftg.core.rules.goals import scores_now
from rftg.core.scoring import score, six_cost_bonus
from rftg.core.state import TABLEAU_END, Action
from rftg.core.text import goal_name, goal_text
from rftg.tutor.race.concepts import Introduction, Lessons
from rftg.tutor.race.topics import slug
from rftg.tutor.texts import RuleRef, card_lang, card_name, msg, raw, refs


@dataclass(frozen=True)
class WhyNot:
    """Why a card is not a legal choice now, in plain words, with the rule."""

    card: int
    text: str
    refs: tuple[RuleRef, ...] = ()

    def __str__(self) -> str:
        if not self.refs:
            return self.text
        return f"{self.text} ({'; '.join(r.text() for r in self.refs)})"


@dataclass(frozen=True)
class Explanation:
    """What is being decided, the rule behind it, and this player's numbers.

    ``options`` explains each legal option, keyed by its move; ``blocked`` says why each
    card that one might expect to choose is not offered; ``numbers`` holds the breakdowns
    quoted (keys such as "draw", "keep", "cost:<card id>", "military:<card id>",
    "trade:<world id>", "discard") and ``option_numbers`` those of each option, by its move
    ("pay", "conquer", "vp", "cards"); ``concepts`` names the rules concepts that matter now.
    """

    title: str
    lines: tuple[str, ...]
    refs: tuple[RuleRef, ...]
    concepts: tuple[str, ...] = ()
    topic: str | None = None
    options: Mapping[Move, str] = field(default_factory=dict)
    blocked: Mapping[int, WhyNot] = field(default_factory=dict)
    numbers: Mapping[str, nb.Breakdown] = field(default_factory=dict)
    introduced: tuple[Introduction, ...] = ()
    option_numbers: Mapping[Move, Mapping[str, nb.Breakdown]] = field(default_factory=dict)

    def about(self, move: Move) -> tuple[str, ...]:
        """The explanation of the option with ``move`` (none: it is not explained)."""
        text = self.options.get(move)
        return () if text is None else (text,)

    def text(self, lang: str | None = None) -> str:
        """Plain text for a terminal: title, lines, options, blocked cards, rules."""
        out = [self.title, *self.lines]
        if self.options:
            out += [f"  - {t}" for t in self.options.values()]
        if self.blocked:
            out.append(msg("explain.not_offered", lang))
            out += [f"  - {w}" for w in self.blocked.values()]
        if self.refs:
            out.append(msg("explain.rules", lang, refs="; ".join(r.text(lang)
                                                                  for r in self.refs)))
        if self.topic:
            out.append(msg("explain.more", lang, topic=self.topic))
        return "\n".join(out)


class _Builder:
    """Collects the pieces of one explanation."""

    def __init__(self, obs: Observation, lang: str) -> None:
        self.obs = obs
        self.lang = lang
        self.title = ""
        self.lines: list[str] = []
        self.refs: list[str] = []
        self.concepts: list[str] = []
        self.topic: str | None = None
        self.options: dict[Move, str] = {}
        self.blocked: dict[int, WhyNot] = {}
        self.numbers: dict[str, nb.Breakdown] = {}
        self.option_numbers: dict[Move, dict[str, nb.Breakdown]] = {}

    def m(self, key: str, **values: object) -> str:
        return msg(key, self.lang, **values)

    def line(self, key: str, **values: object) -> None:
        self.lines.append(self.m(key, **values))

    def name(self, cid: int) -> str:
        return card_name(self.obs.card(cid), self.lang)

    def need(self, *ids: str) -> None:
        for c in ids:
            if c not in self.concepts:
                self.concepts.append(c)

    def rule(self, *keys: str) -> None:
        for k in keys:
            if k not in self.refs:
                self.refs.append(k)

    def number(self, key: str, value: nb.Breakdown) -> nb.Breakdown:
        self.numbers[key] = value
        return value

    def option_number(self, move: Move, key: str, value: nb.Breakdown) -> None:
        self.option_numbers.setdefault(move, {})[key] = value

    def block(self, cid: int, text: str, *rules: str) -> None:
        self.blocked[cid] = WhyNot(cid, text, refs(list(rules), self.lang))

    def decision_text(self, d: Decision) -> None:
        """The decision kind's title and general rule, from [decision.<kind>]."""
        entry = raw(f"decision.{d.kind.value}", self.lang)
        self.title = str(entry["title"])
        self.lines.append(" ".join(str(entry["text"]).split()))
        self.rule(*entry.get("refs", ()))
        self.topic = entry.get("topic")
        rule = raw("rule", self.lang).get(d.rule)
        if isinstance(rule, dict):
            self.rule(*rule.get("refs", ()))
            self.topic = rule.get("topic", self.topic)
            if "text" in rule:
                self.lines.append(" ".join(str(rule["text"]).split()))

    def build(self) -> Explanation:
        return Explanation(
            title=self.title, lines=tuple(self.lines), refs=refs(self.refs, self.lang),
            concepts=tuple(self.concepts), topic=self.topic, options=dict(self.options),
            blocked=dict(self.blocked), numbers=dict(self.numbers),
            option_numbers={m: dict(n) for m, n in self.option_numbers.items()})


def explain(obs: Observation, lang: str | None = None) -> Explanation:
    """The explanation of ``obs.decision`` for the observing player (or, with no decision
    pending, of the phase under way or of the final score)."""
    b = _Builder(obs, resolve(lang))
    d = obs.decision
    if d is None:
        _no_decision(b)
        return b.build()
    b.decision_text(d)
    _EXPLAINERS[d.kind](b, d)
    _goals(b)
    return b.build()


def _goals(b: _Builder) -> None:
    """The Gathering Storm's goals within reach (met or one short of the minimum, or of
    the holder's count; for "at least 1" only when met) or held, with the player's count
    card by card."""
    obs = b.obs
    if not obs.goals:
        return
    names = [p.name for p in obs.players]
    shown = False
    for tile, pr in zip(obs.goals, obs.goal_progress(), strict=True):
        g = pr.goal
        name = goal_name(g.id, b.lang)
        have = nb.view(pr.value, obs.cards, b.lang).list_text()
        if pr.holds:
            b.line("explain.goal_held", goal=name, vp=g.vp, have=have)
        elif not pr.open or pr.marker:
            continue
        else:
            need = g.minimum
            if tile.holder is not None:  # a "most" goal held by a rival: exceed him
                rival = obs.goal_progress(tile.holder)[obs.goals.index(tile)]
                need = max(need, rival.value.total + 1)
            short = need - pr.value.total
            if short > 1 or (short == 1 and need == 1):  # one short of "at least 1" is none
                continue
            b.line("explain.goal_near", goal=name, vp=g.vp, have=have, need=need,
                   text=goal_text(g.id, b.lang),
                   holder=names[tile.holder] if tile.holder is not None
                   else b.m("explain.goal_middle"))
        shown = True
    if shown:
        b.rule("gs_goals")


def why_not(obs: Observation, card_id: int, lang: str | None = None) -> WhyNot | None:
    """Why ``card_id`` (a card in hand, or one in the tableau whose power one might want to
    use) is not a legal choice in the pending decision; None if it is one, or if the
    decision is not about it."""
    return explain(obs, lang).blocked.get(card_id)


# --------------------------------------------------------------------------- setup


def _start_world(b: _Builder, d: Decision) -> None:
    b.need("setup", "start-world", "experienced-start", "powers", "screen-symbols")
    for o in d.options:
        assert isinstance(o.move, PickWorld)
        cid = o.move.world
        card = b.obs.card(cid)
        powers = card_text(card, card_lang(b.lang)).replace("\n", "; ") or b.m(
            "explain.no_powers")
        b.options[o.move] = b.m("explain.start_world_option", card=b.name(cid),
                              number=card.start, colour=b.m(f"label.colour_{card.colour}"),
                              vp=card.vp,
                              powers=powers)


def _initial_discard(b: _Builder, d: Decision) -> None:
    b.need("setup", "cards", "initial-discard", "screen-symbols")
    n = b.number("discard", nb.initial_discard(b.obs, b.lang))
    hand = len(b.obs.hand)
    b.line("explain.initial_discard", n=n.total, hand=hand, keep=hand - n.total)
    start = b.obs.mine.start
    if start >= 0 and b.obs.card(start).initial_discard:
        b.line("explain.initial_discard_power", card=b.name(start), n=n.total)
        b.rule("gs_new_cards")
    for o in d.options:
        b.options[o.move] = b.m("explain.discard_option", n=n.total)


# --------------------------------------------------------------------------- actions


def _action(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("actions", "phases", "phase-bonus", "screen-symbols")
    if obs.setup.advanced:
        b.need("advanced-2p")
        b.line("explain.action_two")
        b.rule("advanced")
    notes = {a: _action_note(b, a) for a in Action}
    if obs.setup.advanced:
        # 23 pairs: explain each action once instead of each pair
        b.lines += [notes[a] for a in Action]
        return
    for o in d.options:
        assert isinstance(o.move, ChooseActions)
        b.options[o.move] = notes[o.move.actions[0]]


def _action_note(b: _Builder, a: Action) -> str:
    obs = b.obs
    key = f"explain.action_{a.value}"
    if a in (Action.EXPLORE_5, Action.EXPLORE_1_1):
        draw, keep = nb.explore_counts(obs, [a], b.lang)
        return b.m(key, draw=draw.sum_text(b.lang), keep=keep.total)
    if a in (Action.DEVELOP, Action.DEVELOP2):
        costs = sorted((nb.develop_cost(obs, c, True, b.lang).total, c) for c in obs.hand
                       if obs.card(c).is_development)
        if not costs:
            return b.m(f"{key}_none")
        cost, cid = costs[0]
        return b.m(key, card=b.name(cid), cost=cost)
    if a in (Action.SETTLE, Action.SETTLE2):
        worlds = [c for c in obs.hand if obs.card(c).is_world and nb.settle_ways(obs, c).ways]
        return b.m(key, n=len(worlds),
                   worlds=", ".join(b.name(c) for c in worlds) or b.m("explain.none"))
    if a is Action.TRADE:
        goods = obs.mine.goods
        if not goods:
            return b.m(f"{key}_none")
        best = max(goods, key=lambda w: nb.trade_value(obs, w, lang=b.lang).total)
        return b.m(key, card=b.name(best), n=nb.trade_value(obs, best, lang=b.lang).total)
    if a is Action.DOUBLE:
        return b.m(key, goods=len(obs.mine.goods))
    empty = [c for c in obs.mine.tableau if obs.card(c).production and c not in obs.mine.goods]
    return b.m(key, production=len(empty), windfall=len(nb.empty_windfall(obs)))


# --------------------------------------------------------------------------- I: explore


def _explore(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("explore")
    if any(a in obs.mine.actions for a in (Action.EXPLORE_5, Action.EXPLORE_1_1)):
        b.need("explore-bonus")
    draw, keep = nb.explore_counts(obs, lang=b.lang)
    b.number("draw", draw)
    b.number("keep", keep)
    if obs.powers(Phase.EXPLORE):
        b.need("powers")
        b.rule("powers_explore")
    b.line("explain.explore", draw=draw.sum_text(b.lang), keep=keep.sum_text(b.lang),
           drawn=draw.total, kept=keep.total)
    if len(obs.drawn) < draw.total:
        b.need("reshuffle")
        b.line("explain.explore_short", n=len(obs.drawn))
    for o in d.options:
        b.options[o.move] = b.m("explain.explore_option", keep=o.max_cards, drawn=len(obs.drawn))


# --------------------------------------------------------------------------- II: develop


def _develop(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("develop", "cost")
    if nb.develop_bonus(obs):
        b.need("develop-bonus")
        b.line("explain.develop_bonus")
    if any(pw.effect is Effect.REDUCE for _, _, pw in obs.powers(Phase.DEVELOP)):
        b.need("cost-reduction")
        b.rule("powers_develop")
    if any(obs.card(c).is_development and obs.card(c).cost == 6 for c in obs.hand):
        b.need("six-cost")
    for cid in obs.hand:
        card = obs.card(cid)
        rest = nb.other_hand_cards(obs, cid)
        if not card.is_development:
            b.block(cid, b.m("why.develop_world", card=b.name(cid)), "develop")
            continue
        if nb.duplicate(obs, cid):
            b.block(cid, b.m("why.develop_duplicate", card=b.name(cid)), "develop")
            continue
        cost = b.number(f"cost:{cid}", nb.develop_cost(obs, cid, lang=b.lang))
        text = b.m("explain.develop_cost", card=b.name(cid), cost=cost.sum_text(b.lang),
                   total=cost.total, hand=rest)
        if card.bonuses:
            text += " " + _six_cost_now(b, cid)
        if nb.develop_way(obs, cid) is not None:
            b.options[PlaceCard(cid)] = text
        else:
            b.block(cid, b.m("why.cannot_pay", card=b.name(cid), cost=cost.sum_text(b.lang),
                             total=cost.total, hand=rest), "develop")
    b.options[Pass()] = b.m("explain.develop_pass")
    _placed_this_phase(b, Phase.DEVELOP)


def _six_cost_now(b: _Builder, cid: int) -> str:
    """What a 6-cost development in hand would score with the tableau as it is now."""
    obs = b.obs
    card = obs.card(cid)
    tableau = [obs.card(c) for c in obs.mine.tableau] + [card]
    vp, _ = six_cost_bonus(card, tableau, obs.mine.chips)
    text = " ".join(str(raw("six_cost", b.lang)[card.name]["text"]).split())
    return b.m("explain.six_cost_now", text=text, vp=vp, topic=slug(card.name))


def _develop_payment(b: _Builder, d: Decision) -> None:
    obs = b.obs
    cid = obs.mine.placing
    b.need("develop", "cost")
    if cid is None:
        return
    cost = b.number("cost", nb.develop_cost(obs, cid, lang=b.lang))
    b.number(f"cost:{cid}", cost)
    b.line("explain.develop_pay", card=b.name(cid), cost=cost.sum_text(b.lang),
           total=cost.total)
    for o in d.options:
        b.options[o.move] = b.m("explain.pay_option", n=cost.total, card=b.name(cid))
    b.block(cid, b.m("why.paying_for_it", card=b.name(cid)), "develop")


def _placed_this_phase(b: _Builder, phase: Phase) -> None:
    for cid in b.obs.my_facts.placed:
        if b.obs.card(cid).powers_in(phase):
            b.need("power-timing")
            b.block(cid, b.m("why.placed_this_phase", card=b.name(cid)), "powers")


# --------------------------------------------------------------------------- III: settle


def _settle_concepts(b: _Builder, world: Card, ways: tuple[Placement, ...]) -> None:
    b.need("settle")
    if world.military:
        b.need("military-world", "military")
        if any(w.method is Method.CONQUER and w.temp_card is not None for w in ways):
            b.need("temporary-military")
        if any(w.method is Method.CONTACT for w in ways):
            b.need("pay-for-military")
    if world.windfall:
        b.need("windfall-world")
    if any(w.zero is not None for w in ways):
        b.need("free-world")
    if nb.specialised_military(b.obs, world) or any(
            pw.effect is Effect.MILITARY and (pw.kind or pw.against)
            for _, _, pw in b.obs.powers(Phase.SETTLE)):
        b.need("specialised-military")


def _settle(b: _Builder, d: Decision) -> None:
    obs = b.obs
    view = nb.phase_view(obs)
    if view.second:
        b.need("second-world")
        b.rule("gs_powers_settle")
        b.line("explain.settle_second")
    elif view.bonus:
        b.need("settle-bonus")
        b.line("explain.settle_bonus")
    for cid in obs.hand:
        card = obs.card(cid)
        if not card.is_world:
            b.block(cid, b.m("why.settle_development", card=b.name(cid)), "settle")
            continue
        analysis = nb.settle_analysis(obs, cid, b.lang)
        _settle_concepts(b, card, analysis.ways)
        _settle_numbers(b, cid)
        if analysis.ways:
            b.options[PlaceCard(cid)] = _world_summary(b, cid, analysis.ways)
        else:
            b.block(cid, " ".join(r.text for r in analysis.refusals),
                    *sorted({r.rule for r in analysis.refusals}))
    b.need("settle")
    b.options[Pass()] = b.m("explain.settle_pass")
    _placed_this_phase(b, Phase.SETTLE)


def _settle_numbers(b: _Builder, cid: int) -> None:
    world = b.obs.card(cid)
    if world.military:
        b.number(f"military:{cid}", nb.military(b.obs, world, b.lang))
    else:
        b.number(f"cost:{cid}", nb.settle_cost(b.obs, cid, b.lang))


def _world_summary(b: _Builder, cid: int, ways: tuple[Placement, ...]) -> str:
    return b.m("explain.world_ways", card=b.name(cid),
               ways="; ".join(_method_text(b, w) for w in ways))


def _method_text(b: _Builder, w: Placement) -> str:
    world = b.name(w.card)
    cards = b.obs.cards
    if w.method is Method.ZERO and w.zero is not None:
        return b.m("explain.method_zero", card=world, power=b.name(w.zero))
    if w.method is Method.CONTACT and w.contact is not None:
        if w.zero is not None:
            return b.m("explain.method_contact_zero", card=world, power=b.name(w.contact),
                       zero=b.name(w.zero))
        assert w.cost is not None
        cost = nb.view(w.cost, cards, b.lang)
        return b.m("explain.method_contact", card=world, power=b.name(w.contact),
                   cost=cost.sum_text(b.lang), total=cost.total)
    if w.method is Method.PAY:
        assert w.cost is not None
        cost = nb.view(w.cost, cards, b.lang)
        return b.m("explain.method_pay", card=world, cost=cost.sum_text(b.lang),
                   total=cost.total)
    assert w.military is not None
    text = b.m("explain.method_conquer", card=world,
               military=nb.view(w.military, cards, b.lang).list_text(), defence=w.defence)
    if w.temp_card is not None:
        text += " " + b.m("explain.method_conquer_temp", power=b.name(w.temp_card))
    if w.pay:
        text += " " + b.m("explain.method_conquer_hand", need=w.pay, most=w.pay_max)
    else:
        text += ", " + b.m("explain.method_conquer_free")
        if w.pay_max:
            text += " " + b.m("explain.method_conquer_hand_optional", most=w.pay_max)
    return text


def _settle_payment(b: _Builder, d: Decision) -> None:
    obs = b.obs
    cid = obs.mine.placing
    if cid is None:
        return
    view = nb.phase_view(obs)
    analysis = nb.settle_analysis(obs, cid, b.lang)
    _settle_concepts(b, obs.card(cid), analysis.ways)
    _settle_numbers(b, cid)
    if view.second:
        b.need("second-world")
        b.rule("gs_powers_settle")
    for o in d.options:
        assert isinstance(o.move, Placement)
        # the tutor's own way (same move), else the engine's: both come from settle_ways
        way = next((w for w in analysis.ways if w == o.move), o.move)
        b.options[o.move] = _method_text(b, way)
        if way.cost is not None:
            b.option_number(o.move, "pay", nb.view(way.cost, obs.cards, b.lang))
        if way.military is not None:
            b.option_number(o.move, "conquer", nb.view(way.military, obs.cards, b.lang))
    for r in analysis.refusals:
        if r.card is not None and r.card not in b.blocked:
            b.block(r.card, r.text, r.rule)
    b.line("explain.settle_pay", card=b.name(cid), n=len(d.options))


# --------------------------------------------------------------------------- IV: consume


def _sale(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("trade", "trade-value")
    if any(pw.is_trade for _, _, pw in obs.powers(Phase.CONSUME)):
        b.need("trade-powers")
        b.rule("powers_trade")
    for o in d.options:
        assert isinstance(o.move, Sell)
        w = o.move.world
        value = b.number(f"trade:{w}", nb.trade_value(obs, w, lang=b.lang))
        kind = obs.card(w).goods
        b.options[o.move] = b.m("explain.sale_option", card=b.name(w), n=value.total,
                              kind=b.m(f"label.kind_{kind.value}") if kind else "",
                              value=value.sum_text(b.lang))
    for cid in obs.mine.tableau:
        card = obs.card(cid)
        if card.is_world and card.goods is not None and cid not in obs.mine.goods:
            b.block(cid, b.m("why.no_good_on", card=b.name(cid)), "consume")


def _consume(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("consume", "consume-powers")
    if Action.DOUBLE in obs.mine.actions:
        b.need("double-vp")
        b.line("explain.consume_double")
    uses, misses = nb.consume_uses(obs, b.lang)
    by_move = {u.move: u for u in uses}
    for o in d.options:
        if isinstance(o.move, Stop):
            b.options[o.move] = b.m("explain.consume_stop")
            continue
        assert isinstance(o.move, UsePower)
        u = by_move[o.move]
        b.options[o.move] = _use_text(b, u)
        b.option_number(o.move, "vp", u.vp)
        b.option_number(o.move, "cards", u.cards)
    for miss in misses:
        if miss.card not in b.blocked and miss.card not in {u.card for u in uses}:
            b.block(miss.card, miss.text, miss.rule)
    if not any(isinstance(o.move, Stop) for o in d.options):
        b.line("explain.consume_must")


def _use_text(b: _Builder, u: nb.ConsumeUse) -> str:
    card = b.obs.card(u.card)
    if u.move.number is not None:
        return b.m("explain.gamble_option", card=b.name(u.card), n=u.move.number)
    what = power_line(u.power, card, card_lang(b.lang))
    gain: list[str] = []
    if u.vp.total:
        gain.append(b.m("explain.gain_vp", vp=u.vp.sum_text(b.lang), n=u.vp.total))
    if u.cards.total:
        gain.append(b.m("explain.gain_cards", n=u.cards.total))
    if u.power.effect is Effect.TRADE:
        gain = [b.m("explain.gain_trade", n=u.cards.total)]
    got = ", ".join(gain) if gain else b.m("explain.gain_nothing")
    return b.m("explain.use_option", card=b.name(u.card), power=what, gain=got)


# --------------------------------------------------------------------------- V: produce


def _produce(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("produce")
    uses = {u.move: u for u in nb.produce_uses(obs)}
    for o in d.options:
        if isinstance(o.move, Stop):
            b.options[o.move] = b.m("explain.produce_stop")
            continue
        u = uses[o.move]
        worlds = ", ".join(b.name(w) for w in u.cards_from)
        if isinstance(o.move, ProduceBonus):
            b.need("produce-bonus")
            b.options[o.move] = b.m("explain.produce_bonus_option", worlds=worlds)
            continue
        assert isinstance(o.move, UsePower)
        user = o.move.card
        b.need("windfall-powers")
        if u.draws is not None:
            b.options[o.move] = b.m("explain.produce_draw_option", card=b.name(user),
                                  n=u.draws.total)
        elif u.power is not None and u.power.effect is Effect.DISCARD_PRODUCE:
            target = user if o.move.world is None else o.move.world
            b.options[o.move] = b.m("explain.produce_discard_option", card=b.name(user),
                                  worlds=b.name(target))
        else:
            b.options[o.move] = b.m("explain.produce_windfall_option", card=b.name(user),
                                  worlds=worlds)
    for cid in obs.mine.tableau:
        card = obs.card(cid)
        if card.windfall and cid in obs.mine.goods:
            b.block(cid, b.m("why.windfall_full", card=b.name(cid)), "produce")
    if not any(isinstance(o.move, Stop) for o in d.options):
        b.line("explain.produce_must")
    draws = nb.produce_draws(obs, b.lang)
    if draws:
        b.line("explain.produce_draws", draws="; ".join(t for _, _, t in draws))


# --------------------------------------------------------------------------- round end


def _discard(b: _Builder, d: Decision) -> None:
    b.need("hand-limit")
    excess = b.number("discard", nb.hand_excess(b.obs, b.lang))
    b.line("explain.hand_limit", n=excess.sum_text(b.lang), total=excess.total)
    for o in d.options:
        b.options[o.move] = b.m("explain.discard_option", n=excess.total)


def _draft(b: _Builder, d: Decision) -> None:
    """The draft: which packet, where the rest goes (the decision's own option)."""
    obs = b.obs
    opt = d.options[0]
    n = len(opt.cards_from)
    to = int(d.context["pass_to"])
    left = to == (obs.me + 1) % len(obs.players)
    neighbour = obs.players[to].name
    if n > 1:
        b.line("explain.draft_pick", n=n, rest=n - 1, name=neighbour,
               side=b.m("explain.draft_left" if left else "explain.draft_right"))
    else:
        b.line("explain.draft_last")
    for o in d.options:
        b.options[o.move] = b.m("explain.draft_option")


def _payment(b: _Builder, d: Decision) -> None:
    if d.rule.startswith("phase.develop"):
        _develop_payment(b, d)
    else:
        _settle_payment(b, d)


# --------------------------------------------------------------------------- no decision


def _no_decision(b: _Builder) -> None:
    obs = b.obs
    if obs.over:
        _game_over(b)
        return
    entry = raw("phase", b.lang).get(obs.phase)
    if isinstance(entry, dict):
        b.title = str(entry["title"])
        b.lines.append(" ".join(str(entry["text"]).split()))
        b.rule(*entry.get("refs", ()))
        b.topic = entry.get("topic")
        b.need(*entry.get("concepts", ()))
    else:
        b.title = b.m("explain.waiting")
    b.line("explain.waiting_others")
    _end_watch(b)


def _end_watch(b: _Builder) -> None:
    """How close the game is to its end: the VP pool and the biggest tableau."""
    obs = b.obs
    biggest = max(len(p.tableau) for p in obs.players)
    b.line("explain.end_watch", pool=max(obs.pool, 0), biggest=biggest, end=TABLEAU_END)
    b.need("game-end")


def explain_score(obs: Observation, seat: int | None = None, lang: str | None = None
                  ) -> list[str]:
    """The score of ``seat`` (default: the observer) now, line by line: printed VP, chips,
    each 6-cost development's bonus with the cards it counts."""
    lang = resolve(lang)
    names = {c.name: card_name(c, lang) for c in obs.cards}
    seat = obs.me if seat is None else seat
    p = obs.players[seat]
    tableau = [obs.card(c) for c in p.tableau]
    goals = scores_now(obs.goals, seat, [q.tableau for q in obs.players],
                       [q.chips for q in obs.players], obs.cards, obs.over)
    s = score(tableau, p.chips, goals=goals)
    out = [msg("explain.score_total", lang, player=p.name, total=s.total, printed=s.printed,
               chips=s.chips, bonus=sum(s.bonuses.values()))]
    if obs.goals:
        got = ", ".join(msg(f"explain.goal_{g.how}", lang, vp=g.vp,
                            goal=goal_name(g.goal, lang))
                        for g in s.goals)
        out.append(msg("explain.score_goals", lang, vp=s.goal_vp,
                       got=got or msg("explain.none", lang)))
    for dev, vp in s.bonuses.items():
        hits = s.details.get(dev, [])
        counted = ", ".join(
            f"{names.get(h.card, h.card) if h.card else msg('label.chips', lang, n=h.amount)}"
            f" {h.vp:+d}" for h in hits if h.vp)
        out.append(msg("explain.score_six", lang, card=names.get(dev, dev), vp=vp,
                       counted=counted or msg("explain.none", lang)))
    if any(b.match == "military_strength" for c in tableau for b in c.bonuses):
        out.append(msg("explain.score_military", lang, n=s.military))
    return out


def _game_over(b: _Builder) -> None:
    obs = b.obs
    b.title = b.m("explain.game_over")
    b.need("game-end", "scoring", "tie-break")
    b.rule("game_end")
    b.topic = "scoring"
    for seat in range(len(obs.players)):
        b.lines += explain_score(obs, seat, b.lang)
    if any(obs.card(c).bonuses for p in obs.players for c in p.tableau):
        b.need("six-cost")
        b.rule("six_cost")
    b.line("explain.tie_break")


_EXPLAINERS: dict[StrEnum, Callable[[_Builder, Decision], None]] = {
    DecisionKind.START_WORLD: _start_world,
    DecisionKind.INITIAL_DISCARD: _initial_discard,
    DecisionKind.ACTION: _action,
    DecisionKind.EXPLORE_KEEP: _explore,
    DecisionKind.DEVELOP: _develop,
    DecisionKind.SETTLE: _settle,
    DecisionKind.PAYMENT: _payment,
    DecisionKind.SALE: _sale,
    DecisionKind.CONSUME: _consume,
    DecisionKind.PRODUCE: _produce,
    DecisionKind.DISCARD: _discard,
    DecisionKind.DRAFT: _draft,
}


# --------------------------------------------------------------------------- with lessons


class Tutor:
    """The tutor of one player in one game: explanations, plus concepts introduced the
    first time they matter (each linked to its prerequisites)."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = lang
        self.lessons = Lessons(lang)

    def explain(self, obs: Observation) -> Explanation:
        ex = explain(obs, self.lang)
        intro = tuple(self.lessons.introduce(ex.concepts))
        return replace(ex, introduced=intro)

    def why_not(self, obs: Observation, card_id: int) -> WhyNot | None:
        return why_not(obs, card_id, self.lang)
