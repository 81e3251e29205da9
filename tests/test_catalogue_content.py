"""Card facts and powers as the rulebooks state them, power texts, and the catalogue's
refusal of malformed content."""

from __future__ import annotations

import copy
import pickle
import shutil
from pathlib import Path

import pytest

from rftg.core.cards import (
    CARD_FILES,
    POWER_SPECS,
    CatalogueError,
    Edition,
    GoodsKind,
    Phase,
    card_from,
    load_catalogue,
)
from rftg.core.powertext import card_text, has_template, power_line

CONTENT = Path(__file__).resolve().parent.parent / "content"


def test_every_power_is_a_known_effect_with_english_text(cat):
    used = set()
    for card in cat.values():
        for p in card.powers:
            assert (p.phase, p.effect) in POWER_SPECS, (card.name, p)
            used.add((p.phase, p.effect))
            assert power_line(p, card)  # renders without a missing placeholder
        for b in card.bonuses:
            assert b.match
    # every effect the engine knows is used by some card
    assert used == set(POWER_SPECS)


def test_a_card_is_what_its_table_says_and_copies_whole(cat):
    """The engine's cards (rftg.core.carddata) are built from the validated tables: a card
    written back as its table reads as the same card, and copies and pickles whole."""
    for card in cat.values():
        again = card_from(card.data())
        assert again == card and hash(again) == hash(card), card.name
        assert copy.deepcopy(card) == card == pickle.loads(pickle.dumps(card))
        for p in card.powers:
            spec = POWER_SPECS[(p.phase, p.effect)]
            assert p.is_trade is spec.trade
            assert p.is_optional is (spec.optional_by_default if p.optional is None
                                     else p.optional)
    gem = cat["Gem World"]
    assert gem.replace(vp=3).vp == 3 and gem.replace(vp=3) != gem
    with pytest.raises(TypeError, match="colour_x"):
        gem.replace(colour_x="red")


def test_german_text_for_every_base_power(cat):
    """Base rulebook pages 8-12 describe every base power kind: each has a German text."""
    for card in cat.cards(Edition.BASE):
        for p in card.powers:
            assert has_template(p, "de"), (card.name, p)
            assert "{" not in power_line(p, card, "de")


def test_free_trade_association_and_new_vinland(cat):
    """Base rules, Verbrauchen: "Freihandelsunion (verbrauche bis zu 3 Güter Luxusartikel,
    nimm für jedes 1 Siegpunkt und ziehe für jedes eine Karte)", "New Vinland-Fähigkeit
    (ziehe zwei Karten)"."""
    fta = cat["Free Trade Association"]
    assert fta.de == "Freihandelsunion"
    (consume,) = fta.powers_in(Phase.CONSUME)
    assert (consume.effect, consume.kind, consume.count, consume.vp, consume.cards) == (
        "consume", GoodsKind.NOVELTY, 3, 1, 1)
    assert power_line(consume, fta) == "IV: Consume up to 3 Novelty goods: 1 VP and 1 card each"
    (nv,) = cat["New Vinland"].powers_in(Phase.CONSUME)
    assert (nv.effect, nv.kind, nv.count, nv.cards, nv.vp) == ("consume", None, 1, 2, None)


def test_alpha_centauri_starts_with_a_windfall_good(cat):
    """Base rules, Spielvorbereitung: "Hat ein Spieler als Startwelt Alpha Centauri ausliegen,
    wird eine Karte vom Stapel verdeckt darauf gelegt." and "III: Kosten -1 oder militärische
    Stärke +1 für [Seltene Elemente]"."""
    ac = cat["Alpha Centauri"]
    assert ac.windfall and ac.goods is GoodsKind.RARE and ac.start == 2 and ac.colour == "blue"
    effects = {(p.effect, p.kind, p.n) for p in ac.powers}
    assert effects == {("reduce", GoodsKind.RARE, 1), ("military", GoodsKind.RARE, 1)}


def test_optional_start_worlds_from_the_last_page(cat):
    """Base rules, last page: "GALAKTISCHER HANDELSGESANDTER III: Du darfst [militärische
    Welten] mit Kosten -1 (+ andere Rabatte) platzieren ([Alien] dürfen nicht platziert
    werden)"; "TERRAFORMING KOLONISTEN III: Ziehe 1 Karte, nachdem du eine [Welt] ausgespielt
    hast. V: Du darfst 1 Handkarte abwerfen, um 1 Gut auf [Windfall-Welt] zu produzieren."."""
    gte = cat["Galactic Trade Emissaries"]
    assert gte.start == -3 and gte.de == "Galaktischer Handelsgesandter"
    assert any(p.effect == "pay_military" and p.n == 1 and p.is_optional for p in gte.powers)
    tc = cat["Terraforming Colonists"]
    assert [(p.phase, p.effect) for p in tc.powers] == [
        (Phase.SETTLE, "draw_after"), (Phase.PRODUCE, "discard_produce")]
    assert tc.powers[1].target == "windfall" and tc.powers[1].is_optional
    assert {cat.by_start(n).colour for n in (-1, -3, -5)} == {"red"}
    assert {cat.by_start(n).colour for n in (-2, -4, -6)} == {"blue"}


def test_six_cost_bonus_data(cat):
    """Base rules page 12: Galactic Renaissance counts "jedes Vielfache von 3 Siegpunkten in
    Chips (abgerundet)"; New Galactic Order counts "gesamte militärische Stärke"."""
    gr = cat["Galactic Renaissance"]
    assert gr.bonuses[0].match == "chips" and gr.bonuses[0].per == 3
    assert cat["New Galactic Order"].bonuses[0].match == "military_strength"
    assert all(len(c.bonuses) >= 1 for c in cat.values() if c.is_development and c.cost == 6)


def test_the_three_cost_corrections(cat):
    """Reference README: the rulebook's table confirms costs 2, 2 and 3."""
    assert (cat["Bio-Hazard Mining World"].cost, cat["Bio-Hazard Mining World"].vp) == (2, 0)
    assert (cat["Black Market Trading World"].cost, cat["Black Market Trading World"].vp) == (2, 1)
    assert cat["Imperium Armaments World"].cost == 3
    assert all(cat[n].note for n in ("Bio-Hazard Mining World", "Black Market Trading World",
                                     "Imperium Armaments World"))


def test_presets_and_goals(cat):
    assert [p.start for p in cat.presets] == [1, 2, 3, 4, 5]
    for p in cat.presets:
        assert all(n in cat for n in p.hand)
    goals = cat.goals
    assert sum(g.type == "first" for g in goals) == 6
    assert sum(g.type == "most" for g in goals) == 4
    assert {g.vp for g in goals if g.type == "first"} == {3}
    assert {g.vp for g in goals if g.type == "most"} == {5}


def test_lookup_by_english_or_german_name(cat):
    assert cat.find("free trade association").name == "Free Trade Association"
    assert cat.find("Freihandelsunion").name == "Free Trade Association"
    assert cat.find("Kontaktspezialist").name == "Contact Specialist"
    assert cat.find("nope") is None
    assert "Free Trade Association" in cat.close_matches("Free Trade Assoc")


def test_card_text_lists_powers_in_phase_order(cat):
    text = card_text(cat["Old Earth"]).splitlines()
    assert text == ["$: Draw 1 more card when selling any good",
                    "IV: Consume up to 2 goods: 1 VP each"]


# ---------------------------------------------------------------- malformed content files


@pytest.fixture
def content_copy(tmp_path: Path) -> Path:
    shutil.copytree(CONTENT, tmp_path / "content")
    return tmp_path / "content"


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


def test_copy_loads(content_copy: Path):
    assert len(load_catalogue(content_copy)) == 120


def test_bad_field_names_file_card_and_field(content_copy: Path):
    f = content_copy / CARD_FILES[0]
    _edit(f, 'name = "Gem World"\nde = "Kristallwelt"\ntype = "world"\ncost = 2',
          'name = "Gem World"\nde = "Kristallwelt"\ntype = "world"\ncost = "two"')
    with pytest.raises(CatalogueError) as err:
        load_catalogue(content_copy)
    msg = str(err.value)
    assert "base.toml" in msg and "'Gem World'" in msg and "field cost" in msg


def test_unknown_field_is_refused(content_copy: Path):
    f = content_copy / CARD_FILES[0]
    _edit(f, 'name = "Gem World"\n', 'name = "Gem World"\ncolor = "blue"\n')
    with pytest.raises(CatalogueError, match=r"base\.toml: card 'Gem World': field color"):
        load_catalogue(content_copy)


def test_unknown_power_names_file_card_and_field(content_copy: Path):
    f = content_copy / CARD_FILES[1]
    _edit(f, '{ phase = "produce", effect = "produce" }',
          '{ phase = "produce", effect = "teleport" }')
    with pytest.raises(CatalogueError) as err:
        load_catalogue(content_copy)
    msg = str(err.value)
    assert "gs.toml" in msg and "field powers." in msg
    assert "unknown effect 'teleport'" in msg and "card '" in msg


def test_power_with_wrong_values_is_refused(content_copy: Path):
    f = content_copy / CARD_FILES[0]
    _edit(f, '{ phase = "develop", effect = "reduce", n = 1 }',
          '{ phase = "develop", effect = "reduce", kind = "RARE" }')
    with pytest.raises(CatalogueError, match=r"card 'Investment Credits': field powers\.0: "
                                             r"effect 'reduce' needs n"):
        load_catalogue(content_copy)


def test_duplicate_name_within_a_file(content_copy: Path):
    f = content_copy / CARD_FILES[0]
    _edit(f, 'name = "Comet Zone"', 'name = "Gem World"')
    with pytest.raises(CatalogueError, match=r"base\.toml: card 'Gem World': field name: "
                                             r"duplicate name"):
        load_catalogue(content_copy)


def test_duplicate_name_across_files(content_copy: Path):
    f = content_copy / CARD_FILES[1]
    _edit(f, 'name = "Volcanic World"', 'name = "Gem World"')
    with pytest.raises(CatalogueError, match=r"gs\.toml: card 'Gem World': field name: "
                                             r"duplicate name \(also in .*base\.toml\)"):
        load_catalogue(content_copy)


def test_broken_toml_names_the_file(content_copy: Path):
    f = content_copy / CARD_FILES[0]
    f.write_text(f.read_text() + "\n[[card]\n")
    with pytest.raises(CatalogueError, match=r"base\.toml: not valid TOML"):
        load_catalogue(content_copy)


def test_unknown_card_in_a_bonus(content_copy: Path):
    f = content_copy / CARD_FILES[0]
    _edit(f, 'name = "Consumer Markets" }', 'name = "Consumer Market" }')
    with pytest.raises(CatalogueError, match=r"base\.toml: card 'Free Trade Association': "
                                             r"field bonuses: "
                                             r"unknown card 'Consumer Market'"):
        load_catalogue(content_copy)
