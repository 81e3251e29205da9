"""New Frontiers' part of a review (``rftg.solver.review``): the hard player
(``hard.HardNf``, with the hints' seed and budget: its best is the ``h`` hint's choice)
rates a decision made against the best choice it finds.

The engine's sampler deals games at exactly the decision, consistent with what the seat
saw; the choice made is played out to the end beside the hard player's candidates (the
pick of an action, Develop, Settle, Explore) or beside its one choice (Trade and Consume:
the consume plan's; the rest: the normal player's), on the same samples. Each play-out is
weighed as the search weighs it (the final margin, a win counting ``WIN`` VP more); the
loss is the difference of the means, its noise the standard error of the differences.
Where no sample can be dealt, the decision is rated only as the same as the hard
player's choice or not, with no loss measured (an unknown is never a mistake).

The words are the hints' (``content/text/<lang>/hints_newfrontiers.toml``).
"""

from __future__ import annotations

from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.lang import resolve
from rftg.core.newfrontiers.observe import NfObservation
from rftg.core.newfrontiers.text import option_label
from rftg.solver.games import CancelCheck, Rating
from rftg.solver.newfrontiers import hints
from rftg.solver.newfrontiers.hard import DEFAULT_BUDGET, HardNf, NfBudget, NfVerdict, same

REVIEW_BUDGET = DEFAULT_BUDGET  # the hints' own: the best is the hint's choice


def rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> Rating:
    from rftg.solver.review import paired_noise

    lang = resolve(lang)
    obs = game.observe(seat)
    chosen = budget if isinstance(budget, NfBudget) else REVIEW_BUDGET
    verdict = HardNf(hints.HINT_SEED, chosen, cancelled).decide(obs, game.sampler(seat),
                                                                played)
    reason = hints.worded(obs, NfVerdict(verdict.choice, (), verdict.planned,
                                         verdict.consume), lang).reason
    mine = next((o for o in verdict.ranked if same(o.choice, played)), None)
    if mine is None:  # nothing played out
        return Rating(words(obs, played, lang), words(obs, verdict.choice, lang), verdict.choice,
                      0.0, 0.0, reason)
    best = verdict.ranked[0]
    why = f"{reason} {hints.played_out(best, mine, lang)}"
    return Rating(words(obs, played, lang), words(obs, best.choice, lang), best.choice,
                  best.score - mine.score, paired_noise(best.scores, mine.scores), why)


def words(obs: NfObservation, choice: Choice, lang: str) -> str:
    """A choice as the player reads it: its option's words, and the tiles it names."""
    d = obs.decision
    assert d is not None
    option = d.option(choice.move)
    text = option_label(option, lang) if option is not None else choice.move.encode()
    if choice.cards:
        text += ": " + ", ".join(obs.view.t[c].label(lang) for c in choice.cards)
    return text
