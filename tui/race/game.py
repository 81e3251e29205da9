"""Race for the Galaxy in the TUI layer's registry (``rftg.tui.games``): its two modes on
the new game screen and in the plain mode (the base game with its options and The
Gathering Storm's variants; the solitaire game against the robot), its setup from the
choices, its game screen, its plain view, and the solitaire robot's hooks (the notice at
the first game, the palette command that shows it again)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from rftg.core.cards import Card, Edition
from rftg.core.gamesetup import GameSetup
from rftg.core.race.setup import RaceSetup
from rftg.core.solitaire.table import DIFFICULTIES, RobotSetup, user_table
from rftg.tui.games import Choices, Counts, Mode, TuiGame, people
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tui.texts import t

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen
    from textual.widget import Widget

    from rftg.tui.plain.console import Console
    from rftg.tui.plain.views import View


def robot_setup(difficulty: str) -> RobotSetup:
    """The solitaire robot of this difficulty, with the numbers of robot.toml in the data
    folder if that copy is valid, else the game's own (the app reports a broken copy)."""
    table, _ = user_table(data_dir())
    for level in DIFFICULTIES:
        if level == difficulty:
            return RobotSetup(difficulty=level, table=table)
    raise ValueError(f"the robot is easy, medium or hard, not {difficulty!r}")


def _choice(key: str, **values: object) -> str:
    return t(f"new_game.choice.{key}", **values)


def plain_t(key: str, /, **values: object) -> str:
    from rftg.tui.plain.console import t as words

    return words(key, **values)


def ask_own(console: Console, home: Path, edition: Edition) -> tuple[Card, ...]:
    """The player's own cards if there are card files and the player wants them."""
    from rftg.tui.plain.setup import own_cards

    cards, problem = own_cards(home)
    if problem is not None:
        console.say(plain_t("setup.own_problem", problem=problem))
        return ()
    copies = sum(c.copies_in(edition) for c in cards)
    if not copies or not console.yes_no(plain_t("setup.own", n=copies)):
        return ()
    return cards


class RaceMode(Mode):
    """The base game, with The Gathering Storm's options."""

    id = game = "rftg"

    def label(self) -> str:
        return _choice(f"game_{self.id}")

    def title(self) -> str:
        return t("new_game.title", game=t(f"new_game.title_{self.id}"))

    def intro(self) -> str:
        return t(f"new_game.intro_{self.id}")

    def players(self) -> Counts:
        return [(_choice("players", n=n), n) for n in (2, 3, 4)] + [(_choice("players_five"), 5)]

    def difficulty_label(self) -> str:
        return t("new_game.computer_players")

    def difficulties(self) -> Choices:
        """The levels Race's solver registers (hard-2: the hard player before the learned
        models)."""
        from rftg.solver.games import SOLVERS

        return [(_choice(d.replace("-", "_")), d) for d in SOLVERS.get(self.game).levels]

    def plain_label(self) -> str:
        return plain_t("setup.game_rftg")

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        from rftg.tui.plain.setup import ask_difficulty, ask_players, ask_seed

        players, humans = ask_players(
            console, [*((plain_t("setup.players_n", n=n), n) for n in (2, 3, 4)),
                      (plain_t("setup.players_5"), 5)])
        difficulty = ask_difficulty(console)
        if players == 5:
            console.say(plain_t("setup.five_players"))
            gs = True
        else:
            gs = console.yes_no(plain_t("setup.expansion"))
        goals = gs and console.yes_no(plain_t("setup.goals"))
        draft = gs and players in (2, 3) and console.yes_no(plain_t("setup.draft"))
        start = "first" if draft else console.choose(
            plain_t("setup.start"), [(plain_t(f"setup.start_{x}"), x)
                                     for x in ("first", "random", "experienced")])
        advanced = players == 2 and console.yes_no(plain_t("setup.advanced"))
        cards = ask_own(console, home, Edition.GS if gs else Edition.BASE)
        options = NewGame(players=players, difficulty=difficulty, start=start,
                          advanced=advanced, seed=0, name=name,
                          expansion="gs" if gs else "base", goals=goals, draft=draft,
                          custom_cards=cards, humans=humans)
        return replace(options, seed=ask_seed(console, seed))


class SolitaireMode(RaceMode):
    """The Gathering Storm's solitaire game: one player against the robot."""

    id = "solitaire"
    players_default = 1
    difficulty_default = "easy"

    def players(self) -> Counts:
        return [(_choice("solo_player"), 1)]

    def difficulty_label(self) -> str:
        return t("new_game.robot")

    def difficulties(self) -> Choices:
        return [(_choice(f"robot_{d}"), d) for d in ("easy", "medium", "hard")]

    def plain_label(self) -> str:
        return plain_t("setup.game_solitaire")

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        from rftg.tui.plain.setup import ask_seed

        console.say(plain_t("setup.solitaire"))
        robot = console.choose(plain_t("setup.robot"), [(plain_t(f"setup.robot_{x}"), x)
                                                        for x in ("easy", "medium", "hard")])
        cards = ask_own(console, home, Edition.GS)
        return NewGame(players=1, start="random", advanced=True, seed=ask_seed(console, seed),
                       name=name, expansion="gs", custom_cards=cards, robot=robot)


class RaceTui(TuiGame):
    id = "rftg"
    modes = (RaceMode(), SolitaireMode())

    def setup(self, options: NewGame) -> GameSetup:
        names = options.names(options.players)
        if options.robot is not None:  # the solitaire game against the robot
            return RaceSetup(players=1, advanced=True, seed=options.seed,
                             names=(options.name,), edition=Edition.GS,
                             custom_cards=options.custom_cards,
                             robot=robot_setup(options.robot))
        return RaceSetup(players=options.players, start=options.start,
                         advanced=options.advanced, seed=options.seed, names=names,
                         edition=Edition(options.expansion), goals=options.goals,
                         draft=options.draft, custom_cards=options.custom_cards)

    def describe(self, setup: GameSetup, humans: int = 1, difficulty: str = "normal") -> str:
        s = cast(RaceSetup, setup)
        if s.robot is not None:
            return t("describe.solitaire", level=t(f"describe.level_{s.robot.difficulty}"))
        game = t("describe.rftg")
        if s.edition is Edition.GS:
            extras = [x for x, on in (("goals", s.goals), ("draft", s.draft)) if on]
            game += ", " + t("describe.gs") + "".join(
                f", {t(f'describe.{x}')}" for x in extras)
        parts = [game, people(humans, s.players, t(f"describe.level_{difficulty}"))]
        if not s.draft:
            parts.append(t(f"describe.start_{s.start}"))
        if s.advanced:
            parts.append(t("describe.advanced"))
        return ", ".join(parts)

    def screen(self, session: GameSession) -> Screen[None]:
        from rftg.tui.race.screen import RaceScreen

        return RaceScreen(session)

    def form(self) -> Widget:
        from rftg.tui.race.form import RaceForm

        return RaceForm()

    def plain_view(self, session: GameSession) -> View:
        from rftg.tui.race.plain import RaceView

        return RaceView(session)

    @staticmethod
    def robot(session: GameSession) -> RobotSetup | None:
        """The solitaire robot of the game (None: not the solitaire game)."""
        return cast(RaceSetup, session.game.setup).robot

    def started(self, app: App[Any], home: Path, session: GameSession) -> None:
        robot = self.robot(session)
        if robot is not None:
            from rftg.tui.race.robot_notice import robot_notice

            robot_notice(app, home, robot.table)

    def plain_started(self, say: Callable[..., None], home: Path,
                      session: GameSession) -> None:
        """A solitaire game: once, which of the robot's numbers are not from the rulebook
        (as the TUI shows it); every time, what is wrong with the player's own copy."""
        robot = self.robot(session)
        if robot is None:
            return
        from rftg.core.solitaire.table import TABLE_FILE
        from rftg.tui.race.robot import notice_due, notice_shown
        from rftg.tutor.race.robot import notice, notice_title

        if notice_due(home):
            notice_shown(home)
            say(notice_title(), *notice(robot.table, str(home / TABLE_FILE)))
        problem = user_table(home)[1]
        if problem:
            say(plain_t("start.robot_numbers", problem=problem))

    def commands(self, app: App[Any], home: Path, session: GameSession
                 ) -> Iterable[tuple[str, Callable[[], object]]]:
        robot = self.robot(session)
        if robot is not None:  # the notice shown once at the first solitaire game
            from rftg.tui.race.robot_notice import robot_notice

            table = robot.table
            yield "robot_numbers", lambda: robot_notice(app, home, table, again=True)

    def facet_words(self, what: str, value: str) -> str:
        """A start world's name in the language of the run; a variant ("gs+goals") in
        words ("The Gathering Storm + goals")."""
        if what == "start":
            from rftg.core.cards import catalogue
            from rftg.core.text import card_name

            try:
                return card_name(catalogue()[value])
            except KeyError:
                return value
        if what == "variant":
            return " + ".join(t(f"stats.variant_{part}") if f"variant_{part}" in VARIANTS
                              else part for part in value.split("+"))
        return value


VARIANTS = {"variant_base", "variant_gs", "variant_advanced", "variant_goals",
            "variant_draft", "variant_solitaire"}
