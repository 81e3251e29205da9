"""High Card in the solver layer: its computer players and its hint."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.sampler import Sampler
from rftg.solver.games import SOLVERS, CancelCheck, Hinted, Rating, SolverGame
from toygame.core import CARDS, Keep, Swap, ToyObservation

SAMPLES = 20


class RandomToy:
    looks_ahead = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: ToyObservation, sampler: Sampler | None = None) -> Choice:
        assert obs.decision is not None
        return Choice(self.rng.choice(obs.decision.options).move)


class SensibleToy:
    """Keeps a card of 6 or more, swaps a lower one (a swap draws 5 on average)."""

    looks_ahead = False

    def choose(self, obs: ToyObservation, sampler: Sampler | None = None) -> Choice:
        return Choice(Keep() if CARDS[obs.card] >= 6 else Swap())


class LookingToy:
    """Plays each choice out on the engine's samples of the game for its seat (the other
    player's card and the deck dealt again) and takes the one that scores more."""

    looks_ahead = True

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def rate(self, sampler: Sampler) -> dict[str, float]:
        gains: dict[str, float] = {"keep": 0.0, "swap": 0.0}
        me = sampler.seat
        for i in range(SAMPLES):
            game = sampler.sample(self.seed * 1000 + i)
            for move in (Keep(), Swap()):
                trial = game.clone()
                before = trial.state.points[me]
                for d in trial.pending():
                    mine = d.player == me
                    other = SensibleToy().choose(trial.observe(d.player))
                    trial.choose(d.player, Choice(move) if mine else other, trusted=True)
                gains[move.encode()] += (trial.state.points[me] - before) / SAMPLES
        return gains

    def choose(self, obs: ToyObservation, sampler: Sampler | None = None) -> Choice:
        if sampler is None:
            return SensibleToy().choose(obs)
        gains = self.rate(sampler)
        return Choice(Keep() if gains["keep"] >= gains["swap"] else Swap())


def make_player(kind: str, seed: int, cancelled: CancelCheck = None) -> Any:
    players = {"random": lambda: RandomToy(seed), "easy": lambda: RandomToy(seed),
               "normal": SensibleToy, "hard": lambda: LookingToy(seed)}
    if kind not in players:
        raise ValueError(f"High Card has no player {kind!r} (known: {', '.join(players)})")
    return players[kind]()


@dataclass(frozen=True)
class ToyHint:
    choice: Choice
    reason: str
    details: tuple[str, ...] = ()


def hint(game: Game[Any], seat: int, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> Hinted:
    """Keep or swap, by the look-ahead player's play-outs, said in words."""
    obs = game.observe(seat)
    gains = LookingToy(0).rate(game.sampler(seat))
    keep = gains["keep"] >= gains["swap"]
    card = CARDS[obs.card]
    reason = (f"Keep your {card}: it scores {gains['keep']:.2f} points on average, a swap "
              f"{gains['swap']:.2f}." if keep else
              f"Swap your {card}: a new card scores {gains['swap']:.2f} points on average, "
              f"your {card} {gains['keep']:.2f}.")
    return ToyHint(Choice(Keep() if keep else Swap()), reason)


def rate(game: Game[Any], seat: int, played: Choice, budget: Any, cancelled: CancelCheck,
         lang: str | None) -> Rating:
    """The look-ahead player's points for keeping and for swapping, the one played
    against the better."""
    gains = LookingToy(0).rate(game.sampler(seat))
    best = max(gains, key=lambda k: (gains[k], k == "keep"))
    mine = played.move.encode()
    return Rating(mine, best, Choice(Keep() if best == "keep" else Swap()),
                  gains[best] - gains[mine], 0.0, f"{best} scores {gains[best]:.2f} points")


def register() -> None:
    SOLVERS.register("toy", SolverGame(("easy", "normal", "hard"), make_player, hint, rate))
