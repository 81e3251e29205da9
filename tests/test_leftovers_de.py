"""What was still English (or worded two ways) in a German run of the command line: the
help of the three analyze tools in one set of words, the robot's difficulty in the
solitaire summary, the system's and the JSON reader's reasons when an own card file or a
save cannot be read, an option's value that is not a number, the TOML reader's reasons;
English exactly as before. And the card converter writes the German notes, so that it
still reproduces the content files."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core import lang as language
from rftg.core.cards import CatalogueError
from rftg.core.custom import load_card_file
from rftg.core.errors import toml_reason
from rftg.core.save import SaveError, load

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference" / "rftg-cards.txt"


@pytest.fixture(autouse=True)
def _home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """An English locale, an empty data folder (no robot table, no own cards) and help
    on long lines (argparse breaks 'Exit-Status' at its hyphen on narrow ones)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("RFTG_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("COLUMNS", "1000")


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())


# --------------------------------------------------------------------------- analyze help


@pytest.mark.parametrize("tool", ["score", "consume", "place"])
def test_the_analyze_tools_use_one_set_of_german_words(capsys: pytest.CaptureFixture[str],
                                                       tool: str) -> None:
    """score, consume and place name the file DATEI (in the usage, the arguments and the
    description), the exit status 'Exit-Status 2', a position 'Stellung'; no English
    metavar is left."""
    out = _help(capsys, "--lang", "de", "analyze", tool)
    assert out.startswith(f"Aufruf: rftg analyze {tool} ")
    assert "DATEI die JSON-Datei ('-' liest die Standardeingabe)" in out
    assert "DATEI enthält ein Objekt (oder ein Array von Objekten)" in out
    assert "Exit-Status 2" in out and "Eingabeobjekt" in out
    for english in ("FILE", "SECONDS", "VP", "Rückgabewert", "Position", "Eingabe-Objekt"):
        assert english not in out, english
    if tool != "score":
        assert "--time-limit SEKUNDEN" in out and "je Stellung in Sekunden" in out
    if tool == "consume":
        assert "--card-value SP" in out and "DATEI ist JSON Lines" in out


@pytest.mark.parametrize("tool", ["consume", "place"])
def test_the_analyze_tools_keep_their_english_words(capsys: pytest.CaptureFixture[str],
                                                    tool: str) -> None:
    out = _help(capsys, "analyze", tool)
    assert out.startswith(f"usage: rftg analyze {tool} ")
    assert "--time-limit SECONDS" in out and "FILE the JSON file ('-' reads stdin)" in out
    assert "exit status 2" in out and "wall-clock limit per position" in out
    if tool == "consume":
        assert "--card-value VP" in out


# --------------------------------------------------------------------------- the robot


@pytest.mark.parametrize(("lang", "seat"), [("de", "Platz 2 Roboter (mittel) "),
                                            ("en", "seat 2 robot (medium) ")])
def test_the_solitaire_summary_names_the_difficulty_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], lang: str, seat: str) -> None:
    """The readable summary says the difficulty as the rulebook's table does (einfach,
    mittel, schwierig); the option's value and the JSON stay as typed."""
    assert main(["--lang", lang, "simulate", "--solitaire", "--robot", "medium",
                 "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert seat in out
    assert "(medium)" not in out if lang == "de" else "(mittel)" not in out


# --------------------------------------------------------------------------- own card files


def _check(capsys: pytest.CaptureFixture[str], lang: str, path: Path) -> str:
    assert main(["--lang", lang, "cards", "--check", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err and err.count("\n") == 1
    return err.strip()


CARD_FILES = [
    ("missing", "cannot be read (No such file or directory)",
     "kann nicht gelesen werden (Datei oder Verzeichnis nicht gefunden)"),
    ("folder", "cannot be read (Is a directory)",
     "kann nicht gelesen werden (ist ein Verzeichnis)"),
    ("latin1", "not UTF-8 text (byte 22); save the file as UTF-8",
     "kein UTF-8-Text (Byte 22); speichere die Datei als UTF-8"),
]


@pytest.mark.parametrize(("case", "english", "german"), CARD_FILES, ids=[c[0] for c in CARD_FILES])
def test_an_unreadable_card_file_is_reported_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, case: str, english: str,
        german: str) -> None:
    """`rftg cards --check FILE`: the system's reason in the run's language; a file in
    another encoding is reported (it raised a traceback before)."""
    path = {"missing": tmp_path / "missing.toml", "folder": tmp_path / "folder",
            "latin1": tmp_path / "latin1.toml"}[case]
    if case == "folder":
        path.mkdir()
    if case == "latin1":
        path.write_bytes(b'[[card]]\nname = "Welt \xe4"\n')
    assert _check(capsys, "en", path) == f"rftg cards --check: {path}: {english}"
    assert _check(capsys, "de", path) == f"rftg cards --check: {path}: {german}"


def test_the_game_reports_a_latin1_card_file_too(tmp_path: Path) -> None:
    """The same error where the game reads the data folder's card files."""
    path = tmp_path / "mine.toml"
    path.write_bytes(b'[[card]]\nname = "Welt \xe4"\n')
    with pytest.raises(CatalogueError, match=r"mine.toml: not UTF-8 text \(byte 22\)"):
        load_card_file(path)


# --------------------------------------------------------------------------- saves


def _load_error(path: Path, lang: str) -> str:
    language.set_language(lang)
    try:
        with pytest.raises(SaveError) as err:
            load(path)
        return str(err.value)
    finally:
        language.set_language("en")


def test_an_unreadable_save_is_reported_in_the_runs_language(tmp_path: Path) -> None:
    """A save that is a folder: the system's reason in German (was '[Errno 21] Is a
    directory: ...', the path said twice; English now says the reason once)."""
    assert _load_error(tmp_path, "en") == f"{tmp_path}: cannot be read (Is a directory)"
    assert _load_error(tmp_path, "de") == (f"{tmp_path}: kann nicht gelesen werden "
                                           "(ist ein Verzeichnis)")


def test_a_save_that_is_not_json_is_reported_in_the_runs_language(tmp_path: Path) -> None:
    """The JSON reader's reason in German; English exactly as before (Python's words)."""
    path = tmp_path / "broken.json"
    path.write_text('{"format": "rftg-save",\n "version" 1}', encoding="utf-8")
    assert _load_error(path, "en") == (f"{path}: not valid JSON (line 2: Expecting ':' "
                                       "delimiter)")
    assert _load_error(path, "de") == (f"{path}: kein gültiges JSON (Zeile 2: ein "
                                       "Doppelpunkt ':' wird erwartet)")


# --------------------------------------------------------------------------- the converter


@pytest.mark.skipif(not REFERENCE.exists(), reason="the reference data is not beside the project")
def test_the_converter_reproduces_the_card_files(tmp_path: Path) -> None:
    """tools/convert_reference.py writes base.toml and gs.toml exactly as they are, the
    German notes (note_de) included: re-running it loses nothing added since."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "convert_reference.py"),
                    str(REFERENCE), str(tmp_path)], capture_output=True, text=True, check=True)
    for name in ("base.toml", "gs.toml"):
        made = (tmp_path / name).read_text(encoding="utf-8")
        assert made == (ROOT / "content" / "cards" / name).read_text(encoding="utf-8"), name
    assert (tmp_path / "base.toml").read_text(encoding="utf-8").count("note_de = ") == 9


# --------------------------------------------------------------------------- option values


NOT_NUMBERS = [
    (["--seed", "x"], "rftg: error: argument --seed: invalid int value: 'x'",
     "rftg: Fehler: Argument --seed: ungültiger Wert 'x': keine ganze Zahl"),
    (["simulate", "--games", "1.5"],
     "rftg simulate: error: argument --games: invalid int value: '1.5'",
     "rftg simulate: Fehler: Argument --games: ungültiger Wert '1.5': keine ganze Zahl"),
    (["simulate", "--players", "x"],
     "rftg simulate: error: argument --players: invalid int value: 'x'",
     "rftg simulate: Fehler: Argument --players: ungültiger Wert 'x': keine ganze Zahl"),
    (["analyze", "consume", "--card-value", "viel", "x.json"],
     "rftg analyze consume: error: argument --card-value: invalid float value: 'viel'",
     "rftg analyze consume: Fehler: Argument --card-value: ungültiger Wert 'viel': keine Zahl"),
    (["analyze", "place", "--time-limit", "abc", "x.json"],
     "rftg analyze place: error: argument --time-limit: invalid float value: 'abc'",
     "rftg analyze place: Fehler: Argument --time-limit: ungültiger Wert 'abc': keine Zahl"),
]


@pytest.mark.parametrize(("argv", "english", "german"), NOT_NUMBERS,
                         ids=[" ".join(a[0][:2]) for a in NOT_NUMBERS])
def test_an_option_that_is_not_a_number_is_refused_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], argv: list[str], english: str,
        german: str) -> None:
    """argparse named Python's type ('invalid int value'); German says what is wanted.
    English exactly as argparse says it."""
    for lang, message in (("en", english), ("de", german)):
        with pytest.raises(SystemExit) as done:
            main(["--lang", lang, *argv])
        assert done.value.code == 2
        assert capsys.readouterr().err.splitlines()[-1] == message


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "rftg analyze consume: --card-value must be a number of VP, 0 or more, not -1.5; "
           "--time-limit must be more than 0 seconds, not 0.0"),
    ("de", "rftg analyze consume: --card-value muss eine Zahl von Siegpunkten sein, 0 oder "
           "mehr, nicht -1,5; --time-limit muss mehr als 0 Sekunden sein, nicht 0,0")])
def test_a_bad_limit_is_written_as_the_language_writes_numbers(
        capsys: pytest.CaptureFixture[str], lang: str, message: str) -> None:
    """The value a limit may not have, with the language's decimal sign (English as
    before)."""
    argv = ["--lang", lang, "analyze", "consume", "--time-limit", "0", "--card-value", "-1.5",
            "x.json"]
    assert main(argv) == 2
    assert capsys.readouterr().err == message + "\n"


# --------------------------------------------------------------------------- TOML reasons

# Inputs that make Python's TOML reader say each message of [toml]
TOML_REASONS = {"overwrite": "a = 1\na = 2", "scalar": 'a = "\\uD800"', "equals": "a 1",
                "table_end": "[a", "array_end": "[[a]", "newline": "a = 1 b",
                "datetime": "a = 2020-02-30", "hex": 'a = "\\uZZZZ"', "key_start": "a. = 1",
                "statement": "!", "value": "a = ", "array": "a = [1",
                "inline_table": "a = {b = 1", "backslash": 'a = "\\ "',
                "unterminated": 'a = "abc'}


def test_english_toml_reasons_are_the_readers_own_words() -> None:
    """Each English [toml] text is the reason Python's TOML reader gives, so English reads
    exactly as before and the German is found for it, with the place in German too; a
    reason with no text keeps the reader's words."""
    texts = language.own("errors", "en")["toml"]
    german = language.own("errors", "de")["toml"]
    assert set(texts) == set(TOML_REASONS)
    for key, bad in TOML_REASONS.items():
        with pytest.raises(tomllib.TOMLDecodeError) as caught:
            tomllib.loads(bad)
        message = str(caught.value)
        assert message.startswith(texts[key] + " (at "), key
        assert toml_reason(caught.value, "en") == message
        said = toml_reason(caught.value, "de")
        assert said.startswith(german[key] + " (") and german[key] != texts[key], key
        assert said.endswith(("(am Ende der Datei)", ")")) and "at line" not in said
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads("a = 1\nb = [1,\n2")
    assert toml_reason(caught.value, "de") == ("eine Liste in eckigen Klammern wird nicht "
                                               "geschlossen (am Ende der Datei)")
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads("a = 1\n[[x]]\n[x]")
    assert toml_reason(caught.value, "de") == "Cannot declare ('x',) twice (Zeile 3, Spalte 3)"
    assert toml_reason(ValueError("Something new"), "de") == "Something new"


# --------------------------------------------------------------------------- analyze input

KINDS = [("[1]", "int", "eine Zahl", "1"), ('["x"]', "str", "einen Text", '"x"'),
         ("[[1]]", "list", "ein Array", "[1]"), ("[true]", "bool", "einen Wahrheitswert", "true"),
         ("[null]", "NoneType", "null", "null"), ("[1.5]", "float", "eine Zahl", "1.5")]


@pytest.mark.parametrize(("text", "english", "german", "value"), KINDS,
                         ids=[k[1] for k in KINDS])
@pytest.mark.parametrize("tool", ["score", "place"])
def test_a_value_that_is_not_an_object_is_named_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, tool: str, text: str,
        english: str, german: str, value: str) -> None:
    """German names the JSON kind ('eine Zahl'), not Python's type ('int'); English as
    before."""
    path = tmp_path / "in.json"
    path.write_text(text, encoding="utf-8")
    assert main(["analyze", tool, str(path)]) == 2
    assert capsys.readouterr().err == (f"rftg analyze {tool}: {path}: object 1: expected a "
                                       f"JSON object, got {english}: {value}\n")
    assert main(["--lang", "de", "analyze", tool, str(path)]) == 2
    assert capsys.readouterr().err == (f"rftg analyze {tool}: {path}: Objekt 1: ein "
                                       f"JSON-Objekt erwartet, {german} bekommen: {value}\n")


@pytest.mark.parametrize(("lang", "twice", "thrice"), [
    ("en", "'Investment Credits' is 2 times", "'Gem World' is 3 times"),
    ("de", "'Investitionskredite' liegt 2-mal", "'Kristallwelt' liegt 3-mal")])
def test_analyze_score_names_a_card_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, twice: str,
        thrice: str) -> None:
    """As analyze consume and place do: the seed's German name in a German run."""
    for tableau, words in ((["Investment Credits", "Investment Credits"], twice),
                           (["Gem World"] * 3, thrice)):
        path = tmp_path / "in.json"
        path.write_text(json.dumps({"id": 1, "tableau": tableau, "chips": 0}),
                        encoding="utf-8")
        assert main(["--lang", lang, "analyze", "score", str(path)]) == 2
        assert f"{path}: {words} " in capsys.readouterr().err


# --------------------------------------------------------------------------- no "Karte(n)"


def test_german_errors_say_no_plural_in_parentheses() -> None:
    """A screen reader says 'Karte(n)' as 'Karte n': the German of a wrong number of cards
    is worded for any number; English takes the plural the number needs."""
    from rftg.core.decisions import Choice, IllegalChoice
    from rftg.core.engine import Game
    from rftg.core.race.setup import RaceSetup

    game = Game(RaceSetup(players=2, seed=1))
    decision = game.pending_for(0)
    assert decision is not None
    option = decision.options[0]  # the start: discard 2 of the cards dealt
    said = {}
    for lang in ("en", "de"):
        language.set_language(lang)
        try:
            with pytest.raises(IllegalChoice) as caught:
                game.choose(0, Choice(option.move, option.cards_from[:1]))
        finally:
            language.set_language("en")
        said[lang] = str(caught.value)
    assert said["en"] == "'Discard 2' needs 2 cards, 1 given"
    assert said["de"] == "'2 abwerfen' braucht diese Anzahl Karten: 2 (genannt: 1)"
    for key, text in language.own("errors", "de")["choice"].items():
        assert "(n)" not in text and "(e)" not in text, key
    assert "(n)" not in language.own("cli", "de")["own_cards"]["valid"]


@pytest.mark.parametrize(("lang", "line"), [("en", "{path}: 1 own card, valid:"),
                                            ("de", "{path} ist fehlerfrei; eigene Karten "
                                                   "darin: 1")])
def test_a_valid_card_file_in_the_runs_language(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path, lang: str, line: str) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('[[card]]\nname = "Zed"\ntype = "world"\ncost = 1\nvp = 1\n'
                    "copies = { base = 1 }\n", encoding="utf-8")
    assert main(["--lang", lang, "cards", "--check", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == line.format(path=path)


# --------------------------------------------------------------------------- help lines

COMMANDS = [[], ["cards"], ["analyze"], ["analyze", "score"], ["analyze", "consume"],
            ["analyze", "place"], ["simulate"], ["rules"]]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", ["52", "80"])
def test_help_never_breaks_a_hyphenated_word(capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch, lang: str,
                                             width: str) -> None:
    """'Exit-|Status', 'JSON-|Zeile', '6-|cost' across two lines are read as two words;
    help lines break between words only, at any width."""
    monkeypatch.setenv("COLUMNS", width)
    for command in COMMANDS:
        with pytest.raises(SystemExit):
            main(["--lang", lang, *command, "--help"])
        out = capsys.readouterr().out
        assert out
        for line in out.splitlines():
            assert not re.search(r"\w-$", line), (command, line)


def test_the_analyze_tools_name_a_field_one_way() -> None:
    """score (cli catalogue) and consume/place (hints [input]) say 'das Feld ...' alike."""
    texts = [*language.own("cli", "de")["score"].values(),
             *language.own("hints", "de")["input"].values()]
    fields = [text for text in texts if "Feld " in text]
    assert len(fields) >= 10
    assert all("das Feld " in text or "Felder:" in text or "unbekanntes Feld" in text
               for text in fields), [t for t in fields if "das Feld " not in t]


def test_the_solitaire_game_is_named_as_the_seed_names_it(capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    """The Gathering Storm's „Das Solitär-Spiel“ (seed 001), as the setup errors say it;
    Jump Drive's solo game stays 'Solospiel', as its screens say."""
    out = _help(capsys, "--lang", "de", "simulate")
    assert "--solitaire das Solitär-Spiel von Aufziehender Sturm" in out
    assert "Jump Drive 1-4 (1: das Solospiel)" in " ".join(out.split())
    assert main(["--lang", "de", "simulate", "--solitaire", "--draft"]) == 2
    assert "--draft: das Solitär-Spiel wird ohne Ziele" in capsys.readouterr().err


# --- the lead's follow-ups: TOML, system and encoding errors of every file a player writes


LATIN1 = "name = \"Fr\xfchling\"\n".encode("latin-1")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_file_in_another_encoding_is_reported(tmp_path: Path, lang: str) -> None:
    from rftg.core.cards import CatalogueError, load_toml
    from rftg.core.lang import set_language

    path = tmp_path / "cards.toml"
    path.write_bytes(LATIN1)
    set_language(lang)
    with pytest.raises(CatalogueError) as err:
        load_toml(path, str(path))
    assert str(err.value).startswith(str(path))
    assert ("not UTF-8 text (byte 10)" if lang == "en" else "kein UTF-8-Text (Byte 10)") \
        in str(err.value)


def test_a_robot_table_in_another_encoding_is_reported_not_a_traceback(
        tmp_path: Path, german: None) -> None:
    """The solitaire robot's numbers in the data folder, saved as Latin-1: the game plays
    with its own numbers and says what is wrong with the copy."""
    from rftg.core.solitaire.table import TABLE_FILE, default_table, user_table

    (tmp_path / TABLE_FILE).write_bytes(LATIN1)
    table, problem = user_table(tmp_path)
    assert table == default_table()
    assert problem is not None and "kein UTF-8-Text (Byte 10)" in problem


def test_a_robot_table_that_is_not_toml_says_why_in_german(tmp_path: Path, german: None) -> None:
    from rftg.core.solitaire.table import TABLE_FILE, user_table

    (tmp_path / TABLE_FILE).write_text("dice = \n[x]\n", "utf-8")
    _, problem = user_table(tmp_path)
    assert problem is not None and "kein gültiges TOML" in problem and "Zeile" in problem


@pytest.mark.parametrize(("lang", "said"), [("en", "not UTF-8 text (byte 10)"),
                                             ("de", "kein UTF-8-Text (Byte 10)")])
def test_a_settings_file_in_another_encoding(tmp_path: Path, lang: str, said: str) -> None:
    from rftg.core.lang import set_language
    from rftg.tui.settings import SettingsError, load

    (tmp_path / "settings.toml").write_bytes(LATIN1)
    set_language(lang)
    with pytest.raises(SettingsError) as err:
        load(tmp_path)
    assert err.value.reason == said


def test_settings_errors_in_german(tmp_path: Path, german: None) -> None:
    from rftg.tui.settings import SettingsError, load

    path = tmp_path / "settings.toml"
    path.write_text('language = "fr"\n', "utf-8")
    with pytest.raises(SettingsError) as err:
        load(tmp_path)
    assert err.value.reason == "language = 'fr': bekannt sind en, de"
    path.write_text("language = \n", "utf-8")
    with pytest.raises(SettingsError) as err:
        load(tmp_path)
    assert "Zeile 1" in err.value.reason
