"""Ctrl+C on the command line stops the command, whatever it interrupts.

Python turns Ctrl+C into KeyboardInterrupt where the program happens to be. Inside a
library's own code that exception can become another: OR-tools' compiled module, loading
when Ctrl+C came, reports "ImportError: initialization failed", and a loop that goes on
after a failed game or hint (``except Exception``) would go on after Ctrl+C too. So the
command line counts Ctrl+C here (``counting``), and such a loop asks ``stop_if_pressed``
before it goes on.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

_pressed = 0


def _handler(signum: int, frame: FrameType | None) -> None:
    global _pressed
    _pressed += 1
    raise KeyboardInterrupt


def pressed() -> bool:
    """Has Ctrl+C been pressed while ``counting``?"""
    return _pressed > 0


def stop_if_pressed() -> None:
    """KeyboardInterrupt if Ctrl+C was pressed: a loop that caught an error asks this
    before it goes on (the error may be the Ctrl+C in another form)."""
    if _pressed:
        raise KeyboardInterrupt


@contextmanager
def counting() -> Iterator[None]:
    """Count Ctrl+C while the block runs (it still raises KeyboardInterrupt at once); the
    handler before is put back afterwards. In the main thread only (elsewhere: as it is)."""
    global _pressed
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.getsignal(signal.SIGINT)
    _pressed = 0
    signal.signal(signal.SIGINT, _handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
