"""Jump Drive's card content: converted once from the reference list, checked against the
seed (the German game help) and the reference README's corrections."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rftg.core.cards import CardType, CatalogueError, GoodsKind
from rftg.core.jumpdrive.cards import jd_catalogue, load_jd_catalogue

ROOT = Path(__file__).resolve().parent.parent
TSV = ROOT.parent / "shared" / "reference" / "jumpdrive-cards.tsv"


def test_deck_of_112_cards_and_four_survey_teams_in_the_middle():
    cards = jd_catalogue().deck_cards()
    deck = [c for c in cards if not c.middle]
    assert len(deck) == 112 and len(cards) == 116
    assert sum(c.is_world for c in deck) == 60
    assert sum(c.is_development for c in deck) == 52


def test_survey_team_as_the_seed_gives_it():
    """"Das Erkundungsteam gibt 2 [Erkunden], 1 [Militär], and 1 [Karte]"; "Legst du keine
    Welt aus, bezahlst du für das Erkundungsteam 1 Karte weniger, also 0" (cost 1);
    "1x im ganzen Spiel ... aus der Tischmitte"."""
    team = jd_catalogue().find("Erkundungsteam")
    assert team is not None and team.name == "Survey Team"
    assert (team.cost, team.explore, team.strength, team.income) == (1, 2, 1, 1)
    assert team.middle and team.limit == 1 and team.copies == 4


def test_cards_the_seed_names_are_there_with_their_german_names():
    cat = jd_catalogue()
    for de, en in [("Kontaktspezialist", "Contact Specialist"),
                   ("Kriegspropaganda", "War Propaganda"), ("Handelsabkommen", "Trade Pact")]:
        card = cat.find(de)
        assert card is not None and card.name == en and card.type is CardType.DEVELOPMENT
    assert cat["Contact Specialist"].has("contact")
    assert cat["War Propaganda"].has("to_most_military")


def test_world_colours_are_the_seeds_four_or_grey():
    """"Die Farben der nicht-grauen Welten sind blau, braun, grün oder gelb"; REBEL is a flag
    of military worlds, not a colour."""
    worlds = [c for c in jd_catalogue().cards() if c.is_world]
    assert {c.kind for c in worlds} == {None, *GoodsKind}
    assert all(c.military for c in worlds if c.rebel)
    assert {c.kind for c in worlds if c.rebel} == {None}


def test_known_defects_of_the_source_are_corrected():
    cat = jd_catalogue()
    assert "Reptilian Uplift Race" in cat and "Reptilian Uplift World" not in cat
    assert "Smuggling Lair" in cat
    assert cat["Mining Robots"].vp == 1  # "vp=" in the source
    # the scan: Genetics Lab gives +1 income with a green world, not VP
    (power,) = cat["Genetics Lab"].powers
    assert (power.effect, power.kind, power.n) == ("income_with", GoodsKind.GENE, 1)
    # the scan: Galactic Advertisers -1 for Galactic Trendsetters, VP 0, income 2
    ads = cat["Galactic Advertisers"]
    assert (ads.vp, ads.income, ads.powers[0].card) == (0, 2, "Galactic Trendsetters")
    assert cat["Trade Pact"].has("peaceful") and cat["Trade Pact"].limit == 1


def test_rows_no_second_source_confirms_are_marked():
    cat = jd_catalogue()
    assert all(c.unconfirmed for c in cat.cards() if c.is_world)
    for name in ("Trade Pact", "Galactic Imperium", "Survey HQ", "Devolved Uplift Race"):
        assert cat[name].unconfirmed, name
    for name in ("Contact Specialist", "Investment Credits", "Survey Team", "Space Marines"):
        assert not cat[name].unconfirmed, name


def test_content_says_where_setup_comes_from_and_what_is_not_public():
    cat = jd_catalogue()
    assert "public game summaries" in cat.setup_note and "not from the seed" in cat.setup_note
    assert "preset hands" in cat.not_public and "campaign" in cat.not_public


@pytest.mark.skipif(not TSV.exists(), reason="the reference list is not beside the project")
def test_converter_reproduces_the_content_file():
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "convert_jumpdrive.py"),
                          str(TSV)], capture_output=True, text=True, check=True).stdout
    assert out == (ROOT / "content" / "cards" / "jumpdrive.toml").read_text(encoding="utf-8")


def test_a_bad_card_file_is_reported_with_file_card_and_field(tmp_path):
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "jumpdrive.toml").write_text(
        '[[card]]\nname = "Odd"\ntype = "development"\ncost = 1\ncopies = 1\n'
        'powers = [ { effect = "fly", n = 1 } ]\n', encoding="utf-8")
    with pytest.raises(CatalogueError, match=r"jumpdrive.toml: card 'Odd': field powers.0"):
        load_jd_catalogue(tmp_path)
