"""The lines above the table: the status line, the score line and a game's own lines
(the phase bar, the solitaire robot's mat). Each shows the markup its presenter gives."""

from __future__ import annotations

from textual.widgets import Static


class InfoLine(Static):
    """A line (or two) of facts above the table, as its presenter words them."""

    def show(self, markup: str) -> None:
        self.update(markup)
