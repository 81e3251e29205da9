"""Build a game of Andromeda at a chosen moment: given hands, stations, centres and tracks,
at the start of a phase. For the scenario tests of the rules (and, later, the tutor's
examples):

    game = position(4, hands={0: [ALPHA] * 5, 1: [BETA, GAMMA]}, earth={0: 3},
                    stations={ALPHA: [2, 1, 0, 0]}, phase="actions")

Cards are taken by face from the pool of all planet cards (a bonus face from the
supply); a hand not given keeps its size, filled from the pool. What is left of the
pool becomes the deck, shuffled by the game's seeded RNG; the discard pile is emptied
unless ``discard`` is given. The planets hold only the stations given (Earth keeps the
set-up's unless given); stations not placed go to the box, so every player's stations
still add up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rftg.core.andromeda.components import MARKERS, Components, default_components
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdPhase, AdState, ad_state
from rftg.core.andromeda.steps import AdStep, SeatStep, action_step
from rftg.core.draws import shuffle
from rftg.core.engine import Game
from rftg.core.ruleset import Step

PHASES = ("cards", "transport", "trade", "actions")


class ScenarioError(ValueError):
    """A position that cannot be built (too few cards of a face, too many stations)."""


def position(players: int = 4, *, seed: int = 0, active: int = 0,
             hands: Mapping[int, Sequence[int]] | None = None,
             deck: Sequence[int] | None = None, discard: Sequence[int] = (),
             earth: Mapping[int, int] | None = None,
             stations: Mapping[int, Sequence[int]] | None = None,
             centres: Mapping[int, Sequence[int | None]] | None = None,
             ship: Mapping[int, int] | None = None, tech: Mapping[int, int] | None = None,
             transports: Mapping[int, int] | None = None, phase: str = "actions",
             actor: int | None = None, components: Components | None = None
             ) -> Game[AdState]:
    """A game at the start of ``phase`` ("cards": the card phase of the next round, whose
    active player is ``active + 1``; "transport", "trade", "actions": this round's, the
    action phase from ``actor``, default the active player). Hands, the deck (top last)
    and the discard pile are lists of faces; stations ``[planet] -> per seat``; centres
    ``[planet] -> per moon, the seat or None``."""
    if phase not in PHASES:
        raise ScenarioError(f"phase {phase!r}: one of {', '.join(PHASES)}")
    setup = AndromedaSetup(players=players, seed=seed,
                           components=components or default_components())
    game: Game[AdState] = Game(setup)
    st = ad_state(game)
    st.round, st.active = 1, active
    st.events.clear()
    _cards(st, hands or {}, deck, discard)
    _board(st, earth or {}, stations or {}, centres or {})
    for name, given in (("ship", ship), ("tech", tech), ("transports", transports)):
        values = getattr(st, name)
        for seat, n in (given or {}).items():
            values[seat] = n
    _stations_add_up(st)
    st.offers = [[] for _ in range(players)]
    st.trading = [False] * players
    st.shown = []
    game.restart_at(_steps(st, phase, actor))
    return game


def _take(pool: list[int], st: AdState, face: int) -> int:
    deck = st.cards
    if not deck.is_planet_face(face):
        pile = st.supply[face - deck.planets]
        if not pile:
            raise ScenarioError(f"no bonus card of face {face} left")
        return pile.pop()
    card = next((c for c in pool if deck.face(c) == face), None)
    if card is None:
        raise ScenarioError(f"no card of face {face} left")
    pool.remove(card)
    return card


def _cards(st: AdState, hands: Mapping[int, Sequence[int]], deck: Sequence[int] | None,
           discard: Sequence[int]) -> None:
    cards = st.cards
    sizes = [len(h) for h in st.hands]
    for h in st.hands:  # every bonus card back to its supply
        for c in h:
            if cards.is_bonus(c):
                st.supply[cards.face(c) - cards.planets].append(c)
    pool = sorted(cards.planet_cards)
    st.hands = [[] for _ in st.hands]
    for seat, faces in hands.items():
        st.hands[seat] = [_take(pool, st, f) for f in faces]
    st.discard = [_take(pool, st, f) for f in discard]
    top = [_take(pool, st, f) for f in deck] if deck is not None else []
    for seat in range(st.players):
        if seat not in hands:
            st.hands[seat] = [pool.pop(0) for _ in range(min(sizes[seat], len(pool)))]
    shuffle(st.rng, pool)
    st.deck = pool + top if deck is None else top
    if deck is not None:
        st.discard = st.discard + pool  # the rest of the cards, face up


def _board(st: AdState, earth: Mapping[int, int], stations: Mapping[int, Sequence[int]],
           centres: Mapping[int, Sequence[int | None]]) -> None:
    for seat, n in earth.items():
        st.earth[seat] = n
    for planet in range(len(st.stations)):
        st.stations[planet] = list(stations.get(planet, [0] * st.players))
    for planet, moons in centres.items():
        st.centres[planet] = list(moons)


def _stations_add_up(st: AdState) -> None:
    total = st.components.players.stations.value
    for seat in range(st.players):
        placed = (MARKERS + st.earth[seat] + sum(s[seat] for s in st.stations)
                  + sum(1 for moons in st.centres for m in moons if m == seat))
        if placed > total:
            raise ScenarioError(f"seat {seat}: {placed} stations placed, {total} exist")
        st.box[seat] = total - placed


def _steps(st: AdState, phase: str, actor: int | None) -> list[Step]:
    if phase == "cards":
        return [Step(AdStep.ROUND)]
    if phase == "transport":
        st.phase = AdPhase.TRANSPORT
        return [*(SeatStep(AdStep.TRANSPORT, s) for s in st.order()), Step(AdStep.TRADE)]
    if phase == "trade":
        return [Step(AdStep.TRADE)]
    st.phase = AdPhase.ACTIONS
    return [action_step(st.active if actor is None else actor, 0)]
