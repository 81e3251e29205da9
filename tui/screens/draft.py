"""The Gathering Storm's draft on the game screen: while packets go round, your hand zone
shows the cards you have kept so far (your own deck to be) and the zone below it your two
start worlds (you choose one of them after the draft). The packet itself is the decision's
card list (pick 1, then c), explained by the tutor.

Your picks are your own: they are read from your seat's picks in the game, as the cards
you chose (nobody else's picks or packets are shown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Static

from rftg.core.observe import Observation
from rftg.tui.render import card_line
from rftg.tui.widgets import CardView

if TYPE_CHECKING:
    from rftg.tui.screens.game import GameScreen


def drafting(screen: GameScreen) -> bool:
    """Packets are going round."""
    return bool(screen.session.game.state.packets)


def my_picks(screen: GameScreen) -> list[int]:
    """The cards you kept so far in the draft, in the order you kept them."""
    st = screen.session.game.state
    picks = st.picks
    return list(picks[screen.session.human]) if picks else []


def show_draft(screen: GameScreen, obs: Observation) -> None:
    """While drafting: your picks in the hand zone, your start worlds below it."""
    if not drafting(screen):
        return
    picks = my_picks(screen)
    screen.query_one("#hand-title", Static).update(
        f"[b]Drafted so far[/b] ({len(picks)} card{'' if len(picks) == 1 else 's'}: "
        "your own deck after the draft)")
    screen.query_one("#hand", CardView).show([(c, card_line(obs.card(c))) for c in picks])
    title = screen.query_one("#drawn-title", Static)
    title.update("[b]Your start worlds[/b] (you keep one of them after the draft)")
    title.display = bool(obs.drawn)
