"""V: Produce. Which worlds produce, the windfall choices, and the cards drawn for what
was produced.

Base rules: every production world without a good produces one; the Produce bonus puts a
good on one empty windfall world; windfall powers ("Windfall-Produktion") must be used if
an empty windfall world of their kind is there; discard-to-produce powers may be used.
Draw powers count what was produced in this phase, once the player's goods are placed;
"mehr ... als jeder andere Spieler" waits for everyone, and a tie gives nobody the cards.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from rftg.core.cards import Card, GoodsKind, Power
from rftg.core.decisions import Move, ProduceBonus, UsePower
from rftg.core.rules.powers import PowerRef
from rftg.core.rules.terms import Breakdown, Term


def producing(powers: Iterable[PowerRef], goods: Collection[int]) -> list[int]:
    """The production worlds that produce now: those without a good."""
    return [cid for cid, _, pw in powers if pw.effect == "produce" and cid not in goods]


def empty_windfall(tableau: Iterable[int], goods: Collection[int], cards: Sequence[Card],
                   kind: GoodsKind | None = None) -> tuple[int, ...]:

# Value classes here are slotted dataclasses with value equality and hashing, immutable by
# convention: a frozen dataclass costs about four times as much to build, and the engine
# builds thousands per game.
    """Windfall worlds without a good (of ``kind``)."""
    return tuple(c for c in tableau if cards[c].windfall and c not in goods
                 and (kind is None or cards[c].goods is kind))


@dataclass(slots=True, unsafe_hash=True)
class ProduceOption:
    move: Move
    power: Power | None
    cards_from: tuple[int, ...]
    min_cards: int = 1
    max_cards: int = 1
    mandatory: bool = False


def produce_options(powers: Iterable[PowerRef], used: Collection[tuple[int, int]],
                    tableau: Sequence[int], goods: Collection[int], hand: Sequence[int],
                    cards: Sequence[Card], bonus_open: bool) -> list[ProduceOption]:
    """The windfall and discard-to-produce choices open now (``bonus_open``: the player
    chose Produce and has not used its bonus yet)."""
    out: list[ProduceOption] = []
    if bonus_open:
        worlds = empty_windfall(tableau, goods, cards)
        if worlds:
            out.append(ProduceOption(ProduceBonus(), None, worlds))
    for cid, i, pw in powers:
        if (cid, i) in used:
            continue
        if pw.effect == "windfall":
            worlds = empty_windfall(tableau, goods, cards, pw.kind)
            if worlds:
                out.append(ProduceOption(UsePower(cid, i), pw, worlds, mandatory=True))
        elif pw.effect == "discard_produce" and hand:
            if pw.target == "this":
                if cid not in goods:
                    out.append(ProduceOption(UsePower(cid, i), pw, tuple(hand)))
            else:
                out.extend(ProduceOption(UsePower(cid, i, world=w), pw, tuple(hand))
                           for w in empty_windfall(tableau, goods, cards))
    return out


def kinds_produced(produced: Iterable[int], cards: Sequence[Card]) -> list[GoodsKind]:
    return [k for w in produced if (k := cards[w].goods) is not None]


def production_draw(cid: int, pw: Power, produced: Sequence[int], tableau: Iterable[int],
                    cards: Sequence[Card]) -> Breakdown | None:
    """Cards a Produce draw power gives once the player's goods are placed (None for
    "most goods of a kind", which ``most_goods_draw`` settles after everyone)."""
    n, e = pw.value("n"), pw.effect
    kinds = kinds_produced(produced, cards)
    if e == "draw":
        count = 1
    elif e == "draw_if_produced":
        count = 1 if cid in produced else 0
    elif e == "draw_per_good":
        count = sum(1 for k in kinds if k is pw.kind)
    elif e == "draw_per_kind":
        count = len(set(kinds))
    elif e == "draw_per_world":
        count = sum(1 for c in tableau if cards[c].is_world and cards[c].goods is pw.kind)
    elif e == "draw_per_military_world":
        count = sum(1 for c in tableau if cards[c].is_world and cards[c].military)
    else:
        return None
    return Breakdown((Term("draw_power", n * count, cid, count),))


def most_goods_draw(pw: Power, mine: Sequence[int], others: Iterable[Sequence[int]],
                    cards: Sequence[Card]) -> int:
    """"Ziehe ... 2 Karten, wenn du in dieser Phase mehr ... produziert hast, als jeder
    andere Spieler": the cards drawn (a tie: none)."""
    count = sum(1 for k in kinds_produced(mine, cards) if k is pw.kind)
    rivals = [sum(1 for k in kinds_produced(o, cards) if k is pw.kind) for o in others]
    return pw.value("n") if all(count > r for r in rivals) else 0
