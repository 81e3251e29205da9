"""Andromeda's CP-SAT action planner against a brute force on small hands (issue 28, item
3): every plan of up to the actions left (every set of the hand's cards for stations, a
centre, the spaceship, technology, and a swap) is priced by the same evaluation
(``planner.evaluate``), and the planner's plan must be worth the best of them. The brute
force is bounded by the hands' size (at most 8 cards), never by time."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from rftg.core.andromeda import rules
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    MoveStations,
    Spaceship,
    SwapCards,
    Technology,
)
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.scenario import position
from rftg.core.decisions import Choice, Move, check_choice
from rftg.solver.andromeda import planner

ALPHA, BETA, GAMMA, DELTA = 0, 1, 2, 3
BONUS4, BONUS5 = 7, 8  # the bonus faces follow the 7 planets, kind by kind

Act = tuple[Move, tuple[int, ...]]


def _sets(obs: AdObservation) -> list[Act]:
    """Every move that plays cards, with every set of the hand's cards that could pay for
    it (identical cards of a face counted once: the lowest ids first)."""
    deck = obs.cards
    hand = sorted(obs.hand)
    jokers = [c for c in hand if deck.is_bonus(c)]
    out: list[Act] = []
    for p in sorted({deck.face(c) for c in hand if not deck.is_bonus(c)}):
        own = [c for c in hand if deck.face(c) == p]
        for n_own in range(1, len(own) + 1):
            for mask in range(1 << len(jokers)):
                cards = tuple(own[:n_own]) + tuple(
                    j for i, j in enumerate(jokers) if mask >> i & 1)
                n = len(cards)
                moves: list[Move] = [Spaceship(p), Technology(p)]
                if rules.SET_MIN <= n <= rules.SET_MAX:
                    moves += [BuildCentre(p)] + [MoveStations(p, k) for k in range(5)]
                out += [(m, cards) for m in moves]
        for n in range(1, min(3, len(own)) + 1):
            out.append((SwapCards(), tuple(own[:n])))
    planets = sorted({deck.face(c) for c in hand if not deck.is_bonus(c)})
    if len(planets) > 1:  # a swap across planets
        for a in planets:
            for b in planets:
                if a < b:
                    ca = [c for c in hand if deck.face(c) == a]
                    cb = [c for c in hand if deck.face(c) == b]
                    out.append((SwapCards(), (ca[0], cb[0])))
                    if len(ca) > 1:
                        out.append((SwapCards(), (ca[0], ca[1], cb[0])))
    return out


def _plans(acts: list[Act], left: int, have: Counter[int], obs: AdObservation,
           start: int = 0) -> Iterator[list[Act]]:
    """Every plan of up to ``left`` of ``acts`` (in the order of the list) whose cards the
    hand holds: ``have`` counts the planet cards by face and each bonus card by id."""
    yield []
    if left == 0:
        return
    deck = obs.cards
    for i in range(start, len(acts)):
        move, cards = acts[i]
        need = Counter(c if deck.is_bonus(c) else deck.face(c) + 1000 for c in cards)
        if any(have[k] < n for k, n in need.items()):
            continue
        for rest in _plans(acts, left - 1, have - need, obs, i):
            yield [(move, cards), *rest]


def _shift(acts: list[Act], obs: AdObservation) -> list[Act]:
    """The same plan with each act's planet cards made distinct (two sets of one planet
    take different cards of it: the brute force names the lowest ids first)."""
    deck = obs.cards
    free: dict[int, list[int]] = {}
    for c in sorted(obs.hand):
        free.setdefault(deck.face(c), []).append(c)
    out: list[Act] = []
    for move, cards in acts:
        new = []
        for c in cards:
            pool = free[deck.face(c)]
            if deck.is_bonus(c):
                if c not in pool:
                    return []
                pool.remove(c)
                new.append(c)
            elif not pool:
                return []
            else:
                new.append(pool.pop(0))
        out.append((move, tuple(new)))
    return out


def brute_force(obs: AdObservation) -> float:
    """The best evaluation of any plan (the empty plan is worth 0)."""
    d = obs.decision
    assert d is not None
    left = int(d.context["allowed"]) - int(d.context["done"])
    ctx = planner.context(obs)
    best = 0.0
    acts = _sets(obs)
    seen: set[tuple[tuple[str, tuple[int, ...]], ...]] = set()
    deck = obs.cards
    have = Counter(c if deck.is_bonus(c) else deck.face(c) + 1000 for c in obs.hand)
    for plan in _plans(acts, left, have, obs):
        key = tuple(sorted((m.encode(), tuple(sorted(obs.cards.face(c) for c in cs)))
                           for m, cs in plan))
        if key in seen:  # the same plan by faces
            continue
        seen.add(key)
        real = _shift(plan, obs) if plan else []
        if plan and not real:
            continue
        priced = planner.evaluate(obs, real, ctx)
        if priced is not None and priced.value > best:
            best = priced.value
    return best


def _random_position(seed: int) -> AdObservation:
    rng = random.Random(seed)
    planets = rng.sample(range(7), rng.choice((1, 2, 3)))
    size = rng.randint(4, 8)
    hand = [rng.choice(planets) for _ in range(size - 1)] + [planets[0]]
    for _ in range(rng.choice((0, 0, 1, 2))):
        hand[rng.randrange(1, len(hand))] = rng.choice((BONUS4, BONUS5, BONUS4 + 2))
    stations = {p: [rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 3)]
                for p in range(7)}
    centres: dict[int, list[int | None]] = {}
    if rng.random() < 0.4:
        centres[planets[0]] = [1, None, None] if rng.random() < 0.5 else [1, 2, None]
    actor = rng.choice((0, 1))  # the active player (3 actions) or the next (2)
    earth = {0: 1, 1: 1, 2: 1, actor: rng.randint(0, 5)}
    game = position(3, hands={actor: hand}, earth=earth,
                    stations=stations, centres=centres,
                    tech={actor: rng.choice((0, 0, 1, 2))},
                    ship={actor: rng.choice((0, 1, 2))}, phase="actions", actor=actor)
    obs: AdObservation = game.observe(actor)
    assert obs.decision is not None and obs.decision.kind == AdKind.ACTION
    return obs


@pytest.mark.parametrize("seed", range(24))
def test_the_planner_finds_the_best_plan_of_a_brute_force(seed: int) -> None:
    obs = _random_position(seed)
    best = planner.plan(obs)[0]
    again = planner.evaluate(obs, [(a.move, a.cards) for a in best.acts])
    assert again is not None and again.value == pytest.approx(best.value)
    assert best.value == pytest.approx(brute_force(obs), abs=0.02)
    d = obs.decision
    assert d is not None
    if best.first is not None:  # the first action is a legal choice now
        opt = next(o for o in d.options if o.move == best.first.move)
        check_choice(d, Choice(opt.move, best.first.cards))


def test_a_centre_is_tried_with_the_stations_moved_before_it() -> None:
    """Stations moved first raise the chance of the centre in the same turn: "Planeten-Ring
    über alle Stationen des betreffenden Planeten stülpen"; with 1 of 7 stations under the
    ring, 2 more from Earth make it 3 of 9, and the planner plays them first. (The
    spaceship at its top step: early in a game two of its steps are worth more.)"""
    game = position(3, hands={0: [ALPHA] * 8}, earth={0: 4}, ship={0: 3},
                    stations={ALPHA: [1, 3, 3]}, phase="actions")
    obs = game.observe(0)
    best = planner.plan(obs)[0]
    moves = [a.move for a in best.acts]
    centre = next(a for a in best.acts if isinstance(a.move, BuildCentre))
    stations = [m for m in moves if isinstance(m, MoveStations)]
    assert stations and moves.index(stations[0]) < moves.index(centre.move)
    k = sum(m.stations for m in stations)
    assert (k, centre.own, centre.ring) == (2, 3, 9)
    assert centre.chance == rules.centre_chance(3, 6, centre.attempts)


def test_bonus_cards_are_jokers_and_each_set_keeps_a_planet_card() -> None:
    """"Sie gelten als Joker für Planeten-Karten" and "In jedem Kartensatz, der durch
    Bonus-Karten ergänzt wurde, muss mind. 1 Planeten-Karte sein": a set of 2 Alpha and a
    bonus card pays the spaceship's first step (3 cards)."""
    game = position(3, hands={0: [ALPHA, ALPHA, BONUS4, GAMMA]}, earth={0: 0},
                    stations={}, phase="actions")
    obs = game.observe(0)
    for p in planner.plan(obs, top=4):
        for a in p.acts:
            if not isinstance(a.move, SwapCards):
                assert any(obs.cards.face(c) == planner.planet_of(a.move) for c in a.cards)
    ship = planner.evaluate(obs, [(Spaceship(ALPHA), tuple(
        c for c in obs.hand if obs.cards.face(c) in (ALPHA, BONUS4)))])
    assert ship is not None
    assert planner.evaluate(obs, [(Spaceship(GAMMA), tuple(
        c for c in obs.hand if obs.cards.face(c) in (GAMMA,)) + tuple(
        c for c in obs.hand if obs.cards.face(c) == BONUS4))]) is None  # 2 cards: no step


def test_the_planner_plans_only_an_action_decision() -> None:
    game = position(3, phase="trade")
    d = game.pending()[0]
    with pytest.raises(planner.PlanError):
        planner.plan(game.observe(d.player))
