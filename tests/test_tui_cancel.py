"""Quitting, undoing or starting another game while a computer player thinks stops it and
loses nothing (issue 16: "cancellable when the player quits or undoes").

The screen's worker passes ``cancelled`` to the computer players; a searching player asks
it between play-outs and stops with ``Cancelled``. These tests hold the worker at a gate
(threading events, no clock) so that the key arrives while it is thinking, then check the
state: the session's game, the redo stack, the autosave."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

import pytest
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.save import digest, load_with_meta
from rftg.solver.players.hard import Cancelled
from rftg.tui.app import RftgApp
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession, NewGame


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


class GatedSession(GameSession):
    """A session whose computer players, once ``armed``, wait at a gate before thinking
    and then ask ``cancelled`` as a searching player does between play-outs."""

    def __init__(self, game: Game, autosave=None) -> None:
        super().__init__(game, 0, "normal", autosave)
        self.armed = False
        self.waiting = threading.Event()  # the worker is at the gate
        self.go = threading.Event()  # the test opens the gate
        self.seen: list[bool] = []  # what ``cancelled`` said after the gate
        self.finished = 0  # computer turns played to the end while armed
        self.done = threading.Event()  # the worker has left the gate (stopped or played)

    def ai_played(self, game: Game, cancelled: Callable[[], bool] | None = None) -> Game:
        if not self.armed:
            return super().ai_played(game, cancelled)
        self.waiting.set()
        self.go.wait()
        try:
            assert cancelled is not None, "the screen's worker must pass cancelled"
            self.seen.append(cancelled())
            if cancelled():
                raise Cancelled()
            after = super().ai_played(game, cancelled)
            self.finished += 1
            return after
        finally:
            self.done.set()


async def _thinking(pilot, session: GatedSession) -> GameScreen:
    """Play the first option of the human's action so that the computer thinks next,
    held at the gate."""
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    assert screen.decision is not None and screen.decision.kind.value == "action"
    session.armed = True
    await pilot.press("enter")
    assert screen.thinking, "the computer player must be thinking now"
    await asyncio.to_thread(session.waiting.wait)  # the worker is at the gate
    return screen


async def test_undo_while_the_computer_thinks_stops_it_and_takes_back_your_move(home):
    session = GatedSession(Game(NewGame(seed=8).setup()), home / "autosave.json")
    app = RftgApp(session=session)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settled(pilot)
            before = list(session.game.choices)
            screen = await _thinking(pilot, session)
            mine = session.game.choices[len(before):]
            assert [p for p, _ in mine] == [0]  # your action, the computer's still open
            await pilot.press("u")
            assert not screen.thinking
            session.go.set()
            await asyncio.to_thread(session.done.wait)
            await settled(pilot)
            # the worker saw the cancel and stopped: no computer move was adopted
            assert session.seen == [True] and session.finished == 0
            assert session.game.choices == before
            assert screen.decision is not None and screen.decision.kind.value == "action"
            assert session.redo_stack == [mine]  # nothing lost: redo brings it back
            session.armed = False
            await pilot.press("r")
            await settled(pilot)
            assert session.game.choices[:len(before) + 1] == before + mine
            assert len(session.game.choices) > len(before) + 1  # the computer played on
    finally:
        session.go.set()


async def test_quit_while_the_computer_thinks_stops_it_and_saves_your_move(home):
    session = GatedSession(Game(NewGame(seed=8).setup()), home / "autosave.json")
    app = RftgApp(session=session)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settled(pilot)
            await _thinking(pilot, session)
            played = digest(session.game)
            await pilot.press("q")
            session.go.set()
        # the app is gone; its worker thread may still be on its way out of the gate
        await asyncio.to_thread(session.done.wait)
        assert session.seen == [True] and session.finished == 0
        game, _meta = load_with_meta(home / "autosave.json")
        assert digest(game) == played  # your move is in the autosave
    finally:
        session.go.set()


async def test_a_new_game_while_the_computer_thinks_stops_it(home):
    session = GatedSession(Game(NewGame(seed=8).setup()), home / "autosave.json")
    app = RftgApp(session=session)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settled(pilot)
            await _thinking(pilot, session)
            played = digest(session.game)
            app.start_session(GameSession.new(NewGame(seed=3), home / "autosave.json"))
            await pilot.pause()
            session.go.set()
            await asyncio.to_thread(session.done.wait)  # the old screen's worker
            await settled(pilot)
            assert session.seen == [True] and session.finished == 0
            assert digest(session.game) == played  # the old game as you left it
            assert app.screen.session is not session
    finally:
        session.go.set()


def test_a_hard_player_stops_between_play_outs_when_cancelled():
    """The session's computer turn with a hard player: ``cancelled`` is asked before
    every play-out, and the turn stops at the first one it says so; the game it was
    given is unchanged."""
    game = Game(NewGame(seed=8).setup())
    session = GameSession(game, 0, "hard")
    start = digest(game)
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):  # its first turn searches its action
        session.ai_played(game, cancelled)
    assert len(asked) == 4  # three play-outs, stopped before the fourth
    assert digest(game) == start and session.game is game
