"""New Frontiers' game screen and its dialogs: a tile (its values, powers and what is
reconstructed, as ``rftg cards --game newfrontiers`` shows it), the scores, and the notice
about the reconstructed tiles shown at the first game. The screen is the shared game
screen (``rftg.tui.screens.game``) with New Frontiers' presenter
(``rftg.tui.newfrontiers.present``); no rule lives here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Button, Static

from rftg.core.ending import GameEnded
from rftg.core.newfrontiers.observe import nf_observation
from rftg.core.newfrontiers.state import nf_state
from rftg.core.newfrontiers.text import render_event, tile_lines
from rftg.core.newfrontiers.tiles import (
    TILE_FILE,
    Tile,
    reconstructed_notice,
    tiles_with,
    user_tiles,
    write_copy,
)
from rftg.tui.newfrontiers.present import NfPresenter, scores_now
from rftg.tui.newfrontiers.words import names_of, notice_due, notice_shown, nt, tile_line
from rftg.tui.render import esc
from rftg.tui.screens.dialogs import NoticeScreen, ScoresDialog, _Closable
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession
from rftg.tui.widgets import translate_bindings


class NfGameScreen(GameScreen):
    """New Frontiers' game screen: the shared game screen with its presenter. ``h`` asks
    for a hint (shown in the tutor box with its reason, its option highlighted); ``h``
    again takes it. ``d`` shows the tile under the cursor, ``v`` the scores."""

    def __init__(self, session: GameSession) -> None:
        super().__init__(session, NfPresenter(session))

    def show_card(self, cid: int) -> None:
        if not isinstance(self.app.screen, NfTileScreen):
            self.app.push_screen(NfTileScreen(nf_state(self.session.game).t[cid]))

    def action_scores(self) -> None:
        if not isinstance(self.app.screen, NfScoreScreen):
            self.app.push_screen(NfScoreScreen(self.session))


class NfTileScreen(_Closable):
    """One tile: its values, its powers, its "?" and which values are reconstructed."""

    def __init__(self, tile: Tile) -> None:
        super().__init__()
        self.tile = tile

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Static(id="card-line")
            yield Static(id="card-details", classes="powers")
            yield Button(id="close")

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        self.query_one("#card-line", Static).update(tile_line(self.tile, 40))
        self.query_one("#card-details", Static).update(esc("\n".join(tile_lines(self.tile))))
        self.query_one("#close", Button).label = nt("button.close")
        translate_bindings(self, self.KEYS)

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class NfScoreScreen(ScoresDialog):
    """Every player's VP now (the goals this player can see), broken down as the rules
    score them, and at the end who won."""

    def show_scores(self) -> None:
        game = self.session.game
        obs = nf_observation(game, self.session.human)
        title = nt("scores.final") if game.over else nt("scores.now", round=obs.view.round)
        self.query_one("#score-title", Static).update(f"[b]{title}[/b]")
        names = names_of(self.session)
        if game.over:
            ended = next((render_event(e, names, obs.tiles) or ""
                          for e in reversed(game.state.events)
                          if isinstance(e, GameEnded)), "")
            self.query_one("#why-ended", Static).update(f"[b reverse] {esc(ended)} [/]")
        for seat, s in enumerate(scores_now(obs)):
            extra = sum(v for _, v in s.extra)
            goals = sum(v for _, v in s.goals)
            self.query_one(f"#score-{seat}", Static).update("\n".join([
                nt("scores.player", name=esc(names[seat]), total=s.total),
                nt("scores.parts", chips=s.chips, tiles=s.tiles,
                   extra=nt("scores.extra", n=extra) if s.extra else "",
                   goals=nt("scores.goals", n=goals) if s.goals else "",
                   tiebreak=s.tiebreak)]))
        self.query_one("#close", Button).label = nt("button.close")


class NfNoticeScreen(NoticeScreen):
    """Which tile values are reconstructed, and how a file in the data folder replaces
    them (``w`` writes a copy of the shipped file there, never over one)."""

    NOTICE_ID = "nf-notice"

    def __init__(self, home: Path, lines: list[str], problem: str | None = None) -> None:
        super().__init__(home)
        self.lines = lines
        self.problem = problem

    def text(self) -> str:
        body = [f"[b]{esc(nt('notice.title'))}[/b]", "", *map(esc, self.lines)]
        if self.problem:
            body += ["", f"[b red]{esc(nt('notice.broken', problem=self.problem))}[/]"]
        return "\n".join(body)

    def labels(self) -> tuple[str, str, str]:
        return nt("notice.ok"), nt("notice.write_button"), nt("notice.write")

    def write(self) -> str:
        path, fresh = write_copy(self.home)
        return nt("notice.written" if fresh else "notice.exists", path=str(path))

    def not_written(self, error: OSError) -> str:
        return nt("notice.not_written", error=error)

def tiles_notice(app: App[Any], home: Path, again: bool = False) -> None:
    """At the first game (``again``: asked for from the palette): which tile values are
    reconstructed and how to replace them; at every game, what is wrong with the user's
    tile file (the game then plays with the shipped tiles)."""
    own, problem = user_tiles(home)
    if again or notice_due(home):
        notice_shown(home)
        lines = reconstructed_notice(tiles_with(own))
        app.push_screen(NfNoticeScreen(home, lines, problem))
    elif problem:
        app.notify(nt("notice.broken", problem=problem), severity="warning", timeout=15)


__all__ = ["TILE_FILE", "NfGameScreen", "NfNoticeScreen", "NfScoreScreen", "NfTileScreen",
           "tiles_notice"]
