"""The planner player: legal, deterministic, and deciding from its observation only."""

from __future__ import annotations

import inspect

import pytest
from race_helpers import at_action

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.sampler import Sampler
from rftg.core.simulate import play_game
from rftg.solver.players import make_player
from rftg.solver.players.heuristic import HeuristicPlayer
from rftg.solver.players.planner import PlannerPlayer, deal, evaluate

MODES = [dict(players=2), dict(players=2, advanced=True), dict(players=4)]


@pytest.mark.parametrize("mode", MODES, ids=["2p", "advanced-2p", "4p"])
def test_planner_never_makes_an_illegal_choice(mode):
    """Whole games against the heuristic and random players: IllegalChoice would fail."""
    for seed in range(2):
        setup = RaceSetup(seed=seed, **mode)
        kinds = ["planner", "heuristic", "random", "planner"][: setup.players]
        players = [make_player(k, seed * 10 + i) for i, k in enumerate(kinds)]
        game, _ = play_game(setup, players, trusted=False)
        assert game.over


def test_same_seed_same_game():
    setup = RaceSetup(players=2, seed=3)
    a, _ = play_game(setup, [PlannerPlayer(1), HeuristicPlayer(2)])
    b, _ = play_game(setup, [PlannerPlayer(1), HeuristicPlayer(2)])
    assert a.choices == b.choices


def test_choose_takes_the_observation_not_the_game():
    """Computer players receive ``observation(game, player)``, never the game itself (and,
    one that looks ahead, the engine's sampler for its seat)."""
    params = inspect.signature(PlannerPlayer.choose).parameters
    assert [p.annotation for p in params.values()][1:] in (
        ["Observation", "Sampler | None"], [Observation, Sampler | None])



def _hide_differently(game: Game) -> None:
    """Swap the opponent's hand with cards from the deck and reverse the deck: what player
    0 cannot see changes, what player 0 sees does not."""
    st = game.state
    opp = st.players[1]
    k = min(len(opp.hand), len(st.deck))
    opp.hand[:k], st.deck[:k] = st.deck[:k], opp.hand[:k]
    st.deck.reverse()
    game.view_cache.clear()


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_decisions_ignore_hidden_cards(seed):
    """Two games alike for player 0 but with different hidden cards (the opponent's hand,
    the deck order): the planner's action decision is the same, for the same seed."""
    a = at_action(seed)
    b = at_action(seed)
    _hide_differently(b)
    assert a.state.players[1].hand != b.state.players[1].hand
    obs_a, obs_b = observation(a, 0), observation(b, 0)
    assert obs_a == obs_b
    planner_a, planner_b = PlannerPlayer(7), PlannerPlayer(7)
    assert planner_a.action_values(obs_a, obs_a.decision) == \
        planner_b.action_values(obs_b, obs_b.decision)
    assert PlannerPlayer(7).choose(obs_a) == PlannerPlayer(7).choose(obs_b)


def test_deal_agrees_with_the_observation():
    """The determinized game shows the observing player exactly what they saw."""
    game = at_action(4)
    obs = observation(game, 0)
    dealt = deal(obs, seed=11)
    view = observation(dealt, 0)
    names = lambda ids: sorted(obs.card(c).name for c in ids)  # noqa: E731
    assert names(view.hand) == names(obs.hand)
    assert view.pool == obs.pool and view.order == obs.order
    assert view.deck_size == obs.deck_size and view.discard_size == obs.discard_size
    for seen, mine in zip(view.players, obs.players, strict=True):
        assert names(seen.tableau) == names(mine.tableau)
        assert names(seen.goods) == names(mine.goods)
        assert seen.hand_size == mine.hand_size and seen.chips == mine.chips
    assert sorted(dealt.state.all_card_ids()) == list(range(len(dealt.state.cards)))
    assert view.decision is not None and view.decision.kind is DecisionKind.ACTION


def test_evaluation_is_pure_vp_once_the_game_is_over():
    setup = RaceSetup(players=2, seed=5)
    game, _ = play_game(setup, [HeuristicPlayer(1), HeuristicPlayer(2)])
    for seat, s in enumerate(game.scores()):
        assert int(evaluate(game, seat)) == s.total


def test_action_choice_is_a_legal_option():
    game = at_action(6)
    obs = observation(game, 1)
    choice = PlannerPlayer(3).choose(obs)
    assert isinstance(choice, Choice)
    assert obs.decision is not None and obs.decision.option(choice.move) is not None
