"""A hint for the pending decision: the recommended choice and the reason, with numbers.

One API for the TUI, the tutor and ``rftg analyze``: ``hint(obs)``. It sees only the
player's observation. Consume steps and the sale come from the CP-SAT consume planner;
Develop, Settle and their payment from the placement planner; actions from the consume
planner's VP for the Consume bonuses and the heuristic player's estimates for the rest;
keeping and discarding cards from the card-value model.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rftg.core.cards import Phase
from rftg.core.decisions import (
    Choice,
    ChooseActions,
    Decision,
    DecisionKind,
    Move,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.observe import Observation
from rftg.core.rules.explore import explore_counts
from rftg.core.rules.placement import develop_way, duplicate_development, settle_ways
from rftg.core.state import Action
from rftg.core.text import action_name
from rftg.solver.players.heuristic import HeuristicPlayer, card_value


@dataclass(frozen=True)
class Hint:
    choice: Choice
    reason: str  # one or two sentences with the numbers behind the recommendation
    details: tuple[str, ...] = ()  # further lines (alternatives, the full plan)


def hint(obs: Observation) -> Hint:
    """The recommendation for ``obs.decision`` (ValueError if there is none)."""
    d = obs.decision
    if d is None:
        raise ValueError("there is no decision to hint at")
    if d.kind in (DecisionKind.SALE, DecisionKind.CONSUME):
        h = _consume_hint(obs, d)
        if h is not None:
            return h
    if d.kind is DecisionKind.ACTION:
        return _action_hint(obs, d)
    if d.kind in (DecisionKind.DEVELOP, DecisionKind.SETTLE, DecisionKind.PAYMENT):
        h = _placement_hint(obs, d)
        if h is not None:
            return h
    if d.kind in (DecisionKind.EXPLORE_KEEP, DecisionKind.INITIAL_DISCARD,
                  DecisionKind.DISCARD):
        return _cards_hint(obs, d)
    return _heuristic_hint(obs, d)


def _name(obs: Observation, cid: int) -> str:
    return obs.card(cid).name


# --------------------------------------------------------------------------- cards


def _cards_hint(obs: Observation, d: Decision) -> Hint:
    opt = d.options[0]
    ranked = sorted(opt.cards_from, key=lambda c: card_value(obs, c), reverse=True)
    keep = d.kind is DecisionKind.EXPLORE_KEEP
    chosen = ranked[: opt.min_cards] if keep else ranked[::-1][: opt.min_cards]
    values = ", ".join(f"{_name(obs, c)} {card_value(obs, c):.1f}" for c in chosen)
    verb = "Keep" if keep else "Discard"
    why = ("the cards worth most to your tableau and hand" if keep
           else "the cards least likely to help you soon")
    rest = [f"{_name(obs, c)} {card_value(obs, c):.1f}" for c in ranked if c not in chosen]
    return Hint(Choice(opt.move, tuple(chosen)), f"{verb} {values}: {why}.",
                (f"Others: {', '.join(rest)}",) if rest else ())


# --------------------------------------------------------------------------- actions


def _consume_estimate(obs: Observation, bonus: str) -> tuple[int, int] | None:
    """(VP, cards) of the best Consume phase with this bonus, from the CP-SAT planner."""
    if not obs.mine.goods and bonus == "trade":
        return None
    from rftg.solver.consume import ConsumePosition, plan_consume

    pos = ConsumePosition.from_observation(obs)
    pos = dataclasses.replace(pos, bonus=frozenset({bonus}), used=frozenset())
    plan = plan_consume(pos)
    return plan.vp, plan.cards


def _actions(move: Move) -> tuple[Action, ...]:
    return move.actions if isinstance(move, ChooseActions) else ()


def _action_hint(obs: Observation, d: Decision) -> Hint:
    player = HeuristicPlayer(noise=0.0)
    offered = {a for o in d.options for a in _actions(o.move)}
    scores = {a: player._action_score(obs, a) for a in offered}
    notes = {a: _action_note(obs, a) for a in offered}
    for action, bonus in ((Action.DOUBLE, "double"), (Action.TRADE, "trade")):
        if action not in offered:
            continue
        est = _consume_estimate(obs, bonus)
        if est is None:
            continue
        vp, cards = est
        scores[action] = vp + 0.45 * cards
        label = "Consume x2" if bonus == "double" else "Trade"
        notes[action] = f"{label}: {vp} VP and {cards} card{'s' if cards != 1 else ''}"
    # The recommendation comes from playing the round out (the planner player's look-ahead:
    # the unseen cards dealt at random, the opponents' actions guessed); the notes say what
    # each action would do now.
    from rftg.solver.players.planner import PlannerPlayer

    values = PlannerPlayer(seed=obs.round * 16 + obs.me).action_values(obs, d)
    ranked_moves = sorted(values, key=lambda m: values[m], reverse=True)  # stable: ties
    best_move = ranked_moves[0]  # keep the planner's order, as max() would
    best = d.option(best_move) or d.options[0]
    runner_up = d.option(ranked_moves[1]) if len(ranked_moves) > 1 else None
    lead = (f" It leads the next best ({runner_up.label}) by "
            f"{values[best_move] - values[ranked_moves[1]]:.1f} points after playing the "
            "round out." if runner_up is not None else "")
    mine = list(_actions(best.move))
    ranked = mine + sorted((a for a in offered if a not in mine), key=lambda a: scores[a],
                           reverse=True)
    lines = tuple(notes[a] for a in ranked)
    return Hint(Choice(best.move), "Take " + "; ".join(lines[:3]) + "." + lead, lines[3:])


def _action_note(obs: Observation, a: Action) -> str:
    """What this action would do for the player now, in words; the costs, military and
    explore counts are the rules' own (``rftg.core.rules``), with the action's bonus."""
    me = obs.mine
    hand = obs.hand
    tableau = [obs.card(c) for c in me.tableau]
    label = action_name(a)
    if a in (Action.DEVELOP, Action.DEVELOP2):
        powers = obs.powers(Phase.DEVELOP)
        devs = [(cid, way.pay) for cid in hand
                if (c := obs.card(cid)).is_development
                and not duplicate_development(c, tableau)
                and (way := develop_way(cid, c, powers, True, len(hand))) is not None]
        if not devs:
            return f"{label}: no development you can pay for"
        cid, cost = max(devs, key=lambda d: _dev_score(obs, d[0]))
        best = obs.card(cid)
        pay = f"{cost} card{'s' if cost != 1 else ''}"
        return f"{label}: place {best.name} ({best.vp} VP) for {pay}"
    if a in (Action.SETTLE, Action.SETTLE2):
        powers = obs.powers(Phase.SETTLE)
        worlds = [cid for cid in hand if obs.card(cid).is_world
                  and settle_ways(cid, obs.card(cid), obs.cards, len(hand) - 1, powers).ways]
        if not worlds:
            return f"{label}: no world you can place yet"
        best = max((obs.card(c) for c in worlds),
                   key=lambda c: c.vp + (0.8 if c.goods else 0.0))
        return f"{label}: place {best.name} ({best.vp} VP) and draw a card"
    if a is Action.PRODUCE:
        empty = sum(1 for c in me.tableau if obs.card(c).production and c not in me.goods)
        return f"{label}: {empty} production world{'s' if empty != 1 else ''} without a good"
    if a in (Action.EXPLORE_5, Action.EXPLORE_1_1):
        draw, keep = explore_counts({a}, obs.powers(Phase.EXPLORE))
        return (f"{label}: see {draw.total}, keep {keep.total} "
                f"(you hold {len(hand)} cards)")
    return f"{label}: nothing to consume"


def _dev_score(obs: Observation, cid: int) -> float:
    c = obs.card(cid)
    return c.vp + 0.6 * len(c.powers)


# --------------------------------------------------------------------------- consume


def _consume_hint(obs: Observation, d: Decision) -> Hint | None:
    from rftg.solver.consume import ConsumePosition, plan_consume

    pos = ConsumePosition.from_observation(obs)
    plan = plan_consume(pos)
    ids = list(obs.mine.tableau)
    # the plan's steps (its first line holds the solve time: not for a player)
    summary = (f"The best plan: {plan.vp} VP and {plan.cards} cards",
               *plan.text().splitlines()[1:])
    if d.kind is DecisionKind.SALE:
        if plan.trade is None:
            return None
        sell = Sell(ids[plan.trade.world])
        if d.option(sell) is None:
            return None
        return Hint(Choice(sell), f"Sell the good on {plan.trade.name} for "
                    f"{plan.trade.cards} cards: the best plan then gives {plan.vp} VP and "
                    f"{plan.cards} cards in all.", tuple(summary))
    if not plan.steps:
        if d.option(Stop()) is not None:
            return Hint(Choice(Stop()), "No power you may still use gains anything: stop.")
        return None
    s = plan.steps[0]
    move = UsePower(ids[s.card], s.power, number=s.gamble[0] if s.gamble else None)
    opt = d.option(move)
    if opt is None:
        return None
    if s.gamble is not None:
        choice = Choice(move)
    elif s.discard:
        ranked = sorted(opt.cards_from, key=lambda c: card_value(obs, c))
        choice = Choice(move, tuple(ranked[: s.discard]))
    else:
        choice = Choice(move, tuple(ids[w] for w in s.goods))
    return Hint(choice, f"{s.text()} now: the best order gives {plan.vp} VP and "
                f"{plan.cards} cards in this phase.", tuple(summary))


# --------------------------------------------------------------------------- placement


def _placement_hint(obs: Observation, d: Decision) -> Hint | None:
    """The placement planner's recommendation for Develop, Settle or their payment."""
    from rftg.solver.payment import plan_placement

    plan = plan_placement(obs)
    choice = plan.answer(d)
    if d.option(choice.move) is None:
        return None
    return Hint(choice, plan.reason)


# --------------------------------------------------------------------------- the rest


def _heuristic_hint(obs: Observation, d: Decision) -> Hint:
    choice = HeuristicPlayer(noise=0.0).choose(obs)
    opt = d.option(choice.move)
    label = opt.label if opt else choice.option
    if choice.cards:
        label += ": " + ", ".join(_name(obs, c) for c in choice.cards)
    return Hint(choice, f"{label}.")
