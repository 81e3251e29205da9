"""The rftg Textual app: new game, play against computer players, learn from the tutor."""

from __future__ import annotations

import contextlib
import random
import sqlite3
import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from textual import events
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.errors import os_reason
from rftg.core.save import SaveError
from rftg.tui import settings, stats
from rftg.tui.games import TUIS
from rftg.tui.messages import GameFinished, TableShown
from rftg.tui.reviews import KeptReview, TrialSession, cache_path, home_cache_path, reviewable
from rftg.tui.screens.dialogs import HelpScreen, LoadScreen, ResumeDialog, SettingsScreen
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.game_over import GameOverScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.screens.review import open_review
from rftg.tui.screens.stats import StatsScreen
from rftg.tui.session import (
    MAX_SEED,
    GameSession,
    NewGame,
    data_dir,
    free_path,
    last_autosave,
    remove_stale_temp_files,
    saved_games,
)
from rftg.tui.texts import HELP, language_name, t
from rftg.tui.widgets import language_hook, translate_bindings

TEXTUAL_COMMANDS = {"Theme": "theme", "Quit": "quit", "Keys": "keys", "Minimize": "minimize",
                    "Maximize": "maximize", "Screenshot": "screenshot"}
"""Textual's own commands in the palette, by their English title: the catalogue key of
their words in the language of the run."""


MIN_SIZE = (20, 8)
"""The smallest terminal the app draws itself in (columns, lines); below it, it says so."""


class TooSmallScreen(ModalScreen[None]):
    """Shown while the terminal is smaller than ``MIN_SIZE``: it says so, and every key
    stops here (the game below waits as it is)."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; overflow: hidden; }
    TooSmallScreen > Static { width: 100%; height: auto; text-align: center; }
    """

    def compose(self) -> ComposeResult:
        yield Static(t("app.too_small", width=MIN_SIZE[0], height=MIN_SIZE[1]),
                     markup=False)

    def on_key(self, event: events.Key) -> None:
        event.stop()


class RftgApp(App[None]):
    TITLE = "Race for the Galaxy"
    CSS_PATH = "app.tcss"
    # classes on the app for small terminals (app.tcss): from 80x24 up
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    BINDINGS = [
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("t", "toggle_theme", "Theme"),
        Binding("percent_sign", "stats", "Statistics", key_display="%", show=False),
        Binding("escape", "leave_trial", show=False),
        Binding("ctrl+q", "quit", "Quit", show=False),
    ]

    def __init__(self, home: Path | None = None, seed: int | None = None,
                 session: GameSession | None = None, game: str = "rftg",
                 lang: str | None = None) -> None:
        """``session``: start straight into this game (tests, a loaded position);
        ``game``: the game the new game screen offers first (rftg or jumpdrive);
        ``lang``: the language of every text (None: the language of the run). The
        player may switch it (the palette, Settings); it is kept in settings.toml."""
        super().__init__()
        language.set_language(lang if lang is not None else language.current())
        translate_bindings(self, "keys.app")
        self.game = game
        self.home = home or data_dir()
        self.seed = seed
        self.session: GameSession | None = None
        # a finished game whose game over screen waits for its table to be on top (a
        # notice of the game's first start shows over it)
        self.game_over_due: GameSession | None = None
        self.start_with = session
        self.autosave_path = self.home / "autosave.json"

    # ------------------------------------------------------------------ start

    def on_mount(self) -> None:
        self.open_first_screen()
        self.call_after_refresh(lambda: self.fit_to(self.size))  # started too small

    def open_first_screen(self) -> None:
        self.theme = "textual-dark"
        try:
            settings.load(self.home)
        except settings.SettingsError as exc:
            self.notify(t("app.settings_broken", reason=exc.reason, path=exc.path),
                        title=t("app.settings_broken_title"), severity="warning",
                        markup=False, timeout=15)
        removed = remove_stale_temp_files(self.home)
        if removed:
            self.notify(t("app.stale_temp_files", n=len(removed)) if len(removed) > 1
                        else t("app.stale_temp_file"), timeout=8)
        if self.start_with is not None:
            self.start_session(self.start_with)
            return
        session = self.last_autosave()
        if session is not None and not session.over:  # (of the game asked for)
            def answer(resume: bool | None) -> None:
                if resume:
                    self.start_session(session)
                else:
                    self.show_new_game()

            self.push_screen(ResumeDialog(partial(resume_summary, session)), answer)
            return
        self.show_new_game()

    def last_autosave(self) -> GameSession | None:
        """The newest autosave that can be read (autosave.json, or autosave-2.json, ...
        written after a broken one); it is where autosaves go from now on. A file that
        cannot be read is reported and kept as it is; autosaves then go to a new file."""
        found = last_autosave(self.home, self.game)
        self.autosave_path = found.path
        if found.broken:
            self.notify(t("app.autosave_broken", error=found.broken[0],
                          file=found.path.name), severity="warning", timeout=15)
        return found.session

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
            session = GameSession.new(options, self.autosave_path)
            session.auto_forced = settings.auto_play(self.home)  # the setting for learners
            self.start_session(session)

        self.push_screen(NewGameScreen(self.seed, back=running is not None, game=self.game,
                                       home=self.home), chosen)

    def keep_running_game(self, session: GameSession) -> Path | None:
        """Save the running game before a new one replaces it (the autosave will hold
        the new game): Load brings it back."""
        path = free_path(self.home / "saves", time.strftime("game-%Y%m%d-%H%M%S"))
        try:
            session.save(path)
        except OSError as exc:
            self.notify(t("app.keep_failed", error=exc), severity="error")
            return None
        self.notify(t("app.kept", file=path.name), title=t("app.kept_title"), timeout=10)
        return path

    def start_session(self, session: GameSession) -> None:
        """Play ``session`` on its game's screen (and what its game does at the start: the
        solitaire robot's notice)."""
        self.session = session
        game = TUIS.get(session.game.setup.game)
        self.switch_or_push(game.screen(session))
        game.started(self, self.home, session)

    def switch_or_push(self, screen: Screen[None]) -> None:
        if isinstance(self.screen, GameScreen | NewGameScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    # ------------------------------------------------------------------ the game's end

    def on_game_finished(self, message: GameFinished) -> None:
        """The game is over: it is counted in the statistics (once) and the game over
        screen shows it (unless it shows already)."""
        session: GameSession = message.session
        if self.session is not session:
            return
        recorded = session.recorded
        problem = stats.record_finished(self.home, session)
        if problem is not None:
            self.notify(t("app.stats_problem", reason=problem), severity="warning",
                        markup=False, timeout=15)
        if session.recorded != recorded:  # the autosave remembers that it is counted
            with contextlib.suppress(OSError):
                session.autosave()
        self.show_game_over()

    def show_game_over(self) -> None:
        """The game over screen of the finished game on the table (once on the stack);
        while a notice or dialog is over the table, once it has closed."""
        if any(isinstance(s, GameOverScreen) for s in self.screen_stack):
            return
        screen, session = self.screen, self.session
        if session is None or not session.over:
            return
        if not isinstance(screen, GameScreen):
            if any(isinstance(s, GameScreen) and s.session is session
                   for s in self.screen_stack):
                self.game_over_due = session  # (on_table_shown)
            return
        if screen.session is session:
            self.game_over_due = None
            self.push_screen(GameOverScreen(screen.presenter.game_over(),
                                            self.game_over_action,
                                            reviewable(session.game)))

    def on_table_shown(self, message: TableShown) -> None:
        """The table is on top again: the game over screen that waited for it shows."""
        if self.game_over_due is not None and message.session is self.game_over_due:
            self.show_game_over()

    def game_over_action(self, action: str) -> None:
        """A button of the game over screen: review, rematch, new game, record."""
        session = self.session
        if session is None:
            return
        if action == "review":
            self.review(session, home_cache_path(self.home, session.game))
        elif action == "rematch":
            setup = session.game.setup.model_copy(update={"seed": random.randrange(MAX_SEED)})
            rematch = GameSession(Game(setup), session.human, session.difficulty,
                                  self.autosave_path)
            rematch.auto_forced = session.auto_forced
            self.pop_to_game()
            self.start_session(rematch)
            self.notify(t("app.rematch", seed=setup.seed))
        elif action == "new_game":
            self.pop_to_game()
            self.show_new_game()
        elif action == "record":
            self.write_record(session)
        elif action == "scores":  # the game's own score dialog, over the game over screen
            game = next((s for s in self.screen_stack if isinstance(s, GameScreen)
                         and s.session is session), None)
            if game is not None:
                game.action_scores()

    def pop_to_game(self) -> None:
        """Close the screens above the game screen (the game over, a review)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, GameScreen):
            self.pop_screen()

    def write_record(self, session: GameSession) -> None:
        """The game's record, to share: as text and as a page of HTML in the data
        folder's ``records`` (``rftg export`` writes the same)."""
        from rftg.tui.record import export

        folder = self.home / "records"
        stem = free_path(folder, time.strftime("game-%Y%m%d-%H%M%S")).stem
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for fmt, suffix in (("html", ".html"), ("text", ".txt")):
                (folder / (stem + suffix)).write_text(export(session.game, fmt),
                                                      encoding="utf-8")
        except OSError as exc:
            self.notify(t("app.record_failed", error=os_reason(exc)), severity="error")
            return
        self.notify(t("app.record_written", path=folder / (stem + ".html")),
                    title=t("app.record_title"), markup=False, timeout=12)

    def review(self, session: GameSession, path: Path) -> None:
        """The review of ``session``'s game for its human seat, kept at ``path``."""
        game = session.game
        if not reviewable(game):
            self.notify(t("over.no_review"), severity="warning")
            return
        self.push_screen(open_review(KeptReview(game, session.human, path),
                                     session.difficulty, self))

    def action_review_save(self) -> None:
        """Review any save: pick it, then its review (kept beside it)."""
        def picked(path: Path | None) -> None:
            if path is None:
                return
            try:
                session = GameSession.load(path)
            except SaveError as exc:
                self.notify(str(exc), title=t("app.load_failed_title"), severity="error",
                            timeout=10)
                return
            self.review(session, cache_path(path))

        self.push_screen(LoadScreen(saved_games(self.home)), picked)

    def action_stats(self) -> None:
        """The statistics of every finished game (a database that cannot be used is
        moved aside, said, and a new one begun)."""
        if isinstance(self.screen, StatsScreen | TooSmallScreen):
            return
        store = stats.Stats(self.home)
        try:
            summary = store.summary()
        except (sqlite3.Error, OSError) as exc:
            self.notify(t("app.stats_problem", reason=str(exc)), severity="warning",
                        markup=False)
            return
        finally:
            store.close()
        if store.problem is not None:
            self.notify(t("app.stats_problem", reason=f"{store.problem}: {store.set_aside}"),
                        severity="warning", markup=False, timeout=15)
        self.push_screen(StatsScreen(summary))

    def action_leave_trial(self) -> None:
        """Escape while retrying a mistake: back to the review."""
        if isinstance(getattr(self.screen, "session", None), TrialSession):
            self.pop_screen()

    # ------------------------------------------------------------------ actions

    def action_help(self) -> None:
        if not isinstance(self.screen, TooSmallScreen):
            self.push_screen(HelpScreen(self.help_page()))

    def help_page(self) -> str:
        """The help page of the game on screen (under any dialog over it: its
        ``TuiGame.help_page``); the app's own page on the new game screen and elsewhere."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, NewGameScreen):
                break
            session = getattr(screen, "session", None)
            if isinstance(session, GameSession):
                return TUIS.get(session.game.setup.game).help_page
        return HELP

    def on_resize(self, event: events.Resize) -> None:
        self.fit_to(event.size)

    def fit_to(self, size: tuple[int, int]) -> None:
        """Below ``MIN_SIZE`` the app says the terminal is too small (``TooSmallScreen``);
        at that size again or larger, the screen below comes back as it was."""
        small = size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]
        shown = isinstance(self.screen, TooSmallScreen)
        if small and not shown:
            self.push_screen(TooSmallScreen())
        elif not small:
            while isinstance(self.screen, TooSmallScreen):
                self.pop_screen()

    def action_toggle_theme(self) -> None:
        self.theme = "textual-light" if self.theme == "textual-dark" else "textual-dark"

    def action_save(self) -> None:
        if self.session is None:
            self.notify(t("app.nothing_to_save"), severity="warning")
            return
        path = free_path(self.home / "saves", time.strftime("game-%Y%m%d-%H%M%S"))
        try:
            self.session.save(path)
        except OSError as exc:
            self.notify(t("app.save_failed", error=os_reason(exc)), severity="error")
            return
        self.notify(t("app.saved", path=path), title=t("app.saved_title"))

    def action_load(self) -> None:
        saves = saved_games(self.home)

        def picked(path: Path | None) -> None:
            if path is None:
                return
            try:
                session = GameSession.load(path, self.autosave_path)
            except SaveError as exc:
                self.notify(str(exc), title=t("app.load_failed_title"), severity="error",
                            timeout=10)
                return
            self.start_session(session)
            self.notify(t("app.loaded", file=path.name))

        self.push_screen(LoadScreen(saves), picked)

    def action_new_game(self) -> None:
        self.show_new_game()

    async def action_quit(self) -> None:
        if self.session is not None:
            with contextlib.suppress(OSError):  # quitting must not fail on a full disk
                self.session.autosave()
        self.exit()

    def action_help_quit(self) -> None:
        """Ctrl+C: say how to quit (Textual's words, in the language of the run)."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(t("app.quit_how", key=key), title=t("app.quit_how_title"))
                return

    def action_command_palette(self) -> None:
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            palette = CommandPalette(id="--command-palette",
                                     placeholder=t("app.palette_placeholder"))
            translate_bindings(palette, "keys.palette")
            self.push_screen(palette)

    def action_settings(self) -> None:
        self.push_screen(SettingsScreen(self.switch_language,
                                        (settings.auto_play(self.home), self.set_auto_play)))

    def set_auto_play(self, on: bool) -> None:
        """Keep the auto-play setting for new games (the running game's ``a`` is its
        own); a settings file that cannot be read or written is reported, left as it is."""
        try:
            settings.save_auto_play(self.home, on)
        except settings.SettingsError as exc:
            self.notify(t("settings.auto_play_not_kept", reason=exc.reason, path=exc.path),
                        severity="warning", markup=False, timeout=15)

    # ------------------------------------------------------------------ language

    def switch_language(self, lang: str) -> None:
        """Show every text in ``lang`` from now on and keep it in settings.toml. Every
        screen shows its words again; a running game goes on as it is. A settings file
        that cannot be read or written is reported and left as it is."""
        if lang != language.current():
            language.set_language(lang)
            self.refresh_language()
            self.notify(t("app.language_now", name=language_name(lang)), timeout=4)
        try:
            settings.save_language(self.home, lang)
        except settings.SettingsError as exc:
            self.notify(t("app.language_not_kept", reason=exc.reason, path=exc.path),
                        severity="warning", markup=False, timeout=15)

    def refresh_language(self) -> None:
        """Every screen of the stack, and every widget on it that speaks a language, shows
        its words again."""
        translate_bindings(self, "keys.app")
        for screen in list(self.screen_stack):
            for node in (screen, *screen.walk_children()):
                if hook := language_hook(node):
                    hook()
        game = self.screen
        if isinstance(game, GameScreen) and not language_hook(game):
            # a game screen that cannot show its words again is built again for the same
            # session, as loading does: the game goes on where it is
            self.switch_screen(TUIS.get(game.session.game.setup.game).screen(game.session))
        self.screen.refresh_bindings()

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        for textual in super().get_system_commands(screen):
            key = TEXTUAL_COMMANDS.get(textual.title)
            if key is None:
                yield textual
                continue
            help_key = f"{key}_help"
            if key == "keys":
                help_key = "keys_hide_help" if screen.query("HelpPanel") else "keys_show_help"
            yield textual._replace(title=t(f"commands.{key}"), help=t(f"commands.{help_key}"))

        def command(key: str, callback: Callable[[], object]) -> SystemCommand:
            return SystemCommand(t(f"commands.{key}"), t(f"commands.{key}_help"), callback)

        yield command("new_game", self.action_new_game)
        yield command("save", self.action_save)
        yield command("load", self.action_load)
        yield command("help", self.action_help)
        yield command("theme_toggle", self.action_toggle_theme)
        for lang in language.LANGUAGES:  # each other language, named in its own words
            if lang != language.current():
                yield SystemCommand(t("commands.language", name=language_name(lang)),
                                    t("commands.language_help"),
                                    partial(self.switch_language, lang))
        yield command("settings", self.action_settings)
        yield command("stats", self.action_stats)
        yield command("review_save", self.action_review_save)
        if isinstance(screen, GameScreen):
            if screen.session.over and screen.session is self.session:
                yield command("game_over", self.show_game_over)
            yield command("scores", screen.action_scores)
            yield command("undo", screen.action_undo)
            yield command("redo", screen.action_redo)
            session = screen.session  # and the game's own (the robot's numbers)
            for key, action in TUIS.get(session.game.setup.game).commands(self, self.home,
                                                                          session):
                yield command(key, action)


def resume_summary(session: GameSession) -> str:
    """'Race for the Galaxy, you and 1 computer player (normal), first game: round 3,
    seed 7, saved 2026-01-02 10:00.' (the game describes itself)."""
    g = session.game
    game = TUIS.get(g.setup.game)
    values = {"round": g.state.round, "seed": g.setup.seed,
              "game": game.describe(g.setup, len(session.humans), session.difficulty)}
    return (t("resume.summary_saved", saved_at=session.saved_at, **values)
            if session.saved_at else t("resume.summary", **values))
