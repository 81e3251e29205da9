"""The hard player: determinized look-ahead over its actions and the decisions inside a
round, the CP-SAT planners for the rest.

The ACTION decision (the one that shapes a round) is searched:

1. **Determinize.** ``budget.samples`` times, sample a full game at exactly this decision
   (``Game.sampler``: ``rftg.core.sampler``): the cards this player cannot see (the opponents'
   hands, the goods, the deck and the discard pile) dealt at random; where the game
   cannot be sampled (a stale observation) a round's start is dealt from the
   observation alone (``solver.determinize.deal``). Each sample is made once and cloned
   for every candidate (the same cards for all of them).
2. **Guess the opponents.** Each opponent's action is the normal player's choice on that
   opponent's observation of the sample, with the normal player's jitter (so the samples
   cover the actions an opponent is likely to take, not one fixed guess).
3. **Play out** ``budget.rounds`` rounds (the current one and the next ones), the candidate
   fixed for this player, every later decision of every player by the normal player
   without noise (the default policy: cheap, no CP-SAT inside), and **score** the end
   position with ``solver.evaluation.evaluate``: this player's expected final score
   minus the best opponent's (exact VP once the game is over), The Gathering Storm's
   goal VP included as the rules score them.
4. The candidate with the best mean wins; the spread of each mean is kept, so a hint can
   say how sure the search is.

Develop, Settle and Explore keep (``SEARCHED_KINDS``) are searched the same way from a
sample of the game at that decision (the opponents' open decisions of the same step are
answered by the normal player): the planners' choice (the normal player's for Settle) and
the other options (in Explore the sets of the few cards most worth keeping) are the
candidates (``choice_candidates``, ``rank_choices``).

Every other decision follows the planners: consume steps and the sale the optimal CP-SAT
consume plan, payments the placement planner (``solver.payment``), discarding cards the
card-value model (``solver.value``); see ``decide``.

Budget: decisions are bounded by samples and rounds (``Budget``), never by the clock.
``cancelled`` (a callable) is asked between play-outs; when it says so, the search stops
and raises ``Cancelled`` (a quitting or undoing player). Nothing is kept between
decisions: memory stays flat over a game. Decisions are a function of the seed and the
observation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import combinations
from typing import TYPE_CHECKING

from rftg.core.decisions import Choice, Decision, Move, Option
from rftg.core.moves import ChooseActions, DecisionKind, PlaceCard
from rftg.core.observe import Observation, observation
from rftg.core.sampler import SampleError, Sampler
from rftg.core.state import Action
from rftg.solver.determinize import deal
from rftg.solver.evaluation import evaluate_margin
from rftg.solver.games import Cancelled as Cancelled  # the solver's (kept importable here)
from rftg.solver.players.heuristic import HeuristicPlayer, card_value, guess_actions
from rftg.solver.policy import Planned, action_gains, goal_gains, hand_worth, planned

if TYPE_CHECKING:
    from rftg.core.state import RaceGame

# Decision kinds the normal player answers (see ``decide``): measured in 200-game series,
# a player taking the placement planner's Settle choices won 41.5% against the normal
# player; the planner passes where a world's net card value is slightly negative.
NORMAL_KINDS = frozenset({DecisionKind.SETTLE})
# Decisions inside a round searched by play-outs from a sample of the game at exactly that
# decision (``Sampler.sample``): the planners' (or the normal player's)
# choice is the first candidate, the others are the decision's other options.
SEARCHED_KINDS = frozenset({DecisionKind.DEVELOP, DecisionKind.SETTLE,
                            DecisionKind.EXPLORE_KEEP})


@dataclass(frozen=True)
class Budget:
    """How much a decision may search: ``samples`` deals, ``rounds`` rounds played out for
    each candidate action, at most ``candidates`` candidates (the advanced game's pairs are
    cut to the normal player's best). A play-out is one node: an ACTION decision costs at
    most samples * candidates nodes of ``rounds`` rounds each."""

    samples: int = 16
    rounds: int = 3
    candidates: int = 8
    max_decisions: int = 400  # per round of a play-out: a guard, never reached in play
    # the samples are for a 2-player table; at a larger one, fewer (``at_table``)
    per_table: bool = True
    min_samples: int = 4

    @property
    def nodes(self) -> int:
        return self.samples * self.candidates

    def at_table(self, players: int) -> Budget:
        """The budget for a decision at a table of ``players``. A play-out plays every
        player's decisions, so it costs about players / 2 times a 2-player one; with
        ``per_table`` the samples are cut to samples * 2 / players (at least
        ``min_samples``), so that a decision at 3-5 players costs about what it costs at
        2. Without ``per_table``, or at 1-2 players, the budget as it is."""
        if not self.per_table or players <= 2:
            return self
        samples = max(self.min_samples, round(self.samples * 2 / players))
        return replace(self, samples=min(samples, self.samples), per_table=False)


DEFAULT_BUDGET = Budget()


@dataclass(frozen=True)
class Ranked:
    """A candidate and what the play-outs say of it: the mean margin (this player's
    expected final score minus the best opponent's, in VP) and the standard error.
    ``cards``: the cards of the candidate choice (the cards kept in Explore). ``idle``:
    it would have led, but its actions gain nothing by themselves, or the hand is full and
    they place no card, score nothing and produce no good: moved after the others
    (``solver.players.learned.idle_test``, ``Leaves.ranked``)."""

    move: Move
    mean: float
    stderr: float
    samples: int
    cards: tuple[int, ...] = ()
    idle: bool = False  # moved from the lead: it gains nothing (enough) by itself
    win: float = 0.0  # the mean chance to win over the play-outs (the learned search's)

    @property
    def choice(self) -> Choice:
        return Choice(self.move, self.cards)


@dataclass(frozen=True)
class Verdict:
    """The hard player's answer and its evidence (for the hints): for a searched decision
    (the action, Develop, Settle, Explore keep) the candidates ranked best first."""

    choice: Choice
    ranked: tuple[Ranked, ...] = field(default=())
    planned: Planned | None = None  # the planners' evidence for the other decisions
    rounds: int = 0  # the rounds each play-out of ``ranked`` played
    # ``ranked`` leads with the chance to win, not the margin (``Leaves.ranked``)
    by_win: bool = False


_KIND_INDEX: dict[StrEnum, int] = {k: i for i, k in enumerate(DecisionKind)}


def decision_seed(seed: int, obs: Observation) -> int:
    """A seed for one decision, from the player's seed and what it observes (so a decision
    is the same however often it is asked, and does not depend on the decisions before)."""
    d = obs.decision
    parts = (seed, obs.round, obs.me, obs.deck_size, obs.discard_size, len(obs.hand),
             obs.pool, _KIND_INDEX[d.kind] if d else 0,
             sum(obs.hand), sum(sum(p.tableau) for p in obs.players))
    x = 0
    for v in parts:
        x = (x * 1_000_003 + v) % (2**61 - 1)
    return x


class HardPlayer:
    name = "hard-2"

    def __init__(self, seed: int = 0, budget: Budget = DEFAULT_BUDGET,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.seed = seed
        self.budget = budget
        self.cancelled = cancelled
        self.normal = HeuristicPlayer(seed, noise=0.0)

    looks_ahead = True

    def choose(self, obs: Observation, sampler: Sampler | None = None) -> Choice:
        return self.decide(obs, sampler).choice

    def decide(self, obs: Observation, sampler: Sampler | None = None) -> Verdict:
        """The choice for ``obs.decision`` and what the search found. ``sampler``: the
        engine's samples of the game for this seat (without one, only a deal from the
        observation at a round's start: ``solver.determinize.deal``)."""
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        budget = self.budget.at_table(len(obs.players))
        if budget is not self.budget:
            return HardPlayer(self.seed, budget, self.cancelled).decide(obs, sampler)
        if len(d.options) == 1 and d.options[0].max_cards == 0:
            return Verdict(Choice(d.options[0].move))
        if d.kind is DecisionKind.ACTION:
            ranked = self.rank_actions(obs, d, sampler)
            return Verdict(Choice(ranked[0].move), tuple(ranked), rounds=self.budget.rounds)
        p = planned(obs) if d.kind not in NORMAL_KINDS else None
        first = p.choice if p is not None else self.normal.choose(obs)
        if d.kind in SEARCHED_KINDS:
            cands = self.choice_candidates(obs, d, first)
            if len(cands) > 1:
                try:
                    ranked = self.rank_choices(obs, cands, sampler) if sampler else []
                except SampleError:
                    ranked = []  # no sample of this game (the game moved on)
                if ranked:
                    return Verdict(ranked[0].choice, tuple(ranked), planned=p,
                                   rounds=self.budget.rounds)
        return Verdict(first, planned=p)

    # ------------------------------------------------------------ actions

    def candidates(self, obs: Observation, d: Decision) -> list[Option]:
        """The options worth play-outs: those whose actions all gain something now
        (``policy.action_gains``: an action that gains nothing by itself is never better
        than exploring), all of them if none does; cut to the normal player's best few."""
        gains = action_gains(obs, {a for o in d.options for a in _acts(o.move)})
        useful = [o for o in d.options if not any(gains[a].nil for a in _acts(o.move))]
        options = useful or list(d.options)
        if len(options) <= self.budget.candidates:
            return options
        scores = {a: self.normal._action_score(obs, a) for a in Action}

        def rank(o: Option) -> float:
            acts = o.move.actions if isinstance(o.move, ChooseActions) else ()
            return sum(scores[a] for a in acts) - (0.8 if acts[0] is acts[-1] else 0.0)

        return sorted(options, key=rank, reverse=True)[: self.budget.candidates]

    def rank_actions(self, obs: Observation, d: Decision, sampler: Sampler | None = None
                     ) -> list[Ranked]:
        """The candidate actions, best first, by their mean margin over the samples."""
        return self.rank_action_options(obs, self.candidates(obs, d), sampler)

    def rank_action_options(self, obs: Observation, cands: Sequence[Option],
                            sampler: Sampler | None = None) -> list[Ranked]:
        """``cands`` (options of the action decision), best first, by their mean margin
        over the samples."""
        rng = random.Random(decision_seed(self.seed, obs))
        values: dict[Move, list[float]] = {o.move: [] for o in cands}
        for _ in range(self.budget.samples):
            sample_seed = rng.randrange(2**31)
            dealt = _sample(obs, sampler, sample_seed)
            guess = guess_actions(dealt, obs.me, sample_seed)
            for o in cands:
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled()
                game = dealt.clone()
                play_out(game, obs.me, o.move, guess, self.budget, sample_seed)
                values[o.move].append(evaluate_margin(game, obs.me))
        ranked = [Ranked(m, _mean(v), _stderr(v), len(v)) for m, v in values.items()]
        order = {o.move: i for i, o in enumerate(cands)}
        ranked.sort(key=lambda r: (-r.mean, order[r.move]))
        return ranked


    def rate(self, obs: Observation, played: Choice, sampler: Sampler | None) -> Verdict:
        """The verdict on ``obs.decision`` with the choice ``played`` among the ranked
        candidates (a review rates a decision made against the best one found), on the
        same samples as the others. A decision with one answer has nothing to rate."""
        d = obs.decision
        if d is None:
            raise ValueError("no decision to rate")
        budget = self.budget.at_table(len(obs.players))
        if budget is not self.budget:
            return HardPlayer(self.seed, budget, self.cancelled).rate(obs, played, sampler)
        if len(d.options) == 1 and d.options[0].max_cards == 0:
            return Verdict(played, (Ranked(played.move, 0.0, 0.0, 0, played.cards),))
        if d.kind is DecisionKind.ACTION:
            options = self.candidates(obs, d)
            if all(o.move != played.move for o in options):
                options = [*options, *(o for o in d.options if o.move == played.move)]
            ranked = self.rank_action_options(obs, options, sampler)
            return Verdict(ranked[0].choice, tuple(ranked), rounds=self.budget.rounds)
        p = planned(obs) if d.kind not in NORMAL_KINDS else None
        first = p.choice if p is not None else self.normal.choose(obs)
        choices = (self.choice_candidates(obs, d, first) if d.kind in SEARCHED_KINDS
                   else [first])
        if not any(_same(c, played) for c in choices):
            choices.append(played)
        if len(choices) == 1 or sampler is None:
            return Verdict(first, (Ranked(first.move, 0.0, 0.0, 0, first.cards),), planned=p)
        ranked = self.rank_choices(obs, choices, sampler)
        return Verdict(ranked[0].choice, tuple(ranked), planned=p, rounds=self.budget.rounds)

    # ------------------------------------------------------------ within a round

    def choice_candidates(self, obs: Observation, d: Decision, first: Choice
                          ) -> list[Choice]:
        """The choices worth play-outs, ``first`` (the planners' choice) first, at most
        ``budget.candidates``: for Develop and Settle each option (placing a card or not),
        the cards most worth holding (with the goal VP placing them takes) first; for
        Explore each set of cards to keep among the few most worth keeping."""
        cut = self.budget.candidates
        out = [first]
        if d.kind is DecisionKind.EXPLORE_KEEP:
            opt = d.options[0]
            k = opt.min_cards
            ranked = [c for c, _ in hand_worth(obs, opt, k, keep=True)]
            top = ranked[: k + 3]
            for keep in sorted(combinations(top, k),
                               key=lambda ks: sum(top.index(c) for c in ks)):
                choice = Choice(opt.move, tuple(keep))
                if len(out) >= cut:
                    break
                if set(keep) != set(first.cards):
                    out.append(choice)
            return out

        def worth(o: Option) -> float:
            m = o.move
            if not isinstance(m, PlaceCard):
                return 0.0
            return card_value(obs, m.card) + sum(g.vp for g in goal_gains(obs, m.card))

        for o in sorted(d.options, key=worth, reverse=True):
            if len(out) >= cut:
                break
            if o.move != first.move and o.max_cards == 0:
                out.append(Choice(o.move))
        return out

    def rank_choices(self, obs: Observation, cands: Sequence[Choice], sampler: Sampler
                     ) -> list[Ranked]:
        """``cands`` best first by their mean margin: ``budget.samples`` samples of the game
        at this decision (``sampler``), each cloned for every candidate, played out to
        the end of ``budget.rounds`` rounds (this round and the next) by the normal player
        for everyone (the candidate fixed for this player). SampleError if the game cannot
        be sampled here."""
        rng = random.Random(decision_seed(self.seed, obs))
        values: list[list[float]] = [[] for _ in cands]
        for _ in range(self.budget.samples):
            sample_seed = rng.randrange(2**31)
            dealt = sampler.sample(sample_seed)
            for i, c in enumerate(cands):
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled()
                game = dealt.clone()
                game.choose(obs.me, c, trusted=True)
                run_policy(game, self.budget, sample_seed)
                values[i].append(evaluate_margin(game, obs.me))
        ranked = [Ranked(c.move, _mean(v), _stderr(v), len(v), c.cards)
                  for c, v in zip(cands, values, strict=True)]
        order = {id(r): i for i, r in enumerate(ranked)}
        ranked.sort(key=lambda r: (-r.mean, order[id(r)]))
        return ranked


def _sample(obs: Observation, sampler: Sampler | None, seed: int) -> RaceGame:
    """The game at ``obs``'s decision, the unseen cards dealt by ``seed``; without a
    sampler, or where the game cannot be sampled (it moved on), a deal from the
    observation alone at a round's start (``solver.determinize.deal``)."""
    if sampler is not None:
        try:
            return sampler.sample(seed)
        except SampleError:
            pass
    return deal(obs, seed)


def _same(a: Choice, b: Choice) -> bool:
    """The same answer: the same move, the same cards in any order."""
    return a.move == b.move and sorted(a.cards) == sorted(b.cards)


def _acts(move: Move) -> tuple[Action, ...]:
    return move.actions if isinstance(move, ChooseActions) else ()


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _stderr(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    m = _mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1) / n)


def play_out(game: RaceGame, me: int, move: Move, guess: dict[int, Move], budget: Budget,
             seed: int) -> None:
    """Play ``budget.rounds`` rounds of ``game`` from its ACTION decision: ``move`` for
    ``me``, the guessed actions for the others, then the normal player (no noise) for
    every decision. Choices come from the decisions' own options: the trusted path."""
    for dec in game.pending():
        game.choose(dec.player, Choice(move if dec.player == me else guess[dec.player]),
                    trusted=True)
    run_policy(game, budget, seed)


def run_policy(game: RaceGame, budget: Budget, seed: int) -> None:
    """Play ``game`` on to the end of ``budget.rounds`` rounds (the round under way is the
    first) by the normal player without noise, for every player."""
    end = game.state.round + budget.rounds
    policy = HeuristicPlayer(seed, noise=0.0)
    n = 0
    limit = budget.max_decisions * budget.rounds
    while not game.over and game.state.round < end and n < limit:
        for dec in game.pending():
            game.choose(dec.player, policy.choose(observation(game, dec.player)),
                        trusted=True)
            n += 1
