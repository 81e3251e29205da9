"""The player's statistics: every finished game, kept in a SQLite database in the data
folder (``stats.sqlite3``), and what they add up to (games and wins by game, level, number
of players, start world and variant; average and best score; the trend of the last games).

Textual-free: the app and the plain mode record a game when it ends, ``rftg stats`` shows
the figures, and saves already on disk can be imported. A game is recorded once (its key is
a digest of its setup and moves). The database carries its schema version; a file that is
damaged, of another program, of a later version or not a file at all is reported, moved
aside untouched (``stats.sqlite3.broken``, ``-2`` ...) and a new database is begun: it never
stops the app.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rftg.core.engine import Game
from rftg.core.games import GAMES
from rftg.core.text import number

DB_FILE = "stats.sqlite3"
SCHEMA_VERSION = 1
APP = "rftg"
TREND = 20  # the last games the trend shows


def trend_key(n: int) -> str:
    """The words of the trend of the last ``n`` games: "Your last game" for one (no
    "last 1 game"), "Your last 5 games" (the same key in ``rftg stats`` and the screen)."""
    return "stats.trend_one" if n == 1 else "stats.trend"
SPARKS = "▁▂▃▄▅▆▇█"

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    key TEXT UNIQUE NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    level TEXT NOT NULL,
    seat INTEGER NOT NULL,
    start TEXT NOT NULL DEFAULT '',
    variant TEXT NOT NULL DEFAULT '',
    score INTEGER NOT NULL,
    best_other INTEGER,
    won REAL NOT NULL,
    rounds INTEGER NOT NULL,
    finished TEXT NOT NULL,
    setup TEXT NOT NULL,
    moves TEXT NOT NULL
);
"""


@dataclass(frozen=True)
class Record:
    """One finished game as the statistics keep it (the player's seat's view)."""

    key: str
    game: str
    players: int
    level: str
    seat: int
    start: str
    variant: str
    score: int
    best_other: int | None
    won: float  # 1 for a win, 1/n for a win shared by n, 0 for a loss
    rounds: int
    finished: str
    setup: str
    moves: str


def record_of(game: Game[Any], seat: int, level: str, finished: str | None = None
              ) -> Record:
    """The record of a finished ``game`` for the player in ``seat`` against computer
    players of ``level``."""
    if not game.over:
        raise ValueError("only a finished game is recorded")
    setup = game.setup.model_dump_json()
    moves = json.dumps([[p, c.to_json()] for p, c in game.choices])
    key = hashlib.sha256(f"{setup}\n{moves}".encode()).hexdigest()
    totals = [s.total for s in game.scores()]
    winners = game.winners()
    others = [t for i, t in enumerate(totals) if i != seat]
    facets = GAMES.get(game.setup.game).facets(game, seat)
    return Record(key, game.setup.game, game.setup.players, level, seat,
                  facets.get("start", ""), facets.get("variant", ""), totals[seat],
                  max(others) if others else None,
                  1 / len(winners) if seat in winners else 0.0, game.state.round,
                  finished or time.strftime("%Y-%m-%d %H:%M"), setup, moves)


@dataclass(frozen=True)
class Line:
    """The figures of one group of games: how many, the wins (a shared win counts its
    share), the average and the best score."""

    label: str
    games: int
    wins: float
    average: float
    best: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def percent(x: float) -> str:
    """A share as the language writes it ("33 %")."""
    return number(100 * x, ".0f") + " %"


@dataclass(frozen=True)
class Summary:
    total: Line
    by: dict[str, tuple[Line, ...]]  # "game", "level", "players", "start", "variant"
    trend: tuple[float, ...]  # the last games' margins (score - best other), oldest first
    results: tuple[float, ...]  # the last games' wins (1, a share, or 0), oldest first

    def unit(self) -> str | None:
        """What the points of its games are counted in ("VP", "points"), in the language
        of the run; None when they are games of more than one kind, whose points do not
        add up (Andromeda's 70 points and Race's 30 VP)."""
        games = self.by.get("game", ())
        if len(games) != 1:
            return None
        from rftg.core.registry import UnknownGame
        from rftg.tui.games import TUIS

        try:
            return TUIS.get(games[0].label).score_unit()
        except UnknownGame:
            return None

    def total_words(self, say: Callable[..., str]) -> str:
        """The line of the totals in the words of ``say`` (the command line's texts or
        the screen's): the games and wins, with the average and best in the games' unit
        where they share one (``unit``)."""
        total, unit = self.total, self.unit()
        values: dict[str, object] = {"games": total.games, "wins": number(total.wins, "g"),
                                     "rate": percent(total.rate)}
        if unit is None:
            return say("stats.total_mixed", **values)
        return say("stats.total", **values, average=number(total.average, ".1f"),
                   best=total.best, unit=unit)

    def sparkline(self) -> str:
        """The margins of the last games as a line of bars (higher: a better result)."""
        if not self.trend:
            return ""
        low, high = min(self.trend), max(self.trend)
        span = (high - low) or 1.0
        return "".join(SPARKS[round((m - low) / span * (len(SPARKS) - 1))] for m in self.trend)

    def to_json(self) -> dict[str, Any]:
        def line(x: Line) -> dict[str, Any]:
            return {"label": x.label, "games": x.games, "wins": round(x.wins, 3),
                    "win_rate": round(x.rate, 3), "average": round(x.average, 2),
                    "best": x.best}

        return {"total": line(self.total),
                "by": {k: [line(x) for x in v] for k, v in self.by.items()},
                "trend": list(self.trend), "results": [round(r, 3) for r in self.results],
                "sparkline": self.sparkline()}


@dataclass
class Stats:
    """The statistics of the data folder ``home``. ``problem``: what was wrong with the
    database found there (it was moved aside to ``set_aside``), if anything."""

    home: Path
    problem: str | None = None
    set_aside: Path | None = None
    _db: sqlite3.Connection | None = field(default=None, repr=False)

    @property
    def path(self) -> Path:
        return self.home / DB_FILE

    def connection(self) -> sqlite3.Connection:
        """The open database (made, or checked and opened, on first use)."""
        if self._db is None:
            self._db = self._open()
        return self._db

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _open(self) -> sqlite3.Connection:
        path = self.path
        if path.exists() or path.is_symlink():
            reason = _unusable(path)
            if reason is None:
                return sqlite3.connect(path)
            self._put_aside(reason)
        self.home.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path)
        with db:
            db.executescript(SCHEMA)
            db.executemany("INSERT INTO meta VALUES (?, ?)",
                           [("app", APP), ("schema", str(SCHEMA_VERSION))])
        return db

    def _put_aside(self, reason: str) -> None:
        """Move the unusable file aside, untouched, and say so."""
        n, aside = 1, self.path.with_name(DB_FILE + ".broken")
        while aside.exists() or aside.is_symlink():
            n += 1
            aside = self.path.with_name(f"{DB_FILE}.broken-{n}")
        self.path.rename(aside)
        self.problem, self.set_aside = reason, aside

    # ------------------------------------------------------------------ recording

    def record(self, game: Game[Any], seat: int, level: str) -> bool:
        """Record a finished game (once: False if it was recorded before)."""
        return self.add(record_of(game, seat, level))

    def add(self, r: Record) -> bool:
        db = self.connection()
        with db:
            cur = db.execute(
                "INSERT OR IGNORE INTO games (key, game, players, level, seat, start, variant,"
                " score, best_other, won, rounds, finished, setup, moves)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (r.key, r.game, r.players, r.level, r.seat, r.start, r.variant, r.score,
                 r.best_other, r.won, r.rounds, r.finished, r.setup, r.moves))
        return cur.rowcount == 1

    def replace(self, old: str, r: Record) -> bool:
        """Record ``r`` in place of the record with key ``old`` (the same game finished
        again after an undo: it counts once, with its last result); as ``add`` when there
        is none. False if ``r`` was recorded before."""
        db = self.connection()
        with db:
            db.execute("DELETE FROM games WHERE key = ? AND key != ?", (old, r.key))
        return self.add(r)

    def import_saves(self, paths: Iterable[Path]) -> tuple[int, int, list[str]]:
        """Record the finished games of these saves: (added, already there or not
        finished, what could not be read)."""
        from rftg.tui.session import GameSession

        added = skipped = 0
        broken: list[str] = []
        for path in paths:
            try:
                session = GameSession.load(path)
            except ValueError as exc:  # SaveError, and anything a damaged file gives
                broken.append(str(exc))
                continue
            if session.over and self.add(record_of(session.game, session.human,
                                                   session.difficulty,
                                                   session.saved_at or None)):
                added += 1
            else:
                skipped += 1
        return added, skipped, broken

    # ------------------------------------------------------------------ figures

    def records(self, game: str | None = None) -> list[Record]:
        """Every recorded game in the order they were finished (of ``game`` only, if
        given)."""
        where, values = ("WHERE game = ? ", (game,)) if game is not None else ("", ())
        rows = self.connection().execute(
            "SELECT key, game, players, level, seat, start, variant, score, best_other, won,"
            f" rounds, finished, setup, moves FROM games {where}ORDER BY finished, id",
            values).fetchall()
        return [Record(*row) for row in rows]

    def summary(self, game: str | None = None) -> Summary:
        """The figures of every recorded game (of ``game`` only, if given)."""
        rs = self.records(game)
        by = {"game": _lines(rs, lambda r: r.game),
              "level": _lines(rs, lambda r: r.level),
              "players": _lines(rs, lambda r: str(r.players)),
              "start": _lines([r for r in rs if r.start], lambda r: r.start),
              "variant": _lines([r for r in rs if r.variant], lambda r: r.variant)}
        last = rs[-TREND:]
        return Summary(_line("", rs), by,
                       tuple(float(r.score - (r.best_other or 0)) for r in last),
                       tuple(r.won for r in last))


def _line(label: str, rs: Sequence[Record]) -> Line:
    if not rs:
        return Line(label, 0, 0.0, 0.0, 0)
    return Line(label, len(rs), sum(r.won for r in rs), sum(r.score for r in rs) / len(rs),
                max(r.score for r in rs))


def _lines(rs: Sequence[Record], key: Any) -> tuple[Line, ...]:
    groups: dict[str, list[Record]] = {}
    for r in rs:
        groups.setdefault(key(r), []).append(r)
    return tuple(_line(k, v) for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1])))


def _unusable(path: Path) -> str | None:
    """Why the file at ``path`` cannot be the statistics database (None: it can)."""
    if not path.is_file():
        return "not a file"
    try:
        with path.open("rb") as fh:
            head = fh.read(16)
    except OSError as exc:
        return exc.strerror or str(exc)
    if head != b"SQLite format 3\x00":
        return "not a SQLite database"
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            if db.execute("PRAGMA quick_check").fetchone() != ("ok",):
                return "damaged"
            tables = {row[0] for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not {"meta", "games"} <= tables:
                return "a database of another program"
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
            columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
        finally:
            db.close()
    except sqlite3.DatabaseError as exc:
        return f"damaged ({exc})"
    if meta.get("app") != APP:
        return "a database of another program"
    if meta.get("schema") != str(SCHEMA_VERSION):
        return f"schema version {meta.get('schema')!r}, not {SCHEMA_VERSION}"
    if not {"key", "game", "score", "won"} <= columns:
        return "damaged (no table of games)"
    return None


def record_finished(home: Path, session: Any) -> str | None:
    """Record the finished game of ``session`` (a ``GameSession``) in the statistics of
    ``home``: once per game (the session remembers its record, and a game finished again
    after an undo replaces it). Returns what to tell the player (the database was unusable
    and moved aside, or could not be written), None when there is nothing to tell. Never
    raises for a database problem: statistics never stop the app."""
    if not session.over:
        return None
    stats = Stats(home)
    try:
        r = record_of(session.game, session.human, session.difficulty)
        if session.recorded != r.key:
            if session.recorded is None:
                stats.add(r)
            else:
                stats.replace(session.recorded, r)
            session.recorded = r.key
    except (sqlite3.Error, OSError) as exc:
        return str(exc) or type(exc).__name__
    finally:
        stats.close()
    if stats.problem is not None:
        return f"{stats.problem}: {stats.set_aside}"
    return None
