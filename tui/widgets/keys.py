"""The key bar under a game screen: its keys' words in the language of the run, and only
as many keys as fit the terminal's width (``rftg.tui.bindings.fit``: "?" lists every key).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from textual.widgets import Footer

from rftg.core.lang import text
from rftg.tui.bindings import fit, relabel
from rftg.tui.render import tr

KEY_WORDS = {"confirm": "confirm", "hint": "hint", "undo": "undo", "redo": "redo",
             "details": "details", "scores": "scores", "goals": "goals",
             "full_log": "log", "app.save": "save", "toggle_auto": "auto",
             "app.help": "help", "app.quit": "quit"}
"""A game screen's keys: action -> its word (the tui_game catalogue's [keys])."""


class KeyBar(Footer):
    """The game screen's keys. ``drop``: the keys left out first when the terminal is too
    narrow for all of them, the least needed first."""

    def __init__(self, drop: Sequence[str], words: Mapping[str, str] = KEY_WORDS) -> None:
        super().__init__()
        self.drop = tuple(drop)
        self.words = dict(words)

    def show_words(self) -> None:
        """The keys' words in the language of the run (then as many keys as fit)."""
        words = {action: tr(f"keys.{word}") for action, word in self.words.items()}
        words["app.toggle_theme"] = text("tui", "keys.app.toggle_theme")  # the app's word
        relabel(self.screen, words)
        self.fit()

    def fit(self) -> None:
        """Every key the bar shows fits the terminal's width."""
        fit(self.screen, self, self.screen.size.width, self.drop)

    def on_resize(self) -> None:
        self.fit()
