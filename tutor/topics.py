"""A game's rules topics kept in its tutor catalogue: each ``[topic.NAME]`` has a title, a
text, the rulebook's sections and the topics to see next; ``[meta] source`` names the
rulebook and ``[word]`` holds "rules", "see" and "listing". Jump Drive and New Frontiers
print theirs with these two functions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rftg.core.lang import fill


def framed(texts: Mapping[str, Any], entry: Mapping[str, Any], lang: str | None,
           extra: Sequence[str] = ()) -> str:
    """One topic: its title underlined, its text, ``extra`` lines, the rulebook's sections
    and the topics to see."""
    words = texts["word"]
    title = str(entry["title"])
    out = [title, "=" * len(title), "", str(entry["text"]).strip("\n").rstrip()]
    if extra:
        out += ["", *extra]
    source = texts["meta"]["source"]
    out += ["", fill(str(words["rules"]), {"sections": "; ".join(
        f"{source} \u201e{s}\u201c" for s in entry["sections"])})]
    out.append(fill(str(words["see"]), {"topics": ", ".join(entry["see"])}))
    return "\n".join(out)


def listed(texts: Mapping[str, Any]) -> str:
    """Every topic's name and title under the catalogue's heading."""
    rows = [(n, str(e["title"])) for n, e in texts["topic"].items()]
    width = max(len(n) for n, _ in rows)
    return "\n".join([fill(str(texts["word"]["listing"]), {}), ""]
                     + [f"  {n.ljust(width)}  {t}" for n, t in rows])
