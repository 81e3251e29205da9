"""The robot's side of the table: its board (credit, economy, robot tile, tokens, the dice
row) and its two piles of real cards (the face-down hand pile, the tableau pile).

Every card id stays in exactly one zone: the robot's piles are zones like a hand and a
tableau (``SolitaireState.all_card_ids`` counts them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rftg.core.gamesetup import GameSetup
from rftg.core.race.newstate import new_state
from rftg.core.race.setup import race_setup
from rftg.core.solitaire.rules import Field, tableau_count
from rftg.core.solitaire.table import Face, RobotSetup, WorldRule
from rftg.core.solitaire.text import render_solitaire_event
from rftg.core.state import GameState

if TYPE_CHECKING:
    from rftg.core.events import Event
    from rftg.core.ruleset import Ruleset
    from rftg.core.state import RaceGame

@dataclass(slots=True)
class RobotState:
    difficulty: str
    rule: WorldRule  # its start world's modifications
    credit_limit: int
    economy_limit: int
    token_vp: int
    tokens_left: int
    start: int = -1
    credit: int = 0
    economy: int = 0
    tile: Face = Face.DEVELOP
    pile: list[int] = field(default_factory=list)  # face down; the end is the top
    tableau: list[int] = field(default_factory=list)
    tokens: int = 0  # 6-cost development tokens placed
    chips: int = 0
    doomed: bool = False  # Doomed World's first Settle action is still to come
    faces: tuple[Face, ...] = ()  # this round's dice
    dice: tuple[Field, ...] = ()  # the field of each die
    marks: tuple[Field, ...] = ()  # the player's indicators

    def clone(self) -> RobotState:
        new = RobotState(self.difficulty, self.rule, self.credit_limit, self.economy_limit,
                         self.token_vp, self.tokens_left, self.start, self.credit,
                         self.economy, self.tile, list(self.pile), list(self.tableau),
                         self.tokens, self.chips, self.doomed, self.faces, self.dice,
                         self.marks)
        return new

    @property
    def cards(self) -> int:
        """Its tableau for the game's end: cards and tokens."""
        return tableau_count(len(self.tableau), self.tokens)


@dataclass(slots=True)
class SolitaireState(GameState):
    robot: RobotState | None = None

    def clone(self) -> SolitaireState:
        new = GameState.clone(self)
        assert isinstance(new, SolitaireState) and self.robot is not None
        new.robot = self.robot.clone()
        return new

    def end_tableaus(self) -> list[int]:
        """The player's tableau, and the robot's with its tokens (each counts as a card)."""
        robot = [self.robot.cards] if self.robot is not None else []
        return [*GameState.end_tableaus(self), *robot]

    def snapshot_extra(self) -> dict[str, object]:
        robot = self.robot
        if robot is None:
            return {}
        return {"robot": {"start": robot.start, "credit": robot.credit,
                          "economy": robot.economy, "tile": robot.tile.value,
                          "pile": robot.pile, "tableau": robot.tableau, "tokens": robot.tokens,
                          "tokens_left": robot.tokens_left, "chips": robot.chips,
                          "dice": [f.value for f in robot.dice]}}

    def hidden_piles(self) -> list[list[int]]:
        return [self.robot.pile] if self.robot is not None else []

    def all_card_ids(self) -> list[int]:
        r = self.robot
        extra = (r.pile + r.tableau) if r is not None else []
        return GameState.all_card_ids(self) + extra

    def render_event(self, event: Event, names: list[str]) -> str | None:
        return render_solitaire_event(event, names, self.cards)


def new_solitaire_state(setup: GameSetup, ruleset: Ruleset) -> SolitaireState:
    """The base game's state with the robot's board (set up by the first step)."""
    base = new_state(setup, ruleset)
    robot = race_setup(setup).robot
    assert robot is not None
    state = SolitaireState(setup=base.setup, rng=base.rng, cards=base.cards,
                           catalogue=base.catalogue, deck=base.deck)
    state.players = base.players
    state.power_table = base.power_table
    state.pool = base.pool
    state.robot = new_robot(robot)
    return state


def new_robot(robot: RobotSetup) -> RobotState:
    table = robot.table
    level = table.level(robot.difficulty)
    return RobotState(robot.difficulty, table.rule(None), table.limits.credit.value,
                      table.limits.economy.value, level.token_vp.value, level.tokens.value)


def robot_of(game: RaceGame) -> RobotState:
    st = game.state
    assert isinstance(st, SolitaireState) and st.robot is not None, "not a solitaire game"
    return st.robot
