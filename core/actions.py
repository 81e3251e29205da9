"""Race for the Galaxy's action cards, the phases of its round, and the numbers of the base
game's rules that the ruleset declares (the hand limit, the tableau that ends the game, VP
chips per player)."""

from __future__ import annotations

from enum import StrEnum

from rftg.core.cardenums import Phase


class Action(StrEnum):
    """The action cards. The advanced 2-player game adds DEVELOP2 and SETTLE2."""

    EXPLORE_5 = "explore5"  # Explore: +5 cards to choose from
    EXPLORE_1_1 = "explore11"  # Explore: +1 card, keep +1
    DEVELOP = "develop"
    DEVELOP2 = "develop2"
    SETTLE = "settle"
    SETTLE2 = "settle2"
    TRADE = "trade"  # Consume: Trade (sell a good first)
    DOUBLE = "double"  # Consume: 2x VP
    PRODUCE = "produce"


class RacePhase(StrEnum):
    """The phases of a round of Race for the Galaxy (``State.phase`` between the kernel's
    ``Stage.SETUP`` and ``Stage.OVER``): choosing actions, the five phases, the end of the
    round."""

    ACTION = "action"
    EXPLORE = "explore"
    DEVELOP = "develop"
    SETTLE = "settle"
    CONSUME = "consume"
    PRODUCE = "produce"
    ROUND_END = "round_end"


# the phases of the actions (those with the cards' powers), by the cards' phase
PLAYED: dict[Phase, RacePhase] = {
    Phase.EXPLORE: RacePhase.EXPLORE, Phase.DEVELOP: RacePhase.DEVELOP,
    Phase.SETTLE: RacePhase.SETTLE, Phase.CONSUME: RacePhase.CONSUME,
    Phase.PRODUCE: RacePhase.PRODUCE,
}


BASIC_ACTIONS = (Action.EXPLORE_5, Action.EXPLORE_1_1, Action.DEVELOP, Action.SETTLE,
                 Action.TRADE, Action.DOUBLE, Action.PRODUCE)
ADVANCED_ACTIONS = (Action.EXPLORE_5, Action.EXPLORE_1_1, Action.DEVELOP, Action.DEVELOP2,
                    Action.SETTLE, Action.SETTLE2, Action.TRADE, Action.DOUBLE, Action.PRODUCE)

HAND_LIMIT = 10
TABLEAU_END = 12
VP_PER_PLAYER = 12
