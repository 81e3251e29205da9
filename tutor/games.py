"""The tutor layer's registry of games: each game's rules topics (``rftg rules [--game G]
[TOPIC]``) and its tutor for one player (the pending decision and each option explained
with the player's numbers, why a card cannot be played, the lessons met for the first
time), registered from the game's own sub-package (``rftg.tutor.race``,
``rftg.tutor.jumpdrive``). The command line, the screens and the plain mode ask here;
nothing else asks which game is played.

    TUTORS.get(args.game).topics.render("costs")       # `rftg rules --game G costs`
    tutor = TUTORS.get(setup.game).tutor(lang, session.lessons_seen)
    tutor.explain(obs).about(option.move)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from rftg.core.decisions import Move
from rftg.core.registry import Registry


class Explained(Protocol):
    """What a tutor says about a pending decision, whichever option is looked at (its
    title, its lines, the rules topic behind it) and about each option, keyed by the
    option's move."""

    @property
    def title(self) -> str: ...

    @property
    def lines(self) -> Sequence[str]: ...

    @property
    def topic(self) -> str | None: ...

    def about(self, move: Move) -> tuple[str, ...]:
        """The lines explaining the option with ``move`` (none: nothing to add)."""
        ...


class PlayerTutor(Protocol):
    """The tutor of one player in one game: it reads the player's observation only."""

    def explain(self, obs: Any) -> Explained: ...

    def why_not(self, obs: Any, card: int) -> object | None:
        """Why ``card`` is not a legal choice now (its ``str`` says it; None: it is one,
        or the decision is not about it)."""
        ...


class RulesTopics(Protocol):
    """A game's rules topics, as ``rftg rules --game G`` lists and prints them."""

    def listing(self, lang: str | None = None) -> str:
        """The list of topics."""
        ...

    def render(self, name: str, lang: str | None = None) -> str | None:
        """The topic called ``name`` (None: no such topic)."""
        ...

    def unknown(self, name: str, lang: str | None = None) -> list[str]:
        """What to say about ``name``, which is no topic (the topics that look like it)."""
        ...


@dataclass(frozen=True)
class TutorGame:
    """What the tutor layer knows of one game."""

    id: str
    topics: RulesTopics
    # a tutor for one player in ``lang`` (None: the run's); ``seen``: the lessons already
    # introduced in this game (kept with the game: the tutor adds to this very set)
    tutor: Callable[[str | None, set[str]], PlayerTutor]
    # every lesson the tutor may introduce (a save names the ones seen), in ``lang``
    lessons: Callable[[str | None], Collection[str]]


TUTORS: Registry[TutorGame] = Registry("tutor")
