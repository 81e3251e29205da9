"""The core layer's registry of games: each game's setup model and how a setup becomes a
ruleset (``Ruleset``, which declares everything else the engine runs: steps, state, end
conditions, scores, observation, sampling). Each game registers from its own sub-package
(``rftg.core.race``, ``rftg.core.jumpdrive``); the engine asks here.

    GAMES.get("jumpdrive").setup(players=2)     # JumpDriveSetup
    ruleset_of(setup)                           # the ruleset that setup plays
    read_setup(json)                            # a save's setup, by its game's model
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rftg.core.gamesetup import GameSetup
from rftg.core.registry import Registry

if TYPE_CHECKING:
    from rftg.core.engine import Game
    from rftg.core.ruleset import Ruleset

# what a record of a finished game notes for one seat, besides what every game has
# ("start": Race for the Galaxy's start world, "variant": the variants played)
Facets = Callable[["Game[Any]", int], Mapping[str, str]]


def no_facets(game: Game[Any], seat: int) -> Mapping[str, str]:
    return {}


@dataclass(frozen=True)
class CoreGame:
    """What the core layer knows of one game."""

    id: str
    setup: type[GameSetup]  # its setup model: a save's setup is read with it
    ruleset: Callable[[GameSetup], Ruleset]  # the ruleset a setup plays (its variants too)
    facets: Facets = field(default=no_facets)  # what a game's record notes (statistics)


GAMES: Registry[CoreGame] = Registry("core")


def ruleset_of(setup: GameSetup) -> Ruleset:
    """The ruleset ``setup`` plays: its game's, with the variants the setup names."""
    return GAMES.get(setup.game).ruleset(setup)


def read_setup(data: Any) -> GameSetup:
    """A setup from its JSON (a save's): validated by the model of the game it names
    (a setup without a game is Race for the Galaxy's, as saves of format 1 may be).
    ValueError (pydantic's ValidationError among them) or ``UnknownGame`` if it cannot."""
    if not isinstance(data, dict):
        raise ValueError("a setup is a JSON object")
    game = data.get("game", "rftg")
    if not isinstance(game, str):
        raise ValueError(f"the game of a setup is its id, not {game!r}")
    return GAMES.get(game).setup.model_validate(data)
