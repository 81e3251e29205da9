"""Helpers for the solitaire tests: a game against the robot, its robot, chosen cards on
its pile or the deck, and one robot step with given dice."""

from __future__ import annotations

from collections.abc import Callable

from rftg.core import events as ev
from rftg.core.cards import Card, Edition
from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.core.race.steps import RobotRun
from rftg.core.solitaire.phases import step_robot
from rftg.core.solitaire.rules import Field
from rftg.core.solitaire.state import RobotState, robot_of
from rftg.core.solitaire.table import Difficulty, RobotSetup, RobotTable


def solo_setup(seed: int = 1, difficulty: Difficulty = "easy",
               table: RobotTable | None = None) -> RaceSetup:
    robot = RobotSetup(difficulty=difficulty) if table is None else RobotSetup(
        difficulty=difficulty, table=table)
    return RaceSetup(players=1, edition=Edition.GS, advanced=True, seed=seed, robot=robot)


def solo(seed: int = 1, difficulty: Difficulty = "easy") -> Game:
    return Game(solo_setup(seed, difficulty))


def solo_with_robot_start(number: int, difficulty: Difficulty = "easy") -> Game:
    """A game whose robot got the start world numbered ``number`` (the first seed that
    deals it)."""
    for seed in range(500):
        game = solo(seed, difficulty)
        robot = robot_of(game)
        if game.state.card(robot.start).start == number:
            return game
    raise AssertionError(f"no seed deals start world {number} to the robot")


def take(game: Game, test: Callable[[Card], bool], n: int = 1) -> list[int]:
    """``n`` cards that pass ``test``, taken out of the deck."""
    st = game.state
    out = [c for c in st.deck if test(st.cards[c])][:n]
    assert len(out) == n, "not enough such cards in the deck"
    for c in out:
        st.deck.remove(c)
    return out


def on_pile(game: Game, cards: list[int]) -> None:
    """Put ``cards`` on the robot's pile (the last one on top); the pile had nothing
    else."""
    robot = robot_of(game)
    game.state.discard.extend(robot.pile)
    robot.pile = list(cards)


def on_deck(game: Game, cards: list[int]) -> None:
    """Put ``cards`` on top of the deck, the first one drawn first."""
    game.state.deck.extend(reversed(cards))


def robot_step(game: Game, phase: str, run: int, dice: tuple[Field, ...],
               marks: tuple[Field, ...]) -> list[ev.Event]:
    """The robot's turn in this run of ``phase`` with these dice and player indicators;
    the events it emitted."""
    robot = robot_of(game)
    robot.dice, robot.marks = dice, marks
    before = len(game.state.events)
    step_robot(game, RobotRun(phase, run), None)
    return game.state.events[before:]


def is_dev(cost_below_6: bool = True) -> Callable[[Card], bool]:
    return lambda c: c.is_development and (c.cost < 6) == cost_below_6


def non_military_world(c: Card) -> bool:
    return c.is_world and not c.military and not c.is_start


def not_a_world(c: Card) -> bool:
    return not c.is_world


def neither(c: Card) -> bool:
    """Neither a development nor a non-military world (a military world)."""
    return c.is_world and c.military and not c.is_start


__all__ = ["RobotState"]
