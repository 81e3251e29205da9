"""The JSON input errors of ``rftg analyze score/consume/place`` (rftg.core.jsoninput)
in the run's language: the file, its line or object and what is wrong, German in a German
run, English exactly as before; the reasons of Python's JSON reader and of the system in
German too."""

from __future__ import annotations

import errno
import io
import json
import os
from pathlib import Path

import pytest
from cli_helpers import run_batch_with_bad_lines, run_error

from rftg.core import lang as language
from rftg.core.errors import json_reason, os_reason

# --------------------------------------------------------------------------- JSON input

BROKEN = '{"id": 1,\n "tableau" []}'  # line 2, column 12: the colon is missing


def _files(tmp_path: Path) -> dict[str, Path]:
    files = {"broken": tmp_path / "broken.json", "latin1": tmp_path / "latin1.json",
             "nan": tmp_path / "nan.json", "deep": tmp_path / "deep.json",
             "lines": tmp_path / "lines.jsonl", "array": tmp_path / "array.json"}
    files["broken"].write_text(BROKEN, encoding="utf-8")
    files["latin1"].write_bytes(b'{"id": "Kristallwelt \xe4"}')
    files["nan"].write_text('{"chips": NaN}', encoding="utf-8")
    files["deep"].write_text("[" * 100_000, encoding="utf-8")
    files["lines"].write_text('{"id": 1, "tableau": [], "chips": 0}\n[1,\n{"x": Infinity}\n',
                              encoding="utf-8")
    files["array"].write_text('[{"id": 1, "tableau": [], "chips": 0}, 7]', encoding="utf-8")
    return files


# (case, the message in English, the message in German); {dir} is the files' folder
MESSAGES = [
    ("broken", "{dir}/broken.json: not valid JSON at line 2, column 12: Expecting ':' delimiter",
     "{dir}/broken.json: kein gültiges JSON in Zeile 2, Spalte 12: "
     "ein Doppelpunkt ':' wird erwartet"),
    ("latin1", "{dir}/latin1.json: not UTF-8 text (byte 21)",
     "{dir}/latin1.json: kein UTF-8-Text (Byte 21)"),
    ("nan", "{dir}/nan.json: not valid JSON: NaN is not valid JSON",
     "{dir}/nan.json: kein gültiges JSON: NaN ist kein gültiges JSON"),
    ("deep", "{dir}/deep.json: JSON nested too deeply",
     "{dir}/deep.json: JSON zu tief verschachtelt"),
    ("missing", "{dir}/missing.json: cannot read the file: No such file or directory",
     "{dir}/missing.json: die Datei kann nicht gelesen werden: "
     "Datei oder Verzeichnis nicht gefunden"),
    ("folder", "{dir}: cannot read the file: Is a directory",
     "{dir}: die Datei kann nicht gelesen werden: ist ein Verzeichnis"),
]


@pytest.mark.parametrize(("case", "english", "german"), MESSAGES, ids=[m[0] for m in MESSAGES])
@pytest.mark.parametrize("tool", ["score", "consume", "place"])
def test_a_bad_input_file_is_reported_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, tool: str, case: str,
        english: str, german: str) -> None:
    """`rftg [--lang de] analyze TOOL FILE` names the file and what is wrong with it in
    the run's language, one line, status 2; the English line is what it always was."""
    files = _files(tmp_path)
    path = {"missing": tmp_path / "missing.json", "folder": tmp_path}.get(case) or files[case]
    for lang, message in (("en", english), ("de", german)):
        err = run_error(capsys, ["analyze", tool, "--lang", lang, str(path)])
        assert err == f"rftg analyze {tool}: {message.format(dir=tmp_path)}\n", lang


def test_bad_lines_of_a_batch_in_both_languages(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    """With --batch the good lines are answered and each bad line is named by its number,
    with the column and the start of the line."""
    path = _files(tmp_path)["lines"]
    out, err = run_batch_with_bad_lines(capsys, ["analyze", "score", "--lang", "en", "--batch",
                                                 str(path)], 2)
    assert [json.loads(line)["id"] for line in out] == [1]
    assert err.splitlines() == [
        f"rftg analyze score: {path}:2: not valid JSON (column 4): Expecting value: '[1,'",
        f"rftg analyze score: {path}:3: not valid JSON: Infinity is not valid JSON: "
        """'{"x": Infinity}'"""]
    german_out, err = run_batch_with_bad_lines(capsys, ["analyze", "score", "--lang", "de",
                                                        "--batch", str(path)], 2)
    assert german_out == out
    assert err.splitlines() == [
        f"rftg analyze score: {path}:2: kein gültiges JSON (Spalte 4): "
        "ein Wert wird erwartet: '[1,'",
        f"rftg analyze score: {path}:3: kein gültiges JSON: Infinity ist kein gültiges JSON: "
        """'{"x": Infinity}'"""]


def test_an_object_of_an_array_and_stdin_are_named_in_the_runs_language(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """The place of an object in an array ('object 2' / 'Objekt 2') and standard input
    ('<stdin>' / '<Standardeingabe>') are words the user reads too."""
    path = _files(tmp_path)["array"]
    err = run_error(capsys, ["analyze", "score", "--lang", "en", str(path)])
    assert err.startswith(f"rftg analyze score: {path}: object 2: ")
    err = run_error(capsys, ["analyze", "score", "--lang", "de", str(path)])
    assert err.startswith(f"rftg analyze score: {path}: Objekt 2: ")
    for lang, name in (("en", "<stdin>"), ("de", "<Standardeingabe>")):
        monkeypatch.setattr("sys.stdin", io.StringIO("[1,"))
        err = run_error(capsys, ["analyze", "consume", "--lang", lang, "-"])
        assert err.startswith(f"rftg analyze consume: {name}: "), err


# Inputs that make Python's JSON reader say each message of [json]
JSON_REASONS = {"expecting_value": "[1,", "property_name": "{1: 2}", "colon": '{"a" 1}',
                "comma": "[1 2]", "unterminated": '"abc', "control_character": '"a\x01b"',
                "escape": r'"\q"', "unicode_escape": r'"\u12"', "extra_data": "1 2"}


def test_english_json_reasons_are_the_readers_own_words() -> None:
    """Each English [json] text is the message Python's reader gives (so English reads as
    before and the German is found for it); German has its own words; a message with no
    text passes as it is."""
    texts = language.own("errors", "en")["json"]
    assert set(texts) == set(JSON_REASONS)
    for key, bad in JSON_REASONS.items():
        with pytest.raises(json.JSONDecodeError) as caught:
            json.loads(bad)
        assert caught.value.msg == texts[key]
        assert json_reason(caught.value.msg, "en") == texts[key]
        german = json_reason(caught.value.msg, "de")
        assert german == language.own("errors", "de")["json"][key] != texts[key]
    assert json_reason("Some new reason", "de") == "Some new reason"


def test_english_os_reasons_are_the_systems_own_words() -> None:
    """Each English [os] text is the system's message for that errno; another errno keeps
    the system's words in every language."""
    for name, english in language.own("errors", "en")["os"].items():
        number = getattr(errno, name)
        exc = OSError(number, os.strerror(number))
        assert english == os.strerror(number)
        assert os_reason(exc, "en") == english
        assert os_reason(exc, "de") == language.own("errors", "de")["os"][name] != english
    other = OSError(errno.EXDEV, os.strerror(errno.EXDEV))
    assert os_reason(other, "de") == os.strerror(errno.EXDEV)
