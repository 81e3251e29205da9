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
from typing import TYPE_CHECKING, Any

from rftg.core.actions import ADVANCED_ACTIONS
from rftg.core.ending import Ending
from rftg.core.observe import race_glance, race_observation
from rftg.core.phases import consume, develop, explore, produce, round, settle, setup
from rftg.core.race.newstate import new_state
from rftg.core.race.sampling import deal_unseen, undo_develop, undo_explore
from rftg.core.race.saves import as_played, race_snapshot
from rftg.core.race.setup import race_setup
from rftg.core.race.spec import ADVANCED_PHASES as ADVANCED_PHASES
from rftg.core.race.spec import BASE_PHASES as BASE_PHASES
from rftg.core.race.spec import PhaseSpec as PhaseSpec
from rftg.core.race.spec import RaceEnd, RaceRuleset, rules_of
from rftg.core.race.spec import race_rules as race_rules
from rftg.core.race.steps import RaceStep
from rftg.core.ruleset import Restart, StepFn
from rftg.core.scoring import score, winners
from rftg.core.solitaire.ruleset import solitaire
from rftg.core.text import option_label
from rftg.core.variants.draft import drafted
from rftg.core.variants.goals import with_goals

if TYPE_CHECKING:
    from rftg.core.engine import Game, Score
    from rftg.core.gamesetup import GameSetup
    from rftg.core.state import RaceGame


def tableau_full(game: RaceGame) -> Ending | None:
    """"Das Spiel endet am Ende der Runde, in der ein Spieler 12 oder mehr Karten in seiner
    Auslage hat"."""
    end = rules_of(game).tableau_end
    players = game.state.players
    for p in players:  # (checked once per state of the game: no tuple while nobody is full)
        if len(p.tableau) >= end:
            return Ending(RaceEnd.TABLEAU, tuple(q.seat for q in players
                                                 if len(q.tableau) >= end))
    return None


def pool_empty(game: RaceGame) -> Ending | None:
    """"... oder der letzte Siegpunkt-Chip vergeben wurde"."""
    return Ending(RaceEnd.POOL) if game.state.pool <= 0 else None


def race_scores(game: RaceGame) -> list[Score]:
    """Each player's score now: printed VP, chips and the 6-cost developments' bonuses."""
    st = game.state
    return [score([st.cards[c] for c in p.tableau], p.chips) for p in st.players]


def race_winners(game: RaceGame) -> list[int]:
    """Most VP; a tie goes to most hand cards + goods; a tie in both is a shared win
    ("teilen sich die Spieler den Sieg")."""
    return winners([(s.total, len(p.hand) + len(p.goods))
                    for s, p in zip(game.scores(), game.state.players, strict=True)])


STEPS: dict[str, StepFn] = {
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

# The steps the sampler may ask again on dealt cards: those whose call without answers only
# asks; Explore and Develop draw first and put their draws back.
RESTART = Restart(
    frozenset({RaceStep.ACTIONS, RaceStep.DEVELOP_PAY, RaceStep.SETTLE, RaceStep.SETTLE_PAY,
               RaceStep.ROUND_END, RaceStep.START_WORLD, RaceStep.INITIAL_DISCARD,
               RaceStep.CONSUME_PLAYER, RaceStep.PRODUCE_PLAYER, RaceStep.DRAFT_PICK}),
    {RaceStep.EXPLORE: undo_explore, RaceStep.DEVELOP: undo_develop})

_CACHE: dict[str, RaceRuleset] = {}


def base_game() -> RaceRuleset:
    """The base game (2018 edition) for 2-4 players, 5 with The Gathering Storm ("Aktionskarten
    und Siegpunkt-Chips für einen fünften Spieler"; RaceSetup refuses 5 without it)."""
    if "base" not in _CACHE:
        _CACHE["base"] = RaceRuleset(
            "base", 2, 5, STEPS, new_state, race_scores, race_winners, race_observation,
            race_snapshot, setup=RaceStep.DEAL, round=RaceStep.ROUND,
            end=(pool_empty, tableau_full), validators=(consume.validate,),
            deal_unseen=deal_unseen, restart=RESTART, as_saved=as_played,
            label=option_label, glance=race_glance)
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


def race_facets(game: Game[Any], seat: int) -> dict[str, str]:
    """What a record of a finished game notes for ``seat``: its start world, and the
    variants played (the expansion, the advanced game, goals, the draft, the robot)."""
    st, race = game.state, race_setup(game.setup)
    start = st.players[seat].start
    parts = [str(race.edition), *(name for name, on in (
        ("advanced", race.advanced and race.robot is None), ("goals", race.goals),
        ("draft", race.draft), ("solitaire", race.robot is not None)) if on)]
    return {"start": st.cards[start].name if start >= 0 else "", "variant": "+".join(parts)}


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
        hook = {"solitaire": solitaire, "draft": drafted, "goals": with_goals}[name]
        _CACHE[key] = hook(rs)
    return _CACHE[key]
