"""Pass-and-play: before a person's turn, a screen that hides the table (the previous
person's hand) and names whom to pass to; Enter shows that person's table."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from rftg.tui.render import esc
from rftg.tui.texts import t
from rftg.tui.widgets.language import translate_bindings


class PassScreen(ModalScreen[None]):
    """"Pass to NAME, press Enter": covers the whole table until Enter is pressed. No
    other key answers anything here (the decision below is NAME's, not yet seen)."""

    DEFAULT_CSS = """
    PassScreen { align: center middle; background: $background; }
    PassScreen > Vertical { width: 60; max-width: 100%; height: auto; border: thick $primary;
                            padding: 1 2; background: $panel; }
    PassScreen #pass-title { text-style: bold; margin-bottom: 1; }
    """
    BINDINGS = [Binding("enter", "go_on", "Go on", priority=True)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name_ = name
        translate_bindings(self, "keys.pass")

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(esc(t("pass.title", name=self.name_)), id="pass-title")
            yield Static(esc(t("pass.text", name=self.name_)), id="pass-text")

    def refresh_language(self) -> None:
        translate_bindings(self, "keys.pass")
        self.query_one("#pass-title", Static).update(esc(t("pass.title", name=self.name_)))
        self.query_one("#pass-text", Static).update(esc(t("pass.text", name=self.name_)))

    def action_go_on(self) -> None:
        self.dismiss(None)
