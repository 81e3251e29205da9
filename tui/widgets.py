"""Widgets of the game screen that show cards: every card on the table can be looked at."""

from __future__ import annotations

from textual.binding import Binding
from textual.message import Message
from textual.widgets import OptionList, SelectionList
from textual.widgets.option_list import Option as ListOption


class CardView(OptionList):
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

    def show(self, rows: list[tuple[int, str]]) -> None:
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


class CardList(SelectionList[int]):
    """The cards an option asks for. Space (or a click) toggles a card, Enter or c
    confirms: nothing here ever answers by itself. Rebuilt for every decision: a
    highlight message for an option that has just been cleared away is dropped instead
    of failing."""

    BINDINGS = [Binding("enter", "screen.confirm", "Confirm", show=False)]

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
