"""Jump Drive's cards as data: the pydantic models of a card and its powers, and the
catalogue loaded (and validated) from ``rftg.content/cards/jumpdrive.toml``.

A Jump Drive card is a development or a world; a world has a colour (the goods kinds of
Race for the Galaxy: blue Novelty, brown Rare, green Gene, yellow Alien) or none (grey),
may be a military world (its number is a defence) and may be a Rebel world. Every card
carries icons (explore, military, chromosome), a VP value and an income value (new cards
at the end of each round), and powers: plain data that ``rftg.core.jumpdrive.rules``
interprets. ``EFFECTS`` is the one list of effects, with the parameters each takes; a
content file naming an unknown effect or parameter is refused with a message naming the
file, the card and the field.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from enum import StrEnum
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rftg.core import lang as language
from rftg.core.cards import (
    CardType,
    CatalogueError,
    GoodsKind,
    NameIndex,
    _describe_errors,
    card_label,
    check_german,
    in_file,
    in_language,
    load_toml,
    member_or_text,
    missing_language,
)
from rftg.core.errors import error

Count = Literal["explore", "military", "chromosome", "world", "development",
                "military_world", "card"]

class JdEffect(StrEnum):
    """What a Jump Drive power does, by the name its card file gives it (``EFFECTS`` says
    which values each takes). A file naming another effect is refused on load."""

    DISCOUNT = "discount"
    MILITARY = "military"
    MILITARY_PER = "military_per"
    CONTACT = "contact"
    SECOND_WORLD = "second_world"
    SECOND_CONQUEST = "second_conquest"
    PEACEFUL = "peaceful"
    PACT_BONUS = "pact_bonus"
    TO_MOST_MILITARY = "to_most_military"
    VP_PER = "vp_per"
    INCOME_PER = "income_per"
    VP_WITH = "vp_with"
    INCOME_WITH = "income_with"


# effect -> (required parameters, allowed parameters)
EFFECTS: dict[JdEffect, tuple[frozenset[str], frozenset[str]]] = {
    # paying: cards of this target cost n less (never below 0)
    JdEffect.DISCOUNT: (frozenset({"n", "on"}), frozenset({"kind", "card"})),
    # military for conquering (only worlds of kind / Rebel worlds, if given)
    JdEffect.MILITARY: (frozenset({"n"}), frozenset({"kind", "rebel"})),
    # military n per counted icon in the empire
    JdEffect.MILITARY_PER: (frozenset({"n", "count"}), frozenset()),
    # Contact Specialist: place a non-yellow military world by paying its defence, -1
    JdEffect.CONTACT: (frozenset(), frozenset()),
    # Colony Convoy: discard it from the empire to place a second non-military world, -2
    JdEffect.SECOND_WORLD: (frozenset({"n"}), frozenset()),
    # Military Convoy: conquer a second military world with the military left over
    JdEffect.SECOND_CONQUEST: (frozenset(), frozenset()),
    # Trade Pact: placed only with 0 military or a Contact Specialist in the empire
    JdEffect.PEACEFUL: (frozenset(), frozenset()),
    # Trade Pact: n VP more while another empire holds a card of this name
    JdEffect.PACT_BONUS: (frozenset({"n", "card"}), frozenset()),
    # War Propaganda: before scoring it goes to the player with the most military
    JdEffect.TO_MOST_MILITARY: (frozenset(), frozenset()),
    # VP / income per counted thing ("per" things: n), in this empire or the others'
    JdEffect.VP_PER: (frozenset({"n", "count"}), frozenset({"kind", "card", "per", "others",
                                                      "rebel"})),
    JdEffect.INCOME_PER: (frozenset({"n", "count"}), frozenset({"kind", "card", "per", "rebel"})),
    # the "mit" bonus: n VP / income once if the empire holds the card (or a world of kind)
    JdEffect.VP_WITH: (frozenset({"n"}), frozenset({"card", "kind"})),
    JdEffect.INCOME_WITH: (frozenset({"n"}), frozenset({"card", "kind"})),
}
_PARAMS = ("n", "on", "kind", "card", "rebel", "count", "per", "others")


class JdPower(BaseModel):
    """One power of a Jump Drive card: its effect and the effect's values."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    effect: Annotated[JdEffect, member_or_text(JdEffect)]
    n: int | None = None
    on: Literal["development", "world", "card"] | None = None
    kind: GoodsKind | None = None
    card: str | None = None
    rebel: bool | None = None
    count: Count | None = None
    per: int | None = Field(default=None, ge=1)
    others: bool | None = None

    @model_validator(mode="after")
    def _check(self) -> JdPower:
        spec = EFFECTS.get(self.effect)
        if spec is None:  # a name of no effect (``member_or_text``)
            raise ValueError(error("cards.jd_unknown_effect", effect=repr(str(self.effect)),
                                   known=", ".join(sorted(EFFECTS))))
        required, allowed = spec
        given = {f for f in _PARAMS if getattr(self, f) is not None}
        missing = required - given
        if missing:
            raise ValueError(error("cards.effect_needs", effect=repr(self.effect.value),
                                   fields=", ".join(sorted(missing))))
        extra = given - required - allowed
        if extra:
            raise ValueError(error("cards.effect_extra", effect=repr(self.effect.value),
                                   fields=", ".join(sorted(extra))))
        if self.count == "card" and self.card is None:
            raise ValueError(error("cards.jd_count_card"))
        if self.on == "card" and self.card is None:
            raise ValueError(error("cards.jd_discount_card"))
        return self

    def value(self) -> int:
        return 0 if self.n is None else self.n


class JdCard(BaseModel):
    """One distinct Jump Drive card (a design); ``copies`` say how many a game has."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    de: str | None = None
    type: CardType
    cost: int = Field(ge=0, description="cost, or defence for a military world")
    military: bool = False  # a military world: cost is its defence (red number)
    kind: GoodsKind | None = None  # a world's colour; None: grey
    rebel: bool = False
    copies: int = Field(ge=1)
    explore: int = Field(default=0, ge=0)  # icons
    strength: int = Field(default=0, ge=0)  # military icons
    chromosome: int = Field(default=0, ge=0)
    vp: int = Field(default=0, ge=0)
    income: int = Field(default=0, ge=0)
    powers: tuple[JdPower, ...] = ()
    middle: bool = False  # not in the deck: lies in the middle of the table (Survey Team)
    limit: int | None = Field(default=None, ge=1)  # at most this many per empire
    unconfirmed: str | None = None  # why a fact is not confirmed by a second source
    unconfirmed_de: str | None = None  # the same in German (wherever ``unconfirmed`` is)
    note: str | None = None  # a correction, and its source
    note_de: str | None = None  # the same in German (wherever ``note`` is)

    @model_validator(mode="after")
    def _check(self) -> JdCard:
        if self.type is CardType.DEVELOPMENT:
            for f in ("military", "rebel"):
                if getattr(self, f):
                    raise ValueError(error("cards.development_not", field=f))
            if self.kind is not None:
                raise ValueError(error("cards.jd_development_colour"))
        elif self.middle:
            raise ValueError(error("cards.jd_middle"))
        if self.rebel and not self.military:
            raise ValueError(error("cards.jd_rebel"))
        return self

    @property
    def is_world(self) -> bool:
        return self.type is CardType.WORLD

    @property
    def is_development(self) -> bool:
        return self.type is CardType.DEVELOPMENT

    def has(self, effect: JdEffect) -> bool:
        return any(p.effect == effect for p in self.powers)

    def note_text(self, lang: str | None = None) -> str | None:
        """The card's note in ``lang`` (None: the run's language); None without one."""
        return in_language(self.note, self.note_de, lang)

    def unconfirmed_text(self, lang: str | None = None) -> str | None:
        """Why a fact of the card is not confirmed, in ``lang``; None if it is."""
        return in_language(self.unconfirmed, self.unconfirmed_de, lang)

    def kind_text(self, lang: str | None = None) -> str:
        """'blue Rebel military world', 'development', ... in ``lang``."""
        if self.is_development:
            return language.text("game", "jd_kind.development", lang)
        colour = language.text("game", f"jd_colour.{self.kind.value if self.kind else 'grey'}",
                               lang)
        key = ("rebel_" if self.rebel else "") + ("military_world" if self.military else "world")
        return language.text("game", f"jd_kind.{key}", lang, colour=colour)


COLOUR: dict[GoodsKind, str] = {
    GoodsKind.NOVELTY: "blue", GoodsKind.RARE: "brown", GoodsKind.GENE: "green",
    GoodsKind.ALIEN: "yellow",
}


class JdCatalogue(Mapping[str, JdCard]):
    """All distinct Jump Drive cards by name (content order), with name lookups."""

    def __init__(self, cards: Iterable[JdCard], setup_note: str = "",
                 not_public: str = "", setup_note_de: str = "", not_public_de: str = ""
                 ) -> None:
        self._cards: dict[str, JdCard] = {}
        for c in cards:
            if c.name in self._cards:
                raise CatalogueError(in_file(card_label(c.name), error("cards.duplicate")))
            self._cards[c.name] = c
        self._names = NameIndex((c.name, c.de) for c in self._cards.values())
        self.setup_note = setup_note  # where the setup (the deal) comes from
        self.not_public = not_public  # what rftg leaves out, not being public
        self.setup_note_de = setup_note_de
        self.not_public_de = not_public_de

    def setup_note_text(self, lang: str | None = None) -> str:
        """Where the setup comes from, in ``lang`` (None: the run's language)."""
        return in_language(self.setup_note, self.setup_note_de, lang) or ""

    def not_public_text(self, lang: str | None = None) -> str:
        """What rftg leaves out because it is not public, in ``lang``."""
        return in_language(self.not_public, self.not_public_de, lang) or ""

    def __getitem__(self, name: str) -> JdCard:
        return self._cards[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def cards(self) -> list[JdCard]:
        return list(self._cards.values())

    def find(self, name: str) -> JdCard | None:
        real = self._names.find(name)
        return None if real is None else self._cards[real]

    def close_matches(self, name: str, n: int = 5) -> list[str]:
        return self._names.close_matches(name, n)

    def deck_cards(self) -> tuple[JdCard, ...]:
        """Every physical card: the deck's first (content order), then the middle's."""
        deck = [c for c in self._cards.values() if not c.middle for _ in range(c.copies)]
        middle = [c for c in self._cards.values() if c.middle for _ in range(c.copies)]
        return tuple(deck + middle)

    def check_references(self, label: str) -> None:
        for c in self._cards.values():
            for p in c.powers:
                if p.card is not None and p.card not in self._cards:
                    raise CatalogueError(error(
                        "cards.where", source=label, card=card_label(c.name), error=error(
                            "cards.field", field="powers",
                            error=error("cards.unknown_bonus_card", name=repr(p.card)))))


CARD_FILE = "cards/jumpdrive.toml"
TRANSLATED = ("unconfirmed", "note")  # a card's texts that have a German twin (``note_de``)
SETUP_TEXTS = ("deal_note", "not_public", "deal_note_de", "not_public_de")  # [setup]


def parse_jd(data: Mapping[str, Any], label: str) -> JdCatalogue:
    unknown = set(data) - {"card", "setup"}
    if unknown:
        raise CatalogueError(error("cards.top_level", source=label,
                                   keys=", ".join(sorted(unknown))))
    raw = data.get("card", [])
    if not isinstance(raw, list):
        raise CatalogueError(error("cards.not_array", source=label))
    cards: list[JdCard] = []
    for i, entry in enumerate(raw, 1):
        name = entry.get("name") if isinstance(entry, dict) else None
        who = card_label(name) if name else error("cards.card_number", i=i)
        try:
            card = JdCard.model_validate(entry)
        except ValidationError as exc:
            raise CatalogueError(error("cards.where", source=label, card=who,
                                       error=_describe_errors(exc))) from None
        check_german(card, TRANSLATED, label)
        cards.append(card)
    setup = data.get("setup", {})
    if not isinstance(setup, dict):
        raise CatalogueError(error("cards.jd_setup", source=label))
    texts = {key: str(setup.get(key) or "") for key in SETUP_TEXTS}
    problem = missing_language(texts, ("deal_note", "not_public"))
    if problem is not None:
        raise CatalogueError(error("cards.where", source=label, card="[setup]", error=problem))
    try:
        cat = JdCatalogue(cards, texts["deal_note"], texts["not_public"],
                          texts["deal_note_de"], texts["not_public_de"])
    except CatalogueError as exc:
        raise CatalogueError(in_file(label, exc)) from None
    cat.check_references(label)
    return cat


def load_jd_catalogue(directory: Path | None = None) -> JdCatalogue:
    """Load and validate the Jump Drive cards (default: the packaged content)."""
    root: Any = directory if directory is not None else resources.files("rftg.content")
    path = root.joinpath(CARD_FILE)
    label = str(path)
    return parse_jd(load_toml(path, label), label)


@cache
def jd_catalogue() -> JdCatalogue:
    """The packaged Jump Drive catalogue, loaded once."""
    return load_jd_catalogue()
