"""The learned models and the hard player that uses them: the inputs come from one seat's
observation only, a tiny training on a fixed seed lowers the held-out error (bounded by
steps, never by time), the shipped weights load for every game that has them, and the
hard player is legal, deterministic, bounded by its budget and cancellable."""

from __future__ import annotations

import io

import numpy as np
import pytest
from race_helpers import at_action

from rftg.core.cards import Edition
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind, Pass
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.hints import HINT_SEED, explain
from rftg.solver.learned.features import Encoder
from rftg.solver.learned.models import KEYS, key_for, load, models_for, stored
from rftg.solver.learned.net import Net, save
from rftg.solver.learned.training import Examples, fit, record_game, td_targets
from rftg.solver.players import make_player
from rftg.solver.players.hard import Budget, Cancelled
from rftg.solver.players.heuristic import HeuristicPlayer
from rftg.solver.players.hinted import HintsPlayer
from rftg.solver.players.learned import (
    END_CARDS,
    END_POOL,
    WIN_CLOSE,
    LearnedHardPlayer,
    Leaves,
    end_in_sight,
    fast_player,
    least_worth,
    wins_less,
)
from rftg.solver.policy import planned

SMALL = Budget(samples=2, rounds=1, candidates=4)



# --------------------------------------------------------------------------- inputs


@pytest.mark.parametrize("setup", [RaceSetup(players=2, seed=4),
                                   RaceSetup(players=4, seed=5),
                                   RaceSetup(players=2, seed=6, edition=Edition.GS,
                                             goals=True)],
                         ids=["2p", "4p", "gs-goals"])
def test_inputs_are_what_the_seat_sees(setup):
    """Every card the seat cannot see dealt again (the opponents' hands, the deck, the
    goods): the same inputs. Its own hand and every tableau are in them."""
    game = at_action(setup)
    obs = observation(game, 0)
    enc = Encoder()
    x = enc.encode(obs)
    other = game.sampler(0).sample(99)
    assert ([p.hand for p in other.state.players[1:]]
            != [p.hand for p in game.state.players[1:]])
    assert np.array_equal(enc.encode(observation(other, 0)), x)
    names = enc.names()
    hand = {n.removeprefix("hand.") for n, v in zip(names, x, strict=True)
            if n.startswith("hand.") and v}
    assert hand == {obs.card(c).name for c in obs.hand}
    mine = {n.removeprefix("me.tableau.") for n, v in zip(names, x, strict=True)
            if n.startswith("me.tableau.") and v}
    assert mine == {obs.card(c).name for c in obs.mine.tableau}


def test_an_own_card_counts_as_other():
    enc = Encoder(["Old Earth", "(other)"], ())
    game = at_action(RaceSetup(players=2, seed=1))
    x = enc.encode(observation(game, 0))
    hand = game.state.players[0].hand
    assert x[enc.hand_at + 1] == len(hand) - sum(
        game.state.cards[c].name == "Old Earth" for c in hand)


# --------------------------------------------------------------------------- training


def test_a_tiny_training_lowers_the_held_out_error():
    """40 games of the normal player (seeds 0..39; the four ending in 9 held out), 300
    steps of TD(lambda) on a fixed seed: the held-out error of the final margin falls."""
    enc = Encoder()
    games = [(s, record_game(RaceSetup(players=2, seed=s),
                             [HeuristicPlayer(s * 10), HeuristicPlayer(s * 10 + 1)], enc))
             for s in range(40)]
    data = Examples.of(games, enc.width)
    assert len(data) > 500 and set(np.unique(data.game)) == set(range(40))
    f = fit(data, seed=0, epochs=3, steps=300, hidden=(24, 12), log=lambda _: None)
    assert f.record["held_out_examples"] > 40
    assert f.record["held_out_margin_mae"] < f.record["held_out_start_margin_mae"]
    again = fit(data, seed=0, epochs=3, steps=300, hidden=(24, 12), log=lambda _: None)
    assert again.record == f.record  # the same seed and steps: the same training


def test_td_targets_end_in_the_outcome():
    """The last round start of a seat takes its final margin and win; an earlier one mixes
    the next prediction and the next target by lambda."""
    enc = Encoder()
    data = Examples.of([(1, record_game(RaceSetup(players=2, seed=1),
                                        [HeuristicPlayer(1), HeuristicPlayer(2)], enc))],
                       enc.width)
    net = Net.new(enc.width, 8, 2, seed=0)
    nxt = data.next_index()
    g_m, g_w = td_targets(net, data, nxt, 0.7)
    last = np.flatnonzero(nxt < 0)
    assert len(last) == 2
    assert np.allclose(g_m[last], data.margin[last] / 10) and np.allclose(g_w[last],
                                                                          data.win[last])
    one = td_targets(net, data, nxt, 1.0)[0]  # lambda 1: the outcome everywhere
    assert np.allclose(one, data.margin / 10)


def test_weights_round_trip():
    enc = Encoder()
    value, policy = Net.new(enc.width, 8, 2, 1), Net.new(enc.width, 4, 9, 2)
    buf = io.BytesIO()
    save(buf, {"value": value, "policy": policy}, {"margin_sd": 7.0},
         vocabulary=np.array(enc.vocabulary), goals=np.array(enc.goals))
    buf.seek(0)
    with np.load(buf) as data:
        m = load(data, "test")
    x = np.ones((1, enc.width), np.float32)
    assert np.allclose(m.value.forward(x), value.forward(x), rtol=1e-2, atol=1e-2)
    assert m.spread(5) == 7.0


# --------------------------------------------------------------------------- weights


def test_which_weights_a_game_uses():
    assert key_for(2, Edition.BASE, False, False) == "base-2"
    assert key_for(4, Edition.BASE, False, False) == "base-4"
    assert key_for(2, Edition.GS, True, False) == "gs-goals-2"
    assert key_for(3, Edition.BASE, False, False) == "shared"
    assert key_for(2, Edition.BASE, False, True) == "shared"
    assert key_for(2, Edition.GS, False, False) == "shared"
    assert key_for(1, Edition.GS, False, True) is None


@pytest.mark.parametrize("key", KEYS)
def test_the_shipped_weights_load(key):
    m = stored(key)
    assert m is not None and m.key == key
    assert m.value.inputs == m.encoder.width and m.meta["key"] == key
    game = at_action(RaceSetup(players=2, seed=2))
    margin, win = m.evaluate(m.encode(observation(game, 0))[None, :])
    assert -60 < margin[0] < 60 and 0 <= win[0] <= 1


def test_every_game_finds_its_models():
    game = at_action(RaceSetup(players=4, seed=3))
    found = models_for(observation(game, 0))
    assert found is not None and found.key == "base-4"


# --------------------------------------------------------------------------- the player


@pytest.mark.parametrize("mode", [dict(players=2), dict(players=2, advanced=True),
                                  dict(players=3, start="experienced"),
                                  dict(players=2, edition="gs", draft=True, goals=True)],
                         ids=["2p", "advanced-2p", "3p-experienced", "2p-draft-goals"])
def test_never_an_illegal_choice(mode):
    """Whole games, every choice checked in full."""
    setup = RaceSetup(seed=1, **mode)
    players = [LearnedHardPlayer(7, SMALL), HeuristicPlayer(2),
               LearnedHardPlayer(8, SMALL)][: setup.players]
    game, _ = play_game(setup, players, trusted=False)
    assert game.over


def test_the_self_play_player_plays_whole_games():
    setup = RaceSetup(players=2, seed=4)
    game, _ = play_game(setup, [fast_player(1), fast_player(2, explore=0.5)],
                        trusted=False)
    assert game.over


def test_same_seed_same_game():
    setup = RaceSetup(players=2, seed=3)
    a, _ = play_game(setup, [LearnedHardPlayer(1, SMALL), HeuristicPlayer(2)])
    b, _ = play_game(setup, [LearnedHardPlayer(1, SMALL), HeuristicPlayer(2)])
    assert a.choices == b.choices


@pytest.mark.parametrize("seed", [0, 1])
def test_decisions_ignore_hidden_cards(seed):
    """A game alike for player 0 with every card it cannot see dealt otherwise: the same
    ranking of actions."""
    game = at_action(RaceSetup(players=2, seed=seed))
    obs = observation(game, 0)
    other = game.sampler(0).sample(5)
    assert observation(other, 0) == obs
    a = LearnedHardPlayer(3, SMALL).decide(obs, game.sampler(0))
    b = LearnedHardPlayer(3, SMALL).decide(observation(other, 0), other.sampler(0))
    assert a.ranked == b.ranked


def test_an_action_is_searched_within_its_budget():
    """Every candidate played out ``samples`` times, one round each, best mean first (an
    option that gains nothing by itself last); the margins are VP."""
    game = at_action(RaceSetup(players=2, seed=2))
    v = LearnedHardPlayer(0, Budget(samples=3, rounds=1)).decide(observation(game, 0),
                                                               game.sampler(0))
    assert len(v.ranked) == len(game.pending_for(0).options)
    assert all(r.samples == 3 for r in v.ranked) and v.rounds == 1
    # best mean first, an idle option that would lead (``idle_test``) after the others
    order = [(r.idle, -r.mean) for r in v.ranked]
    assert order == sorted(order)
    assert all(-60 < r.mean < 60 for r in v.ranked)


def test_the_advanced_game_keeps_the_likeliest_candidates():
    game = at_action(RaceSetup(players=2, seed=2, advanced=True))
    d = game.pending_for(0)
    obs = observation(game, 0)
    player = LearnedHardPlayer(0, SMALL)
    models = models_for(obs)
    assert models is not None and len(d.options) > SMALL.candidates
    cands = player.action_candidates(obs, d, models)
    prior = player.prior(obs, d, models)
    assert len(cands) == SMALL.candidates
    assert min(prior[o.move] for o in cands) >= max(
        prior[o.move] for o in d.options if o not in cands)


def test_a_cancelled_search_stops():
    game = at_action(RaceSetup(players=2, seed=2))
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(Cancelled):
        LearnedHardPlayer(0, Budget(samples=50, rounds=1), cancelled).choose(
            observation(game, 0), game.sampler(0))
    assert len(asked) == 4


@pytest.mark.parametrize("kind", [DecisionKind.DEVELOP, DecisionKind.SETTLE,
                                  DecisionKind.EXPLORE_KEEP])
def test_decisions_inside_a_round_are_searched(kind):
    game = Game(RaceSetup(players=2, seed=3))
    players = [HeuristicPlayer(3), HeuristicPlayer(4)]
    player = LearnedHardPlayer(0, Budget(samples=3, rounds=1))
    while not game.over:
        d = game.pending_for(0)
        if d is not None and d.kind is kind and game.state.round >= 2:
            v = player.decide(observation(game, 0), game.sampler(0))
            if v.ranked:
                assert all(r.samples == 3 for r in v.ranked)
                assert v.choice == v.ranked[0].choice
                game.choose(0, v.choice)  # checked in full
                return
        for dec in game.pending():
            game.choose(dec.player, players[dec.player].choose(observation(game,
                                                                          dec.player)))
    raise AssertionError(f"no searched {kind} decision")


def test_the_hints_player_plays_like_the_hard_player():
    """Following every hint is the hard player (seed HINT_SEED) move for move."""
    setup = RaceSetup(players=2, seed=6, start="experienced")
    a, _ = play_game(setup, [HintsPlayer(0, SMALL), HeuristicPlayer(1)])
    b, _ = play_game(setup, [LearnedHardPlayer(HINT_SEED, SMALL), HeuristicPlayer(1)])
    assert a.choices == b.choices


def test_levels():
    assert isinstance(make_player("hard", 0), LearnedHardPlayer)
    assert make_player("hard-2", 0).name == "hard-2"
    assert make_player("hard/3x1", 0).budget == Budget(samples=3, rounds=1)
    assert make_player("hard-2/3x2", 0).budget == Budget(samples=3, rounds=2)


# --------------------------------------------------------------------------- the first hand


def _first_hand(seed: int) -> Game:
    game = Game(RaceSetup(players=2, seed=seed))
    d = game.pending_for(0)
    assert d is not None and d.kind is DecisionKind.INITIAL_DISCARD
    return game


@pytest.mark.parametrize("seed", [0, 3])
def test_the_first_hand_is_judged_by_the_evaluation(seed):
    """Rulebook (base game, set-up): "Jeder Spieler erhält verdeckt sechs Karten. Die
    Spieler sehen sich ihre Karten an und wählen zwei davon aus, die sie verdeckt auf den
    Abwurfhaufen legen." Every way to choose the two is weighed by the learned evaluation
    of the position it leaves at the first round's action decision; the best is taken."""
    game = _first_hand(seed)
    obs = observation(game, 0)
    models = models_for(obs)
    assert models is not None
    v = LearnedHardPlayer(0, SMALL).decide(obs, game.sampler(0))
    discards = {tuple(sorted(r.cards)) for r in v.ranked}
    assert len(v.ranked) == len(discards) == 15
    assert all(len(c) == 2 and set(c) <= set(obs.hand) for c in discards)
    assert v.choice == v.ranked[0].choice
    assert [r.mean for r in v.ranked] == sorted((r.mean for r in v.ranked), reverse=True)
    # each figure is the evaluation of that discard's position, as this seat sees it
    for r in (v.ranked[0], v.ranked[-1]):
        after = game.clone()
        after.choose(0, Choice(r.move, r.cards))
        after.choose(1, HeuristicPlayer(1).choose(observation(after, 1)))
        seen = observation(after, 0)
        assert seen.decision is not None and seen.decision.kind is DecisionKind.ACTION
        margin, _ = models.evaluate(models.encode(seen)[None, :])
        assert r.mean == pytest.approx(float(margin[0]), abs=1e-4)


def test_the_first_hand_ignores_hidden_cards():
    game = _first_hand(1)
    other = game.sampler(0).sample(9)
    a = LearnedHardPlayer(2, SMALL).decide(observation(game, 0), game.sampler(0))
    b = LearnedHardPlayer(2, SMALL).decide(observation(other, 0), other.sampler(0))
    assert a.ranked == b.ranked


def test_a_first_hand_played_is_rated_among_the_others():
    game = _first_hand(2)
    obs = observation(game, 0)
    worst = LearnedHardPlayer(0, SMALL).decide(obs, game.sampler(0)).ranked[-1]
    played = Choice(worst.move, worst.cards)
    v = LearnedHardPlayer(0, SMALL).rate(obs, played, game.sampler(0))
    assert v.ranked[-1].cards == played.cards and len(v.ranked) == 15


def test_the_rules_of_thumb_discard_stays_a_level():
    """"hard/40x1r": the first hand's discard by the cards' worth (the planners')."""
    game = _first_hand(0)
    obs = observation(game, 0)
    player = make_player("hard/2x1r", 0)
    assert isinstance(player, LearnedHardPlayer) and not player.first_hand
    assert player.choose(obs, game.sampler(0)) == planned(obs).choice  # type: ignore[union-attr]


def test_a_searched_payment_pays_from_the_hand():
    """The hard player searches the payment of a Develop or Settle by play-outs ("hard/2x1c",
    a level for the bench, pays the planners' cards as before); every candidate pays the
    cost from the hand, the planners' first."""
    assert not make_player("hard/2x1c", 0).pay  # type: ignore[attr-defined]
    assert make_player("hard", 0).pay  # type: ignore[attr-defined]
    game = Game(RaceSetup(players=2, seed=3))
    players = [HeuristicPlayer(3), HeuristicPlayer(4)]
    player = make_player("hard/2x1", 0)
    assert isinstance(player, LearnedHardPlayer) and player.pay
    while not game.over:
        d = game.pending_for(0)
        if d is not None and d.kind is DecisionKind.PAYMENT and d.options[0].max_cards > 1:
            obs = observation(game, 0)
            first = planned(obs).choice  # type: ignore[union-attr]
            cands = player.payment_candidates(obs, d, first)
            assert cands[0] == first and len(cands) > 1
            assert all(len(c.cards) == d.options[0].max_cards
                       and set(c.cards) <= set(d.options[0].cards_from) for c in cands)
            v = player.decide(obs, game.sampler(0))
            assert sorted(sorted(r.cards) for r in v.ranked) == sorted(
                sorted(c.cards) for c in cands)
            # the hint says the cards paid first, then the search's figure, then the
            # other payments in words ("Instead discard ...: about as good.")
            h = explain(obs, d, v, "en")
            lead, support = h.reason.split(" The search backs this: ")
            assert lead.startswith("Pay for ") and support.startswith("playing this round out")
            thumb = least_worth(obs, d.options[0])[: len(v.choice.cards)]
            assert ("worth least to keep" in lead) == (sorted(thumb) == sorted(v.choice.cards))
            assert h.details and all(line.startswith(("Instead discard ", "Discarding ",
                                                      "The play-outs",
                                                      "The other "))
                                     for line in h.details), h.details
            game.choose(0, v.choice)  # checked in full
            return
        for dec in game.pending():
            game.choose(dec.player, players[dec.player].choose(observation(game,
                                                                          dec.player)))
    raise AssertionError("no payment of 2 cards or more")


# --------------------------------------------------------------------------- the end in sight


def _end_in_sight(seed: int) -> Game:
    """A 2-player game played by heuristic players up to seat 0's first action decision
    with the end in sight (``end_in_sight``)."""
    game = Game(RaceSetup(players=2, seed=seed))
    players = [HeuristicPlayer(seed), HeuristicPlayer(seed + 1)]
    while not game.over:
        d = game.pending_for(0)
        if d is not None and d.kind is DecisionKind.ACTION and end_in_sight(
                observation(game, 0)):
            return game
        for dec in game.pending():
            game.choose(dec.player, players[dec.player].choose(observation(game,
                                                                          dec.player)))
    raise AssertionError("the game ended before the end was in sight")


def test_the_end_in_sight():
    """Rulebook: "Das Spiel endet am Ende der Runde, in der ein Spieler 12 oder mehr Karten
    in seiner Auslage hat oder der letzte Siegpunkt-Chip vergeben wurde." The end is in
    sight from 3 cards short of 12 in any tableau, or 12 chips left in the pool."""
    obs = observation(at_action(3, round_=2), 0)
    assert not end_in_sight(obs)
    near = observation(_end_in_sight(3), 0)
    assert (max(len(p.tableau) for p in near.players) >= near.setup.tableau_end - END_CARDS
            or near.pool <= END_POOL)


def test_leaves_rank_by_the_chance_to_win_then_the_margin():
    """Ranked by the chance to win, a move that wins every play-out narrowly goes before
    one that wins two of three by far (ranked by the margin, the other way round); chances
    within WIN_CLOSE of the best are told apart by the margin."""
    models = models_for(observation(at_action(3, round_=2), 0))
    assert models is not None
    cands = [Choice(Pass()), Choice(Pass(), (1,)), Choice(Pass(), (2,))]
    for win, order in ((False, [0, 2, 1]), (True, [2, 1, 0])):
        leaves = Leaves(models, 0, 0, win)
        # (candidate, final margin, share of the win) of three finished play-outs each
        leaves.exact += [(0, 10.0, 1.0), (0, 10.0, 1.0), (0, -1.0, 0.0),
                         (1, 2.0, 1.0), (1, 2.0, 1.0), (1, 2.0, 1.0),
                         (2, 3.0, 1.0), (2, 3.0, 1.0), (2, 3.0, 1.0)]
        ranked = leaves.ranked(cands)
        assert [cands.index(r.choice) for r in ranked] == order
        assert [r.win for r in ranked] == [
            pytest.approx(x) for x in ([2 / 3, 1.0, 1.0] if not win else [1.0, 1.0, 2 / 3])]


def test_with_the_end_in_sight_the_hard_player_goes_by_the_chance_to_win():
    """The hard player's verdict (and its hint) go by the chance to win once the end is in
    sight; "hard/40x1v", a bench level, by the margin as before."""
    game = _end_in_sight(10)
    obs = observation(game, 0)
    d = obs.decision
    assert d is not None
    v = LearnedHardPlayer(0, SMALL).decide(obs, game.sampler(0))
    assert v.by_win and len(v.ranked) > 1
    best = v.ranked[0]
    lead = [r for r in v.ranked if not r.idle]
    top = max(r.win for r in lead)
    assert best.win >= top - WIN_CLOSE
    old = make_player("hard/2x1v", 0)
    assert isinstance(old, LearnedHardPlayer) and not old.late
    assert not old.decide(obs, game.sampler(0)).by_win
    h = explain(obs, d, v, "en")
    assert f"chance to win first: about {best.win * 100:.0f}% with this move." in h.reason
    behind = [r for r in lead[1:] if wins_less(best, r)]
    assert behind
    for r in behind:
        assert any(f"it wins less often (about {r.win * 100:.0f}% against "
                   f"{best.win * 100:.0f}%)" in line for line in h.details), h.details
    de = explain(obs, d, v, "de")
    assert "zuerst die Gewinnchance" in de.reason


def test_a_review_never_grades_best_a_move_that_wins_less():
    """A choice the search put below the best for its chance to win, with the end in
    sight, is ruled out (graded good at best, whatever its margin)."""
    from rftg.solver.race.review import REVIEW_SEED, rate

    game = _end_in_sight(10)
    obs = observation(game, 0)
    v = LearnedHardPlayer(REVIEW_SEED, SMALL).decide(obs, game.sampler(0))
    behind = [r for r in v.ranked if wins_less(v.ranked[0], r) and not r.idle]
    assert behind and v.by_win
    rating = rate(game, 0, behind[0].choice, SMALL, None, "en")
    assert rating.ruled_out
    assert not rate(game, 0, v.ranked[0].choice, SMALL, None, "en").ruled_out


def test_one_worth_in_hand_for_the_planners_the_player_and_the_hints():
    """The planners' Explore keep and discards, the hard player's candidates and the hints
    judge a card's worth in hand with the hand the choice leaves, by one function
    (``policy.hand_worth``): its figures are the planners' own, and a choice that takes
    the whole hand judges each card with no other card left, never fewer."""
    from rftg.solver.policy import hand_values, hand_worth

    seen: set[DecisionKind] = set()
    for seed in range(4):
        game = Game(RaceSetup(players=2, seed=seed))
        players = [HeuristicPlayer(seed), HeuristicPlayer(seed + 1)]
        while not game.over:
            for dec in game.pending():
                obs = observation(game, dec.player)
                if dec.kind in (DecisionKind.EXPLORE_KEEP, DecisionKind.INITIAL_DISCARD,
                                DecisionKind.DISCARD):
                    opt = dec.options[0]
                    keep = dec.kind is DecisionKind.EXPLORE_KEEP
                    p = planned(obs)
                    assert p is not None
                    assert list(p.values) == hand_worth(obs, opt, opt.min_cards, keep)
                    everything = hand_worth(obs, opt, len(opt.cards_from))
                    assert everything == hand_values(obs, opt.cards_from, 0)
                    seen.add(dec.kind)
                game.choose(dec.player, players[dec.player].choose(obs))
    assert seen == {DecisionKind.EXPLORE_KEEP, DecisionKind.INITIAL_DISCARD,
                    DecisionKind.DISCARD}
