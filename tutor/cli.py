"""``rftg rules [TOPIC]``: print a rules topic in the terminal, or list the topics.

Kept light: the topics are loaded only when the command runs. Every text comes from the
tutor catalogue ([cli] of ``content/text/<lang>/tutor.toml``) in the language of this run,
so the parser must be built after ``--lang`` (or the locale) has set it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

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
    rules.add_argument("--game", choices=("rftg", "jumpdrive"), default="rftg",
                       help=msg("cli.game_help"))


def run(args: argparse.Namespace) -> int:
    """Print the topic named in ``args.topic`` (0), the list (0), or an error (2)."""
    from rftg.tutor.race.topics import close_matches, find, listing, render

    name = " ".join(args.topic).strip()
    if getattr(args, "game", "rftg") == "jumpdrive":
        from rftg.tutor import jumpdrive

        if not name:
            print(jumpdrive.listing())
            return 0
        text = jumpdrive.render_topic(name)
        if text is None:
            print(msg("cli.jd_unknown", topic=name, topics=", ".join(jumpdrive.topic_names())),
                  file=sys.stderr)
            return 2
        print(text)
        return 0
    if not name:
        print(listing())
        return 0
    topic = find(name)
    if topic is None:
        print(msg("cli.unknown", topic=name), file=sys.stderr)
        close = close_matches(name)
        if close:
            print(msg("cli.did_you_mean", matches="; ".join(close)), file=sys.stderr)
        print(msg("cli.see_list"), file=sys.stderr)
        return 2
    print(render(topic))
    return 0
