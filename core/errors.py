"""The texts of the errors a player reads, from the catalogue ``errors``
(``rftg.content/text/<lang>/errors.toml``): a refused game setup, a save or a card file
that cannot be used, a choice that is not legal. A message is rendered when the error is
raised, in the language of the run (``lang=None``) unless one is given, so the exceptions
(SaveError, CatalogueError, IllegalChoice, GameSetup's ValueError) carry it ready to show.

    >>> error("save.missing", source="game.json")
    'game.json: no such save file'
"""

from __future__ import annotations

from rftg.core import lang as language


def error(key: str, lang: str | None = None, /, **values: object) -> str:
    """The error text at ``key`` ("save.missing") with its values filled in."""
    return language.text("errors", key, lang, **values)
