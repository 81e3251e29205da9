"""What one Jump Drive player may see: ``jd_observation(game, player)``.

Every empire, VP, Explore tiles, hand sizes and the choices once revealed; the player's
own hand and pending decision. Never another hand, a choice before everyone's is revealed,
the deck's order, or the seed.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from rftg.core.decisions import Decision, Move
from rftg.core.events import Event
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.state import jd_state

if TYPE_CHECKING:
    from rftg.core.jumpdrive.state import JdGame

EVENT_TAIL = 60


class JdSeen(NamedTuple):
    seat: int
    name: str
    tableau: tuple[int, ...]
    hand_size: int
    vp: int
    tiles: int
    survey_used: bool
    play: Move | None  # this round's choice, once everyone's is revealed
    vp_last: int
    income_last: int


class JdObservation(NamedTuple):
    me: int
    names: tuple[str, ...]
    round: int
    phase: StrEnum  # a kernel Stage or a JdPhase
    deck_size: int
    discard_size: int
    middle: int  # Survey Teams left in the middle
    dealer: int
    players: tuple[JdSeen, ...]
    hand: tuple[int, ...]
    fresh: tuple[int, ...]  # cards I just drew by exploring
    decision: Decision | None
    cards: tuple[JdCard, ...]
    events: tuple[Event, ...] = ()
    over: bool = False

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def mine(self) -> JdSeen:
        return self.players[self.me]

    def card(self, cid: int) -> JdCard:
        return self.cards[cid]

    def empire(self, seat: int | None = None) -> list[tuple[int, JdCard]]:
        s = self.me if seat is None else seat
        return [(c, self.cards[c]) for c in self.players[s].tableau]

    def others(self) -> list[list[tuple[int, JdCard]]]:
        return [self.empire(p.seat) for p in self.players if p.seat != self.me]

    def my_hand(self) -> list[tuple[int, JdCard]]:
        return [(c, self.cards[c]) for c in self.hand]


def jd_observation(game: JdGame, player: int) -> JdObservation:
    st = jd_state(game)
    me = st.seat(player)
    seen = tuple(
        JdSeen(p.seat, p.name, tuple(p.tableau), len(p.hand), p.chips, q.tiles,
               q.survey_used, q.play, q.vp_last, q.income_last)
        for p, q in ((p, st.seat(p.seat)) for p in st.players))
    return JdObservation(
        player, tuple(p.name for p in st.players), st.round, st.phase, len(st.deck),
        len(st.discard), len(st.middle), st.dealer, seen, tuple(me.hand), me.fresh,
        game.pending_for(player), st.jd, tuple(st.events[-EVENT_TAIL:]), st.over)
