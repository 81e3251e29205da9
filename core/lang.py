"""The language a person reads, and the text catalogues of every language.

Every text a player reads lives in ``rftg.content/text/<lang>/<domain>.toml``: the same
domains (``game``, ``tutor``, ``tui``, ``cli`` ...) in every language, with the same keys
and the same ``{placeholders}`` (tests/test_catalogues.py checks this). Code asks for a
text by domain and dotted key and fills in the values:

    >>> text("game", "log.round", "de", n=3)

A number with the word it counts takes both forms: ``{cost:card|cards}`` gives "1 card" or
"3 cards", and ``{total:|card|cards}`` the word alone, after a sum such as "2 - 1 = 1"
(``fill``): no text says "card(s)".

``lang=None`` means the language chosen for this run (``set_language``: ``--lang``, the
locale, the TUI setting). Nothing in the rules depends on it: a game with the same setup,
seed and moves is the same game in every language.
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "de")
DEFAULT = "en"

_current = DEFAULT


class CatalogueError(KeyError):
    """A text the program needs is missing from the catalogues (a defect, caught by the
    catalogue tests)."""


def current() -> str:
    """The language of this run."""
    return _current


def set_language(lang: str) -> None:
    """Choose the language of this run; ValueError for a language without catalogues."""
    global _current
    _current = check(lang)


def check(lang: str) -> str:
    """``lang`` if it is known; ValueError naming the known ones otherwise."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    return lang


def resolve(lang: str | None) -> str:
    """``lang``, or the language of this run for None."""
    return _current if lang is None else check(lang)


def from_environment(environ: Mapping[str, str]) -> str:
    """The language the locale asks for: German for a ``de`` locale (``de_DE.UTF-8``,
    ``de_AT``, ``LANGUAGE=fr:de``), English otherwise. Like gettext, ``LANGUAGE`` comes
    first, then ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``; the first one set decides, and
    in a list the first language we have."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var, "")
        if not value:
            continue
        for part in value.split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        return DEFAULT
    return DEFAULT


def domains(lang: str = DEFAULT) -> list[str]:
    """The catalogue domains written for ``lang``."""
    folder = resources.files("rftg.content").joinpath(f"text/{check(lang)}")
    return sorted(p.name.removesuffix(".toml") for p in folder.iterdir()
                  if p.name.endswith(".toml"))


@cache
def own(domain: str, lang: str) -> dict[str, Any]:
    """The domain's file in ``lang`` as written (no English filled in; {} if missing)."""
    path = resources.files("rftg.content").joinpath(f"text/{check(lang)}/{domain}.toml")
    if not path.is_file():
        return {}
    with path.open("rb") as fh:
        data: dict[str, Any] = tomllib.load(fh)
    return data


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


@cache
def _catalogue(domain: str, lang: str) -> dict[str, Any]:
    if lang == DEFAULT:
        return own(domain, DEFAULT)
    return _merge(own(domain, DEFAULT), own(domain, lang))


def catalogue(domain: str, lang: str | None = None) -> dict[str, Any]:
    """All texts of one domain in ``lang`` (English fills in a key the language lacks, so
    a missing translation never stops the app; the tests make sure none is missing)."""
    return _catalogue(domain, resolve(lang))


def raw(domain: str, key: str, lang: str | None = None) -> Any:
    """The value at a dotted ``key`` ("log.round" is [log] round)."""
    node: Any = catalogue(domain, lang)
    for part in key.split("."):
        if not isinstance(node, dict) or part not in node:
            raise CatalogueError(f"texts {domain} ({resolve(lang)}): no text {key!r}")
        node = node[part]
    return node


class _Filler(string.Formatter):
    """``str.format`` with plural forms: ``{n:one|many}`` writes the number and the word
    for it ("1 card", "3 cards"; a value that is not a number, "2-4", takes the second),
    ``{n:|one|many}`` the word alone."""

    def format_field(self, value: Any, format_spec: str) -> str:
        one, bar, many = format_spec.partition("|")
        if not bar:
            return str(super().format_field(value, format_spec))
        if not one:  # "|one|many": the word alone
            one, _, many = many.partition("|")
            return one if value == 1 else many
        return f"{value} {one if value == 1 else many}"


_FILLER = _Filler()


def fill(template: str, values: Mapping[str, object]) -> str:
    """A catalogue text with its ``{placeholders}`` filled in (KeyError: one is missing)."""
    return _FILLER.vformat(template, (), values)


def text(domain: str, key: str, lang: str | None = None, /, **values: object) -> str:
    """The text at ``key`` with its ``{placeholders}`` filled in."""
    template = raw(domain, key, lang)
    if not isinstance(template, str):
        raise CatalogueError(f"texts {domain} ({resolve(lang)}): {key!r} is not a text")
    try:
        return fill(template, values) if values else template
    except KeyError as exc:
        raise CatalogueError(f"texts {domain} ({resolve(lang)}): {key!r} needs {exc}") from None


def pick(flag: str | None, saved: str | None, environ: Mapping[str, str]) -> str:
    """The language of a run: ``--lang`` first, then the one saved in the settings, then
    the locale's."""
    if flag is not None:
        return check(flag)
    if saved is not None and saved in LANGUAGES:
        return saved
    return from_environment(environ)
