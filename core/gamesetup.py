"""The setup of a game: everything that fixes it before the first choice (with the seed).

A pydantic model of its own module, so that the engine's state (``rftg.core.state``, which
re-exports it) holds only plain slotted classes and can be compiled (``rftg.compiled``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rftg.core import lang as language
from rftg.core.cards import CardField, Edition
from rftg.core.errors import error
from rftg.core.solitaire.table import RobotSetup


class GameSetup(BaseModel):
    """Everything that fixes a game before the first choice (with the seed)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(ge=1, le=5)
    edition: Edition = Edition.BASE
    advanced: bool = False
    start: Literal["random", "first", "experienced"] = "random"
    seed: int = 0
    names: tuple[str, ...] = ()
    game: Literal["rftg", "jumpdrive"] = "rftg"  # which game (its Ruleset: ruleset_of)
    goals: bool = False  # The Gathering Storm's goals
    draft: bool = False  # The Gathering Storm's draft ("Konstruktions-Variante", 2-3 players)
    # a player's own cards in this game (rftg.core.custom), in full: the save carries them
    custom_cards: tuple[CardField, ...] = ()
    # The Gathering Storm's solitaire game: the robot (its difficulty and numbers); the one
    # player plays the advanced 2-player rules against it (rftg.core.solitaire)
    robot: RobotSetup | None = None

    @model_validator(mode="after")
    def _check(self) -> GameSetup:
        if self.robot is not None:
            self._check_solitaire()
        elif self.game == "rftg" and self.players < 2:
            raise ValueError(error("setup.rftg_players"))
        if self.game == "rftg" and self.players == 5 and self.edition is Edition.BASE:
            # "Aktionskarten und Siegpunkt-Chips für einen fünften Spieler" come with the
            # expansion: the base game has four sets of action cards
            raise ValueError(error("setup.five_players"))
        if self.game != "rftg" and self.players > 4:
            raise ValueError(error("setup.jumpdrive_players"))
        if self.goals and (self.game != "rftg" or self.edition is Edition.BASE):
            raise ValueError(error("setup.goals_need_gs"))
        if self.draft and (self.game != "rftg" or self.edition is Edition.BASE):
            raise ValueError(error("setup.draft_needs_gs"))
        if self.draft and self.players > 3:
            raise ValueError(error("setup.draft_players"))
        if self.game != "rftg" and self.advanced:
            raise ValueError(error("setup.advanced_rftg"))
        if self.advanced and self.players != 2 and self.robot is None:
            raise ValueError(error("setup.advanced_players"))
        if self.custom_cards and self.game != "rftg":
            raise ValueError(error("setup.own_cards_rftg"))
        if not all(c.custom for c in self.custom_cards):
            raise ValueError(error("setup.own_cards_only"))
        if self.names and len(self.names) != self.players:
            raise ValueError(error("setup.names", n=len(self.names), players=self.players))
        return self

    def _check_solitaire(self) -> None:
        """"Es wird nach den Regeln für das Spiel für 2 erfahrene Spieler gespielt. Die Ziele
        werden nicht verwendet." One player, The Gathering Storm, random start worlds."""
        if self.game != "rftg" or self.edition is Edition.BASE:
            raise ValueError(error("setup.solitaire_gs"))
        if self.players != 1:
            raise ValueError(error("setup.solitaire_players"))
        if not self.advanced:
            raise ValueError(error("setup.solitaire_advanced"))
        if self.goals or self.draft:
            raise ValueError(error("setup.solitaire_no_goals"))
        if self.start != "random":
            raise ValueError(error("setup.solitaire_start"))

    def player_names(self, lang: str | None = None) -> tuple[str, ...]:
        """The players' names: those given, else "Player 1", "Player 2", ... in ``lang``."""
        return self.names or tuple(language.text("game", "log.player", lang, n=i + 1)
                                   for i in range(self.players))
