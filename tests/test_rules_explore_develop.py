"""Explore and Develop, as the base rulebook (000_7921177132013977.txt) says."""

from __future__ import annotations

from rules_helpers import answer, decision, labels, one, option

from rftg.core.decisions import Choice
from rftg.core.race.steps import PhaseRun
from rftg.core.scenario import position


def test_explore_plus_5_draws_7_keeps_1():
    """ "Hat der Spieler die Karte Erkunden: +5 gewählt, zieht er fünf Karten mehr ... Er zieht
    also 7 Karten und nimmt 1 davon auf die Hand." """
    g = position([{"tableau": ["Old Earth"], "actions": ["explore5"]},
                  {"tableau": ["Alpha Centauri"], "actions": ["settle"]}], "explore")
    keep = option(g, 0, "Keep")
    assert (len(keep.cards_from), keep.min_cards, keep.max_cards) == (7, 1, 1)
    other = option(g, 1, "Keep")  # "Aktion: Jeder Spieler zieht zwei Karten"
    assert (len(other.cards_from), other.max_cards) == (2, 1)


def test_explore_plus_1_1_draws_3_keeps_2():
    """ "Hat der Spieler die Karte Erkunden: +1, +1 gewählt ... Er zieht also 3 Karten und
    nimmt 2 davon auf die Hand." """
    g = position([{"tableau": ["Old Earth"], "actions": ["explore11"]},
                  {"tableau": ["Alpha Centauri"]}], "explore")
    keep = option(g, 0, "Keep")
    assert (len(keep.cards_from), keep.min_cards) == (3, 2)


def test_explore_powers_add_cards_to_draw_and_keep():
    """Page 8: "Ziehe 1 oder 2 Karten mehr zur Auswahl", "Behalte 1 Karte mehr". Galactic
    Renaissance draws 2 more and keeps 1 more; Expedition Force draws 1 more."""
    g = position([{"tableau": ["Old Earth", "Galactic Renaissance", "Expedition Force"],
                   "actions": ["explore5"]}, {"tableau": ["Alpha Centauri"]}], "explore")
    keep = option(g, 0, "Keep")
    assert (len(keep.cards_from), keep.min_cards) == (2 + 5 + 2 + 1, 2)


def test_advanced_both_explore_bonuses_draw_8_keep_2():
    """ "Wählt ein Spieler beide Aktionskarten Erkunden ... Er zieht 8 Karten und darf 2
    behalten." """
    g = position([{"tableau": ["Old Earth"], "actions": ["explore5", "explore11"]},
                  {"tableau": ["Alpha Centauri"]}], "explore", advanced=True)
    keep = option(g, 0, "Keep")
    assert (len(keep.cards_from), keep.min_cards) == (8, 2)


def test_explore_keeps_chosen_cards_and_discards_the_rest():
    g = position([{"tableau": ["Old Earth"], "hand": 0, "actions": ["explore5"]},
                  {"tableau": ["Alpha Centauri"], "hand": 0}], "explore")
    keep = option(g, 0, "Keep")
    discard_before = len(g.state.discard)
    g.choose(0, Choice(keep.move, (keep.cards_from[3],)))
    answer(g, 1, "Keep")
    assert g.state.players[0].hand == [keep.cards_from[3]]
    assert len(g.state.discard) == discard_before + 6 + 1


def test_develop_bonus_pays_one_less():
    """ "Alle Spieler, die Entwickeln gewählt haben, werfen als Bonus eine Karte weniger ab." """
    g = position([{"tableau": ["Old Earth"], "hand": ["Mining Robots", "Gem World"],
                   "actions": ["develop"]},
                  {"tableau": ["Alpha Centauri"], "hand": ["Mining Robots", "Comet Zone"]}],
                 "develop")
    assert "Mining Robots (cost 1)" in labels(g, 0)
    assert "Mining Robots (cost 2)" not in labels(g, 1)  # 2 cards needed, only 1 other card
    answer(g, 0, "Mining Robots")
    answer(g, 1, "Place no")
    pay = option(g, 0, "Pay")
    assert pay.min_cards == 1
    answer(g, 0, "Pay")
    st = g.state
    assert [st.card(c).name for c in st.players[0].tableau] == ["Old Earth", "Mining Robots"]
    assert g.state.players[0].hand == []


def test_cost_reduction_never_below_zero():
    """ "Werden die Kosten für eine Karte durch Fähigkeiten soweit reduziert, dass sie unter 0
    fallen, gilt das trotzdem als 0. Der Spieler erhält niemals Karten als Rückerstattung!" """
    g = position([{"tableau": ["Old Earth", "Investment Credits"],
                   "hand": ["Contact Specialist"], "actions": ["develop"]},
                  {"tableau": ["Alpha Centauri"]}], "develop")
    assert "Contact Specialist (cost 0)" in labels(g, 0)
    answer(g, 0, "Contact Specialist")
    answer(g, 1, "Place no")
    assert g.state.players[0].hand == []  # nothing to pay, nothing refunded


def test_a_development_only_once_per_tableau():
    """ "Ein Spieler darf eine Entwicklung, die er bereits in seiner Auslage hat, kein weiteres
    Mal ausspielen." """
    g = position([{"tableau": ["Old Earth", "Mining Robots"],
                   "hand": ["Mining Robots", "Gem World", "Comet Zone"], "actions": ["develop"]},
                  {"tableau": ["Alpha Centauri"]}], "develop")
    assert not any(lbl.startswith("Mining Robots") for lbl in labels(g, 0))


def test_public_works_does_not_draw_for_itself():
    """ "So kann beispielweise die Fähigkeit von Bauarbeiten (der Spieler darf eine Karte
    ziehen, nachdem er eine Entwicklungs-Karte ausgespielt hat) nicht für das Ausspielen von
    Bauarbeiten selbst in Anspruch genommen werden." """
    g = position([{"tableau": ["Old Earth"], "hand": ["Public Works", "Gem World"],
                   "actions": ["develop"]}, {"tableau": ["Alpha Centauri"]}], "develop")
    gem = one(g, 0, "Gem World", "hand")
    answer(g, 0, "Public Works")
    answer(g, 1, "Place no")
    assert g.state.players[0].hand == [gem]  # paid 0 (bonus), drew nothing


def test_public_works_draws_after_a_later_development():
    """Page 8, "Anschließend ziehen": "Ziehe nach dem Ausspielen einer Entwicklung 1 Karte." """
    g = position([{"tableau": ["Old Earth", "Public Works"], "hand": ["Export Duties"],
                   "actions": ["develop"]}, {"tableau": ["Alpha Centauri"]}], "develop")
    answer(g, 0, "Export Duties")
    answer(g, 1, "Place no")
    assert len(g.state.players[0].hand) == 1


def test_interstellar_bank_draws_at_the_start_of_develop():
    """Page 8: "Ziehe zu Beginn der Phase Entwickeln 1 Karte." """
    g = position([{"tableau": ["Old Earth", "Interstellar Bank"], "hand": 0},
                  {"tableau": ["Alpha Centauri"], "actions": ["develop"]}], "develop")
    assert len(g.state.players[0].hand) == 1


def test_advanced_double_develop_runs_twice_and_uses_the_first_card():
    """ "Wählt ein Spieler beide Aktionskarten Entwickeln ... wird die betreffende Phase
    zweimal nacheinander vollständig durchgespielt ... Hat sein Mitspieler dieselbe Phase
    einmal gewählt, erhält dieser den Bonus nur in der ersten Phase. Der Spieler kann in der
    zweiten Phase die Fähigkeiten der Karte nutzen, die er in der ersten Phase ausgespielt
    hat." """
    g = position([{"tableau": ["Old Earth"], "hand": ["Investment Credits", "Space Marines",
                                                    "Gem World"],
                   "actions": ["develop", "develop2"]},
                  {"tableau": ["Alpha Centauri"], "hand": ["Export Duties", "Expedition Force"],
                   "actions": ["develop"]}], "develop", advanced=True)
    g.push(PhaseRun("develop", frozenset({0})))  # what the round queues for this pair
    assert "Export Duties (cost 0)" in labels(g, 1)
    answer(g, 0, "Investment Credits")
    answer(g, 1, "Export Duties")
    # second Develop: Investment Credits (-1) and the bonus (-1): Space Marines costs 0;
    # the opponent has no bonus now: Expedition Force costs 1 (no card left to pay)
    assert "Space Marines (cost 0)" in labels(g, 0)
    assert labels(g, 1) == ["Place no development"]
    assert decision(g, 1).kind.value == "develop"
    assert one(g, 0, "Investment Credits")
