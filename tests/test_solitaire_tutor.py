"""The tutor explains the robot: where its dice went and why (examples a and b of the
rulebook), each action and reaction in its numbers, and the notice about the numbers
not printed in the rulebook."""

from __future__ import annotations

from solitaire_helpers import solo_setup, solo_with_robot_start

from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.solitaire import events as rev
from rftg.core.solitaire.observe import robot_view
from rftg.core.solitaire.rules import player_fields
from rftg.core.solitaire.table import Face, default_table
from rftg.core.state import Action
from rftg.solver.players import make_player
from rftg.tutor.race import robot as tutor


def _rolled(faces: tuple[Face, Face], actions: tuple[Action, Action],
            tile: Face = Face.SETTLE) -> rev.RobotRolled:
    from rftg.core.solitaire.rules import place_dice

    marks = player_fields(actions)
    fields = place_dice(faces, marks, tile)
    return rev.RobotRolled(faces, (fields[0].value, fields[1].value),
                           tuple(m.value for m in marks), tile)


def test_roll_example_a_is_explained():
    """ "Der erste Würfel wird auf das linke Feld Entwickeln gelegt. Der zweite Würfel wird
    auf das Feld Produzieren gelegt, da es das weiter rechts liegende Anzeigeplättchen
    ist." """
    lines = tutor.explain_roll(_rolled((Face.DEVELOP, Face.MATCH),
                                       (Action.DOUBLE, Action.PRODUCE)))
    text = " ".join(lines)
    assert "Develop goes on the left Develop field" in text
    assert "rightmost action, Produce" in text


def test_roll_example_b_is_explained():
    """ "In diesem Fall wird der erste Würfel auf Produzieren gelegt. Der zweite Würfel
    kommt auf das linke Feld Erkunden." """
    text = " ".join(tutor.explain_roll(_rolled((Face.PRODUCE, Face.MATCH),
                                               (Action.EXPLORE_5, Action.EXPLORE_1_1))))
    assert "Produce goes on its field" in text
    assert "both yours are Explore, so it goes on the left Explore field" in text


def test_robot_symbol_is_explained_with_the_tile():
    text = " ".join(tutor.explain_roll(_rolled((Face.ROBOT, Face.TRADE),
                                               (Action.SETTLE, Action.PRODUCE), Face.DEVELOP)))
    assert "robot symbol stands for Develop" in text


def test_every_turn_of_random_games_is_explained_in_its_numbers():
    seen: set[tuple[str, str]] = set()
    for seed in range(6):
        game = Game(solo_setup(seed, "medium"))
        player = make_player("random", seed)
        while not game.over:
            assert len(game.pending()) == 1
            before = robot_view(game)
            n = len(game.state.events)
            game.choose(0, player.choose(observation(game, 0)))
            assert before is not None
            for e in game.state.events[n:]:
                if isinstance(e, rev.RobotTurn):
                    (line,) = tutor.explain(e, before)
                    assert line and "{" not in line
                    seen.add((e.phase, e.how))
                elif isinstance(e, rev.RobotRolled):
                    assert len(tutor.explain(e, before)) >= 3
    assert {("explore", "action"), ("develop", "action"), ("develop", "reaction"),
            ("settle", "action"), ("settle", "reaction"), ("produce", "action")} <= seen


def test_develop_action_words_the_token_and_the_search():
    game = solo_with_robot_start(6)
    view = robot_view(game)
    assert view is not None
    (line,) = tutor.explain(rev.RobotTurn("develop", 1, "action"), view)
    assert line.startswith("The robot rolled Develop")
    assert "draws 1 and searches its pile for a development" in line


def test_free_settle_reaction_and_doomed_world_are_worded():
    view = robot_view(solo_with_robot_start(3))
    assert view is not None
    (line,) = tutor.explain(rev.RobotTurn("settle", 1, "reaction"), view)
    assert "without credit" in line and "military world" in line
    view = robot_view(solo_with_robot_start(8))
    assert view is not None
    (line,) = tutor.explain(rev.RobotTurn("settle", 1, "action", doomed=True), view)
    assert "searches the deck, not its pile" in line and "3 or more VP" in line


def test_notice_names_the_numbers_not_in_the_rulebook_and_the_override():
    lines = tutor.notice(default_table(), "/home/me/.local/share/rftg/robot.toml")
    text = "\n".join(lines)
    assert "die 1" in text and "die 2" in text
    assert "/home/me/.local/share/rftg/robot.toml" in text
    assert "credit limit" not in text
