"""Build a game at a chosen moment: given tableaux, hands, goods and actions.

For scenario tests (the rulebook's examples), the solver's replay checks and the
``rftg analyze`` commands:

    game = scenario.position(
        [{"tableau": ["Old Earth", "Free Trade Association", "New Vinland"],
          "goods": ["New Vinland", ...], "hand": 3, "actions": ["double"]},
         {"tableau": ["Alpha Centauri"]}],
        phase="consume")

Cards are taken by name from the deck; a hand given as a number is filled from the top of
the shuffled deck. The first tableau card sets player order when it is a start world.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rftg.core.actions import Action
from rftg.core.cards import Catalogue, Edition
from rftg.core.draws import shuffle
from rftg.core.engine import Game
from rftg.core.errors import error
from rftg.core.phases.round import phase_runs
from rftg.core.race.setup import RaceSetup
from rftg.core.race.spec import rules_of
from rftg.core.race.steps import PhaseEnd, PhaseRun, RaceStep
from rftg.core.rules.goals import GoalTile
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.state import RaceGame

PHASES = ("explore", "develop", "settle", "consume", "produce", "round_end")


class ScenarioError(ValueError):
    """A position that cannot be built (unknown card, not enough copies, ...)."""


def position(
    players: Sequence[Mapping[str, Any]],
    phase: str,
    *,
    seed: int = 0,
    edition: Edition = Edition.BASE,
    advanced: bool = False,
    pool: int | None = None,
    cat: Catalogue | None = None,
    goals: Sequence[str] = (),
) -> RaceGame:
    """A game about to run ``phase`` ("explore" .. "produce", or "round_end").

    ``goals``: ids of The Gathering Storm's goals in play (a game with goals: they are
    checked at the end of the phase and of the round); each player may give "goals_held"
    (ids of the goal tiles it holds) and "goal_markers" (ids it has a 3-VP marker for)."""
    if phase not in PHASES:
        raise ScenarioError(error("scenario.phase", phase=repr(phase)))
    if goals:
        edition = Edition.GS
    own = tuple(c for c in cat.cards() if c.custom) if cat is not None else ()
    setup = RaceSetup(players=len(players), edition=edition, advanced=advanced, seed=seed,
                      goals=bool(goals), custom_cards=own)
    game: RaceGame = Game(setup)
    st = game.state
    catalogue = st.catalogue
    assert catalogue is not None
    st.deck = list(range(len(st.cards)))
    shuffle(st.rng, st.deck)
    st.discard = []
    st.events = []  # the deal made by Game() is not part of this position
    st._log = []
    free = list(st.deck)

    def take(name: str) -> int:
        card = catalogue.find(name)
        if card is None:
            raise ScenarioError(error("scenario.card", name=repr(name)))
        for cid in free:
            if st.cards[cid].name == card.name:
                free.remove(cid)
                return cid
        raise ScenarioError(error("scenario.no_copy", name=repr(card.name)))

    for p, spec in zip(game.state.players, players, strict=True):
        p.hand, p.tableau, p.goods, p.drawn = [], [], {}, []
        p.tableau = [take(n) for n in spec.get("tableau", [])]
        p.start = p.tableau[0] if p.tableau else -1
        hand = spec.get("hand", [])
        if not isinstance(hand, int):
            p.hand = [take(n) for n in hand]
        for world in spec.get("goods", []):
            wid = next((c for c in p.tableau if st.cards[c].name == world
                        and c not in p.goods), None)
            if wid is None:
                raise ScenarioError(error("scenario.no_world", world=repr(world)))
            p.goods[wid] = -1  # filled below
        p.chips = int(spec.get("chips", 0))
        p.actions = tuple(Action(a) for a in spec.get("actions", []))
    for p, spec in zip(game.state.players, players, strict=True):
        if isinstance(spec.get("hand", []), int):
            for _ in range(spec["hand"]):
                p.hand.append(free.pop())
        for w in p.goods:
            p.goods[w] = free.pop()
    st.deck = free
    if goals:
        by_id = {g.id: g for g in catalogue.goals}
        unknown = [g for g in goals if g not in by_id]
        if unknown:
            raise ScenarioError(error("scenario.goals", goals=", ".join(unknown)))
        st.goals = [GoalTile(
            by_id[g],
            next((i for i, spec in enumerate(players) if g in spec.get("goals_held", ())),
                 None),
            tuple(i for i, spec in enumerate(players) if g in spec.get("goal_markers", ())),
        ) for g in goals]
    st.pool = pool if pool is not None \
        else 12 * len(players) - sum(p.chips for p in game.state.players)
    st.round = 1

    def start_number(seat: int) -> int:
        p = game.state.players[seat]
        start = st.cards[p.start].start if p.start >= 0 else None
        return start if start is not None else 100 + seat

    first = min(range(len(players)), key=start_number)
    st.order = tuple((first + i) % len(players) for i in range(len(players)))
    declared = rules_of(game).phase(phase)
    steps: list[Step]
    if declared is not None and phase in ("develop", "settle"):
        # as the round schedules it: the bonus for those who chose the phase; in the
        # advanced game a second run when someone chose both of its actions; the checks
        # at the end of each run
        steps = phase_runs(game, declared)
    else:
        steps = [PhaseRun(phase) if phase != "round_end" else Step(RaceStep.ROUND_END)]
        if game.ruleset.phase_end and phase != "round_end":
            steps.append(PhaseEnd(phase))
    game.restart_at([*steps, Step(RaceStep.ROUND_END)])
    return game
