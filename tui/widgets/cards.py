"""Widgets that show cards: a zone of the table (every card on it can be looked at) and
the cards an option asks for."""

from __future__ import annotations

from rich.segment import Segment
from textual._widget_navigation import Direction
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widgets import OptionList, SelectionList
from textual.widgets.option_list import Option as ListOption
from textual.widgets.option_list import OptionDoesNotExist

from rftg.tui.widgets.language import translate_bindings


class Sturdy(OptionList):
    """An OptionList that survives every key at every moment and every size: a page key
    that comes while its options are being rebuilt (after the computer players answer, or
    at a size where nothing fits yet) does nothing, where Textual's own list raised
    ``KeyError: 0`` (``_move_page`` reads the line of an option not laid out yet); and a
    width too small for its text lays out nothing instead of failing in the wrapping
    (``range() arg 3 must not be zero``)."""

    def _text_width(self, width: int) -> int:
        padding = self.get_component_styles("option-list--option").padding.width
        return width - padding

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self._text_width(width) < 1:
            return len(self.options)  # a line each, drawn when there is room
        return super().get_content_height(container, viewport, width)

    def _update_lines(self) -> None:
        region = self.scrollable_content_region
        if region and self._text_width(region.width - self._get_left_gutter_width()) < 1:
            return  # no room to lay out a line: nothing is drawn, no line is known
        super()._update_lines()

    def _move_page(self, direction: Direction) -> None:
        if not self._lines or (self.highlighted is not None
                               and self.highlighted not in self._index_to_line):
            return  # the options are not laid out (being rebuilt, or no room)
        super()._move_page(direction)


class Options(Sturdy):
    """The options of a decision (``#options``)."""


class CardView(Sturdy):
    """One zone of cards (your hand, a tableau): a card per line. With the focus (Tab, or
    a click), ↑/↓ move over the cards and Enter, d or a click shows the card's details.
    Looking never answers a decision."""

    class Inspect(Message):
        """The player asked to look at ``card``."""

        def __init__(self, card: int) -> None:
            super().__init__()
            self.card = card

    def __init__(self, *, id: str, classes: str = "") -> None:
        super().__init__(id=id, classes=f"card-view {classes}".strip())
        self.cards: tuple[int, ...] = ()
        self.rows: tuple[str, ...] = ()

    def show(self, rows: list[tuple[int, str]] | tuple[tuple[int, str], ...]) -> None:
        """Show these (card, markup) rows; the cursor stays where it was if it can."""
        cards = tuple(c for c, _ in rows)
        text = tuple(t for _, t in rows)
        if (cards, text) == (self.cards, self.rows):
            return
        keep = self.highlighted
        self.cards, self.rows = cards, text
        self.clear_options()
        self.add_options([ListOption(t) for t in text])
        self.display = bool(cards)
        if cards:
            self.highlighted = min(keep or 0, len(cards) - 1)

    @property
    def card(self) -> int | None:
        """The card under the cursor."""
        i = self.highlighted
        return self.cards[i] if i is not None and 0 <= i < len(self.cards) else None

    def _on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.cards):
            self.post_message(self.Inspect(self.cards[event.option_index]))


class CardList(SelectionList[int], Sturdy):
    """The cards an option asks for. Space (or a click) toggles a card, Enter or c
    confirms: nothing here ever answers by itself. Rebuilt for every decision: a
    highlight message for an option that has just been cleared away is dropped instead
    of failing."""

    BINDINGS = [Binding("enter", "screen.confirm", "Confirm", show=False)]

    def __init__(self, *, id: str) -> None:
        super().__init__(id=id)
        translate_bindings(self, "keys.dialog")

    def refresh_language(self) -> None:
        translate_bindings(self, "keys.dialog")

    def _on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        # Textual also runs the base class's handler, unless the default is prevented
        if event.option_index >= self.option_count:
            event.prevent_default()
            event.stop()

    @property
    def card(self) -> int | None:
        """The card under the cursor."""
        i = self.highlighted
        if i is None or not 0 <= i < self.option_count:
            return None
        return int(self.get_option_at_index(i).value)

    def render_line(self, y: int) -> Strip:
        """A card's line with its box: "[x]" selected, "[ ]" not (the shape says it, not
        the colour alone; Textual's own box is the same shape both ways)."""
        strip = super().render_line(y)
        segments = list(strip)
        try:
            selection = self.get_option_at_index(self.scroll_offset.y + y)
        except OptionDoesNotExist:
            return strip
        if len(segments) < 4 or segments[1].style is None:
            return strip
        style = segments[1].style
        mark = "x" if selection.value in self.selected else " "
        return Strip([Segment("[", style), Segment(mark, style), Segment("]", style),
                      *segments[3:]])
