"""Andromeda's hint, until the CP-SAT action planner and the hard player come: the normal
player's choice (rules of thumb) with what it rates it worth in points, and the next best
options. Every number is the rules-of-thumb player's own (``value``)."""

from __future__ import annotations

from dataclasses import dataclass

from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.text import option_label, say
from rftg.core.decisions import Choice
from rftg.solver.andromeda.players import AdRulesPlayer

ALTERNATIVES = 3


@dataclass(frozen=True)
class AdHint:
    choice: Choice
    reason: str
    details: tuple[str, ...] = ()


def _points(worth: float, lang: str | None) -> str:
    return f"{worth:+.1f}".replace(".", say("number.decimal_point", lang))


def hint(obs: AdObservation, lang: str | None = None) -> AdHint:
    """The rules-of-thumb player's choice for this seat, and the next best ones."""
    player = AdRulesPlayer()
    rated = sorted(player.rate(obs), key=lambda r: -r.worth)
    best = player.best(obs)
    reason = say("hint.reason", lang, option=option_label(best.option, lang),
                 worth=_points(best.worth, lang))
    others = [say("hint.other", lang, option=option_label(r.option, lang),
                  worth=_points(r.worth, lang))
              for r in rated if r.option is not best.option][:ALTERNATIVES]
    return AdHint(best.choice, reason, tuple(others))
