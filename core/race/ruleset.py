"""Race for the Galaxy declared on the ruleset kernel: the base game (2018 edition), the
advanced 2-player game, and the variants of The Gathering Storm (goals, the draft, the
solitaire game against the robot) hooked into it as its setup names them.

Besides the kernel's fields, Race's ruleset declares its actions, how many each player
picks, its phases and the actions that call them, the hand limit, the tableau size that
ends the game and the VP chips per player (``RaceRuleset``); its phases read them with
``race_rules``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from rftg.core.ending import Ending
from rftg.core.race.saves import as_played, race_snapshot
from rftg.core.race.steps import RaceStep
from rftg.core.ruleset import Restart, Ruleset, StepFn, Validator
from rftg.core.state import (
    ADVANCED_ACTIONS,
    BASIC_ACTIONS,
    HAND_LIMIT,
    TABLEAU_END,
    VP_PER_PLAYER,
    Action,
    GameState,
    race_setup,
)

if TYPE_CHECKING:
    from rftg.core.engine import Game, Score
    from rftg.core.gamesetup import GameSetup
    from rftg.core.state import RaceGame


class RaceEnd(StrEnum):
    """How a game of Race for the Galaxy ends."""

    TABLEAU = "tableau"  # a player has 12 or more cards in the tableau
    POOL = "pool"  # the last VP chip was taken


@dataclass(frozen=True)
class PhaseSpec:
    """A phase and the actions that call it. ``again``: the second action of the advanced
    game that runs the phase a second time (Develop, Settle)."""

    name: str
    actions: tuple[Action, ...]
    again: Action | None = None


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


@dataclass(frozen=True)
class RaceRuleset(Ruleset):
    """Race for the Galaxy's ruleset: the kernel's, and Race's own declarations."""

    actions: tuple[Action, ...] = BASIC_ACTIONS
    picks: int = 1  # actions each player chooses per round
    phases: tuple[PhaseSpec, ...] = BASE_PHASES
    setup_modes: tuple[str, ...] = ("random", "first", "experienced")
    hand_limit: int = HAND_LIMIT
    tableau_end: int = TABLEAU_END
    vp_per_player: int = VP_PER_PLAYER

    def phase(self, name: str) -> PhaseSpec | None:
        return next((p for p in self.phases if p.name == name), None)


def race_rules(ruleset: Ruleset) -> RaceRuleset:
    """``ruleset`` as Race for the Galaxy's (its actions, phases, limits)."""
    assert isinstance(ruleset, RaceRuleset), "not a Race for the Galaxy ruleset"
    return ruleset


def rules_of(game: Game[Any]) -> RaceRuleset:
    """The Race for the Galaxy ruleset ``game`` plays."""
    return race_rules(game.ruleset)


def tableau_full(game: RaceGame) -> Ending | None:
    """"Das Spiel endet am Ende der Runde, in der ein Spieler 12 oder mehr Karten in seiner
    Auslage hat"."""
    end = rules_of(game).tableau_end
    full = tuple(p.seat for p in game.state.players if len(p.tableau) >= end)
    return Ending(RaceEnd.TABLEAU, full) if full else None


def pool_empty(game: RaceGame) -> Ending | None:
    """"... oder der letzte Siegpunkt-Chip vergeben wurde"."""
    return Ending(RaceEnd.POOL) if game.state.pool <= 0 else None


def race_scores(game: RaceGame) -> list[Score]:
    """Each player's score now: printed VP, chips and the 6-cost developments' bonuses."""
    from rftg.core.scoring import score

    st = game.state
    return [score([st.cards[c] for c in p.tableau], p.chips) for p in st.players]


def race_winners(game: RaceGame) -> list[int]:
    """Most VP; a tie goes to most hand cards + goods; a tie in both is a shared win
    ("teilen sich die Spieler den Sieg")."""
    from rftg.core.scoring import winners

    return winners([(s.total, len(p.hand) + len(p.goods))
                    for s, p in zip(game.scores(), game.state.players, strict=True)])


def _observe(game: Game[Any], seat: int) -> Any:
    from rftg.core.observe import race_observation

    return race_observation(game, seat)


def _new_state(setup: GameSetup, ruleset: Ruleset) -> GameState:
    from rftg.core.state import new_state

    return new_state(setup, ruleset)


def _base_steps() -> dict[str, StepFn]:
    from rftg.core.phases import consume, develop, explore, produce, round, settle, setup

    steps: dict[str, StepFn] = {
        RaceStep.DEAL: setup.step_deal,
        RaceStep.START_WORLD: setup.step_start_world,
        RaceStep.INITIAL_DISCARD: setup.step_initial_discard,
        RaceStep.ROUND: round.step_round,
        RaceStep.ACTIONS: round.step_actions,
        RaceStep.PHASE_END: round.step_phase_end,
        RaceStep.ROUND_END: round.step_round_end,
        RaceStep.EXPLORE: explore.step_explore,
        RaceStep.DEVELOP: develop.step_develop,
        RaceStep.DEVELOP_PAY: develop.step_develop_pay,
        RaceStep.SETTLE: settle.step_settle,
        RaceStep.SETTLE_PAY: settle.step_settle_pay,
        RaceStep.SETTLE_BONUS: settle.step_settle_bonus,
        RaceStep.CONSUME: consume.step_consume,
        RaceStep.CONSUME_PLAYER: consume.step_consume_player,
        RaceStep.PRODUCE: produce.step_produce,
        RaceStep.PRODUCE_PLAYER: produce.step_produce_player,
        RaceStep.PRODUCE_DRAWS: produce.step_produce_draws,
    }
    return steps


def _base_validators() -> tuple[Validator, ...]:
    from rftg.core.phases import consume

    return (consume.validate,)


def _restart() -> Restart:
    """The steps the sampler may ask again on dealt cards: those whose call without
    answers only asks; Explore and Develop draw first and put their draws back."""
    from rftg.core.race.sampling import undo_develop, undo_explore

    ask = frozenset({RaceStep.ACTIONS, RaceStep.DEVELOP_PAY, RaceStep.SETTLE,
                     RaceStep.SETTLE_PAY, RaceStep.ROUND_END, RaceStep.START_WORLD,
                     RaceStep.INITIAL_DISCARD, RaceStep.CONSUME_PLAYER,
                     RaceStep.PRODUCE_PLAYER, RaceStep.DRAFT_PICK})
    return Restart(frozenset(str(k) for k in ask),
                   {str(RaceStep.EXPLORE): undo_explore, str(RaceStep.DEVELOP): undo_develop})


def _deal_unseen() -> Any:
    from rftg.core.race.sampling import deal_unseen

    return deal_unseen


_CACHE: dict[str, RaceRuleset] = {}


def base_game() -> RaceRuleset:
    """The base game (2018 edition) for 2-4 players, 5 with The Gathering Storm ("Aktionskarten
    und Siegpunkt-Chips für einen fünften Spieler"; RaceSetup refuses 5 without it)."""
    if "base" not in _CACHE:
        _CACHE["base"] = RaceRuleset(
            "base", 2, 5, _base_steps(), _new_state, race_scores, race_winners, _observe,
            race_snapshot, setup=RaceStep.DEAL, round=RaceStep.ROUND,
            end=(pool_empty, tableau_full),
            validators=_base_validators(), deal_unseen=_deal_unseen(), restart=_restart(),
            as_saved=as_played)
    return _CACHE["base"]


def advanced_two_player() -> RaceRuleset:
    """"Fortgeschrittenes Spiel für 2 Spieler": each player chooses two action cards; the
    second Develop and Settle cards run their phase a second time."""
    if "advanced" not in _CACHE:
        _CACHE["advanced"] = dataclasses.replace(
            base_game(), name="advanced", min_players=2, max_players=2,
            actions=ADVANCED_ACTIONS, picks=2, phases=ADVANCED_PHASES,
            variants=frozenset({"advanced"}))
    return _CACHE["advanced"]


def ruleset_for(advanced: bool) -> RaceRuleset:
    return advanced_two_player() if advanced else base_game()


def race_ruleset(setup: GameSetup) -> RaceRuleset:
    """The ruleset a Race for the Galaxy setup names: the advanced 2-player game or not,
    and its variants (The Gathering Storm's draft and goals: goals are drawn before the
    draft; its solitaire game against the robot)."""
    race = race_setup(setup)
    rs = ruleset_for(race.advanced)
    if race.robot is not None:
        return _variant(rs, "solitaire")
    if race.draft:
        rs = _variant(rs, "draft")
    if race.goals:
        rs = _variant(rs, "goals")
    return rs


def _variant(rs: RaceRuleset, name: str) -> RaceRuleset:
    """``rs`` with the variant ``name`` hooked in (built once)."""
    key = f"{rs.name}+{name}"
    if key not in _CACHE:
        if name == "solitaire":
            from rftg.core.solitaire.ruleset import solitaire

            _CACHE[key] = solitaire(rs)
        elif name == "draft":
            from rftg.core.variants.draft import drafted

            _CACHE[key] = drafted(rs)
        else:
            from rftg.core.variants.goals import with_goals

            _CACHE[key] = with_goals(rs)
    return _CACHE[key]
