"""Determinization: a full game consistent with one player's observation.

A computer player (or a hint) sees only ``observation(game, player)``. To look ahead it
deals a plausible full game: every visible tableau, good-holding world, chip count and
the VP pool as seen, its own hand as it is; the opponents' hands, the goods' cards, the
deck and the discard pile dealt at random from the cards it cannot see
(``core.scenario.position``). A deal is made once per sample and cloned (``Game.clone``)
for every candidate, so the candidates meet the same cards (common random numbers).

This deal is the fallback of the hard player's search: it needs only the observation,
and can deal only the start of a round (the ACTION decision). Where the observed game is
still at the observation (the usual case), ``core.determinize.sample_game`` samples the
game at exactly the decision, any decision, with the real card ids and the step under way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rftg.core.observe import Observation
from rftg.core.scenario import position

if TYPE_CHECKING:
    from rftg.core.state import RaceGame



def deal(obs: Observation, seed: int) -> RaceGame:
    """A full game consistent with ``obs`` at the start of its ACTION decision: the visible
    tableaux, goods worlds, chips, pool and this player's hand; every card this player
    cannot see (opponents' hands, goods, deck, discard) dealt at random by ``seed``."""
    specs: list[dict[str, Any]] = []
    for p in obs.players:
        spec: dict[str, Any] = {
            "tableau": [obs.card(c).name for c in p.tableau],
            "goods": [obs.card(w).name for w in p.goods],
            "chips": p.chips,
            "hand": ([obs.card(c).name for c in obs.hand] if p.seat == obs.me
                     else p.hand_size),
        }
        specs.append(spec)
    game = position(specs, "round_end", seed=seed, edition=obs.setup.edition,
                    advanced=obs.setup.advanced, pool=obs.pool)
    st = game.state
    st.order = obs.order
    st.round = obs.round
    # the discard pile: as many unseen cards as this player knows lie there
    k = min(obs.discard_size, len(st.deck))
    if k:
        st.discard = st.deck[:k]
        st.deck = st.deck[k:]
    return game
