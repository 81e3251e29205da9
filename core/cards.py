"""Cards as data: the catalogue loaded (and validated) from the TOML files in
``rftg.content``, and the pydantic models that check a card file (``CardModel``,
``PowerModel``) before it becomes the engine's ``Card`` and ``Power``
(``rftg.core.carddata``).

A card's powers are plain data (phase, effect, values). The rules engine interprets
them; ``POWER_SPECS`` is the one list of effects it knows, with the parameters each
takes. A content file naming an unknown effect or parameter is refused on load with a
message naming the file, the card and the field.

Every name of ``rftg.core.cardbase`` and ``rftg.core.carddata`` is imported from here.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from enum import StrEnum
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from rftg.core import lang as language
from rftg.core import limits
from rftg.core.cardbase import CONSUME_EFFECTS as CONSUME_EFFECTS
from rftg.core.cardbase import DRAW_EFFECTS as DRAW_EFFECTS
from rftg.core.cardbase import GOODS_EFFECTS as GOODS_EFFECTS
from rftg.core.cardbase import POWER_SPECS as POWER_SPECS
from rftg.core.cardbase import TRADE_VALUE as TRADE_VALUE
from rftg.core.cardbase import Bonus as Bonus
from rftg.core.cardbase import BonusMatch as BonusMatch
from rftg.core.cardbase import CardType as CardType
from rftg.core.cardbase import Colour as Colour
from rftg.core.cardbase import Edition as Edition
from rftg.core.cardbase import Effect as Effect
from rftg.core.cardbase import GoalCondition as GoalCondition
from rftg.core.cardbase import GoodsKind as GoodsKind
from rftg.core.cardbase import Keyword as Keyword
from rftg.core.cardbase import Phase as Phase
from rftg.core.cardbase import PowerSpec as PowerSpec
from rftg.core.cardbase import in_language as in_language
from rftg.core.carddata import Card as Card
from rftg.core.carddata import Power as Power
from rftg.core.errors import CatalogueError as CatalogueError  # its home: errors
from rftg.core.errors import FileError, error, read_toml

E = TypeVar("E", bound=StrEnum)


def member_or_text(kind: type[E]) -> WrapValidator:
    """A card file's name of a member of ``kind`` (an effect) read as that member; a name
    of none stays text for the model's own check, which refuses it naming the known ones
    (so the file's reader says what it said before the names were an enum). Written out
    as a member, as the enum is."""

    def read(value: object, handler: ValidatorFunctionWrapHandler) -> E | str:
        if not isinstance(value, str):
            raise PydanticCustomError("string_type", "Input should be a valid string")
        try:
            return kind(value)
        except ValueError:
            return value

    return WrapValidator(read)


class PowerModel(BaseModel):
    """A power as a card file writes it, checked against ``POWER_SPECS``; ``power()`` is
    the engine's ``Power``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    phase: Phase
    effect: Annotated[Effect, member_or_text(Effect)]
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
    def _check_effect(self) -> PowerModel:
        spec = POWER_SPECS.get((self.phase, self.effect))
        if spec is None:  # no such effect (``member_or_text``), or not in this phase
            known = sorted(e for (p, e) in POWER_SPECS if p == self.phase)
            raise ValueError(error("cards.unknown_effect", effect=repr(str(self.effect))[:80],
                                   phase=self.phase.value, known=", ".join(known)))
        for f in ("n", "count", "vp", "cards"):
            value = getattr(self, f)
            # a military power may lower military (Contact Specialist: -1)
            bounds = limits.MILITARY if f == "n" and self.effect is Effect.MILITARY else \
                limits.POWER_VALUE
            if value is not None and not limits.within(value, bounds):
                raise ValueError(error("cards.power_range", field=f, value=value,
                                       effect=self.effect.value, low=bounds[0], high=bounds[1]))
        given = {f for f in _PARAM_FIELDS if getattr(self, f) is not None}
        missing = spec.required - given
        if missing:
            raise ValueError(error("cards.effect_needs", effect=repr(self.effect.value),
                                   fields=", ".join(sorted(missing))))
        extra = given - spec.allowed
        if extra:
            raise ValueError(error("cards.effect_extra", effect=repr(self.effect.value),
                                   fields=", ".join(sorted(extra))))
        return self

    def power(self) -> Power:
        return Power(self.phase, self.effect, self.n, self.kind, self.this_world,
                     self.against, self.count, self.vp, self.cards, self.bonuses, self.target,
                     self.optional)


# the values an effect may require or allow (POWER_SPECS); ``optional`` is allowed for all
_PARAM_FIELDS = tuple(f for f in Power.FIELDS if f not in ("phase", "effect", "optional"))


class CardModel(BaseModel):
    """A card as a card file writes it, with the checks of its fields; ``card()`` is the
    engine's ``Card``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    de: str | None = None
    type: CardType
    cost: int = Field(ge=limits.COST[0], le=limits.COST[1],
                      description="cost, or defence for a military world")
    vp: int = Field(ge=limits.VP[0], le=limits.VP[1])
    military: bool = False
    windfall: bool = False
    goods: GoodsKind | None = None
    start: int | None = Field(default=None, ge=limits.START[0], le=limits.START[1])
    colour: Colour | None = None
    keywords: tuple[Keyword, ...] = ()
    copies: dict[Edition, int]
    powers: tuple[PowerModel, ...] = ()
    bonuses: tuple[Bonus, ...] = ()
    initial_discard: int | None = Field(
        default=None, ge=limits.INITIAL_DISCARD[0], le=limits.INITIAL_DISCARD[1],
        description="a start world's setup power: discard this many (not 2)"
    )
    note: str | None = None  # where a fact was corrected, and from which source
    note_de: str | None = None  # the same in German (the game's cards: wherever ``note`` is)
    custom: bool = Field(default=False, description="a player's own card (rftg.core.custom)")

    @model_validator(mode="after")
    def _check(self) -> CardModel:
        for f, longest in (("name", limits.NAME), ("de", limits.NAME), ("note", limits.TEXT),
                           ("note_de", limits.TEXT)):
            value = getattr(self, f)
            problem = None if value is None else limits.text_problem(value, longest)
            if problem is not None:
                raise ValueError(error("cards.field", field=f, error=problem))
        if len(self.powers) > limits.POWERS:
            raise ValueError(error("cards.powers_many", n=len(self.powers), most=limits.POWERS))
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
            and (p.effect is Effect.PRODUCE
                 or (p.effect is Effect.DISCARD_PRODUCE and p.target == "this"))
            for p in self.powers
        )
        if produces and self.goods is None:
            raise ValueError(error("cards.produce_goods"))
        if self.goods is not None and not (self.windfall or produces):
            raise ValueError(error("cards.goods_world"))
        for ed, n in self.copies.items():
            if n < 0:
                raise ValueError(error("cards.copies_negative", edition=ed.value))
            if n > limits.COPIES[1]:
                raise ValueError(error("cards.copies_many", edition=ed.value, n=n,
                                       most=limits.COPIES[1]))
        return self

    def card(self) -> Card:
        return Card(self.name, self.de, self.type, self.cost, self.vp, self.military,
                    self.windfall, self.goods, self.start, self.colour, self.keywords,
                    self.copies, tuple(p.power() for p in self.powers), self.bonuses,
                    self.initial_discard, self.note, self.note_de, self.custom)


def card_from(data: Any) -> Card:
    """A card from a content file's table (or a ``Card``, as it is); pydantic's
    ValidationError if it is not a valid card."""
    return data if isinstance(data, Card) else CardModel.model_validate(data).card()


CardField = Annotated[Card, PlainValidator(card_from),
                      PlainSerializer(lambda card: card.data(), return_type=dict[str, Any])]
"""A ``Card`` as a field of a pydantic model (a setup's own cards): read from its table,
written as one."""


# --------------------------------------------------------------------------- presets, goals


class Preset(BaseModel):
    """A first-game start: a start world and the four numbered cards of its preset hand."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    start: int
    world: str
    hand: tuple[str, ...] = Field(min_length=4, max_length=4)
    edition: Edition = Edition.BASE


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


def check_german(card: BaseModel | Card, fields: Iterable[str], label: str) -> None:
    """A card of the game's own content files has both languages of each text of
    ``fields``; CatalogueError naming the file, the card and the field otherwise."""
    problem = missing_language(card.data() if isinstance(card, Card) else dict(card), fields)
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
            card = card_from(entry)
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
