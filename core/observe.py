"""What one player may see: ``observation(game, player)``.

Computer players, hints and the tutor get this, never the game itself. It holds the
player's own hand and explore draw, every tableau, which worlds hold goods (goods are
face-down cards: nobody sees what they are), hand sizes, chips, the VP pool, deck and
discard sizes, the actions revealed this round, the public log, and this player's pending
decision. It never holds another player's hand, the order of the deck, or a good's card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rftg.core.cards import Card
from rftg.core.decisions import Decision
from rftg.core.engine import Game
from rftg.core.state import Action, GameSetup

LOG_TAIL = 30  # the latest public log lines an observation carries

@dataclass(frozen=True)
class SeenPlayer:
    seat: int
    name: str
    start: int
    tableau: tuple[int, ...]
    goods: tuple[int, ...]  # worlds holding a good
    hand_size: int
    chips: int
    actions: tuple[Action, ...]  # empty until revealed
    placing: int | None  # the card revealed in Develop / Settle, once revealed

@dataclass(frozen=True)
class Observation:
    me: int
    setup: GameSetup
    round: int
    phase: str
    pool: int
    deck_size: int
    discard_size: int
    order: tuple[int, ...]
    players: tuple[SeenPlayer, ...]
    hand: tuple[int, ...]
    drawn: tuple[int, ...]  # my explore draw, while I choose what to keep
    decision: Decision | None
    cards: tuple[Card, ...] = field(repr=False)  # card designs by id (public knowledge)
    used: frozenset[tuple[int, int]] = frozenset()  # my powers used this phase (card, index)
    log: tuple[str, ...] = field(repr=False, default=())  # the latest LOG_TAIL lines
    over: bool = False

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    @property
    def mine(self) -> SeenPlayer:
        return self.players[self.me]

def observation(game: Game, player: int) -> Observation:
    st = game.state
    decision = game.pending_for(player)
    seen = _public_players(game)
    me = st.players[player]
    return Observation(
        me=player, setup=st.setup, round=st.round, phase=st.phase, pool=st.pool,
        deck_size=len(st.deck), discard_size=len(st.discard), order=st.order, players=seen,
        hand=tuple(me.hand), drawn=tuple(me.drawn), decision=decision, cards=st.cards,
        log=tuple(st.log[-LOG_TAIL:]), over=st.over, used=frozenset(me.used),
    )

def _public_players(game: Game) -> tuple[SeenPlayer, ...]:
    """Every player's public side; the same for all observers until the state changes."""
    cached = game.view_cache.get("players")
    if isinstance(cached, tuple):
        return cached
    # the engine records actions and placements only once all are revealed
    seen = tuple(
        SeenPlayer(
            seat=p.seat, name=p.name, start=p.start, tableau=tuple(p.tableau),
            goods=tuple(p.goods), hand_size=len(p.hand), chips=p.chips,
            actions=p.actions, placing=p.placing,
        )
        for p in game.state.players
    )
    game.view_cache["players"] = seen
    return seen
