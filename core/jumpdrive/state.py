"""Jump Drive's game state: the kernel's zones (deck, discard pile, hands, empires) with
the cards of Jump Drive, the Survey Teams in the middle of the table, and per player the
Explore tiles taken, whether the Survey Team was taken, this round's revealed choice and
the last round's VP and income.

Every physical card has an id (fixed by the content order); ``JdState.jd[id]`` is its
design. Each id is in exactly one zone: the deck, the discard pile, a hand, an empire, the
middle, or (solo) with the imagined opponent.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from rftg.core.decisions import Move
from rftg.core.gamesetup import GameSetup
from rftg.core.jumpdrive.cards import JdCard, jd_catalogue
from rftg.core.jumpdrive.text import render_jd_event
from rftg.core.state import GameState, PlayerState

if TYPE_CHECKING:
    from typing import Any, TypeAlias

    from rftg.core.engine import Game
    from rftg.core.events import Event


class JdPhase(StrEnum):
    """The phases of a round of Jump Drive (``State.phase`` between the kernel's
    ``Stage.SETUP`` and ``Stage.OVER``): choosing, placing, scoring, income."""

    CHOOSE = "choose"
    PLACE = "place"
    SCORE = "score"
    INCOME = "income"


@dataclass(slots=True)
class JdPlayer(PlayerState):
    """A Jump Drive player; ``chips`` holds the VP scored so far."""

    tiles: int = 0  # Explore tiles taken (star side up)
    survey_used: bool = False
    play: Move | None = None  # this round's choice, once revealed
    vp_last: int = 0  # VP scored at the end of the last round
    income_last: int = 0  # income of the last round (the tie rule counts it)
    fresh: tuple[int, ...] = ()  # hand cards just drawn by exploring (shown to the player)


@dataclass(slots=True)
class JdState(GameState):
    jd: tuple[JdCard, ...] = ()
    middle: list[int] = field(default_factory=list)  # Survey Teams not yet taken
    away: list[int] = field(default_factory=list)  # solo: cards the imagined player holds
    dealer: int = 0
    surveys: tuple[int, ...] = ()  # the Survey Team of each seat ("one per player")

    def clone(self) -> JdState:
        new = GameState.clone(self)
        assert isinstance(new, JdState)
        new.middle = list(self.middle)
        new.away = list(self.away)
        return new

    def render_event(self, event: Event, names: list[str]) -> str | None:
        return render_jd_event(event, names, self.jd)

    def all_card_ids(self) -> list[int]:
        return GameState.all_card_ids(self) + self.middle + self.away

    def seat(self, n: int) -> JdPlayer:
        p = self.players[n]
        assert isinstance(p, JdPlayer)
        return p

    def survey(self, n: int) -> int | None:
        """Seat ``n``'s Survey Team, while it is still in the middle."""
        cid = self.surveys[n]
        return cid if cid in self.middle else None

    def empire(self, n: int) -> list[tuple[int, JdCard]]:
        return [(cid, self.jd[cid]) for cid in self.players[n].tableau]

    def hand(self, n: int) -> list[tuple[int, JdCard]]:
        return [(cid, self.jd[cid]) for cid in self.players[n].hand]


def new_jd_state(setup: GameSetup) -> JdState:
    cards = jd_catalogue().deck_cards()
    in_deck = [i for i, c in enumerate(cards) if not c.middle]
    middle = [i for i, c in enumerate(cards) if c.middle]
    state = JdState(setup=setup, rng=random.Random(setup.seed), deck=in_deck,
                    jd=cards, middle=middle, dealer=setup.players - 1,
                    surveys=tuple(middle[:setup.players]))
    state.players = [JdPlayer(i, n) for i, n in enumerate(setup.player_names())]
    return state


if TYPE_CHECKING:
    JdGame: TypeAlias = Game[JdState]  # a game of Jump Drive


def jd_state(game: Game[Any]) -> JdState:
    st = game.state
    assert isinstance(st, JdState), "not a Jump Drive game"
    return st
