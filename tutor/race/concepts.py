"""Rules concepts and their prerequisites, as a networkx DiGraph.

An edge ``a -> b`` says "learn a before b" (goods -> windfall worlds -> the Produce bonus).
The concepts, their definitions and prerequisites live in ``content/text/<lang>/tutor.toml``
([concept.<id>]); the graph is acyclic and every concept is reachable from the one basic
concept (``game``). The glossary lists the concepts in teaching order: a topological order
that keeps the content file's order wherever the prerequisites allow.

During a game the tutor introduces a concept the first time it matters, with links to its
prerequisites (``Lessons``); the TUI keeps one ``Lessons`` per game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

import networkx as nx  # type: ignore[import-untyped]

from rftg.core.lang import resolve
from rftg.tutor.texts import RuleRef, TutorTextError, msg, ref, section

ROOT = "game"


@dataclass(frozen=True)
class Concept:
    id: str
    name: str
    text: str
    requires: tuple[str, ...]
    refs: tuple[RuleRef, ...]
    topic: str | None  # the `rftg rules` topic that explains it at length


def concepts(lang: str | None = None) -> dict[str, Concept]:
    """Every concept by id, in content-file order (None: this run's language)."""
    return _concepts(resolve(lang))


@cache
def _concepts(lang: str) -> dict[str, Concept]:
    out: dict[str, Concept] = {}
    for cid, entry in section("concept", lang).items():
        out[cid] = Concept(
            id=cid, name=str(entry["name"]), text=" ".join(str(entry["text"]).split()),
            requires=tuple(entry.get("requires", ())),
            refs=tuple(ref(k, lang) for k in entry.get("refs", ())),
            topic=entry.get("topic"),
        )
    for c in out.values():
        for r in c.requires:
            if r not in out:
                raise TutorTextError(f"concept {c.id!r} requires unknown concept {r!r}")
    return out


@cache
def _graph(lang: str) -> nx.DiGraph:
    g = nx.DiGraph()
    for c in concepts(lang).values():
        g.add_node(c.id, concept=c)
    for c in concepts(lang).values():
        for r in c.requires:
            g.add_edge(r, c.id)
    return g


def concept_graph(lang: str | None = None) -> nx.DiGraph:
    """The prerequisite graph (a copy): edge prerequisite -> concept, node data "concept"."""
    return _graph(resolve(lang)).copy()


def teaching_order(lang: str | None = None) -> tuple[str, ...]:
    """Concept ids, prerequisites first, otherwise in content-file order."""
    return _teaching_order(resolve(lang))


@cache
def _teaching_order(lang: str) -> tuple[str, ...]:
    position = {cid: i for i, cid in enumerate(concepts(lang))}
    return tuple(nx.lexicographical_topological_sort(_graph(lang), key=position.__getitem__))


def glossary(lang: str | None = None) -> list[Concept]:
    """All concepts in teaching order."""
    lang = resolve(lang)
    cs = concepts(lang)
    return [cs[c] for c in teaching_order(lang)]


def prerequisites(cid: str, lang: str | None = None, transitive: bool = False
                  ) -> list[Concept]:
    """What to know before ``cid`` (direct, or all), in teaching order."""
    lang = resolve(lang)
    g = _graph(lang)
    ids = nx.ancestors(g, cid) if transitive else set(g.predecessors(cid))
    return [concepts(lang)[c] for c in teaching_order(lang) if c in ids]


@dataclass(frozen=True)
class Introduction:
    """A concept met for the first time, linked to its (direct) prerequisites."""

    concept: Concept
    links: tuple[Concept, ...]

    def text(self, lang: str | None = None) -> str:
        """'Windfall world: ... (see also: Goods, Settle)'."""
        more = ", ".join(c.name for c in self.links)
        tail = f" ({msg('meta.see_also', lang, links=more)})" if more else ""
        return f"{self.concept.name}: {self.concept.text}{tail}"


@dataclass
class Lessons:
    """Which concepts this player has met in this game; ``introduce`` the new ones."""

    lang: str | None = None  # None: this run's language, when the concepts are worded
    seen: set[str] = field(default_factory=set)
    with_prerequisites: bool = True  # introduce unseen prerequisites first

    def introduce(self, ids: Iterable[str]) -> list[Introduction]:
        """The concepts among ``ids`` met now for the first time (and, first, their
        prerequisites not met yet), in teaching order; they count as seen afterwards."""
        lang = resolve(self.lang)
        cs = concepts(lang)
        g = _graph(lang)
        wanted: set[str] = set()
        for cid in ids:
            if cid not in cs:
                raise KeyError(f"unknown concept {cid!r}")
            if cid in self.seen:
                continue
            wanted.add(cid)
            if self.with_prerequisites:
                wanted |= {a for a in nx.ancestors(g, cid) if a not in self.seen}
        out = []
        order = teaching_order(lang)
        for cid in order:
            if cid in wanted:
                out.append(Introduction(cs[cid], tuple(cs[p] for p in order
                                                       if g.has_edge(p, cid))))
        self.seen |= wanted
        return out
