"""The remaining power kinds, each with its rule, and a check that every power kind the
catalogue uses has a scenario test (DEVELOPERS.md: "Each power has a scenario test that
cites the rule")."""

from __future__ import annotations

import importlib

from rules_helpers import answer, labels, one, option

from rftg.core.cards import POWER_SPECS, Phase
from rftg.core.decisions import Choice
from rftg.core.scenario import position
from rftg.core.text import option_label


def other(actions=()):
    return {"tableau": ["Alpha Centauri"], "actions": list(actions)}


def test_clandestine_uplift_lab_trade_bonus_per_chromosome_world():
    """Gathering Storm: "Ziehe für jede [Chromosom]-Welt in deiner Auslage 1 Karte zusätzlich,
    wenn du ein Gut Gene verkaufst. Das illegale Labor für genmanipulierte Wesen ist selbst
    eine [Chromosom]-Welt." """
    g = position([{"tableau": ["Old Earth", "Clandestine Uplift Lab", "Avian Uplift Race",
                               "Aquatic Uplift Race"], "goods": ["Avian Uplift Race"], "hand": 0,
                   "actions": ["trade"]}, other()], "consume", edition="gs")
    (sale,) = [option_label(o) for o in g.pending()[0].options]
    assert sale == "Sell the good on Avian Uplift Race for 8 cards"  # 4 + Old Earth 1 + 3


def test_star_nomad_raiders_trade_bonus_on_any_good():
    """Optional start world -1: "trade: +2 cards when selling any good"."""
    g = position([{"tableau": ["Star Nomad Raiders", "Gem World"], "goods": ["Gem World"],
                   "hand": 0, "actions": ["trade"]}, other()], "consume")
    assert labels(g, 0) == ["Sell the good on Gem World for 4 cards"]


def test_galactic_trade_emissaries_pay_for_military_world_and_draw():
    """Base rules, last page: "GALAKTISCHER HANDELSGESANDTER III: Du darfst [militärische
    Welten] mit Kosten -1 (+ andere Rabatte) platzieren"; IV: draw 1."""
    g = position([{"tableau": ["Galactic Trade Emissaries"],
                   "hand": ["Rebel Miners", "Gem World"]}, other(["settle"])], "settle")
    answer(g, 0, "Rebel Miners")
    answer(g, 1, "Place no")
    assert labels(g, 0) == ["Pay 1 card with Galactic Trade Emissaries"]
    g2 = position([{"tableau": ["Galactic Trade Emissaries"], "hand": 0}, other(["trade"])],
                  "consume")
    answer(g2, 0, "Galactic Trade Emissaries")
    assert len(g2.state.players[0].hand) == 1


def test_industrial_robots_draw_after_developing_and_in_produce():
    """Optional start world -2: "II: draw 1 after placing a development; V: draw 1"."""
    g = position([{"tableau": ["Industrial Robots"], "hand": ["Export Duties"],
                   "actions": ["develop"]}, other()], "develop")
    answer(g, 0, "Export Duties")
    answer(g, 1, "Place no")
    assert len(g.state.players[0].hand) == 1
    g2 = position([{"tableau": ["Industrial Robots"], "hand": 0}, other(["produce"])],
                  "produce")
    assert len(g2.state.players[0].hand) == 1


def test_abandoned_mine_squatters_produce_rare():
    """Optional start world -5: military world producing Rare goods ("V: produce")."""
    g = position([{"tableau": ["Abandoned Mine Squatters"], "hand": 0}, other(["produce"])],
                 "produce")
    assert one(g, 0, "Abandoned Mine Squatters") in g.state.players[0].goods


def test_galactic_engineers_windfall_good_of_any_kind():
    """Page 10: "Produziere ein Gut auf einer deiner Windfall-Welten ohne Gut darauf." """
    g = position([{"tableau": ["Old Earth", "Galactic Engineers", "Asteroid Belt",
                               "Pre-Sentient Race"], "hand": 0}, other(["produce"])], "produce")
    eng = option(g, 0, "Galactic Engineers")
    assert len(eng.cards_from) == 2
    assert "Produce nothing more" not in labels(g, 0)  # not optional


def test_rebel_underground_draws_in_produce():
    """Page 10: "Ziehe 1 oder 2 Karten." """
    g = position([{"tableau": ["Old Earth", "Rebel Underground"], "hand": 0},
                  other(["produce"])], "produce")
    assert len(g.state.players[0].hand) == 1


def test_diversified_economy_draws_per_kind_produced():
    """ "Ziehe 1 Karte pro verschiedene Art Gut, die du in dieser Phase Produzieren produziert
    hast." """
    g = position([{"tableau": ["Old Earth", "Diversified Economy", "Spice World",
                               "Artist Colony", "Mining World", "Plague World"], "hand": 0},
                  other(["produce"])], "produce")
    # Novelty x2, Rare, Gene: 3 kinds; Mining World draws 1 more
    assert len(g.state.players[0].hand) == 3 + 1


def test_imperium_lords_draw_per_military_world():
    """Gathering Storm: "Ziehe 1 Karte für jede militärische Welt in deiner Auslage." """
    g = position([{"tableau": ["New Sparta", "Imperium Lords", "Rebel Outpost", "Gem World"],
                   "goods": ["Gem World"], "hand": 0}, other(["produce"])], "produce",
                 edition="gs")
    answer(g, 1, "Produce nothing")  # Alpha Centauri (2) goes before New Sparta (3)
    assert len(g.state.players[0].hand) == 2  # New Sparta and Rebel Outpost


def test_damaged_alien_factory_discards_to_produce_on_itself():
    """Gathering Storm: "Wenn du eine Handkarte abwirfst, produziert diese Welt ein Gut
    Alien-Technologie." """
    g = position([{"tableau": ["Damaged Alien Factory"], "hand": ["Gem World"]},
                  other(["produce"])], "produce", edition="gs")
    answer(g, 1, "Produce nothing")  # player order: Alpha Centauri (2) first
    opt = option(g, 0, "Damaged Alien Factory")
    assert labels(g, 0)[-1] == "Produce nothing more"
    g.choose(0, Choice(opt.move, opt.cards_from))
    assert one(g, 0, "Damaged Alien Factory") in g.state.players[0].goods and not g.state.players[0].hand


def test_alien_toy_shop_consumes_only_its_own_good():
    """Gathering Storm: "Wirf ein Gut Alien-Technologie von der Welt mit dieser Fähigkeit ab,
    um 2 Siegpunkte zu erhalten." """
    g = position([{"tableau": ["Alien Toy Shop", "Alien Robot Sentry"],
                   "goods": ["Alien Toy Shop", "Alien Robot Sentry"], "hand": 0,
                   "actions": ["double"]}, other(["trade"])], "consume", edition="gs")
    toy = option(g, 0, "Alien Toy Shop")
    assert toy.cards_from == (one(g, 0, "Alien Toy Shop"),)
    answer(g, 0, "Alien Toy Shop")
    assert g.state.players[0].chips == 4


# ---------------------------------------------------------------- coverage of power kinds

SCENARIOS: dict[tuple[str, str], str] = {
    ("explore", "draw"): "test_rules_explore_develop:test_explore_powers_add_cards_to_draw_and_keep",
    ("explore", "keep"): "test_rules_explore_develop:test_explore_powers_add_cards_to_draw_and_keep",
    ("develop", "draw"): "test_rules_explore_develop:test_interstellar_bank_draws_at_the_start_of_develop",
    ("develop", "draw_after"): "test_rules_explore_develop:test_public_works_draws_after_a_later_development",
    ("develop", "reduce"): "test_rules_explore_develop:test_cost_reduction_never_below_zero",
    ("settle", "military"): "test_rules_settle:test_galactic_imperium_against_rebel_worlds_only",
    ("settle", "reduce"): "test_rules_settle:test_alpha_centauri_rare_discount_and_military",
    ("settle", "reduce_to_zero"): "test_rules_settle:test_colony_ship_not_for_alien_goods_worlds_but_for_rosetta_stone",
    ("settle", "temp_military"): "test_rules_settle:test_new_military_tactics_adds_3_by_discarding_it",
    ("settle", "pay_military"): "test_rules_settle:test_contact_specialist_with_discounts_and_colony_ship",
    ("settle", "draw_after"): "test_rules_settle:test_draw_after_settling_and_not_for_the_world_itself",
    ("settle", "military_from_hand"): "test_rules_settle:test_space_mercenaries_discard_hand_cards_for_military",
    ("settle", "place_second"): "test_rules_settle:test_improved_logistics_places_a_second_world_without_the_bonus",
    ("consume", "trade_bonus"): "test_rules_consume_produce:test_trade_first_with_every_bonus",
    ("consume", "trade_bonus_chromosome"): "test_rules_powers:test_clandestine_uplift_lab_trade_bonus_per_chromosome_world",
    ("consume", "trade"): "test_rules_consume_produce:test_trade_powers_with_and_without_bonuses",
    ("consume", "consume"): "test_rules_consume_produce:test_fta_takes_every_novelty_good_left_new_vinland_example",
    ("consume", "consume_exact"): "test_rules_consume_produce:test_gateway_station_two_goods_for_vp_and_three_cards",
    ("consume", "consume_distinct"): "test_rules_consume_produce:test_exact_counts_and_different_kinds",
    ("consume", "consume_all"): "test_rules_consume_produce:test_pilgrimage_world_one_vp_less_than_goods",
    ("consume", "discard_hand"): "test_rules_consume_produce:test_consume_powers_each_once_and_x2_doubles_goods_vp_only",
    ("consume", "draw"): "test_rules_consume_produce:test_new_economy_draws_without_goods",
    ("consume", "gamble"): "test_rules_consume_produce:test_gambling_world_keeps_a_matching_card",
    ("produce", "produce"): "test_rules_consume_produce:test_production_worlds_produce_and_draw_if_produced",
    ("produce", "windfall"): "test_rules_consume_produce:test_windfall_power_of_a_kind_is_mandatory",
    ("produce", "draw"): "test_rules_powers:test_rebel_underground_draws_in_produce",
    ("produce", "draw_if_produced"): "test_rules_consume_produce:test_production_worlds_produce_and_draw_if_produced",
    ("produce", "draw_per_good"): "test_rules_consume_produce:test_draws_per_good_kind_and_most_rare",
    ("produce", "draw_per_kind"): "test_rules_powers:test_diversified_economy_draws_per_kind_produced",
    ("produce", "draw_most"): "test_rules_consume_produce:test_draws_per_good_kind_and_most_rare",
    ("produce", "draw_per_world"): "test_rules_consume_produce:test_pan_galactic_league_draws_per_gene_world",
    ("produce", "draw_per_military_world"): "test_rules_powers:test_imperium_lords_draw_per_military_world",
    ("produce", "discard_produce"): "test_rules_consume_produce:test_terraforming_colonists_discard_to_produce_on_a_windfall_world",
}


def test_every_power_kind_has_a_scenario_test():
    known = {(phase.value, effect) for phase, effect in POWER_SPECS}
    assert set(SCENARIOS) == known
    for ref in SCENARIOS.values():
        module, name = ref.split(":")
        fn = getattr(importlib.import_module(module), name)
        assert fn.__doc__ and '"' in fn.__doc__, f"{ref} must quote its rule"
    assert {p for p, _ in SCENARIOS} == {p.value for p in Phase}
