"""New Frontiers' rules topics (``rftg rules --game newfrontiers [TOPIC]``), from
``content/text/<lang>/tutor_newfrontiers.toml`` ([topic]); the topic ``tiles`` adds what
the shipped tiles' reconstructed values are (``reconstructed_notice``)."""

from __future__ import annotations

from typing import Any

from rftg.core.lang import catalogue, fill
from rftg.core.newfrontiers.tiles import reconstructed_notice, shipped_tiles
from rftg.tutor.topics import framed, listed

DOMAIN = "tutor_newfrontiers"


def texts(lang: str | None = None) -> dict[str, Any]:
    """The New Frontiers tutor's texts in ``lang`` (English fills in what it lacks)."""
    return catalogue(DOMAIN, lang)


def word(key: str, lang: str | None = None, /, **values: Any) -> str:
    """A text of the tutor's ``[word]`` section."""
    return fill(str(texts(lang)["word"][key]), values)


def topic_names(lang: str | None = None) -> list[str]:
    return list(texts(lang)["topic"])


def render_topic(name: str, lang: str | None = None) -> str | None:
    """The topic ``name`` (None: none): its title, its text, the rulebook's sections."""
    key = name.strip().lower()
    entry = texts(lang)["topic"].get(key)
    if entry is None:
        return None
    extra = reconstructed_notice(shipped_tiles(), lang)[1:-1] if key == "tiles" else []
    return framed(texts(lang), entry, lang, extra)


def listing(lang: str | None = None) -> str:
    return listed(texts(lang))


class NfTopics:
    """New Frontiers' topics as ``rftg rules --game newfrontiers`` lists and prints them
    (``rftg.tutor.games.RulesTopics``)."""

    def listing(self, lang: str | None = None) -> str:
        return listing(lang)

    def render(self, name: str, lang: str | None = None) -> str | None:
        return render_topic(name, lang)

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        return [word("unknown", lang, topic=name, topics=", ".join(topic_names(lang)))]
