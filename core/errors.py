"""The texts of the errors a player reads, from the catalogue ``errors``
(``rftg.content/text/<lang>/errors.toml``): a refused game setup, a save or a card file
that cannot be used, a choice that is not legal. A message is rendered when the error is
raised, in the language of the run (``lang=None``) unless one is given, so the exceptions
(SaveError, CatalogueError, IllegalChoice, GameSetup's ValueError) carry it ready to show.

    >>> error("save.missing", source="game.json")
    'game.json: no such save file'
"""

from __future__ import annotations

import errno
import re
import tomllib
from typing import Any, Protocol

from rftg.core import lang as language


def error(key: str, lang: str | None = None, /, **values: object) -> str:
    """The error text at ``key`` ("save.missing") with its values filled in."""
    return language.text("errors", key, lang, **values)


def json_reason(message: str, lang: str | None = None) -> str:
    """Why Python's JSON reader refused a text (``JSONDecodeError.msg``, "Expecting
    value") in ``lang``: the ``[json]`` text whose English is that message; a message we
    have no text for is returned as it is."""
    return _reason("json", message, lang)


def os_reason(exc: OSError, lang: str | None = None) -> str:
    """Why the system could not open a file ("No such file or directory") in ``lang``:
    the ``[os]`` text of its errno; the system's own words for any other errno."""
    own = str(exc.strerror or exc)
    name = errno.errorcode.get(exc.errno or 0, "")
    return error(f"os.{name}", lang) if name in language.catalogue("errors", "en")["os"] else own


_TOML_PLACE = re.compile(r"(?P<what>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)"
                         r"|end of document)\)", re.DOTALL)


def toml_reason(exc: ValueError, lang: str | None = None) -> str:
    """Why Python's TOML reader refused a text (``tomllib.TOMLDecodeError``: "Invalid value
    (at line 3, column 8)") in ``lang``: the ``[toml]`` text whose English is the reason,
    and the place from ``[toml_at]``. English is the reader's own message; a reason we
    have no text for keeps the reader's words (the place is still in ``lang``)."""
    message = str(exc)
    found = _TOML_PLACE.fullmatch(message)
    if found is None:
        return message
    what = _reason("toml", found["what"], lang)
    if found["line"] is None:
        return error("toml_at.end", lang, reason=what)
    return error("toml_at.line", lang, reason=what, line=found["line"], column=found["column"])


def _reason(section: str, english: str, lang: str | None) -> str:
    texts: dict[str, object] = language.catalogue("errors", "en")[section]
    for key, text in texts.items():
        if text == english:
            return error(f"{section}.{key}", lang)
    return english


class Readable(Protocol):
    def read_bytes(self) -> bytes: ...


class FileError(ValueError):
    """A TOML file that cannot be used: ``kind`` is "unreadable" (``cause``: the system's
    error), "not_utf8" or "not_toml"; ``values`` what a message about it takes (``error``:
    the reason in the run's language, or ``byte``); ``reason`` says it in one phrase."""

    def __init__(self, kind: str, reason: str, cause: OSError | None = None,
                 **values: object) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason
        self.cause = cause
        self.values = values


def read_toml(path: Readable) -> dict[str, Any]:
    """The TOML document in the file ``path`` (a Path or a package resource); FileError,
    in the run's language, for a file that cannot be read, is not UTF-8 or is not TOML.
    One reader for the card files, the robot's table and the settings."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        reason = os_reason(exc)
        raise FileError("unreadable", reason, exc, error=reason) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileError("not_utf8", error("file.not_utf8", byte=exc.start),
                        byte=exc.start) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        reason = toml_reason(exc)
        raise FileError("not_toml", reason, error=reason) from None


class CatalogueError(ValueError):
    """A content file is malformed: the message names the file, the card and the field."""
