"""Race for the Galaxy's log and the "Last round" summary the game screen shows, from the
engine's typed events (Textual-free). The lines come from ``rftg.core.text.render_event``
(the solitaire game's from ``rftg.core.solitaire.text.render_solitaire_event``), the
human's own in the second person ("You explore: keep 1 of 3."); the summary from
``rftg.core.summary``, worded from the ``tui_game`` catalogue's [summary].
"""

from __future__ import annotations

from collections.abc import Sequence

from rftg.core import events as ev
from rftg.core.cards import Card
from rftg.core.solitaire.text import render_solitaire_event, robot_text
from rftg.core.summary import RoundSummary, last_round
from rftg.core.text import action_name, card_name, cards_n, render_event
from rftg.tui.log import EventLog, Render
from rftg.tui.render import tr


class GameLog(EventLog):
    """Race for the Galaxy's log (``rftg.core.text.render_event``; the solitaire game's
    adds the robot's lines: ``solitaire``, or ``render`` for another game's own lines) and
    the "Last round" summary. ``lang``: the language of the lines (None: this run's)."""

    def __init__(self, names: Sequence[str], cards: Sequence[Card], me: int,
                 lang: str | None = None, render: Render | None = None,
                 solitaire: bool = False) -> None:
        if render is None:
            render = render_solitaire_event if solitaire else render_event
        super().__init__(names, cards, me, render, lang)
        self.cards: Sequence[Card] = cards

    def repeats(self, last: ev.Event | None, event: ev.Event) -> bool:
        """A start world's windfall good, told right after the good produced on it: the
        line "... begins with a windfall good." says it, once is enough."""
        return (isinstance(event, ev.StartWindfall) and isinstance(last, ev.Produced)
                and last.world == event.world)

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
