"""Jump Drive hints: the hard player's choice for the pending decision, and why, in the
player's terms and with the numbers the engine works with.

``hint(obs)`` sees only the player's observation. The choice IS the hard player's
(``JdHardPlayer.decide`` with ``HINT_SEED``): following every hint plays like the hard
player. At the choice of the round the reason is the tutor's explanation of that choice
(``rftg.tutor.jumpdrive.explain_option``: each cost after discounts with its breakdown,
the card drawn after a lone world, the VP and income the empire then scores), the cards
the planner pays with, and the play-outs behind it; the alternatives follow, each with its
play-outs. For a payment or a discard: the cards, with their cost, VP and income. Texts
come from ``content/text/<lang>/hints_jumpdrive.toml``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rftg.core.decisions import Choice, DecisionKind, Discard
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.moves import JdPlay
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.text import jd_option_label
from rftg.core.lang import catalogue
from rftg.solver.jumpdrive.hard import (
    DEFAULT_BUDGET,
    WIN,
    JdBudget,
    JdHardPlayer,
    Kept,
    Outcome,
)

HINT_SEED = 0


def _texts(lang: str | None = None) -> dict[str, Any]:
    return catalogue("hints_jumpdrive", lang)


def _t(key: str, **values: Any) -> str:
    return str(_texts()["hint"][key]).format(**values)


@dataclass(frozen=True)
class JdHint:
    """A hint: the ``choice``, the ``reason`` (first line) and further lines; the cards it
    names; what it says the choice costs (card placed -> cards paid), and the VP and income
    the empire then scores each round (None where it says nothing of them)."""

    choice: Choice
    reason: str
    details: tuple[str, ...] = ()
    cards: tuple[int, ...] = ()
    costs: dict[int, int] = field(default_factory=dict)
    vp: int | None = None
    income: int | None = None
    draws: bool = False


def hint(obs: JdObservation, budget: JdBudget = DEFAULT_BUDGET,
         cancelled: Callable[[], bool] | None = None) -> JdHint:
    """The recommendation for ``obs.decision`` (ValueError if there is none). ``budget``
    bounds the search; ``cancelled`` stops it (``Cancelled``)."""
    d = obs.decision
    if d is None:
        raise ValueError("there is no decision to hint at")
    verdict = JdHardPlayer(HINT_SEED, budget, cancelled).decide(obs)
    choice = verdict.choice
    if d.kind is DecisionKind.ACTION:
        return _choose(obs, choice, verdict.ranked)
    cards = choice.cards
    facts = "; ".join(fact(obs, c) for c in cards)
    if d.kind is DecisionKind.PAYMENT:
        return JdHint(choice, _t("pay", cards=names(obs, cards), they=they(cards),
                                 facts=facts), (), cards)
    why = tuple(_why_discard(obs, verdict.discards)) or (_t("least", they=they(cards)),)
    named = tuple(dict.fromkeys((*cards, *(c for k in verdict.discards[1:2]
                                           for c in k.cards))))
    if d.kind is DecisionKind.INITIAL_DISCARD:
        kept = len(d.options[0].cards_from) - len(cards)
        return JdHint(choice, _t("keep", discards=names(obs, cards), n=kept, facts=facts),
                      why, named)
    assert isinstance(choice.move, Discard)
    return JdHint(choice, _t("discard", cards=names(obs, cards), facts=facts), why, named)


def _why_discard(obs: JdObservation, tried: Sequence[Kept]) -> list[str]:
    """The play-outs behind a keep-5 or hand-limit discard, and the next best set."""
    if len(tried) < 2:
        return []
    best, alt = tried[0], tried[1]
    if obs.solo:
        return [_t("why_discard_solo", sets=len(tried), games=best.games,
                   vp=f"{best.margin:.1f}", alt=names(obs, alt.cards),
                   alt_vp=f"{alt.margin:.1f}")]
    return [_t("why_discard", sets=len(tried), games=best.games,
               margin=_margin(best.margin), wins=f"{best.wins:g}",
               alt=names(obs, alt.cards), alt_margin=_margin(alt.margin),
               alt_wins=f"{alt.wins:g}", win=f"{WIN:g}")]


def they(cards: Sequence[int]) -> str:
    return _t("one" if len(cards) == 1 else "many")


def names(obs: JdObservation, cards: Sequence[int]) -> str:
    shown = [obs.card(c).name for c in cards]
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def fact(obs: JdObservation, cid: int) -> str:
    """'New Vinland: cost 2, 1 VP, +1 income' (a military world: its defence)."""
    card = obs.card(cid)
    cost = _t("defence" if card.is_world and card.military else "cost", n=card.cost)
    return _t("fact", card=card.name, cost=cost, vp=card.vp, income=card.income)


def label(obs: JdObservation, outcome: Outcome) -> str:
    draw, discard = rules.explore_counts(obs.empire())
    return jd_option_label(outcome.candidate.option, obs.cards,
                           explore=(draw.total, discard.total))


def _margin(vp: float) -> str:
    if abs(vp) < 0.05:
        return _t("level")
    return _t("ahead" if vp > 0 else "behind", vp=f"{abs(vp):.1f}")


def _choose(obs: JdObservation, choice: Choice, ranked: Sequence[Outcome]) -> JdHint:
    from rftg.tutor.jumpdrive import explain_option

    best = ranked[0]
    option = best.candidate.option
    lines = list(explain_option(obs, option))
    move = option.move
    named: list[int] = []
    costs: dict[int, int] = {}
    vp = income = None
    draws = False
    if isinstance(move, JdPlay):
        named += rules.placed(move)
        costs.update(rules.pays_per_card(move))
        for b in (move.dev_cost, move.world_cost, move.second_cost):
            named += [t.card for t in (b.terms if b is not None else ()) if t.card is not None]
        if move.convoy is not None:
            named.append(move.convoy)
        gain = best.candidate.gain
        assert gain is not None
        vp, income = gain.vp_after.total, gain.income_after.total
        named += [t.card for t in (*gain.vp_after.terms, *gain.income_after.terms)
                  if t.card is not None]
        draws = rules.draws_after_world(move)
        pay = best.candidate.pay
        if pay:
            lines.append(_t("pay_with", cards=names(obs, pay), they=they(pay),
                            facts="; ".join(fact(obs, c) for c in pay)))
            named += pay
    else:
        named += [t.card for t in rules.explore_counts(obs.empire())[0].terms
                  if t.card is not None]
    if best.games == 0:
        lines.append(_t("only"))
    elif obs.solo:
        lines.append(_t("why_solo", games=best.games, vp=f"{best.margin:.1f}"))
    else:
        lines.append(_t("why_margin", games=best.games, margin=_margin(best.margin),
                        wins=f"{best.wins:g}"))
    if len(ranked) > 1:
        lines.append(_t("alternatives", win=f"{WIN:g}"))
        for alt in ranked[1:]:
            if obs.solo:
                lines.append(_t("alt_solo", choice=label(obs, alt), vp=f"{alt.margin:.1f}"))
            else:
                lines.append(_t("alt_margin", choice=label(obs, alt),
                                margin=_margin(alt.margin), wins=f"{alt.wins:g}",
                                games=alt.games))
            m = alt.candidate.option.move
            if isinstance(m, JdPlay):
                named += rules.placed(m)
                if m.convoy is not None:
                    named.append(m.convoy)
    return JdHint(choice, _t("choose", choice=label(obs, best)), tuple(lines),
                  tuple(dict.fromkeys(named)), costs, vp, income, draws)
