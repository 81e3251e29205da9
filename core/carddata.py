"""``Card`` and ``Power``: a card and the powers printed on it, as the engine reads them.

Plain slotted classes, built only from validated content: ``rftg.core.cards`` checks a
card file with its pydantic models (``CardModel``, ``PowerModel``) and turns each card into
a ``Card``. The engine reads a card's fields thousands of times a game; on a pydantic model
each read goes through its generic attribute hook, here (compiled, ``rftg.compiled``) it
is a field of a native object. Immutable by convention; equal when every field is equal.
"""

from __future__ import annotations

from typing import Any

from rftg.core import lang as language
from rftg.core.cardbase import (
    POWER_SPECS,
    Bonus,
    CardType,
    Colour,
    Edition,
    Effect,
    GoodsKind,
    Keyword,
    Phase,
    in_language,
)
from rftg.core.value import Value


class Power(Value):
    """One power printed on a card: its phase, its effect and the effect's values
    (``cardbase.POWER_SPECS`` says which values each effect takes)."""

    __slots__ = ("against", "bonuses", "cards", "count", "effect", "is_optional", "is_trade",
                 "kind", "n", "optional", "phase", "target", "this_world", "vp")
    FIELDS = ("phase", "effect", "n", "kind", "this_world", "against", "count", "vp", "cards",
              "bonuses", "target", "optional")
    KEY = FIELDS

    def __init__(self, phase: Phase, effect: Effect, n: int | None = None,
                 kind: GoodsKind | None = None, this_world: bool | None = None,
                 against: Keyword | None = None, count: int | None = None,
                 vp: int | None = None, cards: int | None = None, bonuses: bool | None = None,
                 target: str | None = None, optional: bool | None = None) -> None:
        self.phase = phase
        self.effect = effect
        self.n = n
        self.kind = kind
        self.this_world = this_world
        self.against = against
        self.count = count
        self.vp = vp
        self.cards = cards
        self.bonuses = bonuses
        self.target = target
        self.optional = optional
        spec = POWER_SPECS.get((phase, effect))
        # True where the card says "may"; every other power must be used if possible
        self.is_optional: bool = (spec is not None and spec.optional_by_default
                                  if optional is None else optional)
        self.is_trade: bool = spec is not None and spec.trade  # a "$" trade power

    def value(self, name: str, default: int = 0) -> int:
        """The number ``name`` (n, count, vp, cards), ``default`` where the card has none."""
        # the engine's names read their field directly (no attribute lookup by name)
        v = (self.n if name == "n" else self.count if name == "count" else self.vp
             if name == "vp" else self.cards if name == "cards" else getattr(self, name))
        return default if v is None else int(v)

    def data(self) -> dict[str, Any]:
        """The power as a content file writes it: the values it has, enums as their text."""
        out: dict[str, Any] = {}
        for f in self.FIELDS:
            v = getattr(self, f)
            if v is not None:
                out[f] = v.value if isinstance(v, (Phase, Effect, GoodsKind, Keyword)) else v
        return out


class Card(Value):
    """One distinct card (a design); ``copies`` says how many are in a game's deck."""

    __slots__ = ("bonuses", "colour", "copies", "cost", "custom", "de", "goods",
                 "initial_discard", "is_development", "is_start", "is_world", "keywords",
                 "military", "name", "note", "note_de", "powers", "production", "start",
                 "type", "vp", "windfall")
    FIELDS = ("name", "de", "type", "cost", "vp", "military", "windfall", "goods", "start",
              "colour", "keywords", "copies", "powers", "bonuses", "initial_discard", "note",
              "note_de", "custom")
    KEY = FIELDS

    def __init__(self, name: str, de: str | None, type: CardType, cost: int, vp: int,
                 military: bool = False, windfall: bool = False,
                 goods: GoodsKind | None = None, start: int | None = None,
                 colour: Colour | None = None, keywords: tuple[Keyword, ...] = (),
                 copies: dict[Edition, int] | None = None, powers: tuple[Power, ...] = (),
                 bonuses: tuple[Bonus, ...] = (), initial_discard: int | None = None,
                 note: str | None = None, note_de: str | None = None,
                 custom: bool = False) -> None:
        self.name = name
        self.de = de
        self.type = type
        self.cost = cost  # or defence, for a military world
        self.vp = vp
        self.military = military
        self.windfall = windfall
        self.goods = goods
        self.start = start
        self.colour = colour
        self.keywords = keywords
        self.copies: dict[Edition, int] = {} if copies is None else copies
        self.powers = powers
        self.bonuses = bonuses
        self.initial_discard = initial_discard  # a start world's setup discard (not 2)
        self.note = note  # where a fact was corrected, and from which source
        self.note_de = note_de  # the same in German
        self.custom = custom  # a player's own card (rftg.core.custom)
        self.is_world: bool = type is CardType.WORLD
        self.is_development: bool = type is CardType.DEVELOPMENT
        # a production world: a coloured disc, produces in every Produce phase
        self.production: bool = self.is_world and goods is not None and not windfall
        self.is_start: bool = start is not None

    def __hash__(self) -> int:  # equal cards have equal names (``copies`` is a dict)
        return hash(self.name)

    def replace(self, **changes: Any) -> Card:
        """This card with some fields changed."""
        values = [changes.pop(f) if f in changes else getattr(self, f) for f in self.FIELDS]
        if changes:
            raise TypeError(f"Card has no field {sorted(changes)[0]!r}")
        return type(self)(*values)

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

    def data(self) -> dict[str, Any]:
        """The card as a content file writes it (JSON types): the fields it has."""
        out: dict[str, Any] = {}
        for f in self.FIELDS:
            v = getattr(self, f)
            if v is None:
                continue
            if f == "powers":
                v = [p.data() for p in self.powers]
            elif f == "bonuses":
                v = [b.model_dump(mode="json", exclude_none=True) for b in self.bonuses]
            elif f == "copies":
                v = {ed.value: n for ed, n in self.copies.items()}
            elif f == "keywords":
                v = [k.value for k in self.keywords]
            elif isinstance(v, (CardType, GoodsKind)):
                v = v.value
            out[f] = v
        return out
