"""One input rule: Space toggles a card, c or Enter confirms, nothing answers by itself, and
a key that arrives before a decision is on screen never answers it."""

from __future__ import annotations

import pytest
from textual.widgets import SelectionList
from tui_helpers import burst, settled

from rftg.core.decisions import Choice
from rftg.core.moves import DecisionKind
from rftg.core.scenario import position
from rftg.core.text import option_label
from rftg.tui.app import RftgApp
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def mine(session: GameSession) -> list[Choice]:
    return [c for p, c in session.game.choices if p == session.human]


async def choose_option(pilot, label: str) -> None:
    screen = pilot.app.screen
    labels = [option_label(o) for o in screen.decision.options]
    for _ in range(labels.index(label)):
        await pilot.press("down")


async def test_a_one_card_payment_waits_for_the_player(home):
    """The replay of seed 617335: Develop, highlight "Colony Ship (cost 1)", press c. The
    payment decision comes with the hint's card preselected and is shown; only a second c
    pays (it used to pay by itself, 9 times in 10)."""
    app = RftgApp(seed=617335)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await choose_option(pilot, "Develop")
        await pilot.press("c")
        await settled(pilot)
        assert screen.decision.kind is DecisionKind.DEVELOP
        await choose_option(pilot, "Colony Ship (cost 1)")
        await pilot.press("c")
        await settled(pilot)
        session = screen.session
        d = screen.decision
        assert d is not None and d.kind is DecisionKind.PAYMENT
        assert len(mine(session)) == 2  # the action and the card: no payment yet
        cards = screen.query_one("#cards", SelectionList)
        assert len(cards.selected) == 1  # the hint's card, shown
        assert "preselected" in str(screen.query_one("#prompt").render())
        paid = tuple(cards.selected)
        await pilot.press("c")
        await settled(pilot)
        assert len(mine(session)) == 3 and mine(session)[2].cards == paid


async def test_space_in_a_pick_one_list_does_not_answer(home):
    """Explore +5 keeps 1 card: Space selects a card, the decision stays open; the c that
    follows answers this decision and no other."""
    game = position([{"tableau": ["Old Earth"], "hand": 2, "actions": ["explore5"]},
                     {"tableau": ["Alpha Centauri"], "hand": 4}], "explore")
    session = GameSession(game, 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        d = screen.decision
        assert d.kind is DecisionKind.EXPLORE_KEEP
        cards = screen.query_one("#cards", SelectionList)
        assert app.focused is cards
        await pilot.press("space")
        await settled(pilot)
        assert mine(session) == [] and screen.decision is d
        kept = tuple(cards.selected)
        assert len(kept) == 1
        await pilot.press("c")
        await settled(pilot)
        assert mine(session) == [Choice(d.options[0].move, kept)]


async def test_enter_in_the_card_list_confirms(home):
    """Enter in the card list confirms the selected cards (it does not toggle)."""
    game = position([{"tableau": ["Old Earth"], "hand": 2, "actions": ["explore5"]},
                     {"tableau": ["Alpha Centauri"], "hand": 4}], "explore")
    session = GameSession(game, 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        d = screen.decision
        cards = screen.query_one("#cards", SelectionList)
        await pilot.press("down", "space", "enter")
        await settled(pilot)
        assert mine(session) == [Choice(d.options[0].move, (d.options[0].cards_from[1],))]
        assert tuple(cards.selected) != (d.options[0].cards_from[0],)


async def test_keys_before_a_decision_is_shown_never_answer_it(home):
    """Two draw powers in Consume: three c in one burst use the first; the next consume
    decision follows at once, but it is not on screen when the other two c arrive, so
    they answer nothing."""
    game = position([{"tableau": ["Old Earth", "New Economy", "Galactic Trade Emissaries"],
                      "hand": 0},
                     {"tableau": ["Alpha Centauri"], "actions": ["trade"]}], "consume")
    session = GameSession(game, 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        first = screen.decision
        assert [option_label(o) for o in first.options] == [
            "New Economy: Draw 1 card", "Galactic Trade Emissaries: Draw 1 card"]
        await burst(pilot, "c", "c", "c")
        await settled(pilot)
        assert mine(session) == [Choice(first.options[0].move)]
        d = screen.decision
        assert d is not None and [option_label(o) for o in d.options] == [
            "Galactic Trade Emissaries: Draw 1 card"]
        await pilot.press("c")  # once it is shown, c answers it
        await settled(pilot)
        assert len(mine(session)) == 2


async def test_closing_a_dialog_twice_keeps_the_game(home):
    """Two Escapes in one burst on a dialog close the dialog, not the game screen too."""
    app = RftgApp(seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        game_screen = app.screen
        for key in ("question_mark", "v", "d"):
            await pilot.press(key)
            await settled(pilot)
            await burst(pilot, "escape", "escape", "escape")
            await settled(pilot)
            assert app.screen is game_screen
        assert game_screen.decision is not None


async def test_enter_twice_on_the_new_game_screen_starts_one_game(home):
    """A burst of Enter on the new game screen starts one game, and its first decision
    is left for the player."""
    app = RftgApp(seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await burst(pilot, "enter", "enter", "enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert mine(screen.session) == []
        assert len(app.screen_stack) == 2  # the default screen and the game
