"""Computer players never make an illegal choice, over many seeded games in every mode."""

from __future__ import annotations

import pytest

from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.players import make_player

MODES = [dict(players=2), dict(players=3, start="first"), dict(players=4, start="experienced"),
         dict(players=2, advanced=True)]


@pytest.mark.parametrize("kind", ["random", "easy", "heuristic"])
@pytest.mark.parametrize("mode", MODES, ids=lambda m: "-".join(f"{k}{v}" for k, v in m.items()))
def test_only_legal_choices(kind, mode):
    for seed in range(6):
        setup = RaceSetup(seed=seed, **mode)
        players = [make_player(kind, seed * 10 + i) for i in range(setup.players)]
        # every choice checked in full: IllegalChoice would fail the test
        game, _ = play_game(setup, players, trusted=False)
        assert game.over


def test_heuristic_beats_random():
    """A sanity check of the card-value model (the benchmark measures it properly)."""
    wins = 0
    for seed in range(20):
        setup = RaceSetup(players=2, seed=seed)
        game, _ = play_game(setup, [make_player("heuristic", seed),
                                    make_player("random", seed + 1)])
        wins += 0 in game.winners()
    assert wins >= 16


def test_unknown_kind():
    with pytest.raises(ValueError, match="unknown player kind"):
        make_player("genius", 0)


def test_heuristic_drafts_its_best_card():
    """The Gathering Storm, "Konstruktions-Variante": "Davon wählt er 1 Karte aus, die er
    behalten möchte und gibt die übrigen 4 Karten an seinen linken Nachbarn weiter." A pick is
    kept: the heuristic player takes the card it values most, as when it keeps cards in
    Explore (it used to take its worst, treating the pick as a discard)."""
    from rftg.core.engine import Game
    from rftg.core.moves import DecisionKind
    from rftg.core.observe import observation
    from rftg.solver.players.heuristic import HeuristicPlayer, card_value

    game = Game(RaceSetup(players=2, edition="gs", draft=True, seed=3))
    player = HeuristicPlayer(0, noise=0.0)
    picks = 0
    while picks < 20:
        for d in game.pending():
            obs = observation(game, d.player)
            choice = player.choose(obs)
            if d.kind is DecisionKind.DRAFT:
                (kept,) = choice.cards
                assert card_value(obs, kept) == max(card_value(obs, c)
                                                    for c in d.options[0].cards_from)
                picks += 1
            game.choose(d.player, choice)


def test_the_random_players_draws_are_those_of_random_random():
    """The engine's shuffles and the random player draw from getrandbits directly: the
    same numbers as random.Random's choice, randint, sample and shuffle from the same seed,
    so seeded games are the games they were."""
    import random

    from rftg.core.draws import Draws, shuffle

    for seed in range(40):
        mine, std = Draws(random.Random(seed)), random.Random(seed)
        for n in (1, 2, 3, 7, 12, 21, 22, 40, 100):
            seq = list(range(100, 100 + n))
            assert mine.choice(seq) == std.choice(seq)
            assert mine.randint(0, n) == std.randint(0, n)
            assert mine.randint(n, n) == std.randint(n, n)
            for k in {0, 1, min(n, 5), min(n, 6), n // 2, n}:
                assert mine.sample(seq, k) == std.sample(seq, k)
            deck, same = list(range(n)), list(range(n))
            mine.shuffle(deck)
            std.shuffle(same)
            assert deck == same
        a, b = random.Random(seed), random.Random(seed)
        deck, same = list(range(110)), list(range(110))
        shuffle(a, deck)
        b.shuffle(same)
        assert deck == same and a.random() == b.random()
        with pytest.raises(IndexError):
            mine.choice([])
        with pytest.raises(ValueError):
            mine.sample([1, 2], 3)
