"""Settle, as the base rulebook (000_7921177132013977.txt, "III: Siedeln" and page 8-9)
and The Gathering Storm's rules (001_...) say."""

from __future__ import annotations

from rules_helpers import answer, decision, hand_names, labels, one, option

from rftg.core.cards import Phase
from rftg.core.decisions import Choice
from rftg.core.observe import phase_facts
from rftg.core.scenario import position
from rftg.core.text import option_label, prompt_text


def settle(players, **kw):
    return position(players, "settle", **kw)


def test_pay_the_cost_then_draw_the_settle_bonus():
    """ "Der Spieler bezahlt die Kosten für die Welt, indem er die entsprechende Zahl Karten aus
    seiner Hand ... legt. Alle Spieler, die Siedeln gewählt haben, dürfen eine Karte vom
    Nachziehstapel ziehen, nachdem sie die Kosten bezahlt ... haben." """
    g = settle([{"tableau": ["Old Earth"], "hand": ["Comet Zone", "Gem World", "Spice World",
                                                   "Artist Colony"], "actions": ["settle"]},
                {"tableau": ["Alpha Centauri"],
                 "hand": ["New Vinland", "Outlaw World", "Secluded World"]}])
    answer(g, 0, "Comet Zone")
    answer(g, 1, "New Vinland")
    pay = option(g, 0, "Pay")
    assert pay.min_cards == 3
    answer(g, 0, "Pay")
    answer(g, 1, "Pay")
    assert one(g, 0, "Comet Zone")
    assert len(g.state.players[0].hand) == 1  # 4 - Comet Zone - 3 paid + 1 bonus
    assert len(g.state.players[1].hand) == 0  # 3 - New Vinland - 2 paid, no bonus


def test_windfall_world_gets_a_good_when_placed():
    """ "Wenn eine solche Welt ausgespielt wird, wird sofort ein Gut darauf gelegt." """
    g = settle([{"tableau": ["Old Earth"], "hand": ["Asteroid Belt", "Gem World", "Comet Zone"],
                 "actions": ["settle"]}, {"tableau": ["Alpha Centauri"]}])
    answer(g, 0, "Asteroid Belt")
    answer(g, 1, "Place no")
    answer(g, 0, "Pay")
    assert one(g, 0, "Asteroid Belt") in g.state.players[0].goods


def test_conquest_needs_military_at_least_the_defence():
    """ "Damit der Spieler eine Welt erobern kann, muss seine militärische Stärke gleich groß
    oder größer als die Verteidigungsstärke der Welt sein. Dann darf er sie ausspielen, ohne
    Handkarten abwerfen zu müssen." New Sparta gives +2."""
    g = settle([{"tableau": ["New Sparta"], "hand": ["Former Penal Colony", "Rebel Warrior Race"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    assert "Former Penal Colony (defence 2)" in labels(g, 0)
    assert not any(lbl.startswith("Rebel Warrior Race") for lbl in labels(g, 0))  # defence 3
    answer(g, 0, "Former Penal Colony")
    answer(g, 1, "Place no")
    assert labels(g, 0) == ["Conquer (military 2 vs defence 2)"]
    answer(g, 0, "Conquer")
    assert one(g, 0, "Former Penal Colony") in g.state.players[0].goods  # a military windfall world
    assert len(g.state.players[0].hand) == 1  # nothing paid


def test_new_military_tactics_adds_3_by_discarding_it():
    """ "Hat der Spieler Neue Militärische Taktiken in seiner Auslage, kann er diese
    Entwicklungs-Karte abwerfen, um seine militärische Stärke bis zum Ende der Phase um +3 zu
    erhöhen." """
    g = settle([{"tableau": ["New Sparta", "New Military Tactics"], "hand": ["Rebel Outpost"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    answer(g, 0, "Rebel Outpost")
    answer(g, 1, "Place no")
    assert labels(g, 0) == ["Conquer, discarding New Military Tactics (military 5 vs defence 5)"]
    answer(g, 0, "Conquer, discarding")
    names = [g.state.card(c).name for c in g.state.players[0].tableau]
    assert names == ["New Sparta", "Rebel Outpost"]


def test_a_card_discarded_from_the_tableau_stops_working_at_once():
    """A card discarded from the tableau in a phase (New Military Tactics) has no powers for
    the rest of the phase, and the phase's facts no longer list it among the active cards."""
    g = settle([{"tableau": ["New Sparta", "New Military Tactics"], "hand": ["Rebel Outpost"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    p = g.state.players[0]
    nmt = one(g, 0, "New Military Tactics", "tableau")
    assert {c for c, _, _ in g.state.phase_powers(p, Phase.SETTLE)} >= {nmt}
    p.tableau.remove(nmt)  # as the Settle phase does when it is spent
    g.state.forget_powers(p)
    assert nmt not in {c for c, _, _ in g.state.phase_powers(p, Phase.SETTLE)}
    assert nmt not in phase_facts(g).seats[0].active


def test_contact_specialist_pays_defence_minus_one():
    """ "Die Kosten betragen eine Karte weniger, als es dem Wert der Verteidigungsstärke der
    Welt entspricht. Achtung: Die Kosten werden durch die militärische Stärke des Spielers
    nicht verändert." (and Contact Specialist gives military -1)"""
    g = settle([{"tableau": ["Old Earth", "Contact Specialist"],
                 "hand": ["Rebel Warrior Race", "Gem World", "Comet Zone"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    answer(g, 0, "Rebel Warrior Race")
    answer(g, 1, "Place no")
    (pay,) = decision(g, 0).options
    assert option_label(pay) == "Pay 2 cards with Contact Specialist"
    answer(g, 0, "Pay 2 cards with")
    assert one(g, 0, "Rebel Warrior Race")
    assert g.state.players[0].hand == []


def test_contact_specialist_with_discounts_and_colony_ship():
    """ "Rabatte, wie etwa durch Selbstreplizierende Roboter ... können mit dem
    Kontaktspezialist kombiniert werden ... Dementsprechend gestattet Kolonieschiff in
    Verbindung mit Kontaktspezialist eine militärische nicht-Alien Welt ohne Kosten
    auszuspielen." """
    g = settle([{"tableau": ["Old Earth", "Contact Specialist", "Replicant Robots",
                             "Colony Ship"],
                 "hand": ["Rebel Base", "Gem World", "Comet Zone", "Spice World"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    answer(g, 0, "Rebel Base")
    answer(g, 1, "Place no")
    assert labels(g, 0) == [
        "Pay 3 cards with Contact Specialist",  # defence 6 - 1 - 2 (Replicant Robots)
        "Pay with Contact Specialist, discarding Colony Ship: cost 0",
    ]
    answer(g, 0, "Pay with Contact Specialist, discarding")
    names = [g.state.card(c).name for c in g.state.players[0].tableau]
    assert "Colony Ship" not in names and "Rebel Base" in names
    assert len(g.state.players[0].hand) == 3


def test_contact_specialist_not_for_alien_worlds():
    """ "Sie kann nicht dazu verwendet werden, eine Produktions- oder Windfall-Welt für
    Alien-Technologie auszuspielen." (Kontaktspezialist für 4 Alien unmöglich)"""
    g = settle([{"tableau": ["Old Earth", "Contact Specialist"],
                 "hand": ["Alien Robot Sentry", "Gem World", "Comet Zone", "Spice World"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    assert not any(lbl.startswith("Alien Robot Sentry") for lbl in labels(g, 0))


def test_colony_ship_not_for_alien_goods_worlds_but_for_rosetta_stone():
    """ "Sie kann nicht für eine Produktions- oder Windfall-Welt für Alien-Technologie
    verwendet werden. Sie darf für die Alien Rosettastein Welt verwendet werden." """
    g = settle([{"tableau": ["Old Earth", "Colony Ship"],
                 "hand": ["Deserted Alien Outpost", "Alien Rosetta Stone World"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    assert not any(lbl.startswith("Deserted Alien Outpost") for lbl in labels(g, 0))
    answer(g, 0, "Alien Rosetta Stone World")
    answer(g, 1, "Place no")
    answer(g, 0, "Discard Colony Ship")
    assert [g.state.card(c).name for c in g.state.players[0].tableau] == ["Old Earth",
                                                             "Alien Rosetta Stone World"]


def test_alpha_centauri_rare_discount_and_military():
    """ "III: Kosten -1 oder militärische Stärke +1 für [Seltene Elemente]" """
    g = settle([{"tableau": ["Alpha Centauri"], "hand": ["Comet Zone", "Gem World", "Spice World",
                                                        "Rebel Fuel Cache"]},
                {"tableau": ["Old Earth"], "actions": ["settle"]}])
    answer(g, 0, "Comet Zone")
    answer(g, 1, "Place no")
    assert option(g, 0, "Pay").min_cards == 2  # cost 3 - 1
    g2 = settle([{"tableau": ["Alpha Centauri"], "hand": ["Rebel Fuel Cache"]},
                 {"tableau": ["Old Earth"], "actions": ["settle"]}])
    assert "Rebel Fuel Cache (defence 1)" in labels(g2, 0)  # military 0 + 1 against Rare


def test_negative_military_counts():
    """ "Einige Entwicklungs-Karten und Welten, wie zum Beispiel Empathenwelt, können die
    militärische Stärke des Spielers reduzieren." """
    g = settle([{"tableau": ["Epsilon Eridani", "Empath World"], "hand": ["Rebel Fuel Cache"]},
                {"tableau": ["Old Earth"], "actions": ["settle"]}])
    assert labels(g, 0) == ["Place no world"]  # +1 - 1 = 0 < defence 1


def test_galactic_imperium_against_rebel_worlds_only():
    """Page 11: "Galaktisches Imperium: +4 gegen 7 Rebellen" """
    g = settle([{"tableau": ["Old Earth", "Galactic Imperium"],
                 "hand": ["Rebel Outpost", "Former Penal Colony"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    assert labels(g, 0) == ["Place no world"]  # 0 + 4 < 5; Former Penal Colony is no Rebel
    g2 = settle([{"tableau": ["New Sparta", "Galactic Imperium"],
                  "hand": ["Rebel Outpost", "Lost Alien Warship"]},
                 {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    assert labels(g2, 0) == ["Place no world", "Rebel Outpost (defence 5)"]


def test_draw_after_settling_and_not_for_the_world_itself():
    """Terraforming Robots: "Ziehe nach dem Ausspielen einer Welt 1 Karte." A card's power
    works from the next phase on."""
    g = settle([{"tableau": ["Old Earth", "Terraforming Robots"], "hand": ["Artist Colony",
                                                                         "Gem World"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    answer(g, 0, "Artist Colony")
    answer(g, 1, "Place no")
    answer(g, 0, "Pay")
    assert len(g.state.players[0].hand) == 1  # paid Gem World, drew 1


def test_pass_is_always_allowed_and_changes_nothing():
    g = settle([{"tableau": ["Old Earth"], "hand": ["Artist Colony", "Gem World"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}])
    before = hand_names(g, 0)
    answer(g, 0, "Place no")
    answer(g, 1, "Place no")
    assert hand_names(g, 0) == before


def test_space_mercenaries_discard_hand_cards_for_military():
    """Gathering Storm: "Du darfst bis zu 2 Karten aus deiner Hand abwerfen. Du erhältst für
    jede dieser Karten militärische Stärke +1 bis zum Ende dieser Phase Siedeln ...
    Söldnertruppen gibt außerdem ganz normal militärische Stärke +1." """
    g = settle([{"tableau": ["Old Earth", "Space Mercenaries"],
                 "hand": ["Rebel Warrior Race", "Gem World", "Comet Zone", "Spice World"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}], edition="gs")
    answer(g, 0, "Rebel Warrior Race")
    answer(g, 1, "Place no")
    conquer = option(g, 0, "Conquer")
    assert (conquer.min_cards, conquer.max_cards) == (2, 2)  # military 1 + 2 = defence 3
    answer(g, 0, "Conquer")
    assert len(g.state.players[0].hand) == 1


def test_improved_logistics_places_a_second_world_without_the_bonus():
    """Gathering Storm: "Nachdem der Spieler ganz normal die erste Welt ausgespielt hat, darf
    er diese Siedeln-Fähigkeit nutzen, um eine zweite Welt auszuspielen ... Hat der Spieler die
    Aktion Siedeln gewählt, erhält er für die zweite Welt keinen Siedeln-Bonus." The bonus
    card comes at the end of the phase (base rules: "Bonus: Ziehe am Ende der Phase 1 Karte,
    wenn Du eine Welt ausgespielt hast"), so it cannot pay for the second world."""
    g = settle([{"tableau": ["Old Earth", "Improved Logistics"],
                 "hand": ["Artist Colony", "Destroyed World", "Gem World", "Comet Zone"],
                 "actions": ["settle"]},
                {"tableau": ["Alpha Centauri"]}], edition="gs")
    answer(g, 0, "Artist Colony")
    answer(g, 1, "Place no")
    gem = one(g, 0, "Gem World", "hand")
    g.choose(0, decision(g, 0).choice("pay", (gem,)))
    assert len(g.state.players[0].hand) == 2  # Destroyed World, Comet Zone; the bonus comes later
    d = decision(g, 0)
    assert prompt_text(d.rule, d.context, d.deck) == "Settle: place a second world?"
    answer(g, 0, "Destroyed World")
    answer(g, 0, "Pay")
    names = [g.state.card(c).name for c in g.state.players[0].tableau]
    assert names == ["Old Earth", "Improved Logistics", "Artist Colony", "Destroyed World"]
    assert len(g.state.players[0].hand) == 1  # paid 1 (Comet Zone), then one bonus card


def test_space_mercenaries_at_most_two_cards_in_a_phase():
    """Gathering Storm: "Du darfst bis zu 2 Karten aus deiner Hand abwerfen. Du erhältst für
    jede dieser Karten militärische Stärke +1 bis zum Ende dieser Phase Siedeln." Two cards
    in the whole phase, also with Improved Logistics' second world."""
    g = settle([{"tableau": ["Old Earth", "Space Mercenaries", "Improved Logistics"],
                 "hand": ["Former Penal Colony", "Rebel Warrior Race", "Gem World",
                          "Comet Zone", "Spice World", "Artist Colony"]},
                {"tableau": ["Alpha Centauri"], "actions": ["settle"]}], edition="gs")
    answer(g, 0, "Former Penal Colony")
    answer(g, 1, "Place no")
    conquer = option(g, 0, "Conquer")
    assert (conquer.min_cards, conquer.max_cards) == (1, 2)
    spice, artist = one(g, 0, "Spice World", "hand"), one(g, 0, "Artist Colony", "hand")
    g.choose(0, Choice(conquer.move, (spice, artist)))  # military 1 + 2 = 3
    answer(g, 0, "Rebel Warrior Race")
    second = option(g, 0, "Conquer")
    assert (second.min_cards, second.max_cards) == (0, 0)  # military 3 vs defence 3
