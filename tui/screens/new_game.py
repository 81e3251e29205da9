"""The new game screen. Pressing Enter starts a 2-player first game.

Every mode of every game the registry knows (``rftg.tui.games``): Race for the Galaxy
(2-4 players, 5 with The Gathering Storm; the expansion's goals and, for 2-3 players, its
draft; the player's own cards), its solitaire game against the robot, Jump Drive (1-4
players, 1: the solo game of 7 rounds). The players, the computer players' difficulty and
the seed are every game's; a game's own options are its form (``TuiGame.form``), shown
while one of its modes is chosen. What the rules do not allow is refused by the game's
setup model itself: its message is shown."""

from __future__ import annotations

import random

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from rftg.tui.games import TUIS, GameForm, Mode, first_mode, mode, modes, sentence
from rftg.tui.games import SetupRefused as SetupRefused  # (what the screen refuses)
from rftg.tui.render import esc
from rftg.tui.session import MAX_SEED, NewGame, parse_seed
from rftg.tui.texts import t
from rftg.tui.widgets import translate_bindings
from rftg.tui.widgets.language import relabel_select

LABELS = {"game-label": "game", "players-label": "players", "seed-label": "seed"}
"""The fixed labels by id: their catalogue key."""
BUTTONS = {"start-game": "start", "load-game": "load", "back": "back", "quit": "quit"}


def game_choices() -> list[tuple[str, str]]:
    return [(m.label(), m.id) for m in modes()]


def game_forms() -> dict[str, Widget]:
    """Each game's own part of the form (``TuiGame.form``), by game id."""
    forms = {gid: entry.form() for gid, entry in TUIS.loaded().items()}
    return {gid: form for gid, form in forms.items() if form is not None}


def as_form(widget: Widget) -> GameForm:
    assert isinstance(widget, GameForm)
    return widget


class NewGameScreen(Screen[NewGame]):
    """Choose the game, the players, the difficulty and the seed (and the game's own
    options); Enter starts."""

    DEFAULT_CSS = """
    NewGameScreen .pair { height: auto; }
    NewGameScreen .pair > Vertical { width: 1fr; height: auto; margin-right: 1; }
    NewGameScreen .pair > Vertical.wide { width: 2fr; }
    NewGameScreen .pair > Checkbox { width: 1fr; margin-right: 1; }
    NewGameScreen #setup-note { color: $text-warning; }
    """
    BINDINGS = [
        Binding("escape", "leave", "Back / Quit"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, seed: int | None = None, back: bool = False, game: str = "rftg") -> None:
        """``back``: a game is running; Escape (or Back) returns to it. ``game``: the
        game chosen at first (its first mode)."""
        super().__init__()
        translate_bindings(self, "keys.new_game")
        self.game = game
        self.closing = False
        self.back = back
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)
        self.levels = [v for _, v in modes()[0].difficulties()]  # the difficulties offered
        self.forms = game_forms()  # each game's own options, by game id

    def compose(self) -> ComposeResult:
        def label(id: str) -> Label:
            return Label(t(f"new_game.{LABELS[id]}"), id=id)

        first = modes()[0]
        with VerticalScroll(id="new-game"):
            yield Static(first.title(), id="title")
            yield Static(self._intro(first), classes="intro", id="intro")
            with Vertical(classes="form"):
                with Horizontal(classes="pair"):
                    with Vertical():
                        yield label("game-label")
                        yield Select(game_choices(), value=first.id, allow_blank=False,
                                     id="game")
                    with Vertical():
                        yield label("players-label")
                        yield Select(first.players(), value=first.players_default,
                                     allow_blank=False, id="players")
                with Horizontal(classes="pair"):
                    with Vertical():
                        yield Label(first.difficulty_label(), id="difficulty-label")
                        yield Select(first.difficulties(), value=first.difficulty_default,
                                     allow_blank=False, id="difficulty")
                    with Vertical():
                        yield label("seed-label")
                        yield Input(str(self.seed), id="seed", type="integer",
                                    max_length=len(str(MAX_SEED)))
                yield Static("", id="seed-error")
                yield from self.forms.values()
                yield Static("", id="setup-note")
            with Horizontal(classes="buttons"):
                yield Button(t("new_game.start"), id="start-game", variant="primary")
                yield Button(t("new_game.load"), id="load-game")
                if self.back:
                    yield Button(t("new_game.back"), id="back")
                yield Button(t("new_game.quit"), id="quit")
        yield Footer()

    @property
    def mode(self) -> Mode:
        """The mode chosen."""
        return mode(str(self.query_one("#game", Select).value))

    def refresh_language(self) -> None:
        """Every word again in the language of the run; what the player chose stays."""
        translate_bindings(self, "keys.new_game")
        for id, key in LABELS.items():
            self.query_one(f"#{id}", Label).update(t(f"new_game.{key}"))
        for id, key in BUTTONS.items():
            for button in self.query(f"#{id}").results(Button):
                button.label = t(f"new_game.{key}")
        chosen = self.mode
        relabel_select(self.query_one("#game", Select), game_choices())
        relabel_select(self.query_one("#players", Select), chosen.players())
        relabel_select(self.query_one("#difficulty", Select), chosen.difficulties())
        for form in self.forms.values():
            as_form(form).relabel()
        self._show_game(chosen)
        self._update_form()
        if self.query_one("#seed-error", Static).display:  # why it was refused, again
            try:
                self.options()
            except ValueError as exc:
                self._refused(exc)

    def on_mount(self) -> None:
        self.query_one("#seed-error", Static).display = False
        start = first_mode(self.game)
        if start.id != modes()[0].id:
            self.query_one("#game", Select).value = start.id
        self._update_form()
        self.query_one("#start-game", Button).focus()

    def _intro(self, mode: Mode) -> str:
        return mode.intro() + (t("new_game.intro_back") if self.back else "")

    def _show_game(self, chosen: Mode) -> None:
        """The title, the introduction, the labels and the form of the mode chosen."""
        self.query_one("#difficulty-label", Label).update(chosen.difficulty_label())
        for gid, form in self.forms.items():
            form.display = gid == chosen.game
        self.query_one("#title", Static).update(chosen.title())
        self.query_one("#intro", Static).update(self._intro(chosen))

    @on(Select.Changed, "#game")
    def _game_changed(self, event: Select.Changed) -> None:
        chosen = mode(str(event.value))
        players = self.query_one("#players", Select)
        current = players.value
        allowed = chosen.players()
        players.set_options(allowed)
        players.value = current if current in [n for _, n in allowed] \
            else chosen.players_default
        difficulty = self.query_one("#difficulty", Select)
        levels = chosen.difficulties()
        if [v for _, v in levels] != self.levels:
            self.levels = [v for _, v in levels]  # the robot's levels, or the computers'
            kept = difficulty.value  # a level both games offer stays chosen
            difficulty.set_options(levels)
            difficulty.value = kept if kept in self.levels else chosen.difficulty_default
        self._show_game(chosen)
        self._update_form()

    @on(Select.Changed, "#players")
    @on(Checkbox.Changed)
    def _update_form(self) -> None:
        """Enable what the rules allow with the players chosen (each game's form), and
        say what is not available and why."""
        chosen = self.mode
        players = int(self.query_one("#players", Select).value)  # type: ignore[arg-type]
        notes: list[str] = []
        for form in self.forms.values():
            notes += as_form(form).update(chosen.id, players)
        notes += chosen.notes(players)
        self.query_one("#setup-note", Static).update("\n".join(notes))

    def options(self) -> NewGame:
        """The game asked for; ValueError (with a message to show) for a bad seed or a
        combination the rules do not allow (the setup model's own message)."""
        seed = parse_seed(self.query_one("#seed", Input).value)
        chosen = self.mode
        base = NewGame(
            players=int(self.query_one("#players", Select).value),  # type: ignore[arg-type]
            difficulty=str(self.query_one("#difficulty", Select).value),
            seed=seed, game=chosen.game)
        form = self.forms.get(chosen.game)
        options = chosen.options(base, None if form is None else as_form(form))
        try:
            options.setup()
        except ValidationError as exc:
            messages = [str(e.get("ctx", {}).get("error", e["msg"])) for e in exc.errors()]
            raise SetupRefused(sentence("; ".join(messages))) from None
        return options

    @on(Button.Pressed, "#start-game")
    @on(Input.Submitted, "#seed")
    def _start(self) -> None:
        if self.closing or not self.is_current:  # a second Enter before the screen is gone
            return
        error = self.query_one("#seed-error", Static)
        try:
            options = self.options()
        except ValueError as exc:
            self._refused(exc)
            if not isinstance(exc, SetupRefused):
                self.query_one("#seed", Input).focus()
            return
        error.display = False
        self.closing = True
        self.dismiss(options)

    def _refused(self, exc: ValueError) -> None:
        """Say why the game asked for cannot start."""
        error = self.query_one("#seed-error", Static)
        error.update(f"[b red]{esc(str(exc))}[/]")
        error.display = True

    @on(Button.Pressed, "#load-game")
    def _load(self) -> None:
        self.app.action_load()  # type: ignore[attr-defined]

    @on(Button.Pressed, "#back")
    def action_leave(self) -> None:
        """Escape (or Back): back to the running game, or quit when there is none."""
        if not self.back:
            self.app.exit()
        elif not self.closing and self.is_current:
            self.closing = True
            self.dismiss(None)

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()
