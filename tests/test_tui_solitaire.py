"""The solitaire game against the robot in the app: the one-time notice about the numbers
not printed in the rulebook (and a broken copy of them reported), the robot's mat and
tableau pile always in view, its turns in the log and worded by the tutor, a whole game by
keyboard, the robot in the score dialog. Pilot tests assert on game state; snapshots show
the notice and the game screen."""

from __future__ import annotations

import random
import shutil
import tempfile
from pathlib import Path

import pytest
from solitaire_helpers import solo, solo_setup
from textual.widgets import Static
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.solitaire.table import TABLE_FILE
from rftg.tui.app import RftgApp
from rftg.tui.race.dialogs import ScoreScreen
from rftg.tui.race.robot import NOTICE_SEEN
from rftg.tui.race.robot_notice import RobotNoticeScreen
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def solo_app(seed: int = 3, difficulty: str = "medium") -> RftgApp:
    setup = solo_setup(seed, difficulty).model_copy(update={"names": ("You",)})
    return RftgApp(session=GameSession(Game(setup)))


def text(widget: Static) -> str:
    return str(widget.render())


async def test_notice_once_then_the_robots_mat_and_turns(home):
    app = solo_app()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, RobotNoticeScreen)
        notice = str(app.screen.query_one(Static).render())
        assert "die 1" in notice and str(home / TABLE_FILE) in notice
        await pilot.press("escape")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        mat = text(screen.query_one("#robot-mat", Static))
        assert "credit" in mat and "economy" in mat and "tokens 2 left" in mat
        assert "pile 4" in mat and "dice row" in mat
        # nothing from the robot yet: its box is hidden (it showed two empty lines)
        assert not screen.query_one("#robot-tutor", Static).display
        await pilot.press("space", "down", "space", "c")  # the first discard
        await settled(pilot)
        await pilot.press("down", "down", "down", "enter")  # two actions
        await settled(pilot)
        assert any(line.startswith("The robot rolls") for line in screen.game_log.lines)
        said = text(screen.query_one("#robot-tutor", Static))
        assert screen.query_one("#robot-tutor", Static).display
        assert "The robot rolled" in said and "you act first, then the robot" in said
        mat = text(screen.query_one("#robot-mat", Static))
        assert "rolled" in mat and "●" in mat
    assert (home / NOTICE_SEEN).exists()
    again = solo_app(4)
    async with again.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(again.screen, GameScreen)


async def test_a_broken_copy_of_the_numbers_is_reported_not_used(home):
    (home / TABLE_FILE).write_text("[dice]\ndie1 = 3\n", "utf-8")
    app = solo_app()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, RobotNoticeScreen)
        notice = str(app.screen.query_one(Static).render())
        assert "Your copy was not used" in notice and str(home / TABLE_FILE) in notice
    (home / NOTICE_SEEN).write_text("shown\n", "utf-8")
    app = solo_app()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        assert any("robot numbers were not used" in n.message
                   for n in app._notifications)


async def test_a_whole_solitaire_game_by_keyboard_and_the_robot_in_the_scores(home):
    (home / NOTICE_SEEN).write_text("shown\n", "utf-8")
    app = solo_app(6, "easy")
    rng = random.Random(6)
    from tui_helpers import play_by_keyboard

    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        screen = await play_by_keyboard(app, pilot, rng)
        game = screen.session.game
        assert game.over
        assert screen.game_log.lines[-1].startswith("The game ends")
        assert "Robot" in screen.game_log.lines[-1]
        await pilot.press("v")
        await settled(pilot)
        assert isinstance(app.screen, ScoreScreen)
        labels = [str(w.render()) for w in app.screen.query("Label")]
        assert any(lbl.startswith("Robot:") for lbl in labels)


def test_snapshot_robot_notice(snap_compare, monkeypatch):
    """The one-time notice: the numbers not from the rulebook (the dice, the robot tiles,
    the extra cards of modification tiles) and where a copy of robot.toml overrides them."""
    fixed = Path(tempfile.gettempdir()) / "rftg-robot-snapshot"  # the path shows: fixed
    shutil.rmtree(fixed, ignore_errors=True)
    monkeypatch.setenv("RFTG_HOME", str(fixed))
    assert snap_compare(solo_app(), terminal_size=SIZE, run_before=settled)
    shutil.rmtree(fixed, ignore_errors=True)


def test_snapshot_solitaire_game_screen(snap_compare, home):
    """Round 1 against the robot: the robot's mat under the phases (credit, economy, tokens
    left, pile, tableau, VP, the dice row with your indicators), its tableau pile on the
    table, the tutor telling where the robot's dice went and why."""
    (home / NOTICE_SEEN).write_text("shown\n", "utf-8")

    async def play(pilot) -> None:
        await settled(pilot)
        await pilot.press("space", "down", "space", "c")
        await settled(pilot)
        await pilot.press("down", "down", "down", "enter")
        await settled(pilot)

    assert snap_compare(solo_app(), terminal_size=SIZE, run_before=play)


async def test_new_game_screen_starts_a_solitaire_game_with_the_difficulty(home):
    """The new game screen's game "Solitaire against the robot" with the robot's
    difficulty: one player, the advanced rules with The Gathering Storm, no goals."""
    from textual.widgets import Checkbox, Select

    from rftg.tui.screens.new_game import NewGameScreen

    app = RftgApp(seed=9)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#game", Select).value = "solitaire"
        await pilot.pause()
        assert screen.query_one("#players", Select).value == 1
        assert screen.query_one("#expansion", Checkbox).value
        assert screen.query_one("#advanced", Checkbox).value
        assert screen.query_one("#goals", Checkbox).disabled
        note = text(screen.query_one("#setup-note", Static))
        assert "Solitaire" in note and "draft" not in note  # no word of what does not apply
        # "Die Startwelten werden verdeckt gemischt": random start worlds, shown as such
        start = screen.query_one("#start", Select)
        assert start.value == "random" and start.disabled
        assert "Robot" in str(screen.query_one("#difficulty-label").render())
        screen.query_one("#difficulty", Select).value = "hard"
        await pilot.pause()
        screen.query_one("#start-game").focus()
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, RobotNoticeScreen)
        await pilot.press("w")  # write a copy of the numbers to edit
        await pilot.press("escape")
        await settled(pilot)
        assert (home / TABLE_FILE).is_file()
        setup = app.session.game.setup
        assert setup.players == 1 and setup.advanced and not setup.goals
        assert setup.robot is not None and setup.robot.difficulty == "hard"
        assert isinstance(app.screen, GameScreen)
        # back on the new game screen, Race for the Galaxy offers computer players again


def test_the_last_round_summary_has_the_robots_line():
    """The "Last round" summary tells what the robot did too: the phases it acted in, the
    cards it placed, the cards it drew and the VP it scored (from the round's events)."""
    from rftg.core import events as ev
    from rftg.core.observe import observation
    from rftg.core.solitaire import events as rev
    from rftg.core.text import card_name
    from rftg.solver.players.random import RandomPlayer
    from rftg.tui.race.log import GameLog

    for seed in (3, 5, 8):
        game = solo(seed, "medium")
        player = RandomPlayer(seed)
        while not game.over and game.state.round < 5:
            for d in game.pending():
                game.choose(d.player, player.choose(observation(game, d.player)))
        events = game.state.events
        starts = [i for i, e in enumerate(events) if isinstance(e, ev.RoundStarted)]
        last = events[starts[-2]:starts[-1]]
        log = GameLog(["You"], game.state.cards, 0)
        log.update(events)
        line = log.summary_lines()[-1]
        assert line.startswith("Robot: acted in ")
        turns = [e.phase for e in last if isinstance(e, rev.RobotTurn)]
        assert line.count(" + ") == len(dict.fromkeys(turns)) - 1
        for e in last:
            if isinstance(e, rev.RobotPlaced):
                assert card_name(game.state.cards[e.card]) in line
        vp = sum(e.vp for e in last if isinstance(e, rev.RobotScored))
        assert (f"{vp} VP gained" in line) == (vp > 0)
        drew = sum(e.n for e in last if isinstance(e, rev.RobotDrew))
        assert ("drew" in line) == (drew > 0)


async def test_the_palette_shows_the_robots_notice_again(home):
    """The notice comes once; it says how to see it again, and the command palette's "The
    robot's numbers" does, in a later game too."""
    app = solo_app()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, RobotNoticeScreen)
        notice = str(app.screen.query_one(Static).render())
        assert "Ctrl+P, \"The robot's numbers\", shows it again" in notice
        await pilot.press("escape")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
    again = solo_app(4)
    async with again.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(again.screen, GameScreen)  # seen: not shown by itself
        await pilot.press("ctrl+p")
        await settled(pilot)
        await pilot.press(*"robot's numbers")
        await settled(pilot)
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(again.screen, RobotNoticeScreen)
        await pilot.press("escape")
        await settled(pilot)
        assert isinstance(again.screen, GameScreen)
