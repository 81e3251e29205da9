"""A round: everyone chooses actions (secretly, revealed together), the phases chosen run
in order, then the hand limit and the end of the game.

Base rules: "Es werden nur die Phasen gespielt, die mindestens ein Spieler gewählt hat."
At the end of a round each player discards down to 10 cards; the game ends at the end of
the round in which a player has 12 or more cards in the tableau or the VP chips run out.
In the advanced 2-player game each player chooses two actions, and the second Develop
(Settle) card runs its phase a second time; a player's bonus there is for the run of the
card they chose.
"""

from __future__ import annotations

from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from rftg.core import events as ev
from rftg.core.actions import RacePhase
from rftg.core.decisions import Choice, Decision, Move, Option
from rftg.core.moves import ChooseActions, DecisionKind, Discard
from rftg.core.race.spec import rules_of
from rftg.core.race.steps import PhaseEnd, PhaseRun, RaceStep
from rftg.core.rules.round import distinct_choices, hand_excess, plays_as
from rftg.core.ruleset import Step

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_DECISION_KIND_ACTION: Final = DecisionKind.ACTION
_DECISION_KIND_DISCARD: Final = DecisionKind.DISCARD
_RACE_PHASE_ACTION: Final = RacePhase.ACTION
_RACE_PHASE_ROUND_END: Final = RacePhase.ROUND_END
_RACE_STEP_ACTIONS: Final = RaceStep.ACTIONS
_RACE_STEP_ROUND_END: Final = RaceStep.ROUND_END

if TYPE_CHECKING:
    from rftg.core.race.ruleset import PhaseSpec
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def step_round(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    st = game.state
    st.round += 1
    st.phase = _RACE_PHASE_ACTION
    for p in game.state.players:
        p.actions = ()
    game.emit(ev.RoundStarted(st.round))
    game.push(Step(_RACE_STEP_ACTIONS))
    return None


def action_options(game: RaceGame) -> tuple[Option, ...]:
    """The action choices, each way of playing once (the same every round: built once per
    game)."""
    cached = game.fixed_cache.get("action_options")
    if isinstance(cached, tuple):
        return cached
    rs = rules_of(game)
    opts = tuple(Option(ChooseActions(c)) for c in distinct_choices(rs.actions, rs.picks,
                                                                      rs.phases))
    game.fixed_cache["action_options"] = opts
    return opts


def action_aliases(game: RaceGame) -> MappingProxyType[str, Move]:
    """The text forms of the choices that play as an offered one ("explore5+develop2" is
    "explore5+develop"): saves of format 1 hold them, typed input may use them."""
    cached = game.fixed_cache.get("action_aliases")
    if isinstance(cached, MappingProxyType):
        return cached
    rs = rules_of(game)
    aliases: dict[str, Move] = {}
    if rs.picks > 1:
        for c in combinations(rs.actions, rs.picks):
            move = ChooseActions(plays_as(c, rs.phases))
            if move.actions != c:
                aliases[ChooseActions(c).encode()] = move
    proxy = MappingProxyType(aliases)
    game.fixed_cache["action_aliases"] = proxy
    return proxy


def step_actions(game: RaceGame, step: Step, answers: dict[int, Choice] | None
                 ) -> Asked:
    if answers is None:
        opts = action_options(game)
        two = rules_of(game).picks == 2
        aliases = action_aliases(game)
        context = {"picks": 2 if two else 1}
        return {p.seat: Decision(p.seat, _DECISION_KIND_ACTION, opts, "round.actions", context,
                                 aliases=aliases)
                for p in game.state.players}
    for p in game.state.players:
        move = answers[p.seat].move
        assert isinstance(move, ChooseActions)
        p.actions = move.actions
        game.emit(ev.ActionsChosen(p.seat, p.actions))
    steps: list[Step] = []
    for spec in rules_of(game).phases:
        if any(a in spec.actions for p in game.state.players for a in p.actions):
            steps += phase_runs(game, spec)
    steps.append(Step(_RACE_STEP_ROUND_END))
    game.push(*steps)
    return None


def phase_runs(game: RaceGame, spec: PhaseSpec) -> list[Step]:
    """The steps of the phase ``spec`` this round, by the actions chosen: one run, or in
    the advanced game two when a player chose both of its actions ("Wählt ein Spieler beide
    Aktionskarten Entwickeln oder beide Aktionskarten Siedeln, wird die betreffende Phase
    zweimal nacheinander vollständig durchgespielt"). Each run is a whole phase and ends
    with the checks at the end of a phase (the goals: "am Ende einer Phase"). The bonus of
    the first run is for every player who chose the phase, of the second only for those
    who chose both ("Hat sein Mitspieler dieselbe Phase einmal gewählt, erhält dieser den
    Bonus nur in der ersten Phase")."""
    players = game.state.players
    bonus = [p.seat for p in players if any(a in spec.actions for a in p.actions)]
    both = [p.seat for p in players if spec.again in p.actions
            and any(a in spec.actions and a != spec.again for a in p.actions)]
    runs = 2 if spec.again is not None and both else 1
    steps: list[Step] = []
    for run, who in ((1, bonus), (2, both))[:runs]:
        steps.append(PhaseRun(spec.name, frozenset(who), run, runs))
        if game.ruleset.phase_end:
            steps.append(PhaseEnd(spec.name))
    return steps


def step_phase_end(game: RaceGame, step: Step, answers: dict[int, Choice] | None
                   ) -> Asked:
    for hook in game.ruleset.phase_end:
        assert isinstance(step, PhaseEnd)
        hook(game, step.phase)
    return None


def step_round_end(game: RaceGame, step: Step, answers: dict[int, Choice] | None
                   ) -> Asked:
    limit = rules_of(game).hand_limit
    if answers is None:
        game.state.phase = _RACE_PHASE_ROUND_END
        asked = {}
        for p in game.state.players:
            p.discarded_at_round_end = 0
            extra = hand_excess(len(p.hand), limit).total
            if extra > 0:
                asked[p.seat] = Decision(
                    p.seat, _DECISION_KIND_DISCARD,
                    (Option(Discard(), tuple(p.hand), extra, extra),),
                    "round.hand_limit", {"limit": limit})
        if asked:
            return asked
        answers = {}
    for seat, choice in answers.items():
        p = game.state.players[seat]
        game.state.discard_from_hand(p, choice.cards)
        p.discarded_at_round_end = len(choice.cards)
        game.emit(ev.Discarded(seat, len(choice.cards), "hand_limit"))
    for hook in game.ruleset.round_end:
        hook(game, "round")
    if game.end_if_reached():
        return None
    game.push(Step(game.ruleset.round))
    return None
