"""The tutor's numbers are the engine's, over many seeded random games.

The tutor computes with the rules of ``rftg.core.rules`` from the deciding player's
observation only (its powers and phase facts) and shows their breakdowns as texts. At every
decision of every game the test checks that the tutor explains exactly the options the
engine offers, that the numbers it shows (explore draw/keep, development and world costs,
military against a world, every way to place a world, trade values, consume and produce
steps, hand-limit discards) are those of the Decision, and, after the random player's
choice, that the engine did what the tutor said (cards kept, cards paid, cards drawn for a
sale, VP gained from a consume power, a world conquered).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import pytest

from rftg.core.decisions import Choice, Decision, Move
from rftg.core.engine import Game
from rftg.core.moves import (
    DecisionKind,
    Method,
    Pass,
    PickWorld,
    PlaceCard,
    Placement,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.state import Action
from rftg.solver.players.random import RandomPlayer
from rftg.tutor.race import numbers as nb
from rftg.tutor.race.explain import Explanation, WhyNot, explain

MODES = [
    dict(players=2), dict(players=3), dict(players=4),
    dict(players=2, edition="gs"), dict(players=3, edition="gs"),
    dict(players=4, edition="gs", start="experienced"),
    dict(players=2, start="first"),
    dict(players=2, advanced=True), dict(players=2, advanced=True, edition="gs"),
    dict(players=5, edition="gs", goals=True), dict(players=3, edition="gs", draft=True),
]
GAMES_PER_MODE = 14


class Checker:
    """Compares the tutor with one decision, and afterwards with its outcome."""

    def __init__(self) -> None:
        self.checked: Counter[str] = Counter()
        self.ex: Explanation | None = None

    @property
    def blocked(self) -> Mapping[int, WhyNot]:
        assert self.ex is not None
        return self.ex.blocked

    def why_not(self, cid: int) -> WhyNot | None:
        """explain(obs).blocked, as ``why_not(obs, cid)`` reads it (computed once)."""
        return self.blocked.get(cid)

    def number(self, key: str) -> nb.Breakdown:
        assert self.ex is not None
        value = self.ex.numbers[key]
        assert value.total == (value.raw if value.floor is None else max(value.floor,
                                                                          value.raw))
        return value

    def option_number(self, move: Move, key: str) -> nb.Breakdown:
        """A number the tutor quotes for the option with ``move``."""
        assert self.ex is not None
        return self.ex.option_numbers[move][key]

    def before(self, obs: Observation, d: Decision) -> None:
        ex = explain(obs)  # never fails, for every decision
        assert ex.title and ex.lines and ex.refs, d
        self.ex = ex
        key = d.kind.value
        if not (d.kind is DecisionKind.ACTION and obs.setup.advanced):
            # every option offered is explained, and no other
            assert set(ex.options) == {o.move for o in d.options}, (d, ex.options)
        self.checked[key] += 1
        getattr(self, f"_{key}")(obs, d)

    # ---- the decisions

    def _start_world(self, obs: Observation, d: Decision) -> None:
        assert {o.move for o in d.options} == {PickWorld(c) for c in obs.drawn}

    def _initial_discard(self, obs: Observation, d: Decision) -> None:
        (o,) = d.options
        assert o.min_cards == o.max_cards == nb.initial_discard(obs).total

    def _action(self, obs: Observation, d: Decision) -> None:
        # 7 cards; advanced: 9 choose 2 = 36 less the 13 with a lone second card
        assert len(d.options) == (23 if obs.setup.advanced else 7)

    def _explore_keep(self, obs: Observation, d: Decision) -> None:
        draw, keep = nb.explore_counts(obs)
        assert d.context["draw"] == draw.total and d.context["keep"] == keep.total
        assert self.number("draw") == draw and self.number("keep") == keep
        (o,) = d.options
        assert o.max_cards == min(keep.total, len(obs.drawn))
        assert len(obs.drawn) == min(draw.total, len(obs.drawn))

    def _develop(self, obs: Observation, d: Decision) -> None:
        want: set[Move] = {Pass()}
        for cid in obs.hand:
            card = obs.card(cid)
            if not card.is_development or nb.duplicate(obs, cid):
                assert self.why_not(cid) is not None
                continue
            cost = self.number(f"cost:{cid}")
            if nb.other_hand_cards(obs, cid) >= cost.total:
                want.add(PlaceCard(cid))
                assert self.why_not(cid) is None
            else:
                assert "but you hold only" in str(self.why_not(cid))
        assert set(d.moves()) == want
        for o in d.options:
            if isinstance(o.move, PlaceCard):
                assert o.move.cost == self.number(f"cost:{o.move.card}").total

    def _payment(self, obs: Observation, d: Decision) -> None:
        cid = obs.mine.placing
        assert cid is not None
        if d.rule == "phase.develop.pay":
            (o,) = d.options
            cost = self.number("cost")
            assert o.min_cards == o.max_cards == cost.total == d.context["cost"]
            return
        ways = {w: w for w in nb.settle_ways(obs, cid).ways}
        assert set(ways) == set(d.moves())
        for o in d.options:
            engine, tutor = o.move, ways[o.move]
            assert isinstance(engine, Placement)
            assert (o.min_cards, o.max_cards) == (tutor.pay, tutor.pay_max), o
            if tutor.cost is not None:
                assert engine.cost is not None
                assert self.option_number(o.move, "pay").total == engine.cost.total == o.min_cards
            if tutor.military is not None:
                assert engine.military is not None and engine.defence == tutor.defence
                assert self.option_number(o.move, "conquer").total == engine.military.total

    def _settle(self, obs: Observation, d: Decision) -> None:
        want: set[Move] = {Pass()}
        for cid in obs.hand:
            if obs.card(cid).is_world and nb.settle_ways(obs, cid).ways:
                want.add(PlaceCard(cid))
                assert self.why_not(cid) is None
            else:
                assert self.why_not(cid) is not None
        assert set(d.moves()) == want
        for o in d.options:
            if not isinstance(o.move, PlaceCard):
                continue
            cid = o.move.card
            world = obs.card(cid)
            if world.military:
                assert o.move.cost == world.cost
                self.number(f"military:{cid}")
            else:
                assert o.move.cost == self.number(f"cost:{cid}").total

    def _sale(self, obs: Observation, d: Decision) -> None:
        assert {o.move for o in d.options} == {Sell(w) for w in obs.mine.goods}
        for o in d.options:
            assert isinstance(o.move, Sell)
            assert o.move.value == self.number(f"trade:{o.move.world}").total

    def _consume(self, obs: Observation, d: Decision) -> None:
        uses, _ = nb.consume_uses(obs)
        by_move = {u.move: u for u in uses}
        assert set(by_move) == {o.move for o in d.options if not isinstance(o.move, Stop)}
        for o in d.options:
            if isinstance(o.move, Stop):
                continue
            u = by_move[o.move]
            assert set(o.cards_from) == set(u.goods), (o, u)
            assert (o.min_cards, o.max_cards) == (u.min_cards, u.max_cards), (o, u)
        assert any(isinstance(o.move, Stop) for o in d.options) != any(
            u.mandatory for u in uses)

    def _produce(self, obs: Observation, d: Decision) -> None:
        uses = {u.move: u for u in nb.produce_uses(obs)}
        offered = {o.move for o in d.options if not isinstance(o.move, Stop)}
        # the phase facts say whether the Produce bonus was used: the tutor lists exactly
        # what the engine offers
        assert offered == set(uses)
        for o in d.options:
            if not isinstance(o.move, Stop):
                assert set(o.cards_from) == set(uses[o.move].cards_from), o
        assert any(isinstance(o.move, Stop) for o in d.options) != any(
            uses[m].mandatory for m in offered)

    def _discard(self, obs: Observation, d: Decision) -> None:
        (o,) = d.options
        assert o.min_cards == o.max_cards == self.number("discard").total

    def _draft(self, obs: Observation, d: Decision) -> None:
        (o,) = d.options
        assert o.min_cards == o.max_cards == 1 and 1 <= len(o.cards_from) <= 5
        assert d.context["pass_to"] in ((obs.me + 1) % len(obs.players),
                                        (obs.me - 1) % len(obs.players))

    # ---- what the engine then did

    def after(self, game: Game, obs: Observation, d: Decision, choice: Choice) -> None:
        p = game.state.players[d.player]
        cards_left = (len(game.state.deck_for(d.player))
                      + len(game.state.discard_for(d.player)))
        move = choice.move
        if isinstance(move, Sell):
            value = nb.trade_value(obs, move.world).total
            if cards_left >= value + 10:
                # the sale happens at once; consume powers may follow in the same call
                assert len(p.hand) >= len(obs.hand) + value
                self.checked["sale drawn"] += 1
        if d.kind is DecisionKind.CONSUME and isinstance(move, UsePower):
            u = {u.move: u for u in nb.consume_uses(obs)[0]}[move]
            if u.power.effect in ("consume", "consume_exact", "consume_distinct",
                                  "consume_all"):
                assert p.chips - obs.mine.chips == u.vp.total
                self.checked["consume vp"] += 1
        if d.kind is DecisionKind.PRODUCE and isinstance(move, UsePower):
            drawn = {u.move: u for u in nb.produce_uses(obs)}[move].draws
            if drawn is not None and cards_left >= drawn.total + 10:
                # a draw power used early draws what the tutor counted, and no more
                assert len(p.hand) == len(obs.hand) + drawn.total
                self.checked["produce drawn"] += 1
        if d.kind is DecisionKind.PAYMENT and d.rule == "phase.develop.pay":
            assert len(choice.cards) == nb.develop_cost(obs, obs.mine.placing or 0).total
        if d.kind is DecisionKind.PAYMENT and isinstance(move, Placement) and (
                move.method is Method.CONQUER):
            # conquered: the military the tutor showed reached the defence
            chosen = d.option(move)
            assert chosen is not None
            assert self.option_number(chosen.move, "conquer").total + len(choice.cards) \
                >= obs.card(move.card).cost
            self.checked["conquered"] += 1


def play(setup: RaceSetup, checker: Checker) -> None:
    game = Game(setup)
    players = [RandomPlayer(setup.seed * 7 + i) for i in range(setup.players)]
    while not game.over:
        for d in game.pending():
            obs = observation(game, d.player)
            checker.before(obs, d)
            choice = players[d.player].choose(obs)
            game.choose(d.player, choice)
            checker.after(game, obs, d, choice)


@pytest.mark.parametrize("mode", MODES, ids=lambda m: "-".join(f"{k}{v}" for k, v in m.items()))
def test_tutor_numbers_equal_the_engines_in_random_games(mode):
    checker = Checker()
    for seed in range(GAMES_PER_MODE):
        play(RaceSetup(seed=1000 + seed, **mode), checker)
    for kind in ("action", "explore_keep", "develop", "settle", "payment", "consume"):
        assert checker.checked[kind] > 0, kind


def test_every_decision_kind_is_cross_checked():
    checker = Checker()
    for mode in (MODES[5], MODES[0], MODES[3]):
        for seed in range(6):
            play(RaceSetup(seed=seed, **mode), checker)
    play(RaceSetup(seed=0, players=2, edition="gs", draft=True), checker)
    assert {k.value for k in DecisionKind} <= set(checker.checked)
    assert checker.checked["sale drawn"] and checker.checked["consume vp"]


def test_every_action_has_its_explore_counts():
    """Base rules, "I: ERKUNDEN": +5 draws 7 keeps 1, +1/+1 draws 3 keeps 2; advanced game
    with both: "Er zieht 8 Karten und darf 2 behalten." """
    from rftg.core.scenario import position

    g = position([{"tableau": ["Old Earth"], "hand": 0}, {"tableau": ["Alpha Centauri"]}],
                 "explore")
    obs = observation(g, 0)
    counts = {a: tuple(b.total for b in nb.explore_counts(obs, a))
              for a in ((Action.EXPLORE_5,), (Action.EXPLORE_1_1,),
                        (Action.EXPLORE_5, Action.EXPLORE_1_1))}
    assert list(counts.values()) == [(7, 1), (3, 2), (8, 2)]
