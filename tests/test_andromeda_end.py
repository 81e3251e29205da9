"""The end of a game of Andromeda as the hard player's planner sees it: "Spielende: ...
erfolgt, sobald bei 3 der Planeten alle 3 Wirtschaftszentren errichtet wurden. Die laufende
Runde wird zu Ende gespielt." A centre on the last free moon of the third planet ends the
game, so it is worth what ending the game is worth to the player who builds it: a win
locked in while it is ahead (``value.closing``). Before, the planner counted only the
moon, and let close games go on while it was ahead (bench seeds 1000-1099 at 3 players:
59 wins; with the end counted 63, four close games won and none lost)."""

from __future__ import annotations

from rftg.core.andromeda import rules
from rftg.core.andromeda.moves import BuildCentre
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.scenario import position
from rftg.solver.andromeda import hints, planner
from rftg.solver.andromeda import value as v

ALPHA, BETA, GAMMA = 0, 1, 2  # moons (14, 8, 5), (13, 10, 4), (12, 9, 6)
BONUS4 = 7
HAND = [ALPHA] * 4 + [3, 3, 4, 5, 6]
FULL = {BETA: [0, 1, 2], GAMMA: [0, 2, 1]}  # seat 0: 13 + 12, seat 1: 10 + 6, seat 2: 4 + 9


def _obs(alpha: list[int | None], hands: dict[int, list[int]] | None = None
         ) -> AdObservation:
    """Seat 0 active, at its action decision, with Beta and Gamma full and Alpha's last
    moon (5) free, two own stations under Alpha's ring among six."""
    return position(3, hands=hands or {0: HAND}, earth={0: 0},
                    stations={ALPHA: [2, 2, 2]}, centres={ALPHA: alpha, **FULL},
                    phase="actions").observe(0)


def _tries_alpha(obs: AdObservation) -> bool:
    first = planner.plan(obs)[0].first
    return first is not None and first.move == BuildCentre(ALPHA)


def test_points_seen_count_the_rules_score_and_the_bonus_cards_others_may_hold() -> None:
    obs = _obs([1, 2, None], hands={0: HAND, 1: [BONUS4, 3, 3, 3, 3, 3, 3, 3, 3]})
    seen = v.points_seen(obs)
    mine = rules.score(obs.components, obs.cards, 0, obs.centres, obs.earth[0], obs.tech[0],
                       obs.hand)
    assert seen[0] == mine.total == 13 + 12
    # seat 1's bonus card (2 points) is hidden: shared between the two other hands of 9
    four = obs.cards.bonus[0].points.value
    assert seen[1] == 14 + 10 + 6 + obs.earth[1] + four / 2
    assert seen[2] == 8 + 4 + 9 + obs.earth[2] + four / 2


def test_the_third_full_planet_is_built_while_ahead() -> None:
    obs = _obs([0, 2, None])  # seat 0: 14 + 13 + 12, the others 20 and 25
    assert rules.full_planets(obs.centres) == rules.FULL_PLANETS - 1
    assert v.closing(obs)[ALPHA] > 0
    assert _tries_alpha(obs)


def test_behind_the_third_full_planet_counts_its_moon_only() -> None:
    # waiting would leave the moon to the others, who end the game anyway
    obs = _obs([1, 2, None])  # seat 0: 13 + 12, seat 1: 14 + 10 + 6 + 4 on Earth
    assert v.closing(obs)[ALPHA] == 0.0
    assert v.end_worth(-5.0) == 0.0


def test_a_centre_that_does_not_end_the_game_counts_its_moon_only() -> None:
    obs = position(3, hands={0: HAND}, earth={0: 0}, stations={ALPHA: [2, 2, 2]},
                   centres={ALPHA: [1, 2, None], BETA: [0, 1, 2]}, phase="actions").observe(0)
    assert v.closing(obs) == (0.0,) * len(obs.centres)


def test_ending_ahead_is_worth_most_near_a_tie_and_little_far_from_it() -> None:
    assert v.end_worth(0.0) == 0.0
    assert v.end_worth(5.0) > v.end_worth(30.0) > 0


def test_at_five_players_a_centre_that_ends_the_game_counts_its_moon_only() -> None:
    # the four others' last actions: the margin seen says too little (bench: fewer wins)
    obs = position(5, hands={0: HAND}, earth={0: 0}, stations={ALPHA: [2, 1, 1, 1, 1]},
                   centres={ALPHA: [0, 2, None], **FULL}, phase="actions").observe(0)
    assert obs.players > v.END_PLAYERS
    assert v.closing(obs) == (0.0,) * len(obs.centres)


def test_the_hint_says_the_centre_ends_the_game_while_ahead_with_the_margin() -> None:
    # seat 0: 14 + 13 + 12 = 39 and the 5-point moon; the best other (seat 2) 13 + 12 = 25
    # now and LAST_ACTIONS (3.5) for its action still to come this round: 44 - 28.5 = 15.5
    obs = _obs([0, 2, None])
    assert v.end_margins(obs)[ALPHA] == 39 + 5 - (25 + v.LAST_ACTIONS)
    assert v.end_margins(obs)[BETA] is None  # Beta is full: no centre there
    en = hints.hint(obs, lang="en")
    assert en.choice.move == BuildCentre(ALPHA)
    assert en.details[0] == (
        "If it is built, the game ends: the third planet is full (the round is played "
        "out), with you about 16 points ahead of the best other player as you see them, "
        "counting 3.5 points for each player still to act this round. A win locked in now "
        "counts for more than a game that goes on.")
    de = hints.hint(obs, lang="de")
    assert de.details[0].startswith(
        "Wird es errichtet, endet das Spiel: Der dritte Planet ist voll (die Runde wird zu "
        "Ende gespielt), und du liegst, soweit du siehst, etwa 16 Punkte vor dem besten "
        "Mitspieler, gerechnet mit 3,5 Punkten für jeden, der in dieser Runde noch handelt.")


def test_the_hint_does_not_say_it_ends_the_game_where_ending_counts_nothing() -> None:
    behind = _obs([1, 2, None])
    assert v.end_margins(behind)[ALPHA] is not None and v.closing(behind)[ALPHA] == 0.0
    h = hints.hint(behind, lang="en")
    assert not any("the game ends" in line for line in (h.reason, *h.details))
