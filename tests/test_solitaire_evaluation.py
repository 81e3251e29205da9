"""The hard player's and the hints' margin against the solitaire robot compares expected
final scores on both sides: the robot's score now at its pace so far ("Das Spiel endet wie
gewohnt: ... nach der Runde, in der die 24 Siegpunkt-Chips aufgebraucht wurden ... oder
nach der Runde, in der der Spieler oder der Roboter 12 Karten oder mehr in seiner Auslage
hat. In der Auslage des Roboters zählt jede Entwicklungsmarke mit Kosten 6 als eine
Karte.")."""

from __future__ import annotations

from solitaire_helpers import solo_setup

from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.solitaire.state import robot_of
from rftg.solver.evaluation import (
    ROBOT_MIN_PROGRESS,
    evaluate,
    evaluate_margin,
    progress,
    robot_final,
)
from rftg.solver.players import make_player


def test_progress_and_the_robots_expected_final_score_over_a_game():
    game = Game(solo_setup(7, "medium"))
    assert progress(game) == 0.0  # 24 chips left, start worlds only
    player = make_player("normal", 7)
    seen = 0
    while not game.over:
        robot = robot_of(game)
        p = progress(game)
        # the pool of 24 and the robot's tableau, its tokens counting as cards
        assert p >= 1 - game.state.pool / 24 - 1e-9
        assert p >= (robot.cards - 1) / 11 - 1e-9
        now = game.scores()[1].total
        assert robot_final(game) == now / max(p, ROBOT_MIN_PROGRESS)
        assert evaluate_margin(game, 0) == evaluate(game, 0) - robot_final(game)
        seen += now > 0
        for d in game.pending():
            game.choose(d.player, player.choose(observation(game, d.player)))
    assert seen > 3
    assert robot_final(game) == game.scores()[1].total  # exact at the end


def test_hints_against_the_robot_name_it():
    from rftg.core.moves import DecisionKind
    from rftg.solver.hints import hint_at

    game = Game(solo_setup(5, "easy"))
    player = make_player("normal", 5)
    while game.state.round < 2 or game.pending()[0].kind is not DecisionKind.ACTION:
        for d in game.pending():
            game.choose(d.player, player.choose(observation(game, d.player)))
    reason = hint_at(game, 0).reason
    assert "the robot" in reason and "best opponent" not in reason
