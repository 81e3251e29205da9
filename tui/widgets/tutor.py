"""The tutor box beside the table: first the hint (the answer to the ``h`` just pressed),
then a game's own note (what the solitaire robot did), the "Last round" summary and the
tutor's explanation of the decision, with the highlighted option's line."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from rftg.tui.render import esc
from rftg.tui.view import TutorView


def _hidden(id: str) -> Static:
    box = Static(id=id)
    box.display = False  # nothing to say yet
    return box


class TutorBox(VerticalScroll):
    """The hint, a game's note, the summary and the tutor, one below the other."""

    def __init__(self, *, id: str = "tutor-box") -> None:
        super().__init__(id=id)

    def compose(self) -> ComposeResult:
        yield _hidden("hint-text")
        yield _hidden("robot-tutor")
        yield _hidden("summary")
        yield Static(id="tutor")

    def show(self, view: TutorView) -> None:
        """The tutor's lines (unless the view leaves them) and the summary."""
        if view.tutor is not None:
            self.query_one("#tutor", Static).update(view.tutor)
        summary = self.query_one("#summary", Static)
        summary.display = bool(view.summary)
        if view.summary:
            summary.update(f"[b]{esc(view.summary[0])}[/b]\n"
                           + "\n".join(esc(x) for x in view.summary[1:]))

    def show_note(self, note: str | None) -> None:
        """A game's own note (None: as it was; "": hidden)."""
        if note is None:
            return
        box = self.query_one("#robot-tutor", Static)
        box.display = bool(note)
        box.update(note)

    def put_hint(self, lines: Sequence[str]) -> None:
        """Show a hint's lines (markup) at the top, scrolled into view."""
        box = self.query_one("#hint-text", Static)
        box.update("\n".join(lines))
        box.display = True
        self.scroll_home(animate=False)

    def wait_hint(self, markup: str) -> None:
        """Say in the hint's place that a hint is being worked out."""
        box = self.query_one("#hint-text", Static)
        box.update(markup)
        box.display = True

    def clear_hint(self) -> None:
        """No hint shown."""
        box = self.query_one("#hint-text", Static)
        box.update("")
        box.display = False
