"""The solver layer's registry of games: each game's computer players (by level) and its
hints, registered from the game's own sub-package (``rftg.solver.race``,
``rftg.solver.jumpdrive``). The session, the screens, the plain mode and ``simulate`` ask
here; nothing else asks which game is played.

    SOLVERS.get(game.setup.game).choose(game, seat, "hard", seed)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.registry import Registry
from rftg.core.sampler import Sampler

CancelCheck = Callable[[], bool] | None  # asked between play-outs: stop thinking


class Cancelled(Exception):
    """The search was cancelled (the player quit, undid the move or stopped a review)."""


class Player(Protocol):
    """A computer player of some game: it answers from what its seat sees; one that
    ``looks_ahead`` also gets the engine's sampler for its seat."""

    @property
    def looks_ahead(self) -> bool: ...

    def choose(self, obs: Any, sampler: Sampler | None = None) -> Choice: ...


class Hinted(Protocol):
    """A hint as the screens and the plain mode show it: the choice, the reason and
    further lines."""

    @property
    def choice(self) -> Choice: ...

    @property
    def reason(self) -> str: ...

    @property
    def details(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Rating:
    """What a game's strongest player says of one decision made (a review's rating)."""

    played: str  # the choice made, as the game words it
    best: str  # the best choice found, worded
    best_choice: Choice
    loss: float  # expected VP lost against the best (0: it is the best)
    noise: float  # the standard error of that difference over the search's samples
    why: str  # why the best is best, in words (the game's hint for it)
    # the choice made went below the best by the player's rule, not by the search's VP
    # (Race: an action that gains nothing by itself, ``Ranked.idle``; once the end is in
    # sight, a lower chance to win, ``Verdict.by_win``): never graded best
    ruled_out: bool = False


MakePlayer = Callable[[str, int, CancelCheck], Player]
# (game, seat, budget or None for the hints' own, cancelled, language) -> the hint
HintFn = Callable[[Game[Any], int, Any, CancelCheck, "str | None"], Hinted]
# (game, seat, the choice made, budget or None, cancelled, language) -> its rating
RateFn = Callable[[Game[Any], int, Choice, Any, CancelCheck, "str | None"], Rating]


@dataclass(frozen=True)
class SolverGame:
    """What the solver layer knows of one game."""

    levels: tuple[str, ...]  # the computer players' levels a player may choose, easiest first
    make_player: MakePlayer  # a computer player by level (or another kind the game knows)
    hint: HintFn
    rate: RateFn | None = None  # a review of a game (``rftg.solver.review``); None: none

    def choose(self, game: Game[Any], seat: int, kind: str, seed: int,
               cancelled: CancelCheck = None) -> Choice:
        """What a computer player of ``kind`` chooses for ``seat`` now: from what it
        sees, and the engine's samples if it looks ahead."""
        player = self.make_player(kind, seed, cancelled)
        sampler = game.sampler(seat) if player.looks_ahead else None
        return player.choose(game.observe(seat), sampler)


SOLVERS: Registry[SolverGame] = Registry("solver")
