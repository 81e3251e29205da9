"""``rftg analyze``: Race for the Galaxy's headless tools: ``score`` (a tableau's VP),
``consume`` (the best way to consume, ``analyze_consume``) and ``place`` (the best way to
place and pay, ``analyze_place``)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rftg.clilang import t
from rftg.core.jsoninput import InputError as _InputError
from rftg.core.jsoninput import json_type
from rftg.core.jsoninput import read_objects as _read_objects
from rftg.race.examples import add_input, example_or_file


def add_parser(sub: Any) -> None:
    analyze = sub.add_parser("analyze", help=t("analyze.help"),
                             description=t("analyze.description"))
    analyze_sub = analyze.add_subparsers(dest="analyze_command",
                                         metavar=t("analyze.tool_metavar"))
    score = analyze_sub.add_parser("score", help=t("score.help"),
                                   description=t("score.description"), epilog=t("score.epilog"))
    add_input(score, "score", t("score.file_metavar"), t("score.file"))
    score.add_argument("--batch", action="store_true", help=t("score.batch"))
    from rftg.race.analyze_consume import add_parser as add_consume_parser

    add_consume_parser(analyze_sub)
    from rftg.race.analyze_place import add_parser as add_place_parser

    add_place_parser(analyze_sub)
    analyze.set_defaults(analyze_parser=analyze)


def _whole_number(obj: dict[str, Any], key: str) -> int:
    value = obj[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise _InputError(t("score.not_whole", key=key, value=json.dumps(value)))
    if value < 0:
        raise _InputError(t("score.negative", key=key, value=value))
    return value


def _score_one(obj: Any, cat: Any) -> dict[str, Any]:
    """Validate one input object and score it (raises _InputError)."""
    from rftg.core.scoring import score
    from rftg.core.text import card_name

    if not isinstance(obj, dict):
        raise _InputError(t("score.not_object", type=json_type(obj),
                            value=json.dumps(obj)[:60]))
    for key in ("id", "tableau", "chips"):
        if key not in obj:
            raise _InputError(t("score.missing", key=key))
    names = obj["tableau"]
    if not isinstance(names, list):
        raise _InputError(t("score.not_list", value=json.dumps(names)[:60]))
    chips = _whole_number(obj, "chips")
    goal_vp = _whole_number(obj, "goal_vp") if "goal_vp" in obj else 0
    tableau = []
    for i, name in enumerate(names, 1):
        if not isinstance(name, str):
            raise _InputError(t("score.not_name", i=i, value=json.dumps(name)))
        card = cat.find(name)
        if card is None:
            close = cat.close_matches(name)
            raise _InputError(t("score.unknown_card_close", name=name, names="; ".join(close))
                              if close else t("score.unknown_card", name=name))
        tableau.append(card)
    for card in tableau:
        n = sum(1 for c in tableau if c.name == card.name)
        name = card_name(card)  # in the run's language, as analyze consume and place say it
        if card.is_development and n > 1:
            raise _InputError(t("score.twice", name=name, n=n))
        most = max(card.copies.values(), default=0)
        if n > most:
            raise _InputError(t("score.copy", name=name, n=n) if most == 1 else
                              t("score.copies", name=name, n=n, most=most))
    result = score(tableau, chips, goal_vp)
    return {"id": obj["id"], "total": result.total, "chips": result.chips,
            "cards": result.cards, "bonuses": result.bonuses}


def cmd_analyze(args: argparse.Namespace) -> int:
    from rftg.core.cards import CatalogueError, catalogue

    if args.analyze_command == "consume":
        from rftg.race.analyze_consume import run as run_consume

        return run_consume(args)
    if args.analyze_command == "place":
        from rftg.race.analyze_place import run as run_place

        return run_place(args)
    if args.analyze_command != "score":
        args.analyze_parser.print_help()
        return 0
    shown = example_or_file(args)
    if shown is not None:
        return shown
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(t("main.catalogue_broken", error=exc), file=sys.stderr)
        return 1
    lines: list[str] = []
    bad = 0
    try:
        for place, obj in _read_objects(args.file, args.batch, keep_going=args.batch):
            try:
                if isinstance(obj, _InputError):
                    raise obj
                lines.append(json.dumps(_score_one(obj, cat), ensure_ascii=False))
            except _InputError as exc:
                err = exc if exc is obj else _InputError(f"{place}: {exc}")
                if not args.batch:
                    raise err from None
                # --batch: report the line; the other lines are still answered
                print(f"rftg analyze score: {err}", file=sys.stderr)
                bad += 1
    except _InputError as exc:
        print(f"rftg analyze score: {exc}", file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 2 if bad else 0
