"""Andromeda's rules topics (``rftg rules --game andromeda [TOPIC]``): the procedure of each
phase and action in our words (``content/text/<lang>/tutor_andromeda.toml`` [topic]), the
readings rftg plays by where the summary is silent (``readings``: the catalogue
``andromeda`` [readings], the one list of them) and the components with our defaults
marked (``components``: the game's own file)."""

from __future__ import annotations

from rftg.core.andromeda.components import default_components
from rftg.core.lang import catalogue
from rftg.tutor.andromeda.explain import say

GENERATED = ("readings", "components")
"""The topics worked out from the game's data rather than written as text."""


def _topics(lang: str | None) -> dict[str, dict[str, object]]:
    topics: dict[str, dict[str, object]] = catalogue("tutor_andromeda", lang)["topic"]
    return topics


def topic_names(lang: str | None = None) -> list[str]:
    return [*_topics(lang), *GENERATED]


def _title(name: str, lang: str | None) -> str:
    if name in GENERATED:
        return say(f"generated.{name}", lang)
    return str(_topics(lang)[name]["title"])


def _framed(title: str, body: list[str]) -> str:
    return "\n".join([title, "=" * len(title), "", *body])


def _readings(lang: str | None) -> list[str]:
    readings: dict[str, str] = catalogue("andromeda", lang)["readings"]
    return [say("word.readings_intro", lang), ""] + [f"- {text}" for text in readings.values()]


def _components(lang: str | None) -> list[str]:
    ours = default_components().ours(lang)
    return [say("word.components_intro", lang), ""] + [f"- {line}" for line in ours] + \
        ["", say("word.components_file", lang)]


def render_topic(name: str, lang: str | None = None) -> str | None:
    """The topic called ``name`` (None: no such topic)."""
    if name == "readings":
        return _framed(_title(name, lang), _readings(lang))
    if name == "components":
        return _framed(_title(name, lang), _components(lang))
    entry = _topics(lang).get(name)
    if entry is None:
        return None
    source = say("word.source", lang)
    listed: list[str] = list(entry["sections"])  # type: ignore[call-overload]
    see: list[str] = list(entry["see"])  # type: ignore[call-overload]
    sections = "; ".join(f"{source} \u201e{s}\u201c" for s in listed)
    body = [str(entry["text"]).strip("\n").rstrip(), "",
            say("word.rules", lang, sections=sections),
            say("word.see", lang, topics=", ".join(see))]
    return _framed(str(entry["title"]), body)


def listing(lang: str | None = None) -> str:
    rows = [(n, _title(n, lang)) for n in topic_names(lang)]
    width = max(len(n) for n, _ in rows)
    return "\n".join([say("word.listing", lang), ""]
                     + [f"  {n.ljust(width)}  {t}" for n, t in rows])


class AdTopics:
    """Andromeda's topics as ``rftg rules --game andromeda`` lists and prints them
    (``rftg.tutor.games.RulesTopics``)."""

    def listing(self, lang: str | None = None) -> str:
        return listing(lang)

    def render(self, name: str, lang: str | None = None) -> str | None:
        return render_topic(name.strip().lower(), lang)

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        return [say("word.unknown", lang, topic=name, topics=", ".join(topic_names(lang)))]
