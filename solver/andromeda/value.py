"""Rules of thumb for Andromeda: what a card, a station, a track step and a centre attempt
are worth to one player, in points, from what its seat sees (``AdObservation``). Every
number of the game comes from the rules (``rftg.core.andromeda.rules``): the chance of a
centre, the halves, the prices and hand limits of the tracks, the bonus cards earned.

The weights below are the player's own judgement, not rules: a planet card is worth
about a point while it can still help build something, a bonus card its points plus its
use as a joker.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import TechPower
from rftg.core.andromeda.observe import AdObservation

CARD = 0.5  # a planet card of a planet with a free moon (the hand is refilled each round)
DEAD_CARD = 0.3  # a planet card of a full planet (tracks, stations and swaps only)
JOKER = 1.0  # a bonus card's use as a joker, beyond its points
STATION_HOME = 1.0  # a station on Earth scores 1 at the end
POWER = {TechPower.NONE: 0.0, TechPower.FOUR_OFFERS: 0.1, TechPower.SWAP_THREE: 0.15,
         TechPower.ROUND_UP: 0.6}  # per round left
LATER_STEPS = 0.5  # the share of the points of the track's higher steps a step opens
ROUNDS_GUESS = 8  # rounds left early in the game, when no end is in sight


@dataclass(frozen=True)
class Seen:
    """What the player counts before it chooses: its hand by face, each planet's best
    free moon, the rounds it expects to be left, and what a card drawn at the next refill
    is worth to it (``draw``: 0 when no refill is to come or the hand is over its limit)."""

    counts: Counter[int]
    best_moon: tuple[int | None, ...]  # per planet: the value of the most valuable free moon
    rounds: int
    draw: float


def seen(obs: AdObservation) -> Seen:
    deck = obs.cards
    counts = Counter(deck.face(c) for c in obs.hand)
    best: list[int | None] = []
    for p, moons in enumerate(obs.centres):
        moon = rules.free_moon(obs.components, moons, p)
        best.append(None if moon is None else obs.components.planet[p].moons.value[moon])
    view = Seen(counts, tuple(best), rounds_left(obs), 0.0)
    if view.rounds and len(obs.hand) <= rules.hand_limit(obs.components, obs.ship[obs.me]):
        # a card drawn at random: one of the planets, each with its own card's worth
        draw = sum(face_value(obs, view, p) for p in range(len(best))) / len(best)
        view = replace(view, draw=draw)
    return view


def rounds_left(obs: AdObservation) -> int:
    """A guess of the rounds left: none after this one once the end is reached; else by
    the planets still to fill (three full planets end the game)."""
    if obs.ending is not None:
        return 0
    full = rules.full_planets(obs.centres)
    free = sorted(sum(1 for m in moons if m is None) for moons in obs.centres)
    needed = sum(free[: max(0, rules.FULL_PLANETS - full)])
    return min(ROUNDS_GUESS, max(1, needed))


def card_value(obs: AdObservation, view: Seen, card: int) -> float:
    """What keeping ``card`` is worth: its face's (``face_value``)."""
    return face_value(obs, view, obs.cards.face(card))


def face_value(obs: AdObservation, view: Seen, face: int) -> float:
    """What keeping a card of ``face`` is worth to this player: a bonus card its points
    and its use as a joker; a planet card more for a planet with a free moon, and more the
    more of it are held."""
    deck = obs.cards
    if not deck.is_planet_face(face):
        return deck.bonus[face - deck.planets].points.value + JOKER
    base = CARD if view.best_moon[face] is not None else DEAD_CARD
    return base + 0.05 * view.counts[face]


def offer_value(obs: AdObservation, view: Seen, cards: Sequence[int]) -> float:
    """The value of an offer of cards to this player."""
    return sum(face_value(obs, view, obs.cards.face(c)) for c in cards)


def set_cards(obs: AdObservation, pool: Sequence[int], planet: int, n: int
              ) -> tuple[int, ...] | None:
    """The ``n`` cards a set takes from ``pool``: the planet's own cards first, then bonus
    cards, the fewest points first (None: not enough, or no planet card)."""
    deck = obs.cards
    own = [c for c in pool if deck.face(c) == planet]
    jokers = sorted((c for c in pool if deck.is_bonus(c)), key=lambda c: (deck.points(c), c))
    if not own:
        return None
    chosen = (own + jokers)[:n]
    return tuple(chosen) if len(chosen) == n else None


def cost(obs: AdObservation, view: Seen, card: int) -> float:
    """What spending ``card`` in an action costs (``face_cost`` of its face)."""
    return face_cost(obs, view, obs.cards.face(card))


def face_cost(obs: AdObservation, view: Seen, face: int) -> float:
    """What spending a card of ``face`` in an action costs: the hand is refilled to its
    limit in every card phase, so a card played is replaced by one drawn at random
    (``view.draw``); in the last round a planet card costs nothing (it scores nothing at
    the end) and a bonus card its points. Counted at its full value, a card made every
    action look dear: late in a game, with only small moons left, no one built and the
    game never ended."""
    if not view.rounds:
        deck = obs.cards
        return 0.0 if deck.is_planet_face(face) else float(
            deck.bonus[face - deck.planets].points.value)
    return face_value(obs, view, face) - view.draw


def spent(obs: AdObservation, view: Seen, cards: Sequence[int]) -> float:
    """What playing ``cards`` costs (``cost``), less a bonus card it earns."""
    total = sum(cost(obs, view, c) for c in cards)
    kind = rules.bonus_earned(cards, obs.cards)
    if kind is not None:
        face = obs.cards.bonus_face(kind)
        if face is not None and obs.supply[face - obs.cards.planets] > 0:
            total -= face_value(obs, view, face)
    return total


def centre_value(obs: AdObservation, view: Seen, planet: int, n: int) -> float:
    """The expected points of a centre attempt with ``n`` cards: its exact chance
    (``rules.centre_chance``) times the best free moon."""
    moon = view.best_moon[planet]
    if moon is None:
        return 0.0
    me = obs.me
    own = obs.stations[planet][me]
    others = sum(obs.stations[planet]) - own
    round_up = TechPower.ROUND_UP in rules.powers(obs.components, obs.tech[me])
    chance = rules.centre_chance(own, others, rules.halves(n, round_up))
    return float(chance) * moon


def stations_value(obs: AdObservation, view: Seen, planet: int, k: int) -> float:
    """What ``k`` more own stations on ``planet`` are worth: the better chance of a later
    centre there (with the cards of it held), less the points they would score on Earth."""
    moon = view.best_moon[planet]
    if moon is None or k == 0 or view.rounds == 0:
        return -STATION_HOME * k
    me = obs.me
    own = obs.stations[planet][me]
    others = sum(obs.stations[planet]) - own
    attempts = 2
    gain = float(rules.centre_chance(own + k, others, attempts)
                 - rules.centre_chance(own, others, attempts))
    return gain * moon - STATION_HOME * k


def ship_value(obs: AdObservation, view: Seen, later: int = 0, card: float = CARD) -> float:
    """One more spaceship step: the hand limit it adds, a card more in every refill, each
    worth ``card`` over the rounds left (``later``: the step after that many more, as a
    plan of several actions reaches it)."""
    comps = obs.components
    step = obs.ship[obs.me] + later
    more = rules.hand_limit(comps, step + 1) - rules.hand_limit(comps, step)
    return more * card * view.rounds


def tech_value(obs: AdObservation, view: Seen, later: int = 0,
               powers: Mapping[TechPower, float] = POWER) -> float:
    """One more technology step: its points at the end, its power over the rounds left
    (each power's worth a round in ``powers``), and half the points of the steps above it
    (which it opens; none in the last round). ``later``: the step after that many more, as
    a plan of several actions reaches it."""
    tech = obs.components.technology
    step = obs.tech[obs.me] + later
    points = tech.points(step + 1) - tech.points(step)
    above = tech.points(len(tech.step)) - tech.points(step + 1) if view.rounds else 0
    power = tech.step[step].power.value
    return points + powers[power] * view.rounds + LATER_STEPS * above


# The end of the game (three full planets): how much a game ended now is worth, in
# points, against a game that goes on, by the margin over the best other player then.
# The player's judgement: its margin at the end spreads about END_SPREAD points from the
# margin it sees (the cards still unseen, the last actions of the round); a game that goes
# on spreads about LATER_SPREAD; a win is worth WIN_POINTS points (the planner otherwise
# counts points, not wins).
END_SPREAD = 5.0
LATER_SPREAD = 15.0
WIN_POINTS = 50.0
# the most players the end is counted at: with four others the best of them gains more in
# the last round than the margin seen tells (bench seeds 1000-1099, counted at every count:
# 3 players 59 -> 63 wins, 4 players 46 -> 47, 5 players 40 -> 36, 2 won and 6 lost)
END_PLAYERS = 4
# what a player acting after this one in the last round gains, in points (the bench's
# games at 3 players: 3.2-3.4 from the centre that ends the game to the end)
LAST_ACTIONS = 3.5


def points_seen(obs: AdObservation) -> tuple[float, ...]:
    """Every seat's points now as this player sees them (``rules.score``): its own in full;
    another's without its hand, plus the bonus points it is expected to hold (the bonus
    cards neither in the supply, nor in this player's hand, nor out in the trade, shared by
    the others' hand sizes) and those it has out in the trade."""
    comps, deck, me = obs.components, obs.cards, obs.me
    out: list[float] = []
    mine = set(obs.hand)
    out_there = {c for o in obs.offers for c in o}
    held = 0.0  # the bonus points in the other hands
    for k, ids in enumerate(deck.bonus_cards):
        points = deck.bonus[k].points.value
        unseen = len(ids) - obs.supply[k] - sum(1 for c in ids if c in mine or c in out_there)
        held += points * max(0, unseen)
    sizes = sum(n for s, n in enumerate(obs.hand_sizes) if s != me)
    for s in range(obs.players):
        if s == me:
            hand: Sequence[int] = obs.hand
        else:
            hand = ()
        now = float(rules.score(comps, deck, s, obs.centres, obs.earth[s], obs.tech[s],
                                hand).total + sum(deck.points(c) for c in obs.offers[s]))
        if s != me and sizes:
            now += held * obs.hand_sizes[s] / sizes
        out.append(now)
    return tuple(out)


def end_worth(margin: float) -> float:
    """What ending the game now is worth to the player, in points, with ``margin`` points
    over the best other player at the end as it sees it: ahead, the chance of a win now
    less the chance of a win if the game went on, times ``WIN_POINTS`` (most near a tie,
    little far ahead). Behind, nothing: the others would build that last moon and end
    the game anyway, so waiting only gives them the moon (counted as a loss, the bench
    seeds 1000-1099 at 3 players: 59 wins, as without the end; counted 0: 63)."""
    def win(spread: float) -> float:
        return 0.5 * (1.0 + math.erf(margin / (spread * math.sqrt(2.0))))
    return max(0.0, WIN_POINTS * (win(END_SPREAD) - win(LATER_SPREAD)))


def end_margins(obs: AdObservation) -> tuple[float | None, ...]:
    """Per planet where a centre ends the game (``rules.game_ends``: the planet's last free
    moon, two planets full, the end not reached yet): this player's margin then over the
    best other player, as it sees it; None elsewhere, and everywhere at more than
    ``END_PLAYERS`` players. The margin: this player's points now (``points_seen``) and the
    moon, less the best other player's now and ``LAST_ACTIONS`` for each acting after it
    this round."""
    comps = obs.components
    planets = len(obs.centres)
    if obs.players > END_PLAYERS or obs.ending is not None \
            or rules.full_planets(obs.centres) != rules.FULL_PLANETS - 1:
        return (None,) * planets
    seen_now = points_seen(obs)
    me = obs.me
    late = acting_after(obs)
    best = max(seen_now[s] + (LAST_ACTIONS if s in late else 0.0)
               for s in range(obs.players) if s != me)
    out: list[float | None] = []
    for p, moons in enumerate(obs.centres):
        free = [m for m, o in enumerate(moons) if o is None]
        if len(free) != 1:
            out.append(None)
            continue
        moon = comps.planet[p].moons.value[free[0]]
        out.append(seen_now[me] + moon - best)
    return tuple(out)


def acting_after(obs: AdObservation) -> set[int]:
    """The seats that act after this player in this round's action phase (clockwise from
    the active player)."""
    order = rules.clockwise(obs.active, obs.players)
    return set(order[order.index(obs.me) + 1:])


def closing(obs: AdObservation) -> tuple[float, ...]:
    """Per planet: what a centre built there is worth beyond its moon because it ends the
    game (``end_worth`` of its margin, ``end_margins``); 0 where it does not end the game,
    and at more than ``END_PLAYERS`` players."""
    return tuple(0.0 if m is None else end_worth(m) for m in end_margins(obs))
