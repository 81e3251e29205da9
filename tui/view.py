"""View models: what the game screen and the plain mode show of a game, as values worked
out once from the human's observation. No Textual here: the widgets of the game screen
(``rftg.tui.widgets``) render these as Rich markup, the plain mode (``rftg.tui.plain``) in
words, and neither works out a number or a rule again.

Each game makes them in its own sub-package (``rftg.tui.race``, ``rftg.tui.jumpdrive``):
its ``Presenter`` (``rftg.tui.present``) gives the view model of each screen area.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rftg.core.decisions import Decision, Move, Option


@dataclass(frozen=True)
class OptionView:
    """One option as the screens offer it: its label, the card it is about (``d`` shows
    that card) and whether Enter answers with it (else Enter moves on to its cards)."""

    option: Option
    label: str
    card: int | None = None
    enter_confirms: bool = True

    @property
    def move(self) -> Move:
        return self.option.move

    @property
    def takes_all(self) -> bool:
        """Every card it offers goes: there is nothing to choose."""
        o = self.option
        return o.min_cards == o.max_cards == len(o.cards_from)

    @property
    def needs_cards(self) -> bool:
        """The option asks which cards (not all of its cards go, nor none)."""
        return self.option.max_cards > 0 and not self.takes_all


def needs_cards(option: Option) -> bool:
    """``option`` asks which cards (not all of its cards go, nor none)."""
    return OptionView(option, "").needs_cards


@dataclass(frozen=True)
class DecisionView:
    """The pending decision as the screens ask it: its title, its question, its options,
    whether the only question is which cards (the card list then takes the focus) and
    whether it has exactly one possible answer (auto-play answers those)."""

    decision: Decision
    title: str
    question: str
    options: tuple[OptionView, ...]
    cards_first: bool = False

    @property
    def forced(self) -> bool:
        """Exactly one possible answer: one option, nothing to pick."""
        if len(self.options) != 1:
            return False
        o = self.options[0]
        return o.option.max_cards == 0 or o.takes_all

    def index(self, move: Move) -> int | None:
        """The place of the option with ``move`` (None: not offered)."""
        return next((i for i, o in enumerate(self.options) if o.move == move), None)


@dataclass(frozen=True)
class Warnings:
    """What an option would end (Race for the Galaxy): ``ends``, the number of the card
    it places when that card makes this round the last; ``last_chips``, the VP it gains
    when they are the pool's last chips (``pool``: the chips left)."""

    ends: int | None = None
    last_chips: int | None = None
    pool: int = 0


NO_WARNINGS = Warnings()


@dataclass(frozen=True)
class CardsView:
    """The cards an option asks for: one row (card, markup) each, in order, and the
    list's title (how many to choose)."""

    rows: tuple[tuple[int, str], ...]
    title: str = ""


@dataclass(frozen=True)
class ZoneView:
    """One zone of the table (a hand, a tableau): its rows (card, markup) and its title
    (None: as it was; ``titled``: whether the title shows at all)."""

    id: str
    rows: tuple[tuple[int, str], ...]
    title: str | None = None
    titled: bool = True


@dataclass(frozen=True)
class Zone:
    """Where a zone sits on the table: the id of its cards and of its title."""

    id: str
    title_id: str


@dataclass(frozen=True)
class TutorView:
    """The tutor box: the tutor's markup lines (None: leave them as they are), the
    "Last round" summary (empty: hidden) and a game's own note (the solitaire robot's
    turn; None: as it was, "": hidden)."""

    tutor: str | None
    summary: Sequence[str] = ()
    note: str | None = None


@dataclass(frozen=True)
class HintWait:
    """Where the screen says that a hint is being worked out: in the prompt (``in_prompt``)
    or in the hint box, and the markup it shows."""

    markup: str
    in_prompt: bool = False


@dataclass(frozen=True)
class ScorePart:
    """Where some of a player's VP came from: its words, the VP and its group (the kind of
    VP: "cards", "bonus", "chips", "goals", "rounds" ...; the game over tutor compares the
    players group by group)."""

    label: str
    vp: int
    group: str


@dataclass(frozen=True)
class SeatScore:
    """One seat's final score: its name, total, parts, whether it is the player's and
    whether it won; ``note``: what else decides a tie (hand and goods ...)."""

    name: str
    total: int
    parts: tuple[ScorePart, ...]
    you: bool = False
    won: bool = False
    note: str = ""


@dataclass(frozen=True)
class GameOverView:
    """The game over: who won (``verdict``), what ended the game (the typed ending in
    words), each seat's score with its breakdown, and the words of each group of VP."""

    verdict: str
    ending: str
    seats: tuple[SeatScore, ...]
    groups: dict[str, str]
