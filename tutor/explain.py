"""The explanation of one player's pending decision, with that player's own numbers.

    obs = observation(game, seat)
    ex = explain(obs)          # title, lines, rulebook references, concepts, numbers
    why_not(obs, card_id)      # why a card in hand / in the tableau is not a legal choice

Everything is computed from the observation (never the game), with the numbers of
``rftg.tutor.numbers``, and worded with the texts of ``content/tutor/<lang>.toml``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from rftg.core.cards import Card, Phase
from rftg.core.decisions import Decision, DecisionKind
from rftg.core.observe import Observation
from rftg.core.powertext import card_text, power_line
from rftg.core.scoring import score, six_cost_bonus
from rftg.core.state import TABLEAU_END, Action
from rftg.tutor import numbers as nb
from rftg.tutor.concepts import Introduction, Lessons
from rftg.tutor.texts import DEFAULT, RuleRef, card_lang, card_name, msg, raw, refs
from rftg.tutor.topics import slug


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

    ``options`` explains each legal option (by option id); ``blocked`` says why each card
    that one might expect to choose is not offered; ``numbers`` holds the breakdowns
    quoted (keys such as "draw", "keep", "cost:<card id>", "military:<card id>",
    "trade:<world id>", "discard"); ``concepts`` names the rules concepts that matter now.
    """

    title: str
    lines: tuple[str, ...]
    refs: tuple[RuleRef, ...]
    concepts: tuple[str, ...] = ()
    topic: str | None = None
    options: Mapping[str, str] = field(default_factory=dict)
    blocked: Mapping[int, WhyNot] = field(default_factory=dict)
    numbers: Mapping[str, nb.Breakdown] = field(default_factory=dict)
    certain: bool = True
    introduced: tuple[Introduction, ...] = ()

    def text(self, lang: str = DEFAULT) -> str:
        """Plain text for a terminal: title, lines, options, blocked cards, rules."""
        out = [self.title, *self.lines]
        if self.options:
            out += [f"  - {t}" for t in self.options.values()]
        if self.blocked:
            out.append(msg("explain.not_offered", lang))
            out += [f"  - {w}" for w in self.blocked.values()]
        if not self.certain:
            out.append(msg("explain.uncertain", lang))
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
        self.options: dict[str, str] = {}
        self.blocked: dict[int, WhyNot] = {}
        self.numbers: dict[str, nb.Breakdown] = {}
        self.certain = True

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
        self.certain = self.certain and value.certain
        return value

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
            blocked=dict(self.blocked), numbers=dict(self.numbers), certain=self.certain)


def explain(obs: Observation, lang: str = DEFAULT) -> Explanation:
    """The explanation of ``obs.decision`` for the observing player (or, with no decision
    pending, of the phase under way or of the final score)."""
    b = _Builder(obs, lang)
    d = obs.decision
    if d is None:
        _no_decision(b)
        return b.build()
    b.decision_text(d)
    _EXPLAINERS[d.kind](b, d)
    return b.build()


def why_not(obs: Observation, card_id: int, lang: str = DEFAULT) -> WhyNot | None:
    """Why ``card_id`` (a card in hand, or one in the tableau whose power one might want to
    use) is not a legal choice in the pending decision; None if it is one, or if the
    decision is not about it."""
    return explain(obs, lang).blocked.get(card_id)


# --------------------------------------------------------------------------- setup


def _start_world(b: _Builder, d: Decision) -> None:
    b.need("setup", "start-world", "experienced-start", "powers")
    for o in d.options:
        cid = int(o.id.split(":")[1])
        card = b.obs.card(cid)
        powers = card_text(card, card_lang(b.lang)).replace("\n", "; ") or b.m(
            "explain.no_powers")
        b.options[o.id] = b.m("explain.start_world_option", card=b.name(cid),
                              number=card.start, colour=card.colour, vp=card.vp,
                              powers=powers)


def _initial_discard(b: _Builder, d: Decision) -> None:
    b.need("setup", "cards", "initial-discard")
    n = b.number("discard", nb.initial_discard(b.obs, b.lang))
    hand = len(b.obs.hand)
    b.line("explain.initial_discard", n=n.total, hand=hand, keep=hand - n.total)
    start = b.obs.mine.start
    if start >= 0 and b.obs.card(start).initial_discard:
        b.line("explain.initial_discard_power", card=b.name(start), n=n.total)
        b.rule("gs_new_cards")
    for o in d.options:
        b.options[o.id] = b.m("explain.discard_option", n=n.total)


# --------------------------------------------------------------------------- actions


def _action(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("actions", "phases", "phase-bonus")
    if obs.setup.advanced:
        b.need("advanced-2p")
        b.line("explain.action_two")
        b.rule("advanced")
    notes = {a: _action_note(b, a) for a in Action}
    if obs.setup.advanced:
        # 36 pairs: explain each action once instead of each pair
        b.lines += [notes[a] for a in Action]
        return
    for o in d.options:
        b.options[o.id] = notes[Action(o.id)]


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
        worlds = [c for c in obs.hand if obs.card(c).is_world
                  and nb.settle_analysis(obs, c, b.lang).methods]
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
    if nb.active_powers(obs, Phase.EXPLORE):
        b.need("powers")
        b.rule("powers_explore")
    b.line("explain.explore", draw=draw.sum_text(b.lang), keep=keep.sum_text(b.lang),
           drawn=draw.total, kept=keep.total)
    if len(obs.drawn) < draw.total:
        b.need("reshuffle")
        b.line("explain.explore_short", n=len(obs.drawn))
    for o in d.options:
        b.options[o.id] = b.m("explain.explore_option", keep=o.max_cards, drawn=len(obs.drawn))


# --------------------------------------------------------------------------- II: develop


def _develop(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("develop", "cost")
    bonus, certain = nb.develop_bonus(obs)
    b.certain = b.certain and certain
    if bonus:
        b.need("develop-bonus")
        b.line("explain.develop_bonus")
    if any(pw.effect == "reduce" for _, _, pw in nb.active_powers(obs, Phase.DEVELOP)):
        b.need("cost-reduction")
        b.rule("powers_develop")
    if any(obs.card(c).is_development and obs.card(c).cost == 6 for c in obs.hand):
        b.need("six-cost")
    names = {obs.card(c).name for c in obs.mine.tableau}
    offered = {int(o.id.split(":")[1]) for o in d.options if o.id.startswith("card:")}
    for cid in obs.hand:
        card = obs.card(cid)
        rest = nb.other_hand_cards(obs, cid)
        if not card.is_development:
            b.block(cid, b.m("why.develop_world", card=b.name(cid)), "develop")
            continue
        if card.name in names:
            b.block(cid, b.m("why.develop_duplicate", card=b.name(cid)), "develop")
            continue
        cost = b.number(f"cost:{cid}", nb.develop_cost(obs, cid, lang=b.lang))
        text = b.m("explain.develop_cost", card=b.name(cid), cost=cost.sum_text(b.lang),
                   total=cost.total, hand=rest)
        if card.bonuses:
            text += " " + _six_cost_now(b, cid)
        if rest >= cost.total:
            b.options[f"card:{cid}"] = text
        else:
            b.block(cid, b.m("why.cannot_pay", card=b.name(cid), cost=cost.sum_text(b.lang),
                             total=cost.total, hand=rest), "develop")
        if cid not in offered and rest >= cost.total:
            b.certain = False  # the tutor would offer it: its numbers disagree
    b.options["pass"] = b.m("explain.develop_pass")
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
        b.options[o.id] = b.m("explain.pay_option", n=cost.total, card=b.name(cid))
    b.block(cid, b.m("why.paying_for_it", card=b.name(cid)), "develop")


def _placed_this_phase(b: _Builder, phase: Phase) -> None:
    view = nb.phase_view(b.obs)
    for cid in view.placed:
        if b.obs.card(cid).powers_in(phase):
            b.need("power-timing")
            b.block(cid, b.m("why.placed_this_phase", card=b.name(cid)), "powers")


# --------------------------------------------------------------------------- III: settle


def _settle_concepts(b: _Builder, world: Card, analysis: nb.SettleAnalysis) -> None:
    b.need("settle")
    if world.military:
        b.need("military-world", "military")
        if any(m.kind == "conquer" and m.uses for m in analysis.methods):
            b.need("temporary-military")
        if any(m.kind in ("contact", "contact_zero") for m in analysis.methods):
            b.need("pay-for-military")
    if world.windfall:
        b.need("windfall-world")
    if any(m.kind in ("zero", "contact_zero") for m in analysis.methods):
        b.need("free-world")
    if nb.specialised_military(b.obs, world, b.lang) or any(
            pw.effect == "military" and (pw.kind or pw.against)
            for _, _, pw in nb.active_powers(b.obs, Phase.SETTLE)):
        b.need("specialised-military")


def _settle(b: _Builder, d: Decision) -> None:
    obs = b.obs
    view = nb.phase_view(obs)
    b.certain = b.certain and view.certain
    if view.second:
        b.need("second-world")
        b.rule("gs_powers_settle")
        b.line("explain.settle_second")
    elif view.bonus:
        b.need("settle-bonus")
        b.line("explain.settle_bonus")
    offered = {int(o.id.split(":")[1]) for o in d.options if o.id.startswith("card:")}
    for cid in obs.hand:
        card = obs.card(cid)
        if not card.is_world:
            b.block(cid, b.m("why.settle_development", card=b.name(cid)), "settle")
            continue
        analysis = nb.settle_analysis(obs, cid, b.lang)
        _settle_concepts(b, card, analysis)
        _settle_numbers(b, cid, analysis)
        if analysis.methods:
            b.options[f"card:{cid}"] = _world_summary(b, cid, analysis)
            if cid not in offered:
                b.certain = False
        else:
            b.block(cid, " ".join(r.text for r in analysis.refusals),
                    *sorted({r.rule for r in analysis.refusals}))
    b.need("settle")
    b.options["pass"] = b.m("explain.settle_pass")
    _placed_this_phase(b, Phase.SETTLE)


def _settle_numbers(b: _Builder, cid: int, analysis: nb.SettleAnalysis) -> None:
    b.certain = b.certain and analysis.certain
    for m in analysis.methods:
        if m.cost is not None and m.kind == "pay":
            b.number(f"cost:{cid}", m.cost)
        if m.military is not None and not m.uses:
            b.number(f"military:{cid}", m.military)
    world = b.obs.card(cid)
    if world.military and f"military:{cid}" not in b.numbers:
        b.number(f"military:{cid}", nb.military(b.obs, world, b.lang))
    if not world.military and f"cost:{cid}" not in b.numbers:
        b.number(f"cost:{cid}", nb.settle_cost(b.obs, cid, b.lang))


def _world_summary(b: _Builder, cid: int, analysis: nb.SettleAnalysis) -> str:
    return b.m("explain.world_ways", card=b.name(cid),
               ways="; ".join(_method_text(b, cid, m) for m in analysis.methods))


def _method_text(b: _Builder, cid: int, m: nb.Method) -> str:
    world = b.name(cid)
    if m.kind == "pay" and m.cost is not None:
        return b.m("explain.method_pay", card=world, cost=m.cost.sum_text(b.lang),
                   total=m.cost.total)
    if m.kind == "zero":
        return b.m("explain.method_zero", card=world, power=b.name(m.uses[0]))
    if m.kind == "contact" and m.cost is not None:
        return b.m("explain.method_contact", card=world, power=b.name(m.uses[0]),
                   cost=m.cost.sum_text(b.lang), total=m.cost.total)
    if m.kind == "contact_zero":
        return b.m("explain.method_contact_zero", card=world, power=b.name(m.uses[0]),
                   zero=b.name(m.uses[1]))
    assert m.military is not None
    text = b.m("explain.method_conquer", card=world, military=m.military.list_text(),
               defence=m.defence)
    if m.uses:
        text += " " + b.m("explain.method_conquer_temp", power=b.name(m.uses[0]))
    if m.min_cards:
        text += " " + b.m("explain.method_conquer_hand", need=m.min_cards, most=m.max_cards)
    else:
        text += ", " + b.m("explain.method_conquer_free")
        if m.max_cards:
            text += " " + b.m("explain.method_conquer_hand_optional", most=m.max_cards)
    return text


def _settle_payment(b: _Builder, d: Decision) -> None:
    obs = b.obs
    cid = obs.mine.placing
    if cid is None:
        return
    view = nb.phase_view(obs)
    b.certain = b.certain and view.certain
    analysis = nb.settle_analysis(obs, cid, b.lang)
    _settle_concepts(b, obs.card(cid), analysis)
    _settle_numbers(b, cid, analysis)
    if view.second:
        b.need("second-world")
        b.rule("gs_powers_settle")
    by_id = {m.option_id: m for m in analysis.methods}
    for o in d.options:
        m = by_id.get(o.id)
        if m is None:
            b.certain = False
            continue
        b.options[o.id] = _method_text(b, cid, m)
        if m.cost is not None:
            b.number(f"pay:{o.id}", m.cost)
        if m.military is not None:
            b.number(f"conquer:{o.id}", m.military)
    for r in analysis.refusals:
        if r.card is not None and r.card not in b.blocked:
            b.block(r.card, r.text, r.rule)
    b.line("explain.settle_pay", card=b.name(cid), n=len(d.options))


# --------------------------------------------------------------------------- IV: consume


def _sale(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("trade", "trade-value")
    if any(pw.is_trade for _, _, pw in nb.active_powers(obs, Phase.CONSUME)):
        b.need("trade-powers")
        b.rule("powers_trade")
    for o in d.options:
        w = int(o.id.split(":")[1])
        value = b.number(f"trade:{w}", nb.trade_value(obs, w, lang=b.lang))
        kind = obs.card(w).goods
        b.options[o.id] = b.m("explain.sale_option", card=b.name(w), n=value.total,
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
    offered = {o.id for o in d.options}
    by_card = {(u.card, u.index): u for u in uses}
    for o in d.options:
        if o.id == "stop":
            b.options[o.id] = b.m("explain.consume_stop")
            continue
        parts = o.id.split(":")
        u = by_card.get((int(parts[1]), int(parts[2])))
        if u is None:
            b.certain = False
            continue
        b.options[o.id] = _use_text(b, u, parts[3] if len(parts) > 3 else None)
        b.number(f"vp:{o.id}", u.vp)
        b.number(f"cards:{o.id}", u.cards)
    for u in uses:
        if not any(x.startswith(u.option_id) for x in offered) and u.card not in b.blocked:
            b.block(u.card, b.m("why.used_already", card=b.name(u.card)), "consume")
    for miss in misses:
        if miss.card not in b.blocked and not any(
                x.startswith(f"use:{miss.card}:") for x in offered):
            b.block(miss.card, miss.text, "powers_trade" if miss.power.is_trade else "consume")
    if "stop" not in offered:
        b.line("explain.consume_must")


def _use_text(b: _Builder, u: nb.ConsumeUse, number: str | None) -> str:
    card = b.obs.card(u.card)
    what = power_line(u.power, card, card_lang(b.lang))
    gain: list[str] = []
    if u.vp.total:
        gain.append(b.m("explain.gain_vp", vp=u.vp.sum_text(b.lang), n=u.vp.total))
    if u.cards.total:
        gain.append(b.m("explain.gain_cards", n=u.cards.total))
    if u.power.effect == "trade":
        gain = [b.m("explain.gain_trade", n=u.cards.total)]
    if number is not None:
        return b.m("explain.gamble_option", card=b.name(u.card), n=number)
    got = ", ".join(gain) if gain else b.m("explain.gain_nothing")
    return b.m("explain.use_option", card=b.name(u.card), power=what, gain=got)


# --------------------------------------------------------------------------- V: produce


def _produce(b: _Builder, d: Decision) -> None:
    obs = b.obs
    b.need("produce")
    uses = {u.option_id: u for u in nb.produce_uses(obs)}
    for o in d.options:
        if o.id == "stop":
            b.options[o.id] = b.m("explain.produce_stop")
            continue
        u = uses.get(o.id)
        if u is None:
            b.certain = False
            continue
        worlds = ", ".join(b.name(w) for w in u.worlds)
        if u.card is None:
            b.need("produce-bonus")
            b.options[o.id] = b.m("explain.produce_bonus_option", worlds=worlds)
        elif u.discard:
            b.need("windfall-powers")
            b.options[o.id] = b.m("explain.produce_discard_option", card=b.name(u.card),
                                  worlds=worlds)
        else:
            b.need("windfall-powers")
            b.options[o.id] = b.m("explain.produce_windfall_option", card=b.name(u.card),
                                  worlds=worlds)
    for cid in obs.mine.tableau:
        card = obs.card(cid)
        if card.windfall and cid in obs.mine.goods:
            b.block(cid, b.m("why.windfall_full", card=b.name(cid)), "produce")
    if "stop" not in {o.id for o in d.options}:
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
        b.options[o.id] = b.m("explain.discard_option", n=excess.total)


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


def explain_score(obs: Observation, seat: int | None = None, lang: str = DEFAULT) -> list[str]:
    """The score of ``seat`` (default: the observer) now, line by line: printed VP, chips,
    each 6-cost development's bonus with the cards it counts."""
    seat = obs.me if seat is None else seat
    p = obs.players[seat]
    tableau = [obs.card(c) for c in p.tableau]
    s = score(tableau, p.chips)
    out = [msg("explain.score_total", lang, player=p.name, total=s.total, printed=s.printed,
               chips=s.chips, bonus=sum(s.bonuses.values()))]
    for dev, vp in s.bonuses.items():
        hits = s.details.get(dev, [])
        counted = ", ".join(
            f"{h.card or msg('label.chips', lang, n=h.amount)} {h.vp:+d}" for h in hits if h.vp)
        out.append(msg("explain.score_six", lang, card=dev, vp=vp,
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


_EXPLAINERS = {
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
}


# --------------------------------------------------------------------------- with lessons


class Tutor:
    """The tutor of one player in one game: explanations, plus concepts introduced the
    first time they matter (each linked to its prerequisites)."""

    def __init__(self, lang: str = DEFAULT) -> None:
        self.lang = lang
        self.lessons = Lessons(lang)

    def explain(self, obs: Observation) -> Explanation:
        ex = explain(obs, self.lang)
        intro = tuple(self.lessons.introduce(ex.concepts))
        return Explanation(ex.title, ex.lines, ex.refs, ex.concepts, ex.topic, ex.options,
                           ex.blocked, ex.numbers, ex.certain, intro)

    def why_not(self, obs: Observation, card_id: int) -> WhyNot | None:
        return why_not(obs, card_id, self.lang)
