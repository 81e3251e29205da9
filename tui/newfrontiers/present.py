"""New Frontiers on the game screen (Textual-free, Rich markup): the status line (round,
bag, supply, VP chips), the priority track with everybody's VP now, the action tiles with
who picked which and the Produce tile's credits, the middle of the table while exploring,
every empire (home colony, colonies with goods and colonists, explored worlds,
developments, credits, colonists, VP chips, spaces and colonies used), the development
stacks left, the decision with its options in the rulebook's words, the tutor's numbers
for each choice and the log. Everything comes from the human's ``nf_observation`` and the
rules' own functions (``rftg.core.newfrontiers.rules``); no rule is worked out here."""

from __future__ import annotations

from rftg.core.decisions import Decision, Option
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.moves import Buy, Sell, Settle, Swap, Take, Use, Windfall
from rftg.core.newfrontiers.observe import HIDDEN, NfObservation, nf_observation
from rftg.core.newfrontiers.state import NfPlayer, NfState, nf_state
from rftg.core.newfrontiers.text import decision_prompt, option_label
from rftg.tui.log import EventLog
from rftg.tui.newfrontiers.words import legend, nf_render, nt, tile_line
from rftg.tui.present import Presenter
from rftg.tui.render import esc, fit, player_name, tr
from rftg.tui.session import GameSession, Hinted
from rftg.tui.view import (
    CardsView,
    DecisionView,
    HintWait,
    OptionView,
    TutorView,
    Zone,
    ZoneView,
    needs_cards,
)
from rftg.tutor.games import TUTORS, PlayerTutor
from rftg.tutor.newfrontiers.explain import NfTutor, known_view
from rftg.tutor.newfrontiers.topics import word

WIDE = 100  # from this width tile names get more room
TITLES_WIDE = 110  # from this width an empire's title counts its worlds too
SHORT = 32  # a terminal lower than this shows a hint as a notification too


def name_width(width: int) -> int:
    return 22 if width >= WIDE else 17


def option_tile(option: Option) -> int | None:
    """The tile a choice is about (``d`` shows it)."""
    m = option.move
    for attr, kind in (("tile", (Buy, Take)), ("world", (Settle,)), ("new", (Swap,)),
                       ("colony", (Windfall, Sell)), ("tile", (Use,))):
        if isinstance(m, kind):
            value = getattr(m, attr)
            return value if isinstance(value, int) else None
    return None


def scores_now(obs: NfObservation) -> list[rules.NfScore]:
    """Every player's score now, with the goals this player can see."""
    view = known_view(obs)
    return [rules.score(view, s) for s in range(len(view.players))]


class NfPresenter(Presenter):
    """New Frontiers as the game screen shows it."""

    board_title = "New Frontiers"

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.tutor_: PlayerTutor = TUTORS.get(session.game.setup.game).tutor(
            None, session.lessons_seen)
        self.told_at = len(session.game.state.events)  # the events the tutor told
        self.told_for: Decision | None = None
        self.summary: tuple[str, ...] = ()

    def make_log(self) -> EventLog:
        game = self.session.game
        return EventLog(list(game.setup.names), nf_state(game).t, self.session.human,
                        nf_render)

    @property
    def obs(self) -> NfObservation:
        return nf_observation(self.session.game, self.session.human)

    def name(self, obs: NfObservation, seat: int) -> str:
        return esc(player_name(obs.view.setup.names[seat]))

    # ------------------------------------------------------------------ above the table

    def status(self, obs: NfObservation, width: int, height: int) -> str:
        st = obs.view
        rnd = nt("status.round", n=st.round) if st.round else nt("status.setup")
        reserve = nt("status.reserve", n=st.vp_reserve) if st.vp_reserve else ""
        over = tr("status.over") if obs.over else ""  # (" · game over")
        return nt("status.line", round=rnd, bag=len(st.bag), supply=st.supply,
                  pool=st.vp_pool, reserve=reserve, over=over)

    def stake(self, obs: NfObservation, width: int) -> str:
        """The players in priority order with their VP now (in the 2-player game, the
        order of the four discs too)."""
        st = obs.view
        scores = scores_now(obs)
        order = st.order() or list(range(len(st.players)))
        players = " ▸ ".join(nt("stake.player", name=self.name(obs, s), vp=scores[s].total)
                             for s in order)
        line = nt("stake.line", players=players)
        if st.two and st.track and width >= WIDE:  # narrow: the order of the players
            line += nt("stake.discs", discs=" ▸ ".join(self.name(obs, d // 2)
                                                      for d in st.track))
        return line

    def lines(self) -> tuple[str, ...]:
        return ("nf-actions",)

    def line(self, id: str, obs: NfObservation, width: int, height: int) -> str:
        """The action tiles: who picked which this round, the action under way, the
        credits on the Produce tile."""
        st = obs.view
        picked = {a: s for a, s in st.picked}

        def tiles(words: str, gap: str) -> str:
            out = []
            for action in st.actions:
                label = nt(f"{words}.{action.value}")
                if action.value == "produce" and st.produce_credits:
                    label += nt("actions.produce_credits", n=st.produce_credits)
                if action in picked:
                    name = self.name(obs, picked[action])
                    if width < WIDE and len(name) > 4:  # "C1" for "Computer 1"
                        name = name[0] + "".join(c for c in name if c.isdigit())
                    out.append(nt("actions.picked", action=label, name=name))
                else:
                    out.append(nt("actions.free", action=label))
            return nt("actions.line", tiles=gap.join(out))

        # one line at 80 columns (a second pushes the table down): closer, then shorter
        return fit(width, (tiles("short", "  "), tiles("short", " "), tiles("tiny", " ")))

    # ------------------------------------------------------------------ the table

    def zones(self) -> tuple[Zone, ...]:
        seats = range(self.session.game.setup.players)
        return (Zone("nf-middle", "nf-middle-title"), Zone("nf-empire", "nf-empire-title"),
                *(Zone(f"nf-opponent-{s}", f"nf-opponent-title-{s}") for s in seats
                  if s != self.session.human),
                Zone("nf-stacks", "nf-stacks-title"))

    def legend(self) -> str:
        return f"[dim]{legend()}[/dim]"

    def empire_rows(self, st: NfState, p: NfPlayer, width: int) -> tuple[tuple[int, str], ...]:
        cut = name_width(width)
        t = st.t
        rows = [(c, tile_line(t[c], cut, mark=nt("tile.home") if c == p.home else "",
                              good=p.goods.get(c), colonists=p.on.get(c, 0)))
                for c in p.colonies]
        rows += [(w, "[dim]" + tile_line(t[w], cut, mark=nt("tile.explored")) + "[/dim]")
                 for w in p.explored]
        rows += [(d, tile_line(t[d], cut)) for d in p.developments]
        return tuple(rows)

    def facts(self, st: NfState, p: NfPlayer, width: int) -> str:
        goal = ""
        if p.goal == HIDDEN:
            goal = nt("zone.goal_hidden")
        elif p.goal is not None:
            goal = nt("zone.goal", goal=esc(st.t.goals[p.goal].label()))
        key = "zone.facts" if width >= TITLES_WIDE else "zone.facts_narrow"
        return nt(key, credits=p.credits, colonists=p.colonists, chips=p.chips,
                  spaces=st.spaces(p.seat), colonies=len(p.colonies), worlds=p.worlds(),
                  goal=goal)

    def table(self, obs: NfObservation, width: int) -> list[ZoneView]:
        st = obs.view
        cut = name_width(width)
        views = [ZoneView("nf-middle", tuple((w, tile_line(st.t[w], cut)) for w in st.display),
                          nt("zone.middle", n=len(st.display)), bool(st.display))]
        for p in st.players:
            rows = self.empire_rows(st, p, width)
            if p.seat == obs.me:
                views.append(ZoneView("nf-empire", rows,
                                      nt("zone.empire", facts=self.facts(st, p, width))))
            else:
                views.append(ZoneView(f"nf-opponent-{p.seat}", rows, nt(
                    "zone.opponent", name=self.name(obs, p.seat),
                    facts=self.facts(st, p, width))))
        stacks = [(face, tile_line(st.t[face], cut) + f" [dim]{nt('tile.left', n=left)}[/dim]")
                  for face, left in zip(st.faces, st.stacks, strict=True) if left > 0]
        views.append(ZoneView("nf-stacks", tuple(stacks),
                              nt("zone.stacks", n=sum(st.stacks))))
        return views

    # ------------------------------------------------------------------ the decision

    def decision(self, obs: NfObservation, d: Decision) -> DecisionView:
        ex = self.tutor_.explain(obs)
        options = tuple(OptionView(o, esc(option_label(o)), option_tile(o),
                                   not needs_cards(o)) for o in d.options)
        only_cards = len(d.options) == 1 and needs_cards(d.options[0])
        return DecisionView(d, esc(ex.title), decision_prompt(d, obs.tiles), options,
                            only_cards)

    def cards(self, obs: NfObservation, option: Option, width: int) -> CardsView:
        st, p = obs.view, obs.mine
        cut = name_width(width) if width >= WIDE else 12
        rows = tuple((c, tile_line(st.t[c], cut, good=p.goods.get(c)))
                     for c in option.cards_from)
        need = (str(option.min_cards) if option.min_cards == option.max_cards
                else f"{option.min_cards}-{option.max_cards}")
        return CardsView(rows, tr("prompt.select", need=need))

    # ------------------------------------------------------------------ the tutor box

    def tutor(self, obs: NfObservation, d: Decision | None, option: Option | None
              ) -> TutorView:
        """The highlighted choice explained with your numbers, then your numbers, the
        action under way, how near the end is, and the rules topic behind the decision."""
        if d is None:
            return TutorView("")
        summary = self.since(obs, d)
        lines: list[str] = []
        try:
            ex = self.tutor_.explain(obs)
            if option is not None:
                lines += [f"[b]→[/b] {esc(x)}" for x in ex.about(option.move)]
            if summary:  # what happened since your last decision, as the tutor says it
                lines += [f"[b]{esc(summary[0])}[/b]", *(esc(x) for x in summary[1:])]
            lines += [esc(x) for x in ex.lines]
            if ex.topic:
                lines.append(f"[dim]{esc(word('more', None, topic=ex.topic))}[/dim]")
        except Exception as exc:  # the game goes on without the tutor
            lines.append(f"[dim]{tr('tutor.none', error=esc(str(exc)))}[/dim]")
        return TutorView("\n".join(lines))

    def since(self, obs: NfObservation, d: Decision) -> tuple[str, ...]:
        """What happened since the player's last decision, as the tutor says it (worked
        out once for each decision; an undo starts from where the game is now)."""
        if d is self.told_for:
            return self.summary
        events = self.session.game.state.events
        start = self.told_at if self.told_at <= len(events) else len(events)
        self.told_at, self.told_for = len(events), d
        tutor = self.tutor_
        lines = tutor.happened(obs, events[start:]) if isinstance(tutor, NfTutor) else []
        self.summary = (word("since"), *lines) if lines else ()
        return self.summary

    # ------------------------------------------------------------------ hints

    def hint_wait(self, view: DecisionView) -> HintWait:
        return HintWait(nt("hint.thinking"))

    def hint(self, h: Hinted) -> list[str]:
        return [f"[b]{tr('hint.title')}[/b] {esc(h.reason)} [i]{tr('hint.take')}[/i]",
                *[esc(x) for x in h.details]]

    def hint_notice(self, h: Hinted, height: int) -> tuple[str, str] | None:
        if height < SHORT:  # the tutor box shows a few lines only
            return nt("hint.notify", reason=h.reason), nt("hint.title")
        return None
