"""Race for the Galaxy's part of a review (``rftg.solver.review``): the hard player
(``players.learned``) rates a decision made against the best choice it finds, on the same
samples of the game, and the hints say why the best is best."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rftg.core.cards import Card
from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.text import card_name, option_label
from rftg.solver.games import CancelCheck, Rating
from rftg.solver.players.hard import Budget
from rftg.solver.players.learned import LearnedHardPlayer, wins_less

REVIEW_SEED = 2029
REVIEW_BUDGET = Budget(samples=16, rounds=1, candidates=6)  # a decision in about 0.1 s


def words(d: Decision, choice: Choice, cards: Sequence[Card], lang: str | None) -> str:
    """A choice as the player reads it: its option, and the cards it names."""
    option = d.option(choice.move)
    text = option_label(option, lang) if option is not None else choice.move.encode()
    if choice.cards:
        text += ": " + ", ".join(card_name(cards[c], lang) for c in choice.cards)
    return text


def rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> Rating:
    from rftg.solver.hints import explain
    from rftg.solver.review import noise_of

    obs = observation(game, seat)
    d = obs.decision
    assert d is not None
    player = LearnedHardPlayer(REVIEW_SEED, budget or REVIEW_BUDGET, cancelled)
    verdict = player.rate(obs, played, game.sampler(seat))
    best = verdict.ranked[0]
    mine = next((r for r in verdict.ranked
                 if r.move == played.move and sorted(r.cards) == sorted(played.cards)), best)
    loss = best.mean - mine.mean
    noise = noise_of(best.stderr, mine.stderr)
    why = explain(obs, d, verdict, lang).reason
    return Rating(words(d, played, obs.cards, lang), words(d, best.choice, obs.cards, lang),
                  best.choice, loss, noise, why,
                  ruled_out=(mine.idle and not best.idle)
                  or (verdict.by_win and wins_less(best, mine)))
