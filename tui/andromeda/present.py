"""Andromeda on the game screen (Textual-free, Rich markup): the status and points lines,
the board (your hand by planet, the planets with their moons and centres and everyone's
stations, Earth, the players' tracks, the trade's offers face up and face down), the
decision with its options and cards, the tutor's explanation of the highlighted option
and the log, from the human's ``ad_observation``. No rule is worked out here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rftg.core.andromeda.components import Components
from rftg.core.andromeda.moves import (
    BuildCentre,
    Done,
    MoveStations,
    Pass,
    Show,
    Spaceship,
    StayIn,
    SwapCards,
    SwapWith,
    TakeCards,
    Technology,
    TransportHome,
    TransportOut,
    Unable,
)
from rftg.core.andromeda.observe import AdObservation, ad_observation
from rftg.core.andromeda.rules import transport_moved
from rftg.core.andromeda.state import ad_state
from rftg.core.andromeda.text import (
    decision_prompt,
    design_word,
    faces_word,
    option_label,
    phase_name,
    render_event,
)
from rftg.core.decisions import Decision, Option
from rftg.core.gamestate import Event
from rftg.core.lang import current
from rftg.tui.andromeda.words import (
    WIDE,
    at,
    hand_rows,
    hand_title,
    hidden_pending,
    planet_name,
    planet_rows,
    planets_title,
    player_rows,
    score_seen,
    trade_rows,
    trade_title,
)
from rftg.tui.log import EventLog
from rftg.tui.present import Presenter
from rftg.tui.render import esc, player_name, tr
from rftg.tui.session import GameSession, Hinted
from rftg.tui.view import CardsView, DecisionView, HintWait, OptionView, TutorView, Zone, ZoneView
from rftg.tutor.andromeda.explain import cards_range
from rftg.tutor.games import TUTORS, PlayerTutor

SHORT = 32  # a terminal lower than this shows a hint as a notification too


def _render(event: Event, names: Sequence[str], comps: Any, lang: str | None,
            you: int | None) -> str | None:
    """A log line (``rftg.tui.log.Render``: ``comps`` is the game's components)."""
    assert isinstance(comps, Components)
    return render_event(event, names, comps, lang, you)


class AdPresenter(Presenter):
    """Andromeda as the game screen shows it."""

    board_title = "Andromeda"

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.tutor_: PlayerTutor = TUTORS.get(session.game.setup.game).tutor(
            None, session.lessons_seen)

    def make_log(self) -> EventLog:
        game = self.session.game
        st = ad_state(game)
        return EventLog(list(st.setup.player_names()), st.components, self.session.human,
                        _render)

    @property
    def obs(self) -> AdObservation:
        return ad_observation(self.session.game, self.session.human)

    # ------------------------------------------------------------------ above the table

    def status(self, obs: AdObservation, width: int, height: int) -> str:
        over = tr("status.over") if obs.over and obs.phase != "over" else ""
        if obs.round == 0:
            return at("status.setup")
        last = at("status.last") if obs.ending is not None and not obs.over else ""
        key = "status.line_wide" if width >= WIDE else "status.line"
        return at(key, round=obs.round, phase=esc(phase_name(obs.phase)),
                  active=esc(player_name(obs.names[obs.active])), deck=obs.deck_size,
                  discard=len(obs.discard), last=last, over=over)

    def stake(self, obs: AdObservation, width: int) -> str:
        """Everyone's points on the board (your own with your bonus cards); at the end,
        everyone's with the bonus cards shown."""
        final = [sc.total for sc in self.session.game.scores()] if obs.over else None
        parts = [at("stake.player", name=esc(player_name(n)),
                    points=final[s] if final is not None else score_seen(obs, s))
                 for s, n in enumerate(obs.names)]
        return at("stake.line", players=" · ".join(parts))

    # ------------------------------------------------------------------ the table

    def zones(self) -> tuple[Zone, ...]:
        return (Zone("hand", "hand-title"), Zone("trade", "trade-title"),
                Zone("planets", "planets-title"), Zone("players", "players-title"))

    def legend(self) -> str:
        return f"[dim]{esc(at('legend.line'))}[/dim]"

    def table(self, obs: AdObservation, width: int) -> list[ZoneView]:
        lang = current()
        trade = trade_rows(obs, hidden_pending(obs), lang)
        return [ZoneView("hand", tuple(hand_rows(obs, width, lang)), hand_title(obs, lang)),
                ZoneView("trade", tuple(trade), trade_title(obs, lang), titled=bool(trade)),
                ZoneView("planets", tuple(planet_rows(obs, lang)), planets_title(obs, lang)),
                ZoneView("players", tuple(player_rows(obs, width, lang)),
                         at("board.players_wide" if width >= WIDE else "board.players"))]

    # ------------------------------------------------------------------ the decision

    def label(self, obs: AdObservation, option: Option) -> str:
        """An option's words on the screens, shorter than the log's and naming what the
        board shows: whom a swap is with and what they have out, how many of a card you
        hold, the stations a transport card moves (``transport_moved``)."""
        m = option.move
        planet = getattr(m, "planet", None)
        where = planet_name(obs, planet) if isinstance(planet, int) else ""
        if isinstance(m, SwapWith):
            faces = [obs.cards.face(c) for c in obs.offers[m.seat]]
            return at("option.swap_with", name=player_name(obs.names[m.seat]),
                      cards=faces_word(obs.cards.designs, faces))
        if isinstance(m, Show):
            held = sum(1 for c in obs.hand if obs.cards.face(c) == m.face)
            return at("option.show", card=option_label(option), n=held)
        if isinstance(m, TransportOut):
            return at("option.transport_out", planet=where,
                      n=transport_moved(obs.components, obs.earth[obs.me]))
        if isinstance(m, MoveStations):
            return at("option.stations" if m.stations else "option.stations_none",
                      n=m.stations, planet=where, cards=cards_range(option))
        if isinstance(m, BuildCentre):
            return at("option.centre", planet=where, cards=cards_range(option))
        if isinstance(m, Spaceship | Technology):
            key = "spaceship" if isinstance(m, Spaceship) else "technology"
            return at(f"option.{key}", planet=where, n=option.min_cards)
        if isinstance(m, SwapCards):
            return at("option.swap_cards", high=option.max_cards)
        simple: dict[type, str] = {TransportHome: "transport_home", Pass: "pass", Unable: "unable",
                  TakeCards: "take", StayIn: "stay", Done: "done"}
        word = simple.get(type(m))
        if word is not None:
            return at(f"option.{word}", planet=where)
        return option_label(option)

    def decision(self, obs: AdObservation, d: Decision) -> DecisionView:
        options = tuple(OptionView(o, self.label(obs, o), self.card_of(obs, o),
                                   not OptionView(o, "").needs_cards) for o in d.options)
        title = at(f"decision.{d.kind.value}")
        return DecisionView(d, title, decision_prompt(d), options)

    @staticmethod
    def card_of(obs: AdObservation, option: Option) -> int | None:
        """The card an option is about (``d`` shows it): a card of its planet."""
        planet = getattr(option.move, "planet", None)
        if isinstance(option.move, Show):
            planet = option.move.face
        if planet is None:
            return None
        return next((c for c in obs.hand if obs.cards.face(c) == planet),
                    next((c for c in option.cards_from), None))

    def cards(self, obs: AdObservation, option: Option, width: int) -> CardsView:
        deck = obs.cards
        order = sorted(option.cards_from, key=lambda c: (deck.is_bonus(c), deck.face(c), c))
        rows = []
        for c in order:
            word = esc(design_word(deck.designs[deck.face(c)]))
            rows.append((c, at("cards.joker", card=word) if deck.is_bonus(c) else word))
        need = (str(option.min_cards) if option.min_cards == option.max_cards
                else f"{option.min_cards}-{option.max_cards}")
        return CardsView(tuple(rows), tr("prompt.select", need=need))

    # ------------------------------------------------------------------ the tutor box

    def tutor(self, obs: AdObservation, d: Decision | None, option: Option | None
              ) -> TutorView:
        """The highlighted option explained with your numbers, then the phase's lines
        (what it asks, your numbers, the readings, what is new) and the rules topic."""
        if d is None:
            return TutorView("")
        lines: list[str] = []
        try:
            ex = self.tutor_.explain(obs)
            if option is not None:
                lines += [f"[b]→[/b] {esc(x)}" for x in ex.about(option.move)]
            lines += [esc(x) for x in ex.lines]
        except Exception as exc:  # the game goes on without the tutor
            return TutorView(f"[dim]{tr('tutor.none', error=esc(str(exc)))}[/dim]")
        if ex.topic:
            lines.append(f"[dim]{tr('tutor.more', topic=at('tutor.more', topic=ex.topic))}[/dim]")
        return TutorView("\n".join(lines))

    # ------------------------------------------------------------------ hints

    def hint_wait(self, view: DecisionView) -> HintWait:
        return HintWait(at("hint.thinking"))

    def hint(self, h: Hinted) -> list[str]:
        return [f"[b]{tr('hint.title')}[/b] {esc(h.reason)} [i]{tr('hint.take')}[/i]",
                *[esc(x) for x in h.details]]

    def hint_notice(self, h: Hinted, height: int) -> tuple[str, str] | None:
        if height < SHORT:  # the tutor box shows a few lines only
            return at("hint.notify", reason=h.reason), tr("hint.title")
        return None
