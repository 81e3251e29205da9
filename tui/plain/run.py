"""The plain mode's run: the language, the resume offer or a new game, then the game's
decisions one by one, each with its context, numbered options and the commands."""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from rftg.core import interrupt
from rftg.core import lang as language
from rftg.core.decisions import Choice, Decision, IllegalChoice, Option
from rftg.core.lang import catalogue
from rftg.core.moves import Discard, Keep
from rftg.tui.games import TUIS, game_label
from rftg.tui.over import tutor_lines
from rftg.tui.plain.console import (
    Console,
    EndOfInput,
    Quit,
    Stuck,
    as_number,
    shown,
    t,
)
from rftg.tui.plain.setup import ask_new_game
from rftg.tui.plain.views import View, needs_cards, view_of
from rftg.tui.session import (
    GameSession,
    Hinted,
    data_dir,
    last_autosave,
    remove_stale_temp_files,
)

NUMBERS = re.compile(r"^\d+([\s,;]+\d+)*$")
STUCK = 1
"""The exit status when piped input keeps giving answers that cannot be used."""


def main(lang: str | None, home: Path | None, seed: int | None, game: str = "rftg",
         stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Play on plain lines: 0 when the game ends, the player quits or the input ends;
    130 after Ctrl+C; ``STUCK`` when piped input keeps answering what cannot be used (the
    game is saved first in each case). ``lang`` None: the saved
    setting, else the locale. The language of the run is set back afterwards."""
    home = home if home is not None else data_dir()
    if stdin is None and isinstance(sys.stdin, io.TextIOWrapper):
        with contextlib.suppress(ValueError, OSError):  # bytes that are not text: "?"
            sys.stdin.reconfigure(errors="replace")
    console = Console(stdin, stdout)
    before = language.current()
    try:
        from rftg.tui.settings import SettingsError, load

        try:
            saved = load(home).language
        except SettingsError as exc:
            saved = None
            broken: str | None = exc.reason
        else:
            broken = None
        language.set_language(language.pick(lang, saved, os.environ))
        if broken is not None:
            console.say(t("start.settings_broken", reason=broken))
        return Plain(console, home, seed, game).run()
    finally:
        language.set_language(before)


def saved_on(when: str) -> str:
    """'Saved on 23 November 2026 at 02:35.' from a save's '2026-11-23 02:35' (a speech
    synthesizer reads '2026-11-23' as a sum); the text as it is if it is not that."""
    try:
        stamp = datetime.strptime(when, "%Y-%m-%d %H:%M")
    except ValueError:
        return t("start.resume_saved_raw", when=when)
    month = catalogue("plain")["start"]["months"][stamp.month - 1]
    return t("start.resume_saved", day=stamp.day, month=month, year=stamp.year,
             time=stamp.strftime("%H:%M"))


class Plain:
    """One run of the plain mode. ``hint_budget``: how much a hint may search (None: the
    hints' own default; tests pass a small one)."""

    def __init__(self, console: Console, home: Path, seed: int | None, game: str = "rftg",
                 hint_budget: Any = None, review_budget: Any = None) -> None:
        self.console = console
        self.review_budget = review_budget  # (None: the review's own; tests pass a small one)
        self.home = home
        self.seed = seed
        self.game = game
        self.hint_budget = hint_budget
        self.session: GameSession | None = None

    def say(self, *lines: str) -> None:
        self.console.say(*lines)

    def run(self) -> int:
        self.say(t("start.title", game=game_label(self.game)))
        try:
            session, resumed = self.start()
            self.session = session
            return Turns(self, session, resumed).play()
        except Quit:
            self.save_and_leave(loud=True)
            return 0
        except EndOfInput:
            self.save_and_leave(loud=False)
            return 0
        except Stuck as exc:
            self.say(exc.reason)
            self.save_and_leave(loud=self.session is not None)
            return STUCK
        except KeyboardInterrupt:
            self.save_and_leave(loud=False)
            return 130

    def save_and_leave(self, loud: bool) -> None:
        session = self.session
        if session is None or session.over:
            if loud:
                self.say(t("ask.quit"))
            return
        problem = session.autosave_told()
        if session.save_problem is not None:
            if problem is not None:
                self.say(t("end.save_failed", reason=problem))
            return
        if loud:
            self.say(t("end.saved"))

    def start(self) -> tuple[GameSession, bool]:
        """The autosaved game if the player resumes it, else a new game."""
        removed = remove_stale_temp_files(self.home)
        if removed:
            self.say(t("start.stale", n=len(removed)))
        found = last_autosave(self.home, self.game)
        if found.broken:
            self.say(t("start.autosave_broken", reason=found.broken[0],
                       name=found.path.name))
        s = found.session
        if s is not None and not s.over:
            self.say(TUIS.get(s.game.setup.game).plain_resume(s))
            if s.saved_at:
                self.say(saved_on(s.saved_at))
            if self.console.choose(t("start.resume"), [(t("start.resume_yes"), True),
                                                       (t("start.resume_no"), False)]):
                self.say(t("start.resumed"))
                return s, True
        options = ask_new_game(self.console, self.home, self.seed, self.game)
        session = GameSession.new(options, found.path)
        self.say(t("setup.starting", seed=options.seed))
        TUIS.get(session.game.setup.game).plain_started(self.say, self.home, session)
        return session, False


class Turns:
    """The game's decisions, asked one by one until the game ends."""

    def __init__(self, plain: Plain, session: GameSession, resumed: bool = False) -> None:
        """``resumed``: a saved game goes on; what happened before is not told again."""
        self.plain = plain
        self.session = session
        self.view: View = view_of(session)
        if resumed:
            self.view.new_log_lines()
            self.view.decided_at = len(session.game.state.events)
        self.shown_hint: tuple[Decision, Hinted] | None = None
        self.option: Option | None = None  # the option whose cards are asked for

    def say(self, *lines: str) -> None:
        self.plain.say(*lines)

    def play(self) -> int:
        s = self.session
        while True:
            if s.ai_pending() and not s.over:
                if s.difficulty in ("hard", "hard-2"):  # they search for seconds: say so
                    self.say(t("turn.waiting"))
                s.run_ai()
            self.autosave()
            self.say(*self.view.new_log_lines())
            if s.over:
                self.say(t("end.over"), *self.view.scores())
                self.say(*tutor_lines(self.view.model.game_over(), keys=False))  # the tutor
                self.record()
                self.offer_review()
                return 0
            seat = s.next_human()
            if seat is not None or (s.shared and s.shown_to != s.human):
                self.pass_to(s.human if seat is None else seat)  # pass-and-play
            d = s.human_decision()
            if d is None:  # nobody can decide: a defect; leave with the game saved
                self.say(t("end.error", reason="no decision pending"))
                return 1
            self.decide(d)
            self.view.decided_at = len(s.game.state.events)

    def record(self) -> None:
        """Count the finished game in the statistics (once; a database problem is told,
        and the game ends as it would)."""
        from rftg.tui.stats import record_finished

        problem = record_finished(self.plain.home, self.session)
        if problem is not None:
            self.say(t("end.stats_problem", reason=problem))
        self.autosave()  # the save remembers that it is counted

    def offer_review(self) -> None:
        """Offer the review of the game (``rftg review`` in the plain mode's words):
        every decision rated against the hard player, with progress; Ctrl+C stops it and
        what was rated is kept for the next time."""
        from rftg.tui.reviews import KeptReview, home_cache_path, lines, reviewable

        s = self.session
        if not reviewable(s.game):
            self.say(t("end.no_review"))
            return
        if not self.plain.console.choose(
                t("end.review_question"), [(t("end.review_no"), False),
                                           (t("end.review_yes"), True)]):
            return
        kept = KeptReview(s.game, s.human, home_cache_path(self.plain.home, s.game),
                          self.plain.review_budget)
        step = max(1, kept.total // 10)

        def progress(n: int, total: int) -> None:
            if n % step == 0 or n == total:
                self.say(t("end.reviewing", n=n, total=total))

        try:
            review = kept.run(progress)
        except KeyboardInterrupt:
            self.say(t("end.review_stopped", n=len(kept.done)))
            return
        self.say(*lines(review))

    def pass_to(self, seat: int) -> None:
        """Pass-and-play: ``seat``'s person decides next. Say whom to pass to and wait
        for Enter; from then on hints, the tutor and the table speak to that person."""
        s = self.session
        s.human = seat
        self.view = view_of(s)
        self.view.new_log_lines()  # what happened is told once, not again per person
        self.view.decided_at = len(s.game.state.events)
        from rftg.tui.render import player_name

        self.say(t("turn.pass", name=player_name(s.game.state.players[seat].name)))
        console = self.plain.console
        console.asked()
        if console.read().lower() == "q":
            raise Quit
        console.answered()
        s.shown_to = seat

    def autosave(self) -> None:
        problem = self.session.autosave_told()
        if problem is not None:
            self.say(t("end.save_failed", reason=problem))

    # ------------------------------------------------------------------ one decision

    def decide(self, d: Decision) -> None:
        """Ask ``d`` until it is answered (or undone)."""
        self.shown_hint = None
        self.option = None
        self.say(*self.view.context(d))
        self.show(d)
        console = self.plain.console
        console.asked()
        while True:
            typed = console.read()
            if self.command(d, typed):
                console.answered()
                return

    def wrong(self, *lines: str) -> bool:
        """Tell a wrong answer (the console stops piped input that keeps giving them);
        False: the decision is still open."""
        self.plain.console.wrong(*lines)
        return False

    def show(self, d: Decision) -> None:
        """The question and its options (or, for an option that only asks which cards,
        those cards)."""
        self.say(self.view.prompt(d))
        only = d.options[0] if len(d.options) == 1 else None
        if only is not None and needs_cards(only):
            self.option = only
            if not isinstance(only.move, Keep | Discard):  # the question says that much
                self.say(t("turn.only", text=self.view.label(d, only)))
            self.show_cards(only)
            return
        self.say(t("turn.options"))
        for n, option in enumerate(d.options, 1):
            self.say(t("ask.option", n=n, text=self.view.label(d, option)))
        self.say(t("turn.choose_one"))

    def show_cards(self, option: Option) -> None:
        self.say(t("turn.cards"))
        for n, cid in enumerate(self.view.card_order(option), 1):
            self.say(t("turn.card_option", n=n, text=self.view.card_line(cid)))
        self.say(*self.choose_lines(option))

    def choose_lines(self, option: Option) -> list[str]:
        """How many cards to choose and how ('Choose 2 cards: type their numbers, for
        example 1 2.')."""
        if option.min_cards == option.max_cards == 1:
            return [t("turn.choose_card")]
        example = " ".join(str(i) for i in range(1, max(option.min_cards, 1) + 1))
        lines = [t("turn.choose_cards", need=self.need(option), example=example)]
        return [*lines, t("turn.enter_none")] if option.min_cards == 0 else lines

    @staticmethod
    def need(option: Option) -> str:
        from rftg.tui.plain.views import cards_n

        if option.min_cards == option.max_cards:
            return t("turn.need_exact", cards=cards_n(option.min_cards))
        return t("turn.need_range", k=option.min_cards, n=option.max_cards)

    def command(self, d: Decision, typed: str) -> bool:
        """Carry out one line typed; True once ``d`` is answered or undone."""
        word, _, rest = typed.partition(" ")
        key = word.lower()
        if typed == "":
            if self.option is not None and self.option.min_cards == 0:
                return self.answer(d, self.option, ())
            if self.option is None:
                return self.wrong(t("turn.enter", max=len(d.options)) if len(d.options) > 1
                                  else t("turn.enter_one"))
            return self.wrong(*self.choose_lines(self.option))
        if NUMBERS.match(typed):
            return self.numbers(d, re.split(r"[\s,;]+", typed))
        if key == "?" and not rest:
            self.say(*self.view.help_lines())
        elif key == "h" and not rest:
            self.hint(d)
        elif key == "y" and not rest:
            return self.take_hint(d)
        elif key == "e" and (not rest or as_number(rest.strip()) is not None):
            number = as_number(rest.strip())
            if number is not None and not 1 <= number <= len(d.options):
                return self.wrong(t("turn.out_of_range", n=shown(rest.strip()),
                                    max=len(d.options)))
            self.say(*self.view.explain(d, number))
        elif key == "s" and not rest:
            self.say(*self.view.scores())
        elif key == "t" and not rest:
            self.say(*self.view.table())
        elif key == "c":
            self.say(*(self.view.card(rest) if rest.strip() else [self.view.card_ask()]))
        elif key == "l" and not rest:
            self.say(t("log.title"), *(self.view.last_log_lines() or [t("log.none")]))
        elif key == "b" and not rest:  # back to the options, or hear them again
            if self.option is not None and len(d.options) > 1:
                self.option = None
                self.say(t("turn.back"))
            self.show(d)
        elif key == "u" and not rest:
            return self.undo()
        elif key == "q" and not rest:
            raise Quit
        else:
            return self.wrong(t("turn.not_number", input=shown(typed)))
        return False

    def numbers(self, d: Decision, typed: list[str]) -> bool:
        """Numbers typed (each a run of digits): the option, or the cards of the option
        chosen."""
        numbers = [n if (n := as_number(x)) is not None else 0 for x in typed]
        option = self.option
        if option is None:  # which option
            if len(numbers) != 1:
                return self.wrong(t("turn.one_option", n=len(numbers)))
            n = numbers[0]
            if not 1 <= n <= len(d.options):
                return self.wrong(t("turn.out_of_range", n=shown(typed[0]),
                                    max=len(d.options)))
            chosen = d.options[n - 1]
            if needs_cards(chosen):
                self.option = chosen
                self.plain.console.wrong_in_a_row = 0  # an answer: now the cards are asked
                self.say(t("turn.chosen", text=self.view.label(d, chosen)))
                self.show_cards(chosen)
                return False
            cards = chosen.cards_from if chosen.max_cards else ()
            return self.answer(d, chosen, cards)
        order = self.view.card_order(option)
        for n, text in zip(numbers, typed, strict=True):
            if not 1 <= n <= len(order):
                return self.wrong(t("turn.out_of_range", n=shown(text), max=len(order)))
        if len(set(numbers)) != len(numbers):
            twice = next(n for n in numbers if numbers.count(n) > 1)
            return self.wrong(t("turn.twice", n=twice))
        if not option.min_cards <= len(numbers) <= option.max_cards:
            return self.wrong(t("turn.wrong_count", need=self.need(option), n=len(numbers)))
        return self.answer(d, option, tuple(order[n - 1] for n in numbers))

    def answer(self, d: Decision, option: Option, cards: tuple[int, ...]) -> bool:
        try:
            self.session.play(Choice(option.move, tuple(cards)))
        except IllegalChoice as exc:
            return self.wrong(t("turn.not_allowed", reason=str(exc)),
                              *self.view.why_not(cards))
        return True

    # ------------------------------------------------------------------ hints, undo

    def hint(self, d: Decision) -> None:
        self.say(t("hint.thinking"))
        try:
            h = self.view.hint(self.plain.hint_budget)
        except KeyboardInterrupt:
            raise
        except Exception as exc:  # the game goes on without the hint
            interrupt.stop_if_pressed()  # not after Ctrl+C (an OR-tools import it cut)
            self.say(t("hint.none", reason=str(exc)))
            return
        self.shown_hint = (d, h)
        lines = [t("hint.hint", reason=h.reason), *h.details]
        index = next((i for i, o in enumerate(d.options) if o.move == h.choice.move), None)
        if index is not None and len(d.options) > 1:
            lines.append(t("hint.option", n=index + 1,
                           text=self.view.label(d, d.options[index])))
        if index is not None and needs_cards(d.options[index]) and h.choice.cards:
            order = self.view.card_order(d.options[index])
            numbers = sorted(order.index(c) + 1 for c in h.choice.cards if c in order)
            names = [self.view.name(order[n - 1]) for n in numbers]
            lines.append(t("hint.cards", numbers=" ".join(map(str, numbers)),
                           names=", ".join(names)))
        lines.append(t("hint.take"))
        self.say(*lines)

    def take_hint(self, d: Decision) -> bool:
        if self.shown_hint is None or self.shown_hint[0] is not d:
            return self.wrong(t("hint.first"))
        choice = self.shown_hint[1].choice
        try:
            self.session.play(choice)
        except IllegalChoice as exc:
            return self.wrong(t("turn.not_allowed", reason=str(exc)))
        self.say(t("hint.taken"))
        return True

    def undo(self) -> bool:
        if not self.session.undo():
            return self.wrong(t("end.no_undo"))
        self.say(t("end.undone"))
        self.view.new_log_lines()
        with contextlib.suppress(OSError):
            self.session.autosave()
        return True


__all__ = ["Plain", "main"]
