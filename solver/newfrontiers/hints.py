"""New Frontiers' hint for now: the normal computer player's choice, said as such, with the
other options listed. (The hard player with CP-SAT planners, whose choice will be the hint,
comes later.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.newfrontiers.text import option_label
from rftg.core.newfrontiers.tiles import say
from rftg.solver.games import CancelCheck
from rftg.solver.newfrontiers.players import NormalNf


@dataclass(frozen=True)
class NfHint:
    choice: Choice
    reason: str
    details: tuple[str, ...] = ()


def hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> NfHint:
    """What the normal player would choose for ``seat`` now (from ``seat``'s observation)."""
    obs = game.observe(seat)
    decision = obs.decision
    if decision is None:
        raise ValueError(say("hint.no_decision", lang))
    choice = NormalNf(game.version).choose(obs)
    option = decision.option(choice.move)
    assert option is not None
    label = option_label(option, lang)
    others = tuple(say("hint.other", lang, option=option_label(o, lang))
                   for o in decision.options if o is not option)
    return NfHint(choice, say("hint.reason", lang, option=label), others)
