"""New Frontiers' hints: the hard player's choice for the decision pending, and why, in the
player's own numbers.

The choice IS the hard player's (``HardNf(HINT_SEED).decide`` on the seat's observation
with the engine's sampler): following every hint plays as the hard player plays. The
reason says what the choice does with the numbers the engine then works with -- colonists
placed, credits paid after discounts (the printed cost and each discount), military
against the defence (with the temporary military and the goods it costs), the VP and
credits a Trade/Consume plan brings -- and the play-outs behind a searched choice; the
alternatives follow, each with its play-outs. The typed fields (``credits``, ``colonists``,
``military``, ``defence``, ``vp``) are the numbers the text quotes (the truth test checks
them against the engine). Texts: ``content/text/<lang>/hints_newfrontiers.toml``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rftg.core.decisions import Choice, Decision, Option
from rftg.core.engine import Game
from rftg.core.lang import resolve
from rftg.core.lang import text as _text
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.moves import (
    Buy,
    Colonists,
    How,
    NfKind,
    Pass,
    Pick,
    Sell,
    Settle,
    Windfall,
)
from rftg.core.newfrontiers.observe import NfObservation
from rftg.core.newfrontiers.state import ActionNow, NfAction, NfState
from rftg.core.newfrontiers.text import option_label
from rftg.core.newfrontiers.tiles import Act, Effect, say
from rftg.core.text import number
from rftg.solver.newfrontiers.hard import (
    DEFAULT_BUDGET,
    HardNf,
    NfBudget,
    NfVerdict,
    Outcome,
)
from rftg.solver.newfrontiers.planner import ConsumePlan, Planned, plan_consume, plan_develop
from rftg.solver.playouts import WIN

HINT_SEED = 0
MAX_OTHERS = 6  # options listed as also possible where nothing was searched


def _t(key: str, lang: str | None, **values: object) -> str:
    return _text("hints_newfrontiers", f"hint.{key}", lang, **values)


@dataclass(frozen=True)
class NfHint:
    """A hint: the ``choice``, the ``reason`` (first line) and further lines; the numbers
    it quotes (None where it quotes none): credits paid (Settle, Develop) or gained
    (Trade/Consume), colonists placed on a world or taken (a Settle pick: the colonists
    to settle with), military against the defence, VP gained; for a pick, what the
    action brings the picker at once."""

    choice: Choice
    reason: str
    details: tuple[str, ...] = ()
    credits: int | None = None
    colonists: int | None = None
    military: int | None = None
    defence: int | None = None
    vp: int | None = None
    tile: int | None = None  # the development a Develop pick's cost is for


def hint(game: Game[Any], seat: int, budget: Any, cancelled: Callable[[], bool] | None,
         lang: str | None) -> NfHint:
    """The hint for ``seat``'s pending decision (ValueError if there is none), from its
    observation and the engine's sampler for it."""
    obs = game.observe(seat)
    if obs.decision is None:
        raise ValueError(say("hint.no_decision", lang))
    sampler = game.sampler(seat)
    return hint_for(obs, sampler, budget if isinstance(budget, NfBudget) else DEFAULT_BUDGET,
                    cancelled, lang)


def hint_for(obs: NfObservation, sampler: Any, budget: NfBudget = DEFAULT_BUDGET,
             cancelled: Callable[[], bool] | None = None, lang: str | None = None) -> NfHint:
    lang = resolve(lang)
    d = obs.decision
    if d is None:
        raise ValueError(say("hint.no_decision", lang))
    return worded(obs, HardNf(HINT_SEED, budget, cancelled).decide(obs, sampler), lang)


def worded(obs: NfObservation, verdict: NfVerdict, lang: str | None = None) -> NfHint:
    """The hard player's ``verdict`` on ``obs.decision`` as a hint, worded in ``lang``."""
    lang = resolve(lang)
    d = obs.decision
    assert d is not None
    choice = verdict.choice
    option = d.option(choice.move)
    assert option is not None
    view, me = obs.view, obs.me
    label = option_label(option, lang)
    move = choice.move
    lines: list[str] = []
    numbers: dict[str, int] = {}
    if verdict.consume is not None:
        reason = _consume(view, me, d, verdict.consume, lines, numbers, lang)
    elif isinstance(move, Settle):
        reason = _settle(view, me, move, choice, lines, numbers, lang)
    elif isinstance(move, Colonists):
        numbers["colonists"] = move.n
        reason = _t("colonists", lang, n=move.n, have=view.players[me].colonists,
                    after=view.players[me].colonists + move.n)
    elif isinstance(move, Buy):
        reason = _develop(view, me, move, d, verdict.planned, lines, numbers, lang)
    elif isinstance(move, Pick):
        reason = _t("pick", lang, option=label)
        lines += _pick_now(view, me, move.action, numbers, lang)
    else:
        reason = _t("choose", lang, option=label)
    if verdict.ranked:
        _searched(d, verdict.ranked, lines, lang)
    elif d.kind not in (NfKind.TRADE, NfKind.CONSUME):
        lines.append(_t("rule_of_thumb", lang) if verdict.planned is None
                     else _t("planned", lang))
        others = [o for o in d.options if o.move != move][:MAX_OTHERS]
        lines += [_t("other", lang, option=option_label(o, lang)) for o in others]
    return NfHint(choice, reason, tuple(lines), numbers.get("credits"),
                  numbers.get("colonists"),
                  numbers.get("military"), numbers.get("defence"), numbers.get("vp"),
                  numbers.get("tile"))


def _names(view: NfState, tiles: Sequence[int], lang: str) -> str:
    return ", ".join(view.t[x].label(lang) for x in tiles)


def _parts(view: NfState, parts: Sequence[tuple[int, int]], lang: str) -> str:
    """The changes of a sum in words: "-1 bonus, -2 Galactic Trendsetters"."""
    out = []
    for tile, n in parts:
        who = _t("bonus", lang) if tile == rules.BONUS else view.t[tile].label(lang)
        out.append(f"{n:+d} {who}")
    return ", ".join(out)


def _settle(view: NfState, me: int, move: Settle, choice: Choice, lines: list[str],
            numbers: dict[str, int], lang: str) -> str:
    p = view.players[me]
    world = view.t[move.world]
    numbers["colonists"] = world.colonists
    name = world.label(lang)
    if move.how is How.CONQUER:
        boosts = rules.boosts_left(view, me)
        extra = sum(n for t, n in boosts if t in move.boosts)
        strength = rules.military(view, me, world, extra)
        numbers["military"] = strength.total
        numbers["defence"] = world.cost
        reason = _t("conquer", lang, world=name, n=world.colonists, have=p.colonists,
                    military=strength.total, defence=world.cost, vp=world.vp)
        if strength.parts:
            lines.append(_t("military_parts", lang, parts=_parts(view, strength.parts, lang)))
        if move.boosts:
            lines.append(_t("boosts", lang, powers=_names(view, move.boosts, lang),
                            goods=_names(view, choice.cards, lang), n=len(choice.cards)))
        return reason
    contact, power = 0, ""
    if move.how is How.CONTACT:
        tile, contact = max(((t, pw.n) for t, _, pw in rules.powers(view, me, Act.SETTLE,
                                                                    Effect.CONTACT)),
                            key=lambda x: x[1])
        power = view.t[tile].label(lang)
    cost = rules.settle_cost(view, me, world, move.kind, contact)
    numbers["credits"] = cost.total
    reason = _t("contact" if contact else "settle", lang, world=name, n=world.colonists,
                have=p.colonists, cost=cost.total, credits=p.credits,
                left=p.credits - cost.total, vp=world.vp, defence=world.cost, power=power)
    if cost.parts:
        lines.append(_t("cost_parts", lang, printed=cost.printed,
                        parts=_parts(view, cost.parts, lang)))
    return reason


def _develop(view: NfState, me: int, move: Buy, d: Decision, planned: Planned | None,
             lines: list[str], numbers: dict[str, int], lang: str) -> str:
    p = view.players[me]
    dev = view.t[move.tile]
    cost = rules.develop_cost(view, me, dev, view.now.picker == me)  # the picker's bonus
    numbers["credits"] = cost.total
    reason = _t("develop", lang, tile=dev.label(lang), cost=cost.total, credits=p.credits,
                left=p.credits - cost.total,
                vp=_t("vp_unknown", lang) if dev.vp_per and not dev.vp else
                _t("vp", lang, n=dev.vp))
    if cost.parts:
        lines.append(_t("cost_parts", lang, printed=cost.printed,
                        parts=_parts(view, cost.parts, lang)))
    if planned is not None and planned.follow is not None:
        f = planned.follow.move
        assert isinstance(f, Settle)
        world = view.t[f.world]
        if f.how is How.CONQUER:
            lines.append(_t("then_conquer", lang, world=world.label(lang),
                            military=f.military, defence=world.cost))
        else:
            lines.append(_t("then_settle", lang, world=world.label(lang), cost=f.cost))
    return reason


def _consume(view: NfState, me: int, d: Decision, plan: ConsumePlan, lines: list[str],
             numbers: dict[str, int], lang: str) -> str:
    p = view.players[me]
    numbers["vp"] = plan.vp
    numbers["credits"] = plan.credits
    if plan.sell is not None:
        kind = p.goods[plan.sell]
        lines.append(_t("sell", lang, colony=view.t[plan.sell].label(lang),
                        kind=say(f"kind.{kind.value}", lang), price=plan.price))
    elif d.kind == NfKind.TRADE:
        lines.append(_t("sell_none", lang))
    for u in plan.uses:
        lines.append(_t("use", lang, tile=view.t[u.tile].label(lang),
                        goods=_names(view, u.goods, lang), n=len(u.goods), vp=u.vp,
                        credits=u.credits))
    if plan.free_vp or plan.free_credits:
        lines.append(_t("free", lang, vp=plan.free_vp, credits=plan.free_credits))
    if plan.prosper:
        tiles = [t for t, _, _ in rules.powers(view, me, Act.CONSUME, Effect.PROSPER)]
        lines.append(_t("prosper", lang, tiles=_names(view, tiles, lang), vp=plan.prosper))
    kept = [c for c in rules.goods_at(p) if c != plan.sell
            and all(c not in u.goods for u in plan.uses)]
    if kept:
        lines.append(_t("kept", lang, goods=_names(view, kept, lang)))
    if d.kind == NfKind.TRADE:  # the other sales, each with its best plan after it
        alts: list[str] = []
        for o in d.options:
            other = o.move
            if isinstance(other, Sell) and other.colony != plan.sell:
                alt = plan_consume(view, me, True, sale=other.colony)
                alts.append(_t("consume_alt", lang, option=option_label(o, lang),
                                vp=alt.vp, credits=alt.credits))
            elif isinstance(other, Pass) and plan.sell is not None:
                alt = plan_consume(view, me, True, no_sale=True)
                alts.append(_t("consume_alt", lang, option=option_label(o, lang),
                                vp=alt.vp, credits=alt.credits))
        if alts:
            lines += [_t("consume_others", lang), *alts]
    if not plan.uses and plan.sell is None:
        first = _t("stop", lang) if d.kind == NfKind.CONSUME else _t("sell_nothing", lang)
    elif d.kind == NfKind.TRADE:
        first = (_t("sell_first", lang, colony=view.t[plan.sell].label(lang),
                    price=plan.price) if plan.sell is not None else _t("sell_nothing", lang))
    else:
        u = plan.uses[0]
        first = _t("use_first", lang, tile=view.t[u.tile].label(lang),
                   goods=_names(view, u.goods, lang))
    return _t("consume", lang, first=first, vp=plan.vp, credits=plan.credits)


def _pick_now(view: NfState, me: int, action: NfAction, numbers: dict[str, int],
              lang: str) -> list[str]:
    """What the action brings the picker at once, in its numbers: the picker acts first,
    with the bonus, on the table as it is now (``numbers``: what the truth test checks:
    the Trade/Consume plan's VP with the bonus and credits, a development's cost with the
    bonus, the colonists to settle with)."""
    view = view.clone()  # as the action starts: every tile of the empire works in it
    view.now = ActionNow.fresh(len(view.players), action, me)
    p = view.players[me]
    if action is NfAction.TRADE:
        plan = plan_consume(view, me, True)
        numbers["vp"], numbers["credits"] = plan.vp + 1, plan.credits
        return [_t("pick_trade", lang, vp=plan.vp + 1, credits=plan.credits)]
    if action is NfAction.DEVELOP:
        options = [o for o in rules.develop_options(view, me, True) if isinstance(o.move, Buy)]
        if not options:
            return [_t("pick_develop_none", lang, credits=p.credits)]
        planned = plan_develop(view, me, Decision(me, NfKind.DEVELOP,
                                                  (*options, Option(Pass("develop"))),
                                                  "nf.develop"))
        buy = planned.choice.move
        if not isinstance(buy, Buy):
            return [_t("pick_develop_none", lang, credits=p.credits)]
        numbers["credits"] = buy.cost
        numbers["tile"] = buy.tile
        return [_t("pick_develop", lang, tile=view.t[buy.tile].label(lang), cost=buy.cost,
                   credits=p.credits)]
    if action is NfAction.SETTLE:
        bonus = 1 if view.supply > 0 else 0
        numbers["colonists"] = p.colonists + bonus
        return [_t("pick_settle", lang, n=bonus, have=p.colonists + bonus)]
    if action is NfAction.PRODUCE:
        made = sum(min(len(cs), view.goods[k]) for k, cs in rules.production(view, me).items())
        windfall = len({o.move.colony for o in rules.windfall_options(view, me)
                        if isinstance(o.move, Windfall)})
        if not windfall:
            return [_t("pick_produce_plain", lang, goods=made, credits=view.produce_credits)]
        return [_t("pick_produce", lang, goods=made, credits=view.produce_credits,
                   windfall=windfall)]
    if action is NfAction.RETREAT:
        return [_t("pick_retreat", lang, credits=p.credits + 2)]
    return []


def _margin(x: float, lang: str) -> str:
    if abs(x) < 0.05:
        return _t("level", lang)
    return _t("ahead" if x > 0 else "behind", lang, vp=number(abs(x), ".1f", lang))


def played_out(best: Outcome, mine: Outcome, lang: str | None = None) -> str:
    """A review's why, from the play-outs: how the better choice and the choice made
    finished on the same samples."""
    lang = resolve(lang)
    return _t("review", lang, games=best.games, margin=_margin(best.margin, lang),
              wins=number(best.wins, "g", lang), mine=_margin(mine.margin, lang),
              mine_wins=number(mine.wins, "g", lang), win=number(WIN, "g", lang))


def _searched(d: Decision, ranked: Sequence[Outcome], lines: list[str], lang: str) -> None:
    best = ranked[0]
    lines.append(_t("why", lang, games=best.games, margin=_margin(best.margin, lang),
                    wins=number(best.wins, "g", lang)))
    if len(ranked) > 1:
        lines.append(_t("alternatives", lang, win=number(WIN, "g", lang)))
    for alt in ranked[1:]:
        option = d.option(alt.choice.move)
        assert option is not None
        lines.append(_t("alt", lang, choice=option_label(option, lang),
                        margin=_margin(alt.margin, lang), wins=number(alt.wins, "g", lang),
                        games=alt.games))

