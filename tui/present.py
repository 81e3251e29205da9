"""A game's presenter: the view model of each area of the game screen, from the human's
observation (``rftg.tui.view``), and the log. No Textual here: the game screen's widgets
render what it gives, and the plain mode reads the same view models (the decision with
its labels and warnings, the tutor's explanation, the score line's facts, the log).

Each game subclasses ``Presenter`` in its own sub-package (``rftg.tui.race``,
``rftg.tui.jumpdrive``); the markup it returns is Rich markup, escaped where it shows
names or messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import RenderableType

from rftg.core.decisions import Decision, IllegalChoice, Option
from rftg.core.ending import GameEnded
from rftg.tui.log import EventLog
from rftg.tui.render import esc, tr
from rftg.tui.session import GameSession, Hinted
from rftg.tui.texts import t
from rftg.tui.view import (
    NO_WARNINGS,
    CardsView,
    DecisionView,
    GameOverView,
    HintWait,
    SeatScore,
    TutorView,
    Warnings,
    Zone,
    ZoneView,
)


class Presenter:
    """What one game shows of a session to its human player."""

    board_title: str | None = None  # the table's title (None: "Table" in the run's words)
    auto_play: bool = False  # the player may let decisions with one answer play themselves

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.log: EventLog = self.make_log()

    def make_log(self) -> EventLog:
        """The game's log, its lines in the language of the run."""
        raise NotImplementedError

    @property
    def obs(self) -> Any:
        """The human's observation of the game now."""
        raise NotImplementedError

    def reword(self) -> None:
        """The language of the run changed: every text is worded again when next asked."""
        self.log.reword()

    # ------------------------------------------------------------------ above the table

    def status(self, obs: Any, width: int, height: int) -> str:
        """The status line: the round, the decks, whether the game is over."""
        raise NotImplementedError

    def stake(self, obs: Any, width: int) -> str:
        """The score line: what each player has now ("VP now")."""
        raise NotImplementedError

    def lines(self) -> tuple[str, ...]:
        """The ids of the game's own lines under the score line (the phase bar...)."""
        return ()

    def line(self, id: str, obs: Any, width: int, height: int) -> str:
        """The markup of the game's own line ``id``."""
        raise KeyError(id)

    # ------------------------------------------------------------------ the table

    def zones(self) -> tuple[Zone, ...]:
        """The zones of the table, in order (hand, tableau, each opponent's...)."""
        raise NotImplementedError

    def zone_titles(self) -> dict[str, str]:
        """The titles that stay as they are until the language changes (by title id)."""
        return {}

    def legend(self) -> RenderableType:
        """The symbols of the table and their words, under the zones."""
        raise NotImplementedError

    def table(self, obs: Any, width: int) -> Sequence[ZoneView]:
        """Every zone's cards and title now."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the decision

    def decision(self, obs: Any, d: Decision) -> DecisionView:
        """The pending decision with its options' labels."""
        raise NotImplementedError

    def warnings(self, obs: Any, option: Option, taken: int) -> Warnings:
        """What ``option`` would end, with ``taken`` cards (none by default)."""
        return NO_WARNINGS

    def prompt(self, view: DecisionView, option: Option | None, taken: int,
               preselected: Sequence[int]) -> str:
        """The decision panel's prompt: its title and question (and, where a game says
        more, the cards a hint preselected and what the option would end)."""
        return f"[b]{view.title}[/b]\n{esc(view.question)}"

    def waiting(self, over: bool) -> str:
        """The prompt while nobody asks the player (the game over, the computers think)."""
        return tr("prompt.over") if over else f"[i]{tr('prompt.thinking')}[/i]"

    def cards(self, obs: Any, option: Option, width: int) -> CardsView:
        """The cards ``option`` asks for, one row each."""
        raise NotImplementedError

    def refused(self, obs: Any, error: IllegalChoice, cards: Sequence[int]) -> str:
        """Why the choice the player made is not allowed."""
        return str(error)

    def payment_hint(self, d: Decision) -> bool:
        """Whether the hint for ``d`` is worked out at once (its cards preselected)."""
        return False

    # ------------------------------------------------------------------ the tutor box

    def tutor(self, obs: Any, d: Decision | None, option: Option | None) -> TutorView:
        """The tutor box for ``d`` (None: nobody asks the player) with ``option``
        highlighted."""
        raise NotImplementedError

    def note(self, obs: Any) -> str | None:
        """The game's own note in the tutor box, after a refresh (None: as it was)."""
        return None

    def hint_wait(self, view: DecisionView) -> HintWait:
        """What the screen shows while a hint is worked out."""
        raise NotImplementedError

    def hint(self, h: Hinted) -> list[str]:
        """A hint's lines in the tutor box."""
        raise NotImplementedError

    def hint_notice(self, h: Hinted, height: int) -> tuple[str, str] | None:
        """A hint said in a notification too (text, title), where the box is small."""
        return None

    # ------------------------------------------------------------------ the game over

    def game_over(self) -> GameOverView:
        """The finished game: the winner, what ended it (the log's line of the typed
        ending), each seat's score. A game that breaks its scores down says so in its own
        presenter; this one gives the totals only."""
        from rftg.tui.over import verdict

        game, log = self.session.game, self.log
        names = log.shown_names()
        scores = game.scores()
        names += [t("over.seat_n", n=i + 1) for i in range(len(names), len(scores))]
        winners = game.winners()
        seats = tuple(SeatScore(names[i], s.total, (), i == self.session.human, i in winners)
                      for i, s in enumerate(scores))
        ending = next((log.render(e, names, log.cards, log.lang, log.me) or ""
                       for e in reversed(game.state.events) if isinstance(e, GameEnded)), "")
        return GameOverView(verdict(names, winners, self.session.human), ending, seats, {})

    def over_tutor(self) -> str:
        """The tutor box at the game's end: what the tutor says of the result (markup)."""
        from rftg.tui.over import tutor_lines

        return "\n".join(esc(x) for x in tutor_lines(self.game_over()))

    # ------------------------------------------------------------------ the log

    def log_lines(self) -> list[str]:
        """The log's lines not shown yet (every line again after an undo, or after the
        language changed: ``log.restarted`` says so)."""
        return self.log.update(self.session.game.state.events)
