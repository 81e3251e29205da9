"""Saves: JSON with a schema version; replay on load; a corrupted, hand-edited or
unknown-version file gives a clear error and is never modified; writes are atomic."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from test_engine_properties import play

from rftg.core import save as saves
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import ChooseActions
from rftg.core.phases.round import action_aliases
from rftg.core.race.setup import RaceSetup
from rftg.core.save import SaveError, digest, load, load_with_meta, save
from rftg.core.state import Action

SAVES_V1 = sorted((Path(__file__).parent / "data" / "saves_v1").glob("*.json"))


@pytest.fixture
def game():
    return play(RaceSetup(players=3, seed=9))


def test_round_trip(tmp_path, game):
    path = tmp_path / "game.json"
    save(game, path)
    data = json.loads(path.read_text())
    assert data["format"] == "rftg-save" and data["version"] == 1
    assert data["setup"]["seed"] == 9
    assert digest(load(path)) == digest(game)


def test_mid_game_round_trip(tmp_path):
    from rftg.core.engine import Game
    from rftg.core.observe import observation
    from rftg.solver.players.random import RandomPlayer

    g = Game(RaceSetup(players=2, seed=5))
    players = [RandomPlayer(1), RandomPlayer(2)]
    for _ in range(40):
        for d in g.pending():
            g.choose(d.player, players[d.player].choose(observation(g, d.player)))
    save(g, tmp_path / "mid.json")
    loaded = load(tmp_path / "mid.json")
    assert digest(loaded) == digest(g)
    assert [d.options for d in loaded.pending()] == [d.options for d in g.pending()]


def _unchanged_after_failed_load(path, match):
    before = path.read_bytes()
    stat = os.stat(path)
    with pytest.raises(SaveError, match=match):
        load(path)
    assert path.read_bytes() == before and os.stat(path).st_mtime_ns == stat.st_mtime_ns


def test_unknown_version(tmp_path, game):
    path = tmp_path / "g.json"
    data = saves.to_json(game)
    data["version"] = 99
    path.write_text(json.dumps(data))
    _unchanged_after_failed_load(path, "version 99 is not supported")


def test_corrupted_json(tmp_path, game):
    path = tmp_path / "g.json"
    save(game, path)
    path.write_text(path.read_text()[:-40])
    _unchanged_after_failed_load(path, "not valid JSON")


def test_hand_edited(tmp_path, game):
    path = tmp_path / "g.json"
    save(game, path)
    data = json.loads(path.read_text())
    data["snapshot"]["players"][0]["chips"] += 10
    path.write_text(json.dumps(data))
    _unchanged_after_failed_load(path, "changed outside rftg")


def test_not_a_save(tmp_path):
    path = tmp_path / "g.json"
    path.write_text('{"hello": 1}')
    _unchanged_after_failed_load(path, "not an rftg save")
    with pytest.raises(SaveError, match="no such save file"):
        load(tmp_path / "missing.json")


def test_illegal_choices_inside_a_valid_checksum(tmp_path, game):
    """A file rewritten with a fresh checksum but impossible choices is still refused."""
    data = saves.to_json(game)
    data["choices"][3][1] = ["no-such-option", []]
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = saves.hashlib.sha256(saves._canonical(body)).hexdigest()
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data))
    _unchanged_after_failed_load(path, "do not replay")


def test_write_is_atomic(tmp_path, game, monkeypatch):
    path = tmp_path / "g.json"
    save(game, path)
    before = path.read_bytes()

    def crash(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", crash)
    with pytest.raises(OSError):
        save(play(RaceSetup(players=2, seed=1)), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temp file left


def test_the_old_saves_are_all_there():
    assert [p.stem for p in SAVES_V1] == [
        "advanced-2p", "experienced-2p-setup", "experienced-4p", "finished-2p", "first-3p",
        "random-2p"]


@pytest.mark.parametrize("path", SAVES_V1, ids=lambda p: p.stem)
def test_saves_of_the_previous_version_still_load(path):
    """Issue 10: "Saves written by today's version still load (migrate them) or are refused
    with a message naming the version." These files were written by the rftg of commit
    e9d6ce3, before typed moves (tests/data/saves_v1/make_saves.py)."""
    before = path.read_bytes()
    data = json.loads(before)
    game, meta = load_with_meta(path)
    assert path.read_bytes() == before  # loading never writes
    assert saves.snapshot(game) == data["snapshot"]  # the replay matches the saved state
    assert meta == data["meta"]
    assert game.over == data["snapshot"]["over"]
    # the typed moves write the very text the old version wrote, except for the advanced
    # game's lone second Develop/Settle card, now written as the card it plays as
    aliases = action_aliases(game)
    assert [[p, c.to_json()] for p, c in game.choices] == [
        [p, [aliases[t].encode() if t in aliases else t, cs]] for p, (t, cs) in data["choices"]]
    again = saves.from_json(saves.to_json(game, meta))
    assert digest(again) == digest(game)
    if not game.over:
        assert game.pending()


def test_an_old_tui_save_resumes_with_undo_and_redo(tmp_path):
    """A save the app wrote before typed moves: the session resumes it (seat, difficulty,
    when it was saved), and undo and redo work on the replayed choices."""
    from rftg.tui.session import GameSession

    path = Path(__file__).parent / "data" / "saves_v1" / "first-3p.json"
    session = GameSession.load(path)
    assert (session.human, session.difficulty, session.saved_at) == (0, "normal",
                                                                     "2026-11-20 10:00")
    start = digest(session.game)
    n = len(session.game.choices)
    assert session.undo()
    assert len(session.game.choices) < n
    assert session.redo()
    assert digest(session.game) == start
    session.save(tmp_path / "again.json")
    assert digest(load(tmp_path / "again.json")) == start


def _resealed(data: dict) -> dict:
    body = {k: v for k, v in data.items() if k != "checksum"}
    return {**body, "checksum": saves.hashlib.sha256(saves._canonical(body)).hexdigest()}


@pytest.mark.parametrize("stop", ["action", "mid_round"])
def test_an_old_advanced_save_with_a_lone_second_card_still_loads(tmp_path, stop):
    """Format 1 offered "Explore (+5) + Develop (second)" beside "Explore (+5) + Develop"
    (they play the same, so only the second is offered now). A save that chose the first,
    written at the next action choice (36 options listed) or in the middle of that round
    (the chosen cards in the state), still loads, and plays as "explore5+develop"."""
    from itertools import combinations

    game = Game(RaceSetup(players=2, advanced=True, start="first", seed=7))
    explore_develop = ChooseActions((Action.EXPLORE_5, Action.DEVELOP))
    game.choose(0, Choice(explore_develop))
    game.choose(1, game.pending_for(1).choice("trade+produce"))
    if stop == "action":
        while game.pending()[0].kind.value != "action":
            d = game.pending()[0]
            o = d.options[-1]
            game.choose(d.player, Choice(o.move, o.cards_from[:o.min_cards]))
    data = saves.to_json(game)
    data["choices"][0][1][0] = "explore5+develop2"
    if stop == "action":
        old_list = ["+".join(a.value for a in c) for c in combinations(game.ruleset.actions, 2)]
        assert len(old_list) == 36
        for entry in data["snapshot"]["pending"]:
            entry[2] = old_list
    else:
        data["snapshot"]["players"][0]["actions"] = ["explore5", "develop2"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(_resealed(data)))
    loaded = load(path)
    assert loaded.choices[0] == (0, Choice(explore_develop))
    assert digest(loaded) == digest(game)


def _valid_body(game) -> dict:
    return json.loads(json.dumps(saves.to_json(game)))


BAD_FILES = {  # what is wrong -> (the file's bytes from a valid save's JSON, the message)
    "a 5,000-digit number": (lambda d: b'{"format": "rftg-save", "version": ' + b"7" * 5000
                             + b"}", "a number with more than 4300 digits"),
    "JSON nested 100,000 deep": (lambda d: b"[" * 100_000 + b"]" * 100_000,
                                 "nested too deeply"),
    "bytes that are no text": (lambda d: b"\xff\xfe" + json.dumps(d).encode(),
                               r"byte 0xff at position 0 is not UTF-8"),
    "a list, not a save": (lambda d: b"[1, 2, 3]", "not an rftg save"),
    "a player that is a fraction": (
        lambda d: _sealed(d, lambda x: x["choices"][0].__setitem__(0, 0.5)),
        r"choice 1: the player 0.5 is not a seat number"),
    "a player that is true": (
        lambda d: _sealed(d, lambda x: x["choices"][1].__setitem__(0, True)),
        r"choice 2: the player True is not a seat number"),
    "choices that are a number": (lambda d: _sealed(d, lambda x: x.__setitem__("choices", 7)),
                                  "malformed save"),
    "a setup that is a list": (lambda d: _sealed(d, lambda x: x.__setitem__("setup", [2])),
                               "malformed save .*a setup is a JSON object"),
    "a seat past the players": (
        lambda d: _sealed(d, lambda x: x["choices"][0].__setitem__(0, 9)),
        "no decision pending for player 9"),
    "cards that are text": (
        lambda d: _sealed(d, lambda x: x["choices"][0][1].__setitem__(1, ["a"])),
        "malformed save .*not a choice"),
    "meta that is a list": (lambda d: _sealed(d, lambda x: x.__setitem__("meta", [1])),
                            "meta is not an object"),
    "a snapshot that is text": (lambda d: _sealed(d, lambda x: x.__setitem__("snapshot", "x")),
                                "does not match its replay"),
}


def _sealed(data: dict, change) -> bytes:
    change(data)
    return json.dumps(_resealed(data)).encode()


@pytest.mark.parametrize("what", list(BAD_FILES))
def test_every_error_while_reading_a_save_is_a_save_error(tmp_path, game, what):
    """Issue 11: "an autosave holding a 5,000-digit number or deeply nested JSON makes the
    app die with a traceback": whatever is wrong with a file, loading it raises SaveError
    with a one-line message saying what, and leaves the file as it is."""
    make, message = BAD_FILES[what]
    path = tmp_path / "g.json"
    path.write_bytes(make(_valid_body(game)))
    _unchanged_after_failed_load(path, message)
    with pytest.raises(SaveError) as err:
        load(path)
    assert "\n" not in str(err.value) and len(str(err.value)) < 320 + len(str(path))


def test_from_json_turns_any_error_into_a_save_error(game):
    """The JSON itself, read by someone else: nesting too deep for the checksum, types
    nobody expects."""
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    data = _valid_body(game)
    data["meta"] = deep
    with pytest.raises(SaveError, match="nested too deeply"):
        saves.from_json(data, "deep")
    data = _valid_body(game)
    data["choices"] = [[0, ["discard", [1]]], object()]
    with pytest.raises(SaveError, match=r"^odd: "):
        saves.from_json(data, "odd")
