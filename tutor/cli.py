"""``rftg rules [--game G] [TOPIC]``: print a rules topic in the terminal, or list the
topics, of any game the tutor's registry knows (``rftg.tutor.games``).

Kept light: a game's topics are loaded only when the command runs. Every text comes from the
tutor catalogue ([cli] of ``content/text/<lang>/tutor.toml``) in the language of this run,
so the parser must be built after ``--lang`` (or the locale) has set it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rftg.tutor.games import TUTORS
from rftg.tutor.texts import msg


def add_parser(sub: Any) -> None:
    """Add the ``rules`` subcommand to ``rftg``'s subparsers."""
    rules = sub.add_parser(
        "rules",
        help=msg("cli.help"),
        description=msg("cli.description"),
        epilog=msg("cli.epilog"),
    )
    rules.add_argument("topic", nargs="*", metavar=msg("cli.topic_metavar"),
                       help=msg("cli.topic_help"))
    rules.add_argument("--game", choices=TUTORS.ids(), default=TUTORS.ids()[0],
                       help=msg("cli.game_help"))


def run(args: argparse.Namespace) -> int:
    """Print the topic named in ``args.topic`` (0), the list (0), or an error (2), of the
    game named by ``--game`` (its topics: ``rftg.tutor.games``)."""
    topics = TUTORS.get(getattr(args, "game", TUTORS.ids()[0])).topics
    name = " ".join(args.topic).strip()
    if not name:
        print(topics.listing())
        return 0
    text = topics.render(name)
    if text is None:
        for line in topics.unknown(name):
            print(line, file=sys.stderr)
        return 2
    print(text)
    return 0
