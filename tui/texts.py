"""The texts of the TUI shell (catalogue domain ``tui``) and the help page, in the language
of the run. No Textual here: the plain mode may read them too."""

from __future__ import annotations

from importlib import resources

from rftg.core import lang as language

DOMAIN = "tui"


def t(key: str, /, **values: object) -> str:
    """The ``tui`` text at ``key`` in the language of the run, its values filled in."""
    return language.text(DOMAIN, key, None, **values)


def language_name(lang: str) -> str:
    """A language's name in its own words ("English", "Deutsch")."""
    return language.text(DOMAIN, f"language.{language.check(lang)}", lang)


HELP = "help"  # the app's own help page: Race for the Galaxy's (a game names its own)


def help_markdown(lang: str | None = None, page: str = HELP) -> str:
    """A help page (content/text/<lang>/<page>.md) in ``lang``; English if that language
    has none. ``page``: a game's own (``TuiGame.help_page``), else the app's."""
    folder = resources.files("rftg.content").joinpath("text")
    path = folder.joinpath(f"{language.resolve(lang)}/{page}.md")
    if not path.is_file():
        path = folder.joinpath(f"{language.DEFAULT}/{page}.md")
    return path.read_text(encoding="utf-8")
