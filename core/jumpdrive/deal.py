"""Jump Drive games dealt from what one player sees, for look-ahead: a full game
consistent with that player's observation, at the choice of the round.

A computer player (or a hint) sees only ``jd_observation(game, player)``: every empire, VP,
Explore tiles, hand sizes and its own hand. To look ahead it deals a plausible game: all of
that as seen, and every card it cannot see (the other hands, the deck, the discard pile,
in the solo game the cards the imagined opponent holds) dealt at random by the seed. The
other players choose again on their dealt hands (their choices this round are secret).
The game then runs on the engine's own steps (``core/jumpdrive/phases.py``): nothing of
the rules is restated here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rftg.core.engine import Game
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.observe import JdObservation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.state import JdPhase, jd_state
from rftg.core.jumpdrive.steps import JdStep
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.jumpdrive.state import JdGame


class DealError(ValueError):
    """The observation is not at a point this deal can start from."""


def next_round(obs: JdObservation, discards: Sequence[int]) -> JdObservation:
    """What ``obs.me`` will see at the start of the next round after discarding
    ``discards`` to keep 5 or to the hand limit: the others discard as the rules make them
    ("Deal 7, keep 5"; "darf keiner mehr als 10 Karten auf der Hand haben"). Its decision
    is None: ``deal(..., start=True)`` deals from it."""
    d = obs.decision
    if d is None or d.rule not in ("jd.setup", "jd.hand_limit"):
        raise DealError("the next round is dealt after keeping 5 or the hand limit")
    gone = set(discards)
    hand = tuple(c for c in obs.hand if c not in gone)
    players = []
    extra = len(gone)
    for p in obs.players:
        if p.seat == obs.me:
            size = len(hand)
        else:
            size = (rules.KEEP if d.rule == "jd.setup"
                    else p.hand_size - rules.hand_excess(p.hand_size))
            extra += p.hand_size - size
        players.append(p._replace(hand_size=size, play=None))
    return obs._replace(hand=hand, players=tuple(players), round=obs.round + 1,
                        discard_size=obs.discard_size + extra, decision=None, fresh=())


def deal(obs: JdObservation, seed: int, start: bool = False,
         discarded: Sequence[int] = ()) -> JdGame:
    """A full game consistent with ``obs`` at the choice of round ``obs.round``, the cards
    ``obs.me`` cannot see dealt at random by ``seed``; every player's choice is pending.
    ``start``: ``obs`` is the start of that round (from ``next_round``), not its choice;
    ``discarded``: cards ``obs.me`` knows are in the discard pile (its own discards)."""
    if not start and (obs.decision is None or obs.decision.rule != "jd.choose"):
        raise DealError("a Jump Drive deal starts at the choice of the round")
    n = len(obs.players)
    setup = JumpDriveSetup(players=n, seed=seed, names=obs.names)
    game: JdGame = Game(setup)  # dealt and asking to keep 5: every zone is set again below
    st = jd_state(game)
    seen = set(obs.hand)
    for p in obs.players:
        seen.update(p.tableau)
    all_ids = st.all_card_ids()
    first_middle = [c for c in all_ids if st.jd[c].middle]
    st.middle = [c for c in first_middle if c not in seen]
    seen.update(st.middle)
    seen.update(discarded)
    unseen = sorted(c for c in all_ids if c not in seen)
    rng = random.Random(seed)
    rng.shuffle(unseen)
    for p in obs.players:
        q = st.seat(p.seat)
        q.tableau = list(p.tableau)
        q.chips = p.vp
        q.tiles = p.tiles
        q.survey_used = p.survey_used
        q.vp_last = p.vp_last
        q.income_last = p.income_last
        q.play = None
        q.fresh = ()
        if p.seat == obs.me:
            q.hand = list(obs.hand)
        else:
            q.hand, unseen = unseen[:p.hand_size], unseen[p.hand_size:]
    rest = max(0, obs.discard_size - len(discarded))
    st.discard, unseen = [*discarded, *unseen[:rest]], unseen[rest:]
    st.deck, st.away = unseen[:obs.deck_size], unseen[obs.deck_size:]
    st.round = obs.round
    st.phase = JdPhase.CHOOSE
    st.dealer = obs.dealer
    st.events = []
    st._log = []
    st.rng = random.Random(seed + 1)
    game.restart_at([Step(JdStep.CHOOSE)])  # the choice of the round, asked again
    return game
