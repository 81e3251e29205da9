"""A checkbox that shows its state by shape as well as colour."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox


class Tick(Checkbox):
    """Textual's checkbox draws the same ``X`` on and off, only its colour differs: in a
    terminal without colours, or to a player who does not tell them apart, every option
    looked chosen. This one draws ``X`` when on and an empty box when off."""

    @property
    def _button(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "
        return super()._button
