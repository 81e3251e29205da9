"""The legal options of each of Andromeda's decisions, built from the rules
(``rftg.core.andromeda.rules``) and the state: the one source of legality for the steps,
the computer players, the hints and the screens. Options come in a fixed order (so that
a seeded player chooses the same), and an option that plays cards lists the cards it may
take (``Option.cards_from``) with the counts the rule allows.
"""

from __future__ import annotations

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import TechPower
from rftg.core.andromeda.moves import (
    BuildCentre,
    Done,
    MoveStations,
    Pass,
    Show,
    Spaceship,
    StayIn,
    SwapCards,
    SwapWith,
    TakeCards,
    Technology,
    TransportHome,
    TransportOut,
    Unable,
)
from rftg.core.andromeda.state import AdState
from rftg.core.decisions import Move, Option


def _o(st: AdState, move: Move, cards: tuple[int, ...] = (), low: int = 0, high: int = 0
       ) -> Option:
    """An option whose words can name the planets and cards (``Option.deck``: the faces'
    designs)."""
    return Option(move, cards, low, high, st.cards.designs)


def transport_options(st: AdState, seat: int) -> tuple[Option, ...]:
    """"Jeder Spieler darf 1 seiner beiden vor ihm liegenden Transport-Karten ausspielen
    ODER passen": none if the player has no card left or nothing to move (then nothing is
    asked). Reading: each card may be used either way; a card moves the stations there
    are (at most 2) from Earth; bringing stations home needs one on that planet."""
    if st.transports[seat] <= 0:
        return ()
    planets = range(len(st.stations))
    opts = [_o(st, TransportOut(p)) for p in planets] if st.earth[seat] > 0 else []
    opts += [_o(st, TransportHome(p)) for p in planets if st.stations[p][seat] > 0]
    return (_o(st, Pass()), *opts) if opts else ()


def shown_faces(st: AdState, seat: int, active: bool) -> list[int]:
    """The faces ``seat`` may offer now (``rules.may_show``), in face order."""
    deck = st.cards
    faces = sorted({deck.face(c) for c in st.hands[seat]})
    return [f for f in faces if rules.may_show(f, st.shown, active)]


def open_options(st: AdState) -> tuple[Option, ...]:
    """The active player's next open card: any face in his hand ("Er hat dabei keine
    Einschränkungen zu beachten")."""
    return tuple(_o(st, Show(f)) for f in shown_faces(st, st.active, True))


def hidden_options(st: AdState, seat: int) -> tuple[Option, ...]:
    """Another player's face-down card: never a face the active player has shown; if
    there is none, the only answer is to show the hand as proof ("Sonderfall")."""
    faces = shown_faces(st, seat, False)
    return tuple(_o(st, Show(f)) for f in faces) if faces else (_o(st, Unable()),)


def trading_others(st: AdState) -> list[int]:
    """The players other than the active one still in the trade, clockwise from him."""
    return [s for s in st.order() if s != st.active and st.trading[s]]


def choice_options(st: AdState) -> tuple[Option, ...]:
    """After the offer rounds the active player "hat die Wahl: ENTWEDER Er tauscht mit
    einem Mitspieler ... ODER Er spielt eine 3. Karte offen vor sich aus" (a 4th with the
    technology "3 Karten"); after the last card he "MUSS ... tauschen"."""
    a = st.active
    opts = [_o(st, SwapWith(s)) for s in trading_others(st)]
    if len(st.offers[a]) < rules.offer_limit(st.components, st.tech[a]):
        opts += [_o(st, Show(f)) for f in shown_faces(st, a, True)]
    return tuple(opts)


def holding(st: AdState) -> list[int]:
    """The seats with cards out in front of them."""
    return [s for s in range(st.players) if st.offers[s]]


def answer_options(st: AdState) -> tuple[Option, ...]:
    """A player swapped with: "ENTWEDER Er nimmt die neuen Karten auf die Hand und beendet
    seinen Handel. ODER Er lässt die Karten aufgedeckt vor sich liegen"."""
    return (_o(st, TakeCards()), _o(st, StayIn()))


def turn_options(st: AdState, seat: int) -> tuple[Option, ...]:
    """In the swap chain: "ENTWEDER Er nimmt die vor ihm liegenden Karten wieder auf ...
    ODER Er tauscht mit einem Spieler, der noch Karten vor sich liegen hat"."""
    others = [s for s in st.order(seat) if s != seat and st.offers[s]]
    return (_o(st, TakeCards()), *(_o(st, SwapWith(s)) for s in others))


def next_in_chain(st: AdState) -> int:
    """The next player clockwise after the chain's last one who has cards out ("Es folgt
    im U-Sinn der nächste Spieler, der noch Karten vor sich liegen hat")."""
    return next(s for s in st.order(st.turn + 1) if st.offers[s])


def action_options(st: AdState, seat: int) -> tuple[Option, ...]:
    """The actions ``seat`` may take now, after ``Done``: the swap of planet cards, then per
    planet in hand: stations (one option per number of stations placed, from none), a
    centre, the spaceship, technology. A set's cards are that planet's cards in hand and
    every bonus card (jokers); at least one planet card is checked when chosen
    (``rules.set_ok``)."""
    comps, deck = st.components, st.cards
    hand = st.hands[seat]
    planet_cards = tuple(c for c in hand if not deck.is_bonus(c))
    jokers = [c for c in hand if deck.is_bonus(c)]
    opts = [_o(st, Done())]
    if planet_cards:
        most = min(rules.swap_limit(comps, st.tech[seat]), len(planet_cards))
        opts.append(_o(st, SwapCards(), planet_cards, 1, most))
    round_up = TechPower.ROUND_UP in rules.powers(comps, st.tech[seat])
    ship, tech = rules.ship_cost(comps, st.ship[seat]), rules.tech_cost(comps, st.tech[seat])
    for p in range(deck.planets):
        own = [c for c in planet_cards if deck.face(c) == p]
        if not own:
            continue
        pool = tuple(own + jokers)
        top = min(rules.SET_MAX, len(pool))
        if top >= rules.SET_MIN:
            most = min(st.earth[seat], rules.halves(top, round_up))
            opts += [_o(st, MoveStations(p, k), pool, rules.cards_for(k, round_up), top)
                     for k in range(most + 1)]
            if st.stations[p][seat] > 0 and \
                    rules.free_moon(comps, st.centres[p], p) is not None:
                opts.append(_o(st, BuildCentre(p), pool, rules.SET_MIN, top))
        if ship is not None and len(pool) >= ship:
            opts.append(_o(st, Spaceship(p), pool, ship, ship))
        if tech is not None and len(pool) >= tech:
            opts.append(_o(st, Technology(p), pool, tech, tech))
    return tuple(opts)
