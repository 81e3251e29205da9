"""What the plain mode says about a game: the context of a decision, its options and their
cards, hints, the tutor, the table, the scores and the log. Each game has its own view
(``TuiGame.plain_view``: ``rftg.tui.race.plain``, ``rftg.tui.jumpdrive.plain``), built on
the view models its game screen shows too (its presenter: the decision with its labels
and warnings, the tutor's explanation, the score line's facts, the log); ``View`` here is
what they share. Nothing here works out a rule."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rftg.core import interrupt
from rftg.core.decisions import Decision, Option
from rftg.core.engine import Game
from rftg.core.events import RoundStarted
from rftg.core.lang import catalogue, current
from rftg.solver.games import SOLVERS
from rftg.tui.plain.console import lines_of, t
from rftg.tui.present import Presenter
from rftg.tui.session import GameSession, Hinted
from rftg.tui.view import DecisionView
from rftg.tui.view import needs_cards as needs_cards  # (the run asks it)
from rftg.tutor.games import PlayerTutor


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
    """The words for one game; each game's view fills them in. ``model``: the game's
    presenter, whose view models the game screen shows too."""

    def __init__(self, session: GameSession, model: Presenter) -> None:
        self.session = session
        self.model = model
        self.log = model.log  # the game's log, in the language of this run
        self.decided_at = 0  # the events there were when the player last decided
        self.round_told = False  # the log lines just told have said the round
        self.shown: DecisionView | None = None  # the decision last worded

    @property
    def game(self) -> Game[Any]:
        return self.session.game

    @property
    def obs(self) -> Any:
        """The human's observation of the game."""
        return self.model.obs

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

    def decision(self, d: Decision) -> DecisionView:
        """``d`` with its options' labels, as the game screen shows it."""
        if self.shown is None or self.shown.decision is not d:
            self.shown = self.model.decision(self.obs, d)
        return self.shown

    def help_lines(self) -> list[str]:
        """What ``?`` says: the commands, with this game's words for ``t`` and ``c``."""
        table, card = self.help_words()
        return [line.format(table=table, card=card) for line in lines_of("help.lines")]

    def help_words(self) -> tuple[str, str]:
        """The help's lines about ``t`` (the table) and ``c`` (a card by name): Race for
        the Galaxy's here; a game whose table and cards are other things words its own."""
        return t("help.table"), t("help.card")

    def card_ask(self) -> str:
        """What ``c`` without a name says."""
        return t("card.ask")

    def prompt(self, d: Decision) -> str:
        """The decision's question, as the game screens ask it."""
        return self.decision(d).question

    def label(self, d: Decision, option: Option) -> str:
        """An option's words (its label on the game screen)."""
        view = self.decision(d)
        return next(o.label for o in view.options if o.option is option)

    # -- to fill in
    def context(self, d: Decision) -> list[str]:
        raise NotImplementedError

    def card_line(self, cid: int) -> str:
        raise NotImplementedError

    def name(self, cid: int) -> str:
        """A card's name in the language of this run."""
        raise NotImplementedError

    def design(self, cid: int) -> Any:
        """The card design of ``cid`` (its type, cost and English name sort it)."""
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

    def tutor_says(self, tutor: PlayerTutor, obs: Any, d: Decision, number: int | None,
                   more: Callable[[str], str], titled: bool = False) -> list[str]:
        """What ``tutor`` says of ``d`` (with ``number``: of that option, after its label),
        then ``more`` names the rules topic behind it; ``titled``: the explanation's title
        first. A tutor that fails says why in a line, and the game goes on."""
        try:
            ex = tutor.explain(obs)
            if number is not None:
                option = d.options[number - 1]
                told = [self.label(d, option) + ".", *ex.about(option.move)]
                return [t("explain.option", n=number, why=" ".join(told))]
            lines = [ex.title, *ex.lines] if titled and ex.title else list(ex.lines)
        except Exception as exc:  # the game goes on without the tutor
            interrupt.stop_if_pressed()
            return [t("explain.none", reason=str(exc))]
        if ex.topic:
            lines.append(more(ex.topic))
        return lines

    def table(self) -> list[str]:
        raise NotImplementedError

    def scores(self) -> list[str]:
        raise NotImplementedError

    def card(self, typed: str) -> list[str]:
        raise NotImplementedError

    def why_not(self, cards: Sequence[int]) -> list[str]:
        return []


def view_of(session: GameSession) -> View:
    """The plain view of ``session``'s game (``TuiGame.plain_view``)."""
    from rftg.tui.games import TUIS

    return TUIS.get(session.game.setup.game).plain_view(session)


__all__ = ["View", "heading", "names_list", "needs_cards", "view_of"]
