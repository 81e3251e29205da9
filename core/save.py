"""Saving and loading games as JSON.

A save holds the setup, the seed (in the setup) and the list of choices: that alone
defines the game, and loading replays it. It also holds a snapshot of the state, compared
with the replay on load (a mismatch means the engine changed or the file was edited), and
a checksum over everything, so a hand-edited or damaged file is reported, never used.

Writes are atomic: the new file is written beside the old one, flushed, then renamed over
it, so a crash never leaves a half-written save. A file that cannot be loaded is never
modified.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from rftg.core import lang as language
from rftg.core.decisions import Choice, IllegalChoice, parse_choice
from rftg.core.engine import Game
from rftg.core.errors import CatalogueError, error, json_reason, os_reason, read_bounded
from rftg.core.games import read_setup
from rftg.core.gamesetup import GameSetup
from rftg.core.registry import UnknownGame

FORMAT = "rftg-save"
VERSION = 1
MAX_CHOICES = 20_000
"""The most choices a save may hold: a game of 5 players takes about 400, and replaying
them is the work of loading a save (a forged save of endless Explore choices is refused)."""


class SaveError(ValueError):
    """A save file that cannot be loaded; the message names the file and says why, in the
    language of the run (the catalogue ``errors``, section ``save``). The file is left as
    it is."""


def _canonical(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def snapshot(game: Game[Any]) -> dict[str, Any]:
    """The full visible-and-hidden state as plain JSON (for digests and save checks): the
    ruleset's ``snapshot``."""
    return game.ruleset.snapshot(game)


def digest(game: Game[Any]) -> str:
    """A hash of the game's whole state: equal games have equal digests."""
    return hashlib.sha256(_canonical(snapshot(game))).hexdigest()


def to_json(game: Game[Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save's JSON. ``meta`` is kept as given (e.g. which seat is the human)."""
    body = {
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup.model_dump(mode="json"),
        "choices": [[player, choice.to_json()] for player, choice in game.choices],
        "snapshot": snapshot(game),
        "meta": meta or {},
    }
    body["checksum"] = hashlib.sha256(_canonical(body)).hexdigest()
    return body


def replay(setup: GameSetup, choices: list[tuple[int, Choice]]) -> Game[Any]:
    """The game these choices make; IllegalChoice if one of them is not legal."""
    game: Game[Any] = Game(setup)
    for i, (player, choice) in enumerate(choices, 1):
        try:
            game.choose(player, choice)
        except IllegalChoice as exc:
            raise IllegalChoice(error("choice.replay", i=i, player=player, error=exc)) from None
    return game


def replay_saved(setup: GameSetup, saved: list[tuple[int, str, tuple[int, ...]]]) -> Game[Any]:
    """The game these saved choices (player, move text, cards) make; each move text is
    matched against the options of the decision it answers. IllegalChoice if one is not
    legal."""
    game: Game[Any] = Game(setup)
    for i, (player, text, cards) in enumerate(saved, 1):
        try:
            decision = game.pending_for(player)
            if decision is None:
                raise IllegalChoice(error("choice.not_pending", player=player))
            game.choose(player, decision.choice(text, cards))
        except IllegalChoice as exc:
            raise IllegalChoice(error("choice.replay", i=i, player=player, error=exc)) from None
    return game


def _short(exc: BaseException | str) -> str:
    """An error's message on one line, cut to a readable length."""
    text = " ".join(str(exc).split())
    return text if len(text) <= 200 else text[:199] + "…"


@contextmanager
def _reading(source: str) -> Iterator[None]:
    """Whatever goes wrong while reading a save becomes a SaveError naming the file: a
    save is the edge, and a bad file must never stop the app (the file is left as it is)."""
    try:
        yield
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(error("save.nested", source=source)) from None
    except MemoryError:
        raise SaveError(error("save.too_large", source=source)) from None
    except Exception as exc:
        raise SaveError(error("save.unusable", source=source,
                              error=f"{type(exc).__name__}: {_short(exc)}")) from None


def _setup_errors(exc: ValidationError) -> str:
    """What is wrong with a saved setup, each field and why, in the run's language."""
    values = language.catalogue("errors")["value"]
    parts = []
    for err in exc.errors():
        if err["type"] in values:
            msg = error(f"value.{err['type']}", **(err.get("ctx") or {}))
        else:
            msg = err["msg"].removeprefix("Value error, ")
        loc = ".".join(str(x) for x in err["loc"])
        parts.append(f"{loc}: {msg}" if loc else msg)
    return "; ".join(parts)


def _own_cards_error(exc: ValidationError) -> CatalogueError | None:
    """The own cards' error among a setup's errors (they are checked as their files)."""
    for err in exc.errors():
        cause = (err.get("ctx") or {}).get("error")
        if isinstance(cause, CatalogueError):
            return cause
    return None


def _seat(player: Any, i: int, source: str) -> int:
    if not isinstance(player, int) or isinstance(player, bool):
        raise SaveError(error("save.seat", source=source, i=i, player=repr(player)))
    return player


def from_json(data: Any, source: str = "save") -> Game[Any]:
    """Rebuild a game from a save's JSON; SaveError with a clear reason if it cannot,
    whatever is wrong with the data."""
    with _reading(source):
        return _from_json(data, source)


def _from_json(data: Any, source: str) -> Game[Any]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(error("save.not_a_save", source=source))
    version = data.get("version")
    if type(version) is not int or version != VERSION:  # not true, not 1.0
        raise SaveError(error("save.version", source=source, version=repr(version),
                              reads=VERSION))
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != hashlib.sha256(_canonical(body)).hexdigest():
        raise SaveError(error("save.checksum", source=source))
    if not isinstance(data.get("choices"), list):
        raise SaveError(error("save.malformed", source=source, error="choices"))
    try:
        setup = read_setup(data["setup"])
        saved = [(_seat(p, i, source), *parse_choice(c))
                 for i, (p, c) in enumerate(data["choices"], 1)]
    except SaveError:
        raise
    except ValidationError as exc:
        own = _own_cards_error(exc)
        if own is not None:  # the own cards it carries (rftg.core.custom)
            raise SaveError(error("save.own_cards", source=source, error=own)) from None
        raise SaveError(error("save.malformed", source=source,
                              error=_short(_setup_errors(exc)))) from None
    except (KeyError, TypeError, ValueError, UnknownGame) as exc:
        raise SaveError(error("save.malformed", source=source, error=_short(exc))) from None
    if len(saved) > MAX_CHOICES:
        raise SaveError(error("save.too_long", source=source, n=MAX_CHOICES))
    try:
        game = replay_saved(setup, saved)
    except IllegalChoice as exc:
        raise SaveError(error("save.replay", source=source, error=exc)) from None
    except CatalogueError as exc:  # the own cards it carries (rftg.core.custom)
        raise SaveError(error("save.own_cards", source=source, error=exc)) from None
    if snapshot(game) != game.ruleset.as_saved(game, data.get("snapshot")):
        raise SaveError(error("save.mismatch", source=source))
    return game


def save(game: Game[Any], path: str | Path, meta: dict[str, Any] | None = None) -> None:
    """Write the game (and ``meta``) to ``path`` atomically."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(to_json(game, meta), ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: str | Path) -> Game[Any]:
    """Read a save; SaveError (file untouched) if it cannot be used."""
    return load_with_meta(path)[0]


def load_with_meta(path: str | Path) -> tuple[Game[Any], dict[str, Any]]:
    """Read a save and the ``meta`` saved with it; SaveError (file untouched) if it
    cannot be used, whatever is wrong with it."""
    path = Path(path)
    with _reading(str(path)):
        return _load_with_meta(path)


SAVE_LIMIT = 8 << 20
"""The largest save read: a whole game of 5 players with own cards is well under 1 MB."""


def _load_with_meta(path: Path) -> tuple[Game[Any], dict[str, Any]]:
    try:
        text = read_bounded(path, SAVE_LIMIT).decode("utf-8")
    except FileNotFoundError:
        raise SaveError(error("save.missing", source=path)) from None
    except UnicodeDecodeError as exc:
        raise SaveError(error("save.not_utf8", source=path, byte=f"{exc.object[exc.start]:#04x}",
                              position=exc.start)) from None
    except OSError as exc:
        raise SaveError(error("save.unreadable", source=path, error=os_reason(exc))) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(error("save.not_json", source=path, line=exc.lineno,
                              error=json_reason(exc.msg))) from None
    except ValueError:  # Python's limit on the digits of an integer read from text
        raise SaveError(error("save.digits", source=path,
                              digits=sys.get_int_max_str_digits())) from None
    game = from_json(data, str(path))
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError(error("save.meta", source=path))
    return game, meta
