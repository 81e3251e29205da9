"""Andromeda in the app: chosen on the new game screen (or `rftg --game andromeda`), the
notice of our default numbers at the first game, whole games played by keyboard against
computer players (pilot tests asserting on game state), hints, undo, save and resume,
and snapshots of the board at 80x24 and 120x40 in English and German."""

from __future__ import annotations

import json
import random

import pytest
import tui_helpers
from textual.widgets import OptionList, Select, Static
from tui_helpers import settled

from rftg.cli import _build_parser
from rftg.core.andromeda.moves import AdKind, Pass, Show
from rftg.core.andromeda.state import ad_state
from rftg.core.save import digest, replay
from rftg.solver.games import SOLVERS
from rftg.tui.andromeda.screen import AdGameScreen, AdNoticeScreen, AdScoreScreen
from rftg.tui.andromeda.words import NOTICE_SEEN
from rftg.tui.app import RftgApp
from rftg.tui.screens.game_over import GameOverScreen
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tui.widgets import CardView


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def seen_notice(home) -> None:
    """The notice of our default numbers was shown before (a later game)."""
    (home / NOTICE_SEEN).write_text("shown\n")


def ad_app(players: int = 4, seed: int = 5, lang: str | None = None,
           difficulty: str = "normal") -> RftgApp:
    """The app straight into an Andromeda game, autosaving where the app would."""
    options = NewGame(players=players, seed=seed, game="andromeda", difficulty=difficulty)
    session = GameSession.new(options, data_dir() / "autosave.json")
    return RftgApp(session=session) if lang is None else RftgApp(session=session, lang=lang)


def shown(widget: Static) -> str:
    return str(widget.render())


async def test_rftg_game_andromeda_opens_the_new_game_screen_on_andromeda(home):
    """`rftg --game andromeda`: the new game screen has Andromeda chosen with 3-5 players
    and the solver's levels; Enter starts a 4-player game; the notice of the numbers that
    are our defaults comes first, once."""
    args = _build_parser().parse_args(["--game", "andromeda", "--seed", "9"])
    app = RftgApp(seed=args.seed, game=args.play_game)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        form = app.screen
        players = form.query_one("#players", Select)
        assert [v for _, v in players._options if v != Select.BLANK] == [3, 4, 5]
        levels = form.query_one("#difficulty", Select)
        assert tuple(v for _, v in levels._options if v != Select.BLANK) == \
            SOLVERS.get("andromeda").levels
        await pilot.press("enter")
        await settled(pilot)
        assert isinstance(app.screen, AdNoticeScreen)
        text = shown(app.screen.query_one("#notice-text", Static))
        assert "Moons of Alpha: 14, 8, 5" in text and str(home / "andromeda.toml") in text
        await pilot.press("enter")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, AdGameScreen)
        setup = screen.session.game.setup
        assert (setup.game, setup.players, setup.seed) == ("andromeda", 4, 9)
        assert setup.names == ("You", "Computer 1", "Computer 2", "Computer 3")
        assert screen.decision is not None and screen.decision.player == 0
        assert (home / NOTICE_SEEN).exists()


async def test_the_notice_writes_a_copy_of_the_components_for_the_player(home):
    app = ad_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, AdNoticeScreen)
        await pilot.click("#write-copy")
        await settled(pilot)
        copy = home / "andromeda.toml"
        assert copy.read_text("utf-8").startswith("# Andromeda (Alan R. Moon, 1999)")


async def test_a_broken_components_file_is_reported_and_the_defaults_are_played(home):
    seen_notice(home)
    (home / "andromeda.toml").write_text("version = 1\n[cards]\nper_planet = 3\n")
    app = ad_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, AdGameScreen)
        notes = [n.message for n in app._notifications]
        assert any("Your Andromeda numbers were not used" in n and "andromeda.toml" in n
                   for n in notes)
        assert (home / "andromeda.toml").read_text() == "version = 1\n[cards]\nper_planet = 3\n"


async def test_a_whole_game_by_keyboard_against_computer_players(home):
    """Four players to the end: three planets have all their centres, the final scores
    show the winner as the engine counts them, the autosave holds the finished game and
    its choices replay to it."""
    seen_notice(home)
    app = ad_app(4, seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await tui_helpers.play_by_keyboard(app, pilot, random.Random(2), fewest=True)
        assert isinstance(screen, AdGameScreen)
        game = screen.session.game
        st = ad_state(game)
        assert game.over
        assert sum(all(o is not None for o in moons) for moons in st.centres) >= 3
        assert isinstance(app.screen, GameOverScreen)  # the game over screen, every game's
        await pilot.press("v")  # Andromeda's own score dialog over it
        await settled(pilot)
        assert isinstance(app.screen, AdScoreScreen)
        text = shown(app.screen.query_one("#scores", Static))
        assert "Final scores" in text
        winners = ", ".join(game.setup.names[w] for w in game.winners())
        assert f"Winner: {winners}." in text
        for name, score in zip(game.setup.names, game.scores(), strict=True):
            assert f"{name}: {score.total} = centres" in text
        stake = shown(screen.query_one("#stake", Static))
        assert stake == "Points: " + " · ".join(
            f"{n} {sc.total}" for n, sc in zip(game.setup.names, game.scores(), strict=True))
        assert digest(replay(game.setup, game.choices)) == digest(game)
        saved = json.loads((home / "autosave.json").read_text())
        assert saved["setup"]["game"] == "andromeda"
        assert GameSession.load(home / "autosave.json").over


async def test_a_whole_game_of_three_in_german(home):
    seen_notice(home)
    app = ad_app(3, seed=8, lang="de")
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await tui_helpers.play_by_keyboard(app, pilot, random.Random(5), fewest=True)
        game = screen.session.game
        assert game.over
        assert isinstance(app.screen, GameOverScreen)  # the game over screen, every game's
        await pilot.press("v")  # Andromeda's own score dialog over it
        await settled(pilot)
        assert isinstance(app.screen, AdScoreScreen)
        assert "Endwertung" in shown(app.screen.query_one("#scores", Static))


async def test_the_trade_shows_offers_face_up_and_face_down(home):
    """The active player's card face up, then the others choosing face down (▮), then
    every offer revealed together."""
    seen_notice(home)
    app = ad_app(4, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, AdGameScreen)
        d = screen.decision
        assert d is not None and d.kind is AdKind.TRANSPORT
        assert d.options[0].move == Pass()
        await pilot.press("enter")  # pass
        await settled(pilot)
        d = screen.decision
        assert d is not None and d.kind is AdKind.OFFER_OPEN
        face = next(o.move.face for o in d.options if isinstance(o.move, Show))
        await pilot.press("enter")  # the first card face up
        await settled(pilot)
        trade = screen.query_one("#trade", CardView)
        rows = " ".join(trade.rows)
        planet = screen.obs.components.planet[face].name
        assert f"You: {planet}" in rows.replace("[b #5b9bd5]Y[/] ", "")
        assert "Computer 1" in rows
        assert st_offers(screen)[1]  # revealed together: each other player has one out


def st_offers(screen) -> list[list[int]]:
    return ad_state(screen.session.game).offers


async def test_hint_undo_save_and_resume(home):
    """h shows the hint in the tutor box with its option highlighted; h again takes it;
    u takes it back; the saved game resumes where it was."""
    seen_notice(home)
    app = ad_app(4, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, AdGameScreen)
        before = len(screen.session.game.choices)
        await pilot.press("h")
        await settled(pilot)
        hint = shown(screen.query_one("#hint-text", Static))
        assert hint.startswith("Hint")
        await pilot.press("h")
        await settled(pilot)
        assert len(screen.session.game.choices) > before
        await pilot.press("u")
        await settled(pilot)
        assert len(screen.session.game.choices) == before
        await pilot.press("s")
        await settled(pilot)
    saves = list((home / "saves").glob("*.json"))
    assert saves
    session = GameSession.load(saves[0])
    assert session.game.setup.game == "andromeda"
    assert len(session.game.choices) == before


async def test_d_shows_the_planet_of_a_row(home):
    seen_notice(home)
    app = ad_app(4, seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        planets = screen.query_one("#planets", CardView)
        planets.focus()
        planets.highlighted = 1  # Alpha (Earth is the first row)
        await pilot.press("d")
        await settled(pilot)
        text = shown(app.screen.query_one("#planet-details", Static))
        assert text.startswith("Alpha") and "14 free" in text and "Stations under the ring" in text


async def test_the_board_fits_a_small_terminal(home):
    """80x24: the options, the board and the tutor box are there, nothing raises."""
    seen_notice(home)
    app = ad_app(5, seed=6)
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, AdGameScreen)
        assert screen.query_one("#options", OptionList).option_count > 0
        assert screen.query_one("#planets", CardView).option_count == 8


# --------------------------------------------------------------------------- snapshots


async def _to_trade(pilot) -> None:
    """Pass the transport phase, show the first card: the offers are out."""
    await settled(pilot)
    await pilot.press("enter")
    await settled(pilot)
    await pilot.press("enter")
    await settled(pilot)


def _snap_app(lang: str) -> RftgApp:
    options = NewGame(players=4, seed=5, game="andromeda",
                      name="Du" if lang == "de" else "You")
    return RftgApp(session=GameSession(GameSession.new(options).game), lang=lang)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_snapshot_board(snap_compare, home, lang, size):
    """The board in the trade: the offers, the hand by planet, the planets with their
    moons and everyone's stations, Earth, the players' tracks."""
    seen_notice(home)
    assert snap_compare(_snap_app(lang), terminal_size=size, run_before=_to_trade)
