"""`rftg --lang de`: the command line in German (help, argparse's own words, errors, the
readable output of the commands), the language from the locale, the saved setting for
the game only, and JSON that does not change with the language."""

from __future__ import annotations

import argparse
import inspect
import json
import re
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rftg.cli import main
from rftg.core import lang as language

ENGLISH_ARGPARSE = ("usage:", "options:", "show this help message and exit",
                    "positional arguments", "error:", "the following arguments are required",
                    "invalid choice", "expected one argument")


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """An English locale and an empty data folder unless a test says otherwise; the run's
    language is English again afterwards."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("RFTG_HOME", str(tmp_path / "home"))
    try:
        yield
    finally:
        language.set_language("en")


def exits(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    """Run a command that ends through argparse (help or a usage error): its status,
    stdout and stderr."""
    with pytest.raises(SystemExit) as done:
        main(argv)
    out, err = capsys.readouterr()
    code = done.value.code
    assert isinstance(code, int)
    return code, out, err


def no_english_argparse(text: str) -> None:
    for words in ENGLISH_ARGPARSE:
        assert words not in text, f"English argparse words left: {words!r}"


def test_german_help(capsys: pytest.CaptureFixture[str]) -> None:
    """`rftg --lang de --help` is German: argparse's words, the descriptions and the help
    of every option; the commands and options themselves stay as they are typed."""
    code, out, _ = exits(capsys, ["--lang", "de", "--help"])
    assert code == 0
    assert out.startswith("Aufruf: rftg ")
    flat = " ".join(out.split())
    for words in ("Optionen:", "-h, --help diese Hilfe zeigen und beenden", "BEFEHL",
                  "Race for the Galaxy im Terminal lernen und spielen",
                  "eine Karte mit allen Angaben zeigen", "Schlusswertung von Auslagen",
                  "--plain in einfachen Zeilen spielen", "--lang {en,de}", "Beispiele:"):
        assert words in flat
    no_english_argparse(out)


def test_german_help_of_a_command(capsys: pytest.CaptureFixture[str]) -> None:
    """A command's help in the seeds' words (Spiel für 2 erfahrene Spieler,
    Konstruktions-Variante, Aufziehender Sturm), with --lang after the command too."""
    code, out, _ = exits(capsys, ["simulate", "--lang", "de", "--help"])
    assert code == 0
    flat = " ".join(out.split())
    assert flat.startswith("Aufruf: rftg simulate ")
    for words in ("das Spiel für 2 erfahrene Spieler", "Konstruktions-Variante",
                  "die Ziele von Aufziehender Sturm", "--games ANZAHL", "Roboter"):
        assert words in flat
    no_english_argparse(out)


def test_the_locale_picks_german(capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    _, out, _ = exits(capsys, ["--help"])
    assert out.startswith("Aufruf: rftg ")
    _, out, _ = exits(capsys, ["--lang", "en", "--help"])  # the flag beats the locale
    assert out.startswith("usage: rftg ")


def test_an_unknown_language_is_refused(capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """`--lang fr`: status 2 and one message naming the languages there are, in the
    locale's language."""
    code, out, err = exits(capsys, ["--lang", "fr", "cards"])
    assert code == 2 and out == ""
    assert err.splitlines()[-1] == ("rftg: error: argument --lang: invalid choice: 'fr' "
                                    "(choose from 'en', 'de')")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    code, _, err = exits(capsys, ["simulate", "--lang", "fr"])
    assert code == 2
    assert err.splitlines()[-1] == ("rftg simulate: Fehler: Argument --lang: ungültige "
                                    "Wahl: 'fr' (möglich: 'en', 'de')")
    assert "Traceback" not in err


@pytest.mark.parametrize(("argv", "message"), [
    (["analyze", "score"], "rftg analyze score: Fehler: nenne die Eingabedatei DATEI, "
                           "oder --example für ein Beispiel"),
    (["simulate", "--players", "x"],
     "rftg simulate: Fehler: Argument --players: ungültiger Wert 'x': keine ganze Zahl"),
    (["cards", "--edition"], "rftg cards: Fehler: Argument --edition: erwartet einen Wert"),
    (["bogus"], "rftg: Fehler: Argument BEFEHL: ungültige Wahl: 'bogus' (möglich: 'cards', "
                "'analyze', 'simulate', 'rules', 'stats', 'export', 'review')"),
])
def test_usage_errors_in_german(capsys: pytest.CaptureFixture[str], argv: list[str],
                                message: str) -> None:
    code, out, err = exits(capsys, ["--lang", "de", *argv])
    assert code == 2 and out == ""
    assert err.startswith("Aufruf: rftg")
    assert err.splitlines()[-1] == message
    no_english_argparse(err)


def test_argparse_is_left_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    """The German words are argparse's only while rftg runs: another parser in the same
    process (a test runner's) still speaks English, and so does the next run."""
    exits(capsys, ["--lang", "de", "--help"])
    assert language.current() == "en"
    other = argparse.ArgumentParser(prog="other")
    assert other.format_help().startswith("usage: other")
    assert "show this help message and exit" in other.format_help()
    _, out, _ = exits(capsys, ["--help"])
    assert out.startswith("usage: rftg ")


def test_argparse_words_are_argparse_messages() -> None:
    """Each English text of [argparse] is a message argparse asks gettext for (else its
    German would never be shown), and the German keeps argparse's %-placeholders."""
    source = inspect.getsource(argparse)
    english = language.own("cli", "en")["argparse"]
    german = language.own("cli", "de")["argparse"]
    assert set(english) == set(german)
    marks = re.compile(r"%(?:\(\w+\))?[sr]")
    for key, message in english.items():
        assert repr(message) in source or json.dumps(message) in source, key
        assert sorted(marks.findall(german[key])) == sorted(marks.findall(message)), key


def test_every_cli_text_is_german() -> None:
    """German has every text of the cli domain English has (none falls back)."""
    def keys(node: dict[str, Any], prefix: str = "") -> set[str]:
        out: set[str] = set()
        for k, v in node.items():
            out |= keys(v, f"{prefix}{k}.") if isinstance(v, dict) else {prefix + k}
        return out

    assert keys(language.own("cli", "en")) == keys(language.own("cli", "de"))


def simulate(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["simulate", "--games", "3", "--seed", "3", "--ai", "random,easy", *args])
    out, err = capsys.readouterr()
    return code, out, err


def timeless(report: dict[str, Any]) -> dict[str, Any]:
    """A simulate report without its clock figures (they differ from run to run)."""
    return {k: v for k, v in report.items() if k not in ("seconds", "games_per_second")}


def test_simulate_in_german_and_its_json_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    _, en_json, _ = simulate(capsys, "--json")
    code, de_json, _ = simulate(capsys, "--json", "--lang", "de")
    assert code == 0
    en, de = json.loads(en_json), json.loads(de_json)
    assert list(de) == list(en) and timeless(de) == timeless(en)
    code, out, err = simulate(capsys, "--lang", "de")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("3 von 3 Spielen beendet (0 Fehler) in ")
    assert lines[0].endswith(" Entscheidungen je Spiel.")
    w, s = ([f"{v:g}".replace(".", ",") for v in en[key]] for key in ("wins", "scores_mean"))
    assert lines[1] == (f"Siege (mittlere SP): Platz 1 random {w[0]} ({s[0]}), "
                        f"Platz 2 easy {w[1]} ({s[1]})")
    assert "," in lines[1]  # German decimals: a German screen reader reads 14.67 as 1467
    assert lines[2] == f"Prüfsumme {en['digest']}"


def test_jump_drive_simulate_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "jumpdrive", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert main(["--lang", "de", "simulate", "--game", "jumpdrive", "--games", "2"]) == 0
    first, digest = capsys.readouterr().out.splitlines()
    assert first.startswith("Jump Drive: 2 von 2 Spielen beendet (0 Fehler) in ")
    wins = "; ".join(f"{v}".replace(".", ",") for v in report["wins"])
    assert f"Siege je Platz [{wins}], mittlere SP [" in first
    assert digest == f"Prüfsumme {report['digest']}"


def test_simulate_problems_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "simulate", "--games", "0", "--players", "3",
                 "--advanced"]) == 2
    assert capsys.readouterr().err == ("rftg simulate: --advanced ist das Spiel für 2 "
                                       "Spieler; --games muss mindestens 1 sein\n")
    assert main(["simulate", "--games", "0", "--players", "3", "--advanced"]) == 2
    assert capsys.readouterr().err == ("rftg simulate: --advanced is the 2-player game; "
                                       "--games must be at least 1\n")


def test_a_card_in_german_and_its_json_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    """The card view names the card as the seed prints it, its kind and powers in German
    (the English powers below, as the English view shows the German ones)."""
    assert main(["--lang", "de", "cards", "Free Trade Association"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Freihandelsunion  (Free Trade Association)"
    assert lines[2].startswith("Entwicklung mit Kosten 6 · Kosten 6 · SP ?")
    assert lines[3] == "Exemplare im Spiel: 1 mit Grundspiel (2018), 1 mit Aufziehender Sturm"
    assert "Fähigkeiten:" in lines and "Englisch:" in lines
    assert "  IV: Consume up to 3 Novelty goods: 1 VP and 1 card each" in lines
    for argv in (["cards", "Freihandelsunion", "--json"], ["cards", "--json"],
                 ["cards", "--game", "jumpdrive", "--json"]):
        assert main(argv) == 0
        english = capsys.readouterr().out
        assert main(["--lang", "de", *argv]) == 0
        assert capsys.readouterr().out == english


def test_the_card_list_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "cards", "--edition", "base"]) == 0
    out = capsys.readouterr().out
    head = out.splitlines()[0].split()
    assert head == ["Name", "Art", "Kosten", "SP", "Güter", "Grundspiel", "Sturm"]
    assert re.search(r"^Freihandelsunion +Entwicklung mit Kosten 6 +6 +\? ", out, re.M)
    assert "101 verschiedene Karten: 120 Karten im Grundspiel" in out


def test_a_jump_drive_card_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "cards", "--game", "jumpdrive", "Trade Pact"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Handelsabkommen  (Trade Pact)"
    assert lines[2] == "Entwicklung · Kosten 1 · 1 SP · Einkommen 1 · Symbole: 1 Erkunden"
    assert "  +1 SP, solange eine andere Auslage ein Handelsabkommen hat" in lines
    assert main(["--lang", "de", "cards", "--game", "jumpdrive", "Survey HQ"]) == 0
    out = capsys.readouterr().out
    assert "blaue Welt · Kosten 4" in out and "  +1 SP je 2 Erkunden-Symbole" in out


def test_unknown_card_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "de", "cards", "Freihandel"]) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[0] == "rftg: Es gibt keine Karte 'Freihandel'."
    assert err.splitlines()[1].startswith("Meintest du: Free Trade Association")


def test_analyze_score_errors_in_german(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    """The tool's messages are German; its JSON answers are the same in both languages."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"id": 1, "tableau": ["Old Earth"], "chips": -1}))
    assert main(["--lang", "de", "analyze", "score", str(bad)]) == 2
    assert capsys.readouterr().err.endswith("Feld 'chips' darf nicht negativ sein: -1\n")
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"id": 1, "tableau": ["Old Earth", "Freihandelsunion"],
                                "chips": 3}))
    assert main(["analyze", "score", str(good)]) == 0
    english = capsys.readouterr().out
    assert main(["--lang", "de", "analyze", "score", str(good)]) == 0
    assert capsys.readouterr().out == english


@pytest.fixture()
def plain(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """A stand-in for rftg.tui.plain that records how it was started (the real one plays
    a game on standard input and output)."""
    calls: list[dict[str, Any]] = []

    def start(**kwargs: Any) -> int:
        calls.append({**kwargs, "current": language.current()})
        return 0

    module = types.ModuleType("rftg.tui.plain")
    module.main = start  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rftg.tui.plain", module)
    return calls


def test_plain_mode_gets_language_home_seed_and_game(plain: list[dict[str, Any]],
                                                     tmp_path: Path) -> None:
    assert main(["--plain", "--lang", "de", "--seed", "5", "--game", "jumpdrive"]) == 0
    assert plain == [{"lang": "de", "home": tmp_path / "home", "seed": 5,
                      "game": "jumpdrive", "current": "de"}]
    assert main(["--plain"]) == 0
    assert plain[-1]["lang"] == "en" and plain[-1]["seed"] is None
    assert plain[-1]["game"] == "rftg"


def test_the_saved_language_is_the_games_only(plain: list[dict[str, Any]], tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """settings.toml's language starts the game (plain mode, the game screen) in German;
    --lang overrides it, and the commands follow --lang and the locale, not the setting."""
    from rftg.tui.settings import save_language

    save_language(tmp_path / "home", "de")
    assert main(["--plain"]) == 0
    assert plain[-1]["lang"] == "de"
    assert main(["--lang", "en", "--plain"]) == 0
    assert plain[-1]["lang"] == "en"
    assert main([]) == 2  # no terminal here: the game screen explains, in German
    assert "interaktives Terminal" in capsys.readouterr().err
    assert main(["simulate", "--games", "0"]) == 2
    assert capsys.readouterr().err == "rftg simulate: --games must be at least 1\n"


def test_plain_takes_no_command(plain: list[dict[str, Any]],
                                capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = exits(capsys, ["--plain", "cards"])
    assert code == 2 and plain == []
    assert err.splitlines()[-1] == ("rftg: error: --plain starts the game on plain lines; "
                                    "it takes no command")


def test_the_game_screen_gets_the_language(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    """`rftg --lang de` (and the saved setting without --lang) starts the app in German,
    with the data folder, seed and game."""
    import rftg.tui.app
    from rftg.tui.settings import save_language

    started: list[dict[str, Any]] = []

    class App:
        def __init__(self, **kwargs: Any) -> None:
            started.append({**kwargs, "current": language.current()})

        def run(self) -> None:
            pass

    monkeypatch.setattr(rftg.tui.app, "RftgApp", App)
    monkeypatch.setattr(sys, "stdin", types.SimpleNamespace(isatty=lambda: True))
    monkeypatch.setattr(sys, "stdout", types.SimpleNamespace(isatty=lambda: True))
    assert main(["--lang", "de", "--seed", "4", "--game", "jumpdrive"]) == 0
    assert started == [{"home": tmp_path / "home", "seed": 4, "game": "jumpdrive",
                        "lang": "de", "current": "de"}]
    save_language(tmp_path / "home", "de")
    assert main([]) == 0
    assert started[-1]["lang"] == "de"
    assert main(["--lang", "en"]) == 0
    assert started[-1]["lang"] == "en"
