"""Race for the Galaxy's steps as typed values: the kinds of step its ruleset runs (the
base game's, and those its variants add), and the parameters of those that take some.

    PhaseRun(RaceStep.SETTLE, bonus=frozenset({0}), run=1, runs=2)
    SeatTurn(RaceStep.CONSUME_PLAYER, seat=1)
"""

from __future__ import annotations

from enum import StrEnum

from rftg.core.ruleset import Step


class RaceStep(StrEnum):
    """Every kind of step of Race for the Galaxy and its variants."""

    DEAL = "deal"
    START_WORLD = "start_world"
    INITIAL_DISCARD = "initial_discard"
    ROUND = "round"
    ACTIONS = "actions"
    PHASE_END = "phase_end"
    ROUND_END = "round_end"
    EXPLORE = "explore"
    DEVELOP = "develop"
    DEVELOP_PAY = "develop_pay"
    SETTLE = "settle"
    SETTLE_PAY = "settle_pay"
    SETTLE_BONUS = "settle_bonus"
    CONSUME = "consume"
    CONSUME_PLAYER = "consume_player"
    PRODUCE = "produce"
    PRODUCE_PLAYER = "produce_player"
    PRODUCE_DRAWS = "produce_draws"
    # The Gathering Storm: the goals, the draft, the solitaire robot
    GOALS = "goals"
    DRAFT_DEAL = "draft_deal"
    DRAFT_PICK = "draft_pick"
    SOLITAIRE_DEAL = "solitaire_deal"
    ROBOT = "robot"


class PhaseRun(Step):
    """A run of a phase (Explore ... Produce): the seats with its bonus, and which run of
    a phase played twice (the advanced 2-player game) it is."""

    __slots__ = ("bonus", "run", "runs")
    FIELDS = ("kind", "bonus", "run", "runs")

    def __init__(self, kind: str, bonus: frozenset[int] = frozenset(), run: int = 1,
                 runs: int = 1) -> None:
        self.kind = kind
        self.bonus = bonus
        self.run = run
        self.runs = runs


class SecondWorld(Step):
    """Improved Logistics: ``seats`` place a second world in this Settle phase (kind
    SETTLE, without the bonus)."""

    __slots__ = ("seats",)
    FIELDS = ("seats",)

    def __init__(self, seats: tuple[int, ...]) -> None:
        self.kind = RaceStep.SETTLE
        self.seats = seats


class SettlePay(Step):
    """Pay for the worlds revealed (``second``: Improved Logistics' second world)."""

    __slots__ = ("second",)
    FIELDS = ("second",)

    def __init__(self, second: bool = False) -> None:
        self.kind = RaceStep.SETTLE_PAY
        self.second = second


class Seats(Step):
    """A step for some seats (``SETTLE_BONUS``: those who draw the Settle bonus card)."""

    __slots__ = ("seats",)
    FIELDS = ("kind", "seats")

    def __init__(self, kind: str, seats: tuple[int, ...]) -> None:
        self.kind = kind
        self.seats = seats


class SeatTurn(Step):
    """One player's turn in a phase where players act one after another (Consume,
    Produce)."""

    __slots__ = ("seat",)
    FIELDS = ("kind", "seat")

    def __init__(self, kind: str, seat: int) -> None:
        self.kind = kind
        self.seat = seat


class PhaseEnd(Step):
    """The end of a phase (or of one run of a doubled one): the ruleset's phase-end
    hooks (The Gathering Storm's goals)."""

    __slots__ = ("phase",)
    FIELDS = ("phase",)

    def __init__(self, phase: str) -> None:
        self.kind = RaceStep.PHASE_END
        self.phase = phase


class DraftPick(Step):
    """The draft: keep one card of the packet, pass the rest (``left``: to the next
    seat)."""

    __slots__ = ("left",)
    FIELDS = ("left",)

    def __init__(self, left: bool) -> None:
        self.kind = RaceStep.DRAFT_PICK
        self.left = left


class RobotRun(Step):
    """The solitaire robot's turn after the player's in this run of ``phase``."""

    __slots__ = ("phase", "run")
    FIELDS = ("phase", "run")

    def __init__(self, phase: str, run: int) -> None:
        self.kind = RaceStep.ROBOT
        self.phase = phase
        self.run = run
