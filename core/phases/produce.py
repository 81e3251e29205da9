"""V: Produce. Every production world without a good produces one; then each player places
windfall goods (the Produce bonus, windfall powers, discard-to-produce powers) one at a time;
at the end of the phase the draw powers count what was produced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rftg.core.cards import GoodsKind, Phase
from rftg.core.decisions import Choice, Decision, DecisionKind, Option
from rftg.core.state import Action, PlayerState

if TYPE_CHECKING:
    from rftg.core.engine import Asked, Game


def step_produce(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
    game.begin_phase("produce")
    for p in game.in_order():
        for cid, _, pw in game.phase_powers(p, Phase.PRODUCE):
            if pw.effect == "produce" and cid not in p.goods:
                game.add_good(p, cid)
    game.push(*[("produce_player", {"seat": p.seat, "bonus_used": False})
                 for p in game.in_order()], ("produce_draws", {}))
    return None


def _empty_windfall(game: Game, p: PlayerState, kind: GoodsKind | None) -> tuple[int, ...]:
    return tuple(c for c in p.tableau if game.card(c).windfall and c not in p.goods
                 and (kind is None or game.card(c).goods is kind))


def produce_options(game: Game, p: PlayerState, bonus_used: bool) -> tuple[list[Option], bool]:
    opts: list[Option] = []
    mandatory = False
    if Action.PRODUCE in p.actions and not bonus_used:
        worlds = _empty_windfall(game, p, None)
        if worlds:
            opts.append(Option("bonus", "Produce bonus: a windfall good", worlds, 1, 1))
    for cid, i, pw in game.phase_powers(p, Phase.PRODUCE):
        if (cid, i) in p.used:
            continue
        oid = f"use:{cid}:{i}"
        name = game.card(cid).name
        if pw.effect == "windfall":
            worlds = _empty_windfall(game, p, pw.kind)
            if worlds:
                opts.append(Option(oid, f"{name}: windfall good", worlds, 1, 1))
                mandatory = True
        elif pw.effect == "discard_produce" and p.hand:
            if pw.target == "this":
                if cid not in p.goods:
                    opts.append(Option(oid, f"{name}: discard a card to produce",
                                       tuple(p.hand), 1, 1))
            else:
                for w in _empty_windfall(game, p, None):
                    opts.append(Option(f"{oid}:{w}", f"{name}: discard a card to produce "
                                       f"on {game.card(w).name}", tuple(p.hand), 1, 1))
    return opts, mandatory


def step_produce_player(game: Game, params: dict[str, Any],
                         answers: dict[int, Choice] | None) -> Asked:
    p = game.players[params["seat"]]
    if answers is not None:
        choice = answers[p.seat]
        parts = choice.option.split(":")
        if parts[0] == "stop":
            _draws(game, p)
            return None
        if parts[0] == "bonus":
            params["bonus_used"] = True
            game.add_good(p, choice.cards[0])
        else:
            cid, idx = int(parts[1]), int(parts[2])
            p.used.add((cid, idx))
            pw = game.card(cid).powers[idx]
            if pw.effect == "windfall":
                game.add_good(p, choice.cards[0])
            else:
                game.discard_from_hand(p, choice.cards)
                game.add_good(p, cid if pw.target == "this" else int(parts[3]))
    opts, mandatory = produce_options(game, p, params["bonus_used"])
    if not opts:
        _draws(game, p)
        return None
    if not mandatory:
        opts.append(Option("stop", "Produce nothing more"))
    return {p.seat: Decision(p.seat, DecisionKind.PRODUCE, tuple(opts), "phase.produce",
                             "Produce: place windfall goods.")}


def _kinds(game: Game, p: PlayerState) -> list[GoodsKind]:
    """The kinds of the goods ``p`` produced in this phase."""
    return [k for w in p.produced if (k := game.card(w).goods) is not None]


def _draws(game: Game, p: PlayerState) -> None:
    """The draw powers of ``p``, once its goods are placed (all but "most goods of a kind",
    which waits for everyone: see step_produce_draws)."""
    kinds = _kinds(game, p)
    for cid, _, pw in game.phase_powers(p, Phase.PRODUCE):
        n, e = pw.value("n"), pw.effect
        got = 0
        if e == "draw":
            got = n
        elif e == "draw_if_produced":
            got = n if cid in p.produced else 0
        elif e == "draw_per_good":
            got = n * sum(1 for k in kinds if k is pw.kind)
        elif e == "draw_per_kind":
            got = n * len(set(kinds))
        elif e == "draw_per_world":
            got = n * sum(1 for c in p.tableau if game.card(c).is_world
                          and game.card(c).goods is pw.kind)
        elif e == "draw_per_military_world":
            got = n * sum(1 for c in p.tableau if game.card(c).is_world
                          and game.card(c).military)
        if got:
            game.draw_cards(p, got, game.card(cid).name)


def step_produce_draws(game: Game, params: dict[str, Any],
                       answers: dict[int, Choice] | None) -> Asked:
    """End of the phase: "Ziehe am Ende der Phase Produzieren 2 Karten, wenn du in dieser
    Phase mehr Seltene Elemente produziert hast, als jeder andere Spieler." A tie: nobody."""
    for p in game.in_order():
        for cid, _, pw in game.phase_powers(p, Phase.PRODUCE):
            if pw.effect != "draw_most":
                continue
            mine = sum(1 for k in _kinds(game, p) if k is pw.kind)
            others = [sum(1 for k in _kinds(game, q) if k is pw.kind)
                      for q in game.players if q is not p]
            if all(mine > o for o in others):
                game.draw_cards(p, pw.value("n"), game.card(cid).name)
    return None
