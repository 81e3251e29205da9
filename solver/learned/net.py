"""A small numpy network: one hidden layer of rectified units, trained with Adam.

``Net.forward(x)`` maps a batch of inputs (rows) to a batch of outputs. Two uses
(``models``): the position evaluation (two outputs: the final margin over ten, and the
logit of the chance to win) and the action model (one logit per action card).

Training is plain minibatch gradient descent (``train``): the caller gives the gradient
of its loss with respect to the outputs (``Loss``); ``fit_value`` and ``fit_policy`` are
the two losses used. Everything is seeded: the same data, seed and steps give the same
weights. The weights are stored as float16 (``save``): a few hundred kilobytes per game.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import numpy as np

Array = np.ndarray


@dataclass
class Net:
    w1: Array  # inputs x hidden
    b1: Array
    w2: Array  # hidden x outputs
    b2: Array

    @classmethod
    def new(cls, inputs: int, hidden: int, outputs: int, seed: int) -> Net:
        rng = np.random.default_rng(seed)
        w1 = rng.normal(0.0, np.sqrt(2.0 / inputs), (inputs, hidden)).astype(np.float32)
        w2 = rng.normal(0.0, np.sqrt(1.0 / hidden), (hidden, outputs)).astype(np.float32)
        return cls(w1, np.zeros(hidden, np.float32), w2, np.zeros(outputs, np.float32))

    @property
    def inputs(self) -> int:
        return int(self.w1.shape[0])

    @property
    def hidden(self) -> int:
        return int(self.w1.shape[1])

    @property
    def outputs(self) -> int:
        return int(self.w2.shape[1])

    def forward(self, x: Array) -> Array:
        h = x @ self.w1
        h += self.b1
        np.maximum(h, 0.0, out=h)
        out: Array = h @ self.w2 + self.b2
        return out

    def params(self) -> list[Array]:
        return [self.w1, self.b1, self.w2, self.b2]

    def copy(self) -> Net:
        return Net(self.w1.copy(), self.b1.copy(), self.w2.copy(), self.b2.copy())

    def arrays(self, prefix: str) -> dict[str, Array]:
        """The weights as float16 arrays, named ``prefix`` + w1/b1/w2/b2."""
        return {f"{prefix}{k}": v.astype(np.float16) for k, v in
                zip(("w1", "b1", "w2", "b2"), self.params(), strict=True)}

    @classmethod
    def from_arrays(cls, data: Any, prefix: str) -> Net:
        w = [np.asarray(data[f"{prefix}{k}"], dtype=np.float32)
             for k in ("w1", "b1", "w2", "b2")]
        if w[0].ndim != 2 or w[2].ndim != 2 or w[0].shape[1] != w[1].shape[0] \
                or w[1].shape[0] != w[2].shape[0] or w[2].shape[1] != w[3].shape[0]:
            raise ValueError(f"the network {prefix!r} has inconsistent shapes")
        return cls(*w)


# the gradient of the loss over the outputs of a batch (rows ``idx`` of the data), and
# the loss itself: (outputs, idx) -> (loss, dloss/doutputs)
Loss = Callable[[Array, Array], tuple[float, Array]]


@dataclass
class Adam:
    rate: float = 1e-3
    beta1: float = 0.9
    beta2: float = 0.999
    eps: float = 1e-8
    decay: float = 1e-5  # L2 on the weights (not the biases)
    t: int = 0
    m: list[Array] = field(default_factory=list)
    v: list[Array] = field(default_factory=list)

    def step(self, params: list[Array], grads: list[Array]) -> None:
        if not self.m:
            self.m = [np.zeros_like(p) for p in params]
            self.v = [np.zeros_like(p) for p in params]
        self.t += 1
        c1 = 1 - self.beta1 ** self.t
        c2 = 1 - self.beta2 ** self.t
        for i, (p, g) in enumerate(zip(params, grads, strict=True)):
            if p.ndim == 2 and self.decay:
                g = g + self.decay * p
            self.m[i] = self.beta1 * self.m[i] + (1 - self.beta1) * g
            self.v[i] = self.beta2 * self.v[i] + (1 - self.beta2) * g * g
            p -= (self.rate * (self.m[i] / c1) / (np.sqrt(self.v[i] / c2) + self.eps)
                  ).astype(p.dtype)


def gradients(net: Net, x: Array, dout: Array) -> list[Array]:
    """The gradients of the weights for a batch ``x`` whose outputs' gradient is ``dout``."""
    pre = x @ net.w1 + net.b1
    h = np.maximum(pre, 0.0)
    gw2 = h.T @ dout
    gb2 = dout.sum(axis=0)
    dh = dout @ net.w2.T
    dh[pre <= 0] = 0.0
    gw1 = x.T @ dh
    gb1 = dh.sum(axis=0)
    return [gw1, gb1, gw2, gb2]


def train(net: Net, x: Array, loss: Loss, steps: int, seed: int, batch: int = 256,
          opt: Adam | None = None) -> float:
    """``steps`` minibatch steps of Adam on ``loss`` over the rows of ``x``; returns the
    mean loss of the last 100 steps."""
    rng = np.random.default_rng(seed)
    opt = opt or Adam()
    n = x.shape[0]
    recent: list[float] = []
    order = rng.permutation(n)
    at = 0
    for _ in range(steps):
        if at + batch > n:
            order = rng.permutation(n)
            at = 0
        idx = order[at:at + batch]
        at += batch
        xb = np.asarray(x[idx], dtype=np.float32)
        out = net.forward(xb)
        value, dout = loss(out, idx)
        opt.step(net.params(), gradients(net, xb, dout / len(idx)))
        recent.append(value)
        if len(recent) > 100:
            recent.pop(0)
    return float(np.mean(recent)) if recent else 0.0


def value_loss(margin: Array, win: Array, weight: float = 1.0) -> Loss:
    """The evaluation's loss: squared error of the margin (over ten) plus ``weight`` times
    the cross-entropy of the chance to win (output 1 is its logit). ``margin`` and ``win``
    are the targets by row."""

    def loss(out: Array, idx: Array) -> tuple[float, Array]:
        dm = out[:, 0] - margin[idx]
        p = 1.0 / (1.0 + np.exp(-np.clip(out[:, 1], -30, 30)))
        y = win[idx]
        ce = -(y * np.log(p + 1e-7) + (1 - y) * np.log(1 - p + 1e-7))
        dout = np.empty_like(out)
        dout[:, 0] = 2 * dm
        dout[:, 1] = weight * (p - y)
        return float(np.mean(dm * dm) + weight * np.mean(ce)), dout

    return loss


def policy_loss(target: Array, legal: Array) -> Loss:
    """The action model's loss: cross-entropy of the softmax over the legal actions
    (``legal``, a 0/1 mask by row) against ``target`` (each row sums to 1: the actions the
    player chose)."""

    def loss(out: Array, idx: Array) -> tuple[float, Array]:
        p = softmax(out, legal[idx])
        y = target[idx]
        ce = -np.sum(y * np.log(p + 1e-7), axis=1)
        return float(np.mean(ce)), p - y

    return loss


def softmax(logits: Array, legal: Array) -> Array:
    """Row-wise softmax over the entries where ``legal`` is 1 (0 elsewhere)."""
    z = np.where(legal > 0, logits, -1e9)
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z) * (legal > 0)
    out: Array = e / e.sum(axis=1, keepdims=True)
    return out


def sigmoid(x: Array) -> Array:
    out: Array = 1.0 / (1.0 + np.exp(-np.clip(x, -30, 30)))
    return out


def save(path: Path | IO[bytes], nets: dict[str, Net], meta: dict[str, Any],
         **arrays: Array) -> None:
    """The networks (float16), ``arrays`` and ``meta`` (JSON) in one compressed file."""
    out: dict[str, Array] = {}
    for name, net in nets.items():
        out.update(net.arrays(name + "."))
    out.update(arrays)
    out["meta"] = np.array(json.dumps(meta, sort_keys=True))
    np.savez_compressed(path, **out)  # type: ignore[arg-type]
