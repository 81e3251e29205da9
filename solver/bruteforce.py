"""Exhaustive reference for the consume planner: every sale, every order of powers and every
choice of goods that the engine's rules allow, for small positions.

It walks the same step-by-step rules as ``rftg.core.phases.consume`` (one power at a time,
an "up to N" power takes min(N, matching goods left), exact and different-kinds powers take
their count, "consume all" takes every good left, stopping only when no mandatory power is
usable) on an abstract state: goods left, powers used, hand size. Goods of one class
(same kind, same trade value, same powers that may take them) are interchangeable, so of
several equal choices only one is tried; otherwise nothing is pruned. The hand rule and the
objective are the planner's (``objective_key``); gambles are added last, as there.

The search is bounded by a node budget (``node_limit``: a count of explored nodes, the
same on every machine), and raises ``SearchLimit`` when the budget runs out rather than
return a plan that may not be the optimum. Tests pick positions small enough
(``search_size``: goods and consume powers) to finish under their budget. ``time_limit``
(wall-clock seconds) is only for the benchmark (``bench/bench_consume.py``): a result that
depends on the machine's load has no place in a test.

``estimate_nodes`` estimates the size of the search tree with Knuth's random-probe
estimator (mean of the products of branching factors along random paths), for positions
too big to search.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from rftg.core.cards import Edition, Effect, Phase, catalogue
from rftg.solver.consume import (
    Analysis,
    ConsumePlan,
    ConsumePosition,
    ConsumePower,
    Sale,
    Step,
    analyse,
    finish_plan,
    gamble_step,
    make_step,
    objective_key,
)


class SearchLimit(RuntimeError):
    """The search ran out of its budget before it could prove the optimum: ``limit`` is
    "nodes" (the node budget) or "seconds" (the time box); ``nodes`` and ``seconds`` say
    how far it got."""

    def __init__(self, limit: str, nodes: int, seconds: float) -> None:
        what = "node budget" if limit == "nodes" else "time box"
        super().__init__(f"brute force stopped by its {what} after {nodes} nodes "
                         f"in {seconds:.1f} s")
        self.limit = limit
        self.nodes = nodes
        self.seconds = seconds


@dataclass(frozen=True)
class _State:
    left: tuple[int, ...]  # goods left (positions in Analysis.goods), sorted
    used: frozenset[int]  # powers used (positions in Analysis.powers)
    hand: int


Move = tuple[int, tuple[int, ...], int]  # power, goods taken, hand cards discarded


def _distinct(an: Analysis, options: Iterator[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """One representative per multiset of good classes."""
    seen: dict[tuple[int, ...], tuple[int, ...]] = {}
    for goods in options:
        seen.setdefault(tuple(sorted(an.good_class[g] for g in goods)), goods)
    return list(seen.values())


def moves(an: Analysis, st: _State) -> tuple[list[Move], bool]:
    """The engine's options in this state (one per distinct outcome), and whether one of
    them comes from a mandatory power (then the player may not stop)."""
    out: list[Move] = []
    mandatory = False
    nkinds = len({an.kinds[g] for g in st.left})
    for k, pw in enumerate(an.powers):
        if k in st.used:
            continue
        e, n = pw.effect, pw.count
        here = [g for g in st.left if g in pw.matching]
        found: list[Move] = []
        if e is Effect.CONSUME:
            take = min(n, len(here))
            if take:
                found = [(k, c, 0) for c in _distinct(an, combinations(here, take))]
        elif e is Effect.CONSUME_EXACT:
            if len(here) >= n:
                found = [(k, c, 0) for c in _distinct(an, combinations(here, n))]
        elif e is Effect.CONSUME_DISTINCT:
            if nkinds >= n:
                found = [(k, c, 0) for c in _distinct(an, combinations(here, n))
                         if len({an.kinds[g] for g in c}) == n]
        elif e is Effect.CONSUME_ALL:
            if here:
                found = [(k, tuple(here), 0)]
        elif e is Effect.TRADE:
            found = [(k, c, 0) for c in _distinct(an, combinations(here, 1))]
        elif e is Effect.DISCARD_HAND:
            found = [(k, (), d) for d in range(1, min(n, st.hand) + 1)]
        elif e is Effect.DRAW:
            found = [(k, (), 0)]
        if found:
            out += found
            mandatory = mandatory or pw.mandatory
    return out, mandatory


def _apply(an: Analysis, st: _State, move: Move) -> tuple[_State, Step]:
    k, goods, d = move
    step = make_step(an, an.powers[k], goods, d)
    left = tuple(g for g in st.left if g not in goods)
    return _State(left, st.used | {k}, st.hand + step.cards - d), step


def search_size(position: ConsumePosition) -> tuple[int, int]:
    """What bounds the brute force's work: the goods and the consume powers (trade and
    gamble powers included) of the position."""
    an = analyse(position)
    return len(an.goods), len(an.powers)


def brute_force(position: ConsumePosition, card_value: float | None = None, *,
                node_limit: int | None = None, time_limit: float | None = None
                ) -> ConsumePlan:
    """The best plan by exhaustive search. ``node_limit``: at most this many nodes are
    explored, else SearchLimit (limit "nodes"); the count is the same on every machine.
    ``time_limit``: wall-clock seconds, for the benchmark only (SearchLimit, limit
    "seconds"). The plan's ``extra["nodes"]`` is the number of nodes explored."""
    if node_limit is not None and node_limit < 1:
        raise ValueError(f"node_limit must be at least 1, not {node_limit}")
    start = time.perf_counter()
    an = analyse(position)
    nodes = 0
    best: tuple[tuple[int, int], Sale | None, list[Step]] | None = None

    def walk(st: _State, trade: Sale | None, steps: list[Step], vp: int, net: int) -> None:
        nonlocal nodes, best
        nodes += 1
        if node_limit is not None and nodes > node_limit:
            raise SearchLimit("nodes", nodes, time.perf_counter() - start)
        if (time_limit is not None and nodes % 256 == 0
                and time.perf_counter() - start > time_limit):
            raise SearchLimit("seconds", nodes, time.perf_counter() - start)
        options, mandatory = moves(an, st)
        if not mandatory:  # stopping here is legal (or nothing is left to do)
            key = objective_key(vp, net, card_value)
            if best is None or key > best[0]:
                best = (key, trade, list(steps))
        for move in options:
            nxt, step = _apply(an, st, move)
            steps.append(step)
            walk(nxt, trade, steps, vp + step.vp, net + step.cards - step.discard)
            steps.pop()

    everything = tuple(range(len(an.goods)))
    if an.trade:
        for (g,) in _distinct(an, combinations(everything, 1)):
            w = an.goods[g]
            sale = Sale(w, position.tableau[w].name, an.sale_value[g])
            st = _State(tuple(x for x in everything if x != g), frozenset(),
                        position.hand + sale.cards)
            walk(st, sale, [], 0, sale.cards)
    else:
        walk(_State(everything, frozenset(), position.hand), None, [], 0, 0)
    assert best is not None
    _, trade, steps = best
    steps += [gamble_step(an, g) for g in an.gambles]
    ms = (time.perf_counter() - start) * 1000
    plan = finish_plan(an, trade, steps, "optimal", ms)
    plan.extra["nodes"] = nodes
    return plan


def estimate_nodes(position: ConsumePosition, probes: int = 300, seed: int = 0) -> float:
    """Knuth's estimate of the number of nodes ``brute_force`` visits (unbiased; its
    spread is large on uneven trees, so use many probes)."""
    an = analyse(position)
    rng = random.Random(seed)
    everything = tuple(range(len(an.goods)))
    total = 0.0
    for _ in range(probes):
        weight = 1.0
        estimate = 0.0
        if an.trade:
            sales = _distinct(an, combinations(everything, 1))
            weight *= len(sales)
            (g,) = rng.choice(sales)
            st = _State(tuple(x for x in everything if x != g), frozenset(),
                        position.hand + an.sale_value[g])
        else:
            st = _State(everything, frozenset(), position.hand)
        while True:
            estimate += weight
            options, _ = moves(an, st)
            if not options:
                break
            weight *= len(options)
            st, _step = _apply(an, st, rng.choice(options))
        total += estimate
    return total / probes


def random_position(rng: random.Random, powers: int, goods: int, *,
                    hand: int | None = None, bonus: frozenset[str] | None = None,
                    edition: Edition = Edition.GS, trade_powers: bool = True
                    ) -> ConsumePosition:
    """A random position: ``powers`` cards with consume powers (or trade powers, unless
    ``trade_powers`` is False), and ``goods`` goods on worlds (worlds from those cards
    first, then other goods worlds)."""
    cat = catalogue()
    cards = cat.cards(edition)
    with_powers = [c for c in cards
                   if any(trade_powers or not p.is_trade for p in c.powers_in(Phase.CONSUME))]
    tableau = rng.sample(with_powers, min(powers, len(with_powers)))
    holders = [c for c in tableau if c.is_world and c.goods is not None]
    rng.shuffle(holders)
    others = [c for c in cards if c.is_world and c.goods is not None and c not in tableau]
    rng.shuffle(others)
    chosen = holders[:goods]
    chosen += others[:goods - len(chosen)]
    tableau += [c for c in chosen if c not in tableau]
    rng.shuffle(tableau)
    if hand is None:
        hand = rng.randint(0, 4)
    if bonus is None:
        bonus = rng.choice([frozenset(), frozenset({"trade"}), frozenset({"double"}),
                            frozenset({"trade", "double"})])
    return ConsumePosition.from_names(tableau, [c.name for c in chosen], hand, bonus,
                                      edition=edition, cat=cat)


__all__ = ["ConsumePower", "SearchLimit", "brute_force", "estimate_nodes", "moves",
           "random_position", "search_size"]
