"""Jump Drive's part of a review (``rftg.solver.review``): the hard player
(``hard.JdHardPlayer``, with the hints' seed and budget: its best is the ``h`` hint's
choice) rates a decision made against the best choice it finds.

* The choice of the round and the keep-5 and hand-limit discards are searched: the choice
  made is played out beside the hard player's candidates on the same dealt games (if it is
  not one of them), each play-out weighed as the search weighs it (the final margin, a win
  counting ``WIN`` VP more; solo: the final VP). The loss is the difference of the means,
  its noise the standard error of the differences over the deals.
* A payment and the discard after Explore follow the planner's worth of the cards
  (``value.card_worth``, in VP-equivalents): the loss is what the cards given up are
  worth more than the hard player's; the model is exact about its own numbers (no noise).

The words are the hints' (``content/text/<lang>/hints_jumpdrive.toml``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.lang import resolve
from rftg.solver.games import CancelCheck, Rating
from rftg.solver.jumpdrive import hints
from rftg.solver.jumpdrive.hard import DEFAULT_BUDGET, JdBudget, JdHardPlayer, JdVerdict, Outcome
from rftg.solver.jumpdrive.value import card_worth, rounds_left

REVIEW_BUDGET = DEFAULT_BUDGET  # the hints' own: the best is the hint's choice


def rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> Rating:
    from rftg.solver.review import paired_noise

    lang = resolve(lang)
    obs = jd_observation(game, seat)
    chosen = budget if isinstance(budget, JdBudget) else REVIEW_BUDGET
    verdict = JdHardPlayer(hints.HINT_SEED, chosen, cancelled).decide(obs, played)
    if len(verdict.ranked) > 1:  # the choice of the round, played out
        best = verdict.ranked[0]
        mine = next(o for o in verdict.ranked if o.candidate.option.move == played.move)
        why = hints.played_out(obs, best.games, best.margin, best.wins, mine.margin,
                               mine.wins, lang)
        return Rating(_label(obs, mine, lang), _label(obs, best, lang),
                      Choice(best.candidate.option.move), best.score - mine.score,
                      paired_noise(best.scores, mine.scores), why)
    if len(verdict.discards) > 1:  # keep 5 or the hand limit, played out
        first = verdict.discards[0]
        kept = next(k for k in verdict.discards if _alike(obs, k.cards, played.cards))
        why = hints.played_out(obs, first.games, first.margin, first.wins, kept.margin,
                               kept.wins, lang)
        return Rating(hints.names(obs, played.cards, lang), hints.names(obs, first.cards, lang),
                      verdict.choice, first.score - kept.score,
                      paired_noise(first.scores, kept.scores), why)
    return _by_worth(obs, verdict, played, lang)


def _by_worth(obs: JdObservation, verdict: JdVerdict, played: Choice, lang: str) -> Rating:
    """A payment or a discard, by the worth of the cards given up (the planner's)."""
    rounds = rounds_left(obs)

    def worth(cards: Sequence[int]) -> float:
        return sum(card_worth(obs.card(c), rounds) for c in cards)

    best = verdict.choice
    hint = hints.worded(obs, verdict, lang)
    why = " ".join((hint.reason, *hint.details, hints.yours(obs, played.cards, lang)))
    return Rating(hints.names(obs, played.cards, lang), hints.names(obs, best.cards, lang),
                  best, worth(played.cards) - worth(best.cards), 0.0, why)


def _alike(obs: JdObservation, a: Sequence[int], b: Sequence[int]) -> bool:
    """The same cards by name (two copies of a card are one choice)."""
    return sorted(obs.card(c).name for c in a) == sorted(obs.card(c).name for c in b)


def _label(obs: JdObservation, outcome: Outcome, lang: str) -> str:
    return hints.label(obs, outcome, lang)
