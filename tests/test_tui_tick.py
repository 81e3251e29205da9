"""Issue 29: "selection shown by shape as well as colour ([x] / [ ])": the new game
screen's and the settings' checkboxes draw X when on and an empty box when off (Textual's
own draws X either way, in another colour)."""

from __future__ import annotations

from textual.app import App, ComposeResult

from rftg.tui.widgets import Tick


class _Boxes(App[None]):
    def compose(self) -> ComposeResult:
        yield Tick("Goals", False, id="off")
        yield Tick("Draft", True, id="on")


def _box(app: _Boxes, id: str) -> str:
    return app.query_one(f"#{id}", Tick)._button.plain


async def test_a_box_shows_x_only_when_ticked() -> None:
    app = _Boxes()
    async with app.run_test() as pilot:
        assert _box(app, "off") == "▐ ▌"
        assert _box(app, "on") == "▐X▌"
        await pilot.click("#off")
        await pilot.click("#on")
        await pilot.pause()
        assert _box(app, "off") == "▐X▌"
        assert _box(app, "on") == "▐ ▌"
        assert app.query_one("#off", Tick).value and not app.query_one("#on", Tick).value
