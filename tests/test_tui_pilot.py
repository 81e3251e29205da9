"""Pilot tests: whole games played by keyboard through the app, asserting on game state."""

from __future__ import annotations

import random

import pytest
from textual.widgets import SelectionList
from tui_helpers import play_by_keyboard, settled

from rftg.core.decisions import Choice
from rftg.core.moves import ChooseActions
from rftg.core.save import digest, replay
from rftg.core.state import Action
from rftg.core.text import option_label
from rftg.tui.app import RftgApp
from rftg.tui.screens.game import GameScreen


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path




async def test_enter_starts_a_two_player_first_game(home):
    app = RftgApp(seed=11)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        setup = screen.session.game.setup
        assert (setup.players, setup.start, setup.advanced, setup.seed) == (2, "first", False, 11)
        assert screen.decision is not None and screen.decision.kind.value == "action"


async def test_a_whole_game_by_keyboard(home):
    app = RftgApp(seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        screen = await play_by_keyboard(app, pilot, random.Random(1))
        game = screen.session.game
        assert game.over and game.winners()
        # the autosave holds the finished game, and the choices replay to it
        assert digest(replay(game.setup, game.choices)) == digest(game)
        assert (home / "autosave.json").exists()


async def test_illegal_selection_is_refused_with_a_reason(home):
    app = RftgApp(seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        # choose Settle, then a world that needs payment, then confirm with nothing selected
        for _ in range(20):
            d = screen.decision
            if d.kind.value == "payment" and d.options[0].min_cards > 0:
                break
            labels = [option_label(o) for o in d.options]
            pick = next((i for i, lbl in enumerate(labels)
                         if lbl in ("Settle",) or "(cost" in lbl), len(labels) - 1)
            for _ in range(pick):
                await pilot.press("down")
            await pilot.press("enter")
            await settled(pilot)
            if app.focused is screen.query_one("#cards", SelectionList) and \
                    screen.decision is d:
                opt = d.options[pick]
                for _ in range(opt.min_cards):
                    await pilot.press("space", "down")
                if opt.min_cards != 1 or opt.max_cards != 1:
                    await pilot.press("c")
            await settled(pilot)
        d = screen.decision
        assert d.kind.value == "payment"
        before = list(screen.session.game.choices)
        screen.query_one("#cards", SelectionList).deselect_all()  # undo the hint's preselection
        await pilot.pause()
        shown: list[str] = []  # every notification, kept (the app's own expire by the clock)
        real_notify = app.notify
        app.notify = lambda message, *a, **kw: (shown.append(str(message)),
                                                real_notify(message, *a, **kw))[1]
        await pilot.press("c")  # nothing selected
        await pilot.pause()
        assert screen.session.game.choices == before
        assert any("needs" in m for m in shown)


async def test_undo_takes_back_the_last_decision(home):
    app = RftgApp(seed=8)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        await pilot.press("enter")  # Explore +5
        await settled(pilot)
        assert screen.session.game.state.round == 1 and screen.decision.kind.value == \
            "explore_keep"
        await pilot.press("u")
        await settled(pilot)
        assert screen.decision.kind.value == "action"
        # the computer's action (chosen before yours) stays; yours is gone
        assert [p for p, _ in screen.session.game.choices] == [1]
        await pilot.press("r")
        await settled(pilot)
        assert screen.decision.kind.value == "explore_keep"


async def test_hint_selects_and_a_second_press_takes_it(home):
    app = RftgApp(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert screen.decision.kind.value == "action"
        await pilot.press("h")
        await settled(pilot)
        assert screen.shown_hint is not None
        hinted = screen.shown_hint[1].choice
        text = str(screen.query_one("#hint-text").render())
        assert "Hint:" in text
        await pilot.press("h")
        await settled(pilot)
        assert screen.session.game.choices[-1][1] == hinted or any(
            c == hinted for p, c in screen.session.game.choices if p == 0)


async def test_auto_play_of_forced_decisions(home):
    """With auto-play on, a decision with a single possible answer is played by itself."""
    from rftg.core.scenario import position
    from rftg.tui.session import GameSession

    game = position([{"tableau": ["Old Earth", "New Economy"], "hand": 0},
                     {"tableau": ["Alpha Centauri"], "actions": ["trade"]}], "consume")
    session = GameSession(game, 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert [option_label(o) for o in screen.decision.options] == ["New Economy: Draw 1 card"]
        await pilot.press("a")
        await settled(pilot)
        assert session.auto_forced
        assert any(p == 0 for p, _ in session.game.choices)  # the draw was played


async def test_a_decision_by_mouse(home):
    """A click on an option that needs no cards answers, as Enter does."""
    app = RftgApp(seed=6)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.click("#start-game")
        await settled(pilot)
        screen = app.screen
        labels = [option_label(o) for o in screen.decision.options]
        row = labels.index("Develop")
        await pilot.click("#options", offset=(4, row + 1))  # +1: the list's border
        await settled(pilot)
        mine = [c for p, c in screen.session.game.choices if p == 0]
        assert mine[0] == Choice(ChooseActions((Action.DEVELOP,)))


@pytest.mark.parametrize("how", ["confirm", "other card"])
async def test_a_hints_preselected_card_is_no_answer(home, how):
    """A payment of one card: the hint's card comes preselected, but only the player pays
    (the preselection used to answer by itself when the list reported it after the
    screen's refresh): with c, the hint's card; Space on another card replaces the hint's
    card, and nothing is paid until c."""
    from rftg.core.moves import DecisionKind
    from rftg.core.scenario import position
    from rftg.tui.session import GameSession

    game = position([{"tableau": ["Old Earth"], "actions": ["settle"],
                      "hand": ["Artist Colony", "Gem World", "Comet Zone"]},
                     {"tableau": ["Alpha Centauri"], "hand": 4}], "settle")
    session = GameSession(game, 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        screen = app.screen
        labels = [option_label(o) for o in screen.decision.options]
        assert labels == ["Place no world", "Artist Colony (cost 1)", "Gem World (cost 2)"]
        await pilot.press("down", "enter")
        await settled(pilot)
        d = screen.decision
        assert d is not None and d.kind is DecisionKind.PAYMENT
        cards = screen.query_one("#cards", SelectionList)
        hinted = screen.shown_hint[1].choice.cards
        assert len(hinted) == 1 and tuple(cards.selected) == hinted
        assert [p for p, _ in session.game.choices].count(0) == 1  # Artist Colony only
        if how == "confirm":
            paid = hinted
            await pilot.press("c")
        else:
            (option,) = d.options
            row = next(i for i, c in enumerate(option.cards_from) if c not in hinted)
            paid = (option.cards_from[row],)
            cards.highlighted = row
            await pilot.press("space")
            await settled(pilot)
            assert tuple(cards.selected) == paid  # the hint's card gave way
            assert [p for p, _ in session.game.choices].count(0) == 1  # nothing paid yet
            await pilot.press("c")
        await settled(pilot)
        mine = [c for p, c in session.game.choices if p == 0]
        assert len(mine) == 2 and mine[1].cards == paid
