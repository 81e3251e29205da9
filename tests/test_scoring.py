"""Final scoring (core.scoring): each test is a rule of the rulebook with a hand-computed
tableau; the docstring quotes the German rulebook (base game 2018, The Gathering Storm).
"""

from __future__ import annotations

import pytest

from rftg.core.cards import Card, catalogue
from rftg.core.scoring import BonusHit, military_strength, score, six_cost_bonus, winners


def T(*names: str) -> list[Card]:
    cat = catalogue()
    return [cat[n] for n in names]


def bonus_of(dev: str, *others: str, chips: int = 0) -> int:
    return score(T(dev, *others), chips).bonuses[dev]


# --------------------------------------------------------------------------- the total


def test_total_is_printed_vp_plus_chips_plus_six_cost_bonuses():
    """"Jeder Spieler addiert die Siegpunkte auf seinen Entwicklungs-Karten und auf den
    Welten in seiner Auslage, den Wert seiner Siegpunkt-Chips und die Siegpunkte für die
    erfüllten Bedingungen auf den Entwicklungen mit den Kosten 6 (siehe Seite 12)."
    """
    # Gem World 1 + Comet Zone 2 + Public Works 1 + Free Trade Association 0 (printed)
    # FTA bonus: Gem World (Novelty production world) 2.
    s = score(T("Gem World", "Comet Zone", "Public Works", "Free Trade Association"), 7)
    assert s.cards == {"Gem World": 1, "Comet Zone": 2, "Public Works": 1,
                       "Free Trade Association": 0}
    assert list(s.cards) == ["Gem World", "Comet Zone", "Public Works",
                             "Free Trade Association"]
    assert s.printed == 4
    assert s.bonuses == {"Free Trade Association": 2}
    assert s.chips == 7 and s.goal_vp == 0
    assert s.total == 7 + 4 + 2


def test_six_cost_developments_have_no_printed_vp():
    """"Entwicklungen mit den Kosten 6 zeigen als Siegpunkte an Stelle einer Zahl das
    Symbol . Der Wert der Siegpunkte bei Spielende ist für diese Karten variabel."
    """
    s = score(T("Galactic Renaissance"), 0)
    assert s.cards == {"Galactic Renaissance": 0}
    assert s.bonuses == {"Galactic Renaissance": 0}
    assert s.total == 0


def test_negative_printed_vp_counts():
    """"Jeder Spieler addiert die Siegpunkte auf seinen Entwicklungs-Karten und auf den
    Welten in seiner Auslage" -- Doomed World (The Gathering Storm) is worth -1."""
    s = score(T("Doomed World", "Gem World"), 3)
    assert s.cards == {"Doomed World": -1, "Gem World": 1}
    assert s.total == 3


def test_goal_vp_are_added_to_the_total():
    """"Wertung: Jeder Spieler addiert die Siegpunkte auf seinen Ziel-Plättchen (3 oder 5)
    und seine Marken „3 Siegpunkte für Ziele“ zu seinen übrigen Siegpunkten."
    """
    s = score(T("Gem World"), 4, goal_vp=8)
    assert s.goal_vp == 8
    assert s.total == 4 + 1 + 8


def test_repeated_card_name_sums_its_printed_vp():
    """Only the dict key is shared: "Ein Spieler darf eine Entwicklung, die er bereits in
    seiner Auslage hat, kein weiteres Mal ausspielen." (score() itself does not police it)."""
    s = score(T("Public Works", "Public Works"), 0)
    assert s.cards == {"Public Works": 2}
    assert s.total == 2


# --------------------------------------------------------------------------- each 6-cost dev


def test_pan_galactic_league():
    """"PANGALAKTISCHE LIGA: Gene-Welten, andere militärische Welten, KONTAKTSPEZIALIST"."""
    tableau = T("Pan-Galactic League", "Avian Uplift Race", "Lost Species Ark World",
                "New Sparta", "Contact Specialist", "Gem World")
    s = score(tableau, 5)
    # Avian Uplift Race: Gene windfall 2 (not also military 1); Lost Species Ark World:
    # Gene production 2; New Sparta: military 1; Contact Specialist 3; Gem World 0.
    assert s.bonuses == {"Pan-Galactic League": 2 + 2 + 1 + 3}
    assert s.printed == 0 + 2 + 3 + 1 + 1 + 1
    assert s.total == 5 + 8 + 8
    assert [(h.card, h.vp) for h in s.details["Pan-Galactic League"]] == [
        ("Avian Uplift Race", 2), ("Lost Species Ark World", 2), ("New Sparta", 1),
        ("Contact Specialist", 3)]


def test_mining_league():
    """"BERGBAU-LIGA: Seltene Elemente Produktions-Welten, Seltene Elemente
    „Windfall“-Welten, BERGBAUROBOTER, BERGBAUKONZERN"."""
    tableau = T("Mining League", "Comet Zone", "Rebel Fuel Cache", "Asteroid Belt",
                "Mining Robots", "Mining Conglomerate", "Gem World")
    s = score(tableau, 0)
    assert s.bonuses == {"Mining League": 2 + 1 + 1 + 2 + 2}
    assert s.total == (0 + 2 + 1 + 1 + 1 + 2 + 1) + 8


def test_free_trade_association():
    """"FREIHANDELSUNION: Luxusartikel Produktions-Welten, Luxusartikel „Windfall“-Welten,
    ABSATZMÄRKTE, EXPANDIERENDE KOLONIE"."""
    tableau = T("Free Trade Association", "Gem World", "Artist Colony", "Refugee World",
                "Consumer Markets", "Expanding Colony", "Comet Zone")
    s = score(tableau, 2)
    assert s.bonuses == {"Free Trade Association": 2 + 2 + 1 + 2 + 2}
    assert s.total == 2 + (0 + 1 + 1 + 1 + 3 + 1 + 2) + 9


def test_alien_tech_institute_counts_itself():
    """"ALIEN FORSCHUNGSINSTITUT: Alien-Technologie Produktions-Welten, Alien-Technologie
    „Windfall“-Welten, alle anderen ALIEN-Karten (einschließlich dieser)"."""
    tableau = T("Alien Tech Institute", "Alien Robotic Factory", "Deserted Alien Outpost",
                "Alien Rosetta Stone World", "Gem World")
    s = score(tableau, 0)
    # Alien Robotic Factory 3 (production, not also ALIEN 2), Deserted Alien Outpost 2
    # (windfall), Alien Rosetta Stone World 2 (ALIEN card), the institute itself 2.
    assert s.bonuses == {"Alien Tech Institute": 3 + 2 + 2 + 2}
    hits = {h.card: h.vp for h in s.details["Alien Tech Institute"]}
    assert hits == {"Alien Tech Institute": 2, "Alien Robotic Factory": 3,
                    "Deserted Alien Outpost": 2, "Alien Rosetta Stone World": 2}
    assert s.total == (5 + 3 + 3 + 1) + 9


def test_galactic_survey_seti():
    """"ERKUNDUNG DER GALAXIS: SETI: Entwicklungen mit einer Erkunden-Fähigkeit
    (einschließlich dieser), Welten mit einer Erkunden-Fähigkeit, andere Welten"."""
    tableau = T("Galactic Survey: SETI", "Expedition Force", "Research Labs",
                "Malevolent Lifeforms", "Star Nomad Lair", "Gem World", "Public Works")
    # SETI 1, Expedition Force 1, Research Labs 1, Malevolent Lifeforms 2, Star Nomad
    # Lair 2, Gem World 1 (other world), Public Works 0 (development without Explore).
    assert bonus_of("Galactic Survey: SETI", *[c.name for c in tableau[1:]]) == 8
    assert score(tableau, 0).total == (1 + 2 + 2 + 1 + 1 + 1) + 8


def test_galactic_federation_counts_itself_as_six_cost_development():
    """"GALAKTISCHE FÖDERATION: Entwicklungen mit Kosten 6 (einschließlich dieser),
    andere Entwicklungen"."""
    tableau = T("Galactic Federation", "Free Trade Association", "Public Works",
                "Drop Ships", "Gem World")
    s = score(tableau, 0)
    # GF 2 (itself, not 2 + 1), FTA 2, Public Works 1, Drop Ships 1, Gem World 0;
    # FTA: Gem World 2.
    assert s.bonuses == {"Galactic Federation": 6, "Free Trade Association": 2}
    assert s.total == (1 + 2 + 1) + 6 + 2


def test_new_galactic_order():
    """"NEUE GALAKTISCHE ORDNUNG: gesamte militärische Stärke (berücksichtige negative
    Werte, aber nicht spezialisierte militärische Stärke)."""
    tableau = T("New Galactic Order", "New Sparta", "Space Marines", "Contact Specialist")
    # +2 (itself) +2 +2 -1
    assert military_strength(tableau) == 5
    s = score(tableau, 0)
    assert s.bonuses == {"New Galactic Order": 5}
    assert s.military == 5
    assert [(h.card, h.vp) for h in s.details["New Galactic Order"]] == [
        ("New Galactic Order", 2), ("New Sparta", 2), ("Space Marines", 2),
        ("Contact Specialist", -1)]
    assert s.total == (1 + 1 + 1) + 5


def test_merchant_guild():
    """"GILDE DER KAUFLEUTE: Produktions-Welten (nicht „Windfall“-Welten) (Gut)" of each
    kind of good."""
    tableau = T("Merchant Guild", "Gem World", "Comet Zone", "Lost Species Ark World",
                "Alien Robotic Factory", "Rebel Miners", "Refugee World")
    s = score(tableau, 0)
    assert s.bonuses == {"Merchant Guild": 5 * 2}
    assert s.total == (1 + 2 + 3 + 5 + 1 + 1) + 10


def test_new_economy_trade_powers_are_not_consume_powers():
    """"NEW ECONOMY: Entwicklungen mit einer Verbrauchen-Fähigkeit (einschließlich dieser),
    Welten mit einer Verbrauchen-Fähigkeit" -- "Handeln-Fähigkeiten gelten für diese
    Bedingung nicht als Verbrauchen-Fähigkeit."
    """
    tableau = T("New Economy", "Consumer Markets", "Export Duties", "Old Earth",
                "Star Nomad Raiders", "Gem World", "Public Works")
    # New Economy 2, Consumer Markets 2, Export Duties 0 (trade only), Old Earth 1,
    # Star Nomad Raiders 0 (trade only), Gem World 0, Public Works 2.
    s = score(tableau, 0)
    assert s.bonuses == {"New Economy": 7}
    assert s.total == (3 + 1 + 2 + 1 + 1 + 1) + 7


def test_galactic_renaissance_chips_rounded_down_without_goal_vp():
    """"GALAKTISCHE RENAISSANCE: jedes Vielfache von 3 Siegpunkten in Chips (abgerundet),
    FORSCHUNGSLABORS, GALAKTISCHE TRENDSETTER, KÜNSTLERKOLONIE" -- and (The Gathering
    Storm) "Siegpunkte für Ziele werden für Galaktische Renaissance nicht berücksichtigt."
    """
    tableau = T("Galactic Renaissance", "Research Labs", "Artist Colony", "Gem World")
    s = score(tableau, 17, goal_vp=5)
    # 17 // 3 = 5 (not (17 + 5) // 3 = 7), Research Labs 3, Artist Colony 3.
    assert s.bonuses == {"Galactic Renaissance": 5 + 3 + 3}
    assert s.total == 17 + (2 + 1 + 1) + 11 + 5
    chips_hit = s.details["Galactic Renaissance"][-1]
    assert chips_hit.card is None and chips_hit.amount == 17 and chips_hit.vp == 5


@pytest.mark.parametrize("chips,vp", [(0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (26, 8)])
def test_galactic_renaissance_every_multiple_of_three(chips, vp):
    """"für jedes Vielfache von 3 Siegpunkten, die der Spieler in Chips hat"."""
    assert bonus_of("Galactic Renaissance", chips=chips) == vp


def test_galactic_imperium():
    """"GALAKTISCHES IMPERIUM: militärische Rebellen-Welten, andere militärische Welten"."""
    tableau = T("Galactic Imperium", "Rebel Outpost", "Rebel Fuel Cache", "New Sparta",
                "Rebel Miners", "Gem World")
    # Rebel Outpost 2, Rebel Fuel Cache 2, Rebel Miners 2, New Sparta 1; the
    # Imperium itself is no world.
    s = score(tableau, 0)
    assert s.bonuses == {"Galactic Imperium": 7}
    assert s.total == (5 + 1 + 1 + 1 + 1) + 7


def test_trade_league():
    """"HANDELS-LIGA: Entwicklungen mit einer Handeln-Fähigkeit (einschließlich dieser),
    Welten mit einer Handeln-Fähigkeit"."""
    tableau = T("Trade League", "Export Duties", "Genetics Lab", "Spice World", "Old Earth",
                "Public Works", "Gem World")
    # Trade League 2, Export Duties 2, Genetics Lab 2, Spice World 1, Old Earth 1,
    # Public Works 0 (consume, not trade), Gem World 0.
    s = score(tableau, 0)
    assert s.bonuses == {"Trade League": 8}
    assert s.total == (1 + 1 + 1 + 2 + 1 + 1) + 8


def test_terraforming_guild():
    """The Gathering Storm: "TERRAFORMING GILDE: "Windfall"-Welt, TERRAFORMING Karte
    (einschließlich dieser)"."""
    tableau = T("Terraforming Guild", "Terraforming Robots", "Terraforming Colonists",
                "Refugee World", "Asteroid Belt", "Deserted Alien Outpost", "Gem World")
    # itself 2, Terraforming Robots 2, Terraforming Colonists 2, three windfall worlds of
    # different kinds 2 each, Gem World 0.
    s = score(tableau, 0)
    assert s.bonuses == {"Terraforming Guild": 12}
    assert s.total == (2 + 1 + 1 + 1 + 3 + 1) + 12


def test_galactic_genome_project():
    """The Gathering Storm: "GALAKTISCHES GENOMPROJEKT: Gene-Welt, GENLABOR"."""
    tableau = T("Galactic Genome Project", "Lost Species Ark World", "Pre-Sentient Race",
                "Genetics Lab", "Comet Zone")
    # Gene production world 2, Gene windfall world 2, Genetics Lab 3, Comet Zone 0.
    s = score(tableau, 0)
    assert s.bonuses == {"Galactic Genome Project": 7}
    assert s.total == (3 + 1 + 1 + 2) + 7


def test_imperium_lords():
    """The Gathering Storm: "MACHTHABER DES IMPERIUM: IMPERIUM Karte (einschließlich
    dieser), andere militärische Welt"."""
    tableau = T("Imperium Lords", "Galactic Imperium", "Imperium Armaments World",
                "New Sparta", "Rebel Outpost", "Gem World")
    s = score(tableau, 0)
    # Lords: itself 2, Galactic Imperium 2, Imperium Armaments World 2, New Sparta 1,
    # Rebel Outpost 1. Galactic Imperium: Rebel Outpost 2, New Sparta 1.
    assert s.bonuses == {"Imperium Lords": 8, "Galactic Imperium": 3}
    assert s.total == (2 + 1 + 5 + 1) + 11


def test_every_six_cost_development_is_covered():
    """"FÄHIGKEITEN DER ENTWICKLUNGEN MIT KOSTEN 6": all 15 of base and The Gathering Storm
    have a scenario above."""
    tested = {
        "Pan-Galactic League", "Mining League", "Free Trade Association",
        "Alien Tech Institute", "Galactic Survey: SETI", "Galactic Federation",
        "New Galactic Order", "Merchant Guild", "New Economy", "Galactic Renaissance",
        "Galactic Imperium", "Trade League", "Terraforming Guild", "Galactic Genome Project",
        "Imperium Lords",
    }
    assert {c.name for c in catalogue().cards() if c.bonuses} == tested


# --------------------------------------------------------------------------- once, first line


def test_a_card_counts_once_per_development_at_its_first_line():
    """"Eine Karte darf für verschiedene Entwicklungen mit Kosten 6 gewertet werden, aber
    pro Entwicklung nur 1x."""
    # Avian Uplift Race is a military Gene windfall world: 2, not 2 + 1.
    assert bonus_of("Pan-Galactic League", "Avian Uplift Race") == 2
    # Hive World is a military Gene production world: 2, not 2 + 1.
    assert bonus_of("Pan-Galactic League", "Hive World") == 2
    # Rebel Outpost is a military Rebel world: 2, not 2 + 1.
    assert bonus_of("Galactic Imperium", "Rebel Outpost") == 2
    # Lost Alien Battle Fleet: Alien production world 3, not also ALIEN card 2.
    assert bonus_of("Alien Tech Institute", "Lost Alien Battle Fleet") == 2 + 3
    # Galactic Federation: itself 2 (6-cost development), not also 1 (development).
    assert bonus_of("Galactic Federation") == 2
    # Research Labs: a development with Explore (1 VP), once.
    assert bonus_of("Galactic Survey: SETI", "Research Labs") == 1 + 1
    # Clandestine Uplift Lab: a world with Explore 2, not also "andere Welten" 1.
    assert bonus_of("Galactic Survey: SETI", "Clandestine Uplift Lab") == 1 + 2


def test_a_card_counts_for_several_developments():
    """"Eine Karte darf für verschiedene Entwicklungen mit Kosten 6 gewertet werden"."""
    s = score(T("Free Trade Association", "Merchant Guild", "Galactic Federation",
                "Gem World"), 0)
    # Gem World: FTA 2 and Merchant Guild 2. Galactic Federation: three 6-cost devs 2 each.
    # FTA and Merchant Guild count neither each other nor the Federation.
    assert s.bonuses == {"Free Trade Association": 2, "Merchant Guild": 2,
                         "Galactic Federation": 6}
    assert s.total == 1 + 10


def test_details_name_the_matched_line():
    """"Diese Entwicklungen geben dem Spieler bei Spielende Siegpunkte für jede Karte in
    seiner Auslage, die eine der auf der Entwicklung angegebenen Bedingungen erfüllt"."""
    pgl = catalogue()["Pan-Galactic League"]
    vp, hits = six_cost_bonus(pgl, T("Pan-Galactic League", "Avian Uplift Race",
                                     "New Sparta"), 0)
    assert vp == 3
    assert hits == [
        BonusHit("Avian Uplift Race", 2, pgl.bonuses[1]),
        BonusHit("New Sparta", 1, pgl.bonuses[2]),
    ]
    assert hits[0].bonus.match == "windfall_world"
    assert hits[1].bonus.match == "military_world"


# --------------------------------------------------------------------------- military


def test_new_galactic_order_negative_military_counts():
    """"gesamte militärische Stärke (berücksichtige negative Werte ...)": Contact
    Specialist -1, Pan-Galactic League -1 and Refugee World -1 lower the total."""
    tableau = T("New Galactic Order", "New Sparta", "Space Marines", "Contact Specialist",
                "Pan-Galactic League", "Refugee World")
    # 2 + 2 + 2 - 1 - 1 - 1
    assert military_strength(tableau) == 3
    assert score(tableau, 0).bonuses["New Galactic Order"] == 3


def test_new_galactic_order_never_scores_below_zero():
    """A negative total scores 0: "Diese Entwicklungen geben dem Spieler bei Spielende
    Siegpunkte für jede Karte in seiner Auslage, die eine der auf der Entwicklung
    angegebenen Bedingungen erfüllt" -- a 6-cost development gives VP, never takes any."""
    tableau = T("New Galactic Order", "Contact Specialist", "Pan-Galactic League",
                "Refugee World", "Empath World")
    assert military_strength(tableau) == 2 - 4
    s = score(tableau, 0)
    assert s.military == -2
    assert s.bonuses["New Galactic Order"] == 0
    # printed: Contact Specialist 1, Refugee World 1, Empath World 1; PGL: Empath World
    # (Gene windfall) 2 + Contact Specialist 3.
    assert s.bonuses["Pan-Galactic League"] == 5
    assert s.total == 3 + 5
    assert sum(h.vp for h in s.details["New Galactic Order"]) == -2


def test_specialised_military_does_not_count():
    """"Unter spezialisierter militärischer Stärke versteht man bedingte militärische
    Stärke (wie Boni gegen Rebellen- und Alien-Welten) und vorübergehende militärische
    Stärke (wie Neue Militärische Taktiken)."""
    # Alpha Centauri +1 against Rare worlds, New Military Tactics +3 when discarded,
    # Galactic Imperium +4 against Rebels, Alien Tech Institute +2 against Alien worlds,
    # Space Mercenaries: +1 counts, its discard-for-military does not.
    tableau = T("New Galactic Order", "Alpha Centauri", "New Military Tactics",
                "Galactic Imperium", "Alien Tech Institute", "Space Mercenaries")
    assert military_strength(tableau) == 2 + 1
    assert score(tableau, 0).bonuses["New Galactic Order"] == 3
    assert military_strength(T("Alpha Centauri", "New Military Tactics",
                               "Galactic Imperium")) == 0


def test_greatest_military_goal_uses_the_same_strength():
    """The Gathering Storm, "Größte Militärische Stärke": "Berücksichtige negative Werte,
    aber nicht spezialisierte militärische Stärke (wie bei Neue Galaktische Ordnung)."""
    tableau = T("Lost Alien Battle Fleet", "Drop Ships", "Empath World", "Alpha Centauri")
    assert military_strength(tableau) == 3 + 3 - 1
    assert military_strength([]) == 0


# --------------------------------------------------------------------------- winners


def test_most_vp_wins():
    """"Der Spieler mit den meisten Punkten gewinnt."""
    assert winners([(30, 9), (41, 0), (35, 2)]) == [1]


def test_tie_broken_by_hand_cards_and_goods():
    """"Bei einem Gleichstand gewinnt der an dem Gleichstand beteiligte Spieler, der
    insgesamt mehr Karten auf seiner Hand und Güter auf seinen Welten hat."""
    assert winners([(40, 3), (42, 1), (42, 5), (30, 9)]) == [2]


def test_still_tied_players_share_the_win():
    """"Herrscht dabei ebenfalls Gleichstand, teilen sich die Spieler den Sieg!"."""
    assert winners([(42, 5), (30, 9), (42, 5)]) == [0, 2]
    assert winners([(20, 0), (20, 0)]) == [0, 1]


def test_winners_edge_cases():
    """One player wins alone; no players, no winner."""
    assert winners([(12, 0)]) == [0]
    assert winners([]) == []
