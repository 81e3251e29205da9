"""``rftg analyze consume``: the best consume plan for positions given as JSON.

Input, one object per position: {"id": any, "tableau": [card names], "goods": [names of
tableau worlds holding a good], "hand": number of hand cards, "bonus": a subset of
["trade", "double"]} (optional "edition": "base" or "gs"). FILE holds one object or an
array of objects; with ``--batch`` one object per line (JSON Lines).

Output, one JSON line per input object, in order: {"id", "vp", "cards", "trade": {"world",
"cards"} or null, "steps": [{"power", "goods", "discard", "vp", "cards"}], "solve_ms"}.
"cards" counts every card drawn, the sale included; "steps" lists every consume power used
(also those that take no goods); a Gambling World step adds "number" and "probability".
``--text`` prints the plans readably. Bad input: one line on stderr naming the file/line
and the value, exit status 2; nothing is printed on stdout then, except with ``--batch``:
each bad line is reported and the good lines are still answered (exit status 2).

This module imports neither OR-tools nor the engine at import time (``rftg --help`` stays
fast); ``run`` does.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from rftg.clilang import decimal, number
from rftg.core.jsoninput import InputError, read_objects
from rftg.core.lang import fill
from rftg.core.lang import raw as _raw
from rftg.race.examples import add_input, example_or_file

PROG = "rftg analyze consume"


def _e(what: str, /, **values: object) -> str:
    """An input error in the run's language ([input] in the ``hints`` catalogue)."""
    return fill(str(_raw("hints", f"input.{what}")), values)


def _t(key: str, lang: str | None = None, /, **values: object) -> str:
    """The text ``key`` of this command ([analyze_consume] in the ``hints`` catalogue)."""
    return fill(str(_raw("hints", f"analyze_consume.{key}", lang)), values)


def add_parser(analyze_sub: Any) -> argparse.ArgumentParser:
    """Register ``consume`` under the ``rftg analyze`` sub-commands."""
    p: argparse.ArgumentParser = analyze_sub.add_parser(
        "consume", help=_t("help"), description=_t("description"), epilog=_t("epilog"))
    add_input(p, "consume", _t("file_metavar"), _t("file"))
    p.add_argument("--batch", action="store_true", help=_t("batch"))
    p.add_argument("--text", action="store_true", help=_t("text"))
    p.add_argument("--card-value", type=decimal, default=None,
                   metavar=_t("card_value_metavar"), help=_t("card_value"))
    p.add_argument("--time-limit", type=decimal, default=math.inf,
                   metavar=_t("time_limit_metavar"), help=_t("time_limit"))
    return p


def run(args: argparse.Namespace) -> int:
    """Run ``rftg analyze consume`` with parsed arguments; the exit status."""
    shown = example_or_file(args)
    if shown is not None:
        return shown
    from rftg.core.cards import CatalogueError, catalogue
    from rftg.solver.consume import ConsumePosition, PlanError, PositionError, plan_consume

    card_value = getattr(args, "card_value", None)
    time_limit = getattr(args, "time_limit", math.inf)
    problems = []
    if card_value is not None and not 0 <= card_value < math.inf:
        problems.append(_e("card_value", value=number(card_value)))
    if not time_limit > 0:
        problems.append(_e("time_limit", value=number(time_limit)))
    if problems:
        print(f"{PROG}: {'; '.join(problems)}", file=sys.stderr)
        return 2
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(_e("broken", error=exc), file=sys.stderr)
        return 1
    positions: list[tuple[str, Any, ConsumePosition]] = []
    bad = 0
    try:
        for place, obj in read_objects(args.file, args.batch, keep_going=args.batch):
            try:
                if isinstance(obj, InputError):
                    raise obj
                if isinstance(obj, dict) and "id" not in obj:
                    raise PositionError(_e("missing", key="id"))
                positions.append((place, obj["id"] if isinstance(obj, dict) else None,
                                  ConsumePosition.from_dict(obj, cat)))
            except (InputError, PositionError) as exc:
                err = exc if exc is obj else InputError(f"{place}: {exc}")
                if not args.batch:
                    raise err from None
                # --batch: report the line; the other lines are still answered
                print(f"{PROG}: {err}", file=sys.stderr)
                bad += 1
    except InputError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    for place, id_, position in positions:
        try:
            plan = plan_consume(position, card_value, time_limit=time_limit)
        except PlanError as exc:
            print(f"{PROG}: {place}: {exc}", file=sys.stderr)
            return 1
        if args.text:
            print(f"{id_}: {plan.text(None, position.tableau)}")
        else:
            print(json.dumps(plan.to_json(id_), ensure_ascii=False))
        sys.stdout.flush()
    return 2 if bad else 0


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry (``python -m rftg.solver.cli_consume FILE``), for development."""
    parser = argparse.ArgumentParser(prog=PROG)
    sub = parser.add_subparsers(dest="tool")
    add_parser(sub)
    return run(parser.parse_args(["consume", *(sys.argv[1:] if argv is None else argv)]))


if __name__ == "__main__":
    sys.exit(main())
