"""``rftg rules [TOPIC]``: print a rules topic in the terminal, or list the topics.

Kept light: the topics are loaded only when the command runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    """Add the ``rules`` subcommand to ``rftg``'s subparsers."""
    rules = sub.add_parser(
        "rules",
        help="read the rules: one topic, or the list of topics",
        description=("Explain a rule in our own words, with the rulebook section it comes "
                     "from. Without TOPIC: the list of topics. TOPIC may also be a card "
                     "name (English or German) or \"glossary\"."),
        epilog="Examples: rftg rules settle · rftg rules six-cost · "
               "rftg rules \"Galactic Federation\"",
    )
    rules.add_argument("topic", nargs="*", metavar="TOPIC",
                       help="a topic name (see the list), a card name, or glossary")
    rules.add_argument("--game", choices=("rftg", "jumpdrive"), default="rftg",
                       help="Race for the Galaxy (default) or Jump Drive")


def run(args: argparse.Namespace) -> int:
    """Print the topic named in ``args.topic`` (0), the list (0), or an error (2)."""
    from rftg.tutor.texts import msg
    from rftg.tutor.topics import close_matches, find, listing, render

    name = " ".join(args.topic).strip()
    if getattr(args, "game", "rftg") == "jumpdrive":
        from rftg.tutor import jumpdrive

        if not name:
            print(jumpdrive.listing())
            return 0
        text = jumpdrive.render_topic(name)
        if text is None:
            print(f"rftg rules: no Jump Drive topic {name!r} (topics: "
                  f"{', '.join(jumpdrive.topic_names())})", file=sys.stderr)
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
