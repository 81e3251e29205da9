"""What one New Frontiers player may see: ``nf_observation(game, seat)``.

Nearly everything lies open on the table: every empire (explored worlds lie face up),
credits, colonists and VP chips, the action tiles, the track, the stacks, the bag's
content (every world not in sight; drawn at random). Hidden are the goal stack's order and
the goal another player holds face down; the seed is never shown. The observation holds a
copy of the state with those taken out (``view``): the rules' functions read it as they
read the state, so a computer player asks the same rules as the engine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rftg.core.decisions import Decision
from rftg.core.ending import Ending
from rftg.core.gamesetup import GameSetup
from rftg.core.gamestate import Event
from rftg.core.newfrontiers.state import NfPlayer, NfState, nf_state
from rftg.core.newfrontiers.tiles import NfTiles

if TYPE_CHECKING:
    from rftg.core.engine import Game

EVENT_TAIL = 80
HIDDEN = -1  # a goal the seat cannot see
_UNSEEDED = "nf.unseeded_setup"  # game.fixed_cache: (the setup, its copy without seed)
_NO_RNG = random.Random(0)  # the view's: no chance to draw from, no seed to learn


@dataclass(frozen=True)
class NfObservation:
    """``me``'s view: ``view`` is the state as that seat sees it (never the game's own;
    the play-outs of a look-ahead aside, whose players read the state of the game the
    searching player dealt for itself)."""

    me: int
    view: NfState
    decision: Decision | None
    ending: Ending | None
    events: tuple[Event, ...]

    @property
    def tiles(self) -> NfTiles:
        return self.view.t

    @property
    def over(self) -> bool:
        return self.view.over

    @property
    def mine(self) -> NfPlayer:
        return self.view.players[self.me]


def seen_by(st: NfState, seat: int, setup: GameSetup | None = None) -> NfState:
    """A copy of the state as ``seat`` sees it: the goal stack and the other players'
    hidden goals unnamed, no random generator, no seed, no events. ``setup``: the game's
    setup without its seed, when the caller has it already (``unseeded``)."""
    view = st.bare_copy()
    view.rng = _NO_RNG
    view.setup = setup if setup is not None else unseeded(st.setup)
    view.events = []
    view.goal_stack = [HIDDEN] * len(st.goal_stack)
    for p in view.players:
        if p.seat != seat:
            if p.goal is not None:
                p.goal = HIDDEN
            p.goals_seen = []
    return view


def unseeded(setup: GameSetup) -> GameSetup:
    """The setup as a player sees it: the seed never shown."""
    return setup.model_copy(update={"seed": 0})


def nf_observation(game: Game[Any], seat: int) -> NfObservation:
    st = nf_state(game)
    # the unseeded setup, made once a game (a look-ahead observes thousands of times)
    kept = game.fixed_cache.get(_UNSEEDED)
    if not (isinstance(kept, tuple) and kept[0] is st.setup):
        kept = game.fixed_cache[_UNSEEDED] = (st.setup, unseeded(st.setup))
    return NfObservation(seat, seen_by(st, seat, kept[1]), game.pending_for(seat),
                         game.ending_now(), tuple(st.events[-EVENT_TAIL:]))
