"""Andromeda's action planner (OR-tools CP-SAT): the sets of cards for the actions a player
has left this round that are worth most by its evaluation.

A plan is up to ``left`` actions (3 for the active player, 2 for the others, less those
taken): stations, a centre, a spaceship or technology step (each a set: cards of one
planet, bonus cards as jokers, at least one planet card in every set, ``rules.set_ok``;
exactly the track step's price for the tracks, 3 to 7 cards for stations and centres),
and at most one swap of planet cards. The rules stay in ``rftg.core.andromeda.rules``
(the halves, the prices, the powers, the bonus card earned, the exact chance of a
centre); the worth of a card, a station, a track step is the player's judgement
(``value``).

``evaluate`` is the player's evaluation of a plan, in points: per planet, the stations it
moves there and the centre it tries, with the exact chance of the attempts (own stations
among those under the ring after the plan's stations are moved) times the moon's value,
and the exact expected chance of a later centre there after the attempt (the ring's
stations after each outcome); the track steps; the cards a swap would replace; less the
cards played, plus the bonus cards the sets earn (while the supply has them). The plan is
played in the order ``ordered`` gives: technology first (its power may round up the later
halves, or let the swap take 3), then the spaceship, the stations, the centres, the swap
last (its cards are new). At most one centre per planet: after an attempt the player
plans again from what happened.

``plan`` maximises that evaluation with a CP-SAT model. The order of a plan's actions is
``ordered``'s, so the model counts sets rather than filling action slots (no two slot
orders of one plan to tell apart): per planet and kind and size of set, how many sets the
plan plays; the planet cards and the bonus cards (by face) each planet's sets take, at
least one planet card a set; the sets that earn a bonus card (no joker in them); the
stations and centre attempts per planet read from the planet's exact table (an element
constraint); the track steps taken in order; the swap's cards. A plan that reaches the
technology step that rounds up is solved in a second model with that step taken first
(the halves differ), and the better plan wins. The search is bounded by CP-SAT's
deterministic work (``solver/limits.py``), one worker, a fixed seed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from typing import Any

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import TechPower
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    MoveStations,
    Spaceship,
    SwapCards,
    Technology,
)
from rftg.core.andromeda.observe import AdObservation
from rftg.core.decisions import Move
from rftg.solver.andromeda import value as v
from rftg.solver.limits import WORK

SCALE = 1000  # points to the model's integers
FORBIDDEN = -10**9  # a table entry no plan may take (a centre with no own station)


class PlanError(ValueError):
    """No plan: not an action decision, or the solver found none."""


class Kind(StrEnum):
    STATIONS = "stations"
    CENTRE = "centre"
    SHIP = "spaceship"
    TECH = "technology"
    SWAP = "swap"


ORDER = (Kind.TECH, Kind.SHIP, Kind.STATIONS, Kind.CENTRE, Kind.SWAP)


def kind_of(move: Move) -> Kind:
    if isinstance(move, MoveStations):
        return Kind.STATIONS
    if isinstance(move, BuildCentre):
        return Kind.CENTRE
    if isinstance(move, Spaceship):
        return Kind.SHIP
    if isinstance(move, Technology):
        return Kind.TECH
    if isinstance(move, SwapCards):
        return Kind.SWAP
    raise PlanError(f"not an action that plays cards: {move.encode()}")


def planet_of(move: Move) -> int | None:
    return getattr(move, "planet", None)


@dataclass(frozen=True)
class Act:
    """One action of a plan: its move and cards, and what the plan expects of it: its
    worth in points (its share of the evaluation: the gain less the cards played plus a
    bonus card earned). For a centre: the attempts, the own stations and all stations
    under the ring when it is tried, the exact chance and the moon's value. ``bonus``:
    the face of the bonus card the set earns (None: none)."""

    move: Move
    cards: tuple[int, ...]
    worth: float = 0.0
    attempts: int = 0
    own: int = 0
    ring: int = 0
    chance: Fraction = Fraction(0)
    moon: int = 0
    bonus: int | None = None

    @property
    def kind(self) -> Kind:
        return kind_of(self.move)


@dataclass(frozen=True)
class Plan:
    """The actions in the order they are played, and the evaluation of the whole."""

    acts: tuple[Act, ...]
    value: float

    @property
    def first(self) -> Act | None:
        return self.acts[0] if self.acts else None


# --------------------------------------------------------------------------- evaluation


@dataclass(frozen=True)
class Ctx:
    """What the evaluation reads once per observation."""

    obs: AdObservation
    view: v.Seen
    own: tuple[int, ...]  # per planet: my stations there
    others: tuple[int, ...]  # per planet: the other players' stations there
    moons: tuple[tuple[int, ...], ...]  # per planet: the free moons' values, best first
    future: float  # 1 while rounds are left after this one, else 0
    end: tuple[float, ...]  # per planet: a centre's worth beyond its moon as it ends the game


def context(obs: AdObservation, end: tuple[float, ...] | None = None) -> Ctx:
    """The evaluation's terms for ``obs``; ``end``: ``value.closing(obs)`` where the caller
    has it already."""
    comps, me = obs.components, obs.me
    view = v.seen(obs)
    moons = []
    for p, taken in enumerate(obs.centres):
        values = comps.planet[p].moons.value
        moons.append(tuple(sorted((values[m] for m, o in enumerate(taken) if o is None),
                                  reverse=True)))
    own = tuple(s[me] for s in obs.stations)
    others = tuple(sum(s) - s[me] for s in obs.stations)
    return Ctx(obs, view, own, others, tuple(moons), 1.0 if view.rounds else 0.0,
               v.closing(obs) if end is None else end)


@lru_cache(maxsize=65536)
def _chance(own: int, others: int, attempts: int) -> float:
    """``rules.centre_chance`` as a float (remembered: the tables ask it often)."""
    return float(rules.centre_chance(own, others, attempts))


# The planner's own judgement of the tracks (the normal player counts value.CARD and
# value.POWER): a card more in every refill is worth twice a card kept, and so is the
# power that rounds the halves up. Same seeds (300 games at 3 and at 4 players, the
# planner's seat against normal players, actions only): +4.9 and +5.2 points a game over
# the normal player's weights (standard error 1.7 and 1.4); twice a card alone +3.9 and
# +4.1, three or four times a card less.
REFILL_CARD = 2 * v.CARD
POWERS = {**v.POWER, TechPower.ROUND_UP: 2 * v.POWER[TechPower.ROUND_UP]}


def ship_gain(obs: AdObservation, view: v.Seen, t: int = 0) -> float:
    """What the planner counts the ``t``-th next spaceship step worth (``REFILL_CARD``)."""
    return v.ship_value(obs, view, t, REFILL_CARD)


def tech_gain(obs: AdObservation, view: v.Seen, t: int = 0) -> float:
    """What the planner counts the ``t``-th next technology step worth (``POWERS``): its
    points, its power over the rounds left, the steps it opens."""
    return v.tech_value(obs, view, t, POWERS)


# a later centre attempt: two attempts, and the cards that pay for them (kept now)
LATER_ATTEMPTS = 2
LATER_COST = rules.cards_for(LATER_ATTEMPTS, round_up=False) * v.CARD
# ... for a moon the others may build first: the share of the best free moon's value a
# later attempt counts (the others build about 1.6 centres a round at 3 players, on the
# planets where they have stations; the one taken first is the best). Counted in full,
# waiting (the stations' later chance) looked as good as an attempt now and the planner
# let the best moons go. Same seeds 1000-1119, 3 players, 120 games:
# hard minus best normal +5.4 points a game (SE 2.5); 0.5 no better than 0.7.
LATER_MOON = 0.7


def _later(future: float, own: int, others: int, moon: int | None) -> float:
    """What own stations on a planet are worth for a later centre: the exact chance of
    two attempts (``rules.centre_chance``) times ``LATER_MOON`` of the best free moon (the
    others may build it first), less the cards those attempts will cost (none if that is
    not worth it), while rounds are left after this one (``future``). Counted free, the
    later attempt made waiting look better than an attempt now (which pays its cards): in
    rollouts at positions of normal games where this changed the choice, building instead
    of waiting gained 3.3, 0.8 and 1.9 points (3, 4, 5 players)."""
    if moon is None or not future:
        return 0.0
    return future * max(0.0, _chance(own, others, LATER_ATTEMPTS) * moon * LATER_MOON
                        - LATER_COST)


def later(ctx: Ctx, p: int) -> float:
    """What the player's stations on planet ``p`` are worth now for a later centre."""
    moons = ctx.moons[p]
    return _later(ctx.future, ctx.own[p], ctx.others[p], moons[0] if moons else None)


def planet_value(ctx: Ctx, p: int, k: int, attempts: int) -> float | None:
    """The plan's worth on planet ``p``: ``k`` stations moved there from Earth, then (if
    ``attempts``) a centre tried with that many attempts. The centre: its exact chance
    times the best free moon, and the later chance of the next moon (or the same one)
    from the stations under the ring after each outcome. Less what the stations would
    score on Earth, and less the later chance the planet had before. None: no centre can
    be tried (no free moon, or no own station under the ring). Where the centre ends the
    game (``value.closing``), its chance also counts what ending the game is worth."""
    return _planet_value(ctx.future, ctx.moons[p], ctx.own[p], ctx.others[p], k, attempts,
                         ctx.end[p])


@lru_cache(maxsize=65536)
def _planet_value(future: float, moons: tuple[int, ...], own0: int, others: int, k: int,
                  attempts: int, end: float = 0.0) -> float | None:
    first = moons[0] if moons else None
    second = moons[1] if len(moons) > 1 else None
    own = own0 + k
    before = _later(future, own0, others, first)
    if not attempts:
        return _later(future, own, others, first) - before - v.STATION_HOME * k
    if first is None or own <= 0:
        return None
    chance = _chance(own, others, attempts)
    reach = Fraction(1)  # the chance that attempt i comes
    after = 0.0  # the later chance, weighted by each outcome
    for i in range(attempts):
        under = own + others - i
        if under <= 0 or reach == 0:
            break
        hit = reach * Fraction(own, under)
        after += float(hit) * _later(future, own - 1, others - i, second)
        reach *= Fraction(others - i, under)
    if reach:
        after += float(reach) * _later(future, own, max(0, others - attempts), first)
    return chance * (first + end) + after - before - v.STATION_HOME * k


@dataclass(frozen=True)
class Priced:
    """A plan in the order it is played, with each act's details, or None if the rules
    (or the plan's own limits) forbid it."""

    acts: tuple[Act, ...]
    value: float


def ordered(obs: AdObservation, moves: Sequence[tuple[Move, tuple[int, ...]]]
            ) -> list[tuple[Move, tuple[int, ...]]] | None:
    """The order a plan is played in: technology, spaceship, stations, centres, swap
    (stable within a kind); the track steps each to the step whose price its cards pay,
    in the track's order. None: the track steps' cards pay no such run of steps."""
    comps, me = obs.components, obs.me
    out: list[tuple[Move, tuple[int, ...]]] = []
    for kind in ORDER:
        mine = [mc for mc in moves if kind_of(mc[0]) == kind]
        if kind in (Kind.SHIP, Kind.TECH):
            at = obs.ship[me] if kind == Kind.SHIP else obs.tech[me]
            price = rules.ship_cost if kind == Kind.SHIP else rules.tech_cost
            steps: list[tuple[Move, tuple[int, ...]]] = []
            for t in range(len(mine)):
                cost = price(comps, at + t)
                mc = next((mc for mc in mine if len(mc[1]) == cost), None)
                if mc is None:
                    return None
                mine.remove(mc)
                steps.append(mc)
            mine = steps
        out += mine
    return out


def evaluate(obs: AdObservation, moves: Sequence[tuple[Move, tuple[int, ...]]],
             ctx: Ctx | None = None, left: int | None = None) -> Priced | None:
    """The player's evaluation of playing ``moves`` (each with its cards) this round, in
    the order ``ordered`` gives; None if that is not a plan (too many actions, cards not in
    hand or used twice, a set the rules refuse, a price not met, more stations than on
    Earth, two centres on one planet, two swaps). ``left``: the actions the player has
    (default: those left at its action decision; None without one)."""
    ctx = ctx or context(obs)
    comps, deck, me = obs.components, obs.cards, obs.me
    if left is None:
        d = obs.decision
        if d is None or d.kind != AdKind.ACTION:
            return None
        left = int(d.context["allowed"]) - int(d.context["done"])
    if len(moves) > left:
        return None
    played = [c for _, cards in moves for c in cards]
    if len(set(played)) != len(played) or not set(played) <= set(obs.hand):
        return None
    in_order = ordered(obs, moves)
    if in_order is None:
        return None
    seq = in_order
    techs = sum(1 for m, _ in seq if isinstance(m, Technology))
    ships = sum(1 for m, _ in seq if isinstance(m, Spaceship))
    tech_after = obs.tech[me] + techs
    if tech_after > len(comps.technology.step) or obs.ship[me] + ships > len(comps.spaceship.step):
        return None
    round_up = TechPower.ROUND_UP in rules.powers(comps, tech_after)
    swaps = [cards for m, cards in seq if isinstance(m, SwapCards)]
    if len(swaps) > 1 or any(
            not 1 <= len(c) <= rules.swap_limit(comps, tech_after)
            or any(deck.is_bonus(x) for x in c) for c in swaps):
        return None
    moved = [0] * deck.planets
    centre: dict[int, tuple[int, int]] = {}  # planet -> (attempts, index in seq)
    earned: Counter[int] = Counter()
    acts: list[Act | None] = []
    total = 0.0
    t_ship = t_tech = 0
    for i, (m, cards) in enumerate(seq):
        if isinstance(m, SwapCards):
            worth = sum(v.CARD - v.card_value(obs, ctx.view, c) for c in cards)
            acts.append(Act(m, cards, worth))
            total += worth
            continue
        p = planet_of(m)
        assert p is not None
        n = len(cards)
        if not rules.set_ok(cards, deck, p):
            return None
        if not isinstance(m, Spaceship | Technology) and not rules.SET_MIN <= n <= rules.SET_MAX:
            return None
        worth = -sum(v.cost(obs, ctx.view, c) for c in cards)
        if isinstance(m, MoveStations):
            if m.stations > rules.halves(n, round_up):
                return None
            moved[p] += m.stations
        elif isinstance(m, BuildCentre):
            if p in centre:
                return None
            centre[p] = (rules.halves(n, round_up), i)
        elif isinstance(m, Spaceship):
            if n != rules.ship_cost(comps, obs.ship[me] + t_ship):
                return None
            worth += v.ship_value(obs, ctx.view, t_ship, REFILL_CARD)
            t_ship += 1
        else:
            assert isinstance(m, Technology)
            if n != rules.tech_cost(comps, obs.tech[me] + t_tech):
                return None
            worth += v.tech_value(obs, ctx.view, t_tech, POWERS)
            t_tech += 1
        kind = rules.bonus_earned(cards, deck)
        bonus = deck.bonus_face(kind) if kind is not None else None
        if bonus is not None:
            earned[bonus] += 1
            if earned[bonus] <= obs.supply[bonus - deck.planets]:
                worth += v.face_value(obs, ctx.view, bonus)
            else:
                bonus = None
        acts.append(Act(m, cards, worth, bonus=bonus))
        total += worth
    if sum(moved) > obs.earth[me]:
        return None
    # the planets' shares: the stations moved, the centre tried (after them)
    for p in range(deck.planets):
        attempts = centre[p][0] if p in centre else 0
        if not moved[p] and not attempts:
            continue
        share = planet_value(ctx, p, moved[p], attempts)
        if share is None:
            return None
        total += share
        if attempts:
            i = centre[p][1]
            a = acts[i]
            assert a is not None
            own, ring = ctx.own[p] + moved[p], ctx.own[p] + moved[p] + ctx.others[p]
            acts[i] = Act(a.move, a.cards, a.worth + share, attempts, own, ring,
                          rules.centre_chance(own, ctx.others[p], attempts), ctx.moons[p][0],
                          a.bonus)
        else:  # stations alone: their share goes to the stations' acts
            ks = [j for j, (m, _) in enumerate(seq)
                  if isinstance(m, MoveStations) and m.planet == p]
            j = ks[0]
            a = acts[j]
            assert a is not None
            acts[j] = Act(a.move, a.cards, a.worth + share, bonus=a.bonus)
    final = tuple(a for a in acts if a is not None)
    return Priced(final, total)


# --------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class _Inst:
    kind: Kind
    planet: int
    n: int  # cards in the set
    k: int = 0  # the most stations the set moves (fewer allowed)
    h: int = 0  # centre attempts
    t: int = 0  # the track step after this many of the plan's
    gain: float = 0.0  # a track step's worth


def _left(obs: AdObservation) -> int:
    d = obs.decision
    if d is None or d.kind != AdKind.ACTION:
        raise PlanError("the planner plans the action phase (no action decision now)")
    return int(d.context["allowed"]) - int(d.context["done"])


def plan(obs: AdObservation, top: int = 1, work: float = WORK,
         end: tuple[float, ...] | None = None) -> list[Plan]:
    """The best plan for the actions the player has left at its action decision, and then
    (``top`` > 1) the best plans whose first action is another one, best first. The empty
    plan (stop) has value 0 and comes when nothing is worth more. PlanError if ``obs`` is
    not at an action decision. ``end``: ``value.closing(obs)`` where the caller has it."""
    left = _left(obs)
    if left <= 0:
        return [Plan((), 0.0)]
    ctx = context(obs, end)
    comps, me = obs.components, obs.me
    tech = obs.tech[me]
    steps = len(comps.technology.step)
    ru_now = TechPower.ROUND_UP in rules.powers(comps, tech)
    ru_at = next((t for t in range(left) if tech + t + 1 <= steps and not ru_now
                  and TechPower.ROUND_UP in rules.powers(comps, tech + t + 1)), None)
    if ru_at is not None and not _affords(obs, ru_at + 1):
        ru_at = None
    modes = [(ru_now, None)] if ru_at is None else [(False, ru_at), (True, ru_at)]
    out: list[Plan] = []
    banned: list[tuple[Kind, int | None]] = []
    for _ in range(max(1, top)):
        best: Plan | None = None
        for round_up, at in modes:
            found = _solve(obs, ctx, left, round_up, at, banned, work)
            if found is not None and (best is None or found.value > best.value + 1e-9):
                best = found
        if best is None:
            break
        out.append(best)
        if best.first is None:
            break
        f = best.first
        banned.append((f.kind, planet_of(f.move)))
    if not out:
        out.append(Plan((), 0.0))
    return out


def _affords(obs: AdObservation, steps: int) -> bool:
    """Whether the hand could pay the next ``steps`` technology steps (each from one
    planet's cards and the bonus cards; together at most the hand)."""
    comps, deck, me = obs.components, obs.cards, obs.me
    jokers = sum(1 for c in obs.hand if deck.is_bonus(c))
    held = Counter(deck.face(c) for c in obs.hand if not deck.is_bonus(c))
    widest = max(held.values(), default=0) + jokers
    costs = [rules.tech_cost(comps, obs.tech[me] + t) for t in range(steps)]
    return all(c is not None and c <= widest for c in costs) and \
        sum(c or 0 for c in costs) <= len(obs.hand)


def _instances(obs: AdObservation, ctx: Ctx, left: int, round_up: bool) -> list[_Inst]:
    """The kinds of set the plan may play: per planet held, stations and a centre with each
    size of set (stations: ``k`` the most the set moves, fewer allowed), and the track
    steps the hand could pay (the ``t``-th step of the plan)."""
    comps, deck, me = obs.components, obs.cards, obs.me
    jokers = sum(1 for c in obs.hand if deck.is_bonus(c))
    held = Counter(deck.face(c) for c in obs.hand if not deck.is_bonus(c))
    out: list[_Inst] = []
    for p in range(deck.planets):
        if not held[p]:
            continue
        most = min(rules.SET_MAX, held[p] + jokers)
        for n in range(rules.SET_MIN, most + 1):
            k = min(rules.halves(n, round_up), obs.earth[me])
            if k or deck.bonus_face(n) is not None:  # else only its cards' cost
                out.append(_Inst(Kind.STATIONS, p, n, k=k))
            if ctx.moons[p] and (ctx.own[p] > 0 or obs.earth[me] > 0):
                out.append(_Inst(Kind.CENTRE, p, n, h=rules.halves(n, round_up)))
        for t in range(left):
            cost = rules.ship_cost(comps, obs.ship[me] + t)
            if cost is not None and cost <= held[p] + jokers:
                out.append(_Inst(Kind.SHIP, p, cost, t=t,
                                 gain=ship_gain(obs, ctx.view, t)))
            cost = rules.tech_cost(comps, obs.tech[me] + t)
            if cost is not None and cost <= held[p] + jokers:
                out.append(_Inst(Kind.TECH, p, cost, t=t,
                                 gain=tech_gain(obs, ctx.view, t)))
    return out


def _solve(obs: AdObservation, ctx: Ctx, left: int, round_up: bool, ru_at: int | None,
           banned: list[tuple[Kind, int | None]], work: float) -> Plan | None:
    """One model: how many sets of each kind the plan plays (``y``; the order of the
    actions is ``ordered``'s, so the model counts sets, not slots), the planet cards and
    the bonus cards (by face) each planet's sets take, the sets that earn a bonus card
    (no joker in them), the stations moved and the centre's attempts per planet."""
    from ortools.sat.python import cp_model

    comps, deck, me = obs.components, obs.cards, obs.me
    hand = list(obs.hand)
    joker_faces = Counter(deck.face(c) for c in hand if deck.is_bonus(c))
    jfaces = sorted(joker_faces)
    n_jokers = sum(joker_faces.values())
    held = Counter(deck.face(c) for c in hand if not deck.is_bonus(c))
    planets = deck.planets
    insts = [i for i in _instances(obs, ctx, left, round_up)
             if (i.kind, i.planet) not in banned]

    def S(x: float) -> int:
        return round(SCALE * x)

    m = cp_model.CpModel()
    Sum = cp_model.LinearExpr.sum
    Weighted = cp_model.LinearExpr.weighted_sum
    y: list[Any] = []
    for a, i in enumerate(insts):
        most = min(left, (held[i.planet] + n_jokers) // i.n) if i.kind == Kind.STATIONS else 1
        y.append(m.new_int_var(0, most, f"y{a}"))
    by: dict[tuple[Kind | None, int], list[int]] = {}
    for a, i in enumerate(insts):
        by.setdefault((None, i.planet), []).append(a)
        by.setdefault((i.kind, i.planet), []).append(a)
    swap_ok = (Kind.SWAP, None) not in banned
    sw = [m.new_int_var(0, held[p] if swap_ok else 0, f"sw{p}") for p in range(planets)]
    swap_used = m.new_bool_var("swap")
    m.add(Sum(y) + swap_used <= left)
    m.add(Sum(sw) >= swap_used)
    objective: list[Any] = []
    # the cards: per planet its planet cards (at least one in every set) and jokers by face
    zf: dict[tuple[int, int], Any] = {}
    earned: dict[int, list[tuple[Any, int, int]]] = {}  # bonus face -> (sets, planet, size)
    for p in range(planets):
        mine = by.get((None, p), [])
        if not mine:
            m.add(sw[p] <= held[p])
            continue
        u = m.new_int_var(0, held[p], f"u{p}")
        for f in jfaces:
            zf[f, p] = m.new_int_var(0, joker_faces[f], f"z{f}_{p}")
        jok = Sum([zf[f, p] for f in jfaces])
        m.add(u + jok == Weighted([y[a] for a in mine], [insts[a].n for a in mine]))
        m.add(u >= Sum([y[a] for a in mine]))
        m.add(u + sw[p] <= held[p])
        objective.append(-S(v.face_cost(obs, ctx.view, p)) * u)
        # bonus cards earned: sets of 4-7 planet cards, no joker, while the supply has them
        free_of_jokers: list[tuple[Any, int]] = []
        for n in sorted({insts[a].n for a in mine}):
            face = deck.bonus_face(n)
            if face is None or obs.supply[face - planets] <= 0:
                continue
            sized = [y[a] for a in mine if insts[a].n == n]
            e = m.new_int_var(0, min(left, obs.supply[face - planets]), f"e{p}_{n}")
            m.add(e <= Sum(sized))
            free_of_jokers.append((e, n - 1))
            objective.append(S(v.face_value(obs, ctx.view, face)) * e)
            earned.setdefault(face, []).append((e, p, n))
        if jfaces:
            room = Weighted([y[a] for a in mine], [insts[a].n - 1 for a in mine])
            m.add(jok + Weighted([e for e, _ in free_of_jokers],
                                 [w for _, w in free_of_jokers]) <= room)
    for f in jfaces:
        m.add(Sum([zv for (g, _), zv in zf.items() if g == f]) <= joker_faces[f])
        jv = S(v.face_cost(obs, ctx.view, f))
        objective.append(-jv * Sum([zv for (g, _), zv in zf.items() if g == f]))
    for face, es in earned.items():
        m.add(Sum([e for e, _, _ in es]) <= obs.supply[face - planets])
    # the track steps in order, each at most once
    count: dict[Kind, list[Any]] = {}
    for kind in (Kind.SHIP, Kind.TECH):
        count[kind] = []
        for t in range(left):
            c = Sum([y[a] for a, i in enumerate(insts) if i.kind == kind and i.t == t])
            m.add(c <= 1)
            if count[kind]:
                m.add(c <= count[kind][-1])
            count[kind].append(c)
    techs = Sum(count[Kind.TECH])
    if ru_at is not None:
        m.add(techs >= ru_at + 1 if round_up else techs <= ru_at)
    q = [m.new_bool_var(f"q{t}") for t in range(left + 1)]  # exactly t technology steps
    m.add_exactly_one(q)
    m.add(techs == Weighted(q, range(left + 1)))
    steps = len(comps.technology.step)
    limits = [rules.swap_limit(comps, min(steps, obs.tech[me] + t)) for t in range(left + 1)]
    m.add(Sum(sw) <= Weighted(q, limits))
    m.add(Sum(sw) <= max(limits) * swap_used)
    gains = [(y[a], S(i.gain)) for a, i in enumerate(insts) if i.gain]
    if gains:
        objective.append(Weighted([e for e, _ in gains], [g for _, g in gains]))
    for p in range(planets):
        if held[p]:
            objective.append(S(v.CARD - v.face_value(obs, ctx.view, p)) * sw[p])
    # stations and centres per planet, by the planet's exact table
    kmax = min(obs.earth[me], left * rules.halves(rules.SET_MAX, round_up))
    hmax = rules.halves(rules.SET_MAX, round_up)
    moved: dict[int, Any] = {}
    for p in range(planets):
        st = by.get((Kind.STATIONS, p), [])
        ce = by.get((Kind.CENTRE, p), [])
        if not st and not ce:
            continue
        m.add(Sum([y[a] for a in ce]) <= 1)
        kv = m.new_int_var(0, kmax, f"K{p}")
        m.add(kv <= Weighted([y[a] for a in st], [insts[a].k for a in st]))
        hv = m.new_int_var(0, hmax, f"H{p}")
        m.add(hv == Weighted([y[a] for a in ce], [insts[a].h for a in ce]))
        moved[p] = kv
        table = []
        for k in range(kmax + 1):
            for h in range(hmax + 1):
                worth = planet_value(ctx, p, k, h)
                table.append(FORBIDDEN if worth is None else S(worth))
        idx = m.new_int_var(0, len(table) - 1, f"idx{p}")
        m.add(idx == kv * (hmax + 1) + hv)
        share = m.new_int_var(min(table), max(table), f"val{p}")
        m.add_element(idx, table, share)
        objective.append(share)
    if moved:
        m.add(Sum(list(moved.values())) <= obs.earth[me])
    m.maximize(Sum(objective))
    solver = cp_model.CpSolver()
    solver.parameters.max_deterministic_time = work
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    # a model this small is solved in its first presolve pass and a short search: the
    # further passes, the symmetry detection and the LP cost more than they save
    solver.parameters.max_presolve_iterations = 1
    solver.parameters.symmetry_level = 0
    solver.parameters.linearization_level = 0
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return _read(obs, ctx, left, insts, [solver.value(e) for e in y],
                 {k: solver.value(e) for k, e in zf.items()},
                 {(p, n): solver.value(e) for es in earned.values() for e, p, n in es},
                 {p: solver.value(kv) for p, kv in moved.items()},
                 [solver.value(e) for e in sw])


def _read(obs: AdObservation, ctx: Ctx, left: int, insts: list[_Inst], ys: list[int],
          zs: dict[tuple[int, int], int], es: dict[tuple[int, int], int],
          ks: dict[int, int], sws: list[int]) -> Plan:
    """The model's answer as a plan: each planet's sets, the ones that earn a bonus card
    with planet cards only, the jokers in the others, the stations moved spread over the
    stations' sets (each at most its half), then the planet cards (lowest ids first)."""
    deck = obs.cards
    free = {f: sorted(c for c in obs.hand if deck.face(c) == f)
            for f in range(deck.face_count)}
    moves: list[tuple[Move, tuple[int, ...]]] = []
    for p in range(deck.planets):
        sets = [i for a, i in enumerate(insts) if i.planet == p for _ in range(ys[a])]
        if not sets:
            continue
        pure = Counter({n: es.get((p, n), 0) for n in range(rules.SET_MAX + 1)})
        jokers = [c for f in sorted({f for f, q in zs if q == p})
                  for c in [free[f].pop(0) for _ in range(zs[f, p])]]
        left_k = ks.get(p, 0)
        for i in sets:
            if pure[i.n] > 0:
                pure[i.n] -= 1
                mine: list[int] = []
            else:
                mine = [jokers.pop() for _ in range(min(len(jokers), i.n - 1))]
            cards = [free[p].pop(0) for _ in range(i.n - len(mine))] + mine
            if i.kind == Kind.STATIONS:
                k = min(i.k, left_k)
                left_k -= k
                moves.append((MoveStations(p, k), tuple(cards)))
            else:
                moves.append((_move(i), tuple(cards)))
    swapped = [free[p].pop() for p in range(deck.planets) for _ in range(sws[p])]
    if swapped:
        moves.append((SwapCards(), tuple(swapped)))
    priced = evaluate(obs, moves, ctx, left)
    if priced is None:
        raise PlanError("the model's plan is not one the evaluation accepts: "
                        f"{[(mv.encode(), c) for mv, c in moves]}")
    return Plan(priced.acts, priced.value)


def _move(i: _Inst) -> Move:
    if i.kind == Kind.STATIONS:
        return MoveStations(i.planet, i.k)
    if i.kind == Kind.CENTRE:
        return BuildCentre(i.planet)
    if i.kind == Kind.SHIP:
        return Spaceship(i.planet)
    return Technology(i.planet)
