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
import json
import sys
from pathlib import Path
from typing import Any

from rftg.clilang import t


def add_parser(sub: Any) -> None:
    review = sub.add_parser("review", help=t("review.help"), description=t("review.description"),
                            epilog=t("review.epilog"))
    review.add_argument("file", metavar=t("review.file_metavar"), help=t("review.file"))
    review.add_argument("--seat", type=int, default=None, metavar="N", help=t("review.seat"))
    review.add_argument("--json", action="store_true", help=t("review.json"))


def run(args: argparse.Namespace) -> int:
    from rftg.core.save import SaveError, load_with_meta
    from rftg.tui.reviews import KeptReview, cache_path, lines, reviewable

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
    if not reviewable(game):
        from rftg.tui.games import game_label

        print(t("review.no_review", game=game_label(game.setup.game)), file=sys.stderr)
        return 2
    kept = KeptReview(game, seat, cache_path(path))

    def progress(n: int, total: int) -> None:
        print(t("review.progress", n=n, total=total), end="\r", file=sys.stderr, flush=True)

    try:
        review = kept.run(progress)
    except KeyboardInterrupt:
        print("\n" + t("review.stopped", n=len(kept.done)), file=sys.stderr)
        return 130
    print(file=sys.stderr)
    if args.json:
        print(json.dumps(review.to_json(), ensure_ascii=False))
    else:
        print("\n".join(lines(review)))
    return 0
