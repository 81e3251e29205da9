"""A hint is the answer to the key just pressed: it shows at the top of the tutor box, in
view, even when the box also holds what the robot did and the last round's summary (at a
solitaire action choice all three are there)."""

from __future__ import annotations

import pytest
from solitaire_helpers import solo_setup
from textual.containers import VerticalScroll
from textual.widgets import Static
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.tui.app import RftgApp
from rftg.tui.race.robot import NOTICE_SEEN
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    (tmp_path / NOTICE_SEEN).write_text("", encoding="utf-8")  # the notice was read before
    return tmp_path


async def test_the_hint_shows_first_and_in_view_at_a_solitaire_action_choice():
    session = GameSession(Game(solo_setup(5, "easy").model_copy(update={"names": ("You",)})),
                          difficulty="normal")
    game = session.game
    for _ in range(200):  # play the player's seat until the second round's action choice
        d = session.human_decision()
        if d is not None and d.kind is DecisionKind.ACTION and game.state.round >= 2:
            break
        for p in game.pending():
            game.choose(p.player, session.ai_choice(p))
    app = RftgApp(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.decision is not None
        assert screen.decision.kind is DecisionKind.ACTION
        box = screen.query_one("#tutor-box", VerticalScroll)
        assert screen.query_one("#summary", Static).display  # the last round's summary
        await pilot.press("h")
        await settled(pilot)
        hint = screen.query_one("#hint-text", Static)
        assert hint.display and str(hint.render()).startswith("Hint:")
        assert box.children[0] is hint and box.scroll_y == 0
        assert box.content_region.contains(hint.region.x, hint.region.y)
