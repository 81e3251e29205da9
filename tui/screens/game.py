"""The main screen: the table, your hand, the pending decision, the tutor pane and the log.

Widgets only render what the engine says (through the human's observation) and post the
human's choice back; no rule lives here. Computer players think in a worker thread.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, OptionList, RichLog, SelectionList, Static
from textual.widgets.option_list import Option as ListOption
from textual.widgets.selection_list import Selection

from rftg.core.cards import Card
from rftg.core.decisions import Choice, Decision, IllegalChoice, Move, Option
from rftg.core.lang import resolve
from rftg.core.moves import DecisionKind, PickWorld, PlaceCard, Placement, Sell, UsePower
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.race.spec import RaceEnd
from rftg.core.solitaire.observe import robot_seen
from rftg.core.solitaire.rules import SolitaireEnd
from rftg.core.state import Action
from rftg.core.summary import empties_the_pool, ends_the_game, standings
from rftg.core.text import card_name, cards_n, decision_prompt, option_label, render_event
from rftg.tui.log import GameLog
from rftg.tui.render import Flow, card_line, esc, is_you, legend_items, ordinal, player_name, tr
from rftg.tui.render import joined as joined  # (re-exported: the Jump Drive screen's)
from rftg.tui.screens.turns import TurnScreen
from rftg.tui.session import GameSession, Hinted
from rftg.tui.widgets import CardList, CardView, Options

if TYPE_CHECKING:
    from rftg.tutor.race.explain import WhyNot

# the phase bar: roman numeral, phase (its word: tui_game [phase]), its action cards
PHASES = [
    ("I", "explore", (Action.EXPLORE_5, Action.EXPLORE_1_1)),
    ("II", "develop", (Action.DEVELOP, Action.DEVELOP2)),
    ("III", "settle", (Action.SETTLE, Action.SETTLE2)),
    ("IV", "consume", (Action.TRADE, Action.DOUBLE)),
    ("V", "produce", (Action.PRODUCE,)),
]
# the action cards whose mark follows a name in the phase bar (tui_game [bonus])
SHORT_BONUS = frozenset({Action.EXPLORE_5, Action.EXPLORE_1_1, Action.TRADE, Action.DOUBLE,
                         Action.DEVELOP2, Action.SETTLE2})
PHASE_OF_STATE = {"explore": "I", "develop": "II", "settle": "III", "consume": "IV",
                  "produce": "V"}


def kind_title(kind: StrEnum, lang: str | None = None) -> str:
    """The decision panel's title for a kind of decision ("Choose your action")."""
    try:
        return tr(f"decision.{kind.value}", lang)
    except KeyError:  # a kind the catalogue does not word: its own name
        return kind.value


class _KindTitles(Mapping[StrEnum, str]):
    """The decision titles by kind, in the language of the run when looked up."""

    def __getitem__(self, kind: StrEnum) -> str:
        return kind_title(kind)

    def __iter__(self) -> Iterator[StrEnum]:
        return iter(DecisionKind)

    def __len__(self) -> int:
        return len(DecisionKind)


KIND_TITLES: Mapping[StrEnum, str] = _KindTitles()

# the key bar: action -> its word (tui_game [keys]); refresh_language relabels them
KEY_WORDS = {"confirm": "confirm", "hint": "hint", "undo": "undo", "redo": "redo",
             "details": "details", "scores": "scores", "goals": "goals",
             "full_log": "log", "app.save": "save", "toggle_auto": "auto",
             "app.help": "help", "app.quit": "quit"}


class GameScreen(TurnScreen):
    # besides TurnScreen's keys
    BINDINGS = [
        Binding("g", "goals", "Goals", show=False),  # the status line says so in goal games
        Binding("a", "toggle_auto", "Auto-play forced", show=False),
    ]
    KEY_WORDS = KEY_WORDS

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.preselected: frozenset[int] = frozenset()  # cards a hint selected
        self.cards_for: Move | None = None  # the option whose cards the card list shows
        from rftg.tutor.race.explain import Explanation, Tutor

        self.tutor = Tutor()
        self.tutor.lessons.seen = session.lessons_seen  # "New:" lessons saved with the game
        state = session.game.state
        setup = session.game.setup
        self.solitaire = isinstance(setup, RaceSetup) and setup.robot is not None
        from rftg.core.solitaire.text import render_solitaire_event

        self.game_log = GameLog([p.name for p in state.players], state.cards, session.human,
                                render=render_solitaire_event if self.solitaire
                                else render_event)  # in the language of the run
        self.robot_seen = len(state.events)  # robot events the tutor has worded so far
        self.explanation: Explanation | None = None
        self.explained: tuple[Decision, Explanation] | None = None

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="stake")
        yield Static(id="phases")
        if self.solitaire:  # the robot's mat, always in view
            yield Static(id="robot-mat")
        with Horizontal(id="main"):
            with VerticalScroll(id="board"):
                yield Static(id="hand-title", classes="zone")
                yield CardView(id="hand")
                yield Static(tr("zone.drawn"), id="drawn-title", classes="zone")
                yield CardView(id="drawn")
                yield Static(id="tableau-title", classes="zone")
                yield CardView(id="tableau")
                for seat in range(self.session.game.setup.players):
                    if seat != self.session.human:
                        yield Static(id=f"opponent-title-{seat}", classes="zone")
                        yield CardView(id=f"opponent-{seat}")
                if self.solitaire:
                    yield Static(id="robot-title", classes="zone")
                    yield CardView(id="robot-tableau")
                yield Static(Flow(legend_items(), "dim"), id="legend")
            with Vertical(id="side"):
                yield Static(id="prompt")
                yield Options(id="options")
                yield CardList(id="cards")
                with Horizontal(id="buttons"):
                    yield Button(tr("button.confirm"), id="confirm", variant="primary")
                    yield Button(tr("button.hint"), id="hint")
                with VerticalScroll(id="tutor-box"):
                    yield Static(id="hint-text")  # first: the answer to the h just pressed
                    if self.solitaire:  # what the robot did since you last decided
                        robot = Static(id="robot-tutor")
                        robot.display = False  # nothing to say before its first turn
                        yield robot
                    yield Static(id="summary")
                    yield Static(id="tutor")
        yield RichLog(id="log", markup=True, wrap=True, max_lines=500)
        yield Footer()

    # ------------------------------------------------------------------ language

    def show_titles(self) -> None:
        super().show_titles()
        for button, key in (("#confirm", "button.confirm"), ("#hint", "button.hint")):
            widget = self.query_one(button, Button)
            widget.label = tr(key)
            widget.refresh(layout=True)  # a longer word makes the button wider
        self.query_one("#drawn-title", Static).update(tr("zone.drawn"))
        self.query_one("#legend", Static).update(Flow(legend_items(), "dim"))

    def refresh_language(self) -> None:
        """Everything again in the new language: the log from the first event and the
        tutor's explanation too."""
        self.game_log.reword()
        self.explained = None
        super().refresh_language()

    # ------------------------------------------------------------------ rendering

    @property
    def obs(self) -> Observation:
        return observation(self.session.game, self.session.human)

    def refresh_view(self) -> None:
        obs = self.obs
        game = self.session.game
        phase = PHASE_OF_STATE.get(obs.phase, "")
        over = tr("status.over") if obs.over else ""
        if obs.goals:  # The Gathering Storm's goals: the dialog is one key away
            over += tr("status.goals")
        self.query_one("#status", Static).update(
            tr("status.line", round=obs.round, pool=max(obs.pool, 0), deck=obs.deck_size,
               discard=obs.discard_size) + over)
        self.query_one("#stake", Static).update(self._stake(obs))
        chosen = {a: [player_name(p.name) for p in obs.players if a in p.actions]
                  for a in Action}
        parts: list[tuple[str, str, str, str]] = []  # numeral, phase, style, who chose it
        for roman, name, actions in PHASES:
            who = sorted({n for a in actions for n in chosen[a]})
            dice = robot_dice(obs, name)  # the solitaire robot's dice here
            style = "reverse" if roman == phase else ("bold" if who or dice else "dim")
            detail = ""
            mentions = [f"{n} {tr(f'bonus.{a.value}')}" if a in SHORT_BONUS else n
                        for a in actions for n in chosen[a]]
            if dice:
                mentions.append(f"{tr('phase.robot')} " + "●" * dice)
            if mentions:  # who chose it, with the bonus where the phase has two: "You +5"
                detail = " (" + ", ".join(mentions) + ")"
            parts.append((roman, tr(f"phase.{name}"), style, detail))
        numerals = True
        if self.app.size.height < 32:  # a low terminal has one line for the phases: the
            # numerals give way where the words do not fit (longer German words)
            numerals = sum(len(f"{r} {w}{d}  ") for r, w, _, d in parts) - 2 \
                <= self.app.size.width - 2
        self.query_one("#phases", Static).update("  ".join(
            f"[{style}]{f'{roman} ' if numerals else ''}{word}[/]{esc(detail)}"
            for roman, word, style, detail in parts))
        self._show_table(obs)
        self._show_robot(obs)
        log = self.query_one("#log", RichLog)
        new = self.game_log.update(game.state.events)
        if self.game_log.restarted:  # after an undo
            log.clear()
        for line in new:
            log.write(esc(line))
        self.shown_log = len(self.game_log.lines)
        self._show_decision(obs)

    def _show_robot(self, obs: Observation) -> None:
        """The solitaire robot: its mat, its tableau pile and, in the tutor pane, what it
        did since you last decided and why."""
        view = robot_seen(obs)
        if view is None:
            return
        from rftg.tui.robot import mat_lines, tableau_rows, tableau_title, what_it_did

        self.query_one("#robot-mat", Static).update(mat_lines(view))
        self.query_one("#robot-title", Static).update(tableau_title(view))
        self.query_one("#robot-tableau", CardView).show(tableau_rows(view, obs.cards))
        events = self.session.game.state.events
        if len(events) < self.robot_seen:  # an undo
            self.robot_seen = 0
        new = events[self.robot_seen:]
        if self.session.human_decision() is None and not self.session.over:
            return  # the robot's turn is worded once the player is asked again
        self.robot_seen = len(events)
        lines = what_it_did(new, view)
        if lines or new:
            box = self.query_one("#robot-tutor", Static)
            box.display = bool(lines)
            box.update(f"[b]{tr('tutor.robot')}[/b]\n" + "\n".join(esc(x) for x in lines))

    def _stake(self, obs: Observation) -> str:
        """Each player's score now (cards + chips + 6-cost bonuses + goals), tableau sizes and the
        VP pool; once the end is reached, that this round is the last."""
        end = obs.setup.tableau_end
        narrow = self.app.size.width < 100  # the breakdown is one key away: v
        parts = []
        for s in standings(obs):
            name = esc(player_name(s.name))
            if narrow:
                parts.append(tr("stake.narrow", name=name, total=s.total, tableau=s.tableau,
                                end=end))
                continue
            bonus = tr("stake.bonus", n=s.bonus) if s.bonus else ""
            goals = tr("stake.goals", n=s.goals) if s.goals else ""
            parts.append(tr("stake.wide", name=name, total=s.total, cards=s.cards,
                            chips=s.chips, bonus=bonus, goals=goals, tableau=s.tableau,
                            end=end))
        r = robot_seen(obs)
        if r is not None:  # the solitaire robot
            parts.append(tr("stake.robot_narrow", vp=r.vp, cards=r.cards, end=end) if narrow
                         else tr("stake.robot_wide", vp=r.vp, chips=r.chips, cards=r.cards,
                                 end=end))
        line = tr("stake.line", players=" · ".join(parts))
        why = obs.ending if not obs.over else None
        if why is not None:
            if why.kind == SolitaireEnd.ROBOT_TABLEAU:
                cause = tr("stake.end_robot", end=end)
            elif why.kind == RaceEnd.TABLEAU:
                seats = why.seats
                if len(seats) == 1 and is_you(obs.players[seats[0]].name):
                    cause = tr("stake.end_you", end=end)
                else:
                    names = joined([player_name(obs.players[i].name) for i in seats])
                    cause = tr("stake.end_one" if len(seats) == 1 else "stake.end_many",
                               names=names, end=end)
            else:
                cause = tr("stake.end_pool")
            line += "\n" + tr("stake.last_round", cause=esc(cause))
        return line

    def _show_table(self, obs: Observation) -> None:
        """Your hand, your tableau and every opponent's tableau, a card per line (Tab to a
        zone, then ↑/↓ and Enter or d to look at a card)."""
        hand = sorted(obs.hand, key=lambda c: (obs.card(c).type.value, obs.card(c).cost))
        self.query_one("#hand-title", Static).update(
            tr("zone.hand", cards=cards_n(len(obs.hand))))
        self.query_one("#hand", CardView).show(
            [(c, card_line(obs.card(c))) for c in hand])
        self.query_one("#drawn-title", Static).display = bool(obs.drawn)
        self.query_one("#drawn", CardView).show(
            [(c, card_line(obs.card(c))) for c in obs.drawn])
        for p in obs.players:
            mil = self._military(obs, p.seat)
            goods = set(p.goods)
            rows = [(c, card_line(obs.card(c), c in goods)) for c in p.tableau]
            if p.seat == obs.me:
                self.query_one("#tableau-title", Static).update(
                    tr("zone.tableau", n=len(p.tableau), military=f"{mil:+d}"))
                self.query_one("#tableau", CardView).show(rows)
                continue
            self.query_one(f"#opponent-title-{p.seat}", Static).update(
                tr("zone.opponent", name=esc(player_name(p.name)), chips=p.chips,
                   hand=cards_n(p.hand_size), n=len(p.tableau), military=f"{mil:+d}"))
            self.query_one(f"#opponent-{p.seat}", CardView).show(rows)
        from rftg.tui.screens.draft import show_draft

        show_draft(self, obs)  # while drafting: your picks and your two start worlds

    @staticmethod
    def _military(obs: Observation, seat: int) -> int:
        from rftg.core.scoring import military_strength

        return military_strength([obs.card(c) for c in obs.players[seat].tableau])

    # ------------------------------------------------------------------ the decision

    def _show_decision(self, obs: Observation) -> None:
        d = self.session.human_decision() if not self.thinking else None
        options = self.query_one("#options", OptionList)
        prompt = self.query_one("#prompt", Static)
        if d is self.decision and d is not None:
            return
        self.decision = d
        self.armed = None
        self.clear_hint()
        self.cards_for = None
        options.clear_options()
        self.query_one("#cards", CardList).clear_options()
        summary = self.query_one("#summary", Static)
        lines = self.game_log.summary_lines() if d is not None and d.kind is DecisionKind.ACTION \
            else []
        summary.display = bool(lines)
        if lines:
            summary.update(f"[b]{esc(lines[0])}[/b]\n" + "\n".join(esc(x) for x in lines[1:]))
        self.query_one("#cards", CardList).display = False
        options.display = d is not None or self.thinking
        if d is None:
            if self.session.over:
                prompt.update(tr("prompt.over"))
            else:
                prompt.update(f"[i]{tr('prompt.thinking')}[/i]")
            self._tutor(None)
            return
        self._show_prompt()
        options.add_options([ListOption(esc(option_label(o))) for o in d.options])
        options.highlighted = 0
        self._show_cards(d.options[0])
        first = d.options[0]
        if len(d.options) == 1 and first.cards_from and first.max_cards > 0 and not (
                first.min_cards == first.max_cards == len(first.cards_from)):
            self._focus_cards()  # the only question is which cards
        else:
            options.focus()
        self._tutor(d)
        self.call_after_refresh(self._arm, d)
        if self.session.auto_forced and _forced(d):
            return  # _arm plays the only possible answer
        if d.kind is DecisionKind.PAYMENT:
            self.compute_hint(d)  # the recommended payment comes preselected

    def _show_prompt(self, note: str = "") -> None:
        """The decision's title and question, and what is preselected for the player."""
        d = self.decision
        if d is None:
            return
        lines = [f"[b]{kind_title(d.kind)}[/b]", esc(decision_prompt(d, self.obs.cards))]
        if self.preselected:
            obs = self.obs
            names = joined([card_name(obs.card(c)) for c in sorted(self.preselected)])
            key = "prompt.preselected_one" if len(self.preselected) == 1 else \
                "prompt.preselected_many"
            lines.append(f"[i]{tr(key, names=esc(names))}[/i]")
        option = self._current_option()
        nth = None if option is None else ends_the_game(self.obs, option.move)
        if nth is not None:
            lines.append(f"[b reverse] {tr('prompt.nth_card', nth=ordinal(nth))} [/]")
        last = None if option is None else empties_the_pool(
            self.obs, option.move, self._taken(option))
        if last is not None:
            lines.append(f"[b reverse] {tr('prompt.last_chips', vp=last, pool=self.obs.pool)} [/]")
        if note:
            lines.append(note)
        self.query_one("#prompt", Static).update("\n".join(lines))

    def _taken(self, option: Option) -> int:
        """The cards (goods) the option would use: those selected in its card list, or
        the most it may take while none is."""
        if option.move != self.cards_for:
            return option.max_cards
        return len(self.query_one("#cards", CardList).selected) or option.max_cards

    def _arm(self, d: Decision) -> None:
        """``d`` is on screen now: from here on keys may answer it."""
        if self.decision is not d or self.thinking:
            return
        self.armed = d
        if self.session.auto_forced and _forced(d):
            self.action_confirm()  # the only possible answer

    def _current_option(self) -> Option | None:
        if self.decision is None:
            return None
        idx = self.query_one("#options", OptionList).highlighted
        if idx is None or not 0 <= idx < len(self.decision.options):
            return None
        return self.decision.options[idx]

    def _show_cards(self, option: Option, preselect: tuple[int, ...] | None = None) -> None:
        if preselect is None:  # keep a shown hint's cards when its option is shown again
            preselect = self.hinted_cards(option) or ()
        self.cards_for = option.move
        self.preselected = frozenset(preselect)  # a preselection is no answer (see _picked)
        self._fill_cards(option, preselect)

    def _fill_cards(self, option: Option, preselect: tuple[int, ...]) -> None:
        cards = self.query_one("#cards", CardList)
        cards.clear_options()
        if not option.cards_from:
            cards.display = False
            return
        cards.display = True
        obs = self.obs
        me = obs.mine
        for cid in option.cards_from:
            card = obs.card(cid)
            where = ""
            if cid in me.tableau:
                where = f" [dim]{tr('prompt.in_tableau')}[/dim]"
            cards.add_option(Selection(card_line(card, cid in me.goods, width=20) + where, cid,
                                       cid in preselect))
        cards.highlighted = 0
        need = (str(option.min_cards) if option.min_cards == option.max_cards
                else f"{option.min_cards}-{option.max_cards}")
        cards.border_title = tr("prompt.select", need=need) if option.max_cards else ""

    @on(OptionList.OptionHighlighted, "#options")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        option = self._current_option()
        if option is None:
            return
        if option.move != self.cards_for:
            self._show_cards(option)
        self._render_tutor()  # the arrow line follows the highlighted option
        self._show_prompt()

    @on(OptionList.OptionSelected, "#options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        """Enter or a click on an option: an option without cards to choose is the
        answer; one that asks for cards moves on to its card list."""
        option = self._current_option()
        if option is None or self._ready() is None:
            return
        if option.max_cards == 0 or (option.min_cards == option.max_cards
                                     == len(option.cards_from)):
            self.action_confirm()
        else:
            self._focus_cards()

    def _focus_cards(self) -> None:
        cards = self.query_one("#cards", CardList)
        cards.focus()
        if cards.highlighted is None and cards.option_count:
            cards.highlighted = 0

    @on(SelectionList.SelectedChanged, "#cards")
    def _picked(self, event: SelectionList.SelectedChanged[int]) -> None:
        """A card toggled: the selection is the player's own from now on (no longer the
        hint's). Where one card is asked for, a card selected replaces the one selected
        before. Toggling never answers: c or Enter does."""
        cards = event.selection_list
        selected = list(cards.selected)
        if self.preselected and frozenset(selected) != self.preselected:
            self.preselected = frozenset()
        self._show_prompt()  # the preselection note, the warnings follow the cards chosen
        option = self._current_option()
        if option is not None and option.max_cards == 1 and len(selected) > 1:
            newest = cards.get_option_at_index(cards.highlighted).value \
                if cards.highlighted is not None else selected[-1]
            for cid in selected:
                if cid != newest:
                    cards.deselect(cid)

    @on(Button.Pressed, "#confirm")
    def action_confirm(self) -> None:
        option = self._current_option()
        if option is None or self._ready() is None:
            return
        cards = self.query_one("#cards", CardList)
        chosen = tuple(cards.selected) if option.cards_from else ()
        if option.min_cards == option.max_cards == len(option.cards_from):
            chosen = option.cards_from  # nothing to choose: every card goes
        try:
            self.session.play(Choice(option.move, chosen))
        except IllegalChoice as exc:
            why = [str(exc)]
            for cid in chosen:
                w = self.tutor.why_not(self.obs, cid)
                if w is not None:
                    why.append(str(w))
            self.notify("\n".join(why), title=tr("notify.not_allowed"), severity="error",
                        timeout=8)
            return
        self.refresh_view()
        self.advance()

    # ------------------------------------------------------------------ tutor

    def _tutor(self, d: Decision | None) -> None:
        """The tutor's explanation of the pending decision with this player's numbers, the
        highlighted option, the cards not offered and why, and concepts met for the first
        time."""
        box = self.query_one("#tutor", Static)
        if d is None:  # nothing to explain (explaining a hidden decision would use up its
            self.explanation = None  # lessons before it is shown)
            box.update("" if self.session.over else f"[dim]{tr('prompt.thinking')}[/dim]")
            return
        if self.explained is not None and self.explained[0] is d:
            # the same decision shown again (after the computers' turn): the same
            # explanation, with the lessons it introduced
            self.explanation = self.explained[1]
            self._render_tutor()
            return
        obs = self.obs
        try:
            ex = self.tutor.explain(obs)
        except Exception as exc:  # the game goes on without the tutor
            self.explanation = None
            box.update(f"[dim]{tr('tutor.none', error=esc(str(exc)))}[/dim]")
            return
        self.explanation = ex
        self.explained = (d, ex)
        self._render_tutor()

    def _render_tutor(self) -> None:
        ex = self.explanation
        if ex is None:
            return
        lines = [f"[b]{esc(ex.title)}[/b]"]
        option = self._current_option()
        if option is not None and option.move in ex.options:
            lines.append(f"[b]→ {esc(ex.options[option.move])}[/b]")
        lines += [esc(x) for x in ex.lines]
        if ex.blocked:
            lines += self._not_offered(ex.blocked)
        for intro in ex.introduced:
            lines.append(f"[b]{tr('tutor.new')}[/b] {esc(intro.text())}")
        if ex.refs:
            refs = esc("; ".join(r.text() for r in ex.refs))
            lines.append(f"[dim]{tr('tutor.rules', refs=refs)}[/dim]")
        if ex.topic:
            lines.append(f"[dim]{tr('tutor.more', topic=esc(ex.topic))}[/dim]")
        self.query_one("#tutor", Static).update("\n".join(lines))

    def _not_offered(self, blocked: Mapping[int, WhyNot]) -> list[str]:
        """Why cards are not offered, short: the cards of the wrong kind for this phase
        (worlds in Develop, developments in Settle) on one line, the others each with
        the tutor's reason."""
        obs = self.obs
        d = self.decision
        wrong: list[str] = []
        lines = [f"[b]{tr('tutor.not_offered')}[/b]"]
        for cid, why in blocked.items():
            card = obs.card(cid)
            if d is not None and ((d.kind is DecisionKind.DEVELOP and card.is_world) or
                                  (d.kind is DecisionKind.SETTLE and card.is_development)):
                wrong.append(card_name(card))
            else:
                lines.append(f"  • {esc(str(why))}")
        if wrong:
            where = tr("tutor.worlds_in_settle" if d is not None
                       and d.kind is DecisionKind.DEVELOP else "tutor.developments_in_develop")
            lines.insert(1, f"  • {esc(joined(wrong))}: {where}.")
        return lines

    # ------------------------------------------------------------------ turns

    def show_decision(self) -> None:
        self._show_decision(self.obs)

    # ------------------------------------------------------------------ actions

    def hint_thinking(self, d: Decision) -> None:
        self.query_one("#prompt", Static).update(
            f"[b]{kind_title(d.kind)}[/b]\n[i]{tr('prompt.hint_thinking')}[/i]")

    def hint_failed(self) -> None:
        self._show_prompt()

    def show_hint(self, option: Option, h: Hinted) -> None:
        self._show_cards(option, preselect=h.choice.cards)
        self._show_prompt()
        self.put_hint([f"[b]{tr('hint.title')}[/b] {esc(h.reason)}",
                       *[esc(x) for x in h.details], f"[dim]{tr('hint.take')}[/dim]"])

    def action_toggle_auto(self) -> None:
        self.session.auto_forced = not self.session.auto_forced
        self.notify(tr("notify.auto_on" if self.session.auto_forced else "notify.auto_off"))
        d = self._ready()
        if self.session.auto_forced and d is not None and _forced(d):
            self.action_confirm()

    def selected_card(self) -> Card | None:
        """The card that has the focus: under the cursor in your hand, a tableau or the
        card list, or the card of the highlighted option; with the focus elsewhere, the
        card list's card, else the option's."""
        obs = self.obs
        focused = self.app.focused
        if isinstance(focused, CardView | CardList) and focused.card is not None:
            return obs.card(focused.card)
        cards = self.query_one("#cards", CardList)
        if focused is not self.query_one("#options") and cards.display and \
                cards.card is not None:
            return obs.card(cards.card)
        option = self._current_option()
        cid = None if option is None else _card_of(option.move)
        if cid is None and cards.display and cards.card is not None:
            cid = cards.card
        return None if cid is None else obs.card(cid)

    def action_details(self) -> None:
        card = self.selected_card()
        if card is None:
            self.notify(tr("notify.card_first"))
            return
        self.show_card(card)

    def show_card(self, card: Card) -> None:
        from rftg.tui.screens.dialogs import CardScreen

        if isinstance(self.app.screen, CardScreen):
            return  # one card at a time
        self.app.push_screen(CardScreen(card))

    @on(CardView.Inspect)
    def _inspect(self, event: CardView.Inspect) -> None:
        self.show_card(self.obs.card(event.card))

    def action_full_log(self) -> None:
        """The whole log in a dialog that can be scrolled (PageUp/PageDown, mouse)."""
        from rftg.tui.screens.dialogs import LogScreen

        if not isinstance(self.app.screen, LogScreen):
            self.app.push_screen(LogScreen(self.game_log.lines))

    def action_goals(self) -> None:
        """The Gathering Storm's goals: every tile, its holder, everyone's progress."""
        from rftg.tui.screens.goals import GoalsScreen

        if not isinstance(self.app.screen, GoalsScreen):
            self.app.push_screen(GoalsScreen(self.obs))

    def action_scores(self) -> None:
        from rftg.tui.screens.dialogs import ScoreScreen

        self.app.push_screen(ScoreScreen(self.session))


def robot_dice(obs: Observation, phase: str) -> int:
    """The solitaire robot's dice on the fields of ``phase`` this round (0: none)."""
    robot = robot_seen(obs)
    if robot is None:
        return 0
    from rftg.core.solitaire.rules import PHASE_OF

    return len({f for f in robot.dice if PHASE_OF[f] == phase})


def _cards(n: int, lang: str | None = None) -> str:
    """'1 card', '3 cards' in ``lang`` (None: this run's)."""
    return cards_n(n, resolve(lang))


def _card_of(move: Move) -> int | None:
    """The card a move is about (to show its details): the card placed, the start world
    kept, the world whose good is sold, the card whose power is used."""
    if isinstance(move, PlaceCard | Placement | UsePower):
        return move.card
    if isinstance(move, PickWorld | Sell):
        return move.world
    return None


def _forced(d: Decision) -> bool:
    """A decision with exactly one possible answer: one option, nothing to pick."""
    if len(d.options) != 1:
        return False
    o = d.options[0]
    return o.max_cards == 0 or o.min_cards == o.max_cards == len(o.cards_from)
