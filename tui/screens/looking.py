"""Looking at cards and the log from a game screen: the card in focus (``d``), a card's
dialog, the whole log (``l``). ``GameScreen`` composes the panel these read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on

from rftg.tui.render import tr
from rftg.tui.screens.turns import TurnScreen
from rftg.tui.widgets.cards import CardList, CardView
from rftg.tui.widgets.decision import DecisionPanel

if TYPE_CHECKING:
    from rftg.tui.present import Presenter


class LookingScreen(TurnScreen):
    """A game screen's keys for looking: the card in focus and the whole log."""

    presenter: Presenter  # what the game shows (set by GameScreen)

    @property
    def panel(self) -> DecisionPanel:
        return self.query_one(DecisionPanel)

    def selected_card(self) -> int | None:
        """The card that has the focus: under the cursor in your hand, a tableau or the
        card list, or the card of the highlighted option; with the focus elsewhere, the
        card list's card, else the option's."""
        focused = self.app.focused
        if isinstance(focused, CardView | CardList) and focused.card is not None:
            return focused.card
        cards = self.panel.card_list
        if focused is not self.panel.options and cards.display and cards.card is not None:
            return cards.card
        view, option = self.panel.view, self.panel.option
        index = None if view is None or option is None else view.index(option.move)
        cid = None if view is None or index is None else view.options[index].card
        if cid is None and cards.display and cards.card is not None:
            cid = cards.card
        return cid

    def action_details(self) -> None:
        cid = self.selected_card()
        if cid is None:
            self.notify(tr("notify.card_first"))
            return
        self.show_card(cid)

    def show_card(self, cid: int) -> None:
        """A dialog with the card ``cid`` (each game has its own)."""
        raise NotImplementedError

    @on(CardView.Inspect)
    def _inspect(self, event: CardView.Inspect) -> None:
        self.show_card(event.card)

    def action_full_log(self) -> None:
        """The whole log in a dialog that can be scrolled (PageUp/PageDown, mouse)."""
        from rftg.tui.screens.dialogs import LogScreen

        if not isinstance(self.app.screen, LogScreen):
            self.app.push_screen(LogScreen(self.presenter.log.lines))

