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

from rftg.core.jsoninput import InputError, read_objects

PROG = "rftg analyze consume"




def add_parser(analyze_sub: Any) -> argparse.ArgumentParser:
    """Register ``consume`` under the ``rftg analyze`` sub-commands."""
    p: argparse.ArgumentParser = analyze_sub.add_parser(
        "consume",
        help="best consume plan: which good to sell, which powers in which order",
        description=(
            'Plan a Consume phase. Each input object is {"id": any, "tableau": [card names], '
            '"goods": [tableau worlds holding a good], "hand": number of hand cards, '
            '"bonus": a subset of ["trade", "double"]}. FILE holds one object (or an array); '
            "with --batch one object per line (JSON Lines). Prints one JSON line per object, "
            'in order: {"id", "vp", "cards", "trade", "steps", "solve_ms"}: most VP first, '
            "then most cards. Bad input: a one-line message on stderr and exit status 2 (with "
            "--batch, each bad line is reported and the others are still answered)."
        ),
        epilog="Example: rftg analyze consume --text position.json",
    )
    p.add_argument("file", metavar="FILE", help="the JSON file ('-' reads stdin)")
    p.add_argument("--batch", action="store_true",
                   help="FILE is JSON Lines: one object per line (blank lines skipped)")
    p.add_argument("--text", action="store_true", help="print the plans readably")
    p.add_argument("--card-value", type=float, default=None, metavar="VP",
                   help="what one card is worth in VP (default: VP first, then cards)")
    p.add_argument("--time-limit", type=float, default=math.inf, metavar="SECONDS",
                   help="wall-clock limit per position (default: none; the search is "
                        "bounded by deterministic work: the same input, the same plan)")
    return p


def run(args: argparse.Namespace) -> int:
    """Run ``rftg analyze consume`` with parsed arguments; the exit status."""
    from rftg.core.cards import CatalogueError, catalogue
    from rftg.solver.consume import ConsumePosition, PlanError, PositionError, plan_consume

    card_value = getattr(args, "card_value", None)
    time_limit = getattr(args, "time_limit", math.inf)
    problems = []
    if card_value is not None and not 0 <= card_value < math.inf:
        problems.append(f"--card-value must be a number of VP, 0 or more, not {card_value}")
    if not time_limit > 0:
        problems.append(f"--time-limit must be more than 0 seconds, not {time_limit}")
    if problems:
        print(f"{PROG}: {'; '.join(problems)}", file=sys.stderr)
        return 2
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(f"rftg: the card catalogue is broken: {exc}", file=sys.stderr)
        return 1
    positions: list[tuple[str, Any, ConsumePosition]] = []
    bad = 0
    try:
        for place, obj in read_objects(args.file, args.batch, keep_going=args.batch):
            try:
                if isinstance(obj, InputError):
                    raise obj
                if isinstance(obj, dict) and "id" not in obj:
                    raise PositionError("missing field 'id'")
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
            print(f"{id_}: {plan.text()}")
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
