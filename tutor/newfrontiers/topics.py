"""New Frontiers' rules topics (``rftg rules --game newfrontiers [TOPIC]``), from
``content/text/<lang>/tutor_newfrontiers.toml`` ([topic]); the topic ``tiles`` adds what
the shipped tiles' reconstructed values are (``reconstructed_notice``)."""

from __future__ import annotations

from typing import Any

from rftg.core.lang import catalogue, fill
from rftg.core.newfrontiers.tiles import reconstructed_notice, shipped_tiles

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
    entry = texts(lang)["topic"].get(name.strip().lower())
    if entry is None:
        return None
    title = str(entry["title"])
    out = [title, "=" * len(title), "", str(entry["text"]).strip("\n").rstrip()]
    if name.strip().lower() == "tiles":
        out += ["", *reconstructed_notice(shipped_tiles(), lang)[1:-1]]
    source = texts(lang)["meta"]["source"]
    out += ["", word("rules", lang, sections="; ".join(f"{source} \u201e{s}\u201c"
                                                     for s in entry["sections"]))]
    out.append(word("see", lang, topics=", ".join(entry["see"])))
    return "\n".join(out)


def listing(lang: str | None = None) -> str:
    rows = [(n, str(e["title"])) for n, e in texts(lang)["topic"].items()]
    width = max(len(n) for n, _ in rows)
    return "\n".join([word("listing", lang), ""]
                     + [f"  {n.ljust(width)}  {t}" for n, t in rows])


class NfTopics:
    """New Frontiers' topics as ``rftg rules --game newfrontiers`` lists and prints them
    (``rftg.tutor.games.RulesTopics``)."""

    def listing(self, lang: str | None = None) -> str:
        return listing(lang)

    def render(self, name: str, lang: str | None = None) -> str | None:
        return render_topic(name, lang)

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        return [word("unknown", lang, topic=name, topics=", ".join(topic_names(lang)))]
