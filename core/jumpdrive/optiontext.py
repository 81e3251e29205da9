"""A Jump Drive option in the tutor's words, with the player's own numbers from the
rules' breakdowns (``rftg.core.jumpdrive.rules``): what a choice costs and brings. The
tutor (``rftg.tutor.jumpdrive``) shows it, the hints say it; the words are the catalogue
``tutor_jumpdrive``."""

from __future__ import annotations

from typing import Any

from rftg.core.decisions import Option
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.moves import Explore, How, JdPlay
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.text import name_of
from rftg.core.lang import catalogue, fill, resolve
from rftg.core.rules.terms import Breakdown


def texts(lang: str | None = None) -> dict[str, Any]:
    return catalogue("tutor_jumpdrive", lang)


def _w(key: str, lang: str | None, **values: Any) -> str:
    return fill(str(texts(lang)["word"][key]), values)


def card(obs: JdObservation, cid: int, lang: str | None = None) -> str:
    """A card's name as the player reads it in ``lang``."""
    return name_of(obs.card(cid), resolve(lang))


def say(b: Breakdown, obs: JdObservation, lang: str | None = None) -> str:
    """'2 (printed cost) - 1 (Investment Credits) = 1', from a rule's breakdown."""
    words = texts(lang)["term"]
    parts = []
    for i, t in enumerate(b.terms):
        label = words.get(t.what, t.what).format(
            card=card(obs, t.card, lang) if t.card is not None else "", n=t.n)
        sign = "" if i == 0 and t.amount >= 0 else ("- " if t.amount < 0 else "+ ")
        parts.append(f"{sign}{abs(t.amount) if i or t.amount < 0 else t.amount} ({label})")
    floor = _w("floor", lang) if b.clamped else ""
    return f"{' '.join(parts) or '0'} = {b.total}{floor}"


def said(b: Breakdown, obs: JdObservation, lang: str | None = None) -> str:
    """``say``, or '0' when nothing counts (an empty empire scores '0', not '0 = 0')."""
    return say(b, obs, lang) if b.terms else "0"


def explain_option(obs: JdObservation, option: Option, lang: str | None = None) -> list[str]:
    """Why an option costs what it costs and what it brings, in the player's numbers."""
    words = texts(lang)["explain"]
    m = option.move
    empire = obs.empire()
    if isinstance(m, Explore):
        draw, discard = rules.explore_counts(empire)
        return [words["explore"].format(draw=say(draw, obs, lang), discard=discard.total)]
    if not isinstance(m, JdPlay):
        return []
    lines = []
    if m.development is not None and m.dev_cost is not None:
        lines.append(words["develop"].format(card=card(obs, m.development, lang),
                                             cost=say(m.dev_cost, obs, lang)))
    for cid, how, cost in ((m.world, m.how, m.world_cost),
                           (m.second, m.second_how, m.second_cost)):
        if cid is None or cost is None:
            continue
        if how is How.CONQUER:
            lines.append(words["conquer"].format(card=card(obs, cid, lang),
                                                 military=say(cost, obs, lang),
                                                 defence=obs.card(cid).cost))
        else:
            lines.append(words["world"].format(card=card(obs, cid, lang),
                                               cost=say(cost, obs, lang)))
    if rules.draws_after_world(m):
        lines.append(words["draw"])
    after = rules.empire_after(empire, m, obs.cards)
    others = [] if obs.solo else obs.others()
    vp0, vp1 = rules.round_vp(empire, others).total, rules.round_vp(after, others).total
    in0, in1 = rules.round_income(empire).total, rules.round_income(after).total
    lines.append(words["after"].format(vp=vp1, dvp=vp1 - vp0, income=in1, dincome=in1 - in0))
    return lines
