"""The decision beside the table: the prompt, the options, the cards the highlighted
option asks for, the buttons, and below them the tutor box. Space toggles a card; c, Enter
or Confirm answers: the panel tells the screen with a message (``ChoiceMade``,
``OptionChosen``, ``OptionLooked``), which decides whether the decision may be answered
now. A hint's cards come preselected; a preselection is no answer."""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, OptionList, SelectionList, Static
from textual.widgets.button import ButtonVariant
from textual.widgets.option_list import Option as ListOption
from textual.widgets.selection_list import Selection

from rftg.core.decisions import Choice, Move, Option
from rftg.tui.messages import ChoiceMade, OptionChosen, OptionLooked
from rftg.tui.present import Presenter
from rftg.tui.render import esc
from rftg.tui.view import DecisionView
from rftg.tui.widgets.cards import CardList, Options
from rftg.tui.widgets.tutor import TutorBox


class DecisionPanel(Vertical):
    """The pending decision of one game, as its presenter words it. ``buttons``: (id,
    label, variant) of each button; ``confirm`` answers, the others are the screen's."""

    def __init__(self, presenter: Presenter, buttons: Sequence[tuple[str, str, ButtonVariant]],
                 *, id: str = "side") -> None:
        super().__init__(id=id)
        self.presenter = presenter
        self.buttons = tuple(buttons)
        self.view: DecisionView | None = None
        self.cards_for: Move | None = None  # the option whose cards the card list shows
        self.preselected: frozenset[int] = frozenset()  # cards a hint selected
        self.hinted: Choice | None = None  # the shown hint's choice

    def compose(self) -> ComposeResult:
        yield Static(id="prompt")
        yield Options(id="options")
        yield CardList(id="cards")
        with Horizontal(id="buttons"):
            for id, label, variant in self.buttons:
                yield Button(label, id=id, variant=variant)
        yield TutorBox()

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_lists)

    def fit_lists(self) -> None:
        """On a low terminal (``-short``: 24 lines) the lists give way, so that the tutor
        keeps its least height and its border whatever the prompt and the options take:
        the options and the cards share the rows the prompt, the buttons and the tutor
        leave (each at most its own least of the stylesheet; at least 2 rows)."""
        options, cards = self.options, self.card_list
        if not self.screen.has_class("-short"):
            options.styles.max_height = None
            cards.styles.max_height = None
            return
        tutor = self.query_one(TutorBox).styles.min_height
        used = (self.query_one("#prompt", Static).outer_size.height
                + self.query_one("#buttons").outer_size.height
                + (int(tutor.value) if tutor is not None else 0))
        free = self.size.height - used
        lists = [w for w in (options, cards) if w.display]
        if not lists or free <= 0:
            return
        share = max(2, free // len(lists))
        for w in lists:
            w.styles.max_height = None  # the stylesheet's least, to compare with
        for w in lists:
            most = w.styles.max_height
            cap = int(most.value) if most is not None else share
            w.styles.max_height = min(cap, share)

    def relabel(self, labels: dict[str, str]) -> None:
        """The buttons' words again (by button id)."""
        for id, label in labels.items():
            button = self.query_one(f"#{id}", Button)
            button.label = label
            button.refresh(layout=True)  # a longer word makes the button wider

    @property
    def options(self) -> OptionList:
        return self.query_one("#options", OptionList)

    @property
    def card_list(self) -> CardList:
        return self.query_one("#cards", CardList)

    # ------------------------------------------------------------------ showing

    def show(self, view: DecisionView | None, waiting: str = "", busy: bool = False) -> None:
        """Show ``view`` (None: nobody asks the player, ``waiting`` says why; ``busy``:
        the computers think, their turn shows in the options' place)."""
        self.view, self.cards_for, self.hinted = view, None, None
        self.query_one("#prompt", Static).styles.min_height = 0  # a new decision
        options, cards = self.options, self.card_list
        options.clear_options()
        cards.clear_options()
        cards.display = False
        options.display = view is not None or busy
        if view is None:
            self.query_one("#prompt", Static).update(waiting)
            return
        options.add_options([ListOption(esc(o.label)) for o in view.options])
        options.highlighted = 0
        # the only question is which cards: the card list's title asks it, and the one
        # option's line would only take a line from the tutor
        options.display = not view.cards_first
        self.show_cards(view.options[0].option)
        self.show_prompt()  # with the first option's warnings from the first paint on
        if view.cards_first:
            self.focus_cards()  # the only question is which cards
        else:
            options.focus()

    @property
    def option(self) -> Option | None:
        """The highlighted option."""
        idx = self.options.highlighted
        if self.view is None or idx is None or not 0 <= idx < len(self.view.options):
            return None
        return self.view.options[idx].option

    def show_prompt(self, markup: str | None = None) -> None:
        """The prompt (``markup``: instead of the presenter's, while a hint is worked
        out): title, question, the hint's cards and what the option would end."""
        if self.view is None:
            return
        if markup is None:
            option = self.option
            taken = 0 if option is None else self.taken(option)
            markup = self.presenter.prompt(self.view, option, taken, sorted(self.preselected))
        self.query_one("#prompt", Static).update(markup)
        self.call_after_refresh(self.fit_lists)

    def taken(self, option: Option) -> int:
        """The cards (goods) the option would use: those selected in its card list, or
        the most it may take while none is."""
        if option.move != self.cards_for:
            return option.max_cards
        return len(self.card_list.selected) or option.max_cards

    def show_cards(self, option: Option, preselect: tuple[int, ...] | None = None) -> None:
        """The cards ``option`` asks for; a shown hint's cards stay selected when its
        option is shown again."""
        if preselect is None:
            hinted = self.hinted
            preselect = hinted.cards if hinted is not None and hinted.move == option.move \
                else ()
        self.cards_for = option.move
        self.preselected = frozenset(preselect)
        self.query_one("#prompt", Static).styles.min_height = 0  # another option
        cards = self.card_list
        cards.clear_options()
        if not option.cards_from:
            cards.display = False
            return
        cards.display = True
        view = self.presenter.cards(self.presenter.obs, option, self.app.size.width)
        for cid, row in view.rows:
            cards.add_option(Selection(row, cid, cid in preselect))
        cards.highlighted = 0
        cards.border_title = view.title

    def focus_cards(self) -> None:
        cards = self.card_list
        cards.focus()
        if cards.highlighted is None and cards.option_count:
            cards.highlighted = 0

    def show_hint(self, index: int, choice: Choice) -> None:
        """A hint: its option highlighted, its cards selected."""
        self.hinted = choice
        self.options.highlighted = index
        option = self.option
        if option is not None:
            self.show_cards(option, preselect=choice.cards)
            self.show_prompt()

    # ------------------------------------------------------------------ answering

    def confirm(self) -> None:
        """Answer with the highlighted option and the cards selected."""
        option = self.option
        if self.view is None or option is None:
            return
        chosen = tuple(self.card_list.selected) if option.cards_from else ()
        if option.min_cards == option.max_cards == len(option.cards_from):
            chosen = option.cards_from  # nothing to choose: every card goes
        self.post_message(ChoiceMade(self.view.decision, Choice(option.move, chosen)))

    @on(OptionList.OptionHighlighted, "#options")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        option = self.option
        if option is None:
            return
        if option.move != self.cards_for:
            self.show_cards(option)
        self.post_message(OptionLooked(option))  # the tutor's line follows it
        self.show_prompt()

    @on(OptionList.OptionSelected, "#options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        option = self.option
        if self.view is not None and option is not None:
            self.post_message(OptionChosen(self.view.decision, option))

    @on(SelectionList.SelectedChanged, "#cards")
    def _picked(self, event: SelectionList.SelectedChanged[int]) -> None:
        """A card toggled: the selection is the player's own from now on (no longer the
        hint's). Where one card is asked for, a card selected replaces the one selected
        before. Toggling never answers: c or Enter does."""
        cards = event.selection_list
        selected = list(cards.selected)
        if self.preselected and frozenset(selected) != self.preselected:
            self.preselected = frozenset()
        # the preselection note, the warnings follow the cards chosen; the prompt never
        # shrinks while cards are ticked, so the rows below stay where the mouse is
        prompt = self.query_one("#prompt", Static)
        prompt.styles.min_height = max(prompt.size.height, 1)
        self.show_prompt()
        option = self.option
        if option is not None and option.max_cards == 1 and len(selected) > 1:
            newest = cards.get_option_at_index(cards.highlighted).value \
                if cards.highlighted is not None else selected[-1]
            for cid in selected:
                if cid != newest:
                    cards.deselect(cid)

    @on(Button.Pressed, "#confirm")
    def _confirm(self, event: Button.Pressed) -> None:
        event.stop()
        self.confirm()
