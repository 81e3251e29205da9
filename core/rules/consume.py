"""IV: Consume. Trade values, the consume powers usable now, and what each one gains.

Base rules: selling a good (Trade) draws cards by its kind (2/3/4/5) plus trade powers;
each consume power is used once per phase, an "up to N" power takes as many goods as it
can, and a player must go on while a power that is not a "may" can still be used;
2x VP doubles the VP from goods, not from discarded hand cards.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Final

from rftg.core.cards import Card, Effect, Keyword, Power
from rftg.core.moves import UsePower
from rftg.core.rules.powers import PowerRef
from rftg.core.rules.terms import Breakdown, Term
from rftg.core.value import Value

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_EFFECT_CONSUME: Final = Effect.CONSUME
_EFFECT_CONSUME_ALL: Final = Effect.CONSUME_ALL
_EFFECT_CONSUME_DISTINCT: Final = Effect.CONSUME_DISTINCT
_EFFECT_CONSUME_EXACT: Final = Effect.CONSUME_EXACT
_EFFECT_DISCARD_HAND: Final = Effect.DISCARD_HAND
_EFFECT_DRAW: Final = Effect.DRAW
_EFFECT_GAMBLE: Final = Effect.GAMBLE
_EFFECT_TRADE: Final = Effect.TRADE
_EFFECT_TRADE_BONUS: Final = Effect.TRADE_BONUS
_EFFECT_TRADE_BONUS_CHROMOSOME: Final = Effect.TRADE_BONUS_CHROMOSOME

GAMBLE_NUMBERS = range(1, 8)  # "nenne eine Zahl von 1 bis 7"


def sale_bonuses(world: Card, world_key: object, powers: Iterable[tuple[object, Power]],
                 tableau: Iterable[Card]) -> list[tuple[object, Power, int]]:
    """The trade bonuses that apply to selling the good on ``world``: (owner key, power,
    cards) for each. ``powers`` are (owner key, power) pairs; a "this world" bonus counts

# Value classes here are ``rftg.core.rules.value.Value``s (equal by their fields).
    when its owner key is ``world_key``; the chromosome bonus counts ``tableau``'s worlds."""
    kind = world.goods
    tableau = list(tableau)
    out: list[tuple[object, Power, int]] = []
    for owner, pw in powers:
        if pw.effect is _EFFECT_TRADE_BONUS:
            if pw.this_world and owner != world_key:
                continue
            if pw.kind is not None and pw.kind is not kind:
                continue
            out.append((owner, pw, pw.value("n")))
        elif pw.effect is _EFFECT_TRADE_BONUS_CHROMOSOME and pw.kind is kind:
            out.append((owner, pw, sum(1 for c in tableau
                                       if c.is_world and c.has(Keyword.CHROMOSOME))))
    return out


def trade_value(world_id: int, cards: Sequence[Card], powers: Iterable[PowerRef],
                tableau: Iterable[int], with_bonuses: bool = True) -> Breakdown:
    """Cards for selling the good on ``world_id``: its kind's trade value plus, with
    bonuses, every trade bonus that applies."""
    world = cards[world_id]
    kind = world.goods
    assert kind is not None, "only a world with a goods kind holds goods"
    terms = [Term(f"trade_{kind.value}", kind.trade_value)]
    if with_bonuses:
        for owner, pw, n in sale_bonuses(world, world_id, ((c, pw) for c, _, pw in powers),
                                         (cards[c] for c in tableau)):
            assert isinstance(owner, int)
            if pw.effect is _EFFECT_TRADE_BONUS_CHROMOSOME:
                terms.append(Term("chromosome", n, owner, n))
            else:
                terms.append(Term("power", n, owner))
    return Breakdown(tuple(terms))


def goods_for(pw: Power, world: int, goods: Iterable[int], cards: Sequence[Card]) -> list[int]:
    """Worlds holding a good that power ``pw`` (on card ``world``) may take."""
    only_here, kind = pw.this_world, pw.kind
    return [w for w in goods
            if (not only_here or w == world) and (kind is None or cards[w].goods is kind)]


class ConsumeOption(Value):
    """A consume power usable now: the move, the goods (or hand cards) it may take and how
    many, and whether it must be used (not a "may")."""

    __slots__ = ("cards_from", "mandatory", "max_cards", "min_cards", "move", "power")
    FIELDS = ("move", "power", "cards_from", "min_cards", "max_cards", "mandatory")

    def __init__(self, move: UsePower, power: Power, cards_from: tuple[int, ...] = (),
                 min_cards: int = 0, max_cards: int = 0, mandatory: bool = False) -> None:
        self.move = move
        self.power = power
        self.cards_from = cards_from
        self.min_cards = min_cards
        self.max_cards = max_cards
        self.mandatory = mandatory


def consume_options(powers: Iterable[PowerRef], used: Collection[tuple[int, int]],
                    goods: Collection[int], hand: Sequence[int], cards: Sequence[Card],
                    can_draw: bool) -> list[ConsumeOption]:
    """The consume powers usable now (trade bonuses are not consume powers)."""
    out: list[ConsumeOption] = []
    nkinds = -1  # kinds of goods held, counted when a power asks
    for cid, i, pw in powers:
        if (cid, i) in used or pw.is_trade:
            continue
        must = not pw.is_optional
        move = UsePower(cid, i)
        e = pw.effect
        if e is _EFFECT_CONSUME:
            worlds = goods_for(pw, cid, goods, cards)
            k = min(pw.value("count"), len(worlds))
            if k:
                out.append(ConsumeOption(move, pw, tuple(worlds), k, k, must))
        elif e is _EFFECT_CONSUME_EXACT:
            worlds = goods_for(pw, cid, goods, cards)
            k = pw.value("count")
            if len(worlds) >= k:
                out.append(ConsumeOption(move, pw, tuple(worlds), k, k, must))
        elif e is _EFFECT_CONSUME_DISTINCT:
            k = pw.value("count")
            if nkinds < 0:
                nkinds = len({cards[w].goods for w in goods})
            if nkinds >= k:
                out.append(ConsumeOption(move, pw, tuple(goods), k, k, must))
        elif e is _EFFECT_CONSUME_ALL:
            if goods:
                out.append(ConsumeOption(move, pw, tuple(goods), len(goods), len(goods), must))
        elif e is _EFFECT_TRADE:
            if goods:
                out.append(ConsumeOption(move, pw, tuple(goods), 1, 1, must))
        elif e is _EFFECT_DISCARD_HAND:
            if hand:
                out.append(ConsumeOption(move, pw, tuple(hand), 1,
                                         min(pw.value("count"), len(hand)), must))
        elif e is _EFFECT_DRAW:
            out.append(ConsumeOption(move, pw, mandatory=must))
        elif e is _EFFECT_GAMBLE and can_draw:
            out.extend(ConsumeOption(UsePower(cid, i, number=k), pw, mandatory=must)
                       for k in GAMBLE_NUMBERS)
    return out


def distinct_kinds_ok(pw: Power, goods: Sequence[int], cards: Sequence[Card]) -> bool:
    """"Verbrauche 3 Güter verschiedener Art": the goods named are of different kinds."""
    if pw.effect is not _EFFECT_CONSUME_DISTINCT:
        return True
    return len({cards[w].goods for w in goods}) == len(goods)


class Gain(Value):
    """What using a consume power gains: VP (doubled by 2x VP where it applies) and cards."""

    __slots__ = ("cards", "vp")
    FIELDS = ("vp", "cards")

    def __init__(self, vp: Breakdown, cards: Breakdown) -> None:
        self.vp = vp
        self.cards = cards


def consume_gain(pw: Power, taken: int, doubled: bool, sale: Breakdown | None = None) -> Gain:
    """The VP and cards of consume power ``pw`` taking ``taken`` goods (or hand cards for
    a discard power). ``sale`` is the trade value for a trade power (``trade_value``, with
    or without bonuses as the power says). 2x VP doubles VP from goods only."""
    e = pw.effect
    vp: list[Term] = []
    cards: list[Term] = []
    if e is _EFFECT_CONSUME:
        vp.append(Term("vp_per_good", pw.value("vp") * taken, n=taken))
        cards.append(Term("cards_per_good", pw.value("cards") * taken, n=taken))
    elif e is _EFFECT_CONSUME_EXACT or e is _EFFECT_CONSUME_DISTINCT:
        vp.append(Term("vp_power", pw.value("vp")))
        cards.append(Term("cards_power", pw.value("cards")))
    elif e is _EFFECT_CONSUME_ALL:
        vp.append(Term("vp_per_good", pw.value("vp") * taken, n=taken))
        if taken:
            vp.append(Term("consume_all_less", -1))
    elif e is _EFFECT_TRADE:
        assert sale is not None
        cards.extend(sale.terms)
    elif e is _EFFECT_DISCARD_HAND:
        return Gain(Breakdown((Term("vp_per_card", pw.value("vp") * taken, n=taken),)),
                    Breakdown(()))
    elif e is _EFFECT_DRAW:
        cards.append(Term("cards_power", pw.value("n")))
    base = Breakdown(tuple(vp), floor=0)
    if doubled and base.total:
        base = Breakdown((*vp, Term("double_vp", base.total)), floor=0)
    return Gain(base, Breakdown(tuple(cards)))
