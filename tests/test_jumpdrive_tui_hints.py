"""Hints on the Jump Drive screen: h shows the hard player's choice with its reason in the
tutor box, highlights its option (and selects its cards); h again takes it. The log speaks
to you; the payment list fits 80 columns."""

from __future__ import annotations

import functools

import pytest
from textual.widgets import OptionList, RichLog, Static
from tui_helpers import settled

from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.moves import DecisionKind
from rftg.solver.jumpdrive import hints
from rftg.solver.jumpdrive.hard import JdBudget
from rftg.tui.app import RftgApp
from rftg.tui.jumpdrive.screen import JdGameScreen
from rftg.tui.jumpdrive.words import log_lines
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tui.widgets import CardList

SMALL = JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=4)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    # the screen's hint, with a small search (the same code path)
    monkeypatch.setattr(hints, "hint", functools.partial(hints.hint, budget=SMALL))
    return tmp_path


def jd_app(seed: int = 5) -> RftgApp:
    options = NewGame(players=2, seed=seed, game="jumpdrive")
    return RftgApp(session=GameSession.new(options, data_dir() / "autosave.json"))


def hint_text(screen: JdGameScreen) -> str:
    return str(screen.query_one("#hint-text", Static).render())


async def test_h_shows_the_hint_and_h_again_takes_it() -> None:
    app = jd_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, JdGameScreen)
        taken = 0
        for _ in range(8):  # keep 5, choices, payments: each by h, h
            d = screen.decision
            assert d is not None
            obs = jd_observation(screen.session.game, screen.session.human)
            want = hints.hint(obs)
            await pilot.press("h")
            await settled(pilot)
            assert screen.shown_hint is not None
            shown = screen.shown_hint[1]
            assert shown.choice == want.choice
            text = hint_text(screen)
            assert text.startswith("Hint: ") and "Press h again to take it." in text
            idx = screen.query_one("#options", OptionList).highlighted
            assert idx is not None and d.options[idx].move == want.choice.move
            if want.choice.cards and d.kind is not DecisionKind.ACTION:
                assert set(screen.query_one("#cards", CardList).selected) == \
                    set(want.choice.cards)
            if d.kind is DecisionKind.ACTION:
                assert "Why: in 2 games dealt" in text
            before = len(screen.session.game.choices)
            await pilot.press("h")
            await settled(pilot)
            assert screen.session.game.choices[before] == (0, want.choice)
            taken += 1
        assert taken == 8
        log = "\n".join(str(x) for x in screen.query_one("#log", RichLog).lines)
        assert "You keep 5 cards." in log and "You reveal" in log
        assert "You keeps" not in log and "You reveals" not in log


async def test_the_payment_list_fits_80_columns() -> None:
    """At 80x24 the card list shows each card's VP and income whole (names are cut, icons
    left out: d shows the whole card)."""
    app = jd_app(seed=9)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, JdGameScreen)
        cards = screen.query_one("#cards", CardList)
        assert cards.display
        for i in range(cards.option_count):
            prompt = cards.get_option_at_index(i).prompt
            plain = prompt.plain if hasattr(prompt, "plain") else str(prompt)
            assert "VP +" in plain
        width = cards.scrollable_content_region.width
        for i in range(cards.option_count):
            prompt = cards.get_option_at_index(i).prompt
            plain = prompt.plain if hasattr(prompt, "plain") else str(prompt)
            assert len(plain) + 4 <= width, (plain, width)  # the check box takes 4


def test_log_lines_are_yours() -> None:
    session = GameSession.new(NewGame(players=2, seed=1, game="jumpdrive"))
    assert log_lines(session)[0] == "You are dealt 7 cards."
