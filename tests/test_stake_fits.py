"""Issue 29, the table at 80 columns: the score line above the table ("VP now") stays one
line with 3 or more players (a line that wraps pushes the table and the tutor's border
down): each game words it tighter until it fits (the tableau's count without "cards",
"Computer 3" as "C3", the totals alone), in English and German, from the first round to
the end of a game at the largest table."""

from __future__ import annotations

from typing import Any

import pytest
from rich.text import Text

from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.engine import Game
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.race.setup import RaceSetup
from rftg.solver.games import SOLVERS
from rftg.tui.andromeda.present import AdPresenter
from rftg.tui.jumpdrive.present import JdPresenter
from rftg.tui.newfrontiers.present import NfPresenter
from rftg.tui.race.present import RacePresenter
from rftg.tui.render import fit, short_name
from rftg.tui.session import GameSession

NAMES = ("You", "Computer 1", "Computer 2", "Computer 3", "Computer 4")
TABLES: dict[str, tuple[Any, Any]] = {
    "rftg": (RaceSetup(players=4, seed=5, names=NAMES[:4]), RacePresenter),
    "jumpdrive": (JumpDriveSetup(players=4, seed=5, names=NAMES[:4]), JdPresenter),
    "newfrontiers": (NewFrontiersSetup(players=4, seed=5, names=NAMES[:4]), NfPresenter),
    "andromeda": (AndromedaSetup(players=5, seed=5, names=NAMES), AdPresenter),
}


def test_a_name_is_shortened_only_where_it_is_long() -> None:
    assert short_name("You") == "You" and short_name("Du") == "Du"
    assert short_name("Computer 3") == "C3"
    assert short_name("Annabella") == "Annabe…"


def test_the_first_line_that_fits_is_taken() -> None:
    assert fit(12, ["[b]much too long[/b]", "[b]fits[/b]", "x"]) == "[b]fits[/b]"
    assert fit(4, ["too long", "still long"]) == "still long"  # none fits: the last


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", list(TABLES))
def test_the_score_line_fits_80_columns(game_id: str, lang: str) -> None:
    from rftg.core import lang as language

    setup, presenter_of = TABLES[game_id]
    game: Game[Any] = Game(setup)
    solver = SOLVERS.get(game_id)
    before = language.current()
    language.set_language(lang)
    try:
        presenter = presenter_of(GameSession(game, 0, "normal"))
        seen = 0
        while True:
            line = presenter.stake(game.observe(0), 80).split("\n")[0]
            assert Text.from_markup(line).cell_len <= 78, line
            seen += 1
            if game.over:
                break
            for d in game.pending():
                game.choose(d.player, solver.choose(game, d.player, "normal", d.player))
        assert seen > 10
    finally:
        language.set_language(before)
