"""Andromeda's computer players. They get an ``AdObservation`` (never the game) and answer
from the decision's own options.

- ``AdRandomPlayer``: a uniformly random option and random cards (a set always with at
  least one planet card, ``rules.set_ok``).
- ``AdRulesPlayer``: rules of thumb (``value``): offers the cards it values least, swaps
  for the offer it values most, and takes the action worth most in points by the rules'
  numbers (the exact chance of a centre, the stations it adds, a track step), or stops.
  The normal player; with noise on its values, the easy one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from rftg.core.andromeda import rules
from rftg.core.andromeda.moves import (
    SET_MOVES,
    AdKind,
    BuildCentre,
    Done,
    MoveStations,
    Pass,
    Show,
    Spaceship,
    StayIn,
    SwapCards,
    SwapWith,
    TakeCards,
    Technology,
    TransportHome,
    TransportOut,
)
from rftg.core.andromeda.observe import AdObservation
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.draws import Draws
from rftg.core.sampler import Sampler
from rftg.solver.andromeda import value as v

TRANSPORT_MIN = 0.5  # a transport card is played only for more than this (it is used once)
SWAP_MARGIN = 0.2  # an offer must be worth this much more to swap for it
STAY_MARGIN = 1.0  # ... and this much more to stay in the trade for it


class AdPlayer(Protocol):
    name: str
    looks_ahead: bool

    def choose(self, obs: AdObservation, sampler: Sampler | None = None) -> Choice: ...


def _decision(obs: AdObservation) -> Decision:
    if obs.decision is None:
        raise ValueError("no decision to make")
    return obs.decision


class AdRandomPlayer:
    name = "random"
    looks_ahead = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Draws(random.Random(seed))

    def choose(self, obs: AdObservation, sampler: Sampler | None = None) -> Choice:
        o = self.rng.choice(_decision(obs).options)
        if not o.cards_from:
            return Choice(o.move)
        n = self.rng.randint(o.min_cards, o.max_cards)
        if not isinstance(o.move, SET_MOVES):
            return Choice(o.move, tuple(self.rng.sample(o.cards_from, n)))
        planet = [c for c in o.cards_from if not obs.cards.is_bonus(c)]
        first = self.rng.choice(planet)
        rest = [c for c in o.cards_from if c != first]
        return Choice(o.move, (first, *self.rng.sample(rest, n - 1)))


@dataclass(frozen=True)
class Rated:
    """An option as the rules-of-thumb player rates it: its choice and its worth in
    points (what the hint says)."""

    choice: Choice
    worth: float
    option: Option


class AdRulesPlayer:
    """The normal player (``noise`` 0) and the easy one (a random amount, normal and that
    many points wide, added to each value)."""

    name = "normal"
    looks_ahead = False

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, obs: AdObservation, sampler: Sampler | None = None) -> Choice:
        return self.best(obs).choice

    def best(self, obs: AdObservation) -> Rated:
        """The option it takes, with its worth."""
        rated = self.rate(obs)
        noisy = [(r.worth + (self.rng.gauss(0, self.noise) if self.noise else 0.0), -i, r)
                 for i, r in enumerate(rated)]
        return max(noisy, key=lambda t: (t[0], t[1]))[2]

    def rate(self, obs: AdObservation) -> list[Rated]:
        """Every option it would consider, rated."""
        d = _decision(obs)
        view = v.seen(obs)
        rate = RATERS[d.kind]
        return [r for o in d.options if (r := rate(obs, view, o)) is not None]


def _plain(o: Option, worth: float) -> Rated:
    return Rated(Choice(o.move), worth, o)


def _rate_transport(obs: AdObservation, view: v.Seen, o: Option) -> Rated | None:
    """Home from a full planet (or in the last round) where its stations are idle; out to
    a planet where a centre is in reach; else pass (a card is used once)."""
    m, me = o.move, obs.me
    if isinstance(m, Pass):
        return _plain(o, TRANSPORT_MIN)
    if isinstance(m, TransportHome):
        k = obs.stations[m.planet][me]
        idle = view.best_moon[m.planet] is None or (
            view.rounds == 0 and view.counts[m.planet] < rules.SET_MIN)
        return _plain(o, k * v.STATION_HOME if idle else -1.0)
    assert isinstance(m, TransportOut)
    k = min(obs.components.players.transport_stations.value, obs.earth[me])
    return _plain(o, v.stations_value(obs, view, m.planet, k))


def _rate_show(obs: AdObservation, view: v.Seen, o: Option) -> Rated:
    """Offer the card it values least."""
    m = o.move
    if isinstance(m, Show):
        return _plain(o, -v.face_value(obs, view, m.face))
    return _plain(o, 0.0)  # Unable: the only answer


def _rate_choice(obs: AdObservation, view: v.Seen, o: Option) -> Rated:
    """The active player: swap for the offer worth most to it; show one more card while
    no offer is worth its own."""
    m, me = o.move, obs.me
    mine = v.offer_value(obs, view, obs.offers[me])
    if isinstance(m, SwapWith):
        return _plain(o, v.offer_value(obs, view, obs.offers[m.seat]) - mine)
    assert isinstance(m, Show)
    return _plain(o, -SWAP_MARGIN - v.face_value(obs, view, m.face))


def _rate_answer(obs: AdObservation, view: v.Seen, o: Option) -> Rated:
    """Stay in only for an offer out there worth clearly more than the cards it has."""
    me = obs.me
    mine = v.offer_value(obs, view, obs.offers[me])
    others = [v.offer_value(obs, view, obs.offers[s]) for s in range(obs.players)
              if s != me and obs.offers[s]]
    better = max(others, default=mine) - mine
    if isinstance(o.move, StayIn):
        return _plain(o, better - STAY_MARGIN)
    return _plain(o, 0.0)


def _rate_turn(obs: AdObservation, view: v.Seen, o: Option) -> Rated:
    """In the chain: swap for the offer worth most, or take its cards back."""
    m, me = o.move, obs.me
    if isinstance(m, TakeCards):
        return _plain(o, SWAP_MARGIN)
    assert isinstance(m, SwapWith)
    mine = v.offer_value(obs, view, obs.offers[me])
    return _plain(o, v.offer_value(obs, view, obs.offers[m.seat]) - mine)


def _rate_action(obs: AdObservation, view: v.Seen, o: Option) -> Rated | None:
    """Each action by the points it brings less the cards it spends (``value``)."""
    m = o.move
    if isinstance(m, Done):
        return _plain(o, 0.0)
    if isinstance(m, SwapCards):
        return _rate_swap(obs, view, o)
    assert isinstance(m, SET_MOVES)
    if isinstance(m, BuildCentre):
        best: Rated | None = None
        for n in range(o.min_cards, o.max_cards + 1):
            cards = v.set_cards(obs, o.cards_from, m.planet, n)
            if cards is None:
                continue
            worth = v.centre_value(obs, view, m.planet, n) - v.spent(obs, view, cards)
            if best is None or worth > best.worth:
                best = Rated(Choice(m, cards), worth, o)
        return best
    cards = v.set_cards(obs, o.cards_from, m.planet, o.min_cards)
    if cards is None:
        return None
    if isinstance(m, MoveStations):
        gain = v.stations_value(obs, view, m.planet, m.stations)
    elif isinstance(m, Spaceship):
        gain = v.ship_value(obs, view)
    else:
        assert isinstance(m, Technology)
        gain = v.tech_value(obs, view)
    return Rated(Choice(m, cards), gain - v.spent(obs, view, cards), o)


def _rate_swap(obs: AdObservation, view: v.Seen, o: Option) -> Rated | None:
    """Swap the planet cards worth less than a new card drawn at random."""
    worth = sorted((v.card_value(obs, view, c), c) for c in o.cards_from)
    poor = [c for w, c in worth if w < v.CARD][: o.max_cards]
    if not poor:
        return None
    gain = sum(v.CARD - v.card_value(obs, view, c) for c in poor)
    return Rated(Choice(o.move, tuple(poor)), gain, o)


RATERS: dict[str, Callable[[AdObservation, v.Seen, Option], Rated | None]] = {
    AdKind.TRANSPORT: _rate_transport,
    AdKind.OFFER_OPEN: _rate_show,
    AdKind.OFFER_HIDDEN: _rate_show,
    AdKind.TRADE_CHOICE: _rate_choice,
    AdKind.TRADE_ANSWER: _rate_answer,
    AdKind.TRADE_TURN: _rate_turn,
    AdKind.ACTION: _rate_action,
}
