"""The solitaire robot's notice: which of its numbers are not from the rulebook, and how a
copy of content/robot.toml in the data folder overrides them. Shown once (the data folder
remembers it); a broken copy is reported whenever a solitaire game starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from rftg.core.solitaire.table import TABLE_FILE, RobotTable, write_copy
from rftg.core.solitaire.text import robot_text
from rftg.tui.bindings import relabel
from rftg.tui.race.robot import notice_text
from rftg.tui.screens.dialogs import CLOSE, Dialog
from rftg.tui.texts import t
from rftg.tui.widgets import translate_bindings


class RobotNoticeScreen(Dialog[None]):
    """The numbers of the robot that the rulebook does not print, and the override."""

    BINDINGS = [*CLOSE, Binding("w", "write_copy", "Write a copy")]

    def __init__(self, table: RobotTable, home: Path, problem: str | None = None) -> None:
        super().__init__()
        self.table = table
        self.home = home
        self.problem = problem

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide", id="robot-notice"):
            yield Static(id="notice-text")
            with Horizontal(classes="buttons"):
                yield Button(id="close", variant="primary")
                yield Button(id="write-copy")

    def on_mount(self) -> None:
        self.refresh_language()
        self.query_one("#close", Button).focus()

    def refresh_language(self) -> None:
        """Show the notice, its buttons and key in the language of this run again."""
        self.query_one("#notice-text", Static).update(
            notice_text(self.table, self.home / TABLE_FILE, self.problem))
        self.query_one("#close", Button).label = robot_text("screen", "ok")
        self.query_one("#write-copy", Button).label = robot_text("screen", "write_button")
        translate_bindings(self, self.KEYS)
        relabel(self, {"write_copy": robot_text("screen", "write")})

    def action_dismiss_screen(self) -> None:
        self.close()

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()

    @on(Button.Pressed, "#write-copy")
    def action_write_copy(self) -> None:
        """Write the game's numbers to robot.toml in the data folder (never over a copy
        that is there)."""
        from rftg.tutor.race.robot import written

        try:
            path, fresh = write_copy(self.home)
        except OSError as exc:
            self.notify(robot_text("screen", "not_written", error=exc), severity="error")
            return
        self.notify(written(str(path), fresh), timeout=10)


def robot_notice(app: App[Any], home: Path, table: RobotTable, again: bool = False) -> None:
    """A solitaire game: once (``again``: when asked for, from the palette), which of the
    robot's numbers are not from the rulebook; every time, what is wrong with the user's
    copy of them (the game then plays with the game's own)."""
    from rftg.core.solitaire.table import user_table
    from rftg.tui.race.robot import notice_due, notice_shown

    problem = user_table(home)[1]
    if again or notice_due(home):
        notice_shown(home)
        app.push_screen(RobotNoticeScreen(table, home, problem))
    elif problem:
        app.notify(t("app.robot_numbers_unused", problem=problem), severity="warning",
                   timeout=15)
