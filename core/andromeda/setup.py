"""Andromeda's setup: 3 to 5 players (the box facts; the summary names no number) and the
components the game is played with. A save carries the components, so a game replays
the same after the user's components file changes."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rftg.core import lang as language
from rftg.core.andromeda.components import COUNTS, Components, default_components
from rftg.core.gamesetup import GameSetup


class AndromedaSetup(GameSetup):
    """Everything that fixes a game of Andromeda before the first choice."""

    game: Literal["andromeda"] = "andromeda"
    players: int = 4
    components: Components = Field(default_factory=default_components)

    @model_validator(mode="after")
    def _check(self) -> AndromedaSetup:
        if self.players not in COUNTS:
            raise ValueError(language.text("andromeda", "setup.players", None,
                                           n=self.players, low=COUNTS[0], high=COUNTS[-1]))
        return self
