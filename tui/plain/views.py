"""What the plain mode says about a game: the context of a decision, its options and their
cards, hints, the tutor, the table, the scores and the log. One view for Race for the
Galaxy (the base game, its variants and the solitaire robot), one for Jump Drive; both
read the human's observation and the other catalogues' texts, and work nothing out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from rftg.core import interrupt
from rftg.core.cards import Card
from rftg.core.decisions import Decision, Option
from rftg.core.engine import Game
from rftg.core.events import RoundStarted
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.lang import catalogue, current
from rftg.core.moves import ChooseActions, DecisionKind, PickWorld
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.race.spec import RaceEnd
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.observe import robot_seen
from rftg.core.solitaire.rules import SolitaireEnd
from rftg.core.text import (
    action_name,
    card_name,
    decision_prompt,
    goal_name,
    option_label,
    render_event,
)
from rftg.solver.games import SOLVERS
from rftg.tui.log import GameLog
from rftg.tui.plain.console import t
from rftg.tui.plain.words import (
    card_details,
    card_words,
    find_card,
    jd_card_details,
    jd_card_words,
    vp_words,
)
from rftg.tui.session import GameSession, Hinted


def needs_cards(option: Option) -> bool:
    """The option asks which cards (not all of its cards go, nor none)."""
    return option.max_cards > 0 and not (
        option.min_cards == option.max_cards == len(option.cards_from))


def names_list(names: Sequence[str]) -> str:
    return ", ".join(names)


def heading(round_: int, phase: str, told: bool = False) -> str | None:
    """'Round 3, Settle phase.' ('Setup.' before the first round). ``told``: the log has
    just said 'Round 3.': only the phase then ('Choosing actions.'), or nothing."""
    if not round_:
        return t("turn.setup")
    phases = catalogue("plain")["phase"]
    if told:
        return t("turn.phase", phase=phases[phase]) if phase in phases else None
    if phase in phases:
        return t("turn.round_phase", n=round_, phase=phases[phase])
    return t("turn.round", n=round_)


def cards_n(n: int) -> str:
    from rftg.core.text import cards_n as words

    return words(n, current())


class View:
    """The words for one game; ``RftgView`` and ``JdView`` fill them in."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        game = session.game
        self.log = self.make_log(game)
        self.robot_seen = 0  # events whose robot lines the tutor has worded (solitaire)
        self.round_told = False  # the log lines just told have said the round

    @property
    def game(self) -> Game[Any]:
        return self.session.game

    def make_log(self, game: Game[Any]) -> GameLog:
        raise NotImplementedError

    @property
    def obs(self) -> Any:
        """The human's observation of the game."""
        raise NotImplementedError

    def new_log_lines(self) -> list[str]:
        """The log lines since the last call (none after an undo: seen already)."""
        events = self.game.state.events
        seen = self.log.seen
        new = self.log.update(events)
        self.round_told = not self.log.restarted and any(
            isinstance(e, RoundStarted) for e in events[seen:])
        return [] if self.log.restarted else new

    def last_log_lines(self, n: int = 20) -> list[str]:
        return self.log.lines[-n:]

    # -- to fill in
    def context(self, d: Decision) -> list[str]:
        raise NotImplementedError

    def prompt(self, d: Decision) -> str:
        """The decision's question, as the game screens ask it."""
        return decision_prompt(d, self.prompt_cards(), current())

    def prompt_cards(self) -> Sequence[Card]:
        """The card designs a prompt may name."""
        return ()

    def label(self, d: Decision, option: Option) -> str:
        raise NotImplementedError

    def card_line(self, cid: int) -> str:
        raise NotImplementedError

    def name(self, cid: int) -> str:
        """A card's name in the language of this run."""
        raise NotImplementedError

    def design(self, cid: int) -> Card | JdCard:
        raise NotImplementedError

    def _sorted(self, cards: Sequence[int]) -> list[int]:
        """Developments, then worlds, each by cost and English name: the same numbers in
        every language, so that a script plays the same game in each."""
        def key(c: int) -> tuple[str, int, str, int]:
            card = self.design(c)
            return (card.type.value, card.cost, card.name, c)

        return sorted(cards, key=key)

    def zone(self, key: str, cards: Sequence[int]) -> str:
        """'Your hand, 3 cards: A, B, C.' (``turn.<key>``), or ``turn.<key>_empty``."""
        if not cards:
            return t(f"turn.{key}_empty")
        return t(f"turn.{key}", cards=cards_n(len(cards)),
                 names=names_list([self.name(c) for c in cards]))

    def card_order(self, option: Option) -> list[int]:
        """The cards an option offers, in the order they are numbered."""
        return self._sorted(option.cards_from)

    def hint(self, budget: Any, cancelled: Callable[[], bool] | None = None) -> Hinted:
        """The hint for the pending decision (``budget`` None: the hints' own)."""
        game = self.game
        return SOLVERS.get(game.setup.game).hint(game, self.session.human, budget, cancelled,
                                                 None)

    def explain(self, d: Decision, number: int | None) -> list[str]:
        raise NotImplementedError

    def table(self) -> list[str]:
        raise NotImplementedError

    def scores(self) -> list[str]:
        raise NotImplementedError

    def card(self, typed: str) -> list[str]:
        raise NotImplementedError

    def why_not(self, cards: Sequence[int]) -> list[str]:
        return []


# --------------------------------------------------------------------------- the base game


SCREEN_ONLY = {"screen-symbols"}
"""Tutor concepts about the TUI's screen, not told on plain lines."""


class RftgView(View):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        from rftg.tutor.race.explain import Tutor

        self.tutor = Tutor(current())
        self.tutor.lessons.seen = session.lessons_seen  # "New:" lessons kept with the game

    @property
    def solitaire(self) -> bool:
        setup = self.game.setup
        return isinstance(setup, RaceSetup) and setup.robot is not None

    def make_log(self, game: Game[Any]) -> GameLog:
        names = [p.name for p in game.state.players]
        if isinstance(game.setup, RaceSetup) and game.setup.robot is not None:
            from rftg.core.solitaire.text import render_solitaire_event

            return GameLog(names, game.state.cards, self.session.human, current(),
                           render=render_solitaire_event)
        return GameLog(names, game.state.cards, self.session.human, current(),
                       render=render_event)

    @property
    def obs(self) -> Observation:
        return observation(self.game, self.session.human)

    def name(self, cid: int) -> str:
        return card_name(self.game.state.cards[cid], current())

    def design(self, cid: int) -> Card:
        card: Card = self.game.state.cards[cid]
        return card

    def context(self, d: Decision) -> list[str]:
        from rftg.core.summary import standings

        obs = self.obs
        mine = obs.mine.tableau
        head = heading(obs.round, obs.phase, self.round_told)
        out = [head] if head else []
        drafting = bool(obs.picks) or d.kind is DecisionKind.DRAFT
        if drafting:  # The Gathering Storm's draft: the deck you are building, your worlds
            out += [self.zone("picks", self._sorted(obs.picks)),
                    self.zone("start_worlds", obs.drawn)]
        else:
            out += [self.zone("hand", self._sorted(obs.hand)), self.zone("tableau", mine)]
        if d.kind in (DecisionKind.SETTLE, DecisionKind.PAYMENT) and \
                d.rule.startswith("phase.settle"):
            from rftg.core.scoring import military_strength

            mil = military_strength([self.game.state.cards[c] for c in mine])
            out.append(t("turn.military", n=mil))
        if d.kind in (DecisionKind.SALE, DecisionKind.CONSUME, DecisionKind.PRODUCE):
            goods = obs.mine.goods
            out.append(t("turn.goods", n=len(goods),
                         worlds=names_list([self.name(c) for c in goods])) if goods
                       else t("turn.no_goods"))
        if obs.drawn and not drafting and d.kind not in (DecisionKind.EXPLORE_KEEP,
                                                         DecisionKind.START_WORLD):
            out.append(self.zone("drawn", obs.drawn))
        scores = [t("turn.score", name=s.name, vp=vp_words(s.total)) for s in standings(obs)]
        robot = robot_seen(obs)
        if robot is not None:
            scores.append(t("turn.score", name=t("turn.robot"), vp=vp_words(robot.vp)))
        out.append(t("turn.scores", scores=names_list(scores)))
        if robot is not None and d.kind is DecisionKind.ACTION:  # the solitaire robot
            out.append(t("turn.robot_mat", cards=robot.cards,
                         end=obs.setup.tableau_end, credit=robot.credit,
                         economy=robot.economy))
        if obs.round:
            out.append(t("turn.pool", n=max(obs.pool, 0)))
        end = obs.setup.tableau_end
        why = obs.ending if not obs.over else None
        if why is not None:
            if why.kind == RaceEnd.TABLEAU:
                cause = t("turn.why_tableau", n=end,
                          names=names_list([obs.players[s].name for s in why.seats]))
            elif why.kind == SolitaireEnd.ROBOT_TABLEAU:
                cause = t("turn.why_robot", n=end)
            else:
                cause = t("turn.why_pool")
            out.append(t("turn.last_round", why=cause))
        return out

    def _robot_name(self) -> str:
        from rftg.core.solitaire.text import robot_name

        return robot_name()

    def prompt_cards(self) -> Sequence[Card]:
        cards: Sequence[Card] = self.game.state.cards
        return cards

    def label(self, d: Decision, option: Option) -> str:
        from rftg.core.summary import empties_the_pool, ends_the_game

        move = option.move
        if isinstance(move, PickWorld):  # a start world: what it is, not just its name
            return card_words(self.design(move.world))
        if isinstance(move, ChooseActions) and len(move.actions) == 2:
            text = t("turn.actions_two", a=action_name(move.actions[0], current()),
                     b=action_name(move.actions[1], current()))
        else:
            text = option_label(option, current())
        obs = self.obs
        nth = ends_the_game(obs, option.move)
        if nth is not None:
            return t("turn.ends_game", text=text, n=nth)
        if empties_the_pool(obs, option.move, option.max_cards) is not None:
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
            ex = self.tutor.explain(obs)
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
        robot = robot_seen(self.obs)
        if robot is None:
            return []
        from rftg.core.solitaire import events as rev
        from rftg.tutor.race.robot import explain

        lines: list[str] = []
        for e in self.game.state.events[self.robot_seen:]:
            if isinstance(e, rev.RobotRolled | rev.RobotTurn | rev.RobotTileTurned):
                lines += explain(e, robot)
        return [t("explain.robot"), *lines] if lines else []

    def why_not(self, cards: Sequence[int]) -> list[str]:
        out = []
        for cid in cards:
            w = self.tutor.why_not(self.obs, cid)
            if w is not None:
                out.append(str(w))
        return out

    def table(self) -> list[str]:
        from rftg.core.scoring import military_strength

        obs = self.obs
        deck = self.game.state.cards
        end = obs.setup.tableau_end
        out = [t("table.title", n=obs.round),
               t("table.deck", deck=obs.deck_size, discard=obs.discard_size)]
        for p in obs.players:
            mil = military_strength([deck[c] for c in p.tableau])
            if p.seat == obs.me:
                out.append(t("table.you", chips=p.chips, military=mil, n=len(p.tableau),
                             end=end))
            else:
                out.append(t("table.player", name=p.name, chips=p.chips,
                             hand=cards_n(p.hand_size), military=mil, n=len(p.tableau),
                             end=end))
            goods = set(p.goods)
            out += [t("table.good", text=card_words(deck[c])) if c in goods
                    else card_words(deck[c]) for c in p.tableau] or [t("table.none")]
        r = robot_seen(obs)
        if r is not None:
            out.append(t("table.robot", vp=vp_words(r.vp), chips=r.chips, tokens=r.tokens,
                         credit=r.credit, credit_limit=r.credit_limit, economy=r.economy,
                         economy_limit=r.economy_limit, n=r.cards, end=end))
            out += [card_words(deck[c]) for c in r.tableau] or [t("table.none")]
        if obs.goals:
            out.append(t("table.goals"))
            for tile in obs.goals:
                holder = (obs.players[tile.holder].name if tile.holder is not None
                          else t("table.goal_free"))
                out.append(t("table.goal", goal=goal_name(tile.goal.id, current()),
                             holder=holder))
        hand = self._sorted(obs.hand)
        out.append(t("table.hand", cards=cards_n(len(hand))) if hand
                   else t("turn.hand_empty"))
        out += [card_words(deck[c]) for c in hand]
        return out

    def scores(self) -> list[str]:
        from rftg.core.solitaire.observe import robot_view

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
                names.append(self._robot_name())
            out.append(t("scores.winner", names=names_list([names[w]
                                                            for w in game.winners()])))
        return out

    def _named(self, english: str) -> str:
        """A card named in a score breakdown (by its English name) in this language."""
        card = next((c for c in self.game.state.cards if c.name == english), None)
        return english if card is None else card_name(card, current())

    def card(self, typed: str) -> list[str]:
        found, names = find_card(self.game.state.cards, typed)
        if found is not None:
            return card_details(found)
        if names:
            return [t("card.several", name=typed, names=names_list(names[:12]))]
        from rftg.core.cards import catalogue  # any card of the game, in play or not

        found, names = find_card(catalogue().cards(), typed)
        if found is not None:
            return card_details(found)
        if names:
            return [t("card.several", name=typed, names=names_list(names[:12]))]
        return [t("card.not_found", name=typed)]


# --------------------------------------------------------------------------- Jump Drive


class JdView(View):
    def make_log(self, game: Game[Any]) -> GameLog:
        from rftg.core.jumpdrive.state import jd_state
        from rftg.core.jumpdrive.text import render_jd_event

        render = cast(Any, render_jd_event)  # GameLog is typed for the base game's cards
        return GameLog([p.name for p in game.state.players], cast(Any, jd_state(game).jd),
                       self.session.human, current(), render=render)

    @property
    def obs(self) -> Any:
        from rftg.core.jumpdrive.observe import jd_observation

        return jd_observation(self.game, self.session.human)

    def name(self, cid: int) -> str:
        from rftg.core.jumpdrive.text import name_of

        return name_of(self.obs.card(cid), current())

    def design(self, cid: int) -> JdCard:
        card: JdCard = self.obs.card(cid)
        return card

    def context(self, d: Decision) -> list[str]:
        obs = self.obs
        head = heading(obs.round, obs.phase, self.round_told)
        out = [*([head] if head else []), self.zone("hand", self._sorted(obs.hand)),
               self.zone("empire", obs.mine.tableau)]
        out.append(t("turn.scores", scores=names_list(
            [t("turn.score", name=p.name, vp=vp_words(p.vp)) for p in obs.players])))
        return out

    def label(self, d: Decision, option: Option) -> str:
        from rftg.core.jumpdrive import rules
        from rftg.core.jumpdrive.text import jd_option_label

        draw, discard = rules.explore_counts(self.obs.empire())
        return jd_option_label(option, self.obs.cards, current(),
                               explore=(draw.total, discard.total))

    def card_line(self, cid: int) -> str:
        return jd_card_words(self.obs.card(cid))


    def _said(self, b: Any) -> str:
        from rftg.tutor.jumpdrive import said

        return said(b, self.obs, current())

    def explain(self, d: Decision, number: int | None) -> list[str]:
        from rftg.tutor.jumpdrive import explain_option, notes, topic_of

        obs = self.obs
        lang = current()
        try:
            if number is not None:
                option = d.options[number - 1]
                said = [self.label(d, option) + ".", *explain_option(obs, option, lang)]
                return [t("explain.option", n=number, why=" ".join(said))]
            lines = notes(obs, d, lang)
        except Exception as exc:  # the game goes on without the tutor
            interrupt.stop_if_pressed()
            return [t("explain.none", reason=str(exc))]
        topic = topic_of(d)
        if topic:
            lines.append(t("explain.more_jd", topic=topic))
        return lines

    def table(self) -> list[str]:
        from rftg.core.jumpdrive import rules

        obs = self.obs
        out = [t("table.title", n=obs.round),
               t("table.jd_deck", deck=obs.deck_size, discard=obs.discard_size,
                 middle=obs.middle)]
        for p in obs.players:
            empire = obs.empire(p.seat)
            mil = rules.military(empire).total
            if p.seat == obs.me:
                out.append(t("table.jd_you", vp=vp_words(p.vp), military=mil, tiles=p.tiles,
                             n=len(empire)))
            else:
                out.append(t("table.jd_player", name=p.name, vp=vp_words(p.vp),
                             hand=cards_n(p.hand_size), military=mil, tiles=p.tiles,
                             n=len(empire)))
            out += [jd_card_words(card) for _, card in empire] or [t("table.none")]
        hand = self._sorted(obs.hand)
        out.append(t("table.hand", cards=cards_n(len(hand))) if hand
                   else t("turn.hand_empty"))
        out += [jd_card_words(obs.card(c)) for c in hand]
        return out

    def scores(self) -> list[str]:
        from rftg.core.jumpdrive import rules

        game = self.game
        obs = self.obs
        scores = game.scores()
        out = [t("scores.final") if game.over else t("scores.now", n=obs.round)]
        for p, s in zip(obs.players, scores, strict=True):
            empire = obs.empire(p.seat)
            others = [] if obs.solo else [obs.empire(q.seat) for q in obs.players
                                          if q.seat != p.seat]
            out.append(t("scores.jd_player", name=p.name, vp=vp_words(s.total),
                         cards=cards_n(len(empire)), hand=cards_n(p.hand_size)))
            out.append(t("scores.jd_round", text=self._said(rules.round_vp(empire, others))))
            out.append(t("scores.jd_income", text=self._said(rules.round_income(empire))))
        if game.over:
            out.append(t("scores.winner", names=names_list([obs.names[w]
                                                            for w in game.winners()])))
        return out

    def card(self, typed: str) -> list[str]:
        found, names = find_card(self.obs.cards, typed)
        if found is not None:
            return jd_card_details(found)
        if names:
            return [t("card.several", name=typed, names=names_list(names[:12]))]
        return [t("card.not_found", name=typed)]


def view_of(session: GameSession) -> View:
    return JdView(session) if session.game.setup.game == "jumpdrive" else RftgView(session)


__all__ = ["JdView", "RftgView", "View", "needs_cards", "view_of"]
