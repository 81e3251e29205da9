"""New Frontiers' setup: 2-5 players, the first game or a later one, the goals variant, and
the user's own tiles (the replacements from the data folder, carried in full so that a save
replays after the file changed)."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from rftg.core.gamesetup import GameSetup
from rftg.core.newfrontiers.tiles import NfTiles, TileFile, say, tiles_with

GAME = "newfrontiers"


class NewFrontiersSetup(GameSetup):
    """Everything that fixes a game of New Frontiers before the first choice.

    ``first_game``: "Beim ersten Spiel" every tile shows its square side and no goals are
    played; later games flip a coin for each double-sided stack and each player chooses
    the side of their empire mat. ``goals``: the variant "Spiel mit Zielen" (later games).
    ``own_tiles``: the user's replacement tiles (``rftg.core.newfrontiers.tiles``)."""

    game: Literal["newfrontiers"] = "newfrontiers"
    first_game: bool = False
    goals: bool = False
    own_tiles: TileFile | None = None

    @model_validator(mode="after")
    def _check(self) -> NewFrontiersSetup:
        if not 2 <= self.players <= 5:
            raise ValueError(say("setup.players", None, n=self.players))
        if self.goals and self.first_game:
            raise ValueError(say("setup.goals_first"))
        return self

    def tiles(self) -> NfTiles:
        """The component set this game plays with."""
        return tiles_with(self.own_tiles)
