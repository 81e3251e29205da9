"""The language of the command line: ``--lang``, the texts of the ``cli`` domain, and
argparse's own words ("usage:", "options", "error:" ...) in that language.

argparse takes its words through gettext (``argparse._`` and ``argparse.ngettext``).
``argparse_words()`` puts a translator there while the command runs: it looks the English
message up among the texts of ``[argparse]`` in ``content/text/en/cli.toml`` and answers
with the same key in the language of the run (a message we have no text for stays as it
is). Outside the command argparse is left as it was, so no other user of argparse in the
process (a test runner) reads German.
"""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from rftg.core import lang as language
from rftg.core.text import number as number  # numbers as the language writes them

DOMAIN = "cli"


def t(key: str, /, **values: object) -> str:
    """The ``cli`` text at ``key`` in the language of this run."""
    return language.text(DOMAIN, key, None, **values)


def numbers(values: Sequence[float]) -> str:
    """A list of numbers: [1.0, 2.5] / [1,0; 2,5]."""
    return "[" + t("number.list_separator").join(number(v) for v in values) + "]"


def whole_number(text: str) -> int:
    """An option's whole number (argparse ``type``): refused in the run's language, where
    argparse would name Python's type ("invalid int value")."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(t("type.int", value=text)) from None


def seed_number(text: str) -> int:
    """A seed (argparse ``type``): a whole number in the range every game's seed has
    (``rftg.core.limits.SEED``), refused in the run's language."""
    from rftg.core.limits import SEED

    value = whole_number(text)
    if not SEED[0] <= value <= SEED[1]:
        raise argparse.ArgumentTypeError(t("type.seed", value=text[:40], low=SEED[0],
                                           high=SEED[1]))
    return value


def decimal(text: str) -> float:
    """An option's number (argparse ``type``), refused in the run's language."""
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(t("type.float", value=text)) from None


def flag_language(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` names anywhere on the command line (``rftg --lang de
    simulate`` or ``rftg simulate --lang de``), None without it or for a language we do
    not have: the full parser then refuses it in the words of the fallback language."""
    scan = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    scan.add_argument("--lang")
    try:
        found, _ = scan.parse_known_args(list(argv))
    except argparse.ArgumentError:  # "--lang" without a value: the real parser says so
        return None
    value = found.lang
    return value if value in language.LANGUAGES else None


def add_lang_option(parser: argparse.ArgumentParser, *, top: bool) -> None:
    """``--lang {en,de}`` on ``parser``; below the top, its default is left out of the
    namespace so that a subcommand does not undo the top level's ``--lang``."""
    parser.add_argument("--lang", choices=language.LANGUAGES,
                        default=None if top else argparse.SUPPRESS,
                        help=t("main.lang" if top else "main.lang_command"))


class HelpLines(argparse.HelpFormatter):
    """argparse's help, wrapped between words only: never inside a hyphenated word
    ("Exit-|Status", "JSON-|Zeile", "6-|cost"), which a screen reader would say as two."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.wrap(text, width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent,
                             break_on_hyphens=False)


def subparsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """Every parser below ``parser`` (subcommands, their tools), each once."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            seen: set[int] = set()
            for child in action.choices.values():
                if id(child) not in seen:  # an alias maps to the same parser
                    seen.add(id(child))
                    yield child
                    yield from subparsers(child)


def _messages(lang: str) -> dict[str, str]:
    """argparse's English message -> the same message in ``lang``."""
    english: dict[str, Any] = language.catalogue(DOMAIN, "en")["argparse"]
    theirs: dict[str, Any] = language.catalogue(DOMAIN, lang)["argparse"]
    return {str(english[key]): str(theirs[key]) for key in english}


@contextmanager
def argparse_words(lang: str | None = None) -> Iterator[None]:
    """While the block runs, argparse speaks ``lang`` (the language of the run for None)."""
    messages = _messages(language.resolve(lang))
    saved: tuple[Callable[[str], str], Callable[[str, str, int], str]] = (
        argparse._, argparse.ngettext)  # type: ignore[attr-defined]

    def gettext(message: str) -> str:
        return messages.get(message, message)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return gettext(singular if n == 1 else plural)

    argparse._ = gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
