"""Waiting on the app in pilot and snapshot tests."""

from __future__ import annotations


async def settled(pilot) -> None:
    """Wait until the computer players and the hint have finished (a worker's result is
    handed back to the screen, which may start the next worker)."""
    for _ in range(4):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()
