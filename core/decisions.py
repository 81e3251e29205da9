"""The referee protocol, for every game: a Decision asks one player to choose; a Choice
answers it.

A Decision lists its legal options. Each option carries a typed **move** (a small value of
the game's own, such as Race for the Galaxy's ``PlaceCard(card=12, cost=3)``:
``rftg.core.moves``); a Choice answers with
the move of one option and, where the option asks for them, cards: ``cards_from`` lists the
candidates and ``min_cards``/``max_cards`` how many. ``IllegalChoice`` explains a refused
answer; the game is never changed by one.

The text form of a move ("card:12", "conquer:40", "use:7:0:3") exists only for saves and
for typing a move at the edge (tests, a command line): ``Move.encode`` writes it and
``Decision.find`` reads it back by matching the legal options, so nothing else takes an
option apart as a string. The forms are those that saves of format 1 already hold.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from mypy_extensions import mypyc_attr

from rftg.core.errors import error
from rftg.core.value import Value

# Moves are values (``rftg.core.value.Value``): written out, not dataclasses, so that the
# compiled engine builds them without an interpreted call.


# --------------------------------------------------------------------------- moves


@mypyc_attr(allow_interpreted_subclasses=True)  # a game outside the compiled engine
class Move(Value):
    """A typed answer to a decision. Subclasses are values: equal when of the same class
    with equal ``KEY`` fields (display-only facts are left out of the move's identity)."""

    __slots__ = ()

    def encode(self) -> str:
        """The text form, for saves (each kind of move writes its own)."""
        raise NotImplementedError(type(self).__name__)


# --------------------------------------------------------------------------- options


class Option(Value):
    """One legal answer: a move, and the cards it asks for. ``label`` is an English text
    for the option, made only when asked for (``rftg.core.text`` renders it); ``deck`` is
    the game's card designs, for that text."""

    __slots__ = ("cards_from", "deck", "max_cards", "min_cards", "move")
    FIELDS = ("move", "cards_from", "min_cards", "max_cards", "deck")

    def __init__(self, move: Move, cards_from: tuple[int, ...] = (), min_cards: int = 0,
                 max_cards: int = 0, deck: tuple[Any, ...] = ()) -> None:
        self.move = move
        self.cards_from = cards_from
        self.min_cards = min_cards
        self.max_cards = max_cards
        self.deck = deck

    @property
    def id(self) -> str:
        """The move's text form (for saves and error messages)."""
        return self.move.encode()


NO_CONTEXT: Mapping[str, int | str] = MappingProxyType({})
NO_ALIASES: Mapping[str, Move] = MappingProxyType({})


class Decision(Value):
    """One player's open decision: its kind, the legal options, the rule it comes from (a
    key for the tutor, and of its prompt), and context numbers (read-only). ``aliases``: text forms
    of moves that are not offered because they play as an offered move (read by ``find``,
    for old saves and typed input)."""

    __slots__ = ("aliases", "context", "deck", "kind", "options", "player", "rule")
    FIELDS = ("player", "kind", "options", "rule", "context", "aliases", "deck")

    def __init__(self, player: int, kind: StrEnum, options: tuple[Option, ...],
                 rule: str, context: Mapping[str, int | str] = NO_CONTEXT,
                 aliases: Mapping[str, Move] = NO_ALIASES, deck: tuple[Any, ...] = ()
                 ) -> None:
        self.player = player
        self.kind = kind
        self.options = options
        self.rule = rule  # key of the rule this comes from (for the tutor)
        self.context = context
        self.aliases = aliases
        self.deck = deck  # the game's card designs, where the prompt names a card

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


def move_text(option: Option) -> str:
    """An option named by its move's text form (where a game words none)."""
    return option.id


def check_choice(decision: Decision, choice: Choice,
                 label: Callable[[Option], str] = move_text) -> Option:
    """The chosen option, if the choice is legal for this decision; else IllegalChoice,
    naming the option with ``label`` (the game's words for it: ``Ruleset.label``)."""
    opt = decision.option(choice.move)
    if opt is None:
        raise IllegalChoice(decision._not_an_option(choice.move.encode()))
    n = len(choice.cards)
    if n:  # most choices name no cards
        if len(set(choice.cards)) != n:
            raise IllegalChoice(error("choice.twice"))
        bad = [c for c in choice.cards if c not in opt.cards_from]
        if bad:
            raise IllegalChoice(error("choice.not_from", cards=bad, option=repr(label(opt))))
    if not opt.min_cards <= n <= opt.max_cards:
        want = (str(opt.min_cards) if opt.min_cards == opt.max_cards
                else error("choice.count_range", low=opt.min_cards, high=opt.max_cards))
        raise IllegalChoice(error("choice.count", option=repr(label(opt)), want=want, n=n))
    return opt
