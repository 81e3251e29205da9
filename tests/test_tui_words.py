"""Numbers and words on screen: the tutor's arrow line follows the highlighted option, a
short 'Not offered', the tutor's "New:" lessons saved with the game."""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.race.setup import RaceSetup
from rftg.core.scenario import position
from rftg.tui.app import RftgApp
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def tutor_text(app) -> str:
    return str(app.screen.query_one("#tutor").render())


def arrow(app) -> str:
    return next(x for x in tutor_text(app).splitlines() if x.startswith("→"))


async def test_the_arrow_line_follows_the_highlight_and_the_hint(home):
    session = GameSession(Game(RaceSetup(players=2, start="first", seed=4,
                                         names=("You", "Computer 1"))), 0)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        ex = screen.explanation
        d = screen.decision
        assert arrow(app) == f"→ {ex.options[d.options[0].move]}"
        await pilot.press("down", "down")
        await settled(pilot)
        assert arrow(app) == f"→ {ex.options[d.options[2].move]}"
        await pilot.press("h")
        await settled(pilot)
        hinted = screen.shown_hint[1].choice.move
        option = next(o for o in d.options if o.move == hinted)
        assert arrow(app) == f"→ {ex.options[option.move]}"


async def test_not_offered_is_one_line_for_the_wrong_kind(home):
    """Develop with three worlds in hand: one line names them ('worlds are placed in
    Settle') instead of three paragraphs."""
    game = position([{"tableau": ["Old Earth"], "actions": ["develop"],
                      "hand": ["Comet Zone", "Spice World", "Gem World", "Mining Robots"]},
                     {"tableau": ["Alpha Centauri"], "hand": 4}], "develop")
    app = RftgApp(session=GameSession(game, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert app.screen.decision.kind is DecisionKind.DEVELOP
        text = tutor_text(app)
        line = next(x for x in text.splitlines() if "worlds are placed in Settle" in x)
        for name in ("Comet Zone", "Spice World", "Gem World"):
            assert name in line
            assert text.count(name) == 1


async def test_new_lessons_are_saved_and_not_repeated_after_a_resume(home):
    session = GameSession(Game(RaceSetup(players=2, start="first", seed=4,
                                         names=("You", "Computer 1"))), 0,
                          autosave=home / "autosave.json")
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert "New:" in tutor_text(app)
        seen = set(session.lessons_seen)
        assert seen
        session.autosave()
    loaded = GameSession.load(home / "autosave.json")
    assert loaded.lessons_seen == seen
    app = RftgApp(session=loaded)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert "New:" not in tutor_text(app)
