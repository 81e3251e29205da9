"""Jump Drive on the game screen (Textual-free, Rich markup): the status and score lines,
your hand and every empire, the secret choice of the round, the payments and discards, the
tutor's numbers for each choice and the log, from the human's ``jd_observation`` and the
rules' own breakdowns (``rftg.core.jumpdrive.rules``, ``rftg.tutor.jumpdrive``). No rule
is worked out here."""

from __future__ import annotations

from collections.abc import Iterable

from rftg.core.decisions import Decision, Option
from rftg.core.ending import GameEnded
from rftg.core.gamestate import RoundStarted
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.events import JdScored
from rftg.core.jumpdrive.moves import JdPlay
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.jumpdrive.state import jd_state
from rftg.core.jumpdrive.text import jd_option_label, name_of, render_jd_event
from rftg.core.lang import current
from rftg.core.moves import DecisionKind
from rftg.core.text import cards_n, decision_prompt  # Jump Drive's prompts name no card
from rftg.tui.jumpdrive.words import SHORT, decision_title, jd_card_line, jt, legend
from rftg.tui.log import EventLog
from rftg.tui.over import verdict
from rftg.tui.present import Presenter
from rftg.tui.render import esc, fit, joined, player_name, short_name, tr
from rftg.tui.session import GameSession, Hinted
from rftg.tui.view import (
    CardsView,
    DecisionView,
    GameOverView,
    HintWait,
    OptionView,
    ScorePart,
    SeatScore,
    TutorView,
    Zone,
    ZoneView,
)
from rftg.tutor.games import TUTORS, PlayerTutor

WIDE = 100  # from this width card names get more room


def name_width(width: int) -> int:
    """Card names are cut to this width (shorter in a narrow terminal)."""
    return 24 if width >= WIDE else 17


def play_card(option: Option) -> int | None:
    """The first card a choice places (``d`` shows it)."""
    move = option.move
    if isinstance(move, JdPlay):
        return next((c for c in (move.development, move.world, move.second) if c is not None),
                    None)
    return None



def hand_order(obs: JdObservation, cards: Iterable[int]) -> list[int]:
    """The order of the hand, and of every list of cards from it (keep 5, a payment, a
    discard): developments, then worlds, each by cost and English name (the same order in
    every language, as the plain mode's)."""
    def key(c: int) -> tuple[str, int, str, int]:
        card = obs.card(c)
        return (card.type.value, card.cost, card.name, c)

    return sorted(cards, key=key)

class JdPresenter(Presenter):
    """Jump Drive as the game screen shows it."""

    board_title = "Jump Drive"

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.tutor_: PlayerTutor = TUTORS.get(session.game.setup.game).tutor(
            None, session.lessons_seen)

    def make_log(self) -> EventLog:
        game = self.session.game
        return EventLog([p.name for p in game.state.players], jd_state(game).jd,
                        self.session.human, render_jd_event)

    @property
    def obs(self) -> JdObservation:
        return jd_observation(self.session.game, self.session.human)

    # ------------------------------------------------------------------ above the table

    def status(self, obs: JdObservation, width: int, height: int) -> str:
        over = tr("status.over") if obs.over else ""
        rounds = (jt("status.solo", round=obs.round, rounds=rules.SOLO_ROUNDS) if obs.solo
                  else jt("status.round", round=obs.round, win=rules.WIN_VP))
        if obs.round == 0:
            rounds = (jt("status.setup_solo", rounds=rules.SOLO_ROUNDS) if obs.solo
                      else jt("status.setup", win=rules.WIN_VP))
        return jt("status.line", rounds=rounds, deck=obs.deck_size, discard=obs.discard_size,
                  middle=obs.middle, over=over)

    def stake(self, obs: JdObservation, width: int) -> str:
        """Everyone's VP, what the last round scored and its income."""
        def line(last: str, short: bool = False) -> str:
            """The line with each player's last round in ``last`` words ("last": in
            full, "last_short": two numbers, "": none)."""
            parts = []
            for p in obs.players:
                name = esc(short_name(player_name(p.name)) if short else player_name(p.name))
                gained = jt(f"stake.{last}", vp=p.vp_last, income=p.income_last) \
                    if last and obs.round > 1 else ""
                parts.append(jt("stake.player", name=name, vp=p.vp, last=gained))
            key = "stake.line_short" if last == "last_short" and obs.round > 1 else "stake.line"
            return jt(key, players=" · ".join(parts))

        # 80 columns, or 3-4 players: tighter until it fits one line
        return fit(width, (line("last"), line("last_short"), line("last_short", True),
                           line(""), line("", True)))

    # ------------------------------------------------------------------ the table

    def zones(self) -> tuple[Zone, ...]:
        seats = range(self.session.game.setup.players)
        return (Zone("hand", "hand-title"), Zone("tableau", "tableau-title"),
                *(Zone(f"opponent-{s}", f"opponent-title-{s}") for s in seats
                  if s != self.session.human))

    def legend(self) -> str:
        return f"[dim]{legend()}[/dim]"

    def table(self, obs: JdObservation, width: int) -> list[ZoneView]:
        fresh = set(obs.fresh)
        hand = hand_order(obs, obs.hand)
        cut = name_width(width)
        views = [ZoneView("hand", tuple(
            (c, jd_card_line(obs.card(c), cut) + (" [b]*[/b]" if c in fresh else ""))
            for c in hand), jt("zone.hand", cards=cards_n(len(obs.hand), current()),
                               fresh=jt("zone.fresh", n=len(fresh)) if fresh else ""))]
        for p in obs.players:
            empire = obs.empire(p.seat)
            rows = tuple((c, jd_card_line(card, cut)) for c, card in empire)
            mil = rules.military(empire).total
            facts = jt("zone.facts", cards=cards_n(len(empire), current()), military=mil,
                       tiles=p.tiles, survey=jt("zone.survey") if p.survey_used else "")
            # the last round's VP and income, where the line above has no room for them
            last = jt("zone.last", vp=p.vp_last, income=p.income_last) if obs.round > 1 \
                else ""
            if p.seat == obs.me:
                views.append(ZoneView("tableau", rows, jt("zone.empire", facts=facts,
                                                          last=last)))
                continue
            play = (jt("zone.chose", play=esc(self.play_text(obs, p.play)))
                    if p.play is not None else "")
            views.append(ZoneView(f"opponent-{p.seat}", rows, jt(
                "zone.opponent", name=esc(player_name(p.name)), vp=p.vp, hand=p.hand_size,
                facts=facts, play=play, last=last)))
        return views

    @staticmethod
    def play_text(obs: JdObservation, play: object) -> str:
        if isinstance(play, JdPlay):
            cards = [name_of(obs.card(c)) for c in (play.development, play.world, play.second)
                     if c is not None]
            return joined(cards) if cards else jt("zone.nothing")
        return jt("zone.explore")

    # ------------------------------------------------------------------ the decision

    def decision(self, obs: JdObservation, d: Decision) -> DecisionView:
        draw, discard = rules.explore_counts(obs.empire())
        options = tuple(
            OptionView(o, jd_option_label(o, obs.cards, current(),
                                          explore=(draw.total, discard.total)),
                       play_card(o), not o.cards_from) for o in d.options)
        only_cards = len(d.options) == 1 and bool(d.options[0].cards_from)
        return DecisionView(d, decision_title(d.kind), decision_prompt(d, ()), options,
                            only_cards)

    def cards(self, obs: JdObservation, option: Option, width: int) -> CardsView:
        """In a narrow terminal the list is narrow too: shorter names, no icons (d shows
        the whole card)."""
        fresh = set(obs.fresh)
        narrow = width < WIDE
        rows = []
        for cid in hand_order(obs, option.cards_from):  # as the hand shows them
            card = obs.card(cid)
            line = jd_card_line(card, 9, icons=False) if narrow else \
                jd_card_line(card, name_width(width) - 6)
            rows.append((cid, line + (" [b]*[/b]" if cid in fresh else "")))
        need = (str(option.min_cards) if option.min_cards == option.max_cards
                else f"{option.min_cards}-{option.max_cards}")
        return CardsView(tuple(rows), tr("prompt.select", need=need))

    # ------------------------------------------------------------------ the tutor box

    def tutor(self, obs: JdObservation, d: Decision | None, option: Option | None
              ) -> TutorView:
        """The highlighted choice explained with your numbers (the rules' breakdowns),
        what your empire scores each round now, and the rules topic behind the decision."""
        if d is None:
            return TutorView(self.over_tutor() if self.session.over else "")
        ex = self.tutor_.explain(obs)
        lines: list[str] = []
        if option is not None and d.kind is DecisionKind.ACTION:
            try:
                lines += [f"[b]→[/b] {esc(x)}" for x in ex.about(option.move)]
            except Exception as exc:  # the game goes on without the tutor
                lines.append(f"[dim]{tr('tutor.none', error=esc(str(exc)))}[/dim]")
        lines += [esc(x) for x in ex.lines]
        if ex.topic:
            lines.append(f"[dim]{tr('tutor.more', topic=jt('tutor.more', topic=ex.topic))}[/dim]")
        return TutorView("\n".join(lines))

    # ------------------------------------------------------------------ hints

    def hint_wait(self, view: DecisionView) -> HintWait:
        return HintWait(jt("hint.thinking"))

    def hint(self, h: Hinted) -> list[str]:
        return [f"[b]{tr('hint.title')}[/b] {esc(h.reason)} [i]{tr('hint.take')}[/i]",
                *[esc(x) for x in h.details]]

    def hint_notice(self, h: Hinted, height: int) -> tuple[str, str] | None:
        if height < SHORT:  # the tutor box shows a few lines only
            return jt("hint.notify", reason=h.reason), jt("hint.title")
        return None


    # ------------------------------------------------------------------ the game over

    def game_over(self) -> GameOverView:
        """The final VP, each seat's broken down by the rounds that scored them (the VP of
        every round end), the winner and what ended the game (50 VP, or the solo game's
        7 rounds)."""
        game = self.session.game
        obs = jd_observation(game, self.session.human)
        names = [player_name(n) for n in obs.names]
        by_round: dict[int, list[ScorePart]] = {p.seat: [] for p in obs.players}
        rounds: dict[str, str] = {}
        number = 0
        for event in game.state.events:
            if isinstance(event, RoundStarted):
                number = event.round
            elif isinstance(event, JdScored) and event.vp:
                group = f"round{number}"
                rounds[group] = jt("over.round", n=number)
                by_round[event.seat].append(ScorePart(rounds[group], event.vp, group))
        winners = game.winners()
        seats = tuple(SeatScore(names[p.seat], s.total, tuple(by_round[p.seat]),
                                p.seat == obs.me, p.seat in winners)
                      for p, s in zip(obs.players, game.scores(), strict=True))
        ending = next((render_jd_event(e, names, obs.cards, current(), you=obs.me) or ""
                       for e in reversed(game.state.events) if isinstance(e, GameEnded)), "")
        return GameOverView(verdict(names, winners, obs.me), ending, seats, rounds)
