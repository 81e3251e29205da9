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

from rftg.core.decisions import Choice
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.moves import JdPlay
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.optiontext import explain_option
from rftg.core.jumpdrive.text import jd_option_label, name_of
from rftg.core.lang import catalogue, fill, resolve
from rftg.core.moves import DecisionKind, Discard
from rftg.core.text import number
from rftg.solver.jumpdrive.hard import (
    DEFAULT_BUDGET,
    JdBudget,
    JdHardPlayer,
    JdVerdict,
    Kept,
    Outcome,
)
from rftg.solver.playouts import WIN

HINT_SEED = 0


def _texts(lang: str | None = None) -> dict[str, Any]:
    return catalogue("hints_jumpdrive", lang)


def _t(key: str, lang: str | None, **values: Any) -> str:
    return fill(str(_texts(lang)["hint"][key]), values)


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
         cancelled: Callable[[], bool] | None = None, lang: str | None = None) -> JdHint:
    """The recommendation for ``obs.decision`` (ValueError if there is none), worded in
    ``lang`` (the choice is the same in every language). ``budget`` bounds the search;
    ``cancelled`` stops it (``Cancelled``)."""
    lang = resolve(lang)
    d = obs.decision
    if d is None:
        raise ValueError("there is no decision to hint at")
    return worded(obs, JdHardPlayer(HINT_SEED, budget, cancelled).decide(obs), lang)


def worded(obs: JdObservation, verdict: JdVerdict, lang: str | None = None) -> JdHint:
    """The hard player's ``verdict`` on ``obs.decision`` as a hint, worded in ``lang``."""
    lang = resolve(lang)
    d = obs.decision
    assert d is not None
    choice = verdict.choice
    if d.kind is DecisionKind.ACTION:
        return _choose(obs, choice, verdict.ranked, lang)
    cards = choice.cards
    facts = "; ".join(fact(obs, c, lang) for c in cards)
    if d.kind is DecisionKind.PAYMENT:
        return JdHint(choice, _t("pay", lang, cards=names(obs, cards, lang),
                                 they=they(cards, lang), facts=facts), (), cards)
    why = (tuple(_why_discard(obs, verdict.discards, lang))
           or (_t("least", lang, they=they(cards, lang)),))
    named = tuple(dict.fromkeys((*cards, *(c for k in verdict.discards[1:2]
                                           for c in k.cards))))
    if d.kind is DecisionKind.INITIAL_DISCARD:
        kept = len(d.options[0].cards_from) - len(cards)
        return JdHint(choice, _t("keep", lang, discards=names(obs, cards, lang), n=kept,
                                 facts=facts), why, named)
    assert isinstance(choice.move, Discard)
    return JdHint(choice, _t("discard", lang, cards=names(obs, cards, lang), facts=facts),
                  why, named)


def played_out(obs: JdObservation, games: int, best: float, best_wins: float,
               mine: float, mine_wins: float, lang: str | None = None) -> str:
    """A review's why, from the play-outs: how the better choice finished in ``games``
    dealt games and how the choice made finished on the same deals."""
    lang = resolve(lang)
    if obs.solo:
        return _t("review_solo", lang, games=games, vp=_number(best, lang),
                  mine=_number(mine, lang))
    return _t("review_margin", lang, games=games, margin=_margin(best, lang),
              wins=_count(best_wins, lang), mine=_margin(mine, lang),
              mine_wins=_count(mine_wins, lang), win=_count(WIN, lang))


def yours(obs: JdObservation, cards: Sequence[int], lang: str | None = None) -> str:
    """A review's words for the cards a player chose: "Yours: Drop Ships (cost 4, ...)"."""
    return _t("review_yours", lang, cards=names(obs, cards, lang),
              facts="; ".join(fact(obs, c, lang) for c in cards))


def _why_discard(obs: JdObservation, tried: Sequence[Kept], lang: str) -> list[str]:
    """The play-outs behind a keep-5 or hand-limit discard, and the next best set."""
    if len(tried) < 2:
        return []
    best, alt = tried[0], tried[1]
    if obs.solo:
        return [_t("why_discard_solo", lang, sets=len(tried), games=best.games,
                   vp=_number(best.margin, lang), alt=names(obs, alt.cards, lang),
                   alt_vp=_number(alt.margin, lang))]
    return [_t("why_discard", lang, sets=len(tried), games=best.games,
               margin=_margin(best.margin, lang), wins=_count(best.wins, lang),
               alt=names(obs, alt.cards, lang), alt_margin=_margin(alt.margin, lang),
               alt_wins=_count(alt.wins, lang), win=_count(WIN, lang))]


def _number(x: float, lang: str) -> str:
    """One decimal, with the language's decimal mark (German: 2,5)."""
    return number(x, ".1f", lang)


def _count(x: float, lang: str) -> str:
    """A count that may be a half (a shared win): 3, 2.5."""
    return number(x, "g", lang)


def they(cards: Sequence[int], lang: str | None = None) -> str:
    return _t("one" if len(cards) == 1 else "many", lang)


def names(obs: JdObservation, cards: Sequence[int], lang: str | None = None) -> str:
    shown = [name_of(obs.card(c), resolve(lang)) for c in cards]
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + _t("and", lang) + shown[-1]


def fact(obs: JdObservation, cid: int, lang: str | None = None) -> str:
    """'New Vinland: cost 2, 1 VP, +1 income' (a military world: its defence)."""
    c = obs.card(cid)
    cost = _t("defence" if c.is_world and c.military else "cost", lang, n=c.cost)
    return _t("fact", lang, card=name_of(c, resolve(lang)), cost=cost, vp=c.vp,
              income=c.income)


def label(obs: JdObservation, outcome: Outcome, lang: str | None = None) -> str:
    draw, discard = rules.explore_counts(obs.empire())
    return jd_option_label(outcome.candidate.option, obs.cards, resolve(lang),
                           explore=(draw.total, discard.total))


def _margin(vp: float, lang: str) -> str:
    if abs(vp) < 0.05:
        return _t("level", lang)
    return _t("ahead" if vp > 0 else "behind", lang, vp=_number(abs(vp), lang))


def _choose(obs: JdObservation, choice: Choice, ranked: Sequence[Outcome],
            lang: str) -> JdHint:
    best = ranked[0]
    option = best.candidate.option
    lines = list(explain_option(obs, option, lang))
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
            lines.append(_t("pay_with", lang, cards=names(obs, pay, lang), they=they(pay, lang),
                            facts="; ".join(fact(obs, c, lang) for c in pay)))
            named += pay
    else:
        named += [t.card for t in rules.explore_counts(obs.empire())[0].terms
                  if t.card is not None]
    if best.games == 0:
        lines.append(_t("only", lang))
    elif obs.solo:
        lines.append(_t("why_solo", lang, games=best.games, vp=_number(best.margin, lang)))
    else:
        lines.append(_t("why_margin", lang, games=best.games,
                        margin=_margin(best.margin, lang), wins=_count(best.wins, lang)))
    if len(ranked) > 1:
        lines.append(_t("alternatives", lang, win=_count(WIN, lang)))
        for alt in ranked[1:]:
            if obs.solo:
                lines.append(_t("alt_solo", lang, choice=label(obs, alt, lang),
                                vp=_number(alt.margin, lang)))
            else:
                lines.append(_t("alt_margin", lang, choice=label(obs, alt, lang),
                                margin=_margin(alt.margin, lang),
                                wins=_count(alt.wins, lang), games=alt.games))
            m = alt.candidate.option.move
            if isinstance(m, JdPlay):
                named += rules.placed(m)
                if m.convoy is not None:
                    named.append(m.convoy)
    return JdHint(choice, _t("choose", lang, choice=label(obs, best, lang)), tuple(lines),
                  tuple(dict.fromkeys(named)), costs, vp, income, draws)
