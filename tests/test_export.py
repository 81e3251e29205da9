"""Issue 29, a game's record: `rftg export SAVE --format text|json|html` writes a saved
game round by round (each line the game's own log line, from its typed events), then the
final scores and the winners, readable without the app."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core.engine import Game
from rftg.core.events import RoundStarted
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.jumpdrive.levels import make_jd_player
from rftg.solver.players import make_player
from rftg.tui.record import game_record
from rftg.tui.session import GameSession


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Game[object], Path]:
    game, _ = play_game(RaceSetup(players=2, seed=4, names=("Ann", "Bo")),
                        [make_player("normal", 1), make_player("normal", 2)])
    path = tmp_path / "game.json"
    GameSession(game, 0).save(path)
    return game, path


def test_the_record_has_every_round_and_the_final_scores(saved, capsys) -> None:  # type: ignore[no-untyped-def]
    game, path = saved
    assert main(["export", str(path)]) == 0
    out = capsys.readouterr().out
    rounds = [e.round for e in game.state.events if isinstance(e, RoundStarted)]
    assert out.startswith("Race for the Galaxy, seed 4\nPlayers: Ann, Bo")
    assert all(f"\nRound {n}\n" in out for n in rounds)
    totals = [s.total for s in game.scores()]
    assert f"  Ann: {totals[0]} VP\n  Bo: {totals[1]} VP" in out
    assert "Ann chose" in out and "Winner: " in out
    # every log line of the game, in order, and nothing else in the rounds
    names = list(game.setup.player_names())
    lines = [x for e in game.state.events if not isinstance(e, RoundStarted)
             if (x := game.state.render_event(e, names))]
    said = [x.strip() for x in out.splitlines() if x.startswith("  ")][:len(lines)]
    assert said == lines


def test_json_and_html(saved, capsys) -> None:  # type: ignore[no-untyped-def]
    game, path = saved
    assert main(["export", str(path), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "rftg" and data["players"] == ["Ann", "Bo"]
    assert data["scores"] == [s.total for s in game.scores()]
    assert data["winners"] == game.winners() and data["over"] is True
    assert [r["round"] for r in data["rounds"]][1:] == list(range(1, game.state.round + 1))
    assert main(["--lang", "de", "export", str(path), "--format", "html"]) == 0
    page = capsys.readouterr().out
    parser = HTMLParser()
    parser.feed(page)  # well-formed enough to read
    assert page.startswith("<!DOCTYPE html>") and '<html lang="de">' in page
    assert "<h2>Runde 1</h2>" in page and "Endwertung" in page


def test_an_unfinished_game_and_jump_drive(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    game: Game[object] = Game(RaceSetup(players=2, seed=1))
    r = game_record(game)
    assert not r.over and not r.winners
    jd, _ = play_game(JumpDriveSetup(players=2, seed=3), [make_jd_player("normal", s)
                                                          for s in range(2)])
    GameSession(jd, 0).save(tmp_path / "jd.json")
    assert main(["export", str(tmp_path / "jd.json")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Jump Drive, seed 3") and "Round 1" in out


def test_a_broken_save_is_refused_in_one_line(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    assert main(["export", str(tmp_path / "bad.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("rftg export: ") and err.count("\n") == 1
