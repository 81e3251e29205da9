"""The review of a game (``rftg.solver.review``), for every game its solver can rate: each
decision of the player rated against the strongest computer player, in a worker thread
with a progress bar; Stop keeps what was rated (``rftg.tui.reviews.KeptReview``) and
Resume goes on from there, today or after the app was closed. It opens with the three
costliest decisions (what was played, what was better, why), then a summary by phase and
by round, and one accuracy figure.

"Learn from your mistakes" (l, or 1-3 for one of the costliest): the position of the
mistake is set up again on the game's own screen (``TrialSession``, no hints) and the
player looks for the better move; it is shown after two tries, or when found.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from rftg.core import lang as language
from rftg.core.decisions import Choice
from rftg.tui import reviews
from rftg.tui.render import esc
from rftg.tui.reviews import KeptReview, TrialSession
from rftg.tui.texts import t
from rftg.tui.widgets import translate_bindings

if TYPE_CHECKING:
    from rftg.solver.review import Rated, Review

TRIES = 2  # tries before the better move is shown


def review_markup(review: Review) -> str:
    """The review in words: the accuracy, the costliest decisions with why, the summary by
    phase and by round (``rftg.tui.reviews``: the words of ``rftg review``)."""
    out = [f"[b]{esc(reviews.accuracy_line(review))}[/b]", ""]
    worst = review.costliest(reviews.COSTLIEST)
    heading = reviews.t("review.costliest" if worst else "review.no_mistake")
    out.append(f"[b]{esc(heading)}[/b]")
    for i, r in enumerate(worst, 1):
        out.append(esc(reviews.costly_line(i, r, review.game)))
        out.append(f"[dim]{esc(reviews.t('review.why', why=r.why))}[/dim]")
    if worst:
        out.append(f"[i]{esc(t('review.learn_how'))}[/i]")
    for what in ("kind", "round"):
        out += ["", f"[b]{esc(reviews.t(f'review.by_{what}'))}[/b]"]
        out += [esc(x) for x in reviews.group_lines(review, what)]
    out += ["", f"[dim]{esc(reviews.t('review.grades', unit=reviews.unit(review.game)))}[/dim]"]
    return "\n".join(out)


class ReviewScreen(Screen[None]):
    """The review of ``seat``'s decisions in ``game``, kept at ``kept.path``.
    ``trial``: opens the game's own screen for a ``TrialSession`` (the app knows how)."""

    KEYS = "keys.review"
    BINDINGS = [
        Binding("p", "stop", "Pause / resume"),
        Binding("l", "learn", "Learn from mistakes"),
        Binding("1", "learn(1)", "1st", show=False),
        Binding("2", "learn(2)", "2nd", show=False),
        Binding("3", "learn(3)", "3rd", show=False),
        Binding("escape", "close", "Close"),
    ]

    def __init__(self, kept: KeptReview, difficulty: str,
                 trial: Callable[[TrialSession], None]) -> None:
        super().__init__()
        translate_bindings(self, self.KEYS)
        self.kept = kept
        self.difficulty = difficulty
        self.trial = trial
        self.review: Review | None = None
        self.running = False
        self.worker: Worker[Review] | None = None
        self.learned: set[int] = set()  # the mistakes retried (l goes on to the next)

    def compose(self) -> ComposeResult:
        with Vertical(id="review-top"):
            yield Static(id="review-title")
            with Horizontal(id="review-bar"):
                yield ProgressBar(total=max(self.kept.total, 1), show_eta=False,
                                  id="review-progress")
                yield Static(id="review-status")
            with Horizontal(id="review-buttons"):
                yield Button(id="review-stop", variant="primary")
                yield Button(id="review-learn")
                yield Button(id="review-close")
        with VerticalScroll(id="review-body"):
            yield Static(id="review-text")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_language()
        self.start()

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#review-title", Static).update(f"[b]{esc(t('review.title'))}[/b]")
        self.query_one("#review-close", Button).label = t("review.close")
        self.query_one("#review-learn", Button).label = t("review.learn")
        if self.kept.lang != language.current() and self.is_mounted:
            self.retell()
            return
        self.show_state()
        if self.review is not None:
            self.show_review(self.review)

    def retell(self) -> None:
        """The language changed: the decisions' words (what was played, the better move,
        why) were said in the old one, so the review is taken again in the new one (the
        ratings kept in that language before are used at once)."""
        kept = self.kept
        self.kept = KeptReview(kept.game, kept.seat, kept.path, kept.budget)
        self.review = None
        self.start()

    # ------------------------------------------------------------------ the worker

    def start(self) -> None:
        """Rate the decisions not rated yet (all of them at once when the review was kept
        whole before)."""
        self.running = True
        if self.review is None:
            self.query_one("#review-text", Static).update(esc(t("review.running")))
        self.show_state()
        self.worker = self.rate()

    @work(thread=True, exclusive=True, group="review")
    def rate(self) -> Review:
        worker = get_current_worker()

        def progress(n: int, total: int) -> None:
            self.app.call_from_thread(self.show_progress, n, total)

        return self.kept.run(progress, lambda: worker.is_cancelled)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "review" or event.worker is not self.worker:
            return  # another group's, or a review left for one in another language
        if event.state is WorkerState.SUCCESS:
            self.running = False
            review = event.worker.result
            if review is not None:
                self.show_review(review)
        elif event.state in (WorkerState.ERROR, WorkerState.CANCELLED):
            self.running = False
            if event.state is WorkerState.ERROR:
                self.notify(t("review.failed", error=str(event.worker.error)),
                            severity="error")
            self.show_kept()
        self.show_state()

    def show_kept(self) -> None:
        """After a stop: what was rated so far."""
        from rftg.solver.review import Review

        done = self.kept.done
        self.show_review(Review(self.kept.seat, tuple(done[i] for i in sorted(done)), False,
                                self.kept.game.setup.game))

    def show_progress(self, n: int, total: int) -> None:
        self.query_one("#review-progress", ProgressBar).update(total=max(total, 1), progress=n)
        self.query_one("#review-status", Static).update(t("review.progress", n=n, total=total))

    def show_state(self) -> None:
        stop = self.query_one("#review-stop", Button)
        done = self.review is not None and self.review.complete
        stop.label = t("review.stop") if self.running else t("review.resume")
        stop.display = not done
        status = self.query_one("#review-status", Static)
        if done:
            status.update(t("review.done"))
            bar = self.query_one("#review-progress", ProgressBar)
            bar.update(total=bar.total or 1, progress=bar.total or 1)
        elif not self.running and self.review is not None:
            status.update(t("review.stopped", n=len(self.review.decisions)))
        self.query_one("#review-learn", Button).disabled = not self.mistakes()
        self.refresh_bindings()  # the keys follow (``check_action``)

    def show_review(self, review: Review) -> None:
        self.review = review
        self.query_one("#review-text", Static).update(review_markup(review))

    def mistakes(self) -> list[Rated]:
        return self.review.costliest(reviews.COSTLIEST) if self.review is not None else []

    # ------------------------------------------------------------------ actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A done review has nothing to pause (its key leaves the bar, as its button),
        and one without mistakes nothing to learn from."""
        if action == "stop":
            return not (self.review is not None and self.review.complete)
        if action == "learn":
            return bool(self.mistakes()) or self.review is None or not self.review.complete
        return True

    def action_stop(self) -> None:
        if self.running:
            self.workers.cancel_group(self, "review")
        elif self.review is None or not self.review.complete:
            self.start()

    def action_close(self) -> None:
        self.workers.cancel_group(self, "review")
        self.dismiss()

    def action_learn(self, n: int = 0) -> None:
        """Set up the position of the ``n``-th costliest mistake again (0: the next not
        retried yet)."""
        worst = self.mistakes()
        if not worst:
            self.notify(t("review.nothing_to_learn"), severity="warning")
            return
        if n:
            if n > len(worst):
                return
            rated = worst[n - 1]
        else:
            rated = next((r for r in worst if r.index not in self.learned), worst[0])
        self.learned.add(rated.index)
        session = TrialSession(self.kept.game, self.kept.seat, rated, self.difficulty,
                               self.answered)
        kind = reviews.kind_name(rated.kind, self.kept.game.setup.game)
        # the task stays above the tutor while the player looks (a notification would
        # cover the options of a 24-line terminal while they are read)
        session.banner = t("review.trial", round=rated.round, kind=kind,
                           played=rated.played, tries=TRIES)
        self.trial(session)

    def answered(self, found: bool, choice: Choice) -> None:
        """The player's answer in the trial (the game's screen is on top)."""
        trial = self.app.screen
        session = getattr(trial, "session", None)
        if not isinstance(session, TrialSession):
            return
        if not found and session.tries < TRIES:
            self.notify(t("review.try_again", left=TRIES - session.tries), severity="warning",
                        title=t("review.not_it"))
            return

        def back(_: object = None) -> None:
            if isinstance(getattr(self.app.screen, "session", None), TrialSession):
                self.app.pop_screen()

        game = self.review.game if self.review is not None else ""
        self.app.push_screen(TrialResult(session.rated, found, game), back)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        action = {"review-stop": self.action_stop, "review-learn": self.action_learn,
                  "review-close": self.action_close}.get(event.button.id or "")
        if action is not None:
            action()


class TrialResult(ModalScreen[None]):
    """The better move of a retried mistake: found (well done) or shown after the tries,
    with how much it was worth and why."""

    BINDINGS = [Binding("escape,enter", "close", "Close")]

    def __init__(self, rated: Rated, found: bool, game: str = "") -> None:
        super().__init__()
        self.rated = rated
        self.found = found
        self.game = game  # (what it scores in)

    def compose(self) -> ComposeResult:
        r = self.rated
        head = t("review.found" if self.found else "review.shown")
        body = [f"[b]{esc(head)}[/b]",
                esc(t("review.better", best=r.best, played=r.played,
                      loss=reviews.number(r.loss, ".1f"), unit=reviews.unit(self.game))),
                esc(reviews.t("review.why", why=r.why).strip())]
        with Vertical(classes="dialog"):
            yield Static("\n".join(body), id="trial-result")
            yield Button(t("review.back"), id="close", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#close", Button).focus()

    def action_close(self) -> None:
        self.dismiss()

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.dismiss()


def open_review(kept: KeptReview, difficulty: str, app: Any) -> ReviewScreen:
    """The review screen of ``kept`` whose trials open on their game's own screen."""
    from rftg.tui.games import TUIS

    def trial(session: TrialSession) -> None:
        app.push_screen(TUIS.get(session.game.setup.game).screen(session))

    return ReviewScreen(kept, difficulty, trial)
