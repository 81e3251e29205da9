"""The hard-2 player (the hard player before the learned models, kept as a level): legal,
deterministic, deciding from its observation only, within its budget, cancellable. (The
hints follow the hard player: tests/test_learned.py.)"""

from __future__ import annotations

import pytest
from race_helpers import at_action

from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.players import make_player
from rftg.solver.players.hard import Budget, Cancelled, HardPlayer
from rftg.solver.players.heuristic import HeuristicPlayer

SMALL = Budget(samples=2, rounds=1)


@pytest.mark.parametrize("mode", [dict(players=2), dict(players=2, advanced=True),
                                  dict(players=3, start="experienced"),
                                  dict(players=2, edition="gs", draft=True, goals=True)],
                         ids=["2p", "advanced-2p", "3p-experienced", "2p-draft-goals"])
def test_never_an_illegal_choice(mode):
    """Whole games, every choice checked in full: IllegalChoice would fail the test."""
    setup = RaceSetup(seed=1, **mode)
    players = [HardPlayer(7, SMALL), HeuristicPlayer(2), HardPlayer(8, SMALL)][: setup.players]
    game, _ = play_game(setup, players, trusted=False)
    assert game.over


def test_same_seed_same_game():
    setup = RaceSetup(players=2, seed=3)
    a, _ = play_game(setup, [HardPlayer(1, SMALL), HeuristicPlayer(2)])
    b, _ = play_game(setup, [HardPlayer(1, SMALL), HeuristicPlayer(2)])
    assert a.choices == b.choices



@pytest.mark.parametrize("seed", [0, 1])
def test_decisions_ignore_hidden_cards(seed):
    """Two games alike for player 0 but with other hidden cards (the opponent's hand, the
    deck order): the same ranking of actions."""
    a, b = at_action(seed), at_action(seed)
    st = b.state
    opp = st.players[1]
    k = min(len(opp.hand), len(st.deck))
    opp.hand[:k], st.deck[:k] = st.deck[:k], opp.hand[:k]
    st.deck.reverse()
    b.view_cache.clear()
    assert a.state.players[1].hand != b.state.players[1].hand
    obs_a, obs_b = observation(a, 0), observation(b, 0)
    assert obs_a == obs_b
    assert obs_a.decision is not None
    assert HardPlayer(5, SMALL).rank_actions(obs_a, obs_a.decision) == \
        HardPlayer(5, SMALL).rank_actions(obs_b, obs_b.decision)


def test_budget_counts_samples_not_time():
    """Every candidate is played out exactly ``samples`` times."""
    game = at_action(2)
    obs = observation(game, 0)
    assert obs.decision is not None
    for samples in (1, 3):
        ranked = HardPlayer(0, Budget(samples=samples, rounds=1)).rank_actions(
            obs, obs.decision)
        assert ranked and all(r.samples == samples for r in ranked)
        assert [r.mean for r in ranked] == sorted((r.mean for r in ranked), reverse=True)


def test_an_action_that_gains_nothing_is_not_a_candidate():
    """With no goods, the Consume actions gain nothing by themselves: never played out."""
    game = at_action(4, round_=2)
    obs = observation(game, 0)
    assert obs.decision is not None and not obs.mine.goods
    moves = [o.move.encode() for o in HardPlayer(0, SMALL).candidates(obs, obs.decision)]
    assert "trade" not in moves and "double" not in moves and "explore11" in moves


def test_cancel_stops_the_search():
    game = at_action(5)
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):
        HardPlayer(0, Budget(samples=50, rounds=2), cancelled).choose(observation(game, 0))
    assert len(asked) == 4  # stopped at once, after three play-outs


def test_level_names():
    for kind in ("random", "easy", "normal", "hard", "hard-2", "hints", "heuristic",
                 "planner", "hard/4x1", "hard-2/4x1"):
        assert make_player(kind, 0).choose
    for bad in ("hard/many", "hard-2/many"):
        with pytest.raises(ValueError, match="budget"):
            make_player(bad, 0)


def _at_kind(kind: DecisionKind, seed: int, round_: int = 2):
    """A game at player 0's first ``kind`` decision from round ``round_`` on, with more
    than one candidate, and its observation."""
    game = Game(RaceSetup(players=2, seed=seed))
    players = [HeuristicPlayer(seed), HeuristicPlayer(seed + 1)]
    while not game.over:
        for d in game.pending():
            obs = observation(game, d.player)
            if (d.player == 0 and d.kind is kind and game.state.round >= round_
                    and len(HardPlayer(0, SMALL).choice_candidates(
                        obs, d, players[0].choose(obs))) > 1):
                return game, obs
            game.choose(d.player, players[d.player].choose(obs))
    raise AssertionError(f"no {kind} decision with a choice")


@pytest.mark.parametrize("kind", [DecisionKind.DEVELOP, DecisionKind.SETTLE,
                                  DecisionKind.EXPLORE_KEEP])
def test_decisions_inside_a_round_are_searched(kind):
    """Develop, Settle and Explore keep: every candidate played out ``samples`` times on
    samples of the game at this very decision, the best mean chosen; a legal choice."""
    game, obs = _at_kind(kind, seed=3)
    budget = Budget(samples=3, rounds=1)
    verdict = HardPlayer(0, budget).decide(obs, game.sampler(0))
    ranked = verdict.ranked
    assert len(ranked) > 1 and all(r.samples == 3 for r in ranked)
    assert [r.mean for r in ranked] == sorted((r.mean for r in ranked), reverse=True)
    assert verdict.choice == ranked[0].choice
    assert len({(r.move, r.cards) for r in ranked}) == len(ranked)
    game.choose(0, verdict.choice)  # checked in full


@pytest.mark.parametrize("kind", [DecisionKind.DEVELOP, DecisionKind.EXPLORE_KEEP])
def test_searched_decisions_ignore_hidden_cards(kind):
    """A game alike for player 0 with every card it cannot see dealt otherwise (and the
    opponent's decision rebuilt from its new hand): the same verdict."""
    game, obs = _at_kind(kind, seed=5)
    other = game.sampler(0).sample(77)
    other_obs = observation(other, 0)
    assert other_obs == obs and other.state.players[1].hand != game.state.players[1].hand
    a = HardPlayer(2, SMALL).decide(obs, game.sampler(0))
    b = HardPlayer(2, SMALL).decide(other_obs, other.sampler(0))
    assert (a.choice, a.ranked) == (b.choice, b.ranked)  # (the planner's solve time aside)


def test_fewer_samples_at_a_larger_table():
    """A play-out plays every player's decisions, so at 4 or 5 players the hard player
    takes samples * 2 / players samples (at least ``min_samples``): a decision costs
    about what it costs at 2 players. Configurable: ``per_table=False`` keeps them."""
    b = Budget(samples=16, rounds=3)
    assert b.at_table(1) == b and b.at_table(2) == b
    assert [b.at_table(n).samples for n in (3, 4, 5)] == [11, 8, 6]
    assert Budget(samples=5).at_table(5).samples == 4  # never below min_samples
    assert Budget(samples=2).at_table(5).samples == 2  # nor above what was given
    assert Budget(samples=16, per_table=False).at_table(4).samples == 16
    game = Game(RaceSetup(players=4, seed=2))
    players = [HeuristicPlayer(s) for s in range(4)]
    while not any(d.kind is DecisionKind.ACTION for d in game.pending()):
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    me = next(d.player for d in game.pending() if d.kind is DecisionKind.ACTION)
    v = HardPlayer(0, Budget(samples=8, rounds=1)).decide(observation(game, me), game.sampler(me))
    assert v.ranked and all(r.samples == 4 for r in v.ranked)
    assert v.rounds == 1
