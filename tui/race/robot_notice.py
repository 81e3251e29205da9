"""The solitaire robot's notice: which of its numbers are not from the rulebook, and how a
copy of content/robot.toml in the data folder overrides them. Shown once (the data folder
remembers it); a broken copy is reported whenever a solitaire game starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App

from rftg.core.solitaire.table import TABLE_FILE, RobotTable, write_copy
from rftg.core.solitaire.text import robot_text
from rftg.tui.race.robot import notice_text
from rftg.tui.screens.dialogs import NoticeScreen
from rftg.tui.texts import t


class RobotNoticeScreen(NoticeScreen):
    """The numbers of the robot that the rulebook does not print, and the override."""

    NOTICE_ID = "robot-notice"

    def __init__(self, table: RobotTable, home: Path, problem: str | None = None) -> None:
        super().__init__(home)
        self.table = table
        self.problem = problem

    def text(self) -> str:
        return notice_text(self.table, self.home / TABLE_FILE, self.problem)

    def labels(self) -> tuple[str, str, str]:
        return (robot_text("screen", "ok"), robot_text("screen", "write_button"),
                robot_text("screen", "write"))

    def write(self) -> str:
        """Write the game's numbers to robot.toml in the data folder (never over a copy
        that is there)."""
        from rftg.tutor.race.robot import written

        path, fresh = write_copy(self.home)
        return written(str(path), fresh)

    def not_written(self, error: OSError) -> str:
        return str(robot_text("screen", "not_written", error=error))

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
