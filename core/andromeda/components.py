"""Andromeda's components (``content/andromeda.toml``): the board (each planet's moons and
their values), the spaceship and technology tracks, the bonus cards, the stations and
transport cards per player, and the set-up per number of players, every number with its
source.

The summary gives the procedure; no component list is published. A value is marked
"rules: ..." (a quote of the summary), "public: ..." (the box facts of the reviews) or
"not in the rules: ..." (our default: set it to your components). A copy in the user's
data folder replaces the whole file; it is validated like the game's own, and every error
names the file, the field and the reason (``ComponentsError``). ``user_components`` never
writes or changes that copy: a broken copy is reported and the defaults are used.
"""

from __future__ import annotations

import tomllib
from enum import StrEnum
from functools import cache
from importlib import resources
from itertools import pairwise
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from rftg.core import lang as language
from rftg.core.errors import FileError, error, read_toml

FILE = "andromeda.toml"
RULES = "rules"
PUBLIC = "public"
NOT_IN_RULES = "not in the rules"
COUNTS = (3, 4, 5)  # "3 to 5 players" (public)
MOONS = 3  # "sobald bei 3 der Planeten alle 3 Wirtschaftszentren errichtet wurden"
BONUS_KINDS = (4, 5, 6, 7)  # "Spielt man 4, 5, 6 oder 7 gleiche Planeten-Karten"
MARKERS = 2  # one station on each track ("Markierungsstation")

T = TypeVar("T")


def _say(key: str, **values: object) -> str:
    """A message about the components file in the language of this run."""
    return language.text("andromeda", f"components.{key}", None, **values)


class ComponentsError(ValueError):
    """A components file that cannot be used; the message names the file, the field and
    the reason."""


class TechPower(StrEnum):
    """The technology track's powers ("Die Technologien sind kumulativ nutzbar")."""

    NONE = "none"
    FOUR_OFFERS = "four_offers"  # "darf man 4 statt 3 Karten in der Phase 3 ausspielen"
    SWAP_THREE = "swap_three"  # "Planeten-Karten tauschen: bis zu 3 Karten statt 2"
    ROUND_UP = "round_up"  # "Aufrunden bei Teilungen"


class Sourced(BaseModel, Generic[T]):
    """A value and where it comes from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    value: T
    source: str

    @field_validator("source")
    @classmethod
    def _marked(cls, v: str) -> str:
        if not v.startswith((RULES, PUBLIC, NOT_IN_RULES)):
            raise ValueError(_say("source"))
        return v

    @property
    def ours(self) -> bool:
        """Whether it is our default (neither the rules nor a public fact give it)."""
        return self.source.startswith(NOT_IN_RULES)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _at_least(low: int) -> Any:
    """A field check: the value at least ``low`` (the message names no field: the
    reader's error names it)."""

    def check(v: Sourced[int]) -> Sourced[int]:
        if v.value < low:
            raise ValueError(_say("at_least", low=low, n=v.value))
        return v

    return check


class Cards(_Model):
    per_planet: Sourced[int]

    _check = field_validator("per_planet")(_at_least(1))


class Players(_Model):
    stations: Sourced[int]
    transports: Sourced[int]
    transport_stations: Sourced[int]

    _stations = field_validator("stations")(_at_least(MARKERS))
    _transports = field_validator("transports")(_at_least(0))
    _moved = field_validator("transport_stations")(_at_least(1))


class Planet(_Model):
    name: str
    de: str | None = None
    moons: Sourced[tuple[int, ...]]

    @field_validator("moons")
    @classmethod
    def _three(cls, v: Sourced[tuple[int, ...]]) -> Sourced[tuple[int, ...]]:
        if len(v.value) != MOONS:
            raise ValueError(_say("moons", n=len(v.value), moons=MOONS))
        if any(m < 0 for m in v.value):
            raise ValueError(_say("negative", field="moons"))
        return v

    def word(self, lang: str | None = None) -> str:
        """The planet's name in ``lang``."""
        return (self.de or self.name) if language.resolve(lang) == "de" else self.name


class ShipStep(_Model):
    cost: Sourced[int]
    limit: Sourced[int]

    _check = field_validator("cost", "limit")(_at_least(1))


class Spaceship(_Model):
    start: Sourced[int]
    step: tuple[ShipStep, ...]

    _start = field_validator("start")(_at_least(1))

    @model_validator(mode="after")
    def _check(self) -> Spaceship:
        limits = [self.start.value, *(s.limit.value for s in self.step)]
        if any(b < a for a, b in pairwise(limits)):
            raise ValueError(_say("limits_fall", limits=", ".join(map(str, limits))))
        return self

    def limit(self, step: int) -> int:
        """The hand limit with the marker on ``step`` (0: the first space)."""
        return self.start.value if step == 0 else self.step[step - 1].limit.value


class TechStep(_Model):
    cost: Sourced[int]
    points: Sourced[int]
    power: Sourced[TechPower]

    _cost = field_validator("cost")(_at_least(1))
    _points = field_validator("points")(_at_least(0))


class Technology(_Model):
    start: Sourced[int]
    step: tuple[TechStep, ...]

    _start = field_validator("start")(_at_least(0))

    @model_validator(mode="after")
    def _check(self) -> Technology:
        powers = [s.power.value for s in self.step if s.power.value is not TechPower.NONE]
        twice = sorted({p.value for p in powers if powers.count(p) > 1})
        if twice:
            raise ValueError(_say("power_twice", power=twice[0]))
        return self

    def points(self, step: int) -> int:
        """The points of the marker's space ``step`` at the end (0: the first space)."""
        return self.start.value if step == 0 else self.step[step - 1].points.value

    def powers(self, step: int) -> frozenset[TechPower]:
        """The powers a marker on ``step`` gives (cumulative)."""
        return frozenset(s.power.value for s in self.step[:step])


class Bonus(_Model):
    kind: int
    count: Sourced[int]
    points: Sourced[int]

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: int) -> int:
        if v not in BONUS_KINDS:
            raise ValueError(_say("bonus_kind", kind=v,
                                  kinds=", ".join(map(str, BONUS_KINDS))))
        return v

    _check = field_validator("count", "points")(_at_least(0))


class Start(_Model):
    """The set-up for one number of players."""

    hand: Sourced[int]
    earth: Sourced[int]
    per_planet: Sourced[int]
    random: Sourced[int]

    _check = field_validator("hand", "earth", "per_planet", "random")(_at_least(0))


class Components(_Model):
    """The whole components file."""

    version: Literal[1] = 1
    cards: Cards
    players: Players
    planet: tuple[Planet, ...]
    spaceship: Spaceship
    technology: Technology
    bonus: tuple[Bonus, ...]
    setup: dict[Literal["3", "4", "5"], Start] = Field(default_factory=dict)

    def __hash__(self) -> int:  # frozen, but holds a dict: hash its canonical JSON
        return hash(self.model_dump_json())

    @model_validator(mode="after")
    def _check(self) -> Components:
        if len(self.planet) < MOONS:
            raise ValueError(_say("planets", n=len(self.planet), low=MOONS))
        names = [p.name for p in self.planet]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(_say("planet_twice", name=twice[0]))
        kinds = [b.kind for b in self.bonus]
        if sorted(kinds) != sorted(set(kinds)):
            raise ValueError(_say("bonus_twice"))
        for n in COUNTS:
            start = self.setup.get(str(n))  # type: ignore[call-overload]
            if start is None:
                raise ValueError(_say("setup_missing", n=n))
            self._check_start(n, start)
        return self

    def _check_start(self, n: int, start: Start) -> None:
        used = (MARKERS + start.earth.value + start.per_planet.value * len(self.planet)
                + start.random.value)
        if used > self.players.stations.value:
            raise ValueError(_say("setup_stations", n=n, used=used,
                                  stations=self.players.stations.value))
        deck = self.cards.per_planet.value * len(self.planet)
        if start.hand.value * n > deck:
            raise ValueError(_say("setup_hand", n=n, hand=start.hand.value, deck=deck))

    def start(self, players: int) -> Start:
        """The set-up for ``players`` players."""
        return self.setup[str(players)]  # type: ignore[index]

    def bonus_of(self, kind: int) -> Bonus | None:
        return next((b for b in self.bonus if b.kind == kind), None)

    def ours(self, lang: str | None = None) -> list[str]:
        """Every value that is our default ("not in the rules"), as "where: value" lines in
        ``lang``: the notice shown at the first game, and the marks of ``rftg cards``."""
        out: list[str] = []

        def note(where: str, v: Sourced[Any]) -> None:
            if v.ours:
                value = v.value
                shown = ", ".join(map(str, value)) if isinstance(value, tuple) else str(value)
                out.append(f"{where}: {shown}")

        def w(key: str, **values: object) -> str:
            return language.text("andromeda", f"field.{key}", lang, **values)

        note(w("per_planet"), self.cards.per_planet)
        for name in ("stations", "transports", "transport_stations"):
            note(w(name), getattr(self.players, name))
        for p in self.planet:
            note(w("moons", planet=p.word(lang)), p.moons)
        note(w("ship_start"), self.spaceship.start)
        for i, s in enumerate(self.spaceship.step, 1):
            note(w("ship_cost", step=i), s.cost)
            note(w("ship_limit", step=i), s.limit)
        note(w("tech_start"), self.technology.start)
        for i, t in enumerate(self.technology.step, 1):
            note(w("tech_cost", step=i), t.cost)
            note(w("tech_points", step=i), t.points)
            note(w("tech_power", step=i), t.power)
        for b in self.bonus:
            note(w("bonus_count", kind=b.kind), b.count)
            note(w("bonus_points", kind=b.kind), b.points)
        for n in COUNTS:
            start = self.start(n)
            for name in ("hand", "earth", "per_planet", "random"):
                note(w(f"setup_{name}", n=n), getattr(start, name))
        return out


def _describe(exc: ValidationError) -> str:
    """Each field the reader refused and why, in the language of the run: pydantic's kinds
    of error from the catalogue ``errors`` [value], our checks' own messages as raised."""
    values = language.catalogue("errors")["value"]
    parts = []
    for err in exc.errors():
        where = ".".join(str(x) for x in err["loc"] if x not in ("value",)) \
            or _say("whole_file")
        if err["type"] in values:
            msg = error(f"value.{err['type']}", **(err.get("ctx") or {}))
        else:
            msg = str(err["msg"]).removeprefix("Value error, ")
        parts.append(_say("field", field=where, error=msg))
    return "; ".join(parts)


def parse_components(data: dict[str, Any], label: str) -> Components:
    """The components in ``data`` (a TOML document), or ComponentsError naming ``label``."""
    try:
        return Components.model_validate(data)
    except ValidationError as exc:
        raise ComponentsError(_say("in_file", file=label, error=_describe(exc))) from None


def load_components(path: Path) -> Components:
    """The components of the file ``path`` (a user's copy), or ComponentsError."""
    label = str(path)
    try:
        data = read_toml(path)
    except FileError as exc:
        raise ComponentsError(_say(exc.kind, file=label, **exc.values)) from None
    return parse_components(data, label)


@cache
def default_components() -> Components:
    """The game's own components (``content/andromeda.toml``)."""
    text = resources.files("rftg.content").joinpath(FILE).read_text("utf-8")
    return parse_components(tomllib.loads(text), f"content/{FILE}")


def user_components(home: Path) -> tuple[Components, str | None]:
    """The components to play with: the copy in the data folder ``home`` if there is one
    and it is valid, else the game's own; and what is wrong with the copy (None if
    nothing). The copy is only read, never written."""
    path = home / FILE
    if not path.is_file():
        return default_components(), None
    try:
        return load_components(path), None
    except ComponentsError as exc:
        return default_components(), str(exc)


def write_copy(home: Path) -> tuple[Path, bool]:
    """Write the game's own file to andromeda.toml in the data folder ``home`` for the user
    to edit; an existing copy is never overwritten. The path, and whether it was written."""
    path = home / FILE
    if path.exists():
        return path, False
    text = resources.files("rftg.content").joinpath(FILE).read_text("utf-8")
    home.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".toml.part")
    tmp.write_text(text, "utf-8")
    tmp.replace(path)
    return path, True
