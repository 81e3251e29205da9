"""Games are plug-ins: each layer keeps one registry keyed by the game's id, and each game
registers what it provides there from its own sub-package.

    CORE = Registry[CoreGame]("core")          # rftg.core.games: setups and rulesets
    CORE.get("jumpdrive")                      # imports rftg.core.jumpdrive, which registers

The games rftg ships are listed in ``content/games.toml`` (their ids, in the order the
new game screen offers them, and the name of each game's sub-package, the same in every
layer). A registry imports the ``plugin`` module of a shipped game's sub-package of its
own layer (``rftg.core.race.plugin``) the first time the game is asked for; that module
registers the game on import. (The sub-package's ``__init__`` imports nothing: importing
one module of a game does not load the whole game.) A game that is not shipped (the small
game of the tests) registers directly with ``register``. Nothing here imports a game: the
kernel knows its plug-ins only by the names in the content file.
"""

from __future__ import annotations

import importlib
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Generic, TypeVar

T = TypeVar("T")


class UnknownGame(LookupError):
    """No game of this id is registered in this layer (its message says which)."""


@dataclass(frozen=True, slots=True)
class ShippedGame:
    """A game rftg ships: its id (what saves and the command line carry) and the name of
    its sub-package in each layer (``rftg.core.<package>``, ``rftg.solver.<package>``...)."""

    id: str
    package: str


@cache
def shipped() -> tuple[ShippedGame, ...]:
    """The games listed in ``content/games.toml``, in their order there."""
    text = resources.files("rftg.content").joinpath("games.toml").read_text(encoding="utf-8")
    return tuple(ShippedGame(g["id"], g["package"]) for g in tomllib.loads(text)["game"])


class Registry(Generic[T]):
    """What one layer knows of each game, by the game's id."""

    def __init__(self, layer: str, prefix: str | None = None) -> None:
        """``layer``: the layer's name (its messages say it); ``prefix``: the package its
        games' sub-packages are in (default ``rftg.<layer>``; the command line's is
        ``rftg``)."""
        self.layer = layer
        self.prefix = prefix or f"rftg.{layer}"
        self._entries: dict[str, T] = {}

    def register(self, game_id: str, entry: T) -> None:
        """Register (or replace) what this layer knows of ``game_id``."""
        self._entries[game_id] = entry

    def unregister(self, game_id: str) -> None:
        """Forget ``game_id`` (a test game, once its test is done)."""
        self._entries.pop(game_id, None)

    def get(self, game_id: str) -> T:
        """This layer's entry for ``game_id``, importing a shipped game's plug-in module of
        this layer on first use. ``UnknownGame`` for a game this layer does not know."""
        entry = self._entries.get(game_id)
        if entry is None:
            package = next((g.package for g in shipped() if g.id == game_id), None)
            if package is not None:
                importlib.import_module(f"{self.prefix}.{package}.plugin")
                entry = self._entries.get(game_id)
        if entry is None:
            raise UnknownGame(f"no game {game_id!r} in {self.prefix} (known: "
                              f"{', '.join(self.ids())})")
        return entry

    def ids(self) -> tuple[str, ...]:
        """Every game this layer can give: the shipped ones in their order, then the ones
        registered directly."""
        ids = [g.id for g in shipped()]
        return (*ids, *(i for i in self._entries if i not in ids))

    def loaded(self) -> dict[str, T]:
        """Every game's entry, each shipped game's sub-package imported."""
        return {i: self.get(i) for i in self.ids()}
