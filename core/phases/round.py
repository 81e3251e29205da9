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
from typing import TYPE_CHECKING, Any

from rftg.core import events as ev
from rftg.core.decisions import (
    Choice,
    ChooseActions,
    Decision,
    DecisionKind,
    Discard,
    Move,
    Option,
)
from rftg.core.rules.round import distinct_choices, hand_excess, plays_as

if TYPE_CHECKING:
    from rftg.core.engine import Game, Step
    from rftg.core.ruleset import Asked


def step_round(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
    st = game.state
    st.round += 1
    st.phase = "action"
    for p in game.players:
        p.actions = ()
    game.emit(ev.RoundStarted(st.round))
    game.push(("actions", {}))
    return None


def action_options(game: Game) -> tuple[Option, ...]:
    """The action choices, each way of playing once (the same every round: built once per
    game)."""
    cached = game.fixed_cache.get("action_options")
    if isinstance(cached, tuple):
        return cached
    rs = game.ruleset
    opts = tuple(Option(ChooseActions(c)) for c in distinct_choices(rs.actions, rs.picks,
                                                                      rs.phases))
    game.fixed_cache["action_options"] = opts
    return opts


def action_aliases(game: Game) -> MappingProxyType[str, Move]:
    """The text forms of the choices that play as an offered one ("explore5+develop2" is
    "explore5+develop"): saves of format 1 hold them, typed input may use them."""
    cached = game.fixed_cache.get("action_aliases")
    if isinstance(cached, MappingProxyType):
        return cached
    rs = game.ruleset
    aliases: dict[str, Move] = {}
    if rs.picks > 1:
        for c in combinations(rs.actions, rs.picks):
            move = ChooseActions(plays_as(c, rs.phases))
            if move.actions != c:
                aliases[ChooseActions(c).encode()] = move
    proxy = MappingProxyType(aliases)
    game.fixed_cache["action_aliases"] = proxy
    return proxy


def step_actions(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None
                 ) -> Asked:
    if answers is None:
        opts = action_options(game)
        two = game.ruleset.picks == 2
        aliases = action_aliases(game)
        context = {"picks": 2 if two else 1}
        return {p.seat: Decision(p.seat, DecisionKind.ACTION, opts, "round.actions", context,
                                 aliases=aliases)
                for p in game.players}
    for p in game.players:
        move = answers[p.seat].move
        assert isinstance(move, ChooseActions)
        p.actions = move.actions
        game.emit(ev.ActionsChosen(p.seat, p.actions))
    steps: list[Step] = []
    for spec in game.ruleset.phases:
        bonus = [p.seat for p in game.players if any(a in spec.actions for a in p.actions)]
        if not bonus:
            continue
        # the second run's bonus: a player who chose the phase's action and its "again"
        both = [p.seat for p in game.players if spec.again in p.actions
                and any(a in spec.actions and a != spec.again for a in p.actions)]
        runs = 2 if spec.again is not None and both else 1
        steps.append((spec.name, {"bonus": bonus, "run": 1, "runs": runs}))
        if runs == 2:
            # the second run: the bonus only for a player who chose both
            steps.append((spec.name, {"bonus": both, "run": 2, "runs": 2}))
        if game.ruleset.phase_end:
            steps.append(("phase_end", {"phase": spec.name}))
    steps.append(("round_end", {}))
    game.push(*steps)
    return None


def step_phase_end(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None
                   ) -> Asked:
    for hook in game.ruleset.phase_end:
        hook(game, params["phase"])
    return None


def step_round_end(game: Game, params: dict[str, Any], answers: dict[int, Choice] | None
                   ) -> Asked:
    limit = game.ruleset.hand_limit
    if answers is None:
        game.state.phase = "round_end"
        asked = {}
        for p in game.players:
            p.discarded_at_round_end = 0
            extra = hand_excess(len(p.hand), limit).total
            if extra > 0:
                asked[p.seat] = Decision(
                    p.seat, DecisionKind.DISCARD,
                    (Option(Discard(), tuple(p.hand), extra, extra),),
                    "round.hand_limit", {"limit": limit})
        if asked:
            return asked
        answers = {}
    for seat, choice in answers.items():
        p = game.players[seat]
        game.discard_from_hand(p, choice.cards)
        p.discarded_at_round_end = len(choice.cards)
        game.emit(ev.Discarded(seat, len(choice.cards), "hand_limit"))
    for hook in game.ruleset.round_end:
        hook(game, "round")
    for condition in game.ruleset.end:
        reason = condition(game)
        if reason is not None:
            game.end_game(reason)
            return None
    game.push((game.ruleset.round, {}))
    return None
