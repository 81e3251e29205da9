"""The solitaire game against the robot (The Gathering Storm, "Das Solitär-Spiel",
001_4952ea3bc26b448d.txt): every worked example of the section as a scenario, and the
rules around them (setup, limits, tokens, start worlds, game end, scoring, the tie)."""

from __future__ import annotations

import pytest
from solitaire_helpers import (
    is_dev,
    neither,
    non_military_world,
    not_a_world,
    on_deck,
    on_pile,
    robot_step,
    solo,
    solo_with_robot_start,
    take,
)

from rftg.core.cards import Edition
from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.core.solitaire import events as rev
from rftg.core.solitaire import rules
from rftg.core.solitaire.rules import Field, place_dice, player_fields
from rftg.core.solitaire.state import robot_of
from rftg.core.solitaire.table import Face, default_table
from rftg.core.state import Action

F = Field


def turns(events: list[object]) -> list[tuple[str, int, str]]:
    """The robot's turns among ``events``: (phase, run, how)."""
    return [(e.phase, e.run, e.how) for e in events if isinstance(e, rev.RobotTurn)]


# ------------------------------------------------------------------ placing the dice


def test_dice_example_a_develop_left_match_under_the_rightmost_indicator():
    """ "a.) Der Spieler hat die Aktionen Verbrauchen: 2x Siegpunkte und Produzieren
    gewählt. Der Roboter würfelt Entwickeln und [Übereinstimmung]. Der erste Würfel wird auf
    das linke Feld Entwickeln gelegt. Der zweite Würfel wird auf das Feld Produzieren
    gelegt, da es das weiter rechts liegende Anzeigeplättchen ist." """
    marks = player_fields((Action.DOUBLE, Action.PRODUCE))
    assert marks == (F.DOUBLE, F.PRODUCE)
    assert place_dice((Face.DEVELOP, Face.MATCH), marks, Face.SETTLE) == (F.DEVELOP1,
                                                                          F.PRODUCE)


def test_dice_example_b_match_on_the_left_explore_field():
    """ "b.) Der Spieler hat beide Aktionen Erkunden gewählt, und der Roboter hat
    Produzieren und [Übereinstimmung] gewürfelt. In diesem Fall wird der erste Würfel auf
    Produzieren gelegt. Der zweite Würfel kommt auf das linke Feld Erkunden." """
    marks = player_fields((Action.EXPLORE_5, Action.EXPLORE_1_1))
    assert marks == (F.EXPLORE1, F.EXPLORE2)
    assert place_dice((Face.PRODUCE, Face.MATCH), marks, Face.SETTLE) == (F.PRODUCE,
                                                                          F.EXPLORE1)


def test_match_goes_under_the_other_indicator_when_the_rightmost_holds_a_die():
    """ "Liegt dort bereits ein Würfel, wird der Würfel mit dem [Übereinstimmung]-Symbol auf
    das Symbol unter dem anderen Anzeigeplättchen gelegt." """
    marks = player_fields((Action.SETTLE, Action.PRODUCE))
    assert place_dice((Face.MATCH, Face.PRODUCE), marks, Face.DEVELOP) == (F.SETTLE1,
                                                                           F.PRODUCE)


def test_match_on_a_doubled_phase_takes_the_right_field_when_the_left_is_taken():
    """ "Falls beide Anzeigeplättchen auf den beiden Aktionen für dieselbe Phase ...
    liegen, wird der Würfel auf das linke Feld gelegt - vorausgesetzt, dass dort nicht
    bereits der andere Würfel liegt." """
    marks = player_fields((Action.DEVELOP, Action.DEVELOP2))
    assert place_dice((Face.DEVELOP, Face.MATCH), marks, Face.SETTLE) == (F.DEVELOP1,
                                                                          F.DEVELOP2)


def test_two_match_dice_go_under_both_indicators():
    """ "Zeigen beide Würfel das Symbol „Übereinstimmung“, werden sie direkt unter die
    beiden Anzeigeplättchen für die Spieleraktionen gelegt." """
    marks = player_fields((Action.EXPLORE_1_1, Action.TRADE))
    assert place_dice((Face.MATCH, Face.MATCH), marks, Face.SETTLE) == (F.EXPLORE1, F.TRADE)


def test_robot_symbol_goes_to_the_robot_tiles_field_and_two_of_a_kind_fill_both():
    """ "Zeigt der Würfel das Symbol [Roboter], wird er auf das Feld in der Würfelreihe
    gesetzt, dessen Symbol auf dem „Roboter“-Plättchen abgebildet ist." A lone Develop goes
    left, a second one right."""
    marks = player_fields((Action.EXPLORE_5, Action.TRADE))
    assert place_dice((Face.ROBOT, Face.DEVELOP), marks, Face.DEVELOP) == (F.DEVELOP1,
                                                                           F.DEVELOP2)
    assert place_dice((Face.ROBOT, Face.EXPLORE), marks, Face.TRADE) == (F.TRADE, F.EXPLORE1)


# ------------------------------------------------------------------ setup


def test_setup_robot_board_pile_and_tokens_by_difficulty():
    """ "einfach 1 Marke mit 6 SP, mittel 2 Marken mit 6 SP, schwierig 3 Marken mit 9 SP";
    "Das Anzeigeplättchen für das Guthaben wird auf 1 gelegt ... Der Roboter erhält verdeckt
    4 Karten"; "24 Siegpunkt-Chips"; the player gets 6 cards and discards 2."""
    for difficulty, tokens, vp in (("easy", 1, 6), ("medium", 2, 6), ("hard", 3, 9)):
        game = solo(3, difficulty)
        robot = robot_of(game)
        assert (robot.tokens_left, robot.token_vp) == (tokens, vp)
        assert game.state.pool == 24
        number = game.state.card(robot.start).start
        if number not in (2, 4, 1, 6):  # Alpha Centauri, Lost Colony, Epsilon E., Ancient
            assert (robot.credit, robot.economy, len(robot.pile)) == (1, 0, 4)
        assert robot.tableau == [robot.start]
        (d,) = game.pending()
        assert len(game.state.players[0].hand) == 6 and d.options[0].min_cards == 2


@pytest.mark.parametrize(("number", "credit", "economy", "pile"), [
    (6, 0, 0, 3),  # "Ist die Startwelt Uralte Rasse beginnt er mit 0 Guthaben ... nur 3 Karten"
    (2, 2, 0, 4),  # "bei Alpha Centauri mit 2 Guthaben"
    (4, 1, 1, 4),  # "mit der Startwelt Vergessene Erdkolonie oder Epsilon Eridani ... auf 1"
    (1, 1, 1, 4),
])
def test_start_world_changes_the_robots_start(number, credit, economy, pile):
    robot = robot_of(solo_with_robot_start(number))
    assert (robot.credit, robot.economy, len(robot.pile)) == (credit, economy, pile)


def test_game_is_setup_seed_and_moves_the_dice_come_from_the_seed():
    a, b = solo(11), solo(11)
    assert robot_of(a).pile == robot_of(b).pile
    assert a.state.events == b.state.events


def test_solitaire_setup_is_refused_without_its_rules():
    table = default_table()
    from rftg.core.solitaire.table import RobotSetup

    with pytest.raises(ValueError, match="Gathering Storm"):
        RaceSetup(players=1, advanced=True, robot=RobotSetup(table=table))
    with pytest.raises(ValueError, match="without goals"):
        RaceSetup(players=1, edition=Edition.GS, advanced=True, goals=True,
                  robot=RobotSetup(table=table))
    with pytest.raises(ValueError, match="1 player"):
        RaceSetup(players=2, edition=Edition.GS, advanced=True, robot=RobotSetup(table=table))


# ------------------------------------------------------------------ Explore


def test_explore_action_reaction_and_both():
    """ "Der Roboter zieht 1 Karte und erhöht sein Guthaben um 1. Falls er beide Erkunden
    Aktionen macht, zieht er 3 Karten und erhöht sein Guthaben um 1." Reaction: "Der
    Roboter zieht 1 Karte, selbst wenn der Spieler beide Aktionen Erkunden gewählt hat." """
    game = solo(5)
    robot = robot_of(game)
    robot.rule = default_table().rule(None)  # a start world without a modification
    robot.credit, n = 1, len(robot.pile)
    robot_step(game, "explore", 1, (F.EXPLORE1, F.PRODUCE), (F.TRADE, F.PRODUCE))
    assert (robot.credit, len(robot.pile)) == (2, n + 1)
    robot_step(game, "explore", 1, (F.EXPLORE1, F.EXPLORE2), (F.TRADE, F.PRODUCE))
    assert (robot.credit, len(robot.pile)) == (3, n + 4)
    robot_step(game, "explore", 1, (F.TRADE, F.PRODUCE), (F.EXPLORE1, F.EXPLORE2))
    assert (robot.credit, len(robot.pile)) == (3, n + 5)


def test_separatist_colony_draws_more_in_explore():
    """ "Startet der Roboter mit Separatistenkolonie, zieht er in der Phase Erkunden mehr
    Karten, so wie es auf dem Modifikationsplättchen angegeben ist." """
    game = solo_with_robot_start(5)
    robot = robot_of(game)
    n = len(robot.pile)
    robot_step(game, "explore", 1, (F.TRADE, F.PRODUCE), (F.EXPLORE1, F.DEVELOP1))
    assert len(robot.pile) == n + 1 + robot.rule.explore_extra
    assert robot.rule.explore_extra > 0


def test_credit_and_economy_stop_at_their_maxima():
    """ "Die höchstmöglichen Werte sind 4 für das Guthaben und 5 für die Wirtschaftskraft.
    Eine Erhöhung über diese Werte hinaus, ist nicht möglich." """
    game = solo(5)
    robot = robot_of(game)
    robot.credit, robot.economy = 4, 5
    events = robot_step(game, "explore", 1, (F.EXPLORE1, F.PRODUCE), ())
    robot_step(game, "produce", 1, (F.EXPLORE1, F.PRODUCE), ())
    assert (robot.credit, robot.economy) == (4, 5)
    assert rev.RobotTrack("credit", 4, 4, 5) in events


# ------------------------------------------------------------------ Develop


def test_develop_example_search_places_a_cheap_development_for_nothing():
    """ "Der Robot hat 2 Karten auf seinem Handkartenstapel, und sein Guthaben beträgt 1.
    Er würfelt Entwickeln und eine andere Aktion. ... Er zieht eine Karte vom
    Nachziehstapel, legt sie auf seinen Handkartenstapel und beginnt zu suchen. Die zweite
    aufgedeckte Karte ist eine Entwicklung mit niedrigeren Kosten als 6. Sie wird auf den
    Auslagestapel gelegt, ohne das Guthaben des Roboters zu verringern. Der Roboter hat
    nach dieser Aktion noch ein Guthaben von 1 und 1 Karte auf seinem Handkartenstapel." """
    game = solo(7, "medium")
    robot = robot_of(game)
    bottom, dev = take(game, neither)[0], take(game, is_dev())[0]
    drawn = take(game, neither)[0]
    on_pile(game, [bottom, dev])
    on_deck(game, [drawn])
    robot.credit = 1
    placed = len(robot.tableau)
    events = robot_step(game, "develop", 1, (F.DEVELOP1, F.PRODUCE), (F.DEVELOP1, F.TRADE))
    assert rev.RobotSearched("pile", "development", (drawn,), dev) in events
    assert robot.tableau[-1] == dev and len(robot.tableau) == placed + 1
    assert (robot.credit, robot.pile) == (1, [bottom])
    assert drawn in game.state.discard


def test_develop_example_token_as_action_then_search_as_reaction():
    """ "Später wählt der Spieler beide Aktionen Entwickeln. Der Roboter würfelt
    Übereinstimmung, so dass er die erste Aktion Entwickeln des Spielers übernimmt. ... Das
    Guthaben des Roboters beträgt 4, er hat 5 Karten auf seinem Handkartenstapel und 2 noch
    nicht ausgespielte Entwicklungsmarken ... Er nimmt eine Entwicklungsmarke aus seinem
    Vorrat, legt sie in seine Auslage und verringert sein Guthaben um 2. ... Er kommt nicht
    mehr dazu, seinen Handkartenstapel zu durchsuchen. Nachdem der Spieler seine zweite
    Aktion Entwickeln ausgeführt hat, führt der Roboter seine Reaktion aus. Er kann seine
    letzte Entwicklungsmarke nicht mehr auslegen, da dies als Reaktion 3 kosten würde. ...
    Die dritte aufgedeckte Karte ist eine Entwicklung mit Kosten 2. Er legt sie auf seinen
    Auslagestapel und verringert sein Guthaben um 1. Nach dieser Aktion hat der Roboter ein
    Guthaben von 1 und noch 2 Karten auf seinem Handkartenstapel." """
    game = solo(7, "medium")
    robot = robot_of(game)
    rest = take(game, neither, 4)
    cost2 = take(game, lambda c: c.is_development and c.cost == 2)[0]
    on_pile(game, [rest[0], rest[1], cost2, rest[2], rest[3]])
    robot.credit = 4
    marks = player_fields((Action.DEVELOP, Action.DEVELOP2))
    dice = place_dice((Face.MATCH, Face.PRODUCE), marks, Face.SETTLE)
    assert dice == (F.DEVELOP1, F.PRODUCE)
    first = robot_step(game, "develop", 1, dice, marks)
    assert rev.RobotToken(2, 1) in first
    assert not any(isinstance(e, rev.RobotSearched) for e in first)
    assert (robot.credit, robot.tokens, len(robot.pile)) == (2, 1, 5)
    second = robot_step(game, "develop", 2, dice, marks)
    assert turns(second) == [("develop", 2, "reaction")]
    assert rev.RobotSearched("pile", "development", (rest[3], rest[2]), cost2) in second
    assert (robot.credit, robot.tokens_left, len(robot.pile)) == (1, 1, 2)
    assert robot.tableau[-1] == cost2


def test_develop_action_pays_one_credit_for_a_six_cost_development():
    """ "Findet er eine Entwicklung mit Kosten 6, muss er sein Guthaben um 1 verringern,
    um sie auf seinen Auslagestapel zu legen." """
    game = solo(8)
    robot = robot_of(game)
    robot.tokens_left = 0
    six = take(game, is_dev(cost_below_6=False))[0]
    top = take(game, neither)[0]
    on_pile(game, [six])
    on_deck(game, [top])
    robot.credit = 1
    events = robot_step(game, "develop", 1, (F.DEVELOP1, F.TRADE), ())
    assert rev.RobotPlaced(six, 1) in events and robot.credit == 0


def test_develop_reaction_passes_without_credit():
    """ "Entwickeln Reaktion: Falls der Roboter über kein Guthaben verfügt, passt er." """
    game = solo(8)
    robot = robot_of(game)
    robot.credit = 0
    pile = list(robot.pile)
    events = robot_step(game, "develop", 1, (F.TRADE, F.PRODUCE), (F.DEVELOP1, F.TRADE))
    assert rev.RobotPassed("develop", "no_credit") in events and robot.pile == pile


# ------------------------------------------------------------------ Settle


def test_settle_example_robot_without_credit_passes():
    """ "Der Spieler wählt Siedeln. Der Roboter hat kein Guthaben und würfelt zwei andere
    Aktionen. In der Phase Siedeln passt der Roboter." """
    game = solo(9)
    robot = robot_of(game)
    robot.rule = default_table().rule(None)  # a start world without a modification
    robot.credit = 0
    events = robot_step(game, "settle", 1, (F.TRADE, F.PRODUCE), (F.SETTLE1, F.TRADE))
    assert rev.RobotPassed("settle", "no_credit") in events


def _settle_example(found_in_reaction: bool) -> tuple[Game, list[object]]:
    """ "In einer späteren Runde wählt der Spieler beide Aktionen Siedeln. Der Roboter
    würfelt Übereinstimmung und eine andere Aktion. Das Guthaben des Roboters beträgt 2,
    und er hat 2 Karten auf seinem Handkartenstapel. Nachdem der Spieler seine erste Aktion
    Siedeln ausgeführt hat, zieht der Roboter 3 Karten und beginnt zu suchen. Er deckt als
    vierte Karte eine nicht-militärische Welt auf und legt sie aus." """
    game = solo(9)
    robot = robot_of(game)
    robot.rule = default_table().rule(None)
    world = take(game, non_military_world)[0]
    other = take(game, neither)[0]
    on_pile(game, [other, world])
    drawn = take(game, neither, 3)
    reaction_draw = take(game, neither, 1) + (take(game, non_military_world) if
                                               found_in_reaction else take(game, neither))
    on_deck(game, drawn + reaction_draw)
    robot.credit = 2
    marks = player_fields((Action.SETTLE, Action.SETTLE2))
    dice = place_dice((Face.MATCH, Face.TRADE), marks, Face.DEVELOP)
    assert dice == (F.SETTLE1, F.TRADE)
    first = robot_step(game, "settle", 1, dice, marks)
    searched = next(e for e in first if isinstance(e, rev.RobotSearched))
    assert searched.found == world and len(searched.discarded) == 3
    assert robot.tableau[-1] == world and robot.credit == 2 and robot.pile == [other]
    return game, robot_step(game, "settle", 2, dice, marks)


def test_settle_example_reaction_finds_nothing_and_keeps_its_credit():
    """ "Nachdem der Spieler seine zweite Aktion Siedeln ausgeführt hat, folgt die Reaktion
    des Roboters. Da er noch Guthaben hat, zieht er vom Nachziehstapel 2 Karten ... Falls er
    nach der dritten Karte keine gefunden hat, ist sein Handkartenstapel aufgebraucht. Dann
    passt der Roboter und behält sein Guthaben von 2." """
    game, second = _settle_example(found_in_reaction=False)
    robot = robot_of(game)
    searched = next(e for e in second if isinstance(e, rev.RobotSearched))
    assert searched.found is None and len(searched.discarded) == 3
    assert robot.pile == [] and robot.credit == 2


def test_settle_example_reaction_finds_a_world_and_pays_one_credit():
    """ "Findet er eine nicht-militärische Welt, legt er sie aus und verringert sein
    Guthaben um 1, da er ja als Reaktion auf die Aktion des Spielers siedelt." """
    game, second = _settle_example(found_in_reaction=True)
    robot = robot_of(game)
    placed = next(e for e in second if isinstance(e, rev.RobotPlaced))
    assert placed.credit == 1 and robot.credit == 1


@pytest.mark.parametrize("number", [1, 3, 5])
def test_military_start_worlds_search_military_worlds_and_react_without_credit(number):
    """ "Wie auf den Modifikationsplättchen angegeben, sucht der Roboter mit den
    Startwelten Epsilon Eridani (1), New Sparta (3) und Separatistenkolonie (5) stattdessen
    nach militärischen Welten. Außerdem benötigt er beim Siedeln als Reaktion kein
    Guthaben!" """
    game = solo_with_robot_start(number)
    robot = robot_of(game)
    military = take(game, neither)[0]
    on_pile(game, [military])
    robot.credit = 0
    events = robot_step(game, "settle", 1, (F.TRADE, F.PRODUCE), (F.SETTLE1, F.TRADE))
    assert robot.tableau[-1] == military and robot.credit == 0
    assert rev.RobotPlaced(military, 0) in events


def test_alpha_centauri_draws_more_in_its_settle_action_and_reacts_without_credit():
    """ "Alpha Centauri (2) darf bei seiner Aktion Siedeln mehr Karten ziehen. Bei der
    Reaktion benötigt er zum Siedeln kein Guthaben." """
    game = solo_with_robot_start(2)
    robot = robot_of(game)
    on_pile(game, [])
    on_deck(game, take(game, neither, 6))
    events = robot_step(game, "settle", 1, (F.SETTLE1, F.TRADE), ())
    drew = next(e for e in events if isinstance(e, rev.RobotDrew))
    assert drew.n == 3 + robot.rule.settle_action_extra > 3
    robot.credit = 0
    events = robot_step(game, "settle", 1, (F.TRADE, F.PRODUCE), (F.SETTLE1, F.TRADE))
    assert not any(isinstance(e, rev.RobotPassed) for e in events)


def test_doomed_world_first_settle_action_searches_the_deck():
    """ "Erste Aktion Siedeln mit Sterbende Welt (8): Der Roboter sucht im Nachziehstapel
    (nicht in seinem Handkartenstapel!), bis er eine nicht-militärische Welt mit 3 oder mehr
    Siegpunkten findet und legt sie aus. Anschließend erhöht er sein Guthaben um 2 und seine
    Wirtschaftskraft um 1. Danach wirft er das Modifikationsplättchen auf seiner
    Anzeigetafel und die Karte Sterbende Welt ab." """
    game = solo_with_robot_start(8)
    robot = robot_of(game)
    doomed = robot.start
    pile = list(robot.pile)
    big = take(game, lambda c: c.is_world and not c.military and c.vp >= 3)[0]
    small = take(game, lambda c: c.is_world and not c.military and c.vp < 3)[0]
    on_deck(game, [small, big])
    credit, economy = robot.credit, robot.economy
    events = robot_step(game, "settle", 1, (F.SETTLE1, F.TRADE), ())
    assert rev.RobotSearched("deck", "world_vp", (small,), big) in events
    assert robot.pile == pile  # not its pile
    assert robot.tableau == [big] and doomed in game.state.discard
    assert (robot.credit, robot.economy) == (credit + 2, economy + 1)
    assert rev.RobotStartDiscarded(doomed) in events
    # the second Settle action is the normal one
    on_deck(game, take(game, neither, 3))
    again = robot_step(game, "settle", 1, (F.SETTLE1, F.TRADE), ())
    assert any(isinstance(e, rev.RobotDrew) for e in again)


# ------------------------------------------------------------------ Consume


def test_consume_example_trade_action_and_no_reaction_to_the_players_2x():
    """ "Der Spieler wählt als eine Aktion Verbrauchen: 2x Siegpunkte und der Roboter
    würfelt Verbrauchen: Handeln als eine seiner Aktionen. Das Guthaben des Roboters beträgt
    3 und seine Wirtschaftskraft 1. Er erhält einen Siegpunkt und erhöht sein Guthaben auf
    4; das ist das Maximum. Auf die Aktion Verbrauchen: 2x Siegpunkte des Spielers reagiert
    der Roboter nicht, da er selbst bereits eine Aktion Verbrauchen ausgeführt hat." """
    game = solo(12)
    robot = robot_of(game)
    robot.rule = default_table().rule(None)
    robot.credit, robot.economy = 3, 1
    pool = game.state.pool
    events = robot_step(game, "consume", 1, (F.TRADE, F.PRODUCE), (F.DOUBLE, F.PRODUCE))
    assert turns(events) == [("consume", 1, "trade")]
    assert (robot.chips, robot.credit, robot.economy) == (1, 4, 1)
    assert game.state.pool == pool - 1


def test_consume_example_reaction_to_both_consume_actions_scores_once():
    """ "In einer späteren Runde wählt der Spieler beide Aktionen Verbrauchen, und der
    Roboter würfelt zwei andere Aktionen. Die Wirtschaftskraft des Roboters beträgt 3. Er
    erhält daher 3 Siegpunkte. Er bekommt die Punkte aber nur einmal" """
    game = solo(12)
    robot = robot_of(game)
    robot.economy = 3
    events = robot_step(game, "consume", 1, (F.EXPLORE1, F.PRODUCE), (F.TRADE, F.DOUBLE))
    assert turns(events) == [("consume", 1, "reaction")]
    assert robot.chips == 3


def test_consume_2x_and_both_consume_actions():
    """2x: "doppelt so viele Siegpunkte ... Anschließend erhöht er seine Wirtschaftskraft um
    1"; both: "... Anschließend erhöht er sein Guthaben um 2 und seine Wirtschaftskraft um
    1." Only the player's 2x: no reaction."""
    game = solo(12)
    robot = robot_of(game)
    robot.rule = default_table().rule(None)
    robot.credit, robot.economy = 0, 2
    robot_step(game, "consume", 1, (F.DOUBLE, F.PRODUCE), ())
    assert (robot.chips, robot.credit, robot.economy) == (4, 0, 3)
    robot_step(game, "consume", 1, (F.DOUBLE, F.TRADE), ())
    assert (robot.chips, robot.credit, robot.economy) == (10, 2, 4)
    assert robot_step(game, "consume", 1, (F.EXPLORE1, F.PRODUCE), (F.DOUBLE, F.PRODUCE)) == []


def test_old_earth_robot_tile_becomes_x2_after_the_first_trade():
    """ "Erste Aktion Verbrauchen: Handeln mit Alte Erde (0): Nach der Aktion wird das
    „Roboter“-Plättchen $ auf der Anzeigetafel durch das „Roboter“-Plättchen x2 ersetzt." """
    game = solo_with_robot_start(0)
    robot = robot_of(game)
    assert robot.tile is Face.TRADE
    events = robot_step(game, "consume", 1, (F.TRADE, F.PRODUCE), ())
    assert rev.RobotTileTurned(Face.TRADE, Face.DOUBLE) in events and robot.tile is Face.DOUBLE
    robot_step(game, "consume", 1, (F.TRADE, F.PRODUCE), ())
    assert robot.tile is Face.DOUBLE


def test_damaged_alien_factory_tile_flips_after_trade_and_produce():
    """ "Jedes Mal, wenn das „Roboter“-Plättchen $ zeigt, wird es nach der Aktion
    Verbrauchen: Handeln auf die Seite [Produzieren] umgedreht." and back after Produce."""
    game = solo_with_robot_start(7)
    robot = robot_of(game)
    assert robot.tile is Face.TRADE
    robot_step(game, "consume", 1, (F.TRADE, F.EXPLORE1), ())
    assert robot.tile is Face.PRODUCE
    robot_step(game, "produce", 1, (F.PRODUCE, F.EXPLORE1), ())
    assert robot.tile is Face.TRADE


# ------------------------------------------------------------------ Produce


def test_produce_example():
    """ "Der Roboter würfelt als eine seiner Aktionen Produzieren. Seine Wirtschaftskraft
    ist 0. Sie wird auf 1 erhöht. Später wählt der Spieler die Aktion Produzieren, aber der
    Roboter würfelt zwei andere Aktionen. Der Roboter passt in dieser Phase. In einer
    späteren Runde wählt der Spieler Produzieren und der Roboter würfelt Produzieren. Die
    Wirtschaftskraft des Roboters ist 2. Sie wird auf 3 erhöht." """
    game = solo(13)
    robot = robot_of(game)
    robot.rule = default_table().rule(None)
    robot.economy = 0
    robot_step(game, "produce", 1, (F.PRODUCE, F.EXPLORE1), ())
    assert robot.economy == 1
    events = robot_step(game, "produce", 1, (F.TRADE, F.EXPLORE1), (F.PRODUCE, F.TRADE))
    assert rev.RobotPassed("produce", "produce_reaction") in events and robot.economy == 1
    robot.economy = 2
    robot_step(game, "produce", 1, (F.PRODUCE, F.EXPLORE1), (F.PRODUCE, F.TRADE))
    assert robot.economy == 3


# ------------------------------------------------------------------ the round, the end


def test_round_order_player_then_robot_in_each_run():
    """ "In der Reihenfolge der gewählten Phasen werden die Aktionen von links nach rechts
    ausgeführt": the phases run when the player or a die calls them, Develop twice when a
    die or indicator lies on its right field."""
    assert rules.phase_runs((F.DEVELOP1, F.DEVELOP2), (F.TRADE, F.PRODUCE)) == [
        ("develop", 2), ("consume", 1), ("produce", 1)]
    assert rules.phase_runs((F.EXPLORE1, F.SETTLE1), (F.SETTLE1, F.SETTLE2)) == [
        ("explore", 1), ("settle", 2)]


def test_game_ends_when_the_robot_has_12_cards_tokens_counting():
    """ "... oder nach der Runde, in der der Spieler oder der Roboter 12 Karten oder mehr in
    seiner Auslage hat. In der Auslage des Roboters zählt jede Entwicklungsmarke mit Kosten
    6 als eine Karte." """
    from rftg.core.solitaire.ruleset import robot_full

    game = solo(14, "hard")
    robot = robot_of(game)
    robot.tableau = [robot.start, *take(game, not_a_world, 9)]
    robot.tokens = 1
    assert robot_full(game) is None
    robot.tokens = 2
    ending = robot_full(game)
    assert ending is not None and ending.kind == "robot_tableau"


def test_robot_scoring_six_cost_developments_and_tokens_by_difficulty():
    """ "Der Roboter zählt seine Siegpunkt-Chips und die Siegpunkte auf den Karten auf
    seinem Auslagestapel zusammen. Entwicklungskarten mit Kosten 6 und
    Entwicklungsmarken zählen, je nach gewähltem Schwierigkeitsgrad, 6 oder 9 Punkte." """
    game = solo(15, "hard")
    robot = robot_of(game)
    six = take(game, is_dev(cost_below_6=False))[0]
    robot.tableau = [robot.start, six]
    robot.tokens, robot.chips = 2, 5
    its = game.scores()[rules.ROBOT_SEAT]
    assert its.total == game.state.card(robot.start).vp + 9 + 2 * 9 + 5


def test_tie_rule_compares_credit_and_economy_with_hand_and_goods():
    """ "Im Fall eines Gleichstandes wird die Summe aus Guthaben und Wirtschaftskraft des
    Roboters mit der Anzahl der Handkarten und Güter des Spielers verglichen." """
    assert rules.solitaire_winners(30, 30, 4, 3) == [0]
    assert rules.solitaire_winners(30, 30, 2, 3) == [rules.ROBOT_SEAT]
    assert rules.solitaire_winners(30, 30, 3, 3) == [0, rules.ROBOT_SEAT]
    assert rules.solitaire_winners(29, 30, 9, 0) == [rules.ROBOT_SEAT]
