"""The trained models of one game, and which game uses which (``models_for``).

A weights file (``content/weights/<key>.npz``, written by ``tools/train_learned.py``,
its record beside it in ``<key>.toml``) holds two networks (``net.Net``) over the inputs
of ``features.Encoder`` (the file's own vocabulary of card designs and goals):

* ``value``: a position at the start of a round, seen by one seat, to that seat's
  expected final margin (its final score minus the best other final score, in VP; the
  network's output 0 is the margin over ten) and its chance to win (output 1, a logit).
  Trained by temporal-difference learning over self-play (TD(lambda)).
* ``policy``: the same inputs to one logit per action card (``ACTIONS``): how likely the
  seat is to choose each action this round. The hard player's guess of what each
  opponent will choose, from that opponent's own view.

Which file a game uses (``key_for``): the 2-player and the 4-player base game and the
2-player game of The Gathering Storm with its goals have their own; every other game of
Race for the Galaxy (3 and 5 players, the advanced game, the expansion without goals,
the draft) shares ``shared``. The solitaire game (one player against the robot) has no
learned model.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import numpy as np

from rftg.core.cards import Edition
from rftg.core.observe import Observation
from rftg.core.state import Action
from rftg.solver.learned.features import Encoder
from rftg.solver.learned.net import Net, sigmoid, softmax

ACTIONS = tuple(Action)  # the policy's outputs, in this order
KEYS = ("base-2", "base-4", "gs-goals-2", "shared")
WEIGHTS_DIR = "weights"
MARGIN_SCALE = 10.0  # the value network's output 0 is the margin over this


def key_for(players: int, edition: Edition, goals: bool, advanced: bool) -> str | None:
    """The weights a game uses (see the module doc); None for the solitaire game."""
    if players < 2:
        return None
    if not advanced and edition is Edition.BASE and players in (2, 4):
        return f"base-{players}"
    if not advanced and edition is not Edition.BASE and goals and players == 2:
        return "gs-goals-2"
    return "shared"


@dataclass(frozen=True)
class Models:
    key: str
    encoder: Encoder
    value: Net
    policy: Net
    meta: dict[str, Any]

    def evaluate(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For a batch of inputs (rows): the expected final margins (VP) and the chances
        to win."""
        out = self.value.forward(x)
        return out[:, 0] * MARGIN_SCALE, sigmoid(out[:, 1])

    def action_probs(self, x: np.ndarray, legal: np.ndarray) -> np.ndarray:
        """For a batch of inputs: the chance of each action (``ACTIONS``) among the legal
        ones (``legal``: a 0/1 mask per row)."""
        return softmax(self.policy.forward(x), legal)

    def spread(self, round_: int) -> float:
        """The held-out standard deviation of the value's margin error at a round's start
        (VP), from the record of its training; the last round's for later rounds."""
        by_round: Sequence[float] = self.meta.get("margin_sd_by_round", ())
        if not by_round:
            return float(self.meta.get("margin_sd", 8.0))
        return at_round(by_round, round_)

    def encode(self, obs: Observation) -> np.ndarray:
        return self.encoder.encode(obs)


def at_round(by_round: Sequence[float], round_: int) -> float:
    """A figure by round (round 1 first) at ``round_``: the last round's for later ones."""
    return float(by_round[min(max(round_, 1), len(by_round)) - 1])


def legal_mask(actions: Sequence[Action]) -> np.ndarray:
    """A 0/1 row over ``ACTIONS``: 1 for each of ``actions``."""
    m = np.zeros(len(ACTIONS), dtype=np.float32)
    for a in actions:
        m[ACTIONS.index(a)] = 1.0
    return m


def load(data: Any, key: str) -> Models:
    """Models from an opened weights file (``numpy.load``); ValueError if it is not one."""
    try:
        meta = json.loads(str(data["meta"]))
        vocabulary = [str(s) for s in data["vocabulary"]]
        goals = [str(s) for s in data["goals"]]
        value = Net.from_arrays(data, "value.")
        policy = Net.from_arrays(data, "policy.")
    except (KeyError, ValueError, json.JSONDecodeError) as e:
        raise ValueError(f"weights {key!r}: {e}") from None
    enc = Encoder(vocabulary, goals)
    if value.inputs != enc.width or policy.inputs != enc.width or value.outputs != 2 \
            or policy.outputs != len(ACTIONS):
        raise ValueError(f"weights {key!r} do not fit their inputs")
    return Models(key, enc, value, policy, meta)


@cache
def stored(key: str) -> Models | None:
    """The models of ``key`` shipped in ``content/weights``, None if there are none."""
    try:
        ref = resources.files("rftg.content").joinpath(WEIGHTS_DIR, f"{key}.npz")
        with ref.open("rb") as f, np.load(f, allow_pickle=False) as data:
            return load(data, key)
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        return None


def models_for(obs: Observation) -> Models | None:
    """The models of the game ``obs`` is from (``key_for``, else ``shared``); None where
    there are none (the solitaire game, or no weights installed)."""
    s = obs.setup
    key = key_for(s.players, s.edition, bool(obs.goals), s.advanced)
    if key is None:
        return None
    return stored(key) or stored("shared")
