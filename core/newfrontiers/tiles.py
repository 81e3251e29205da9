"""New Frontiers' tiles as data: 60 worlds, 16 home colonies on 8 double-sided empire mats,
the development tiles (8 large double-sided stacks, 8 small stacks always showing the same
face, 8 small double-sided stacks) and 8 goal tiles, from ``content/cards/newfrontiers.toml``.

No public source lists the tiles' values. The file holds a set that meets every statistic
the rulebook prints ("Über die Welten"), gives every tile the rulebook names the power it
describes, and carries the 32 public face names of the double-sided development tiles.
Each entry lists the fields a public source confirms (``confirmed``: field -> source); every
other value is reconstructed, and the game says so (``reconstructed_notice``).

Powers are data (action, effect, values) that the actions interpret
(``rftg.core.newfrontiers.rules``); ``SPECS`` is the one list of effects they know, with the
values each takes. A user replaces any tile, or all of them, with ``newfrontiers.toml`` in
the data folder (``user_tiles``): each entry replaces the shipped entry of its name (or the
one it ``replaces``); the file is validated, every message naming the file, the tile and
the field; a broken file is reported, never changed, and the shipped tiles are used.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from rftg.core import lang as language
from rftg.core.cards import _describe_errors  # the card files' wording of field errors
from rftg.core.errors import FileError, read_toml

TILE_FILE = "newfrontiers.toml"  # the user's copy in the data folder
CONTENT = "cards/newfrontiers.toml"  # the shipped tiles in rftg.content

WORLDS = 60
HOMES = 16
MATS = 8
GOALS = 8
SMALL_FIXED = 8  # small stacks that always show the same face
SMALL_DOUBLE = 8  # small stacks in the two right-hand columns: coin-flipped
LARGE = 8  # large developments, cost 9, double-sided
LARGE_COST = 9


def say(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of New Frontiers' catalogue (``content/text/<lang>/newfrontiers.toml``)."""
    return language.text("newfrontiers", key, lang, **values)


class Kind(StrEnum):
    """The kinds of goods and worlds: "Luxusartikel - blau, Seltene Elemente - braun,
    Gene - grün, Alien-Technologie - gelb"."""

    BLUE = "blue"
    BROWN = "brown"
    GREEN = "green"
    YELLOW = "yellow"


KINDS = tuple(Kind)
TRADE_PRICE = {Kind.BLUE: 1, Kind.BROWN: 2, Kind.GREEN: 3, Kind.YELLOW: 4}
""""1$ für Luxusgüter (blau), 2$ für Seltene Elemente (braun), 3$ für Gene (grün) oder 4$
für Alien-Technologie (gelb)"."""


class Goods(StrEnum):
    """What a world does with goods: windfall (a good when settled), production, grey."""

    WINDFALL = "windfall"
    PRODUCTION = "production"
    GREY = "grey"


class Keyword(StrEnum):
    IMPERIUM = "imperium"
    REBEL = "rebel"
    UPLIFT = "uplift"  # "Genmanipuliert"
    ALIEN = "alien"
    TERRAFORMING = "terraforming"


class Act(StrEnum):
    """The actions a power changes (the black symbol at the left of its strip)."""

    DEVELOP = "develop"
    EXPLORE = "explore"
    SETTLE = "settle"
    PRODUCE = "produce"
    TRADE = "trade"
    CONSUME = "consume"


class Effect(StrEnum):
    DISCOUNT = "discount"  # develop: cost -n (large: only cost-9 ones); settle: -n (kind)
    DRAW = "draw"  # explore: after the pick(s); settle: after settling a world
    COLONISTS = "colonists"  # explore: gain n; settle: n more when taking colonists
    CREDITS = "credits"  # explore: gain n; settle: after settling (military); produce: per good
    MILITARY = "military"  # +n (against a keyword or a kind: conditional)
    TEMP_MILITARY = "temp_military"  # may return a good: +n military for this action
    CONTACT = "contact"  # a non-Alien military world as non-military for its defence -n
    SECOND_WORLD = "second_world"  # may settle a second world
    SWAP = "swap"  # may swap a non-military colony for an explored world, cost +0..n
    COMPARE = "compare"  # most goods of a kind produced this action: vp / credits
    BONUS = "bonus"  # trade: +n$ when selling (a kind / this world's good)
    CONSUME = "consume"  # goods for vp and credits
    PROSPER = "prosper"  # +n VP per good other powers consume and per goods-free power


class GoalCount(StrEnum):
    """What a goal tile counts."""

    ACTIONS = "actions"  # different actions changed by powers (Qualifizierte Arbeitskräfte)
    KEYWORDS = "keywords"  # different keywords (Toleranz für andere)
    KINDS = "kinds"  # different kinds of colonies (Streuung)
    COLONISTS = "colonists"  # unused colonists (Wehrpflicht)
    CONSUME_POWERS = "consume_powers"  # tiles with a consume power (Freiwilligenprogramm)
    STORED_CREDITS = "stored_credits"  # Handelssteuern
    STORED_GOODS = "stored_goods"  # Rohstoffe lagern
    STORED_WORLDS = "stored_worlds"  # Erkundung


STOCKPILES = {GoalCount.STORED_CREDITS: Act.TRADE, GoalCount.STORED_GOODS: Act.PRODUCE,
              GoalCount.STORED_WORLDS: Act.EXPLORE}
"""The stockpile goals ("Lager-Ziele") and the action after which they store."""

PARAMS = ("n", "kind", "keyword", "goods", "up_to", "different", "vp", "credits",
          "per_good", "this", "military", "large")


@dataclass(frozen=True)
class Spec:
    required: frozenset[str]
    allowed: frozenset[str]


def _spec(required: Iterable[str] = (), allowed: Iterable[str] = ()) -> Spec:
    req = frozenset(required)
    return Spec(req, req | frozenset(allowed))


SPECS: Mapping[tuple[Act, Effect], Spec] = {
    (Act.DEVELOP, Effect.DISCOUNT): _spec({"n"}, {"large"}),
    (Act.EXPLORE, Effect.DRAW): _spec({"n"}),
    (Act.EXPLORE, Effect.COLONISTS): _spec({"n"}),
    (Act.EXPLORE, Effect.CREDITS): _spec({"n"}),
    (Act.SETTLE, Effect.MILITARY): _spec({"n"}, {"kind", "keyword"}),
    (Act.SETTLE, Effect.TEMP_MILITARY): _spec({"n"}),
    (Act.SETTLE, Effect.DISCOUNT): _spec({"n"}, {"kind"}),
    (Act.SETTLE, Effect.CONTACT): _spec({"n"}),
    (Act.SETTLE, Effect.SECOND_WORLD): _spec(),
    (Act.SETTLE, Effect.DRAW): _spec({"n"}),
    (Act.SETTLE, Effect.CREDITS): _spec({"n"}, {"military"}),
    (Act.SETTLE, Effect.COLONISTS): _spec({"n"}),
    (Act.SETTLE, Effect.SWAP): _spec({"n"}, {"this"}),
    (Act.PRODUCE, Effect.CREDITS): _spec({"n"}, {"kind", "this"}),
    (Act.PRODUCE, Effect.COMPARE): _spec({"kind"}, {"vp", "credits"}),
    (Act.TRADE, Effect.BONUS): _spec({"n"}, {"kind", "this"}),
    (Act.CONSUME, Effect.CONSUME): _spec({"goods"}, {"up_to", "kind", "different", "vp",
                                                     "credits", "per_good", "this"}),
    (Act.CONSUME, Effect.PROSPER): _spec({"n"}),
}
"""Every power the actions interpret: (action, effect) -> the values it needs and takes
(``optional`` is allowed for all: a power whose text says "darf")."""


# --------------------------------------------------------------------------- the engine's


@dataclass(frozen=True, slots=True)
class Power:
    """A power as the actions read it (``SPECS`` says which values an effect takes)."""

    act: Act
    effect: Effect
    n: int = 0
    kind: Kind | None = None
    keyword: Keyword | None = None
    goods: int = 0
    up_to: bool = False
    different: bool = False
    vp: int = 0
    credits: int = 0
    per_good: bool = False
    this: bool = False
    military: bool | None = None
    large: bool | None = None
    optional: bool = False


@dataclass(frozen=True, slots=True)
class VpPer:
    """One condition of a "?": ``vp`` for each tile of the empire it matches (a colony, a
    development, or either), by military, kind, keyword, goods, size or a power's action.
    "darf jede Kolonie oder Entwicklung nur für eine dieser Bedingungen gewertet werden"."""

    vp: int
    of: Literal["colony", "development", "tile"] = "tile"
    military: bool | None = None
    kind: Kind | None = None
    keyword: Keyword | None = None
    goods: Goods | None = None
    large: bool | None = None
    act: Act | None = None


class TileType(StrEnum):
    WORLD = "world"
    HOME = "home"
    DEVELOPMENT = "development"


@dataclass(frozen=True, slots=True)
class Tile:
    """A world, a home colony or a development face. ``cost``: a world's cost, or its
    defence when ``military``; a development's cost. ``kind`` None with ``joker``: the world
    is of every kind (Alien Raffinerie Oortsche Wolke); None otherwise: grey.
    ``reconstructed``: the fields no public source confirms."""

    id: int
    type: TileType
    name: str
    de: str
    cost: int
    vp: int
    military: bool = False
    colonists: int = 0
    goods: Goods = Goods.GREY
    kind: Kind | None = None
    joker: bool = False
    no_trade: bool = False  # its good cannot be sold
    keywords: frozenset[Keyword] = frozenset()
    vp_per: tuple[VpPer, ...] = ()
    powers: tuple[Power, ...] = ()
    large: bool = False
    stack: int = -1  # a development's stack
    reconstructed: tuple[str, ...] = ()
    sources: tuple[tuple[str, str], ...] = ()  # (field, public source) of confirmed fields

    @property
    def is_world(self) -> bool:
        return self.type is not TileType.DEVELOPMENT

    @property
    def spaces(self) -> int:
        """Development spaces it takes: "Die großen Entwicklungen mit Kosten 9 belegen 2
        Felder"."""
        return 2 if self.large else 1

    def kinds(self) -> tuple[Kind, ...]:
        """The kinds it may count as (every kind for the joker; none for a grey world)."""
        if self.joker:
            return KINDS
        return () if self.kind is None else (self.kind,)

    def powers_in(self, act: Act) -> tuple[Power, ...]:
        return tuple(p for p in self.powers if p.act is act)

    def label(self, lang: str | None = None) -> str:
        return self.de if language.resolve(lang) == "de" else self.name


@dataclass(frozen=True, slots=True)
class Mat:
    """An empire mat: its number and its two home colonies (``front``: the first-game side,
    marked with a square)."""

    number: int
    front: int
    back: int
    reconstructed: tuple[str, ...] = ()

    def side(self, back: bool) -> int:
        return self.back if back else self.front


@dataclass(frozen=True, slots=True)
class Stack:
    """A development stack: its faces (the first: the first-game side) and its size."""

    index: int
    faces: tuple[int, ...]
    large: bool

    @property
    def double(self) -> bool:
        return len(self.faces) == 2


@dataclass(frozen=True, slots=True)
class GoalTile:
    id: int
    name: str
    de: str
    count: GoalCount
    rows: tuple[tuple[int, int], ...]  # (amount, VP), amounts rising
    reconstructed: tuple[str, ...] = ()

    @property
    def stockpile(self) -> Act | None:
        """The action after which its items are stored, for a stockpile goal."""
        return STOCKPILES.get(self.count)

    @property
    def limit(self) -> int:
        """"Er darf nicht mehr Gegenstände lagern, wie als Höchstmenge auf dem Ziel
        angegeben sind": the last row's amount."""
        return self.rows[-1][0]

    def vp_for(self, amount: int) -> int:
        """"sucht der Spieler die Zeile mit der Menge, die er ... hat": the VP of the
        highest row the amount reaches (0 below the first)."""
        vp = 0
        for need, points in self.rows:
            if amount >= need:
                vp = points
        return vp

    def label(self, lang: str | None = None) -> str:
        return self.de if language.resolve(lang) == "de" else self.name


@dataclass(frozen=True, slots=True)
class NfTiles:
    """The whole component set a game plays with: ``tiles`` by id (the worlds first, then
    the home colonies, then the development faces), the mats, the stacks, the goals."""

    tiles: tuple[Tile, ...]
    worlds: tuple[int, ...]
    homes: tuple[int, ...]
    developments: tuple[int, ...]
    mats: tuple[Mat, ...]
    stacks: tuple[Stack, ...]
    goals: tuple[GoalTile, ...]

    def __getitem__(self, tile: int) -> Tile:
        return self.tiles[tile]

    def find(self, name: str) -> Tile | None:
        """The tile of this name (English or German; case and spaces do not matter)."""
        want = _fold(name)
        return next((t for t in self.tiles if want in (_fold(t.name), _fold(t.de))), None)

    def goal(self, name: str) -> GoalTile | None:
        want = _fold(name)
        return next((g for g in self.goals if want in (_fold(g.name), _fold(g.de))), None)


def _fold(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch.isalnum())


# --------------------------------------------------------------------------- the file's


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PowerModel(_Model):
    action: Act
    effect: Effect
    n: int | None = Field(default=None, ge=0)
    kind: Kind | None = None
    keyword: Keyword | None = None
    goods: int | None = Field(default=None, ge=0, le=3)
    up_to: bool | None = None
    different: bool | None = None
    vp: int | None = Field(default=None, ge=0)
    credits: int | None = Field(default=None, ge=0)
    per_good: bool | None = None
    this: bool | None = None
    military: bool | None = None
    large: bool | None = None
    optional: bool = False

    @model_validator(mode="after")
    def _check(self) -> PowerModel:
        spec = SPECS.get((self.action, self.effect))
        if spec is None:
            known = sorted(e.value for (a, e) in SPECS if a is self.action)
            raise ValueError(say("tiles.unknown_effect", None, effect=repr(self.effect.value),
                                 action=self.action.value, known=", ".join(known)))
        given = {f for f in PARAMS if getattr(self, f) is not None}
        missing = spec.required - given
        if missing:
            raise ValueError(say("tiles.effect_needs", None, effect=repr(self.effect.value),
                                 fields=", ".join(sorted(missing))))
        extra = given - spec.allowed
        if extra:
            raise ValueError(say("tiles.effect_extra", None, effect=repr(self.effect.value),
                                 fields=", ".join(sorted(extra))))
        if self.effect is Effect.CONSUME:
            if self.up_to and not self.per_good:
                raise ValueError(say("tiles.up_to_per_good"))
            if not (self.vp or self.credits):
                raise ValueError(say("tiles.consume_gains"))
        return self

    def power(self) -> Power:
        return Power(self.action, self.effect, self.n or 0, self.kind, self.keyword,
                     self.goods or 0, bool(self.up_to), bool(self.different), self.vp or 0,
                     self.credits or 0, bool(self.per_good), bool(self.this), self.military,
                     self.large, self.optional)


class VpPerModel(_Model):
    vp: int = Field(ge=1)
    of: Literal["colony", "development", "tile"] = "tile"
    military: bool | None = None
    kind: Kind | None = None
    keyword: Keyword | None = None
    goods: Goods | None = None
    large: bool | None = None
    action: Act | None = None

    def condition(self) -> VpPer:
        return VpPer(self.vp, self.of, self.military, self.kind, self.keyword, self.goods,
                     self.large, self.action)


class _TileModel(_Model):
    name: str = Field(min_length=1)
    de: str = Field(min_length=1)
    vp: int = Field(ge=0)
    keywords: tuple[Keyword, ...] = ()
    vp_per: tuple[VpPerModel, ...] = ()
    powers: tuple[PowerModel, ...] = ()
    confirmed: dict[str, str] = Field(default_factory=dict)  # field -> public source
    replaces: str | None = None  # a user's file: the shipped tile this entry replaces

    # The checks of one field against those before it are field validators (not the
    # model's): a refused file's message then names the field (issue 27: file, tile, field).
    @field_validator("confirmed")
    @classmethod
    def _confirmed_fields(cls, confirmed: dict[str, str]) -> dict[str, str]:
        unknown = sorted(set(confirmed) - set(cls.model_fields) - {"kind"})
        if unknown:
            raise ValueError(say("tiles.confirmed_unknown", None, fields=", ".join(unknown)))
        return confirmed

    def reconstructed(self) -> tuple[str, ...]:
        skip = {"confirmed", "replaces"}
        return tuple(f for f in type(self).model_fields
                     if f not in skip and f not in self.confirmed)


class WorldModel(_TileModel):
    """A world tile or a home colony."""

    military: bool = False
    cost: int = Field(ge=0, le=9, description="cost, or defence for a military world")
    colonists: int = Field(ge=1, le=2)
    goods: Goods
    kind: Kind | Literal["any"] | None = None
    no_trade: bool = False

    @field_validator("kind")
    @classmethod
    def _kind(cls, kind: Kind | Literal["any"] | None, info: ValidationInfo
              ) -> Kind | Literal["any"] | None:
        goods = info.data.get("goods")  # absent: the goods were refused already
        if goods is Goods.GREY and kind is not None:
            raise ValueError(say("tiles.grey_kind"))
        if goods is not None and goods is not Goods.GREY and kind is None:
            raise ValueError(say("tiles.needs_kind"))
        return kind

    def tile(self, tid: int, type_: TileType) -> Tile:
        joker = self.kind == "any"
        kind = None if joker or self.kind is None else Kind(self.kind)
        return Tile(tid, type_, self.name, self.de, self.cost, self.vp, self.military,
                    self.colonists, self.goods, kind, joker, self.no_trade,
                    frozenset(self.keywords), tuple(v.condition() for v in self.vp_per),
                    tuple(p.power() for p in self.powers), False, -1, self.reconstructed(),
                    tuple(sorted(self.confirmed.items())))


class DevelopmentModel(_TileModel):
    """A development face. ``stack``: the stack it is a face of; ``first``: the first-game
    side (the square); ``large``: a cost-9 development taking two spaces, its VP a "?"."""

    stack: str = Field(min_length=1)
    first: bool = True
    large: bool = False
    cost: int = Field(ge=0, le=9)

    @field_validator("cost")
    @classmethod
    def _cost(cls, cost: int, info: ValidationInfo) -> int:
        large = info.data.get("large", False)
        if large and (cost != LARGE_COST or info.data.get("vp") != 0
                      or not info.data.get("vp_per")):
            raise ValueError(say("tiles.large"))
        if not large and cost >= LARGE_COST:
            raise ValueError(say("tiles.small_cost"))
        return cost

    def tile(self, tid: int, stack: int) -> Tile:
        return Tile(tid, TileType.DEVELOPMENT, self.name, self.de, self.cost, self.vp,
                    keywords=frozenset(self.keywords),
                    vp_per=tuple(v.condition() for v in self.vp_per),
                    powers=tuple(p.power() for p in self.powers), large=self.large,
                    stack=stack, reconstructed=self.reconstructed(),
                    sources=tuple(sorted(self.confirmed.items())))


class MatModel(_Model):
    number: int = Field(ge=1, le=MATS)
    front: str
    back: str
    confirmed: dict[str, str] = Field(default_factory=dict)

    def reconstructed(self) -> tuple[str, ...]:
        return tuple(f for f in ("front", "back") if f not in self.confirmed)


class GoalModel(_Model):
    name: str = Field(min_length=1)
    de: str = Field(min_length=1)
    count: GoalCount
    rows: tuple[tuple[int, int], ...] = Field(min_length=1)
    confirmed: dict[str, str] = Field(default_factory=dict)
    replaces: str | None = None

    @field_validator("rows")
    @classmethod
    def _rows(cls, rows: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
        amounts = [a for a, _ in rows]
        if amounts != sorted(set(amounts)) or amounts[0] < 1:
            raise ValueError(say("tiles.goal_rows"))
        return rows

    def reconstructed(self) -> tuple[str, ...]:
        return tuple(f for f in ("rows",) if f not in self.confirmed)


SECTIONS: dict[str, type[_Model]] = {"world": WorldModel, "home": WorldModel,
                                     "development": DevelopmentModel, "mat": MatModel,
                                     "goal": GoalModel}


class TileFile(_Model):
    """The content of a tile file: the shipped one holds every section in full; a user's
    holds the entries it replaces (a setup carries them, so that a save replays after the
    file changed)."""

    version: Literal[1] = 1
    world: tuple[WorldModel, ...] = ()
    home: tuple[WorldModel, ...] = ()
    development: tuple[DevelopmentModel, ...] = ()
    mat: tuple[MatModel, ...] = ()
    goal: tuple[GoalModel, ...] = ()

    def __hash__(self) -> int:
        return hash(self.model_dump_json())

    @property
    def empty(self) -> bool:
        return not (self.world or self.home or self.development or self.mat or self.goal)


class TileError(ValueError):
    """A tile file that cannot be used; the message names the file, the tile and the
    field."""


def _entry_name(section: str, entry: Any, i: int) -> str:
    if isinstance(entry, dict):
        name = entry.get("number") if section == "mat" else entry.get("name")
        if name is not None:
            return say("tiles.entry", None, section=say(f"section.{section}"), name=repr(name))
    return say("tiles.entry_number", None, section=say(f"section.{section}"), i=i)


def parse_file(data: Mapping[str, Any], label: str) -> TileFile:
    """A tile file's document validated entry by entry; TileError naming ``label`` (the
    file), the entry and the field."""
    unknown = sorted(set(data) - set(SECTIONS) - {"version"})
    if unknown:
        raise TileError(say("tiles.top_level", None, file=label, keys=", ".join(unknown)))
    if data.get("version", 1) != 1:
        raise TileError(say("tiles.version", None, file=label))
    parsed: dict[str, list[Any]] = {}
    for section, model in SECTIONS.items():
        raw = data.get(section, [])
        if not isinstance(raw, list):
            raise TileError(say("tiles.not_array", None, file=label, section=section))
        out: list[Any] = []
        for i, entry in enumerate(raw, 1):
            try:
                out.append(model.model_validate(entry))
            except ValidationError as exc:
                raise TileError(say("tiles.where", None, file=label,
                                    entry=_entry_name(section, entry, i),
                                    error=_describe_errors(exc))) from None
        parsed[section] = out
    return TileFile(world=tuple(parsed["world"]), home=tuple(parsed["home"]),
                    development=tuple(parsed["development"]), mat=tuple(parsed["mat"]),
                    goal=tuple(parsed["goal"]))


def _key(section: str, entry: Any) -> str:
    return str(entry.number) if section == "mat" else str(entry.name)


def merge(base: TileFile, own: TileFile, label: str) -> TileFile:
    """``base`` with each entry of ``own`` in place of the entry of its name (or of the
    name it ``replaces``; a mat by its number); TileError for an entry that replaces
    nothing."""
    merged: dict[str, tuple[Any, ...]] = {}
    for section in SECTIONS:
        entries = list(getattr(base, section))
        index = {_key(section, e): i for i, e in enumerate(entries)}
        replaced: dict[str, str] = {}  # shipped entry -> the user's entry replacing it
        for new in getattr(own, section):
            target = getattr(new, "replaces", None) or _key(section, new)
            entry = say("tiles.entry", None, section=say(f"section.{section}"),
                        name=repr(_key(section, new)))
            if target not in index:
                close = [k for k in index if _fold(k) == _fold(target)]
                raise TileError(say("tiles.where", None, file=label, entry=entry,
                                    error=say("tiles.replaces_nothing", None,
                                              name=repr(target),
                                              hint=", ".join(close) or "-")))
            if target in replaced:  # the second would silently undo the first
                raise TileError(say("tiles.where", None, file=label, entry=entry,
                                    error=say("tiles.replaced_twice", None, name=repr(target),
                                              other=repr(replaced[target]))))
            replaced[target] = _key(section, new)
            entries[index[target]] = new.model_copy(update={"replaces": None}) \
                if section != "mat" else new
        merged[section] = tuple(entries)
    return TileFile(**merged)


def _where(label: str, section: str, name: object, field: str, error: str) -> TileError:
    return TileError(say("tiles.where", None, file=label,
                         entry=say("tiles.entry", None, section=say(f"section.{section}"),
                                   name=repr(name)),
                         error=say("tiles.field", None, field=field, error=error)))


def build(content: TileFile, label: str) -> NfTiles:
    """The component set of a complete file; TileError naming the file, the tile and the
    field for a set that cannot be played."""
    for section, want in (("world", WORLDS), ("home", HOMES), ("mat", MATS),
                          ("goal", GOALS)):
        have = len(getattr(content, section))
        if have != want:
            raise TileError(say("tiles.count", None, file=label,
                                section=say(f"section.{section}"), want=want, have=have))
    names: dict[str, tuple[int, str]] = {}  # a folded name -> (its entry, that entry named)
    for section in ("world", "home", "development"):
        for e in getattr(content, section):
            for field, name in (("name", e.name), ("de", e.de)):
                folded = _fold(name)
                if folded in names and names[folded][0] != id(e):  # two tiles, one name
                    raise _where(label, section, e.name, field,
                                 say("tiles.duplicate", None, other=names[folded][1]))
                names[folded] = (id(e), say("tiles.entry", None,
                                            section=say(f"section.{section}"),
                                            name=repr(e.name)))
    tiles: list[Tile] = []
    for w in content.world:
        tiles.append(w.tile(len(tiles), TileType.WORLD))
    homes_at = {h.name: len(tiles) + i for i, h in enumerate(content.home)}
    for h in content.home:
        tiles.append(h.tile(len(tiles), TileType.HOME))
    jokers = [t for t in tiles if t.joker]
    if any(t.military or t.goods is not Goods.WINDFALL for t in jokers):
        raise _where(label, "world", jokers[0].name, "kind", say("tiles.joker"))
    stacks, dev_ids = _stacks(content, label, tiles)
    mats = _mats(content, label, homes_at)
    goals = tuple(GoalTile(i, g.name, g.de, g.count, g.rows, g.reconstructed())
                  for i, g in enumerate(content.goal))
    if len({g.name for g in goals}) != GOALS:
        raise TileError(say("tiles.goal_twice", None, file=label))
    return NfTiles(tuple(tiles), tuple(range(WORLDS)),
                   tuple(range(WORLDS, WORLDS + HOMES)), dev_ids, mats, stacks, goals)


def _stacks(content: TileFile, label: str, tiles: list[Tile]
            ) -> tuple[tuple[Stack, ...], tuple[int, ...]]:
    by_stack: dict[str, list[DevelopmentModel]] = {}
    for d in content.development:
        by_stack.setdefault(d.stack, []).append(d)
    stacks: list[Stack] = []
    dev_ids: list[int] = []
    kinds = {"large": 0, "fixed": 0, "double": 0}
    for index, (key, faces) in enumerate(by_stack.items()):
        faces.sort(key=lambda f: not f.first)
        if len(faces) > 2 or sum(f.first for f in faces) != 1:
            raise _where(label, "development", faces[0].name, "stack",
                         say("tiles.stack_faces", None, stack=repr(key)))
        if len({f.large for f in faces}) != 1:
            raise _where(label, "development", faces[0].name, "large",
                         say("tiles.stack_size", None, stack=repr(key)))
        ids = []
        for f in faces:
            ids.append(len(tiles))
            tiles.append(f.tile(len(tiles), index))
        dev_ids += ids
        large = faces[0].large
        if large and len(faces) != 2:
            raise _where(label, "development", faces[0].name, "stack",
                         say("tiles.large_double", None, stack=repr(key)))
        kinds["large" if large else "double" if len(faces) == 2 else "fixed"] += 1
        stacks.append(Stack(index, tuple(ids), large))
    for kind, want in (("large", LARGE), ("fixed", SMALL_FIXED), ("double", SMALL_DOUBLE)):
        if kinds[kind] != want:
            raise TileError(say("tiles.stacks", None, file=label,
                                what=say(f"stack.{kind}"), want=want, have=kinds[kind]))
    return tuple(stacks), tuple(dev_ids)


def _mats(content: TileFile, label: str, homes_at: Mapping[str, int]) -> tuple[Mat, ...]:
    mats: list[Mat] = []
    used: set[str] = set()
    for m in sorted(content.mat, key=lambda m: m.number):
        for field, name in (("front", m.front), ("back", m.back)):
            if name not in homes_at:
                raise _where(label, "mat", m.number, field,
                             say("tiles.no_home", None, name=repr(name)))
            if name in used:
                raise _where(label, "mat", m.number, field,
                             say("tiles.home_twice", None, name=repr(name)))
            used.add(name)
        mats.append(Mat(m.number, homes_at[m.front], homes_at[m.back], m.reconstructed()))
    if [m.number for m in mats] != list(range(1, MATS + 1)):
        raise TileError(say("tiles.mat_numbers", None, file=label))
    return tuple(mats)


# --------------------------------------------------------------------------- loading


@cache
def shipped_file() -> TileFile:
    """The shipped tiles as their file holds them."""
    path = resources.files("rftg.content").joinpath(CONTENT)
    label = f"content/{CONTENT}"
    try:
        data = read_toml(path)
    except FileError as exc:
        raise TileError(f"{label}: {exc.reason}") from None
    return parse_file(data, label)


@cache
def shipped_tiles() -> NfTiles:
    """The shipped component set."""
    return build(shipped_file(), f"content/{CONTENT}")


@lru_cache(maxsize=8)
def _with_own(own_json: str) -> NfTiles:
    own = TileFile.model_validate_json(own_json)
    return build(merge(shipped_file(), own, TILE_FILE), TILE_FILE)


def tiles_with(own: TileFile | None) -> NfTiles:
    """The component set with a user's replacements (the shipped one without)."""
    if own is None or own.empty:
        return shipped_tiles()
    return _with_own(own.model_dump_json())


def load_file(path: Path) -> TileFile:
    """A user's tile file, checked against the shipped set (TileError naming the file, the
    tile and the field)."""
    label = str(path)
    try:
        data = read_toml(path)
    except FileError as exc:
        raise TileError(say(f"tiles.{exc.kind}", None, file=label, **exc.values)) from None
    own = parse_file(data, label)
    build(merge(shipped_file(), own, label), label)
    return own


def user_tiles(home: Path) -> tuple[TileFile | None, str | None]:
    """The user's replacements in the data folder ``home`` (None: none, or a broken file),
    and what is wrong with the file (None if nothing): a broken file is reported and the
    shipped tiles are played; it is never changed."""
    path = home / TILE_FILE
    if not path.exists():  # (a folder of that name is reported as unreadable)
        return None, None
    try:
        return load_file(path), None
    except TileError as exc:
        return None, str(exc)


def write_copy(home: Path) -> tuple[Path, bool]:
    """The shipped tile file written to the data folder ``home`` for the user to edit; an
    existing file is never overwritten. The path, and whether it was written."""
    path = home / TILE_FILE
    if path.exists():
        return path, False
    text = resources.files("rftg.content").joinpath(CONTENT).read_text("utf-8")
    home.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".toml.part")
    tmp.write_text(text, "utf-8")
    tmp.replace(path)
    return path, True


def reconstructed_notice(tiles: NfTiles, lang: str | None = None) -> list[str]:
    """What the game says at its first start: which values no public source confirms, per
    kind of tile, and how to replace them."""
    def count(ids: Sequence[int]) -> int:
        return sum(1 for i in ids if tiles[i].reconstructed)

    lines = [say("notice.intro", lang),
             say("notice.worlds", lang, n=count(tiles.worlds), of=len(tiles.worlds)),
             say("notice.homes", lang, n=count(tiles.homes), of=len(tiles.homes)),
             say("notice.developments", lang, n=count(tiles.developments),
                 of=len(tiles.developments)),
             say("notice.goals", lang, n=sum(1 for g in tiles.goals if g.reconstructed),
                 of=len(tiles.goals)),
             say("notice.replace", lang, file=TILE_FILE)]
    return lines


def tile_json(tile: Tile) -> dict[str, Any]:
    """A tile as plain data (``rftg cards --game newfrontiers --json``)."""
    out: dict[str, Any] = {"name": tile.name, "de": tile.de, "type": tile.type.value,
                           "cost": tile.cost, "vp": tile.vp}
    if tile.is_world:
        out.update(military=tile.military, colonists=tile.colonists, goods=tile.goods.value,
                   kind="any" if tile.joker else (tile.kind.value if tile.kind else None))
    else:
        out.update(large=tile.large)
    out["keywords"] = sorted(k.value for k in tile.keywords)
    out["powers"] = [{k: v for k, v in _power_dict(p).items()} for p in tile.powers]
    out["vp_per"] = [json.loads(json.dumps(v, default=str)) for v in
                     ({k: getattr(c, k) for k in VpPer.__slots__
                       if getattr(c, k) is not None} for c in tile.vp_per)]
    out["reconstructed"] = list(tile.reconstructed)
    return out


def _power_dict(p: Power) -> dict[str, Any]:
    defaults = Power(p.act, p.effect)
    out: dict[str, Any] = {"action": p.act.value, "effect": p.effect.value}
    for name in Power.__slots__:
        value = getattr(p, name)
        if name not in ("act", "effect") and value != getattr(defaults, name):
            out[name] = value.value if isinstance(value, StrEnum) else value
    return out
