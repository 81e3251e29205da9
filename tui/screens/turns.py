"""What every game screen does between the player's decisions: the computer players take
their turns (in a worker thread on a copy of the game: ``rftg.tui.widgets.thinking``),
the game is autosaved, undo and redo, and hints (``h``: worked out in a worker thread on
a copy of the game, shown, taken on a second ``h``). The workers tell the screen their
result with a message (``ComputerDone``, ``HintReady``); ``GameScreen`` shows it.

A computer player that searches (hard) stops thinking when the player quits, starts or
loads another game (the screen goes: Textual cancels its workers) or undoes (``action_undo``
cancels the worker): the worker passes ``cancelled`` to the players, which stop between
play-outs. The game they played on is a copy, so the session loses nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList

from rftg.core.decisions import Choice, Decision, IllegalChoice
from rftg.core.engine import Game
from rftg.core.lang import current
from rftg.solver.games import SOLVERS
from rftg.tui.messages import ComputerDone, GameFinished, HintReady
from rftg.tui.render import tr
from rftg.tui.session import GameSession, Hinted
from rftg.tui.widgets.thinking import Thinking


class TurnScreen(Screen[None]):
    """A game screen's turn loop. ``GameScreen`` shows the table and the pending decision
    and composes the ``Thinking`` widget that runs the workers."""

    # every game's keys (a game adds its own)
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
        self.shown_hint: tuple[Decision, Hinted] | None = None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No hint key where the session allows none and no undo where it takes nothing
        back (finding a better move again); on a finished table no Confirm and no Hint
        (nothing is asked): the keys that would do nothing leave the bar."""
        if action in ("confirm", "hint") and self.session.over:
            return False
        if action in ("undo", "redo") and not self.session.undoable:
            return False  # (finding a better move again: nothing to take back)
        return self.session.hints or action != "hint"

    # ------------------------------------------------------------------ what GameScreen shows

    def refresh_view(self) -> None:
        """Show the whole table and the pending decision again."""
        raise NotImplementedError

    def show_decision(self) -> None:
        """Show the pending decision (none while the computers think)."""
        raise NotImplementedError

    def action_scores(self) -> None:
        raise NotImplementedError

    def hint_thinking(self, d: Decision) -> None:
        """Say that a hint for ``d`` is being worked out."""
        raise NotImplementedError

    def show_hint(self, index: int, h: Hinted) -> None:
        """Show ``h``, a hint for the option at ``index``, its cards selected."""
        raise NotImplementedError

    def hint_failed(self) -> None:
        """Take back what ``hint_thinking`` showed: no hint came."""
        raise NotImplementedError

    def hand_over(self, seat: int) -> None:
        """Pass-and-play: ``seat``'s person decides next (their table, after the "Pass
        to" screen)."""
        raise NotImplementedError

    def clear_hint(self) -> None:
        """A new decision: no hint shown."""
        self.shown_hint = None

    def refused(self, error: IllegalChoice, cards: tuple[int, ...]) -> None:
        """Say why the player's choice is not allowed."""
        self.notify(str(error), title=tr("notify.not_allowed"), severity="error", timeout=8)

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
        self.query_one(Thinking).play(self.session.game, self.session.ai_played)

    def on_computer_done(self, message: ComputerDone) -> None:
        self.thinking = False
        self.query_one("#options", OptionList).loading = False
        if message.after is not None:
            self.session.adopt(message.before, message.after)
        if message.error is not None:
            self.notify(tr("notify.ai_failed", error=message.error), severity="error")
        self.refresh_view()
        self.after_turn()

    def after_turn(self) -> None:
        problem = self.session.autosave_told()
        if problem is not None:
            self.notify(tr("notify.autosave_failed", error=problem), severity="warning")
        if self.session.over:
            self.post_message(GameFinished(self.session))  # the app records and shows it

    # ------------------------------------------------------------------ hints

    def action_hint(self) -> None:
        """First press: show the hint and select it; second press: take it."""
        d = self._ready()
        if d is None or not self.session.hints:
            return
        if self.shown_hint is not None and self.shown_hint[0] is d:
            self.play(self.shown_hint[1].choice, explain=False)
            return
        self.hint_thinking(d)
        self.compute_hint(d)

    def compute_hint(self, d: Decision) -> None:
        # the hint thinks about a copy: the game may move on while it does
        self.query_one(Thinking).hint(d, self.session.game.clone(), current(), self.find_hint)

    def find_hint(self, game: Game[Any], cancelled: Callable[[], bool]) -> Hinted:
        """In the hint worker's thread: the hint for the human's decision in ``game`` (a
        copy no one else changes), stopping when ``cancelled`` says so."""
        return SOLVERS.get(game.setup.game).hint(game, self.session.human, None, cancelled,
                                                 current())

    def on_hint_ready(self, message: HintReady) -> None:
        d, h = message.decision, message.hint
        if d is not self.decision or message.lang != current():
            return  # the decision moved on meanwhile, or the language changed
        if h is None:
            self.hint_failed()
            self.notify(tr("hint.none", error=message.error), severity="warning")
            return
        self.shown_hint = (d, h)
        self.show_hint(next(i for i, o in enumerate(d.options) if o.move == h.choice.move), h)

    # ------------------------------------------------------------------ answers, undo, redo

    def play(self, choice: Choice, explain: bool = True) -> None:
        """The player's answer to the decision shown (refused: says why, ``explain``: with
        the tutor's reasons; nothing changes)."""
        try:
            self.session.play(choice)
        except IllegalChoice as exc:
            if explain:
                self.refused(exc, choice.cards)
            else:
                TurnScreen.refused(self, exc, choice.cards)
            return
        self.refresh_view()
        self.advance()

    def stop_thinking(self) -> None:
        """Stop the computer players' thinking and a hint's: the workers are cancelled
        (the players stop at their next play-out) and the computers' game, a copy, is
        never adopted."""
        self.query_one(Thinking).stop("ai", "hint")
        if self.thinking:
            self.thinking = False
            self.query_one("#options", OptionList).loading = False

    def action_undo(self) -> None:
        if self.thinking and not self.session.can_undo():
            return  # nothing to take back: let them think
        self.stop_thinking()
        if self.session.undo():
            self.decision = None
            self.notify(tr("notify.undone"))
            if self.session.human != self.session.shown_to:
                self.hand_over(self.session.human)  # pass-and-play: another person's choice
                return
            self.refresh_view()
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
