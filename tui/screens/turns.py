"""What every game screen does between the player's decisions: the computer players take
their turns in a worker thread on a copy of the game, the game is autosaved, undo and
redo. ``GameScreen`` (Race for the Galaxy) and ``JdGameScreen`` (Jump Drive) share it.

A computer player that searches (hard) stops thinking when the player quits, starts or
loads another game (the screen goes: Textual cancels its workers) or undoes (``action_undo``
cancels the worker): the worker passes ``cancelled`` to the players, which stop between
play-outs. The game they played on is a copy, so the session loses nothing."""

from __future__ import annotations

from collections.abc import Callable

from textual import work
from textual.screen import Screen
from textual.widgets import OptionList
from textual.worker import get_current_worker

from rftg.core.decisions import Decision
from rftg.core.engine import Game
from rftg.solver.players.hard import Cancelled
from rftg.tui.session import GameSession


def worker_cancelled() -> Callable[[], bool]:
    """In a worker thread: whether this worker has been cancelled, as the searching players
    and the hints ask it (``cancelled=``)."""
    worker = get_current_worker()
    return lambda: worker.is_cancelled


class TurnScreen(Screen[None]):
    """A game screen's turn loop. Subclasses show the table and the pending decision."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.decision: Decision | None = None
        self.thinking = False
        # the decision the keys may answer: set only once it has been painted, so a key
        # that arrives before a new decision is on screen never answers it
        self.armed: Decision | None = None
        self.shown_log = 0

    # ------------------------------------------------------------------ subclass hooks

    def refresh_view(self) -> None:
        """Show the whole table and the pending decision again."""
        raise NotImplementedError

    def show_decision(self) -> None:
        """Show the pending decision (none while the computers think)."""
        raise NotImplementedError

    def action_scores(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ computer players

    def advance(self) -> None:
        if self.session.ai_pending() and not self.session.over:
            self.thinking = True
            self.show_decision()
            self.query_one("#options", OptionList).loading = True  # a long turn shows it
            self.think()
        else:
            self.after_turn()

    def think(self) -> None:
        self._think(self.session.game)

    @work(thread=True, exclusive=True, group="ai")
    def _think(self, before: Game) -> None:
        """The computer players play on a copy of ``before``: the screen keeps showing
        (and a save keeps writing) a game that no thread changes."""
        after: Game | None = None
        error: Exception | None = None
        try:
            after = self.session.ai_played(before, worker_cancelled())
        except Cancelled:
            return  # quit, undone or replaced: whoever cancelled has moved on
        except Exception as exc:
            error = exc
        self.app.call_from_thread(self._thought, before, after, error)

    def _thought(self, before: Game, after: Game | None, error: Exception | None) -> None:
        self.thinking = False
        self.query_one("#options", OptionList).loading = False
        if after is not None:
            self.session.adopt(before, after)
        if error is not None:
            self.notify(f"A computer player failed: {error}", severity="error")
        self.refresh_view()
        self.after_turn()

    def after_turn(self) -> None:
        try:
            self.session.autosave()
        except OSError as exc:
            self.notify(f"Autosave failed: {exc}", severity="warning")
        if self.session.over:
            self.action_scores()

    # ------------------------------------------------------------------ undo / redo

    def stop_thinking(self) -> None:
        """Stop the computer players' thinking and a hint's: the workers are cancelled
        (the players stop at their next play-out) and the computers' game, a copy, is
        never adopted."""
        self.workers.cancel_group(self, "ai")
        self.workers.cancel_group(self, "hint")
        if self.thinking:
            self.thinking = False
            self.query_one("#options", OptionList).loading = False

    def action_undo(self) -> None:
        if self.thinking and not self.session.can_undo():
            return  # nothing to take back: let them think
        self.stop_thinking()
        if self.session.undo():
            self.decision = None
            self.refresh_view()
            self.notify("Your last decision was taken back.")
        else:
            self.notify("Nothing to undo.", severity="warning")

    def action_redo(self) -> None:
        if self.thinking:
            return
        if self.session.redo():
            self.decision = None
            self.refresh_view()
            self.advance()
        else:
            self.notify("Nothing to redo.", severity="warning")
