"""V: Produce. Which worlds produce, the windfall choices, and the cards drawn for what
was produced.

Base rules: every production world without a good produces one; the Produce bonus puts a
good on one empty windfall world; windfall powers ("Windfall-Produktion") must be used if
an empty windfall world of their kind is there; discard-to-produce powers may be used.

"Der Spieler darf selbst entscheiden, in welcher Reihenfolge er die Fähigkeiten nutzt" and
"Die Fähigkeiten werden immer eine nach der anderen benutzt": a draw power is used once and
counts what was produced when it is used, so a card it draws may pay for a
discard-to-produce power (Gem World's card for Terraforming Colonists). A draw power not
used by the time the player stops is used then, counting everything he produced. It is
offered earlier only while a discard-to-produce power is still open: drawing earlier can
only count less, and the cards it brings are of use in this phase only as a discard. The
Gathering Storm's ruling on Diversified Economy ("Wenn der Spieler eine Karte abwirft, die
er in dieser Phase durch Mischwirtschaft erhalten hat, bekommt er für die Produktion dieses
Gutes durch Mischwirtschaft keine weitere Karte, da sich Fähigkeiten niemals gegenseitig
unterbrechen können") follows: once used, the power is spent.
"mehr ... als jeder andere Spieler" waits for everyone, and a tie gives nobody the cards.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Final

from rftg.core.cards import DRAW_EFFECTS, Card, Effect, GoodsKind, Power
from rftg.core.decisions import Move
from rftg.core.moves import ProduceBonus, UsePower
from rftg.core.rules.powers import PowerRef
from rftg.core.rules.terms import Breakdown, Term
from rftg.core.value import Value

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_EFFECT_DISCARD_PRODUCE: Final = Effect.DISCARD_PRODUCE
_EFFECT_DRAW: Final = Effect.DRAW
_EFFECT_DRAW_IF_PRODUCED: Final = Effect.DRAW_IF_PRODUCED
_EFFECT_DRAW_PER_GOOD: Final = Effect.DRAW_PER_GOOD
_EFFECT_DRAW_PER_KIND: Final = Effect.DRAW_PER_KIND
_EFFECT_DRAW_PER_MILITARY_WORLD: Final = Effect.DRAW_PER_MILITARY_WORLD
_EFFECT_DRAW_PER_WORLD: Final = Effect.DRAW_PER_WORLD
_EFFECT_PRODUCE: Final = Effect.PRODUCE
_EFFECT_WINDFALL: Final = Effect.WINDFALL


def producing(powers: Iterable[PowerRef], goods: Collection[int]) -> list[int]:
    """The production worlds that produce now: those without a good."""
    return [cid for cid, _, pw in powers if pw.effect is _EFFECT_PRODUCE and cid not in goods]


def empty_windfall(tableau: Iterable[int], goods: Collection[int], cards: Sequence[Card],
                   kind: GoodsKind | None = None) -> tuple[int, ...]:
    """Windfall worlds without a good (of ``kind``)."""
    return tuple(c for c in tableau if cards[c].windfall and c not in goods
                 and (kind is None or cards[c].goods is kind))


class ProduceOption(Value):
    """One step open now. ``draws``: for a draw power, the cards it would draw now and why
    (no cards asked for)."""

    __slots__ = ("cards_from", "draws", "mandatory", "max_cards", "min_cards", "move",
                 "power")
    FIELDS = ("move", "power", "cards_from", "min_cards", "max_cards", "mandatory", "draws")

    def __init__(self, move: Move, power: Power | None, cards_from: tuple[int, ...],
                 min_cards: int = 1, max_cards: int = 1, mandatory: bool = False,
                 draws: Breakdown | None = None) -> None:
        self.move = move
        self.power = power
        self.cards_from = cards_from
        self.min_cards = min_cards
        self.max_cards = max_cards
        self.mandatory = mandatory
        self.draws = draws


def produce_options(powers: Iterable[PowerRef], used: Collection[tuple[int, int]],
                    tableau: Sequence[int], goods: Collection[int], hand: Sequence[int],
                    produced: Sequence[int], cards: Sequence[Card],
                    bonus_open: bool) -> list[ProduceOption]:
    """The windfall, discard-to-produce and draw steps open now (``bonus_open``: the player
    chose Produce and has not used its bonus yet; ``produced``: the worlds that got a good in
    this phase). Draw powers are offered while a discard-to-produce power is open (see the
    module's docstring)."""
    out: list[ProduceOption] = []
    if bonus_open:
        worlds = empty_windfall(tableau, goods, cards)
        if worlds:
            out.append(ProduceOption(ProduceBonus(), None, worlds))
    powers = tuple(powers)
    discard_open = False
    for cid, i, pw in powers:
        if (cid, i) in used:
            continue
        if pw.effect is _EFFECT_WINDFALL:
            worlds = empty_windfall(tableau, goods, cards, pw.kind)
            if worlds:
                out.append(ProduceOption(UsePower(cid, i), pw, worlds, mandatory=True))
        elif pw.effect is _EFFECT_DISCARD_PRODUCE:
            if pw.target == "this":
                targets: tuple[int | None, ...] = (None,) if cid not in goods else ()
            else:
                targets = empty_windfall(tableau, goods, cards)
            discard_open = discard_open or bool(targets)
            if hand:
                out.extend(ProduceOption(UsePower(cid, i, world=w), pw, tuple(hand))
                           for w in targets)
    if discard_open:
        out.extend(ProduceOption(UsePower(cid, i), pw, (), 0, 0, draws=got)
                   for cid, i, pw, got in draws_open(powers, used, produced, tableau, cards))
    return out


def draws_open(powers: Iterable[PowerRef], used: Collection[tuple[int, int]],
               produced: Sequence[int], tableau: Sequence[int],
               cards: Sequence[Card]) -> list[tuple[int, int, Power, Breakdown]]:
    """The draw powers not used yet in this phase that would draw now, with their count
    (all but "most goods of a kind", which waits for everyone: ``most_goods_draw``)."""
    out = []
    for cid, i, pw in powers:
        if (cid, i) in used or pw.effect not in DRAW_EFFECTS:
            continue
        got = production_draw(cid, pw, produced, tableau, cards)
        if got is not None and got.total:
            out.append((cid, i, pw, got))
    return out


def kinds_produced(produced: Iterable[int], cards: Sequence[Card]) -> list[GoodsKind]:
    return [k for w in produced if (k := cards[w].goods) is not None]


def production_draw(cid: int, pw: Power, produced: Sequence[int], tableau: Iterable[int],
                    cards: Sequence[Card]) -> Breakdown | None:
    """Cards a Produce draw power gives once the player's goods are placed (None for
    "most goods of a kind", which ``most_goods_draw`` settles after everyone)."""
    n, e = pw.value("n"), pw.effect
    kinds = kinds_produced(produced, cards)
    if e is _EFFECT_DRAW:
        count = 1
    elif e is _EFFECT_DRAW_IF_PRODUCED:
        count = 1 if cid in produced else 0
    elif e is _EFFECT_DRAW_PER_GOOD:
        count = sum(1 for k in kinds if k is pw.kind)
    elif e is _EFFECT_DRAW_PER_KIND:
        count = len(set(kinds))
    elif e is _EFFECT_DRAW_PER_WORLD:
        count = sum(1 for c in tableau if cards[c].is_world and cards[c].goods is pw.kind)
    elif e is _EFFECT_DRAW_PER_MILITARY_WORLD:
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
