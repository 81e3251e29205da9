"""Train the hard player's position evaluation (``solver/evaluation.py``) by self-play.

    .venv/bin/python tools/train_value.py [--games 3000] [--seed 0] [--out content/hard_value.toml]

The evaluation predicts a seat's final score from the features of a position at the
start of a round (``evaluation.inputs``). Training data: self-play games of the normal
player (the hard player's default policy inside its play-outs, so the model learns what
a position is worth when play goes on the way the play-outs play it), 2, 3 and 4 players,
each seat with its own noise (0, 0.3 or 1.0) so the positions vary. Every round's ACTION
decision gives one example per seat: its inputs and the score the seat finished with
(a Monte Carlo target, TD(1)). The weights are a ridge regression (numpy), fitted on the
games with an even index and checked on the odd ones; the file records the games, the
seeds, the fit and the held-out error.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from rftg.compiled import enable

enable()  # the compiled engine, when built (rftg.compiled): before anything imports it

from rftg.core.engine import Game  # noqa: E402
from rftg.core.observe import observation  # noqa: E402
from rftg.core.race.setup import RaceSetup  # noqa: E402
from rftg.solver.evaluation import FEATURES, inputs  # noqa: E402
from rftg.solver.players.heuristic import HeuristicPlayer  # noqa: E402

NOISES = (0.0, 0.3, 1.0)
RIDGE = 1.0


def self_play(seed: int) -> tuple[list[list[float]], list[float]]:
    """One game: the examples (inputs at each round's start, per seat) and targets."""
    rng = random.Random(seed)
    n = rng.choice((2, 2, 2, 3, 4))
    game = Game(RaceSetup(players=n, seed=seed))
    players = [HeuristicPlayer(seed * 10 + i, noise=rng.choice(NOISES)) for i in range(n)]
    rows: list[tuple[int, list[float]]] = []
    seen_round = -1
    while not game.over:
        pending = game.pending()
        if pending[0].kind.value == "action" and game.state.round != seen_round:
            seen_round = game.state.round
            rows.extend((s, inputs(game, s)) for s in range(n))
        for d in pending:
            game.choose(d.player, players[d.player].choose(observation(game, d.player)),
                        trusted=True)
    final = [s.total for s in game.scores()]
    return [x for _, x in rows], [float(final[s]) for s, _ in rows]


def fit(x: np.ndarray, y: np.ndarray, ridge: float) -> np.ndarray:
    a = x.T @ x + ridge * np.eye(x.shape[1])
    return np.linalg.solve(a, x.T @ y)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(Path(__file__).parents[1] / "content" /
                                         "hard_value.toml"))
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    train_x: list[list[float]] = []
    train_y: list[float] = []
    test_x: list[list[float]] = []
    test_y: list[float] = []
    for i in range(args.games):
        xs, ys = self_play(args.seed + i)
        (train_x if i % 2 == 0 else test_x).extend(xs)
        (train_y if i % 2 == 0 else test_y).extend(ys)
    x, y = np.array(train_x), np.array(train_y)
    w = fit(x, y, RIDGE)
    xt, yt = np.array(test_x), np.array(test_y)
    err = xt @ w - yt
    mae = float(np.mean(np.abs(err)))
    r2 = 1 - float(np.sum(err ** 2) / np.sum((yt - yt.mean()) ** 2))
    base = float(np.mean(np.abs(xt[:, 0] - yt)))  # "VP now" as the guess
    secs = time.perf_counter() - t0
    lines = [
        "# The hard player's position evaluation (solver/evaluation.py): a seat's expected",
        "# final score = weights . inputs (the features, then the features times the share",
        "# of the game left). Written by tools/train_value.py; do not edit by hand.",
        f"# Trained on {args.games} self-play games of the normal player (seeds "
        f"{args.seed}..{args.seed + args.games - 1};",
        "# 2, 3 or 4 players, noise 0 / 0.3 / 1.0 per seat), one example per seat and",
        f"# round: {len(train_y)} examples fitted (even games, ridge {RIDGE}),",
        f"# {len(test_y)} held out (odd games): mean absolute error {mae:.2f} VP, R2 {r2:.3f}",
        f"# (VP now as the guess: {base:.2f} VP). {secs:.0f} s.",
        "",
        f"games = {args.games}",
        f"seed = {args.seed}",
        f"held_out_mae = {mae:.4f}",
        f"held_out_r2 = {r2:.4f}",
        "features = [" + ", ".join(f'"{f}"' for f in FEATURES) + "]",
        "weights = [",
        *(f"    {v:.6f},  # {FEATURES[i % len(FEATURES)]}{' * left' if i >= len(FEATURES) else ''}"
          for i, v in enumerate(w)),
        "]",
        "",
    ]
    Path(args.out).write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(train_y)} examples, held-out MAE {mae:.2f} VP (VP now: {base:.2f}), "
          f"R2 {r2:.3f}, {secs:.0f} s -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
