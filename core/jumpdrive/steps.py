"""Jump Drive's steps as typed values: the kinds of step its ruleset runs."""

from __future__ import annotations

from enum import StrEnum

from rftg.core.ruleset import Step


class JdStep(StrEnum):
    DEAL = "jd_deal"
    ROUND = "jd_round"
    CHOOSE = "jd_choose"
    DEVELOP = "jd_develop"
    WORLD = "jd_world"
    EXPLORE = "jd_explore"
    ROUND_END = "jd_round_end"
    INCOME = "jd_income"
    HAND_LIMIT = "jd_hand_limit"


class JdWorld(Step):
    """Place the worlds chosen this round (``second``: the second world of a convoy)."""

    __slots__ = ("second",)
    FIELDS = ("second",)

    def __init__(self, second: bool) -> None:
        self.kind = JdStep.WORLD
        self.second = second
