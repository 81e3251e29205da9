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

from rftg.core.decisions import Choice, Decision, DecisionKind
from rftg.core.observe import Observation
from rftg.core.state import Action
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
    return Hint(Choice(opt.id, tuple(chosen)), f"{verb} {values}: {why}.",
                (f"Others: {', '.join(rest)}",) if rest else ())


# --------------------------------------------------------------------------- actions


def _consume_estimate(obs: Observation, bonus: str) -> tuple[int, int] | None:
    """(VP, cards) of the best Consume phase with this bonus, from the CP-SAT planner."""
    if not obs.mine.goods and bonus == "trade":
        return None
    from rftg.solver.consume import ConsumePosition, plan_consume

    pos = ConsumePosition.from_observation(obs)
    pos = dataclasses.replace(pos, bonus=frozenset({bonus}), used=frozenset())
    plan = plan_consume(pos, time_limit=1.0)
    return plan.vp, plan.cards


def _action_hint(obs: Observation, d: Decision) -> Hint:
    player = HeuristicPlayer(noise=0.0)
    offered = {Action(a) for o in d.options for a in o.id.split("+")}
    scores = {a: player._action_score(obs, a) for a in offered}
    notes = {a: _action_note(obs, a, scores[a]) for a in offered}
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
    best_id = max(values, key=lambda oid: values[oid])
    best = d.option(best_id) or d.options[0]
    ranked_ids = sorted(values, key=lambda oid: values[oid], reverse=True)
    lead = (f" It leads the next best ({d.option(ranked_ids[1]).label}) by "  # type: ignore[union-attr]
            f"{values[best_id] - values[ranked_ids[1]]:.1f} points after playing the round "
            "out." if len(ranked_ids) > 1 else "")
    mine = [Action(a) for a in best.id.split("+")]
    ranked = mine + sorted((a for a in offered if a not in mine), key=lambda a: scores[a],
                           reverse=True)
    lines = tuple(notes[a] for a in ranked)
    return Hint(Choice(best.id), "Take " + "; ".join(lines[:3]) + "." + lead, lines[3:])


def _action_note(obs: Observation, a: Action, score: float) -> str:
    """What this action would do for the player now, in words."""
    me = obs.mine
    hand = [obs.card(c) for c in obs.hand]
    names = {obs.card(c).name for c in me.tableau}
    label = _action_label(a)
    if a in (Action.DEVELOP, Action.DEVELOP2):
        devs = [c for c in hand if c.is_development and c.name not in names
                and max(0, c.cost - 1) <= len(hand) - 1]
        if not devs:
            return f"{label}: no development you can pay for"
        best = max(devs, key=lambda c: c.vp + 0.6 * len(c.powers))
        cost = max(0, best.cost - 1)
        pay = f"{cost} card{'s' if cost != 1 else ''}"
        return f"{label}: place {best.name} ({best.vp} VP) for {pay}"
    if a in (Action.SETTLE, Action.SETTLE2):
        if score < 0:
            return f"{label}: no world you can place yet"
        worlds = [c for c in hand if c.is_world]
        best = max(worlds, key=lambda c: c.vp + (0.8 if c.goods else 0.0))
        return f"{label}: place {best.name} ({best.vp} VP) and draw a card"
    if a is Action.PRODUCE:
        empty = sum(1 for c in me.tableau if obs.card(c).production and c not in me.goods)
        return f"{label}: {empty} production world{'s' if empty != 1 else ''} without a good"
    if a in (Action.EXPLORE_5, Action.EXPLORE_1_1):
        what = "see 7, keep 1" if a is Action.EXPLORE_5 else "see 3, keep 2"
        return f"{label}: {what} (you hold {len(hand)} cards)"
    return f"{label}: nothing to consume"


def _action_label(a: Action) -> str:
    from rftg.core.engine import ACTION_NAMES

    return ACTION_NAMES[a]


# --------------------------------------------------------------------------- consume


def _consume_hint(obs: Observation, d: Decision) -> Hint | None:
    from rftg.solver.consume import ConsumePosition, plan_consume

    used = obs.used if obs.phase == "consume" else frozenset()
    pos = ConsumePosition.from_observation(obs, used)
    plan = plan_consume(pos, time_limit=1.0)
    ids = list(obs.mine.tableau)
    # the plan's steps (its first line holds the solve time: not for a player)
    summary = (f"The best plan: {plan.vp} VP and {plan.cards} cards",
               *plan.text().splitlines()[1:])
    if d.kind is DecisionKind.SALE:
        if plan.trade is None:
            return None
        oid = f"sell:{ids[plan.trade.world]}"
        if d.option(oid) is None:
            return None
        return Hint(Choice(oid), f"Sell the good on {plan.trade.name} for {plan.trade.cards} "
                    f"cards: the best plan then gives {plan.vp} VP and {plan.cards} cards in all.",
                    tuple(summary))
    if not plan.steps:
        if d.option("stop") is not None:
            return Hint(Choice("stop"), "No power you may still use gains anything: stop.")
        return None
    s = plan.steps[0]
    oid = f"use:{ids[s.card]}:{s.power}"
    if s.gamble is not None:
        oid += f":{s.gamble[0]}"
        choice = Choice(oid)
    elif s.discard:
        opt = d.option(oid)
        if opt is None:
            return None
        ranked = sorted(opt.cards_from, key=lambda c: card_value(obs, c))
        choice = Choice(oid, tuple(ranked[: s.discard]))
    else:
        choice = Choice(oid, tuple(ids[w] for w in s.goods))
    if d.option(oid) is None:
        return None
    return Hint(choice, f"{s.text()} now: the best order gives {plan.vp} VP and "
                f"{plan.cards} cards in this phase.", tuple(summary))


# --------------------------------------------------------------------------- placement


def _placement_hint(obs: Observation, d: Decision) -> Hint | None:
    """The placement planner's recommendation for Develop, Settle or their payment."""
    from rftg.solver.payment import plan_placement

    plan = plan_placement(obs, time_limit=1.0)
    choice = plan.answer(d)
    if d.option(choice.option) is None:
        return None
    step = plan.steps[0]
    return Hint(choice, step.reason, tuple(s.reason for s in plan.steps[1:]))


# --------------------------------------------------------------------------- the rest


def _heuristic_hint(obs: Observation, d: Decision) -> Hint:
    choice = HeuristicPlayer(noise=0.0).choose(obs)
    opt = d.option(choice.option)
    label = opt.label if opt else choice.option
    if choice.cards:
        label += ": " + ", ".join(_name(obs, c) for c in choice.cards)
    return Hint(choice, f"{label}.")
