"""Jump Drive's game screen: your hand, every empire, the secret choice of the round, the
payments and discards, the tutor's numbers for each choice, the score line and the log.

Everything shown comes from the human's ``jd_observation`` and the rules' own breakdowns
(``rftg.core.jumpdrive.rules``, ``rftg.tutor.jumpdrive``); the log is ``JdState.log``. No
rule lives here. Computer players think in a worker thread on a copy of the game.
"""

from __future__ import annotations

from enum import StrEnum

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option as ListOption
from textual.widgets.selection_list import Selection

from rftg.core.decisions import Choice, Decision, IllegalChoice, Option
from rftg.core.ending import GameEnded
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import COLOUR, JdCard
from rftg.core.jumpdrive.moves import JdPlay
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.jumpdrive.state import jd_state
from rftg.core.jumpdrive.text import jd_option_label, name_of, render_jd_event
from rftg.core.lang import current, text
from rftg.core.moves import DecisionKind
from rftg.core.text import decision_prompt  # Jump Drive's prompts name no card
from rftg.tui.render import esc, joined, kind_mark, player_name, tr
from rftg.tui.screens.dialogs import CLOSE, Dialog, _Closable
from rftg.tui.screens.game import KEY_WORDS, KIND_TITLES, _cards
from rftg.tui.screens.turns import TurnScreen
from rftg.tui.session import GameSession, Hinted
from rftg.tui.widgets import CardList, CardView, Options, translate_bindings
from rftg.tutor.jumpdrive import said

SHORT = 32  # a terminal lower than this shows a hint as a notification too
JD_KINDS = (DecisionKind.INITIAL_DISCARD, DecisionKind.ACTION, DecisionKind.PAYMENT,
            DecisionKind.DISCARD)
"""The decisions whose title Jump Drive words itself (tui_jumpdrive [decision])."""


def jt(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of the Jump Drive screen (catalogue ``tui_jumpdrive``) in ``lang`` (None:
    this run's)."""
    return text("tui_jumpdrive", key, lang, **values)


def decision_title(kind: StrEnum, lang: str | None = None) -> str:
    """The decision panel's title ("Choose secretly")."""
    return jt(f"decision.{kind.value}", lang) if kind in JD_KINDS else KIND_TITLES[kind]


def log_lines(session: GameSession, lang: str | None = None) -> list[str]:
    """The game's log, the human's own lines in the second person ("You reveal: ...")."""
    game = session.game
    names = [player_name(p.name, lang) for p in game.state.players]
    cards = jd_state(game).jd
    lines = (render_jd_event(e, names, cards, lang, you=session.human)
             for e in game.state.events)
    return [line for line in lines if line]


def jd_card_line(card: JdCard, width: int = 24, icons: bool = True,
                 lang: str | None = None) -> str:
    """One Jump Drive card on one line: cost (⚔ defence), name, colour, VP, income and
    (``icons``) its explore / military / chromosome icons."""
    if card.is_world and card.military:
        cost = f"[bold red]⚔{card.cost}[/]"
    else:
        cost = f"[bold]{card.cost}{'◇' if card.is_development else '○'}[/]"
    full = name_of(card, lang)
    name = full if len(full) <= width else full[: width - 1] + "…"
    colour = kind_mark(card.kind) if card.kind is not None else " "
    rebel = "[red]R[/]" if card.rebel else " "
    marks = "".join(f" {jt(f'card.{icon}', lang)}{n}" for n, icon in (
        (card.explore, "explore"), (card.strength, "military"),
        (card.chromosome, "chromosome")) if n)
    return (f"{cost:>3} {esc(name)}{' ' * (width - len(name))} {colour}{rebel} "
            f"[magenta]{card.vp}{jt('card.vp', lang)}[/] [cyan]+{card.income}[/]"
            f"{marks if icons else ''}")


def legend(lang: str | None = None) -> str:
    colours = "  ".join(f"{kind_mark(k)} {jt(f'legend.{c}', lang)}" for k, c in COLOUR.items())
    return jt("legend.line", lang, colours=colours)


class JdGameScreen(TurnScreen):
    """Jump Drive's game screen. ``h`` asks for a hint (the hard player's choice, shown in
    the tutor box with its reason, its option highlighted and its cards selected); ``h``
    again takes it, as on the Race for the Galaxy screen."""

    BOARD_TITLE = "Jump Drive"
    KEY_WORDS = KEY_WORDS

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
                yield Static(id="legend")
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield Options(id="options")
                yield CardList(id="cards")
                with Horizontal(id="buttons"):
                    yield Button(tr("button.confirm"), id="confirm", variant="primary")
                    yield Button(jt("button.scores"), id="scores")
                with VerticalScroll(id="tutor-box"):
                    yield Static(id="hint-text")
                    yield Static(id="tutor")
        yield RichLog(id="log", markup=True, wrap=True, max_lines=500)
        yield Footer()

    # ------------------------------------------------------------------ language

    def show_titles(self) -> None:
        """The box titles, the keys, the buttons and the legend in the language of the
        run."""
        super().show_titles()
        self.query_one("#legend", Static).update(f"[dim]{legend()}[/dim]")
        for button, label in (("#confirm", tr("button.confirm")),
                              ("#scores", jt("button.scores"))):
            widget = self.query_one(button, Button)
            widget.label = label
            widget.refresh(layout=True)  # a longer word makes the button wider

    def refresh_language(self) -> None:
        """Show everything again in the language of the run: the log too (its lines are
        worded when shown)."""
        self.query_one("#log", RichLog).clear()
        self.shown_log = 0
        super().refresh_language()

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
        over = tr("status.over") if obs.over else ""
        rounds = (jt("status.solo", round=obs.round, rounds=rules.SOLO_ROUNDS) if obs.solo
                  else jt("status.round", round=obs.round, win=rules.WIN_VP))
        if obs.round == 0:
            rounds = (jt("status.setup_solo", rounds=rules.SOLO_ROUNDS) if obs.solo
                      else jt("status.setup", win=rules.WIN_VP))
        self.query_one("#status", Static).update(
            jt("status.line", rounds=rounds, deck=obs.deck_size, discard=obs.discard_size,
               middle=obs.middle, over=over))
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
            last = jt("stake.last", vp=p.vp_last, income=p.income_last) \
                if obs.round > 1 else ""
            parts.append(jt("stake.player", name=esc(player_name(p.name)), vp=p.vp, last=last))
        return jt("stake.line", players=" · ".join(parts))

    def _show_table(self, obs: JdObservation) -> None:
        fresh = set(obs.fresh)
        hand = sorted(obs.hand, key=lambda c: (obs.card(c).type.value, obs.card(c).cost))
        self.query_one("#hand-title", Static).update(
            jt("zone.hand", cards=_cards(len(obs.hand)),
               fresh=jt("zone.fresh", n=len(fresh)) if fresh else ""))
        width = self.name_width
        self.query_one("#hand", CardView).show(
            [(c, jd_card_line(obs.card(c), width) + (" [b]*[/b]" if c in fresh else ""))
             for c in hand])
        for p in obs.players:
            empire = obs.empire(p.seat)
            rows = [(c, jd_card_line(card, width)) for c, card in empire]
            mil = rules.military(empire).total
            facts = jt("zone.facts", cards=_cards(len(empire)), military=mil, tiles=p.tiles,
                       survey=jt("zone.survey") if p.survey_used else "")
            if p.seat == obs.me:
                self.query_one("#tableau-title", Static).update(jt("zone.empire", facts=facts))
                self.query_one("#tableau", CardView).show(rows)
                continue
            play = (jt("zone.chose", play=esc(self._play_text(obs, p.play)))
                    if p.play is not None else "")
            self.query_one(f"#opponent-title-{p.seat}", Static).update(
                jt("zone.opponent", name=esc(player_name(p.name)), vp=p.vp, hand=p.hand_size,
                   facts=facts, play=play))
            self.query_one(f"#opponent-{p.seat}", CardView).show(rows)

    @staticmethod
    def _play_text(obs: JdObservation, play: object) -> str:
        if isinstance(play, JdPlay):
            cards = [name_of(obs.card(c)) for c in (play.development, play.world, play.second)
                     if c is not None]
            return joined(cards) if cards else jt("zone.nothing")
        return jt("zone.explore")

    # ------------------------------------------------------------------ the decision

    def _label(self, obs: JdObservation, option: Option) -> str:
        draw, discard = rules.explore_counts(obs.empire())
        return jd_option_label(option, obs.cards, current(), explore=(draw.total, discard.total))

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
            prompt.update(tr("prompt.over") if self.session.over else
                          f"[i]{tr('prompt.thinking')}[/i]")
            self.query_one("#tutor", Static).update("")
            return
        prompt.update(f"[b]{decision_title(d.kind)}[/b]\n{esc(decision_prompt(d, ()))}")
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
        cards.border_title = tr("prompt.select", need=need)

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
            self.notify(str(exc), title=tr("notify.not_allowed"), severity="error", timeout=8)
            return
        self.refresh_view()
        self.advance()

    # ------------------------------------------------------------------ tutor

    def _render_tutor(self) -> None:
        """The highlighted choice explained with your numbers (the rules' breakdowns),
        what your empire scores each round now, and the rules topic behind the decision."""
        from rftg.tutor.jumpdrive import explain_option, notes, topic_of

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
                lines.append(f"[dim]{tr('tutor.none', error=esc(str(exc)))}[/dim]")
        lines += [esc(x) for x in notes(obs, d)]
        topic = topic_of(d)
        if topic:
            lines.append(f"[dim]{tr('tutor.more', topic=jt('tutor.more', topic=topic))}[/dim]")
        self.query_one("#tutor", Static).update("\n".join(lines))

    # ------------------------------------------------------------------ turns

    def show_decision(self) -> None:
        self._show_decision(self.obs)

    # ------------------------------------------------------------------ actions

    def hint_thinking(self, d: Decision) -> None:
        box = self.query_one("#hint-text", Static)
        box.update(jt("hint.thinking"))
        box.display = True

    def hint_failed(self) -> None:
        self.query_one("#hint-text", Static).display = False

    def show_hint(self, option: Option, h: Hinted) -> None:
        self._show_cards(option, preselect=h.choice.cards)
        self.put_hint([f"[b]{tr('hint.title')}[/b] {esc(h.reason)} [i]{tr('hint.take')}[/i]",
                       *[esc(x) for x in h.details]])
        if self.app.size.height < SHORT:  # the tutor box shows a few lines only
            self.notify(jt("hint.notify", reason=h.reason), title=jt("hint.title"),
                        timeout=12)

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
            self.notify(jt("notify.card_first"))
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


class JdScoreScreen(Dialog[None]):
    """Every player's VP (``game.scores()``), each empire's VP and income per round as the
    rules break them down, and at the end who won and why."""

    BINDINGS = CLOSE

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        game = self.session.game
        with VerticalScroll(classes="dialog wide"):
            yield Static(id="score-title")
            if game.over:
                yield Static(id="why-ended")
            for p in range(game.setup.players):
                yield Static(id=f"score-{p}")
            yield Button(id="close")

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        """Every player's score, in the language of the run."""
        translate_bindings(self, self.KEYS)
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
                   cards=_cards(len(empire)), hand=p.hand_size),
                jt("scores.round", vp=esc(said(rules.round_vp(empire, others), obs))),
                jt("scores.income", income=esc(said(rules.round_income(empire), obs)))]))
        self.query_one("#close", Button).label = jt("button.close")

    @on(Button.Pressed, "#close")
    def action_dismiss_screen(self) -> None:
        self.close()
