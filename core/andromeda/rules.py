"""Andromeda's rules as pure functions: each rule once, for the steps, the computer players,
the hints and the tutor. The quotes are from the summary (the authority); where it is
silent, the reading chosen is said here (and listed in the catalogue ``andromeda``
[readings], which the tutor and the rules topic ``readings`` say).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from rftg.core.andromeda.cards import Deck
from rftg.core.andromeda.components import Components, TechPower

ACTIVE_ACTIONS = 3  # "darf bis zu 3 der folgenden Aktionen ... machen"
OTHER_ACTIONS = 2  # "Mitspieler folgen im U-Sinn mit max. je ZWEI Aktionen"
SET_MIN, SET_MAX = 3, 7  # "3 bis 7 Karten ... des selben Planeten"
SWAP_CARDS = 2  # "1 oder 2 Handkarten auf offenen Ablagestapel legen"
SWAP_CARDS_TECH = 3  # "Planeten-Karten tauschen: bis zu 3 Karten statt 2"
OFFER_ROUNDS = 2  # "2 Angebots-Runden folgen"
OFFER_MAX = 3  # "ODER Er spielt eine 3. Karte offen vor sich aus"
OFFER_MAX_TECH = 4  # "darf man 4 statt 3 Karten in der Phase 3 ausspielen"
FULL_PLANETS = 3  # "sobald bei 3 der Planeten alle 3 Wirtschaftszentren errichtet wurden"


class AdEnd(StrEnum):
    """How a game of Andromeda ends."""

    THREE_PLANETS = "three_planets"  # three planets have all their centres


def actions_allowed(seat: int, active: int) -> int:
    """"Es beginnt der aktive Spieler und darf bis zu 3 der folgenden Aktionen ... machen
    ... Mitspieler folgen im U-Sinn mit max. je ZWEI Aktionen"."""
    return ACTIVE_ACTIONS if seat == active else OTHER_ACTIONS


def clockwise(first: int, players: int) -> list[int]:
    """The seats clockwise from ``first`` ("im Uhrzeigersinn": the left neighbour is the
    next seat): the order of the phases, and of the action phase from the active player
    ("Mitspieler folgen im U-Sinn")."""
    return [(first + i) % players for i in range(players)]


def powers(components: Components, tech_step: int) -> frozenset[TechPower]:
    """"Die Technologien sind kumulativ nutzbar, wenn man eine höhere Stufe erreicht hat"."""
    return components.technology.powers(tech_step)


def halves(cards: int, round_up: bool) -> int:
    """"Anzahl gespielter Karten DURCH 2 TEILEN (abrunden)"; the technology "5 Karten":
    "Aufrunden bei Teilungen (Stationen einsetzen, Wirtschaftszentren errichten)"."""
    return (cards + 1) // 2 if round_up else cards // 2


def cards_for(halves_wanted: int, round_up: bool) -> int:
    """The fewest cards of a set (3 to 7) whose half is at least ``halves_wanted``."""
    need = 2 * halves_wanted - 1 if round_up else 2 * halves_wanted
    return max(SET_MIN, need)


def transport_moved(components: Components, earth: int) -> int:
    """The stations a transport card moves from Earth: "Setze 2 eigene Stationen von der
    Erde auf einen beliebigen Planeten". Reading: with fewer on Earth, those there."""
    return min(components.players.transport_stations.value, earth)


def swap_limit(components: Components, tech_step: int) -> int:
    """"1 oder 2 Handkarten"; with the technology "4 Karten": "bis zu 3 Karten statt 2"."""
    return SWAP_CARDS_TECH if TechPower.SWAP_THREE in powers(components, tech_step) \
        else SWAP_CARDS


def offer_limit(components: Components, tech_step: int) -> int:
    """How many cards the active player may show in the trade: 3 ("ODER Er spielt eine 3.
    Karte offen vor sich aus"); with the technology "3 Karten": "darf man 4 statt 3 Karten
    in der Phase 3 ausspielen"."""
    return OFFER_MAX_TECH if TechPower.FOUR_OFFERS in powers(components, tech_step) \
        else OFFER_MAX


def hand_limit(components: Components, ship_step: int) -> int:
    """"Je nach Position des Stationssteins in der Raumschiffentwicklung ist angegeben, wie
    viele Karten man auf der Hand halten darf (9 bis 13)"."""
    return components.spaceship.limit(ship_step)


def ship_cost(components: Components, ship_step: int) -> int | None:
    """The price of the next spaceship step (None: the track's end). "Man kann mit einer
    Aktion immer nur die nächsthöhere Entwicklungs-Stufe erreichen"."""
    steps = components.spaceship.step
    return steps[ship_step].cost.value if ship_step < len(steps) else None


def tech_cost(components: Components, tech_step: int) -> int | None:
    """The price of the next technology step (None: the track's end). "Kein Überspringen
    möglich!"."""
    steps = components.technology.step
    return steps[tech_step].cost.value if tech_step < len(steps) else None


def may_show(face: int, shown: Sequence[int], active: bool) -> bool:
    """Whether a card of ``face`` may be offered: "Niemals darf ein Spieler eine Karte
    wählen, die der aktive Spieler bisher ausgespielt hat"; the active player "hat dabei
    keine Einschränkungen zu beachten". Reading: a card the active player has shown is any
    card of the same face (the same planet, or bonus cards of the same kind)."""
    return active or face not in shown


def set_ok(cards: Sequence[int], deck: Deck, planet: int) -> bool:
    """A set for stations, a centre, the spaceship or technology: cards of one planet,
    bonus cards as jokers ("Sie gelten als Joker für Planeten-Karten"), and "In jedem
    Kartensatz, der durch Bonus-Karten ergänzt wurde, muss mind. 1 Planeten-Karte sein"."""
    faces = [deck.face(c) for c in cards]
    return any(f == planet for f in faces) and all(
        f == planet or not deck.is_planet_face(f) for f in faces)


def bonus_earned(cards: Sequence[int], deck: Deck) -> int | None:
    """The kind of bonus card a played set earns, if any: "Spielt man 4, 5, 6 oder 7 gleiche
    Planeten-Karten (OHNE Bonus-Karten) aus, erhält man eine entsprechende Bonus-Karte aus
    dem Vorrat (falls noch vorrätig)". Reading: every action that plays a set earns it
    (stations, a centre, the spaceship, technology), the swap of cards does not."""
    if any(deck.is_bonus(c) for c in cards):
        return None
    faces = {deck.face(c) for c in cards}
    n = len(cards)
    return n if len(faces) == 1 and deck.bonus_face(n) is not None else None


def free_moon(components: Components, centres: Sequence[int | None], planet: int
              ) -> int | None:
    """The moon a new centre takes: "kommt auf den wertvollsten Platz im Orbit" (the most
    valuable free moon; between equal values, the first in the file). None: all built
    ("Sind alle Wirtschaftszentren eines Planeten vergeben")."""
    values = components.planet[planet].moons.value
    free = [m for m, owner in enumerate(centres) if owner is None]
    return max(free, key=lambda m: (values[m], -m)) if free else None


def centre_chance(own: int, others: int, attempts: int) -> Fraction:
    """The exact chance that a centre is built: each attempt draws one station at random
    from those under the ring; an own one builds and ends the action, another one goes to
    Earth ("Erscheint eine fremde Station, kommt sie zur Erde"). It fails only if every
    attempt draws another player's station."""
    if own <= 0:
        return Fraction(0)
    fail = Fraction(1)
    for i in range(attempts):
        if i >= others:
            return Fraction(1)
        fail *= Fraction(others - i, own + others - i)
    return 1 - fail


def full_planets(centres: Sequence[Sequence[int | None]]) -> int:
    """How many planets have all their centres built."""
    return sum(1 for moons in centres if all(owner is not None for owner in moons))


def game_ends(centres: Sequence[Sequence[int | None]]) -> bool:
    """"Spielende: ... erfolgt, sobald bei 3 der Planeten alle 3 Wirtschaftszentren
    errichtet wurden. Die laufende Runde wird zu Ende gespielt." """
    return full_planets(centres) >= FULL_PLANETS


@dataclass(frozen=True, slots=True)
class AdScore:
    """A seat's points: "Werte aller seiner Wirtschaftszentren im Orbit", "je 1 Punkt für
    jede eigene Station auf der Erde", "Wert der höchsten erreichten Technologie-Stufe",
    "Werte aus Bonus-Karten auf der eigenen Hand"."""

    centres: int
    earth: int
    technology: int
    bonus: int

    @property
    def total(self) -> int:
        return self.centres + self.earth + self.technology + self.bonus


def score(components: Components, deck: Deck, seat: int,
          centres: Sequence[Sequence[int | None]], earth: int, tech_step: int,
          hand: Sequence[int]) -> AdScore:
    """``seat``'s points now (final at the end)."""
    built = sum(components.planet[p].moons.value[m]
                for p, moons in enumerate(centres) for m, owner in enumerate(moons)
                if owner == seat)
    return AdScore(built, earth, components.technology.points(tech_step),
                   sum(deck.points(c) for c in hand))


def ranking_key(total: int, tech_step: int, ship_step: int) -> tuple[int, int, int]:
    """"Es gewinnt der Spieler mit den meisten Punkten. Patt: Der Beteiligte mit höchster
    Technologie-Stufe ist im Vorteil. erneut Patt: Der Beteiligte mit größtem Raumschiff
    ist im Vorteil." Still equal: they share the win."""
    return total, tech_step, ship_step
