"""Waiting on the app in pilot and snapshot tests."""

from __future__ import annotations

from contextlib import suppress

from textual import events
from textual.worker import WorkerCancelled

MIN_ROUNDS = 4  # never fewer rounds than this helper always made
MAX_ROUNDS = 200  # far more than any test needs: a bound by count, never by seconds


def _busy(app) -> list:
    """The workers still running (finished ones stay listed until their task is reaped)."""
    return [w for w in app.workers if not w.is_finished]


def _pending(app) -> bool:
    """Callbacks the screen runs after its next refresh (``call_after_refresh``: the
    auto-confirm of a decision with one possible answer, which may start a worker)."""
    return bool(getattr(app.screen, "_callbacks", ()))


async def settled(pilot) -> None:
    """Wait until the computer players and the hint have finished (a worker's result is
    handed back to the screen, which may start the next worker).

    Rounds of "process the pending messages, then wait for the running workers" go on
    until two rounds in a row find no worker running and no callback pending. The wait is
    bounded by a count of rounds, not by seconds: on a loaded machine each round only
    takes longer, and a worker that is still running is always waited for."""
    app = pilot.app
    quiet = 0
    for rounds in range(1, MAX_ROUNDS + 1):
        await pilot.pause()
        busy = _busy(app)
        if busy:
            quiet = 0
            # a worker replaced by a newer one of its group is cancelled: the next round
            # waits on the newer one
            with suppress(WorkerCancelled):
                await app.workers.wait_for_complete(busy)
        elif _pending(app):
            quiet = 0
        else:
            quiet += 1
            if quiet >= 2 and rounds >= MIN_ROUNDS:
                return
    raise AssertionError(f"the app was still busy after {MAX_ROUNDS} rounds")


async def burst(pilot, *keys: str) -> None:
    """Keys that arrive together, as from a fast typist or a key held down: all are queued
    before the app handles the first (``pilot.press`` waits for the app after each key)."""
    app = pilot.app
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()


async def play_by_keyboard(app, pilot, rng, max_steps: int = 3000, *, fewest: bool = False,
                           stop=lambda screen: False):
    """Answer every decision of a game screen with keys: a random option (arrows, Enter),
    then its cards (Space, arrows, c): a random number of them, or with ``fewest`` the
    fewest it allows. Returns the screen when the game is over or ``stop(screen)``."""
    from textual.widgets import OptionList, SelectionList

    from rftg.tui.screens.turns import TurnScreen

    screen = app.screen
    assert isinstance(screen, TurnScreen)
    for _ in range(max_steps):
        await settled(pilot)
        if screen.session.over or stop(screen):
            return screen
        d = screen.decision
        assert d is not None, "no decision shown while the game goes on"
        options = screen.query_one("#options", OptionList)
        cards = screen.query_one("#cards", SelectionList)
        idx = 0
        if app.focused is options:
            idx = rng.randrange(len(d.options))
            for _ in range(idx):
                await pilot.press("down")
            await pilot.press("enter")
        else:  # a decision that only asks which cards: the card list has the focus
            assert len(d.options) == 1 and app.focused is cards
        option = d.options[idx]
        if app.focused is cards and screen.decision is d:
            k = option.min_cards if fewest else rng.randint(option.min_cards, option.max_cards)
            for i in range(k):
                await pilot.press("space")
                if i < k - 1:
                    await pilot.press("down")
            await pilot.press("c")
    raise AssertionError("the game did not end")
