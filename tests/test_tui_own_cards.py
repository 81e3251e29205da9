"""Your own cards chosen on the new game screen (The Gathering Storm: "Dieser Erweiterung
liegen Blankokarten der verschiedenen Typen bei, so dass die Spieler ihre eigenen Welten und
Entwicklungen kreieren können"): ticking "Your own cards" names what joins the game, a
broken or missing card file is named with what is wrong and no game starts with it, and the
game started carries the cards (in its deck, marked ✎, in the save)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Checkbox, Static
from tui_helpers import settled

from rftg.core.custom import CUSTOM_MARK
from rftg.core.save import load
from rftg.tui.app import RftgApp
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.new_game import NewGameScreen

CARDS = """
[[card]]
name = "Blank Research Lab"
type = "development"
cost = 3
vp = 1
copies = { base = 1, gs = 1 }
powers = [{ phase = "develop", effect = "reduce", n = 1 }]

[[card]]
name = "Blank Garden World"
type = "world"
cost = 2
vp = 1
goods = "GENE"
copies = { gs = 2 }
powers = [{ phase = "produce", effect = "produce" }]
"""


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def write_cards(home: Path, text: str) -> Path:
    folder = home / "cards"
    folder.mkdir(exist_ok=True)
    path = folder / "mine.toml"
    path.write_text(text, encoding="utf-8")
    return path


def note(screen: NewGameScreen) -> str:
    return str(screen.query_one("#setup-note", Static).render())


async def test_own_cards_join_the_game_and_its_save(home: Path) -> None:
    write_cards(home, CARDS)
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.click("#own-cards")
        await pilot.pause()
        # the base game: the garden world has no copies for it, and the note says so
        text = note(screen)
        assert "1 copy of 1 card join the game: ✎ Blank Research Lab." in text
        assert "Not in games with the base game (no copies for it): ✎ Blank Garden World" in text
        await pilot.click("#expansion")
        await pilot.pause()
        assert ("3 copies of 2 cards join the game: ✎ Blank Research Lab, ✎ Blank Garden "
                "World (2 copies).") in note(screen)
        await pilot.click("#start-game")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        game = app.screen.session.game
        names = sorted(c.name for c in game.setup.custom_cards)
        assert names == [CUSTOM_MARK + "Blank Garden World", CUSTOM_MARK + "Blank Research Lab"]
        cards = game.state.cards
        in_play = [c for c in range(len(cards)) if cards[c].custom]
        assert len(in_play) == 3  # 1 lab and 2 gardens, somewhere in deck, hands or tableaus
        saved = app.screen.session.autosave_path
        assert saved is not None and saved.exists()
        assert load(saved).setup.custom_cards == game.setup.custom_cards


async def test_a_broken_card_file_is_named_and_no_game_starts(home: Path) -> None:
    path = write_cards(home, CARDS.replace('cost = 3', 'cost = "three"'))
    before = path.read_text(encoding="utf-8")
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.click("#own-cards")
        await pilot.pause()
        assert "Your own cards cannot be used:" in note(screen)
        assert "mine.toml" in note(screen) and "cost" in note(screen)
        await pilot.click("#start-game")
        await settled(pilot)
        assert app.screen is screen  # still choosing: nothing started
        error = str(screen.query_one("#seed-error", Static).render())
        assert "Your own cards cannot be used" in error and "mine.toml" in error
        assert "untick Your own cards" in error
        # unticking plays without them; the broken file is left as it was
        screen.query_one("#own-cards", Checkbox).value = False
        await pilot.pause()
        await pilot.click("#start-game")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.game.setup.custom_cards == ()
    assert path.read_text(encoding="utf-8") == before


async def test_no_card_files_says_where_to_write_them(home: Path) -> None:
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        await pilot.click("#own-cards")
        await pilot.pause()
        text = note(screen)
        assert f"there are no card files in {home / 'cards'}" in text
        assert "rftg rules own-cards" in text
