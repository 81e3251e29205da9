"""Random-play properties of the rules engine over all player counts and modes
(after OpenSpiel's games_sim_test): cards are conserved, the VP pool adds up, legal options
are never empty before the end, every game ends, saves round-trip, a replay reproduces the
game, an illegal choice changes nothing, and an observation never shows hidden cards."""

from __future__ import annotations

import random

import pytest

from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.save import digest, from_json, replay, to_json
from rftg.core.state import GameSetup
from rftg.solver.players.random import RandomPlayer

MODES = [
    dict(players=2), dict(players=3), dict(players=4),
    dict(players=2, start="first"), dict(players=3, start="first"),
    dict(players=4, start="first"), dict(players=2, start="experienced"),
    dict(players=4, start="experienced"), dict(players=2, advanced=True),
    dict(players=2, advanced=True, start="experienced"),
]


def play(setup: GameSetup, check=None, limit: int = 20_000) -> Game:
    game = Game(setup)
    players = [RandomPlayer(setup.seed * 10 + i) for i in range(setup.players)]
    n = 0
    while not game.over:
        pending = game.pending()
        assert pending, "no decision before the end"
        for d in pending:
            assert d.options, f"{d.kind} with no options"
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
            n += 1
            if check:
                check(game)
        assert n < limit, "the game does not end"
    return game


def conserved(game: Game) -> None:
    st = game.state
    assert sorted(st.all_card_ids()) == list(range(len(st.cards)))
    assert st.pool + sum(p.chips for p in st.players) == 12 * st.setup.players


@pytest.mark.parametrize("mode", MODES, ids=lambda m: "-".join(f"{k}{v}" for k, v in m.items()))
def test_random_games_conserve_cards_and_vp_and_end(mode):
    for seed in range(25):
        game = play(GameSetup(seed=seed, **mode), check=conserved)
        assert game.over
        assert game.state.pool <= 0 or any(len(p.tableau) >= 12 for p in game.state.players)


@pytest.mark.parametrize("mode", MODES[:4] + MODES[8:9])
def test_replay_reproduces_the_game(mode):
    for seed in range(5):
        game = play(GameSetup(seed=seed, **mode))
        again = replay(game.setup, game.choices)
        assert digest(again) == digest(game)
        assert again.state.log == game.state.log


def test_saves_round_trip_at_every_decision():
    for mode in (MODES[1], MODES[8]):
        def check(game: Game) -> None:
            if len(game.choices) % 7 == 0:
                loaded = from_json(to_json(game))
                assert digest(loaded) == digest(game)
        play(GameSetup(seed=3, **mode), check=check)


def _illegal_choices(game: Game, rng: random.Random):
    d = rng.choice(game.pending())
    opt = d.options[0]
    yield d.player, Choice("no-such-option")
    other = (d.player + 1) % game.setup.players
    if other not in {x.player for x in game.pending()}:
        yield other, Choice(opt.id, ())
    yield d.player, Choice(opt.id, (10_000,))
    if opt.max_cards < len(opt.cards_from):
        yield d.player, Choice(opt.id, tuple(opt.cards_from[: opt.max_cards + 1]))
    if opt.min_cards > 0:
        yield d.player, Choice(opt.id, ())
    if len(opt.cards_from) >= 2 and opt.max_cards >= 2:
        yield d.player, Choice(opt.id, (opt.cards_from[0], opt.cards_from[0]))


def test_an_illegal_choice_changes_nothing():
    rng = random.Random(5)

    def check(game: Game) -> None:
        if game.over:
            return
        before, n = digest(game), len(game.choices)
        for player, choice in _illegal_choices(game, rng):
            with pytest.raises(IllegalChoice):
                game.choose(player, choice)
            assert digest(game) == before and len(game.choices) == n

    for mode in MODES[:3]:
        play(GameSetup(seed=11, **mode), check=check)


def test_observation_hides_hands_deck_and_goods():
    def check(game: Game) -> None:
        st = game.state
        goods = {g for p in st.players for g in p.goods.values()}
        for p in st.players:
            obs = observation(game, p.seat)
            assert obs.hand == tuple(p.hand)
            others = {c for q in st.players if q is not p for c in q.hand + q.drawn}
            visible = set(obs.hand) | set(obs.drawn)
            for sp in obs.players:
                visible |= set(sp.tableau) | set(sp.goods)
                assert sp.hand_size == len(st.players[sp.seat].hand)
            assert not visible & others
            assert not visible & goods
            assert not hasattr(obs, "deck")
            if obs.decision is not None:
                for o in obs.decision.options:
                    assert set(o.cards_from) <= set(p.hand) | set(p.drawn) | set(p.tableau)

    play(GameSetup(seed=2, players=3), check=check)
    play(GameSetup(seed=4, players=2, advanced=True), check=check)


def test_same_seed_same_game():
    a = play(GameSetup(seed=42, players=4))
    b = play(GameSetup(seed=42, players=4))
    assert digest(a) == digest(b)
    c = play(GameSetup(seed=43, players=4))
    assert digest(a) != digest(c)
