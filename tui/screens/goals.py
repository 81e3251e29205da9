"""The Gathering Storm's goals in the app: a dialog (key g) with every goal tile of the
game, who holds it or "middle", the 3-VP markers, and each player's progress; and the
lines the score dialog shows for goal VP.

Everything comes from the observation (``obs.goals``: the tiles, holders and markers;
``obs.goal_progress(seat)``: each player's count as ``rftg.core.rules.goals`` computes it).
No goal rule is worked out here.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Button, Static

from rftg.core.observe import Observation
from rftg.core.rules.goals import MARKER_VP, GoalProgress, GoalTile
from rftg.core.scoring import GoalScore
from rftg.tui.render import esc
from rftg.tui.screens.dialogs import _Closable

KIND_WORDS = {"first": "first", "most": "most"}
HOW_WORDS = {"tile": "tile", "marker": "3-VP marker", "tie": "3 VP, tied at the end"}


def _names(obs: Observation, seats: Sequence[int]) -> str:
    return ", ".join(obs.players[s].name for s in seats)


def holder_text(obs: Observation, tile: GoalTile) -> str:
    """Who holds the tile, or "middle"; with the 3-VP markers given for it."""
    holder = "middle" if tile.holder is None else obs.players[tile.holder].name
    if tile.markers:
        holder += f" (3-VP marker: {_names(obs, tile.markers)})"
    return holder


def progress_text(p: GoalProgress) -> str:
    """One player's standing on one goal: 'count/minimum', and what the player has of it."""
    text = f"{p.value.total}/{p.goal.minimum}"
    if p.holds:
        text += " (tile)"
    elif p.marker:
        text += f" ({MARKER_VP}-VP marker)"
    elif p.missing == 0 and p.open:
        text += " (met)"
    return text


def counted_text(obs: Observation, p: GoalProgress) -> str:
    """Where a count comes from, card by card (the rule's breakdown terms)."""
    counts: dict[str, int] = {}
    for t in p.value.terms:
        if t.card is not None:
            name = obs.card(t.card).name
            counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else f"{name} (x{n})" for name, n in counts.items())


def goal_score_label(tiles: Sequence[GoalTile], score: GoalScore) -> str:
    """A score dialog row for goal VP: 'Goal: Galactic Status (tile)'."""
    name = next((t.goal.name for t in tiles if t.goal.id == score.goal), score.goal)
    return f"Goal: {name} ({HOW_WORDS.get(score.how, score.how)})"


class GoalsScreen(_Closable):
    """Every goal of the game: its condition, VP, holder (or middle), the markers, and
    each player's count against its minimum, with the cards that count for you."""

    DEFAULT_CSS = """
    GoalsScreen .goal { margin-top: 1; }
    """

    def __init__(self, obs: Observation) -> None:
        super().__init__()
        self.obs = obs

    def compose(self) -> ComposeResult:
        obs = self.obs
        with VerticalScroll(classes="dialog wide", id="goals-dialog"):
            yield Static("[b]Goals[/b] (The Gathering Storm)  ·  Esc closes")
            if not obs.goals:
                yield Static("This game is played without goals. Tick Goals (with The "
                             "Gathering Storm) on the new game screen to play with them.")
            else:
                yield Static(
                    "[dim]Each goal: its holder (or middle), then everyone's count/minimum. "
                    "First: the first to reach the minimum keeps the tile (others "
                    f"reaching it in the same phase: a {MARKER_VP}-VP marker). Most: the best "
                    "at or above the minimum holds it until exceeded or below the minimum; "
                    f"tied at the end: {MARKER_VP} VP each.[/dim]")
                progress = [obs.goal_progress(p.seat) for p in obs.players]
                for i, tile in enumerate(obs.goals):
                    yield Static(self.goal_block(tile, [progress[s][i] for s in
                                                        range(len(obs.players))]),
                                 id=f"goal-{i}", classes="goal")
            yield Button("Close (Esc)", id="close")

    def goal_block(self, tile: GoalTile, progress: Sequence[GoalProgress]) -> str:
        """One goal: name, kind, VP and holder; everyone's count; the condition and when
        it is checked; the cards that count for you."""
        obs = self.obs
        g = tile.goal
        when = ("at the end of the round" if g.check == "round" else
                "at the end of " + " and ".join(p.value.capitalize() for p in g.phases))
        counts = " · ".join(f"{esc(obs.players[s].name)} {progress_text(p)}"
                            for s, p in enumerate(progress))
        mine = progress[obs.me]
        counted = counted_text(obs, mine)
        return "\n".join([
            f"[b]{esc(g.name)}[/b] ({KIND_WORDS[g.type]}, {g.vp} VP) · holder: "
            f"[b]{esc(holder_text(obs, tile))}[/b]",
            f"  {counts}",
            f"  [dim]{esc(g.text)} Checked {when}.[/dim]"
            + (f"\n  [dim]Yours: {esc(counted)}[/dim]" if counted else "")])

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()
