"""The rftg Textual app: new game, play against computer players, learn from the tutor."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterable
from pathlib import Path

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from rftg.core.save import SaveError
from rftg.core.solitaire.table import RobotTable
from rftg.tui.screens.dialogs import HelpScreen, LoadScreen, ResumeDialog
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.jumpdrive import JdGameScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.session import (
    GameSession,
    NewGame,
    data_dir,
    free_path,
    remove_stale_temp_files,
    saved_games,
)


class RftgApp(App[None]):
    TITLE = "Race for the Galaxy"
    CSS_PATH = "app.tcss"
    # classes on the app for small terminals (app.tcss): from 80x24 up
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    BINDINGS = [
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("t", "toggle_theme", "Theme"),
        Binding("ctrl+q", "quit", "Quit", show=False),
    ]

    def __init__(self, home: Path | None = None, seed: int | None = None,
                 session: GameSession | None = None, game: str = "rftg") -> None:
        """``session``: start straight into this game (tests, a loaded position);
        ``game``: the game the new game screen offers first (rftg or jumpdrive)."""
        super().__init__()
        self.game = game
        self.home = home or data_dir()
        self.seed = seed
        self.session: GameSession | None = None
        self.start_with = session
        self.autosave_path = self.home / "autosave.json"

    # ------------------------------------------------------------------ start

    def on_mount(self) -> None:
        self.theme = "textual-dark"
        removed = remove_stale_temp_files(self.home)
        if removed:
            self.notify(f"Removed {len(removed)} unfinished save file(s) left by a save "
                        "that was cut short.", timeout=8)
        if self.start_with is not None:
            self.start_session(self.start_with)
            return
        session = self.last_autosave()
        if session is not None and not session.over:
            g = session.game
            when = f", saved {session.saved_at}" if session.saved_at else ""
            name = "Jump Drive: " if g.setup.game == "jumpdrive" else ""
            summary = (f"{name}Round {g.state.round}, {g.setup.players} players, seed "
                       f"{g.setup.seed}{when}.")

            def answer(resume: bool | None) -> None:
                if resume:
                    self.start_session(session)
                else:
                    self.show_new_game()

            self.push_screen(ResumeDialog(summary), answer)
            return
        self.show_new_game()

    def last_autosave(self) -> GameSession | None:
        """The newest autosave that can be read (autosave.json, or autosave-2.json, ...
        written after a broken one); it is where autosaves go from now on. A file that
        cannot be read is reported and kept as it is; autosaves then go to a new file."""
        autosaves = [p for p in saved_games(self.home) if p.parent == self.home]
        broken: list[str] = []
        found: GameSession | None = None
        for path in autosaves:
            try:
                found = GameSession.load(path, path)
            except SaveError as exc:
                broken.append(str(exc))
                continue
            self.autosave_path = path
            break
        if broken:
            if found is None:
                self.autosave_path = free_path(self.home, "autosave")
            self.notify(f"An autosave could not be read: {broken[0]}. It is kept as it is; "
                        f"new autosaves go to {self.autosave_path.name}.",
                        severity="warning", timeout=15)
        return found

    def show_new_game(self) -> None:
        running = self.session if self.session is not None and not self.session.over \
            else None

        def chosen(options: NewGame | None) -> None:
            if options is None:
                return  # back to the running game
            if running is not None and running is self.session:
                kept = self.keep_running_game(running)
                if kept is None:
                    return  # not replaced: it could not be kept
            self.start_session(GameSession.new(options, self.autosave_path))

        self.push_screen(NewGameScreen(self.seed, back=running is not None, game=self.game),
                         chosen)

    def keep_running_game(self, session: GameSession) -> Path | None:
        """Save the running game before a new one replaces it (the autosave will hold
        the new game): Load brings it back."""
        path = free_path(self.home / "saves", time.strftime("game-%Y%m%d-%H%M%S"))
        try:
            session.save(path)
        except OSError as exc:
            self.notify(f"Your running game could not be saved ({exc}); it is kept.",
                        severity="error")
            return None
        self.notify(f"Your previous game is saved as {path.name}: Load brings it back.",
                    title="Game kept", timeout=10)
        return path

    def start_session(self, session: GameSession) -> None:
        self.session = session
        self.switch_or_push(JdGameScreen(session) if session.game.setup.game == "jumpdrive"
                            else GameScreen(session))
        if session.game.setup.robot is not None:
            self.robot_notice(session.game.setup.robot.table)

    def robot_notice(self, table: RobotTable) -> None:
        """A solitaire game: once, which of the robot's numbers are not from the rulebook;
        every time, what is wrong with the user's copy of them (the game then plays with
        the game's own)."""
        from rftg.core.solitaire.table import user_table
        from rftg.tui.robot import notice_due, notice_shown
        from rftg.tui.screens.robot import RobotNoticeScreen

        problem = user_table(self.home)[1]
        if notice_due(self.home):
            notice_shown(self.home)
            self.push_screen(RobotNoticeScreen(table, self.home, problem))
        elif problem:
            self.notify(f"Your robot numbers were not used: {problem}", severity="warning",
                        timeout=15)

    def switch_or_push(self, screen: Screen[None]) -> None:
        if isinstance(self.screen, GameScreen | JdGameScreen | NewGameScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    # ------------------------------------------------------------------ actions

    def action_help(self) -> None:
        self.push_screen(HelpScreen())

    def action_toggle_theme(self) -> None:
        self.theme = "textual-light" if self.theme == "textual-dark" else "textual-dark"

    def action_save(self) -> None:
        if self.session is None:
            self.notify("There is no game to save.", severity="warning")
            return
        path = free_path(self.home / "saves", time.strftime("game-%Y%m%d-%H%M%S"))
        try:
            self.session.save(path)
        except OSError as exc:
            self.notify(f"Could not save: {exc}", severity="error")
            return
        self.notify(f"Saved to {path}", title="Saved")

    def action_load(self) -> None:
        saves = saved_games(self.home)

        def picked(path: Path | None) -> None:
            if path is None:
                return
            try:
                session = GameSession.load(path, self.autosave_path)
            except SaveError as exc:
                self.notify(str(exc), title="Cannot load", severity="error", timeout=10)
                return
            self.start_session(session)
            self.notify(f"Loaded {path.name}")

        self.push_screen(LoadScreen(saves), picked)

    def action_new_game(self) -> None:
        self.show_new_game()

    async def action_quit(self) -> None:
        if self.session is not None:
            with contextlib.suppress(OSError):  # quitting must not fail on a full disk
                self.session.autosave()
        self.exit()

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand("New game", "Start a new game", self.action_new_game)
        yield SystemCommand("Save game", "Save the game to a file", self.action_save)
        yield SystemCommand("Load game", "Load a saved game", self.action_load)
        yield SystemCommand("Help", "Keys and how to play", self.action_help)
        yield SystemCommand("Toggle light/dark theme", "Switch the colour theme",
                            self.action_toggle_theme)
        if isinstance(screen, GameScreen | JdGameScreen):
            yield SystemCommand("Scores", "Show the score breakdown", screen.action_scores)
            yield SystemCommand("Undo", "Take back your last decision", screen.action_undo)
            yield SystemCommand("Redo", "Redo a decision you took back", screen.action_redo)
