"""Race for the Galaxy on the game screen (Textual-free, Rich markup): the status line, the
score line, the phase bar, the solitaire robot's mat, the table, the decision with its
labels and warnings, the tutor box and the hints, from the human's observation and the
view models of ``rftg.tui.race.model``. The game screen's widgets render what this says;
no rule is worked out here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import cast

from rich.console import RenderableType

from rftg.core.decisions import Decision, IllegalChoice, Option
from rftg.core.events import GameEnded
from rftg.core.moves import DecisionKind
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.race.spec import RaceEnd
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.observe import robot_seen, robot_view
from rftg.core.solitaire.rules import PHASE_OF, SolitaireEnd
from rftg.core.solitaire.text import render_solitaire_event, robot_name
from rftg.core.state import Action, RacePhase
from rftg.core.text import card_name, cards_n, decision_prompt, option_label, render_event
from rftg.tui.over import verdict
from rftg.tui.present import Presenter
from rftg.tui.race.log import GameLog
from rftg.tui.race.model import card_of, race_stake, race_table
from rftg.tui.race.model import warnings as race_warnings
from rftg.tui.render import (
    Flow,
    card_line,
    esc,
    fit,
    is_you,
    joined,
    kind_title,
    legend_items,
    ordinal,
    player_name,
    short_name,
    tr,
)
from rftg.tui.session import GameSession, Hinted
from rftg.tui.texts import t as shell
from rftg.tui.view import (
    CardsView,
    DecisionView,
    GameOverView,
    HintWait,
    OptionView,
    ScorePart,
    SeatScore,
    TutorView,
    Warnings,
    Zone,
    ZoneView,
)
from rftg.tutor.games import TUTORS
from rftg.tutor.race.explain import Explanation, Tutor, WhyNot

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
PHASE_OF_STATE: dict[StrEnum, str] = {
    RacePhase.EXPLORE: "I", RacePhase.DEVELOP: "II", RacePhase.SETTLE: "III",
    RacePhase.CONSUME: "IV", RacePhase.PRODUCE: "V"}
WIDE = 100  # from this width the score line shows each player's breakdown
LOW = 32  # a terminal lower than this has one line for the phase bar


def robot_dice(obs: Observation, phase: str) -> int:
    """The solitaire robot's dice on the fields of ``phase`` this round (0: none)."""
    robot = robot_seen(obs)
    if robot is None:
        return 0
    return len({f for f in robot.dice if PHASE_OF[f] == phase})


def in_hand_order(obs: Observation, cards: Sequence[int]) -> list[int]:
    """``cards`` in the order the hand shows them (developments before worlds, the
    cheaper first); cards not in the hand (on the tableau) after them, as they came."""
    hand, came = list(obs.hand), list(cards)

    def key(cid: int) -> tuple[bool, str, int, int]:
        if cid not in hand:
            return (True, "", 0, came.index(cid))
        card = obs.card(cid)
        return (False, card.type.value, card.cost, hand.index(cid))

    return sorted(cards, key=key)


def enter_confirms(option: Option) -> bool:
    """Enter on an option without cards to choose answers; else it moves to its cards."""
    return option.max_cards == 0 or option.min_cards == option.max_cards == len(
        option.cards_from)


class RacePresenter(Presenter):
    """Race for the Galaxy (the base game, The Gathering Storm's variants, the solitaire
    game against the robot) as the game screen shows it."""

    auto_play = True  # a: decisions with one possible answer play themselves
    log: GameLog

    def __init__(self, session: GameSession) -> None:
        setup = cast(RaceSetup, session.game.setup)
        self.solitaire = setup.robot is not None  # the robot's mat, pile and turns show
        super().__init__(session)
        self.tutor_ = cast(Tutor, TUTORS.get(setup.game).tutor(None, session.lessons_seen))
        self.explanation: Explanation | None = None
        self.explained: tuple[Decision, Explanation] | None = None
        self.robot_worded = len(session.game.state.events)  # robot events the tutor worded

    def make_log(self) -> GameLog:
        state = self.session.game.state
        return GameLog([p.name for p in state.players], state.cards, self.session.human,
                       solitaire=self.solitaire)  # in the language of the run

    @property
    def obs(self) -> Observation:
        return observation(self.session.game, self.session.human)

    def reword(self) -> None:
        super().reword()
        self.explained = None

    # ------------------------------------------------------------------ above the table

    def status(self, obs: Observation, width: int, height: int) -> str:
        over = tr("status.over") if obs.over else ""
        if obs.goals:  # The Gathering Storm's goals: the dialog is one key away
            over += tr("status.goals")
        return tr("status.line", round=obs.round, pool=max(obs.pool, 0), deck=obs.deck_size,
                  discard=obs.discard_size) + over

    def lines(self) -> tuple[str, ...]:
        return ("phases", "robot-mat") if self.solitaire else ("phases",)

    def line(self, id: str, obs: Observation, width: int, height: int) -> str:
        if id == "robot-mat":  # the solitaire robot's mat, always in view
            from rftg.tui.race.robot import mat_lines

            robot = robot_seen(obs)
            return "" if robot is None else mat_lines(robot)
        return self.phase_bar(obs, width, height)

    def phase_bar(self, obs: Observation, width: int, height: int) -> str:
        """The five phases: the one under way in reverse, those someone chose in bold
        with who chose them (and the bonus where the phase has two), the robot's dice."""
        phase = PHASE_OF_STATE.get(obs.phase, "")
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
        if height < LOW:  # a low terminal has one line for the phases: the numerals give
            # way where the words do not fit (longer German words)
            numerals = sum(len(f"{r} {w}{d}  ") for r, w, _, d in parts) - 2 <= width - 2
        return "  ".join(f"[{style}]{f'{roman} ' if numerals else ''}{word}[/]{esc(detail)}"
                         for roman, word, style, detail in parts)

    def stake(self, obs: Observation, width: int) -> str:
        """Each player's score now (cards + chips + 6-cost bonuses + goals), tableau sizes
        and the VP pool; once the end is reached, that this round is the last."""
        s = race_stake(obs)
        end = s.end
        r = s.robot

        def line(form: str, short: bool = False) -> str:
            """The line in ``form``: wide (the breakdown), narrow (the breakdown is one
            key away: v), tight (each tableau's count without "cards"), or totals."""
            parts = []
            for p in s.standings:
                name = esc(short_name(player_name(p.name)) if short else player_name(p.name))
                if form == "wide":
                    bonus = tr("stake.bonus", n=p.bonus) if p.bonus else ""
                    goals = tr("stake.goals", n=p.goals) if p.goals else ""
                    parts.append(tr("stake.wide", name=name, total=p.total, cards=p.cards,
                                    chips=p.chips, bonus=bonus, goals=goals,
                                    tableau=p.tableau, end=end))
                else:
                    parts.append(tr(f"stake.{form}", name=name, total=p.total,
                                    tableau=p.tableau, end=end))
            if r is not None:  # the solitaire robot
                parts.append(tr("stake.robot_wide", vp=r.vp, chips=r.chips, cards=r.cards,
                                end=end) if form == "wide"
                             else tr("stake.robot_narrow", vp=r.vp, cards=r.cards, end=end))
            return tr("stake.line", players=" · ".join(parts))

        if width >= WIDE:
            forms = [line("wide")]
        else:  # 80 columns, 3 or more players: tighter until it fits one line
            forms = [line("narrow"), line("tight"), line("tight", True), line("totals"),
                     line("totals", True)]
        line_ = fit(width, forms)
        why = s.last_round
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
            line_ += "\n" + tr("stake.last_round", cause=esc(cause))
        return line_

    # ------------------------------------------------------------------ the table

    def zones(self) -> tuple[Zone, ...]:
        seats = range(self.session.game.setup.players)
        opponents = [Zone(f"opponent-{s}", f"opponent-title-{s}") for s in seats
                     if s != self.session.human]
        robot = [Zone("robot-tableau", "robot-title")] if self.solitaire else []
        return (Zone("hand", "hand-title"), Zone("drawn", "drawn-title"),
                Zone("tableau", "tableau-title"), *opponents, *robot)

    def zone_titles(self) -> dict[str, str]:
        return {"drawn-title": tr("zone.drawn")}

    def legend(self) -> RenderableType:
        return Flow(legend_items(robot=self.solitaire), "dim")

    def table(self, obs: Observation, width: int) -> list[ZoneView]:
        """Your hand, your tableau and every opponent's tableau, a card per line; while
        drafting, your picks and your two start worlds; the solitaire robot's pile."""
        t = race_table(obs)

        def rows(cards: Sequence[int], goods: frozenset[int] = frozenset()
                 ) -> tuple[tuple[int, str], ...]:
            return tuple((c, card_line(obs.card(c), c in goods)) for c in cards)

        hand = in_hand_order(obs, t.hand)
        views = [ZoneView("hand", rows(hand), tr("zone.hand", cards=cards_n(len(t.hand)))),
                 ZoneView("drawn", rows(t.drawn), titled=bool(t.drawn))]
        for p in t.seats:
            if p.you:
                views.append(ZoneView("tableau", rows(p.tableau, p.goods), tr(
                    "zone.tableau", n=len(p.tableau), military=f"{p.military:+d}")))
                continue
            views.append(ZoneView(f"opponent-{p.seat}", rows(p.tableau, p.goods), tr(
                "zone.opponent", name=esc(player_name(p.name)), chips=p.chips,
                hand=cards_n(p.hand_size), n=len(p.tableau), military=f"{p.military:+d}")))
        if t.drafting:  # your picks in the hand zone, your start worlds below it
            views[0] = ZoneView("hand", rows(t.picks), tr("zone.drafted",
                                                          cards=cards_n(len(t.picks))))
            views[1] = ZoneView("drawn", rows(t.drawn), tr("zone.start_worlds"),
                                titled=bool(t.drawn))
        if t.robot is not None:
            from rftg.tui.race.robot import tableau_rows, tableau_title

            views.append(ZoneView("robot-tableau", tuple(tableau_rows(t.robot, obs.cards)),
                                  tableau_title(t.robot)))
        return views

    # ------------------------------------------------------------------ the decision

    def decision(self, obs: Observation, d: Decision) -> DecisionView:
        options = tuple(OptionView(o, option_label(o), card_of(o.move),
                                   enter_confirms(o)) for o in d.options)
        first = d.options[0]
        only_cards = len(d.options) == 1 and bool(first.cards_from) and first.max_cards > 0 \
            and not options[0].takes_all
        return DecisionView(d, kind_title(d.kind), decision_prompt(d, obs.cards), options,
                            only_cards)

    def warnings(self, obs: Observation, option: Option, taken: int) -> Warnings:
        return race_warnings(obs, option, taken)

    def prompt(self, view: DecisionView, option: Option | None, taken: int,
               preselected: Sequence[int]) -> str:
        """The decision's title and question, what is preselected for the player, and
        what the highlighted option ends."""
        lines = [super().prompt(view, option, taken, preselected)]
        obs = self.obs
        if preselected:  # which cards: ticked in the list and named by the hint
            lines.append(f"[i]{esc(tr('prompt.preselected'))}[/i]")
        if option is not None:
            warn = self.warnings(obs, option, taken)
            if warn.ends is not None:
                lines.append(f"[b reverse] {tr('prompt.nth_card', nth=ordinal(warn.ends))} [/]")
            if warn.last_chips is not None:
                lines.append(f"[b reverse] "
                             f"{tr('prompt.last_chips', vp=warn.last_chips, pool=warn.pool)} [/]")
        return "\n".join(lines)

    def cards(self, obs: Observation, option: Option, width: int) -> CardsView:
        """The cards ``option`` asks for: those from your hand in the order the hand shows
        them, then those on your tableau."""
        me = obs.mine
        rows = []
        name_width = 20 if width >= WIDE else 14  # the row fits beside the table
        for cid in in_hand_order(obs, option.cards_from):
            where = f" [dim]{tr('prompt.in_tableau')}[/dim]" if cid in me.tableau else ""
            rows.append((cid, card_line(obs.card(cid), cid in me.goods, width=name_width)
                          + where))
        need = (str(option.min_cards) if option.min_cards == option.max_cards
                else f"{option.min_cards}-{option.max_cards}")
        return CardsView(tuple(rows), tr("prompt.select", need=need) if option.max_cards
                         else "")

    def refused(self, obs: Observation, error: IllegalChoice, cards: Sequence[int]) -> str:
        """The engine's reason, and the tutor's for each card chosen that cannot go."""
        why = [str(error)]
        for cid in cards:
            w = self.tutor_.why_not(obs, cid)
            if w is not None:
                why.append(str(w))
        return "\n".join(why)

    def payment_hint(self, d: Decision) -> bool:
        return d.kind is DecisionKind.PAYMENT  # the recommended payment comes preselected

    # ------------------------------------------------------------------ the tutor box

    def tutor(self, obs: Observation, d: Decision | None, option: Option | None) -> TutorView:
        """The tutor's explanation of the pending decision with this player's numbers, the
        highlighted option, the cards not offered and why, and concepts met for the first
        time; before the action, the last round's summary."""
        summary = self.log.summary_lines() if d is not None and d.kind is DecisionKind.ACTION \
            else []
        if d is None:  # nothing to explain (explaining a hidden decision would use up its
            self.explanation = None  # lessons before it is shown)
            if self.session.over:  # what the tutor says of the result
                return TutorView(self.over_tutor(), summary)
            return TutorView(f"[dim]{tr('prompt.thinking')}[/dim]", summary)
        if self.explained is None or self.explained[0] is not d:
            # a decision not explained yet (the same one shown again, after the computers'
            # turn, keeps its explanation and the lessons it introduced)
            self.explanation = None
            try:
                ex = self.tutor_.explain(obs)
            except Exception as exc:  # the game goes on without the tutor
                self.explained = None
                return TutorView(f"[dim]{tr('tutor.none', error=esc(str(exc)))}[/dim]",
                                 summary)
            self.explained = (d, ex)
        self.explanation = self.explained[1]
        return TutorView(self.explained_markup(obs, d, self.explanation, option), summary)

    def explained_markup(self, obs: Observation, d: Decision, ex: Explanation,
                         option: Option | None) -> str:
        lines = [f"[b]{esc(ex.title)}[/b]"]
        if option is not None and option.move in ex.options:
            lines.append(f"[b]→ {esc(ex.options[option.move])}[/b]")
        lines += [esc(x) for x in ex.lines]
        if ex.blocked:
            lines += self.not_offered(obs, d, ex.blocked)
        for intro in ex.introduced:
            lines.append(f"[b]{tr('tutor.new')}[/b] {esc(intro.text())}")
        if ex.refs:
            refs = esc("; ".join(r.text() for r in ex.refs))
            lines.append(f"[dim]{tr('tutor.rules', refs=refs)}[/dim]")
        if ex.topic:
            lines.append(f"[dim]{tr('tutor.more', topic=esc(ex.topic))}[/dim]")
        return "\n".join(lines)

    @staticmethod
    def not_offered(obs: Observation, d: Decision, blocked: Mapping[int, WhyNot]) -> list[str]:
        """Why cards are not offered, short: the cards of the wrong kind for this phase
        (worlds in Develop, developments in Settle) on one line, the others each with
        the tutor's reason."""
        wrong: list[str] = []
        lines = [f"[b]{tr('tutor.not_offered')}[/b]"]
        for cid, why in blocked.items():
            card = obs.card(cid)
            if (d.kind is DecisionKind.DEVELOP and card.is_world) or \
                    (d.kind is DecisionKind.SETTLE and card.is_development):
                wrong.append(card_name(card))
            else:
                lines.append(f"  • {esc(str(why))}")
        if wrong:
            where = tr("tutor.worlds_in_settle" if d.kind is DecisionKind.DEVELOP
                       else "tutor.developments_in_develop")
            lines.insert(1, f"  • {esc(joined(wrong))}: {where}.")
        return lines

    def note(self, obs: Observation) -> str | None:
        """The solitaire robot: what it did since you last decided and why (worded once
        you are asked again)."""
        robot = robot_seen(obs)
        if robot is None:
            return None
        from rftg.tui.race.robot import what_it_did

        events = self.session.game.state.events
        if len(events) < self.robot_worded:  # an undo
            self.robot_worded = 0
        new = events[self.robot_worded:]
        if self.session.human_decision() is None and not self.session.over:
            return None  # the robot's turn is worded once the player is asked again
        self.robot_worded = len(events)
        lines = what_it_did(new, robot)
        if not (lines or new):
            return None
        return f"[b]{tr('tutor.robot')}[/b]\n" + "\n".join(esc(x) for x in lines) if lines \
            else ""

    # ------------------------------------------------------------------ hints

    def hint_wait(self, view: DecisionView) -> HintWait:
        return HintWait(f"[b]{view.title}[/b]\n[i]{tr('prompt.hint_thinking')}[/i]",
                        in_prompt=True)

    def hint(self, h: Hinted) -> list[str]:
        return [f"[b]{tr('hint.title')}[/b] {esc(h.reason)}", *[esc(x) for x in h.details],
                f"[dim]{tr('hint.take')}[/dim]"]

    # ------------------------------------------------------------------ the game over

    def game_over(self) -> GameOverView:
        """The final scores: each card's printed VP, the 6-cost bonuses, the chips and the
        goals (the solitaire robot's after the player's), the winner, and the log's line
        of the game's end (who reached the last card, or took the last chip)."""
        from rftg.tui.race.goals import goal_score_label

        game = self.session.game
        scores = cast("list[ScoreBreakdown]", game.scores())
        st = game.state
        local = {c.name: card_name(c) for c in st.cards}  # the scores name cards in English
        names = [player_name(p.name) for p in st.players]
        robot = robot_view(game)
        if robot is not None:
            names.append(robot_name())
        winners = game.winners()
        seats = []
        for seat, s in enumerate(scores):
            player = st.players[seat] if seat < len(st.players) else None
            parts = [ScorePart(shell("over.cards"), s.printed, "cards")]
            parts += [ScorePart(shell("score.bonus", card=local.get(dev, dev))
                                if player is not None else dev, vp, "bonus")
                      for dev, vp in s.bonuses.items()]
            parts.append(ScorePart(shell("score.chips"), s.chips, "chips"))
            parts += [ScorePart(goal_score_label(st.goals, g), g.vp, "goals")
                      for g in s.goals]
            note = (shell("over.race_tie", hand=len(player.hand), goods=len(player.goods))
                    if player is not None else
                    shell("over.robot_tie", credit=robot.credit, economy=robot.economy)
                    if robot is not None else "")
            seats.append(SeatScore(names[seat], s.total, tuple(parts),
                                   seat == self.session.human, seat in winners, note))
        groups = {g: shell(f"over.group_{g}") for g in ("cards", "bonus", "chips", "goals")}
        return GameOverView(verdict(names, winners, self.session.human), self.ending_words(),
                            tuple(seats), groups)

    def ending_words(self) -> str:
        """The log's line of the game's end (the typed ending, worded by the game)."""
        game = self.session.game
        names = [player_name(p.name) for p in game.state.players]
        render = render_solitaire_event if self.solitaire else render_event
        for event in reversed(game.state.events):
            if isinstance(event, GameEnded):
                return render(event, names, game.state.cards, None, self.session.human) or ""
        return ""
