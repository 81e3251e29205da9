"""What cards are made of: the enums of ``rftg.core.cardenums`` (card types, goods kinds,
phases, keywords, editions, power effects), the one table of power effects the rules know
(``POWER_SPECS``), and a 6-cost development's bonus lines.

Shared by ``rftg.core.carddata`` (the card and power classes the engine reads) and
``rftg.core.cards`` (which validates the content files into them); ``rftg.core.cards``
re-exports every name, and the rest of rftg imports them from there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rftg.core import lang as language
from rftg.core.cardenums import CONSUME_EFFECTS as CONSUME_EFFECTS
from rftg.core.cardenums import DRAW_EFFECTS as DRAW_EFFECTS
from rftg.core.cardenums import GOODS_EFFECTS as GOODS_EFFECTS
from rftg.core.cardenums import TRADE_VALUE as TRADE_VALUE
from rftg.core.cardenums import CardType as CardType
from rftg.core.cardenums import Edition as Edition
from rftg.core.cardenums import Effect as Effect
from rftg.core.cardenums import GoalCondition as GoalCondition
from rftg.core.cardenums import GoodsKind as GoodsKind
from rftg.core.cardenums import Keyword as Keyword
from rftg.core.cardenums import Phase as Phase
from rftg.core.errors import error

Colour = Literal["red", "blue"]


# --------------------------------------------------------------------------- powers


@dataclass(frozen=True)
class PowerSpec:
    """What one effect means and which parameters it takes."""

    phase: Phase
    effect: Effect
    summary: str
    required: frozenset[str] = frozenset()
    allowed: frozenset[str] = frozenset()
    optional_by_default: bool = False
    trade: bool = False  # a "$" trade power (not a consume power for 6-cost bonuses)


def _spec(
    phase: Phase,
    effect: Effect,
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
POWER_SPECS: dict[tuple[Phase, Effect], PowerSpec] = {
    (s.phase, s.effect): s
    for s in [
        # I: Explore
        _spec(_E, Effect.DRAW, "draw n more cards to choose from", ["n"]),
        _spec(_E, Effect.KEEP, "keep n more cards", ["n"]),
        # II: Develop
        _spec(_D, Effect.DRAW, "draw n cards at the start of the phase", ["n"]),
        _spec(_D, Effect.DRAW_AFTER, "draw n cards after placing a development", ["n"]),
        _spec(_D, Effect.REDUCE, "developments cost n less", ["n"]),
        # III: Settle
        _spec(_S, Effect.MILITARY,
              "military +n (or -n); with kind or against: only for such worlds",
              ["n"], ["kind", "against"]),
        _spec(_S, Effect.REDUCE, "non-military worlds (of kind) cost n less", ["n"], ["kind"]),
        _spec(_S, Effect.REDUCE_TO_ZERO,
              "discard this card from the tableau: a non-military, non-Alien world costs 0",
              may=True),
        _spec(_S, Effect.TEMP_MILITARY,
              "discard this card from the tableau: military +n until the end of the phase",
              ["n"], may=True),
        _spec(_S, Effect.PAY_MILITARY,
              "pay for a non-Alien military world with cards, cost = defence - n", ["n"],
              may=True),
        _spec(_S, Effect.DRAW_AFTER, "draw n cards after placing a world", ["n"]),
        _spec(_S, Effect.MILITARY_FROM_HAND,
              "discard up to n hand cards: military +1 each until the end of the phase", ["n"],
              may=True),
        _spec(_S, Effect.PLACE_SECOND, "place a second world in this phase", may=True),
        # IV: Consume (trade powers first)
        _spec(_C, Effect.TRADE_BONUS,
              "draw n more cards when selling a good (of kind / this world)",
              ["n"], ["kind", "this_world"], trade=True),
        _spec(_C, Effect.TRADE_BONUS_CHROMOSOME,
              "draw 1 more card per chromosome world when selling a good of kind", ["kind"],
              trade=True),
        _spec(_C, Effect.TRADE, "consume power: sell one good for its trade value", ["bonuses"]),
        _spec(_C, Effect.CONSUME,
              "consume up to count goods (of kind / this world): vp and cards each",
              ["count"], ["kind", "this_world", "vp", "cards"]),
        _spec(_C, Effect.CONSUME_EXACT, "consume exactly count goods (of kind): vp and cards once",
              ["count"], ["kind", "vp", "cards"]),
        _spec(_C, Effect.CONSUME_DISTINCT,
              "consume count goods of different kinds: vp and cards once",
              ["count"], ["vp", "cards"]),
        _spec(_C, Effect.CONSUME_ALL, "consume all your goods: vp = goods - 1", ["vp"]),
        _spec(_C, Effect.DISCARD_HAND, "discard up to count hand cards: vp each (never doubled)",
              ["count", "vp"], may=True),
        _spec(_C, Effect.DRAW, "draw n cards", ["n"]),
        _spec(_C, Effect.GAMBLE,
              "name a number 1-7 and reveal the top card; keep it if its cost/defence matches"),
        # V: Produce
        _spec(_P, Effect.PRODUCE, "produce a good of this world's kind on this world"),
        _spec(_P, Effect.WINDFALL, "produce a good on one of your empty windfall worlds (of kind)",
              [], ["kind"]),
        _spec(_P, Effect.DRAW, "draw n cards", ["n"]),
        _spec(_P, Effect.DRAW_IF_PRODUCED, "draw n cards if this world produced a good", ["n"]),
        _spec(_P, Effect.DRAW_PER_GOOD, "draw n per good of kind produced in this phase",
              ["n", "kind"]),
        _spec(_P, Effect.DRAW_PER_KIND, "draw n per different kind of good produced in this phase",
              ["n"]),
        _spec(_P, Effect.DRAW_MOST, "draw n if you produced more goods of kind than anyone else",
              ["n", "kind"]),
        _spec(_P, Effect.DRAW_PER_WORLD, "draw n per world of kind in your tableau", ["n", "kind"]),
        _spec(_P, Effect.DRAW_PER_MILITARY_WORLD,
              "draw n per military world in your tableau", ["n"]),
        _spec(_P, Effect.DISCARD_PRODUCE,
              "discard a hand card to produce a good on this world or on an empty windfall world",
              ["target"], may=True),
    ]
}


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
