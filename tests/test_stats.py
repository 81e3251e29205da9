"""Issue 29, statistics: every finished game is kept in a SQLite database in the data folder
and `rftg stats` shows what the games add up to; a damaged or foreign database is reported,
moved aside untouched, and never stops anything."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.jumpdrive.levels import make_jd_player
from rftg.solver.players import make_player
from rftg.tui.session import GameSession
from rftg.tui.stats import DB_FILE, SCHEMA_VERSION, Stats, record_of


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def race(seed: int, players: int = 2):  # type: ignore[no-untyped-def]
    game, _ = play_game(RaceSetup(players=players, seed=seed),
                        [make_player("normal", seed * 7 + s) for s in range(players)])
    return game


def test_a_finished_game_is_recorded_once_with_its_figures(home: Path) -> None:
    game = race(3)
    stats = Stats(home)
    assert stats.record(game, 0, "normal") and not stats.record(game, 0, "normal")
    (r,) = stats.records()
    totals = [s.total for s in game.scores()]
    assert (r.game, r.players, r.level, r.seat, r.score, r.best_other, r.rounds) == (
        "rftg", 2, "normal", 0, totals[0], totals[1], game.state.round)
    assert r.won == (1 / len(game.winners()) if 0 in game.winners() else 0)
    start = game.state.players[0].start
    assert r.start == game.state.cards[start].name and r.variant == "base"
    assert (home / DB_FILE).is_file()


def test_the_summary_adds_the_games_up(home: Path) -> None:
    stats = Stats(home)
    games = [race(s, 2 + s % 2) for s in range(5)]
    for g in games:
        stats.record(g, 0, "normal")
    jd, _ = play_game(JumpDriveSetup(players=2, seed=2), [make_jd_player("normal", s)
                                                          for s in range(2)])
    stats.record(jd, 1, "easy")
    s = stats.summary()
    scores = [g.scores()[0].total for g in games] + [jd.scores()[1].total]
    wins = [(1 / len(g.winners()) if seat in g.winners() else 0)
            for g, seat in [*((g, 0) for g in games), (jd, 1)]]
    assert s.total.games == 6 and s.total.best == max(scores)
    assert s.total.wins == pytest.approx(sum(wins))
    assert s.total.average == pytest.approx(sum(scores) / 6)
    assert {x.label: x.games for x in s.by["game"]} == {"rftg": 5, "jumpdrive": 1}
    assert {x.label: x.games for x in s.by["level"]} == {"normal": 5, "easy": 1}
    assert sum(x.games for x in s.by["start"]) == 5  # Jump Drive has no start world
    assert len(s.trend) == 6 and len(s.sparkline()) == 6
    assert stats.summary("jumpdrive").total.games == 1


@pytest.mark.parametrize("content", [
    b"this is not a database", b"", b"SQLite format 3\x00" + b"\x00" * 500])
def test_a_damaged_database_is_moved_aside_untouched(home: Path, content: bytes) -> None:
    (home / DB_FILE).write_bytes(content)
    stats = Stats(home)
    assert stats.record(race(1), 0, "normal")
    assert stats.problem and stats.set_aside == home / (DB_FILE + ".broken")
    assert stats.set_aside.read_bytes() == content
    assert len(stats.records()) == 1


def test_a_database_of_another_program_or_version_is_moved_aside(home: Path) -> None:
    other = sqlite3.connect(home / DB_FILE)
    other.executescript("CREATE TABLE notes (x TEXT); INSERT INTO notes VALUES ('mine');")
    other.close()
    stats = Stats(home)
    stats.connection()
    assert stats.problem and "another program" in stats.problem
    stats.close()
    newer = sqlite3.connect(home / DB_FILE)
    newer.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION + 1),))
    newer.commit()
    newer.close()
    again = Stats(home)
    again.connection()
    assert again.problem and "schema version" in again.problem
    assert again.set_aside == home / (DB_FILE + ".broken-2")


def test_a_directory_or_fifo_in_its_place_is_moved_aside(home: Path) -> None:
    (home / DB_FILE).mkdir()
    stats = Stats(home)
    stats.connection()
    assert stats.problem == "not a file" and stats.set_aside is not None
    assert stats.set_aside.is_dir()
    stats.close()
    (home / DB_FILE).unlink()
    os.mkfifo(home / DB_FILE)
    fifo = Stats(home)
    fifo.connection()  # never opened: no hang
    assert fifo.problem == "not a file"


def test_saves_already_on_disk_are_imported(home: Path, capsys: pytest.CaptureFixture[str]
                                            ) -> None:
    saves = home / "saves"
    done = GameSession(race(5), 0, "hard")
    done.save(saves / "done.json")
    unfinished, _ = play_game(RaceSetup(players=2, seed=6), [make_player("random", 1)] * 2)
    (saves / "broken.json").write_text("{not json", encoding="utf-8")
    assert main(["stats", "--import"]) == 0
    out, err = capsys.readouterr()
    assert "Imported 1 finished game" in out and "not imported" in err
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total"]["games"] == 1 and data["by"]["level"][0]["label"] == "hard"
    assert record_of(done.game, 0, "hard").key == Stats(home).records()[0].key
    assert unfinished.over  # (a whole game: only what is saved is imported)


def test_rftg_stats_speaks_the_language_of_the_run(home: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert "No finished games yet" in capsys.readouterr().out
    Stats(home).record(race(2), 0, "normal")
    assert main(["--lang", "de", "stats"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Deine Spiele: 1") and "Nach Spielerzahl:" in out
    assert "2 Spieler" in out


def test_the_trend_of_one_game_reads_as_one_game(home: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Not "your last 1 games" (nor "Deine letzten 1 Spiele"): one game is "your last
    game"; more are counted."""
    Stats(home).record(race(2), 0, "normal")
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Your last game, margin" in out and "last 1" not in out
    assert main(["--lang", "de", "stats"]) == 0
    out = capsys.readouterr().out
    assert "Dein letztes Spiel, Vorsprung" in out and "letzten 1" not in out
    Stats(home).record(race(3), 0, "normal")
    assert main(["stats"]) == 0
    assert "Your last 2 games, margin" in capsys.readouterr().out


def test_every_game_is_named_as_the_new_game_screen_names_it(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The statistics by game, the TUI's statistics screen and an exported record said
    "andromeda" (a table of names knew only two of the four games): each game's name now
    comes from its own screen, in the language of the run."""
    from rftg.core.andromeda.setup import AndromedaSetup
    from rftg.solver.andromeda.levels import make_ad_player
    from rftg.tui.record import game_record
    from rftg.tui.screens.stats import label

    andromeda, _ = play_game(AndromedaSetup(players=3, seed=6),
                             [make_ad_player("normal", s) for s in range(3)])  # type: ignore[arg-type]
    Stats(home).record(andromeda, 0, "normal")
    Stats(home).record(race(2), 0, "normal")
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Andromeda:" in out and "Race for the Galaxy:" in out and "andromeda" not in out
    # Andromeda's points and Race's VP do not add up: the total says no average of both
    assert out.splitlines()[0] == ("Your games: 2, won 1 (50 %); their points are below, "
                                   "game by game.")
    assert main(["stats", "--game", "andromeda"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Your games: 1, won ") and first.endswith(" points.")
    assert main(["--lang", "de", "stats", "--game", "rftg"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Deine Spiele: 1, gewonnen ") and first.endswith(" SP.")
    assert label("game", "andromeda") == "Andromeda"
    assert label("game", "newfrontiers") == "New Frontiers (board game)"
    assert game_record(andromeda).title == "Andromeda"
    assert label("game", "no-such-game") == "no-such-game"  # a record of an unknown game
