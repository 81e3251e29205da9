"""Reading the JSON input of the ``rftg analyze`` tools, with errors that name the place.

One object per file (or an array of objects), or with ``batch`` one object per line (JSON
Lines, blank lines skipped). NaN and Infinity are refused: they are not JSON.
"""

from __future__ import annotations

import json
import sys
from typing import Any


class InputError(ValueError):
    """Bad input: the message names the place (file, line or object) and the bad value."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _parse(text: str) -> Any:
    return json.loads(text, parse_constant=_reject_constant)


def _parse_line(line: str, place: str) -> Any:
    try:
        return _parse(line)
    except RecursionError:
        raise InputError(f"{place}: JSON nested too deeply") from None
    except ValueError as exc:
        msg = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        col = f" (column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise InputError(f"{place}: not valid JSON{col}: {msg}: {line.strip()[:60]!r}"
                         ) from None


def read_objects(path: str, batch: bool = False, keep_going: bool = False
                 ) -> list[tuple[str, Any]]:
    """(place for messages, parsed value) for every input object of ``path`` ('-': stdin).
    ``keep_going`` (with ``batch``): a line that is not JSON does not stop the reading; its
    value is the InputError saying so (the place in its message), for the tool to report
    while it answers the other lines."""
    try:
        if path == "-":
            path = "<stdin>"
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
    except OSError as exc:
        raise InputError(f"{path}: cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    if batch:
        out: list[tuple[str, Any]] = []
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                out.append((f"{path}:{lineno}", _parse_line(line, f"{path}:{lineno}")))
            except InputError as exc:
                if not keep_going:
                    raise
                out.append((f"{path}:{lineno}", exc))
        return out
    try:
        data = _parse(text)
    except RecursionError:
        raise InputError(f"{path}: JSON nested too deeply") from None
    except ValueError as exc:
        where = (f" at line {exc.lineno}, column {exc.colno}"
                 if isinstance(exc, json.JSONDecodeError) else "")
        msg = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise InputError(f"{path}: not valid JSON{where}: {msg}") from None
    if isinstance(data, list):
        return [(f"{path}: object {i}", obj) for i, obj in enumerate(data, 1)]
    return [(path, data)]
