"""settings.toml in the data folder: the language kept between runs; a broken file is
reported and never overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from rftg.core.lang import pick
from rftg.tui.settings import SettingsError, load, save_language, saved_language


def test_the_language_is_kept(tmp_path: Path) -> None:
    assert load(tmp_path).language is None
    save_language(tmp_path, "de")
    assert saved_language(tmp_path) == "de"
    save_language(tmp_path, "en")
    assert (tmp_path / "settings.toml").read_text() == 'language = "en"\n'
    assert not [p for p in tmp_path.iterdir() if p.name != "settings.toml"]


def test_a_broken_file_is_reported_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    for broken in (b"language = \n", b"\xff\xfe", b'language = "fr"\n'):
        path.write_bytes(broken)
        with pytest.raises(SettingsError) as err:
            load(tmp_path)
        assert err.value.path == path and err.value.reason
        assert saved_language(tmp_path) is None
        with pytest.raises(SettingsError):
            save_language(tmp_path, "de")
        assert path.read_bytes() == broken


def test_flag_then_setting_then_locale() -> None:
    de = {"LANG": "de_DE.UTF-8"}
    assert pick("en", "de", de) == "en"
    assert pick(None, "en", de) == "en"
    assert pick(None, None, de) == "de"
    assert pick(None, None, {}) == "en"
    with pytest.raises(ValueError):
        pick("xx", None, {})
