"""Random solitaire games for each difficulty: no errors, the robot never exceeds its
maxima, every card in one zone, replay and saves give the same game, the log renders."""

from __future__ import annotations

import pytest
from solitaire_helpers import solo_setup

from rftg.core.engine import Game
from rftg.core.save import digest, from_json, replay, to_json
from rftg.core.simulate import play_game
from rftg.core.solitaire import events as rev
from rftg.core.solitaire.rules import ROBOT_SEAT
from rftg.core.solitaire.state import robot_of
from rftg.solver.players import make_player


def _play_checked(seed: int, difficulty: str, kind: str) -> Game:
    """Play a game step by step, checking the robot after every decision."""
    game = Game(solo_setup(seed, difficulty))  # type: ignore[arg-type]
    player = make_player(kind, seed)
    n_cards = len(game.state.cards)
    from rftg.core.observe import observation

    while not game.over:
        (d,) = game.pending()
        game.choose(d.player, player.choose(observation(game, d.player)))
        robot = robot_of(game)
        assert 0 <= robot.credit <= robot.credit_limit == 4
        assert 0 <= robot.economy <= robot.economy_limit == 5
        assert robot.tokens + robot.tokens_left == {"easy": 1, "medium": 2, "hard": 3}[
            difficulty]
        ids = game.state.all_card_ids()
        assert len(ids) == len(set(ids)) == n_cards
    return game


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_solitaire_games_keep_the_robots_limits_and_the_cards(difficulty, seed):
    game = _play_checked(seed, difficulty, "random")
    assert game.over
    scores = game.scores()
    assert len(scores) == 2
    assert set(game.winners()) <= {0, ROBOT_SEAT}
    assert game.state.log[-1].startswith("The game ends")
    robot = robot_of(game)
    end = game.state.events[-1]
    assert end.totals == (scores[0].total, scores[1].total)  # type: ignore[attr-defined]
    assert (game.state.pool <= 0 or robot.cards >= 12
            or len(game.state.players[0].tableau) >= 12)


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_solitaire_replays_and_saves_to_the_same_game(difficulty):
    setup = solo_setup(21, difficulty)  # type: ignore[arg-type]
    game, _ = play_game(setup, [make_player("normal", 21)], trusted=False)
    again = replay(setup, game.choices)
    assert digest(again) == digest(game)
    loaded = from_json(to_json(game))
    assert digest(loaded) == digest(game)
    assert loaded.setup.robot == setup.robot


def test_every_robot_event_renders_a_log_line():
    setup = solo_setup(4, "hard")
    game, _ = play_game(setup, [make_player("random", 4)])
    names = [p.name for p in game.state.players]
    kinds = set()
    for e in game.state.events:
        line = game.state.render_event(e, names)
        if type(e).__module__ == rev.__name__:
            assert line, e
            kinds.add(type(e))
    assert rev.RobotRolled in kinds and rev.RobotTurn in kinds


def test_a_game_mid_way_clones_and_saves_with_the_robot():
    setup = solo_setup(6, "medium")
    game = Game(setup)
    player = make_player("normal", 6)
    from rftg.core.observe import observation

    for _ in range(25):
        (d,) = game.pending()
        game.choose(d.player, player.choose(observation(game, d.player)))
    copy = game.clone()
    assert robot_of(copy) is not robot_of(game)
    assert robot_of(copy).pile == robot_of(game).pile
    robot_of(copy).pile.append(-1)
    assert -1 not in robot_of(game).pile
    assert digest(from_json(to_json(game))) == digest(game)


def test_the_observation_shows_the_robots_pile_size_never_its_cards():
    """ "Die „Kartenhand“ des Roboters ist ein verdeckter Handkartenstapel": two games that
    differ only in the order of the robot's pile look the same to the player."""
    from rftg.core.observe import observation

    game = Game(solo_setup(8, "easy"))
    other = game.clone()
    robot_of(other).pile.reverse()
    assert robot_of(other).pile != robot_of(game).pile
    seen, seen_other = observation(game, 0), observation(other, 0)
    assert seen.robot is not None and seen.robot.pile == len(robot_of(game).pile)
    assert seen == seen_other
