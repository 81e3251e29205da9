"""The slow work of a game screen, in worker threads on copies of the game: the computer
players' turns and the hints. Each result goes to the screen as a message
(``ComputerDone``, ``HintReady``); work that was cancelled (the player quit, undid,
started or loaded another game: the screen goes and Textual cancels its workers; or the
language changed) tells nothing. A computer player that searches (hard) stops between
play-outs when its worker is cancelled: the game it played on is a copy, so the session
loses nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import work
from textual.widget import Widget
from textual.worker import get_current_worker

from rftg.core.decisions import Decision
from rftg.core.engine import Game
from rftg.solver.players.hard import Cancelled
from rftg.tui.messages import ComputerDone, HintReady
from rftg.tui.session import Hinted

Cancel = Callable[[], bool]


def worker_cancelled() -> Cancel:
    """In a worker thread: whether this worker has been cancelled, as the searching players
    and the hints ask it (``cancelled=``)."""
    worker = get_current_worker()
    return lambda: worker.is_cancelled


class Thinking(Widget):
    """Runs the computer players and the hints of one game screen; not shown."""

    DEFAULT_CSS = "Thinking { display: none; }"

    def play(self, before: Game[Any], played: Callable[[Game[Any], Cancel], Game[Any]]
             ) -> None:
        """The computer players play on a copy of ``before`` (``played``: the session's
        way, ``GameSession.ai_played``): the screen keeps showing (and a save keeps
        writing) a game that no thread changes."""
        self._play(before, played)

    @work(thread=True, exclusive=True, group="ai")
    def _play(self, before: Game[Any], played: Callable[[Game[Any], Cancel], Game[Any]]
              ) -> None:
        after: Game[Any] | None = None
        error: Exception | None = None
        try:
            after = played(before, worker_cancelled())
        except Cancelled:
            return  # quit, undone or replaced: whoever cancelled has moved on
        except Exception as exc:
            error = exc
        self.post_message(ComputerDone(before, after, error))

    def hint(self, d: Decision, game: Game[Any], lang: str,
             find: Callable[[Game[Any], Cancel], Hinted]) -> None:
        """The hint for ``d`` worked out on ``game``, a copy (the game may move on while
        it is), in the language ``lang`` (``find``: how the screen finds it)."""
        self._hint(d, game, lang, find)

    @work(thread=True, exclusive=True, group="hint")
    def _hint(self, d: Decision, game: Game[Any], lang: str,
              find: Callable[[Game[Any], Cancel], Hinted]) -> None:
        h: Hinted | None = None
        error: Exception | None = None
        try:
            h = find(game, worker_cancelled())
        except Cancelled:
            return  # undone, quit or replaced: nobody waits for this hint
        except Exception as exc:  # the game goes on without the hint
            error = exc
        self.post_message(HintReady(d, h, error, lang))

    def stop(self, *groups: str) -> None:
        """Cancel the work of ``groups`` ("ai", "hint")."""
        for group in groups:
            self.workers.cancel_group(self, group)
