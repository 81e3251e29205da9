"""The game screen's widgets, grouped by screen area: the lines above the table
(``lines``), the table (``board``), the decision with its options and cards
(``decision``), the tutor box with the hint (``tutor``) and the log (``log``); the widgets
that show cards (``cards``); a checkbox that shows its state by shape (``tick``); how a
screen speaks the language of the run (``language``).

Each renders a view model (``rftg.tui.view``) that a game's presenter gives, and tells
the screen what the player did with a message (``rftg.tui.messages``). No rule lives in a
widget."""

from rftg.tui.widgets.cards import CardList, CardView, Options, Sturdy
from rftg.tui.widgets.language import language_hook, translate_bindings
from rftg.tui.widgets.tick import Tick

__all__ = ["CardList", "CardView", "Options", "Sturdy", "Tick", "language_hook",
           "translate_bindings"]
