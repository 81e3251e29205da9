"""Race for the Galaxy's game screen: the shared game screen (``rftg.tui.screens.game``)
with Race's presenter (``rftg.tui.race.present``), its keys (g: The Gathering Storm's
goals, a: auto-play the decisions with one possible answer) and its dialogs (a card, the
scores, the goals). The solitaire game against the robot is the same screen: its
presenter adds the robot's mat, pile and turns."""

from __future__ import annotations

from textual.binding import Binding

from rftg.tui.race.present import RacePresenter
from rftg.tui.render import tr
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession
from rftg.tutor.race.explain import Explanation


class RaceScreen(GameScreen):
    # besides the keys every game has
    BINDINGS = [
        Binding("g", "goals", "Goals", show=False),  # the status line says so in goal games
        Binding("a", "toggle_auto", "Auto-play forced", show=False),
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__(session, RacePresenter(session))

    @property
    def explanation(self) -> Explanation | None:
        """The tutor's explanation of the decision shown (None: none)."""
        presenter = self.presenter
        assert isinstance(presenter, RacePresenter)
        return presenter.explanation

    def action_toggle_auto(self) -> None:
        self.session.auto_forced = not self.session.auto_forced
        self.notify(tr("notify.auto_on" if self.session.auto_forced else "notify.auto_off"))
        d = self._ready()
        view = self.panel.view
        if self.session.auto_forced and d is not None and view is not None and view.forced:
            self.action_confirm()

    def show_card(self, cid: int) -> None:
        from rftg.tui.race.dialogs import CardScreen

        if isinstance(self.app.screen, CardScreen):
            return  # one card at a time
        self.app.push_screen(CardScreen(self.presenter.obs.card(cid)))

    def action_goals(self) -> None:
        """The Gathering Storm's goals: every tile, its holder, everyone's progress."""
        from rftg.tui.race.goals import GoalsScreen

        if not isinstance(self.app.screen, GoalsScreen):
            self.app.push_screen(GoalsScreen(self.presenter.obs))

    def action_scores(self) -> None:
        from rftg.tui.race.dialogs import ScoreScreen

        self.app.push_screen(ScoreScreen(self.session))
