"""Pilot tests of issue 29's table: several people at one screen (pass-and-play), a Pay
list that does not jump, the discard list in hand order, selection shown by shape, the
resume question for the game asked for, and the new game screen's last choices."""

from __future__ import annotations

import pytest
from textual.widgets import Select, Static
from tui_helpers import settled

from rftg.core import events as ev
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.race.setup import RaceSetup
from rftg.core.scenario import position
from rftg.core.text import option_label
from rftg.tui import choices as kept
from rftg.tui.app import RftgApp, resume_summary
from rftg.tui.screens.dialogs import ResumeDialog
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.screens.passing import PassScreen
from rftg.tui.session import GameSession, NewGame, last_autosave


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def shared(home, players=3, humans=2, seed=5) -> GameSession:
    options = NewGame(players=players, humans=humans, difficulty="easy", seed=seed)
    return GameSession.new(options, home / "autosave.json")


def hand_shown(screen: GameScreen) -> tuple[int, ...]:
    return screen.query_one("#hand").cards


# ---------------------------------------------------------------- pass-and-play


def test_a_shared_session_names_its_people_and_keeps_them_in_a_save(home):
    session = shared(home)
    names = [p.name for p in session.game.state.players]
    assert names == ["Player 1", "Player 2", "Computer 1"]
    assert session.humans == (0, 1) and session.shared
    assert {d.player for d in session.ai_pending()} == {2}
    session.save(home / "s.json")
    again = GameSession.load(home / "s.json")
    assert again.humans == (0, 1) and again.human == 0


async def test_pass_and_play_hides_the_table_until_the_next_person_is_there(home):
    session = shared(home)
    app = RftgApp(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        # before the first turn: "Pass to Player 1", the table below is still empty
        assert isinstance(app.screen, PassScreen) and app.screen.name_ == "Player 1"
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and session.human == 0
        game = session.game
        assert set(hand_shown(screen)) == set(game.state.players[0].hand)
        # Player 1 chooses an action (Enter on the first option answers)
        d = screen.decision
        assert d is not None and d.player == 0 and d.kind is DecisionKind.ACTION
        await pilot.press("enter")
        await settled(pilot)
        assert any(p == 0 for p, _ in session.game.choices)
        # Player 2's turn: the "Pass to" screen covers a table that has shown nothing yet
        assert isinstance(app.screen, PassScreen) and app.screen.name_ == "Player 2"
        below = app.screen_stack[-2]
        assert isinstance(below, GameScreen) and below is not screen
        assert hand_shown(below) == ()
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and session.human == 1
        assert set(hand_shown(screen)) == set(session.game.state.players[1].hand)
        # the tutor and the hints speak to Player 2: the observation is theirs
        assert screen.presenter.obs.hand == tuple(session.game.state.players[1].hand)
        assert screen.decision is not None and screen.decision.player == 1
        await pilot.press("enter")
        await settled(pilot)
        seats = {p for p, _ in session.game.choices}
        assert {0, 1, 2} <= seats  # both people and the computer have chosen
        # the autosave keeps the people at the screen
        assert GameSession.load(home / "autosave.json").humans == (0, 1)


async def test_undo_in_pass_and_play_gives_the_choice_back_to_its_person(home):
    session = shared(home)
    app = RftgApp(session=session)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        await pilot.press("enter")  # Player 1 is at the screen
        await settled(pilot)
        await pilot.press("enter")  # and chooses
        await settled(pilot)
        await pilot.press("enter")  # Player 2 is at the screen
        await settled(pilot)
        assert session.human == 1
        await pilot.press("u")  # Player 1's choice taken back: passed back to Player 1
        await settled(pilot)
        assert session.human == 0
        assert not any(p == 0 for p, _ in session.game.choices)
        assert isinstance(app.screen, PassScreen) and app.screen.name_ == "Player 1"


async def test_the_new_game_screen_offers_people_at_the_screen(home):
    app = RftgApp(seed=4, home=home)
    async with app.run_test(size=(100, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#players", Select).value = 3
        await settled(pilot)
        screen.query_one("#humans", Select).value = 2
        await settled(pilot)
        line = str(screen.query_one("#enter-starts", Static).render())
        assert "2 people at this screen and 1 computer player (normal)" in line
        screen.query_one("#start-game").press()
        await settled(pilot)
        assert isinstance(app.screen, PassScreen)
        assert app.session is not None and app.session.humans == (0, 1)
        assert app.session.game.setup.players == 3


async def test_the_start_worlds_chosen_are_said_in_what_enter_starts(home):
    """A choice in a game's own form (here Race's start worlds) updates the line that says
    what Enter starts, as the screen's own choices do."""
    app = RftgApp(seed=4, home=home)
    async with app.run_test(size=(100, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        line = str(screen.query_one("#enter-starts", Static).render())
        assert "first game" in line
        screen.query_one("#start", Select).value = "random"
        await settled(pilot)
        line = str(screen.query_one("#enter-starts", Static).render())
        assert "first game" not in line and "random start worlds" in line, line


# ---------------------------------------------------------------- the decision panel

ME = {"tableau": ["Old Earth", "Free Trade Association", "New Vinland", "Gem World",
                  "Artist Colony", "Contact Specialist"],
      "goods": ["New Vinland", "Gem World", "Artist Colony"],
      "hand": ["Comet Zone", "Rebel Base", "Spice World", "Mining Robots", "Replicant Robots"]}
OTHER = {"tableau": ["Alpha Centauri", "Space Port"], "goods": ["Alpha Centauri"], "hand": 4}


def app_at(players, phase) -> RftgApp:
    game = position(players, phase)
    game.state.players[0].name = "You"
    game.state.players[1].name = "Computer 1"
    return RftgApp(session=GameSession(game, 0, "normal"))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_click_in_the_pay_list_moves_no_row(home, size):
    """The first change of the hint's payment keeps every row where it was (the
    prompt keeps its height), and the boxes show [x] / [ ] by shape."""
    app = app_at([{**ME, "actions": ["settle"]}, OTHER], "settle")
    async with app.run_test(size=size) as pilot:
        await settled(pilot)
        screen = app.screen
        labels = [option_label(o) for o in screen.decision.options]
        for _ in range(next(i for i, lbl in enumerate(labels) if "Comet Zone" in lbl)):
            await pilot.press("down")
        await pilot.press("enter")
        await settled(pilot)
        assert screen.decision.kind is DecisionKind.PAYMENT
        cards = screen.query_one("#cards")
        assert cards.selected  # the hint's cards, preselected
        assert "[x]" in "".join(s.text for s in cards.render_line(0)) or \
            "[ ]" in "".join(s.text for s in cards.render_line(0))
        before = cards.region.y
        await pilot.press("space")  # the first change of the preselection
        await settled(pilot)
        assert cards.region.y == before
        row = cards.highlighted
        text = "".join(s.text for s in cards.render_line(row)) if row is not None else ""
        mark = "[x]" if cards.get_option_at_index(row).value in cards.selected else "[ ]"
        assert text.startswith(mark)


async def test_the_discard_list_is_in_hand_order(home):
    app = app_at([{"tableau": ["Old Earth"], "hand": 13}, OTHER], "round_end")
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        screen = app.screen
        listed = [screen.query_one("#cards").get_option_at_index(i).value
                  for i in range(screen.query_one("#cards").option_count)]
        assert listed == list(hand_shown(screen))


# ---------------------------------------------------------------- log and scores


def test_a_windfall_worlds_own_good_is_not_told_as_production():
    """"Hat ein Spieler als Startwelt Alpha Centauri ausliegen, wird eine Karte vom Stapel
    verdeckt darauf gelegt. Diese Karte ist das „Windfall“-Gut (ein sporadisch produziertes
    Gut), mit dem die Welt das Spiel beginnt." and "Wenn es eine „Windfall“-Welt ist, legt
    er noch das Gut darauf." (base rulebook): the good comes with the world, it is not
    produced."""
    game = Game(RaceSetup(players=2, start="first", seed=3, names=("You", "Computer 1")))
    from rftg.tui.race.log import GameLog

    placed = [e for e in game.state.events if isinstance(e, ev.Produced) and e.placed]
    assert placed  # a start world with a windfall good (first game)
    log = GameLog([p.name for p in game.state.players], game.state.cards, 0)
    log.update(game.state.events)
    assert not any(" produce" in line for line in log.lines)


# ---------------------------------------------------------------- resume and choices


def test_the_resume_question_names_the_game_its_setup_and_round(home):
    solo = GameSession.new(NewGame(players=1, seed=3, game="jumpdrive"), home / "a.json")
    text = resume_summary(solo)
    assert text.startswith("Jump Drive, solo game of 7 rounds: round ")
    assert "1 players" not in text
    race = GameSession.new(NewGame(players=4, seed=3, expansion="gs", goals=True))
    assert resume_summary(race).startswith(
        "Race for the Galaxy, The Gathering Storm, goals, you and 3 computer players "
        "(normal), first game: round 1")
    # the board games' descriptions name them once ("Andromeda: Andromeda, ..." said it twice)
    andromeda = GameSession.new(NewGame(players=3, seed=3, game="andromeda",
                                        difficulty="hard"))
    assert resume_summary(andromeda) == (
        "Andromeda, you and 2 computer players (hard): round 1, seed 3.")
    frontiers = GameSession.new(NewGame(players=2, seed=3, game="newfrontiers"))
    text = resume_summary(frontiers)
    assert text.startswith("New Frontiers (board game), you and 1 computer player")
    assert text.count("New Frontiers") == 1


def test_only_the_game_asked_for_is_offered_and_no_autosave_is_lost(home):
    race = GameSession.new(NewGame(players=2, seed=3), home / "autosave.json")
    race.autosave()
    found = last_autosave(home, "jumpdrive")
    assert found.session is None and found.path != home / "autosave.json"
    assert last_autosave(home, "rftg").session is not None


async def test_rftg_game_jumpdrive_does_not_offer_a_race_game(home):
    GameSession.new(NewGame(players=2, seed=3), home / "autosave.json").autosave()
    app = RftgApp(home=home, game="jumpdrive")
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        assert not isinstance(app.screen, ResumeDialog)
        assert isinstance(app.screen, NewGameScreen)
    app = RftgApp(home=home)
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, ResumeDialog)


async def test_the_new_game_screen_remembers_the_last_choices(home):
    app = RftgApp(seed=4, home=home)
    async with app.run_test(size=(100, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        screen.query_one("#players", Select).value = 4
        await settled(pilot)
        screen.query_one("#expansion").value = True
        await settled(pilot)
        screen.query_one("#goals").value = True
        await settled(pilot)
        screen.query_one("#start-game").press()
        await settled(pilot)
    assert kept.load(home, "rftg").get("players") == 4
    app = RftgApp(seed=4, home=home)
    async with app.run_test(size=(100, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        if isinstance(screen, ResumeDialog):
            await pilot.press("n")
            await settled(pilot)
            screen = app.screen
        assert isinstance(screen, NewGameScreen)
        options = screen.options()
        assert (options.players, options.expansion, options.goals) == (4, "gs", True)
        line = str(screen.query_one("#enter-starts", Static).render())
        assert "The Gathering Storm, goals, you and 3 computer players" in line


async def test_a_broken_choices_file_is_reported_kept_and_ignored(home):
    (home / "new_game.toml").write_text("[rftg]\nplayers = 'many'\n")
    app = RftgApp(seed=4, home=home)
    async with app.run_test(size=(100, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen) and screen.options().players == 2
        assert any("could not be read" in str(n.message) for n in app._notifications)
        screen.query_one("#start-game").press()
        await settled(pilot)
    assert (home / "new_game.toml").read_text() == "[rftg]\nplayers = 'many'\n"


def test_choices_round_trip(home):
    kept.save(home, "rftg", {"mode": "rftg", "players": 3, "gs": True})
    kept.save(home, "jumpdrive", {"mode": "jumpdrive", "players": 2})
    assert kept.load(home, "rftg").values == {"mode": "rftg", "players": 3, "gs": True}
    assert kept.load(home, "jumpdrive").get("players") == 2


def test_pass_and_play_in_the_plain_mode(tmp_path):
    """Several people at one screen in plain lines: the players question's last choice,
    then how many players and how many people; before each person's turn "Pass to NAME,
    press Enter."; the autosave keeps the people."""
    from plain_helpers import play

    setup = ["", "5", "1", "1", "", "", "", "", ""]  # game, players: several people (2
    # players, 2 people), computers' level, The Gathering Storm, start, advanced, seed
    status, out, _ = play(tmp_path, first=[*setup, "", "1", ""], limit=0)
    assert status == 0
    assert "Several people at this screen (pass-and-play)" in out
    first = out.index("Pass to Player 1, press Enter.")
    assert out.index("Pass to Player 2, press Enter.") > first
    again = GameSession.load(tmp_path / "autosave.json")
    assert again.humans == (0, 1) and again.human == 1
    assert [p.name for p in again.game.state.players] == ["Player 1", "Player 2"]
    assert [p for p, _ in again.game.choices] == [0]
