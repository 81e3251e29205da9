"""Jump Drive declared on the ruleset kernel: 1-4 players, its own steps, state, scores,
winners and observation (``rftg.core.ruleset.Ruleset``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rftg.core.ruleset import Ruleset

if TYPE_CHECKING:
    from rftg.core.engine import Game
    from rftg.core.scoring import ScoreBreakdown

_CACHE: dict[str, Ruleset] = {}


def jd_scores(game: Game) -> list[ScoreBreakdown]:
    """Each player's VP so far (scored at every round end)."""
    from rftg.core.scoring import ScoreBreakdown

    return [ScoreBreakdown(total=p.chips, chips=p.chips, goal_vp=0) for p in game.players]


def jump_drive() -> Ruleset:
    """Jump Drive for 1-4 players (the solo game: exactly 7 rounds)."""
    if "jumpdrive" not in _CACHE:
        from rftg.core.jumpdrive import rules
        from rftg.core.jumpdrive.observe import jd_observation
        from rftg.core.jumpdrive.phases import STEPS, jd_winners
        from rftg.core.jumpdrive.state import new_jd_state

        _CACHE["jumpdrive"] = Ruleset(
            "jumpdrive", 1, 4, (), 0, (), STEPS, setup="jd_deal", round="jd_round",
            setup_modes=("random",), hand_limit=rules.HAND_LIMIT, vp_per_player=0, end=(),
            new_state=new_jd_state, scores=jd_scores, winners=jd_winners,
            observe=jd_observation)
    return _CACHE["jumpdrive"]
