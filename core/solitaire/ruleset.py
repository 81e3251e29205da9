"""The solitaire game as a Ruleset: the advanced 2-player game for one player, with the
robot's steps, its end condition, its score and the tie rule.

"Es wird nach den Regeln für das Spiel für 2 erfahrene Spieler gespielt. Die Ziele werden
nicht verwendet. Der Spieler spielt gegen einen „anpassungsfähigen“ Roboter, dessen
Aktionen abstrahiert werden, und die Wahl seiner Aktionen wird durch die Sonderwürfel
bestimmt."
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rftg.core.ending import Ending
from rftg.core.race.steps import RaceStep
from rftg.core.scoring import ScoreBreakdown, score
from rftg.core.solitaire import phases, rules
from rftg.core.solitaire.observe import solitaire_observation
from rftg.core.solitaire.rules import SolitaireEnd
from rftg.core.solitaire.state import new_solitaire_state, robot_of

if TYPE_CHECKING:
    from rftg.core.engine import Score
    from rftg.core.race.spec import RaceRuleset
    from rftg.core.state import RaceGame


def robot_full(game: RaceGame) -> Ending | None:
    """"... oder nach der Runde, in der der Spieler oder der Roboter 12 Karten oder mehr in
    seiner Auslage hat. In der Auslage des Roboters zählt jede Entwicklungsmarke mit Kosten
    6 als eine Karte." """
    return Ending(SolitaireEnd.ROBOT_TABLEAU) if robot_of(game).cards >= rules.TABLEAU_END \
        else None


def solitaire_scores(game: RaceGame) -> list[Score]:
    """The player's score (seat 0), then the robot's (``rules.ROBOT_SEAT``)."""
    robot = robot_of(game)
    cards = game.state.cards
    mine: list[ScoreBreakdown] = [score([cards[c] for c in p.tableau], p.chips)
                                  for p in game.state.players]
    its = rules.robot_score([cards[c] for c in robot.tableau], robot.tokens, robot.token_vp,
                            robot.chips)
    return [*mine, its]


def solitaire_winners(game: RaceGame) -> list[int]:
    me, it = game.scores()
    p, robot = game.state.players[0], robot_of(game)
    return rules.solitaire_winners(me.total, it.total, len(p.hand) + len(p.goods),
                                   robot.credit + robot.economy)


def solitaire(rs: RaceRuleset) -> RaceRuleset:
    """``rs`` (the advanced 2-player game) for one player against the robot."""
    steps = dict(rs.steps)
    steps[RaceStep.SOLITAIRE_DEAL] = phases.step_deal
    steps[RaceStep.ACTIONS] = phases.step_actions
    steps[RaceStep.ROBOT] = phases.step_robot
    return dataclasses.replace(
        rs, name=f"{rs.name}+solitaire", min_players=1, max_players=1, steps=steps,
        setup=RaceStep.SOLITAIRE_DEAL, vp_per_player=rules.VP_CHIPS,
        end=(*rs.end, robot_full), scores=solitaire_scores, winners=solitaire_winners,
        new_state=new_solitaire_state, observe=solitaire_observation,
        variants=rs.variants | {"solitaire"})
