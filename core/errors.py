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
import os
import re
import stat
import sys
import tomllib
from pathlib import Path
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


TOML_LIMIT = 1 << 20
"""The largest TOML file read (a card file, the robot's table, the settings): the game's
own card file is 28 KB."""

KEY_PARTS = 64
"""The most parts of one dotted TOML key ("a.b.c" has 3): Python's TOML reader takes time
and memory by the square of the parts (one key of 25,000 parts: 10 s and 3 GB)."""

_PART = r"""(?:[A-Za-z0-9_-]++|"[^"\n]*+"|'[^'\n]*+')"""
_CHAIN = re.compile(rf"(?<![A-Za-z0-9_.-]){_PART}(?:[ \t]*+\.[ \t]*+{_PART})++")
"""Parts joined by dots, as long as they go (possessive: found in one pass over a text)."""


def _long_key(text: str) -> bool:
    """Does ``text`` hold a dotted key (before "=", or a table's name before "]") of more
    than ``KEY_PARTS`` parts? Linear in the text."""
    if text.count(".") < KEY_PARTS:
        return False
    for m in _CHAIN.finditer(text):
        if m.group().count(".") >= KEY_PARTS and \
                text[m.end():m.end() + 200].lstrip(" \t")[:1] in ("=", "]"):
            return True
    return False


class NotRegularFile(OSError):
    """A path that is no regular file: a device (/dev/zero), a pipe (a FIFO would wait for
    a writer forever) or a socket."""


class FileTooLarge(OSError):
    """A file larger than its kind of file ever is (or a file that keeps growing)."""


def size_text(limit: int) -> str:
    """A size limit in words: "1 MB", "64 KB"."""
    return f"{limit >> 20} MB" if limit >= 1 << 20 else f"{limit >> 10} KB"


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them. OSError for any
    file that cannot be read, in the run's language for ``os_reason``: the system's
    errors (FileNotFoundError, PermissionError ...), IsADirectoryError, NotRegularFile
    (opened without blocking, so a FIFO never waits for a writer) and FileTooLarge. One
    reader for every file the app reads: saves, settings, card files, the robot's table,
    the JSON input of ``rftg analyze``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFile(error("file.not_regular"))
        too_large = FileTooLarge(error("file.too_large", limit=size_text(limit)))
        if st.st_size > limit:
            raise too_large
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(fd, min(1 << 16, limit + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # it grew while it was read
                raise too_large
        return b"".join(chunks)
    finally:
        os.close(fd)


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


def read_toml(path: Readable | Path, limit: int = TOML_LIMIT) -> dict[str, Any]:
    """The TOML document in the file ``path`` (a Path, read with ``read_bounded``, or a
    package resource); FileError, in the run's language, for a file that cannot be read
    (no regular file, larger than ``limit``), is not UTF-8 or is not TOML (the reader's
    own failures too: nesting too deep, a number of more than Python's 4,300 digits, a
    dotted key of more than ``KEY_PARTS`` parts). One reader for the card files, the
    robot's table and the settings."""
    try:
        raw = read_bounded(path, limit) if isinstance(path, os.PathLike) else path.read_bytes()
    except OSError as exc:
        reason = os_reason(exc)
        raise FileError("unreadable", reason, exc, error=reason) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileError("not_utf8", error("file.not_utf8", byte=exc.start),
                        byte=exc.start) from None
    return parse_toml(text)


def parse_toml(text: str) -> dict[str, Any]:
    """The TOML document ``text``; FileError "not_toml" with the reason in the run's
    language for a text that is not TOML or that the reader cannot take."""
    if _long_key(text):
        reason = error("file.long_key", parts=KEY_PARTS)
    else:
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            reason = toml_reason(exc)
        except (RecursionError, MemoryError):
            reason = error("file.nested")
        except ValueError:  # Python's limit on the digits of an integer read from text
            reason = error("file.digits", digits=sys.get_int_max_str_digits())
    raise FileError("not_toml", reason, error=reason)


class CatalogueError(ValueError):
    """A content file is malformed: the message names the file, the card and the field."""
