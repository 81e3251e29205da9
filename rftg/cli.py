"""The ``rftg`` command.

``rftg`` alone opens the game screen, ``rftg --plain`` the game on plain lines; ``rftg
cards`` looks cards up, ``rftg analyze`` and ``rftg simulate`` run headless tools. Every
text a user reads comes from the ``cli`` catalogue in the language of the run
(``--lang``, else the locale; the game also reads the language saved in its settings).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from rftg import __version__
from rftg.clilang import (
    HelpLines,
    add_lang_option,
    argparse_words,
    flag_language,
    number,
    subparsers,
    t,
    whole_number,
)
from rftg.core import lang as language
from rftg.core.jsoninput import InputError as _InputError
from rftg.core.jsoninput import json_type
from rftg.core.jsoninput import read_objects as _read_objects
from rftg.core.text import edition_name
from rftg.runtime import tune_collector
from rftg.tutor import cli as rules_cli


def _build_parser() -> argparse.ArgumentParser:
    """The whole parser in the language of the run (argparse's own words too when it runs
    inside ``argparse_words``); ``--lang`` is taken at every level."""
    parser = argparse.ArgumentParser(prog="rftg", description=t("main.description"),
                                     epilog=t("main.epilog"))
    parser.add_argument("--version", action="version", version=f"rftg {__version__}",
                        help=t("main.version"))
    add_lang_option(parser, top=True)
    parser.add_argument("--plain", action="store_true", help=t("main.plain"))
    parser.add_argument("--seed", type=whole_number, default=None, metavar=t("main.seed_metavar"),
                        help=t("main.seed"))
    parser.add_argument("--game", dest="play_game", choices=("rftg", "jumpdrive"),
                        default="rftg", help=t("main.game"))
    sub = parser.add_subparsers(dest="command", metavar=t("main.command_metavar"))
    cards = sub.add_parser("cards", help=t("cards.help"), description=t("cards.description"))
    cards.add_argument("name", nargs="?", metavar=t("cards.name_metavar"), help=t("cards.name"))
    cards.add_argument("--edition", choices=("base", "gs"), help=t("cards.edition"))
    cards.add_argument("--json", action="store_true", help=t("cards.json"))
    cards.add_argument("--game", choices=("rftg", "jumpdrive"), default="rftg",
                       help=t("cards.game"))
    cards.add_argument("--check", metavar=t("cards.check_metavar"), help=t("cards.check"))
    _add_analyze_parser(sub)
    _add_simulate_parser(sub)
    rules_cli.add_parser(sub)
    for child in subparsers(parser):
        add_lang_option(child, top=False)
    for each in (parser, *subparsers(parser)):
        each.formatter_class = HelpLines
    return parser


def card_json(card: Any) -> dict[str, Any]:
    """The JSON object of one card (the shape ``rftg cards --json`` documents; English in
    every language: it is read by programs)."""
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
        "powers": [p.data() for p in card.powers],
        "bonuses": [b.model_dump(mode="json", exclude_none=True) for b in card.bonuses],
        "initial_discard": card.initial_discard,
        "text": card_text(card, "en"),
    }


def goods_name(card: Any) -> str:
    return language.text("game", f"kind.{card.goods.name}")


def _card_details(card: Any, names_de: dict[str, str]) -> str:
    from rftg.core.cards import Edition
    from rftg.core.powertext import card_text
    from rftg.core.text import card_name

    here = language.current()
    name = card_name(card, here)
    other = card.name if here == "de" else card.de
    title = name + (f"  ({other})" if other and other != name else "")
    facts = [card.kind_text()]
    if card.is_world and card.military:
        facts.append(t("card.defence", n=card.cost))
    else:
        facts.append(t("card.cost", n=card.cost))
    facts.append(t("card.vp_bonus") if card.bonuses else t("card.vp", n=card.vp))
    if card.goods:
        facts.append(t("card.goods", kind=goods_name(card)))
    if card.start is not None:
        facts.append(t("card.start_world", n=card.start, colour=t(f"colour.{card.colour}")))
    if card.keywords:
        facts.append(t("card.keywords", keywords=", ".join(
            language.text("game", f"keyword.{k.value}") for k in card.keywords)))
    copies = ", ".join(
        t("card.copies_in", edition=edition_name(ed), n=card.copies_in(ed))
        for ed in Edition
    )
    lines = [title, "=" * len(title), " · ".join(facts), t("card.copies", editions=copies)]
    text = card_text(card, here, names_de if here == "de" else None)
    lines += ["", t("card.powers") if card.powers else t("card.powers_none")]
    lines += [f"  {line}" for line in text.splitlines()]
    there = "en" if here == "de" else "de"
    other_text = card_text(card, there, names_de if there == "de" else None)
    if other_text:
        lines += ["", t("card.other_language")] + [f"  {line}" for line in other_text.splitlines()]
    note = card.note_text()
    if note:
        lines += ["", t("card.note", note=note)]
    return "\n".join(lines)


def _card_table(cards: Sequence[Any]) -> str:
    from rftg.core.text import card_name

    rows = [tuple(t(f"card_table.{key}") for key in
                  ("name", "type", "cost", "vp", "goods", "base", "gs"))]
    for c in cards:
        cost = t("card_table.defence_short", n=c.cost) if c.military else str(c.cost)
        vp = "?" if c.bonuses else str(c.vp)
        start = (" " + t("card_table.start", n=c.start)) if c.start is not None else ""
        rows.append((card_name(c) + start, c.kind_text(), cost, vp,
                     goods_name(c) if c.goods else "",
                     str(c.copies.get("base", 0)), str(c.copies.get("gs", 0))))
    base = sum(c.copies.get("base", 0) for c in cards)
    gs = sum(c.copies.get("gs", 0) for c in cards)
    return columns(rows) + "\n\n" + t("card_table.summary", distinct=len(cards), base=base,
                                         gs=gs)


def columns(rows: Sequence[Sequence[str]]) -> str:
    """Rows of cells as aligned columns, a rule of dashes under the first (the heading)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    out.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(out)


def did_you_mean(close: Sequence[str]) -> None:
    """'Did you mean: A; B?' on stderr, when there are close names."""
    if close:
        print(t("cards.did_you_mean", names="; ".join(close)), file=sys.stderr)


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
        print(t("main.catalogue_broken", error=exc), file=sys.stderr)
        return 1
    edition = Edition(args.edition) if args.edition else None
    names_de = {c.name: c.de for c in cat.cards() if c.de}
    if args.name:
        card = cat.find(args.name)
        if card is None or (edition is not None and card.copies_in(edition) == 0):
            if edition and card:
                print(t("cards.no_card_in", name=args.name,
                        edition=edition_name(edition)), file=sys.stderr)
            else:
                print(t("cards.no_card", name=args.name), file=sys.stderr)
            did_you_mean(cat.close_matches(args.name))
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
    analyze = sub.add_parser("analyze", help=t("analyze.help"),
                             description=t("analyze.description"))
    analyze_sub = analyze.add_subparsers(dest="analyze_command",
                                         metavar=t("analyze.tool_metavar"))
    score = analyze_sub.add_parser("score", help=t("score.help"),
                                   description=t("score.description"), epilog=t("score.epilog"))
    score.add_argument("file", metavar=t("score.file_metavar"), help=t("score.file"))
    score.add_argument("--batch", action="store_true", help=t("score.batch"))
    from rftg.solver.cli_consume import add_parser as add_consume_parser

    add_consume_parser(analyze_sub)
    from rftg.solver.cli_place import add_parser as add_place_parser

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


# --------------------------------------------------------------------------- rftg simulate


def _add_simulate_parser(sub: Any) -> None:
    sim = sub.add_parser("simulate", help=t("simulate.help"),
                         description=t("simulate.description"), epilog=t("simulate.epilog"))
    sim.add_argument("--players", type=whole_number, default=2, choices=(1, 2, 3, 4, 5),
                     help=t("simulate.players"))
    sim.add_argument("--game", choices=("rftg", "jumpdrive"), default="rftg",
                     help=t("simulate.game"))
    sim.add_argument("--expansion", choices=("base", "gs"), default="base",
                     help=t("simulate.expansion"))
    sim.add_argument("--advanced", action="store_true", help=t("simulate.advanced"))
    sim.add_argument("--goals", action="store_true", help=t("simulate.goals"))
    sim.add_argument("--draft", action="store_true", help=t("simulate.draft"))
    sim.add_argument("--start", choices=("random", "first", "experienced"), default="random",
                     help=t("simulate.start"))
    sim.add_argument("--custom-cards", action="store_true", help=t("simulate.custom_cards"))
    sim.add_argument("--games", type=whole_number, default=10, metavar=t("simulate.games_metavar"),
                     help=t("simulate.games"))
    sim.add_argument("--seed", type=whole_number, default=0, metavar=t("simulate.seed_metavar"),
                     help=t("simulate.seed"))
    sim.add_argument("--ai", default="random", metavar=t("simulate.ai_metavar"),
                     help=t("simulate.ai"))
    sim.add_argument("--json", action="store_true", help=t("simulate.json"))
    from rftg.solocli import add_arguments

    add_arguments(sim)  # --solitaire, --robot


def simulate_problems(problems: Sequence[str]) -> int:
    """Report what is wrong with the arguments of ``rftg simulate``: one line, status 2."""
    print(t("simulate.problems", problems="; ".join(problems)), file=sys.stderr)
    return 2


def _cmd_simulate(args: argparse.Namespace) -> int:
    from rftg.core.race.setup import RaceSetup
    from rftg.core.simulate import simulate
    from rftg.solver.players import make_player

    if args.solitaire and args.game == "rftg":
        from rftg.solocli import cmd_simulate as solitaire_simulate

        return solitaire_simulate(args)
    kinds = [k.strip() for k in args.ai.split(",")]
    if args.game == "jumpdrive":
        from rftg.jdcli import cmd_simulate

        if args.players > 4:
            return simulate_problems([t("simulate.jd_players")])

        return cmd_simulate(args.players, args.games, args.seed, kinds, args.json)
    if args.players < 2:
        return simulate_problems([t("simulate.rftg_players")])
    if args.players == 5 and args.expansion != "gs":
        return simulate_problems([t("simulate.five_players")])
    if len(kinds) == 1:
        kinds *= args.players
    problems = seat_problems(kinds, args.players)
    if args.advanced and args.players != 2:
        problems.append(t("simulate.advanced_two"))
    if args.goals and args.expansion != "gs":
        problems.append(t("simulate.goals_gs"))
    if args.draft and args.expansion != "gs":
        problems.append(t("simulate.draft_gs"))
    if args.draft and args.players > 3:
        problems.append(t("simulate.draft_players"))
    if args.games < 1:
        problems.append(t("simulate.games_one"))
    for k in dict.fromkeys(kinds):  # each kind once: one message for an unknown kind
        try:
            make_player(k, 0)
        except ValueError as exc:
            problems.append(str(exc))
    custom = custom_cards_arg(args, problems)
    if problems:
        return simulate_problems(problems)

    def setup(i: int) -> RaceSetup:
        return RaceSetup(players=args.players, edition=args.expansion, advanced=args.advanced,
                         start=args.start, seed=args.seed + i, goals=args.goals,
                         draft=args.draft, custom_cards=custom)

    def players(i: int) -> list[Any]:
        return [make_player(k, (args.seed + i) * 16 + seat) for seat, k in enumerate(kinds)]

    result = simulate(setup, players, args.games).to_json()
    if args.json:
        print(json.dumps(result))
    else:
        print(simulate_summary(result, kinds, args.games))
    return simulate_status(result)


def seat_problems(kinds: Sequence[str], seats: int) -> list[str]:
    """What is wrong with ``--ai``: it names one kind per seat (or one for all)."""
    if len(kinds) != seats:
        return [t("simulate.ai_seats", kinds=len(kinds), seats=seats)]
    return []


def simulate_status(result: dict[str, Any]) -> int:
    """The exit status of a simulate run: 130 if Ctrl+C stopped it (the shell's status for
    Ctrl+C), 1 if a game failed, else 0."""
    if result["interrupted"]:
        return 130
    return 1 if result["errors"] else 0


def custom_cards_arg(args: argparse.Namespace, problems: list[str]) -> tuple[Any, ...]:
    """The own cards ``--custom-cards`` asks for (none without it); what is wrong with
    them goes to ``problems``."""
    if not args.custom_cards:
        return ()
    from rftg.owncards import own_cards

    custom, problem = own_cards()
    problems += [t("simulate.custom_cards_problem", problem=problem)] if problem else []
    return custom


def interrupted_line(result: dict[str, Any], asked: int) -> list[str]:
    """The first line of a summary when Ctrl+C stopped the run (none otherwise)."""
    if not result["interrupted"]:
        return []
    return [t("simulate.interrupted", games=result["games"], asked=asked)]


def simulate_summary(result: dict[str, Any], kinds: Sequence[str], asked: int) -> str:
    """The readable report of ``rftg simulate``: games, speed, wins and mean VP per seat
    (a shared win counts 1/n), the digest; first, if Ctrl+C stopped the run, how far it
    got."""
    lines = interrupted_line(result, asked)
    lines.append(t("simulate.completed", completed=result["completed"], games=result["games"],
                   errors=result["errors"], seconds=number(result["seconds"]),
                   speed=number(result["games_per_second"]),
                   rounds=number(result["rounds_mean"]),
                   decisions=number(result["decisions"] / max(1, result["completed"]), ".0f")))
    if result["wins"]:
        lines.append(t("simulate.wins", seats=", ".join(
            t("simulate.seat", seat=seat + 1, kind=kind, wins=number(wins, "g"),
              vp=number(vp, "g"))
            for seat, (kind, wins, vp)
            in enumerate(zip(kinds, result["wins"], result["scores_mean"], strict=True)))))
    lines.append(t("simulate.digest", digest=result["digest"]))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``rftg`` with ``argv`` (the command line without the program's name; None reads
    sys.argv) and return the exit status. The language of the run is set for the command
    and put back afterwards (a caller in the same process keeps its own)."""
    before = language.current()
    tune_collector()
    try:
        return _main(sys.argv[1:] if argv is None else list(argv))
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
    finally:
        language.set_language(before)


def _main(argv: list[str]) -> int:
    # the language before the parser is built: its help and errors are written in it
    # (the game may still take the saved setting: _play)
    language.set_language(language.pick(flag_language(argv), None, os.environ))
    with argparse_words():
        parser = _build_parser()
        args = parser.parse_args(argv)
        if args.plain and args.command:
            parser.error(t("main.plain_no_command"))
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
    """Start the game (the default command): on the game screen, or with ``--plain`` on
    plain lines. The game's language: ``--lang``, else the one saved in its settings, else
    the locale's."""
    from rftg.tui.session import data_dir
    from rftg.tui.settings import saved_language

    home = data_dir()
    lang = language.pick(args.lang, saved_language(home), os.environ)
    language.set_language(lang)
    if args.plain:
        from rftg.tui.plain import main as plain_main

        status: int = plain_main(lang=lang, home=home, seed=args.seed, game=args.play_game)
        return status
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        print(t("main.no_terminal"), file=sys.stderr)
        return 2
    from rftg.tui.app import RftgApp

    RftgApp(home=home, seed=args.seed, game=args.play_game, lang=lang).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
