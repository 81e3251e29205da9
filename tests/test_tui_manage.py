"""Game management: "New game" during a game can go back to it, and keeps it (saved, so
Load brings it back) when a new game replaces it."""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core.save import digest, load
from rftg.tui.app import RftgApp
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.new_game import NewGameScreen


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


async def test_new_game_goes_back_or_keeps_the_running_game(home):
    app = RftgApp(seed=8)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        first = app.screen
        assert isinstance(first, GameScreen)
        await pilot.press("enter")  # Explore +5
        await settled(pilot)
        running = first.session
        mark = digest(running.game)
        app.action_new_game()
        await settled(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")  # back to the game
        await settled(pilot)
        assert app.screen is first and app.session is running
        assert digest(running.game) == mark
        app.action_new_game()
        await settled(pilot)
        await pilot.click("#start-game")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen is not first
        assert app.session is not running
        (kept,) = (home / "saves").glob("game-*.json")
        assert digest(load(kept)) == mark

