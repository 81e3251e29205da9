"""The game screen survives key storms at every moment and every terminal size down to 20x8;
below that it says the terminal is too small and takes no key. No key reaches a list
that is being rebuilt: PageUp or PageDown after the computer players answer, before the
new options are laid out, raised ``KeyError: 0`` inside Textual's OptionList."""

from __future__ import annotations

import random

import pytest
from textual.app import App, ComposeResult
from textual.widgets import OptionList, Static
from tui_helpers import burst, settled

from rftg.core.save import digest, replay
from rftg.tui.app import MIN_SIZE, RftgApp, TooSmallScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.screens.turns import TurnScreen
from rftg.tui.widgets import Options


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


class Lists(App[None]):
    def compose(self) -> ComposeResult:
        yield OptionList("a", "b", "c", id="textual")
        yield Options("a", "b", "c", id="ours")


async def test_a_page_key_on_a_list_not_laid_out_does_nothing() -> None:
    """A list whose options were just replaced and not laid out (here: not displayed, so
    it has no room): Textual's own list fails on PageDown, ours stays where it is."""
    app = Lists()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        for list_id in ("#textual", "#ours"):
            options = app.query_one(list_id, OptionList)
            options.display = False
            await pilot.pause()
            options.clear_options()
            options.add_options(["x", "y", "z"])
            options.highlighted = 0
        with pytest.raises(KeyError):
            app.query_one("#textual", OptionList).action_page_down()
        ours = app.query_one("#ours", Options)
        ours.action_page_down()
        ours.action_page_up()
        assert ours.highlighted == 0


KEYS = ["pagedown", "pageup", "down", "up", "c", "enter", "space", "home", "end", "tab",
        "shift+tab", "escape", "h", "d", "u", "r", "v", "l", "x", "1", "question_mark"]
BURSTS = 60  # bursts of 1-8 keys: a bound by count, never by time


@pytest.mark.parametrize("size", [(120, 40), (40, 12), MIN_SIZE])
async def test_a_key_storm_at_every_size(size: tuple[int, int]) -> None:
    """Bursts of keys at random (arrows, pages, confirm, hint, undo, redo, card details,
    scores, the log, help, Escape) from the new game screen on: the app never fails, and
    the game it plays is a legal one (its replay is the same game)."""
    rng = random.Random(size[0])
    app = RftgApp(seed=2)
    async with app.run_test(size=size) as pilot:
        await pilot.press("enter")
        for i in range(BURSTS):
            await burst(pilot, *(rng.choice(KEYS) for _ in range(rng.randint(1, 8))))
            if i % 10 == 9:
                await settled(pilot)
        await settled(pilot)
        session = app.session
        if session is not None:
            game = session.game
            assert digest(replay(game.setup, list(game.choices))) == digest(game)
    assert app.return_code in (None, 0)


async def test_below_the_smallest_size_it_says_the_terminal_is_too_small() -> None:
    """At 19x8 and 20x7 a notice, and no key gets through (Enter does not start the game);
    at 20x8 the screen below is back as it was."""
    app = RftgApp(seed=2)
    async with app.run_test(size=(MIN_SIZE[0] - 1, MIN_SIZE[1])) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        text = str(app.screen.query_one(Static).render())
        assert "too small" in " ".join(text.split())
        await pilot.press("enter")
        await settled(pilot)
        assert app.session is None
        await pilot.resize_terminal(*MIN_SIZE)
        await settled(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, TurnScreen) and app.session is not None
        await pilot.resize_terminal(MIN_SIZE[0], MIN_SIZE[1] - 1)
        await settled(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        before = len(app.session.game.choices)
        await burst(pilot, "c", "enter", "down", "c")
        await settled(pilot)
        assert len(app.session.game.choices) == before
        await pilot.resize_terminal(120, 40)
        await settled(pilot)
        assert isinstance(app.screen, TurnScreen)
