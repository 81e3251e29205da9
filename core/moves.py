"""Race for the Galaxy's decisions and moves: the kinds of decision its rules ask
(``DecisionKind``, which Jump Drive shares) and the typed moves that answer them, each with
its text form for saves (``Move.encode``; the forms saves of format 1 hold)."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from rftg.core.decisions import Move

if TYPE_CHECKING:
    from rftg.core.actions import Action
    from rftg.core.rules.terms import Breakdown


class DecisionKind(StrEnum):
    START_WORLD = "start_world"  # experienced start: keep one of two start worlds
    INITIAL_DISCARD = "initial_discard"  # discard 2 of the first 6 cards
    ACTION = "action"  # choose an action card (two in the advanced 2-player game)
    EXPLORE_KEEP = "explore_keep"
    DEVELOP = "develop"  # which development to place, or pass
    SETTLE = "settle"  # which world to place, or pass
    PAYMENT = "payment"  # how to pay for / conquer the card revealed
    SALE = "sale"  # Consume-Trade: which good to sell
    CONSUME = "consume"  # one consume step: which power, with which goods
    PRODUCE = "produce"  # one windfall / discard-to-produce step
    DISCARD = "discard"  # end of round: discard down to 10
    DRAFT = "draft"  # the draft variant: keep one card of the packet in front of you


# --------------------------------------------------------------------------- moves


class PickWorld(Move):
    """Experienced start: keep this start world."""

    __slots__ = ("world",)
    FIELDS = ("world",)

    def __init__(self, world: int) -> None:
        self.world = world

    def encode(self) -> str:
        return f"world:{self.world}"


class Discard(Move):
    """Discard the cards named in the choice (setup, hand limit)."""

    __slots__ = ()

    def encode(self) -> str:
        return "discard"


class ChooseActions(Move):
    """The action card(s) chosen for this round."""

    __slots__ = ("actions",)
    FIELDS = ("actions",)

    def __init__(self, actions: tuple[Action, ...]) -> None:
        self.actions = actions

    def encode(self) -> str:
        return "+".join(self.actions)  # the actions are StrEnums: their values


class Keep(Move):
    """Explore: keep the cards named in the choice."""

    __slots__ = ()

    def encode(self) -> str:
        return "keep"


class Pass(Move):
    """Place nothing in this Develop or Settle step (``what``: "development", "world" or
    "second_world", for display)."""

    __slots__ = ("what",)
    FIELDS = ("what",)
    KEY = ()

    def __init__(self, what: str = "development") -> None:
        self.what = what

    def encode(self) -> str:
        return "pass"


class PlaceCard(Move):
    """Develop / Settle: reveal this hand card to place it. ``cost`` is what it costs now
    (a development, a non-military world) or its defence (a military world), for display."""

    __slots__ = ("card", "cost", "defence")
    FIELDS = ("card", "cost", "defence")
    KEY = ("card",)

    def __init__(self, card: int, cost: int = 0, defence: bool = False) -> None:
        self.card = card
        self.cost = cost
        self.defence = defence

    def encode(self) -> str:
        return f"card:{self.card}"


class Method(StrEnum):
    """How a card is placed."""

    PAY = "pay"  # pay the cost in cards
    ZERO = "zero"  # a tableau card discarded makes the world cost 0 (Colony Ship)
    CONQUER = "conquer"  # military at least the defence (New Military Tactics, mercenaries)
    CONTACT = "contact"  # pay for a military world (Contact Specialist), maybe at cost 0


class Placement(Move):
    """One legal way to place ``card``: the method, the tableau cards it spends, and its
    numbers (a cost or a military breakdown, from ``rftg.core.rules``).

    ``pay``/``pay_max``: hand cards to discard (more than ``pay`` only where discarded
    cards add military, Space Mercenaries). ``temp_card``: the tableau card discarded for
    temporary military (New Military Tactics); ``zero``: the card discarded for cost 0
    (Colony Ship); ``contact``: the card whose power lets a military world be paid for.
    The numbers (``pay`` to ``hand_military``) are for display, not the move's identity.
    """

    __slots__ = ("card", "contact", "cost", "defence", "hand_military", "method", "military",
                 "pay", "pay_max", "temp_card", "zero")
    FIELDS = ("card", "method", "pay", "pay_max", "zero", "temp_card", "contact", "cost",
              "military", "defence", "hand_military")
    KEY = ("card", "method", "zero", "temp_card", "contact")

    def __init__(self, card: int, method: Method, pay: int = 0, pay_max: int = 0,
                 zero: int | None = None, temp_card: int | None = None,
                 contact: int | None = None, cost: Breakdown | None = None,
                 military: Breakdown | None = None, defence: int | None = None,
                 hand_military: int = 0) -> None:
        self.card = card
        self.method = method
        self.pay = pay
        self.pay_max = pay_max
        self.zero = zero
        self.temp_card = temp_card
        self.contact = contact
        self.cost = cost  # PAY / CONTACT
        self.military = military  # CONQUER
        self.defence = defence
        self.hand_military = hand_military  # cards usable for military

    def encode(self) -> str:
        if self.method is Method.PAY:
            return "pay"
        if self.method is Method.ZERO:
            return f"zero:{self.zero}"
        if self.method is Method.CONQUER:
            return "conquer" if self.temp_card is None else f"conquer:{self.temp_card}"
        if self.zero is not None:
            return f"contact:{self.contact}:zero:{self.zero}"
        return f"contact:{self.contact}"

    @property
    def spends(self) -> tuple[int, ...]:
        """Tableau cards this way discards."""
        return tuple(c for c in (self.zero, self.temp_card) if c is not None)

    @property
    def uses(self) -> tuple[int, ...]:
        """Tableau cards whose powers this way uses (Contact Specialist first)."""
        return tuple(c for c in (self.contact, self.temp_card, self.zero) if c is not None)


class Sell(Move):
    """Consume-Trade: sell the good on ``world`` for ``value`` cards (display)."""

    __slots__ = ("value", "world")
    FIELDS = ("world", "value")
    KEY = ("world",)

    def __init__(self, world: int, value: int = 0) -> None:
        self.world = world
        self.value = value

    def encode(self) -> str:
        return f"sell:{self.world}"


class UsePower(Move):
    """Consume / Produce: use power ``index`` of tableau card ``card``. ``number`` is the
    number named for a gamble (Gambling World); ``world`` the empty windfall world a
    discard-to-produce power fills (when the power may choose one)."""

    __slots__ = ("card", "index", "number", "world")
    FIELDS = ("card", "index", "number", "world")

    def __init__(self, card: int, index: int, number: int | None = None,
                 world: int | None = None) -> None:
        self.card = card
        self.index = index
        self.number = number
        self.world = world

    def encode(self) -> str:
        extra = self.number if self.number is not None else self.world
        tail = "" if extra is None else f":{extra}"
        return f"use:{self.card}:{self.index}{tail}"


class ProduceBonus(Move):
    """Produce: the Produce bonus, a windfall good on the world named in the choice."""

    __slots__ = ()

    def encode(self) -> str:
        return "bonus"


class Stop(Move):
    """Consume / Produce: use no more (optional) powers (``phase``, for display)."""

    __slots__ = ("phase",)
    FIELDS = ("phase",)
    KEY = ()

    def __init__(self, phase: str = "consume") -> None:
        self.phase = phase

    def encode(self) -> str:
        return "stop"
