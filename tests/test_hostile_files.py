"""Every file the app reads is read with a size bound, and whatever it holds is that file's
error in one line: settings.toml, an own card file, robot.toml, a save, the JSON input of
``rftg analyze``. A link to /dev/zero, a folder, a FIFO (opened without waiting for a
writer), a file too large, nesting deeper than the readers go, a number past Python's
4,300 digits, a dotted key of 25,000 parts (the TOML reader's time and memory grow with
its square), bytes that are not UTF-8. The files are left as they are."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from rftg.core.cards import CatalogueError
from rftg.core.custom import CARDS_FOLDER, user_cards
from rftg.core.errors import KEY_PARTS, FileError, read_toml
from rftg.core.jsoninput import InputError, read_objects
from rftg.core.save import SaveError, load_with_meta
from rftg.core.solitaire.table import TABLE_FILE, default_table, user_table
from rftg.tui.session import last_autosave
from rftg.tui.settings import SettingsError
from rftg.tui.settings import load as load_settings

FIFO = hasattr(os, "mkfifo")


def settings_error(home: Path) -> str:
    with pytest.raises(SettingsError) as caught:
        load_settings(home)
    return str(caught.value)  # "path: reason"


def cards_error(home: Path) -> str:
    with pytest.raises(CatalogueError) as caught:
        user_cards(home)
    return str(caught.value)


def robot_error(home: Path) -> str:
    table, problem = user_table(home)
    assert table == default_table()  # the game's own numbers are played
    assert problem is not None
    return problem


def save_error(home: Path) -> str:
    with pytest.raises(SaveError) as caught:
        load_with_meta(home / "autosave.json")
    found = last_autosave(home)  # the app's start: reported, and autosaves go elsewhere
    assert found.session is None and len(found.broken) == 1
    assert found.path.name == "autosave-2.json"
    return str(caught.value)


def input_error(home: Path) -> str:
    with pytest.raises(InputError) as caught:
        read_objects(str(home / "input.json"))
    return str(caught.value)


TOML = {  # the file, and how the app reports it
    "settings": ("settings.toml", settings_error),
    "own cards": (f"{CARDS_FOLDER}/mine.toml", cards_error),
    "robot": (TABLE_FILE, robot_error),
}
JSON = {
    "save": ("autosave.json", save_error),
    "analyze input": ("input.json", input_error),
}
ALL = {**TOML, **JSON}

DEEP = 100_000


def link_to_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


def fifo(path: Path) -> None:
    os.mkfifo(path)


def write(content: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(content)


def sparse(path: Path) -> None:
    """A file of 64 MB and 1 byte, more than any file the app reads (sparse: nothing is
    written)."""
    with path.open("wb") as fh:
        fh.truncate(64 << 20 | 1)


ANY_FILE: dict[str, tuple[Callable[[Path], None], str]] = {
    "/dev/zero": (link_to_zero, "not a regular file: a device, a pipe or a socket"),
    "a folder": (folder, "Is a directory"),
    "too large": (sparse, "larger than "),
    "not UTF-8": (write(b"\xff\xfe\x00"), "UTF-8"),
}
if FIFO:
    ANY_FILE["a FIFO"] = (fifo, "not a regular file: a device, a pipe or a socket")

TOML_TEXT = {
    "nested": ("x = " + "[" * DEEP + "]" * DEEP, "nested too deeply"),
    "5,000 digits": ("x = " + "9" * 5000, "a number with more than 4300 digits"),
    "long dotted key": (".".join(["a"] * 25_000) + " = 1\n",
                        f"a key of more than {KEY_PARTS} parts"),
}
JSON_TEXT = {
    "nested": ("[" * DEEP + "]" * DEEP, "nested too deeply"),
    "5,000 digits": ('{"x": ' + "9" * 5000 + "}", "4300 digits"),
}


def check(home: Path, name: str, report: Callable[[Path], str], expected: str) -> None:
    path = home / name
    path.parent.mkdir(parents=True, exist_ok=True)
    message = report(home)
    assert "\n" not in message and "Traceback" not in message and "[Errno" not in message
    assert str(path) in message or path.name in message
    assert expected in message, message


@pytest.mark.parametrize("kind", list(ALL))
@pytest.mark.parametrize("what", list(ANY_FILE))
def test_any_file_that_is_no_usable_file(tmp_path: Path, kind: str, what: str) -> None:
    name, report = ALL[kind]
    make, expected = ANY_FILE[what]
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    make(path)
    check(tmp_path, name, report, expected)
    assert path.is_symlink() or path.is_dir() or not path.is_file() or \
        path.stat().st_size in (3, 64 << 20 | 1)  # left as it was


@pytest.mark.parametrize("kind", list(TOML))
@pytest.mark.parametrize("what", list(TOML_TEXT))
def test_what_the_toml_reader_cannot_take(tmp_path: Path, kind: str, what: str) -> None:
    name, report = TOML[kind]
    text, expected = TOML_TEXT[what]
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    check(tmp_path, name, report, expected)
    assert path.read_text() == text


@pytest.mark.parametrize("kind", list(JSON))
@pytest.mark.parametrize("what", list(JSON_TEXT))
def test_what_the_json_reader_cannot_take(tmp_path: Path, kind: str, what: str) -> None:
    name, report = JSON[kind]
    text, expected = JSON_TEXT[what]
    path = tmp_path / name
    path.write_text(text)
    check(tmp_path, name, report, expected)


def test_a_dotted_key_is_refused_only_where_it_is_a_key(tmp_path: Path) -> None:
    """Dots in texts, numbers and short keys are read as ever; a chain of 64 parts in a
    string is a string."""
    chain = ".".join(["a"] * 100)
    path = tmp_path / "ok.toml"
    path.write_text(f'a.b.c = 1\n[x.y]\nz = "{chain}"\nw = "{"word. " * 100}"\nv = 1.5\n')
    assert read_toml(path)["x"]["y"]["z"] == chain
    path.write_text(f"[{chain}]\n")
    with pytest.raises(FileError, match="a key of more than 64 parts"):
        read_toml(path)


def test_an_autosave_that_is_a_folder_is_told_once_and_autosaves_go_elsewhere(
        tmp_path: Path) -> None:
    """Not "[Errno 21]" after every turn: one line at the start, then the game autosaves
    to autosave-2.json."""
    from plain_helpers import play

    (tmp_path / "autosave.json").mkdir()
    status, out, _ = play(tmp_path, limit=40)
    assert status == 0
    lines = out.splitlines()
    told = [line for line in lines if "autosave.json" in line]
    assert told == [f"An autosave could not be read: {tmp_path / 'autosave.json'}: cannot be "
                    "read (Is a directory). It is kept as it is. New autosaves go to "
                    "autosave-2.json."]
    assert not any("Errno" in line or "could not be saved" in line for line in lines)
    game, _ = load_with_meta(tmp_path / "autosave-2.json")
    assert game.choices


def test_a_failing_autosave_is_told_once(tmp_path: Path) -> None:
    """A data folder that cannot be written (here a file where the folder should be):
    the reason once, in the run's words, not after every turn."""
    from plain_helpers import play

    home = tmp_path / "home"
    home.write_text("")
    status, out, _ = play(home, limit=40)
    assert status == 0
    failed = [line for line in out.splitlines() if "could not be saved" in line]
    assert failed == ["The game could not be saved: File exists"]
