"""Andromeda's game screen and its dialogs: a planet (or a bonus card), the scores, and the
notice of the numbers that are our defaults. The screen is the shared game screen
(``rftg.tui.screens.game``) with Andromeda's presenter (``rftg.tui.andromeda.present``);
no rule lives here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Button, Static

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import FILE, Components, user_components, write_copy
from rftg.core.andromeda.observe import ad_observation
from rftg.core.lang import current
from rftg.tui.andromeda.words import (
    PLANET_ROW,
    at,
    notice_due,
    notice_shown,
    planet_detail,
    score_lines,
)
from rftg.tui.render import esc
from rftg.tui.screens.dialogs import CLOSE, Dialog, NoticeScreen, _Closable
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession
from rftg.tui.widgets import translate_bindings


class AdGameScreen(GameScreen):
    """Andromeda's game screen: the shared game screen with Andromeda's presenter. ``h``
    asks for a hint (shown in the tutor box, its option highlighted and its cards
    selected; ``h`` again takes it); ``d`` shows the planet of the card or row in focus;
    ``v`` the scores."""

    BUTTONS = (("confirm", "primary"), ("scores", "default"))

    def __init__(self, session: GameSession) -> None:
        from rftg.tui.andromeda.present import AdPresenter

        super().__init__(session, AdPresenter(session))

    def button_label(self, id: str) -> str:
        return at("button.scores") if id == "scores" else super().button_label(id)

    def show_card(self, cid: int) -> None:
        """A card: its planet (or its bonus kind); a row of the planets: that planet."""
        if isinstance(self.app.screen, AdPlanetScreen):
            return
        obs = self.presenter.obs
        if cid >= 0:
            face = obs.cards.face(cid)
        elif PLANET_ROW - len(obs.stations) < cid <= PLANET_ROW:
            face = PLANET_ROW - cid
        else:
            self.notify(at("notify.card_first"))
            return
        self.app.push_screen(AdPlanetScreen(self.session, face))

    def action_scores(self) -> None:
        if not isinstance(self.app.screen, AdScoreScreen):
            self.app.push_screen(AdScoreScreen(self.session))


class AdPlanetScreen(_Closable):
    """One planet: its moons and centres, everyone's stations there, your cards of it and
    those on the open pile; or a bonus card: its kind, points and supply."""

    def __init__(self, session: GameSession, face: int) -> None:
        super().__init__()
        self.session = session
        self.face = face

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Static(id="planet-details")
            yield Button(id="close")

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        obs = ad_observation(self.session.game, self.session.human)
        self.query_one("#planet-details", Static).update(
            "\n".join(planet_detail(obs, self.face, current())))
        self.query_one("#close", Button).label = at("button.close")
        translate_bindings(self, self.KEYS)

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class AdScoreScreen(Dialog[None]):
    """Every player's points as the rules add them: during the game what everyone sees
    (your bonus cards only yours), at the end everything, the winner and the tie-breaks."""

    BINDINGS = CLOSE

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide"):
            yield Static(id="scores")
            yield Button(id="close")

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        game = self.session.game
        obs = ad_observation(game, self.session.human)
        scores = [s for s in game.scores() if isinstance(s, rules.AdScore)] \
            if game.over else None
        winners = game.winners() if game.over else []
        self.query_one("#scores", Static).update(
            "\n".join(score_lines(obs, scores, winners, current())))
        self.query_one("#close", Button).label = at("button.close")

    @on(Button.Pressed, "#close")
    def action_dismiss_screen(self) -> None:
        self.close()


class AdNoticeScreen(NoticeScreen):
    """The numbers of Andromeda that are our defaults (no component list is published),
    and how a copy of the components file in the data folder replaces them."""

    NOTICE_ID = "andromeda-notice"

    def __init__(self, components: Components, home: Path, problem: str | None) -> None:
        super().__init__(home)
        self.components = components
        self.problem = problem

    def text(self) -> str:
        from rftg.tui.andromeda.words import notice_lines

        lines = notice_lines(self.components, self.home / FILE, self.problem, current())
        return "\n".join(esc(x) for x in lines)

    def labels(self) -> tuple[str, str, str]:
        return at("notice.ok"), at("notice.write"), at("notice.write")

    def write(self) -> str:
        """Write the game's own file to the data folder for the player to edit (never
        over a copy that is there)."""
        path, fresh = write_copy(self.home)
        return at("notice.written" if fresh else "notice.exists", path=str(path))

    def not_written(self, error: OSError) -> str:
        return at("notice.not_written", error=str(error))

def components_notice(app: App[Any], home: Path, components: Components,
                      again: bool = False) -> None:
    """Once (``again``: when asked for from the palette), which of Andromeda's numbers
    are our defaults; every time, what is wrong with the player's own copy."""
    problem = user_components(home)[1]
    if again or notice_due(home):
        notice_shown(home)
        app.push_screen(AdNoticeScreen(components, home, problem))
    elif problem:
        app.notify(at("notice.broken", problem=problem), severity="warning", timeout=15)


