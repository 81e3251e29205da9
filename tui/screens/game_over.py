"""The game over screen of every game: who won, what ended the game (its typed ending in
the game's words), each seat's score broken down, what the tutor says of the result, and
what to do next: review the game, a rematch (the same setup, a new seed), a new game, the
game's record (written to the data folder), or back to the final table.

It renders the game's ``GameOverView`` (``Presenter.game_over``) and the tutor's words of
it (``rftg.tui.over``); the app does what a button asks (``act``): no game is named here.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from rftg.tui.over import tutor_lines
from rftg.tui.render import esc
from rftg.tui.texts import t
from rftg.tui.view import GameOverView, SeatScore
from rftg.tui.widgets import translate_bindings

ACTIONS = ("review", "rematch", "new_game", "record", "table")
# "scores" (v): the game's own score dialog, every card's VP, over this screen


def seat_markup(seat: SeatScore) -> str:
    """'You: 31 VP (winner)' and the parts it came from, one line of them."""
    head = t("over.seat", name=esc(seat.name), total=seat.total)
    if seat.won:
        head += " " + t("over.winner")
    parts = " · ".join(f"{esc(p.label)} {p.vp}" for p in seat.parts)
    note = f"\n[dim]{esc(seat.note)}[/dim]" if seat.note else ""
    return f"{head}\n{parts}{note}"


class GameOverScreen(Screen[None]):
    """The finished game. ``view``: its game over view; ``act``: what the app does for a
    button ("review", "rematch", "new_game", "record", and v: "scores"; "table" closes
    this screen);
    ``reviewable``: whether its game can be reviewed (else the button says so, disabled)."""

    KEYS = "keys.over"
    BINDINGS = [
        Binding("r", "review", "Review"),
        Binding("m", "rematch", "Rematch"),
        Binding("n", "new_game", "New game"),
        Binding("e", "record", "Record"),
        Binding("v", "scores", "Scores"),
        Binding("escape,b", "table", "Table"),
        Binding("q", "app.quit", "Quit", show=False),
    ]

    def __init__(self, view: GameOverView, act: Callable[[str], None],
                 reviewable: bool = True) -> None:
        super().__init__()
        translate_bindings(self, self.KEYS)
        self.view = view
        self.act = act
        self.reviewable = reviewable

    def compose(self) -> ComposeResult:
        yield Static(id="over-verdict")
        yield Static(id="over-ending")
        with Horizontal(id="over-main"):
            with VerticalScroll(id="over-scores"):
                for i in range(len(self.view.seats)):
                    yield Static(id=f"over-seat-{i}", classes="over-seat")
            with VerticalScroll(id="over-tutor"):
                yield Static(id="over-tutor-text")
        with Horizontal(id="over-buttons"):
            for action in ACTIONS:
                yield Button(id=action, variant="primary" if action == "review" else "default",
                             disabled=action == "review" and not self.reviewable)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_language()
        self.query_one("#review" if self.reviewable else "#rematch", Button).focus()

    def refresh_language(self) -> None:
        """Every word again in the language of the run (the view's own words are the
        game's: they were worded when the game ended)."""
        translate_bindings(self, self.KEYS)
        v = self.view
        self.query_one("#over-verdict", Static).update(f"[b reverse] {esc(v.verdict)} [/]")
        self.query_one("#over-ending", Static).update(esc(v.ending))
        for i, seat in enumerate(v.seats):
            self.query_one(f"#over-seat-{i}", Static).update(seat_markup(seat))
        self.query_one("#over-tutor", VerticalScroll).border_title = t("over.tutor")
        lines = [esc(x) for x in tutor_lines(v)]
        if not self.reviewable:
            lines.append(t("over.no_review"))
        self.query_one("#over-tutor-text", Static).update("\n".join(lines))
        self.query_one("#over-scores", VerticalScroll).border_title = t("score.final")
        for action in ACTIONS:
            self.query_one(f"#{action}", Button).label = t(f"over.button_{action}")

    def action_act(self, action: str) -> None:
        if action == "review" and not self.reviewable:
            self.notify(t("over.no_review"), severity="warning")
            return
        if action == "table":
            self.dismiss()
            return
        self.act(action)

    def action_review(self) -> None:
        self.action_act("review")

    def action_rematch(self) -> None:
        self.action_act("rematch")

    def action_new_game(self) -> None:
        self.action_act("new_game")

    def action_record(self) -> None:
        self.action_act("record")

    def action_scores(self) -> None:
        self.act("scores")

    def action_table(self) -> None:
        self.action_act("table")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id in ACTIONS:
            self.action_act(event.button.id)
