"""The log under the table: its last lines (``l`` opens the whole log in a dialog)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import RichLog

from rftg.tui.render import esc


class LogPane(RichLog):
    """The game's log, new lines added at the bottom; after an undo, or when the language
    changed, it starts again."""

    def __init__(self, *, id: str = "log") -> None:
        super().__init__(id=id, markup=True, wrap=True, max_lines=500)

    def add(self, lines: Sequence[str], restarted: bool) -> None:
        """Show ``lines`` (every line again when ``restarted``)."""
        if restarted:
            self.clear()
        for line in lines:
            self.write(esc(line))
