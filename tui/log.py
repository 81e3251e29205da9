"""The log and the "Last round" summary the game screen shows, from the engine's typed
events (Textual-free). The lines come from ``rftg.core.text.render_event``, the human's
own in the second person ("You explore: keep 1 of 3."); the summary from
``rftg.core.summary``, worded from the ``tui_game`` catalogue's [summary].
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rftg.core import events as ev
from rftg.core.cards import Card
from rftg.core.solitaire.text import robot_text
from rftg.core.summary import RoundSummary, last_round
from rftg.core.text import action_name, card_name, cards_n, render_event
from rftg.tui.render import player_name, tr

# (event, names, cards, lang, you) -> the line (None: not logged)
Render = Callable[[ev.Event, Sequence[str], Sequence[Card], "str | None", "int | None"],
                  "str | None"]


class GameLog:
    """The log's lines so far, rendered once per event (a prefix of the events always
    gives the same lines, so new events only add lines). ``lang``: the language of the
    lines (None: this run's; after ``set_language``, ``reword`` renders them again)."""

    def __init__(self, names: Sequence[str], cards: Sequence[Card], me: int,
                 lang: str | None = None, render: Render = render_event) -> None:
        self.render = render  # a game's own lines (the solitaire robot's)
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
            if (isinstance(e, ev.StartWindfall) and isinstance(last, ev.Produced)
                    and last.world == e.world and new):
                new.pop()  # "... begins with a windfall good." says it: once is enough
            if line:
                new.append(line)
        self.seen = len(events)
        self.lines += new
        return new

    def last_round(self) -> RoundSummary | None:
        """The round before the one under way (or the last, once the game is over)."""
        return last_round(self.events, self.cards, len(self.names))

    def summary_lines(self) -> list[str]:
        """The "Last round" summary: per player the actions chosen, cards placed (or
        none in a Develop / Settle phase played), goods produced, VP gained, cards drawn."""
        s = self.last_round()
        if s is None:
            return []
        lang = self.lang
        out = [tr("summary.title", lang, n=s.round)]
        for seat, name in enumerate(self.shown_names()):
            r = s.seats[seat]
            acts = " + ".join(action_name(a, lang) for a in r.actions)
            done = [tr(f"summary.passed_{phase}", lang) for phase in ("develop", "settle")
                    if s.passed(seat, phase)]
            if r.produced:
                done.append(tr("summary.good", lang) if r.produced == 1
                            else tr("summary.goods", lang, n=r.produced))
            out.append(self._line(tr("summary.actions", lang, name=name, actions=acts),
                                  (*r.developed, *r.settled), done, r.drew,
                                  r.chips + r.cards_vp))
        if s.robot is not None:  # the solitaire robot: the phases it acted in
            rb = s.robot
            acts = " + ".join(robot_text("phase", p, lang) for p in rb.phases)
            head = tr("summary.robot", lang, name=tr("phase.robot", lang),
                      actions=acts or tr("summary.robot_idle", lang))
            out.append(self._line(head, rb.placed, [], rb.drew, rb.vp))
        return out

    def _line(self, head: str, placed: Sequence[int], done: list[str], drew: int,
              vp: int) -> str:
        """One line of the summary: who chose what (``head``), then the cards placed,
        ``done`` (passes, goods), the cards drawn and the VP gained, where there are any."""
        lang = self.lang
        parts = [tr("summary.placed", lang,
                    cards=", ".join(card_name(self.cards[c], lang) for c in placed))
                 ] if placed else []
        parts += done
        if drew:
            parts.append(tr("summary.drew", lang, cards_n=cards_n(drew, lang)))
        if vp:
            parts.append(tr("summary.vp", lang, n=vp))
        return head + (" · " + " · ".join(parts) if parts else "")
