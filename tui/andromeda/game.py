"""Andromeda in the TUI layer's registry (``rftg.tui.games``): its mode on the new game
screen and in the plain mode (3-5 players; the computer players' levels from the solver's
registry), its setup (with the player's own components file when it is valid), its game
screen, its plain view, and the notice of the numbers that are our defaults (once, at the
first game; again from the palette)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from rftg.core.andromeda.components import COUNTS, user_components
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.gamesetup import GameSetup
from rftg.solver.games import SOLVERS
from rftg.tui.andromeda.words import at, notice_due, notice_lines, notice_shown
from rftg.tui.games import Choices, Counts, Mode, TuiGame
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tui.texts import t

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

    from rftg.tui.plain.console import Console
    from rftg.tui.plain.views import View

GAME = "andromeda"


def levels() -> tuple[str, ...]:
    """The computer players' levels a player may choose (the solver's registry)."""
    return SOLVERS.get(GAME).levels


def _level_word(level: str) -> str:
    return t(f"new_game.choice.{level}")


def plain_t(key: str, /, **values: object) -> str:
    from rftg.tui.plain.console import t as words

    return words(key, **values)


class AdMode(Mode):
    id = game = GAME
    players_default = 4

    @property
    def difficulty_default(self) -> str:  # type: ignore[override]
        known = levels()
        return "normal" if "normal" in known else known[-1]

    def label(self) -> str:
        return at("mode.label")

    def title(self) -> str:
        return t("new_game.title", game=at("mode.label"))

    def intro(self) -> str:
        return at("mode.intro")

    def players(self) -> Counts:
        return [(at("mode.players", n=n), n) for n in COUNTS]

    def difficulty_label(self) -> str:
        return t("new_game.computer_players")

    def difficulties(self) -> Choices:
        return [(_level_word(x), x) for x in levels()]

    def notes(self, players: int) -> list[str]:
        return [at("mode.note")]

    def plain_label(self) -> str:
        return at("mode.label")

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        from rftg.tui.plain.setup import ask_seed

        console.say(at("mode.note"))
        players = console.choose(plain_t("setup.players"),
                                 [(at("mode.players", n=n), n) for n in COUNTS],
                                 COUNTS.index(self.players_default))
        known = levels()
        difficulty = console.choose(plain_t("setup.difficulty"),
                                    [(plain_t(f"setup.{x}"), x) for x in known],
                                    known.index(self.difficulty_default))
        return NewGame(players=players, difficulty=str(difficulty),
                       seed=ask_seed(console, seed), name=name, game=GAME)


class AdTui(TuiGame):
    id = GAME
    modes = (AdMode(),)
    help_page = "help_andromeda"  # content/text/<lang>/help_andromeda.md

    def decision_title(self, kind: str) -> str:
        try:
            return at(f"decision.{kind}")
        except KeyError:  # not a kind of decision the game words
            return super().decision_title(kind)

    def score_unit(self) -> str:
        return at("review.unit")  # Andromeda scores in points

    def setup(self, options: NewGame) -> GameSetup:
        """3-5 players; the components of the player's copy in the data folder when it is
        valid (a broken one is reported when the game starts), else the game's own."""
        names = (options.name, *(f"Computer {i}" for i in range(1, options.players)))
        components, _ = user_components(data_dir())
        return AndromedaSetup(players=options.players, seed=options.seed, names=names,
                              components=components)

    def screen(self, session: GameSession) -> Screen[None]:
        from rftg.tui.andromeda.screen import AdGameScreen

        return AdGameScreen(session)

    def plain_view(self, session: GameSession) -> View:
        from rftg.tui.andromeda.plain import AdView

        return AdView(session)

    def plain_resume(self, session: GameSession) -> str:
        setup = session.game.setup
        return at("resume.plain", round=session.game.state.round, seed=setup.seed,
                  players=at("mode.players", n=setup.players))

    @staticmethod
    def components(session: GameSession) -> Any:
        return cast(AndromedaSetup, session.game.setup).components

    def started(self, app: App[Any], home: Path, session: GameSession) -> None:
        from rftg.tui.andromeda.screen import components_notice

        components_notice(app, home, self.components(session))

    def plain_started(self, say: Callable[..., None], home: Path,
                      session: GameSession) -> None:
        """Once, which numbers are our defaults (as the TUI shows it); every time, what
        is wrong with the player's own copy."""
        from rftg.core.andromeda.components import FILE

        problem = user_components(home)[1]
        if notice_due(home):
            notice_shown(home)
            say(*notice_lines(self.components(session), home / FILE, problem, plain=True))
        elif problem:
            say(at("notice.broken", problem=problem))

    def commands(self, app: App[Any], home: Path, session: GameSession
                 ) -> Iterable[tuple[str, Callable[[], object]]]:
        from rftg.tui.andromeda.screen import components_notice

        components = self.components(session)
        yield "andromeda_numbers", lambda: components_notice(app, home, components,
                                                             again=True)
