"""Train the hard player's learned models (``solver/learned``) in generations of self-play.

    .venv/bin/python tools/train_learned.py run --key base-2 [--generations 3]
        [--games 4000] [--gate 400] [--jobs 2] [--seed 0] [--data build/learned]

One generation: play ``--games`` self-play games of the current best player (generation
0: the normal player; later: the self-play player ``solver.players.learned.fast_player``
with the best weights so far, a few of its actions drawn from its action model to vary
the games), train both networks on them (the position evaluation by TD(lambda), the
action model on the actions chosen), then play a ``--gate``-game series of the new
weights against the best so far (the new weights in one seat, rotating, the best so far
in the others, all as the self-play player) and keep the new weights only if they win
more than their fair share of it (half the games at 2 players, a quarter at 4: ``gate``'s
``fair``). Generation 1 has no rival to beat (the normal player's games make it;
``--gate`` then plays it against the normal player, for the record only).

Each game of a generation gets the seed ``seed + 1_000_000 * generation + i``; every
example is one seat at one round's start (its view: ``features.Encoder``), the target
its final margin and whether it won. The games with ``i % 10 == 9`` are held out: the
record gives the evaluation's error on them against the margin the game ended with.

``--key`` is the game the weights are for (``solver.learned.models.KEYS``); ``shared``
plays a mix of the other games. The weights go to ``content/weights/<key>.npz``, the
record to ``content/weights/<key>.toml`` (games, seeds, generations, gates, held-out
error, training time). ``--resume`` goes on from the record and weights in ``--out``;
a run stopped in the self-play keeps the games it had played (``selfplay``'s parts).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import tomllib
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from rftg.core.engine import Game
from rftg.solver.learned.features import Encoder
from rftg.solver.learned.models import KEYS, Models, load
from rftg.solver.learned.training import (
    LAMBDA,
    POLICY_HIDDEN,
    VALUE_HIDDEN,
    Examples,
    GameRecord,
    fit,
    record_game,
    setup_for,
    write_weights,
)

ROOT = Path(__file__).resolve().parents[1]
WEIGHTS = ROOT / "content" / "weights"
EXPLORE = 0.05  # the share of the self-play player's actions drawn from its model


# --------------------------------------------------------------------------- games


def make_players(spec: str, weights: Path | None, n: int, seed: int,
                 explore: float) -> list[Any]:
    """``spec`` "normal" (the level, noise 0.3) or "fast" (the self-play player with
    ``weights``)."""
    from rftg.solver.players.heuristic import HeuristicPlayer
    from rftg.solver.players.learned import fast_player

    if spec == "normal":
        return [HeuristicPlayer(seed * 10 + i) for i in range(n)]
    models = read_models(weights) if weights is not None else None
    return [fast_player(seed * 10 + i, models, explore) for i in range(n)]


_MODELS: dict[str, Models] = {}


def read_models(path: Path) -> Models:
    key = str(path)
    if key not in _MODELS:
        with np.load(path, allow_pickle=False) as data:
            _MODELS[key] = load(data, path.stem)
    return _MODELS[key]


def play_recorded(args: tuple[str, str, str | None, int, float]) -> GameRecord:
    key, spec, weights, seed, explore = args
    setup = setup_for(key, seed)
    players = make_players(spec, Path(weights) if weights else None, setup.players, seed,
                           explore)
    return record_game(setup, players)


CHUNK = 500  # games per part file: an interrupted run loses at most this many


def selfplay(key: str, spec: str, weights: Path | None, seeds: Sequence[int], jobs: int,
             out: Path, explore: float, log: Callable[[str], None]) -> Path:
    """Play the games and store their examples in ``out`` (an .npz). The games are played
    in parts of ``CHUNK``, each stored as it ends (``out``.partN.npz); a run started again
    keeps the parts already there and plays the rest."""
    width = Encoder().width
    t0 = time.perf_counter()
    parts = []
    for k, at in enumerate(range(0, len(seeds), CHUNK)):
        part = out.with_name(f"{out.stem}.part{k}.npz")
        parts.append(part)
        if part.exists():
            continue
        chunk = seeds[at:at + CHUNK]
        tasks = [(key, spec, str(weights) if weights else None, s, explore) for s in chunk]
        if jobs <= 1:
            results: Iterable[GameRecord] = map(play_recorded, tasks)
            games = [(chunk[i], g) for i, g in enumerate(results)]
        else:
            with ProcessPoolExecutor(jobs) as pool:
                games = [(chunk[i], g) for i, g in
                         enumerate(pool.map(play_recorded, tasks, chunksize=4))]
        Examples.of(games, width).write(part)
        log(f"  {at + len(chunk)} games, {time.perf_counter() - t0:.0f} s")
    Examples.read(parts).write(out)
    for part in parts:
        part.unlink()
    return out


# --------------------------------------------------------------------------- gates


def gate_one(args: tuple[str, str, str | None, str | None, int]) -> tuple[float, float]:
    """One game of a gate: the new weights' seat's share of the win, and its fair share
    (1 / players)."""
    key, rival, new, old, seed = args
    setup = setup_for(key, seed)
    n = setup.players
    seat = seed % n  # the new weights' seat, rotating
    players = make_players(rival, Path(old) if old else None, n, seed, 0.0)
    players[seat] = make_players("fast", Path(new) if new else None, 1, seed * 7 + 3,
                                 0.0)[0]
    game = Game(setup)
    from rftg.core.play import play_out

    play_out(game, players)
    won = game.winners()
    return (1.0 / len(won) if seat in won else 0.0), 1.0 / n


def gate(key: str, new: Path, old: Path | None, games: int, seed: int, jobs: int
         ) -> tuple[float, int, float]:
    """The new weights' wins in ``games`` games at a table of the old ones (or of normal
    players if ``old`` is None), and the wins a player as strong as the others would have
    (``fair``: the sum of 1 / players; the games of ``shared`` mix table sizes)."""
    rival = "fast" if old is not None else "normal"
    tasks = [(key, rival, str(new), str(old) if old else None, seed + i)
             for i in range(games)]
    if jobs <= 1:
        got = [gate_one(t) for t in tasks]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            got = list(pool.map(gate_one, tasks, chunksize=4))
    return float(sum(w for w, _ in got)), games, sum(f for _, f in got)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    c = (p + z * z / (2 * n)) / (1 + z * z / n)
    h = z * float(np.sqrt(p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n)
    return float(max(0.0, c - h)), float(min(1.0, c + h))


# --------------------------------------------------------------------------- record


def toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(round(v, 4) if isinstance(v, float) else v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    raise TypeError(type(v))


def write_record(path: Path, key: str, record: dict[str, Any]) -> None:
    lines = [f"# The learned models of {key!r} (solver/learned/models.py), written by",
             "# tools/train_learned.py: do not edit by hand. Each generation: self-play games",
             "# of the best player so far, trained by TD(lambda) (the evaluation) and on the",
             "# actions chosen (the action model), kept only if its self-play player wins",
             "# more than its fair share (gate_fair: half at 2 players, a quarter at 4) of a",
             "# gate series at a table of the best so far (generation 1: the normal player's",
             "# games; its gate against the normal player is for the record).",
             "# Times are wall-clock seconds on the 2-core machine, under nice 19.", ""]
    for k, v in record.items():
        if k != "generations":
            lines.append(f"{k} = {toml_value(v)}")
    for g in record.get("generations", []):
        lines += ["", "[[generations]]"]
        lines += [f"{k} = {toml_value(v)}" for k, v in g.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def read_record(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    return tomllib.loads(path.read_text("utf-8"))


# --------------------------------------------------------------------------- run


def run(args: argparse.Namespace) -> int:
    key = args.key
    data_dir = Path(args.data) / key
    out = Path(args.out or WEIGHTS)
    weights = out / f"{key}.npz"
    record_path = out / f"{key}.toml"
    record = read_record(record_path) if args.resume else {}
    gens: list[dict[str, Any]] = list(record.get("generations", []))
    log_path = data_dir / "train.log"
    data_dir.mkdir(parents=True, exist_ok=True)

    def log(text: str) -> None:
        print(text, flush=True)
        with log_path.open("a", encoding="utf-8") as f:
            f.write(text + "\n")

    best: Path | None = weights if args.resume and weights.exists() else None
    start_gen = len(gens) + 1
    for gen in range(start_gen, start_gen + args.generations):
        t0 = time.perf_counter()
        base_seed = args.seed + 1_000_000 * gen
        seeds = list(range(base_seed, base_seed + args.games))
        spec = "normal" if best is None else "fast"
        log(f"generation {gen}: {args.games} self-play games of "
            f"{'the normal player' if best is None else 'generation ' + str(_best_gen(gens))}"
            f" (seeds {seeds[0]}..{seeds[-1]})")
        data = data_dir / f"data{gen}.npz"
        if not data.exists():  # (a run started again keeps a generation's games)
            selfplay(key, spec, best, seeds, args.jobs, data,
                     EXPLORE if best is not None else 0.0, log)
        t_play = time.perf_counter() - t0
        files = sorted(data_dir.glob("data*.npz"), key=lambda p: int(p.stem[4:]))
        files = [p for p in files if int(p.stem[4:]) <= gen][-args.window:]
        d = Examples.read(files)
        log(f"  training on {len(d.game)} examples from {', '.join(p.stem for p in files)}")
        t1 = time.perf_counter()
        start = read_models(best) if best is not None and args.warm else None
        f = fit(d, args.seed + gen, args.epochs, start=start, log=log)
        t_train = time.perf_counter() - t1
        candidate = data_dir / f"weights{gen}.npz"
        meta = {"key": key, "generation": gen,
                "margin_sd_by_round": f.record["held_out_margin_sd_by_round"],
                "margin_sd": f.record["held_out_margin_rmse"]}
        write_weights(candidate, f, meta)
        t2 = time.perf_counter()
        wins, n, fair = gate(key, candidate, best, args.gate, base_seed + 500_000,
                             args.jobs)
        lo, hi = wilson(wins, n)
        t_gate = time.perf_counter() - t2
        rival = "generation " + str(_best_gen(gens)) if best is not None else "normal"
        kept = best is None or wins > fair
        log(f"  gate against {rival}: {wins:g} of {n} ({wins / n:.1%}, 95% CI "
            f"{lo:.1%}-{hi:.1%}; fair share {fair / n:.1%}): "
            f"{'kept' if kept else 'dropped'}")
        gens.append({"generation": gen, "player": "normal" if spec == "normal" else
                     f"self-play player, generation {_best_gen(gens)}",
                     "games": args.games, "seeds": f"{seeds[0]}..{seeds[-1]}",
                     "trained_on": [p.stem for p in files], **f.record,
                     "gate_rival": rival, "gate_games": n, "gate_wins": wins,
                     "gate_fair": round(fair, 2),
                     "gate_low": round(lo, 4), "gate_high": round(hi, 4), "kept": kept,
                     "selfplay_seconds": round(t_play), "train_seconds": round(t_train),
                     "gate_seconds": round(t_gate)})
        if kept:
            out.mkdir(parents=True, exist_ok=True)
            write_weights(weights, f, meta)
            best = weights
            _MODELS.pop(str(weights), None)
        record = {"key": key, "best_generation": _best_gen(gens),
                  "jobs": args.jobs, "lambda": LAMBDA, "value_hidden": VALUE_HIDDEN,
                  "policy_hidden": POLICY_HIDDEN, "explore": EXPLORE,
                  "inputs": Encoder().width, "generations": gens}
        write_record(record_path, key, record)
    return 0


def _best_gen(gens: Sequence[dict[str, Any]]) -> int:
    kept = [g["generation"] for g in gens if g.get("kept")]
    return int(kept[-1]) if kept else 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("command", choices=("run",))
    ap.add_argument("--key", default="base-2", choices=KEYS)
    ap.add_argument("--generations", type=int, default=1)
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--gate", type=int, default=400)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--window", type=int, default=2, help="generations of data trained on")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--data", default=str(ROOT / "build" / "learned"))
    ap.add_argument("--out", default=None, help="where the weights go (content/weights)")
    ap.add_argument("--resume", action="store_true",
                    help="go on from the weights and record in --out")
    ap.add_argument("--warm", action="store_true",
                    help="start each generation's training from the best weights")
    args = ap.parse_args(argv)
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
