"""What one player of Andromeda may see: ``ad_observation(game, seat)``.

The board (stations on Earth and on every planet, the centres on the moons), both tracks,
the transport cards left, the size of every hand, the bonus supply, the open discard pile,
the cards out in the trade (face up once revealed; a face-down card is in no state until
every player has chosen, so none is seen early), the active player and the player's own
hand and decision. Never another hand, the deck's order or the seed. It holds no
reference to the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rftg.core.andromeda.cards import Deck
from rftg.core.andromeda.components import Components
from rftg.core.andromeda.state import ad_state
from rftg.core.decisions import Decision
from rftg.core.ending import Ending
from rftg.core.gamestate import Event

if TYPE_CHECKING:
    from rftg.core.andromeda.state import AdGame

EVENT_TAIL = 80


@dataclass(frozen=True)
class AdObservation:
    me: int
    names: tuple[str, ...]
    round: int
    phase: str
    active: int
    components: Components
    cards: Deck
    hand: tuple[int, ...]  # my cards
    hand_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[int, ...]  # the open pile, bottom first
    supply: tuple[int, ...]  # bonus cards left per kind of the file
    earth: tuple[int, ...]
    stations: tuple[tuple[int, ...], ...]  # [planet][seat]
    centres: tuple[tuple[int | None, ...], ...]  # [planet][moon] -> seat
    ship: tuple[int, ...]
    tech: tuple[int, ...]
    transports: tuple[int, ...]
    offers: tuple[tuple[int, ...], ...]  # the cards out in the trade, per seat
    trading: tuple[bool, ...]
    shown: tuple[int, ...]  # faces the active player showed in this trade
    decision: Decision | None
    events: tuple[Event, ...]
    ending: Ending | None
    over: bool

    @property
    def players(self) -> int:
        return len(self.names)


def ad_observation(game: AdGame, seat: int) -> AdObservation:
    st = ad_state(game)
    return AdObservation(
        seat, st.setup.player_names(), st.round, st.phase, st.active, st.components,
        st.cards, tuple(st.hands[seat]), tuple(len(h) for h in st.hands), len(st.deck),
        tuple(st.discard), tuple(len(s) for s in st.supply), tuple(st.earth),
        tuple(tuple(s) for s in st.stations), tuple(tuple(c) for c in st.centres),
        tuple(st.ship), tuple(st.tech), tuple(st.transports),
        tuple(tuple(o) for o in st.offers), tuple(st.trading), tuple(st.shown),
        game.pending_for(seat), tuple(st.events[-EVENT_TAIL:]), game.ending_now(), st.over)
