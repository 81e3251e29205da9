"""The table: each zone's title and its cards (your hand, your tableau, every opponent's),
then the legend of the symbols. Tab moves to a zone; ↑/↓ and Enter or d look at a card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from rftg.tui.view import Zone, ZoneView
from rftg.tui.widgets.cards import CardView


class Board(VerticalScroll):
    """The zones of one game's table, in the order its presenter gives them."""

    def __init__(self, zones: Sequence[Zone], titles: Mapping[str, str],
                 legend: RenderableType, *, id: str = "board") -> None:
        super().__init__(id=id)
        self.zones = tuple(zones)
        self.titles = dict(titles)
        self.legend = legend

    def compose(self) -> ComposeResult:
        for zone in self.zones:
            yield Static(self.titles.get(zone.title_id, ""), id=zone.title_id, classes="zone")
            yield CardView(id=zone.id)
        yield Static(self.legend, id="legend")

    def show_titles(self, titles: Mapping[str, str], legend: RenderableType) -> None:
        """The fixed titles and the legend again (the language changed)."""
        for title_id, text in titles.items():
            self.query_one(f"#{title_id}", Static).update(text)
        self.query_one("#legend", Static).update(legend)

    def show(self, views: Sequence[ZoneView]) -> None:
        """Each zone's cards, and its title where the view gives one."""
        title_of = {z.id: z.title_id for z in self.zones}
        for view in views:
            title = self.query_one(f"#{title_of[view.id]}", Static)
            if view.title is not None:
                title.update(view.title)
            title.display = view.titled
            self.query_one(f"#{view.id}", CardView).show(view.rows)
