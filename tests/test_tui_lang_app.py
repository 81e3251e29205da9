"""The language of the TUI: chosen when the app starts (``RftgApp(lang=...)``), switched by
the player in the command palette or the settings dialog (every screen shows its words
again, a running game goes on as it was) and kept in settings.toml; a broken settings file
is reported and never overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button, Checkbox, Label, Select
from tui_helpers import settled

from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.tui.app import RftgApp
from rftg.tui.screens.dialogs import HelpScreen, SettingsScreen
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.session import GameSession
from rftg.tui.settings import saved_language

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    try:
        yield tmp_path
    finally:
        language.set_language("en")


def footer_words(app: RftgApp) -> list[str]:
    """The descriptions of the keys the footer shows."""
    return [b.binding.description for b in app.screen.active_bindings.values()
            if b.binding.show and b.binding.description]


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


def messages(app: RftgApp) -> list[str]:
    return [n.message for n in app._notifications]


async def palette(pilot, words: str) -> None:
    """Run the command that ``words`` finds first in the command palette (Ctrl+P)."""
    await pilot.press("ctrl+p")
    await settled(pilot)
    await pilot.press(*words)
    await settled(pilot)
    await pilot.press("enter")
    await settled(pilot)


async def test_the_app_speaks_the_language_it_is_given() -> None:
    """``RftgApp(lang="de")`` sets the language of the run: the tutor, the hints and the
    log speak it too."""
    app = RftgApp(seed=7, lang="de")
    assert language.current() == "de"
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert text_of(screen, "#title") == "Race for the Galaxy — neues Spiel"
        assert screen.query_one("#start-game", Button).label.plain == "Spiel starten"
        assert "Zurück / Beenden" in footer_words(app)
        assert "Hilfe" in footer_words(app)


async def test_the_palette_switches_the_language_and_keeps_the_form(home: Path) -> None:
    """'Language: Deutsch' in the palette: every word of the new game screen is German at
    once, what the player chose stays; 'Sprache: English' brings English back. Each choice
    is kept in settings.toml."""
    app = RftgApp(seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        screen = app.screen
        screen.query_one("#game", Select).value = "jumpdrive"
        await settled(pilot)
        screen.query_one("#players", Select).value = 3
        await settled(pilot)
        english = [str(label.render()) for label in screen.query(Label)]

        await palette(pilot, "Language: Deutsch")
        assert language.current() == "de"
        assert saved_language(home) == "de"
        assert app.screen is screen  # the same screen, in other words
        assert screen.query_one("#game", Select).value == "jumpdrive"
        assert screen.query_one("#players", Select).value == 3
        assert screen.query_one("#seed").value == "7"
        assert text_of(screen, "#title") == "Jump Drive — neues Spiel"
        assert "Spieler insgesamt" in [str(x.render())
                                                       for x in screen.query(Label)]
        assert "3 Spieler" in str(screen.query_one("#players", Select).query_one(
            "SelectCurrent").query_one("#label").render())
        assert "erkunde" in text_of(screen, "#setup-note")  # the Jump Drive note, again
        assert screen.query_one("#own-cards", Checkbox).label.plain == "Eigene Karten"
        assert "Zurück / Beenden" in footer_words(app)
        assert "Die Sprache ist jetzt Deutsch." in messages(app)

        await palette(pilot, "Sprache: English")
        assert language.current() == "en"
        assert saved_language(home) == "en"
        assert [str(label.render()) for label in screen.query(Label)] == english
        assert text_of(screen, "#title") == "Jump Drive — new game"
        assert "Back / Quit" in footer_words(app)


async def test_the_settings_dialog_switches_the_language(home: Path) -> None:
    """Settings (from the palette): the language select takes effect at once, the dialog
    itself included, and the choice is kept."""
    app = RftgApp(seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        await palette(pilot, "Settings")
        dialog = app.screen
        assert isinstance(dialog, SettingsScreen)
        dialog.query_one("#language", Select).value = "de"
        await settled(pilot)
        assert language.current() == "de"
        assert saved_language(home) == "de"
        assert text_of(dialog, "#settings-title") == "Einstellungen"
        assert dialog.query_one("#close", Button).label.plain == "Schließen (Esc)"
        await pilot.press("escape")
        await settled(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert app.screen.query_one("#start-game", Button).label.plain == "Spiel starten"


async def test_a_running_game_goes_on_in_the_other_language(home: Path) -> None:
    """Switching during a game changes the words only: the same session, the same game,
    the same moves; the help shows the German page."""
    game = Game(RaceSetup(players=2, start="first", seed=3, names=("You", "Computer 1")))
    session = GameSession(game)
    app = RftgApp(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        game_before = session.game
        moves = list(game_before.choices)
        await palette(pilot, "Language: Deutsch")
        assert isinstance(app.screen, GameScreen)
        assert app.session is session and app.screen.session is session
        assert session.game is game_before and session.game.choices == moves
        assert "Hilfe" in footer_words(app)
        await pilot.press("question_mark")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert "So spielst du rftg" in str(app.screen.query_one("Markdown").source)


async def test_a_broken_settings_file_is_reported_and_left_alone(home: Path) -> None:
    """At the start the broken file is reported once; switching the language still works
    for this run and says it could not be kept; the file is never overwritten."""
    path = home / "settings.toml"
    broken = b"language = \n"
    path.write_bytes(broken)
    app = RftgApp(seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        reported = [m for m in messages(app) if "could not be read" in m]
        assert len(reported) == 1 and str(path) in reported[0]
        await palette(pilot, "Language: Deutsch")
        assert language.current() == "de"
        assert isinstance(app.screen, NewGameScreen)
        assert any("nicht für den nächsten Start gespeichert" in m for m in messages(app))
    assert path.read_bytes() == broken


def test_every_key_the_shell_shows_has_its_words() -> None:
    """Every binding with a description on the app, the new game screen and the dialogs
    has its text in the tui catalogue (else it would stay English)."""
    from rftg.tui.screens import dialogs
    from rftg.tui.widgets import CardList

    for cls, section in [(RftgApp, "keys.app"), (NewGameScreen, "keys.new_game"),
                         (dialogs.HelpScreen, "keys.dialog"),
                         (dialogs.ResumeDialog, "keys.resume"),
                         (dialogs.LoadScreen, "keys.load"),
                         (dialogs.SettingsScreen, "keys.settings"),
                         (CardList, "keys.dialog")]:
        texts = language.raw("tui", section, "de")
        for binding in cls.BINDINGS:
            if binding.description:
                assert binding.action.rsplit(".", 1)[-1] in texts, (cls, binding)


async def test_textual_commands_speak_the_language() -> None:
    """The palette's own commands (Theme, Quit, Keys ...) are worded in German too."""
    app = RftgApp(seed=7, lang="de")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert {"Farbschema", "Beenden", "Tasten", "Neues Spiel", "Sprache: English",
                "Einstellungen"} <= set(titles)
        assert "Quit" not in titles and "Language: Deutsch" not in titles


async def test_score_and_card_dialogs_in_german() -> None:
    """The scores: German title, 'Du', SP, the German card names the rulebooks print; a
    card: its German name with the English one, its facts and powers in German, the
    English powers below."""
    from rftg.core.scenario import position
    from rftg.core.text import card_name
    from rftg.tui.race.dialogs import CardScreen, ScoreScreen

    game = position([{"tableau": ["Old Earth", "Free Trade Association"], "chips": 2},
                     {"tableau": ["Alpha Centauri"]}], "round_end")
    game.state.players[0].name = "You"
    game.state.players[1].name = "Computer 1"
    app = RftgApp(session=GameSession(game, 0, "normal"), lang="de")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        app.push_screen(ScoreScreen(app.session))
        await settled(pilot)
        shown = " ".join(str(w.render()) for w in app.screen.query("Static, Label"))
        assert "Wertung jetzt (Runde" in shown
        assert "Du: " in shown and " SP" in shown
        fta = next(c for c in game.state.cards if c.name == "Free Trade Association")
        assert fta.de and card_name(fta) == fta.de
        table = app.screen.query("DataTable").first()
        rows = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert fta.de in rows and "Siegpunkt-Chips" in rows
        await pilot.press("escape")
        await settled(pilot)
        app.push_screen(CardScreen(fta))
        await settled(pilot)
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert f"{fta.de} ({fta.name})" in shown
        assert "Kosten 6" in shown and "Entwicklung mit Kosten 6" in shown
        assert "English" in shown and "Schließen (Esc)" in str(
            app.screen.query_one("#close", Button).label)


async def test_a_game_screen_without_the_hook_is_built_again(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game screen that cannot show its words again (no ``refresh_language``) is built
    again for the same session, as loading does: the game goes on where it was."""
    from rftg.tui.screens.turns import TurnScreen

    for cls in (GameScreen, TurnScreen):
        monkeypatch.delattr(cls, "refresh_language", raising=False)
    game = Game(RaceSetup(players=2, start="first", seed=3, names=("You", "Computer 1")))
    session = GameSession(game)
    app = RftgApp(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        before, moves = app.screen, list(session.game.choices)
        await palette(pilot, "Language: Deutsch")
        assert isinstance(app.screen, GameScreen) and app.screen is not before
        assert app.screen.session is session
        assert session.game.choices == moves  # nobody answered anything
        assert "Hilfe" in footer_words(app)


async def test_a_hint_worked_out_before_a_language_switch_is_not_shown_after_it(monkeypatch):
    """A hint is worded in the language it was asked in: one still being worked out when
    the language changes is dropped (as a shown hint is), and h asks again in the new."""
    import asyncio
    import threading

    waiting, gate = threading.Event(), threading.Event()
    real = GameScreen.find_hint

    def slow(self, game, cancelled):  # worked out in English, held until the switch
        found = real(self, game, cancelled)
        waiting.set()
        gate.wait()
        return found

    monkeypatch.setattr(GameScreen, "find_hint", slow)
    session = GameSession(Game(RaceSetup(players=2, start="first", seed=4,
                                         names=("You", "Computer 1"))), 0)
    app = RftgApp(session=session)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("h")
        await asyncio.to_thread(waiting.wait)
        app.switch_language("de")
        gate.set()
        await settled(pilot)
        assert screen.shown_hint is None
        assert not screen.query_one("#hint-text").display
        await pilot.press("h")
        await settled(pilot)
        assert screen.shown_hint is not None
        assert str(screen.query_one("#hint-text").render()).startswith("Tipp:")
