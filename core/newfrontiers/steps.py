"""New Frontiers' steps as typed values: the kinds of step its ruleset runs, and the
steps that carry a seat (a player's turn in an action)."""

from __future__ import annotations

from enum import StrEnum

from rftg.core.ruleset import Step


class NfStep(StrEnum):
    SETUP = "nf_setup"
    SIDE = "nf_side"
    ROUND = "nf_round"
    PICK = "nf_pick"
    REVEAL = "nf_reveal"
    ACTION = "nf_action"  # the picked action's bonus and its turns
    DEVELOP = "nf_develop"
    DEVELOP_END = "nf_develop_end"
    EXPLORE_DRAW = "nf_explore_draw"
    EXPLORE = "nf_explore"
    EXPLORE_END = "nf_explore_end"
    LIMIT = "nf_limit"  # more than 9 worlds
    STORE_WORLD = "nf_store_world"
    SETTLE = "nf_settle"
    SECOND = "nf_second"
    SWAP = "nf_swap"
    SETTLE_END = "nf_settle_end"
    PRODUCE = "nf_produce"
    WINDFALL = "nf_windfall"
    PRODUCE_END = "nf_produce_end"
    STORE_GOODS = "nf_store_goods"
    TRADE = "nf_trade"
    STORE_CREDITS = "nf_store_credits"
    CONSUME = "nf_consume"
    GOAL = "nf_goal"
    ACTION_END = "nf_action_end"
    ROUND_END = "nf_round_end"


class Turn(Step):
    """A step of one seat (``flag``: the picker's bonus turn, a second pick ...)."""

    __slots__ = ("flag", "seat")
    FIELDS = ("kind", "seat", "flag")

    def __init__(self, kind: NfStep, seat: int, flag: bool = False) -> None:
        self.kind = kind
        self.seat = seat
        self.flag = flag
