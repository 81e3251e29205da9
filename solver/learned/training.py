"""Training the learned models from self-play games (``tools/train_learned.py`` runs it in
generations; the tests run a tiny training).

* ``record_game``: plays one game and keeps, for every seat at every round's ACTION
  decision, its view (``features.Encoder``), the actions it chose and those it could
  choose; at the end, each seat's final margin and share of the win.
* ``Examples``: the examples of many games, each (game, seat) in round order.
* ``fit``: the position evaluation by TD(lambda) (the targets are the lambda-returns
  over the evaluation's own predictions at the seat's later round starts, the final
  outcome at the end; recomputed before each pass), the action model by cross-entropy on
  the actions chosen (not those a self-play player drew to explore). The games whose id
  ends in 9 are held out: the record gives the errors on them against the final margins.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from rftg.core.cards import Edition
from rftg.core.engine import Game
from rftg.core.moves import ChooseActions, DecisionKind
from rftg.core.observe import observation
from rftg.core.play import Chooser
from rftg.core.race.setup import RaceSetup
from rftg.solver.learned.features import Encoder

if TYPE_CHECKING:
    from rftg.core.state import RaceGame
from rftg.solver.learned.models import ACTIONS, KEYS, MARGIN_SCALE, Models, legal_mask
from rftg.solver.learned.net import (
    Adam,
    Net,
    policy_loss,
    save,
    sigmoid,
    softmax,
    train,
    value_loss,
)

LAMBDA = 0.7  # TD(lambda)
VALUE_HIDDEN = 96
POLICY_HIDDEN = 48
WIN_WEIGHT = 0.5  # the chance to win's share of the evaluation's loss
POLICY_SHARE = 0.25  # the action model's steps, as a share of the evaluation's

Array = np.ndarray


def setup_for(key: str, seed: int) -> RaceSetup:
    """Game ``seed`` of the games ``key``'s weights are for (``models.key_for``);
    ``shared`` draws one of the other games of Race for the Galaxy by the seed."""
    if key == "base-2":
        return RaceSetup(players=2, seed=seed)
    if key == "base-4":
        return RaceSetup(players=4, seed=seed)
    if key == "gs-goals-2":
        return RaceSetup(players=2, seed=seed, edition=Edition.GS, goals=True)
    if key != "shared":
        raise ValueError(f"unknown key {key!r} (known: {', '.join(KEYS)})")
    rng = random.Random(seed)
    kind = rng.randrange(8)
    goals = rng.random() < 0.5
    gs = Edition.GS
    if kind == 0:
        return RaceSetup(players=3, seed=seed)
    if kind == 1:
        return RaceSetup(players=2, seed=seed, advanced=True)
    if kind == 2:
        return RaceSetup(players=2, seed=seed, edition=gs)
    if kind in (3, 4, 5):
        return RaceSetup(players=kind, seed=seed, edition=gs, goals=goals)
    if kind == 6:
        return RaceSetup(players=rng.choice((2, 3)), seed=seed, edition=gs, draft=True,
                         goals=goals)
    return RaceSetup(players=2, seed=seed, edition=gs, advanced=True, goals=goals)


@dataclass
class GameRecord:
    """One game's examples (one per seat and round) and its outcome."""

    x: list[Array] = field(default_factory=list)
    seat: list[int] = field(default_factory=list)
    round: list[int] = field(default_factory=list)
    target: list[Array] = field(default_factory=list)  # the actions chosen (sums to 1)
    legal: list[Array] = field(default_factory=list)
    explored: list[bool] = field(default_factory=list)
    margin: list[float] = field(default_factory=list)  # by seat
    win: list[float] = field(default_factory=list)  # by seat: 1, 1/k shared, 0


def record_game(setup: RaceSetup, players: Sequence[Chooser],
                encoder: Encoder | None = None) -> GameRecord:
    """Play one game; each seat's view at each round's ACTION decision, with the actions it
    chose (``explored``: the player says it drew them instead of searching)."""
    enc = encoder or Encoder()
    game: RaceGame = Game(setup)
    rec = GameRecord()
    while not game.over:
        for d in game.pending():
            obs = observation(game, d.player)
            action = d.kind is DecisionKind.ACTION
            if action:
                rec.x.append(enc.encode(obs).astype(np.float16))
                rec.seat.append(d.player)
                rec.round.append(game.state.round)
                acts = {a for o in d.options if isinstance(o.move, ChooseActions)
                        for a in o.move.actions}
                rec.legal.append(legal_mask(sorted(acts, key=ACTIONS.index)))
            player = players[d.player]
            choice = player.choose(obs, game.sampler(d.player) if player.looks_ahead
                                   else None)
            if action:
                move = choice.move
                assert isinstance(move, ChooseActions)
                t = np.zeros(len(ACTIONS), np.float32)
                for a in move.actions:
                    t[ACTIONS.index(a)] += 1.0 / len(move.actions)
                rec.target.append(t)
                rec.explored.append(bool(getattr(player, "explored", False)))
            game.choose(d.player, choice, trusted=True)
    scores = game.scores()
    winners = game.winners()
    for s in range(setup.players):
        rest = [x.total for i, x in enumerate(scores) if i != s]
        rec.margin.append(float(scores[s].total - max(rest)))
        rec.win.append(1.0 / len(winners) if s in winners else 0.0)
    return rec


@dataclass
class Examples:
    x: Array  # float16, one row per example
    game: Array  # the game's id (its seed)
    seat: Array
    round: Array
    target: Array
    legal: Array
    explored: Array
    margin: Array  # the seat's final margin (VP)
    win: Array  # the seat's share of the win

    @classmethod
    def of(cls, games: Sequence[tuple[int, GameRecord]], width: int) -> Examples:
        """The examples of ``games`` ((id, record) pairs), each (game, seat) in round
        order."""
        def cat(rows: list[Array], shape: tuple[int, ...], dtype: Any) -> Array:
            return np.array(rows, dtype) if rows else np.zeros(shape, dtype)

        xs: list[Array] = []
        ids: list[int] = []
        seat: list[int] = []
        rnd: list[int] = []
        target: list[Array] = []
        legal: list[Array] = []
        explored: list[bool] = []
        margin: list[float] = []
        win: list[float] = []
        for gid, g in games:
            xs += g.x
            ids += [gid] * len(g.seat)
            seat += g.seat
            rnd += g.round
            target += g.target
            legal += g.legal
            explored += g.explored
            margin += [g.margin[s] for s in g.seat]
            win += [g.win[s] for s in g.seat]
        a = len(ACTIONS)
        ex = cls(cat(xs, (0, width), np.float16), np.array(ids, np.int64),
                 np.array(seat, np.int8), np.array(rnd, np.int16),
                 cat(target, (0, a), np.float32), cat(legal, (0, a), np.float32),
                 np.array(explored, bool), np.array(margin, np.float32),
                 np.array(win, np.float32))
        return ex.ordered()

    @classmethod
    def read(cls, paths: Sequence[Path]) -> Examples:
        parts: dict[str, list[Array]] = {}
        for p in paths:
            with np.load(p) as f:
                for fl in fields(cls):
                    parts.setdefault(fl.name, []).append(f[fl.name])
        return cls(**{k: np.concatenate(v) for k, v in parts.items()}).ordered()

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(path, **{fl.name: getattr(self, fl.name) for fl in fields(self)})

    def ordered(self) -> Examples:
        return self.take(np.lexsort((self.round, self.seat, self.game)))

    def take(self, idx: Array) -> Examples:
        return Examples(**{fl.name: getattr(self, fl.name)[idx] for fl in fields(self)})

    def __len__(self) -> int:
        return len(self.game)

    def next_index(self) -> Array:
        """Each example's next one of the same game and seat (-1 at the last)."""
        same = (self.game[1:] == self.game[:-1]) & (self.seat[1:] == self.seat[:-1])
        nxt = np.full(len(self.game), -1, np.int64)
        nxt[:-1][same] = np.arange(1, len(self.game))[same]
        return nxt


def held_out(game: Array) -> Array:
    """Which examples are of held-out games (an id ending in 9)."""
    return np.asarray(game % 10 == 9)


def predict(net: Net, x: Array, batch: int = 8192) -> Array:
    if len(x) == 0:
        return np.zeros((0, net.outputs), np.float32)
    return np.concatenate([net.forward(np.asarray(x[i:i + batch], np.float32))
                           for i in range(0, len(x), batch)])


def td_targets(net: Net, d: Examples, nxt: Array, lam: float) -> tuple[Array, Array]:
    """The TD(lambda) targets of each example (the margin over ten, the chance to win):
    G_t = (1 - lambda) * V(t + 1) + lambda * G_(t + 1), the final outcome after the last
    round start of the seat."""
    out = predict(net, d.x)
    v_m = out[:, 0]
    v_w = sigmoid(out[:, 1])
    g_m = np.empty(len(nxt), np.float32)
    g_w = np.empty(len(nxt), np.float32)
    z_m = d.margin / MARGIN_SCALE
    nx = nxt.tolist()
    for i in range(len(nx) - 1, -1, -1):
        j = nx[i]
        if j < 0:
            g_m[i], g_w[i] = z_m[i], d.win[i]
        else:
            g_m[i] = (1 - lam) * v_m[j] + lam * g_m[j]
            g_w[i] = (1 - lam) * v_w[j] + lam * g_w[j]
    return g_m, g_w


@dataclass
class Fit:
    value: Net
    policy: Net
    record: dict[str, Any]


def fit(d: Examples, seed: int, epochs: int, *, lam: float = LAMBDA,
        start: Models | None = None, steps: int | None = None,
        hidden: tuple[int, int] = (VALUE_HIDDEN, POLICY_HIDDEN),
        log: Callable[[str], None] = print) -> Fit:
    """Train the evaluation (TD(lambda)) and the action model on ``d`` without its
    held-out games: ``steps`` steps of the evaluation in all (the targets recomputed
    ``epochs`` times), or ``epochs`` passes over the data; the action model gets
    ``POLICY_SHARE`` as many. ``start``: the weights to start from (else new ones)."""
    test = held_out(d.game)
    tr, te = d.take(np.flatnonzero(~test)), d.take(np.flatnonzero(test))
    width = d.x.shape[1]
    value = start.value.copy() if start else Net.new(width, hidden[0], 2, seed)
    policy = (start.policy.copy() if start else
              Net.new(width, hidden[1], len(ACTIONS), seed + 1))
    nxt = tr.next_index()
    batch = 256
    total = steps if steps is not None else epochs * max(1, len(tr) // batch)
    passes = max(1, min(epochs, total))
    opt = Adam(rate=1e-3)
    before = evaluate_value(value, te)
    for e in range(passes):
        g_m, g_w = td_targets(value, tr, nxt, lam)
        n = total // passes + (1 if e < total % passes else 0)
        loss = train(value, tr.x, value_loss(g_m, g_w, WIN_WEIGHT), n, seed + 10 + e,
                     batch, opt)
        log(f"  value pass {e + 1}/{passes}: training loss {loss:.4f}; held out "
            f"{evaluate_value(value, te)['margin_mae']:.2f} VP")
    keep = np.flatnonzero(~tr.explored)
    p_steps = max(1, int(total * POLICY_SHARE))
    pl = train(policy, tr.x[keep], policy_loss(tr.target[keep], tr.legal[keep]), p_steps,
               seed + 99, batch, Adam(rate=1e-3))
    after = evaluate_value(value, te)
    pol = evaluate_policy(policy, te)
    log(f"  held out: margin error {before['margin_mae']:.2f} -> {after['margin_mae']:.2f}"
        f" VP; action model loss {pl:.3f} (held out {pol['loss']:.3f}, top-1 "
        f"{pol['top1']:.1%})")
    record = {"examples": len(tr), "held_out_examples": len(te), "steps": total,
              "lambda": lam, **{f"held_out_{k}": v for k, v in after.items()},
              "held_out_start_margin_mae": before["margin_mae"],
              "held_out_action_loss": pol["loss"], "held_out_action_top1": pol["top1"]}
    return Fit(value, policy, record)


def evaluate_value(net: Net, d: Examples) -> dict[str, Any]:
    """The evaluation on ``d``: its error against the final margins (VP; mean absolute,
    root mean square, and the root mean square by round), the log-loss of its chance to
    win."""
    if len(d) == 0:
        return {"margin_mae": 0.0, "margin_rmse": 0.0, "win_logloss": 0.0,
                "margin_sd_by_round": []}
    out = predict(net, d.x)
    err = out[:, 0] * MARGIN_SCALE - d.margin
    p = np.clip(sigmoid(out[:, 1]), 1e-6, 1 - 1e-6)
    ll = -np.mean(d.win * np.log(p) + (1 - d.win) * np.log(1 - p))
    by_round = []
    for r in range(1, int(d.round.max()) + 1):
        e = err[d.round == r]
        if len(e) < 20:
            break
        by_round.append(round(float(np.sqrt(np.mean(e * e))), 2))
    return {"margin_mae": round(float(np.mean(np.abs(err))), 3),
            "margin_rmse": round(float(np.sqrt(np.mean(err * err))), 3),
            "win_logloss": round(float(ll), 4), "margin_sd_by_round": by_round}


def evaluate_policy(net: Net, d: Examples) -> dict[str, float]:
    """The action model on ``d`` (the actions not drawn to explore): its cross-entropy and
    how often its likeliest action is one the player chose."""
    keep = np.flatnonzero(~d.explored)
    if len(keep) == 0:
        return {"loss": 0.0, "top1": 0.0}
    p = softmax(predict(net, d.x[keep]), d.legal[keep])
    y = d.target[keep]
    ce = float(np.mean(-np.sum(y * np.log(p + 1e-7), axis=1)))
    top1 = float(np.mean(y[np.arange(len(keep)), p.argmax(axis=1)] > 0))
    return {"loss": round(ce, 4), "top1": round(top1, 4)}


def write_weights(path: Path, f: Fit, meta: dict[str, Any]) -> None:
    """The two networks, the encoder's vocabulary and ``meta`` in one file."""
    enc = Encoder()
    path.parent.mkdir(parents=True, exist_ok=True)
    save(path, {"value": f.value, "policy": f.policy}, meta,
         vocabulary=np.array(enc.vocabulary), goals=np.array(enc.goals))
