"""Jump Drive declared on the ruleset kernel: 1-4 players, its own steps, state, end,
scores, winners and observation (``rftg.core.ruleset.Ruleset``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rftg.core.ending import Ending
from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.jumpdrive.phases import STEPS, jd_winners
from rftg.core.jumpdrive.rules import WIN_VP, JdEnd, end_reason
from rftg.core.jumpdrive.state import new_jd_state
from rftg.core.jumpdrive.steps import JdStep
from rftg.core.race.saves import race_snapshot  # its state is of Race's family
from rftg.core.ruleset import Ruleset
from rftg.core.scoring import ScoreBreakdown

if TYPE_CHECKING:
    from rftg.core.engine import Score
    from rftg.core.gamesetup import GameSetup
    from rftg.core.jumpdrive.state import JdGame, JdState

_CACHE: dict[str, Ruleset] = {}


def jd_scores(game: JdGame) -> Sequence[Score]:
    """Each player's VP so far (scored at every round end)."""
    return [ScoreBreakdown(total=p.chips, chips=p.chips, goal_vp=0)
            for p in game.state.players]


def jd_end(game: JdGame) -> Ending | None:
    """"Wenn einer von euch insgesamt 50 oder mehr Siegpunkte vorweisen kann, endet das
    Spiel nach der Wertung der SP"; solo: "Es werden exakt 7 Runden gespielt" (the round
    end checks it, after the VP of the round)."""
    st = game.state
    kind = end_reason([p.chips for p in st.players], st.round)
    if kind is None:
        return None
    if kind is JdEnd.SOLO:
        return Ending(kind)
    return Ending(kind, tuple(p.seat for p in st.players if p.chips >= WIN_VP))


def _new_state(setup: GameSetup, ruleset: Ruleset) -> JdState:
    return new_jd_state(setup)


def jump_drive() -> Ruleset:
    """Jump Drive for 1-4 players (the solo game: exactly 7 rounds)."""
    if "jumpdrive" not in _CACHE:
        _CACHE["jumpdrive"] = Ruleset(
            "jumpdrive", 1, 4, STEPS, _new_state, jd_scores, jd_winners, jd_observation,
            race_snapshot, setup=JdStep.DEAL, round=JdStep.ROUND, end=(jd_end,))
    return _CACHE["jumpdrive"]
