"""What one player may see: ``observation(game, player)``.

Computer players, hints and the tutor get this, never the game itself. It holds the
player's own hand and explore draw, every tableau, which worlds hold goods (goods are
face-down cards: nobody sees what they are), hand sizes, chips, the VP pool, deck and
discard sizes, the actions revealed this round, the facts of the phase under way
(``PhaseFacts``: bonuses, temporary military, cards placed and drawn, powers used), the
latest public events, the goals (The Gathering Storm), this player's draft picks so far
(the draft variant) and this player's pending decision.
It never holds another player's hand, the order of the deck, a good's card, or the game's
seed (with it the deck could be dealt again): hidden information holds by design.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from rftg.core.cards import Card, Edition, Phase
from rftg.core.decisions import Decision
from rftg.core.engine import Game
from rftg.core.events import Event
from rftg.core.rules.goals import GoalProgress, GoalTile, goal_progress
from rftg.core.rules.powers import PowerRef, active_powers
from rftg.core.rules.round import hand_excess
from rftg.core.solitaire.observe import RobotView, robot_view
from rftg.core.state import Action

EVENT_TAIL = 60  # the latest public events an observation carries
PHASES = frozenset(p.value for p in Phase)


@dataclass(frozen=True, slots=True)
class PublicSetup:
    """The game's setup without its seed."""

    players: int
    edition: Edition
    advanced: bool
    start: str
    names: tuple[str, ...]
    hand_limit: int


class SeenPlayer(NamedTuple):
    seat: int
    name: str
    start: int
    tableau: tuple[int, ...]
    goods: tuple[int, ...]  # worlds holding a good
    hand_size: int
    chips: int
    actions: tuple[Action, ...]  # empty until revealed
    placing: int | None  # the card revealed in Develop / Settle, once revealed


class SeatFacts(NamedTuple):
    """One player's facts of the phase under way (all public)."""

    bonus: bool  # has the bonus of this phase (this run of a doubled phase)
    active: tuple[int, ...]  # tableau cards whose powers work now
    placed: tuple[int, ...]  # cards placed in this phase
    temp_military: int  # temporary military gained in this Settle phase
    hand_military: int  # hand cards discarded for military in this Settle phase
    used: frozenset[tuple[int, int]]  # powers used in this phase (card, index)
    produced: tuple[int, ...]  # worlds that received a good in this phase
    drew: int  # cards drawn in this phase
    bonus_used: bool  # the phase's bonus was used (Produce: the windfall good)


class PhaseFacts(NamedTuple):
    """What matters about the phase under way: which run of a doubled Develop or Settle
    phase it is (the advanced game), whether Improved Logistics' second world is being
    placed, and each player's facts."""

    phase: str
    run: int
    runs: int
    second_world: bool
    seats: tuple[SeatFacts, ...]


class Observation:
    """One player's view. A snapshot: the public views (``players``, ``facts``,
    ``events``, ``robot``) are built when it is taken, or, for a lazy observation, on first
    use while the game has not moved on (they are shared by every observer of the same
    state). A lazy observation read after the game has moved on raises rather than describe
    a later state: it is for a computer player that answers at once and keeps nothing."""

    __slots__ = (
        "_events",
        "_facts",
        "_game",
        "_players",
        "_robot",
        "_robot_built",
        "_source",
        "_version",
        "cards",
        "decision",
        "deck_size",
        "discard_size",
        "drawn",
        "goals",
        "hand",
        "me",
        "order",
        "over",
        "phase",
        "picks",
        "pool",
        "round",
        "setup",
    )

    def __init__(self, me: int, setup: PublicSetup, round: int, phase: str, pool: int,
                 deck_size: int, discard_size: int, order: tuple[int, ...],
                 hand: tuple[int, ...], drawn: tuple[int, ...], decision: Decision | None,
                 cards: tuple[Card, ...], over: bool, game: Game,
                 goals: tuple[GoalTile, ...] = (), picks: tuple[int, ...] = ()) -> None:
        self.me = me
        self.setup = setup
        self.round = round
        self.phase = phase
        self.pool = pool
        self.deck_size = deck_size
        self.discard_size = discard_size
        self.order = order
        self.hand = hand
        self.drawn = drawn  # my explore draw, while I choose what to keep
        self.decision = decision
        self.cards = cards  # card designs by id (public knowledge)
        self.over = over
        self.goals = goals  # The Gathering Storm's goals: each tile, its holder, markers
        self.picks = picks  # my draft picks so far (they become my own deck), while drafting
        self._game: Game | None = game
        self._robot: RobotView | None = None
        self._robot_built = False
        self._players: tuple[SeenPlayer, ...] | None = None
        self._facts: PhaseFacts | None = None
        self._events: tuple[Event, ...] | None = None
        # the observed game and its version, for core.determinize.sample_game only (a
        # player never receives the game): a sample is dealt while the game has not moved on
        self._source: Game = game
        self._version = game.version

    def freeze(self) -> None:
        """Build the public views now (they then outlive any change to the game)."""
        if self._game is None:
            return
        game = self._live()
        if self._players is None:
            self._players = _public_players(game)
        if self._facts is None:
            self._facts = phase_facts(game)
        if self._events is None:
            self._events = _event_tail(game)
        if not self._robot_built:
            self._robot = robot_view(game)
            self._robot_built = True
        self._game = None

    def _live(self) -> Game:
        """The observed game, while it is still in the state observed."""
        game = self._game
        if game is None or game.version != self._version:
            raise RuntimeError("a lazy observation was read after the game had moved on "
                               "(take it with lazy=False to keep it)")
        return game

    @property
    def players(self) -> tuple[SeenPlayer, ...]:
        seen = self._players
        if seen is None:
            seen = self._players = _public_players(self._live())
        return seen

    @property
    def facts(self) -> PhaseFacts:
        facts = self._facts
        if facts is None:
            facts = self._facts = phase_facts(self._live())
        return facts

    @property
    def events(self) -> tuple[Event, ...]:
        """The latest EVENT_TAIL public events."""
        tail = self._events
        if tail is None:
            tail = self._events = _event_tail(self._live())
        return tail

    @property
    def robot(self) -> RobotView | None:
        """The solitaire robot's public side (rftg.core.solitaire.observe), None otherwise."""
        if not self._robot_built:
            self._robot = robot_view(self._live())
            self._robot_built = True
        return self._robot

    def _key(self) -> tuple[object, ...]:
        return (self.me, self.setup, self.round, self.phase, self.pool, self.deck_size,
                self.discard_size, self.order, self.players, self.hand, self.drawn,
                self.decision, self.facts, self.cards, self.events, self.over, self.goals,
                self.picks, self.robot)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Observation(me={self.me}, round={self.round}, phase={self.phase!r}, "
                f"decision={self.decision!r})")

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    @property
    def mine(self) -> SeenPlayer:
        return self.players[self.me]

    @property
    def my_facts(self) -> SeatFacts:
        return self.facts.seats[self.me]

    @property
    def used(self) -> frozenset[tuple[int, int]]:
        """My powers used in this phase (card, index)."""
        return self.my_facts.used

    def goal_progress(self, seat: int | None = None) -> tuple[GoalProgress, ...]:
        """``seat``'s (default: my) progress on each goal of the game, from public facts
        (Budget Surplus: the cards over the hand limit now)."""
        s = self.me if seat is None else seat
        p = self.players[s]
        over = hand_excess(p.hand_size, self.setup.hand_limit).total
        return tuple(goal_progress(t, s, p.tableau, self.cards, p.chips, over)
                     for t in self.goals)

    def powers(self, phase: Phase, seat: int | None = None) -> tuple[PowerRef, ...]:
        """The powers of ``phase`` that work now for ``seat`` (default: me): cards placed
        in the phase under way wait for the next one."""
        s = self.me if seat is None else seat
        tableau = self.players[s].tableau
        return active_powers(self.cards, self.facts.seats[s].active, tableau, phase)


def observation(game: Game, player: int, *, lazy: bool = False) -> Observation:
    """``player``'s view of ``game`` now. ``lazy``: the public views are built on first use,
    for a computer player that answers at once in the same thread and keeps nothing
    (simulations, look-ahead): read after the game has moved on, they raise. Otherwise
    they are built here, so the observation can be kept, or read from another thread while
    the game moves on."""
    st = game.state
    me = st.players[player]
    obs = Observation(
        player, public_setup(game), st.round, st.phase, st.pool, len(st.deck_for(player)),
        len(st.discard_for(player)), st.order, tuple(me.hand), tuple(me.drawn),
        game.pending_for(player), st.cards, st.over, game, tuple(st.goals),
        tuple(st.picks[player]) if st.picks else (),
    )
    if not lazy:
        obs.freeze()
    return obs


def _event_tail(game: Game) -> tuple[Event, ...]:
    """The latest public events; the same for all observers until the state changes."""
    cached = game.view_cache.get("events")
    if isinstance(cached, tuple):
        return cached
    tail = tuple(game.state.events[-EVENT_TAIL:])
    game.view_cache["events"] = tail
    return tail


def public_setup(game: Game) -> PublicSetup:
    """The setup without the seed (fixed for the whole game)."""
    cached = game.fixed_cache.get("setup")
    if isinstance(cached, PublicSetup):
        return cached
    s = game.setup
    public = PublicSetup(s.players, s.edition, s.advanced, s.start, s.player_names(),
                         game.ruleset.hand_limit)
    game.fixed_cache["setup"] = public
    return public


def phase_facts(game: Game) -> PhaseFacts:
    """The facts of the phase under way; the same for all observers until the state
    changes."""
    cached = game.view_cache.get("facts")
    if isinstance(cached, PhaseFacts):
        return cached
    st = game.state
    in_phase = st.phase in PHASES
    second = st.second_world
    seats = tuple(
        SeatFacts(p.seat in st.bonus and not second,
                  p.phase_start_tableau if in_phase else tuple(p.tableau),
                  tuple(p.placed), p.temp_military, p.hand_military, frozenset(p.used),
                  tuple(p.produced), p.drew, p.bonus_used)
        for p in st.players
    )
    facts = PhaseFacts(st.phase, st.run, st.runs, st.second_world, seats)
    game.view_cache["facts"] = facts
    return facts


def _public_players(game: Game) -> tuple[SeenPlayer, ...]:
    """Every player's public side; the same for all observers until the state changes."""
    cached = game.view_cache.get("players")
    if isinstance(cached, tuple):
        return cached
    # the engine records actions and placements only once all are revealed
    seen = tuple(
        SeenPlayer(p.seat, p.name, p.start, tuple(p.tableau), tuple(p.goods), len(p.hand),
                   p.chips, p.actions, p.placing)
        for p in game.state.players
    )
    game.view_cache["players"] = seen
    return seen
