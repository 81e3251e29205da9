"""The Gathering Storm's goals in the app: a dialog (key g) with every goal tile of the
game, who holds it or "middle", the 3-VP markers, and each player's progress; and the
lines the score dialog shows for goal VP.

Everything comes from the observation (``obs.goals``: the tiles, holders and markers;
``obs.goal_progress(seat)``: each player's count as ``rftg.core.rules.goals`` computes it).
No goal rule is worked out here. The words come from the ``tui_game`` catalogue's [goals],
goal names and conditions from ``rftg.core.text`` (``goal_name``, ``goal_text``).
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
from rftg.core.text import card_name, goal_name, goal_text
from rftg.tui.render import esc, joined, player_name, tr
from rftg.tui.screens.dialogs import _Closable


def _names(obs: Observation, seats: Sequence[int], lang: str | None) -> str:
    return ", ".join(player_name(obs.players[s].name, lang) for s in seats)


def holder_text(obs: Observation, tile: GoalTile, lang: str | None = None) -> str:
    """Who holds the tile, or "middle"; with the 3-VP markers given for it."""
    holder = tr("goals.middle", lang) if tile.holder is None else \
        player_name(obs.players[tile.holder].name, lang)
    if tile.markers:
        holder = tr("goals.markers", lang, holder=holder, vp=MARKER_VP,
                    names=_names(obs, tile.markers, lang))
    return holder


def progress_text(p: GoalProgress, lang: str | None = None) -> str:
    """One player's standing on one goal: 'count/minimum', and what the player has of it."""
    count = f"{p.value.total}/{p.goal.minimum}"
    if p.holds:
        return tr("goals.tile", lang, count=count)
    if p.marker:
        return tr("goals.marker", lang, count=count, vp=MARKER_VP)
    if p.missing == 0 and p.open:
        return tr("goals.met", lang, count=count)
    return count


def counted_text(obs: Observation, p: GoalProgress, lang: str | None = None) -> str:
    """Where a count comes from, card by card (the rule's breakdown terms)."""
    counts: dict[str, int] = {}
    for t in p.value.terms:
        if t.card is not None:
            name = card_name(obs.card(t.card), lang)
            counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else tr("goals.times", lang, name=name, n=n)
                     for name, n in counts.items())


def goal_score_label(tiles: Sequence[GoalTile], score: GoalScore,
                     lang: str | None = None) -> str:
    """A score dialog row for goal VP: 'Goal: Galactic Status (tile)'."""
    known = any(t.goal.id == score.goal for t in tiles)
    name = goal_name(score.goal, lang) if known else score.goal
    how = tr(f"goals.how_{score.how}", lang) if score.how in ("tile", "marker", "tie") \
        else score.how
    return tr("goals.score_label", lang, name=name, how=how)


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
            yield Static(tr("goals.title"))
            if not obs.goals:
                yield Static(tr("goals.none"))
            else:
                yield Static(f"[dim]{tr('goals.about', vp=MARKER_VP)}[/dim]")
                progress = [obs.goal_progress(p.seat) for p in obs.players]
                for i, tile in enumerate(obs.goals):
                    yield Static(self.goal_block(tile, [progress[s][i] for s in
                                                        range(len(obs.players))]),
                                 id=f"goal-{i}", classes="goal")
            yield Button(tr("goals.close"), id="close")

    def goal_block(self, tile: GoalTile, progress: Sequence[GoalProgress]) -> str:
        """One goal: name, kind, VP and holder; everyone's count; the condition and when
        it is checked; the cards that count for you."""
        obs = self.obs
        g = tile.goal
        if g.check == "round":
            when = tr("goals.checked_round")
        else:
            phases = joined([tr(f"phase.{p.value}") for p in g.phases])
            when = tr("goals.checked_phase" if len(g.phases) == 1 else "goals.checked_phases",
                      phases=phases)
        counts = " · ".join(f"{esc(player_name(obs.players[s].name))} {progress_text(p)}"
                            for s, p in enumerate(progress))
        mine = progress[obs.me]
        counted = counted_text(obs, mine)
        checked = tr("goals.checked", text=goal_text(g.id), when=when)
        yours = f"\n  [dim]{esc(tr('goals.yours', cards=counted))}[/dim]" if counted else ""
        head = tr("goals.head", name=esc(goal_name(g.id)), kind=tr(f"goals.{g.type}"),
                  vp=g.vp, holder=esc(holder_text(obs, tile)))
        return "\n".join([head, f"  {counts}", f"  [dim]{esc(checked)}[/dim]{yours}"])

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()
