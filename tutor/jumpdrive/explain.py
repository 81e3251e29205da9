"""The tutor for a Jump Drive decision: what the player's empire scores each round now,
the solo game's end, how paying works, and the rules topic behind the decision. Each
choice is explained by ``rftg.core.jumpdrive.optiontext.explain_option`` (the hints word
their reasons with it too), from the rules' breakdowns, never worked out again here."""

from __future__ import annotations

from rftg.core.decisions import Decision, Move
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.optiontext import card as card
from rftg.core.jumpdrive.optiontext import explain_option as explain_option
from rftg.core.jumpdrive.optiontext import said as said
from rftg.core.jumpdrive.optiontext import say as say
from rftg.core.jumpdrive.optiontext import texts
from rftg.core.moves import DecisionKind

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


class JdExplanation:
    """What the tutor says about one Jump Drive decision (``rftg.tutor.games.Explained``):
    no title of its own; the empire's numbers, the solo game's end and how paying works
    (``notes``); each option explained when it is looked at (``explain_option``)."""

    title = ""

    def __init__(self, obs: JdObservation, lang: str | None = None) -> None:
        self.obs = obs
        self.lang = lang
        d = obs.decision
        self.lines: tuple[str, ...] = () if d is None else tuple(notes(obs, d, lang))
        self.topic = None if d is None else topic_of(d)

    def about(self, move: Move) -> tuple[str, ...]:
        d = self.obs.decision
        option = None if d is None else d.option(move)
        return () if option is None else tuple(explain_option(self.obs, option, self.lang))


class JdTutor:
    """The Jump Drive tutor of one player (``rftg.tutor.games.PlayerTutor``): it has no
    lessons to introduce, and every card in hand may be chosen somewhere."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = lang

    def explain(self, obs: JdObservation) -> JdExplanation:
        return JdExplanation(obs, self.lang)

    def why_not(self, obs: JdObservation, card: int) -> None:
        return None
