"""The Gathering Storm's draft on the game screen: while packets go round, your hand zone
shows the cards you have kept so far (your own deck to be) and the zone below it your two
start worlds (you choose one of them after the draft). The packet itself is the decision's
card list (pick 1, then c), explained by the tutor.

Your picks come from the observation (``obs.picks``: only yours; nobody else's picks or
packets are shown).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Static

from rftg.core.moves import DecisionKind
from rftg.core.observe import Observation
from rftg.core.text import cards_n
from rftg.tui.render import card_line, tr
from rftg.tui.widgets import CardView

if TYPE_CHECKING:
    from rftg.tui.screens.game import GameScreen


def drafting(obs: Observation) -> bool:
    """Packets are going round: a draft decision is pending or the player has picks."""
    return bool(obs.picks) or (obs.decision is not None
                               and obs.decision.kind is DecisionKind.DRAFT)


def show_draft(screen: GameScreen, obs: Observation) -> None:
    """While drafting: your picks in the hand zone, your start worlds below it."""
    if not drafting(obs):
        return
    picks = obs.picks
    screen.query_one("#hand-title", Static).update(tr("zone.drafted", cards=cards_n(len(picks))))
    screen.query_one("#hand", CardView).show([(c, card_line(obs.card(c))) for c in picks])
    title = screen.query_one("#drawn-title", Static)
    title.update(tr("zone.start_worlds"))
    title.display = bool(obs.drawn)
