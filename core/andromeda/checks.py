"""What must hold in every state of a game of Andromeda (the soak test and
bench/bench_andromeda.py check it after every decision): every card in exactly one zone,
every player's stations adding up, no hand above its limit (and full after the card
phase while cards are left), at most three centres on a planet and always on its most
valuable moons, the tracks and transport cards within their range."""

from __future__ import annotations

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import MARKERS
from rftg.core.andromeda.state import AdState


def problems(st: AdState) -> list[str]:
    """Every broken invariant of the state, in words (none: an empty list)."""
    return [*_cards(st), *_stations(st), *_hands(st), *_board(st)]


def _cards(st: AdState) -> list[str]:
    zones = [*st.deck, *st.discard, *(c for h in st.hands for c in h),
             *(c for o in st.offers for c in o), *(c for s in st.supply for c in s)]
    if sorted(zones) != list(range(st.cards.size)):
        return [f"cards not conserved: {len(zones)} in the zones, {st.cards.size} exist"]
    deck = st.cards
    if any(deck.is_bonus(c) for c in st.deck + st.discard):
        return ["a bonus card in the deck or the discard pile"]
    return []


def _stations(st: AdState) -> list[str]:
    out = []
    total = st.components.players.stations.value
    for seat in range(st.players):
        counts = [st.earth[seat], st.box[seat], *(s[seat] for s in st.stations)]
        if min(counts) < 0:
            out.append(f"seat {seat}: a negative count of stations {counts}")
        placed = (MARKERS + st.earth[seat] + st.box[seat] + sum(s[seat] for s in st.stations)
                  + sum(1 for moons in st.centres for m in moons if m == seat))
        if placed != total:
            out.append(f"seat {seat}: {placed} stations, {total} exist")
    return out


def _hands(st: AdState) -> list[str]:
    out = []
    comps = st.components
    dealt = st.phase == "transport" or (st.phase == "trade" and not any(st.offers))
    for seat in range(st.players):
        limit = rules.hand_limit(comps, st.ship[seat])
        held = len(st.hands[seat]) + len(st.offers[seat])
        if held > limit:
            out.append(f"seat {seat}: {held} cards, the limit is {limit}")
        if dealt and held < limit and (st.deck or st.discard):
            out.append(f"seat {seat}: {held} cards after the card phase, the limit is {limit}")
    return out


def _board(st: AdState) -> list[str]:
    out = []
    comps = st.components
    for p, moons in enumerate(st.centres):
        values = comps.planet[p].moons.value
        if len(moons) != len(values):
            out.append(f"planet {p}: {len(moons)} moons")
        built = [values[m] for m, owner in enumerate(moons) if owner is not None]
        free = [values[m] for m, owner in enumerate(moons) if owner is None]
        if built and free and max(free) > min(built):
            out.append(f"planet {p}: a centre below a more valuable free moon")
    for seat in range(st.players):
        if not 0 <= st.ship[seat] <= len(comps.spaceship.step):
            out.append(f"seat {seat}: spaceship step {st.ship[seat]}")
        if not 0 <= st.tech[seat] <= len(comps.technology.step):
            out.append(f"seat {seat}: technology step {st.tech[seat]}")
        if not 0 <= st.transports[seat] <= comps.players.transports.value:
            out.append(f"seat {seat}: {st.transports[seat]} transport cards")
    return out
