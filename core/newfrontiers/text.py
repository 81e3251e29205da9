"""New Frontiers' texts: option labels from moves, decision prompts, the log from events,
powers and tiles in words, all through the text catalogue
(``content/text/<lang>/newfrontiers.toml``) in the rulebook's own words. Nothing reads
these texts back; the language changes no behaviour."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rftg.core.decisions import Decision, Option
from rftg.core.ending import GameEnded
from rftg.core.gamestate import Event, RoundStarted
from rftg.core.lang import catalogue, fill
from rftg.core.newfrontiers import events as ev
from rftg.core.newfrontiers.kinds import NfAction
from rftg.core.newfrontiers.moves import (
    Buy,
    Colonists,
    GiveBack,
    How,
    KeepGoal,
    Pass,
    Pick,
    ProduceOn,
    Reveal,
    Sell,
    Settle,
    Side,
    StoreCredits,
    StoreGoods,
    StoreWorld,
    Swap,
    Take,
    Use,
    Windfall,
)
from rftg.core.newfrontiers.tiles import (
    Effect,
    GoalTile,
    Kind,
    NfTiles,
    Power,
    Tile,
    VpPer,
    say,
)


def action_name(action: NfAction, lang: str | None = None) -> str:
    return say(f"action.{action.value}", lang)


def kind_name(kind: Kind, lang: str | None = None) -> str:
    return say(f"kind.{kind.value}", lang)


def tile_name(tile: Tile, lang: str | None = None) -> str:
    return tile.label(lang)


def goal_name(goal: GoalTile, lang: str | None = None) -> str:
    return goal.label(lang)


def world_brief(tile: Tile, lang: str | None = None) -> str:
    """"defence 3, 1 colonist, 2 VP, Rebellen" / "cost 2, ... production, Gene"."""
    parts = [say("tile.defence" if tile.military else "tile.cost", lang, n=tile.cost)]
    if tile.is_world:
        parts.append(say("tile.colonists", lang, n=tile.colonists))
    parts.append(say("tile.vp_unknown", lang) if tile.vp_per and not tile.vp
                 else say("tile.vp", lang, n=tile.vp))
    if tile.is_world:
        goods = say(f"goods.{tile.goods.value}", lang)
        if tile.joker:
            goods += " " + say("kind.any", lang)
        elif tile.kind is not None:
            goods += " " + kind_name(tile.kind, lang)
        parts.append(goods)
    parts += [say(f"keyword.{k.value}", lang) for k in sorted(tile.keywords)]
    return ", ".join(parts)


def _against(power: Power, lang: str | None) -> str:
    if power.keyword is not None:
        return say("power.against", lang, what=say(f"keyword.{power.keyword.value}", lang))
    if power.kind is not None:
        return say("power.against", lang, what=kind_name(power.kind, lang))
    return ""


def power_text(power: Power, lang: str | None = None) -> str:
    """One power in words, with its action ("Siedeln: +2 Militär")."""
    e = power.effect
    kind = kind_name(power.kind, lang) if power.kind is not None else ""
    if e is Effect.DISCOUNT:
        key = "develop_discount_large" if power.large else (
            "develop_discount" if power.act.value == "develop" else
            "settle_discount_kind" if power.kind else "settle_discount")
        body = say(f"power.{key}", lang, n=power.n, kind=kind)
    elif e is Effect.DRAW:
        body = say(f"power.{power.act.value}_draw", lang, n=power.n)
    elif e is Effect.COLONISTS:
        body = say(f"power.{power.act.value}_colonists", lang, n=power.n)
    elif e is Effect.CREDITS:
        key = f"{power.act.value}_credits"
        if power.act.value == "produce":
            key = "produce_credits_this" if power.this else (
                "produce_credits_kind" if power.kind else "produce_credits")
        elif power.act.value == "settle" and power.military is not None:
            key = "settle_credits_military" if power.military else "settle_credits_civil"
        body = say(f"power.{key}", lang, n=power.n, kind=kind)
    elif e is Effect.MILITARY:
        body = say("power.military", lang, n=power.n) + _against(power, lang)
    elif e is Effect.TEMP_MILITARY:
        body = say("power.temp_military", lang, n=power.n)
    elif e is Effect.CONTACT:
        body = say("power.contact", lang, n=power.n)
    elif e is Effect.SECOND_WORLD:
        body = say("power.second_world", lang)
    elif e is Effect.SWAP:
        body = say("power.swap_this" if power.this else "power.swap", lang, n=power.n)
    elif e is Effect.COMPARE:
        gains = _gains(power.vp, power.credits, lang)
        body = say("power.compare", lang, kind=kind, gains=gains)
    elif e is Effect.BONUS:
        key = "trade_this" if power.this else "trade_kind" if power.kind else "trade"
        body = say(f"power.{key}", lang, n=power.n, kind=kind)
    elif e is Effect.PROSPER:
        body = say("power.prosper", lang, n=power.n)
    else:
        body = consume_text(power, lang)
    text = say("power.line", lang, action=say(f"act.{power.act.value}", lang), power=body)
    return say("power.optional", lang, power=text) if power.optional else text


def _gains(vp: int, credits: int, lang: str | None) -> str:
    parts = []
    if vp:
        parts.append(say("power.vp", lang, n=vp))
    if credits:
        parts.append(say("power.credits", lang, n=credits))
    return say("power.and", lang).join(parts)


def consume_text(power: Power, lang: str | None = None) -> str:
    if power.goods == 0:
        return say("power.consume_free", lang, gains=_gains(power.vp, power.credits, lang))
    what = say("power.goods_kind", lang, n=power.goods, kind=kind_name(power.kind, lang)) \
        if power.kind is not None else say("power.goods", lang, n=power.goods)
    if power.different:
        what = say("power.goods_different", lang, n=power.goods)
    if power.up_to:
        what = say("power.up_to", lang, goods=what)
    gains = _gains(power.vp, power.credits, lang)
    key = "consume_each" if power.per_good else "consume"
    return say(f"power.{key}", lang, goods=what, gains=gains)


def condition_text(cond: VpPer, lang: str | None = None) -> str:
    """One condition of a "?" ("2 SP je Gene-Kolonie")."""
    parts = []
    if cond.military is not None:
        parts.append(say("cond.military" if cond.military else "cond.civil", lang))
    if cond.keyword is not None:
        parts.append(say(f"keyword.{cond.keyword.value}", lang))
    if cond.kind is not None:
        parts.append(kind_name(cond.kind, lang))
    if cond.goods is not None:
        parts.append(say(f"goods.{cond.goods.value}", lang))
    if cond.large is not None:
        parts.append(say("cond.large" if cond.large else "cond.small", lang))
    if cond.act is not None:
        parts.append(say("cond.act", lang, action=say(f"act.{cond.act.value}", lang)))
    what = say(f"cond.{cond.of}", lang)
    return say("cond.line", lang, n=cond.vp, what=" ".join([*parts, what]))


def tile_lines(tile: Tile, lang: str | None = None) -> list[str]:
    """A tile in words: its name, its values, its powers, its "?" and what is
    reconstructed."""
    lines = [f"{tile.label(lang)} ({say(f'type.{tile.type.value}', lang)})",
             "  " + world_brief(tile, lang)]
    if tile.large:
        lines.append("  " + say("tile.large", lang))
    lines += ["  " + power_text(p, lang) for p in tile.powers]
    if tile.vp_per:
        lines.append("  " + say("tile.question", lang,
                                conditions="; ".join(condition_text(c, lang)
                                                     for c in tile.vp_per)))
    if tile.reconstructed:
        lines.append("  " + say("tile.reconstructed", lang,
                                fields=", ".join(tile.reconstructed)))
    return lines


# --------------------------------------------------------------------------- options


def _o(key: str, lang: str | None, **values: Any) -> str:
    return say(f"option.{key}", lang, **values)


def option_label(option: Option, lang: str | None = None) -> str:
    """The text of one option, from its move (``option.deck``: the game's tiles)."""
    m = option.move
    deck: Sequence[Any] = option.deck

    def t(tid: int) -> str:
        return deck[tid].label(lang) if deck else str(tid)

    if isinstance(m, Pick):
        return action_name(m.action, lang)
    if isinstance(m, Side):
        return _o("side_back" if m.back else "side_front", lang, home=t(m.home))
    if isinstance(m, Reveal):
        return _o("reveal" if m.yes else "keep_hidden", lang)
    if isinstance(m, Pass):
        return _o(f"pass_{m.what}", lang)
    if isinstance(m, Buy):
        return _o("buy", lang, tile=t(m.tile), n=m.cost)
    if isinstance(m, Take):
        brief = world_brief(deck[m.tile], lang) if deck else ""
        return _o("take", lang, tile=t(m.tile), brief=brief)
    if isinstance(m, GiveBack):
        return _o("give_back", lang, n=option.min_cards)
    if isinstance(m, StoreWorld):
        return _o("store_world", lang, tile=t(m.tile))
    if isinstance(m, StoreGoods):
        return _o("store_goods", lang, n=option.max_cards)
    if isinstance(m, StoreCredits):
        return _o("store_credits", lang, n=m.n)
    if isinstance(m, Colonists):
        return _o("colonists", lang, n=m.n)
    if isinstance(m, Settle):
        return _settle_label(m, t, option, lang)
    if isinstance(m, Swap):
        kind = _o("as_kind", lang, kind=kind_name(m.kind, lang)) if m.kind else ""
        return _o("swap", lang, old=t(m.old), new=t(m.new), power=t(m.power), kind=kind)
    if isinstance(m, Windfall):
        kind = _o("as_kind", lang, kind=kind_name(m.kind, lang)) if m.kind else ""
        return _o("windfall", lang, tile=t(m.colony), kind=kind)
    if isinstance(m, ProduceOn):
        return _o("produce_on", lang, n=option.min_cards, kind=kind_name(m.kind, lang))
    if isinstance(m, Sell):
        return _o("sell", lang, tile=t(m.colony), n=m.price)
    if isinstance(m, Use):
        power = deck[m.tile].powers[m.index] if deck else None
        effect = consume_text(power, lang) if power is not None else ""
        if m.goods:
            return _o("use_goods", lang, tile=t(m.tile), effect=effect,
                      goods=", ".join(t(g) for g in m.goods))
        return _o("use", lang, tile=t(m.tile), effect=effect, n=option.min_cards)
    if isinstance(m, KeepGoal):  # a goal decision's options carry the goal tiles
        return _keep_label(m, deck, lang)
    return m.encode()


def _settle_label(m: Settle, t: Any, option: Option, lang: str | None) -> str:
    kind = _o("as_kind", lang, kind=kind_name(m.kind, lang)) if m.kind else ""
    if m.how is How.PAY:
        return _o("settle_pay", lang, tile=t(m.world), n=m.cost, kind=kind)
    if m.how is How.CONTACT:
        return _o("settle_contact", lang, tile=t(m.world), n=m.cost)
    defence = option.deck[m.world].cost if option.deck else 0
    if m.boosts:
        return _o("conquer_goods", lang, tile=t(m.world), military=m.military,
                  defence=defence, n=len(m.boosts))
    return _o("conquer", lang, tile=t(m.world), military=m.military, defence=defence)


def _keep_label(m: KeepGoal, goals: Sequence[Any], lang: str | None) -> str:
    def g(i: int) -> str:
        return goals[i].label(lang) if goals else str(i)

    if len(m.under) < 2:
        return _o("keep_goal", lang, goal=g(m.goal))
    return _o("keep_goal_under", lang, goal=g(m.goal),
              under=say("power.and", lang).join(g(x) for x in m.under))


def decision_prompt(decision: Decision, tiles: NfTiles, lang: str | None = None) -> str:
    """The decision's prompt in ``lang``, from its rule and context."""
    key = decision.rule.removeprefix("nf.")
    values: dict[str, Any] = dict(decision.context)
    if "goal" in values:
        values["goal"] = tiles.goals[int(values["goal"])].label(lang)
    if "action" in values:
        values["action"] = action_name(NfAction(str(values["action"])), lang)
    return say(f"prompt.{key}", lang, **values)


# --------------------------------------------------------------------------- the log


def render_event(event: Event, names: Sequence[str], tiles: NfTiles,
                 lang: str | None = None) -> str | None:
    """The log line for a New Frontiers event (None: not shown)."""
    log = catalogue("newfrontiers", lang)["log"]

    def line(key: str, **values: Any) -> str:
        seat = getattr(event, "seat", None)
        if isinstance(seat, int) and seat >= 0:
            values["name"] = names[seat]
        return fill(str(log[key]), values)

    def t(tid: int) -> str:
        return tiles[tid].label(lang)

    def ts(ids: Sequence[int]) -> str:
        return ", ".join(t(i) for i in ids)

    if isinstance(event, ev.NfSetUp):
        return line("set_up", order=", ".join(names[s] for s in event.order))
    if isinstance(event, ev.NfHome):
        return line("home", tile=t(event.home), mat=tiles.mats[event.mat].number)
    if isinstance(event, RoundStarted):
        return line("round", n=event.round)
    if isinstance(event, ev.NfPicked):
        return line("picked", action=action_name(event.action, lang))
    if isinstance(event, ev.NfGained):
        return _gained(event, line, t, lang)
    if isinstance(event, ev.NfPassed):
        return line(f"passed_{event.action.value}")
    if isinstance(event, ev.NfDeveloped):
        return line("developed", tile=t(event.tile), n=event.paid)
    if isinstance(event, ev.NfDisplay):
        return line("display", tiles=ts(event.tiles), n=len(event.tiles))
    if isinstance(event, ev.NfExplored):
        return line("explored_second" if event.second else "explored", tile=t(event.tile))
    if isinstance(event, ev.NfDrew):
        return line("drew", tiles=ts(event.tiles), power=t(event.power))
    if isinstance(event, ev.NfGaveBack):
        if event.seat < 0:
            return line("back_to_bag", n=len(event.tiles))
        return line("gave_back", tiles=ts(event.tiles))
    if isinstance(event, ev.NfColonists):
        return line("colonists", n=event.n)
    if isinstance(event, ev.NfSettled):
        key = {"pay": "settled", "conquer": "conquered", "contact": "contacted"}[event.how]
        if event.goods:
            key += "_goods"
        return line(key, tile=t(event.tile), n=event.paid, goods=event.goods)
    if isinstance(event, ev.NfSwapped):
        return line("swapped", old=t(event.old), new=t(event.new))
    if isinstance(event, ev.NfProduced):
        return line("windfall" if event.windfall else "produced", tiles=ts(event.tiles),
                    n=len(event.tiles))
    if isinstance(event, ev.NfSold):
        return line("sold", tile=t(event.tile), kind=kind_name(event.kind, lang),
                    n=event.price)
    if isinstance(event, ev.NfConsumed):
        return line("consumed" if event.goods else "consumed_free", tile=t(event.tile),
                    goods=event.goods, gains=_gains(event.vp, event.credits, lang) or "-")
    if isinstance(event, ev.NfStored):
        return line(f"stored_{event.what}", n=event.n)
    if isinstance(event, ev.NfFirst):
        return line("order", order=", ".join(names[s] for s in event.order))
    if isinstance(event, ev.NfGoalTaken):
        return line("goal_taken", n=event.drawn)
    if isinstance(event, ev.NfGoalRevealed):
        return line("goal_revealed", goal=tiles.goals[event.goal].label(lang))
    if isinstance(event, ev.NfProduceTile):
        return line("produce_tile", n=event.credits)
    if isinstance(event, ev.NfEndReached):
        return line(f"end_{event.kind.value}",
                    names=", ".join(names[s] for s in event.seats))
    if isinstance(event, GameEnded):
        won = ", ".join(names[s] for s in event.winners)
        totals = ", ".join(f"{names[s]} {v}" for s, v in enumerate(event.totals))
        return line("game_over", winners=won, totals=totals)
    return None


def _gained(event: ev.NfGained, line: Any, t: Any, lang: str | None) -> str:
    parts = []
    if event.credits:
        parts.append(say("power.credits", lang, n=event.credits))
    if event.vp:
        parts.append(say("power.vp", lang, n=event.vp))
    if event.colonists:
        parts.append(say("power.colonists", lang, n=event.colonists))
    gains = say("power.and", lang).join(parts)
    if event.action is not None:
        return str(line("bonus", gains=gains, action=action_name(event.action, lang)))
    return str(line("gained", gains=gains, tile=t(event.tile) if event.tile is not None
                    else ""))
