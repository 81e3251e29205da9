"""The Gathering Storm's goals as hooks on a ruleset: drawn before the deal, checked at the
end of the phases that can change each goal's count and (Budget Surplus) at the end of the
round, scored with the ties at game end.

"Die Plättchen mit den Zielen werden verdeckt gemischt. Es werden 2 Ziele „Die meisten...“
(große Plättchen) und 4 Ziele „Erster...“ (kleine Plättchen) aufgedeckt."

The rules themselves (counts, who takes or keeps a tile, markers, VP) are in
``rftg.core.rules.goals``; this module applies them to the game and records events.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rftg.core import events as ev
from rftg.core.race.steps import RaceStep
from rftg.core.rules.goals import (
    MARKER_VP,
    GoalTile,
    check_goal,
    checked_at,
    goal_value,
    scores_now,
)
from rftg.core.ruleset import Step
from rftg.core.scoring import ScoreBreakdown, score

if TYPE_CHECKING:
    from rftg.core.decisions import Choice
    from rftg.core.race.spec import RaceRuleset
    from rftg.core.ruleset import Asked, StepFn
    from rftg.core.state import RaceGame

FIRST_GOALS = 4
MOST_GOALS = 2


def deal_goals(game: RaceGame) -> None:
    """Draw 4 "first" and 2 "most" goals with the game's RNG and reveal them."""
    st = game.state
    assert st.catalogue is not None
    goals = st.catalogue.goals
    first = [g for g in goals if g.type == "first"]
    most = [g for g in goals if g.type == "most"]
    chosen = st.rng.sample(first, FIRST_GOALS) + st.rng.sample(most, MOST_GOALS)
    st.goals = [GoalTile(g) for g in chosen]
    game.emit(ev.GoalsRevealed(tuple(g.id for g in chosen)))


def _then(next_step: str) -> StepFn:
    def step_goals(game: RaceGame, step: Step,
                   answers: dict[int, Choice] | None) -> Asked:
        deal_goals(game)
        game.push(Step(next_step))
        return None

    return step_goals


def values(game: RaceGame, tile: GoalTile) -> list[int]:
    """Every player's count for ``tile`` now."""
    cards = game.state.cards
    return [goal_value(tile.goal, p.tableau, cards, p.chips, p.discarded_at_round_end).total
            for p in game.state.players]


def check(game: RaceGame, when: str) -> None:
    """Check the goals due at the end of ``when`` (a phase name, or "round")."""
    st = game.state
    for i, tile in enumerate(st.goals):
        goal = tile.goal
        if not checked_at(goal, when):
            continue
        new = check_goal(tile, values(game, tile), st.order)
        if goal.type == "first":
            if new is not tile and new.holder is not None:
                game.emit(ev.GoalGained(new.holder, goal.id, "tile", goal.vp))
                for seat in new.markers:
                    game.emit(ev.GoalGained(seat, goal.id, "marker", MARKER_VP))
        elif new.holder != tile.holder:
            if tile.holder is not None:
                game.emit(ev.GoalLost(tile.holder, goal.id, new.holder))
            if new.holder is not None:
                game.emit(ev.GoalGained(new.holder, goal.id, "tile", goal.vp))
        st.goals[i] = new


def goal_game_scores(game: RaceGame) -> list[ScoreBreakdown]:
    """Scores with goal VP: tiles and markers; at game end also the ties for "most"
    goals."""
    st = game.state
    tableaux = [p.tableau for p in game.state.players]
    chips = [p.chips for p in game.state.players]
    return [score([st.cards[c] for c in p.tableau], p.chips,
                  goals=scores_now(st.goals, p.seat, tableaux, chips, st.cards, st.over))
            for p in game.state.players]


def _phase_end(game: RaceGame, phase: str) -> None:
    check(game, phase)


def _round_end(game: RaceGame, when: str) -> None:
    check(game, "round")


def with_goals(rs: RaceRuleset) -> RaceRuleset:
    """``rs`` played with goals: a setup step that draws them, checks at phase and round
    end, and scores that count them."""
    steps = dict(rs.steps)
    steps[RaceStep.GOALS] = _then(rs.setup)
    return dataclasses.replace(
        rs, name=f"{rs.name}+goals", steps=steps, setup=RaceStep.GOALS,
        phase_end=(*rs.phase_end, _phase_end), round_end=(*rs.round_end, _round_end),
        scores=goal_game_scores, variants=rs.variants | {"goals"})
