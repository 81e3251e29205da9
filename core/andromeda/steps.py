"""Andromeda's steps as typed values: the kinds of step its ruleset runs and the steps
that carry a seat.

A round: ``ROUND`` (the card phase), ``TRANSPORT`` per seat from the active player on,
the trade (``OFFER_OPEN``, ``OFFER_HIDDEN`` per offer round, ``TRADE_CHOICE`` for the
active player, then the swap chain: ``TRADE_ANSWER`` for a player swapped with and
``TRADE_TURN`` for the next player with cards out), ``ACTION`` per action of each seat,
and ``ROUND_END``. Every step that asks a decision only asks when called without answers
(the sampler may ask it again on dealt cards).
"""

from __future__ import annotations

from enum import StrEnum

from rftg.core.ruleset import Step


class AdStep(StrEnum):
    SETUP = "ad_setup"
    ROUND = "ad_round"  # the card phase
    TRANSPORT = "ad_transport"
    TRADE = "ad_trade"  # the trade begins
    OFFER_OPEN = "ad_offer_open"
    OFFER_HIDDEN = "ad_offer_hidden"
    TRADE_CHOICE = "ad_trade_choice"
    TRADE_ANSWER = "ad_trade_answer"
    TRADE_TURN = "ad_trade_turn"
    ACTION = "ad_action"
    ROUND_END = "ad_round_end"


ASKING = frozenset({AdStep.TRANSPORT, AdStep.OFFER_OPEN, AdStep.OFFER_HIDDEN,
                    AdStep.TRADE_CHOICE, AdStep.TRADE_ANSWER, AdStep.TRADE_TURN,
                    AdStep.ACTION})


class SeatStep(Step):
    """A step for one seat (a transport turn, the answer of a player swapped with)."""

    __slots__ = ("seat",)
    FIELDS = ("kind", "seat")

    def __init__(self, kind: str, seat: int) -> None:
        self.kind = kind
        self.seat = seat


class ActionStep(Step):
    """The next action of ``seat`` in the action phase, ``done`` actions taken so far."""

    __slots__ = ("done", "seat")
    FIELDS = ("kind", "seat", "done")

    def __init__(self, kind: str, seat: int, done: int) -> None:
        self.kind = kind
        self.seat = seat
        self.done = done


def action_step(seat: int, done: int) -> ActionStep:
    return ActionStep(AdStep.ACTION, seat, done)
