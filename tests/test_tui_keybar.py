"""The key bar of the game screens fits the terminal: at 80 columns "? Help" and "q Quit"
are on it (Textual's footer cut off what did not fit), in English and German; a wider
terminal gets every key back, and a resize or a language switch fits it again."""

from __future__ import annotations

import pytest
from textual.widgets import Footer
from textual.widgets._footer import FooterKey
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.race.setup import RaceSetup
from rftg.tui.app import RftgApp
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def bar(app: RftgApp) -> dict[str, int]:
    """The keys the bar shows, by action, with the column where each ends."""
    keys = app.screen.query_one(Footer).query(FooterKey)
    return {k.action: k.region.right for k in keys if k.display and k.region.width}


def session(game: str = "rftg") -> GameSession:
    setup = RaceSetup(players=2, start="first", seed=4) if game == "rftg" \
        else JumpDriveSetup(players=2, seed=4)
    return GameSession(Game(setup), 0)


EVERY_KEY = {"confirm", "hint", "undo", "redo", "details", "scores", "full_log", "app.save",
             "app.help", "app.quit", "app.toggle_theme", "command_palette"}


@pytest.mark.parametrize("game", ["rftg", "jumpdrive"])
async def test_at_80_columns_help_and_quit_are_on_the_bar_and_everything_fits(game):
    app = RftgApp(session=session(game))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        shown = bar(app)
        assert {"confirm", "hint", "undo", "app.save", "app.help", "app.quit"} <= set(shown)
        assert max(shown.values()) <= 80
        assert app.screen.query_one(Footer).compact
        # the least needed keys leave first; ? lists them all, and they still work
        assert "app.toggle_theme" not in shown and "command_palette" not in shown
        await pilot.press("t")
        assert app.theme == "textual-light"


async def test_a_wide_terminal_shows_every_key_and_a_resize_fits_the_bar_again():
    app = RftgApp(session=session())
    async with app.run_test(size=(120, 32)) as pilot:
        await settled(pilot)
        assert set(bar(app)) == EVERY_KEY
        assert not app.screen.query_one(Footer).compact
        await pilot.resize_terminal(60, 24)
        await settled(pilot)
        shown = bar(app)
        assert {"confirm", "hint", "app.help", "app.quit"} <= set(shown)
        assert "redo" not in shown and max(shown.values()) <= 60
        await pilot.resize_terminal(120, 32)
        await settled(pilot)
        assert set(bar(app)) == EVERY_KEY


async def test_in_german_the_longer_words_fit_too(german):
    app = RftgApp(session=session())
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        shown = bar(app)
        assert {"confirm", "hint", "undo", "scores", "app.save", "app.help",
                "app.quit"} <= set(shown)
        assert "redo" not in shown and max(shown.values()) <= 80
        words = {str(k.description) for k in app.screen.query_one(Footer).query(FooterKey)}
        assert {"Hilfe", "Beenden"} <= words


async def test_a_language_switch_fits_the_bar_in_the_new_words():
    app = RftgApp(session=session())
    async with app.run_test(size=(84, 24)) as pilot:
        await settled(pilot)
        assert "redo" in bar(app)  # English fits at 84 with every game key
        app.switch_language("de")
        await settled(pilot)
        shown = bar(app)
        assert "redo" not in shown and max(shown.values()) <= 84
        assert {"app.help", "app.quit"} <= set(shown)


def test_both_game_screens_declare_the_same_keys_once() -> None:
    """The keys every game has come from TurnScreen; the Race for the Galaxy screen adds
    its hidden ones. What each declared is what the bar shows once it fits again."""
    from rftg.tui.bindings import declared_shown
    from rftg.tui.jumpdrive.screen import JdGameScreen
    from rftg.tui.race.screen import RaceScreen
    from rftg.tui.screens.game import GameScreen
    from rftg.tui.screens.turns import TurnScreen

    common = declared_shown(TurnScreen)
    assert {"confirm", "hint", "undo", "app.quit", "app.toggle_theme"} <= set(common)
    assert declared_shown(GameScreen) == common
    assert declared_shown(JdGameScreen) == common
    assert declared_shown(RaceScreen) == {**common, "goals": False, "toggle_auto": False}
    assert "BINDINGS" not in JdGameScreen.__dict__
    assert "BINDINGS" not in GameScreen.__dict__
