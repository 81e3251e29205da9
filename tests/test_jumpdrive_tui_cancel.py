"""Undoing or quitting while a hard Jump Drive opponent thinks stops it and loses nothing,
as in the base game (``test_tui_cancel.py``): the session passes the screen worker's
``cancelled`` to the Jump Drive player (``make_jd_player(kind, seed, cancelled)``), which
asks it between play-outs and stops with ``Cancelled``.

The pilot tests hold the real hard player at a gate (threading events, no clock) so that
the key arrives while it is thinking, then let it go on: it must see the cancel and stop."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import pytest
from tui_helpers import settled

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.save import digest, load_with_meta
from rftg.solver.jumpdrive import levels
from rftg.solver.jumpdrive import players as jd_players
from rftg.solver.players.hard import Cancelled
from rftg.tui.app import RftgApp
from rftg.tui.jumpdrive.screen import JdGameScreen
from rftg.tui.session import GameSession, NewGame


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


class Gate:
    """Stands in for ``make_jd_player``: once ``armed``, the player it makes waits at the
    gate at the choice of the round, then chooses as the real player of that kind with
    the ``cancelled`` the session gave it. Unarmed, the normal player answers at once."""

    def __init__(self, real: Callable[..., jd_players.JdPlayer]) -> None:
        self.real = real
        self.armed = False
        self.waiting = threading.Event()  # the worker is at the gate
        self.go = threading.Event()  # the test opens the gate
        self.done = threading.Event()  # the gated choice has ended (stopped or made)
        self.given: list[Callable[[], bool] | None] = []  # the ``cancelled`` passed
        self.stopped = 0  # choices the real player gave up with Cancelled
        self.finished = 0  # choices it made to the end while armed

    def make(self, kind: str, seed: int, cancelled: Callable[[], bool] | None = None
             ) -> jd_players.JdPlayer:
        gate = self
        if not self.armed:
            return self.real("normal", seed)
        self.given.append(cancelled)

        class Gated:
            name = "gated"

            looks_ahead = False

            def choose(self, obs: JdObservation, sampler: Any = None) -> Choice:
                player = gate.real(kind, seed, cancelled)
                if obs.decision is None or obs.decision.rule != "jd.choose":
                    return player.choose(obs)
                gate.waiting.set()
                gate.go.wait()
                try:
                    choice = player.choose(obs)
                except Cancelled:
                    gate.stopped += 1
                    raise
                else:
                    gate.finished += 1
                finally:
                    gate.done.set()
                return choice

        return Gated()


@pytest.fixture
def gate(monkeypatch):
    g = Gate(levels.make_jd_player)
    monkeypatch.setattr(levels, "make_jd_player", g.make)
    yield g
    g.go.set()


def hard_jd_session(home) -> GameSession:
    game = Game(NewGame(players=2, seed=5, game="jumpdrive").setup())
    return GameSession(game, 0, "hard", home / "autosave.json")


async def _thinking(pilot, gate: Gate) -> JdGameScreen:
    """Keep 5 by keys, so that the hard opponent thinks about round 1's choice next, held
    at the gate."""
    await settled(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, JdGameScreen)
    assert screen.decision is not None and screen.decision.rule == "jd.setup"
    gate.armed = True
    await pilot.press("space", "down", "space", "c")
    assert screen.thinking, "the computer player must be thinking now"
    await asyncio.to_thread(gate.waiting.wait)
    return screen


async def test_undo_while_the_hard_jump_drive_player_thinks_stops_it(home, gate):
    session = hard_jd_session(home)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        before = list(session.game.choices)
        screen = await _thinking(pilot, gate)
        mine = session.game.choices[len(before):]
        assert [p for p, _ in mine] == [0]  # your keep-5, the computer's choice still open
        await pilot.press("u")
        assert not screen.thinking
        gate.go.set()
        await settled(pilot)
        # the session passed the worker's cancelled on; the real hard player saw it
        assert len(gate.given) == 1 and gate.given[0] is not None
        assert gate.stopped == 1 and gate.finished == 0
        assert session.game.choices == before
        assert screen.decision is not None and screen.decision.rule == "jd.setup"
        assert session.redo_stack == [mine]  # nothing lost: redo brings it back


async def test_quit_while_the_hard_jump_drive_player_thinks_stops_it(home, gate):
    session = hard_jd_session(home)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await _thinking(pilot, gate)
        played = digest(session.game)
        await pilot.press("q")
        gate.go.set()
    await asyncio.to_thread(gate.done.wait)  # the worker outlives the app: wait for it
    game, _meta = load_with_meta(home / "autosave.json")
    assert digest(game) == played  # your keep-5 is in the autosave
    assert gate.stopped == 1 and gate.finished == 0


def test_a_hard_jump_drive_player_stops_between_play_outs_when_cancelled(home):
    """The session's computer turn with a hard Jump Drive player: its keep-5 look-ahead
    asks ``cancelled`` before every play-out and stops at the first one it says so; the
    game it was given is unchanged."""
    session = hard_jd_session(home)
    game = session.game
    start = digest(game)
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):
        session.ai_played(game, cancelled)
    assert len(asked) == 4  # three play-outs, stopped before the fourth
    assert digest(game) == start and session.game is game
