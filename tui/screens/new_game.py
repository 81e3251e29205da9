"""The new game screen. Pressing Enter starts what the line under the introduction says
(at the first run a 2-player first game; later the last choices, kept in the data folder:
``rftg.tui.choices``).

Every mode of every game the registry knows (``rftg.tui.games``): Race for the Galaxy
(2-4 players, 5 with The Gathering Storm; the expansion's goals and, for 2-3 players, its
draft; the player's own cards), its solitaire game against the robot, Jump Drive (1-4
players, 1: the solo game of 7 rounds). The players, the computer players' difficulty and
the seed are every game's; a game's own options are its form (``TuiGame.form``), shown
while one of its modes is chosen. What the rules do not allow is refused by the game's
setup model itself: its message is shown."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from rftg.tui import choices as kept
from rftg.tui.games import TUIS, GameForm, Mode, first_mode, mode, modes, sentence
from rftg.tui.games import SetupRefused as SetupRefused  # (what the screen refuses)
from rftg.tui.render import esc
from rftg.tui.session import MAX_SEED, NewGame, parse_seed
from rftg.tui.texts import t
from rftg.tui.widgets import translate_bindings
from rftg.tui.widgets.language import relabel_select

LABELS = {"game-label": "game", "players-label": "players", "seed-label": "seed",
          "humans-label": "humans"}
"""The fixed labels by id: their catalogue key."""
BUTTONS = {"start-game": "start", "load-game": "load", "back": "back", "quit": "quit"}


def game_choices() -> list[tuple[str, str]]:
    return [(m.label(), m.id) for m in modes()]


def game_forms() -> dict[str, Widget]:
    """Each game's own part of the form (``TuiGame.form``), by game id."""
    forms = {gid: entry.form() for gid, entry in TUIS.loaded().items()}
    return {gid: form for gid, form in forms.items() if form is not None}


def humans_choices(players: int) -> list[tuple[str, int]]:
    """1 (you) .. every seat a person (pass-and-play)."""
    return [(t("new_game.humans_one"), 1)] + [(t("new_game.humans_n", n=n), n)
                                              for n in range(2, players + 1)]


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
    NewGameScreen #enter-starts { max-width: 90; }
    """
    BINDINGS = [
        Binding("escape", "leave", "Back / Quit"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, seed: int | None = None, back: bool = False, game: str = "rftg",
                 home: Path | None = None) -> None:
        """``back``: a game is running; Escape (or Back) returns to it. ``game``: the
        game chosen at first (its first mode, or the one chosen last time for it);
        ``home``: the data folder that keeps the last choices (None: none kept)."""
        super().__init__()
        self.home = home
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
                    with Vertical(id="humans-pair"):  # pass-and-play
                        yield label("humans-label")
                        yield Select(humans_choices(2), value=1, allow_blank=False,
                                     id="humans")
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
            yield Static("", id="enter-starts")  # beside the button that has the focus
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
        relabel_select(self.query_one("#humans", Select), humans_choices(self.players))
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
            self._switch_mode(start)
        self.restore()
        self._update_form()
        self.query_one("#start-game", Button).focus()

    def restore(self) -> None:
        """The choices made last time for the game asked for (a broken file: said, and
        the defaults stay)."""
        if self.home is None:
            return
        try:
            last = kept.load(self.home, self.game)
        except kept.ChoicesError as exc:
            self.notify(t("new_game.remembered_broken", reason=exc.reason, path=exc.path),
                        severity="warning", markup=False, timeout=15)
            return
        if last is None:
            return
        chosen = next((m for m in TUIS.get(self.game).modes if m.id == last.get("mode")),
                      None)
        if chosen is None:
            return
        game = self.query_one("#game", Select)
        if game.value != chosen.id:
            with game.prevent(Select.Changed):
                game.value = chosen.id
            self._switch_mode(chosen)
        for id, allowed in (("players", [n for _, n in chosen.players()]),
                            ("difficulty", [v for _, v in chosen.difficulties()])):
            value = last.get(id)
            if value in allowed:
                select = self.query_one(f"#{id}", Select)
                with select.prevent(Select.Changed):
                    select.value = value
        self._update_humans()
        humans = self.query_one("#humans", Select)
        if last.get("humans") in [n for _, n in humans_choices(self.players)]:
            with humans.prevent(Select.Changed):
                humans.value = last.get("humans")
        form = self.forms.get(chosen.game)
        if form is not None:
            as_form(form).restore(last.values)

    def keep(self, options: Any) -> None:
        """Keep the choices of the game starting for the next time (a file that cannot
        be written or read: said; the game starts all the same)."""
        if self.home is None:
            return
        chosen = self.mode
        values = {"mode": chosen.id, "players": self.players, "humans": options.humans,
                  "difficulty": str(self.query_one("#difficulty", Select).value)}
        form = self.forms.get(chosen.game)
        if form is not None:
            values |= as_form(form).kept()
        try:
            kept.save(self.home, chosen.game, values)
        except kept.ChoicesError as exc:
            self.app.notify(t("new_game.remembered_not_kept", reason=exc.reason),
                            severity="warning", markup=False, timeout=10)

    @property
    def players(self) -> int:
        return int(self.query_one("#players", Select).value)  # type: ignore[arg-type]

    def _update_humans(self) -> None:
        """The people at the screen: 1 up to every seat (shown with more than 1 seat)."""
        players = self.players
        humans = self.query_one("#humans", Select)
        current = humans.value
        allowed = humans_choices(players)
        with humans.prevent(Select.Changed):
            humans.set_options(allowed)
            humans.value = current if current in [n for _, n in allowed] else 1
        self.query_one("#humans-pair").display = players > 1

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
        self._switch_mode(mode(str(event.value)))
        self._update_form()

    def _switch_mode(self, chosen: Mode) -> None:
        """The players, the levels and the form of the mode ``chosen``."""
        players = self.query_one("#players", Select)
        current = players.value
        allowed = chosen.players()
        with players.prevent(Select.Changed):
            players.set_options(allowed)
            players.value = current if current in [n for _, n in allowed] \
                else chosen.players_default
        difficulty = self.query_one("#difficulty", Select)
        levels = chosen.difficulties()
        if [v for _, v in levels] != self.levels:
            self.levels = [v for _, v in levels]  # the robot's levels, or the computers'
            level = difficulty.value  # a level both games offer stays chosen
            with difficulty.prevent(Select.Changed):
                difficulty.set_options(levels)
                difficulty.value = level if level in self.levels \
                    else chosen.difficulty_default
        self._show_game(chosen)

    @on(Checkbox.Changed)
    def _update_form(self) -> None:
        """Enable what the rules allow with the players chosen (each game's form), say
        what is not available and why, and what Enter starts."""
        chosen = self.mode
        players = self.players
        self._update_humans()
        notes: list[str] = []
        for form in self.forms.values():
            notes += as_form(form).update(chosen.id, players)
        notes += chosen.notes(players)
        self.query_one("#setup-note", Static).update("\n".join(notes))
        self._show_enter()

    @on(Select.Changed)
    def _select_changed(self, event: Select.Changed) -> None:
        """Any choice but the game (``_game_changed``): the players, the people, the level
        and a game's own form (Race's start worlds ...) change what Enter starts."""
        if event.select.id != "game":
            self._update_form()

    @on(Input.Changed, "#seed")
    def _show_enter(self) -> None:
        """What Enter starts, in words (nothing while the choices cannot start a game)."""
        line = self.query_one("#enter-starts", Static)
        try:
            options = self.options()
            game = TUIS.get(options.game).describe(options.setup(), options.humans,
                                                   options.difficulty)
        except ValueError:
            line.update("")
            return
        line.update(t("new_game.enter", game=esc(game)))

    def options(self) -> NewGame:
        """The game asked for; ValueError (with a message to show) for a bad seed or a
        combination the rules do not allow (the setup model's own message)."""
        seed = parse_seed(self.query_one("#seed", Input).value)
        chosen = self.mode
        humans = self.query_one("#humans", Select).value
        base = NewGame(
            players=self.players, difficulty=str(self.query_one("#difficulty", Select).value),
            seed=seed, game=chosen.game,
            humans=humans if isinstance(humans, int) and self.players > 1 else 1)
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
        self.keep(options)
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
