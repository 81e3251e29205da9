"""Sampling a full game consistent with what one player sees (``Game.sampler(seat)``,
``rftg.core.sampler``): the sample is a legal game at exactly the player's decision, what
the player sees is unchanged, the cards it cannot see are dealt again, and nothing hidden
reaches the sample."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rftg.core.engine import Game
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.moves import ChooseActions, DecisionKind
from rftg.core.observe import Observation, observation
from rftg.core.race.sampling import unseen
from rftg.core.race.setup import RaceSetup
from rftg.core.sampler import SampleError, StaleSample
from rftg.core.state import Action
from rftg.solver.players.random import RandomPlayer

MODES = [dict(players=2), dict(players=2, advanced=True),
         dict(players=3, start="experienced"), dict(players=4, start="first"),
         dict(players=3, edition="gs", goals=True),
         dict(players=2, edition="gs", draft=True),
         dict(players=3, edition="gs", draft=True, goals=True)]
IDS = ["2p", "advanced-2p", "3p-experienced", "4p-first", "3p-gs-goals", "2p-draft",
       "3p-draft-goals"]


def fingerprint(game: Game) -> tuple[Any, ...]:
    """Everything a game is made of (state, step machine, RNG, setup, moves)."""
    st = game.state
    players = tuple(
        (p.seat, p.start, tuple(p.hand), tuple(p.tableau), tuple(p.goods.items()), p.chips,
         p.actions, tuple(p.drawn), p.placing, tuple(p.placed), p.temp_military,
         p.hand_military, tuple(sorted(p.used)), p.phase_start_tableau, tuple(p.produced),
         p.drew, p.bonus_used, p.discarded_at_round_end)
        for p in st.players)
    return (players, tuple(st.deck), tuple(st.discard), st.pool, st.round, st.phase,
            st.order, tuple(st.events), st.over, st.bonus, st.run, st.runs,
            st.second_world, tuple(st.goals), _piles(st.own_decks), _piles(st.own_discards),
            _piles(st.packets), _piles(st.picks), tuple(st.removed), st.rng.getstate(),
            repr(game._queue), repr(game._current), tuple(sorted(game._asked.items())),
            tuple(sorted(game._answers.items())), game.setup, tuple(game.choices))


def _piles(piles: list[list[int]] | None) -> tuple[tuple[int, ...], ...] | None:
    return None if piles is None else tuple(tuple(p) for p in piles)


def observed(setup: RaceSetup, viewer: int, seed: int = 0
             ) -> Iterator[tuple[Game, Observation]]:
    """Random play; before each of ``viewer``'s choices the game and its observation."""
    game = Game(setup)
    players = [RandomPlayer(seed + s) for s in range(setup.players)]
    while not game.over:
        for d in game.pending():
            obs = observation(game, d.player)
            if d.player == viewer:
                yield game, obs
            game.choose(d.player, players[d.player].choose(obs), trusted=True)


def play_to_end(game: Game, seed: int) -> None:
    players = [RandomPlayer(seed + s) for s in range(len(game.state.players))]
    for _ in range(5000):
        if game.over:
            return
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    raise AssertionError("the sampled game did not end")


@pytest.mark.parametrize("mode", MODES, ids=IDS)
def test_samples_keep_what_the_player_sees(mode):
    """At every decision of player 1 in whole games: the sample's observation for player 1
    equals the real one (own hand and draw, every tableau, goods worlds, hand sizes, chips,
    pool, deck and discard sizes, the phase's facts, the events, the decision itself); the
    same cards are in play; the cards player 1 cannot see are dealt again."""
    kinds: set[DecisionKind] = set()
    moved = 0
    for i, (game, obs) in enumerate(observed(RaceSetup(seed=11, **mode), viewer=1)):
        sample = game.sampler(1).sample(i)
        assert observation(sample, 1) == obs
        assert sample.pending_for(1) == obs.decision
        assert sorted(sample.state.all_card_ids()) == sorted(game.state.all_card_ids())
        assert unseen(sample, 1) == unseen(game, 1)
        assert sample.setup.seed == i and sample.choices == []
        assert set(sample._asked) == set(game._asked)  # answers not revealed: asked again
        assert sample.pending() == [d for _, d in sorted(sample._asked.items())]
        hidden = unseen(game, 1)
        moved += any(a != b for a, b in zip(_hidden_layout(sample, 1), _hidden_layout(game, 1),
                                            strict=True)) if len(hidden) > 1 else 1
        assert obs.decision is not None
        kinds.add(obs.decision.kind)
        if i == 0:
            assert obs.decision.kind in (DecisionKind.INITIAL_DISCARD, DecisionKind.DRAFT,
                                         DecisionKind.START_WORLD, DecisionKind.ACTION)
    assert moved > 0.9 * (i + 1)  # the unseen cards really are dealt again
    assert {DecisionKind.ACTION, DecisionKind.EXPLORE_KEEP, DecisionKind.DEVELOP,
            DecisionKind.SETTLE} <= kinds


def _hidden_layout(game: Game, me: int) -> list[int]:
    """The unseen cards where they lie (hands, draws, goods, deck, discard)."""
    st = game.state
    out: list[int] = []
    for p in st.players:
        if p.seat != me:
            out += sorted(c for c in p.hand if c != p.placing) + p.drawn
        out += list(p.goods.values())
    for seat, (packet, picks) in enumerate(zip(st.packets, st.picks, strict=True)):
        if seat != me:
            out += packet + picks
    for pile in (st.own_decks or []) + (st.own_discards or []):
        out += pile
    return out + st.deck + st.discard + st.removed


@pytest.mark.parametrize("mode", MODES, ids=IDS)
def test_samples_are_games_that_go_on_to_the_end(mode):
    """A sample is a legal game: every choice checked in full, it ends."""
    for i, (game, _) in enumerate(observed(RaceSetup(seed=5, **mode), viewer=0)):
        if i % 7 == 3:
            sample = game.sampler(0).sample(i)
            play_to_end(sample, i)
            assert sample.over and len(sample.winners()) >= 1


@pytest.mark.parametrize("mode", MODES, ids=IDS)
def test_hidden_cards_do_not_reach_the_sample(mode):
    """Two games alike for player 0 and different in every card it cannot see (the second
    one dealt by sampling, with its own seed, RNG and moves) give identical samples for
    the same seed: the same state, step machine, decisions and RNG; and player 0 observes
    the same in both."""
    for i, (game, obs) in enumerate(observed(RaceSetup(seed=3, **mode), viewer=0)):
        if i % 3:
            continue
        other = game.sampler(0).sample(1000 + i)
        other_obs = observation(other, 0)
        assert other_obs == obs
        a, b = game.sampler(0).sample(i), other.sampler(0).sample(i)
        assert fingerprint(a) == fingerprint(b)
        assert observation(a, 1) == observation(b, 1)


def test_same_seed_same_sample_other_seed_other_cards():
    for i, (game, _) in enumerate(observed(RaceSetup(players=3, seed=8), viewer=2)):
        if i % 4:
            continue
        sampler = game.sampler(2)
        assert fingerprint(sampler.sample(7)) == fingerprint(sampler.sample(7))
        assert sampler.sample(7).state.deck != sampler.sample(8).state.deck


def _at_actions(seed: int) -> Game:
    game = Game(RaceSetup(players=2, seed=seed))
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    while not (game.state.round == 3 and game.pending()[0].kind is DecisionKind.ACTION):
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    return game


def test_an_answer_not_yet_revealed_is_asked_again():
    """Player 1 chose its action, player 0 has not: samples for player 0 ask player 1
    again, whatever player 1 chose; player 1's own sample keeps its answer."""
    samples = []
    for action in (Action.DEVELOP, Action.PRODUCE):
        game = _at_actions(4)
        obs1 = observation(game, 1)
        game.choose(1, obs1.decision.choice(ChooseActions((action,)).encode()))
        sample = game.sampler(0).sample(9)
        assert [d.player for d in sample.pending()] == [0, 1]
        samples.append(fingerprint(sample))
        mine = game.sampler(1).sample(9)
        assert mine.pending_for(1) is None and mine._answers[1].move == ChooseActions((action,))
    assert samples[0] == samples[1]


def test_a_real_game_with_other_hidden_cards_gives_the_same_sample():
    """The opponent's hand swapped with deck cards, the deck reversed: the same sample."""
    a, b = _at_actions(6), _at_actions(6)
    st = b.state
    opp = st.players[1]
    k = min(len(opp.hand), len(st.deck))
    opp.hand[:k], st.deck[:k] = st.deck[:k], opp.hand[:k]
    st.deck.reverse()
    b.view_cache.clear()
    assert fingerprint(a) != fingerprint(b)
    assert fingerprint(a.sampler(0).sample(2)) == fingerprint(b.sampler(0).sample(2))


def test_a_sampler_of_a_game_that_moved_on_is_refused():
    game = _at_actions(2)
    sampler = game.sampler(0)
    for d in game.pending():
        game.choose(d.player, RandomPlayer(1).choose(observation(game, d.player)))
    with pytest.raises(StaleSample, match="moved on"):
        sampler.sample(0)


def _drafting(seed: int, picks: int) -> Game:
    """A 2-player draft after ``picks`` picks each."""
    game = Game(RaceSetup(players=2, seed=seed, edition="gs", draft=True))
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    for _ in range(picks):
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    return game


def test_in_the_draft_my_packet_and_picks_stay_the_rest_is_dealt_again():
    """Drafting: my packet (my decision) and my picks so far (``obs.picks``) stay; the
    other player's packet and picks, the stack and the start worlds offered to it are
    dealt again, its offer from the unseen odd and even numbered start worlds."""
    game = _drafting(3, picks=7)
    assert game.pending()[0].kind is DecisionKind.DRAFT
    obs = observation(game, 0)
    assert len(obs.picks) == 7
    st = game.state
    moved = 0
    for seed in range(20):
        sample = game.sampler(0).sample(seed)
        ss = sample.state
        assert ss.picks[0] == st.picks[0] and ss.packets[0] == st.packets[0]
        assert ss.players[0].drawn == st.players[0].drawn
        assert len(ss.picks[1]) == 7 and len(ss.packets[1]) == len(st.packets[1])
        offer = [ss.cards[c].start for c in ss.players[1].drawn]
        assert all(n is not None and n >= 0 for n in offer)
        assert [n % 2 for n in offer] == [1, 0]  # type: ignore[operator]
        assert not set(ss.players[1].drawn) & set(ss.picks[0] + ss.packets[0]
                                                  + st.players[0].drawn)
        moved += ss.picks[1] != st.picks[1]
        if seed < 2:
            play_to_end(sample, seed)
    assert moved >= 18


def test_after_the_draft_own_decks_are_dealt_again():
    """After the draft every own deck and discard pile and the removed cards are dealt
    again, each keeping its size; a game alike for player 0 gives the same sample."""
    game = _drafting(4, picks=40)
    players = [RandomPlayer(4), RandomPlayer(5)]
    while game.state.round < 3:
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    st = game.state
    assert st.own_decks is not None and st.own_discards is not None and st.removed
    sample = game.sampler(0).sample(1)
    ss = sample.state
    assert ss.own_decks is not None and ss.own_discards is not None
    assert [len(d) for d in ss.own_decks] == [len(d) for d in st.own_decks]
    assert [len(d) for d in ss.own_discards] == [len(d) for d in st.own_discards]
    assert len(ss.removed) == len(st.removed) and ss.own_decks != st.own_decks
    other = game.sampler(0).sample(99)
    assert fingerprint(other.sampler(0).sample(1)) == fingerprint(sample)


def test_a_game_that_deals_no_samples_says_so():
    """Jump Drive's players deal their own games from what they see
    (``rftg.core.jumpdrive.deal``): its ruleset has no ``deal_unseen``."""
    game = Game(JumpDriveSetup(players=2, seed=1))
    d = game.pending()[0]
    with pytest.raises(SampleError, match="deals no samples"):
        game.sampler(d.player).sample(0)
