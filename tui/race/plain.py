"""Race for the Galaxy in the plain mode (the base game, its variants and the solitaire
robot): the context of each decision, its options in words with what they would end, the
tutor, the table, the scores and a card, from the view models the game screen shows too
(``rftg.tui.race.model``, the tutor's explanation, the log)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from rftg.core import interrupt
from rftg.core.cards import Card
from rftg.core.decisions import Decision, Option
from rftg.core.lang import current
from rftg.core.moves import ChooseActions, DecisionKind, PickWorld
from rftg.core.observe import Observation
from rftg.core.powertext import card_text, texts
from rftg.core.race.spec import RaceEnd
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.observe import robot_view
from rftg.core.solitaire.rules import SolitaireEnd
from rftg.core.text import action_name, card_name, goal_name
from rftg.tui.plain.console import t
from rftg.tui.plain.views import View, cards_n, heading, names_list
from rftg.tui.plain.words import find_card, vp_words
from rftg.tui.race.model import race_stake, race_table
from rftg.tui.race.present import RacePresenter
from rftg.tui.session import GameSession

SCREEN_ONLY = {"screen-symbols"}
"""Tutor concepts about the TUI's screen, not told on plain lines."""


def card_words(card: Card) -> str:
    """'New Sparta, windfall military world, Rare, defence 2, 1 VP'."""
    lang = current()
    what = card.kind_text(lang)
    if card.goods is not None:
        what = t("card.what_kind", what=what, kind=texts(lang)["kind"][card.goods.value])
    vp = t("card.vp_bonus") if card.bonuses else vp_words(card.vp)
    key = ("six_cost" if card.cost == 6 else "development") if card.is_development else \
        "military" if card.military else "world"
    return t(f"card.{key}", name=card_name(card, lang), what=what, cost=card.cost, vp=vp)


def card_details(card: Card) -> list[str]:
    """One card for the ``c`` command: its facts, its powers, its German name."""
    lang = current()
    lines = [card_words(card)]
    if card.de and card.de != card.name and lang != "de":
        lines.append(t("card.german", name=card.de))
    powers = card_text(card, lang)
    lines += [t("card.powers"), *powers.splitlines()] if powers else [t("card.no_powers")]
    return lines


class RaceView(View):
    def __init__(self, session: GameSession) -> None:
        self.race = RacePresenter(session)
        super().__init__(session, self.race)

    @property
    def obs(self) -> Observation:
        return self.race.obs

    def name(self, cid: int) -> str:
        return card_name(self.game.state.cards[cid], current())

    def design(self, cid: int) -> Card:
        card: Card = self.game.state.cards[cid]
        return card

    def context(self, d: Decision) -> list[str]:
        obs = self.obs
        table = race_table(obs)
        me = next(p for p in table.seats if p.you)
        head = heading(obs.round, obs.phase, self.round_told)
        out = [head] if head else []
        if table.drafting:  # The Gathering Storm's draft: the deck you build, your worlds
            out += [self.zone("picks", self._sorted(obs.picks)),
                    self.zone("start_worlds", obs.drawn)]
        else:
            out += [self.zone("hand", self._sorted(obs.hand)), self.zone("tableau", me.tableau)]
        if d.kind in (DecisionKind.SETTLE, DecisionKind.PAYMENT) and \
                d.rule.startswith("phase.settle"):
            out.append(t("turn.military", n=me.military))
        if d.kind in (DecisionKind.SALE, DecisionKind.CONSUME, DecisionKind.PRODUCE):
            goods = obs.mine.goods
            out.append(t("turn.goods", n=len(goods),
                         worlds=names_list([self.name(c) for c in goods])) if goods
                       else t("turn.no_goods"))
        if obs.drawn and not table.drafting and d.kind not in (DecisionKind.EXPLORE_KEEP,
                                                               DecisionKind.START_WORLD):
            out.append(self.zone("drawn", obs.drawn))
        return out + self.stake(d)

    def stake(self, d: Decision) -> list[str]:
        """Everyone's score now, the robot's mat at the action, the pool, the last round."""
        s = race_stake(self.obs)
        scores = [t("turn.score", name=p.name, vp=vp_words(p.total)) for p in s.standings]
        robot = s.robot
        if robot is not None:
            scores.append(t("turn.score", name=t("turn.robot"), vp=vp_words(robot.vp)))
        out = [t("turn.scores", scores=names_list(scores))]
        if robot is not None and d.kind is DecisionKind.ACTION:  # the solitaire robot
            out.append(t("turn.robot_mat", cards=robot.cards, end=s.end, credit=robot.credit,
                         economy=robot.economy))
        if self.obs.round:
            out.append(t("turn.pool", n=s.pool))
        why = s.last_round
        if why is not None:
            if why.kind == RaceEnd.TABLEAU:
                players = self.obs.players
                cause = t("turn.why_tableau", n=s.end,
                          names=names_list([players[i].name for i in why.seats]))
            elif why.kind == SolitaireEnd.ROBOT_TABLEAU:
                cause = t("turn.why_robot", n=s.end)
            else:
                cause = t("turn.why_pool")
            out.append(t("turn.last_round", why=cause))
        return out

    def label(self, d: Decision, option: Option) -> str:
        """A start world says what it is; two actions are said with "and"; a placement
        that ends the game or a Consume that takes the last chips says so."""
        move = option.move
        if isinstance(move, PickWorld):  # a start world: what it is, not just its name
            return card_words(self.design(move.world))
        if isinstance(move, ChooseActions) and len(move.actions) == 2:
            text = t("turn.actions_two", a=action_name(move.actions[0], current()),
                     b=action_name(move.actions[1], current()))
        else:
            text = super().label(d, option)
        warn = self.race.warnings(self.obs, option, option.max_cards)
        if warn.ends is not None:
            return t("turn.ends_game", text=text, n=warn.ends)
        if warn.last_chips is not None:
            return t("turn.empties_pool", text=text)
        return text

    def card_line(self, cid: int) -> str:
        line = card_words(self.game.state.cards[cid])
        if cid in self.obs.mine.goods:
            line = t("table.good", text=line)
        return line

    def explain(self, d: Decision, number: int | None) -> list[str]:
        obs = self.obs
        try:
            ex = self.race.tutor_.explain(obs)
        except Exception as exc:  # the game goes on without the tutor
            interrupt.stop_if_pressed()
            return [t("explain.none", reason=str(exc))]
        if number is not None:
            option = d.options[number - 1]
            why = ex.options.get(option.move)
            return [t("explain.option", n=number, why=why if why else self.label(d, option))]
        lines = [ex.title, *ex.lines]
        for n, option in enumerate(d.options, 1):
            why = ex.options.get(option.move)
            if why:
                lines.append(t("explain.option", n=n, why=why))
        if ex.blocked:
            lines.append(t("explain.not_offered"))
            lines += [str(w) for w in ex.blocked.values()]
        lines += [t("explain.new", text=i.text()) for i in ex.introduced
                  if i.concept.id not in SCREEN_ONLY]
        lang = current()
        if ex.refs:
            lines.append(t("explain.rules", refs="; ".join(r.text(lang) for r in ex.refs)))
        if ex.topic:
            lines.append(t("explain.more", topic=ex.topic))
        return lines + self.robot_lines()

    def robot_lines(self) -> list[str]:
        """The tutor's words for what the solitaire robot did since the player last
        decided (rolls, turns, a turned tile)."""
        robot = race_table(self.obs).robot
        if robot is None:
            return []
        from rftg.tui.race.robot import what_it_did

        lines = what_it_did(self.game.state.events[self.decided_at:], robot)
        return [t("explain.robot"), *lines] if lines else []

    def why_not(self, cards: Sequence[int]) -> list[str]:
        out = []
        for cid in cards:
            w = self.race.tutor_.why_not(self.obs, cid)
            if w is not None:
                out.append(str(w))
        return out

    def table(self) -> list[str]:
        obs = self.obs
        table = race_table(obs)
        deck = self.game.state.cards
        end = table.end
        out = [t("table.title", n=table.round),
               t("table.deck", deck=table.deck, discard=table.discard)]
        for p in table.seats:
            if p.you:
                out.append(t("table.you", chips=p.chips, military=p.military,
                             n=len(p.tableau), end=end))
            else:
                out.append(t("table.player", name=p.name, chips=p.chips,
                             hand=cards_n(p.hand_size), military=p.military,
                             n=len(p.tableau), end=end))
            out += [t("table.good", text=card_words(deck[c])) if c in p.goods
                    else card_words(deck[c]) for c in p.tableau] or [t("table.none")]
        r = table.robot
        if r is not None:
            out.append(t("table.robot", vp=vp_words(r.vp), chips=r.chips, tokens=r.tokens,
                         credit=r.credit, credit_limit=r.credit_limit, economy=r.economy,
                         economy_limit=r.economy_limit, n=r.cards, end=end))
            out += [card_words(deck[c]) for c in r.tableau] or [t("table.none")]
        if table.goals:
            out.append(t("table.goals"))
            for tile in table.goals:
                holder = (obs.players[tile.holder].name if tile.holder is not None
                          else t("table.goal_free"))
                out.append(t("table.goal", goal=goal_name(tile.goal.id, current()),
                             holder=holder))
        hand = self._sorted(table.hand)
        out.append(t("table.hand", cards=cards_n(len(hand))) if hand
                   else t("turn.hand_empty"))
        out += [card_words(deck[c]) for c in hand]
        return out

    def scores(self) -> list[str]:
        game = self.game
        scores = cast("list[ScoreBreakdown]", game.scores())
        lang = current()
        out = [t("scores.final") if game.over else t("scores.now", n=game.state.round)]
        for p, s in zip(game.state.players, scores[:len(game.state.players)], strict=True):
            out.append(t("scores.player", name=p.name, vp=vp_words(s.total)))
            out += [t("scores.card", card=self._named(name), vp=vp_words(vp))
                    for name, vp in s.cards.items()]
            out += [t("scores.bonus", card=self._named(dev), vp=vp_words(vp))
                    for dev, vp in s.bonuses.items()]
            out.append(t("scores.chips", vp=vp_words(s.chips)))
            out += [t("scores.goal", goal=goal_name(g.goal, lang), vp=vp_words(g.vp))
                    for g in s.goals]
            out.append(t("scores.tiebreak", n=len(p.hand) + len(p.goods)))
        robot = robot_view(game)
        if robot is not None:
            s = scores[-1]
            out.append(t("scores.robot", vp=vp_words(s.total)))
            out += [t("scores.card", card=self._named(name), vp=vp_words(vp))
                    for name, vp in s.cards.items()]
            out += [t("scores.bonus", card=self._named(what), vp=vp_words(vp))
                    for what, vp in s.bonuses.items()]
            out.append(t("scores.chips", vp=vp_words(s.chips)))
            out.append(t("scores.robot_tiebreak", credit=robot.credit, economy=robot.economy))
        if game.over:
            names = [p.name for p in game.state.players]
            if robot is not None:
                from rftg.core.solitaire.text import robot_name

                names.append(robot_name())
            out.append(t("scores.winner", names=names_list([names[w]
                                                            for w in game.winners()])))
        return out

    def _named(self, english: str) -> str:
        """A card named in a score breakdown (by its English name) in this language."""
        card = next((c for c in self.game.state.cards if c.name == english), None)
        return english if card is None else card_name(card, current())

    def card(self, typed: str) -> list[str]:
        from rftg.core.cards import catalogue  # any card of the game, in play or not

        lang = current()
        for cards in (self.game.state.cards, catalogue().cards()):
            found, names = find_card(cards, typed, lambda c: card_name(c, lang))
            if found is not None:
                return card_details(found)
            if names:
                return [t("card.several", name=typed, names=names_list(names[:12]))]
        return [t("card.not_found", name=typed)]
