"""The game screen of every game: the lines above the table, the table, the decision with
the tutor box, the log and the key bar, each a widget of its screen area
(``rftg.tui.widgets``) rendering what the game's presenter gives (``rftg.tui.present``).

Widgets only render what the engine says (through the human's observation) and tell the
screen what the player did with messages (``rftg.tui.messages``); no rule lives here.
Computer players think in a worker thread (``rftg.tui.screens.turns``). A game's own
screen (``rftg.tui.race.screen``, ``rftg.tui.jumpdrive.screen``) adds its keys and dialogs.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button
from textual.widgets.button import ButtonVariant

from rftg.core.decisions import Decision, IllegalChoice
from rftg.tui.messages import ChoiceMade, OptionChosen, OptionLooked, TableShown
from rftg.tui.present import Presenter
from rftg.tui.render import esc, tr
from rftg.tui.render import kind_title as kind_title  # (the decision titles)
from rftg.tui.screens.looking import LookingScreen
from rftg.tui.screens.passing import PassScreen
from rftg.tui.session import GameSession, Hinted
from rftg.tui.view import DecisionView
from rftg.tui.widgets.board import Board
from rftg.tui.widgets.decision import DecisionPanel
from rftg.tui.widgets.keys import KeyBar
from rftg.tui.widgets.lines import InfoLine
from rftg.tui.widgets.log import LogPane
from rftg.tui.widgets.thinking import Thinking
from rftg.tui.widgets.tutor import TutorBox


class GameScreen(LookingScreen):
    """One game's screen, composed of the widgets of each area. ``presenter``: what the
    game shows; ``BUTTONS``: the buttons under the options, by id (``confirm`` answers,
    ``hint`` asks for a hint, ``scores`` shows the scores)."""

    BUTTONS: tuple[tuple[str, ButtonVariant], ...] = (("confirm", "primary"),
                                                      ("hint", "default"))

    def __init__(self, session: GameSession, presenter: Presenter) -> None:
        super().__init__(session)
        self.presenter = presenter

    @property
    def obs(self) -> Any:
        return self.presenter.obs

    @property
    def game_log(self) -> Any:
        """The log's lines so far (``rftg.tui.log.EventLog``)."""
        return self.presenter.log

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        p = self.presenter
        yield InfoLine(id="status")
        yield InfoLine(id="stake")
        for id in p.lines():
            yield InfoLine(id=id)
        with Horizontal(id="main"):
            yield Board(p.zones(), p.zone_titles(), p.legend())
            yield DecisionPanel(p, [(id, self.button_label(id), variant)
                                    for id, variant in self.BUTTONS])
        yield LogPane()
        yield KeyBar(self.NARROW_DROP)
        yield Thinking()

    def button_label(self, id: str) -> str:
        """The words of a button in the language of the run."""
        return tr(f"button.{id}")

    @property
    def tutor_box(self) -> TutorBox:
        return self.query_one(TutorBox)

    def on_mount(self) -> None:
        self.show_titles()
        session = self.session
        if session.shared and session.shown_to != session.human:
            # pass-and-play: the table stays hidden until its person is at the screen
            self.app.push_screen(PassScreen(self.seat_name(session.human)), self.shown)
            return
        self.shown(None)

    def on_screen_resume(self) -> None:
        """On top again (a dialog or notice closed): the app may show what waited for
        the table (the game over screen of a game finished behind a notice)."""
        if self.session.over:
            self.post_message(TableShown(self.session))

    def shown(self, _: object) -> None:
        """The table may show (its person is at the screen): show it, play on."""
        self.session.shown_to = self.session.human
        self.refresh_view()
        self.advance()

    def seat_name(self, seat: int) -> str:
        from rftg.tui.render import player_name

        return player_name(self.session.game.state.players[seat].name)

    def hand_over(self, seat: int) -> None:
        """Pass-and-play: ``seat`` decides next. A new screen shows that person's table
        (their hand, the others' tableaus) behind the "Pass to" screen."""
        if self.app.screen is not self:
            return
        from rftg.tui.games import TUIS

        self.session.human = seat
        self.app.switch_screen(TUIS.get(self.session.game.setup.game).screen(self.session))

    def show_titles(self) -> None:
        """The titles of the boxes, the buttons, the legend and the words of the key bar,
        in the language of the run."""
        self.tutor_box.border_title = tr("screen.tutor")
        self.query_one(Board).border_title = self.presenter.board_title or tr("screen.board")
        self.query_one(LogPane).border_title = tr("screen.log")
        self.query_one(KeyBar).show_words()
        self.panel.relabel({id: self.button_label(id) for id, _ in self.BUTTONS})
        self.query_one(Board).show_titles(self.presenter.zone_titles(), self.presenter.legend())

    def refresh_language(self) -> None:
        """The language of the run has changed (``rftg.core.lang.set_language``): show
        every text again in the new one, the log from the first event and the tutor's
        explanation too. The game and the decision are the same; the decision is drawn
        again (a hint shown is gone, and one being worked out is dropped: it would speak
        the old language) with the option that was highlighted."""
        self.query_one(Thinking).stop("hint")
        self.presenter.reword()
        options = self.panel.options
        highlighted, decision = options.highlighted, self.decision
        self.show_titles()
        self.decision = None
        self.refresh_view()
        if decision is not None and self.decision is decision and highlighted is not None \
                and highlighted < options.option_count:
            options.highlighted = highlighted

    # ------------------------------------------------------------------ rendering

    def refresh_view(self) -> None:
        p, size = self.presenter, self.app.size
        obs = p.obs
        self.query_one("#status", InfoLine).show(p.status(obs, size.width, size.height))
        self.query_one("#stake", InfoLine).show(p.stake(obs, size.width))
        for id in p.lines():
            self.query_one(f"#{id}", InfoLine).show(p.line(id, obs, size.width, size.height))
        self.query_one(Board).show(p.table(obs, size.width))
        note = p.note(obs)
        banner = self.session.banner
        if banner:  # the session's own task first (finding a better move again)
            note = f"[b]{esc(banner)}[/b]" + (f"\n\n{note}" if note else "")
        self.tutor_box.show_note(note)
        self.query_one(LogPane).add(p.log_lines(), p.log.restarted)
        for id in ("confirm", "hint"):  # nothing to answer or ask at the game's end
            for button in self.query(f"#{id}"):
                button.display = not self.session.over and (id != "hint" or self.session.hints)
        self.refresh_bindings()  # nor their keys on the bar (``check_action``)
        self.show_decision()

    def show_decision(self) -> None:
        d = self.session.human_decision() if not self.thinking else None
        if d is None and not self.thinking and not self.session.over:
            seat = self.session.next_human()
            if seat is not None:  # pass-and-play: the next person's turn
                self.call_later(self.hand_over, seat)
        if d is self.decision and d is not None:
            return
        self.decision = d
        self.armed = None
        self.clear_hint()
        view = None if d is None else self.presenter.decision(self.presenter.obs, d)
        self.panel.show(view, self.presenter.waiting(self.session.over), self.thinking)
        self.show_tutor()
        if view is None:
            return
        self.call_after_refresh(self.arm, view)
        if self.session.auto_forced and self.presenter.auto_play and view.forced:
            return  # arm plays the only possible answer
        if self.session.hints and self.presenter.payment_hint(view.decision):
            self.compute_hint(view.decision)  # the recommended cards come preselected

    def show_tutor(self) -> None:
        """The tutor's explanation of the decision shown, with the highlighted option."""
        p = self.presenter
        self.tutor_box.show(p.tutor(p.obs, self.decision, self.panel.option))

    def arm(self, view: DecisionView) -> None:
        """The decision is on screen now: from here on keys may answer it."""
        if self.decision is not view.decision or self.thinking:
            return
        self.armed = view.decision
        if self.session.auto_forced and self.presenter.auto_play and view.forced:
            self.action_confirm()  # the only possible answer

    # ------------------------------------------------------------------ the player's answers

    def action_confirm(self) -> None:
        if self._ready() is not None:
            self.panel.confirm()

    def on_choice_made(self, message: ChoiceMade) -> None:
        if message.decision is self._ready():
            self.play(message.choice)

    def on_option_chosen(self, message: OptionChosen) -> None:
        """Enter or a click on an option: an option without cards to choose is the
        answer; one that asks for cards moves on to its card list."""
        view = self.panel.view
        if message.decision is not self._ready() or view is None:
            return
        index = view.index(message.option.move)
        if index is not None and view.options[index].enter_confirms:
            self.panel.confirm()
        else:
            self.panel.focus_cards()

    def on_option_looked(self, message: OptionLooked) -> None:
        self.show_tutor()  # the arrow line follows the highlighted option

    def refused(self, error: IllegalChoice, cards: tuple[int, ...]) -> None:
        self.notify(self.presenter.refused(self.presenter.obs, error, cards),
                    title=tr("notify.not_allowed"), severity="error", timeout=8)

    @on(Button.Pressed, "#hint, #scores")
    def _button(self, event: Button.Pressed) -> None:
        """The Hint or the Scores button: as h, as v."""
        if event.button.id == "hint":
            self.action_hint()
        else:
            self.action_scores()

    # ------------------------------------------------------------------ hints

    def clear_hint(self) -> None:
        super().clear_hint()
        self.tutor_box.clear_hint()

    def hint_thinking(self, d: Decision) -> None:
        view = self.panel.view
        if view is None:
            return
        wait = self.presenter.hint_wait(view)
        if wait.in_prompt:
            self.panel.show_prompt(wait.markup)
        else:
            self.tutor_box.wait_hint(wait.markup)

    def hint_failed(self) -> None:
        self.panel.show_prompt()
        self.tutor_box.clear_hint()

    def show_hint(self, index: int, h: Hinted) -> None:
        self.panel.show_hint(index, h.choice)
        self.tutor_box.put_hint(self.presenter.hint(h))
        notice = self.presenter.hint_notice(h, self.app.size.height)
        if notice is not None:  # the tutor box shows a few lines only
            self.notify(notice[0], title=notice[1], timeout=12)
