"""Jump Drive in the TUI layer's registry (``rftg.tui.games``): its mode on the new game
screen and in the plain mode (1-4 players; 1: the solo game of 7 rounds), its setup, its
game screen and its plain view."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rftg.core.gamesetup import GameSetup
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.tui.games import Choices, Counts, Mode, TuiGame, people
from rftg.tui.session import GameSession, NewGame
from rftg.tui.texts import t

if TYPE_CHECKING:
    from textual.screen import Screen

    from rftg.tui.plain.console import Console
    from rftg.tui.plain.views import View


def _choice(key: str, **values: object) -> str:
    return t(f"new_game.choice.{key}", **values)


def plain_t(key: str, /, **values: object) -> str:
    from rftg.tui.plain.console import t as words

    return words(key, **values)


class JdMode(Mode):
    id = game = "jumpdrive"

    def label(self) -> str:
        return _choice("game_jumpdrive")

    def title(self) -> str:
        return t("new_game.title", game=t("new_game.title_jumpdrive"))

    def intro(self) -> str:
        return t("new_game.intro_jumpdrive")

    def players(self) -> Counts:
        return [(_choice("jd_solo"), 1)] + [(_choice("players", n=n), n) for n in (2, 3, 4)]

    def difficulty_label(self) -> str:
        return t("new_game.computer_players")

    def difficulties(self) -> Choices:
        return [(_choice(d), d) for d in ("easy", "normal", "hard")]

    def notes(self, players: int) -> list[str]:
        return [t("new_game.note.jumpdrive") + (t("new_game.note.jumpdrive_solo")
                                                if players == 1 else "")]

    def plain_label(self) -> str:
        return plain_t("setup.game_jd")

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        from rftg.tui.plain.setup import ask_difficulty, ask_players, ask_seed

        players, humans = ask_players(
            console, [(plain_t("setup.jd_solo"), 1), *((plain_t("setup.players_n", n=n), n)
                                                       for n in (2, 3, 4))], 1)
        console.say(plain_t("setup.jd"), *([plain_t("setup.jd_solo_note")] if players == 1
                                           else []))
        difficulty = ask_difficulty(console, "jumpdrive") if players > 1 else "normal"
        return NewGame(players=players, difficulty=difficulty, seed=ask_seed(console, seed),
                       name=name, game="jumpdrive", humans=humans)


class JdTui(TuiGame):
    id = "jumpdrive"
    modes = (JdMode(),)
    help_page = "help_jumpdrive"  # content/text/<lang>/help_jumpdrive.md

    def decision_title(self, kind: str) -> str:
        from rftg.core.moves import DecisionKind
        from rftg.tui.jumpdrive.words import decision_title

        try:
            return decision_title(DecisionKind(kind))
        except ValueError:  # not a kind of decision the game words
            return super().decision_title(kind)

    def setup(self, options: NewGame) -> GameSetup:
        names = options.names(options.players)
        return JumpDriveSetup(players=options.players, seed=options.seed, names=names)

    def screen(self, session: GameSession) -> Screen[None]:
        from rftg.tui.jumpdrive.screen import JdGameScreen

        return JdGameScreen(session)

    def plain_view(self, session: GameSession) -> View:
        from rftg.tui.jumpdrive.plain import JdView

        return JdView(session)

    def describe(self, setup: GameSetup, humans: int = 1, difficulty: str = "normal") -> str:
        if setup.players == 1:
            return f"{t('describe.jumpdrive')}, {t('describe.jd_solo')}"
        return f"{t('describe.jumpdrive')}, " + people(humans, setup.players,
                                                        t(f"describe.level_{difficulty}"))
