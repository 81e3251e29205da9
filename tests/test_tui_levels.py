"""The computer players' levels on the new game screen and in the plain mode are those the
game's solver offers (``SolverGame.levels``): Race for the Galaxy keeps the hard player
before the learned models as "hard-2"; Jump Drive has no such level."""

from __future__ import annotations

import pytest
from textual.widgets import Select
from tui_helpers import settled

from rftg.solver.games import SOLVERS
from rftg.tui.app import RftgApp
from rftg.tui.games import TUIS, mode
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.session import DIFFICULTIES

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def difficulty_choices(game: str) -> list[tuple[str, str]]:
    TUIS.get(game)  # the game's TUI part registers its modes
    return mode(game).difficulties()


def test_each_game_offers_its_own_levels():
    race = [v for _, v in difficulty_choices("rftg")]
    assert race == ["easy", "normal", "hard", "hard-2"]
    assert [v for _, v in difficulty_choices("jumpdrive")] == ["easy", "normal", "hard"]
    assert set(race) <= set(DIFFICULTIES)
    labels = dict((v, label) for label, v in difficulty_choices("rftg"))
    assert labels["hard-2"].startswith("Hard-2")
    assert SOLVERS.get("rftg").make_player("hard-2", 0, None).name == "hard-2"


async def test_the_new_game_screen_offers_hard_2_for_race_only():
    app = RftgApp(seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        level = screen.query_one("#difficulty", Select)
        level.value = "hard-2"
        await pilot.pause()
        assert level.value == "hard-2"
        screen.query_one("#game", Select).value = "jumpdrive"
        await pilot.pause()
        assert level.value == "normal"  # Jump Drive has no hard-2: back to the default
        screen.query_one("#game", Select).value = "rftg"
        await pilot.pause()
        level.value = "hard"
        await pilot.pause()
        screen.query_one("#game", Select).value = "jumpdrive"
        await pilot.pause()
        assert level.value == "hard"  # a level both games have stays
