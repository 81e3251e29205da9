"""Andromeda's game state: the cards in their zones (deck, open discard pile, hands, trade
offers, the bonus supply), the stations of every player (on Earth, on each planet, in the
centres on the moons, the two track markers), the tracks, the transport cards left, the
active player and the trade under way.

Every card id is in exactly one zone; every station of a player is on Earth, on a planet,
on a moon, on a track or (left over at the set-up) in the box.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from rftg.core.andromeda import rules
from rftg.core.andromeda.cards import Deck, deck_of
from rftg.core.andromeda.components import Components
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.text import render_event
from rftg.core.gamesetup import GameSetup
from rftg.core.gamestate import Event, State

if TYPE_CHECKING:
    from typing import TypeAlias

    from rftg.core.engine import Game
    from rftg.core.ruleset import Ruleset


class AdPhase(StrEnum):
    """The phases of a round of Andromeda (``State.phase`` between the kernel's
    ``Stage.SETUP`` and ``Stage.OVER``): "Karten-Phase", "Transport-Phase",
    "Handels-Phase", "Aktions-Phase"."""

    CARDS = "cards"
    TRANSPORT = "transport"
    TRADE = "trade"
    ACTIONS = "actions"


@dataclass  # no slots: the compiled engine keeps State's own fields (see State)
class AdState(State):
    deck: list[int] = field(default_factory=list)  # the top is the end
    discard: list[int] = field(default_factory=list)  # open
    hands: list[list[int]] = field(default_factory=list)
    supply: list[list[int]] = field(default_factory=list)  # bonus cards per kind of the file
    earth: list[int] = field(default_factory=list)  # stations on Earth, per seat
    stations: list[list[int]] = field(default_factory=list)  # [planet][seat]
    centres: list[list[int | None]] = field(default_factory=list)  # [planet][moon] -> seat
    box: list[int] = field(default_factory=list)  # stations left over at the set-up
    ship: list[int] = field(default_factory=list)  # spaceship track step per seat
    tech: list[int] = field(default_factory=list)  # technology track step per seat
    transports: list[int] = field(default_factory=list)  # transport cards left per seat
    active: int = 0
    # the trade under way
    offers: list[list[int]] = field(default_factory=list)  # the cards out, per seat
    trading: list[bool] = field(default_factory=list)  # still in the trade
    shown: list[int] = field(default_factory=list)  # faces the active player showed
    turn: int = 0  # the swap chain's last player
    comps: Components | None = None  # the setup's components (set by new_state)
    cardset: Deck | None = None  # their cards

    def clone(self) -> AdState:
        new = State.clone(self)
        assert isinstance(new, AdState)
        new.deck, new.discard = list(self.deck), list(self.discard)
        new.hands = [list(h) for h in self.hands]
        new.supply = [list(s) for s in self.supply]
        new.earth = list(self.earth)
        new.stations = [list(s) for s in self.stations]
        new.centres = [list(c) for c in self.centres]
        new.box = list(self.box)
        new.ship, new.tech = list(self.ship), list(self.tech)
        new.transports = list(self.transports)
        new.offers = [list(o) for o in self.offers]
        new.trading = list(self.trading)
        new.shown = list(self.shown)
        return new

    @property
    def components(self) -> Components:
        assert self.comps is not None
        return self.comps

    @property
    def cards(self) -> Deck:
        assert self.cardset is not None
        return self.cardset

    @property
    def players(self) -> int:
        return self.setup.players

    def render_event(self, event: Event, names: list[str]) -> str | None:
        """One event as a log line in the language of the run (``text.render_event``)."""
        return render_event(event, names, self.components)

    def order(self, first: int | None = None) -> list[int]:
        """The seats clockwise (``rules.clockwise``) from ``first`` (default: the active
        player)."""
        return rules.clockwise(self.active if first is None else first, self.players)

    def faces(self, cards: list[int]) -> tuple[int, ...]:
        deck = self.cards
        return tuple(deck.face(c) for c in cards)

    def held(self, seat: int, face: int) -> list[int]:
        """``seat``'s hand cards of ``face``."""
        deck = self.cards
        return [c for c in self.hands[seat] if deck.face(c) == face]


def new_state(setup: GameSetup, ruleset: Ruleset) -> AdState:
    """The state before the set-up step (which shuffles, deals and places stations)."""
    assert isinstance(setup, AndromedaSetup)
    comps = setup.components
    deck = deck_of(comps)
    n = setup.players
    planets = len(comps.planet)
    return AdState(
        setup=setup, rng=random.Random(setup.seed), deck=list(deck.planet_cards),
        hands=[[] for _ in range(n)], supply=[list(ids) for ids in deck.bonus_cards],
        earth=[0] * n, stations=[[0] * n for _ in range(planets)],
        centres=[[None] * len(p.moons.value) for p in comps.planet],
        box=[comps.players.stations.value] * n, ship=[0] * n, tech=[0] * n,
        transports=[comps.players.transports.value] * n, active=n - 1,
        offers=[[] for _ in range(n)], trading=[False] * n, comps=comps, cardset=deck)


if TYPE_CHECKING:
    AdGame: TypeAlias = Game[AdState]  # a game of Andromeda


def ad_state(game: Game[Any]) -> AdState:
    st = game.state
    assert isinstance(st, AdState), "not a game of Andromeda"
    return st
