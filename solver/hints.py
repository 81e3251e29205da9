"""A hint for the pending decision: the hard player's choice, and why, in the player's
terms and numbers.

One API for the TUI, the tutor and ``rftg analyze``: ``hint(obs)``. It sees only the
player's observation. The choice IS the hard player's (``HardPlayer.decide`` with the seed
``HINT_SEED``): one code path, so following every hint plays exactly like the hard player
(the ``hints`` computer player does just that). The reason is built from the evidence the
decision rests on: the play-outs' mean margins for an action, the consume plan, the
placement plan and the rules' cost and military breakdowns, the card-value model's words
(never its bare numbers). One recommendation first; alternatives after it, each with its
expected difference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rftg.core.decisions import (
    Choice,
    ChooseActions,
    Decision,
    DecisionKind,
    Move,
    Pass,
    PickWorld,
    PlaceCard,
    Placement,
    ProduceBonus,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.observe import Observation
from rftg.core.state import Action
from rftg.solver.players.hard import DEFAULT_BUDGET, Budget, HardPlayer, Ranked, Verdict
from rftg.solver.policy import (
    action_gains,
    goal_changes,
    goal_gains,
    hand_values,
    placement_text,
    start_worlds,
)
from rftg.solver.value import CardValue

HINT_SEED = 0


@dataclass(frozen=True)
class Hint:
    choice: Choice
    reason: str  # the recommendation and why, with the numbers behind it
    details: tuple[str, ...] = ()  # further lines: alternatives, the full plan


def hint(obs: Observation, budget: Budget = DEFAULT_BUDGET,
         cancelled: Callable[[], bool] | None = None) -> Hint:
    """The recommendation for ``obs.decision`` (ValueError if there is none). ``budget``
    bounds the search; ``cancelled`` stops it (``Cancelled``)."""
    d = obs.decision
    if d is None:
        raise ValueError("there is no decision to hint at")
    verdict = HardPlayer(HINT_SEED, budget, cancelled).decide(obs)
    return explain(obs, d, verdict)


def explain(obs: Observation, d: Decision, verdict: Verdict) -> Hint:
    """The hint for the hard player's ``verdict`` on ``d``."""
    choice = verdict.choice
    if d.kind is DecisionKind.ACTION:
        return _action(obs, d, verdict)
    if d.kind in (DecisionKind.SALE, DecisionKind.CONSUME):
        return _consume(obs, d, verdict)
    if d.kind in (DecisionKind.DEVELOP, DecisionKind.SETTLE, DecisionKind.PAYMENT):
        return _placement(obs, d, verdict)
    if d.kind is DecisionKind.EXPLORE_KEEP:
        return _keep(obs, d, choice, verdict.ranked, verdict.rounds)
    if d.kind in (DecisionKind.INITIAL_DISCARD, DecisionKind.DISCARD):
        return _discard(obs, d, choice)
    if d.kind is DecisionKind.START_WORLD:
        return _start(obs, d, choice)
    if d.kind is DecisionKind.PRODUCE:
        return _produce(obs, choice)
    return Hint(choice, f"{_label(d, choice.move)}: the only choice.")


def _name(obs: Observation, cid: int) -> str:
    return obs.card(cid).name


def _names(obs: Observation, ids: Sequence[int]) -> str:
    names = [_name(obs, c) for c in ids]
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _label(d: Decision, move: Move) -> str:
    opt = d.option(move)
    return opt.label if opt is not None else move.encode()


def _words(v: CardValue) -> str:
    """A card's worth in words: '2 VP, produces Rare goods; cost 3, affordable'."""
    return f"{v.describe()}; {v.play_note}"


# --------------------------------------------------------------------------- actions


def _actions(move: Move) -> tuple[Action, ...]:
    return move.actions if isinstance(move, ChooseActions) else ()


def _margin(mean: float, rival: str) -> str:
    if abs(mean) < 0.05:
        return f"level with {rival}"
    return f"{abs(mean):.1f} VP {'ahead of' if mean > 0 else 'behind'} {rival}"


def _playouts(obs: Observation, best: Ranked, rounds: int) -> str:
    """What the play-outs say of the chosen candidate (``rounds`` played out), against the
    best opponent (the robot in the solitaire game)."""
    rival = "the robot" if obs.robot is not None else "the best opponent"
    return (f"Playing {'this round' if rounds == 1 else f'{rounds} rounds'} out "
            f"{best.samples} times, with the cards you cannot see dealt at random, you "
            f"end on average {_margin(best.mean, rival)} (estimated final scores).")


def _instead(ranked: Sequence[Ranked], say: Callable[[Ranked], str]) -> tuple[str, ...]:
    """The other candidates, each with its expected difference to the best."""
    best = ranked[0]
    return tuple(f"Instead {say(r)}: {best.mean - r.mean:.1f} VP less on average."
                 for r in ranked[1:])


def _action(obs: Observation, d: Decision, verdict: Verdict) -> Hint:
    ranked = verdict.ranked
    best = ranked[0] if ranked else Ranked(verdict.choice.move, 0.0, 0.0, 0)
    acts = _actions(best.move)
    gains = action_gains(obs, {a for o in d.options for a in _actions(o.move)})
    what = "; ".join(gains[a].full for a in acts)
    reason = f"Take {what}."
    if best.samples:
        reason += " " + _playouts(obs, best, verdict.rounds)
    nil = [gains[a] for a in acts if gains[a].nil]
    if nil:
        reason += (" It gains nothing by itself now, but every other action gains nothing"
                   " more in the play-outs.")
    details = []
    for r in ranked[1:]:
        diff = best.mean - r.mean
        texts = "; ".join(gains[a].full for a in _actions(r.move))
        details.append(f"Instead {texts}: {diff:.1f} VP less on average.")
    played = {a for r in ranked for a in _actions(r.move)}
    details += [f"Not worth it: {g.text}." for a, g in sorted(gains.items())
                if g.nil and a not in played]
    return Hint(verdict.choice, reason, tuple(details))


# --------------------------------------------------------------------------- consume


def _consume(obs: Observation, d: Decision, verdict: Verdict) -> Hint:
    choice = verdict.choice
    plan = verdict.planned.consume if verdict.planned is not None else None
    if plan is None:
        return Hint(choice, f"{_label(d, choice.move)}.")
    total = f"{plan.vp} VP and {plan.cards} card{'s' if plan.cards != 1 else ''}"
    steps = tuple(line.strip() for line in plan.text().splitlines()[1:])
    goals = "".join(f" At the end of Consume this plan {g.text}."
                    for g in goal_changes(obs, "consume", chips=plan.vp))
    m = choice.move
    if isinstance(m, Sell):
        assert plan.trade is not None
        return Hint(choice, f"Sell the good on {_name(obs, m.world)} for {plan.trade.cards} "
                    f"cards: the best plan then gives {total} in this phase.{goals}",
                    ("The plan:", *steps))
    if isinstance(m, Stop):
        return Hint(choice, "Stop: no power you may still use gains anything.")
    s = plan.steps[0]
    gain = [f"{s.vp} VP"] if s.vp else []
    if s.cards:
        gain.append(f"{s.cards} card{'s' if s.cards != 1 else ''}")
    if s.gamble is not None:
        text = (f"Gamble with {s.name}, naming {s.gamble[0]}: the most likely cost among "
                f"the cards you cannot see ({s.gamble[1]:.0%} to keep the card)")
    elif s.discard:
        text = (f"Use {s.name}: discard {_names(obs, choice.cards)} for "
                f"{' and '.join(gain) or 'nothing'}")
    else:
        goods = _names(obs, choice.cards) if choice.cards else ""
        text = (f"Use {s.name}" + (f": consume the goods on {goods}" if goods else "")
                + f" for {' and '.join(gain) or 'nothing'}")
    if not gain and d.option(Stop()) is None:
        text += " (it gains nothing, but a power that is not a 'may' must be used)"
    return Hint(choice, f"{text}. The best order gives {total} in this phase.{goals}",
                ("The plan:", *steps))


# --------------------------------------------------------------------------- placement


def _placement(obs: Observation, d: Decision, verdict: Verdict) -> Hint:
    from rftg.solver.payment import plan_placement

    choice = verdict.choice
    m = choice.move
    plan = (verdict.planned.placement if verdict.planned is not None
            and verdict.planned.placement is not None else plan_placement(obs))
    ranked = verdict.ranked

    def say(r: Ranked) -> str:
        mv = r.move
        if not isinstance(mv, PlaceCard):
            return "place nothing"
        return f"place {_name(obs, mv.card)}" + _goals(obs, mv.card, " (it ", ")")

    if isinstance(m, Pass) and ranked:
        return Hint(choice, "Place nothing. " + _playouts(obs, ranked[0], verdict.rounds),
                    _instead(ranked, say))
    if isinstance(m, Pass):
        placeable = [cw for cw in plan.ways if cw.ways]
        if not placeable:
            whys = [f"{_name(obs, cw.card)}: {cw.why_not}" for cw in plan.ways if cw.why_not]
            return Hint(choice, "Place nothing: no card in your hand can be placed now"
                        + (f" ({'; '.join(whys[:3])})." if whys else "."))
        return Hint(choice, f"Place nothing: {_names(obs, [cw.card for cw in placeable])} "
                    f"would cost more in cards than {'it' if len(placeable) == 1 else 'they'} "
                    "would bring now.")
    if isinstance(m, PlaceCard):
        way = _way_for(plan, m.card)
        v = plan.values.get(m.card)
        what = f"{_name(obs, m.card)} ({v.describe()})" if v else _name(obs, m.card)
        how = placement_text(obs, way) if way is not None else f"for {m.cost} cards"
        reason = f"Place {what} {how}." + _goals(obs, m.card, " It ", ".")
        if ranked:
            reason += " " + _playouts(obs, ranked[0], verdict.rounds)
        elif verdict.planned is None and d.kind is DecisionKind.SETTLE:
            reason += " It is the world worth most to your tableau that you can place now."
        others = [cw.card for cw in plan.ways if cw.ways and cw.card != m.card]
        details = _instead(ranked, say) if ranked else ()
        if others:
            details += (f"You could also place {_names(obs, others)}.",)
        return Hint(choice, reason, details)
    assert isinstance(m, Placement)
    card = obs.mine.placing if obs.mine.placing is not None else m.card
    reason = f"Pay for {_name(obs, card)} {placement_text(obs, m)}"
    if choice.cards:
        values = hand_values(obs, tuple(c for c in obs.hand if c != card),
                             len(obs.hand) - len(choice.cards) - 2)
        worth = dict(values)
        least = sorted(choice.cards, key=lambda c: worth[c].hand)
        reason += (f"; discard {_names(obs, least)}, the card{'s' if len(least) > 1 else ''}"
                   " worth least to keep ("
                   + "; ".join(f"{_name(obs, c)}: {worth[c].play_note}" for c in least) + ")")
    return Hint(choice, reason + ".")


def _goals(obs: Observation, card: int, lead: str, end: str = "") -> str:
    """What placing ``card`` does to The Gathering Storm's goals, in words with the rules'
    VP ("It takes the goal Galactic Status (...): +3 VP."); empty if nothing."""
    gains = goal_gains(obs, card)
    if not gains:
        return ""
    return lead + " and ".join(g.text for g in gains) + end


def _way_for(plan: object, card: int) -> Placement | None:
    """The plan's way for ``card`` (its first step's, or the card's cheapest way)."""
    from rftg.solver.payment import PlacementPlan

    assert isinstance(plan, PlacementPlan)
    if plan.method is not None and plan.method.card == card:
        return plan.method
    for cw in plan.ways:
        if cw.card == card and cw.ways:
            return min(cw.ways, key=lambda w: (w.pay, bool(w.spends)))
    return None


# --------------------------------------------------------------------------- cards


def _keep(obs: Observation, d: Decision, choice: Choice,
          searched: Sequence[Ranked] = (), rounds: int = 0) -> Hint:
    opt = d.options[0]
    k = opt.min_cards
    ranked = hand_values(obs, opt.cards_from, len(obs.hand) + k - 1)
    worth = dict(ranked)
    kept = ", ".join(f"{_name(obs, c)} ({_words(worth[c])})" for c in choice.cards)
    rest = [c for c, _ in ranked if c not in choice.cards]
    details = tuple(f"Discarded: {_name(obs, c)} ({_words(worth[c])})." for c in rest)
    if searched:
        return Hint(choice, f"Keep {kept}. " + _playouts(obs, searched[0], rounds),
                    _instead(searched, lambda r: f"keep {_names(obs, r.cards)}") + details)
    reason = (f"Keep {kept}: worth most to keep, for what {'they' if k > 1 else 'it'} would "
              "add to your tableau and how soon you can place "
              f"{'them' if k > 1 else 'it'}.")
    return Hint(choice, reason, details)


def _discard(obs: Observation, d: Decision, choice: Choice) -> Hint:
    opt = d.options[0]
    k = opt.min_cards
    ranked = hand_values(obs, opt.cards_from, len(obs.hand) - k - 1)
    worth = dict(ranked)
    gone = "; ".join(f"{_name(obs, c)}: {worth[c].play_note}" for c in choice.cards)
    reason = (f"Discard {_names(obs, choice.cards)}: worth least to keep, for what "
              f"{'they' if k > 1 else 'it'} would add to your tableau and how soon you "
              f"can place {'them' if k > 1 else 'it'} ({gone}).")
    kept = [c for c, _ in ranked if c not in choice.cards]
    details = (f"You keep {_names(obs, kept)}.",) if kept else ()
    return Hint(choice, reason, details)


def _start(obs: Observation, d: Decision, choice: Choice) -> Hint:
    worlds = start_worlds(obs, d)
    m = choice.move
    assert isinstance(m, PickWorld)
    best = next(w for w in worlds if w.world == m.world)
    other = next((w for w in worlds if w.world != m.world), None)
    play = best.playable()
    reason = f"Keep {_name(obs, m.world)} ({best.own.describe()})"
    reason += (f": with it you could place {len(play)} of your {len(obs.hand)} cards now "
               f"({_names(obs, play)})" if play else
               f": none of your {len(obs.hand)} cards can be placed at once with either world, "
               "and it is worth more to them")
    if other is not None:
        oplay = other.playable()
        reason += (f", with {_name(obs, other.world)} ({other.own.describe()}) "
                   f"{len(oplay)}.")
    return Hint(choice, reason)


def _produce(obs: Observation, choice: Choice) -> Hint:
    from rftg.core.cards import Phase
    from rftg.core.rules.consume import trade_value

    m = choice.move
    if isinstance(m, Stop):
        return Hint(choice, "Stop: turning a hand card into a good is not worth the card now.")
    world = choice.cards[0] if choice.cards else None
    if world is None:
        return Hint(choice, f"{m.encode()}.")
    sale = trade_value(world, obs.cards, obs.powers(Phase.CONSUME), obs.mine.tableau)
    source = "the Produce bonus" if isinstance(m, ProduceBonus) else (
        _name(obs, m.card) if isinstance(m, UsePower) else "it")
    kind = obs.card(world).goods
    kname = kind.value.capitalize() if kind else "a"
    return Hint(choice, f"Put the windfall good from {source} on {_name(obs, world)}: a "
                f"{kname} good, it would sell for {sale.total} cards, the most of your empty "
                "windfall worlds.")
