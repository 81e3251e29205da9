"""Jump Drive's game screen and its dialogs (a card, the scores), and its words on the
screen: its catalogue (``tui_jumpdrive``), its card lines, its legend and its log.

The screen is the shared game screen (``rftg.tui.screens.game``); what it shows comes from
the human's ``jd_observation`` and the rules' own breakdowns, through Jump Drive's
presenter (``rftg.tui.jumpdrive.present``). No rule lives here.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Button, Static

from rftg.core.ending import GameEnded
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.jumpdrive.optiontext import said
from rftg.core.jumpdrive.text import render_jd_event
from rftg.core.lang import current
from rftg.core.text import cards_n
from rftg.tui.jumpdrive.words import jd_card_line, jt
from rftg.tui.render import esc, player_name
from rftg.tui.screens.dialogs import ScoresDialog, _Closable
from rftg.tui.screens.game import GameScreen
from rftg.tui.session import GameSession
from rftg.tui.widgets import CardList, CardView, translate_bindings


class JdGameScreen(GameScreen):
    """Jump Drive's game screen: the shared game screen with Jump Drive's presenter
    (``rftg.tui.jumpdrive.present``). ``h`` asks for a hint (the hard player's choice,
    shown in the tutor box with its reason, its option highlighted and its cards
    selected); ``h`` again takes it, as on the Race for the Galaxy screen. Its second
    button shows the scores."""

    BUTTONS = (("confirm", "primary"), ("scores", "default"))

    def __init__(self, session: GameSession) -> None:
        from rftg.tui.jumpdrive.present import JdPresenter

        super().__init__(session, JdPresenter(session))

    def button_label(self, id: str) -> str:
        return jt("button.scores") if id == "scores" else super().button_label(id)

    def action_details(self) -> None:
        """The card under the cursor (your hand, an empire, the card list), else the
        first card the highlighted choice places."""
        focused = self.app.focused
        cid = focused.card if isinstance(focused, CardView | CardList) else None
        if cid is None:
            view, option = self.panel.view, self.panel.option
            index = None if view is None or option is None else view.index(option.move)
            cid = None if view is None or index is None else view.options[index].card
        if cid is None:
            self.notify(jt("notify.card_first"))
            return
        self.show_card(cid)

    def show_card(self, cid: int) -> None:
        if not isinstance(self.app.screen, JdCardScreen):
            self.app.push_screen(JdCardScreen(self.presenter.obs.card(cid)))

    def action_scores(self) -> None:
        if not isinstance(self.app.screen, JdScoreScreen):
            self.app.push_screen(JdScoreScreen(self.session))


class JdCardScreen(_Closable):
    """One Jump Drive card: its facts and powers (as ``rftg cards --game jumpdrive``)."""

    def __init__(self, card: JdCard) -> None:
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Static(id="card-line")
            yield Static(id="card-details", classes="powers")
            yield Button(id="close")

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        """The card, its powers and the button in the language of the run."""
        from rftg.core.jumpdrive.cardtext import card_details

        self.query_one("#card-line", Static).update(jd_card_line(self.card))
        self.query_one("#card-details", Static).update(esc(card_details(self.card)))
        self.query_one("#close", Button).label = jt("button.close")
        translate_bindings(self, self.KEYS)

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class JdScoreScreen(ScoresDialog):
    """Every player's VP (``game.scores()``), each empire's VP and income per round as the
    rules break them down, and at the end who won and why."""

    def show_scores(self) -> None:
        """Every player's score, in the language of the run."""
        game = self.session.game
        obs = jd_observation(game, self.session.human)
        scores = game.scores()
        title = (jt("scores.final") if game.over
                 else jt("scores.now", round=obs.round))
        self.query_one("#score-title", Static).update(f"[b]{title}[/b]")
        names = [player_name(n) for n in obs.names]
        if game.over:
            ended = next((render_jd_event(e, names, obs.cards, current(), you=obs.me) or ""
                          for e in reversed(game.state.events)
                          if isinstance(e, GameEnded)), "")
            self.query_one("#why-ended", Static).update(f"[b reverse] {esc(ended)} [/]")
        for p, s in zip(obs.players, scores, strict=True):
            empire = obs.empire(p.seat)
            others = [] if obs.solo else [obs.empire(q.seat) for q in obs.players
                                          if q.seat != p.seat]
            self.query_one(f"#score-{p.seat}", Static).update("\n".join([
                jt("scores.player", name=esc(player_name(p.name)), total=s.total,
                   cards=cards_n(len(empire), current()), hand=p.hand_size),
                jt("scores.round", vp=esc(said(rules.round_vp(empire, others), obs))),
                jt("scores.income", income=esc(said(rules.round_income(empire), obs)))]))
        self.query_one("#close", Button).label = jt("button.close")
