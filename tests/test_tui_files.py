"""Files and threads never stop the app: a broken save is reported and kept, the app starts
anyway; a save written while the computer players think is a game nobody was changing;
a save cut short leaves no temporary file behind; the seed field takes only a seed."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, Static
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.core.save import SaveError, digest, load_with_meta, save
from rftg.tui.app import RftgApp
from rftg.tui.screens.dialogs import LoadScreen, ResumeDialog
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.session import MAX_SEED, GameSession, NewGame, parse_seed, saved_games


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


BAD_FILES = {
    "a 5,000-digit number": '{"format": "rftg-save", "version": ' + "9" * 5000 + "}",
    "JSON nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
    "bytes that are no UTF-8": b"\xff\xfe\x00garbage",
    "a number where the setup goes": '{"format": "rftg-save", "version": 1, "setup": 1e999}',
    "an empty file": "",
}


def write(path, content) -> bytes:
    data = content.encode() if isinstance(content, str) else content
    path.write_bytes(data)
    return data


@pytest.mark.parametrize("fault", list(BAD_FILES))
def test_a_bad_save_is_a_save_error(home, fault):
    path = home / "bad.json"
    data = write(path, BAD_FILES[fault])
    with pytest.raises(SaveError):
        GameSession.load(path)
    assert path.read_bytes() == data  # kept as it is


@pytest.mark.parametrize("fault", list(BAD_FILES))
async def test_a_bad_autosave_does_not_stop_the_app(home, fault):
    """The app starts with the new game screen, says the autosave could not be read and
    keeps it; the next autosave goes to another file."""
    data = write(home / "autosave.json", BAD_FILES[fault])
    shown: list[str] = []
    app = RftgApp(seed=4)
    real_notify = app.notify
    app.notify = lambda message, *a, **kw: (shown.append(str(message)),  # type: ignore
                                            real_notify(message, *a, **kw))[1]
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert any("could not be read" in m for m in shown)
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.autosave_path.name == "autosave-2.json"
    assert (home / "autosave.json").read_bytes() == data
    assert (home / "autosave-2.json").exists()


async def test_a_bad_file_in_the_load_dialog_is_reported(home):
    """Loading a broken save from the Load dialog: an error, the game goes on, the file is
    kept."""
    (home / "saves").mkdir()
    data = write(home / "saves" / "broken.json", BAD_FILES["a 5,000-digit number"])
    shown: list[str] = []
    app = RftgApp(seed=4)
    real_notify = app.notify
    app.notify = lambda message, *a, **kw: (shown.append(str(message)),  # type: ignore
                                            real_notify(message, *a, **kw))[1]
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        game_screen = app.screen
        app.action_load()
        await settled(pilot)
        assert isinstance(app.screen, LoadScreen)
        listed = [str(o.prompt) for o in app.screen.query_one("#saves", OptionList).options]
        assert listed == ["autosave.json", "broken.json"]  # this game's autosave, newest
        await pilot.press("down", "enter")
        await settled(pilot)
        assert app.screen is game_screen
        assert any("broken.json" in m for m in shown)
    assert (home / "saves" / "broken.json").read_bytes() == data


def test_the_computer_players_think_on_a_copy(home):
    """While the computer players think (in a thread), the session's game is not changed:
    a save written meanwhile (here: at each of their choices) is the game as it was, and
    loads. 4 of 19 saves in a thread race did not load when they played on the game."""
    session = GameSession.new(NewGame(seed=11, players=4), home / "autosave.json")
    before = session.game
    mark = digest(before)
    saves = []
    real_choice = session.ai_choice

    def choice_and_save(decision, game=None, cancelled=None):
        path = home / f"during-{len(saves)}.json"
        session.save(path)  # what the screen's s key or quit does meanwhile
        saves.append(path)
        return real_choice(decision, game, cancelled)

    session.ai_choice = choice_and_save  # type: ignore[method-assign]
    after = session.ai_played(before)
    assert len(saves) == 3  # three computer players chose their actions
    assert digest(session.game) == mark and session.game is before
    for path in saves:
        game, _ = load_with_meta(path)
        assert digest(game) == mark
    assert session.adopt(before, after) and session.game is after
    assert not session.adopt(before, after.clone())  # the session moved on: nothing taken


async def test_a_save_cut_short_leaves_no_temporary_file(home):
    """A killed save leaves '.autosave.json.<random>.tmp'; the next start removes such
    files (and nothing else)."""
    (home / "saves").mkdir()
    stale = [home / ".autosave.json.k2j3.tmp", home / "saves" / ".game-1.json.x9.tmp"]
    for path in stale:
        path.write_text("{")
    keep = home / "saves" / "notes.tmp"
    keep.write_text("mine")
    app = RftgApp(seed=4)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
    assert not any(p.exists() for p in stale)
    assert keep.read_text() == "mine"


@pytest.mark.parametrize("text", ["-5", "", "12a", str(MAX_SEED + 1), "٣"])
def test_a_seed_is_a_whole_number_in_range(text):
    with pytest.raises(ValueError, match="whole number"):
        parse_seed(text)


def test_valid_seeds():
    assert parse_seed(" 42 ") == 42 and parse_seed(str(MAX_SEED)) == MAX_SEED


async def test_the_seed_field_refuses_a_bad_seed_and_says_so(home):
    app = RftgApp(seed=4)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        screen = app.screen
        seed = screen.query_one("#seed", Input)
        seed.value = "-12"
        await pilot.click("#start-game")
        await settled(pilot)
        assert app.screen is screen  # no game started
        assert "whole number" in str(screen.query_one("#seed-error", Static).render())
        seed.value = "77"
        await pilot.click("#start-game")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.game.setup.seed == 77


async def test_an_autosave_written_after_a_broken_one_is_found_again(home):
    """autosave.json broken, the game autosaved to autosave-2.json: the next start offers
    to resume that game, and the Load dialog lists both autosaves."""
    write(home / "autosave.json", BAD_FILES["JSON nested 100,000 deep"])
    game = Game(RaceSetup(players=2, start="first", seed=9, names=("You", "Computer 1")))
    save(game, home / "autosave-2.json", {"human": 0, "difficulty": "normal"})
    assert {p.name for p in saved_games(home)} == {"autosave.json", "autosave-2.json"}
    app = RftgApp(seed=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, ResumeDialog)
        await pilot.press("y")
        await settled(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.game.setup.seed == 9
        assert app.autosave_path.name == "autosave-2.json"
        app.action_load()
        await settled(pilot)
        listed = [str(o.prompt) for o in app.screen.query_one("#saves", OptionList).options]
        assert {"autosave.json", "autosave-2.json"} <= set(listed)

