"""``rftg export SAVE [--format text|json|html]``: a saved game's record to share
(``rftg.tui.record``)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rftg.clilang import t


def add_parser(sub: Any) -> None:
    from rftg.tui.record import FORMATS

    export = sub.add_parser("export", help=t("export.help"), description=t("export.description"),
                            epilog=t("export.epilog"))
    export.add_argument("file", metavar=t("export.file_metavar"), help=t("export.file"))
    export.add_argument("--format", choices=FORMATS, default="text", help=t("export.format"))


def run(args: argparse.Namespace) -> int:
    from rftg.core.save import SaveError, load
    from rftg.tui.record import export

    try:
        game = load(args.file)
    except SaveError as exc:
        print(f"rftg export: {exc}", file=sys.stderr)
        return 1
    print(export(game, args.format))
    return 0
