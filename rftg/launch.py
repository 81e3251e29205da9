"""The ``rftg`` command as installed (and ``python -m rftg``): Ctrl+C at any moment ends it
quietly with the shell's status for it (130), the first milliseconds included, while the
command's modules are still being imported (``rftg.cli`` brings pydantic, the rules and
the texts: about 0.3 s). Nothing is imported here before the ``try``. A text that the
output's encoding cannot take (a lone surrogate read from a JSON file) is written escaped
(``\udcff``), never a traceback. The compiled engine, when built, is switched on here
(``rftg.compiled.enable``), before anything imports the engine."""

from __future__ import annotations

import sys


def run() -> None:
    try:
        for stream in (sys.stdout, sys.stderr):  # a text no terminal can show: escaped
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="backslashreplace")
        from rftg.compiled import enable

        enable()  # first: the engine's modules load compiled from here on
        from rftg.cli import main

        status = main()
    except KeyboardInterrupt:
        status = 130
    sys.exit(status)
