"""Jump Drive's rules topics (``rftg rules --game jumpdrive [TOPIC]``), from
``content/text/<lang>/tutor_jumpdrive.toml`` ([topic])."""

from __future__ import annotations

from typing import Any

from rftg.core.jumpdrive.optiontext import texts
from rftg.core.lang import fill
from rftg.tutor.texts import msg
from rftg.tutor.topics import framed, listed


def word(key: str, lang: str | None, **values: Any) -> str:
    """A text of the tutor's ``[word]`` section."""
    return fill(str(texts(lang)["word"][key]), values)


def topic_names(lang: str | None = None) -> list[str]:
    return list(texts(lang)["topic"])


def render_topic(name: str, lang: str | None = None) -> str | None:
    entry = texts(lang)["topic"].get(name)
    return None if entry is None else framed(texts(lang), entry, lang)


def listing(lang: str | None = None) -> str:
    return listed(texts(lang))


class JdTopics:
    """Jump Drive's topics as ``rftg rules --game jumpdrive`` lists and prints them
    (``rftg.tutor.games.RulesTopics``)."""

    def listing(self, lang: str | None = None) -> str:
        return listing(lang)

    def render(self, name: str, lang: str | None = None) -> str | None:
        return render_topic(name, lang)

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        return [msg("cli.jd_unknown", lang, topic=name, topics=", ".join(topic_names(lang)))]
