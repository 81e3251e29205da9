"""What every game screen does between the player's decisions: the computer players take
their turns in a worker thread on a copy of the game, the game is autosaved, undo and
redo, and hints (``h``: worked out in a worker thread on a copy of the game, shown, taken
on a second ``h``). ``GameScreen`` (Race for the Galaxy) and ``JdGameScreen`` (Jump Drive)
share it; each supplies its own hint (``find_hint``) and how it shows one (``show_hint``).

A computer player that searches (hard) stops thinking when the player quits, starts or
loads another game (the screen goes: Textual cancels its workers) or undoes (``action_undo``
cancels the worker): the worker passes ``cancelled`` to the players, which stop between
play-outs. The game they played on is a copy, so the session loses nothing."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from textual import work
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, OptionList, RichLog, Static
from textual.worker import get_current_worker

from rftg.core.decisions import Decision, IllegalChoice, Option
from rftg.core.engine import Game
from rftg.core.lang import current, text
from rftg.solver.games import SOLVERS
from rftg.solver.players.hard import Cancelled
from rftg.tui.bindings import fit, relabel
from rftg.tui.render import tr
from rftg.tui.session import GameSession, Hinted


def worker_cancelled() -> Callable[[], bool]:
    """In a worker thread: whether this worker has been cancelled, as the searching players
    and the hints ask it (``cancelled=``)."""
    worker = get_current_worker()
    return lambda: worker.is_cancelled


class TurnScreen(Screen[None]):
    """A game screen's turn loop. Subclasses show the table and the pending decision, in
    ``#board``, ``#tutor-box`` (``#hint-text`` in it) and ``#log``.

    The texts are in the language of the run; when it changes, the app calls
    ``refresh_language`` and the screen shows everything again in the new one."""

    # every game's keys (a game adds its own: GameScreen)
    BINDINGS = [
        Binding("c", "confirm", "Confirm", priority=True),
        Binding("h", "hint", "Hint"),
        Binding("u", "undo", "Undo"),
        Binding("r", "redo", "Redo"),
        Binding("d", "details", "Card"),
        Binding("v", "scores", "Scores"),
        Binding("l", "full_log", "Log"),
        Binding("s", "app.save", "Save"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit"),
        # the app's key, here so that the key bar may leave it out first when it is narrow
        Binding("t", "app.toggle_theme", "Theme"),
    ]
    BOARD_TITLE: ClassVar[str | None] = None  # None: "Table" in the language of the run
    # the key bar: action -> the key of its word in the tui_game catalogue's [keys]
    KEY_WORDS: ClassVar[Mapping[str, str]] = {}
    # the keys the bar leaves out first when the terminal is too narrow for all of them
    # (rftg.tui.bindings.fit): the least needed first; "?" lists every key
    NARROW_DROP: ClassVar[tuple[str, ...]] = ("app.toggle_theme", "redo", "details",
                                               "full_log", "scores")

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.decision: Decision | None = None
        self.thinking = False
        # the decision the keys may answer: set only once it has been painted, so a key
        # that arrives before a new decision is on screen never answers it
        self.armed: Decision | None = None
        self.shown_log = 0
        self.shown_hint: tuple[Decision, Hinted] | None = None

    def on_mount(self) -> None:
        self.query_one("#hint-text").display = False
        self.show_titles()
        self.refresh_view()
        self.advance()

    def show_titles(self) -> None:
        """The titles of the boxes and the words of the key bar, in the language of the
        run (subclasses add their own fixed labels)."""
        self.query_one("#tutor-box").border_title = tr("screen.tutor")
        self.query_one("#board").border_title = self.BOARD_TITLE or tr("screen.board")
        self.query_one("#log", RichLog).border_title = tr("screen.log")
        words = {action: tr(f"keys.{word}") for action, word in self.KEY_WORDS.items()}
        words["app.toggle_theme"] = text("tui", "keys.app.toggle_theme")  # the app's word
        relabel(self, words)
        self.fit_key_bar()

    def on_resize(self) -> None:
        self.fit_key_bar()

    def fit_key_bar(self) -> None:
        """Every key the bar shows fits the terminal's width (``fit``)."""
        fit(self, self.query_one(Footer), self.size.width, self.NARROW_DROP)

    def refresh_language(self) -> None:
        """The language of the run has changed (``rftg.core.lang.set_language``): show
        every text again in the new one. The game and the decision are the same; the
        decision is drawn again (its options, the tutor; a hint shown is gone, and one
        being worked out is dropped: it would speak the old language) with the option that
        was highlighted."""
        self.workers.cancel_group(self, "hint")
        options = self.query_one("#options", OptionList)
        highlighted, decision = options.highlighted, self.decision
        self.show_titles()
        self.decision = None
        self.refresh_view()
        if decision is not None and self.decision is decision and highlighted is not None \
                and highlighted < options.option_count:
            options.highlighted = highlighted

    def put_hint(self, lines: list[str]) -> None:
        """Show a hint's lines (markup) at the top of the tutor box, scrolled into view."""
        box = self.query_one("#hint-text", Static)
        box.update("\n".join(lines))
        box.display = True
        self.query_one("#tutor-box", VerticalScroll).scroll_home(animate=False)

    # ------------------------------------------------------------------ subclass hooks

    def refresh_view(self) -> None:
        """Show the whole table and the pending decision again."""
        raise NotImplementedError

    def show_decision(self) -> None:
        """Show the pending decision (none while the computers think)."""
        raise NotImplementedError

    def action_scores(self) -> None:
        raise NotImplementedError

    def find_hint(self, game: Game[Any], cancelled: Callable[[], bool]) -> Hinted:
        """In the hint worker's thread: the hint for the human's decision in ``game`` (a
        copy no one else changes), stopping when ``cancelled`` says so."""
        return SOLVERS.get(game.setup.game).hint(game, self.session.human, None, cancelled,
                                                 current())

    def hint_thinking(self, d: Decision) -> None:
        """Say that a hint for ``d`` is being worked out."""
        raise NotImplementedError

    def show_hint(self, option: Option, h: Hinted) -> None:
        """Show ``h``, a hint for ``option`` (already highlighted), with its cards selected."""
        raise NotImplementedError

    def hint_failed(self) -> None:
        """Take back what ``hint_thinking`` showed: no hint came."""
        raise NotImplementedError

    def _ready(self) -> Decision | None:
        """The decision the player may answer now: shown, painted, nobody thinking."""
        d = self.decision
        return d if d is not None and d is self.armed and not self.thinking else None

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
    def _think(self, before: Game[Any]) -> None:
        """The computer players play on a copy of ``before``: the screen keeps showing
        (and a save keeps writing) a game that no thread changes."""
        after: Game[Any] | None = None
        error: Exception | None = None
        try:
            after = self.session.ai_played(before, worker_cancelled())
        except Cancelled:
            return  # quit, undone or replaced: whoever cancelled has moved on
        except Exception as exc:
            error = exc
        self.app.call_from_thread(self._thought, before, after, error)

    def _thought(self, before: Game[Any], after: Game[Any] | None, error: Exception | None) -> None:
        self.thinking = False
        self.query_one("#options", OptionList).loading = False
        if after is not None:
            self.session.adopt(before, after)
        if error is not None:
            self.notify(tr("notify.ai_failed", error=error), severity="error")
        self.refresh_view()
        self.after_turn()

    def after_turn(self) -> None:
        problem = self.session.autosave_told()
        if problem is not None:
            self.notify(tr("notify.autosave_failed", error=problem), severity="warning")
        if self.session.over:
            self.action_scores()

    # ------------------------------------------------------------------ hints

    def action_hint(self) -> None:
        """First press: show the hint and select it; second press: take it."""
        d = self._ready()
        if d is None:
            return
        if self.shown_hint is not None and self.shown_hint[0] is d:
            try:
                self.session.play(self.shown_hint[1].choice)
            except IllegalChoice as exc:
                self.notify(str(exc), title=tr("notify.not_allowed"), severity="error",
                            timeout=8)
                return
            self.refresh_view()
            self.advance()
            return
        self.hint_thinking(d)
        self.compute_hint(d)

    def compute_hint(self, d: Decision) -> None:
        # the hint thinks about a copy: the game may move on while it does
        self._compute_hint(d, self.session.game.clone(), current())

    @work(thread=True, exclusive=True, group="hint")
    def _compute_hint(self, d: Decision, game: Game[Any], lang: str) -> None:
        h: Hinted | None = None
        error: Exception | None = None
        try:
            h = self.find_hint(game, worker_cancelled())
        except Cancelled:
            return  # undone, quit or replaced: nobody waits for this hint
        except Exception as exc:  # the game goes on without the hint
            error = exc
        self.app.call_from_thread(self._hint_ready, d, h, error, lang)

    def _hint_ready(self, d: Decision, h: Hinted | None, error: Exception | None,
                    lang: str) -> None:
        if d is not self.decision or lang != current():
            return  # the decision moved on meanwhile, or the language changed
        if h is None:
            self.hint_failed()
            self.notify(tr("hint.none", error=error), severity="warning")
            return
        self.shown_hint = (d, h)
        idx = next(i for i, o in enumerate(d.options) if o.move == h.choice.move)
        self.query_one("#options", OptionList).highlighted = idx
        self.show_hint(d.options[idx], h)

    def hinted_cards(self, option: Option) -> tuple[int, ...] | None:
        """The cards the shown hint selects for ``option`` (None: no hint for it), so they
        stay selected when its option is shown again."""
        h = self.shown_hint
        if h is None or h[0] is not self.decision or h[1].choice.move != option.move:
            return None
        return h[1].choice.cards

    def clear_hint(self) -> None:
        """A new decision: no hint shown (the ``#hint-text`` box empty and hidden)."""
        self.shown_hint = None
        box = self.query_one("#hint-text", Static)
        box.update("")
        box.display = False

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
            self.notify(tr("notify.undone"))
        else:
            self.notify(tr("notify.no_undo"), severity="warning")

    def action_redo(self) -> None:
        if self.thinking:
            return
        if self.session.redo():
            self.decision = None
            self.refresh_view()
            self.advance()
        else:
            self.notify(tr("notify.no_redo"), severity="warning")
