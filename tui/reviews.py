"""A review as the player keeps and reads it (``rftg.solver.review`` rates the decisions):
where the ratings found so far are kept (beside a save: ``SAVE.review.json``; a game the
app finished: ``reviews/<digest>.json`` in the data folder), and the review in lines of
words. Textual-free: ``rftg review``, the review screen and the plain mode share it.

A kept review is keyed by the game's setup and moves, the seat, the review's version and
the language of its words: a save of another game, or of this game further on, or a review
kept in another language, is reviewed anew. A file that cannot
be read is ignored (the review is made again); one that cannot be written keeps nothing,
and the review goes on.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rftg.core import lang as language
from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.engine import Game
from rftg.core.errors import read_bounded
from rftg.core.save import replay
from rftg.core.text import number as number  # (the review screen words VP with it)
from rftg.tui.session import REVIEW_SUFFIX, GameSession

if TYPE_CHECKING:
    from rftg.solver.review import Rated, Review

CACHE_LIMIT = 10_000_000  # bytes: a review of the longest game is far smaller
COSTLIEST = 3


def game_key(game: Any) -> str:
    """What a kept review is for: the game's setup and moves."""
    moves = json.dumps([[p, c.to_json()] for p, c in game.choices])
    return hashlib.sha256(f"{game.setup.model_dump_json()}\n{moves}".encode()).hexdigest()


def cache_key(game: Any, seat: int, lang: str) -> dict[str, Any]:
    """A kept review's key: the review's version, the game, the seat, and the language its
    words were said in (a review kept in English is made again for a German run)."""
    from rftg.solver.review import REVIEW_VERSION

    return {"version": REVIEW_VERSION, "game": game_key(game), "seat": seat, "lang": lang}


def cache_path(save: Path) -> Path:
    """Where the review of the save at ``save`` is kept."""
    return save.with_name(save.name + REVIEW_SUFFIX)


def home_cache_path(home: Path, game: Any) -> Path:
    """Where the app keeps the review of a game it finished (in the data folder)."""
    return home / "reviews" / f"{game_key(game)[:24]}.json"


def load_cache(path: Path, key: dict[str, Any]) -> dict[int, Rated]:
    """The ratings kept at ``path`` for ``key`` (none if the file is another's, unreadable
    or damaged: it is then made anew)."""
    from rftg.solver.review import Rated

    try:
        data = json.loads(read_bounded(path, CACHE_LIMIT).decode("utf-8"))
        if not isinstance(data, dict) or data.get("key") != key:
            return {}
        return {int(r["index"]): Rated.from_json(r) for r in data["decisions"]}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def keep(path: Path, key: dict[str, Any], done: dict[int, Rated]) -> None:
    """Write the ratings so far to ``path`` (atomically; a folder that cannot be written
    to keeps nothing, and the review goes on)."""
    body = json.dumps({"key": key, "decisions": [done[i].to_json() for i in sorted(done)]},
                      ensure_ascii=False)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(body)
        os.replace(tmp, path)
    except OSError:
        return


class KeptReview:
    """The review of one seat of one game, kept at ``path`` as it goes: ``run`` rates the
    decisions not rated before (``progress``, ``cancelled`` as ``review_game``'s)."""

    def __init__(self, game: Any, seat: int, path: Path, budget: Any = None) -> None:
        self.game, self.seat, self.path, self.budget = game, seat, path, budget
        self.lang = language.current()  # the review's words are said in the run's language
        self.key = cache_key(game, seat, self.lang)
        self.done: dict[int, Rated] = load_cache(path, self.key)

    @property
    def total(self) -> int:
        """The player's decisions in the game (the rated ones are fewer: a decision with
        one possible answer is not rated)."""
        return sum(1 for p, _ in self.game.choices if p == self.seat)

    def run(self, progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> Review:
        from rftg.solver.review import review_game

        def rated(r: Rated) -> None:
            self.done[r.index] = r
            keep(self.path, self.key, self.done)

        return review_game(self.game.setup, self.game.choices, self.seat, self.budget,
                           self.lang, progress, cancelled, dict(self.done), rated)


def reviewable(game: Game[Any]) -> bool:
    """Whether ``game`` can be reviewed (its game's solver rates decisions)."""
    from rftg.solver.games import SOLVERS

    return SOLVERS.get(game.setup.game).rate is not None


# ---------------------------------------------------------------------- words


def t(key: str, /, **values: object) -> str:
    """The review's words (the command line's catalogue: the same words everywhere)."""
    return language.text("cli", key, None, **values)


def kind_name(kind: str, game: str = "") -> str:
    """A kind of decision as the game's screens title it (its own name where they have
    none; no game named: the titles the games share)."""
    from rftg.core.registry import UnknownGame
    from rftg.tui.games import TUIS
    from rftg.tui.render import kind_title

    if not game:
        return kind_title(kind)
    try:
        return TUIS.get(game).decision_title(kind)
    except UnknownGame:  # a game this install does not know
        return kind_title(kind)


def unit(game: str = "") -> str:
    """What the game scores in ("VP"; Andromeda's points), as its own texts say."""
    from rftg.core.registry import UnknownGame
    from rftg.tui.games import TUIS

    try:
        return TUIS.get(game).score_unit() if game else t("review.unit")
    except UnknownGame:  # a game this install does not know
        return t("review.unit")


def grade_name(grade: str) -> str:
    return t(f"review.grade.{grade}")


def accuracy_line(review: Review) -> str:
    n = len(review.decisions)
    return t("review.accuracy", rate=number(100 * review.accuracy, ".0f"),
             good=round(review.accuracy * n), n=n, loss=number(review.loss, ".1f"),
             unit=unit(review.game))


def costly_line(i: int, r: Rated, game: str = "") -> str:
    """'1. Round 3, Settle: you played ...; better: ..., about 2.1 VP more (mistake).'"""
    return t("review.decision", i=i, round=r.round, kind=kind_name(r.kind, game),
             played=r.played,
             best=r.best, loss=number(r.loss, ".1f"), unit=unit(game),
             grade=grade_name(r.grade.value))


def group_label(what: str, label: str, game: str = "") -> str:
    if what == "kind":
        return kind_name(label, game)
    return t("review.round", n=label) if label != "0" else t("review.setup")


def group_lines(review: Review, what: str) -> list[str]:
    """The summary by ``what`` ("kind": the phase, or "round"), a line per group."""
    out = []
    for g in review.by(what):
        grades = ", ".join(f"{grade_name(k)} {v}" for k, v in g.grades.items() if v)
        out.append(t("review.group", label=group_label(what, g.label, review.game), n=g.decisions,
                     loss=number(g.loss, ".1f"), unit=unit(review.game), grades=grades))
    return out


def lines(review: Review) -> list[str]:
    """The review as a person reads it: the accuracy, the costliest decisions with why,
    the summary by phase and by round, and what the grades mean."""
    out = [accuracy_line(review)]
    worst = review.costliest(COSTLIEST)
    out.append(t("review.costliest") if worst else t("review.no_mistake"))
    for i, r in enumerate(worst, 1):
        out.append(costly_line(i, r, review.game))
        out.append(t("review.why", why=r.why))
    for what in ("kind", "round"):
        out.append(t(f"review.by_{what}"))
        out += group_lines(review, what)
    out.append(t("review.grades", unit=unit(review.game)))
    return out


# ---------------------------------------------------------------------- learn from mistakes


class TrialSession(GameSession):
    """"Learn from your mistakes": the position of a rated decision set up again (the game
    replayed to just before it). The player's answer does not move the game on: it is
    checked against the rules (an illegal one is refused as always) and then against the
    better choice the review found; ``answered(found, choice)`` hears of it. No hint (it
    would give the answer away), no undo, no autosave."""

    hints = False
    undoable = False

    def __init__(self, game: Game[Any], seat: int, rated: Rated, difficulty: str,
                 answered: Callable[[bool, Choice], None]) -> None:
        super().__init__(replay(game.setup, list(game.choices[:rated.index])), seat,
                         difficulty)
        self.rated = rated
        self.tries = 0
        self.answered = answered

    def play(self, choice: Choice) -> None:
        if self.human_decision() is None:
            raise IllegalChoice("it is not your turn to decide")
        self.game.clone().choose(self.human, choice)  # IllegalChoice: refused, as always
        self.tries += 1
        self.answered(self.rated.finds(choice), choice)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False
