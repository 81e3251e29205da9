"""Writes the save files of this folder with the rftg of commit e9d6ce3 (save format 1,
before typed moves), for tests/test_save.py: old saves must still load.

    git worktree add /tmp/basewt e9d6ce3   # an importable tree of it as "rftg" in /tmp/basepkg
    PYTHONPATH=/tmp/basepkg python tests/data/saves_v1/make_saves.py

Random legal play (the old random player), a few modes, mostly short games.
"""

from __future__ import annotations

import sys
from pathlib import Path

import rftg.core
from rftg.core import save
from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.solver.players.random import RandomPlayer

HERE = Path(__file__).resolve().parent
GAMES = [  # file name, setup, choices to play (None: to the end), meta
    ("random-2p", dict(players=2, seed=101), 30, {}),
    ("first-3p", dict(players=3, start="first", seed=102), 60,
     {"human": 0, "difficulty": "normal", "auto_forced": False, "saved": "2026-11-20 10:00"}),
    ("experienced-2p-setup", dict(players=2, start="experienced", seed=103), 1, {}),
    ("experienced-4p", dict(players=4, start="experienced", seed=104), 80, {}),
    ("advanced-2p", dict(players=2, advanced=True, seed=105), 70, {}),
    ("finished-2p", dict(players=2, start="first", seed=106), None,
     {"human": 1, "difficulty": "easy", "auto_forced": True, "saved": "2026-11-21 18:30"}),
]


def play(setup: RaceSetup, stop: int | None) -> Game:
    game = Game(setup)
    players = [RandomPlayer(setup.seed * 10 + i) for i in range(setup.players)]
    while not game.over and (stop is None or len(game.choices) < stop):
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    return game


def main() -> None:
    if "/work/main" in str(Path(rftg.core.__path__[0]).resolve()):
        sys.exit("run with PYTHONPATH pointing at the previous version (see the docstring)")
    for name, kw, stop, meta in GAMES:
        save.save(play(RaceSetup(**kw), stop), HERE / f"{name}.json", meta)


if __name__ == "__main__":
    main()
