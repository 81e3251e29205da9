"""A save is untrusted input, checksum or not (a plain SHA-256: anyone can recompute it).
Every forged save here has its checksum recomputed; each is refused with a SaveError that
says why in one line, by the save reader, by ``GameSession.load`` and by the app's start
(``last_autosave``) alike: it never crashes, never hangs and never loads into a state no
game can reach. Own cards and the robot's numbers in a save are checked by the same
validators as their files."""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rftg.core import save as saves
from rftg.core.custom import load_card_file
from rftg.core.engine import Game
from rftg.core.limits import NAME, OWN_CARDS
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.save import MAX_CHOICES, SaveError, load_with_meta, to_json
from rftg.core.solitaire.table import RobotSetup, default_table
from rftg.core.state import Edition
from rftg.solver.players.random import RandomPlayer
from rftg.tui.session import GameSession, last_autosave

OWN = """
[[card]]
name = "Blank Research Lab"
de = "Leeres Forschungslabor"
type = "development"
cost = 3
vp = 1
copies = { base = 1, gs = 1 }
powers = [{ phase = "explore", effect = "keep", n = 1 }]
"""

META = {"human": 0, "difficulty": "normal", "auto_forced": False, "lessons": [],
        "saved": "2026-11-23 02:35"}


def played(setup: RaceSetup, choices: int = 12) -> Game:
    game = Game(setup)
    players = [RandomPlayer(7 + seat) for seat in range(setup.players)]
    for _ in range(choices):
        d = game.pending()[0]
        game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    return game


@pytest.fixture(scope="module")
def bodies(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """A save of a game with own cards and one of the robot game, as the app writes them."""
    folder = tmp_path_factory.mktemp("own")
    (folder / "mine.toml").write_text(OWN)
    own = load_card_file(folder / "mine.toml")
    game = played(RaceSetup(players=2, edition=Edition.GS, seed=3, names=("You", "Computer 1"),
                            custom_cards=own))
    robot = played(RaceSetup(players=1, advanced=True, edition=Edition.GS, seed=4,
                             names=("You",), robot=RobotSetup(difficulty="medium",
                                                              table=default_table())), 6)
    return {"own": to_json(game, META), "robot": to_json(robot, META)}


def sealed(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its checksum recomputed, as a forger would."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    return {**body, "checksum": hashlib.sha256(saves._canonical(body)).hexdigest()}


def at(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Set the field at ``path`` ("setup.names.0") to ``value``."""

    def forge(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return forge


def own_card(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return at(f"setup.custom_cards.0.{field}", value)


def own_start_world(data: dict[str, Any]) -> None:
    data["setup"]["custom_cards"][0].update(type="world", start=9, colour="red", powers=[])


def many_own_cards(data: dict[str, Any]) -> None:
    card = data["setup"]["custom_cards"][0]
    data["setup"]["custom_cards"] = [
        {**card, "name": f"✎ Lab {i}", "de": f"✎ Labor {i}"} for i in range(OWN_CARDS + 1)]


def endless_choices(data: dict[str, Any]) -> None:
    data["choices"] = data["choices"] * (MAX_CHOICES // len(data["choices"]) + 2)


def robot_table(field: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return at(f"setup.robot.table.{field}", value)


# (base save, the forgery, what the refusal says)
CASES: dict[str, tuple[str, Callable[[dict[str, Any]], None], str]] = {
    "difficulty a list": ("own", at("meta.difficulty", ["hard"]), "meta: difficulty = ['hard']"),
    "difficulty a dict": ("own", at("meta.difficulty", {"a": 1}), "meta: difficulty"),
    "difficulty unknown": ("own", at("meta.difficulty", "godlike"), "meta: difficulty"),
    "human true": ("own", at("meta.human", True), "meta: human = True"),
    "human seat 5": ("own", at("meta.human", 5), "meta: human = 5"),
    "auto_forced a text": ("own", at("meta.auto_forced", "yes"), "meta: auto_forced"),
    "saved a megabyte": ("own", at("meta.saved", "x" * 1_000_000), "meta: saved"),
    "saved an escape code": ("own", at("meta.saved", "\x1b[2J"), "meta: saved"),
    "lessons a text": ("own", at("meta.lessons", "all"), "meta: lessons"),
    "meta a list": ("own", at("meta", []), "meta is not an object"),
    "version true": ("own", at("version", True), "save format version True"),
    "version 1.0": ("own", at("version", 1.0), "save format version 1.0"),
    "seed below 0": ("own", at("setup.seed", -1), "greater than or equal to 0"),
    "seed 2**63": ("own", at("setup.seed", 2**63), "less than or equal to 9223372036854775807"),
    "seed 10**30": ("own", at("setup.seed", 10**30), "less than or equal to"),
    "name with NUL": ("own", at("setup.names.0", "A\x00B"), "the name of player 1: holds a "
                      "control character"),
    "name with an escape code": ("own", at("setup.names.1", "\x1b[31mRed"),
                                 "the name of player 2: holds a control character"),
    "name of a megabyte": ("own", at("setup.names.0", "x" * 1_000_000),
                           f"the name of player 1: longer than {NAME} characters"),
    "name empty": ("own", at("setup.names.0", " "), "the name of player 1: empty"),
    "players 0": ("own", at("setup.players", 0), "players"),
    "players 9": ("own", at("setup.players", 9), "players: Input should be less than or "
                  "equal to 5"),
    "own card not marked": ("own", own_card("name", "Blank Research Lab"),
                            "an own card's names start with ✎"),
    "own card custom false": ("own", own_card("custom", False), "only own cards"),
    "own card a start world": ("own", own_start_world, "cannot be start worlds"),
    "own card a development at start": ("own", own_card("start", 9),
                                        "a development cannot be a start world"),
    "own card 0 copies": ("own", own_card("copies", {"base": 0, "gs": 0}),
                          "no copies in any edition"),
    "own card 10**6 copies": ("own", own_card("copies", {"gs": 10**6}),
                              "copies for gs: 1000000, at most 10"),
    "own card cost 10**6": ("own", own_card("cost", 10**6), "cost"),
    "own card VP -10**6": ("own", own_card("vp", -(10**6)), "vp"),
    "own card keep -3": ("own", own_card("powers", [{"phase": "explore", "effect": "keep",
                                                     "n": -3}]),
                         "n = -3: keep takes 1 to 10"),
    "own card a game card's name": ("own", own_card("name", "✎ Gem World"),
                                    "the game already has a card called 'Gem World'"),
    "own card an escape code": ("own", own_card("de", "✎ \x1b]0;x\x07"),
                                "holds a control character"),
    "too many own cards": ("own", many_own_cards, f"more than {OWN_CARDS} own cards"),
    "robot credit limit -1": ("robot", robot_table("limits.credit.value", -1),
                              "credit = -1: must be from 0 to 20"),
    "robot credit limit 10**50": ("robot", robot_table("limits.credit.value", 10**50),
                                  "must be from 0 to 20"),
    "robot pile 10**9": ("robot", robot_table("world_default.pile.value", 10**9),
                         "pile = 1000000000: must be from 0 to 20"),
    "robot tokens -1": ("robot", robot_table("difficulty.easy.tokens.value", -1),
                        "tokens: cannot be negative"),
    "robot source unmarked": ("robot", robot_table("world_default.pile.source", "x"),
                              "must start with"),
    "robot world of another name": ("robot", robot_table("world.0.name", "Gem World"),
                                    "start 0 is 'Old Earth', not 'Gem World'"),
    "robot world of no start": ("robot", robot_table("world.0.start", 42),
                                "there is no start world 42"),
    "endless choices": ("own", endless_choices, f"more than {MAX_CHOICES} choices"),
    "a seat that is text": ("own", at("choices.0.0", "0"), "is not a seat number"),
    "choices not a list": ("own", at("choices", 7), "malformed save"),
    "a choice no option": ("own", at("choices.3.1", ["nonsense", []]), "do not replay"),
    "a state that does not replay": ("own", at("snapshot.pool", 99), "does not match"),
    "not a save": ("own", at("format", "rftg-safe"), "not an rftg save file"),
}


META_ONLY = {case for case in CASES if case.split()[0] in (
    "difficulty", "human", "auto_forced", "saved", "lessons")}
"""Forgeries of what only the app reads (``meta``: the seat, the difficulty ...): the
game itself loads, the session refuses it."""


@pytest.mark.parametrize("case", list(CASES))
def test_a_forged_save_is_refused_with_its_reason(
        tmp_path: Path, bodies: dict[str, dict[str, Any]], case: str) -> None:
    base, forge, reason = CASES[case]
    data = copy.deepcopy(bodies[base])
    forge(data)
    path = tmp_path / "autosave.json"
    text = json.dumps(sealed(data), ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    loaders = (GameSession.load,) if case in META_ONLY else (load_with_meta, GameSession.load)
    for load in loaders:
        with pytest.raises(SaveError) as caught:
            load(path)
        message = str(caught.value)
        assert reason in message, message
        assert "\n" not in message and "\x1b" not in message and len(message) < 1500
    found = last_autosave(tmp_path)  # the start of the app and of the plain mode
    assert found.session is None and len(found.broken) == 1
    assert path.read_text(encoding="utf-8") == text  # left as it was


@pytest.mark.parametrize("base", ["own", "robot"])
def test_the_saves_the_forgeries_start_from_load(
        tmp_path: Path, bodies: dict[str, dict[str, Any]], base: str) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(bodies[base], ensure_ascii=False), encoding="utf-8")
    session = GameSession.load(path)
    assert session.difficulty == "normal" and session.saved_at == "2026-11-23 02:35"
    assert last_autosave(tmp_path).session is not None
