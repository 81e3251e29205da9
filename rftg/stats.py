"""``rftg stats``: the player's statistics (``rftg.tui.stats``) on plain lines, or as JSON;
``--import`` first counts the finished games of saves."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rftg.clilang import number, t

if TYPE_CHECKING:
    from rftg.tui.stats import Summary


def add_parser(sub: Any) -> None:
    stats = sub.add_parser("stats", help=t("stats.help"), description=t("stats.description"),
                           epilog=t("stats.epilog"))
    stats.add_argument("--game", help=t("stats.game"))
    stats.add_argument("--json", action="store_true", help=t("stats.json"))
    stats.add_argument("--import", dest="import_saves", nargs="*", default=None,
                       metavar=t("stats.import_metavar"), help=t("stats.import"))


def run(args: argparse.Namespace) -> int:
    from rftg.tui.session import data_dir, saved_games
    from rftg.tui.stats import Stats

    home = data_dir()
    stats = Stats(home)
    try:
        stats.connection()
        if stats.problem:
            print(t("stats.broken", reason=stats.problem, path=stats.set_aside),
                  file=sys.stderr)
        if args.import_saves is not None:
            paths = [Path(p) for p in args.import_saves] or saved_games(home)
            added, skipped, broken = stats.import_saves(paths)
            for problem in broken:
                print(t("stats.unreadable", error=problem), file=sys.stderr)
            if not args.json:
                print(t("stats.imported", added=added, skipped=skipped))
        summary = stats.summary(args.game)
    finally:
        stats.close()
    if args.json:
        print(json.dumps(summary.to_json(), ensure_ascii=False))
        return 0
    print("\n".join(lines(summary)))
    return 0


def lines(summary: Summary) -> list[str]:
    """The statistics as a person reads them."""
    from rftg.tui.stats import percent, trend_key

    total = summary.total
    if not total.games:
        return [t("stats.none")]
    out = [summary.total_words(t)]
    marks = " ".join(t("stats.won") if r == 1 else t("stats.lost") if r == 0
                     else t("stats.shared") for r in summary.results)
    out.append(t(trend_key(len(summary.trend)), n=len(summary.trend),
                 line=summary.sparkline(), results=marks))
    for what, group in summary.by.items():
        if not group:
            continue
        out.append(t("stats.heading", what=t(f"stats.by_{what}")))
        out += [t("stats.line", label=_label(what, x.label), games=x.games,
                  wins=number(x.wins, "g"), rate=percent(x.rate),
                  average=number(x.average, ".1f"), best=x.best) for x in group]
    return out


def _label(what: str, label: str) -> str:
    """A group's label as a person reads it: a game's name, "2 players"."""
    if what == "game":
        from rftg.tui.games import game_label

        return game_label(label)
    if what == "players":
        return t("stats.players", n=int(label))
    return label
