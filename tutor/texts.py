"""The tutor's texts, loaded from ``rftg.content/text/<lang>/tutor.toml``.

Every sentence the tutor shows lives in a content file, so that a German set can be added
as ``content/text/de/tutor.toml`` without code changes: a language file may leave keys out, and
English fills them in. Code asks for a text by section and key and fills in the numbers:

    >>> msg("why.develop_duplicate", card="Mining Robots")
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from rftg.core.lang import DEFAULT as DEFAULT
from rftg.core.lang import catalogue, fill, resolve
from rftg.core.text import card_name as card_name  # one rule for card names


class TutorTextError(KeyError):
    """A text the tutor needs is missing from the content files."""


def table(lang: str | None = None) -> dict[str, Any]:
    """All tutor texts of one language (English fills in what it lacks; None: this run's
    language)."""
    return catalogue("tutor", lang)


def section(name: str, lang: str | None = None) -> dict[str, Any]:
    """One top-level table, e.g. ``section("topic")``."""
    value = table(lang).get(name)
    if not isinstance(value, dict):
        raise TutorTextError(f"tutor texts ({resolve(lang)}): no section [{name}]")
    return value


def raw(key: str, lang: str | None = None) -> Any:
    """The value at a dotted key: "why.develop_duplicate" is [why] develop_duplicate."""
    head, _, rest = key.partition(".")
    node: Any = section(head, lang)
    if rest:
        if not isinstance(node, dict) or rest not in node:
            raise TutorTextError(f"tutor texts ({resolve(lang)}): no text {key!r}")
        node = node[rest]
    return node


def msg(key: str, lang: str | None = None, /, **values: object) -> str:
    """The text at ``key`` with ``{placeholders}`` filled in."""
    text = raw(key, lang)
    if not isinstance(text, str):
        raise TutorTextError(f"tutor texts ({resolve(lang)}): {key!r} is not a text")
    try:
        return fill(text, values)
    except KeyError as exc:
        raise TutorTextError(f"tutor texts ({resolve(lang)}): {key!r} needs {exc}") from None


def card_lang(lang: str | None = None) -> str:
    """The language for card texts (rftg.core.powertext knows "en" and "de")."""
    from rftg.core.powertext import LANGUAGES as CARD_LANGUAGES

    lang = resolve(lang)
    return lang if lang in CARD_LANGUAGES else DEFAULT


@dataclass(frozen=True)
class RuleRef:
    """Where a rule comes from: a rulebook, a section title as printed, a page."""

    key: str
    book: str
    section: str
    page: str | None = None

    def text(self, lang: str | None = None) -> str:
        page = msg("meta.page", lang, page=self.page) if self.page else ""
        return msg("meta.ref", lang, book=self.book, section=self.section, page=page)

    def __str__(self) -> str:
        return self.text()


def _refs(lang: str | None) -> dict[str, RuleRef]:
    return _refs_of(resolve(lang))


@cache
def _refs_of(lang: str) -> dict[str, RuleRef]:
    books = section("book", lang)
    out: dict[str, RuleRef] = {}
    for key, entry in section("ref", lang).items():
        page = entry.get("page")
        out[key] = RuleRef(key, str(books[entry["book"]]), str(entry["section"]),
                           None if page is None else str(page))
    return out


def ref(key: str, lang: str | None = None) -> RuleRef:
    """The rulebook reference called ``key`` in [ref]."""
    refs = _refs(lang)
    if key not in refs:
        raise TutorTextError(f"tutor texts ({resolve(lang)}): no rulebook reference {key!r}")
    return refs[key]


def refs(keys: list[str] | tuple[str, ...], lang: str | None = None) -> tuple[RuleRef, ...]:
    return tuple(ref(k, lang) for k in keys)


def all_refs(lang: str | None = None) -> dict[str, RuleRef]:
    return dict(_refs(lang))
