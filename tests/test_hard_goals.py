"""The hard player and the hints value The Gathering Storm's goals as the rules give them.

Rulebook (The Gathering Storm, "Ziele"): "Erster..." goals are worth 3 VP and "können ...
nicht mehr verlieren"; "Die meisten..." goals are worth 5 VP, "Erfüllt er die Bedingung
nicht mehr, ... zurück in die Mitte", and a rival takes the tile only by exceeding the
holder ("Falls mehrere Spieler ... um denselben Wert übertreffen, erhält keiner von ihnen
das Plättchen"). Searches here are bounded by samples, never by time.
"""

from __future__ import annotations

from typing import Any

from rftg.core.cards import Edition
from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.rules.goals import GoalTile, checked_at
from rftg.core.scenario import position
from rftg.solver.evaluation import evaluate, goal_vp
from rftg.solver.hints import hint_at
from rftg.solver.players.hard import Budget, HardPlayer
from rftg.solver.policy import goal_gains

BUDGET = Budget(samples=8, rounds=2)

# Player 0 has a Novelty (Artist Colony), a Rare (Asteroid Belt) and an Alien (Alien Toy
# Shop) world; in hand two windfall worlds alike in cost (2), VP (1) and powers (none):
# Radioactive World (Rare) and Pre-Sentient Race (Genes). Only Pre-Sentient Race completes
# System Diversity ("Systemdiversifikation": a production or windfall world of each kind
# of good), worth 3 VP.
DIVERSITY: list[dict[str, Any]] = [
    {"tableau": ["Old Earth", "Asteroid Belt", "Artist Colony", "Alien Toy Shop"],
     "hand": ["Radioactive World", "Pre-Sentient Race", "Public Works", "Colony Ship",
              "Export Duties"], "actions": ["settle"]},
    {"tableau": ["Alpha Centauri"], "hand": 4, "actions": ["develop"]},
]


def _settle(goals: list[str]) -> Game:
    return position(DIVERSITY, "settle", goals=goals, edition=Edition.GS)


def _card(game: Game, name: str) -> int:
    return next(c for c in game.state.players[0].hand if game.state.card(c).name == name)


def test_a_world_that_takes_a_first_goal_is_worth_its_3_vp():
    """Two worlds alike but for the goal: without goals the play-outs rate them the same
    (the first candidate is kept); with System Diversity in play the hard player settles
    the world that takes it, rated exactly the goal's 3 VP higher."""
    plain = _settle([])
    obs = observation(plain, 0)
    rare, genes = _card(plain, "Radioactive World"), _card(plain, "Pre-Sentient Race")
    v = HardPlayer(0, BUDGET).decide(obs, plain.sampler(0))
    means = {r.move.encode(): r.mean for r in v.ranked}
    assert means[f"card:{rare}"] == means[f"card:{genes}"]
    assert v.choice.move.encode() == f"card:{rare}"

    game = _settle(["system_diversity"])
    obs = observation(game, 0)
    assert goal_gains(obs, rare) == ()
    (gain,) = goal_gains(obs, genes)
    assert (gain.tile.goal.id, gain.how, gain.vp, gain.value) == ("system_diversity", "tile",
                                                                   3, 4)
    v = HardPlayer(0, BUDGET).decide(obs, game.sampler(0))
    assert v.choice.move.encode() == f"card:{genes}"
    means = {r.move.encode(): r.mean for r in v.ranked}
    assert abs(means[f"card:{genes}"] - means[f"card:{rare}"] - 3.0) < 1e-9
    assert all(r.samples == BUDGET.samples for r in v.ranked)


def test_the_hint_names_the_goal_with_its_vp():
    game = _settle(["system_diversity"])
    h = hint_at(game, 0, BUDGET)
    assert h.reason.startswith("Place Pre-Sentient Race")
    assert "takes the goal System Diversity" in h.reason and ": +3 VP." in h.reason
    # the hints follow the hard player, whose learned evaluation values the goal with the
    # rest of the position (not exactly its 3 VP): the other world is worth less
    other = [d for d in h.details if d.startswith("Instead place Radioactive World: ")]
    assert len(other) == 1 and other[0].endswith("VP less at the end.")
    game.choose(0, h.choice)  # checked in full
    plain = hint_at(_settle([]), 0, BUDGET)
    assert "goal" not in plain.reason and not any("goal" in d for d in plain.details)


def test_a_most_goal_is_taken_only_by_exceeding_the_holder():
    """Greatest Infrastructure (5 VP, at least 4 developments) held by the opponent with 4:
    a fourth development of mine ties (the holder keeps it: no gain), a fifth takes it."""
    devs = ["Public Works", "Colony Ship", "Export Duties"]
    rival = {"tableau": ["Alpha Centauri", "Mining Robots", "Space Marines",
                         "Investment Credits", "Genetics Lab"], "hand": 0,
             "goals_held": ["greatest_infrastructure"]}

    def develop(tableau: list[str]) -> Any:
        return observation(position(
            [{"tableau": ["Old Earth", *tableau], "hand": ["Interstellar Bank",
                                                              "Deficit Spending", "Gem World"],
              "actions": ["develop"]}, rival], "develop",
            goals=["greatest_infrastructure"]), 0)

    obs = develop(devs)
    bank = next(c for c in obs.hand if obs.card(c).name == "Interstellar Bank")
    assert goal_gains(obs, bank) == ()  # 4 against the holder's 4: the holder keeps it
    obs = develop([*devs, "New Military Tactics"])
    (gain,) = goal_gains(obs, bank)
    assert (gain.how, gain.vp, gain.value) == ("tile", 5, 5)
    assert gain.text.startswith("takes the goal Greatest Infrastructure (") and \
        gain.text.endswith(": +5 VP")


def test_a_first_goal_met_after_a_player_before_me_is_a_marker():
    """Overlord Discoveries met by both in the same phase: the first in player order takes
    the tile, the other a 3-VP marker ("die anderen erhalten jeweils eine Marke")."""
    aliens = ["Alien Robot Scout Ship", "Lost Alien Warship"]
    game = position([{"tableau": ["Alpha Centauri", *aliens],
                      "hand": ["Alien Tech Institute", "Gem World", "Spice World",
                               "Comet Zone", "New Vinland", "Public Works", "Colony Ship"],
                      "actions": ["develop"]},
                     {"tableau": ["Old Earth", "Alien Toy Shop", "Alien Robot Sentry",
                                  "Deserted Alien World"], "hand": 0}], "develop",
                    goals=["overlord_discoveries"])
    obs = observation(game, 0)
    inst = next(c for c in obs.hand if obs.card(c).name == "Alien Tech Institute")
    first = obs.order[0]
    (gain,) = goal_gains(obs, inst)
    assert gain.how == ("tile" if first == 0 else "marker") and gain.vp == 3


def test_the_position_value_counts_goal_vp_as_the_rules_score_them():
    game = _settle(["system_diversity", "greatest_military"])
    base = evaluate(game, 0)
    assert goal_vp(game, 0) == 0
    st = game.state
    st.goals = [GoalTile(st.goals[0].goal, 0), GoalTile(st.goals[1].goal, None, (0,))]
    game.view_cache.clear()
    assert goal_vp(game, 0) == 3 + 3 == game.scores()[0].goal_vp
    assert abs(evaluate(game, 0) - base - 6) < 1e-9
    assert goal_vp(_settle([]), 0) == 0


# ------------------------------------------------------------ goals in the other hints
# "Galaktischer Lebensstandard": first to have 5 or more VP in chips; VP chips are gained
# only in Consume, so the goal is checked at the end of Consume (content/setup.toml).

def test_a_goal_is_checked_where_the_rules_say():
    cat = _settle([]).state.catalogue
    goals = {g.id: g for g in cat.goals}
    living = goals["standard_of_living"]
    assert checked_at(living, "consume")
    assert not any(checked_at(living, w) for w in ("explore", "develop", "settle",
                                                    "produce", "round"))
    round_goals = [g for g in cat.goals if g.check == "round"]
    assert round_goals, "Budget Surplus is checked at the end of the round"
    for g in round_goals:
        assert checked_at(g, "round") and not checked_at(g, "consume")
    for g in cat.goals:  # the engine's check and the hints' use the same rule
        for ph in g.phases:
            assert checked_at(g, ph.value)


def _consuming(chips: int) -> Game:
    return position([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                      "goods": ["Gem World", "Comet Zone"], "hand": 3, "chips": chips,
                      "actions": ["double"]},
                     {"tableau": ["Alpha Centauri"], "hand": 3, "actions": ["explore5"]}],
                    "consume", goals=["standard_of_living"])


def test_the_consume_hint_says_the_plan_takes_the_goal_as_the_engine_then_does():
    game = _consuming(chips=3)
    h = hint_at(game, 0, BUDGET)
    assert "At the end of Consume this plan takes the goal Galactic Standard of Living" \
        in h.reason
    assert "you would have 7, 5 needed): +3 VP." in h.reason
    # follow the hints to the end of Consume: the engine gives the chips and the goal
    while any(d.player == 0 for d in game.pending()):
        game.choose(0, hint_at(game, 0, BUDGET).choice)
    assert game.state.players[0].chips == 7
    assert game.scores()[0].goal_vp == 3


def test_the_consume_hint_gives_the_progress_when_the_plan_falls_short():
    h = hint_at(_consuming(chips=0), 0, BUDGET)
    assert ("At the end of Consume this plan brings you closer to the goal Galactic "
            "Standard of Living") in h.reason
    assert "you would have 4, 5 needed), not enough to take it." in h.reason
    plain = hint_at(position(
        [{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
          "goods": ["Gem World", "Comet Zone"], "hand": 3, "chips": 3, "actions": ["double"]},
         {"tableau": ["Alpha Centauri"], "hand": 3, "actions": ["explore5"]}], "consume"),
        0, BUDGET)
    assert "goal" not in plain.reason


def test_the_action_hint_names_the_goal_a_consume_action_takes():
    game = position([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                      "goods": ["Gem World", "Comet Zone"], "hand": 3, "chips": 3},
                     {"tableau": ["Alpha Centauri"], "hand": 3}], "round_end",
                    goals=["standard_of_living"])
    h = hint_at(game, 0, Budget(samples=2, rounds=1))
    text = " ".join((h.reason, *h.details))
    assert ("Consume: 2x VP: 4 VP and 0 cards, and it takes the goal Galactic Standard of "
            "Living (First to have 5 or more VP in chips; you would have 7, 5 needed): +3 VP"
            ) in text  # the goal's own aside in brackets is left out: no bracket in a bracket
