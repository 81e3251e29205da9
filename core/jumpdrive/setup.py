"""Jump Drive's setup: 1-4 players ("für 1-4 Spieler"), nothing else to choose."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import model_validator

from rftg.core.errors import error
from rftg.core.gamesetup import GameSetup

# What saves of format 1 wrote for a Jump Drive game besides its own fields: the options of
# Race for the Galaxy, at the values a Jump Drive game had (they are read and dropped).
_FORMAT_1 = {"edition": "base", "advanced": False, "start": "random", "goals": False,
             "draft": False, "custom_cards": [], "robot": None}


class JumpDriveSetup(GameSetup):
    """Everything that fixes a game of Jump Drive before the first choice."""

    game: Literal["jumpdrive"] = "jumpdrive"

    @model_validator(mode="before")
    @classmethod
    def _format_1(cls, data: Any) -> Any:
        if isinstance(data, dict) and any(k in data for k in _FORMAT_1):
            data = {k: v for k, v in data.items()
                    if k not in _FORMAT_1 or v != _FORMAT_1[k]}
        return data

    @model_validator(mode="after")
    def _check(self) -> JumpDriveSetup:
        if self.players > 4:
            raise ValueError(error("setup.jumpdrive_players"))
        return self
