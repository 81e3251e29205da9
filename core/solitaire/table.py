"""The robot's numbers (``content/robot.toml``): limits, difficulties, dice faces and what
each start world changes on the robot's board, every value with its source.

The rulebook's solitaire section fixes most numbers; the faces of the two dice, the robot
tile of most start worlds and how many more cards some modification tiles give are printed
only on the components. The file marks each value "rulebook: ..." or "not in the rulebook:
...", and a copy in the user's data folder overrides it, validated like a card file: every
error names the file and the field (``RobotTableError``).
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from rftg.core import limits
from rftg.core.cards import _describe_errors  # the card files' wording of errors
from rftg.core.cards import catalogue as card_catalogue
from rftg.core.errors import FileError, read_toml
from rftg.core.lang import catalogue as text_catalogue
from rftg.core.lang import text
from rftg.core.text import card_name

TABLE_FILE = "robot.toml"
DIFFICULTIES = ("easy", "medium", "hard")
Difficulty = Literal["easy", "medium", "hard"]


class Face(StrEnum):
    """A face of the robot's dice; the first six are also the actions of its board."""

    EXPLORE = "explore"
    DEVELOP = "develop"
    SETTLE = "settle"
    TRADE = "trade"  # Consume: Trade
    DOUBLE = "double"  # Consume: 2x VP
    PRODUCE = "produce"
    ROBOT = "robot"  # the action on the start world's robot tile
    MATCH = "match"  # the player's action ("Übereinstimmung")


ACTIONS = (Face.EXPLORE, Face.DEVELOP, Face.SETTLE, Face.TRADE, Face.DOUBLE, Face.PRODUCE)
SIDES = 6

T = TypeVar("T")

RULEBOOK = "rulebook"
NOT_IN_RULEBOOK = "not in the rulebook"


def _say(key: str, **values: object) -> str:
    """A message about the file in the language of this run (``robot.toml`` [table])."""
    return text("robot", f"table.{key}", None, **values)


class RobotTableError(ValueError):
    """A robot table that cannot be used; the message names the file and the field."""


class Sourced(BaseModel, Generic[T]):
    """A value and where it comes from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    value: T
    source: str

    @field_validator("source")
    @classmethod
    def _marked(cls, v: str) -> str:
        if not (v.startswith(RULEBOOK) or v.startswith(NOT_IN_RULEBOOK)):
            raise ValueError(_say("source"))
        problem = limits.text_problem(v, limits.TEXT)
        if problem is not None:
            raise ValueError(problem)
        return v

    @property
    def from_rulebook(self) -> bool:
        return self.source.startswith(RULEBOOK)


RANGES: dict[str, tuple[int, int]] = {
    "credit": limits.ROBOT_LIMIT, "economy": limits.ROBOT_LIMIT,
    "tokens": limits.ROBOT_TOKENS, "token_vp": limits.ROBOT_TOKEN_VP,
    "pile": limits.ROBOT_PILE, "explore_extra": limits.ROBOT_EXTRA,
    "settle_action_extra": limits.ROBOT_EXTRA, "settle_reaction_extra": limits.ROBOT_EXTRA,
    "doomed_min_vp": limits.VP, "doomed_credit": limits.ROBOT_LIMIT,
    "doomed_economy": limits.ROBOT_LIMIT,
}
"""The range of each of the robot's numbers (``rftg.core.limits``), in the file and in a
save alike."""


def _in_range(model: BaseModel) -> None:
    """ValueError for the first number of ``model`` outside its range (``RANGES``)."""
    for name in type(model).model_fields:
        value = getattr(model, name)
        bounds = RANGES.get(name)
        if bounds is not None and isinstance(value, Sourced) and \
                isinstance(value.value, int) and not isinstance(value.value, bool) and \
                not limits.within(value.value, bounds):
            raise ValueError(_say("range", field=name, value=value.value, low=bounds[0],
                                  high=bounds[1]))


def _action(face: Face) -> Face:
    if face not in ACTIONS:
        raise ValueError(_say("not_action", face=repr(face.value),
                              actions=", ".join(a.value for a in ACTIONS)))
    return face


class Limits(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    credit: Sourced[int]
    economy: Sourced[int]

    @model_validator(mode="after")
    def _check(self) -> Limits:
        _in_range(self)
        return self


class Level(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    tokens: Sourced[int]
    token_vp: Sourced[int]

    @model_validator(mode="after")
    def _check(self) -> Level:
        if self.tokens.value < 0:
            raise ValueError(_say("negative", field="tokens"))
        _in_range(self)
        return self


class Dice(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    die1: Sourced[tuple[Face, ...]]
    die2: Sourced[tuple[Face, ...]]

    @model_validator(mode="after")
    def _check(self) -> Dice:
        for name, die in (("die1", self.die1), ("die2", self.die2)):
            if len(die.value) != SIDES:
                raise ValueError(_say("faces", die=name, sides=SIDES, n=len(die.value)))
        robots = sorted(d.value.count(Face.ROBOT) for d in (self.die1, self.die2))
        if robots != [0, 2]:
            raise ValueError(_say("robot_twice"))
        return self

    def faces(self) -> tuple[tuple[Face, ...], tuple[Face, ...]]:
        return self.die1.value, self.die2.value


class WorldDefault(BaseModel):
    """What the robot starts with and how it acts, for every start world."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tile: Sourced[Face]
    credit: Sourced[int]
    economy: Sourced[int]
    pile: Sourced[int]
    settle_search: Sourced[Literal["world", "military_world"]]
    settle_reaction_free: Sourced[bool]
    explore_extra: Sourced[int]
    settle_action_extra: Sourced[int]
    settle_reaction_extra: Sourced[int]

    @field_validator("tile")
    @classmethod
    def _tile(cls, v: Sourced[Face]) -> Sourced[Face]:
        _action(v.value)
        return v

    @model_validator(mode="after")
    def _check(self) -> WorldDefault:
        _in_range(self)
        return self


class WorldEntry(BaseModel):
    """One start world's changes (its modification and robot tiles)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    start: int
    name: str
    tile: Sourced[Face] | None = None
    credit: Sourced[int] | None = None
    economy: Sourced[int] | None = None
    pile: Sourced[int] | None = None
    settle_search: Sourced[Literal["world", "military_world"]] | None = None
    settle_reaction_free: Sourced[bool] | None = None
    explore_extra: Sourced[int] | None = None
    settle_action_extra: Sourced[int] | None = None
    settle_reaction_extra: Sourced[int] | None = None
    # after the robot's action X, a robot tile showing X turns to turns[X]
    turns: Sourced[dict[Face, Face]] | None = None
    # Doomed World: the first Settle action searches the deck for such a world
    doomed_min_vp: Sourced[int] | None = None
    doomed_credit: Sourced[int] | None = None
    doomed_economy: Sourced[int] | None = None

    @field_validator("tile")
    @classmethod
    def _tile(cls, v: Sourced[Face] | None) -> Sourced[Face] | None:
        if v is not None:
            _action(v.value)
        return v

    @field_validator("turns")
    @classmethod
    def _turns(cls, v: Sourced[dict[Face, Face]] | None) -> Sourced[dict[Face, Face]] | None:
        if v is not None:
            for a, b in v.value.items():
                _action(a)
                _action(b)
        return v

    @model_validator(mode="after")
    def _doomed(self) -> WorldEntry:
        parts = (self.doomed_min_vp, self.doomed_credit, self.doomed_economy)
        if any(p is not None for p in parts) and not all(p is not None for p in parts):
            raise ValueError(_say("doomed"))
        if not limits.within(self.start, limits.START):
            raise ValueError(_say("range", field="start", value=self.start,
                                  low=limits.START[0], high=limits.START[1]))
        problem = limits.text_problem(self.name, limits.NAME)
        if problem is not None:
            raise ValueError(f"name: {problem}")
        _in_range(self)
        return self


@dataclass(frozen=True, slots=True)
class WorldRule:
    """A start world's robot, resolved (defaults and the world's own values)."""

    tile: Face
    credit: int
    economy: int
    pile: int
    settle_search: str  # "world" (non-military) or "military_world"
    settle_reaction_free: bool
    explore_extra: int
    settle_action_extra: int
    settle_reaction_extra: int
    turns: tuple[tuple[Face, Face], ...]
    doomed: tuple[int, int, int] | None  # (min VP, credit, economy)

    def turned(self, tile: Face, action: Face) -> Face:
        """The robot tile after the robot's ``action`` (the tile turns only when it shows
        that action)."""
        if tile is not action:
            return tile
        return dict(self.turns).get(action, tile)


class RobotTable(BaseModel):
    """The whole robot table (the file's content)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = 1
    limits: Limits
    difficulty: dict[Difficulty, Level]
    dice: Dice
    world_default: WorldDefault
    world: tuple[WorldEntry, ...] = Field(default=())

    def __hash__(self) -> int:  # frozen, but holds dicts: hash its canonical JSON
        return hash(self.model_dump_json())

    @model_validator(mode="after")
    def _check(self) -> RobotTable:
        missing = [d for d in DIFFICULTIES if d not in self.difficulty]
        if missing:
            raise ValueError(_say("missing", missing=", ".join(missing)))
        starts = [w.start for w in self.world]
        dup = sorted({s for s in starts if starts.count(s) > 1})
        if dup:
            raise ValueError(_say("twice", start=dup[0]))
        from rftg.core.cards import catalogue

        cards = catalogue()
        for w in self.world:  # each entry names the start world of its number
            world = cards.find(w.name)
            if world is None or world.start != w.start:
                try:
                    expected = cards.by_start(w.start).name
                except KeyError:
                    raise ValueError(_say("world_start", start=w.start)) from None
                raise ValueError(_say("world_name", start=w.start, name=repr(w.name),
                                      expected=repr(expected)))
        return self

    def level(self, difficulty: Difficulty) -> Level:
        return self.difficulty[difficulty]

    def rule(self, start: int | None) -> WorldRule:
        """The robot of the start world numbered ``start``."""
        d = self.world_default
        e = next((w for w in self.world if w.start == start), None)

        def pick(name: str) -> Any:
            own = getattr(e, name) if e is not None else None
            return (own if own is not None else getattr(d, name)).value

        doomed = None
        if e is not None and e.doomed_min_vp is not None:
            assert e.doomed_credit is not None and e.doomed_economy is not None
            doomed = (e.doomed_min_vp.value, e.doomed_credit.value, e.doomed_economy.value)
        turns = tuple(e.turns.value.items()) if e is not None and e.turns is not None else ()
        return WorldRule(pick("tile"), pick("credit"), pick("economy"), pick("pile"),
                         pick("settle_search"), pick("settle_reaction_free"),
                         pick("explore_extra"), pick("settle_action_extra"),
                         pick("settle_reaction_extra"), turns, doomed)

    def not_in_rulebook(self, lang: str | None = None) -> list[str]:
        """Every value not from the rulebook, as "where: value" lines (the notice the game
        shows once), in ``lang``: the dice faces and a world's name as the rulebook prints
        them, the field names of the file where there is no such word."""
        words = text_catalogue("robot", lang)
        labels, values = words["table_label"], words["table_value"]
        out: list[str] = []

        def shown(x: Any) -> str:
            key = str(x).lower() if isinstance(x, bool) else str(x)
            return str(values.get(key, x))

        def note(where: str, v: Sourced[Any] | None) -> None:
            if v is not None and not v.from_rulebook:
                value = v.value
                if isinstance(value, tuple):
                    value = ", ".join(shown(x) for x in value)
                elif isinstance(value, dict):
                    value = ", ".join(f"{shown(k)} -> {shown(x)}" for k, x in value.items())
                else:
                    value = shown(value)
                out.append(f"{where}: {value}")

        def label(field: str) -> str:
            return str(labels.get(field, field))

        def world_name(name: str) -> str:
            try:
                return card_name(card_catalogue()[name], lang)
            except KeyError:
                return name

        note(label("die1"), self.dice.die1)
        note(label("die2"), self.dice.die2)
        for name, lim in (("credit_limit", self.limits.credit),
                          ("economy_limit", self.limits.economy)):
            note(label(name), lim)
        for key, lvl in self.difficulty.items():
            level = words["difficulty"][key]
            note(f"{level}: {label('tokens')}", lvl.tokens)
            note(f"{level}: {label('token_vp')}", lvl.token_vp)
        for field in WorldDefault.model_fields:
            note(f"{label('other_world')}: {label(field)}", getattr(self.world_default, field))
        for w in self.world:
            for field in WorldEntry.model_fields:
                if field not in ("start", "name"):
                    note(f"{world_name(w.name)}: {label(field)}", getattr(w, field))
        return out


def parse_table(data: dict[str, Any], label: str) -> RobotTable:
    """The table in ``data`` (a TOML document), or RobotTableError naming ``label``."""
    try:
        return RobotTable.model_validate(data)
    except ValidationError as exc:
        # an error of the whole table has no field: the card files' "(card)" does not fit
        text = _describe_errors(exc).replace("field (card): ", "")
        raise RobotTableError(f"{label}: {text}") from None


def load_table(path: Path) -> RobotTable:
    """The robot table of the file ``path`` (a user's copy), or RobotTableError."""
    label = str(path)
    try:
        data = read_toml(path)
    except FileError as exc:
        raise RobotTableError(_say(exc.kind, file=label, **exc.values)) from None
    return parse_table(data, label)


def write_copy(home: Path) -> tuple[Path, bool]:
    """Write the game's own table to robot.toml in the data folder ``home`` for the user to
    edit; an existing copy is never overwritten. The path, and whether it was written."""
    path = home / TABLE_FILE
    if path.exists():
        return path, False
    text = resources.files("rftg.content").joinpath(TABLE_FILE).read_text("utf-8")
    home.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".toml.part")
    tmp.write_text(text, "utf-8")
    tmp.replace(path)
    return path, True


@cache
def default_table() -> RobotTable:
    """The game's own table (``content/robot.toml``)."""
    text = resources.files("rftg.content").joinpath(TABLE_FILE).read_text("utf-8")
    return parse_table(tomllib.loads(text), f"content/{TABLE_FILE}")


def user_table(home: Path) -> tuple[RobotTable, str | None]:
    """The table to play with: the copy in the data folder ``home`` if there is one and it
    is valid, else the game's own; and what is wrong with the copy (None if nothing)."""
    path = home / TABLE_FILE
    if not os.path.lexists(path):  # a folder, a pipe, a link to a device: reported
        return default_table(), None
    try:
        return load_table(path), None
    except RobotTableError as exc:
        return default_table(), str(exc)


class RobotSetup(BaseModel):
    """The robot of a solitaire game: its difficulty and the numbers it plays by (a save
    carries them, so the game replays after the user's file changes)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    difficulty: Difficulty = "easy"
    table: RobotTable = Field(default_factory=default_table)

    def __hash__(self) -> int:
        return hash((self.difficulty, self.table))
