"""The Gathering Storm's goals ("Ziele", rulebook 001_4952ea3bc26b448d.txt): drawn at the
start, checked at phase and round end, "first" goals shared in the same phase, "most" goals
that move, ties at the end, and goal VP in the score, the observation and the save."""

from __future__ import annotations

import pytest
from rules_helpers import answer, option

from rftg.core import events as ev
from rftg.core.cards import catalogue
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind, Pass, Stop
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.rules.goals import (
    GoalTile,
    check_first,
    check_most,
    end_ties,
    goal_value,
)
from rftg.core.save import from_json, to_json
from rftg.core.scenario import position
from rftg.core.simulate import play_game
from rftg.solver.players import make_player

GOALS = {g.id: g for g in catalogue().goals}


def finish_phase(game: Game) -> Game:
    """Everyone passes until the next round's action choice (the phase ends, goals are
    checked)."""
    while game.pending() and game.pending()[0].kind is not DecisionKind.ACTION:
        for d in game.pending():
            (o,) = [o for o in d.options if isinstance(o.move, (Pass, Stop))]
            game.choose(d.player, Choice(o.move, ()))
    return game


def holder(game: Game, goal: str) -> int | None:
    return next(t.holder for t in game.state.goals if t.goal.id == goal)


def tile(game: Game, goal: str) -> GoalTile:
    return next(t for t in game.state.goals if t.goal.id == goal)


def value(game: Game, seat: int, goal: str) -> int:
    p = game.state.players[seat]
    return goal_value(GOALS[goal], p.tableau, game.state.cards, p.chips).total


def test_goals_are_drawn_four_first_and_two_most():
    """ "Es werden 2 Ziele „Die meisten...“ (große Plättchen) und 4 Ziele „Erster...“ (kleine
    Plättchen) aufgedeckt. Die übrigen Ziele werden für das Spiel nicht benötigt." """
    seen: set[str] = set()
    for seed in range(12):
        game = Game(RaceSetup(players=3, edition="gs", goals=True, seed=seed))
        kinds = [t.goal.type for t in game.state.goals]
        assert kinds.count("first") == 4 and kinds.count("most") == 2
        assert all(t.holder is None for t in game.state.goals)
        seen |= {t.goal.id for t in game.state.goals}
        assert isinstance(game.state.events[0], ev.GoalsRevealed)
    assert seen == set(GOALS)  # every goal can come up


def test_goals_need_the_expansion():
    with pytest.raises(ValueError, match="goals come with The Gathering Storm"):
        RaceSetup(players=2, goals=True)


def test_the_goals_as_the_rulebook_gives_them():
    """6 "Erster..." goals of 3 VP, 4 "Die meisten..." goals of 5 VP, each minimum as
    printed: 5 VP chips, a 6-cost development, a power in every phase, a discard at round
    end, all four kinds, 3 ALIEN cards; at least 4 production worlds, 4 developments,
    military 6, 3 Novelty/Rare worlds."""
    minimum = {g: GOALS[g].minimum for g in GOALS}
    assert minimum == {
        "standard_of_living": 5, "galactic_status": 1, "innovation_leader": 6,
        "budget_surplus": 1, "system_diversity": 4, "overlord_discoveries": 3,
        "production_leader": 4, "greatest_infrastructure": 4, "greatest_military": 6,
        "largest_industry": 3}
    assert {g.vp for g in GOALS.values() if g.type == "first"} == {3}
    assert {g.vp for g in GOALS.values() if g.type == "most"} == {5}
    # "Das Erreichen des Ziels Haushaltsüberschuss wird am Ende der Runde überprüft."
    assert [g.id for g in GOALS.values() if g.check == "round"] == ["budget_surplus"]
    assert all(g.why for g in GOALS.values())


# --------------------------------------------------------------------------- "first" goals


def test_first_goal_taken_at_the_end_of_the_phase():
    """Galactic Status: "Der erste Spieler, der eine Entwicklung mit Kosten 6 ausspielt."
    "Erfüllt am Ende einer Phase nur ein Spieler die Bedingung, legt er das Plättchen offen
    vor sich ab." """
    g = position([{"tableau": ["Old Earth"],
                   "hand": ["Free Trade Association", "Gem World", "Comet Zone", "Spice World",
                            "New Vinland", "Mining Robots"], "actions": ["develop"]},
                  {"tableau": ["Alpha Centauri"], "hand": 0}], "develop",
                 goals=["galactic_status"])
    answer(g, 1, "Place no")
    answer(g, 0, "Free Trade Association")
    assert holder(g, "galactic_status") is None  # placed, but the phase is not over
    answer(g, 0, "Pay")
    assert holder(g, "galactic_status") == 0
    gained = [e for e in g.state.events if isinstance(e, ev.GoalGained)]
    assert gained == [ev.GoalGained(0, "galactic_status", "tile", 3)]
    assert g.scores()[0].goal_vp == 3 and g.scores()[1].goal_vp == 0
    assert "Player 1 takes the goal Galactic Status (3 VP)." in g.state.log


def test_first_goal_met_by_two_in_the_same_phase():
    """ "Erfüllen mehrere Spieler die Bedingung in derselben Phase, erhält einer von ihnen
    das Plättchen und die anderen erhalten jeweils eine Marke „3 Siegpunkte für Ziele“. Das
    gilt auch, wenn die Spieler die Bedingung um unterschiedliche Beträge überschreiten." """
    aliens = [{"tableau": ["Alpha Centauri", "Alien Toy Shop", "Deserted Alien World",
                           "Alien Robot Sentry"]},
              {"tableau": ["Old Earth", "Alien Tech Institute", "Alien Robot Scout Ship",
                           "Lost Alien Warship", "Deserted Alien Library"]},
              {"tableau": ["Epsilon Eridani", "Alien Robotic Factory"]}]
    g = finish_phase(position(aliens, "consume", goals=["overlord_discoveries"]))
    assert holder(g, "overlord_discoveries") is None  # not checked in Consume
    g = finish_phase(position(aliens, "settle", goals=["overlord_discoveries"]))
    t = tile(g, "overlord_discoveries")
    first = g.state.order[0]
    assert (value(g, 0, "overlord_discoveries"), value(g, 1, "overlord_discoveries")) == (3, 4)
    assert t.holder == first and set(t.markers) == {0, 1} - {first}
    scores = g.scores()
    assert scores[0].goal_vp == scores[1].goal_vp == 3 and scores[2].goal_vp == 0
    assert {s.goals[0].how for s in scores[:2]} == {"tile", "marker"}


def test_first_goal_only_once_and_never_lost():
    """ "... werden nur einmal im ganzen Spiel vergeben ... Die Spieler können diese
    Plättchen nicht mehr verlieren." A later player meeting it gets nothing; the holder keeps
    it even when he no longer meets it."""
    goal = GOALS["overlord_discoveries"]
    taken = check_first(GoalTile(goal), [3, 1], [0, 1])
    assert taken == GoalTile(goal, 0, ())
    assert check_first(taken, [0, 5], [0, 1]) == taken
    g = finish_phase(position(
        [{"tableau": ["Alpha Centauri"], "goals_held": ["overlord_discoveries"]},
         {"tableau": ["Old Earth", "Alien Tech Institute", "Alien Robot Scout Ship",
                      "Lost Alien Warship"]}], "settle", goals=["overlord_discoveries"]))
    assert holder(g, "overlord_discoveries") == 0 and tile(g, "overlord_discoveries").markers == ()
    assert not any(isinstance(e, ev.GoalGained) for e in g.state.events)


def test_standard_of_living_counts_chips_only():
    """Galaktischer Lebensstandard: "5 oder mehr Siegpunkte in Form von Siegpunkt-Chips ...
    Siegpunkte für Ziele zählen dabei nicht." Checked at the end of Consume."""
    g = position([{"tableau": ["Old Earth", "Drop Ships", "Space Marines", "New Sparta"],
                   "chips": 4, "goals_held": ["greatest_military"]},
                  {"tableau": ["Alpha Centauri"], "chips": 5}], "consume",
                 goals=["standard_of_living", "greatest_military"])
    assert g.scores()[0].goal_vp == 5 and g.state.players[0].chips == 4
    assert holder(g, "standard_of_living") == 1


def test_innovation_leader_counts_a_trade_power_as_trade_not_consume():
    """Innovationsführerschaft: "über mindestens eine Fähigkeit in jeder Phase (einschließlich
    Handeln)": Export Duties' trade power fills Trade, not Consume."""
    goal = GOALS["innovation_leader"]
    cat = catalogue()
    cards = tuple(cat[n] for n in ("Industrial Robots", "Expedition Force", "Export Duties",
                                   "Public Works"))
    five = goal_value(goal, [0, 1, 2], cards, 0)
    assert five.total == 5
    assert "goal_slot_consume" not in {t.what for t in five.terms}
    assert goal_value(goal, [0, 1, 2, 3], cards, 0).total == 6


def test_system_diversity_needs_a_world_of_each_kind():
    """Systemdiversifikation: "mindestens eine Produktions- oder „Windfall“-Welt für jede
    Art von Gütern ... Luxusgüter, Seltene Elemente, Gene und Alien-Technologie." """
    goal = GOALS["system_diversity"]
    cat = catalogue()
    cards = tuple(cat[n] for n in ("Gem World", "Alpha Centauri", "Pre-Sentient Race",
                                   "Alien Toy Shop", "Comet Zone"))
    assert goal_value(goal, [0, 1, 2, 4], cards, 0).total == 3
    assert goal_value(goal, [0, 1, 2, 3, 4], cards, 0).total == 4


def test_budget_surplus_is_checked_at_the_end_of_the_round():
    """Haushaltsüberschuss: "Der erste Spieler, der am Ende einer Runde mindestens eine
    Karte abwerfen muss." "... wird am Ende der Runde überprüft." """
    g = position([{"tableau": ["Old Earth"], "hand": 12},
                  {"tableau": ["Alpha Centauri"], "hand": 10}], "round_end",
                 goals=["budget_surplus"])
    (d,) = g.pending()
    assert d.player == 0 and d.options[0].min_cards == 2
    assert holder(g, "budget_surplus") is None
    g.choose(0, Choice(d.options[0].move, tuple(g.state.players[0].hand[:2])))
    assert holder(g, "budget_surplus") == 0


def test_the_discard_hint_says_it_takes_budget_surplus_with_the_rules_vp():
    """The same rule in the hint: discarding at the end of the round meets Budget Surplus;
    when another player must discard too, both meet it in the same check: the first in
    player order takes the tile, the other a 3-VP marker ("... erhält einen 3-SP-Chip")."""
    from rftg.solver.hints import hint_at
    from rftg.solver.players.hard import Budget

    small = Budget(samples=2, rounds=1)
    alone = position([{"tableau": ["Old Earth"], "hand": 12},
                      {"tableau": ["Alpha Centauri"], "hand": 10}], "round_end",
                     goals=["budget_surplus"])
    reason = hint_at(alone, 0, small).reason
    assert "takes the goal Budget Surplus" in reason and "+3 VP" in reason
    both = position([{"tableau": ["Alpha Centauri"], "hand": 12},
                     {"tableau": ["Old Earth"], "hand": 11}], "round_end",
                    goals=["budget_surplus"])
    first, second = both.state.order
    said = {seat: hint_at(both, seat, small).reason for seat in (first, second)}
    assert "takes the goal Budget Surplus" in said[first]
    assert "takes a 3-VP marker for Budget Surplus" in said[second] and "+3 VP" in said[second]
    for seat in (first, second):  # what the engine then gives out
        (d,) = [x for x in both.pending() if x.player == seat]
        n = d.options[0].min_cards
        both.choose(seat, Choice(d.options[0].move, tuple(both.state.players[seat].hand[:n])))
    assert holder(both, "budget_surplus") == first
    tile = next(t for t in both.state.goals if t.goal.id == "budget_surplus")
    assert tile.markers == (second,)
    held = position([{"tableau": ["Old Earth"], "hand": 12, "goals_held": ["budget_surplus"]},
                     {"tableau": ["Alpha Centauri"], "hand": 12}], "round_end",
                    goals=["budget_surplus"])
    assert "Budget Surplus" not in hint_at(held, 1, small).reason  # given out


# --------------------------------------------------------------------------- "most" goals


MIL = "greatest_military"


def test_most_goal_reached_kept_on_a_tie_and_taken_by_exceeding():
    """ "Andreas legt eine Karte in seine Auslage, durch die seine militärische Stärke 6
    erreicht. Damit ... bekommt er das Plättchen. ... Birgit erreicht in der folgenden Runde
    ebenfalls eine militärische Stärke von 6. Da sie Andreas' Stärkewert nicht überschreitet,
    behält Andreas das Plättchen. Später erreicht Birgit eine militärische Stärke von 7 und
    nimmt sich das Plättchen von Andreas." """
    goal = GOALS[MIL]
    t = check_most(GoalTile(goal), [6, 4])
    assert t.holder == 0
    assert check_most(t, [6, 6]).holder == 0
    assert check_most(t, [6, 7]).holder == 1
    # in play: New Sparta (2) + Drop Ships (3) + Expedition Force (1) = 6
    six = ["New Sparta", "Drop Ships", "Expedition Force"]
    g = finish_phase(position([{"tableau": six}, {"tableau": ["Alpha Centauri", "Space Marines"]}],
                 "settle", goals=[MIL]))
    assert holder(g, MIL) == 0 and value(g, 0, MIL) == 6
    g = finish_phase(position([{"tableau": six, "goals_held": [MIL]},
                  {"tableau": ["Epsilon Eridani", "Drop Ships", "Space Marines"]}],
                 "settle", goals=[MIL]))
    assert value(g, 1, MIL) == 6 and holder(g, MIL) == 0
    g = finish_phase(position([{"tableau": six, "goals_held": [MIL]},
                  {"tableau": ["Epsilon Eridani", "Drop Ships", "Space Marines",
                               "Imperium Armaments World"]}],
                 "develop", goals=[MIL]))
    assert value(g, 1, MIL) == 7 and holder(g, MIL) == 1
    lost = [e for e in g.state.events if isinstance(e, ev.GoalLost)]
    assert lost == [ev.GoalLost(0, MIL, 1)]
    assert "Player 1 loses Greatest Military to Player 2." in g.state.log


def test_most_goal_lost_below_the_minimum():
    """ "(Falls er danach eine Karte mit militärischer Stärke -1 auslegt, sinkt seine Stärke
    unter 6 und er muss das Plättchen zurück legen.)" """
    g = finish_phase(position([{"tableau": ["New Sparta", "Drop Ships", "Expedition Force",
                               "Contact Specialist"], "goals_held": [MIL]},
                  {"tableau": ["Alpha Centauri"]}], "develop", goals=[MIL]))
    assert value(g, 0, MIL) == 5 and holder(g, MIL) is None
    assert ev.GoalLost(0, MIL, None) in g.state.events
    assert "Player 1 returns Greatest Military to the middle." in g.state.log


def test_most_goal_tie_in_the_same_phase_goes_to_nobody():
    """ "Andreas und Birgit erreichen in derselben Phase eine militärische Stärke von 6.
    Keiner von beiden darf das Ziel ... beanspruchen. Später erreicht Claus die militärische
    Stärke 7 und nimmt sich das Plättchen aus der Mitte. In der nächsten Runde erreichen
    Andreas und Birgit in derselben Phase eine militärische Stärke von 8. Daher muss Claus
    das Plättchen wieder in die Mitte legen." """
    goal = GOALS[MIL]
    t = check_most(GoalTile(goal), [6, 6, 0])
    assert t.holder is None
    t = check_most(t, [6, 6, 7])
    assert t.holder == 2
    t = check_most(t, [8, 8, 7])
    assert t.holder is None
    g = finish_phase(position([{"tableau": ["New Sparta", "Drop Ships", "Expedition Force"]},
                  {"tableau": ["Epsilon Eridani", "Drop Ships", "Space Marines"]},
                  {"tableau": ["Alpha Centauri"]}], "settle", goals=[MIL]))
    assert holder(g, MIL) is None
    assert not any(isinstance(e, ev.GoalGained) for e in g.state.events)


def test_most_goal_ties_at_the_end_give_a_marker_to_each_tied_player_without_the_tile():
    """ "Spielende: Jeder Spieler, der an einem Gleichstand bei einem „Die meisten...“-Ziel
    beteiligt ist, und nicht das Plättchen besitzt, erhält eine Marke „3 Siegpunkte für
    Ziele“. Dabei ist es gleich, ob ein Mitspieler das Plättchen zuerst beansprucht hat oder
    ob das Plättchen in der Mitte liegt." """
    goal = GOALS[MIL]
    assert end_ties(GoalTile(goal, 0), [6, 6, 2]) == (1,)
    assert end_ties(GoalTile(goal, None), [6, 6, 2]) == (0, 1)
    assert end_ties(GoalTile(goal, None), [5, 5, 2]) == ()  # below the minimum: no tie
    six = ["New Sparta", "Drop Ships", "Expedition Force"]
    g = position([{"tableau": six, "goals_held": [MIL]},
                  {"tableau": ["Epsilon Eridani", "Drop Ships", "Space Marines"]},
                  {"tableau": ["Alpha Centauri"]}], "round_end", goals=[MIL], pool=0)
    assert g.over
    final = g.scores()
    assert [s.goal_vp for s in final] == [5, 3, 0]
    assert final[1].goals[0].how == "tie"
    assert final[0].total == final[0].printed + 5


def test_goals_are_checked_at_the_end_of_each_run_of_a_doubled_phase():
    """The advanced 2-player game (rulebook 000_7921177132013977.txt): "Wählt ein Spieler
    beide Aktionskarten Entwickeln oder beide Aktionskarten Siedeln, wird die betreffende
    Phase zweimal nacheinander vollständig durchgespielt." The goals (001_4952ea3bc26b448d):
    "Der erste Spieler, der die Bedingung erfüllt oder um den höchsten Wert übertrifft,
    erhält am Ende der betreffenden Phase das Plättchen. ... Nur wenn später ein Mitspieler
    den Wert des Spielers übertrifft, der gerade im Besitz des Plättchens ist, erhält der
    Mitspieler das Plättchen." Each run is a whole phase and ends with its goal check:
    alone at 4 developments after the first run, player 1 takes Greatest Infrastructure and
    keeps it when player 2 ties in the second run (checked once, at the end of both runs,
    the tie would have left the tile in the middle)."""
    infra = "greatest_infrastructure"
    g = position([{"tableau": ["Old Earth", "Space Marines", "Mining Robots", "Expedition Force"],
                   "hand": ["Contact Specialist", "Gem World", "Spice World"],
                   "actions": ["develop", "develop2"]},
                  {"tableau": ["Alpha Centauri", "Drop Ships", "Genetics Lab",
                               "Investment Credits"],
                   "hand": ["Replicant Robots", "Comet Zone", "New Vinland", "Mining Robots"],
                   "actions": ["develop", "explore5"]}],
                 "develop", advanced=True, goals=[infra])
    assert (g.state.run, g.state.runs) == (1, 2)
    answer(g, 1, "Place no")
    answer(g, 0, "Contact Specialist")
    assert g.state.run == 2  # the first run is over, and with it its check
    assert holder(g, infra) == 0 and value(g, 0, infra) == 4
    assert ev.GoalGained(0, infra, "tile", 5) in g.state.events
    answer(g, 0, "Place no")
    answer(g, 1, "Mining Robots")
    answer(g, 1, "Pay")
    assert value(g, 1, infra) == 4
    assert holder(g, infra) == 0  # a tie does not take it
    assert not any(isinstance(e, ev.GoalLost) for e in g.state.events)


def test_goal_vp_do_not_count_for_galactic_renaissance():
    """ "Siegpunkte für Ziele werden für Galaktische Renaissance nicht berücksichtigt." """
    g = position([{"tableau": ["Old Earth", "Galactic Renaissance"], "chips": 3,
                   "goals_held": ["standard_of_living"]},
                  {"tableau": ["Alpha Centauri"]}], "round_end",
                 goals=["standard_of_living"], pool=0)
    s = g.scores()[0]
    assert s.goal_vp == 3 and s.bonuses["Galactic Renaissance"] == 1  # 3 chips: 1 VP


# --------------------------------------------------------------------------- in the game


def test_goals_in_the_observation_with_progress():
    g = finish_phase(position([{"tableau": ["New Sparta", "Drop Ships"], "goals_held": [MIL]},
                  {"tableau": ["Alpha Centauri"]}], "develop", goals=[MIL, "galactic_status"]))
    obs = observation(g, 1)
    assert [t.goal.id for t in obs.goals] == [MIL, "galactic_status"]
    mine = obs.goal_progress()
    theirs = obs.goal_progress(0)
    assert mine[0].value.total == 0 and mine[0].missing == 6 and not mine[0].holds
    assert theirs[0].value.total == 5 and theirs[0].holds is False  # below 6: returned
    assert [t.holder for t in obs.goals] == [None, None]


def test_goal_games_replay_and_save_round_trip():
    for n in (2, 3, 4, 5):
        setup = RaceSetup(players=n, edition="gs", goals=True, seed=40 + n)
        game, _ = play_game(setup, [make_player("random", s) for s in range(n)])
        again = from_json(to_json(game))
        assert again.state.goals == game.state.goals
        assert [s.total for s in again.scores()] == [s.total for s in game.scores()]
        total_goal_vp = sum(s.goal_vp for s in game.scores())
        held = sum(t.goal.vp for t in game.state.goals if t.holder is not None)
        assert total_goal_vp >= held
        # goal VP are tiles, not chips: the pool is untouched by them
        assert sum(p.chips for p in game.state.players) + game.state.pool == 12 * n


def test_simulate_with_goals(capsys):
    import json

    from rftg.cli import main
    code = main(["simulate", "--players", "4", "--expansion", "gs", "--goals", "--games", "2",
                 "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["completed"] == 2
    assert main(["simulate", "--goals", "--games", "1"]) == 2
    assert "goals come with The Gathering Storm" in capsys.readouterr().err


def test_a_goal_check_asks_nothing_and_keeps_options():
    """Goal checks are bookkeeping at the end of a phase: they ask no decision."""
    g = position([{"tableau": ["Old Earth"], "hand": 3, "actions": ["explore5"]},
                  {"tableau": ["Alpha Centauri"], "hand": 2}], "explore", goals=[MIL])
    assert option(g, 0, "Keep").min_cards == 1


def test_tutor_explains_a_goal_within_reach_with_the_players_count():
    """The tutor names a goal once it is one short, with the count card by card, and the
    score lists the goal VP."""
    from rftg.tutor.race.explain import explain, explain_score

    g = position([{"tableau": ["New Sparta", "Drop Ships"], "hand": ["Space Marines"],
                   "actions": ["develop"]},
                  {"tableau": ["Alpha Centauri"], "hand": 0}], "develop",
                 goals=[MIL, "galactic_status"])
    text = explain(observation(g, 0)).text()
    assert ("Goal Greatest Military (5 VP) is within reach: you have 5 (New Sparta +2, "
            "Drop Ships +3), you need 6 (tile: in the middle).") in text
    assert "Galactic Status" not in text  # 0 of 1 6-cost developments, and none in hand
    assert "ZIELE" in text
    g = position([{"tableau": ["New Sparta", "Drop Ships", "Space Marines"],
                   "goals_held": [MIL]}, {"tableau": ["Alpha Centauri"]}], "round_end",
                 goals=[MIL], pool=0)
    lines = explain_score(observation(g, 0))
    assert "  Goals: 5 VP (Greatest Military tile 5); goal VP do not count for Galactic " \
           "Renaissance." in lines
