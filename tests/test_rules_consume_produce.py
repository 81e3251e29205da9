"""Consume (with Trade), Produce, the end of the round and of the game, as the base
rulebook (000_7921177132013977.txt) says."""

from __future__ import annotations

import pytest
from rules_helpers import answer, decision, labels, one, option

from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.moves import UsePower
from rftg.core.observe import observation
from rftg.core.save import digest
from rftg.core.scenario import position
from rftg.core.text import option_label
from rftg.tutor.race.explain import explain


def consume(players, **kw):
    return position(players, "consume", **kw)


def other(actions=()):
    return {"tableau": ["Alpha Centauri"], "actions": list(actions)}


def test_fta_takes_every_novelty_good_left_new_vinland_example():
    """ "Hat der Spieler in seiner Auslage beispielsweise drei Güter Luxusartikel, New Vinland
    und Freihandelsunion, ist es ihm nicht erlaubt, mit der Fähigkeit der Freihandelsunion ...
    nur zwei Güter zu verbrauchen ... Er muss jetzt das dritte Gut ebenfalls mit der Fähigkeit
    der Freihandelsunion verbrauchen. Der Spieler hätte die beiden Fähigkeiten auch in der
    umgekehrten Reihenfolge einsetzen können" """
    spec = {"tableau": ["Earth's Lost Colony", "Free Trade Association", "New Vinland",
                        "Gem World", "Artist Colony"],
            "goods": ["New Vinland", "Gem World", "Artist Colony"], "hand": 0,
            "actions": ["double"]}
    g = consume([spec, other(["trade"])])
    fta = option(g, 0, "Free Trade Association")
    assert (fta.min_cards, fta.max_cards, len(fta.cards_from)) == (3, 3, 3)
    with pytest.raises(IllegalChoice):
        g.choose(0, Choice(fta.move, fta.cards_from[:2]))
    # the other order: New Vinland first (1 good: 2 cards), then FTA takes the other two
    g2 = consume([spec, other(["trade"])])
    nv = option(g2, 0, "New Vinland")
    g2.choose(0, Choice(nv.move, (nv.cards_from[0],)))
    assert option(g2, 0, "Free Trade Association").min_cards == 2


def test_consume_powers_each_once_and_x2_doubles_goods_vp_only():
    """ "Jede Verbrauchen-Fähigkeit darf in jeder Phase Verbrauchen nur einmal genutzt werden."
    "Spieler, die Verbrauchen: 2x Siegpunkte gewählt haben, erhalten ... die doppelte Anzahl
    Siegpunkte ... Siegpunkte für abgeworfene Handkarten werden nicht verdoppelt!" """
    g = consume([{"tableau": ["Old Earth", "Deficit Spending", "Gem World", "Artist Colony",
                              "Comet Zone"], "goods": ["Gem World", "Artist Colony", "Comet Zone"],
                  "hand": 2, "actions": ["double"]}, other(["trade"])])
    answer(g, 0, "Old Earth")  # up to 2 goods, 1 VP each, doubled
    assert g.state.players[0].chips == 4
    assert not any(lbl.startswith("Old Earth") for lbl in labels(g, 0))
    d = option(g, 0, "Deficit Spending")
    g.choose(0, Choice(d.move, d.cards_from[:2]))
    assert g.state.players[0].chips == 6  # +2, not doubled
    assert len(g.state.players[0].goods) == 1  # one good left: no usable power remains


def test_trade_first_with_every_bonus():
    """ "Wählt der Spieler Verbrauchen: Handeln muss er ein Gut verkaufen, bevor er die
    Verbrauchen-Fähigkeiten einsetzt ... 5 Karten für Alien-Technologie, 4 Karten für Gene,
    3 Karten für Seltene Elemente und 2 Karten für Luxusartikel." and "Beim Verkauf dürfen
    die Spieler alle Handeln-Fähigkeiten einsetzen" """
    g = consume([{"tableau": ["Old Earth", "Export Duties", "Spice World", "Pirate World",
                              "Comet Zone"],
                  "goods": ["Spice World", "Pirate World", "Comet Zone"], "hand": 0,
                  "actions": ["trade"]}, other()])
    assert decision(g, 0).kind.value == "sale"
    sale = {option_label(o) for o in decision(g, 0).options}
    # Old Earth +1 and Export Duties +1 on everything; Spice World +2 on Novelty; Pirate
    # World +3 on its own good
    assert sale == {
        "Sell the good on Spice World for 6 cards",  # 2 + 1 + 1 + 2
        "Sell the good on Pirate World for 9 cards",  # 2 + 1 + 1 + 2 + 3
        "Sell the good on Comet Zone for 5 cards",  # 3 + 1 + 1
    }
    answer(g, 0, "Sell the good on Pirate World")
    assert len(g.state.players[0].hand) == 9
    assert decision(g, 0).kind.value == "consume"  # then the consume powers


def test_mandatory_powers_before_stopping_optional_may_be_left():
    """ "Jeder Spieler, der Güter hat, muss sie, wenn es ihm möglich ist, verbrauchen."
    Deficit Spending: "Die Anwendung dieser Fähigkeit ist freiwillig!" """
    g = consume([{"tableau": ["Old Earth", "Deficit Spending", "Gem World"],
                  "goods": ["Gem World"], "hand": 3, "actions": ["double"]}, other(["trade"])])
    assert "Stop consuming" not in labels(g, 0)
    answer(g, 0, "Old Earth")
    assert labels(g, 0)[-1] == "Stop consuming"
    answer(g, 0, "Stop consuming")
    assert len(g.state.players[0].hand) == 3


def test_pilgrimage_world_one_vp_less_than_goods():
    """ "Wirf alle Güter ab, um einen Siegpunkt weniger zu erhalten, als die Anzahl Güter, die
    du abgeworfen hast ... Der Spieler hat 3 Güter ... Er wirft sie alle ab und erhält 2
    Siegpunkte." """
    g = consume([{"tableau": ["Pilgrimage World", "Gem World", "Comet Zone", "Spice World"],
                  "goods": ["Gem World", "Comet Zone", "Spice World"], "hand": 0,
                  "actions": ["trade"]}, other()])
    answer(g, 0, "Sell the good on Gem World")
    answer(g, 0, "Pilgrimage World")
    assert g.state.players[0].chips == 1  # 2 goods left: 1 VP
    g = consume([{"tableau": ["Pilgrimage World", "Gem World", "Comet Zone", "Spice World"],
                  "goods": ["Gem World", "Comet Zone", "Spice World"], "hand": 0,
                  "actions": ["double"]}, other(["trade"])])
    answer(g, 0, "Pilgrimage World")
    assert g.state.players[0].chips == 4  # 3 goods: 2 VP, doubled


def test_exact_counts_and_different_kinds():
    """ "Wirf 2 Güter beliebiger Arten (auch zwei gleiche) ab, um 3 Siegpunkte zu erhalten."
    "Wirf genau 3 Güter von verschiedenen Arten ab, um 3 Siegpunkte zu erhalten." """
    g = consume([{"tableau": ["Old Earth", "Tourist World", "Diversified Economy", "Gem World",
                              "Spice World", "Comet Zone", "Plague World"],
                  "goods": ["Gem World", "Spice World", "Comet Zone", "Plague World"], "hand": 0,
                  "actions": ["double"]}, other(["trade"])])
    div = option(g, 0, "Diversified Economy")
    assert div.min_cards == div.max_cards == 3
    gem, spice = one(g, 0, "Gem World"), one(g, 0, "Spice World")
    plague = one(g, 0, "Plague World")
    before = digest(g)
    with pytest.raises(IllegalChoice, match="different kinds"):
        g.choose(0, Choice(div.move, (gem, spice, plague)))
    assert digest(g) == before
    g.choose(0, Choice(div.move, (gem, one(g, 0, "Comet Zone"), plague)))
    assert g.state.players[0].chips == 6
    # one good is left: Tourist World needs 2 and is not offered; Old Earth takes it
    assert labels(g, 0) == ["Old Earth: Consume up to 2 goods: 1 VP each"]


def test_trade_powers_with_and_without_bonuses():
    """Page 9-10, "Für Karten zum Handelswert": Schwarzmarkt: "Handeln-Fähigkeiten haben
    hierauf keinen Einfluss"; Handels-Liga: "Dabei werden alle anderen Handeln-Fähigkeiten
    angerechnet." """
    g = consume([{"tableau": ["Old Earth", "Black Market Trading World", "Gem World"],
                  "goods": ["Gem World"], "hand": 0, "actions": ["double"]}, other(["trade"])])
    answer(g, 0, "Black Market Trading World")
    assert len(g.state.players[0].hand) == 2  # Novelty: 2, Old Earth's +1 does not count
    g = consume([{"tableau": ["Old Earth", "Trade League", "Gem World"],
                  "goods": ["Gem World"], "hand": 0, "actions": ["double"]}, other(["trade"])])
    answer(g, 0, "Trade League")
    assert len(g.state.players[0].hand) == 4  # 2 + Old Earth 1 + Trade League 1


def test_new_economy_draws_without_goods():
    """ "Manche Fähigkeiten, wie zum Beispiel New Economy, wirken in der Phase Verbrauchen ohne
    weitere Bedingungen" """
    g = consume([{"tableau": ["Old Earth", "New Economy"], "hand": 0}, other(["trade"])])
    assert labels(g, 0) == ["New Economy: Draw 1 card"]
    answer(g, 0, "New Economy")
    assert len(g.state.players[0].hand) == 1


def test_gateway_station_two_goods_for_vp_and_three_cards():
    """Optional start world -6 (base rules, last page, Gateway Station): "IV: consume exactly
    2 goods of any kinds for 1 VP and 3 cards"; page 9: "Wirf 2 Güter beliebiger Arten (auch
    zwei gleiche) ab" """
    g = consume([{"tableau": ["Gateway Station", "Gem World"], "goods": ["Gateway Station",
                                                                      "Gem World"],
                  "hand": 0, "actions": ["double"]}, other()])
    answer(g, 0, "Gateway Station")
    assert (g.state.players[0].chips, len(g.state.players[0].hand)) == (2, 3)


def test_gambling_world_keeps_a_matching_card():
    """ "Nenne eine Zahl von 1 bis 7. Decke die oberste Karte vom Nachziehstapel auf. Wenn ihre
    Kosten oder die Verteidigungsstärke gleich der von dir genannten Zahl sind, darfst du sie
    behalten, anderenfalls legst du sie auf den Abwurfhaufen." """
    g = consume([{"tableau": ["Old Earth", "Gambling World"], "hand": 0}, other(["trade"])])
    top = g.state.deck[-1]
    k = g.state.card(top).cost
    gambles = [o.move for o in decision(g, 0).options
               if isinstance(o.move, UsePower) and o.move.number is not None]
    assert sorted(m.number for m in gambles) == list(range(1, 8))
    answer(g, 0, f"Gambling World: name {k}")
    assert g.state.players[0].hand == ([top] if 1 <= k <= 7 else [])


def produce(players, **kw):
    return position(players, "produce", **kw)


def test_production_worlds_produce_and_draw_if_produced():
    """ "Lege ein Gut auf jede Produktions-Welt ..., auf der kein Gut liegt." Kristallwelt:
    "Liegt bereits ein Gut auf der Welt, darf der Spieler keine Karte ziehen." """
    g = produce([{"tableau": ["Old Earth", "Gem World", "Comet Zone"], "goods": ["Comet Zone"],
                  "hand": 0}, other(["produce"])])
    p = g.state.players[0]
    assert set(p.goods) == {one(g, 0, "Gem World"), one(g, 0, "Comet Zone")}
    assert not g.pending() or all(d.player != 0 for d in g.pending())
    assert len(p.hand) == 1  # Gem World produced: draw 1; Comet Zone already had a good


def test_produce_bonus_places_one_windfall_good():
    """ "Die Spieler, die Produzieren gewählt haben, dürfen, wenn möglich, als Bonus ein Gut
    auf eine Windfall-Welt legen, auf der noch kein Gut liegt." """
    g = produce([{"tableau": ["Old Earth", "Asteroid Belt", "Radioactive World"], "hand": 0,
                  "actions": ["produce"]}, other()])
    bonus = option(g, 0, "Produce bonus")
    assert len(bonus.cards_from) == 2 and bonus.min_cards == 1
    answer(g, 0, "Produce bonus")
    assert len(g.state.players[0].goods) == 1
    assert decision(g, 0).kind.value == "action"  # the phase is over for this player


def test_windfall_power_of_a_kind_is_mandatory():
    """Mining Robots: "Produziere ein Gut auf einer deiner Windfall-Welten der angegebenen Art
    ..., auf der noch kein Gut liegt." (a power must be used if possible)"""
    g = produce([{"tableau": ["Old Earth", "Mining Robots", "Asteroid Belt", "Pre-Sentient Race"],
                  "hand": 0}, other(["produce"])])
    assert labels(g, 0) == ["Mining Robots: windfall good"]
    assert option(g, 0, "Mining Robots").cards_from == (one(g, 0, "Asteroid Belt"),)


def test_draws_per_good_kind_and_most_rare():
    """Consumer Markets: "Ziehe 1 Karte für jedes Gut der angegebenen Art, das du in dieser
    Phase Produzieren produziert hast"; Mining Conglomerate: "Ziehe am Ende der Phase
    Produzieren 2 Karten, wenn du in dieser Phase mehr Seltene Elemente produziert hast, als
    jeder andere Spieler." """
    g = produce([{"tableau": ["Old Earth", "Consumer Markets", "Mining Conglomerate",
                              "Spice World", "Artist Colony", "Comet Zone"], "hand": 0},
                 {"tableau": ["Alpha Centauri", "Mining World"], "actions": ["produce"]}])
    for d in list(g.pending()):
        answer(g, d.player, "Produce nothing")
    # Spice World + Artist Colony: 2 Novelty; Comet Zone draws 1; rare tie 1:1, no draw
    assert len(g.state.players[0].hand) == 2 + 1
    assert len(g.state.players[1].hand) == 1  # Mining World draws 1


def test_pan_galactic_league_draws_per_gene_world():
    """ "Ziehe 1 Karte für jede Produktions- oder Windfall-Welt für Gene in deiner Auslage." """
    g = produce([{"tableau": ["Old Earth", "Pan-Galactic League", "Plague World",
                              "Pre-Sentient Race"], "goods": ["Pre-Sentient Race"], "hand": 0},
                 other(["produce"])])
    assert len(g.state.players[0].hand) == 2


def test_terraforming_colonists_discard_to_produce_on_a_windfall_world():
    """ "V: Du darfst 1 Handkarte abwerfen, um 1 Gut auf [einer Windfall-Welt] zu produzieren." """
    g = produce([{"tableau": ["Terraforming Colonists", "Asteroid Belt"],
                  "hand": ["Gem World"]}, other(["produce"])])
    opt = option(g, 0, "Terraforming Colonists")
    assert opt.cards_from == (one(g, 0, "Gem World", "hand"),)
    assert labels(g, 0)[-1] == "Produce nothing more"
    answer(g, 0, "Terraforming Colonists")
    assert one(g, 0, "Asteroid Belt") in g.state.players[0].goods and g.state.players[0].hand == []


def test_hand_limit_at_the_end_of_the_round():
    """ "Nachdem alle von den Spielern gewählten Phasen abgeschlossen wurden, muss jeder Spieler,
    der mehr als 10 Karten auf der Hand hat, überzählige Karten abwerfen." """
    g = position([{"tableau": ["Old Earth"], "hand": 13}, {"tableau": ["Alpha Centauri"],
                                                          "hand": 10}], "round_end")
    assert [d.player for d in g.pending()] == [0]
    d = option(g, 0, "Discard")
    assert d.min_cards == d.max_cards == 3
    answer(g, 0, "Discard")
    assert len(g.state.players[0].hand) == 10
    assert g.state.round == 2 and not g.over


def test_game_ends_after_the_round_with_12_cards():
    """ "Das Spiel endet nach der Runde ... in der: ein Spieler 12 oder mehr Karten in seiner
    Auslage hat" """
    worlds = ["Old Earth", "Gem World", "Comet Zone", "Spice World", "Artist Colony",
              "Asteroid Belt", "Radioactive World", "Destroyed World", "Mining World",
              "New Vinland", "Secluded World", "Outlaw World"]
    g = position([{"tableau": worlds}, {"tableau": ["Alpha Centauri"]}], "round_end")
    assert g.over and g.state.phase == "over"


def test_game_ends_when_the_vp_pool_is_used_up():
    """ "oder der Vorrat an Siegpunkt-Chips aufgebraucht wurde." (it may be overdrawn)"""
    g = consume([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                  "goods": ["Gem World", "Comet Zone"], "hand": 0, "actions": ["double"]},
                 other(["trade"])], pool=1)
    answer(g, 0, "Old Earth")
    assert g.state.players[0].chips == 4 and g.state.pool == -3
    assert g.over


def test_gem_worlds_card_pays_for_terraforming_colonists():
    """Issue 12, Produce in the player's order. "Der Spieler darf selbst entscheiden, in
    welcher Reihenfolge er die Fähigkeiten nutzt" and "Die Fähigkeiten werden immer eine nach
    der anderen benutzt": Kristallwelt ("Ziehe 1 Karte, nachdem diese Welt ein Gut produziert
    hat") draws first, and that card pays for Terraforming Kolonisten ("Der Spieler darf 1
    Handkarte abwerfen, um ein Gut auf einer seiner Windfall-Welten ohne Gut darauf zu
    produzieren")."""
    spec = {"tableau": ["Terraforming Colonists", "Gem World", "Asteroid Belt"], "hand": 0}
    g = produce([spec, other(["produce"])])
    assert labels(g, 0) == [
        "Gem World: draw now (Draw 1 card if this world produces a good)",
        "Produce nothing more"]
    told = explain(observation(g, 0)).options[decision(g, 0).options[0].move]
    assert told.startswith("Gem World: draw 1 card now.") and "discard-to-produce" in told
    answer(g, 0, "Gem World")
    p = g.state.players[0]
    drawn = list(p.hand)
    assert len(drawn) == 1
    opt = option(g, 0, "Terraforming Colonists")
    assert opt.cards_from == tuple(drawn)
    assert not any(lbl.startswith("Gem World") for lbl in labels(g, 0))  # used once
    answer(g, 0, "Terraforming Colonists")
    assert one(g, 0, "Asteroid Belt") in p.goods and p.hand == []
    assert all(d.player != 0 for d in g.pending())

    # stopping at once: Gem World draws when the player stops, nothing is discarded
    g = produce([spec, other(["produce"])])
    answer(g, 0, "Produce nothing more")
    me = g.state.players[0]
    assert len(me.hand) == 1 and one(g, 0, "Asteroid Belt") not in me.goods


def test_diversified_economys_card_discarded_for_its_good_earns_no_further_card():
    """The Gathering Storm, Defekte Alien Fabrik: "Wenn der Spieler eine Karte abwirft, die er
    in dieser Phase durch Mischwirtschaft erhalten hat, bekommt er für die Produktion dieses
    Gutes durch Mischwirtschaft keine weitere Karte, da sich Fähigkeiten niemals gegenseitig
    unterbrechen können." Mischwirtschaft: "Ziehe 1 Karte pro verschiedene Art Gut, die du in
    dieser Phase Produzieren produziert hast." """
    def game(hand: int):
        return produce([{"tableau": ["Damaged Alien Factory", "Diversified Economy",
                                     "Spice World"], "hand": hand, "actions": ["produce"]},
                        other()], edition="gs")  # no empty windfall world: no bonus to place

    factory_label = "Damaged Alien Factory: discard a card to produce"
    g = game(0)  # Spice World produced Novelty: Diversified Economy would draw 1 now
    assert labels(g, 0) == [
        "Diversified Economy: draw now (Draw 1 card per different kind of good you "
        "produced in this phase)", "Produce nothing more"]
    answer(g, 0, "Diversified Economy")
    p = g.state.players[0]
    assert len(p.hand) == 1
    answer(g, 0, factory_label)  # pays with Diversified Economy's card
    assert one(g, 0, "Damaged Alien Factory") in p.goods
    assert p.hand == []  # the Alien good earns no further card: the power was used
    assert decision(g, 0).kind.value == "action"  # the phase is over: the next round

    # with a card of his own: the factory first, then both kinds count when he stops
    g = game(1)
    assert labels(g, 0)[0] == factory_label
    answer(g, 0, factory_label)  # nothing is left to choose: Diversified Economy draws now
    assert len(g.state.players[0].hand) == 2  # Novelty and Alien
