"""The new game screen's last choices, kept between runs: ``new_game.toml`` in the data
folder, one table per game (the game asked for gets its own back):

    [rftg]
    mode = "rftg"
    players = 4
    humans = 1
    difficulty = "normal"
    start = "first"
    gs = true
    goals = true

No Textual here. A file that cannot be read, or a value no choice of the screen gives, is
reported (``ChoicesError``) and never overwritten: the screen then starts from its
defaults, and choices are not kept until the file is fixed or removed.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rftg.core.errors import FileError, os_reason, read_toml

FILE = "new_game.toml"

FIELDS: dict[str, type] = {"mode": str, "players": int, "humans": int, "difficulty": str,
                           "start": str, "advanced": bool, "gs": bool, "goals": bool,
                           "draft": bool, "own_cards": bool}
"""What is kept, and the type of each value."""


class ChoicesError(ValueError):
    """``new_game.toml`` cannot be used: ``path`` and ``reason``."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


@dataclass(frozen=True)
class Choices:
    """The choices kept for one game (only those the file holds)."""

    values: dict[str, Any]

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)


def path_of(home: Path) -> Path:
    return home / FILE


def load_all(home: Path) -> dict[str, dict[str, Any]]:
    """Every game's kept choices ({} when there is no file); ChoicesError for a file
    that is not TOML or holds what no choice gives."""
    path = path_of(home)
    try:
        data = read_toml(path)
    except FileError as exc:
        if isinstance(exc.cause, FileNotFoundError):
            return {}
        raise ChoicesError(path, exc.reason) from None
    out: dict[str, dict[str, Any]] = {}
    for game, table in data.items():
        if not isinstance(table, dict):
            raise ChoicesError(path, f"[{game}] is not a table")
        for key, value in table.items():
            kind = FIELDS.get(key)
            if kind is None:
                raise ChoicesError(path, f"[{game}] {key}: not a choice of the screen")
            if type(value) is not kind or (isinstance(value, int) and not isinstance(
                    value, bool) and not 0 < value <= 10) or (
                    isinstance(value, str) and len(value) > 40):
                raise ChoicesError(path, f"[{game}] {key} = {value!r}")
        out[str(game)] = dict(table)
    return out


def load(home: Path, game: str) -> Choices | None:
    """The choices kept for ``game`` (None: none); ChoicesError as ``load_all``."""
    table = load_all(home).get(game)
    return None if table is None else Choices(table)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def save(home: Path, game: str, values: dict[str, Any]) -> None:
    """Keep ``values`` as ``game``'s choices (the other games' stay). ChoicesError when
    the file there cannot be read (it is left as it is) or cannot be written; the file is
    replaced atomically."""
    everything = load_all(home)
    everything[game] = {k: v for k, v in values.items() if k in FIELDS}
    path = path_of(home)
    lines: list[str] = []
    for name, table in everything.items():
        lines.append(f"[{name}]")
        lines += [f"{k} = {_toml_value(v)}" for k, v in table.items()]
        lines.append("")
    try:
        home.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{FILE}.", suffix=".tmp", dir=home)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write("\n".join(lines))
            os.replace(tmp, path)
        finally:
            Path(tmp).unlink(missing_ok=True)
    except OSError as exc:
        raise ChoicesError(path, os_reason(exc)) from None
