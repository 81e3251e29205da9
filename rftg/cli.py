"""The ``rftg`` command.

``rftg`` alone opens the game screen, ``rftg --plain`` the game on plain lines; ``rftg
cards`` looks cards up, ``rftg simulate`` and a game's own tools (``rftg analyze``) run
headless. What each game adds comes from the command line's registry of games
(``rftg.games``): this module asks no question about which game is played. Every text a
user reads comes from the ``cli`` catalogue in the language of the run (``--lang``, else
the locale; the game also reads the language saved in its settings).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from rftg import __version__
from rftg import export as export_cli
from rftg import review as review_cli
from rftg import stats as stats_cli
from rftg.clilang import (
    HelpLines,
    add_lang_option,
    argparse_words,
    flag_language,
    seed_number,
    subparsers,
    t,
    whole_number,
)
from rftg.core import interrupt
from rftg.core import lang as language
from rftg.games import COMMANDS, CliGame
from rftg.runtime import tune_collector
from rftg.tutor import cli as rules_cli

DEFAULT_GAME = "rftg"  # the game a command is about when --game does not say


def _build_parser() -> argparse.ArgumentParser:
    """The whole parser in the language of the run (argparse's own words too when it runs
    inside ``argparse_words``); ``--lang`` is taken at every level."""
    games = COMMANDS.loaded()
    parser = argparse.ArgumentParser(prog="rftg", description=t("main.description"),
                                     epilog=t("main.epilog"))
    parser.add_argument("--version", action="version", version=f"rftg {__version__}",
                        help=t("main.version"))
    add_lang_option(parser, top=True)
    parser.add_argument("--plain", action="store_true", help=t("main.plain"))
    parser.add_argument("--seed", type=seed_number, default=None, metavar=t("main.seed_metavar"),
                        help=t("main.seed"))
    parser.add_argument("--game", dest="play_game", choices=tuple(games),
                        default=DEFAULT_GAME, help=t("main.game"))
    sub = parser.add_subparsers(dest="command", metavar=t("main.command_metavar"))
    cards = sub.add_parser("cards", help=t("cards.help"), description=t("cards.description"))
    cards.add_argument("name", nargs="?", metavar=t("cards.name_metavar"), help=t("cards.name"))
    cards.add_argument("--json", action="store_true", help=t("cards.json"))
    cards.add_argument("--game", choices=tuple(games), default=DEFAULT_GAME,
                       help=t("cards.game"))
    for game in games.values():  # each game's own options and commands
        if game.card_options is not None:
            game.card_options(cards)
        if game.add_commands is not None:
            game.add_commands(sub)
    _add_simulate_parser(sub, games)
    rules_cli.add_parser(sub)
    stats_cli.add_parser(sub)
    export_cli.add_parser(sub)
    review_cli.add_parser(sub)
    for child in subparsers(parser):
        add_lang_option(child, top=False)
    for each in (parser, *subparsers(parser)):
        each.formatter_class = HelpLines
    return parser


def _add_simulate_parser(sub: Any, games: dict[str, CliGame]) -> None:
    sim = sub.add_parser("simulate", help=t("simulate.help"),
                         description=t("simulate.description"), epilog=t("simulate.epilog"))
    sim.add_argument("--players", type=whole_number, default=2, choices=(1, 2, 3, 4, 5),
                     help=t("simulate.players"))
    sim.add_argument("--game", choices=tuple(games), default=DEFAULT_GAME,
                     help=t("simulate.game"))
    sim.add_argument("--games", type=whole_number, default=10, metavar=t("simulate.games_metavar"),
                     help=t("simulate.games"))
    sim.add_argument("--seed", type=seed_number, default=0, metavar=t("simulate.seed_metavar"),
                     help=t("simulate.seed"))
    sim.add_argument("--ai", default="random", metavar=t("simulate.ai_metavar"),
                     help=t("simulate.ai"))
    sim.add_argument("--json", action="store_true", help=t("simulate.json"))
    for game in games.values():  # each game's own options
        if game.simulate_options is not None:
            game.simulate_options(sim)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``rftg`` with ``argv`` (the command line without the program's name; None reads
    sys.argv) and return the exit status. The language of the run is set for the command
    and put back afterwards (a caller in the same process keeps its own)."""
    before = language.current()
    tune_collector()
    try:
        with interrupt.counting():  # a Ctrl+C that a library turns into an error stops too
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
            return COMMANDS.get(args.game).cards(args)
        if args.command == "simulate":
            from rftg.core.limits import SEED
            from rftg.headless import problems_said

            if args.seed + max(args.games, 1) - 1 > SEED[1]:  # game i plays seed + i
                return problems_said([t("simulate.seed_games", high=SEED[1])])
            return COMMANDS.get(args.game).simulate(args)
        if args.command == "rules":
            return rules_cli.run(args)
        if args.command == "stats":
            return stats_cli.run(args)
        if args.command == "export":
            return export_cli.run(args)
        if args.command == "review":
            return review_cli.run(args)
        for game in COMMANDS.loaded().values():
            if args.command in game.commands:
                return game.commands[args.command](args)
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
