"""The numbers behind a decision, computed from what one player may see.

Every number the tutor quotes is a ``Breakdown``: the parts (label, amount) whose sum is
the total, e.g. explore draws ``2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8``.
They are computed here from ``observation(game, player)`` and the card designs only, never
from the game itself, and a test plays many random games to check that they equal what
the engine then offers and does.

What an observation does not carry is read from the public log where it can be: which run
of a doubled Develop or Settle phase is under way (the advanced two-player game), which
world was placed first when Improved Logistics places a second one, and which card was
discarded from the tableau for temporary military. In a doubled Develop phase in which
nobody has placed anything yet, the cost the decision shows for one development settles
whether this player has the bonus (a yes/no; the breakdown is still the tutor's own).
Where nothing can tell, the ``Breakdown`` says ``certain=False``. The engine's
``Decision.context`` keys ``bonus``, ``second`` and ``temp_military`` are used instead
whenever the engine provides them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from rftg.core.cards import Card, GoodsKind, Phase, Power
from rftg.core.decisions import DecisionKind
from rftg.core.observe import Observation
from rftg.core.state import HAND_LIMIT, Action
from rftg.tutor.texts import DEFAULT, card_name, msg

PowerRef = tuple[int, int, Power]  # card id, index of the power on the card, the power


# --------------------------------------------------------------------------- breakdowns


@dataclass(frozen=True)
class Part:
    """One term of a sum: what it is and how much it adds (negative: subtracts)."""

    label: str
    amount: int


@dataclass(frozen=True)
class Breakdown:
    """A number as the sum of its parts; ``floor`` clamps the total (costs stop at 0)."""

    parts: tuple[Part, ...]
    floor: int | None = None
    certain: bool = True

    @property
    def raw(self) -> int:
        return sum(p.amount for p in self.parts)

    @property
    def total(self) -> int:
        return self.raw if self.floor is None else max(self.floor, self.raw)

    @property
    def clamped(self) -> bool:
        return self.floor is not None and self.raw < self.floor

    def sum_text(self, lang: str = DEFAULT, first_label: bool = False) -> str:
        """'2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8'."""
        if not self.parts:
            return str(self.total)
        out: list[str] = []
        for i, p in enumerate(self.parts):
            label = f" ({p.label})" if p.label and (i or first_label) else ""
            if i == 0:
                out.append(f"{p.amount}{label}")
            else:
                out.append(f"{'-' if p.amount < 0 else '+'} {abs(p.amount)}{label}")
        text = " ".join(out)
        if len(self.parts) == 1 and not self.clamped:
            return text
        if self.clamped:
            return msg("label.clamped", lang, sum=text, raw=self.raw, total=self.total)
        return f"{text} = {self.total}"

    def list_text(self) -> str:
        """'3 (New Sparta +2, Space Marines +1)'; just '0' without parts."""
        shown = [p for p in self.parts if p.amount]
        if not shown:
            return str(self.total)
        inner = ", ".join(f"{p.label} {p.amount:+d}" for p in shown)
        return f"{self.total} ({inner})"


def _bd(parts: Iterable[Part], floor: int | None = None, certain: bool = True) -> Breakdown:
    return Breakdown(tuple(parts), floor, certain)


# --------------------------------------------------------------------------- the phase now


@dataclass(frozen=True)
class PhaseView:
    """What the tutor knows of the phase in progress, for the observing player."""

    phase: str
    bonus: bool  # this player has the bonus of the phase (run) under way
    second: bool = False  # Improved Logistics: the second world of this Settle phase
    placed: tuple[int, ...] = ()  # cards placed in this phase: their powers wait
    temp_military: int = 0  # temporary military gained earlier in this Settle phase
    certain: bool = True  # placed and temp_military are known
    bonus_certain: bool = True  # bonus is known


_PHASE_ACTIONS: dict[str, tuple[Action, ...]] = {
    "explore": (Action.EXPLORE_5, Action.EXPLORE_1_1),
    "develop": (Action.DEVELOP, Action.DEVELOP2),
    "settle": (Action.SETTLE, Action.SETTLE2),
    "consume": (Action.TRADE, Action.DOUBLE),
    "produce": (Action.PRODUCE,),
}


def round_log(obs: Observation) -> tuple[list[str], bool]:
    """The public log lines of this round so far, and whether the round's start is in the
    observation's log tail."""
    marker = f"Round {obs.round}."
    lines = list(obs.log)
    for i in range(len(lines) - 1, -1, -1):
        if lines[i] == marker:
            return lines[i + 1:], True
    return lines, False


def _placements(lines: Sequence[str], name: str | None, verbs: tuple[str, ...]) -> list[str]:
    """Log lines where ``name`` (anyone when None) placed a card with one of ``verbs``."""
    out = []
    for line in lines:
        for verb in verbs:
            key = f" {verb} "
            if key in line and (name is None or line.startswith(f"{name}{key}")):
                out.append(line)
                break
    return out


def _ctx_int(obs: Observation, key: str) -> int | None:
    d = obs.decision
    if d is None or key not in d.context:
        return None
    value = d.context[key]
    return int(value) if isinstance(value, int) or str(value).lstrip("-").isdigit() else None


def _second_run(obs: Observation, lines: list[str], phase: str) -> bool | None:
    """In a doubled Develop/Settle phase: whether the second run is under way (None: the
    public log cannot tell)."""
    verbs = ("develops",) if phase == "develop" else ("settles", "conquers")
    if _placements(lines, None, verbs):
        return True  # the first run's placements are logged once it is over
    if phase == "develop":
        # Develop draw powers draw at the start of every run, one log line per power.
        for p in obs.players:
            k = sum(1 for cid in p.tableau for pw in obs.card(cid).powers
                    if pw.phase is Phase.DEVELOP and pw.effect == "draw")
            if k:
                n = sum(1 for line in lines if line.startswith(f"{p.name} draws ")
                        and line.endswith("(Develop power)."))
                return n // k >= 2
    return None


def phase_view(obs: Observation) -> PhaseView:
    """Bonus, second world, cards placed and temporary military of the phase under way."""
    phase = obs.phase
    acts = set(obs.mine.actions)
    chosen = _PHASE_ACTIONS.get(phase, ())
    bonus = any(a in acts for a in chosen)
    bonus_certain = True
    lines, complete = round_log(obs)
    if phase in ("develop", "settle"):
        first, second = chosen
        doubled = any(first in p.actions and second in p.actions for p in obs.players)
        if doubled and (first in acts) != (second in acts):
            run2 = _second_run(obs, lines, phase) if complete else None
            if run2 is None and phase == "develop":
                run2 = _develop_run_from_decision(obs)
            if run2 is None:
                bonus_certain = False
            else:
                bonus = not run2
    view = PhaseView(phase, bonus, bonus_certain=bonus_certain)
    if phase == "settle":
        view = _settle_view(obs, lines, view, complete)
    # the engine's own word, where it gives it, beats what the log suggests
    ctx = {k: _ctx_int(obs, k) for k in ("bonus", "second", "temp_military")}
    if any(v is not None for v in ctx.values()):
        second_now = view.second if ctx["second"] is None else bool(ctx["second"])
        view = PhaseView(
            phase,
            view.bonus if ctx["bonus"] is None else bool(ctx["bonus"]),
            second_now,
            view.placed if second_now else (),
            view.temp_military if ctx["temp_military"] is None else ctx["temp_military"],
            certain=view.certain or (ctx["second"] is not None
                                     and ctx["temp_military"] is not None),
            bonus_certain=view.bonus_certain or ctx["bonus"] is not None,
        )
    return view


def _develop_run_from_decision(obs: Observation) -> bool | None:
    """Last resort for a doubled Develop phase in which nobody has placed anything yet:
    the cost the decision shows for some development tells whether this player has the
    bonus (with a bonus it is one less, unless both costs are 0)."""
    d = obs.decision
    if d is None:
        return None
    shown: list[tuple[int, int]] = []
    if d.kind is DecisionKind.PAYMENT and obs.mine.placing is not None and "cost" in d.context:
        shown.append((obs.mine.placing, int(d.context["cost"])))
    for o in d.options:
        if o.id.startswith("card:") and o.label.endswith(")") and "(cost " in o.label:
            text = o.label.rsplit("(cost ", 1)[1].rstrip(")")
            if text.isdigit():
                shown.append((int(o.id.split(":")[1]), int(text)))
    for cid, cost in shown:
        with_bonus = develop_cost(obs, cid, True).total
        without = develop_cost(obs, cid, False).total
        if with_bonus != without:
            return cost == without
    return None


def _settle_view(obs: Observation, lines: list[str], view: PhaseView,
                 complete: bool = True) -> PhaseView:
    d = obs.decision
    me = obs.mine
    mine = _placements(lines, me.name, ("settles", "conquers"))
    has_second = any(pw.phase is Phase.SETTLE and pw.effect == "place_second"
                     for cid in me.tableau for pw in obs.card(cid).powers)
    certain = True
    if d is not None and d.kind is DecisionKind.SETTLE:
        second = d.rule == "phase.settle.second"
    elif d is not None and d.kind is DecisionKind.PAYMENT and has_second and mine:
        doubled = any(Action.SETTLE in p.actions and Action.SETTLE2 in p.actions
                      for p in obs.players)
        second = True
        if doubled or not complete:
            # the first world may have been placed in the first run, or in an earlier
            # round if the log tail no longer reaches back to this round's start
            certain = False
    else:
        second = False
    if not second:
        return PhaseView(view.phase, view.bonus, certain=certain,
                         bonus_certain=view.bonus_certain)
    placed: tuple[int, ...] = ()
    if mine and me.tableau:
        name = mine[-1].split(" settles " if " settles " in mine[-1] else " conquers ", 1)[1]
        last = me.tableau[-1]
        if obs.card(last).name == name.rstrip("."):
            placed = (last,)
        else:
            certain = False
    temp = 0
    prefix = f"{me.name} discards "
    for line in lines:
        if line.startswith(prefix) and line.endswith(" from the tableau."):
            gone = line[len(prefix):-len(" from the tableau.")]
            design = _design(obs, gone)
            if design is not None:
                temp += sum(pw.value("n") for pw in design.powers
                            if pw.phase is Phase.SETTLE and pw.effect == "temp_military")
    if mine and mine[-1].startswith(f"{me.name} conquers ") and any(
            pw.phase is Phase.SETTLE and pw.effect == "military_from_hand"
            for cid in me.tableau if cid not in placed for pw in obs.card(cid).powers):
        certain = False  # hand cards discarded for military are not in the public log
    # the bonus is only for the first world ("keinen Siedeln-Bonus" for the second)
    return PhaseView(view.phase, False, True, placed, temp, certain)



def _design(obs: Observation, name: str) -> Card | None:
    return next((c for c in obs.cards if c.name == name), None)


def active_powers(obs: Observation, phase: Phase, view: PhaseView | None = None
                  ) -> list[PowerRef]:
    """The observing player's powers of ``phase`` that work now: cards placed in this very
    phase wait for the next one."""
    # only Settle places cards while its powers are in use (Improved Logistics' second
    # world); a development is placed after every Develop power has worked
    placed: tuple[int, ...] = ()
    if phase is Phase.SETTLE and obs.phase == "settle":
        placed = (view or phase_view(obs)).placed
    return [(cid, i, pw) for cid in obs.mine.tableau if cid not in placed
            for i, pw in enumerate(obs.card(cid).powers) if pw.phase is phase]


def _name(obs: Observation, cid: int, lang: str) -> str:
    return card_name(obs.card(cid), lang)


# --------------------------------------------------------------------------- I: explore


def explore_counts(obs: Observation, actions: Iterable[Action] | None = None,
                   lang: str = DEFAULT) -> tuple[Breakdown, Breakdown]:
    """(cards drawn, cards kept) in Explore, for the actions chosen (default: this round's)."""
    acts = set(obs.mine.actions if actions is None else actions)
    draw = [Part(msg("label.explore_draw", lang), 2)]
    keep = [Part(msg("label.explore_keep", lang), 1)]
    if Action.EXPLORE_5 in acts:
        draw.append(Part(msg("label.bonus_explore5", lang), 5))
    if Action.EXPLORE_1_1 in acts:
        draw.append(Part(msg("label.bonus_explore11", lang), 1))
        keep.append(Part(msg("label.bonus_explore11", lang), 1))
    for cid, _, pw in active_powers(obs, Phase.EXPLORE):
        if pw.effect == "draw":
            draw.append(Part(_name(obs, cid, lang), pw.value("n")))
        elif pw.effect == "keep":
            keep.append(Part(_name(obs, cid, lang), pw.value("n")))
    return _bd(draw), _bd(keep)


# --------------------------------------------------------------------------- II: develop


def develop_bonus(obs: Observation) -> tuple[bool, bool]:
    """(has the Develop bonus now, certain)."""
    if obs.phase == "develop":
        v = phase_view(obs)
        return v.bonus, v.bonus_certain
    return bool({Action.DEVELOP, Action.DEVELOP2} & set(obs.mine.actions)), True


def develop_cost(obs: Observation, cid: int, bonus: bool | None = None,
                 lang: str = DEFAULT) -> Breakdown:
    """What placing development ``cid`` costs this player: printed cost, Develop powers
    that reduce it, the Develop bonus; never below 0."""
    certain = True
    if bonus is None:
        bonus, certain = develop_bonus(obs)
    card = obs.card(cid)
    parts = [Part(msg("label.printed_cost", lang), card.cost)]
    for pcid, _, pw in active_powers(obs, Phase.DEVELOP):
        if pw.effect == "reduce":
            parts.append(Part(_name(obs, pcid, lang), -pw.value("n")))
    if bonus:
        parts.append(Part(msg("label.bonus_develop", lang), -1))
    return _bd(parts, floor=0, certain=certain)


def other_hand_cards(obs: Observation, cid: int) -> int:
    """Cards in hand besides ``cid``: what a player can pay with."""
    return sum(1 for c in obs.hand if c != cid)


# --------------------------------------------------------------------------- III: settle


def settle_reduction_parts(obs: Observation, world: Card, view: PhaseView,
                           lang: str = DEFAULT) -> list[Part]:
    return [Part(_name(obs, cid, lang), -pw.value("n"))
            for cid, _, pw in active_powers(obs, Phase.SETTLE, view)
            if pw.effect == "reduce" and (pw.kind is None or pw.kind is world.goods)]


def settle_cost(obs: Observation, cid: int, lang: str = DEFAULT) -> Breakdown:
    """The cost in cards of a non-military world: printed cost less Settle reductions."""
    view = phase_view(obs)
    world = obs.card(cid)
    parts = [Part(msg("label.printed_cost", lang), world.cost)]
    parts += settle_reduction_parts(obs, world, view, lang)
    return _bd(parts, floor=0, certain=view.certain)


def military(obs: Observation, world: Card | None = None, lang: str = DEFAULT,
             view: PhaseView | None = None) -> Breakdown:
    """Military strength against ``world`` (None: plain military): every military power
    that applies, and temporary military gained earlier in this Settle phase."""
    view = view or phase_view(obs)
    parts: list[Part] = []
    for cid, _, pw in active_powers(obs, Phase.SETTLE, view):
        if pw.effect != "military" or not _military_applies(pw, world):
            continue
        parts.append(Part(_name(obs, cid, lang), pw.value("n")))
    if view.temp_military and obs.phase == "settle":
        parts.append(Part(msg("label.temp_military", lang), view.temp_military))
    return _bd(parts, certain=view.certain)


def _military_applies(pw: Power, world: Card | None) -> bool:
    if pw.kind is not None and (world is None or world.goods is not pw.kind):
        return False
    return pw.against is None or (world is not None and world.has(pw.against))


def specialised_military(obs: Observation, world: Card | None, lang: str = DEFAULT
                         ) -> list[tuple[str, Power]]:
    """Military powers of this player that do not apply against ``world``."""
    return [(_name(obs, cid, lang), pw) for cid, _, pw in active_powers(obs, Phase.SETTLE)
            if pw.effect == "military" and not _military_applies(pw, world)]


MethodKind = Literal["pay", "zero", "conquer", "contact", "contact_zero"]


@dataclass(frozen=True)
class Method:
    """One legal way to place a world, as the engine offers it in the payment decision."""

    option_id: str
    kind: MethodKind
    min_cards: int
    max_cards: int
    cost: Breakdown | None = None  # cards to pay (pay, contact)
    military: Breakdown | None = None  # military used to conquer (with a discarded card)
    defence: int = 0
    uses: tuple[int, ...] = ()  # tableau cards used: Colony Ship, Contact Specialist, NMT
    from_hand: int = 0  # Space Mercenaries: hand cards that may be discarded for military


@dataclass(frozen=True)
class Refusal:
    """A way to place a world that does not work here, and why (a text)."""

    text: str
    rule: str  # a reference key in [ref]
    card: int | None = None  # the tableau card whose power this is about, if any


@dataclass
class SettleAnalysis:
    world: int
    methods: list[Method] = field(default_factory=list)
    refusals: list[Refusal] = field(default_factory=list)
    certain: bool = True


def settle_analysis(obs: Observation, cid: int, lang: str = DEFAULT) -> SettleAnalysis:
    """Every way the observing player can place world ``cid`` from hand (as the engine's
    ``settle_methods``), and for each way that fails, why."""
    view = phase_view(obs)
    w = obs.card(cid)
    out = SettleAnalysis(cid, certain=view.certain)
    rest = other_hand_cards(obs, cid)
    powers = active_powers(obs, Phase.SETTLE, view)
    zero = [c for c, _, pw in powers if pw.effect == "reduce_to_zero"]
    alien = w.goods is GoodsKind.ALIEN
    name = card_name(w, lang)

    def cost_of(parts: list[Part]) -> Breakdown:
        return _bd(parts, floor=0, certain=view.certain)

    def pay(oid: str, kind: MethodKind, cost: Breakdown, uses: tuple[int, ...] = ()) -> None:
        if rest >= cost.total:
            out.methods.append(Method(oid, kind, cost.total, cost.total, cost=cost,
                                      defence=w.cost, uses=uses))
        else:
            key = "why.cannot_pay_with" if uses else "why.cannot_pay"
            out.refusals.append(Refusal(msg(key, lang, card=name, cost=cost.sum_text(lang),
                                            total=cost.total, hand=rest,
                                            power=_name(obs, uses[0], lang) if uses else ""),
                                        "powers_settle" if uses else "settle",
                                        uses[0] if uses else None))

    reductions = settle_reduction_parts(obs, w, view, lang)
    if not w.military:
        pay("pay", "pay", cost_of([Part(msg("label.printed_cost", lang), w.cost), *reductions]))
        for z in zero:
            if alien:
                out.refusals.append(Refusal(msg("why.zero_alien", lang,
                                                power=_name(obs, z, lang), card=name),
                                            "powers_settle", z))
            else:
                out.methods.append(Method(f"zero:{z}", "zero", 0, 0, defence=w.cost, uses=(z,)))
        return out
    mil = military(obs, w, lang, view)
    hand_mil = max((pw.value("n") for _, _, pw in powers
                    if pw.effect == "military_from_hand"), default=0)
    mercs = [c for c, _, pw in powers if pw.effect == "military_from_hand"]
    temps = [(c, pw.value("n")) for c, _, pw in powers if pw.effect == "temp_military"]
    extra = min(hand_mil, rest)
    for tc, tn in [(None, 0), *temps]:
        parts = list(mil.parts)
        if tc is not None:
            parts.append(Part(_name(obs, tc, lang), tn))
        strength = _bd(parts, certain=view.certain)
        need = max(0, w.cost - strength.total)
        if tc is not None and mil.total >= w.cost:
            continue  # the temporary boost is not needed
        if need > extra:
            if tc is None:
                key = "why.military_short_hand" if hand_mil else "why.military_short"
                out.refusals.append(Refusal(msg(
                    key, lang, card=name, defence=w.cost, military=strength.list_text(),
                    short=w.cost - strength.total, hand=extra,
                    power=", ".join(_name(obs, m, lang) for m in mercs)), "settle"))
            else:
                out.refusals.append(Refusal(msg(
                    "why.temp_short", lang, power=_name(obs, tc, lang), n=tn, card=name,
                    military=strength.total, defence=w.cost), "settle", tc))
            continue
        oid = "conquer" if tc is None else f"conquer:{tc}"
        out.methods.append(Method(oid, "conquer", need, extra, military=strength,
                                  defence=w.cost, uses=() if tc is None else (tc,),
                                  from_hand=extra))
    if not any(pw.effect == "pay_military" for _, _, pw in powers):
        for z in zero:
            out.refusals.append(Refusal(msg("why.zero_military", lang,
                                            power=_name(obs, z, lang), card=name),
                                        "powers_settle", z))
    for c, _, pw in powers:
        if pw.effect != "pay_military":
            continue
        if alien:
            out.refusals.append(Refusal(msg("why.contact_alien", lang,
                                            power=_name(obs, c, lang), card=name),
                                        "powers_settle", c))
            continue
        parts = [Part(msg("label.defence", lang), w.cost),
                 Part(_name(obs, c, lang), -pw.value("n")), *reductions]
        pay(f"contact:{c}", "contact", cost_of(parts), (c,))
        for z in zero:
            out.methods.append(Method(f"contact:{c}:zero:{z}", "contact_zero", 0, 0,
                                      defence=w.cost, uses=(c, z)))
    return out


# --------------------------------------------------------------------------- IV: consume


def trade_value(obs: Observation, world: int, with_bonuses: bool = True,
                lang: str = DEFAULT) -> Breakdown:
    """Cards for selling the good on ``world``: its kind's value plus trade powers."""
    kind = obs.card(world).goods
    assert kind is not None, "only a world with a goods kind holds goods"
    parts = [Part(msg(f"label.trade_{kind.value}", lang), kind.trade_value)]
    if with_bonuses:
        from rftg.core.phases.consume import sale_bonuses

        powers = ((cid, pw) for cid, _, pw in active_powers(obs, Phase.CONSUME))
        tableau = [obs.card(c) for c in obs.mine.tableau]
        for owner, pw, n in sale_bonuses(obs.card(world), world, powers, tableau):
            cid = int(owner)  # type: ignore[call-overload]
            if pw.effect == "trade_bonus_chromosome":
                parts.append(Part(msg("label.chromosome", lang, card=_name(obs, cid, lang),
                                      n=n), n))
            else:
                parts.append(Part(_name(obs, cid, lang), n))
    return _bd(parts)


@dataclass(frozen=True)
class ConsumeUse:
    """One consume power usable now (before knowing which were used already)."""

    option_id: str
    card: int
    index: int
    power: Power
    goods: tuple[int, ...]  # what the option picks from (goods' worlds, or hand cards)
    min_cards: int
    max_cards: int
    mandatory: bool
    vp: Breakdown  # VP for the fullest use (doubled with 2x VP where the rules say)
    cards: Breakdown  # cards drawn for the fullest use (trade: the best good)


@dataclass(frozen=True)
class ConsumeMiss:
    """A consume power of this player that cannot be used now, and why."""

    card: int
    index: int
    power: Power
    text: str


def _goods_for(obs: Observation, pw: Power, world: int) -> list[int]:
    out = []
    for w in obs.mine.goods:
        if pw.this_world and w != world:
            continue
        if pw.kind is not None and obs.card(w).goods is not pw.kind:
            continue
        out.append(w)
    return out


def consume_uses(obs: Observation, lang: str = DEFAULT
                 ) -> tuple[list[ConsumeUse], list[ConsumeMiss]]:
    """Every consume power that could be used now with the goods and hand this player has
    (the engine also leaves out those already used in this phase), and the others."""
    me = obs.mine
    double = Action.DOUBLE in me.actions
    uses: list[ConsumeUse] = []
    misses: list[ConsumeMiss] = []
    nkinds = len({obs.card(w).goods for w in me.goods})

    def vp_of(per: int, k: int, doubled: bool = True) -> Breakdown:
        parts = [Part(msg("label.vp_each", lang, n=k), per * k)]
        if double and doubled and per * k:
            parts.append(Part(msg("label.bonus_double", lang), per * k))
        return _bd(parts)

    def cards_of(n: int) -> Breakdown:
        return _bd([Part(msg("label.cards", lang), n)])

    for cid, i, pw in active_powers(obs, Phase.CONSUME):
        if pw.is_trade:
            misses.append(ConsumeMiss(cid, i, pw, msg("why.trade_power", lang,
                                                      card=_name(obs, cid, lang))))
            continue
        oid = f"use:{cid}:{i}"
        e = pw.effect
        mandatory = not pw.is_optional
        name = _name(obs, cid, lang)
        got: ConsumeUse | None = None
        miss = ""
        if e == "consume":
            goods = _goods_for(obs, pw, cid)
            k = min(pw.value("count"), len(goods))
            if k:
                got = ConsumeUse(oid, cid, i, pw, tuple(goods), k, k, mandatory,
                                 vp_of(pw.value("vp"), k), cards_of(pw.value("cards") * k))
            else:
                key = ("why.no_goods_this" if pw.this_world
                       else "why.no_goods_kind" if pw.kind else "why.no_goods")
                miss = msg(key, lang, card=name, kind=_kind(pw.kind, lang))
        elif e == "consume_exact":
            goods = _goods_for(obs, pw, cid)
            k = pw.value("count")
            if len(goods) >= k:
                got = ConsumeUse(oid, cid, i, pw, tuple(goods), k, k, mandatory,
                                 vp_of(pw.value("vp"), 1), cards_of(pw.value("cards")))
            else:
                miss = msg("why.too_few_goods_kind" if pw.kind else "why.too_few_goods", lang,
                           card=name, count=k, have=len(goods), kind=_kind(pw.kind, lang))
        elif e == "consume_distinct":
            k = pw.value("count")
            if nkinds >= k:
                got = ConsumeUse(oid, cid, i, pw, tuple(me.goods), k, k, mandatory,
                                 vp_of(pw.value("vp"), 1), cards_of(pw.value("cards")))
            else:
                miss = msg("why.too_few_kinds", lang, card=name, count=k, have=nkinds)
        elif e == "consume_all":
            n = len(me.goods)
            if n:
                per = max(0, pw.value("vp") * n - 1)
                parts = [Part(msg("label.goods_less_one", lang, n=n), per)]
                if double and per:
                    parts.append(Part(msg("label.bonus_double", lang), per))
                got = ConsumeUse(oid, cid, i, pw, tuple(me.goods), n, n, mandatory,
                                 _bd(parts), cards_of(0))
            else:
                miss = msg("why.no_goods", lang, card=name)
        elif e == "trade":
            if me.goods:
                best = max(trade_value(obs, w, bool(pw.bonuses), lang).total for w in me.goods)
                got = ConsumeUse(oid, cid, i, pw, tuple(me.goods), 1, 1, mandatory,
                                 _bd([]), cards_of(best))
            else:
                miss = msg("why.no_goods", lang, card=name)
        elif e == "discard_hand":
            if obs.hand:
                k = min(pw.value("count"), len(obs.hand))
                got = ConsumeUse(oid, cid, i, pw, tuple(obs.hand), 1, k, mandatory,
                                 vp_of(pw.value("vp"), k, doubled=False), cards_of(0))
            else:
                miss = msg("why.no_hand", lang, card=name)
        elif e == "draw":
            got = ConsumeUse(oid, cid, i, pw, (), 0, 0, mandatory, _bd([]),
                             cards_of(pw.value("n")))
        elif e == "gamble":
            if obs.deck_size or obs.discard_size:
                got = ConsumeUse(oid, cid, i, pw, (), 0, 0, mandatory, _bd([]), cards_of(0))
            else:
                miss = msg("why.no_deck", lang, card=name)
        if got is not None:
            uses.append(got)
        else:
            misses.append(ConsumeMiss(cid, i, pw, miss))
    return uses, misses


def _kind(kind: GoodsKind | None, lang: str) -> str:
    return "" if kind is None else msg(f"label.kind_{kind.value}", lang)


# --------------------------------------------------------------------------- V: produce


@dataclass(frozen=True)
class ProduceUse:
    option_id: str
    card: int | None  # None: the Produce bonus
    worlds: tuple[int, ...]  # where the good may go
    discard: bool  # a hand card is discarded to produce
    mandatory: bool


def empty_windfall(obs: Observation, kind: GoodsKind | None = None) -> tuple[int, ...]:
    me = obs.mine
    return tuple(c for c in me.tableau if obs.card(c).windfall and c not in me.goods
                 and (kind is None or obs.card(c).goods is kind))


def produce_uses(obs: Observation) -> list[ProduceUse]:
    """Every windfall / discard-to-produce step possible now (the engine leaves out the
    bonus once used and powers already used in this phase)."""
    me = obs.mine
    out: list[ProduceUse] = []
    if Action.PRODUCE in me.actions:
        worlds = empty_windfall(obs)
        if worlds:
            out.append(ProduceUse("bonus", None, worlds, False, False))
    for cid, i, pw in active_powers(obs, Phase.PRODUCE):
        oid = f"use:{cid}:{i}"
        if pw.effect == "windfall":
            worlds = empty_windfall(obs, pw.kind)
            if worlds:
                out.append(ProduceUse(oid, cid, worlds, False, True))
        elif pw.effect == "discard_produce" and obs.hand:
            if pw.target == "this":
                if cid not in me.goods:
                    out.append(ProduceUse(oid, cid, (cid,), True, False))
            else:
                for w in empty_windfall(obs):
                    out.append(ProduceUse(f"{oid}:{w}", cid, (w,), True, False))
    return out


def produce_draws(obs: Observation, lang: str = DEFAULT) -> list[tuple[int, Power, str]]:
    """The draw powers of this player in Produce, each with what it counts (a text)."""
    out = []
    for cid, _, pw in active_powers(obs, Phase.PRODUCE):
        if pw.effect.startswith("draw"):
            out.append((cid, pw, msg(f"produce_draw.{pw.effect}", lang, n=pw.value("n"),
                                     kind=_kind(pw.kind, lang), card=_name(obs, cid, lang))))
    return out


# --------------------------------------------------------------------------- round end, setup


def hand_excess(obs: Observation, lang: str = DEFAULT) -> Breakdown:
    """Cards to discard at the end of the round: hand size over the limit of 10."""
    return _bd([Part(msg("label.hand", lang), len(obs.hand)),
                Part(msg("label.hand_limit", lang), -HAND_LIMIT)], floor=0)


def initial_discard(obs: Observation, lang: str = DEFAULT) -> Breakdown:
    """Cards to discard at the start: 2, or what the start world says (Ancient Race: 3)."""
    start = obs.mine.start
    n = obs.card(start).initial_discard if start >= 0 else None
    if n:
        return _bd([Part(card_name(obs.card(start), lang), n)])
    return _bd([Part(msg("label.initial_discard", lang), 2)])
