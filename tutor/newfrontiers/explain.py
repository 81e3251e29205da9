"""The tutor for a New Frontiers decision: the player's own numbers (credits, colonists,
VP chips, colonies, development spaces, worlds, the score now), the action under way with
its bonus, how near each end condition is (and, once one is reached, that this round is
the last and why), and each option explained with the numbers the engine will use: a cost
with each power that lowers it, military against defence, a sale's price, a consume
power's gain. Every number comes from the rules' own functions
(``rftg.core.newfrontiers.rules``) on the player's view; nothing is worked out again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rftg.core.decisions import Decision, Move, Option
from rftg.core.gamestate import Event
from rftg.core.lang import fill
from rftg.core.newfrontiers import events as ev
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.kinds import NfAction, NfEnd
from rftg.core.newfrontiers.moves import (
    Buy,
    Colonists,
    GiveBack,
    How,
    KeepGoal,
    Pass,
    Pick,
    ProduceOn,
    Reveal,
    Sell,
    Settle,
    Side,
    StoreCredits,
    StoreGoods,
    StoreWorld,
    Swap,
    Take,
    Use,
    Windfall,
)
from rftg.core.newfrontiers.observe import HIDDEN, NfObservation
from rftg.core.newfrontiers.state import NfState
from rftg.core.newfrontiers.text import action_name, power_text, world_brief
from rftg.core.newfrontiers.tiles import Act, Effect, Goods, say
from rftg.tutor.newfrontiers.topics import texts, word

TOPICS = {"side": "newfrontiers", "pick": "actions", "reveal": "goals", "goal": "goals",
          "develop": "develop", "explore": "explore", "explore_second": "explore",
          "limit": "explore", "store_world": "goals", "settle": "settle", "second": "settle",
          "swap": "settle", "windfall": "produce", "shortage": "produce",
          "store_goods": "goals", "trade": "trade", "store_credits": "goals",
          "consume": "trade"}
"""The ``rftg rules --game newfrontiers`` topic behind each decision (by its rule key)."""

NEAR_SPACES = 9  # the tutor warns from here on: 11 spaces end the game
NEAR_COLONIES = 6  # 8 colonies end the game
NEAR_COLONISTS = 8  # 4 colonists on the supply end the game after a Settle action


def key_of(decision: Decision) -> str:
    """The decision's rule key without the game's prefix ("nf.settle" -> "settle")."""
    return decision.rule.removeprefix("nf.")


KIND_TITLES = {"give_back": "limit"}  # a kind titled as one of its rules


def kind_title(kind: str, lang: str | None = None) -> str:
    """A kind of decision's title ("nf_pick" -> "Choose an action"): a review names its
    phases so. A kind it does not know: the kind itself."""
    key = kind.removeprefix("nf_")
    titles = texts(lang)["title"]
    return str(titles.get(KIND_TITLES.get(key, key), kind))


def topic_of(decision: Decision) -> str | None:
    return TOPICS.get(key_of(decision))


def _t(section: str, key: str, lang: str | None, **values: Any) -> str:
    return fill(str(texts(lang)[section][key]), values)


def gains_text(vp: int, credits: int, lang: str | None) -> str:
    parts = []
    if vp:
        parts.append(say("power.vp", lang, n=vp))
    if credits:
        parts.append(say("power.credits", lang, n=credits))
    return say("power.and", lang).join(parts) or "0"


def sum_text(s: rules.Sum, st: NfState, lang: str | None) -> str:
    """A cost or a price with its parts: "5 - 1 (bonus) - 1 (Mining Robots)"."""
    out = str(s.printed)
    for tile, n in s.parts:
        name = word("bonus_part", lang) if tile == rules.BONUS else st.t[tile].label(lang)
        out += f" {'+' if n > 0 else '-'} {_t('explain', 'sum_part', lang, n=abs(n), tile=name)}"
    if s.total != s.printed + sum(n for _, n in s.parts):
        out += word("floor", lang)
    return out


def known_view(obs: NfObservation) -> NfState:
    """The player's view without the goals it cannot see (a score counts known goals)."""
    view = obs.view.clone()
    for p in view.players:
        if p.goal == HIDDEN:
            p.goal = None
    return view


class NfExplanation:
    """What the tutor says about one New Frontiers decision (``rftg.tutor.games.Explained``):
    its title, the player's numbers and the action under way (``lines``), the rules topic,
    and each option explained with the player's numbers (``about``)."""

    def __init__(self, obs: NfObservation, lang: str | None = None) -> None:
        self.obs = obs
        self.lang = lang
        d = obs.decision
        self.key = "" if d is None else key_of(d)
        self.title = "" if d is None else _t("title", self.key, lang)
        self.topic = None if d is None else topic_of(d)
        self.lines: tuple[str, ...] = () if d is None else tuple(self.notes(d))

    # ------------------------------------------------------------------ the decision

    @property
    def st(self) -> NfState:
        return self.obs.view

    def notes(self, d: Decision) -> list[str]:
        obs, st, lang = self.obs, self.obs.view, self.lang
        me, p = obs.me, obs.mine
        lines = []
        now = st.now
        if self.key != "pick" and now.action is not None and now.picker >= 0:
            if now.picker == me:
                lines.append(_t("notes", "bonus_now", lang,
                                action=action_name(now.action, lang),
                                bonus=self.bonus(now.action)))
            else:
                lines.append(_t("notes", "not_yours", lang,
                                name=st.setup.names[now.picker] if st.setup.names
                                else str(now.picker),
                                action=action_name(now.action, lang)))
            if now.placed and now.placed[me]:
                lines.append(_t("notes", "placed", lang))
        if self.key == "consume":
            lines.append(_t("notes", "must", lang))
        lines.append(_t("notes", "you", lang, credits=p.credits, colonists=p.colonists,
                        chips=p.chips, colonies=len(p.colonies), spaces=st.spaces(me),
                        worlds=p.worlds()))
        score = rules.score(known_view(obs), me)
        extra = sum(v for _, v in score.extra)
        goals = sum(v for _, v in score.goals)
        tail = (_t("notes", "extra", lang, n=extra) if score.extra else "") + \
            (_t("notes", "goals", lang, n=goals) if score.goals else "")
        lines.append(_t("notes", "score", lang, total=score.total, chips=score.chips,
                        tiles=score.tiles, extra=tail))
        lines.append(_t("notes", "supply", lang, supply=st.supply, pool=st.vp_pool,
                        bag=len(st.bag)))
        lines += self.ending()
        return lines

    def name(self, seat: int) -> str:
        names = self.st.setup.names
        return names[seat] if seat < len(names) else str(seat)

    def names(self, seats: list[int]) -> str:
        return ", ".join(self.name(s) for s in seats)

    def ending(self) -> list[str]:
        """This round is the last (and why), or how near each end condition is."""
        st, lang = self.st, self.lang
        if st.ends:
            why = []
            for end in st.ends:
                seats = (rules.spaces_seats(st) if end is NfEnd.SPACES else
                         rules.colonies_seats(st) if end is NfEnd.COLONIES else [])
                why.append(_t("end", end.value, lang, names=self.names(seats)))
            return [_t("notes", "last_round", lang, why="; ".join(why))]
        out = []
        for seat, p in enumerate(st.players):
            if st.spaces(seat) >= NEAR_SPACES:
                out.append(_t("notes", "near_spaces", lang, name=self.name(seat),
                              n=st.spaces(seat)))
            if len(p.colonies) >= NEAR_COLONIES:
                out.append(_t("notes", "near_colonies", lang, name=self.name(seat),
                              n=len(p.colonies)))
        if st.supply <= NEAR_COLONISTS:
            out.append(_t("notes", "near_colonists", lang, n=st.supply))
        if st.vp_pool <= 2 * len(st.players):
            out.append(_t("notes", "near_chips", lang, n=st.vp_pool))
        return out

    def bonus(self, action: NfAction) -> str:
        return _t("bonus", action.value, self.lang, n=self.st.produce_credits)

    # ------------------------------------------------------------------ each option

    def about(self, move: Move) -> tuple[str, ...]:
        d = self.obs.decision
        option = None if d is None else d.option(move)
        if option is None:
            return ()
        return tuple(line for line in self.explain(option) if line)

    def explain(self, option: Option) -> list[str]:
        obs, st, lang = self.obs, self.st, self.lang
        p, me, m = obs.mine, obs.me, option.move
        t = st.t

        def e(key: str, **values: Any) -> str:
            return _t("explain", key, lang, **values)

        if isinstance(m, Pick):
            return [self.pick(m.action), _t("notes", "bonus_if", lang,
                                            bonus=self.bonus(m.action))]
        if isinstance(m, Side):
            home = t[m.home]
            return [e("side_back" if m.back else "side_front", home=home.label(lang),
                      brief=world_brief(home, lang)),
                    *(power_text(pw, lang) for pw in home.powers)]
        if isinstance(m, Reveal):
            return [e("reveal" if m.yes else "keep_hidden")]
        if isinstance(m, KeepGoal):
            goal = t.goals[m.goal]
            rows = ", ".join(f"{a}: {say('power.vp', lang, n=v)}" for a, v in goal.rows)
            return [e("goal", goal=goal.label(lang), rows=rows)]
        if isinstance(m, Buy):
            dev = t[m.tile]
            bonus = st.now.picker == me and st.now.action is NfAction.DEVELOP
            cost = rules.develop_cost(st, me, dev, bonus)
            used = st.spaces(me)
            spaces = e("buy_spaces", n=dev.spaces, used=used, after=used + dev.spaces)
            lines = [e("buy", tile=dev.label(lang), sum=sum_text(cost, st, lang),
                       cost=cost.total, left=p.credits - cost.total, credits=p.credits,
                       spaces=spaces)]
            if dev.vp:
                lines.append(e("buy_vp", vp=dev.vp))
            return lines + [power_text(pw, lang) for pw in dev.powers]
        if isinstance(m, Pass):
            key = {"develop": "pass_develop", "trade": "pass_trade",
                   "consume": "pass_consume", "swap": "pass_swap", "second": "second_pass",
                   "store": "pass_store"}.get(m.what)
            return [e(key, credits=p.credits)] if key else []
        if isinstance(m, Take):
            world = t[m.tile]
            return [e("take", tile=world.label(lang), brief=world_brief(world, lang)),
                    *(power_text(pw, lang) for pw in world.powers)]
        if isinstance(m, GiveBack):
            return [e("give_back", n=option.min_cards, worlds=p.worlds())]
        if isinstance(m, StoreWorld):
            return [e("store_world", tile=t[m.tile].label(lang))]
        if isinstance(m, StoreGoods):
            return [e("store_goods")]
        if isinstance(m, StoreCredits):
            return [e("store_credits", n=m.n)]
        if isinstance(m, Colonists):
            return [e("colonists", n=m.n, colonists=p.colonists, after=p.colonists + m.n)]
        if isinstance(m, Settle):
            return self.settle(m)
        if isinstance(m, Swap):
            return [e("swap", power=t[m.power].label(lang), old=t[m.old].label(lang),
                      new=t[m.new].label(lang))]
        if isinstance(m, Windfall):
            return [e("windfall", tile=t[m.colony].label(lang))]
        if isinstance(m, ProduceOn):
            return [e("produce_on", n=option.min_cards)]
        if isinstance(m, Sell):
            price = rules.sale_price(st, me, m.colony)
            return [e("sell", tile=t[m.colony].label(lang), sum=sum_text(price, st, lang),
                      price=price.total, credits=p.credits, after=p.credits + price.total)]
        if isinstance(m, Use):
            power = t[m.tile].powers[m.index]
            goods = len(m.goods) or option.min_cards
            vp, credits = rules.consume_gain(power, goods)
            return [e("use", tile=t[m.tile].label(lang), effect=power_text(power, lang),
                      vp=p.chips, credits=p.credits),
                    e("use_gain", gains=gains_text(vp, credits, lang))]
        return []

    def pick(self, action: NfAction) -> str:
        st, me, p, lang = self.st, self.obs.me, self.obs.mine, self.lang
        values: dict[str, Any] = {}
        if action is NfAction.RETREAT:
            values = {"credits": p.credits, "after": p.credits + 2}
        elif action is NfAction.DEVELOP:
            values = {"credits": p.credits,
                      "n": len(rules.develop_options(st, me, bonus=True))}
        elif action is NfAction.EXPLORE:
            values = {"worlds": p.worlds()}
        elif action is NfAction.SETTLE:
            values = {"gain": rules.TAKE_COLONISTS, "colonists": p.colonists,
                      "explored": len(p.explored)}
        elif action is NfAction.PRODUCE:
            values = {"n": sum(len(c) for c in rules.production(st, me).values()),
                      "credits": st.produce_credits}
        elif action is NfAction.TRADE:
            values = {"goods": len(p.goods)}
        return _t("action", action.value, lang, **values)

    def settle(self, m: Settle) -> list[str]:
        st, me, p, lang = self.st, self.obs.me, self.obs.mine, self.lang
        world = st.t[m.world]
        common = {"tile": world.label(lang), "need": world.colonists,
                  "colonists": p.colonists, "vp": world.vp}
        if m.how is How.PAY:
            cost = rules.settle_cost(st, me, world, m.kind)
            lines = [_t("explain", "settle_pay", lang, sum=sum_text(cost, st, lang),
                        cost=cost.total, left=p.credits - cost.total, credits=p.credits,
                        **common)]
        elif m.how is How.CONTACT:
            contact = max((pw.n for _, _, pw in rules.powers(st, me, Act.SETTLE,
                                                             Effect.CONTACT)), default=0)
            cost = rules.settle_cost(st, me, world, None, contact)
            lines = [_t("explain", "contact", lang, tile=world.label(lang),
                        sum=sum_text(cost, st, lang), cost=cost.total,
                        left=p.credits - cost.total, credits=p.credits)]
        elif m.boosts:
            lines = [_t("explain", "conquer_goods", lang, military=m.military,
                        defence=world.cost, n=len(m.boosts), **common)]
        else:
            strength = rules.military(st, me, world)
            lines = [_t("explain", "conquer", lang, military=sum_text(strength, st, lang),
                        defence=world.cost, **common)]
        if world.goods is Goods.WINDFALL:
            lines.append(_t("explain", "windfall_now", lang))
        return lines + [power_text(pw, lang) for pw in world.powers]


class NfTutor:
    """The New Frontiers tutor of one player (``rftg.tutor.games.PlayerTutor``)."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = lang

    def explain(self, obs: NfObservation) -> NfExplanation:
        return NfExplanation(obs, self.lang)

    def why_not(self, obs: NfObservation, card: int) -> None:
        return None  # every tile an option offers may be chosen

    def happened(self, obs: NfObservation, events: Sequence[Event]) -> list[str]:
        """What the events since the player's last decision mean (``happened``)."""
        return happened(obs, events, self.lang)


def happened(obs: NfObservation, events: Sequence[Event], lang: str | None = None
             ) -> list[str]:
    """The tutor's words for ``events`` (those since the player last decided): each action
    picked with the bonus its picker took, each power that gave something, the Produce
    tile's credits, a change of the priority track, a goal revealed, an end condition
    reached. Empty: nothing the log does not say already."""
    st = obs.view
    names = list(st.setup.names)
    me = obs.me

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def h(key: str, **values: Any) -> str:
        return _t("happened", key, lang, **values)

    out: list[str] = []
    d = obs.decision
    under_way = st.now.action if d is not None and d.rule != "nf.pick" else None
    for e in events:
        if isinstance(e, ev.NfPicked) and e.seat == me and e.action is under_way \
                and st.now.picker == me:
            continue  # the decision's own lines say this action's bonus
        if isinstance(e, ev.NfPicked):
            bonus = _t("bonus", e.action.value, lang)
            out.append(h("picked_you", action=action_name(e.action, lang), bonus=bonus)
                       if e.seat == me else
                       h("picked", name=name(e.seat), action=action_name(e.action, lang),
                         bonus=bonus))
        elif isinstance(e, ev.NfGained) and e.tile is not None:
            gains = gains_text(e.vp, e.credits, lang)
            if e.colonists:
                gains = say("power.colonists", lang, n=e.colonists) if gains == "0" else \
                    gains + say("power.and", lang) + say("power.colonists", lang,
                                                         n=e.colonists)
            tile = st.t[e.tile].label(lang)
            out.append(h("power_you", tile=tile, gains=gains) if e.seat == me else
                       h("power", tile=tile, gains=gains, name=name(e.seat)))
        elif isinstance(e, ev.NfDrew):
            out.append(h("drew", tile=st.t[e.power].label(lang), name=name(e.seat),
                         n=len(e.tiles)))
        elif isinstance(e, ev.NfProduceTile):
            out.append(h("produce_tile", n=e.credits))
        elif isinstance(e, ev.NfFirst):
            out.append(h("first", name=name(e.order[0]),
                         order=", ".join(name(s) for s in e.order)))
        elif isinstance(e, ev.NfGoalRevealed):
            out.append(h("goal_revealed", name=name(e.seat),
                         goal=st.t.goals[e.goal].label(lang)))
        elif isinstance(e, ev.NfEndReached):
            why = _t("end", e.kind.value, lang, names=", ".join(name(s) for s in e.seats))
            out.append(h("end", why=why))
    return out
