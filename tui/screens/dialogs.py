"""Modal screens every game shares: help, the whole log, resume, load, settings (a game's
own dialogs, its cards and scores, live in its sub-package)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import (
    Button,
    Checkbox,
    Label,
    Markdown,
    OptionList,
    RichLog,
    Select,
    Static,
)
from textual.widgets.option_list import Option as ListOption

from rftg.core import lang as language
from rftg.tui.render import esc
from rftg.tui.texts import HELP, help_markdown, language_name, t
from rftg.tui.widgets import Sturdy, Tick, translate_bindings

if TYPE_CHECKING:
    from rftg.tui.session import GameSession

CLOSE: list[BindingType] = [Binding("escape", "dismiss_screen", "Close"),
                            Binding("q", "dismiss_screen", "Close")]

R = TypeVar("R")


class Dialog(ModalScreen[R]):
    """A modal screen that closes once: a second Escape (or a burst of keys) that arrives
    before the first has taken the dialog away must not close the screen below it.

    Its key bindings speak the language of the run (``KEYS``: their catalogue section);
    when the player switches the language, it is composed again (``refresh_language``:
    a dialog that keeps state on its widgets shows its new words in place instead)."""

    KEYS: ClassVar[str] = "keys.dialog"
    closing = False

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self, self.KEYS)

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.call_later(self.recompose)

    def close(self, result: R | None = None) -> None:
        if self.closing or not self.is_current:
            return
        self.closing = True
        self.dismiss(result)


class _Closable(Dialog[None]):
    BINDINGS = CLOSE

    def action_dismiss_screen(self) -> None:
        self.close()



class ScoresDialog(_Closable):
    """A game's scores: a title, once the game is over why it ended, a block per seat and
    Close. A game's dialog says them in ``show_scores`` (again when the language changes),
    into the widgets ``#score-title``, ``#why-ended``, ``#score-<seat>`` and ``#close``."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        game = self.session.game
        with VerticalScroll(classes="dialog wide"):
            yield Static(id="score-title")
            if game.over:
                yield Static(id="why-ended")
            for p in range(game.setup.players):
                yield Static(id=f"score-{p}")
            yield Button(id="close")

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.show_scores()

    def show_scores(self) -> None:
        raise NotImplementedError

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class NoticeScreen(Dialog[None]):
    """A game's numbers that no rulebook prints (the robot's table, New Frontiers' tiles,
    Andromeda's components): which are ours, and ``w`` writes a copy of the game's file into
    the data folder for the player to edit (never over one that is there). Each game says
    its words: ``text()``, ``labels()`` (OK, the write button, the write key), ``write()``
    (what was written, in words) and ``not_written(error)``."""

    BINDINGS = [*CLOSE, Binding("w", "write_copy", "Write a copy")]
    NOTICE_ID: ClassVar[str] = "notice"

    def __init__(self, home: Path) -> None:
        super().__init__()
        self.home = home

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide", id=self.NOTICE_ID):
            yield Static(id="notice-text")
            with Horizontal(classes="buttons"):
                yield Button(id="close", variant="primary")
                yield Button(id="write-copy")

    def on_mount(self) -> None:
        self.refresh_language()
        self.query_one("#close", Button).focus()

    def refresh_language(self) -> None:
        """The notice, its buttons and its key in the language of this run again."""
        from rftg.tui.bindings import relabel

        ok, button, key = self.labels()
        self.query_one("#notice-text", Static).update(self.text())
        self.query_one("#close", Button).label = ok
        self.query_one("#write-copy", Button).label = button
        translate_bindings(self, self.KEYS)
        relabel(self, {"write_copy": key})

    def text(self) -> str:
        raise NotImplementedError

    def labels(self) -> tuple[str, str, str]:
        raise NotImplementedError

    def write(self) -> str:
        raise NotImplementedError

    def not_written(self, error: OSError) -> str:
        raise NotImplementedError

    def action_dismiss_screen(self) -> None:
        self.close()

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()

    @on(Button.Pressed, "#write-copy")
    def action_write_copy(self) -> None:
        try:
            said = self.write()
        except OSError as exc:
            self.notify(self.not_written(exc), severity="error")
            return
        self.notify(said, timeout=10)

class HelpScreen(_Closable):
    """The keys, the symbols and a short how-to-play of the game on screen
    (content/text/<lang>/<page>.md: ``TuiGame.help_page``; the app's own page elsewhere)."""

    def __init__(self, page: str = HELP) -> None:
        super().__init__()
        self.page = page

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Markdown(help_markdown(page=self.page))
            yield Button(t("dialog.close"), id="close")

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class LogScreen(_Closable):
    """The whole log, to scroll through (the game screen shows its last lines)."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide log-dialog"):
            yield Static(t("log.title"), id="log-title")
            log = RichLog(id="full-log", markup=True, wrap=True)
            yield log
            yield Button(t("dialog.close"), id="close")

    def refresh_language(self) -> None:
        """The words around the log; its lines stay as they were shown."""
        translate_bindings(self, self.KEYS)
        self.query_one("#log-title", Static).update(t("log.title"))
        self.query_one("#close", Button).label = t("dialog.close")

    def on_mount(self) -> None:
        log = self.query_one("#full-log", RichLog)
        for line in self.lines:
            log.write(esc(line))
        log.focus()

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class ResumeDialog(Dialog[bool]):
    """Offer to resume the autosaved game. ``summary`` says which game it is, in the
    language of the run."""

    KEYS = "keys.resume"
    BINDINGS = [Binding("escape", "no", "New game"), Binding("y", "yes", "Resume"),
                Binding("n", "no", "New game")]

    def __init__(self, summary: Callable[[], str]) -> None:
        super().__init__()
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self._question(), id="question")
            with Horizontal(classes="buttons"):
                yield Button(t("resume.yes"), id="yes", variant="primary")
                yield Button(t("resume.no"), id="no")

    def _question(self) -> str:
        return f"[b]{t('resume.question')}[/b]\n{esc(self.summary())}"

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#question", Static).update(self._question())
        self.query_one("#yes", Button).label = t("resume.yes")
        self.query_one("#no", Button).label = t("resume.no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    @on(Button.Pressed, "#yes")
    def action_yes(self) -> None:
        self.close(True)

    @on(Button.Pressed, "#no")
    def action_no(self) -> None:
        self.close(False)


class LoadScreen(Dialog[Path]):
    """Pick a saved game."""

    KEYS = "keys.load"
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, saves: list[Path]) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(t("load.title") if self.saves else t("load.none"), id="load-title")
            if self.saves:
                yield Sturdy(*[ListOption(esc(p.name), id=str(i))
                                   for i, p in enumerate(self.saves)], id="saves")
            yield Button(t("dialog.cancel"), id="cancel")

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#load-title", Static).update(t("load.title") if self.saves
                                                     else t("load.none"))
        self.query_one("#cancel", Button).label = t("dialog.cancel")

    @on(OptionList.OptionSelected, "#saves")
    def _pick(self, event: OptionList.OptionSelected) -> None:
        self.close(self.saves[int(event.option.id or 0)])

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.close()


class SettingsScreen(Dialog[None]):
    """The player's settings: the language. A choice takes effect at once (``choose``: the
    app switches every screen and keeps the choice in settings.toml)."""

    KEYS = "keys.settings"
    BINDINGS = [Binding("escape", "close_settings", "Close")]

    def __init__(self, choose: Callable[[str], None],
                 auto: tuple[bool, Callable[[bool], None]] | None = None) -> None:
        """``auto``: the auto-play setting now and what to do when it changes."""
        super().__init__()
        self.choose = choose
        self.auto = auto

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="settings"):
            yield Static(f"[b]{t('settings.title')}[/b]", id="settings-title")
            yield Label(t("settings.language"), id="language-label")
            yield Select([(language_name(lang), lang) for lang in language.LANGUAGES],
                         value=language.current(), allow_blank=False, id="language")
            yield Static(t("settings.language_note"), id="language-note")
            if self.auto is not None:
                yield Tick(t("settings.auto_play"), self.auto[0], id="auto-play")
                yield Static(t("settings.auto_play_note"), id="auto-play-note")
            yield Button(t("settings.close"), id="close")

    def on_mount(self) -> None:
        self.query_one("#language", Select).focus()

    @on(Select.Changed, "#language")
    def _language(self, event: Select.Changed) -> None:
        if event.value != language.current():
            self.choose(str(event.value))

    @on(Checkbox.Changed, "#auto-play")
    def _auto(self, event: Checkbox.Changed) -> None:
        if self.auto is not None:
            self.auto[1](event.value)

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        for box in self.query("#auto-play").results(Checkbox):
            box.label = t("settings.auto_play")
            self.query_one("#auto-play-note", Static).update(t("settings.auto_play_note"))
        self.query_one("#settings-title", Static).update(f"[b]{t('settings.title')}[/b]")
        self.query_one("#language-label", Label).update(t("settings.language"))
        self.query_one("#language-note", Static).update(t("settings.language_note"))
        self.query_one("#close", Button).label = t("settings.close")

    @on(Button.Pressed, "#close")
    def action_close_settings(self) -> None:
        self.close()
