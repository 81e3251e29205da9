"""The referee protocol: a Decision asks one player to choose; a Choice answers it.

A Decision lists its legal options. An option may ask for cards as well (which cards to
keep, discard or pay with; which goods to consume): ``cards_from`` lists the candidates and
``min_cards``/``max_cards`` how many. ``IllegalChoice`` explains a refused answer; the game
is never changed by one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


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


@dataclass(frozen=True)
class Option:
    """One legal answer. ``id`` is what a Choice names."""

    id: str
    label: str
    cards_from: tuple[int, ...] = ()
    min_cards: int = 0
    max_cards: int = 0


@dataclass(frozen=True)
class Decision:
    player: int
    kind: DecisionKind
    options: tuple[Option, ...]
    rule: str  # key of the rule this comes from (for the tutor)
    prompt: str
    context: dict[str, int | str] = field(default_factory=dict, compare=False)

    def option(self, option_id: str) -> Option | None:
        return next((o for o in self.options if o.id == option_id), None)


@dataclass(frozen=True)
class Choice:
    """An answer: the option chosen and, where the option asks for them, the cards."""

    option: str
    cards: tuple[int, ...] = ()

    def to_json(self) -> list[object]:
        return [self.option, list(self.cards)]

    @classmethod
    def from_json(cls, data: object) -> Choice:
        if (not isinstance(data, list) or len(data) != 2 or not isinstance(data[0], str)
                or not isinstance(data[1], list)
                or not all(isinstance(c, int) and not isinstance(c, bool) for c in data[1])):
            raise ValueError(f"not a choice: {data!r}")
        return cls(data[0], tuple(data[1]))


class IllegalChoice(ValueError):
    """A choice the rules do not allow; the message says why. The game is unchanged."""


def check_choice(decision: Decision, choice: Choice) -> Option:
    """The chosen option, if the choice is legal for this decision; else IllegalChoice."""
    opt = decision.option(choice.option)
    if opt is None:
        legal = ", ".join(o.id for o in decision.options[:12])
        more = "" if len(decision.options) <= 12 else ", ..."
        raise IllegalChoice(
            f"{choice.option!r} is not an option for this {decision.kind.value} decision "
            f"(options: {legal}{more})"
        )
    if len(set(choice.cards)) != len(choice.cards):
        raise IllegalChoice("the same card is named twice")
    bad = [c for c in choice.cards if c not in opt.cards_from]
    if bad:
        raise IllegalChoice(f"card(s) {bad} cannot be chosen for {opt.label!r}")
    n = len(choice.cards)
    if not opt.min_cards <= n <= opt.max_cards:
        want = (str(opt.min_cards) if opt.min_cards == opt.max_cards
                else f"{opt.min_cards} to {opt.max_cards}")
        raise IllegalChoice(f"{opt.label!r} needs {want} card(s), {n} given")
    return opt
