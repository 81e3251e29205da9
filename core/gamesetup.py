"""The setup of a game: everything that fixes it before the first choice (with the seed).

``GameSetup`` holds what every game has: which game (its id in the registry,
``rftg.core.games``), how many players, their names and the seed. Each game's setup is a
subclass with the game's own options, checked by its own validator (Race for the Galaxy:
``rftg.core.race.setup.RaceSetup``; Jump Drive: ``rftg.core.jumpdrive.setup``). A save
carries the setup as JSON and ``rftg.core.games.read_setup`` reads it back with the model
of its game.

A pydantic model of its own module, so that the engine's state holds only plain slotted
classes and can be compiled (``rftg.compiled``).
"""

from __future__ import annotations

from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rftg.core import lang as language
from rftg.core import limits
from rftg.core.errors import error


class GameSetup(BaseModel):
    """What every game's setup holds; a game's own setup adds its options."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str  # the game's id (rftg.core.games); each game's setup fixes its own
    players: int = Field(ge=1, le=5)
    seed: int = Field(default=0, ge=limits.SEED[0], le=limits.SEED[1])
    names: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _check_names(self) -> GameSetup:
        if self.names and len(self.names) != self.players:
            raise ValueError(error("setup.names", n=len(self.names), players=self.players))
        for i, name in enumerate(self.names, 1):
            problem = limits.text_problem(name, limits.NAME) if name.strip() else \
                error("setup.name_empty")
            if problem is not None:
                raise ValueError(error("setup.name", i=i, error=problem))
        return self

    def player_names(self, lang: str | None = None) -> tuple[str, ...]:
        """The players' names: those given, else "Player 1", "Player 2", ... in ``lang``."""
        return self.names or _numbered(self.players, language.resolve(lang))


@lru_cache(maxsize=64)
def _numbered(players: int, lang: str) -> tuple[str, ...]:
    """"Player 1", "Player 2", ... in ``lang``: asked at every observation (thousands in a
    hard player's search), worded once."""
    return tuple(language.text("game", "log.player", lang, n=i + 1) for i in range(players))
