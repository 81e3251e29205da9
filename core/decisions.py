"""The referee protocol: a Decision asks one player to choose; a Choice answers it.

A Decision lists its legal options. Each option carries a typed **move** (a small frozen
value such as ``PlaceCard(card=12, cost=3)`` or ``Placement(...)``); a Choice answers with
the move of one option and, where the option asks for them, cards: ``cards_from`` lists the
candidates and ``min_cards``/``max_cards`` how many. ``IllegalChoice`` explains a refused
answer; the game is never changed by one.

The text form of a move ("card:12", "conquer:40", "use:7:0:3") exists only for saves and
for typing a move at the edge (tests, a command line): ``Move.encode`` writes it and
``Decision.find`` reads it back by matching the legal options, so nothing else takes an
option apart as a string. The forms are those that saves of format 1 already hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import TYPE_CHECKING

from rftg.core.errors import error
from rftg.core.value import Value

# Moves are values (``rftg.core.rules.value.Value``): written out, not dataclasses, so
# that the compiled engine builds them without an interpreted call.

if TYPE_CHECKING:
    from rftg.core.cards import Card
    from rftg.core.rules.terms import Breakdown
    from rftg.core.state import Action


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


class Move(Value):
    """A typed answer to a decision. Subclasses are values: equal when of the same class
    with equal ``KEY`` fields (display-only facts are left out of the move's identity)."""

    __slots__ = ()

    def encode(self) -> str:
        """The text form, for saves (each kind of move writes its own)."""
        raise NotImplementedError(type(self).__name__)


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


# --------------------------------------------------------------------------- options


class Option(Value):
    """One legal answer: a move, and the cards it asks for. ``label`` is an English text
    for the option, made only when asked for (``rftg.core.text`` renders it); ``deck`` is
    the game's card designs, for that text."""

    __slots__ = ("cards_from", "deck", "max_cards", "min_cards", "move")
    FIELDS = ("move", "cards_from", "min_cards", "max_cards", "deck")

    def __init__(self, move: Move, cards_from: tuple[int, ...] = (), min_cards: int = 0,
                 max_cards: int = 0, deck: tuple[Card, ...] = ()) -> None:
        self.move = move
        self.cards_from = cards_from
        self.min_cards = min_cards
        self.max_cards = max_cards
        self.deck = deck

    @property
    def id(self) -> str:
        """The move's text form (for saves and error messages)."""
        return self.move.encode()

    @property
    def label(self) -> str:
        from rftg.core.text import option_label  # texts sit above moves: import when shown

        return option_label(self)


NO_CONTEXT: Mapping[str, int | str] = MappingProxyType({})
NO_ALIASES: Mapping[str, Move] = MappingProxyType({})


class Decision(Value):
    """One player's open decision: its kind, the legal options, the rule it comes from (a
    key for the tutor, and of its prompt), and context numbers (read-only). ``aliases``: text forms
    of moves that are not offered because they play as an offered move (read by ``find``,
    for old saves and typed input)."""

    __slots__ = ("aliases", "context", "deck", "kind", "options", "player", "rule")
    FIELDS = ("player", "kind", "options", "rule", "context", "aliases", "deck")

    def __init__(self, player: int, kind: DecisionKind, options: tuple[Option, ...],
                 rule: str, context: Mapping[str, int | str] = NO_CONTEXT,
                 aliases: Mapping[str, Move] = NO_ALIASES, deck: tuple[Card, ...] = ()
                 ) -> None:
        self.player = player
        self.kind = kind
        self.options = options
        self.rule = rule  # key of the rule this comes from (for the tutor)
        self.context = context
        self.aliases = aliases
        self.deck = deck  # the game's card designs, where the prompt names a card

    @property
    def prompt(self) -> str:
        """The prompt in English, made only when asked for (a screen shows
        ``rftg.core.text.decision_prompt`` in its reader's language)."""
        from rftg.core.text import prompt_text  # texts sit above decisions

        return prompt_text(self.rule, self.context, self.deck)

    def option(self, move: Move) -> Option | None:
        """The option with this move, if it is legal here."""
        for o in self.options:  # a computer player answers with the option's own move
            if o.move is move:
                return o
        return next((o for o in self.options if _same(o.move, move)), None)

    def find(self, text: str) -> Option | None:
        """The option whose text form is ``text``, or the option it plays as (the edge:
        saves, typed input)."""
        found = next((o for o in self.options if o.move.encode() == text), None)
        if found is None and text in self.aliases:
            return self.option(self.aliases[text])
        return found

    def choice(self, text: str, cards: tuple[int, ...] = ()) -> Choice:
        """A Choice from a move's text form; IllegalChoice if no option has it."""
        opt = self.find(text)
        if opt is None:
            raise IllegalChoice(self._not_an_option(text))
        return Choice(opt.move, tuple(cards))

    def moves(self) -> tuple[Move, ...]:
        return tuple(o.move for o in self.options)

    def _not_an_option(self, text: str) -> str:
        legal = ", ".join(o.id for o in self.options[:12])
        more = "" if len(self.options) <= 12 else error("choice.more")
        return error("choice.not_an_option", move=repr(text), kind=self.kind.value,
                     options=legal + more)


class Choice(Value):
    """An answer: the move of the option chosen and, where it asks for them, the cards."""

    __slots__ = ("cards", "move")
    FIELDS = ("move", "cards")

    def __init__(self, move: Move, cards: tuple[int, ...] = ()) -> None:
        self.move = move
        self.cards = cards

    @property
    def option(self) -> str:
        """The move's text form."""
        return self.move.encode()

    def to_json(self) -> list[object]:
        return [self.move.encode(), list(self.cards)]


def _same(a: object, b: object) -> bool:
    """Value equality of two moves. (Typed ``object``: compiled with mypyc, ``==`` between
    two values typed ``Move``, a class without ``__eq__`` of its own, compares identity.)"""
    return a == b


def parse_choice(data: object) -> tuple[str, tuple[int, ...]]:
    """A saved choice ``[move text, [cards]]``; the move is matched against the decision
    it answers when the game is replayed (``Decision.choice``)."""
    if (not isinstance(data, list) or len(data) != 2 or not isinstance(data[0], str)
            or not isinstance(data[1], list)
            or not all(isinstance(c, int) and not isinstance(c, bool) for c in data[1])):
        raise ValueError(f"not a choice: {data!r}")
    return data[0], tuple(data[1])


class IllegalChoice(ValueError):
    """A choice the rules do not allow; the message says why (in the language of the run,
    from the catalogue ``errors``). The game is unchanged."""


def check_choice(decision: Decision, choice: Choice) -> Option:
    """The chosen option, if the choice is legal for this decision; else IllegalChoice."""
    opt = decision.option(choice.move)
    if opt is None:
        raise IllegalChoice(decision._not_an_option(choice.move.encode()))
    n = len(choice.cards)
    if n:  # most choices name no cards
        if len(set(choice.cards)) != n:
            raise IllegalChoice(error("choice.twice"))
        bad = [c for c in choice.cards if c not in opt.cards_from]
        if bad:
            raise IllegalChoice(error("choice.not_from", cards=bad, option=repr(opt.label)))
    if not opt.min_cards <= n <= opt.max_cards:
        want = (str(opt.min_cards) if opt.min_cards == opt.max_cards
                else error("choice.count_range", low=opt.min_cards, high=opt.max_cards))
        raise IllegalChoice(error("choice.count", option=repr(opt.label), want=want, n=n))
    return opt
