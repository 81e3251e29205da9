"""New Frontiers' part of the new game screen: the first game (every tile's square side,
no goals) and the goals variant (later games only). What the rules do not allow is
disabled; the setup model (``NewFrontiersSetup``) has the last word."""

from __future__ import annotations

from dataclasses import replace

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Checkbox

from rftg.tui.games import GameForm
from rftg.tui.newfrontiers.words import FIRST, GAME, LATER, nt
from rftg.tui.session import NewGame
from rftg.tui.widgets.tick import Tick

BOXES = {"nf-first-game": "first_game", "nf-goals": "goals"}
"""The checkboxes by id: the key of their label (and tooltip, _tip) in [form]."""


class NfForm(Vertical, GameForm):
    DEFAULT_CSS = """
    NfForm#newfrontiers-options { height: auto; }
    """

    def __init__(self) -> None:
        super().__init__(id="newfrontiers-options")

    def compose(self) -> ComposeResult:
        with Horizontal(classes="pair"):
            yield Tick(nt("form.first_game"), True, id="nf-first-game",
                           tooltip=nt("form.first_game_tip"))
            yield Tick(nt("form.goals"), False, id="nf-goals", disabled=True,
                           tooltip=nt("form.goals_tip"))

    def box(self, id: str) -> Checkbox:
        return self.query_one(f"#{id}", Checkbox)

    def relabel(self) -> None:
        for id, key in BOXES.items():
            box = self.box(id)
            box.label = nt(f"form.{key}")
            box.tooltip = nt(f"form.{key}_tip")

    def update(self, mode: str, players: int) -> list[str]:
        """The goals only in a later game."""
        if mode != GAME:
            return []
        first = self.box("nf-first-game").value
        goals = self.box("nf-goals")
        goals.disabled = first
        if first and goals.value:
            goals.value = False
        return [nt("mode.note_first").strip()] if first else []

    def options(self, base: NewGame, mode: str) -> NewGame:
        first = self.box("nf-first-game").value
        return replace(base, start=FIRST if first else LATER,
                       goals=not first and self.box("nf-goals").value)
