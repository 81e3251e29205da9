"""Jump Drive and the solitaire robot on the German screen: snapshots of the Jump Drive game
(the secret choice at 100 and 80 columns, the final scores) and of the robot (the notice
about its numbers, its mat and tableau pile on the game screen); pilot tests that the
Jump Drive screen and the notice show their words again when the player switches the
language, and that the game goes on as it was.

Each test reads German through conftest's ``german`` fixture (English again afterwards).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from solitaire_helpers import solo_setup
from textual.widgets import Button, Footer, Static
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.solver.jumpdrive.levels import make_jd_player
from rftg.tui.app import RftgApp
from rftg.tui.jumpdrive.screen import JdGameScreen, JdScoreScreen
from rftg.tui.race.robot import NOTICE_SEEN
from rftg.tui.race.robot_notice import RobotNoticeScreen
from rftg.tui.session import GameSession, NewGame, data_dir

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def jd_app(players: int = 2, seed: int = 5, lang: str = "de") -> RftgApp:
    options = NewGame(players=players, seed=seed, game="jumpdrive")
    return RftgApp(session=GameSession.new(options, data_dir() / "autosave.json"), lang=lang)


def solo_app(lang: str = "de") -> RftgApp:
    setup = solo_setup(3, "medium").model_copy(update={"names": ("Du",)})
    return RftgApp(session=GameSession(Game(setup)), lang=lang)


async def to_action(pilot) -> None:
    """Discard the first two cards of the list (Jump Drive: keep 5; the robot's game: the
    start): round 1's choice is shown."""
    await settled(pilot)
    await pilot.press("space", "down", "space", "c")
    await settled(pilot)


def shown(widget: Static) -> str:
    return str(widget.render())


def test_snapshot_jump_drive_choice_german(snap_compare, german):
    """Runde 1: „Wähle geheim“, Erkunden first with its counts, the tutor's numbers in SP
    and Einkommen, the key bar in German (Bestätigen, Tipp, Rückgängig ...)."""
    assert snap_compare(jd_app(), terminal_size=SIZE, run_before=to_action)


def test_snapshot_jump_drive_small_terminal_german(snap_compare, german):
    """80x24 in German: the longer words still fit (options, tutor, key bar)."""
    assert snap_compare(jd_app(), terminal_size=(80, 24), run_before=to_action)


def test_snapshot_jump_drive_final_scores_german(snap_compare, german):
    """A finished solo game: „Endwertung“, SP and Einkommen per round."""
    game = Game(JumpDriveSetup(players=1, seed=8, names=("Du",)))
    player = make_jd_player("normal", 1)
    while not game.over:
        game.choose(0, player.choose(jd_observation(game, 0)))
    app = RftgApp(session=GameSession(game, 0, "normal"), lang="de")
    assert snap_compare(app, terminal_size=SIZE, run_before=settled)


def test_snapshot_robot_notice_german(snap_compare, german, monkeypatch):
    """The notice: „Solitär: Zahlen, die nicht in der Spielregel stehen“, the dice faces
    and start worlds in the rulebook's words, the buttons in German."""
    fixed = Path(tempfile.gettempdir()) / "rftg-robot-snapshot-de"  # the path shows: fixed
    shutil.rmtree(fixed, ignore_errors=True)
    monkeypatch.setenv("RFTG_HOME", str(fixed))
    assert snap_compare(solo_app(), terminal_size=SIZE, run_before=settled)
    shutil.rmtree(fixed, ignore_errors=True)


def test_snapshot_robot_mat_german(snap_compare, german, home):
    """Round 1 against the robot: the mat (Guthaben, Wirtschaftskraft, Marken, Würfelreihe, the
    robot tile), the Auslagestapel, the tutor's words for the robot's dice."""
    (home / NOTICE_SEEN).write_text("shown\n", "utf-8")

    async def actions(pilot) -> None:  # discard two to start, then Explore +5 and Trade
        await to_action(pilot)
        await pilot.press("down", "down", "down", "enter")
        await settled(pilot)

    assert snap_compare(solo_app(), terminal_size=SIZE, run_before=actions)


async def test_the_jump_drive_screen_switches_language_and_the_game_goes_on(german):
    """English to German and back in the middle of round 1: the status line, the tutor,
    the decision's title, the buttons and the key bar (Tipp, Karte, Wertung) change; the
    game does not."""
    app = jd_app(lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await to_action(pilot)
        screen = app.screen
        assert isinstance(screen, JdGameScreen)
        events = list(screen.session.game.state.events)
        assert "Round 1" in shown(screen.query_one("#status", Static))
        app.switch_language("de")
        await settled(pilot)
        assert app.screen is screen and screen.session.game.state.events == events
        assert "Runde 1" in shown(screen.query_one("#status", Static))
        assert "Wähle geheim" in shown(screen.query_one("#prompt", Static))
        assert "Deine Auslage" in shown(screen.query_one("#tableau-title", Static))
        assert "SP" in shown(screen.query_one("#stake", Static))
        assert str(screen.query_one("#scores", Button).label) == "Wertung (v)"
        keys = {a.binding.description for a in screen.active_bindings.values()}
        assert {"Tipp", "Karte", "Wertung", "Rückgängig"} <= keys, " | ".join(sorted(keys))
        assert not {"Confirm", "Hint", "Card", "Scores"} & keys
        assert app.screen.query_one(Footer)
        await pilot.press("v")
        await settled(pilot)
        assert isinstance(app.screen, JdScoreScreen)
        app.switch_language("en")
        await settled(pilot)
        assert "Scores now (round 1)" in shown(app.screen.query_one("#score-title", Static))
        await pilot.press("escape")
        await settled(pilot)
        assert "Round 1" in shown(screen.query_one("#status", Static))
        assert "Choose secretly" in shown(screen.query_one("#prompt", Static))


async def test_the_robot_notice_switches_language(german, home):
    app = solo_app(lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, RobotNoticeScreen)
        assert "die 1:" in shown(app.screen.query_one("#notice-text", Static))
        app.switch_language("de")
        await settled(pilot)
        text = shown(app.screen.query_one("#notice-text", Static))
        assert "Würfel 1: Erkunden" in text and "die 1" not in text
        assert str(app.screen.query_one("#write-copy", Button).label) == "Kopie schreiben (w)"
        keys = {a.binding.description for a in app.screen.active_bindings.values()}
        assert "Kopie schreiben" in keys
