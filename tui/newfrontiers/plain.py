"""New Frontiers in the plain mode: the context of each decision, its options in the
rulebook's words, the tutor's numbers for each choice, the table (action tiles, priority,
every empire, the development stacks, the bag, the VP chips), the scores and a tile, from
the view models the game screen shows too (``rftg.tui.newfrontiers.present``)."""

from __future__ import annotations

from rftg.core.decisions import Decision
from rftg.core.lang import current
from rftg.core.newfrontiers.observe import HIDDEN, NfObservation
from rftg.core.newfrontiers.state import NfPlayer, NfState
from rftg.core.newfrontiers.text import action_name, kind_name, tile_lines, world_brief
from rftg.core.newfrontiers.tiles import Tile
from rftg.tui.newfrontiers.present import NfPresenter, scores_now
from rftg.tui.newfrontiers.words import nt
from rftg.tui.plain.console import t
from rftg.tui.plain.views import View, heading, names_list
from rftg.tui.render import player_name
from rftg.tui.session import GameSession
from rftg.tutor.newfrontiers.explain import NfTutor


class NfView(View):
    def __init__(self, session: GameSession) -> None:
        self.nf = NfPresenter(session)
        super().__init__(session, self.nf)

    @property
    def obs(self) -> NfObservation:
        return self.nf.obs

    @property
    def st(self) -> NfState:
        return self.obs.view

    def who(self, seat: int) -> str:
        return player_name(self.st.setup.names[seat])

    def name(self, cid: int) -> str:
        return self.st.t[cid].label(current())

    def design(self, cid: int) -> Tile:
        return self.st.t[cid]

    def tile_words(self, cid: int, p: NfPlayer | None = None) -> str:
        """'Old Earth (cost 2, 1 colonist, 1 VP, ...; good Novelty (blue); 1 colonist)'."""
        tile = self.st.t[cid]
        extra = []
        if p is not None and cid in p.goods:
            extra.append(nt("plain.good", kind=kind_name(p.goods[cid])))
        if p is not None and p.on.get(cid):
            extra.append(nt("plain.colonists_on", n=p.on[cid]))
        if p is not None and cid == p.home:
            extra.append(nt("plain.home"))
        return f"{tile.label(current())} ({'; '.join([world_brief(tile), *extra])})"

    def card_line(self, cid: int) -> str:
        return self.tile_words(cid, self.obs.mine)

    def context(self, d: Decision) -> list[str]:
        st, p = self.st, self.obs.mine
        head = heading(st.round, "", self.round_told) if st.round else t("turn.setup")
        out = [head] if head else []
        if st.now.action is not None and st.now.picker >= 0 and d.rule != "nf.pick":
            action = action_name(st.now.action)
            out.append(nt("plain.context_action_you", action=action)
                       if st.now.picker == self.obs.me else
                       nt("plain.context_action", action=action, name=self.who(st.now.picker)))
        out.append(nt("plain.context_you", credits=p.credits, colonists=p.colonists,
                      chips=p.chips))
        tutor = self.nf.tutor_
        if isinstance(tutor, NfTutor):  # what happened since, as the tutor says it
            events = self.game.state.events
            out += tutor.happened(self.obs, events[min(self.decided_at, len(events)):])
        return out

    def explain(self, d: Decision, number: int | None) -> list[str]:
        return self.tutor_says(self.nf.tutor_, self.obs, d, number,
                               lambda topic: nt("plain.explain_more", topic=topic),
                               titled=True)

    def tiles_said(self, ids: list[int], p: NfPlayer | None = None) -> str:
        return "; ".join(self.tile_words(c, p) for c in ids) or nt("plain.none")

    def table(self) -> list[str]:
        st, obs = self.st, self.obs
        picked = {a: s for a, s in st.picked}
        actions = []
        for a in st.actions:
            words = (nt("plain.produce", n=st.produce_credits)
                     if a.value == "produce" and st.produce_credits else action_name(a))
            if a not in picked:
                actions.append(words)
            elif picked[a] == obs.me:
                actions.append(nt("plain.picked_you", action=words))
            else:
                actions.append(nt("plain.picked", action=words, name=self.who(picked[a])))
        out = [nt("plain.table_title", n=st.round),
               nt("plain.actions", actions=", ".join(actions)),
               nt("plain.order", order=", ".join(self.who(d // 2) for d in st.track)),
               nt("plain.supply", supply=st.supply, pool=st.vp_pool, bag=len(st.bag))]
        if st.display:
            out.append(nt("plain.middle", tiles=self.tiles_said(st.display)))
        scores = scores_now(obs)
        for p in st.players:
            key = "plain.you" if p.seat == obs.me else "plain.player"
            out.append(nt(key, name=self.who(p.seat), vp=scores[p.seat].total,
                          credits=p.credits, colonists=p.colonists, chips=p.chips,
                          spaces=st.spaces(p.seat), colonies=len(p.colonies)))
            out.append(nt("plain.colonies", tiles=self.tiles_said(p.colonies, p)))
            if p.explored:
                out.append(nt("plain.explored", tiles=self.tiles_said(p.explored)))
            if p.developments:
                out.append(nt("plain.developments", tiles=self.tiles_said(p.developments)))
        stacks = [nt("plain.stack", tile=st.t[f].label(current()), n=left, cost=st.t[f].cost)
                  for f, left in zip(st.faces, st.stacks, strict=True) if left > 0]
        out.append(nt("plain.stacks", stacks="; ".join(stacks) or nt("plain.none")))
        if st.goals_open:
            out.append(nt("plain.goal_open", goals=", ".join(
                st.t.goals[g].label(current()) for g in st.goals_open)))
        mine = obs.mine.goal
        if mine is not None and mine != HIDDEN:
            out.append(nt("plain.goal_mine", goal=st.t.goals[mine].label(current())))
        return out

    def scores(self) -> list[str]:
        game, obs = self.game, self.obs
        out = [nt("plain.scores_final") if game.over
               else nt("plain.scores_now", n=self.st.round)]
        for seat, s in enumerate(scores_now(obs)):
            extra = sum(v for _, v in s.extra)
            goals = sum(v for _, v in s.goals)
            out.append(nt("plain.score", name=self.who(seat), total=s.total, chips=s.chips,
                          tiles=s.tiles,
                          extra=nt("plain.extra", n=extra) if s.extra else "",
                          goals=nt("plain.goals_vp", n=goals) if s.goals else "",
                          tiebreak=s.tiebreak))
        if game.over:
            out.append(nt("plain.winner", names=names_list([self.who(w)
                                                            for w in game.winners()])))
        return out

    def help_words(self) -> tuple[str, str]:
        return nt("plain.help_table"), nt("plain.help_card")

    def card_ask(self) -> str:
        return nt("plain.card_ask")

    def card(self, typed: str) -> list[str]:
        tiles = self.st.t
        found = tiles.find(typed.strip())
        if found is not None:
            return tile_lines(found, current())
        goal = tiles.goal(typed.strip())
        if goal is not None:
            return [goal.label(current()) + ": " + ", ".join(
                f"{a}: {v}" for a, v in goal.rows)]
        return [nt("plain.tile_not_found", name=typed.strip())]
