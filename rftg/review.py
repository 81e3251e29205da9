"""``rftg review SAVE [--json] [--seat N]``: every decision of the player in a saved game
rated against the game's strongest computer player (``rftg.solver.review``): the three
costliest decisions with what was better and why, a summary per phase and per round, and
one accuracy figure.

A review takes a while (a search per decision): its progress goes to stderr, Ctrl+C stops
it, and what was rated is kept beside the save (``SAVE.review.json``, for this save as it
is): run the command again and it goes on where it stopped, or prints at once when done.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from rftg.clilang import number, t
from rftg.core import lang as language


def add_parser(sub: Any) -> None:
    review = sub.add_parser("review", help=t("review.help"), description=t("review.description"),
                            epilog=t("review.epilog"))
    review.add_argument("file", metavar=t("review.file_metavar"), help=t("review.file"))
    review.add_argument("--seat", type=int, default=None, metavar="N", help=t("review.seat"))
    review.add_argument("--json", action="store_true", help=t("review.json"))


CACHE_LIMIT = 10_000_000  # bytes: a review of the longest game is far smaller


def game_key(game: Any) -> str:
    """What a kept review is for: the game's setup and moves (a save of another game, or of
    this game further on, is reviewed anew)."""
    moves = json.dumps([[p, c.to_json()] for p, c in game.choices])
    return hashlib.sha256(f"{game.setup.model_dump_json()}\n{moves}".encode()).hexdigest()


def cache_path(save: Path) -> Path:
    return save.with_name(save.name + ".review.json")


def load_cache(path: Path, key: dict[str, Any]) -> dict[int, Any]:
    """The ratings kept for this save, seat and version (none if the file is another's,
    unreadable or damaged: it is then made anew)."""
    from rftg.core.errors import read_bounded
    from rftg.solver.review import Rated

    try:
        data = json.loads(read_bounded(path, CACHE_LIMIT).decode("utf-8"))
        if not isinstance(data, dict) or data.get("key") != key:
            return {}
        return {int(r["index"]): Rated.from_json(r) for r in data["decisions"]}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def keep(path: Path, key: dict[str, Any], done: dict[int, Any]) -> None:
    """Write the ratings so far beside the save (atomically; a folder that cannot be
    written to keeps nothing, and the review goes on)."""
    body = json.dumps({"key": key, "decisions": [done[i].to_json() for i in sorted(done)]},
                      ensure_ascii=False)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(body)
        os.replace(tmp, path)
    except OSError:
        return


def run(args: argparse.Namespace) -> int:
    from rftg.core.save import SaveError, load_with_meta
    from rftg.solver.review import REVIEW_VERSION, review_game

    path = Path(args.file)
    try:
        game, meta = load_with_meta(path)
    except SaveError as exc:
        print(f"rftg review: {exc}", file=sys.stderr)
        return 1
    seat = args.seat if args.seat is not None else meta.get("human", 0)
    if not isinstance(seat, int) or not 0 <= seat < game.setup.players:
        print(t("review.no_seat", seat=seat, players=game.setup.players), file=sys.stderr)
        return 2
    key = {"version": REVIEW_VERSION, "game": game_key(game), "seat": seat}
    cache = cache_path(path)
    done = load_cache(cache, key)

    def rated(r: Any) -> None:
        done[r.index] = r
        keep(cache, key, done)

    def progress(n: int, total: int) -> None:
        print(t("review.progress", n=n, total=total), end="\r", file=sys.stderr, flush=True)

    try:
        review = review_game(game.setup, game.choices, seat, lang=language.current(),
                             progress=progress, done=done, rated=rated)
    except KeyboardInterrupt:
        print("\n" + t("review.stopped", n=len(done)), file=sys.stderr)
        return 130
    print(file=sys.stderr)
    if args.json:
        print(json.dumps(review.to_json(), ensure_ascii=False))
    else:
        print("\n".join(lines(review)))
    return 0


def kind_name(kind: str) -> str:
    """A kind of decision as the screens title it (its own name where they have none)."""
    titles = language.catalogue("tui_game").get("decision", {})
    return str(titles.get(kind, kind))


def lines(review: Any) -> list[str]:
    """The review as a person reads it."""
    n = len(review.decisions)
    good = round(review.accuracy * n)
    out = [t("review.accuracy", rate=number(100 * review.accuracy, ".0f"), good=good, n=n,
             loss=number(review.loss, ".1f"))]
    worst = review.costliest(3)
    out.append(t("review.costliest") if worst else t("review.no_mistake"))
    for i, r in enumerate(worst, 1):
        out.append(t("review.decision", i=i, round=r.round, kind=kind_name(r.kind),
                     played=r.played, best=r.best, loss=number(r.loss, ".1f"),
                     grade=t(f"review.grade.{r.grade.value}")))
        out.append(t("review.why", why=r.why))
    for what in ("kind", "round"):
        out.append(t(f"review.by_{what}"))
        for g in review.by(what):
            label = (kind_name(g.label) if what == "kind" else
                     t("review.round", n=g.label) if g.label != "0" else t("review.setup"))
            grades = ", ".join(f"{t(f'review.grade.{k}')} {v}" for k, v in g.grades.items()
                               if v)
            out.append(t("review.group", label=label, n=g.decisions,
                         loss=number(g.loss, ".1f"), grades=grades))
    out.append(t("review.grades"))
    return out
