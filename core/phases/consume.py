"""IV: Consume (with Trade). A player who chose Trade first sells one good; then every
player uses consume powers one at a time, in the order they pick, each power once; an
"up to N" power takes as many goods as it can; 2x VP doubles VP from goods only. A player may
stop only when no mandatory power can still be used. Players go in player order (the VP
pool may run out).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rftg.core.cards import Card, Keyword, Phase, Power
from rftg.core.decisions import Choice, Decision, DecisionKind, IllegalChoice, Option
from rftg.core.state import Action, PlayerState

if TYPE_CHECKING:
    from rftg.core.engine import Asked, Game


def _goods(game: Game, p: PlayerState, pw: Power, world: int) -> list[int]:
    """Worlds holding a good that this power may take."""
    out = []
    for w in p.goods:
        if pw.this_world and w != world:
            continue
        if pw.kind is not None and game.card(w).goods is not pw.kind:
            continue
        out.append(w)
    return out


def sale_bonuses(world: Card, world_key: object, powers: Iterable[tuple[object, Power]],
                 tableau: Iterable[Card]) -> list[tuple[object, Power, int]]:
    """The trade bonuses that apply to selling the good on ``world``: (owner key, power,
    cards) for each. ``powers`` are (owner key, power) pairs; a "this world" bonus counts
    when its owner key is ``world_key``; the chromosome bonus counts ``tableau``'s worlds.
    The one rule for the engine, the planners and the tutor."""
    kind = world.goods
    tableau = list(tableau)
    out: list[tuple[object, Power, int]] = []
    for owner, pw in powers:
        if pw.effect == "trade_bonus":
            if pw.this_world and owner != world_key:
                continue
            if pw.kind is not None and pw.kind is not kind:
                continue
            out.append((owner, pw, pw.value("n")))
        elif pw.effect == "trade_bonus_chromosome" and pw.kind is kind:
            out.append((owner, pw, sum(1 for c in tableau
                                       if c.is_world and c.has(Keyword.CHROMOSOME))))
    return out


def sale_value(world: Card, world_key: object, powers: Iterable[tuple[object, Power]],
               tableau: Iterable[Card], with_bonuses: bool = True) -> int:
    """Cards for selling the good on ``world``: its kind's trade value (2/3/4/5) plus, with
    bonuses, every trade bonus that applies (``sale_bonuses``)."""
    kind = world.goods
    assert kind is not None
    value = kind.trade_value
    if with_bonuses:
        value += sum(n for _, _, n in sale_bonuses(world, world_key, powers, tableau))
    return value


def trade_value(game: Game, p: PlayerState, world: int, with_bonuses: bool = True) -> int:
    return sale_value(game.card(world), world,
                      ((cid, pw) for cid, _, pw in game.phase_powers(p, Phase.CONSUME)),
                      (game.card(c) for c in p.tableau), with_bonuses)


def consume_options(game: Game, p: PlayerState) -> tuple[list[Option], bool]:
    """The usable consume powers now, and whether one of them is mandatory."""
    opts: list[Option] = []
    mandatory = False
    nkinds = len({game.card(w).goods for w in p.goods})
    for cid, i, pw in game.phase_powers(p, Phase.CONSUME):
        if (cid, i) in p.used or pw.is_trade:
            continue
        oid = f"use:{cid}:{i}"
        label = f"{game.card(cid).name}: {pw.effect}"
        e = pw.effect
        opt: Option | None = None
        if e == "consume":
            goods = _goods(game, p, pw, cid)
            k = min(pw.value("count"), len(goods))
            if k:
                opt = Option(oid, label, tuple(goods), k, k)
        elif e == "consume_exact":
            goods = _goods(game, p, pw, cid)
            k = pw.value("count")
            if len(goods) >= k:
                opt = Option(oid, label, tuple(goods), k, k)
        elif e == "consume_distinct":
            k = pw.value("count")
            if nkinds >= k:
                opt = Option(oid, label, tuple(p.goods), k, k)
        elif e == "consume_all":
            if p.goods:
                opt = Option(oid, label, tuple(p.goods), len(p.goods), len(p.goods))
        elif e == "trade":
            if p.goods:
                opt = Option(oid, label, tuple(p.goods), 1, 1)
        elif e == "discard_hand":
            if p.hand:
                opt = Option(oid, label, tuple(p.hand), 1, min(pw.value("count"), len(p.hand)))
        elif e == "draw":
            opt = Option(oid, label)
        elif e == "gamble" and (game.state.deck or game.state.discard):
            for k in range(1, 8):
                opts.append(Option(f"{oid}:{k}", f"{label}: name {k}"))
                mandatory = mandatory or not pw.is_optional
        if opt is not None:
            opts.append(opt)
            mandatory = mandatory or not pw.is_optional
    return opts, mandatory


def step_consume(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
    game.begin_phase("consume")
    game.push(*[("consume_player", {"seat": p.seat, "sold": False})
                 for p in game.in_order()])
    return None


def step_consume_player(game: Game, params: dict[str, Any],
                         answers: dict[int, Choice] | None) -> Asked:
    p = game.players[params["seat"]]
    if answers is not None:
        _apply_consume(game, p, answers[p.seat], params)
    if not params["sold"]:
        if Action.TRADE in p.actions and p.goods:
            sale = tuple(Option(f"sell:{w}", f"Sell the good on {game.card(w).name} for "
                                f"{trade_value(game, p, w)} cards") for w in p.goods)
            return {p.seat: Decision(p.seat, DecisionKind.SALE, sale, "phase.consume.trade",
                                     "Trade: sell one good.")}
        params["sold"] = True
    opts, mandatory = consume_options(game, p)
    if not opts:
        return None
    if not mandatory:
        opts.append(Option("stop", "Stop consuming"))
    return {p.seat: Decision(p.seat, DecisionKind.CONSUME, tuple(opts), "phase.consume",
                             "Consume: use a power.")}


def _apply_consume(game: Game, p: PlayerState, choice: Choice, params: dict[str, Any]) -> None:
    parts = choice.option.split(":")
    if parts[0] == "sell":
        w = int(parts[1])
        n = trade_value(game, p, w)
        game.state.discard.append(p.goods.pop(w))
        game.log(f"{p.name} sells the {game.card(w).goods} good from {game.card(w).name}.")
        game.draw_cards(p, n, "trade")
        params["sold"] = True
        return
    if parts[0] == "stop":
        p.used.update((c, i) for c, i, _ in game.phase_powers(p, Phase.CONSUME))
        return
    cid, idx = int(parts[1]), int(parts[2])
    pw = game.card(cid).powers[idx]
    p.used.add((cid, idx))
    double = 2 if Action.DOUBLE in p.actions else 1
    name = game.card(cid).name
    goods = choice.cards
    e = pw.effect
    if e in ("consume", "consume_exact", "consume_distinct", "consume_all", "trade"):
        for w in goods:
            game.state.discard.append(p.goods.pop(w))
    if e == "consume":
        vp, cards = pw.value("vp") * len(goods), pw.value("cards") * len(goods)
    elif e in ("consume_exact", "consume_distinct"):
        vp, cards = pw.value("vp"), pw.value("cards")
    elif e == "consume_all":
        vp, cards = max(0, pw.value("vp") * len(goods) - 1), 0
    elif e == "trade":
        vp, cards = 0, trade_value(game, p, goods[0], bool(pw.bonuses))
    elif e == "discard_hand":
        game.discard_from_hand(p, goods)
        game.gain_vp(p, pw.value("vp") * len(goods))
        game.log(f"{p.name} discards {len(goods)} with {name} for "
                 f"{pw.value('vp') * len(goods)} VP.")
        return
    elif e == "draw":
        game.draw_cards(p, pw.value("n"), name)
        return
    elif e == "gamble":
        k = int(parts[3])
        top = game.state.draw()
        if top is not None:
            hit = game.card(top).cost == k
            (p.hand if hit else game.state.discard).append(top)
            game.log(f"{p.name} gambles on {k}: {game.card(top).name} "
                     f"({'kept' if hit else 'discarded'}).")
        return
    else:  # pragma: no cover - every consume effect is handled above
        raise AssertionError(e)
    game.gain_vp(p, vp * double)
    game.log(f"{p.name} uses {name}: {vp * double} VP, {cards} card(s).")
    game.draw_cards(p, cards, name)



def validate(game: Game, option: Option, choice: Choice) -> None:
    """Exactly-3-different-kinds powers: the goods named must be of different kinds."""
    parts = option.id.split(":")
    if parts[0] != "use":
        return
    cid = int(parts[1])
    pw = game.card(cid).powers[int(parts[2])]
    if pw.effect == "consume_distinct":
        kinds = {game.card(w).goods for w in choice.cards}
        if len(kinds) != len(choice.cards):
            raise IllegalChoice(f"{game.card(cid).name} needs goods of {len(choice.cards)} "
                                "different kinds")
