"""Truth test of the hints (issue 16): over seeded games, at every decision of the hinted
player, every card a hint names is one the player can see, every cost, military and VP
figure it quotes is what the engine then does, and the move it describes is legal."""

from __future__ import annotations

import re

import pytest

from rftg.core.cards import catalogue
from rftg.core.decisions import check_choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind, Method, PlaceCard, Placement
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.solver.hints import Hint, hint
from rftg.solver.players.hard import Budget
from rftg.solver.players.random import RandomPlayer

SMALL = Budget(samples=2, rounds=1)
NAMES = sorted({c.name for c in catalogue().cards()}, key=len, reverse=True)


def _visible(obs: Observation) -> set[str]:
    ids = [*obs.hand, *obs.drawn, *(c for p in obs.players for c in p.tableau)]
    d = obs.decision
    if d is not None and d.kind is DecisionKind.START_WORLD:
        ids += [o.move.world for o in d.options]  # type: ignore[attr-defined]
    return {obs.card(c).name for c in ids}


def _named(text: str) -> set[str]:
    """Card names in ``text`` (longest first, so 'Rebel Base' is not also 'Base')."""
    found = set()
    for name in NAMES:
        if name in text:
            found.add(name)
            text = text.replace(name, "")
    return found


def _check(obs: Observation, h: Hint, game: Game, seat: int) -> None:
    d = obs.decision
    assert d is not None
    check_choice(d, h.choice)  # legal
    text = " ".join((h.reason, *h.details))
    assert not re.search(r"worth \d+\.\d\d|[Nn]et [+-]\d", text), text  # no bare values
    unseen = _named(text) - _visible(obs)
    assert not unseen, f"{unseen} named but not visible: {text}"
    m = h.choice.move
    if isinstance(m, Placement):  # the figures quoted are the move's own
        if m.method is Method.CONQUER and m.military is not None:
            assert f"military {m.military.total} vs defence {m.defence}" in h.reason
        elif m.cost is not None:
            assert f"for {m.cost.total} card" in h.reason
            assert len(h.choice.cards) == m.cost.total
    if isinstance(m, PlaceCard):
        card = obs.card(m.card)
        if not card.bonuses:
            assert f"{card.name} ({card.vp} VP" in h.reason


def _payment_matches(game: Game, seat: int, quoted: Hint) -> None:
    """After a Develop/Settle hint that quoted a cost, the engine's payment asks the
    same."""
    d = game.pending_for(seat)
    if d is None or d.kind is not DecisionKind.PAYMENT:
        return
    match = re.search(r"for (\d+) cards?\b", quoted.reason)
    if match is None or "conquest" in quoted.reason:
        return
    pays = {o.move.pay for o in d.options if isinstance(o.move, Placement)
            and o.move.method is Method.PAY}
    if pays:
        assert int(match.group(1)) in pays, (quoted.reason, pays)


@pytest.mark.parametrize("mode", [dict(players=2, start="experienced"),
                                  dict(players=3), dict(players=2, advanced=True),
                                  dict(players=2, edition="gs", goals=True)],
                         ids=["2p-experienced", "3p", "advanced-2p", "2p-gs-goals"])
def test_hints_tell_the_truth(mode):
    kinds: set[str] = set()
    for seed in range(2):
        game = Game(RaceSetup(seed=seed, **mode))
        others = RandomPlayer(seed)
        while not game.over:
            for d in game.pending():
                obs = observation(game, d.player)
                if d.player != 0:
                    game.choose(d.player, others.choose(obs))
                    continue
                h = hint(obs, SMALL, sampler=game.sampler(0))
                _check(obs, h, game, 0)
                kinds.add(d.kind.value)
                game.choose(0, h.choice)
                if d.kind in (DecisionKind.DEVELOP, DecisionKind.SETTLE):
                    _payment_matches(game, 0, h)
    assert {"action", "explore_keep", "develop", "settle", "payment"} <= kinds
