"""The new game screen. Pressing Enter starts a 2-player first game."""

from __future__ import annotations

import random

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from rftg.tui.session import MAX_SEED, NewGame, parse_seed

START_CHOICES = [
    ("First game: start worlds 1, 2, ... with their preset hands", "first"),
    ("Random start worlds (deal 6, discard 2)", "random"),
    ("Experienced: one red and one blue start world, keep one", "experienced"),
]
DIFFICULTY_CHOICES = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard")]


class NewGameScreen(Screen[NewGame]):
    """Choose players, start worlds, the advanced game and the seed; Enter starts."""

    BINDINGS = [
        Binding("escape", "leave", "Back / Quit"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, seed: int | None = None, back: bool = False) -> None:
        """``back``: a game is running; Escape (or Back) returns to it."""
        super().__init__()
        self.closing = False
        self.back = back
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="new-game"):
            yield Static("[b]Race for the Galaxy[/b] — new game", id="title")
            yield Static("Build the most prosperous galactic civilisation. Press [b]Enter[/b] "
                         "to start a 2-player first game, the easiest way to learn."
                         + (" Your running game is saved first (Load brings it back); "
                            "Escape goes back to it." if self.back else ""),
                         classes="intro")
            with Vertical(classes="form"):
                yield Label("Players (you and computer players)")
                yield Select([(f"{n} players", n) for n in (2, 3, 4)], value=2,
                             allow_blank=False, id="players")
                yield Label("Computer players")
                yield Select(DIFFICULTY_CHOICES, value="normal", allow_blank=False,
                             id="difficulty")
                yield Label("Start worlds")
                yield Select(START_CHOICES, value="first", allow_blank=False, id="start")
                yield Checkbox("Advanced 2-player game (choose two actions a round)",
                               id="advanced")
                yield Label("Seed (the same seed and choices give the same game)")
                yield Input(str(self.seed), id="seed", type="integer",
                            max_length=len(str(MAX_SEED)))
                yield Static("", id="seed-error")
            with Horizontal(classes="buttons"):
                yield Button("Start game", id="start-game", variant="primary")
                yield Button("Load a saved game", id="load-game")
                if self.back:
                    yield Button("Back to your game", id="back")
                yield Button("Quit", id="quit")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#seed-error", Static).display = False
        self.query_one("#start-game", Button).focus()

    @on(Select.Changed, "#players")
    def _players_changed(self, event: Select.Changed) -> None:
        adv = self.query_one("#advanced", Checkbox)
        adv.disabled = event.value != 2
        if adv.disabled:
            adv.value = False

    def options(self) -> NewGame:
        """The game asked for; ValueError (with a message to show) for a bad seed."""
        seed = parse_seed(self.query_one("#seed", Input).value)
        return NewGame(
            players=int(self.query_one("#players", Select).value),  # type: ignore[arg-type]
            difficulty=str(self.query_one("#difficulty", Select).value),
            start=str(self.query_one("#start", Select).value),
            advanced=self.query_one("#advanced", Checkbox).value,
            seed=seed,
        )

    @on(Button.Pressed, "#start-game")
    @on(Input.Submitted, "#seed")
    def _start(self) -> None:
        if self.closing or not self.is_current:  # a second Enter before the screen is gone
            return
        error = self.query_one("#seed-error", Static)
        try:
            options = self.options()
        except ValueError as exc:
            error.update(f"[b red]{exc}[/]")
            error.display = True
            self.query_one("#seed", Input).focus()
            return
        error.display = False
        self.closing = True
        self.dismiss(options)

    @on(Button.Pressed, "#load-game")
    def _load(self) -> None:
        self.app.action_load()  # type: ignore[attr-defined]

    def action_leave(self) -> None:
        """Escape: back to the running game, or quit when there is none."""
        if not self.back:
            self.app.exit()
        elif not self.closing and self.is_current:
            self.closing = True
            self.dismiss(None)

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.action_leave()

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()
