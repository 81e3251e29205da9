"""Jump Drive in the app: chosen on the new game screen (or `rftg --game jumpdrive`), played
to the end by keyboard against computer players and solo, saved, loaded and autosaved with
the game's name; pilot tests asserting on game state, and snapshots of its screens."""

from __future__ import annotations

import json
import random

import pytest
import tui_helpers
from textual.widgets import Static
from tui_helpers import settled

from rftg.cli import _build_parser
from rftg.core.engine import Game
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.moves import JdPlay
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.moves import DecisionKind
from rftg.core.save import digest, replay
from rftg.tui.app import RftgApp
from rftg.tui.jumpdrive.screen import JdGameScreen, JdScoreScreen
from rftg.tui.screens.game_over import GameOverScreen
from rftg.tui.session import GameSession, NewGame, data_dir

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def jd_app(players: int = 2, seed: int = 5) -> RftgApp:
    """The app straight into a Jump Drive game, autosaving where the app would."""
    options = NewGame(players=players, seed=seed, game="jumpdrive")
    return RftgApp(session=GameSession.new(options, data_dir() / "autosave.json"))


async def play_by_keyboard(app, pilot, rng: random.Random, max_steps: int = 400,
                           stop=lambda screen: False) -> JdGameScreen:
    """Answer every decision with keys: a random option, then the fewest cards it allows."""
    screen = await tui_helpers.play_by_keyboard(app, pilot, rng, max_steps, fewest=True,
                                                stop=stop)
    assert isinstance(screen, JdGameScreen)
    return screen


async def test_rftg_game_jumpdrive_opens_the_new_game_screen_on_jump_drive(home):
    """`rftg --game jumpdrive`: the new game screen has Jump Drive chosen; Enter starts a
    2-player Jump Drive game against a computer player."""
    args = _build_parser().parse_args(["--game", "jumpdrive", "--seed", "9"])
    app = RftgApp(seed=args.seed, game=args.play_game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, JdGameScreen)
        setup = screen.session.game.setup
        assert (setup.game, setup.players, setup.seed) == ("jumpdrive", 2, 9)
        assert setup.names == ("You", "Computer 1")
        d = screen.decision
        assert d is not None and d.kind is DecisionKind.INITIAL_DISCARD


async def test_choosing_jump_drive_on_the_new_game_screen_offers_one_to_four_players(home):
    app = RftgApp(seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        from textual.widgets import Select

        screen.query_one("#game", Select).value = "jumpdrive"
        await pilot.pause()
        players = screen.query_one("#players", Select)
        assert [v for _, v in players._options if v != Select.BLANK] == [1, 2, 3, 4]
        assert not screen.query_one("#rftg-options").display
        players.value = 1
        await pilot.pause()
        assert "7 rounds" in str(screen.query_one("#setup-note", Static).render())
        await pilot.click("#start-game")
        await settled(pilot)
        assert isinstance(app.screen, JdGameScreen)
        assert app.screen.session.game.setup.players == 1


async def test_a_whole_jump_drive_game_by_keyboard(home):
    """Two players to the end: someone reaches 50 VP, the final scores show the winner, the
    autosave holds the finished game and its choices replay to it."""
    app = jd_app(2, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_by_keyboard(app, pilot, random.Random(2))
        game = screen.session.game
        assert game.over
        totals = [s.total for s in game.scores()]
        assert max(totals) >= rules.WIN_VP
        assert isinstance(app.screen, GameOverScreen)  # the game over screen, every game's
        why = str(app.screen.query_one("#over-ending", Static).render())
        assert "50 VP reached" in why
        await pilot.press("v")  # Jump Drive's own score dialog over it
        await settled(pilot)
        assert isinstance(app.screen, JdScoreScreen)
        assert digest(replay(game.setup, game.choices)) == digest(game)
        saved = json.loads((home / "autosave.json").read_text())
        assert saved["setup"]["game"] == "jumpdrive"
        assert GameSession.load(home / "autosave.json").over


async def test_the_solo_game_lasts_seven_rounds(home):
    """Solo (1 player): exactly 7 rounds, then the final scores."""
    app = jd_app(1, seed=8)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_by_keyboard(app, pilot, random.Random(4))
        game = screen.session.game
        assert game.over and game.state.round == rules.SOLO_ROUNDS
        assert isinstance(app.screen, GameOverScreen)
        assert "after round 7" in str(app.screen.query_one("#over-ending", Static).render())
        assert [s.total for s in app.screen.view.seats] == [s.total for s in game.scores()]
        assert sum(p.vp for p in app.screen.view.seats[0].parts) == game.scores()[0].total
        assert app.screen.reviewable  # its review button is on
        assert not screen.query(".zone").filter("#opponent-title-1")


async def test_a_placement_is_paid_by_keys_and_lands_in_the_empire(home):
    """A world or development chosen with arrows and Enter, its payment chosen with Space:
    the card is in your empire afterwards and the cards paid have left your hand."""
    app = jd_app(2, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        rng = random.Random(0)

        def placing(screen: JdGameScreen) -> bool:
            d = screen.decision
            return d is not None and d.kind is DecisionKind.ACTION and any(
                isinstance(o.move, JdPlay) for o in d.options)

        screen = await play_by_keyboard(app, pilot, rng, stop=placing)
        d = screen.decision
        idx = next(i for i, o in enumerate(d.options) if isinstance(o.move, JdPlay))
        move = d.options[idx].move
        for _ in range(idx):
            await pilot.press("down")
        await pilot.press("c")
        await settled(pilot)
        # pay what is asked, then let the round end
        for _ in range(4):
            d = screen.decision
            if d is None or d.kind is not DecisionKind.PAYMENT:
                break
            for _ in range(d.options[0].min_cards):
                await pilot.press("space")
                await pilot.press("down")
            await pilot.press("c")
            await settled(pilot)
        empire = screen.session.game.state.players[0].tableau
        placed = [c for c in (move.development, move.world) if c is not None]
        assert set(placed) <= set(empire)


async def test_save_load_and_undo_keep_the_jump_drive_game(home):
    app = jd_app(3, seed=11)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_by_keyboard(
            app, pilot, random.Random(6), stop=lambda s: s.session.game.state.round >= 2)
        game = screen.session.game
        await pilot.press("s")
        await settled(pilot)
        (path,) = list((home / "saves").glob("*.json"))
        data = json.loads(path.read_text())
        assert data["setup"]["game"] == "jumpdrive" and data["setup"]["players"] == 3
        loaded = GameSession.load(path)
        assert digest(loaded.game) == digest(game)
        before = len(game.choices)
        await pilot.press("u")
        await settled(pilot)
        assert len(screen.session.game.choices) < before
        await pilot.press("r")
        await settled(pilot)
        assert digest(screen.session.game) == digest(game)


async def test_a_loaded_jump_drive_save_opens_the_jump_drive_screen(home):
    game = Game(JumpDriveSetup(players=2, seed=4, names=("You", "Computer 1")))
    session = GameSession(game)
    session.run_ai()
    (home / "saves").mkdir()
    session.save(home / "saves" / "jd.json")
    app = RftgApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        app.action_load()
        await settled(pilot)
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, JdGameScreen)
        assert app.screen.session.game.setup.game == "jumpdrive"


async def test_the_resume_offer_names_jump_drive(home):
    session = GameSession.new(NewGame(players=2, seed=3, game="jumpdrive"),
                              home / "autosave.json")
    session.autosave()
    app = RftgApp(game="jumpdrive")  # offered for the game asked for (issue 29)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        text = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "Jump Drive, you and 1 computer player (normal): round 0" in text
        await pilot.press("y")
        await settled(pilot)
        assert isinstance(app.screen, JdGameScreen)


async def test_the_tutor_explains_the_highlighted_choice_with_your_numbers(home):
    from rftg.core.jumpdrive.observe import jd_observation
    from rftg.tutor.jumpdrive.explain import explain_option

    app = jd_app(2, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await play_by_keyboard(
            app, pilot, random.Random(1),
            stop=lambda s: s.decision is not None and s.decision.kind is DecisionKind.ACTION)
        d = screen.decision
        await pilot.press("down")
        await pilot.pause()
        shown = str(screen.query_one("#tutor", Static).render())
        obs = jd_observation(screen.session.game, 0)
        for line in explain_option(obs, d.options[1]):
            assert line.split(":")[0] in shown


# --------------------------------------------------------------------------- snapshots


def test_snapshot_jump_drive_new_game(snap_compare):
    """The new game screen with Jump Drive chosen (`rftg --game jumpdrive`): 2 players,
    Normal, the short description, no Race for the Galaxy options."""
    assert snap_compare(RftgApp(seed=7, game="jumpdrive"), terminal_size=SIZE)


async def to_action(pilot) -> None:
    """Keep 5 (discard the first two cards of the list): round 1's choice is shown."""
    await settled(pilot)
    d = pilot.app.screen.decision
    if d is not None and d.kind is DecisionKind.INITIAL_DISCARD:
        await pilot.press("space", "down", "space", "c")
        await settled(pilot)


def test_snapshot_jump_drive_keep_five(snap_compare):
    """Setup: 7 cards dealt, the card list focused ('Select 2'), the tutor's topic."""
    assert snap_compare(jd_app(2, seed=5), terminal_size=SIZE, run_before=settled)


def test_snapshot_jump_drive_choice(snap_compare):
    """Round 1: the secret choice, Explore first with its counts, the tutor's numbers."""
    assert snap_compare(jd_app(2, seed=5), terminal_size=SIZE,
                        run_before=to_action)


def test_snapshot_jump_drive_small_terminal(snap_compare):
    """80x24: the choice still fits (options, tutor, footer)."""
    assert snap_compare(jd_app(2, seed=5), terminal_size=(80, 24),
                        run_before=to_action)


def test_snapshot_jump_drive_final_scores(snap_compare):
    """A finished solo game: 'The solo game ends after round 7', VP and income per round."""
    game = Game(JumpDriveSetup(players=1, seed=8, names=("You",)))
    session = GameSession(game, 0, "normal")
    from rftg.core.jumpdrive.observe import jd_observation
    from rftg.solver.jumpdrive.levels import make_jd_player

    player = make_jd_player("normal", 1)
    while not game.over:
        assert len(game.pending()) == 1  # solo: one decision at a time
        game.choose(0, player.choose(jd_observation(game, 0)))
    assert snap_compare(RftgApp(session=session), terminal_size=SIZE, run_before=settled)


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_keep_5_list_is_in_hand_order_at_80x24(home, lang):
    """Issue 29, "the discard list in hand order": at 80x24 the cards of Keep 5 are listed
    in the order the hand shows them (developments, then worlds, by cost), in English and
    German alike."""
    from rftg.core import lang as language
    from rftg.tui.widgets.cards import CardView
    from rftg.tui.widgets.decision import DecisionPanel

    options = NewGame(players=2, seed=3, game="jumpdrive")
    app = RftgApp(session=GameSession.new(options, data_dir() / "autosave.json"), lang=lang)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settled(pilot)
            screen = app.screen
            assert isinstance(screen, JdGameScreen)
            d = screen.decision
            assert d is not None and d.options[0].max_cards == 2  # keep 5 of 7: discard 2
            panel = screen.query_one(DecisionPanel)
            listed = [panel.card_list.get_option_at_index(i).value
                      for i in range(panel.card_list.option_count)]
            hand = list(screen.query_one("#hand", CardView).cards)
            assert len(listed) == 7 and listed == hand
            kinds = [screen.obs.card(c).type.value for c in listed]
            assert kinds == sorted(kinds)
    finally:
        language.set_language("en")
