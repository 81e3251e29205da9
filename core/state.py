"""Race for the Galaxy's game state: the card zones, each player's tableau and goods, the
VP pool, and the facts of the phase under way; with the moves of the rules on them
(drawing, discarding, gaining VP chips, producing a good) that record their events.

Every physical card has an id (0..N-1, fixed by the setup); ``GameState.cards[id]`` is its
design. Each id is in exactly one zone at any time: the deck, the discard pile, a hand, a
tableau, under a world as a good, or in a player's explore draw.

The kernel's state (``rftg.core.gamestate.State``: setup, RNG, events, round, phase, the
end) is its base; a game of Race's family (Jump Drive) extends it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

# the action cards and the game's limits (rftg.core.actions), importable from here too
from rftg.core.actions import ADVANCED_ACTIONS as ADVANCED_ACTIONS
from rftg.core.actions import BASIC_ACTIONS as BASIC_ACTIONS
from rftg.core.actions import HAND_LIMIT as HAND_LIMIT
from rftg.core.actions import PLAYED as PLAYED
from rftg.core.actions import TABLEAU_END as TABLEAU_END
from rftg.core.actions import VP_PER_PLAYER as VP_PER_PLAYER
from rftg.core.actions import Action as Action
from rftg.core.actions import RacePhase as RacePhase
from rftg.core.cards import Card, Catalogue, Edition, Phase, Power
from rftg.core.draws import shuffle
from rftg.core.events import Drew, Produced, Reshuffled
from rftg.core.gamestate import Event, State
from rftg.core.text import render_event

if TYPE_CHECKING:
    from typing import TypeAlias

    from rftg.core.engine import Game
    from rftg.core.rules.goals import GoalTile
    from rftg.core.rules.powers import PowerRef




@dataclass(slots=True)
class PlayerState:
    seat: int
    name: str
    start: int = -1  # card id of the start world
    hand: list[int] = field(default_factory=list)
    tableau: list[int] = field(default_factory=list)
    goods: dict[int, int] = field(default_factory=dict)  # world id -> good (card id)
    chips: int = 0
    actions: tuple[Action, ...] = ()
    # scratch for the phase in progress
    drawn: list[int] = field(default_factory=list)  # explore draw / start-world choice
    placing: int | None = None  # the card revealed in Develop / Settle
    placed: list[int] = field(default_factory=list)  # cards placed in this phase
    temp_military: int = 0  # until the end of this Settle phase
    hand_military: int = 0  # hand cards discarded for military in this phase
    used: set[tuple[int, int]] = field(default_factory=set)  # (card id, power index)
    phase_start_tableau: tuple[int, ...] = ()  # whose powers work now (Game.phase_powers)
    power_cache: dict[Phase, tuple[tuple[int, int, Power], ...]] = field(
        default_factory=dict, repr=False)
    produced: list[int] = field(default_factory=list)  # worlds that produced this phase
    drew: int = 0  # cards drawn in this phase
    bonus_used: bool = False  # the phase's bonus was used (Produce: the windfall good)
    sold: bool = False  # Consume-Trade: the sale is behind (sold, or nothing to sell)
    discarded_at_round_end: int = 0

    def clone(self) -> PlayerState:
        new = dataclasses.replace(self)  # the same class (a game's own state too)
        new.hand = list(self.hand)
        new.tableau = list(self.tableau)
        new.goods = dict(self.goods)
        new.drawn = list(self.drawn)
        new.placed = list(self.placed)
        new.used = set(self.used)
        new.power_cache = dict(self.power_cache)
        new.produced = list(self.produced)
        return new


@dataclass(slots=True)
class GameState(State):
    cards: tuple[Card, ...] = ()
    catalogue: Catalogue | None = None  # the game's own (its own cards: rftg.core.custom)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    players: list[PlayerState] = field(default_factory=list)
    pool: int = 0
    order: tuple[int, ...] = ()  # seats in player order (lowest start world first)
    # facts of the phase under way (public): who has its bonus, which run of a doubled
    # Develop/Settle phase (the advanced game) this is, Improved Logistics' second world
    bonus: frozenset[int] = frozenset()
    run: int = 1
    runs: int = 1
    second_world: bool = False
    # per card id: its powers by phase, as (card id, index, power)
    power_table: tuple[dict[Phase, tuple[tuple[int, int, Power], ...]], ...] = ()
    _log: list[str] = field(default_factory=list, repr=False)
    goals: list[GoalTile] = field(default_factory=list)  # The Gathering Storm's goals
    # the draft: each player's own deck and discard pile (None: the shared ones), the
    # packets and picks while drafting, and the cards that left the game
    own_decks: list[list[int]] | None = None
    own_discards: list[list[int]] | None = None
    packets: list[list[int]] = field(default_factory=list)
    picks: list[list[int]] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)

    @property
    def log(self) -> list[str]:
        """The events so far, as English log lines (rendered once, as they come)."""
        if len(self._log) < len(self.events):
            names = [p.name for p in self.players]
            for e in self.events[len(self._log):]:
                self._log.append(self.render_event(e, names) or "")
        return [line for line in self._log if line]

    def render_event(self, event: Event, names: list[str]) -> str | None:
        """One event as a log line (None: not logged); a game of its own renders its own."""
        return render_event(event, names, self.cards)

    def card(self, cid: int) -> Card:
        return self.cards[cid]

    def name(self, cid: int) -> str:
        return self.cards[cid].name

    def deck_for(self, seat: int) -> list[int]:
        """The deck ``seat`` draws from: its own in the draft, else the shared one."""
        own = self.own_decks
        return self.deck if own is None else own[seat]

    def discard_for(self, seat: int) -> list[int]:
        """The discard pile ``seat`` discards to: its own in the draft, else the shared one."""
        own = self.own_discards
        return self.discard if own is None else own[seat]

    def draw(self, seat: int | None = None) -> int | None:
        """The top card of the deck (``seat``'s own in the draft); the discard pile is
        reshuffled when the deck is empty."""
        if self.own_decks is not None and seat is not None:
            return self._draw_own(seat)
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            shuffle(self.rng, self.deck)
            self.events.append(Reshuffled())
        return self.deck.pop()

    def _draw_own(self, seat: int) -> int | None:
        """The draft: "jeder Spieler [zieht] immer nur von seinem persönlichen
        Nachziehstapel ... und [legt] abgeworfene Karten auf seinen eigenen Abwurfhaufen
        ..., den er mischt, wenn sein Nachziehstapel leer ist"."""
        assert self.own_decks is not None and self.own_discards is not None
        deck = self.own_decks[seat]
        if not deck:
            pile = self.own_discards[seat]
            if not pile:
                return None
            self.own_decks[seat] = deck = pile
            self.own_discards[seat] = []
            shuffle(self.rng, deck)
            self.events.append(Reshuffled(seat))
        return deck.pop()

    def draw_to_hand(self, p: PlayerState, n: int) -> int:
        got = 0
        for _ in range(n):
            cid = self.draw(p.seat)
            if cid is None:
                break
            p.hand.append(cid)
            got += 1
        return got

    # ------------------------------------------------------------ the rules' moves

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def in_order(self) -> list[PlayerState]:
        """The players in player order (lowest start world first)."""
        return [self.players[s] for s in self.order]

    def phase_powers(self, p: PlayerState, phase: Phase) -> tuple[PowerRef, ...]:
        """Powers of the cards ``p`` had at the start of this phase (rule: a card's powers
        work from the phase after the one in which it was placed), less cards discarded
        from the tableau since (``forget_powers``). Cached per phase."""
        cached = p.power_cache.get(phase)
        if cached is None:
            table = self.power_table
            out: list[PowerRef] = []
            for cid in p.phase_start_tableau:
                out.extend(table[cid].get(phase, ()))
            cached = tuple(out)
            p.power_cache[phase] = cached
        return cached

    @staticmethod
    def forget_powers(p: PlayerState) -> None:
        """Call when a card leaves ``p``'s tableau during a phase: its powers stop working."""
        p.phase_start_tableau = tuple(c for c in p.phase_start_tableau if c in p.tableau)
        p.power_cache.clear()

    def begin_phase(self, phase: RacePhase, bonus: frozenset[int] = frozenset(), run: int = 1,
                    runs: int = 1) -> None:
        self.phase = phase
        self.bonus = bonus
        self.run = run
        self.runs = runs
        self.second_world = False
        for p in self.players:
            p.phase_start_tableau = tuple(p.tableau)
            p.power_cache.clear()
            p.used = set()
            p.produced = []
            p.placing = None
            p.placed = []
            p.temp_military = 0
            p.hand_military = 0
            p.drew = 0
            p.bonus_used = False
            p.sold = False

    def draw_cards(self, p: PlayerState, n: int, why: str, card: int | None = None) -> None:
        """``p`` draws ``n`` cards; ``why`` is a key of the text catalogue's [why] section,
        or "power" with ``card`` the card whose power draws."""
        if n > 0:
            got = self.draw_to_hand(p, n)
            p.drew += got
            self.events.append(Drew(p.seat, got, why, card))

    def gain_vp(self, p: PlayerState, vp: int) -> None:
        if vp > 0:
            p.chips += vp
            self.pool -= vp

    def add_good(self, p: PlayerState, world: int, windfall: bool = False,
                 placed: bool = False) -> bool:
        """A good on ``world`` (``placed``: the good a windfall world comes with when it
        is placed, no production)."""
        good = self.draw(p.seat)
        if good is None:
            return False
        p.goods[world] = good
        p.produced.append(world)
        self.events.append(Produced(p.seat, world, windfall, placed))
        return True

    def discard_from_hand(self, p: PlayerState, cards: tuple[int, ...]) -> None:
        pile = self.discard_for(p.seat)
        for c in cards:
            p.hand.remove(c)
            pile.append(c)

    def clone(self) -> GameState:
        """An independent copy: card designs, the power table and the setup are shared
        (they never change), everything that changes is copied."""
        new = State.clone(self)
        assert isinstance(new, GameState)
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new._log = list(self._log)
        new.players = [p.clone() for p in self.players]
        new.goals = list(self.goals)
        if self.own_decks is not None:
            new.own_decks = [list(d) for d in self.own_decks]
        if self.own_discards is not None:
            new.own_discards = [list(d) for d in self.own_discards]
        if self.packets or self.picks:
            new.packets = [list(x) for x in self.packets]
            new.picks = [list(x) for x in self.picks]
        new.removed = list(self.removed)
        return new

    def end_tableaus(self) -> list[int]:
        """The tableau sizes that count for the end of the game (a variant's own seats,
        such as the solitaire robot's, too)."""
        return [len(p.tableau) for p in self.players]

    def snapshot_extra(self) -> dict[str, object]:
        """A variant's own part of a save's snapshot (the solitaire robot's board)."""
        return {}

    def hidden_piles(self) -> list[list[int]]:
        """A variant's own face-down piles, dealt again like a hand in a sample (the
        solitaire robot's)."""
        return []

    def all_card_ids(self) -> list[int]:
        ids = list(self.deck) + list(self.discard) + list(self.removed)
        for own in (self.own_decks or []) + (self.own_discards or []) + self.packets + self.picks:
            ids += own
        for p in self.players:
            ids += p.hand + p.tableau + list(p.goods.values()) + p.drawn
        return ids


if TYPE_CHECKING:
    RaceGame: TypeAlias = Game[GameState]  # a game of Race for the Galaxy (its variants too)

PowerTable = tuple[dict[Phase, tuple[tuple[int, int, Power], ...]], ...]


def power_table(cards: tuple[Card, ...]) -> PowerTable:
    """For each card id, its powers by phase (built once per game)."""
    out = []
    for cid, card in enumerate(cards):
        by: dict[Phase, list[tuple[int, int, Power]]] = {}
        for i, pw in enumerate(card.powers):
            by.setdefault(pw.phase, []).append((cid, i, pw))
        out.append({ph: tuple(v) for ph, v in by.items()})
    return tuple(out)


def build_deck(cat: Catalogue, edition: Edition) -> tuple[Card, ...]:
    """Every physical card of a game with ``edition``, in catalogue order (ids = positions)."""
    return tuple(c for c in cat.cards(edition) for _ in range(c.copies_in(edition)))


_DECKS: dict[tuple[int, Edition], tuple[Catalogue, tuple[Card, ...], PowerTable]] = {}


def deck_and_powers(cat: Catalogue, edition: Edition) -> tuple[tuple[Card, ...], PowerTable]:
    """The game's card designs and their power table: immutable, so built once per
    catalogue and edition and shared by every game (the catalogue is kept alive with them,
    so its id stays its own)."""
    key = (id(cat), edition)
    hit = _DECKS.get(key)
    if hit is None or hit[0] is not cat:
        cards = build_deck(cat, edition)
        hit = (cat, cards, power_table(cards))
        _DECKS[key] = hit
    return hit[1], hit[2]


