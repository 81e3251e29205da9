"""Race for the Galaxy's declarations on the ruleset kernel: how its games end
(``RaceEnd``), its phases and the actions that call them (``PhaseSpec``), and
``RaceRuleset``, the kernel's ruleset with Race's own fields (actions, picks, phases,
limits). Its phases read these with ``rules_of``; ``rftg.core.race.ruleset`` builds the
rulesets (the base game, the advanced 2-player game, the variants)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from rftg.core.actions import BASIC_ACTIONS, HAND_LIMIT, TABLEAU_END, VP_PER_PLAYER, Action
from rftg.core.ruleset import Ruleset

if TYPE_CHECKING:
    from rftg.core.engine import Game


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
