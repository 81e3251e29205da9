"""Andromeda's part of a review (``rftg.solver.review``): the hard player
(``hard.AdHardPlayer``, with the hints' seed and budget: its choice is the ``h`` hint's)
rates a decision made against the best choice it finds.

The engine's sampler deals the hands the seat could not see, consistent with what it saw;
the choice made is tried beside the hard player's (at the transport and the trade: the
options it searches; at an action: the planner's choice), each played on as the hard
player's search plays on (up to the player's next action decision) and rated by the
position reached (``hard.standing``: points, cards, stations, the best plan, in points).
The loss is the difference of the means, its noise the standard error of the
differences over the deals. Where no deal can be made, the decision is rated only as the
same as the hard player's or not, with no loss measured (an unknown is never a mistake).

The words are the hints' (``content/text/<lang>/hints_andromeda.toml``).
"""

from __future__ import annotations

from typing import Any

from rftg.core.andromeda.moves import AdKind, Done
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.text import option_label
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.lang import resolve
from rftg.core.sampler import SampleError
from rftg.solver.andromeda import hints
from rftg.solver.andromeda.hard import DEFAULT_BUDGET, AdBudget, AdHardPlayer, AdVerdict, same
from rftg.solver.games import CancelCheck, Rating

REVIEW_BUDGET = DEFAULT_BUDGET  # the hints' own: the hard player's choice is the hint's


def rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> Rating:
    from rftg.solver.review import paired_noise

    lang = resolve(lang)
    obs: AdObservation = game.observe(seat)
    chosen = budget if isinstance(budget, AdBudget) else REVIEW_BUDGET
    player = AdHardPlayer(hints.HINT_SEED, chosen, cancelled)
    try:
        verdict = player.rate(obs, played, game.sampler(seat))
    except SampleError:
        verdict = player.decide(obs, None)
    best = verdict.tried[0] if verdict.tried else None
    mine = next((t for t in verdict.tried if same(t.choice, played)), None)
    reason = _reason(obs, verdict, lang)
    if best is None or mine is None or best.mean is None or mine.mean is None:
        return Rating(words(obs, played, lang), words(obs, verdict.choice, lang),
                      verdict.choice, 0.0, 0.0, reason)
    return Rating(words(obs, played, lang), words(obs, best.choice, lang), best.choice,
                  best.mean - mine.mean, paired_noise(best.scores, mine.scores),
                  f"{reason} {hints.played_out(best, mine, lang)}")


def _reason(obs: AdObservation, verdict: AdVerdict, lang: str) -> str:
    """The hint's first line for the better choice."""
    d = obs.decision
    assert d is not None
    chosen = next((t for t in verdict.tried if same(t.choice, verdict.choice)), None)
    if d.kind == AdKind.ACTION and verdict.plans:
        plan = verdict.plans[0]
        planned = plan.first is not None and plan.value > 0
        if (planned and plan.first is not None and verdict.choice.move == plan.first.move) \
                or (not planned and isinstance(verdict.choice.move, Done)):
            return hints.plan_or_done(obs, plan, verdict.choice, lang)[0]
    if chosen is None:
        return words(obs, verdict.choice, lang)
    return hints.chosen_reason(obs, chosen, lang)


def words(obs: AdObservation, choice: Choice, lang: str) -> str:
    """A choice as the player reads it: its option's words."""
    d = obs.decision
    assert d is not None
    option = d.option(choice.move)
    return option_label(option, lang, obs.names) if option is not None \
        else choice.move.encode()
