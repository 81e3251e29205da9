"""New Frontiers' hard player: play-outs over the worlds it cannot know, with the CP-SAT
planners at its heart.

* **The pick of an action** is searched: ``budget.samples`` times the engine's sampler
  deals a game consistent with what the seat sees (``game.sampler(seat)``: the goals it
  has not seen dealt again; every world drawn from the bag later is drawn by the sample's
  own chance), and in each, every action still open is played and then the rest of the
  game by the normal player in every seat (the same sample and the same players' seeds
  for every candidate: common random numbers); at most ``budget.candidates`` actions, the
  normal player's pick and the others it rates best. The best mean result wins: the final
  margin (its VP less the best other's) plus ``WIN`` for a win.
* **Develop and Settle** follow the CP-SAT planners (``planner.plan_develop``,
  ``planner.plan_settle``: the choice with its payment); the planner's choice and the
  other options (each with the cheapest goods) are then played out the same way, the
  planner's first: a later option must beat it by the search.
* **Explore**: the normal player's pick and the worlds worth most to it, played out.
* **Trade and Consume** follow the CP-SAT consume plan (``planner.plan_consume``), asked
  afresh at each decision.
* Every other decision (the mat's side, the windfall good, the stockpiles, the goals)
  the normal player's.

The search is bounded by samples and candidates, never by the clock; a decision is a
function of the seed and the observation. ``cancelled`` is asked between play-outs.
Nothing is kept between decisions: memory stays flat over a game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.newfrontiers.moves import NfKind, Pick, Take
from rftg.core.newfrontiers.observe import NfObservation
from rftg.core.newfrontiers.state import nf_state
from rftg.core.sampler import SampleError, Sampler
from rftg.solver.games import Cancelled
from rftg.solver.newfrontiers import planner
from rftg.solver.newfrontiers.planner import ConsumePlan, PlanError, Planned
from rftg.solver.newfrontiers.players import NormalNf, tile_worth
from rftg.solver.playouts import mean_weighed, weighed

MAX_DECISIONS = 3000  # a play-out's guard (a game has a few hundred decisions at most)
SEARCHED = frozenset({NfKind.PICK, NfKind.DEVELOP, NfKind.SETTLE, NfKind.EXPLORE})


@dataclass(frozen=True)
class NfBudget:
    """How much a decision may search: ``samples`` dealt games for each of at most
    ``candidates`` choices (a pick: every action open). At a larger table a play-out
    plays more seats: ``at_table`` cuts the samples to samples * 2 / players (at least
    ``min_samples``)."""

    samples: int = 6
    candidates: int = 6
    min_samples: int = 3
    per_table: bool = True

    @property
    def nodes(self) -> int:
        return self.samples * self.candidates

    def at_table(self, players: int) -> NfBudget:
        if not self.per_table or players <= 2:
            return self
        cut = min(self.samples, max(self.min_samples, round(self.samples * 2 / players)))
        return replace(self, samples=cut, per_table=False)


DEFAULT_BUDGET = NfBudget()


@dataclass(frozen=True)
class Outcome:
    """One candidate's play-outs: mean final margin, its standard error, wins, games, and
    each play-out's result as the search weighs it (margin plus ``WIN`` for a win)."""

    choice: Choice
    margin: float
    stderr: float
    wins: float
    games: int
    scores: tuple[float, ...] = ()

    @property
    def score(self) -> float:
        return mean_weighed(self.margin, self.wins, self.games)


@dataclass(frozen=True)
class NfVerdict:
    """The hard player's answer and its evidence: the candidates' play-outs best first
    (``ranked``), the planners' plan for a Settle or Develop (``planned``) or for Trade and
    Consume (``consume``)."""

    choice: Choice
    ranked: tuple[Outcome, ...] = ()
    planned: Planned | None = None
    consume: ConsumePlan | None = None


def decision_seed(seed: int, obs: NfObservation) -> int:
    """A seed for one decision, from the player's seed and what it observes."""
    v = obs.view
    d = obs.decision
    p = v.players[obs.me]
    parts = (seed, v.round, obs.me, len(v.bag), len(v.picked), p.credits, p.colonists,
             p.chips, len(p.explored), len(p.colonies), len(p.developments),
             sum(p.explored), len(d.options) if d else 0, len(v.display))
    x = 0
    for n in parts:
        x = (x * 1_000_003 + n) % (2**61 - 1)
    return x


class HardNf:
    """See the module doc."""

    looks_ahead = True

    def __init__(self, seed: int = 0, budget: NfBudget = DEFAULT_BUDGET,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.seed = seed
        self.budget = budget
        self.cancelled = cancelled
        self.normal = NormalNf(seed)

    def choose(self, obs: NfObservation, sampler: Sampler | None = None) -> Choice:
        return self.decide(obs, sampler).choice

    def decide(self, obs: NfObservation, sampler: Sampler | None = None,
               played: Choice | None = None) -> NfVerdict:
        """The choice for ``obs.decision`` and its evidence. ``played``: a choice made
        there, played out beside the candidates on the same samples (a review rates it
        against them; a decision not searched then plays out the hard player's choice and
        the one made); the candidates and their play-outs are the same with it or
        without."""
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        budget = self.budget.at_table(len(obs.view.players))
        if budget is not self.budget:
            return HardNf(self.seed, budget, self.cancelled).decide(obs, sampler, played)
        kind = NfKind(d.kind)
        view, me = obs.view, obs.me
        consume: ConsumePlan | None = None
        planned: Planned | None = None
        if kind in (NfKind.TRADE, NfKind.CONSUME):
            try:
                consume = planner.plan_consume(view, me, kind is NfKind.TRADE)
                first = planner.consume_choice(d, consume)
            except PlanError:
                first = self.normal.choose(obs)
        else:
            if kind is NfKind.SETTLE:
                planned = planner.plan_settle(view, me, d)
            elif kind is NfKind.DEVELOP:
                planned = planner.plan_develop(view, me, d)
            first = planned.choice if planned is not None else self.normal.choose(obs)
        searched = kind in SEARCHED and sampler is not None
        cands = self.candidates(obs, d, first) if searched else [first]
        if played is not None and not any(same(c, played) for c in cands):
            cands.append(played)
        if len(cands) < 2 or sampler is None:
            return NfVerdict(first, planned=planned, consume=consume)
        try:
            ranked = self.rank(obs, cands, sampler)
        except SampleError:
            return NfVerdict(first, planned=planned, consume=consume)
        best = ranked[0].choice
        return NfVerdict(best, tuple(ranked), planned,
                         consume if same(best, first) else None)

    def candidates(self, obs: NfObservation, d: Decision, first: Choice) -> list[Choice]:
        """The choices worth play-outs, ``first`` first, at most ``budget.candidates``:
        for a pick the actions the normal player rates best; for Develop and Settle the
        other options (each paid with the cheapest goods) by their worth; for Explore
        the worlds worth most."""
        view, me = obs.view, obs.me
        kind = NfKind(d.kind)
        out = [first]
        if kind is NfKind.PICK:  # the normal player's ranking of the others
            def gain(c: Choice) -> float:
                move = c.move
                assert isinstance(move, Pick)
                return self.normal.action_gain(view, me, move.action, True)
            others = sorted((Choice(o.move) for o in d.options), key=gain, reverse=True)
        elif kind is NfKind.SETTLE:
            others = planner.settle_alternatives(view, me, d)
            worth = planner.Worth.of(view)
            others.sort(key=lambda c: -planner.settle_worth(view, me, _option(d, c), worth))
        elif kind is NfKind.DEVELOP:
            others = sorted(planner.develop_alternatives(d),
                            key=lambda c: -_dev_worth(obs, c))
        else:  # explore
            def world(c: Choice) -> float:
                move = c.move
                return tile_worth(view, me, view.t[move.tile]) if isinstance(move, Take) \
                    else 0.0
            others = sorted((Choice(o.move) for o in d.options), key=world, reverse=True)
        for c in others:
            if len(out) >= self.budget.candidates:
                break
            if c.move != first.move:
                out.append(c)
        return out

    def rank(self, obs: NfObservation, cands: Sequence[Choice], sampler: Sampler
             ) -> list[Outcome]:
        """``cands`` best first by their play-outs (see the module doc)."""
        rng = random.Random(decision_seed(self.seed, obs))
        n = len(obs.view.players)
        margins: list[list[float]] = [[] for _ in cands]
        scores: list[list[float]] = [[] for _ in cands]
        wins = [0.0] * len(cands)
        for _ in range(self.budget.samples):
            sample_seed = rng.getrandbits(32)
            dealt = sampler.sample(sample_seed)
            seeds = [rng.getrandbits(32) for _ in range(n)]
            for i, c in enumerate(cands):
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled("the hard player was stopped")
                margin, won = play_out(dealt.clone(), obs.me, c, seeds)
                margins[i].append(margin)
                scores[i].append(weighed(margin, won))
                wins[i] += won
        out = [Outcome(c, _mean(m), _stderr(m), w, len(m), tuple(s))
               for c, m, w, s in zip(cands, margins, wins, scores, strict=True)]
        order = sorted(range(len(out)), key=lambda i: (-out[i].score, i))
        return [out[i] for i in order]


def same(a: Choice, b: Choice) -> bool:
    """The same move with the same cards (in any order)."""
    return a.move == b.move and sorted(a.cards) == sorted(b.cards)


def _option(d: Decision, c: Choice) -> Any:
    o = d.option(c.move)
    assert o is not None
    return o


def _dev_worth(obs: NfObservation, c: Choice) -> float:
    move = c.move
    tile = getattr(move, "tile", None)
    if tile is None:
        return 0.0
    return tile_worth(obs.view, obs.me, obs.view.t[tile]) - 0.8 * getattr(move, "cost", 0)


def dealt_view(game: Game[Any], dec: Decision) -> NfObservation:
    """What a play-out's normal player reads at ``dec``: the dealt game's own state, not a
    copy with the goals hidden (``game.observe``). A dealt game is the searching player's
    own imagination (the sampler dealt at random whatever that player cannot see), so
    nothing real is shown by it; the normal player reads no hidden goal and changes nothing
    it reads (tests/test_newfrontiers_hard.py plays the same games either way), and a
    look-ahead saves a copy of the state at each of its thousands of decisions."""
    return NfObservation(dec.player, nf_state(game), dec, None, ())


def play_out(game: Game[Any], me: int, first: Choice | None, seeds: Sequence[int]
             ) -> tuple[float, float]:
    """Play ``first`` for ``me`` (if given), then the rest of ``game`` with the normal
    player in every seat: (my final margin, my share of the win)."""
    players = [NormalNf(s) for s in seeds]
    if first is not None:
        game.choose(me, first, trusted=True)
    n = 0
    while not game.over and n < MAX_DECISIONS:
        for dec in game.pending():
            game.choose(dec.player, players[dec.player].choose(dealt_view(game, dec)),
                        trusted=True)
            n += 1
    vp = [s.total for s in game.scores()]
    if len(vp) == 1:
        return float(vp[0]), 1.0
    won = game.winners() if game.over else []
    share = 1 / len(won) if me in won else 0.0
    return float(vp[me] - max(v for s, v in enumerate(vp) if s != me)), share


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _stderr(values: Sequence[float]) -> float:
    k = len(values)
    if k < 2:
        return 0.0
    m = _mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (k - 1) / k)

