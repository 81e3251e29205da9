"""The tutor for Jump Drive: rules topics (``rftg rules --game jumpdrive``) and the
explanation of each choice with the player's own numbers, taken from the rules'
breakdowns (``rftg.core.jumpdrive.rules``), never worked out again here."""

from __future__ import annotations

from typing import Any

from rftg.core.decisions import Decision
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.optiontext import card as card
from rftg.core.jumpdrive.optiontext import explain_option as explain_option
from rftg.core.jumpdrive.optiontext import said as said
from rftg.core.jumpdrive.optiontext import say as say
from rftg.core.lang import catalogue, fill
from rftg.core.moves import DecisionKind


def texts(lang: str | None = None) -> dict[str, Any]:
    return catalogue("tutor_jumpdrive", lang)


def _w(key: str, lang: str | None, **values: Any) -> str:
    return fill(str(texts(lang)["word"][key]), values)


def topic_names(lang: str | None = None) -> list[str]:
    return list(texts(lang)["topic"])


def render_topic(name: str, lang: str | None = None) -> str | None:
    entry = texts(lang)["topic"].get(name)
    if entry is None:
        return None
    title = str(entry["title"])
    out = [title, "=" * len(title), "", str(entry["text"]).strip("\n").rstrip()]
    source = texts(lang)["meta"]["source"]
    out += ["", _w("rules", lang, sections="; ".join(f"{source} \u201e{s}\u201c"
                                                   for s in entry["sections"]))]
    out.append(_w("see", lang, topics=", ".join(entry["see"])))
    return "\n".join(out)


def listing(lang: str | None = None) -> str:
    rows = [(n, str(e["title"])) for n, e in texts(lang)["topic"].items()]
    width = max(len(n) for n, _ in rows)
    return "\n".join([_w("listing", lang), ""]
                     + [f"  {n.ljust(width)}  {t}" for n, t in rows])


TOPICS = {"jd.setup": "setup", "jd.choose": "round", "jd.develop": "costs",
          "jd.world": "costs", "jd.explore": "explore", "jd.hand_limit": "scoring"}
"""The ``rftg rules --game jumpdrive`` topic behind each decision's rule key."""


def topic_of(decision: Decision) -> str | None:
    """The rules topic that explains ``decision`` (None: no topic of its own)."""
    return TOPICS.get(decision.rule)


def notes(obs: JdObservation, decision: Decision, lang: str | None = None) -> list[str]:
    """The tutor's lines for any Jump Drive decision, whichever option is looked at: what
    the player's empire scores each round now (the rules' breakdowns), the solo game's
    end and its imagined opponent, and how paying works."""
    words = texts(lang)["notes"]
    lines = []
    empire = obs.empire()
    if empire:
        others = [] if obs.solo else obs.others()
        lines.append(words["scores"].format(vp=said(rules.round_vp(empire, others), obs, lang),
                                            income=said(rules.round_income(empire), obs, lang)))
    else:
        lines.append(words["empty"])
    if obs.solo:
        lines.append(words["solo"].format(rounds=rules.SOLO_ROUNDS, round=obs.round))
    if decision.kind is DecisionKind.PAYMENT:
        lines.append(words["pay"])
    return lines
