"""Jump Drive's game screen: your hand, every empire, the secret choice of the round, the
payments and discards, the tutor's numbers for each choice, the score line and the log.

Everything shown comes from the human's ``jd_observation`` and the rules' own breakdowns
(``rftg.core.jumpdrive.rules``, ``rftg.tutor.jumpdrive``); the log is ``JdState.log``. No
rule lives here. Computer players think in a worker thread on a copy of the game.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option as ListOption
from textual.widgets.selection_list import Selection

from rftg.core.decisions import Choice, Decision, DecisionKind, IllegalChoice, Option
from rftg.core.engine import Game
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import COLOUR, JdCard
from rftg.core.jumpdrive.events import JdGameEnded
from rftg.core.jumpdrive.moves import JdPlay
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.jumpdrive.state import jd_state
from rftg.core.jumpdrive.text import jd_option_label, render_jd_event
from rftg.core.rules.terms import Breakdown
from rftg.tui.render import esc, kind_mark
from rftg.tui.screens.dialogs import Dialog, _Closable
from rftg.tui.screens.game import KIND_TITLES, _cards, joined
from rftg.tui.screens.turns import Hinted, TurnScreen
from rftg.tui.session import GameSession
from rftg.tui.widgets import CardList, CardView

SHORT = 32  # a terminal lower than this shows a hint as a notification too
JD_TITLES = {DecisionKind.INITIAL_DISCARD: "Keep 5 cards",
             DecisionKind.ACTION: "Choose secretly",
             DecisionKind.PAYMENT: "Pay",
             DecisionKind.DISCARD: "Discard"}
TOPICS = {"jd.setup": "setup", "jd.choose": "round", "jd.develop": "costs",
          "jd.world": "costs", "jd.explore": "explore", "jd.hand_limit": "scoring"}
"""The ``rftg rules --game jumpdrive`` topic behind each decision's rule key."""

def log_lines(session: GameSession) -> list[str]:
    """The game's log, the human's own lines in the second person ("You reveal: ...")."""
    game = session.game
    names = [p.name for p in game.players]
    cards = jd_state(game).jd
    lines = (render_jd_event(e, names, cards, you=session.human) for e in game.state.events)
    return [line for line in lines if line]


def jd_card_line(card: JdCard, width: int = 24, icons: bool = True) -> str:
    """One Jump Drive card on one line: cost (⚔ defence), name, colour, VP, income and
    (``icons``) its explore / military / chromosome icons."""
    if card.is_world and card.military:
        cost = f"[bold red]⚔{card.cost}[/]"
    else:
        cost = f"[bold]{card.cost}{'◇' if card.is_development else '○'}[/]"
    name = card.name if len(card.name) <= width else card.name[: width - 1] + "…"
    colour = kind_mark(card.kind) if card.kind is not None else " "
    rebel = "[red]R[/]" if card.rebel else " "
    marks = "".join(f" {mark}{n}" for n, mark in ((card.explore, "E"), (card.strength, "M"),
                                                   (card.chromosome, "C")) if n)
    return (f"{cost:>3} {esc(name)}{' ' * (width - len(name))} {colour}{rebel} "
            f"[magenta]{card.vp}VP[/] [cyan]+{card.income}[/]{marks if icons else ''}")


def said(b: Breakdown, obs: JdObservation) -> str:
    """The tutor's words for a rule's breakdown ('1 (Trade Pact) + 2 (New Earth) = 3'), or
    '0' when nothing counts."""
    from rftg.tutor.jumpdrive import say

    return say(b, obs) if b.terms else "0"


def legend() -> str:
    colours = "  ".join(f"{kind_mark(k)} {c}" for k, c in COLOUR.items())
    return (f"{colours}   ◇ development  ○ world cost  ⚔ defence  R Rebel   "
            "VP each round  [cyan]+n[/] income  E explore  M military  C chromosome")


class JdGameScreen(TurnScreen):
    """Jump Drive's game screen. ``h`` asks for a hint (the hard player's choice, shown in
    the tutor box with its reason, its option highlighted and its cards selected); ``h``
    again takes it, as on the Race for the Galaxy screen."""

    BOARD_TITLE = "Jump Drive"

    BINDINGS = [
        Binding("c", "confirm", "Confirm", priority=True),
        Binding("h", "hint", "Hint"),
        Binding("u", "undo", "Undo"),
        Binding("r", "redo", "Redo"),
        Binding("d", "details", "Card"),
        Binding("v", "scores", "Scores"),
        Binding("l", "full_log", "Log"),
        Binding("s", "app.save", "Save"),
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit"),
    ]

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="stake")
        with Horizontal(id="main"):
            with VerticalScroll(id="board"):
                yield Static(id="hand-title", classes="zone")
                yield CardView(id="hand")
                yield Static(id="tableau-title", classes="zone")
                yield CardView(id="tableau")
                for seat in range(self.session.game.setup.players):
                    if seat != self.session.human:
                        yield Static(id=f"opponent-title-{seat}", classes="zone")
                        yield CardView(id=f"opponent-{seat}")
                yield Static(f"[dim]{legend()}[/dim]", id="legend")
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield OptionList(id="options")
                yield CardList(id="cards")
                with Horizontal(id="buttons"):
                    yield Button("Confirm (c)", id="confirm", variant="primary")
                    yield Button("Scores (v)", id="scores")
                with VerticalScroll(id="tutor-box"):
                    yield Static(id="hint-text")
                    yield Static(id="tutor")
        yield RichLog(id="log", markup=True, wrap=True, max_lines=500)
        yield Footer()

    # ------------------------------------------------------------------ rendering

    @property
    def obs(self) -> JdObservation:
        return jd_observation(self.session.game, self.session.human)

    @property
    def name_width(self) -> int:
        """Card names are cut to this width (shorter in a narrow terminal)."""
        return 24 if self.app.size.width >= 100 else 17

    def refresh_view(self) -> None:
        obs = self.obs
        over = " · [b]game over[/b]" if obs.over else ""
        rounds = (f"Round {obs.round} of {rules.SOLO_ROUNDS} (solo)" if obs.solo
                  else f"Round {obs.round} · first to {rules.WIN_VP} VP")
        if obs.round == 0:
            rounds = "Setup" + (" · solo game of 7 rounds" if obs.solo
                                else f" · first to {rules.WIN_VP} VP")
        self.query_one("#status", Static).update(
            f"[b]{rounds}[/b] · deck {obs.deck_size} · discard {obs.discard_size} · "
            f"Survey Teams left {obs.middle}{over}")
        self.query_one("#stake", Static).update(self._stake(obs))
        self._show_table(obs)
        lines = log_lines(self.session)
        log = self.query_one("#log", RichLog)
        if len(lines) < self.shown_log:  # an undo: the log starts again
            log.clear()
            self.shown_log = 0
        for line in lines[self.shown_log:]:
            log.write(esc(line))
        self.shown_log = len(lines)
        self._show_decision(obs)

    def _stake(self, obs: JdObservation) -> str:
        """Everyone's VP, what the last round scored and its income."""
        parts = []
        for p in obs.players:
            last = f" (+{p.vp_last} VP, {p.income_last} income last round)" \
                if obs.round > 1 else ""
            parts.append(f"[b]{esc(p.name)} {p.vp} VP[/b]{last}")
        return "VP: " + " · ".join(parts)

    def _show_table(self, obs: JdObservation) -> None:
        fresh = set(obs.fresh)
        hand = sorted(obs.hand, key=lambda c: (obs.card(c).type.value, obs.card(c).cost))
        self.query_one("#hand-title", Static).update(
            f"[b]Your hand[/b] ({_cards(len(obs.hand))}"
            + (f"; {len(fresh)} just drawn, marked *" if fresh else "") + ")")
        width = self.name_width
        self.query_one("#hand", CardView).show(
            [(c, jd_card_line(obs.card(c), width) + (" [b]*[/b]" if c in fresh else ""))
             for c in hand])
        for p in obs.players:
            empire = obs.empire(p.seat)
            rows = [(c, jd_card_line(card, width)) for c, card in empire]
            mil = rules.military(empire).total
            facts = (f"{_cards(len(empire))}, military {mil}, Explore tiles {p.tiles}"
                     + (", Survey Team taken" if p.survey_used else ""))
            if p.seat == obs.me:
                self.query_one("#tableau-title", Static).update(
                    f"[b]Your empire[/b]: {facts}")
                self.query_one("#tableau", CardView).show(rows)
                continue
            play = f"; chose {esc(self._play_text(obs, p.play))}" if p.play is not None else ""
            self.query_one(f"#opponent-title-{p.seat}", Static).update(
                f"[b]{esc(p.name)}[/b]: {p.vp} VP, {p.hand_size} in hand, {facts}{play}")
            self.query_one(f"#opponent-{p.seat}", CardView).show(rows)

    @staticmethod
    def _play_text(obs: JdObservation, play: object) -> str:
        if isinstance(play, JdPlay):
            cards = [obs.card(c).name for c in (play.development, play.world, play.second)
                     if c is not None]
            return joined(cards) if cards else "nothing"
        return "Explore"

    # ------------------------------------------------------------------ the decision

    def _label(self, obs: JdObservation, option: Option) -> str:
        draw, discard = rules.explore_counts(obs.empire())
        return jd_option_label(option, obs.cards, explore=(draw.total, discard.total))

    def _show_decision(self, obs: JdObservation) -> None:
        d = None if self.thinking else self.session.human_decision()
        if d is self.decision and d is not None:
            return
        self.decision = d
        self.armed = None
        self.clear_hint()
        options = self.query_one("#options", OptionList)
        cards = self.query_one("#cards", CardList)
        prompt = self.query_one("#prompt", Static)
        options.clear_options()
        cards.clear_options()
        cards.display = False
        options.display = d is not None or self.thinking
        if d is None:
            prompt.update("[b]The game is over.[/b] Press [b]v[/b] for the scores."
                          if self.session.over else
                          "[i]The computer players are choosing…[/i]")
            self.query_one("#tutor", Static).update("")
            return
        title = JD_TITLES.get(d.kind, KIND_TITLES.get(d.kind, d.kind.value))
        prompt.update(f"[b]{title}[/b]\n{esc(d.prompt)}")
        options.add_options([ListOption(esc(self._label(obs, o))) for o in d.options])
        options.highlighted = 0
        self._show_cards(d.options[0])
        if len(d.options) == 1 and d.options[0].cards_from:
            cards.focus()
            cards.highlighted = 0
        else:
            options.focus()
        self._render_tutor()
        self.call_after_refresh(self._arm, d)

    def _arm(self, d: Decision) -> None:
        if self.decision is d and not self.thinking:
            self.armed = d

    def _current_option(self) -> Option | None:
        d = self.decision
        idx = self.query_one("#options", OptionList).highlighted
        if d is None or idx is None or not 0 <= idx < len(d.options):
            return None
        return d.options[idx]

    def _show_cards(self, option: Option, preselect: tuple[int, ...] | None = None) -> None:
        """The cards ``option`` asks for; ``preselect``: selected already (a shown hint's
        cards stay selected when its option is shown again)."""
        if preselect is None:
            preselect = self.hinted_cards(option)
        chosen = set(preselect or ())
        cards = self.query_one("#cards", CardList)
        cards.clear_options()
        cards.display = bool(option.cards_from)
        if not option.cards_from:
            return
        obs = self.obs
        fresh = set(obs.fresh)
        narrow = self.app.size.width < 100

        def line(card: JdCard) -> str:
            """In a narrow terminal the list is narrow too: shorter names, no icons (d
            shows the whole card)."""
            if narrow:
                return jd_card_line(card, 9, icons=False)
            return jd_card_line(card, self.name_width - 6)

        for cid in sorted(option.cards_from, key=lambda c: (obs.card(c).vp, obs.card(c).cost)):
            mark = " [b]*[/b]" if cid in fresh else ""
            cards.add_option(Selection(line(obs.card(cid)) + mark, cid, cid in chosen))
        cards.highlighted = 0
        need = (str(option.min_cards) if option.min_cards == option.max_cards
                else f"{option.min_cards}-{option.max_cards}")
        cards.border_title = f"Select {need} (Space), then c"

    @on(OptionList.OptionHighlighted, "#options")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        option = self._current_option()
        if option is not None:
            if option.cards_from:
                self._show_cards(option)
            self._render_tutor()

    @on(OptionList.OptionSelected, "#options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        option = self._current_option()
        if option is None or self.armed is None:
            return
        if option.cards_from:
            self.query_one("#cards", CardList).focus()
        else:
            self.action_confirm()

    @on(Button.Pressed, "#confirm")
    def action_confirm(self) -> None:
        d = self.decision
        option = self._current_option()
        if d is None or option is None or d is not self.armed or self.thinking:
            return
        chosen = tuple(self.query_one("#cards", CardList).selected) \
            if option.cards_from else ()
        if option.min_cards == option.max_cards == len(option.cards_from):
            chosen = option.cards_from
        try:
            self.session.play(Choice(option.move, chosen))
        except IllegalChoice as exc:
            self.notify(str(exc), title="Not allowed", severity="error", timeout=8)
            return
        self.refresh_view()
        self.advance()

    # ------------------------------------------------------------------ tutor

    def _render_tutor(self) -> None:
        """The highlighted choice explained with your numbers (the rules' breakdowns),
        what your empire scores each round now, and the rules topic behind the decision."""
        from rftg.tutor.jumpdrive import explain_option

        d = self.decision
        if d is None:
            return
        obs = self.obs
        lines: list[str] = []
        option = self._current_option()
        if option is not None and d.kind is DecisionKind.ACTION:
            try:
                lines += [f"[b]→[/b] {esc(x)}" for x in explain_option(obs, option)]
            except Exception as exc:  # the game goes on without the tutor
                lines.append(f"[dim]The tutor has no explanation here ({esc(str(exc))}).[/dim]")
        others = [] if obs.solo else obs.others()
        if obs.empire():
            lines.append("Your empire now scores "
                         f"{esc(said(rules.round_vp(obs.empire(), others), obs))} VP and "
                         f"{esc(said(rules.round_income(obs.empire()), obs))} income each "
                         "round.")
        else:
            lines.append("Your empire is empty: each card you place scores its VP and "
                         "income at the end of every round from now on.")
        if obs.solo:
            lines.append(f"Solo: the game ends after round {rules.SOLO_ROUNDS}; the imagined "
                         f"opponent's military is the round number ({obs.round}).")
        if d.kind is DecisionKind.PAYMENT:
            lines.append("Any cards of your hand pay: each card discarded is 1.")
        topic = TOPICS.get(d.rule)
        if topic:
            lines.append(f"[dim]More: rftg rules --game jumpdrive {topic}[/dim]")
        self.query_one("#tutor", Static).update("\n".join(lines))

    # ------------------------------------------------------------------ turns

    def show_decision(self) -> None:
        self._show_decision(self.obs)

    # ------------------------------------------------------------------ actions

    def find_hint(self, game: Game, cancelled: Callable[[], bool]) -> Hinted:
        from rftg.solver.jumpdrive.hints import hint

        return hint(jd_observation(game, self.session.human), cancelled=cancelled)

    def hint_thinking(self, d: Decision) -> None:
        box = self.query_one("#hint-text", Static)
        box.update("[i]Thinking about a hint: playing the best choices to the end in "
                   "games dealt from what you can see…[/i]")
        box.display = True

    def hint_failed(self) -> None:
        self.query_one("#hint-text", Static).display = False

    def show_hint(self, option: Option, h: Hinted) -> None:
        self._show_cards(option, preselect=h.choice.cards)
        self.put_hint([f"[b]Hint:[/b] {esc(h.reason)} [i]Press h again to take it.[/i]",
                       *[esc(x) for x in h.details]])
        if self.app.size.height < SHORT:  # the tutor box shows a few lines only
            self.notify(f"{h.reason} Press h again to take it; the tutor box (Tab to it) "
                        "says why.", title="Hint", timeout=12)

    def action_details(self) -> None:
        focused = self.app.focused
        cid = focused.card if isinstance(focused, CardView | CardList) else None
        if cid is None:
            option = self._current_option()
            move = None if option is None else option.move
            if isinstance(move, JdPlay):
                cid = next((c for c in (move.development, move.world, move.second)
                            if c is not None), None)
        if cid is None:
            self.notify("Tab to a card first (your hand, an empire, a choice or the card "
                        "list), then press d.")
            return
        self._show_card(cid)

    def _show_card(self, cid: int) -> None:
        if not isinstance(self.app.screen, JdCardScreen):
            self.app.push_screen(JdCardScreen(self.obs.card(cid)))

    @on(CardView.Inspect)
    def _inspect(self, event: CardView.Inspect) -> None:
        self._show_card(event.card)

    def action_full_log(self) -> None:
        from rftg.tui.screens.dialogs import LogScreen

        if not isinstance(self.app.screen, LogScreen):
            self.app.push_screen(LogScreen(log_lines(self.session)))

    @on(Button.Pressed, "#scores")
    def action_scores(self) -> None:
        if not isinstance(self.app.screen, JdScoreScreen):
            self.app.push_screen(JdScoreScreen(self.session))


class JdCardScreen(_Closable):
    """One Jump Drive card: its facts and powers (as ``rftg cards --game jumpdrive``)."""

    def __init__(self, card: JdCard) -> None:
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        from rftg.jdcli import card_details

        with VerticalScroll(classes="dialog"):
            yield Static(jd_card_line(self.card))
            yield Static(esc(card_details(self.card)), classes="powers")
            yield Button("Close (Esc)", id="close")

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class JdScoreScreen(Dialog[None]):
    """Every player's VP (``game.scores()``), each empire's VP and income per round as the
    rules break them down, and at the end who won and why."""

    BINDINGS = [Binding("escape", "close_dialog", "Close"),
                Binding("q", "close_dialog", "Close")]

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        game = self.session.game
        obs = jd_observation(game, self.session.human)
        scores = game.scores()
        title = "Final scores" if game.over else f"Scores now (round {obs.round})"
        with VerticalScroll(classes="dialog wide"):
            yield Static(f"[b]{title}[/b]")
            if game.over:
                ended = next((render_jd_event(e, obs.names, obs.cards, you=obs.me) or ""
                              for e in reversed(game.state.events)
                              if isinstance(e, JdGameEnded)), "")
                yield Static(f"[b reverse] {esc(ended)} [/]", id="why-ended")
            for p, s in zip(obs.players, scores, strict=True):
                empire = obs.empire(p.seat)
                others = [] if obs.solo else [obs.empire(q.seat) for q in obs.players
                                              if q.seat != p.seat]
                yield Static(
                    f"[b]{esc(p.name)}: {s.total} VP[/b] ({_cards(len(empire))} in the "
                    f"empire, {p.hand_size} in hand)\n"
                    f"  each round: {esc(said(rules.round_vp(empire, others), obs))} VP\n"
                    f"  income: {esc(said(rules.round_income(empire), obs))} cards")
            yield Button("Close (Esc)", id="close")

    @on(Button.Pressed, "#close")
    def action_close_dialog(self) -> None:
        self.close()
