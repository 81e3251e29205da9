"""The ``rftg`` command.

``rftg`` alone prints this help until the game screen lands; ``rftg cards`` looks cards up.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from rftg import __version__
from rftg.core.jsoninput import InputError as _InputError
from rftg.core.jsoninput import read_objects as _read_objects
from rftg.tutor import cli as rules_cli

EDITION_NAMES = {"base": "base game (2018)", "gs": "The Gathering Storm"}


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rftg",
        description=(
            "Learn and play Race for the Galaxy in the terminal. Without a command, rftg "
            "opens the game; the commands below look up cards and run headless tools."
        ),
        epilog="Examples: rftg   (play)   ·   rftg --game jumpdrive   (play Jump Drive)   ·   "
               "rftg cards \"Free Trade Association\"",
    )
    parser.add_argument("--version", action="version", version=f"rftg {__version__}")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed offered on the new game screen (default: random)")
    parser.add_argument("--game", dest="play_game", choices=("rftg", "jumpdrive"),
                        default="rftg",
                        help="the game the new game screen offers: Race for the Galaxy "
                             "(rftg, default) or Jump Drive (jumpdrive)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    cards = sub.add_parser(
        "cards",
        help="show one card with all its facts, or list the cards",
        description="Show one card (English or German name) or list the catalogue.",
    )
    cards.add_argument("name", nargs="?", metavar="NAME", help="a card name (English or German)")
    cards.add_argument(
        "--edition", choices=("base", "gs"),
        help="only cards in a game with this edition: base, or gs (The Gathering Storm)",
    )
    cards.add_argument("--json", action="store_true",
                       help="print JSON (the whole catalogue: one array, one object per card)")
    cards.add_argument("--game", choices=("rftg", "jumpdrive"), default="rftg",
                       help="whose cards: Race for the Galaxy (default) or Jump Drive")
    cards.add_argument("--check", metavar="FILE",
                       help="validate a file of your own cards ([[card]] tables, as the game's)")
    _add_analyze_parser(sub)
    _add_simulate_parser(sub)
    rules_cli.add_parser(sub)
    return parser


def card_json(card: Any) -> dict[str, Any]:
    """The JSON object of one card (the shape ``rftg cards --json`` documents)."""
    from rftg.core.cards import Edition
    from rftg.core.powertext import card_text

    return {
        "name": card.name,
        "name_de": card.de,
        "type": card.type.value,
        "cost": card.cost,
        "vp": card.vp,
        "military": card.military,
        "windfall": card.windfall,
        "goods": card.goods.value if card.goods else None,
        "start": card.start,
        "colour": card.colour,
        "copies": {ed.value: card.copies_in(ed) for ed in Edition},
        "keywords": [k.value for k in card.keywords],
        "powers": [p.model_dump(mode="json", exclude_none=True) for p in card.powers],
        "bonuses": [b.model_dump(mode="json", exclude_none=True) for b in card.bonuses],
        "initial_discard": card.initial_discard,
        "text": card_text(card),
    }


def _card_details(card: Any, names_de: dict[str, str]) -> str:
    from rftg.core.cards import Edition
    from rftg.core.powertext import card_text

    title = card.name + (f"  ({card.de})" if card.de and card.de != card.name else "")
    facts = [card.kind_text()]
    if card.is_world and card.military:
        facts.append(f"defence {card.cost}")
    else:
        facts.append(f"cost {card.cost}")
    facts.append("VP ? (6-cost bonus)" if card.bonuses else f"{card.vp} VP")
    if card.goods:
        facts.append(f"goods: {card.goods.value.capitalize()}")
    if card.start is not None:
        facts.append(f"start world {card.start} ({card.colour})")
    if card.keywords:
        facts.append("keywords: " + ", ".join(k.value for k in card.keywords))
    copies = ", ".join(
        f"{EDITION_NAMES[ed.value]}: {card.copies_in(ed)}" for ed in Edition
    )
    lines = [title, "=" * len(title), " · ".join(facts), f"Copies in a game with the {copies}"]
    text = card_text(card)
    lines += ["", "Powers:" if card.powers else "Powers: none"]
    lines += [f"  {line}" for line in text.splitlines()]
    de_text = card_text(card, "de", names_de)
    if de_text:
        lines += ["", "Deutsch:"] + [f"  {line}" for line in de_text.splitlines()]
    if card.note:
        lines += ["", f"Note: {card.note}"]
    return "\n".join(lines)


def _card_table(cards: Sequence[Any]) -> str:
    rows = [("Name", "Type", "Cost", "VP", "Goods", "Base", "GS")]
    for c in cards:
        cost = f"D{c.cost}" if c.military else str(c.cost)
        vp = "?" if c.bonuses else str(c.vp)
        start = f" [start {c.start}]" if c.start is not None else ""
        rows.append((c.name + start, c.kind_text(), cost, vp,
                     c.goods.value.capitalize() if c.goods else "",
                     str(c.copies.get("base", 0)), str(c.copies.get("gs", 0))))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    out.insert(1, "  ".join("-" * w for w in widths))
    base = sum(c.copies.get("base", 0) for c in cards)
    gs = sum(c.copies.get("gs", 0) for c in cards)
    out.append(f"\n{len(cards)} distinct cards: {base} cards in a base game, {gs} with "
               "The Gathering Storm. Cost column: D = defence of a military world.")
    return "\n".join(out)


def _cmd_cards(args: argparse.Namespace) -> int:
    from rftg.core.cards import CatalogueError, Edition, catalogue

    if args.check:
        from rftg.owncards import cmd_check

        return cmd_check(args.check)
    if args.game == "jumpdrive":
        from rftg.jdcli import cmd_cards

        return cmd_cards(args.name, args.json)
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(f"rftg: the card catalogue is broken: {exc}", file=sys.stderr)
        return 1
    edition = Edition(args.edition) if args.edition else None
    names_de = {c.name: c.de for c in cat.cards() if c.de}
    if args.name:
        card = cat.find(args.name)
        if card is None or (edition is not None and card.copies_in(edition) == 0):
            where = f" in {EDITION_NAMES[edition.value]}" if edition and card else ""
            print(f"rftg: no card named {args.name!r}{where}.", file=sys.stderr)
            close = cat.close_matches(args.name)
            if close:
                print("Did you mean: " + "; ".join(close) + "?", file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(card_json(card), ensure_ascii=False, indent=2))
        else:
            print(_card_details(card, names_de))
        return 0
    cards = cat.cards(edition)
    if args.json:
        print(json.dumps([card_json(c) for c in cards], ensure_ascii=False, indent=1))
    else:
        print(_card_table(cards))
    return 0


# --------------------------------------------------------------------------- rftg analyze


def _add_analyze_parser(sub: Any) -> None:
    analyze = sub.add_parser(
        "analyze",
        help="analysis tools: score (final scores of tableaus), consume (the best consume "
             "plan), place (every way to place each hand card, and a plan)",
        description=("Analysis tools that read JSON and print JSON: score (final scores of "
                     "tableaus), consume (the best consume plan for a position), place "
                     "(every legal way to place each hand card in Develop or Settle, and "
                     "the recommended one). 'rftg analyze TOOL --help' describes a tool."),
    )
    analyze_sub = analyze.add_subparsers(dest="analyze_command", metavar="TOOL")
    score = analyze_sub.add_parser(
        "score",
        help="final score of tableaus (printed VP, chips, 6-cost bonuses)",
        description=(
            'Score tableaus. Each input object is {"id": any, "tableau": [card names], '
            '"chips": VP in chips} with optional "goal_vp"; card names are English or German. '
            'FILE holds one object (or an array of objects); with --batch it holds one object '
            'per line (JSON Lines). Prints one JSON line per object, in order: {"id", "total", '
            '"chips", "cards": {name: printed VP}, "bonuses": {6-cost development: bonus VP}}. '
            "Bad input: a one-line message on stderr and exit status 2 (with --batch, each "
            "bad line is reported and the others are still answered)."
        ),
        epilog="Example: rftg analyze score --batch games.jsonl",
    )
    score.add_argument("file", metavar="FILE", help="the JSON file ('-' reads stdin)")
    score.add_argument("--batch", action="store_true",
                       help="FILE is JSON Lines: one object per line (blank lines skipped)")
    from rftg.solver.cli_consume import add_parser as add_consume_parser

    add_consume_parser(analyze_sub)
    from rftg.solver.cli_place import add_parser as add_place_parser

    add_place_parser(analyze_sub)
    analyze.set_defaults(analyze_parser=analyze)




def _whole_number(obj: dict[str, Any], key: str) -> int:
    value = obj[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise _InputError(f"field {key!r} must be a whole number, not {json.dumps(value)}")
    if value < 0:
        raise _InputError(f"field {key!r} cannot be negative: {value}")
    return value


def _score_one(obj: Any, cat: Any) -> dict[str, Any]:
    """Validate one input object and score it (raises _InputError)."""
    from rftg.core.scoring import score

    if not isinstance(obj, dict):
        raise _InputError(f"expected a JSON object, got {type(obj).__name__}: "
                          f"{json.dumps(obj)[:60]}")
    for key in ("id", "tableau", "chips"):
        if key not in obj:
            raise _InputError(f"missing field {key!r}")
    names = obj["tableau"]
    if not isinstance(names, list):
        raise _InputError(f"field 'tableau' must be a list of card names, not "
                          f"{json.dumps(names)[:60]}")
    chips = _whole_number(obj, "chips")
    goal_vp = _whole_number(obj, "goal_vp") if "goal_vp" in obj else 0
    tableau = []
    for i, name in enumerate(names, 1):
        if not isinstance(name, str):
            raise _InputError(f"tableau entry {i} is not a card name: {json.dumps(name)}")
        card = cat.find(name)
        if card is None:
            close = cat.close_matches(name)
            hint = f" (did you mean: {'; '.join(close)}?)" if close else ""
            raise _InputError(f"unknown card {name!r}{hint}")
        tableau.append(card)
    for card in tableau:
        n = sum(1 for c in tableau if c.name == card.name)
        if card.is_development and n > 1:
            raise _InputError(
                f"{card.name!r} is {n} times in the tableau: \"Ein Spieler darf eine "
                "Entwicklung, die er bereits in seiner Auslage hat, kein weiteres Mal "
                "ausspielen.\"")
        most = max(card.copies.values(), default=0)
        if n > most:
            raise _InputError(f"{card.name!r} is {n} times in the tableau, but the game has "
                              f"{most} {'copy' if most == 1 else 'copies'}")
    result = score(tableau, chips, goal_vp)
    return {"id": obj["id"], "total": result.total, "chips": result.chips,
            "cards": result.cards, "bonuses": result.bonuses}


def _cmd_analyze(args: argparse.Namespace) -> int:
    from rftg.core.cards import CatalogueError, catalogue

    if args.analyze_command == "consume":
        from rftg.solver.cli_consume import run as run_consume

        return run_consume(args)
    if args.analyze_command == "place":
        from rftg.solver.cli_place import run as run_place

        return run_place(args)
    if args.analyze_command != "score":
        args.analyze_parser.print_help()
        return 0
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(f"rftg: the card catalogue is broken: {exc}", file=sys.stderr)
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


# --------------------------------------------------------------------------- rftg simulate


def _add_simulate_parser(sub: Any) -> None:
    sim = sub.add_parser(
        "simulate",
        help="play games headless with computer players and report",
        description=("Play G games headless with computer players. The same arguments always "
                     "give the same games (and the same digest)."),
        epilog="Example: rftg simulate --players 4 --games 100 --seed 1 --ai random --json",
    )
    sim.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4, 5),
                     help="number of players (default 2; 1 only for Jump Drive's solo game, "
                          "5 only with --expansion gs)")
    sim.add_argument("--game", choices=("rftg", "jumpdrive"), default="rftg",
                     help="Race for the Galaxy (default) or Jump Drive")
    sim.add_argument("--expansion", choices=("base", "gs"), default="base",
                     help="card set: base, or gs (The Gathering Storm; needed for 5 players)")
    sim.add_argument("--advanced", action="store_true",
                     help="the advanced 2-player game (two actions a round)")
    sim.add_argument("--goals", action="store_true",
                     help="The Gathering Storm's goals (with --expansion gs)")
    sim.add_argument("--draft", action="store_true",
                     help="The Gathering Storm's draft, own decks (2-3 players, --expansion gs)")
    sim.add_argument("--start", choices=("random", "first", "experienced"), default="random",
                     help="how start worlds are dealt (default random)")
    sim.add_argument("--custom-cards", action="store_true",
                     help="add your own cards (cards/*.toml in the data folder) to the deck")
    sim.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    sim.add_argument("--ai", default="random",
                     help="player kind (random, easy, normal, hard, hints), or one per seat "
                          "separated by commas (default random)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    from rftg.solocli import add_arguments

    add_arguments(sim)  # --solitaire, --robot


def _cmd_simulate(args: argparse.Namespace) -> int:
    from rftg.core.simulate import simulate
    from rftg.core.state import GameSetup
    from rftg.solver.players import make_player

    if args.solitaire and args.game == "rftg":
        from rftg.solocli import cmd_simulate as solitaire_simulate

        return solitaire_simulate(args)
    kinds = [k.strip() for k in args.ai.split(",")]
    if args.game == "jumpdrive":
        from rftg.jdcli import cmd_simulate

        if args.players > 4:
            print("rftg simulate: Jump Drive is for 1-4 players", file=sys.stderr)
            return 2

        return cmd_simulate(args.players, args.games, args.seed, kinds, args.json)
    if args.players < 2:
        print("rftg simulate: Race for the Galaxy is for 2-4 players (5 with --expansion gs)",
              file=sys.stderr)
        return 2
    if args.players == 5 and args.expansion != "gs":
        print("rftg simulate: 5 players need The Gathering Storm (its fifth set of action "
              "cards and VP chips): add --expansion gs", file=sys.stderr)
        return 2
    if len(kinds) == 1:
        kinds *= args.players
    problems = []
    if len(kinds) != args.players:
        problems.append(f"--ai names {len(kinds)} players for {args.players} seats")
    if args.advanced and args.players != 2:
        problems.append("--advanced is the 2-player game")
    if args.goals and args.expansion != "gs":
        problems.append("goals come with The Gathering Storm: add --expansion gs")
    if args.draft and args.expansion != "gs":
        problems.append("the draft comes with The Gathering Storm: add --expansion gs")
    if args.draft and args.players > 3:
        problems.append("the draft (Konstruktions-Variante) is for 2-3 players")
    if args.games < 1:
        problems.append("--games must be at least 1")
    for k in dict.fromkeys(kinds):  # each kind once: one message for an unknown kind
        try:
            make_player(k, 0)
        except ValueError as exc:
            problems.append(str(exc))
    custom = custom_cards_arg(args, problems)
    if problems:
        print(f"rftg simulate: {'; '.join(problems)}", file=sys.stderr)
        return 2

    def setup(i: int) -> GameSetup:
        return GameSetup(players=args.players, edition=args.expansion, advanced=args.advanced,
                         start=args.start, seed=args.seed + i, goals=args.goals,
                         draft=args.draft, custom_cards=custom)

    def players(i: int) -> list[Any]:
        return [make_player(k, (args.seed + i) * 16 + seat) for seat, k in enumerate(kinds)]

    result = simulate(setup, players, args.games).to_json()
    if args.json:
        print(json.dumps(result))
    else:
        print(simulate_summary(result, kinds, args.games))
    if result["interrupted"]:
        return 130  # the shell's status for Ctrl+C
    return 1 if result["errors"] else 0


def custom_cards_arg(args: argparse.Namespace, problems: list[str]) -> tuple[Any, ...]:
    """The own cards ``--custom-cards`` asks for (none without it); what is wrong with
    them goes to ``problems``."""
    if not args.custom_cards:
        return ()
    from rftg.owncards import own_cards

    custom, problem = own_cards()
    problems += [f"--custom-cards: {problem}"] if problem else []
    return custom


def simulate_summary(result: dict[str, Any], kinds: Sequence[str], asked: int) -> str:
    """The readable report of ``rftg simulate``: games, speed, wins and mean VP per seat
    (a shared win counts 1/n), the digest; first, if Ctrl+C stopped the run, how far it
    got."""
    lines = []
    if result["interrupted"]:
        lines.append(f"Interrupted (Ctrl+C) after {result['games']} of {asked} games; "
                     "the figures are those of the games played.")
    lines.append(f"{result['completed']} of {result['games']} games completed "
                 f"({result['errors']} errors) in {result['seconds']} s: "
                 f"{result['games_per_second']} games/s, {result['rounds_mean']} rounds and "
                 f"{result['decisions'] / max(1, result['completed']):.0f} decisions a game.")
    if result["wins"]:
        lines.append("Wins (mean VP): " + ", ".join(
            f"seat {seat + 1} {kind} {wins:g} ({vp:g})" for seat, (kind, wins, vp)
            in enumerate(zip(kinds, result["wins"], result["scores_mean"], strict=True))))
    lines.append(f"digest {result['digest']}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:
        # Ctrl+C before the game screen has the terminal (or in a command that does not
        # catch it itself): stop quietly, with the shell's status for it
        return 130
    except BrokenPipeError:
        # the reader has gone (`rftg cards | head -1`): stop quietly, and keep Python from
        # complaining when it flushes stdout on the way out
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _main(argv: Sequence[str] | None) -> int:
    parser = _build_parser()
    args = parser.parse_args(argv)
    if args.command == "cards":
        return _cmd_cards(args)
    if args.command == "analyze":
        return _cmd_analyze(args)
    if args.command == "simulate":
        return _cmd_simulate(args)
    if args.command == "rules":
        return rules_cli.run(args)
    return _play(args)


def _play(args: argparse.Namespace) -> int:
    """Start the game screen (the default command)."""
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        print("rftg: the game needs an interactive terminal; see `rftg --help` for the other "
              "commands.", file=sys.stderr)
        return 2
    from rftg.tui.app import RftgApp

    RftgApp(seed=args.seed, game=args.play_game).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
