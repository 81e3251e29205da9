"""Race for the Galaxy's setup: the expansion, the advanced 2-player game, how start worlds
are dealt, The Gathering Storm's goals and draft, a player's own cards and the solitaire
robot, with the rulebooks' limits on how they combine."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rftg.core.cards import CardField, Edition
from rftg.core.errors import error
from rftg.core.gamesetup import GameSetup
from rftg.core.solitaire.table import RobotSetup


class RaceSetup(GameSetup):
    """Everything that fixes a game of Race for the Galaxy before the first choice."""

    game: Literal["rftg"] = "rftg"
    players: int = Field(ge=1, le=5)
    edition: Edition = Edition.BASE
    advanced: bool = False
    start: Literal["random", "first", "experienced"] = "random"
    goals: bool = False  # The Gathering Storm's goals
    draft: bool = False  # The Gathering Storm's draft ("Konstruktions-Variante", 2-3 players)
    # a player's own cards in this game (rftg.core.custom), in full: the save carries them
    custom_cards: tuple[CardField, ...] = ()
    # The Gathering Storm's solitaire game: the robot (its difficulty and numbers); the one
    # player plays the advanced 2-player rules against it (rftg.core.solitaire)
    robot: RobotSetup | None = None

    @model_validator(mode="after")
    def _check(self) -> RaceSetup:
        if self.robot is not None:
            self._check_solitaire()
        elif self.players < 2:
            # a draft of one: the draft's own range ("für 2-3 Spieler"), not the game's
            raise ValueError(error("setup.draft_players" if self.draft else "setup.rftg_players"))
        if self.players == 5 and self.edition is Edition.BASE:
            # "Aktionskarten und Siegpunkt-Chips für einen fünften Spieler" come with the
            # expansion: the base game has four sets of action cards
            raise ValueError(error("setup.five_players"))
        if self.goals and self.edition is Edition.BASE:
            raise ValueError(error("setup.goals_need_gs"))
        if self.draft and self.edition is Edition.BASE:
            raise ValueError(error("setup.draft_needs_gs"))
        if self.draft and self.players > 3:
            raise ValueError(error("setup.draft_players"))
        if self.advanced and self.players != 2 and self.robot is None:
            raise ValueError(error("setup.advanced_players"))
        if not all(c.custom for c in self.custom_cards):
            raise ValueError(error("setup.own_cards_only"))
        if self.custom_cards:  # as their files were checked (a save carries them)
            from rftg.core.custom import check_own_cards

            check_own_cards(self.custom_cards)
        return self

    def _check_solitaire(self) -> None:
        """"Es wird nach den Regeln für das Spiel für 2 erfahrene Spieler gespielt. Die Ziele
        werden nicht verwendet." One player, The Gathering Storm, random start worlds."""
        if self.edition is Edition.BASE:
            raise ValueError(error("setup.solitaire_gs"))
        if self.players != 1:
            raise ValueError(error("setup.solitaire_players"))
        if not self.advanced:
            raise ValueError(error("setup.solitaire_advanced"))
        if self.goals or self.draft:
            raise ValueError(error("setup.solitaire_no_goals"))
        if self.start != "random":
            raise ValueError(error("setup.solitaire_start"))


def race_setup(setup: GameSetup) -> RaceSetup:
    """``setup`` as Race for the Galaxy's (its options: edition, variants ...)."""
    assert isinstance(setup, RaceSetup), "not a Race for the Galaxy setup"
    return setup
