"""Cards as data: the pydantic models of a card, its powers and its scoring bonuses,
and the catalogue loaded (and validated) from the TOML files in ``rftg.content``.

A card's powers are plain data (phase, effect, values). The rules engine interprets
them; ``POWER_SPECS`` is the one list of effects it knows, with the parameters each
takes. A content file naming an unknown effect or parameter is refused on load with a
message naming the file, the card and the field.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rftg.core import lang as language
from rftg.core.errors import FileError, error, read_toml


class CardType(StrEnum):
    WORLD = "world"
    DEVELOPMENT = "development"


class GoodsKind(StrEnum):
    """The four kinds of goods, in order of trade value (2, 3, 4, 5 cards)."""

    NOVELTY = "NOVELTY"  # blue, Luxusgüter
    RARE = "RARE"  # brown, Seltene Elemente
    GENE = "GENE"  # green, Gene
    ALIEN = "ALIEN"  # yellow, Alien-Technologie

    @property
    def trade_value(self) -> int:
        return TRADE_VALUE[self]


TRADE_VALUE: dict[GoodsKind, int] = {
    GoodsKind.NOVELTY: 2,
    GoodsKind.RARE: 3,
    GoodsKind.GENE: 4,
    GoodsKind.ALIEN: 5,
}


class Phase(StrEnum):
    EXPLORE = "explore"
    DEVELOP = "develop"
    SETTLE = "settle"
    CONSUME = "consume"
    PRODUCE = "produce"

    @property
    def roman(self) -> str:
        return ("I", "II", "III", "IV", "V")[list(Phase).index(self)]


class Keyword(StrEnum):
    REBEL = "REBEL"
    ALIEN = "ALIEN"
    UPLIFT = "UPLIFT"  # the UPLIFT text keyword
    CHROMOSOME = "CHROMOSOME"  # the chromosome symbol
    IMPERIUM = "IMPERIUM"
    TERRAFORMING = "TERRAFORMING"


class Edition(StrEnum):
    """Which card set a game is played with; each includes the previous ones."""

    BASE = "base"  # the base game, 2018 edition (with the six optional start worlds)
    GS = "gs"  # The Gathering Storm


Colour = Literal["red", "blue"]


# --------------------------------------------------------------------------- powers

Param = Literal[
    "n", "kind", "this_world", "against", "count", "vp", "cards", "bonuses", "target",
    "optional",
]


@dataclass(frozen=True)
class PowerSpec:
    """What one effect means and which parameters it takes."""

    phase: Phase
    effect: str
    summary: str
    required: frozenset[str] = frozenset()
    allowed: frozenset[str] = frozenset()
    optional_by_default: bool = False
    trade: bool = False  # a "$" trade power (not a consume power for 6-cost bonuses)


def _spec(
    phase: Phase,
    effect: str,
    summary: str,
    required: Iterable[str] = (),
    allowed: Iterable[str] = (),
    *,
    may: bool = False,
    trade: bool = False,
) -> PowerSpec:
    req = frozenset(required)
    return PowerSpec(phase, effect, summary, req, req | frozenset(allowed) | {"optional"},
                     may, trade)


_E, _D, _S, _C, _P = Phase
POWER_SPECS: dict[tuple[Phase, str], PowerSpec] = {
    (s.phase, s.effect): s
    for s in [
        # I: Explore
        _spec(_E, "draw", "draw n more cards to choose from", ["n"]),
        _spec(_E, "keep", "keep n more cards", ["n"]),
        # II: Develop
        _spec(_D, "draw", "draw n cards at the start of the phase", ["n"]),
        _spec(_D, "draw_after", "draw n cards after placing a development", ["n"]),
        _spec(_D, "reduce", "developments cost n less", ["n"]),
        # III: Settle
        _spec(_S, "military", "military +n (or -n); with kind or against: only for such worlds",
              ["n"], ["kind", "against"]),
        _spec(_S, "reduce", "non-military worlds (of kind) cost n less", ["n"], ["kind"]),
        _spec(_S, "reduce_to_zero",
              "discard this card from the tableau: a non-military, non-Alien world costs 0",
              may=True),
        _spec(_S, "temp_military",
              "discard this card from the tableau: military +n until the end of the phase",
              ["n"], may=True),
        _spec(_S, "pay_military",
              "pay for a non-Alien military world with cards, cost = defence - n", ["n"],
              may=True),
        _spec(_S, "draw_after", "draw n cards after placing a world", ["n"]),
        _spec(_S, "military_from_hand",
              "discard up to n hand cards: military +1 each until the end of the phase", ["n"],
              may=True),
        _spec(_S, "place_second", "place a second world in this phase", may=True),
        # IV: Consume (trade powers first)
        _spec(_C, "trade_bonus", "draw n more cards when selling a good (of kind / this world)",
              ["n"], ["kind", "this_world"], trade=True),
        _spec(_C, "trade_bonus_chromosome",
              "draw 1 more card per chromosome world when selling a good of kind", ["kind"],
              trade=True),
        _spec(_C, "trade", "consume power: sell one good for its trade value", ["bonuses"]),
        _spec(_C, "consume", "consume up to count goods (of kind / this world): vp and cards each",
              ["count"], ["kind", "this_world", "vp", "cards"]),
        _spec(_C, "consume_exact", "consume exactly count goods (of kind): vp and cards once",
              ["count"], ["kind", "vp", "cards"]),
        _spec(_C, "consume_distinct", "consume count goods of different kinds: vp and cards once",
              ["count"], ["vp", "cards"]),
        _spec(_C, "consume_all", "consume all your goods: vp = goods - 1", ["vp"]),
        _spec(_C, "discard_hand", "discard up to count hand cards: vp each (never doubled)",
              ["count", "vp"], may=True),
        _spec(_C, "draw", "draw n cards", ["n"]),
        _spec(_C, "gamble",
              "name a number 1-7 and reveal the top card; keep it if its cost/defence matches"),
        # V: Produce
        _spec(_P, "produce", "produce a good of this world's kind on this world"),
        _spec(_P, "windfall", "produce a good on one of your empty windfall worlds (of kind)",
              [], ["kind"]),
        _spec(_P, "draw", "draw n cards", ["n"]),
        _spec(_P, "draw_if_produced", "draw n cards if this world produced a good", ["n"]),
        _spec(_P, "draw_per_good", "draw n per good of kind produced in this phase",
              ["n", "kind"]),
        _spec(_P, "draw_per_kind", "draw n per different kind of good produced in this phase",
              ["n"]),
        _spec(_P, "draw_most", "draw n if you produced more goods of kind than anyone else",
              ["n", "kind"]),
        _spec(_P, "draw_per_world", "draw n per world of kind in your tableau", ["n", "kind"]),
        _spec(_P, "draw_per_military_world", "draw n per military world in your tableau", ["n"]),
        _spec(_P, "discard_produce",
              "discard a hand card to produce a good on this world or on an empty windfall world",
              ["target"], may=True),
    ]
}


class Power(BaseModel):
    """One power printed on a card: its phase, its effect and the effect's values."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    phase: Phase
    effect: str
    n: int | None = None
    kind: GoodsKind | None = None
    this_world: bool | None = None
    against: Keyword | None = None
    count: int | None = None
    vp: int | None = None
    cards: int | None = None
    bonuses: bool | None = None
    target: Literal["this", "windfall"] | None = None
    optional: bool | None = None

    @model_validator(mode="after")
    def _check_effect(self) -> Power:
        spec = POWER_SPECS.get((self.phase, self.effect))
        if spec is None:
            known = sorted(e for (p, e) in POWER_SPECS if p == self.phase)
            raise ValueError(error("cards.unknown_effect", effect=repr(self.effect),
                                   phase=self.phase.value, known=", ".join(known)))
        given = {f for f in _PARAM_FIELDS if getattr(self, f) is not None}
        missing = spec.required - given
        if missing:
            raise ValueError(error("cards.effect_needs", effect=repr(self.effect),
                                   fields=", ".join(sorted(missing))))
        extra = given - spec.allowed
        if extra:
            raise ValueError(error("cards.effect_extra", effect=repr(self.effect),
                                   fields=", ".join(sorted(extra))))
        return self

    @cached_property
    def spec(self) -> PowerSpec:
        return POWER_SPECS[(self.phase, self.effect)]

    @cached_property
    def is_optional(self) -> bool:
        """True where the card says "may"; every other power must be used if possible."""
        return self.spec.optional_by_default if self.optional is None else self.optional

    @cached_property
    def is_trade(self) -> bool:
        return self.spec.trade

    def value(self, name: str, default: int = 0) -> int:
        v = getattr(self, name)
        return default if v is None else int(v)


_PARAM_FIELDS = (
    "n", "kind", "this_world", "against", "count", "vp", "cards", "bonuses", "target",
)


# --------------------------------------------------------------------------- 6-cost bonuses

BonusMatch = Literal[
    "production_world",  # a production world (coloured disc) of kind
    "windfall_world",  # a windfall world (coloured ring) of kind
    "military_world",  # a military world (any, or with keyword)
    "card",  # the named card
    "keyword",  # a card with the keyword
    "development",  # a development (with a power of phase/trade, if given)
    "world",  # a world (with a power of phase/trade, if given)
    "six_cost_development",  # a development of cost 6
    "military_strength",  # per point of total military (negatives count, no specialised)
    "chips",  # per `per` VP in chips (rounded down)
]


class Bonus(BaseModel):
    """One line of a 6-cost development's end-of-game bonus: vp per matching card.

    A card counts once per development, at the first line it matches.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    vp: int = Field(ge=1)
    match: BonusMatch
    kind: GoodsKind | None = None
    name: str | None = None
    keyword: Keyword | None = None
    power: Literal["explore", "consume", "trade"] | None = None
    per: int | None = None

    @model_validator(mode="after")
    def _check(self) -> Bonus:
        need: dict[str, tuple[str, ...]] = {
            "card": ("name",),
            "keyword": ("keyword",),
            "chips": ("per",),
        }
        for f in need.get(self.match, ()):
            if getattr(self, f) is None:
                raise ValueError(error("cards.bonus_needs", match=repr(self.match), field=f))
        if self.match in ("production_world", "windfall_world") and self.kind is None:
            raise ValueError(error("cards.bonus_needs", match=repr(self.match), field="kind"))
        return self


# --------------------------------------------------------------------------- cards


def in_language(english: str | None, german: str | None, lang: str | None = None
                ) -> str | None:
    """A card's text (a note) in ``lang`` (None: the run's language) from its English and
    German fields; the one there is when the other is missing (a player's own card may
    have one language only)."""
    if language.resolve(lang) == "de" and german:
        return german
    return english or german


class Card(BaseModel):
    """One distinct card (a design); ``copies`` says how many are in a game's deck."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    de: str | None = None
    type: CardType
    cost: int = Field(ge=0, description="cost, or defence for a military world")
    vp: int
    military: bool = False
    windfall: bool = False
    goods: GoodsKind | None = None
    start: int | None = None
    colour: Colour | None = None
    keywords: tuple[Keyword, ...] = ()
    copies: dict[Edition, int]
    powers: tuple[Power, ...] = ()
    bonuses: tuple[Bonus, ...] = ()
    initial_discard: int | None = Field(
        default=None, description="a start world's setup power: discard this many (not 2)"
    )
    note: str | None = None  # where a fact was corrected, and from which source
    note_de: str | None = None  # the same in German (the game's cards: wherever ``note`` is)
    custom: bool = Field(default=False, description="a player's own card (rftg.core.custom)")

    def __hash__(self) -> int:  # equal cards have equal names (``copies`` is a dict)
        return hash(self.name)

    @model_validator(mode="after")
    def _check(self) -> Card:
        if self.type is CardType.DEVELOPMENT:
            for f in ("military", "windfall"):
                if getattr(self, f):
                    raise ValueError(error("cards.development_not", field=f))
            if self.goods is not None:
                raise ValueError(error("cards.development_goods"))
            if self.start is not None:
                raise ValueError(error("cards.development_start"))
        if self.windfall and self.goods is None:
            raise ValueError(error("cards.windfall_goods"))
        if (self.start is None) != (self.colour is None):
            raise ValueError(error("cards.colour"))
        if self.bonuses and self.cost != 6:
            raise ValueError(error("cards.bonus_cost"))
        produces = any(
            p.phase is Phase.PRODUCE
            and (p.effect == "produce" or (p.effect == "discard_produce" and p.target == "this"))
            for p in self.powers
        )
        if produces and self.goods is None:
            raise ValueError(error("cards.produce_goods"))
        if self.goods is not None and not (self.windfall or produces):
            raise ValueError(error("cards.goods_world"))
        for ed, n in self.copies.items():
            if n < 0:
                raise ValueError(error("cards.copies_negative", edition=ed.value))
        return self

    # ---- derived facts

    @cached_property
    def is_world(self) -> bool:
        return self.type is CardType.WORLD

    @cached_property
    def is_development(self) -> bool:
        return self.type is CardType.DEVELOPMENT

    @cached_property
    def production(self) -> bool:
        """A production world: a coloured disc, produces in every Produce phase."""
        return self.is_world and self.goods is not None and not self.windfall

    @cached_property
    def is_start(self) -> bool:
        return self.start is not None

    def has(self, keyword: Keyword) -> bool:
        return keyword in self.keywords

    def powers_in(self, phase: Phase) -> tuple[Power, ...]:
        return tuple(p for p in self.powers if p.phase is phase)

    def copies_in(self, edition: Edition) -> int:
        """Copies in a game played with ``edition`` (each edition includes the ones before)."""
        return self.copies.get(edition, 0)

    @property
    def first_edition(self) -> Edition:
        for ed in Edition:
            if self.copies.get(ed, 0):
                return ed
        raise ValueError(f"{self.name} is in no edition")

    def note_text(self, lang: str | None = None) -> str | None:
        """The card's note in ``lang`` (None: the run's language); None without a note."""
        return in_language(self.note, self.note_de, lang)

    def kind_text(self, lang: str | None = None) -> str:
        """'military world', 'windfall world', 'development', ... in ``lang``."""
        if self.is_development:
            key = "six_cost_development" if self.cost == 6 else "development"
        else:
            key = "windfall_" if self.windfall else "production_" if self.production else ""
            key += "military_world" if self.military else "world"
        return language.text("game", f"card_kind.{key}", lang)


# --------------------------------------------------------------------------- presets, goals


class Preset(BaseModel):
    """A first-game start: a start world and the four numbered cards of its preset hand."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    start: int
    world: str
    hand: tuple[str, ...] = Field(min_length=4, max_length=4)
    edition: Edition = Edition.BASE


GoalCondition = Literal[
    "chips", "six_cost_developments", "power_in_every_phase", "discarded_at_round_end",
    "all_goods_kinds", "alien_cards", "production_worlds", "developments", "military",
    "novelty_rare_worlds",
]


class Goal(BaseModel):
    """A Gathering Storm goal tile: "first" (3 VP, kept) or "most" (5 VP, can move).

    ``condition`` names the count (``rftg.core.rules.goals.goal_value``) that must reach
    ``minimum``; ``phases`` are the phases at whose end it is checked (those in which the
    count can change, ``why`` says so), or ``check = "round"``: at the end of the round."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    de: str
    type: Literal["first", "most"]
    vp: int = Field(ge=1)
    check: Literal["phase", "round"] = "phase"
    phases: tuple[Phase, ...] = ()
    why: str = ""
    minimum: int = Field(ge=1)
    condition: GoalCondition

    @model_validator(mode="after")
    def _check(self) -> Goal:
        if (self.check == "phase") != bool(self.phases):
            raise ValueError(error("cards.goal_phases"))
        return self


# --------------------------------------------------------------------------- loading


class CatalogueError(ValueError):
    """A content file is malformed: the message names the file, the card and the field."""


def _fold(s: str) -> str:
    """Fold a name for matching: case, accents, punctuation and spaces do not matter."""
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().casefold()
    return "".join(ch for ch in s if ch.isalnum())


def _describe_errors(exc: ValidationError) -> str:
    """Each field the reader refused and why, in the language of the run: the reader's
    (pydantic's) kinds of error from the catalogue ``errors`` [value], the card checks'
    own messages as they were raised (already in that language)."""
    values = language.catalogue("errors")["value"]
    parts = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err["loc"]) or error("cards.whole_card")
        if err["type"] in values:
            msg = error(f"value.{err['type']}", **(err.get("ctx") or {}))
        else:
            msg = err["msg"].removeprefix("Value error, ")
        parts.append(error("cards.field", field=loc, error=msg))
    return error("cards.joined").join(parts)


def in_file(source: object, message: object) -> str:
    """"file: message" (a card file's error)."""
    return error("cards.in_file", source=source, error=message)


def card_label(name: object) -> str:
    """"card 'Gem World'" in an error message."""
    return error("cards.card", name=repr(name))


def load_toml(path: Path | Any, label: str) -> dict[str, Any]:
    """A card file's TOML document; CatalogueError naming ``label`` and what is wrong."""
    try:
        return read_toml(path)
    except FileError as exc:
        raise CatalogueError(error(f"cards.{exc.kind}", source=label, **exc.values)) from None


class NameIndex:
    """Card names folded for matching, English and German (case, accents, punctuation and
    spaces do not matter), with close matches for a name that is not found."""

    def __init__(self, names: Iterable[tuple[str, str | None]]) -> None:
        pairs = list(names)
        self._folded = {_fold(n): n for n, _ in pairs}
        for n, de in pairs:
            if de:
                self._folded.setdefault(_fold(de), n)

    def find(self, name: str) -> str | None:
        """The real name this name stands for, if any."""
        return self._folded.get(_fold(name))

    def close_matches(self, name: str, n: int = 5) -> list[str]:
        folded = _fold(name)
        hits = difflib.get_close_matches(folded, list(self._folded), n=n, cutoff=0.5)
        hits += [f for f in self._folded if folded and folded in f and f not in hits]
        seen: list[str] = []
        for h in hits:
            real = self._folded[h]
            if real not in seen:
                seen.append(real)
        return seen[:n]


class Catalogue(Mapping[str, Card]):
    """All distinct cards by name (in content order), with lookups by name and start number."""

    def __init__(self, cards: Iterable[Card], presets: Iterable[Preset] = (),
                 goals: Iterable[Goal] = ()) -> None:
        self._cards: dict[str, Card] = {}
        for c in cards:
            if c.name in self._cards:
                raise CatalogueError(in_file(card_label(c.name), error("cards.duplicate")))
            self._cards[c.name] = c
        self._names = NameIndex((c.name, c.de) for c in self._cards.values())
        self.presets: tuple[Preset, ...] = tuple(presets)
        self.goals: tuple[Goal, ...] = tuple(goals)
        self._by_start = {c.start: c for c in self._cards.values() if c.start is not None}

    def __getitem__(self, name: str) -> Card:
        return self._cards[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def cards(self, edition: Edition | None = None) -> list[Card]:
        """Distinct cards in a game played with ``edition`` (all cards when None)."""
        return [c for c in self._cards.values() if edition is None or c.copies_in(edition) > 0]

    def deck_size(self, edition: Edition) -> int:
        return sum(c.copies_in(edition) for c in self._cards.values())

    def start_worlds(self, edition: Edition) -> list[Card]:
        return sorted((c for c in self.cards(edition) if c.is_start),
                      key=lambda c: c.start if c.start is not None else 0)

    def by_start(self, number: int) -> Card:
        return self._by_start[number]

    def find(self, name: str) -> Card | None:
        """The card with this English or German name (case, accents and spaces ignored)."""
        real = self._names.find(name)
        return None if real is None else self._cards[real]

    def close_matches(self, name: str, n: int = 5) -> list[str]:
        return self._names.close_matches(name, n)

    def with_cards(self, extra: Iterable[Card]) -> Catalogue:
        """This catalogue and ``extra`` cards after its own (a player's own cards)."""
        cat = Catalogue([*self._cards.values(), *extra], self.presets, self.goals)
        cat.check_references()
        return cat

    def check_references(self, origin: Mapping[str, str] | None = None,
                         presets_from: str | None = None) -> None:
        """Names used inside the catalogue (bonuses, presets) must exist.

        ``origin`` maps a card name to the file it came from, ``presets_from`` names the
        presets' file, for the message.
        """
        for c in self._cards.values():
            for b in c.bonuses:
                if b.name is not None and b.name not in self._cards:
                    what = in_file(card_label(c.name), error(
                        "cards.field", field="bonuses",
                        error=error("cards.unknown_bonus_card", name=repr(b.name))))
                    raise CatalogueError(in_file(origin[c.name], what)
                                         if origin and c.name in origin else what)
        for p in self.presets:
            problem = next((error("cards.preset_unknown", start=p.start, name=repr(n))
                            for n in (p.world, *p.hand) if n not in self._cards), None)
            if problem is None and self._cards[p.world].start != p.start:
                problem = error("cards.preset_world", start=p.start, world=p.world)
            if problem is not None:
                raise CatalogueError(problem if presets_from is None
                                     else in_file(presets_from, problem))


def missing_language(texts: Mapping[str, object], fields: Iterable[str]) -> str | None:
    """What is wrong with the texts of the game's own data, which say in German what they
    say in English: "field note_de: the German text of note is missing" for the first of
    ``fields`` whose German twin (``note_de``) is missing, or set without the English;
    None when every pair is complete."""
    for field in fields:
        english, german = texts.get(field), texts.get(f"{field}_de")
        if english and not german:
            return error("cards.field", field=f"{field}_de",
                         error=error("cards.german_missing", field=field))
        if german and not english:
            return error("cards.field", field=field,
                         error=error("cards.english_missing", field=f"{field}_de"))
    return None


def check_german(card: BaseModel, fields: Iterable[str], label: str) -> None:
    """A card of the game's own content files has both languages of each text of
    ``fields``; CatalogueError naming the file, the card and the field otherwise."""
    problem = missing_language(dict(card), fields)
    if problem is not None:
        raise CatalogueError(error("cards.where", source=label,
                                   card=card_label(getattr(card, "name", "")), error=problem))


def parse_cards(data: Mapping[str, Any], label: str) -> list[Card]:
    """Validate the ``[[card]]`` tables of one content file."""
    unknown = set(data) - {"card"}
    if unknown:
        raise CatalogueError(error("cards.top_level", source=label,
                                   keys=", ".join(sorted(unknown))))
    raw = data.get("card", [])
    if not isinstance(raw, list):
        raise CatalogueError(error("cards.not_array", source=label))
    cards: list[Card] = []
    seen: set[str] = set()
    for i, entry in enumerate(raw, 1):
        name = entry.get("name") if isinstance(entry, dict) else None
        who = card_label(name) if name else error("cards.card_number", i=i)
        try:
            card = Card.model_validate(entry)
        except ValidationError as exc:
            raise CatalogueError(error("cards.where", source=label, card=who,
                                       error=_describe_errors(exc))) from None
        if card.name in seen:
            raise CatalogueError(error("cards.where", source=label, card=who, error=error(
                "cards.field", field="name", error=error("cards.duplicate"))))
        seen.add(card.name)
        cards.append(card)
    return cards


CARD_FILES = ("cards/base.toml", "cards/gs.toml")
TRANSLATED = ("note",)  # a game card's texts that have a German twin (``note_de``)


def load_catalogue(directory: Path | None = None) -> Catalogue:
    """Load and validate the catalogue from ``directory`` (default: the packaged content)."""
    root: Any = directory if directory is not None else resources.files("rftg.content")
    cards: list[Card] = []
    names: dict[str, str] = {}
    for rel in CARD_FILES:
        path = root.joinpath(rel)
        label = str(path)
        for card in parse_cards(load_toml(path, label), label):
            check_german(card, TRANSLATED, label)
            if card.name in names:
                raise CatalogueError(error(
                    "cards.where", source=label, card=card_label(card.name), error=error(
                        "cards.field", field="name",
                        error=error("cards.duplicate_in", source=names[card.name]))))
            names[card.name] = label
            cards.append(card)
    extra_path = root.joinpath("setup.toml")
    extra = load_toml(extra_path, str(extra_path))
    try:
        presets = [Preset.model_validate(p) for p in extra.get("preset", [])]
        goals = [Goal.model_validate(g) for g in extra.get("goal", [])]
    except ValidationError as exc:
        raise CatalogueError(in_file(extra_path, _describe_errors(exc))) from None
    cat = Catalogue(cards, presets, goals)
    cat.check_references(names, str(extra_path))
    return cat


@cache
def catalogue() -> Catalogue:
    """The packaged catalogue, loaded once."""
    return load_catalogue()
