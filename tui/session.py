"""A game as the app plays it: one human seat, computer players in the others, undo and
redo of the human's decisions, save, load and autosave. No Textual here: the screens call
this, and tests drive it directly.

Computer players are made afresh for every decision with a seed derived from the game's
seed and the number of choices so far, so replaying the choices (undo, load) gives the
very same game.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.save import SaveError, load_with_meta, replay, save
from rftg.core.state import GameSetup
from rftg.solver.players import make_player

DIFFICULTIES = {"easy": "easy", "normal": "heuristic", "hard": "planner"}
"""Difficulty -> computer player kind. "hard" is the solver-backed planner."""


def data_dir() -> Path:
    """Where saves live: $RFTG_HOME, else $XDG_DATA_HOME/rftg, else ~/.local/share/rftg."""
    if os.environ.get("RFTG_HOME"):
        return Path(os.environ["RFTG_HOME"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rftg"


@dataclass(frozen=True)
class NewGame:
    """What the new-game screen asks."""

    players: int = 2
    difficulty: str = "normal"
    start: str = "first"
    advanced: bool = False
    seed: int = 0
    name: str = "You"

    def setup(self) -> GameSetup:
        names = (self.name, *(f"Computer {i}" for i in range(1, self.players)))
        return GameSetup(players=self.players, start=self.start,
                         advanced=self.advanced, seed=self.seed, names=names)


class GameSession:
    def __init__(self, game: Game, human: int = 0, difficulty: str = "normal",
                 autosave: Path | None = None) -> None:
        self.game = game
        self.human = human
        self.difficulty = difficulty
        self.autosave_path = autosave
        self.redo_stack: list[list[tuple[int, Choice]]] = []
        self.auto_forced = False  # play decisions with one possible answer by themselves
        self.saved_at: str | None = None  # when the loaded save was written

    @classmethod
    def new(cls, options: NewGame, autosave: Path | None = None) -> GameSession:
        return cls(Game(options.setup()), 0, options.difficulty, autosave)

    # ------------------------------------------------------------------ turns

    @property
    def over(self) -> bool:
        return self.game.over

    def human_decision(self) -> Decision | None:
        return next((d for d in self.game.pending() if d.player == self.human), None)

    def ai_pending(self) -> list[Decision]:
        return [d for d in self.game.pending() if d.player != self.human]

    def ai_choice(self, decision: Decision) -> Choice:
        """What the computer player in ``decision.player``'s seat chooses (it sees only its
        observation). Deterministic for a given game position."""
        kind = DIFFICULTIES.get(self.difficulty, "random")
        key = f"{self.game.setup.seed}:{len(self.game.choices)}:{decision.player}"
        seed = int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")
        player = make_player(kind, seed)
        return player.choose(observation(self.game, decision.player))

    def run_ai(self) -> int:
        """Let the computer players answer every decision pending for them (repeatedly,
        until the human must decide or the game ends). Returns how many they made."""
        n = 0
        while not self.game.over:
            pending = self.ai_pending()
            if not pending:
                break
            for d in pending:
                self.game.choose(d.player, self.ai_choice(d))
                n += 1
        return n

    def play(self, choice: Choice) -> None:
        """The human's answer (IllegalChoice, game unchanged, if not legal)."""
        decision = self.human_decision()
        if decision is None:
            from rftg.core.decisions import IllegalChoice

            raise IllegalChoice("it is not your turn to decide")
        self.game.choose(self.human, choice)
        self.redo_stack.clear()

    # ------------------------------------------------------------------ undo / redo

    def _human_indices(self) -> list[int]:
        return [i for i, (p, _) in enumerate(self.game.choices) if p == self.human]

    def can_undo(self) -> bool:
        return bool(self._human_indices())

    def undo(self) -> bool:
        """Take back the human's last decision (and what the computers did after it)."""
        idx = self._human_indices()
        if not idx:
            return False
        cut = idx[-1]
        choices = list(self.game.choices)
        self.redo_stack.append(choices[cut:])
        self.game = replay(self.game.setup, choices[:cut])
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        tail = self.redo_stack.pop()
        self.game = replay(self.game.setup, list(self.game.choices) + tail)
        return True

    # ------------------------------------------------------------------ saving

    def meta(self) -> dict[str, Any]:
        return {"human": self.human, "difficulty": self.difficulty,
                "auto_forced": self.auto_forced,
                "saved": time.strftime("%Y-%m-%d %H:%M")}

    def save(self, path: Path) -> None:
        save(self.game, path, self.meta())

    def autosave(self) -> Path | None:
        if self.autosave_path is None:
            return None
        self.save(self.autosave_path)
        return self.autosave_path

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> GameSession:
        game, meta = load_with_meta(path)
        human = meta.get("human", 0)
        if not isinstance(human, int) or not 0 <= human < game.setup.players:
            raise SaveError(f"{path}: malformed save (human seat {human!r})")
        difficulty = meta.get("difficulty", "normal")
        if difficulty not in DIFFICULTIES:
            difficulty = "normal"
        session = cls(game, human, difficulty, autosave)
        session.auto_forced = meta.get("auto_forced") is True
        saved = meta.get("saved")
        session.saved_at = saved if isinstance(saved, str) else None
        return session


def free_path(directory: Path, stem: str) -> Path:
    """``directory/stem.json``, or ``stem-2.json``, ... if that exists (never overwrite)."""
    path = directory / f"{stem}.json"
    n = 2
    while path.exists():
        path = directory / f"{stem}-{n}.json"
        n += 1
    return path
