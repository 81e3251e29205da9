"""Headless games: play G games with computer players and report what happened."""

from __future__ import annotations

import hashlib
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rftg.core import interrupt
from rftg.core.engine import Game
from rftg.core.gamesetup import GameSetup
from rftg.core.play import MAX_DECISIONS as MAX_DECISIONS
from rftg.core.play import Chooser as Chooser
from rftg.core.play import play_out
from rftg.core.save import digest


@dataclass
class SimulationResult:
    games: int = 0
    completed: int = 0
    errors: int = 0
    rounds: list[int] = field(default_factory=list)
    decisions: int = 0
    seconds: float = 0.0
    digests: list[str] = field(default_factory=list)
    wins: list[float] = field(default_factory=list)  # per seat; a shared win counts 1/n
    score_sums: list[int] = field(default_factory=list)
    interrupted: bool = False  # stopped by Ctrl+C: the figures are those of the games played

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "completed": self.completed,
            "errors": self.errors,
            "rounds_mean": round(sum(self.rounds) / len(self.rounds), 3) if self.rounds else 0,
            "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else 0,
            "digest": hashlib.sha256("".join(self.digests).encode()).hexdigest(),
            "wins": [round(w, 2) for w in self.wins],
            "scores_mean": [round(s / self.completed, 2) for s in self.score_sums]
            if self.completed else [],
            "interrupted": self.interrupted,
        }


def play_game(setup: GameSetup, players: Sequence[Chooser], *,
              trusted: bool = True) -> tuple[Game[Any], int]:
    """Play one game to its end; returns the game and the number of decisions made
    (``rftg.core.play.play_out``: by default computer players' choices take the engine's
    trusted path; ``trusted=False`` checks every choice in full)."""
    game: Game[Any] = Game(setup)
    return game, play_out(game, players, trusted)


def simulate(
    make_setup: Callable[[int], GameSetup],
    make_players: Callable[[int], Sequence[Chooser]],
    games: int,
) -> SimulationResult:
    """Play ``games`` games; game i uses ``make_setup(i)`` and ``make_players(i)``.
    An exception inside a game counts as an error (details on stderr); the run goes on.
    Ctrl+C (KeyboardInterrupt) stops the run: the result holds the games finished before
    it, and says it was interrupted."""
    result = SimulationResult()
    t0 = time.perf_counter()
    try:
        for i in range(games):
            _play_one(result, i, make_setup(i), make_players)
    except KeyboardInterrupt:
        result.interrupted = True
    result.seconds = time.perf_counter() - t0
    return result


def _play_one(result: SimulationResult, i: int, setup: GameSetup,
              make_players: Callable[[int], Sequence[Chooser]]) -> None:
    """Play game ``i`` and add it to ``result`` (an interrupted game adds nothing)."""
    try:
        game, n = play_game(setup, make_players(i))
    except Exception:  # one broken game must not stop the run
        interrupt.stop_if_pressed()  # ... but Ctrl+C does, in whatever form it came
        result.games += 1
        result.errors += 1
        result.digests.append(f"error:{i}")
        print(f"rftg simulate: game {i} (seed {setup.seed}) failed:", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return
    digest_now, winners, scores = digest(game), game.winners(), game.scores()
    result.games += 1
    result.completed += 1
    result.decisions += n
    result.rounds.append(game.state.round)
    result.digests.append(digest_now)
    if not result.wins:  # per seat (the solitaire robot's after the player's)
        result.wins = [0.0] * len(scores)
        result.score_sums = [0] * len(scores)
    for w in winners:
        result.wins[w] += 1 / len(winners)
    for seat, s in enumerate(scores):
        result.score_sums[seat] += s.total
