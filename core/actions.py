"""Race for the Galaxy's action cards and the numbers of the base game's rules that the
ruleset declares (the hand limit, the tableau that ends the game, VP chips per player)."""

from __future__ import annotations

from enum import StrEnum


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


BASIC_ACTIONS = (Action.EXPLORE_5, Action.EXPLORE_1_1, Action.DEVELOP, Action.SETTLE,
                 Action.TRADE, Action.DOUBLE, Action.PRODUCE)
ADVANCED_ACTIONS = (Action.EXPLORE_5, Action.EXPLORE_1_1, Action.DEVELOP, Action.DEVELOP2,
                    Action.SETTLE, Action.SETTLE2, Action.TRADE, Action.DOUBLE, Action.PRODUCE)

HAND_LIMIT = 10
TABLEAU_END = 12
VP_PER_PLAYER = 12
