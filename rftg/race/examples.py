"""The example input each tool of ``rftg analyze`` ships (content/examples/): ``--example``
prints it, so the help's examples work as written."""

from __future__ import annotations

import argparse
from importlib import resources

from rftg.clilang import t

EXAMPLES = {"score": "score.jsonl", "consume": "consume.json", "place": "place.json"}
"""The example input each tool ships (content/examples/), which ``--example`` prints."""


def add_input(parser: argparse.ArgumentParser, tool: str, metavar: str, help: str) -> None:
    """A tool's input file, and ``--example`` to print the example it ships instead."""
    parser.add_argument("file", nargs="?", metavar=metavar, help=help)
    parser.add_argument("--example", action="store_true", help=t("analyze.example"))
    parser.set_defaults(tool_parser=parser, tool=tool)


def example_or_file(args: argparse.Namespace) -> int | None:
    """``--example``: print the tool's example input and 0; no file: the usage error (status
    2); else None, and the tool reads ``args.file``."""
    if args.example:
        example = resources.files("rftg.content").joinpath(f"examples/{EXAMPLES[args.tool]}")
        print(example.read_text(encoding="utf-8"), end="")
        return 0
    if args.file is None:
        args.tool_parser.error(t("analyze.no_file"))
    return None
