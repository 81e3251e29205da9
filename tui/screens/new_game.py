"""The new game screen. Pressing Enter starts a 2-player first game.

Race for the Galaxy (2-4 players, 5 with The Gathering Storm; the expansion's goals and,
for 2-3 players, its draft; its solitaire game against the robot; the player's own cards)
or Jump Drive (1-4 players, 1: the solo
game of 7 rounds). What the rules do not allow is refused by ``GameSetup`` itself: its
message is shown. Own card files are read when the box is ticked and again at the start;
a broken file is named with what is wrong, and the game is not started with it."""

from __future__ import annotations

import random
from dataclasses import replace

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from rftg.core.cards import Card, Edition
from rftg.core.custom import own_cards as own_cards_in
from rftg.tui.render import esc
from rftg.tui.session import MAX_SEED, NewGame, data_dir, parse_seed
from rftg.tui.texts import t
from rftg.tui.widgets import translate_bindings

Choices = list[tuple[str, str]]
Counts = list[tuple[str, int]]


def _choice(key: str, **values: object) -> str:
    return t(f"new_game.choice.{key}", **values)


def game_choices() -> Choices:
    return [(_choice(f"game_{g}"), g) for g in ("rftg", "solitaire", "jumpdrive")]


def start_choices() -> Choices:
    return [(_choice(f"start_{s}"), s) for s in ("first", "random", "experienced")]


def difficulty_choices() -> Choices:
    return [(_choice(d), d) for d in ("easy", "normal", "hard")]


def robot_choices() -> Choices:
    return [(_choice(f"robot_{d}"), d) for d in ("easy", "medium", "hard")]


def rftg_players() -> Counts:
    return [(_choice("players", n=n), n) for n in (2, 3, 4)] + [(_choice("players_five"), 5)]


def solo_players() -> Counts:
    return [(_choice("solo_player"), 1)]


def jd_players() -> Counts:
    return [(_choice("jd_solo"), 1)] + [(_choice("players", n=n), n) for n in (2, 3, 4)]


CHECKBOXES = {"advanced": "advanced", "expansion": "expansion", "goals": "goals",
              "draft": "draft", "own-cards": "own_cards"}
"""The checkboxes by id: the catalogue key of their label (and of their tooltip, _tip)."""
LABELS = {"game-label": "game", "players-label": "players", "seed-label": "seed",
          "start-label": "start_worlds", "two-players-label": "two_players"}
"""The fixed labels by id: their catalogue key."""
BUTTONS = {"start-game": "start", "load-game": "load", "back": "back", "quit": "quit"}


class SetupRefused(ValueError):
    """The rules do not allow the game asked for (the message says why)."""


class NewGameScreen(Screen[NewGame]):
    """Choose players, start worlds, the advanced game and the seed; Enter starts."""

    DEFAULT_CSS = """
    NewGameScreen .pair { height: auto; }
    NewGameScreen .pair > Vertical { width: 1fr; height: auto; margin-right: 1; }
    NewGameScreen .pair > Vertical.wide { width: 2fr; }
    NewGameScreen .pair > Checkbox { width: 1fr; margin-right: 1; }
    NewGameScreen #rftg-options { height: auto; }
    NewGameScreen #setup-note { color: $text-warning; }
    NewGameScreen #own-cards-help { width: 2fr; padding: 1 1 0 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "leave", "Back / Quit"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, seed: int | None = None, back: bool = False,
                 game: str = "rftg") -> None:
        """``back``: a game is running; Escape (or Back) returns to it. ``game``: the
        game chosen at first (rftg or jumpdrive)."""
        super().__init__()
        translate_bindings(self, "keys.new_game")
        self.game = game
        self.robot_levels = False  # the difficulty select offers the robot's levels
        self.closing = False
        self.back = back
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)

    def compose(self) -> ComposeResult:
        def label(id: str) -> Label:
            return Label(t(f"new_game.{LABELS[id]}"), id=id)

        def checkbox(id: str, disabled: bool = False) -> Checkbox:
            key = f"new_game.{CHECKBOXES[id]}"
            return Checkbox(t(key), id=id, disabled=disabled, tooltip=t(f"{key}_tip"))

        with VerticalScroll(id="new-game"):
            yield Static(self._title("rftg"), id="title")
            yield Static(self._intro("rftg"), classes="intro", id="intro")
            with Vertical(classes="form"):
                with Horizontal(classes="pair"):
                    with Vertical():
                        yield label("game-label")
                        yield Select(game_choices(), value="rftg", allow_blank=False,
                                     id="game")
                    with Vertical():
                        yield label("players-label")
                        yield Select(rftg_players(), value=2, allow_blank=False, id="players")
                with Horizontal(classes="pair"):
                    with Vertical():
                        yield Label(t("new_game.computer_players"), id="difficulty-label")
                        yield Select(difficulty_choices(), value="normal", allow_blank=False,
                                     id="difficulty")
                    with Vertical():
                        yield label("seed-label")
                        yield Input(str(self.seed), id="seed", type="integer",
                                    max_length=len(str(MAX_SEED)))
                yield Static("", id="seed-error")
                with Vertical(id="rftg-options"):
                    with Horizontal(classes="pair"):
                        with Vertical(classes="wide"):
                            yield label("start-label")
                            yield Select(start_choices(), value="first", allow_blank=False,
                                         id="start")
                        with Vertical():
                            yield label("two-players-label")
                            yield checkbox("advanced")
                    with Horizontal(classes="pair"):
                        yield checkbox("expansion")
                        yield checkbox("goals", disabled=True)
                        yield checkbox("draft", disabled=True)
                    with Horizontal(classes="pair"):
                        yield checkbox("own-cards")
                        yield Static(t("new_game.own_cards_help"), id="own-cards-help")
                yield Static("", id="setup-note")
            with Horizontal(classes="buttons"):
                yield Button(t("new_game.start"), id="start-game", variant="primary")
                yield Button(t("new_game.load"), id="load-game")
                if self.back:
                    yield Button(t("new_game.back"), id="back")
                yield Button(t("new_game.quit"), id="quit")
        yield Footer()

    def refresh_language(self) -> None:
        """Every word again in the language of the run; what the player chose stays."""
        translate_bindings(self, "keys.new_game")
        for id, key in LABELS.items():
            self.query_one(f"#{id}", Label).update(t(f"new_game.{key}"))
        for id, key in CHECKBOXES.items():
            box = self.query_one(f"#{id}", Checkbox)
            box.label = t(f"new_game.{key}")
            box.tooltip = t(f"new_game.{key}_tip")
        self.query_one("#own-cards-help", Static).update(t("new_game.own_cards_help"))
        for id, key in BUTTONS.items():
            for button in self.query(f"#{id}").results(Button):
                button.label = t(f"new_game.{key}")
        game = str(self.query_one("#game", Select).value)
        self._relabel_select("#game", game_choices())
        self._relabel_select("#players", self._player_choices(game))
        self._relabel_select("#difficulty", robot_choices() if self.robot_levels
                             else difficulty_choices())
        self._relabel_select("#start", start_choices())
        self._show_game(game)
        self._update_form()
        if self.query_one("#seed-error", Static).display:  # why it was refused, again
            try:
                self.options()
            except ValueError as exc:
                self._refused(exc)

    def _relabel_select(self, selector: str, options: Choices | Counts) -> None:
        """The same options in other words; the choice stays."""
        select: Select[str | int] = self.query_one(selector, Select)
        value = select.value
        with select.prevent(Select.Changed):  # nothing the player chose changes
            select.set_options(options)
            select.value = value
            select.mutate_reactive(Select.value)  # type: ignore[misc]  # (new words)

    def on_mount(self) -> None:
        self.query_one("#seed-error", Static).display = False
        if self.game == "jumpdrive":
            self.query_one("#game", Select).value = "jumpdrive"
        self._update_form()
        self.query_one("#start-game", Button).focus()

    def _intro(self, game: str) -> str:
        return t(f"new_game.intro_{game}") + (t("new_game.intro_back") if self.back else "")

    def _title(self, game: str) -> str:
        return t("new_game.title", game=t(f"new_game.title_{game}"))

    @staticmethod
    def _player_choices(game: str) -> Counts:
        return (jd_players() if game == "jumpdrive" else solo_players() if game == "solitaire"
                else rftg_players())

    def _show_game(self, game: str) -> None:
        """The title, the introduction and the labels that depend on the game chosen."""
        solo = game == "solitaire"
        self.query_one("#difficulty-label", Label).update(
            t("new_game.robot") if solo else t("new_game.computer_players"))
        self.query_one("#rftg-options").display = game != "jumpdrive"
        self.query_one("#title", Static).update(self._title(game))
        self.query_one("#intro", Static).update(self._intro(game))

    @on(Select.Changed, "#game")
    def _game_changed(self, event: Select.Changed) -> None:
        players = self.query_one("#players", Select)
        game = str(event.value)
        solo = game == "solitaire"  # The Gathering Storm's solitaire game
        current = players.value
        allowed = self._player_choices(game)
        players.set_options(allowed)
        values = [n for _, n in allowed]
        players.value = current if current in values else values[0] if solo else 2
        difficulty = self.query_one("#difficulty", Select)
        if solo != self.robot_levels:  # the robot's difficulty, or the computer players'
            self.robot_levels = solo
            difficulty.set_options(robot_choices() if solo else difficulty_choices())
            difficulty.value = "easy" if solo else "normal"
        self._show_game(game)
        self._update_form()

    @on(Select.Changed, "#players")
    @on(Checkbox.Changed)
    def _update_form(self) -> None:
        """Enable what the rules allow with the players and the expansion chosen, and say
        what is not available and why."""
        players = self.query_one("#players", Select).value
        jd = self.query_one("#game", Select).value == "jumpdrive"
        gs = self.query_one("#expansion", Checkbox).value
        adv = self.query_one("#advanced", Checkbox)
        goals = self.query_one("#goals", Checkbox)
        draft = self.query_one("#draft", Checkbox)
        solo = self.query_one("#game", Select).value == "solitaire"
        for box, allowed in ((adv, players == 2), (goals, gs and not solo),
                             (draft, gs and players in (2, 3) and not solo)):
            if solo and box is adv:
                continue  # the solitaire game: ticked and fixed (_solitaire_form)
            box.disabled = not allowed
            if not allowed and box.value:
                box.value = False
        self.query_one("#start", Select).disabled = draft.value
        notes = self._solitaire_form(solo)
        own = self.query_one("#own-cards", Checkbox)
        if own.value and not jd:
            cards, problem = own_cards_in(data_dir())
            if problem:
                notes.append(t("new_game.note.own_cards_unusable", problem=esc(problem)))
            else:
                notes.append(_own_note(cards, Edition("gs" if gs else "base")))
        if jd:
            notes.append(t("new_game.note.jumpdrive") + (t("new_game.note.jumpdrive_solo")
                                                         if players == 1 else ""))
        else:
            if players == 5 and not gs:
                notes.append(t("new_game.note.five_need_expansion"))
            if not gs:
                if players != 5:
                    notes.append(t("new_game.note.with_expansion"))
            elif players not in (2, 3) and not solo:
                notes.append(t("new_game.note.draft_players"))
            if draft.value:
                notes.append(t("new_game.note.draft"))
        self.query_one("#setup-note", Static).update("\n".join(notes))

    def _solitaire_form(self, solo: bool) -> list[str]:
        """The solitaire game: the advanced 2-player rules with The Gathering Storm, no
        goals, random start worlds, one player against the robot; its difficulty."""
        self.query_one("#expansion", Checkbox).disabled = solo
        self.query_one("#start", Select).disabled = solo or self.query_one(
            "#draft", Checkbox).value
        if not solo:
            return []
        start = self.query_one("#start", Select)
        if start.value != "random":  # "Die Startwelten werden verdeckt gemischt"
            start.value = "random"
        for box, value in (("#expansion", True), ("#advanced", True)):
            checkbox = self.query_one(box, Checkbox)
            if checkbox.value != value:
                checkbox.value = value
            checkbox.disabled = True
        return [t("new_game.note.solitaire")]

    def options(self) -> NewGame:
        """The game asked for; ValueError (with a message to show) for a bad seed or a
        combination the rules do not allow (GameSetup's own message)."""
        seed = parse_seed(self.query_one("#seed", Input).value)
        options = NewGame(
            players=int(self.query_one("#players", Select).value),  # type: ignore[arg-type]
            difficulty=str(self.query_one("#difficulty", Select).value),
            start=str(self.query_one("#start", Select).value),
            advanced=self.query_one("#advanced", Checkbox).value,
            seed=seed,
            game=str(self.query_one("#game", Select).value),
            expansion="gs" if self.query_one("#expansion", Checkbox).value else "base",
            goals=self.query_one("#goals", Checkbox).value,
            draft=self.query_one("#draft", Checkbox).value,
            custom_cards=self._own_cards(),
        )
        if options.game == "solitaire":  # one player against the robot, its difficulty
            options = replace(options, game="rftg", players=1, start="random",
                              advanced=True, expansion="gs", goals=False, draft=False,
                              difficulty="normal", robot=options.difficulty)
        try:
            options.setup()
        except ValidationError as exc:
            messages = [str(e.get("ctx", {}).get("error", e["msg"])) for e in exc.errors()]
            raise SetupRefused(_sentence("; ".join(messages))) from None
        return options

    def _own_cards(self) -> tuple[Card, ...]:
        """The own cards asked for (read again now: the files may have changed), or
        SetupRefused saying what is wrong with them."""
        if (not self.query_one("#own-cards", Checkbox).value
                or self.query_one("#game", Select).value == "jumpdrive"):
            return ()
        cards, problem = own_cards_in(data_dir())
        if problem:
            raise SetupRefused(t("new_game.note.own_cards_refused",
                                 problem=_sentence(problem)))
        return cards

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


def _own_note(cards: tuple[Card, ...], edition: Edition) -> str:
    """What the game will shuffle in: 'Your own cards: 3 copies of 2 cards join the game:
    ✎ A (2 copies), ✎ B.', and which of them have no copies with this edition."""
    joining = [(c.name, n) for c in cards if (n := c.copies_in(edition))]
    names = ", ".join(t("new_game.note.own_name_copies", name=esc(name), n=n) if n > 1
                      else esc(name) for name, n in joining)
    copies = sum(n for _, n in joining)
    note = (t("new_game.note.own_joining",
              copies=t("new_game.note.own_copy" if copies == 1 else "new_game.note.own_copies",
                       n=copies),
              cards=t("new_game.note.own_card" if len(joining) == 1
                      else "new_game.note.own_cards", n=len(joining)),
              names=names) if joining else t("new_game.note.own_none"))
    left = [esc(c.name) for c in cards if not c.copies_in(edition)]
    if left:
        game = t("new_game.note.own_not_in_gs" if edition is Edition.GS
                 else "new_game.note.own_not_in_base")
        note += t("new_game.note.own_not_in", game=game, names=", ".join(left))
    return note


def _sentence(text: str) -> str:
    """'5 players need ...' -> '5 players need ....' (GameSetup's messages start small)."""
    text = text.removeprefix("Value error, ")
    return (text[:1].upper() + text[1:]).rstrip(".") + "."
