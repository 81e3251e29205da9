"""The named values cards and goals are made of, as enums: card types, goods kinds (with
their trade values), the phases, keywords, editions, what a power does (``Effect``, with
its groups) and what a goal of The Gathering Storm counts (``GoalCondition``).

A module of its own so that it is compiled with the engine (``rftg.compiled``): there a
member (``Effect.REDUCE``) is a constant, where an enum of an interpreted module is looked
up by name at every use. ``rftg.core.cardbase`` and ``rftg.core.cards`` re-export every
name; the rest of rftg imports them from ``rftg.core.cards``.
"""

from __future__ import annotations

from enum import StrEnum


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


class Effect(StrEnum):
    """What a power does, by the name card files give it (``POWER_SPECS`` says in which
    phases each works and which values it takes there: "draw" is a power of four phases).
    A file naming another effect is refused on load."""

    # I: Explore
    DRAW = "draw"
    KEEP = "keep"
    # II: Develop, III: Settle
    DRAW_AFTER = "draw_after"
    REDUCE = "reduce"
    MILITARY = "military"
    REDUCE_TO_ZERO = "reduce_to_zero"
    TEMP_MILITARY = "temp_military"
    PAY_MILITARY = "pay_military"
    MILITARY_FROM_HAND = "military_from_hand"
    PLACE_SECOND = "place_second"
    # IV: Consume
    TRADE_BONUS = "trade_bonus"
    TRADE_BONUS_CHROMOSOME = "trade_bonus_chromosome"
    TRADE = "trade"
    CONSUME = "consume"
    CONSUME_EXACT = "consume_exact"
    CONSUME_DISTINCT = "consume_distinct"
    CONSUME_ALL = "consume_all"
    DISCARD_HAND = "discard_hand"
    GAMBLE = "gamble"
    # V: Produce
    PRODUCE = "produce"
    WINDFALL = "windfall"
    DRAW_IF_PRODUCED = "draw_if_produced"
    DRAW_PER_GOOD = "draw_per_good"
    DRAW_PER_KIND = "draw_per_kind"
    DRAW_MOST = "draw_most"
    DRAW_PER_WORLD = "draw_per_world"
    DRAW_PER_MILITARY_WORLD = "draw_per_military_world"
    DISCARD_PRODUCE = "discard_produce"


# The effects that draw cards (every "draw..."); those that consume goods for VP and cards
# (every "consume..."); the consume powers that take goods (those and the trade power).
DRAW_EFFECTS: frozenset[Effect] = frozenset(e for e in Effect if e.startswith("draw"))
CONSUME_EFFECTS: frozenset[Effect] = frozenset(e for e in Effect if e.startswith("consume"))
GOODS_EFFECTS: frozenset[Effect] = CONSUME_EFFECTS | {Effect.TRADE}


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


class GoalCondition(StrEnum):
    """What a goal counts (``rftg.core.rules.goals.goal_value``), by the name setup.toml
    gives it."""

    CHIPS = "chips"  # VP in chips
    SIX_COST_DEVELOPMENTS = "six_cost_developments"
    POWER_IN_EVERY_PHASE = "power_in_every_phase"  # Innovation Leader's slots filled
    DISCARDED_AT_ROUND_END = "discarded_at_round_end"  # Budget Surplus
    ALL_GOODS_KINDS = "all_goods_kinds"  # worlds of each kind of good
    ALIEN_CARDS = "alien_cards"
    PRODUCTION_WORLDS = "production_worlds"
    DEVELOPMENTS = "developments"
    MILITARY = "military"
    NOVELTY_RARE_WORLDS = "novelty_rare_worlds"
