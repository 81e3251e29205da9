"""Review a game: every decision of one player rated against the game's strongest computer
player (``SolverGame.rate``): the VP it expects the decision lost, and a grade.

    review = review_game(setup, choices, seat)       # each decision, rated
    review.costliest(3), review.accuracy, review.by("kind"), review.by("round")

Grades, by the expected VP lost against the best choice found (``loss``), scaled to how
sure the search is (``noise``: the standard error of that difference over the samples):
a decision within the noise of the best is never worse than *good* ("a close call is never
a mistake").

* best: the best choice found (or no worse than it), unless the player's rule put it below
  the best whatever its VP (Race: an action that gains nothing by itself, or once the end
  is in sight a lower chance to win): then good;
* good: less than 1 VP lost, or within twice the noise;
* inaccuracy: less than 2.5 VP;
* mistake: less than 5 VP;
* blunder: 5 VP or more.

The accuracy is the share of decisions graded best or good. A decision with one possible
answer is not rated. The review of a long game takes a while: ``progress`` hears of each
decision; ``cancelled`` stops it (the review returned then is not ``complete``); ``done``
(the ratings found before, keyed by the decision's place in the game) lets it go on where
it stopped.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from rftg.core.decisions import Choice, parse_choice
from rftg.core.engine import Game
from rftg.core.gamesetup import GameSetup
from rftg.solver.games import SOLVERS, Cancelled

REVIEW_VERSION = 9  # a cached review of another version is made again (9: Andromeda's track steps)


class Grade(StrEnum):
    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


GOOD_VP = 1.0
INACCURACY_VP = 2.5
MISTAKE_VP = 5.0
NOISE_FACTOR = 2.0  # within this many standard errors of the best: a close call
TOLERANCE = 0.05  # VP: no worse than the best


def grade(loss: float, noise: float, ruled_out: bool = False) -> Grade:
    """The grade of a decision that loses ``loss`` VP against the best, ``noise`` being the
    standard error of that difference (see the module doc). ``ruled_out``: the player's
    rule put the choice below the best whatever the VP (``Rating.ruled_out``), so it is
    good at best: the search's VP cannot say what it lost, and the hint said otherwise."""
    if loss <= TOLERANCE:
        return Grade.GOOD if ruled_out else Grade.BEST
    if loss < GOOD_VP or loss < NOISE_FACTOR * noise:
        return Grade.GOOD
    if loss < INACCURACY_VP:
        return Grade.INACCURACY
    if loss < MISTAKE_VP:
        return Grade.MISTAKE
    return Grade.BLUNDER


@dataclass(frozen=True)
class Rated:
    """One decision of the player, rated."""

    index: int  # its place among the game's choices
    round: int
    kind: str  # the kind of decision (its phase)
    played: str
    best: str
    loss: float
    noise: float
    grade: Grade
    why: str
    better: tuple[str, tuple[int, ...]] = ("", ())  # the best choice: its move's text, cards

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "loss": round(self.loss, 2), "noise": round(self.noise, 2),
                "better": [self.better[0], list(self.better[1])]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rated:
        return cls(int(data["index"]), int(data["round"]), str(data["kind"]),
                   str(data["played"]), str(data["best"]), float(data["loss"]),
                   float(data["noise"]), Grade(data["grade"]), str(data["why"]),
                   parse_choice(data["better"]))

    def finds(self, choice: Choice) -> bool:
        """Whether ``choice`` is the better choice (the same move and the same cards, in
        any order): "Learn from your mistakes" asks the player to find it."""
        return (choice.move.encode() == self.better[0]
                and sorted(choice.cards) == sorted(self.better[1]))


@dataclass(frozen=True)
class Group:
    """The decisions of one kind or one round: how many, the VP lost, the grades."""

    label: str
    decisions: int
    loss: float
    grades: dict[str, int]


@dataclass(frozen=True)
class Review:
    seat: int
    decisions: tuple[Rated, ...]
    complete: bool  # every decision rated (False: stopped before the end)
    game: str = ""  # the game's id (its screens name the kinds of decision)

    @property
    def accuracy(self) -> float:
        """The share of decisions graded best or good (1.0 when none was rated)."""
        if not self.decisions:
            return 1.0
        good = sum(r.grade in (Grade.BEST, Grade.GOOD) for r in self.decisions)
        return good / len(self.decisions)

    @property
    def loss(self) -> float:
        return sum(r.loss for r in self.decisions)

    def costliest(self, n: int = 3) -> list[Rated]:
        """The ``n`` decisions that lost most (only those below best and good)."""
        bad = [r for r in self.decisions if r.grade not in (Grade.BEST, Grade.GOOD)]
        return sorted(bad, key=lambda r: (-r.loss, r.index))[:n]

    def by(self, what: str) -> list[Group]:
        """The decisions by ``what``: "kind" (the phase) or "round"."""
        groups: dict[str, list[Rated]] = {}
        for r in self.decisions:
            groups.setdefault(str(getattr(r, what)), []).append(r)
        return [Group(k, len(v), sum(r.loss for r in v),
                      {g.value: sum(r.grade is g for r in v) for g in Grade})
                for k, v in groups.items()]

    def to_json(self) -> dict[str, Any]:
        return {"version": REVIEW_VERSION, "game": self.game, "seat": self.seat,
                "complete": self.complete,
                "accuracy": round(self.accuracy, 3), "loss": round(self.loss, 2),
                "decisions": [r.to_json() for r in self.decisions],
                "costliest": [r.index for r in self.costliest()],
                "by_kind": [asdict(g) for g in self.by("kind")],
                "by_round": [asdict(g) for g in self.by("round")]}


def review_game(setup: GameSetup, choices: Sequence[tuple[int, Choice]], seat: int,
                budget: Any = None, lang: str | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None,
                done: Mapping[int, Rated] | None = None,
                rated: Callable[[Rated], None] | None = None) -> Review:
    """Replay the game of ``setup`` and ``choices`` and rate each decision of ``seat``
    (see the module doc). ``budget``: the search's (None: the game's own for reviews);
    ``rated`` hears of each rating as it is found (to keep it: a stopped review goes on)."""
    solver = SOLVERS.get(setup.game)
    if solver.rate is None:
        raise ValueError(f"{setup.game} has no review")
    mine = [i for i, (p, _) in enumerate(choices) if p == seat]
    found: dict[int, Rated] = dict(done or {})
    game: Game[Any] = Game(setup)

    def so_far(complete: bool) -> Review:
        return Review(seat, tuple(found[i] for i in sorted(found)), complete, setup.game)

    for i, (player, choice) in enumerate(choices):
        if player == seat and i not in found:
            decision = game.pending_for(seat)
            if decision is None:
                raise ValueError(f"choice {i + 1} is not {seat}'s to make")
            if _rated(decision.options):
                try:
                    if cancelled is not None and cancelled():
                        raise Cancelled()
                    r = solver.rate(game, seat, choice, budget, cancelled, lang)
                except Cancelled:
                    return so_far(complete=False)
                loss = max(0.0, r.loss)
                found[i] = Rated(i, game.state.round, str(decision.kind), r.played, r.best,
                                 loss, r.noise, grade(loss, r.noise, r.ruled_out), r.why,
                                 (r.best_choice.move.encode(), tuple(r.best_choice.cards)))
                if rated is not None:
                    rated(found[i])
            if progress is not None:
                progress(sum(1 for j in mine if j <= i), len(mine))
        game.choose(player, choice)
    return so_far(complete=True)


def _rated(options: Sequence[Any]) -> bool:
    """Whether a decision had something to choose: more than one option, or cards."""
    return len(options) > 1 or options[0].max_cards > options[0].min_cards or (
        options[0].max_cards > 0 and len(options[0].cards_from) > options[0].max_cards)


def noise_of(a: float, b: float) -> float:
    """The standard error of a difference of two means with these standard errors."""
    return math.sqrt(a * a + b * b)


def paired_noise(best: Sequence[float], mine: Sequence[float]) -> float:
    """The standard error of the mean difference of two choices played out on the same
    samples (``best[i]`` and ``mine[i]`` on sample ``i``: common random numbers), the
    searches' spread a rating is scaled to (0.0 with fewer than two samples)."""
    diffs = [b - m for b, m in zip(best, mine, strict=True)]
    k = len(diffs)
    if k < 2:
        return 0.0
    mean = sum(diffs) / k
    return math.sqrt(sum((x - mean) ** 2 for x in diffs) / (k - 1) / k)
