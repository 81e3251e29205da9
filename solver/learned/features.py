"""What a position looks like to one seat, as numbers: the learned models' inputs.

``Encoder.encode(obs)`` reads ``obs`` (one seat's observation, ``core.observe``) and
nothing else, so a model never sees a card its seat may not see. The inputs, all scaled
to about 0..1:

* the game: the round, the VP pool left, the deck and discard sizes, the number of
  players, the advanced game, The Gathering Storm, its goals, the largest tableau (the
  end of the game nears at 12 cards);
* three seat blocks: this seat, the leading opponent (most VP now, goal VP included;
  ties by seat order after this seat) and the sum of the other opponents (empty at two
  players). Each block holds the tableau card by card (one input per card design:
  ``vocabulary``), and VP now (the rules' score), VP chips, goods (all and by kind),
  hand size, tableau size, military (the rules' strength), 6-cost developments, goal VP
  now;
* this seat's hand, card by card;
* The Gathering Storm's goals, per goal of the vocabulary: in play, held by this seat or
  another, this seat's 3-VP markers, this seat's count and the best other count (each over
  the goal's minimum).

A design missing from the vocabulary (a player's own card) counts under ``OTHER``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

import numpy as np

from rftg.core.cards import Card, Edition, GoodsKind, catalogue
from rftg.core.observe import Observation
from rftg.core.rules.goals import goal_scores, goal_value
from rftg.core.scoring import military_strength, score
from rftg.core.state import VP_PER_PLAYER

OTHER = "(other)"
KINDS = tuple(GoodsKind)
GLOBALS = ("round", "pool_left", "deck", "discard", "players2", "players3", "players4",
           "players5", "advanced", "gs", "goals", "biggest_tableau", "bias")
SEAT = ("vp", "chips", "goods", *(f"goods_{k.value.lower()}" for k in KINDS), "hand",
        "tableau", "military", "six_cost", "goal_vp", "seats")
GOAL = ("in_play", "mine", "other", "markers", "my_count", "best_count")


@cache
def default_vocabulary() -> tuple[str, ...]:
    """Every card design of the catalogue (content order), then ``OTHER``."""
    return (*catalogue().keys(), OTHER)


@cache
def default_goals() -> tuple[str, ...]:
    """Every goal of the catalogue, by id."""
    return tuple(g.id for g in catalogue().goals)


class Encoder:
    """Encodes observations for one vocabulary of designs and goals (a model's own)."""

    def __init__(self, vocabulary: Sequence[str] | None = None,
                 goals: Sequence[str] | None = None) -> None:
        self.vocabulary = tuple(vocabulary or default_vocabulary())
        self.goals = tuple(goals if goals is not None else default_goals())
        self._index = {name: i for i, name in enumerate(self.vocabulary)}
        self._other = self._index.get(OTHER, len(self.vocabulary) - 1)
        self._goal_index = {g: i for i, g in enumerate(self.goals)}
        d = len(self.vocabulary)
        self.seat_width = d + len(SEAT)
        self.hand_at = len(GLOBALS) + 3 * self.seat_width
        self.goals_at = self.hand_at + d
        self.width = self.goals_at + len(GOAL) * len(self.goals)
        self._designs: dict[int, tuple[tuple[Card, ...], np.ndarray]] = {}

    def names(self) -> list[str]:
        """Each input's name (for records and tests)."""
        out = list(GLOBALS)
        for block in ("me", "lead", "rest"):
            out += [f"{block}.tableau.{n}" for n in self.vocabulary]
            out += [f"{block}.{f}" for f in SEAT]
        out += [f"hand.{n}" for n in self.vocabulary]
        out += [f"goal.{g}.{f}" for g in self.goals for f in GOAL]
        return out

    def designs(self, cards: tuple[Card, ...]) -> np.ndarray:
        """Each card id's design index (a game's cards are fixed for the whole game)."""
        hit = self._designs.get(id(cards))
        if hit is not None and hit[0] is cards:
            return hit[1]
        idx = np.array([self._index.get(c.name, self._other) for c in cards], dtype=np.intp)
        if len(self._designs) > 64:
            self._designs.clear()
        self._designs[id(cards)] = (cards, idx)
        return idx

    def encode(self, obs: Observation) -> np.ndarray:
        """``obs`` as the models' input vector (float32, ``width`` long)."""
        x = np.zeros(self.width, dtype=np.float32)
        self.encode_into(obs, x)
        return x

    def encode_into(self, obs: Observation, x: np.ndarray) -> None:
        cards = obs.cards
        design = self.designs(cards)
        setup = obs.setup
        seen = obs.players
        n = len(seen)
        me = obs.me
        tables = [[cards[c] for c in p.tableau] for p in seen]
        vp = [score(t, p.chips).total for t, p in zip(tables, seen, strict=True)]
        goal_vp = _goal_vp(obs) if obs.goals else [0] * n
        x[0] = obs.round / 12.0
        x[1] = obs.pool / (VP_PER_PLAYER * max(n, 2))
        x[2] = obs.deck_size / 100.0
        x[3] = obs.discard_size / 100.0
        x[4 + min(max(n, 2), 5) - 2] = 1.0
        x[8] = float(setup.advanced)
        x[9] = float(setup.edition is not Edition.BASE)
        x[10] = float(bool(obs.goals))
        x[11] = max(len(p.tableau) for p in seen) / setup.tableau_end
        x[12] = 1.0
        others = [(me + k) % n for k in range(1, n)]
        others.sort(key=lambda s: (-(vp[s] + goal_vp[s]), -len(seen[s].tableau)))
        blocks = [[me], others[:1], others[1:]]
        at = len(GLOBALS)
        d = len(self.vocabulary)
        for seats in blocks:
            s0 = at + d
            for s in seats:
                p = seen[s]
                for c in p.tableau:
                    x[at + design[c]] += 1.0
                x[s0] += vp[s] / 20.0
                x[s0 + 1] += p.chips / 10.0
                x[s0 + 2] += len(p.goods) / 5.0
                for w in p.goods:
                    kind = cards[w].goods
                    if kind is not None:
                        x[s0 + 3 + KINDS.index(kind)] += 1 / 3.0
                x[s0 + 7] += p.hand_size / 10.0
                x[s0 + 8] += len(p.tableau) / setup.tableau_end
                x[s0 + 9] += military_strength(tables[s]) / 6.0
                x[s0 + 10] += sum(1 for c in tables[s] if c.bonuses)
                x[s0 + 11] += goal_vp[s] / 10.0
                x[s0 + 12] += 1.0
            at += self.seat_width
        for c in obs.hand:
            x[self.hand_at + design[c]] += 1.0
        if obs.goals:
            self._goals(obs, x)

    def _goals(self, obs: Observation, x: np.ndarray) -> None:
        seen = obs.players
        me = obs.me
        for tile in obs.goals:
            g = tile.goal
            i = self._goal_index.get(g.id)
            if i is None:
                continue
            at = self.goals_at + len(GOAL) * i
            counts = [goal_value(g, p.tableau, obs.cards, p.chips).total for p in seen]
            x[at] = 1.0
            x[at + 1] = float(tile.holder == me)
            x[at + 2] = float(tile.holder is not None and tile.holder != me)
            x[at + 3] = float(me in tile.markers)
            x[at + 4] = min(2.0, counts[me] / g.minimum)
            best = max((v for s, v in enumerate(counts) if s != me), default=0)
            x[at + 5] = min(2.0, best / g.minimum)


def _goal_vp(obs: Observation) -> list[int]:
    """Each seat's goal VP now (the tiles and markers held: ``rules.goals``)."""
    n = len(obs.players)
    values = [[0] * n for _ in obs.goals]  # the counts matter only for the final ties
    return [sum(g.vp for g in goal_scores(obs.goals, s, values, False)) for s in range(n)]
