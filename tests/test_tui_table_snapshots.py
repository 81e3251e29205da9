"""Snapshots of the table read at a glance (issue 29): at 80x24 the decision, its buttons,
at least 8 lines of tutor and the key bar fit; at 120x40 the log shows too; in English and
German. A payment shows the hint's cards as [x], the others as [ ], in hand order; the
"Pass to" screen of pass-and-play hides the table.

Update after an intended change with
`python3 dev.py test tests/test_tui_table_snapshots.py --snapshot-update` and look at the
report.
"""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core import lang
from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.core.scenario import position
from rftg.core.text import option_label
from rftg.tui.app import RftgApp
from rftg.tui.session import GameSession, NewGame

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    before = lang.current()
    yield tmp_path
    lang.set_language(before)


def first_game(language: str) -> RftgApp:
    game = Game(RaceSetup(players=2, start="first", seed=3, names=("You", "Computer 1")))
    return RftgApp(session=GameSession(game), lang=language)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de"])
def test_action_choice(snap_compare, size, language):
    """Round 1 of a first game: status, VP now ("You: 0"), the phases, the table with the
    legend, the seven actions, Confirm and Hint, the tutor (8 lines or more at 80x24),
    the key bar whole; the log at 120x40."""
    assert snap_compare(first_game(language), terminal_size=SIZES[size], run_before=settled)


ME = {"tableau": ["Old Earth", "Free Trade Association", "New Vinland", "Gem World",
                  "Artist Colony", "Contact Specialist"],
      "goods": ["New Vinland", "Gem World", "Artist Colony"],
      "hand": ["Comet Zone", "Rebel Base", "Spice World", "Mining Robots", "Replicant Robots"]}
OTHER = {"tableau": ["Alpha Centauri", "Space Port"], "goods": ["Alpha Centauri"], "hand": 4}


@pytest.mark.parametrize("size", SIZES)
def test_payment_with_the_hints_cards(snap_compare, size):
    """Settle Comet Zone: the payment's cards in hand order, the hint's three as [x] (the
    searched payment: Rebel Base, Replicant Robots, Mining Robots), Spice World as [ ],
    the note "[x]: preselected by the hint", the hint in the tutor."""
    game = position([{**ME, "actions": ["settle"]}, OTHER], "settle")
    game.state.players[0].name = "You"
    game.state.players[1].name = "Computer 1"
    app = RftgApp(session=GameSession(game, 0, "normal"), lang="en")

    async def choose_comet_zone(pilot):
        await settled(pilot)
        labels = [option_label(o) for o in pilot.app.screen.decision.options]
        for _ in range(next(i for i, lbl in enumerate(labels) if "Comet Zone" in lbl)):
            await pilot.press("down")
        await pilot.press("enter")
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=choose_comet_zone)


@pytest.mark.parametrize("language", ["en", "de"])
def test_pass_to_the_next_person(snap_compare, language):
    """Pass-and-play, 2 people and a computer player: "Pass to Player 1, press Enter"
    covers the table."""
    lang.set_language(language)
    session = GameSession.new(NewGame(players=3, humans=2, seed=5, difficulty="easy"))
    assert snap_compare(RftgApp(session=session, lang=language), terminal_size=(80, 24),
                        run_before=settled)


FOUR = ("You", "Computer 1", "Computer 2", "Computer 3")


def test_four_players_at_80_columns(snap_compare):
    """Race, 4 players at 80x24: the score line stays one line ("C1: 0 (1/12)"), the
    tutor keeps its border and the key bar shows whole."""
    game = Game(RaceSetup(players=4, seed=5, names=FOUR))
    app = RftgApp(session=GameSession(game, 0, "normal"), lang="en")
    assert snap_compare(app, terminal_size=SIZES["80x24"], run_before=settled)


@pytest.mark.parametrize(("language", "words"),
                         [("en", "(last round +{vp} VP, +{income} income)"),
                          ("de", "(letzte Runde +{vp} SP, +{income} Einkommen)")])
async def test_jump_drive_four_players_see_each_last_round_at_80_columns(language, words):
    """At 80 columns with 4 players the line above the table keeps only the VP: each
    empire's title says what its last round scored and earned, so nothing is lost."""
    from textual.widgets import Static

    from rftg.core.jumpdrive.observe import jd_observation
    from rftg.core.jumpdrive.setup import JumpDriveSetup
    from rftg.solver.games import SOLVERS
    from rftg.tui.widgets.board import Board

    game = Game(JumpDriveSetup(players=4, seed=5, names=FOUR))
    solver = SOLVERS.get("jumpdrive")
    while game.state.round < 3:
        for d in game.pending():
            game.choose(d.player, solver.choose(game, d.player, "normal", d.player))
    obs = jd_observation(game, 0)
    app = RftgApp(session=GameSession(game, 0, "normal"), lang=language)
    async with app.run_test(size=SIZES["80x24"]) as pilot:
        await settled(pilot)
        stake = str(app.screen.query_one("#stake").render())
        board = app.screen.query_one(Board)
        titles = {z.id: str(board.query_one(f"#{z.title_id}", Static).render())
                  for z in board.zones}
        for p in obs.players:
            said = words.format(vp=p.vp_last, income=p.income_last)
            zone = "tableau" if p.seat == 0 else f"opponent-{p.seat}"
            assert said in titles[zone] or f"(+{p.vp_last}/+{p.income_last})" in stake, \
                (zone, titles, stake)
        assert any(said in t for t in titles.values())


@pytest.mark.parametrize("language", ["en", "de"])
def test_jump_drive_four_players_at_80_columns(snap_compare, language):
    """Jump Drive, 4 players in round 3 at 80x24: everyone's VP and last round in one line
    ("VP (last round +VP/+income): You 4 VP (+2/+3) · C1 ..." or the VP alone where that
    is still too long)."""
    from rftg.core.jumpdrive.setup import JumpDriveSetup
    from rftg.solver.games import SOLVERS

    game = Game(JumpDriveSetup(players=4, seed=5, names=FOUR))
    solver = SOLVERS.get("jumpdrive")
    while game.state.round < 3:
        for d in game.pending():
            game.choose(d.player, solver.choose(game, d.player, "normal", d.player))
    app = RftgApp(session=GameSession(game, 0, "normal"), lang=language)
    assert snap_compare(app, terminal_size=SIZES["80x24"], run_before=settled)
