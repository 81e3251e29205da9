"""The TUI layer's registry of games: what the new game screen (and the plain mode's first
questions) offers of each game, how its setup is made from the choices, its game screen,
its plain-mode view, the resume summary, and the hooks a variant needs (the solitaire
robot's notice at the first game, its palette command). Each game registers a ``TuiGame``
from its own sub-package (``rftg.tui.race``, ``rftg.tui.jumpdrive``); the app, the
session, the plain mode, the new game screen and the dialogs ask here, and nothing else
asks which game or variant is played.

    TUIS.get(setup.game).screen(session)       # its game screen
    for game in TUIS.loaded().values(): game.modes

No Textual at import: a game's screen, form and dialogs are imported when asked for, so
the plain mode runs without it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rftg.core.registry import Registry
from rftg.tui.texts import HELP

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen
    from textual.widget import Widget

    from rftg.core.gamesetup import GameSetup
    from rftg.tui.plain.console import Console
    from rftg.tui.plain.views import View
    from rftg.tui.session import GameSession, NewGame

Choices = list[tuple[str, str]]  # (words, value) of a select
Counts = list[tuple[str, int]]


class SetupRefused(ValueError):
    """The rules do not allow the game asked for (the message says why)."""


def sentence(text: str) -> str:
    """'5 players need ...' -> '5 players need ....' (the setup models' messages start
    small)."""
    text = text.removeprefix("Value error, ")
    return (text[:1].upper() + text[1:]).rstrip(".") + "."


class GameForm:
    """A game's own part of the new game form (a Textual widget, ``rftg.tui.race.form``):
    the options only this game has. Shown while one of its game's modes is chosen."""

    def update(self, mode: str, players: int) -> list[str]:
        """Enable what the rules allow with ``players`` in the mode chosen (another
        game's: this form is hidden) and say what is not available and why."""
        raise NotImplementedError

    def options(self, base: NewGame, mode: str) -> NewGame:
        """``base`` with this form's choices (ValueError: they cannot be used)."""
        raise NotImplementedError

    def relabel(self) -> None:
        """Every word again in the language of the run; what the player chose stays."""
        raise NotImplementedError

    def kept(self) -> dict[str, Any]:
        """This form's choices to keep for the next new game (``rftg.tui.choices``)."""
        return {}

    def restore(self, values: dict[str, Any]) -> None:
        """Choose again what ``kept`` gave last time (a value it does not know: left)."""


class Mode:
    """One way to play a game that the new game screen and the plain mode offer: Race for
    the Galaxy's base game, its solitaire game against the robot, Jump Drive."""

    id = ""  # the new game screen's value for it
    game = ""  # the game's id
    players_default = 2
    difficulty_default = "normal"

    def label(self) -> str:
        """Its name in the new game screen's list."""
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def intro(self) -> str:
        raise NotImplementedError

    def players(self) -> Counts:
        """The numbers of players it allows, with their words."""
        raise NotImplementedError

    def difficulty_label(self) -> str:
        raise NotImplementedError

    def difficulties(self) -> Choices:
        """The computer players' levels (or the robot's)."""
        raise NotImplementedError

    def notes(self, players: int) -> list[str]:
        """What the new game screen says about it (besides its game form's notes)."""
        return []

    def options(self, base: NewGame, form: GameForm | None) -> NewGame:
        """The game asked for: ``base`` (players, difficulty, seed) with the game form's
        choices."""
        return base if form is None else form.options(base, self.id)

    def plain_label(self) -> str:
        """Its name in the plain mode's first question."""
        raise NotImplementedError

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        """The plain mode's questions for a new game of this mode."""
        raise NotImplementedError


class TuiGame:
    """What the TUI layer knows of one game."""

    id = ""
    modes: tuple[Mode, ...] = ()
    help_page = HELP
    """Its page of the ``?`` help (content/text/<lang>/<help_page>.md): its keys, its
    symbols, a short how-to-play. By default the app's own page (Race for the Galaxy's)."""

    def setup(self, options: NewGame) -> GameSetup:
        """The setup of the game asked for (ValueError, or the setup model's validation
        error, for a combination the rules do not allow)."""
        raise NotImplementedError

    def screen(self, session: GameSession) -> Screen[None]:
        """Its game screen (``rftg.tui.screens.game.GameScreen``) for ``session``."""
        raise NotImplementedError

    def form(self) -> Widget | None:
        """Its part of the new game form (a ``GameForm``), if it has options of its own."""
        return None

    def plain_view(self, session: GameSession) -> View:
        """What the plain mode says about ``session``."""
        raise NotImplementedError

    def decision_title(self, kind: str) -> str:
        """A kind of decision as the game screen titles it ("Choose your action"): a
        review's phases are named so. By default the ``tui_game`` catalogue's titles."""
        from rftg.tui.render import kind_title

        return kind_title(kind)

    def score_unit(self) -> str:
        """What the game scores in, as a review counts its losses ("VP"), in the
        language of the run. By default the victory points of the Race family."""
        from rftg.core.lang import text

        return text("cli", "review.unit")

    def describe(self, setup: GameSetup, humans: int = 1, difficulty: str = "normal") -> str:
        """The game and its setup in words, plurals right ("Race for the Galaxy, The
        Gathering Storm with goals, you and 3 computer players (normal), first game"):
        the resume question and the new game screen's "Enter starts ..." say it.
        ``humans``: the people at the screen. By default: its first mode's name and who
        plays."""
        return f"{self.modes[0].label()}, " + people(humans, setup.players, difficulty)

    def plain_resume(self, session: GameSession) -> str:
        """The plain mode's words about a saved game it offers to resume."""
        from rftg.tui.plain.console import t as plain_t

        setup = session.game.setup
        return plain_t("start.resume_game", round=session.game.state.round, seed=setup.seed,
                       game=self.describe(setup, len(session.humans), session.difficulty))

    def started(self, app: App[Any], home: Path, session: GameSession) -> None:
        """A game of this kind starts on the game screen (a variant's notice...)."""

    def plain_started(self, say: Callable[..., None], home: Path,
                      session: GameSession) -> None:
        """A new game of this kind starts in the plain mode."""

    def commands(self, app: App[Any], home: Path, session: GameSession
                 ) -> Iterable[tuple[str, Callable[[], object]]]:
        """The game's own commands in the palette: (catalogue key, action)."""
        return ()

    def facet_words(self, what: str, value: str) -> str:
        """A facet its games' records note for the statistics (``CoreGame.facets``: the
        start world, the variant ...) in the words of the run (``value``: not its own)."""
        return value


TUIS: Registry[TuiGame] = Registry("tui")


def modes() -> list[Mode]:
    """Every mode of every game, in the order of the games (``content/games.toml``)."""
    return [m for game in TUIS.loaded().values() for m in game.modes]


def mode(id: str) -> Mode:
    """The mode ``id`` (KeyError: none)."""
    found = next((m for m in modes() if m.id == id), None)
    if found is None:
        raise KeyError(id)
    return found


def facet_words(what: str, value: str) -> str:
    """A facet of the statistics in words: the first game that words ``value`` says it."""
    for id in TUIS.ids():
        words = TUIS.get(id).facet_words(what, value)
        if words != value:
            return words
    return value


def people(humans: int, players: int, level: str) -> str:
    """Who plays, in words: "you and 2 computer players (normal)", "3 people at this
    screen", "2 people at this screen and 1 computer player (hard)"."""
    from rftg.tui.texts import t

    computers = players - max(humans, 1)
    if humans <= 1:
        return t("describe.you_and", n=computers, level=level)
    if computers <= 0:
        return t("describe.people", n=humans)
    return t("describe.people_and", n=humans, m=computers, level=level)


def first_mode(game: str) -> Mode:
    """The first mode of ``game`` (the one the new game screen chooses for it)."""
    return TUIS.get(game).modes[0]


def game_label(game: str) -> str:
    """A game's name as the new game screen lists it ("Andromeda"), in the language of
    the run: the statistics, a game's record and the plain mode say it so. Its id if no
    game of that id has a screen (a record of a game this version does not know)."""
    from rftg.core.registry import UnknownGame

    try:
        return first_mode(game).label()
    except (UnknownGame, IndexError):
        return game
