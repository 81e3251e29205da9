"""A game's log as the screens show it: its lines rendered from the engine's typed events
(Textual-free), the human's own in the second person ("You explore: keep 1 of 3."), each
event once. Each game gives its own ``render`` (``rftg.core.text.render_event``...); Race
for the Galaxy's log adds the "Last round" summary (``rftg.tui.race.log``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rftg.core import events as ev
from rftg.tui.render import player_name

# (event, names, cards, lang, you) -> the line (None: not logged)
Render = Callable[[ev.Event, Sequence[str], Any, "str | None", "int | None"], "str | None"]


class EventLog:
    """The log's lines so far, rendered once per event (a prefix of the events always
    gives the same lines, so new events only add lines). ``cards``: the game's card
    designs, for ``render``; ``lang``: the language of the lines (None: this run's; after
    ``set_language``, ``reword`` renders them again)."""

    def __init__(self, names: Sequence[str], cards: Any, me: int, render: Render,
                 lang: str | None = None) -> None:
        self.render = render
        self.names = tuple(names)
        self.cards = cards
        self.me = me
        self.lang = lang
        self.lines: list[str] = []
        self.seen = 0  # events rendered
        self.events: list[ev.Event] = []
        self.restarted = False  # the last update started the log again (an undo)
        self._reword = False

    def reword(self) -> None:
        """The language changed: the next ``update`` renders every line again (and says
        so in ``restarted``)."""
        self._reword = True

    def shown_names(self) -> list[str]:
        """The players' names as the log shows them ("You" in the language shown)."""
        return [player_name(n, self.lang) for n in self.names]

    def update(self, events: Sequence[ev.Event]) -> list[str]:
        """Render the events not seen yet; returns the new lines. After an undo (fewer
        events than seen) or ``reword`` the log starts again: ``lines`` holds them all."""
        self.restarted = self._reword or len(events) < self.seen
        self._reword = False
        if self.restarted:
            self.lines, self.seen, self.events = [], 0, []
        names = self.shown_names()
        new: list[str] = []
        for e in events[self.seen:]:
            last = self.events[-1] if self.events else None
            self.events.append(e)
            line = self.render(e, names, self.cards, self.lang, self.me)
            if self.repeats(last, e) and new:
                new.pop()  # the line before says it: once is enough
            if line:
                new.append(line)
        self.seen = len(events)
        self.lines += new
        return new

    def repeats(self, last: ev.Event | None, event: ev.Event) -> bool:
        """Whether ``event`` tells again what the line of ``last`` told (that line goes)."""
        return False
