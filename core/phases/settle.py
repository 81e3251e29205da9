"""III: Settle. Every player may place one world: pay its cost, or conquer a military world
with military at least its defence, or use a power (Colony Ship, New Military Tactics,
Contact Specialist's payment route, Space Mercenaries). Those who chose Settle draw a card
afterwards. Improved Logistics places a second world (without the bonus).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rftg.core.cards import Card, GoodsKind, Phase
from rftg.core.decisions import Choice, Decision, DecisionKind, Option
from rftg.core.state import PlayerState

if TYPE_CHECKING:
    from rftg.core.engine import Asked, Game


def military(game: Game, p: PlayerState, world: Card | None = None) -> int:
    """Military against ``world``: plain military plus what applies to that world."""
    total = 0
    for _, _, pw in game.phase_powers(p, Phase.SETTLE):
        if pw.effect != "military":
            continue
        if pw.kind is not None and (world is None or world.goods is not pw.kind):
            continue
        if pw.against is not None and (world is None or not world.has(pw.against)):
            continue
        total += pw.value("n")
    return total + p.temp_military


def settle_reduction(game: Game, p: PlayerState, world: Card) -> int:
    return sum(pw.value("n") for _, _, pw in game.phase_powers(p, Phase.SETTLE)
               if pw.effect == "reduce" and (pw.kind is None or pw.kind is world.goods))


def settle_methods(game: Game, p: PlayerState, cid: int) -> list[Option]:
    """Every legal way for ``p`` to place world ``cid`` from hand, with its payment."""
    w = game.card(cid)
    rest = tuple(c for c in p.hand if c != cid)
    powers = list(game.phase_powers(p, Phase.SETTLE))
    zero = [c for c, _, pw in powers if pw.effect == "reduce_to_zero"]
    alien = w.goods is GoodsKind.ALIEN
    opts: list[Option] = []

    def pay(oid: str, label: str, cost: int) -> None:
        if len(rest) >= cost:
            cards = f"{cost} card{'s' if cost != 1 else ''}"
            opts.append(Option(oid, label.format(cards=cards), rest, cost, cost))

    if not w.military:
        pay("pay", "Pay {cards}", max(0, w.cost - settle_reduction(game, p, w)))
        if not alien:
            for z in zero:
                opts.append(Option(f"zero:{z}", f"Discard {game.card(z).name}: cost 0"))
        return opts
    mil = military(game, p, w)
    # Space Mercenaries: "bis zu 2 Karten ... bis zum Ende dieser Phase": at most n cards in
    # the whole phase, a second world (Improved Logistics) included
    hand_mil = max((pw.value("n") for _, _, pw in powers
                    if pw.effect == "military_from_hand"), default=0)
    hand_mil = max(0, hand_mil - p.hand_military)
    temps = [(c, pw.value("n")) for c, _, pw in powers if pw.effect == "temp_military"]
    for tc, tn in [(None, 0), *temps]:
        base = mil + tn
        need = max(0, w.cost - base)
        if need > min(hand_mil, len(rest)):
            continue
        if tc is not None and mil >= w.cost:
            continue  # the temporary boost is not needed
        oid = "conquer" if tc is None else f"conquer:{tc}"
        label = "Conquer" if tc is None else f"Conquer, discarding {game.card(tc).name}"
        extra = min(hand_mil, len(rest))
        opts.append(Option(oid, f"{label} (military {base} vs defence {w.cost})",
                           rest if extra else (), need, extra if need <= extra else need))
    if not alien:
        for c, _, pw in powers:
            if pw.effect != "pay_military":
                continue
            cost = max(0, w.cost - pw.value("n") - settle_reduction(game, p, w))
            pay(f"contact:{c}", f"Pay {{cards}} with {game.card(c).name}", cost)
            for z in zero:
                opts.append(Option(f"contact:{c}:zero:{z}",
                                   f"Pay with {game.card(c).name}, discarding "
                                   f"{game.card(z).name}: cost 0"))
    return opts


def step_settle(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
    """Choose a world (simultaneously). params: bonus (seats with the Settle bonus),
    seats (who takes part; default all), second (Improved Logistics' second world)."""
    second = bool(params.get("second"))
    seats = params.get("seats")
    players = [p for p in game.players if seats is None or p.seat in seats]
    if answers is None:
        if not second:
            game.begin_phase("settle")
        asked = {}
        for p in players:
            opts = [Option("pass", "Place no world" if not second else "Place no second world")]
            for cid in p.hand:
                c = game.card(cid)
                if c.is_world and settle_methods(game, p, cid):
                    kind = f"defence {c.cost}" if c.military else f"cost {c.cost}"
                    opts.append(Option(f"card:{cid}", f"{c.name} ({kind})"))
            asked[p.seat] = Decision(
                p.seat, DecisionKind.SETTLE, tuple(opts),
                "phase.settle.second" if second else "phase.settle",
                "Settle: place a second world?" if second else "Settle: place a world?",
                _context(p, params))
        return asked or None
    for p in players:
        opt = answers[p.seat].option
        p.placing = None if opt == "pass" else int(opt.split(":")[1])
    game.push(("settle_pay", {"bonus": params["bonus"], "second": second}))
    return None


def step_settle_pay(game: Game, params: dict[str, Any],
                    answers: dict[int, Choice] | None) -> Asked:
    bonus = set(params["bonus"])
    if answers is None:
        asked = {}
        for p in game.players:
            if p.placing is None:
                continue
            w = game.card(p.placing)
            asked[p.seat] = Decision(
                p.seat, DecisionKind.PAYMENT, tuple(settle_methods(game, p, p.placing)),
                "phase.settle.pay", f"How do you place {w.name}?", _context(p, params))
        if asked:
            return asked
        answers = {}
    for p in game.in_order():
        if p.placing is None:
            continue
        _place_world(game, p, p.placing, answers[p.seat])
        p.placing = None
    if params.get("second"):
        return None
    drawing = [p.seat for p in game.in_order() if p.seat in bonus and p.placed]
    again = [p.seat for p in game.in_order() if p.placed and any(
        pw.effect == "place_second" for _, _, pw in game.phase_powers(p, Phase.SETTLE))]
    # "Bonus: Ziehe am Ende der Phase 1 Karte, wenn Du eine Welt ausgespielt hast": after
    # a second world (Improved Logistics) too, so the bonus card cannot pay for it
    steps: list[tuple[str, dict[str, Any]]] = []
    if again:
        steps.append(("settle", {"bonus": [], "seats": again, "second": True}))
    steps.append(("settle_bonus", {"seats": drawing}))
    game.push(*steps)
    return None


def step_settle_bonus(game: Game, params: dict[str, Any],
                      answers: dict[int, Choice] | None) -> Asked:
    for seat in params["seats"]:
        game.draw_cards(game.players[seat], 1, "Settle bonus")
    return None


def _context(p: PlayerState, params: dict[str, Any]) -> dict[str, int | str]:
    """What the tutor and the planners need about this phase (public facts)."""
    return {"bonus": int(p.seat in params["bonus"]), "second": int(bool(params.get("second"))),
            "temp_military": p.temp_military, "hand_military": p.hand_military}


def _place_world(game: Game, p: PlayerState, cid: int, choice: Choice) -> None:
    parts = choice.option.split(":")
    p.hand.remove(cid)
    game.discard_from_hand(p, choice.cards)
    if parts[0] == "conquer":
        p.temp_military += len(choice.cards)  # Space Mercenaries: +1 per card discarded
        p.hand_military += len(choice.cards)
    for i, part in enumerate(parts):
        if part in ("zero", "conquer") and i + 1 < len(parts):
            used = int(parts[i + 1])
            for ucid, _, pw in game.phase_powers(p, Phase.SETTLE):
                if ucid == used and pw.effect == "temp_military":
                    p.temp_military += pw.value("n")
            p.tableau.remove(used)
            game.forget_powers(p)
            game.state.discard.append(used)
            game.log(f"{p.name} discards {game.card(used).name} from the tableau.")
    p.tableau.append(cid)
    p.placed.append(cid)
    w = game.card(cid)
    how = "conquers" if parts[0] == "conquer" else "settles"
    game.log(f"{p.name} {how} {w.name}.")
    if w.windfall:
        game.add_good(p, cid)
    for _, _, pw in game.phase_powers(p, Phase.SETTLE):
        if pw.effect == "draw_after":
            game.draw_cards(p, pw.value("n"), "after settling")
