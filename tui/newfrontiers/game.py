"""New Frontiers in the TUI layer's registry (``rftg.tui.games``): its mode on the new game
screen and in the plain mode (2-5 players; the first game or a later one, with or without
the goals; the computer players' levels from the solver's registry), its setup (with the
user's own tiles from the data folder), its game screen, its plain view, the notice about
the reconstructed tiles at the first game and its palette command to show it again.

The first game is carried in ``NewGame.start``: "first" (the rulebook's first game: every
tile's square side, no goals) or "later"."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rftg.core.gamesetup import GameSetup
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.newfrontiers.tiles import reconstructed_notice, tiles_with, user_tiles
from rftg.solver.games import SOLVERS
from rftg.tui.games import Choices, Counts, Mode, TuiGame
from rftg.tui.newfrontiers.words import FIRST, GAME, LATER, notice_due, notice_shown, nt
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tui.texts import t

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen
    from textual.widget import Widget

    from rftg.tui.plain.console import Console
    from rftg.tui.plain.views import View



def levels() -> tuple[str, ...]:
    """The computer players' levels the solver's registry offers for New Frontiers."""
    return tuple(SOLVERS.get(GAME).levels)


def level_words(level: str) -> str:
    try:
        return t(f"new_game.choice.{level}")
    except Exception:  # a level the app's catalogue has no word for: its name
        return level.capitalize()


def plain_t(key: str, /, **values: object) -> str:
    from rftg.tui.plain.console import t as words

    return words(key, **values)


class NfMode(Mode):
    id = game = GAME
    players_default = 2

    def label(self) -> str:
        return nt("mode.label")

    def title(self) -> str:
        return t("new_game.title", game=nt("mode.title"))

    def intro(self) -> str:
        return nt("mode.intro")

    def players(self) -> Counts:
        return [(t("new_game.choice.players", n=n), n) for n in (2, 3, 4, 5)]

    def difficulty_label(self) -> str:
        return t("new_game.computer_players")

    def difficulties(self) -> Choices:
        return [(level_words(level), level) for level in levels()]

    @property
    def difficulty_default(self) -> str:  # type: ignore[override]
        return "normal" if "normal" in levels() else levels()[0]

    def notes(self, players: int) -> list[str]:
        return [nt("mode.note")]

    def plain_label(self) -> str:
        return nt("mode.plain_label")

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        from rftg.tui.plain.setup import ask_seed

        players = console.choose(nt("plain.players"),
                                 [(plain_t("setup.players_n", n=n), n) for n in (2, 3, 4, 5)])
        first = console.yes_no(nt("plain.first_game"), default=True)
        goals = not first and console.yes_no(nt("plain.goals"))
        choices = [(level_words(level), level) for level in levels()]
        default = next((i for i, (_, v) in enumerate(choices) if v == "normal"), 0)
        difficulty = str(console.choose(nt("plain.difficulty"), choices, default))
        return NewGame(players=players, difficulty=difficulty, start=FIRST if first else LATER,
                       goals=goals, seed=ask_seed(console, seed), name=name, game=GAME)


class NfTui(TuiGame):
    id = GAME
    modes = (NfMode(),)
    help_page = "help_newfrontiers"  # content/text/<lang>/help_newfrontiers.md

    def decision_title(self, kind: str) -> str:
        from rftg.tutor.newfrontiers.explain import kind_title

        return kind_title(kind)

    def setup(self, options: NewGame) -> GameSetup:
        names = (options.name, *(f"Computer {i}" for i in range(1, options.players)))
        own, _ = user_tiles(data_dir())  # a broken file: the shipped tiles (it is told)
        return NewFrontiersSetup(players=options.players, seed=options.seed, names=names,
                                 first_game=options.start == FIRST, goals=options.goals,
                                 own_tiles=own)

    def screen(self, session: GameSession) -> Screen[None]:
        from rftg.tui.newfrontiers.screen import NfGameScreen

        return NfGameScreen(session)

    def form(self) -> Widget:
        from rftg.tui.newfrontiers.form import NfForm

        return NfForm()

    def plain_view(self, session: GameSession) -> View:
        from rftg.tui.newfrontiers.plain import NfView

        return NfView(session)

    def plain_resume(self, session: GameSession) -> str:
        setup = session.game.setup
        return nt("plain.resume", round=session.game.state.round, seed=setup.seed,
                  players=plain_t("setup.players_n", n=setup.players))

    def started(self, app: App[Any], home: Path, session: GameSession) -> None:
        from rftg.tui.newfrontiers.screen import tiles_notice

        tiles_notice(app, home)

    def plain_started(self, say: Callable[..., None], home: Path,
                      session: GameSession) -> None:
        """Once, which tile values are reconstructed and how to replace them (as the TUI
        shows it); every time, what is wrong with the user's tile file."""
        own, problem = user_tiles(home)
        if notice_due(home):
            notice_shown(home)
            say(nt("notice.title"), *reconstructed_notice(tiles_with(own)))
        if problem:
            say(nt("notice.broken", problem=problem))

    def commands(self, app: App[Any], home: Path, session: GameSession
                 ) -> Iterable[tuple[str, Callable[[], object]]]:
        from rftg.tui.newfrontiers.screen import tiles_notice

        yield "nf_tiles", lambda: tiles_notice(app, home, again=True)
