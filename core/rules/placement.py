"""II: Develop and III: Settle. What a card costs, military against a world, and every way
to place a card, each with its breakdown; a way that does not work says why.

Base rules: a development costs its printed cost in cards, less Develop powers, less 1 for
the player who chose Develop, never below 0; nobody places a second copy of a development.
A non-military world costs its printed cost, less Settle powers for its kind; a military
world is conquered with military at least its defence ("mindestens so groß wie die
Verteidigung") and cannot be paid for, except with a power that says so (Contact
Specialist: "Kosten = Verteidigung - 1", not for Alien worlds). Colony Ship makes a
non-military, non-Alien world cost 0; New Military Tactics adds +3 until the end of the
phase; Space Mercenaries turns up to 2 hand cards per phase into +1 military each.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from rftg.core.cards import Card, Effect, GoodsKind, Power
from rftg.core.moves import Method, Placement
from rftg.core.rules.powers import PowerRef
from rftg.core.rules.terms import Breakdown, Term
from rftg.core.value import Value

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_EFFECT_MILITARY: Final = Effect.MILITARY
_EFFECT_MILITARY_FROM_HAND: Final = Effect.MILITARY_FROM_HAND
_EFFECT_PAY_MILITARY: Final = Effect.PAY_MILITARY
_EFFECT_REDUCE: Final = Effect.REDUCE
_EFFECT_REDUCE_TO_ZERO: Final = Effect.REDUCE_TO_ZERO
_EFFECT_TEMP_MILITARY: Final = Effect.TEMP_MILITARY
_GOODS_KIND_ALIEN: Final = GoodsKind.ALIEN
_METHOD_CONQUER: Final = Method.CONQUER
_METHOD_CONTACT: Final = Method.CONTACT
_METHOD_PAY: Final = Method.PAY
_METHOD_ZERO: Final = Method.ZERO

# Value classes here are ``rftg.core.rules.value.Value``s (equal by their fields).

# --------------------------------------------------------------------------- II: develop


def develop_cost(card: Card, powers: Iterable[PowerRef], bonus: bool) -> Breakdown:
    """The cost in cards of development ``card`` with these Develop powers and bonus."""
    terms = [Term("printed_cost", card.cost)]
    terms += [Term("power", -pw.value("n"), cid) for cid, _, pw in powers
              if pw.effect is _EFFECT_REDUCE]
    if bonus:
        terms.append(Term("bonus_develop", -1))
    return Breakdown(tuple(terms), floor=0)


def duplicate_development(card: Card, tableau: Iterable[Card]) -> bool:
    """"Ein Spieler darf keine Entwicklung ausspielen, die bereits in seiner Auslage
    liegt": True if ``card`` is a development already in the tableau."""
    if not card.is_development:
        return False
    name = card.name
    return any(c.name == name for c in tableau)


def develop_way(cid: int, card: Card, powers: Iterable[PowerRef], bonus: bool,
                hand_size: int) -> Placement | None:
    """The way to place development ``cid`` from a hand of ``hand_size`` cards (itself
    included), or None if the other cards cannot pay for it."""
    cost = develop_cost(card, powers, bonus)
    if hand_size - 1 < cost.total:
        return None
    return Placement(cid, _METHOD_PAY, cost.total, cost.total, cost=cost)


# --------------------------------------------------------------------------- III: settle


def military_applies(pw: Power, world: Card | None) -> bool:
    """A military power counts against ``world`` (None: plain military, no specialised)."""
    if pw.kind is not None and (world is None or world.goods is not pw.kind):
        return False
    return pw.against is None or (world is not None and world.has(pw.against))


def military(world: Card | None, powers: Iterable[PowerRef], temp: int = 0) -> Breakdown:
    """Military against ``world``: every military power that applies, and temporary
    military gained earlier in this Settle phase."""
    terms = [Term("power", pw.value("n"), cid) for cid, _, pw in powers
             if pw.effect is _EFFECT_MILITARY and military_applies(pw, world)]
    if temp:
        terms.append(Term("temp_military", temp))
    return Breakdown(tuple(terms))


def specialised_military(world: Card | None, powers: Iterable[PowerRef]) -> list[PowerRef]:
    """Military powers that do not count against ``world``."""
    return [(c, i, pw) for c, i, pw in powers
            if pw.effect is _EFFECT_MILITARY and not military_applies(pw, world)]


def settle_reductions(world: Card, powers: Iterable[PowerRef]) -> tuple[Term, ...]:
    return tuple(Term("power", -pw.value("n"), cid) for cid, _, pw in powers
                 if pw.effect is _EFFECT_REDUCE and (pw.kind is None or pw.kind is world.goods))


def settle_cost(world: Card, powers: Iterable[PowerRef]) -> Breakdown:
    """The cost in cards of a non-military world: printed cost less Settle reductions."""
    return Breakdown((Term("printed_cost", world.cost), *settle_reductions(world, powers)),
                     floor=0)


class Refusal(Value):
    """A way to place a card that does not work here. ``why`` is a key of the tutor's
    ``why.`` texts; ``card`` the tableau card whose power it is about; ``numbers`` the
    figures the text quotes; ``terms`` the breakdown behind them."""

    __slots__ = ("card", "numbers", "terms", "why")
    FIELDS = ("why", "card", "numbers", "terms")

    def __init__(self, why: str, card: int | None = None,
                 numbers: tuple[tuple[str, int], ...] = (),
                 terms: Breakdown | None = None) -> None:
        self.why = why
        self.card = card
        self.numbers = numbers
        self.terms = terms


class Ways(Value):
    """Every legal way to place one card, and the ways that fail with their reasons."""

    __slots__ = ("card", "refusals", "ways")
    FIELDS = ("card", "ways", "refusals")

    def __init__(self, card: int, ways: tuple[Placement, ...],
                 refusals: tuple[Refusal, ...] = ()) -> None:
        self.card = card
        self.ways = ways
        self.refusals = refusals


def settle_ways(cid: int, world: Card, cards: Sequence[Card], spare: int,
                powers: Sequence[PowerRef], temp_military: int = 0,
                hand_military: int = 0) -> Ways:
    """Every legal way to place world ``cid`` with ``spare`` other hand cards to pay with,
    these Settle powers, temporary military gained in this phase and the hand cards
    already discarded for military in it (Space Mercenaries: "bis zu 2 Karten ... bis zum
    Ende dieser Phase": at most n in the whole phase, a second world included)."""
    ways: list[Placement] = []
    refusals: list[Refusal] = []
    # the powers that place a world otherwise, in tableau order: (card, n)
    zero: list[int] = []  # Colony Ship
    from_hand: list[tuple[int, int]] = []  # Space Mercenaries
    temps: list[tuple[int, int]] = []  # New Military Tactics
    contacts: list[tuple[int, int]] = []  # Contact Specialist
    for c, _, pw in powers:
        e = pw.effect
        if e is _EFFECT_REDUCE_TO_ZERO:
            zero.append(c)
        elif e is _EFFECT_MILITARY_FROM_HAND:
            from_hand.append((c, pw.value("n")))
        elif e is _EFFECT_TEMP_MILITARY:
            temps.append((c, pw.value("n")))
        elif e is _EFFECT_PAY_MILITARY:
            contacts.append((c, pw.value("n")))
    alien = world.goods is _GOODS_KIND_ALIEN
    printed = world.cost  # the printed cost: a military world's defence
    reductions = settle_reductions(world, powers)

    def pay(cost: Breakdown, contact: int | None = None) -> None:
        if spare >= cost.total:
            method = _METHOD_PAY if contact is None else _METHOD_CONTACT
            ways.append(Placement(cid, method, cost.total, cost.total, contact=contact,
                                  cost=cost, defence=printed))
        else:
            refusals.append(Refusal(
                "cannot_pay" if contact is None else "cannot_pay_with", contact,
                (("total", cost.total), ("hand", spare)), cost))

    if not world.military:
        pay(Breakdown((Term("printed_cost", printed), *reductions), floor=0))
        for z in zero:
            if alien:
                refusals.append(Refusal("zero_alien", z))
            else:
                ways.append(Placement(cid, _METHOD_ZERO, zero=z, defence=printed))
        return Ways(cid, tuple(ways), tuple(refusals))
    mil = military(world, powers, temp_military)
    hand_mil = max((n for _, n in from_hand), default=0)
    mercs = tuple(c for c, _ in from_hand)
    extra = min(max(0, hand_mil - hand_military), spare)
    tries: list[tuple[int | None, int]] = [(None, 0), *temps]
    for tc, tn in tries:
        if tc is not None and mil.total >= printed:
            continue  # the temporary boost is not needed
        strength = mil if tc is None else mil.plus(Term("temp_card", tn, tc))
        need = max(0, printed - strength.total)
        if need > extra:
            if tc is None:
                refusals.append(Refusal(
                    "military_short_hand" if mercs else "military_short",
                    mercs[0] if mercs else None,
                    (("defence", printed), ("short", printed - strength.total),
                     ("hand", extra)), strength))
            else:
                refusals.append(Refusal(
                    "temp_short", tc, (("n", tn), ("military", strength.total),
                                       ("defence", printed)), strength))
            continue
        ways.append(Placement(cid, _METHOD_CONQUER, need, extra, temp_card=tc,
                              military=strength, defence=printed, hand_military=extra))
    if not contacts:
        refusals.extend(Refusal("zero_military", z) for z in zero)
    for c, n in contacts:
        if alien:
            refusals.append(Refusal("contact_alien", c))
            continue
        pay(Breakdown((Term("defence", printed), Term("power", -n, c),
                       *reductions), floor=0), contact=c)
        for z in zero:
            ways.append(Placement(cid, _METHOD_CONTACT, zero=z, contact=c,
                                  defence=printed))
    return Ways(cid, tuple(ways), tuple(refusals))
