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
from rftg.owncards import own_cards
from rftg.tui.render import esc
from rftg.tui.session import MAX_SEED, NewGame, parse_seed

START_CHOICES = [
    ("First game: preset worlds and hands", "first"),
    ("Random start worlds (deal 6, discard 2)", "random"),
    ("Experienced: a red and a blue, keep one", "experienced"),
]
DIFFICULTY_CHOICES = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard")]
GAME_CHOICES = [("Race for the Galaxy", "rftg"),
                ("Solitaire against the robot", "solitaire"),
                ("Jump Drive", "jumpdrive")]
RFTG_PLAYERS = [(f"{n} players", n) for n in (2, 3, 4)] + [
    ("5 players (with The Gathering Storm)", 5)]
ROBOT_CHOICES = [("Easy (1 token of 6 VP)", "easy"), ("Medium (2 tokens of 6 VP)", "medium"),
                 ("Hard (3 tokens of 9 VP)", "hard")]
SOLO_PLAYERS = [("1 player against the robot", 1)]
JD_PLAYERS = [("1 player (solo, 7 rounds)", 1)] + [
    (f"{n} players", n) for n in (2, 3, 4)]


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
        self.game = game
        self.robot_levels = False  # the difficulty select offers the robot's levels
        self.closing = False
        self.back = back
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="new-game"):
            yield Static("[b]Race for the Galaxy[/b] — new game", id="title")
            yield Static(self._intro("rftg"), classes="intro", id="intro")
            with Vertical(classes="form"):
                with Horizontal(classes="pair"):
                    with Vertical():
                        yield Label("Game")
                        yield Select(GAME_CHOICES, value="rftg", allow_blank=False, id="game")
                    with Vertical():
                        yield Label("Players (you and computer players)")
                        yield Select(RFTG_PLAYERS, value=2, allow_blank=False, id="players")
                with Horizontal(classes="pair"):
                    with Vertical():
                        yield Label("Computer players", id="difficulty-label")
                        yield Select(DIFFICULTY_CHOICES, value="normal", allow_blank=False,
                                     id="difficulty")
                    with Vertical():
                        yield Label("Seed (same seed, same game)")
                        yield Input(str(self.seed), id="seed", type="integer",
                                    max_length=len(str(MAX_SEED)))
                yield Static("", id="seed-error")
                with Vertical(id="rftg-options"):
                    with Horizontal(classes="pair"):
                        with Vertical(classes="wide"):
                            yield Label("Start worlds")
                            yield Select(START_CHOICES, value="first", allow_blank=False,
                                         id="start")
                        with Vertical():
                            yield Label("Two players")
                            yield Checkbox("Advanced game", id="advanced",
                                           tooltip="Each player chooses two actions a round")
                    with Horizontal(classes="pair"):
                        yield Checkbox("Gathering Storm", id="expansion",
                                       tooltip="The expansion: its cards, a fifth player, "
                                               "goals and the draft")
                        yield Checkbox("Goals", id="goals", disabled=True,
                                       tooltip="The Gathering Storm's goals: VP for being the "
                                               "first or having the most")
                        yield Checkbox("Draft, 2-3 players", id="draft", disabled=True,
                                       tooltip="The Gathering Storm's draft: build your own "
                                               "deck from packets of 5")
                    with Horizontal(classes="pair"):
                        yield Checkbox("Your own cards", id="own-cards",
                                       tooltip="Shuffle in the cards you wrote in card files "
                                               "(rftg rules own-cards says how)")
                        yield Static("The cards you wrote yourself, from the card files in "
                                     "your data folder (rftg rules own-cards says how).",
                                     id="own-cards-help")
                yield Static("", id="setup-note")
            with Horizontal(classes="buttons"):
                yield Button("Start game", id="start-game", variant="primary")
                yield Button("Load a saved game", id="load-game")
                if self.back:
                    yield Button("Back to your game", id="back")
                yield Button("Quit", id="quit")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#seed-error", Static).display = False
        if self.game == "jumpdrive":
            self.query_one("#game", Select).value = "jumpdrive"
        self._update_form()
        self.query_one("#start-game", Button).focus()

    def _intro(self, game: str) -> str:
        back = (" Your running game is saved first (Load brings it back); Escape goes back "
                "to it." if self.back else "")
        if game == "solitaire":
            return ("The Gathering Storm's solitaire game: you alone against a robot whose "
                    "actions two dice choose. Choose its difficulty and press [b]Enter[/b]."
                    + back)
        if game == "jumpdrive":
            return ("The quick Race for the Galaxy card game. Press [b]Enter[/b] to start a "
                    "2-player game against the computer." + back)
        return ("Build the most prosperous galactic civilisation. Press [b]Enter[/b] to "
                "start a 2-player first game, the easiest way to learn." + back)

    @on(Select.Changed, "#game")
    def _game_changed(self, event: Select.Changed) -> None:
        players = self.query_one("#players", Select)
        jd = event.value == "jumpdrive"
        solo = event.value == "solitaire"  # The Gathering Storm's solitaire game
        current = players.value
        allowed = JD_PLAYERS if jd else SOLO_PLAYERS if solo else RFTG_PLAYERS
        players.set_options(allowed)
        values = [n for _, n in allowed]
        players.value = current if current in values else values[0] if solo else 2
        difficulty = self.query_one("#difficulty", Select)
        if solo != self.robot_levels:  # the robot's difficulty, or the computer players'
            self.robot_levels = solo
            difficulty.set_options(ROBOT_CHOICES if solo else DIFFICULTY_CHOICES)
            difficulty.value = "easy" if solo else "normal"
        self.query_one("#difficulty-label", Label).update(
            "Robot" if solo else "Computer players")
        self.query_one("#rftg-options").display = not jd
        title = ("Jump Drive" if jd else "Race for the Galaxy: solitaire against the robot"
                 if solo else "Race for the Galaxy")
        self.query_one("#title", Static).update(f"[b]{title}[/b] — new game")
        self.query_one("#intro", Static).update(self._intro(str(event.value)))
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
            cards, problem = own_cards()
            if problem:
                notes.append(f"[b]Your own cards cannot be used:[/b] {esc(problem)}")
            else:
                notes.append(_own_note(cards, Edition("gs" if gs else "base")))
        if jd:
            notes.append("Jump Drive: each round place a development, a world, both, or "
                         "explore; your empire scores VP and income every round; first to "
                         "50 VP wins." + (" Solo: score as much as you can in exactly 7 "
                                          "rounds." if players == 1 else ""))
        else:
            if players == 5 and not gs:
                notes.append("[b]5 players need The Gathering Storm[/b] (its fifth set of "
                             "action cards and VP chips): tick Gathering Storm above, or "
                             "choose fewer players.")
            if not gs:
                if players != 5:
                    notes.append("Goals and the draft come with The Gathering Storm.")
            elif players not in (2, 3) and not solo:
                notes.append("The draft is for 2-3 players.")
            if draft.value:
                notes.append("Draft: each player builds a deck from packets of 5 and gets "
                             "two start worlds to choose from.")
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
        return ["Solitaire: you play the advanced 2-player rules (two actions a round, no "
                "goals) against the robot; two dice choose its actions each round, and it "
                "acts or reacts after you in each phase. The tutor explains every roll."]

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
        cards, problem = own_cards()
        if problem:
            raise SetupRefused(f"Your own cards cannot be used: {_sentence(problem)} Fix "
                               "the file or untick Your own cards.")
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
            error.update(f"[b red]{esc(str(exc))}[/]")
            error.display = True
            if not isinstance(exc, SetupRefused):
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


def _own_note(cards: tuple[Card, ...], edition: Edition) -> str:
    """What the game will shuffle in: 'Your own cards: 3 copies of 2 cards join the game:
    ✎ A (2 copies), ✎ B.', and which of them have no copies with this edition."""
    joining = [(c.name, n) for c in cards if (n := c.copies_in(edition))]
    names = ", ".join(esc(name) + (f" ({n} copies)" if n > 1 else "") for name, n in joining)
    copies = sum(n for _, n in joining)
    note = (f"Your own cards: {copies} {'copy' if copies == 1 else 'copies'} of "
            f"{len(joining)} {'card' if len(joining) == 1 else 'cards'} join the game: "
            f"{names}." if joining else "Your own cards: none has copies in this game.")
    left = [esc(c.name) for c in cards if not c.copies_in(edition)]
    if left:
        game = "The Gathering Storm" if edition is Edition.GS else "the base game"
        note += f" Not in games with {game} (no copies for it): {', '.join(left)}."
    return note


def _sentence(text: str) -> str:
    """'5 players need ...' -> '5 players need ....' (GameSetup's messages start small)."""
    text = text.removeprefix("Value error, ")
    return (text[:1].upper() + text[1:]).rstrip(".") + "."
