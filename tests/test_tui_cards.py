"""Every card can be looked at: your hand, your tableau and every opponent's tableau, by
keyboard and by mouse, whatever decision is pending; looking never answers it."""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core.moves import DecisionKind
from rftg.core.scenario import position
from rftg.core.text import option_label
from rftg.tui.app import RftgApp
from rftg.tui.race.dialogs import CardScreen
from rftg.tui.session import GameSession
from rftg.tui.widgets import CardView


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


ME = {"tableau": ["Old Earth", "Free Trade Association", "New Vinland"],
      "goods": ["New Vinland"], "hand": ["Comet Zone", "Rebel Base", "Spice World"]}
OTHERS = [{"tableau": ["Alpha Centauri", "Space Port"], "goods": ["Alpha Centauri"], "hand": 4},
          {"tableau": ["Epsilon Eridani", "Gem World", "Mining Robots"], "hand": 3}]


def app_at(players, phase) -> tuple[RftgApp, GameSession]:
    session = GameSession(position(players, phase), 0)
    return RftgApp(session=session), session


async def tab_to(pilot, widget_id: str, limit: int = 30) -> CardView:
    """Tab until the zone has the focus (a bounded number of presses)."""
    app = pilot.app
    for _ in range(limit):
        if app.focused is not None and app.focused.id == widget_id:
            return app.focused
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached #{widget_id}")


async def looked_at(pilot) -> str:
    await settled(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, CardScreen)
    name = screen.card.name
    await pilot.press("escape")
    await settled(pilot)
    return name


@pytest.mark.parametrize("zone, row, name", [
    ("hand", 1, "Comet Zone"),  # the hand is sorted: worlds by cost
    ("tableau", 2, "New Vinland"),
    ("opponent-1", 1, "Space Port"),
    ("opponent-2", 2, "Mining Robots"),
])
async def test_every_zone_by_keyboard(home, zone, row, name):
    """Tab to the zone, ↓ to the card, d (or Enter) shows it; the decision stays open."""
    app, session = app_at([{**ME, "actions": ["settle"]}, *OTHERS], "settle")
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        d = app.screen.decision
        assert d.kind is DecisionKind.SETTLE
        await tab_to(pilot, zone)
        for _ in range(row):
            await pilot.press("down")
        await pilot.press("d")
        assert await looked_at(pilot) == name
        await pilot.press("enter")
        assert await looked_at(pilot) == name
        assert not any(p == 0 for p, _ in session.game.choices)
        assert app.screen.decision is d


@pytest.mark.parametrize("zone, row, name", [
    ("hand", 1, "Comet Zone"),
    ("opponent-2", 0, "Epsilon Eridani"),
    ("tableau", 0, "Old Earth"),
])
async def test_every_zone_by_mouse(home, zone, row, name):
    """A click on a card shows it, during a payment too (the card list has the focus)."""
    app, session = app_at([{**ME, "actions": ["settle"]}, *OTHERS], "settle")
    async with app.run_test(size=(120, 50)) as pilot:
        await settled(pilot)
        screen = app.screen
        labels = [option_label(o) for o in screen.decision.options]
        for _ in range(next(i for i, lbl in enumerate(labels) if "Spice World" in lbl)):
            await pilot.press("down")
        await pilot.press("enter")
        await settled(pilot)
        d = screen.decision
        assert d.kind is DecisionKind.PAYMENT
        chosen = len(session.game.choices)
        await pilot.click(f"#{zone}", offset=(6, row))
        assert await looked_at(pilot) == name
        assert len(session.game.choices) == chosen and screen.decision is d


async def test_d_in_the_card_list_shows_the_card_under_the_cursor(home):
    """Explore: the card list has the focus; d shows the highlighted drawn card."""
    app, _ = app_at([{"tableau": ["Old Earth"], "hand": 2, "actions": ["explore5"]},
                     OTHERS[0]], "explore")
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        option = screen.decision.options[0]
        await pilot.press("down", "down", "d")
        assert await looked_at(pilot) == screen.obs.card(option.cards_from[2]).name


async def test_cards_can_be_looked_at_while_the_computers_think(home):
    """With no decision of yours pending the table can still be looked at."""
    app, _ = app_at([{**ME, "actions": ["settle"]}, *OTHERS], "settle")
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        screen.thinking = True  # as while the worker runs
        screen.decision = None
        await tab_to(pilot, "tableau")
        await pilot.press("d")
        assert await looked_at(pilot) == "Old Earth"
