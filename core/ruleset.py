"""A declared game: who plays, which actions there are, the phases they call and in which
order, the hooks at the end of each phase and round, how the game ends, and the setups.

The engine (``rftg.core.engine.Game``) runs a Ruleset and knows nothing of any particular
game: it keeps the queue of steps, asks decisions and checks answers. A game or variant is
a Ruleset value; the base game and the advanced 2-player game are declared here.

How a new game plugs in (Jump Drive, a robot seat, the draft): write its steps (functions
``step(game, params, answers) -> decisions | None``), register them in ``steps``, name its
first step in ``setup`` and its round step in ``round``; add checks at phase ends (goals)
to ``phase_end`` and round-end checks or end conditions to ``round_end`` / ``end``. The base
phases stay untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rftg.core.state import ADVANCED_ACTIONS, BASIC_ACTIONS, HAND_LIMIT, TABLEAU_END, Action

if TYPE_CHECKING:
    from rftg.core.decisions import Choice, Decision, Option
    from rftg.core.engine import Game
    from rftg.core.scoring import ScoreBreakdown
    from rftg.core.state import GameSetup, GameState

Asked = dict[int, "Decision"] | None
StepFn = Callable[["Game", dict[str, Any], "dict[int, Choice] | None"], Asked]
Hook = Callable[["Game", str], None]  # (game, phase or "round")
# a check beyond the option table: raises IllegalChoice (game, decision, option, choice)
Validator = Callable[["Game", "Decision", "Option", "Choice"], None]
EndCondition = Callable[["Game"], "str | None"]  # the reason the game ends, if it does
# a game of its own (Jump Drive): its state, its scores and winners, its observation
NewState = Callable[["GameSetup"], "GameState"]
Scores = Callable[["Game"], "list[ScoreBreakdown]"]
Winners = Callable[["Game"], list[int]]
Observe = Callable[["Game", int], Any]


@dataclass(frozen=True)
class PhaseSpec:
    """A phase and the actions that call it. ``again``: the second action of the advanced
    game that runs the phase a second time (Develop, Settle)."""

    name: str
    actions: tuple[Action, ...]
    again: Action | None = None


def tableau_full(game: Game) -> str | None:
    """"Das Spiel endet am Ende der Runde, in der ein Spieler 12 oder mehr Karten in seiner
    Auslage hat"."""
    end = game.ruleset.tableau_end
    return "tableau" if any(len(p.tableau) >= end for p in game.players) else None


def pool_empty(game: Game) -> str | None:
    """"... oder der letzte Siegpunkt-Chip vergeben wurde"."""
    return "pool" if game.state.pool <= 0 else None


@dataclass(frozen=True)
class Ruleset:
    name: str
    min_players: int
    max_players: int
    actions: tuple[Action, ...]
    picks: int  # actions each player chooses per round
    phases: tuple[PhaseSpec, ...]
    steps: Mapping[str, StepFn]
    setup: str = "deal"  # the first step
    round: str = "round"  # the step that starts a round
    setup_modes: tuple[str, ...] = ("random", "first", "experienced")
    hand_limit: int = HAND_LIMIT
    tableau_end: int = TABLEAU_END
    vp_per_player: int = 12
    end: tuple[EndCondition, ...] = (pool_empty, tableau_full)
    phase_end: tuple[Hook, ...] = ()
    round_end: tuple[Hook, ...] = ()
    validators: tuple[Validator, ...] = ()
    variants: frozenset[str] = field(default_factory=frozenset)
    # a game other than Race for the Galaxy declares these (None: the base game's)
    new_state: NewState | None = None
    scores: Scores | None = None
    winners: Winners | None = None
    observe: Observe | None = None

    def phase(self, name: str) -> PhaseSpec | None:
        return next((p for p in self.phases if p.name == name), None)


BASE_PHASES = (
    PhaseSpec("explore", (Action.EXPLORE_5, Action.EXPLORE_1_1)),
    PhaseSpec("develop", (Action.DEVELOP,)),
    PhaseSpec("settle", (Action.SETTLE,)),
    PhaseSpec("consume", (Action.TRADE, Action.DOUBLE)),
    PhaseSpec("produce", (Action.PRODUCE,)),
)

ADVANCED_PHASES = (
    PhaseSpec("explore", (Action.EXPLORE_5, Action.EXPLORE_1_1)),
    PhaseSpec("develop", (Action.DEVELOP, Action.DEVELOP2), again=Action.DEVELOP2),
    PhaseSpec("settle", (Action.SETTLE, Action.SETTLE2), again=Action.SETTLE2),
    PhaseSpec("consume", (Action.TRADE, Action.DOUBLE)),
    PhaseSpec("produce", (Action.PRODUCE,)),
)


def _base_steps() -> dict[str, StepFn]:
    from rftg.core.phases import consume, develop, explore, produce, round, settle, setup

    return {
        "deal": setup.step_deal,
        "start_world": setup.step_start_world,
        "initial_discard": setup.step_initial_discard,
        "round": round.step_round,
        "actions": round.step_actions,
        "phase_end": round.step_phase_end,
        "round_end": round.step_round_end,
        "explore": explore.step_explore,
        "develop": develop.step_develop,
        "develop_pay": develop.step_develop_pay,
        "settle": settle.step_settle,
        "settle_pay": settle.step_settle_pay,
        "settle_bonus": settle.step_settle_bonus,
        "consume": consume.step_consume,
        "consume_player": consume.step_consume_player,
        "produce": produce.step_produce,
        "produce_player": produce.step_produce_player,
        "produce_draws": produce.step_produce_draws,
    }


def _base_validators() -> tuple[Validator, ...]:
    from rftg.core.phases import consume

    return (consume.validate,)


_CACHE: dict[str, Ruleset] = {}


def base_game() -> Ruleset:
    """The base game (2018 edition) for 2-4 players, 5 with The Gathering Storm ("Aktionskarten
    und Siegpunkt-Chips für einen fünften Spieler"; GameSetup refuses 5 without it)."""
    if "base" not in _CACHE:
        _CACHE["base"] = Ruleset("base", 2, 5, BASIC_ACTIONS, 1, BASE_PHASES, _base_steps(),
                                 validators=_base_validators())
    return _CACHE["base"]


def advanced_two_player() -> Ruleset:
    """"Fortgeschrittenes Spiel für 2 Spieler": each player chooses two action cards; the
    second Develop and Settle cards run their phase again."""
    if "advanced" not in _CACHE:
        _CACHE["advanced"] = Ruleset("advanced", 2, 2, ADVANCED_ACTIONS, 2, ADVANCED_PHASES,
                                     _base_steps(), validators=_base_validators(),
                                     variants=frozenset({"advanced"}))
    return _CACHE["advanced"]


def ruleset_for(advanced: bool) -> Ruleset:
    return advanced_two_player() if advanced else base_game()


def ruleset_of(setup: GameSetup) -> Ruleset:
    """The ruleset a setup names: its game (Race for the Galaxy or Jump Drive) and, for
    Race for the Galaxy, whether it is the advanced 2-player game and its variants
    (The Gathering Storm's draft and goals: goals are drawn before the draft; its
    solitaire game against the robot)."""
    if setup.game == "jumpdrive":
        from rftg.core.jumpdrive.ruleset import jump_drive

        return jump_drive()
    rs = ruleset_for(setup.advanced)
    if setup.robot is not None:
        key = f"{rs.name}+solitaire"
        if key not in _CACHE:
            from rftg.core.solitaire.ruleset import solitaire

            _CACHE[key] = solitaire(rs)
        return _CACHE[key]
    if setup.draft:
        key = f"{rs.name}+draft"
        if key not in _CACHE:
            from rftg.core.variants.draft import drafted

            _CACHE[key] = drafted(rs)
        rs = _CACHE[key]
    if setup.goals:
        key = f"{rs.name}+goals"
        if key not in _CACHE:
            from rftg.core.variants.goals import with_goals

            _CACHE[key] = with_goals(rs)
        rs = _CACHE[key]
    return rs
