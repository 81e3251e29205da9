"""Andromeda's hard player: the CP-SAT action planner for the action phase, and search over
the hands it cannot see for the transport and the trade.

- Action phase: the planner's best plan for the actions left (``planner.plan``); the
  player takes its first action (or stops if no plan is worth more than nothing), and
  plans again after it, from what happened.
- Transport and trade (which card to show, whom to swap with, whether to take the cards or
  stay in, when to take them back): the normal player's best ``candidates`` options are
  each tried in games dealt by the engine's sampler (``DEALS`` of them by the player
  count; ``game.sampler(seat)``: the others' hands and the deck dealt again, consistent
  with what the seat sees). In each, the rest of the trade and the actions before the
  player's own are played by the normal player in every seat (the same deal and seeds for
  every candidate: common random numbers); at the player's first action decision its
  position is rated (``standing``): its points now, its hand cards, its stations' chance
  of later centres, and the planner's best plan for its actions. The candidate with the
  best mean wins; ties go to the normal player's order.

The search is bounded by samples and candidates, never by the clock, and is the same for
the same seed and observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rftg.core.andromeda import rules
from rftg.core.andromeda.moves import AdKind, Done, Spaceship, Technology
from rftg.core.andromeda.observe import AdObservation
from rftg.core.decisions import Choice, Option
from rftg.core.sampler import SampleError, Sampler
from rftg.solver.andromeda import planner
from rftg.solver.andromeda import value as v
from rftg.solver.andromeda.players import AdRulesPlayer, Rated
from rftg.solver.games import Cancelled

if TYPE_CHECKING:
    from rftg.core.engine import Game

MAX_STEPS = 400  # decisions a play-out takes at most (the rest of one round)


@dataclass(frozen=True)
class AdBudget:
    """How much the hard player searches at a transport or trade decision: ``samples``
    dealt games (None: ``DEALS`` by the player count) for each of up to ``candidates``
    options (the normal player's best)."""

    samples: int | None = None
    candidates: int = 4

    def deals(self, players: int) -> int:
        """The dealt games for each option at a table of ``players``."""
        return self.samples if self.samples is not None else DEALS.get(players, 6)


DEALS = {3: 10, 4: 6, 5: 6}
"""Deals for each option by the player count (bench/records/andromeda_hard.txt; every
comparison on fresh seeds, paired by seed: the same deal and seats, only the hard player
differs):
- six, not three: 3 players (seeds 1100..1399) 177 wins of 300 against 150, the margin over
  the best normal player +4.5 against +1.3 (the difference's standard error 1.7); 4 players
  (1100..1249) 78.5 of 150 against 72.5; 5 players (1100..1199) 43 of 100 against 40.
- ten, not six, at 3 players: 81 of 150 against 68 (seeds 1400..1549), 59 of 100 against
  49 (1550..1649, margin +6.1, SE 3.0). At 4 and 5 players ten gained nothing measurable
  (4 players, seeds 1250..1324: 36 of 75 against 34, margin +2.0, SE 3.3; 5 players,
  1250..1349: 45 of 100 against 44, margin +1.0, SE 2.6), so they keep six: a hint there
  takes 6/10 of the time.
- twenty at 3 players: 58 of 100 against ten's 59. Five deals for all four options and ten
  more for the best two (the same number of play-outs): 59 against 59, margin -2.3.
- Searching the action phase too (six deals of the planner's three best first actions,
  each played on to the next round's action decision): 39.5 of 100 against 49. Counting
  half the best other seat's standing against one's own: 8 of 27 against 13, stopped.
- no trade search at all (the normal player's trade): 48 of 100 against 63 (seeds
  1000..1099, on which the shipped player was picked: compare only on fresh seeds)."""


DEFAULT_BUDGET = AdBudget()


@dataclass(frozen=True)
class Tried:
    """One option tried: its choice, the normal player's rating of it, and the mean
    standing the play-outs reached (None: not searched), with each play-out's."""

    choice: Choice
    option: Option
    mean: float | None
    games: int
    scores: tuple[float, ...] = ()


@dataclass(frozen=True)
class AdVerdict:
    """What the hard player chose and why: at an action decision the planner's plans
    (best first: the plan taken, then the best plans that start otherwise); at a transport
    or trade decision the options tried, best first."""

    choice: Choice
    plans: tuple[planner.Plan, ...] = ()
    tried: tuple[Tried, ...] = ()


def standing(obs: AdObservation, plan_value: float,
             end: tuple[float, ...] | None = None) -> float:
    """The player's position in points: its score now (centres, stations on Earth, the
    technology step, bonus cards in hand), what its planet cards are worth to keep, the
    later chance of a centre its stations give on every planet with a free moon, and the
    worth of its best plan for the actions it has (``plan_value``). ``end``:
    ``value.closing(obs)`` where the caller has it already."""
    comps, deck, me = obs.components, obs.cards, obs.me
    now = rules.score(comps, deck, me, obs.centres, obs.earth[me], obs.tech[me], obs.hand)
    ctx = planner.context(obs, end)
    cards = sum(v.card_value(obs, ctx.view, c) for c in obs.hand if not deck.is_bonus(c))
    later = sum(planner.later(ctx, p) for p in range(deck.planets))
    bonus_use = v.JOKER * sum(1 for c in obs.hand if deck.is_bonus(c))
    return now.total + cards + later + bonus_use + plan_value


def step_kept(obs: AdObservation, first: Choice) -> float:
    """What a track step played as ``first`` is worth beyond the points it scores at once,
    as the planner counts it (a card more in every refill, or the power over the rounds
    left, and the steps it opens). The position a play-out reaches does not show it
    (``standing`` counts points, cards and stations), so an action that climbs a track
    would look worth nothing next to one that builds (a review rated the planner's
    spaceship step 12 points below the centre it planned after it). 0 for another move."""
    move = first.move
    if not isinstance(move, Spaceship | Technology):
        return 0.0
    view = v.seen(obs)
    if isinstance(move, Spaceship):
        return planner.ship_gain(obs, view)
    tech = obs.components.technology
    step = obs.tech[obs.me]
    return planner.tech_gain(obs, view) - (tech.points(step + 1) - tech.points(step))


class AdHardPlayer:
    name = "hard"
    looks_ahead = True

    def __init__(self, seed: int = 0, budget: AdBudget = DEFAULT_BUDGET,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.seed = seed
        self.budget = budget
        self.cancelled = cancelled
        self.normal = AdRulesPlayer(seed)
        self._plans: dict[tuple[Any, ...], float] = {}

    def choose(self, obs: AdObservation, sampler: Sampler | None = None) -> Choice:
        return self.decide(obs, sampler).choice

    def decide(self, obs: AdObservation, sampler: Sampler | None = None) -> AdVerdict:
        d = obs.decision
        if d is None:
            raise ValueError("no decision to make")
        if d.kind == AdKind.ACTION:
            return self.act(obs)
        rated = sorted(self.normal.rate(obs), key=lambda r: -r.worth)
        if len(rated) <= 1 or sampler is None or not self.budget.deals(obs.players):
            return AdVerdict(rated[0].choice, tried=tuple(
                Tried(r.choice, r.option, None, 0) for r in rated))
        try:
            tried = self.search(obs, sampler, rated[: self.budget.candidates])
        except SampleError:
            return AdVerdict(rated[0].choice, tried=tuple(
                Tried(r.choice, r.option, None, 0) for r in rated))
        return AdVerdict(tried[0].choice, tried=tried)

    def rate(self, obs: AdObservation, played: Choice, sampler: Sampler) -> AdVerdict:
        """The verdict on ``obs.decision`` with ``played`` (a choice made there) tried
        beside the hard player's own on the same deals (a review rates it against them):
        at the transport and the trade beside the options it searches, at an action
        beside the planner's choice (both played on as the search plays on: up to the
        next action decision, then the position). An action of the planner's best plan,
        played in another order, is its choice: the plan's order (the tracks first) is
        the planner's habit, not its judgement. ``SampleError``: no deals here."""
        d = obs.decision
        if d is None:
            raise ValueError("no decision to rate")
        plans: tuple[planner.Plan, ...] = ()
        if d.kind == AdKind.ACTION:
            verdict = self.act(obs)
            plans = verdict.plans
            if plans and in_plan(obs, plans[0], played):
                verdict = AdVerdict(played, plans)
            option = d.option(verdict.choice.move)
            assert option is not None
            rated = [Rated(verdict.choice, 0.0, option)]
        else:
            rated = sorted(self.normal.rate(obs), key=lambda r: -r.worth)
            rated = rated[: max(1, self.budget.candidates)]
        if not any(same(r.choice, played) for r in rated):
            option = d.option(played.move)
            assert option is not None
            rated.append(Rated(played, 0.0, option))
        if len(rated) < 2:
            return AdVerdict(rated[0].choice, plans, (Tried(rated[0].choice, rated[0].option,
                                                            None, 0),))
        tried = self.search(obs, sampler, rated)
        return AdVerdict(tried[0].choice, plans, tried)

    # ------------------------------------------------------------------ action phase

    def act(self, obs: AdObservation, top: int = 1) -> AdVerdict:
        """The planner's best plan: its first action (with its cards), or stop."""
        d = obs.decision
        assert d is not None
        plans = tuple(planner.plan(obs, top=top))
        first = plans[0].first
        if first is None or plans[0].value <= 0:
            done = next(o for o in d.options if isinstance(o.move, Done))
            return AdVerdict(Choice(done.move), plans)
        option = next(o for o in d.options if o.move == first.move)
        return AdVerdict(Choice(option.move, first.cards), plans)

    # ------------------------------------------------------------------ the search

    def search(self, obs: AdObservation, sampler: Sampler, rated: list[Rated]
               ) -> tuple[Tried, ...]:
        """Each of ``rated`` played in the same dealt games; best mean standing first."""
        d = obs.decision
        assert d is not None
        rng = random.Random(f"ad-hard:{self.seed}:{obs.round}:{obs.me}:{d.kind}:"
                            f"{len(obs.events)}")
        sums = [0.0] * len(rated)
        scores: list[list[float]] = [[] for _ in rated]
        kept = [step_kept(obs, r.choice) for r in rated]
        n = self.budget.deals(obs.players)
        for _ in range(n):
            base = sampler.sample(rng.getrandbits(32))
            seeds = [rng.getrandbits(32) for _ in range(obs.players)]
            for i, r in enumerate(rated):
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled("the hard player was stopped")
                got = self.play_out(base.clone(), obs.me, r.choice, seeds) + kept[i]
                sums[i] += got
                scores[i].append(got)
        tried = [Tried(r.choice, r.option, sums[i] / n, n, tuple(scores[i]))
                 for i, r in enumerate(rated)]
        order = sorted(range(len(tried)), key=lambda i: (-sums[i], i))
        return tuple(tried[i] for i in order)

    def play_out(self, game: Game[Any], me: int, first: Choice, seeds: list[int]) -> float:
        """Play ``first``, then the normal player in every seat up to this player's own
        action decision (or the end of the round): its standing there."""
        players = [AdRulesPlayer(s) for s in seeds]
        start = game.state.round
        game.choose(me, first, trusted=True)
        for _ in range(MAX_STEPS):
            if game.over or game.state.round != start:
                break
            pending = game.pending()
            mine = next((d for d in pending if d.player == me), None)
            if mine is not None and mine.kind == AdKind.ACTION:
                obs = game.observe(me)
                end = v.closing(obs)
                return standing(obs, self.plan_value(obs, end), end)
            for dec in pending:
                game.choose(dec.player, players[dec.player].choose(game.observe(dec.player)),
                            trusted=True)
        return standing(game.observe(me), 0.0)

    def plan_value(self, obs: AdObservation, end: tuple[float, ...] | None = None
                   ) -> float:
        """The best plan's worth (0: none), remembered by the position's own terms (and
        what ending the game is worth there, which the others' points change). ``end``:
        ``value.closing(obs)`` where the caller has it already."""
        if end is None:
            end = v.closing(obs)
        key = (tuple(sorted(obs.cards.face(c) for c in obs.hand)), obs.stations, obs.centres,
               obs.earth[obs.me], obs.tech[obs.me], obs.ship[obs.me], obs.supply,
               obs.ending is None, tuple(sorted(obs.decision.context.items()
                                                 if obs.decision else ())), end)
        got = self._plans.get(key)
        if got is None:
            got = max(0.0, planner.plan(obs, end=end)[0].value)
            if len(self._plans) > 4096:
                self._plans.clear()
            self._plans[key] = got
        return got


def in_plan(obs: AdObservation, plan: planner.Plan, played: Choice) -> bool:
    """Whether ``played`` is one of ``plan``'s actions: the same move with cards of the
    same faces."""
    faces = sorted(obs.cards.face(c) for c in played.cards)
    return plan.value > 0 and any(
        a.move == played.move and sorted(obs.cards.face(c) for c in a.cards) == faces
        for a in plan.acts)


def same(a: Choice, b: Choice) -> bool:
    """The same move with the same cards (in any order)."""
    return a.move == b.move and sorted(a.cards) == sorted(b.cards)
