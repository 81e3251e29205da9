"""II: Develop. Every player may place one development and pays its cost in cards; those
who chose Develop pay one less. Develop powers: draw at the start, cost reductions, draw after
placing. Choices are revealed together, then paid; placement resolves in player order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rftg.core.cards import Card, Phase
from rftg.core.decisions import Choice, Decision, DecisionKind, Option
from rftg.core.state import PlayerState

if TYPE_CHECKING:
    from rftg.core.engine import Asked, Game


def develop_cost(game: Game, p: PlayerState, card: Card, bonus: bool) -> int:
    reduce = sum(pw.value("n") for _, _, pw in game.phase_powers(p, Phase.DEVELOP)
                 if pw.effect == "reduce")
    return max(0, card.cost - reduce - (1 if bonus else 0))


def step_develop(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
    bonus = set(params["bonus"])
    if answers is None:
        game.begin_phase("develop")
        for p in game.in_order():
            for _, _, pw in game.phase_powers(p, Phase.DEVELOP):
                if pw.effect == "draw":
                    game.draw_cards(p, pw.value("n"), "Develop power")
        asked = {}
        for p in game.players:
            names = {game.card(c).name for c in p.tableau}
            opts = [Option("pass", "Place no development")]
            for cid in p.hand:
                c = game.card(cid)
                if not c.is_development or c.name in names:
                    continue
                cost = develop_cost(game, p, c, p.seat in bonus)
                if len(p.hand) - 1 >= cost:
                    opts.append(Option(f"card:{cid}", f"{c.name} (cost {cost})"))
            asked[p.seat] = Decision(p.seat, DecisionKind.DEVELOP, tuple(opts),
                                     "phase.develop", "Develop: place a development?",
                                     {"bonus": int(p.seat in bonus)})
        return asked
    for p in game.players:
        opt = answers[p.seat].option
        p.placing = None if opt == "pass" else int(opt.split(":")[1])
    game.push(("develop_pay", {"bonus": sorted(bonus)}))
    return None


def step_develop_pay(game: Game, params: dict[str, Any],
                      answers: dict[int, Choice] | None) -> Asked:
    bonus = set(params["bonus"])
    if answers is None:
        asked = {}
        for p in game.players:
            if p.placing is None:
                continue
            cost = develop_cost(game, p, game.card(p.placing), p.seat in bonus)
            if cost == 0:
                continue  # nothing to pay, nothing to decide
            rest = tuple(c for c in p.hand if c != p.placing)
            asked[p.seat] = Decision(
                p.seat, DecisionKind.PAYMENT,
                (Option("pay", f"Pay {cost} card{'s' if cost != 1 else ''}", rest, cost, cost),),
                "phase.develop.pay",
                f"Pay {cost} for {game.card(p.placing).name}.",
                {"cost": cost, "bonus": int(p.seat in bonus)})
        if asked:
            return asked
        answers = {}
    for p in game.in_order():
        if p.placing is None:
            continue
        cid = p.placing
        paid = answers[p.seat].cards if p.seat in answers else ()
        p.hand.remove(cid)
        game.discard_from_hand(p, paid)
        p.tableau.append(cid)
        game.log(f"{p.name} develops {game.card(cid).name}, paying {len(paid)}.")
        for _, _, pw in game.phase_powers(p, Phase.DEVELOP):
            if pw.effect == "draw_after":
                game.draw_cards(p, pw.value("n"), "after developing")
        p.placing = None
    return None
