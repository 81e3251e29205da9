"""Random-play properties of the rules engine over all player counts and modes
(after OpenSpiel's games_sim_test): cards are conserved, the VP pool adds up, legal options
are never empty before the end, every game ends, saves round-trip, a replay reproduces the
game, an illegal choice changes nothing, an observation never shows hidden cards, a clone
equals its original and plays on alike without touching it, and trusted choices play as
checked ones do."""

from __future__ import annotations

import random

import pytest

from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.engine import Game
from rftg.core.moves import PlaceCard
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.save import digest, from_json, replay, to_json
from rftg.solver.players.random import RandomPlayer

MODES = [
    dict(players=2), dict(players=3), dict(players=4),
    dict(players=2, start="first"), dict(players=3, start="first"),
    dict(players=4, start="first"), dict(players=2, start="experienced"),
    dict(players=4, start="experienced"), dict(players=2, advanced=True),
    dict(players=2, advanced=True, start="experienced"),
    # The Gathering Storm: five players, goals (with the advanced game too)
    dict(players=5, edition="gs"), dict(players=3, edition="gs", goals=True),
    dict(players=2, advanced=True, edition="gs", goals=True),
    dict(players=5, edition="gs", start="first", goals=True),
    dict(players=2, edition="gs", draft=True), dict(players=3, edition="gs", draft=True,
                                                     goals=True),
]


def play(setup: RaceSetup, check=None, limit: int = 20_000) -> Game:
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
        game = play(RaceSetup(seed=seed, **mode), check=conserved)
        assert game.over
        assert game.state.pool <= 0 or any(len(p.tableau) >= 12 for p in game.state.players)


@pytest.mark.parametrize("mode", MODES[:4] + MODES[8:9])
def test_replay_reproduces_the_game(mode):
    for seed in range(5):
        game = play(RaceSetup(seed=seed, **mode))
        again = replay(game.setup, game.choices)
        assert digest(again) == digest(game)
        assert again.state.events == game.state.events


def test_saves_round_trip_at_every_decision():
    for mode in (MODES[1], MODES[8]):
        def check(game: Game) -> None:
            if len(game.choices) % 7 == 0:
                loaded = from_json(to_json(game))
                assert digest(loaded) == digest(game)
        play(RaceSetup(seed=3, **mode), check=check)


def _illegal_choices(game: Game, rng: random.Random):
    d = rng.choice(game.pending())
    opt = d.options[0]
    yield d.player, Choice(PlaceCard(10_000))  # a move no decision offers
    other = (d.player + 1) % game.setup.players
    if other not in {x.player for x in game.pending()}:
        yield other, Choice(opt.move, ())
    yield d.player, Choice(opt.move, (10_000,))
    if opt.max_cards < len(opt.cards_from):
        yield d.player, Choice(opt.move, tuple(opt.cards_from[: opt.max_cards + 1]))
    if opt.min_cards > 0:
        yield d.player, Choice(opt.move, ())
    if len(opt.cards_from) >= 2 and opt.max_cards >= 2:
        yield d.player, Choice(opt.move, (opt.cards_from[0], opt.cards_from[0]))


def test_an_illegal_choice_changes_nothing():
    rng = random.Random(5)

    def check(game: Game) -> None:
        if game.over:
            return
        before, n = digest(game), len(game.choices)
        with pytest.raises(IllegalChoice, match="not an option"):
            game.pending()[0].choice("no-such-option")  # the text form, at the edge
        for player, choice in _illegal_choices(game, rng):
            with pytest.raises(IllegalChoice):
                game.choose(player, choice)
            assert digest(game) == before and len(game.choices) == n

    for mode in MODES[:3]:
        play(RaceSetup(seed=11, **mode), check=check)


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

    play(RaceSetup(seed=2, players=3), check=check)
    play(RaceSetup(seed=4, players=2, advanced=True), check=check)


def test_an_observation_describes_its_own_moment_and_holds_no_game():
    """An observation is a snapshot of what its seat sees when it is taken: it keeps that
    state when the game moves on, and holds no reference to the game (hidden information
    by construction: a player that looks ahead asks the engine for a sampler)."""
    game = Game(RaceSetup(seed=5, players=2))
    d = game.pending()[0]
    kept = observation(game, d.player)
    before = (kept.players, kept.facts, kept.events, kept.ending)
    assert not any(isinstance(getattr(kept, name, None), Game) for name in dir(kept))
    tableau = kept.players[d.player].tableau
    players = [RandomPlayer(3), RandomPlayer(4)]
    while not game.over and game.state.players[d.player].tableau == list(tableau):
        for dec in game.pending():
            game.choose(dec.player, players[dec.player].choose(observation(game, dec.player)))
    assert game.state.players[d.player].tableau != list(tableau)
    assert kept.players[d.player].tableau == tableau
    assert (kept.players, kept.facts, kept.events, kept.ending) == before


def test_same_seed_same_game():
    a = play(RaceSetup(seed=42, players=4))
    b = play(RaceSetup(seed=42, players=4))
    assert digest(a) == digest(b)
    c = play(RaceSetup(seed=43, players=4))
    assert digest(a) != digest(c)


def _play_on(game: Game, seed: int, n: int) -> list[tuple[int, Choice]]:
    """Up to ``n`` random choices made in ``game``; the choices made."""
    players = [RandomPlayer(seed * 7 + i) for i in range(game.setup.players)]
    made: list[tuple[int, Choice]] = []
    while not game.over and len(made) < n:
        for d in game.pending():
            choice = players[d.player].choose(observation(game, d.player))
            game.choose(d.player, choice)
            made.append((d.player, choice))
    return made


@pytest.mark.parametrize("mode", [MODES[2], MODES[6], MODES[8], MODES[-3], MODES[-1]],
                         ids=["players4", "experienced", "advanced", "players5-goals",
                              "draft-goals"])
def test_a_clone_equals_the_original_and_plays_on_alike(mode):
    """``Game.clone()`` (the look-ahead's copy): equal to the original when made; played on,
    it reaches the state that the same choices give in a game replayed from the start; the
    original is untouched by it (state, events, RNG)."""
    for seed in range(3):
        def check(game: Game) -> None:
            if len(game.choices) % 17 != 5:
                return
            before, events, choices = digest(game), list(game.state.events), list(game.choices)
            twin = game.clone()
            assert digest(twin) == before
            assert twin.state.events == events and twin.choices == choices
            assert [d.options for d in twin.pending()] == [d.options for d in game.pending()]
            made = _play_on(twin, len(choices), 25)
            assert digest(game) == before and game.state.events == events
            assert game.choices == choices
            assert digest(twin) == digest(replay(game.setup, choices + made))

        game = play(RaceSetup(seed=seed, **mode), check=check)
        assert digest(game) == digest(replay(game.setup, game.choices))  # RNG not shared


@pytest.mark.parametrize("mode", MODES, ids=lambda m: "-".join(f"{k}{v}" for k, v in m.items()))
def test_trusted_choices_play_as_checked_ones(mode):
    """The computer players' trusted path (``choose(..., trusted=True)``: no card count
    checks) gives the very game the checked path gives, step by step."""
    for seed in range(2):
        checked = Game(RaceSetup(seed=seed, **mode))
        trusted = Game(RaceSetup(seed=seed, **mode))
        players = [RandomPlayer(seed * 10 + i) for i in range(checked.setup.players)]
        while not checked.over:
            for d in checked.pending():
                choice = players[d.player].choose(observation(checked, d.player))
                checked.choose(d.player, choice)
                trusted.choose(d.player, choice, trusted=True)
                assert digest(trusted) == digest(checked)
        assert trusted.over and trusted.state.events == checked.state.events
        assert trusted.choices == checked.choices


def test_moves_choices_and_the_rules_values_copy_and_pickle():
    """The written-out value classes (rftg.core.rules.value) copy and pickle as the
    dataclasses they replaced did, compiled or not."""
    import copy
    import pickle

    from rftg.core.decisions import Option
    from rftg.core.jumpdrive.moves import How, JdPlay
    from rftg.core.moves import Method, Pass, Placement, UsePower
    from rftg.core.rules.placement import Refusal, Ways
    from rftg.core.rules.terms import Breakdown, Term

    cost = Breakdown((Term("printed_cost", 3), Term("power", -1, 7)), floor=0)
    values = [
        Choice(Placement(12, Method.PAY, 2, 2, cost=cost, defence=3), (4, 5)),
        Choice(UsePower(7, 1, number=3)), Option(Pass("world"), (1, 2), 0, 1),
        Ways(12, (Placement(12, Method.ZERO, zero=9),), (Refusal("cannot_pay", None,
                                                               (("total", 2),), cost),)),
        JdPlay(development=3, world=5, how=How.PAY), Term("vp_per_good", 2, n=2),
    ]
    for v in values:
        for again in (copy.deepcopy(v), pickle.loads(pickle.dumps(v))):
            assert again == v and type(again) is type(v) and repr(again) == repr(v)
