"""The player's settings kept between runs: ``settings.toml`` in the data folder.

    language = "de"
    auto_play = true   # new games play the steps with one possible answer by themselves

No Textual here: the TUI and the plain mode both read it. A file that cannot be read is
reported (``SettingsError``: its path and what is wrong) and never overwritten; the app
then runs with the defaults.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from rftg.core.errors import FileError, error, os_reason, read_toml
from rftg.core.lang import LANGUAGES

FILE = "settings.toml"


class SettingsError(ValueError):
    """``settings.toml`` is broken: ``path`` and ``reason`` (the parser's words)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


@dataclass(frozen=True)
class Settings:
    language: str | None = None  # None: take it from --lang or the locale
    auto_play: bool = True  # new games: a step with one possible answer plays itself


def path_of(home: Path) -> Path:
    return home / FILE


def load(home: Path) -> Settings:
    """The saved settings (the defaults when there is no file); SettingsError for a file
    that is not TOML or holds a value we do not know."""
    path = path_of(home)
    try:
        data = read_toml(path)
    except FileError as exc:
        if isinstance(exc.cause, FileNotFoundError):
            return Settings()
        raise SettingsError(path, exc.reason) from None
    language = data.get("language")
    if language is not None and language not in LANGUAGES:
        raise SettingsError(path, error("settings.language", value=repr(language),
                                        known=", ".join(LANGUAGES)))
    auto_play = data.get("auto_play", True)
    if not isinstance(auto_play, bool):
        raise SettingsError(path, f"auto_play = {auto_play!r}: true or false")
    return Settings(language=language, auto_play=auto_play)


def auto_play(home: Path) -> bool:
    """Whether new games play the steps with one possible answer by themselves (the
    default, for learners; a broken file: the default)."""
    try:
        return load(home).auto_play
    except SettingsError:
        return True


def saved_language(home: Path) -> str | None:
    """The language saved in the settings, None if none is (or the file is broken: the
    app reports that when it starts, through ``load``)."""
    try:
        return load(home).language
    except SettingsError:
        return None


def save_language(home: Path, lang: str) -> None:
    """Keep ``lang`` for the next runs. SettingsError if the file there is broken (it is
    left as it is) or cannot be written; the file is replaced atomically."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _write(home, replace(load(home), language=lang))  # a file we cannot read: refused


def save_auto_play(home: Path, on: bool) -> None:
    """Keep the auto-play setting for new games; SettingsError as ``save_language``."""
    _write(home, replace(load(home), auto_play=on))


def _write(home: Path, settings: Settings) -> None:
    path = path_of(home)
    lines = [] if settings.language is None else [f'language = "{settings.language}"']
    if not settings.auto_play:
        lines.append("auto_play = false")
    try:
        home.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{FILE}.", suffix=".tmp", dir=home)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write("".join(f"{line}\n" for line in lines))
            os.replace(tmp, path)
        finally:
            Path(tmp).unlink(missing_ok=True)
    except OSError as exc:
        raise SettingsError(path, os_reason(exc)) from None
