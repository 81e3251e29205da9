"""The card data's own prose in German beside the English: a card's note, a Jump Drive
card's unconfirmed facts and note, the Jump Drive deal note; each shown by ``rftg cards``
(and the game screen's card view) in the run's language, English unchanged; the game's
card files are refused when a text lacks its German."""

from __future__ import annotations

import shutil
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core.cards import CatalogueError, catalogue, load_catalogue
from rftg.core.custom import load_card_file
from rftg.core.jumpdrive.cards import jd_catalogue, parse_jd


def run(capsys: pytest.CaptureFixture[str], lang: str, argv: list[str]) -> str:
    """What ``rftg --lang LANG ARGV`` prints (status 0, nothing on stderr)."""
    assert main(["--lang", lang, *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


# --------------------------------------------------------------------------- card prose


def test_every_note_of_the_game_cards_has_its_german_text() -> None:
    """A note (9 base cards), an unconfirmed fact (59 Jump Drive cards) and the deal
    notes: German wherever English, and different from it."""
    cards = [c for c in catalogue().cards() if c.note]
    assert len(cards) == 9
    for card in cards:
        assert card.note_text("en") == card.note
        assert card.note_text("de") == card.note_de and card.note_de != card.note
    jd = jd_catalogue()
    assert sum(1 for c in jd.cards() if c.unconfirmed) == 59
    for c in jd.cards():
        for field in ("note", "unconfirmed"):
            english, german = getattr(c, field), getattr(c, f"{field}_de")
            assert bool(english) == bool(german), (c.name, field)
            assert english is None or english != german
    assert jd.setup_note_text("en") == jd.setup_note
    assert jd.setup_note_text("de").startswith("Die Spielvorbereitung (7 Karten austeilen")
    assert jd.not_public_text("de").startswith("Die vorgegebenen Kartenhände")


def test_the_card_view_shows_the_note_in_the_runs_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`rftg --lang de cards NAME` ends with the German note; English as before."""
    name = "Black Market Trading World"
    out = run(capsys, "en", ["cards", name])
    assert out.endswith(
        "\n\nNote: cost 2 (reference file: 3) is confirmed by the base rulebook's table; VP 1 "
        "(reference file: 2) follows the current printing, no seed confirms it\n")
    out = run(capsys, "de", ["cards", name])
    assert out.endswith(
        "\n\nHinweis: Kosten 2 (Referenzdatei: 3): bestätigt durch die Tabelle der Spielregel "
        "des Grundspiels; 1 SP (Referenzdatei: 2): nach der aktuellen Auflage, von keiner "
        "Spielregel bestätigt\n")
    assert "reference" not in out


def test_the_jump_drive_card_view_and_table_in_the_runs_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A Jump Drive card's unconfirmed facts and its note, and the table's deal note, are
    German in a German run; English as before."""
    argv = ["cards", "--game", "jumpdrive", "Smuggling Lair"]
    out = run(capsys, "en", argv)
    assert out.endswith("\n\nUnconfirmed: no second source confirms this world's row\n\n"
                        "Note: the source writes 'SMUGGLING LAIR'\n")
    out = run(capsys, "de", argv)
    assert out.endswith("\n\nUnbestätigt: keine zweite Quelle bestätigt die Werte dieser "
                        "Welt\n\nHinweis: die Quelle schreibt „SMUGGLING LAIR“\n")
    out = run(capsys, "en", ["cards", "--game", "jumpdrive"])
    assert out.endswith(" Setup (deal 7 cards, keep 5) comes from public game summaries, "
                        "not from the seed.\n")
    out = run(capsys, "de", ["cards", "--game", "jumpdrive"])
    assert out.endswith(" Die Spielvorbereitung (7 Karten austeilen, 5 davon behalten) "
                        "stammt aus öffentlichen Spielzusammenfassungen, nicht aus der "
                        "Spielhilfe.\n")


def _content_without(tmp_path: Path, field: str) -> Path:
    """The packaged card content in a folder of its own, base.toml's first line setting
    ``field`` left out (its first card is Gateway Station)."""
    root = Path(str(resources.files("rftg.content")))
    (tmp_path / "cards").mkdir()
    for rel in ("cards/base.toml", "cards/gs.toml", "setup.toml"):
        shutil.copy(root / rel, tmp_path / rel)
    base = tmp_path / "cards" / "base.toml"
    text = base.read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith(f"{field} = "))
    base.write_text(text.replace(line + "\n", "", 1), encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(("field", "message"), [
    ("note_de", r"base.toml: card 'Gateway Station': field note_de: the German text of note "
                r"is missing"),
    ("note", r"base.toml: card 'Gateway Station': field note: a German text without the "
             r"English one \(note_de\)")])
def test_a_game_card_without_its_german_note_is_refused(tmp_path: Path, field: str,
                                                         message: str) -> None:
    """The game's card files say in German what they say in English: a note without
    note_de (or note_de alone) is named by file, card and field."""
    with pytest.raises(CatalogueError, match=message):
        load_catalogue(_content_without(tmp_path, field))


def test_a_jump_drive_card_or_setup_without_its_german_text_is_refused() -> None:
    data = tomllib.loads((Path(str(resources.files("rftg.content"))) / "cards"
                          / "jumpdrive.toml").read_text(encoding="utf-8"))
    assert len(parse_jd(data, "jd.toml")) == len(jd_catalogue())
    first = data["card"][0]
    del first["unconfirmed_de"]
    with pytest.raises(CatalogueError, match=r"jd.toml: card 'Devolved Uplift Race': field "
                                             r"unconfirmed_de: the German text of "
                                             r"unconfirmed is missing"):
        parse_jd(data, "jd.toml")
    first["unconfirmed_de"] = "x"
    del data["setup"]["deal_note_de"]
    with pytest.raises(CatalogueError, match=r"jd.toml: \[setup\]: field deal_note_de"):
        parse_jd(data, "jd.toml")


def test_a_refusal_is_german_in_a_german_run(german: None, tmp_path: Path) -> None:
    with pytest.raises(CatalogueError, match=r"Karte 'Gateway Station': Feld note_de: der "
                                             r"deutsche Text zu note fehlt"):
        load_catalogue(_content_without(tmp_path, "note_de"))


def test_an_own_card_may_have_a_note_in_one_language(tmp_path: Path) -> None:
    """A player's own card file is not held to both languages: its one note is shown in
    every language."""
    path = tmp_path / "mine.toml"
    path.write_text('[[card]]\nname = "Quiet Moon"\ntype = "world"\ncost = 1\nvp = 1\n'
                    'copies = { base = 1, gs = 1 }\nnote = "made up at home"\n',
                    encoding="utf-8")
    (card,) = load_card_file(path)
    assert card.note_text("en") == card.note_text("de") == "made up at home"
