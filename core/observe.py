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
from enum import StrEnum
from typing import TYPE_CHECKING, Final

from rftg.core.actions import PLAYED, Action
from rftg.core.cards import Card, Edition, Phase
from rftg.core.decisions import Decision
from rftg.core.ending import Ending
from rftg.core.events import Event
from rftg.core.race.setup import race_setup
from rftg.core.race.spec import rules_of
from rftg.core.rules.goals import GoalProgress, GoalTile, goal_progress
from rftg.core.rules.powers import PowerRef, active_powers
from rftg.core.rules.round import hand_excess
from rftg.core.value import Value

if TYPE_CHECKING:
    from rftg.core.state import RaceGame

# (Final: compiled, a constant rather than a look-up by name)
EVENT_TAIL: Final = 60  # the latest public events an observation carries
NONE_USED: Final[frozenset[tuple[int, int]]] = frozenset()  # no power used yet this phase
PHASES: Final = frozenset(PLAYED.values())  # the five phases (powers: the tableau at start)


@dataclass(frozen=True, slots=True)
class PublicSetup:
    """The game's setup without its seed."""

    players: int
    edition: Edition
    advanced: bool
    start: str
    names: tuple[str, ...]
    hand_limit: int
    tableau_end: int = 12  # the tableau size that ends the game (the ruleset's)


# The public views below are values of the compiled engine (``Value``): one of each per
# player is built whenever the game has moved on, for every observation.


class SeenPlayer(Value):
    """One player's public side."""

    __slots__ = ("actions", "chips", "goods", "hand_size", "name", "placing", "seat", "start",
                 "tableau")
    FIELDS = ("seat", "name", "start", "tableau", "goods", "hand_size", "chips", "actions",
              "placing")

    def __init__(self, seat: int, name: str, start: int, tableau: tuple[int, ...],
                 goods: tuple[int, ...], hand_size: int, chips: int,
                 actions: tuple[Action, ...], placing: int | None) -> None:
        self.seat = seat
        self.name = name
        self.start = start
        self.tableau = tableau
        self.goods = goods  # worlds holding a good
        self.hand_size = hand_size
        self.chips = chips
        self.actions = actions  # empty until revealed
        self.placing = placing  # the card revealed in Develop / Settle, once revealed


class SeatFacts(Value):
    """One player's facts of the phase under way (all public)."""

    __slots__ = ("active", "bonus", "bonus_used", "drew", "hand_military", "placed", "produced",
                 "temp_military", "used")
    FIELDS = ("bonus", "active", "placed", "temp_military", "hand_military", "used",
              "produced", "drew", "bonus_used")

    def __init__(self, bonus: bool, active: tuple[int, ...], placed: tuple[int, ...],
                 temp_military: int, hand_military: int, used: frozenset[tuple[int, int]],
                 produced: tuple[int, ...], drew: int, bonus_used: bool) -> None:
        self.bonus = bonus  # has the bonus of this phase (this run of a doubled phase)
        self.active = active  # tableau cards whose powers work now
        self.placed = placed  # cards placed in this phase
        self.temp_military = temp_military  # temporary military gained in this Settle phase
        self.hand_military = hand_military  # hand cards discarded for military in this Settle phase
        self.used = used  # powers used in this phase (card, index)
        self.produced = produced  # worlds that received a good in this phase
        self.drew = drew  # cards drawn in this phase
        self.bonus_used = bonus_used  # the phase's bonus was used (Produce: the windfall good)


class PhaseFacts(Value):
    """What matters about the phase under way: which run of a doubled Develop or Settle
    phase it is (the advanced game), whether Improved Logistics' second world is being
    placed, and each player's facts."""

    __slots__ = ("phase", "run", "runs", "seats", "second_world")
    FIELDS = ("phase", "run", "runs", "second_world", "seats")

    def __init__(self, phase: StrEnum, run: int, runs: int, second_world: bool,
                 seats: tuple[SeatFacts, ...]) -> None:
        self.phase = phase  # a RacePhase, or the kernel's Stage
        self.run = run
        self.runs = runs
        self.second_world = second_world
        self.seats = seats


class Observation:
    """One player's view: a snapshot of what that seat may see, taken from the game when
    built (``Observation(game, seat)``; the public views are built once per state of the
    game and shared by every observer). It holds no reference to the game: a player that
    looks ahead asks the engine for a sampler (``Game.sampler``). A variant extends it
    (the solitaire game: ``rftg.core.solitaire.observe.SolitaireObservation``)."""

    __slots__ = (
        "cards",
        "decision",
        "deck_size",
        "discard_size",
        "drawn",
        "ending",
        "events",
        "facts",
        "goals",
        "hand",
        "me",
        "order",
        "over",
        "phase",
        "picks",
        "players",
        "pool",
        "round",
        "setup",
    )

    def __init__(self, game: RaceGame, player: int) -> None:
        """``player``'s view of ``game`` now (taken field by field: built once per
        decision of every game played, a variant's view calls this first)."""
        st = game.state
        me = st.players[player]
        shared = _shared(game)  # the public part, built once per state of the game
        self.me = player
        self.setup: PublicSetup = shared.setup
        self.round: int = st.round
        self.phase: StrEnum = st.phase
        self.pool: int = st.pool
        self.deck_size = len(st.deck_for(player))
        self.discard_size = len(st.discard_for(player))
        self.order: tuple[int, ...] = st.order
        self.hand = tuple(me.hand)
        self.drawn = tuple(me.drawn)  # my explore draw, while I choose what to keep
        self.decision: Decision | None = game.pending_for(player)
        self.cards: tuple[Card, ...] = st.cards  # card designs by id (public knowledge)
        self.over: bool = st.over
        self.players = shared.players  # every player's public side
        self.facts = shared.facts  # the facts of the phase under way
        self.events = shared.events  # the latest EVENT_TAIL public events
        # how the game ends: once over; before, the end reached (this round is the last)
        self.ending: Ending | None = shared.ending
        # The Gathering Storm's goals: each tile, its holder, markers
        self.goals: tuple[GoalTile, ...] = shared.goals
        # my draft picks so far (they become my own deck), while drafting
        self.picks: tuple[int, ...] = tuple(st.picks[player]) if st.picks else ()

    def _key(self) -> tuple[object, ...]:
        return (self.me, self.setup, self.round, self.phase, self.pool, self.deck_size,
                self.discard_size, self.order, self.players, self.hand, self.drawn,
                self.decision, self.facts, self.cards, self.events, self.over, self.goals,
                self.picks, self.ending)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Observation(me={self.me}, round={self.round}, phase={self.phase.value!r}, "
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


class Glance:
    """What a player that answers from its decision alone is given (``Chooser.glances``:
    the random player): its seat, its pending decision and the card designs (public).
    Built for every decision of a simulated game, so it takes nothing else: a subset of
    the ``Observation``'s fields, with the same names."""

    __slots__ = ("cards", "decision", "me")

    def __init__(self, game: RaceGame, player: int) -> None:
        self.me = player
        self.decision: Decision | None = game.pending_for(player)
        self.cards: tuple[Card, ...] = game.state.cards

    def card(self, cid: int) -> Card:
        return self.cards[cid]


def race_glance(game: RaceGame, player: int) -> Glance:
    """``player``'s glance at a game of Race for the Galaxy (the ruleset's ``glance``)."""
    return Glance(game, player)


def observation(game: RaceGame, player: int) -> Observation:
    """``player``'s view of ``game`` now, as its ruleset gives it (a variant's extension
    of the observation, such as the solitaire robot's, included)."""
    seen: Observation = game.ruleset.observe(game, player)
    return seen


def race_observation(game: RaceGame, player: int) -> Observation:
    """``player``'s view of a game of Race for the Galaxy (the ruleset's ``observe``)."""
    return Observation(game, player)


class _Shared:
    """The public part of every observation of one state of the game: built by the first
    observer, shared by the others until the game moves on (``Game.view_cache``)."""

    __slots__ = ("ending", "events", "facts", "goals", "players", "setup")

    def __init__(self, game: RaceGame) -> None:
        st = game.state
        self.setup = public_setup(game)
        self.players = _public_players(game)
        self.facts = phase_facts(game)
        self.events = _event_tail(game)
        self.ending = game.ending_now()
        self.goals: tuple[GoalTile, ...] = tuple(st.goals) if st.goals else ()


def _shared(game: RaceGame) -> _Shared:
    cached = game.view_cache.get("shared")
    if cached is None:
        cached = game.view_cache["shared"] = _Shared(game)
    assert isinstance(cached, _Shared)
    return cached


def _event_tail(game: RaceGame) -> tuple[Event, ...]:
    """The latest public events; the same for all observers until the state changes."""
    cached = game.view_cache.get("events")
    if isinstance(cached, tuple):
        return cached
    tail = tuple(game.state.events[-EVENT_TAIL:])
    game.view_cache["events"] = tail
    return tail


def public_setup(game: RaceGame) -> PublicSetup:
    """The setup without the seed (fixed for the whole game)."""
    cached = game.fixed_cache.get("setup")
    if isinstance(cached, PublicSetup):
        return cached
    s = race_setup(game.setup)
    rules = rules_of(game)
    public = PublicSetup(s.players, s.edition, s.advanced, s.start, s.player_names(),
                         rules.hand_limit, rules.tableau_end)
    game.fixed_cache["setup"] = public
    return public


def phase_facts(game: RaceGame) -> PhaseFacts:
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
                  tuple(p.placed), p.temp_military, p.hand_military,
                  frozenset(p.used) if p.used else NONE_USED,
                  tuple(p.produced), p.drew, p.bonus_used)
        for p in st.players
    )
    facts = PhaseFacts(st.phase, st.run, st.runs, st.second_world, seats)
    game.view_cache["facts"] = facts
    return facts


def _public_players(game: RaceGame) -> tuple[SeenPlayer, ...]:
    """Every player's public side; the same for all observers until the state changes."""
    cached = game.view_cache.get("players")
    if isinstance(cached, tuple):
        return cached
    # the engine records actions and placements only once all are revealed
    seen = tuple(
        # (the goods' worlds by a comprehension: compiled, it walks the dict natively)
        SeenPlayer(p.seat, p.name, p.start, tuple(p.tableau), tuple([w for w in p.goods]),
                   len(p.hand), p.chips, p.actions, p.placing)
        for p in game.state.players
    )
    game.view_cache["players"] = seen
    return seen
