"""New Frontiers declared on the ruleset kernel: 2-5 players, its steps, state, typed
ending, scores, winners, observation, snapshot and the deal of what a seat cannot see
(``rftg.core.ruleset.Ruleset``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rftg.core.ending import Ending
from rftg.core.gamestate import State
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.observe import nf_observation
from rftg.core.newfrontiers.phases import ASKING, STEPS
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.newfrontiers.state import ActionNow, NfAction, NfState, nf_state
from rftg.core.newfrontiers.steps import NfStep
from rftg.core.newfrontiers.text import option_label
from rftg.core.ruleset import Restart, Ruleset

if TYPE_CHECKING:
    from rftg.core.engine import Game
    from rftg.core.gamesetup import GameSetup


def nf_end(game: Game[Any]) -> Ending | None:
    """The end reached ("Wenn mindestens 1 Bedingung erfüllt ist, wird die laufende Runde
    zu Ende gespielt"): the first condition met, with the seats whose empire met it."""
    st = nf_state(game)
    if not st.ends:
        return None
    return Ending(st.ends[0], tuple(st.end_seats))


def nf_facets(game: Game[Any], seat: int) -> dict[str, str]:
    """What a record of a finished game notes for ``seat``: its home colony, and the
    variant played (the first game, goals)."""
    st = nf_state(game)
    home = st.players[seat].home
    setup = game.setup
    parts = [name for name, on in (("first", getattr(setup, "first_game", False)),
                                   ("goals", getattr(setup, "goals", False))) if on]
    return {"start": st.t[home].name if home >= 0 else "", "variant": "+".join(parts)}


def nf_scores(game: Game[Any]) -> Sequence[rules.NfScore]:
    st = nf_state(game)
    return [rules.score(st, seat) for seat in range(len(st.players))]


def nf_winners(game: Game[Any]) -> list[int]:
    return rules.winners(nf_scores(game))


def new_state(setup: GameSetup, ruleset: Ruleset) -> NfState:
    assert isinstance(setup, NewFrontiersSetup)
    return NfState(setup=setup, rng=random.Random(setup.seed), tiles=setup.tiles(),
                   now=ActionNow.fresh(setup.players))


def snapshot(game: Game[Any]) -> dict[str, Any]:
    out = nf_state(game).snapshot()
    out["pending"] = [[d.player, [o.id for o in d.options]] for d in game.pending()]
    return out


def deal_unseen(state: State, seat: int, rng: random.Random) -> None:
    """The goals ``seat`` has not seen, in the stack and before other players, dealt again
    at random (the bag has no order: each world is drawn at random when it is drawn)."""
    assert isinstance(state, NfState)
    seen = set(state.players[seat].goals_seen)
    if state.now.action is NfAction.GOALS and state.now.picker == seat:
        seen.update(state.goal_stack[:rules.GOALS_DRAWN])  # the goals it is looking at
    slots: list[tuple[int, int]] = []  # (-1, index in the stack) or (seat, -1)
    unseen: list[int] = []
    for i, g in enumerate(state.goal_stack):
        if g not in seen:
            slots.append((-1, i))
            unseen.append(g)
    for p in state.players:
        if p.seat != seat and p.goal is not None and p.goal not in seen:
            slots.append((p.seat, -1))
            unseen.append(p.goal)
    rng.shuffle(unseen)
    for (owner, index), goal in zip(slots, unseen, strict=True):
        if owner < 0:
            state.goal_stack[index] = goal
        else:
            state.players[owner].goal = goal


_RULESET: list[Ruleset] = []


def new_frontiers() -> Ruleset:
    """New Frontiers for 2-5 players (the goals variant and the first game are the
    setup's: the steps read them)."""
    if not _RULESET:
        _RULESET.append(Ruleset(
            "newfrontiers", 2, 5, STEPS, new_state, nf_scores, nf_winners, nf_observation,
            snapshot, setup=NfStep.SETUP, round=NfStep.ROUND, end=(nf_end,),
            deal_unseen=deal_unseen, restart=Restart(ASKING),
            label=option_label))
    return _RULESET[0]
