"""Jump Drive's hard player: determinized look-ahead from the planner's best plays.

At the choice of the round it takes the planner's ``candidates`` best choices
(``planner.plan``, CP-SAT; Explore always among them), deals ``samples`` games consistent
with what it sees (``determinize.deal``: the cards it cannot see dealt at random) and, in
each, plays every candidate and then the rest of the game with the normal player in every
seat (the same deal and the same players' seeds for every candidate: common random
numbers). The candidate with the best mean result wins: the final margin (its VP less the
best other's; solo: its VP) plus ``WIN`` for a win. Ties go to the planner's order.

Payments go to the cards the planner pays with (``planner.cheapest``); discards to the
least useful cards, as the normal player. The search is bounded by samples and
candidates, never by the clock, and is the same for the same seed and observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING

from rftg.core.decisions import Choice
from rftg.core.jumpdrive.deal import deal, next_round
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.sampler import Sampler
from rftg.solver.jumpdrive.planner import (
    CHOOSE,
    Candidate,
    candidate,
    cheapest,
    explore_candidate,
    plan,
)
from rftg.solver.jumpdrive.players import JdHeuristicPlayer
from rftg.solver.players.hard import Cancelled
from rftg.solver.playouts import mean_weighed, weighed

if TYPE_CHECKING:
    from rftg.core.jumpdrive.state import JdGame

MAX_ROUNDS = 40  # a play-out stops here at the latest (games end by round 10 or so)


@dataclass(frozen=True)
class JdBudget:
    """How much the hard player searches: ``samples`` dealt games for each of up to
    ``candidates`` choices of the round (and Explore); for the keep-5 and hand-limit
    discards, ``discard_samples`` dealt games for each of up to ``discard_sets`` sets of
    cards to discard (0: the normal player's least useful cards).

    The samples are for a 2-player table; at a larger one, fewer (``at_table``)."""

    samples: int = 8
    candidates: int = 6
    discard_samples: int = 6
    discard_sets: int = 12
    per_table: bool = True
    min_samples: int = 4
    min_discard_samples: int = 3

    def at_table(self, players: int) -> JdBudget:
        """The budget for a decision at a table of ``players``. A play-out plays every
        player's choices, so it costs about players / 2 times a 2-player one; with
        ``per_table`` both kinds of samples are cut to samples * 2 / players (at least
        ``min_samples``, ``min_discard_samples``), so that a decision at 3-4 players
        costs about what it costs at 2. Without ``per_table``, or at 1-2 players, the
        budget as it is."""
        if not self.per_table or players <= 2:
            return self

        def cut(n: int, least: int) -> int:
            return min(n, max(least, round(n * 2 / players)))

        return replace(self, samples=cut(self.samples, self.min_samples),
                       discard_samples=cut(self.discard_samples, self.min_discard_samples),
                       per_table=False)


DEFAULT_BUDGET = JdBudget()


@dataclass(frozen=True)
class Outcome:
    """One candidate's play-outs: mean final margin (solo: mean final VP), wins, count, and
    each play-out's result as the search weighs it (margin plus ``WIN`` for a win)."""

    candidate: Candidate
    margin: float
    wins: float
    games: int
    scores: tuple[float, ...] = ()

    @property
    def score(self) -> float:
        return mean_weighed(self.margin, self.wins, self.games)


@dataclass(frozen=True)
class Kept:
    """One set of cards to discard and its play-outs: mean final margin (solo: mean final
    VP), wins, count, and each play-out's result as the search weighs it."""

    cards: tuple[int, ...]
    margin: float
    wins: float
    games: int
    scores: tuple[float, ...] = ()

    @property
    def score(self) -> float:
        return mean_weighed(self.margin, self.wins, self.games)


@dataclass(frozen=True)
class JdVerdict:
    """What the hard player chose, and its play-outs, best first: every candidate at the
    choice of the round (``ranked``), every set of cards tried for a keep-5 or hand-limit
    discard (``discards``)."""

    choice: Choice
    ranked: tuple[Outcome, ...] = ()
    discards: tuple[Kept, ...] = ()


class JdHardPlayer:
    name = "hard"

    def __init__(self, seed: int = 0, budget: JdBudget = DEFAULT_BUDGET,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.seed = seed
        self.budget = budget  # for a 2-player table: each decision uses ``at_table``
        self.cancelled = cancelled

    looks_ahead = False

    def choose(self, obs: JdObservation, sampler: Sampler | None = None) -> Choice:
        return self.decide(obs).choice

    def decide(self, obs: JdObservation, played: Choice | None = None) -> JdVerdict:
        """The choice for ``obs.decision`` and the play-outs behind it. ``played``: a
        choice made there, played out beside the candidates (a review rates it against
        them); the candidates and their play-outs are the same with it or without."""
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        budget = self.budget.at_table(len(obs.players))
        if budget is not self.budget:
            return JdHardPlayer(self.seed, budget, self.cancelled).decide(obs, played)
        o = d.options[0]
        if d.rule in ("jd.develop", "jd.world"):
            return JdVerdict(Choice(o.move, cheapest(obs, o.cards_from, o.min_cards)))
        if d.rule in ("jd.setup", "jd.hand_limit") and self.budget.discard_samples:
            tried = self.discards(obs, played.cards if played is not None else None)
            return JdVerdict(Choice(o.move, tried[0].cards), discards=tried)
        if d.rule != CHOOSE:
            return JdVerdict(Choice(o.move, JdHeuristicPlayer.least_useful(
                obs, o.cards_from, o.min_cards)))
        ranked = self.look_ahead(obs, played)
        return JdVerdict(Choice(ranked[0].candidate.option.move), ranked)

    def look_ahead(self, obs: JdObservation, played: Choice | None = None
                   ) -> tuple[Outcome, ...]:
        """The planner's candidates ranked by their play-outs (one candidate: no play-out).
        ``played``: a choice made, played out among them on the same deals if the planner
        does not offer it (a review rates it)."""
        cands = plan(obs, top=self.budget.candidates)
        d = obs.decision
        assert d is not None
        if not any(c.gain is None for c in cands):  # Explore is always worth a look
            cands = [*cands, explore_candidate(obs)]
        if played is not None and all(c.option.move != played.move for c in cands):
            cands = [*cands, candidate(obs, played.move)]
        if len(cands) == 1:
            return (Outcome(cands[0], 0.0, 0.0, 0),)
        rng = random.Random(f"jd-hard:{self.seed}:{obs.round}:{obs.me}")
        scores: list[list[float]] = [[] for _ in cands]
        sums = [0.0] * len(cands)
        wins = [0.0] * len(cands)
        for _ in range(self.budget.samples):
            base = deal(obs, rng.getrandbits(32))
            seeds = [rng.getrandbits(32) for _ in obs.players]
            for i, cand in enumerate(cands):
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled("the hard player was stopped")
                margin, won = play_out(base.clone(), obs.me, Choice(cand.option.move), seeds)
                sums[i] += margin
                wins[i] += won
                scores[i].append(weighed(margin, won))
        n = self.budget.samples
        outcomes = [Outcome(c, sums[i] / n, wins[i], n, tuple(scores[i]))
                    for i, c in enumerate(cands)]
        order = sorted(range(len(cands)), key=lambda i: (-outcomes[i].score, i))
        return tuple(outcomes[i] for i in order)

    def discards(self, obs: JdObservation, played: tuple[int, ...] | None = None
                 ) -> tuple[Kept, ...]:
        """The sets of cards to discard to keep 5 or to the hand limit, best first: sets
        made of the least useful cards (the normal player's set first), each played to the
        end from the next round in ``discard_samples`` dealt games; the best mean result
        wins (ties: the earlier set). ``played``: a set discarded, played out among them on
        the same deals if it is not one of them (a review rates it)."""
        d = obs.decision
        assert d is not None
        o = d.options[0]
        n = o.min_cards
        ranked = JdHeuristicPlayer.least_useful(obs, o.cards_from, len(o.cards_from))
        sets: list[tuple[int, ...]] = []
        alike: set[tuple[str, ...]] = set()

        def key(cards: tuple[int, ...]) -> tuple[str, ...]:
            return tuple(sorted(obs.card(c).name for c in cards))

        for cards in combinations(ranked[:n + 3], n):  # the least useful cards first
            if key(cards) not in alike:  # two copies of a card: one set is enough
                alike.add(key(cards))
                sets.append(cards)
        sets = sets[:self.budget.discard_sets]
        if played is not None and key(played) not in {key(c) for c in sets}:
            sets.append(played)
        if len(sets) <= 1:
            return (Kept(ranked[:n], 0.0, 0.0, 0),)
        rng = random.Random(f"jd-hard-discard:{self.seed}:{obs.round}:{obs.me}:{d.rule}")
        scores: list[list[float]] = [[] for _ in sets]
        sums = [0.0] * len(sets)
        wins = [0.0] * len(sets)
        for _ in range(self.budget.discard_samples):
            seed = rng.getrandbits(32)
            seeds = [rng.getrandbits(32) for _ in obs.players]
            for i, cards in enumerate(sets):
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled("the hard player was stopped")
                game = deal(next_round(obs, cards), seed, start=True, discarded=cards)
                margin, won = play_out(game, obs.me, None, seeds)
                sums[i] += margin
                wins[i] += won
                scores[i].append(weighed(margin, won))
        k = self.budget.discard_samples
        order = sorted(range(len(sets)), key=lambda i: (-weighed(sums[i], wins[i]), i))
        return tuple(Kept(sets[i], sums[i] / k, wins[i], k, tuple(scores[i])) for i in order)


def play_out(game: JdGame, me: int, first: Choice | None, seeds: list[int]
             ) -> tuple[float, float]:
    """Play ``first`` for ``me`` (if given), then the rest of ``game`` with the normal
    player in every seat: (my final margin, or my VP solo; my share of the win)."""
    players = [JdHeuristicPlayer(s) for s in seeds]
    if first is not None:
        game.choose(me, first, trusted=True)
    while not game.over and game.state.round <= MAX_ROUNDS:
        for dec in game.pending():
            game.choose(dec.player, players[dec.player].choose(
                jd_observation(game, dec.player)), trusted=True)
    vp = [s.total for s in game.scores()]
    if len(vp) == 1:
        return float(vp[0]), 1.0
    won = game.winners()
    share = 1 / len(won) if me in won else 0.0
    return float(vp[me] - max(v for s, v in enumerate(vp) if s != me)), share
