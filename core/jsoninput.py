"""Reading the JSON input of the ``rftg analyze`` tools, with errors that name the place.

One object per file (or an array of objects), or with ``batch`` one object per line (JSON
Lines, blank lines skipped). NaN and Infinity are refused: they are not JSON.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from rftg.core import lang as language
from rftg.core.errors import (
    FileTooLarge,
    error,
    json_reason,
    os_reason,
    read_bounded,
    size_text,
)

INPUT_LIMIT = 64 << 20
"""The most JSON input read (a file or standard input): a position is a few hundred bytes."""


class InputError(ValueError):
    """Bad input: the message names the place (file, line or object) and the bad value, in
    the language of the run (the ``errors`` catalogue, ``[input]``)."""


def json_type(value: Any, lang: str | None = None) -> str:
    """What kind of JSON value ``value`` is, for a message that expected another kind
    ("an object, got a number"): ``[json_type]`` in the ``errors`` catalogue (English
    keeps Python's type names, as the messages always said)."""
    name = type(value).__name__
    known = language.catalogue("errors", "en")["json_type"]
    return error(f"json_type.{name}", lang) if name in known else name


def _reject_constant(name: str) -> Any:
    raise ValueError(error("input.constant", name=name))


def _parse(text: str) -> Any:
    return json.loads(text, parse_constant=_reject_constant)


def _parse_line(line: str, place: str) -> Any:
    try:
        return _parse(line)
    except RecursionError:
        raise InputError(error("input.nested", source=place)) from None
    except json.JSONDecodeError as exc:
        raise InputError(error("input.line_not_json_at", source=place, column=exc.colno,
                               error=json_reason(exc.msg), text=repr(line.strip()[:60]))
                         ) from None
    except ValueError as exc:
        raise InputError(error("input.line_not_json", source=place, error=exc,
                               text=repr(line.strip()[:60]))) from None


def read_objects(path: str, batch: bool = False, keep_going: bool = False
                 ) -> list[tuple[str, Any]]:
    """(place for messages, parsed value) for every input object of ``path`` ('-': stdin).
    ``keep_going`` (with ``batch``): a line that is not JSON does not stop the reading; its
    value is the InputError saying so (the place in its message), for the tool to report
    while it answers the other lines."""
    try:
        if path == "-":
            path = error("input.stdin")
            stream = getattr(sys.stdin, "buffer", sys.stdin)  # bytes; a test's text
            got: bytes | str = stream.read(INPUT_LIMIT + 1)
            if len(got) > INPUT_LIMIT:
                raise FileTooLarge(error("file.too_large", limit=size_text(INPUT_LIMIT)))
        else:
            got = read_bounded(path, INPUT_LIMIT)
        text = got.decode("utf-8") if isinstance(got, bytes) else got
    except OSError as exc:
        raise InputError(error("input.unreadable", source=path, error=os_reason(exc))
                         ) from None
    except UnicodeDecodeError as exc:
        raise InputError(error("input.not_utf8", source=path, byte=exc.start)) from None
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
        raise InputError(error("input.nested", source=path)) from None
    except json.JSONDecodeError as exc:
        raise InputError(error("input.not_json_at", source=path, line=exc.lineno,
                               column=exc.colno, error=json_reason(exc.msg))) from None
    except ValueError as exc:
        raise InputError(error("input.not_json", source=path, error=exc)) from None
    if isinstance(data, list):
        return [(error("input.object", source=path, i=i), obj) for i, obj in enumerate(data, 1)]
    return [(path, data)]
