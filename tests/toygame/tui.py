"""High Card in the TUI layer: its mode on the new game screen and in the plain mode, its
setup, its game screen (the shared widgets, fed by its presenter) and its plain view. Its
words are English only: a test game."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rftg.core.decisions import Decision, Option
from rftg.core.ending import GameEnded
from rftg.core.gamesetup import GameSetup
from rftg.core.gamestate import Event, RoundStarted
from rftg.tui.games import TUIS, Choices, Counts, Mode, TuiGame
from rftg.tui.log import EventLog
from rftg.tui.present import Presenter
from rftg.tui.session import GameSession, Hinted, NewGame
from rftg.tui.view import CardsView, DecisionView, HintWait, OptionView, TutorView, Zone, ZoneView
from rftg.tutor.games import TUTORS
from toygame.core import CARDS, ROUNDS, Revealed, ToyObservation, ToySetup, label

if TYPE_CHECKING:
    from textual.screen import Screen

    from rftg.tui.plain.console import Console
    from rftg.tui.plain.views import View


def render(event: Event, names: Sequence[str], cards: Any, lang: str | None,
           you: int | None) -> str | None:
    """High Card's log: the cards shown each round, who scored, the end."""
    if isinstance(event, RoundStarted):
        return f"Round {event.round}."
    if isinstance(event, Revealed):
        shown = " and ".join(f"{names[s]} {CARDS[c]}" for s, c in enumerate(event.cards))
        scored = "nobody scores" if event.scorer is None else f"{names[event.scorer]} scores"
        return f"Cards shown: {shown}; {scored}."
    if isinstance(event, GameEnded):
        return "Game over: " + ", ".join(names[w] for w in event.winners) + " won."
    return None


class ToyPresenter(Presenter):
    board_title = "High Card"

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.tutor_ = TUTORS.get("toy").tutor(None, session.lessons_seen)

    def make_log(self) -> EventLog:
        game = self.session.game
        return EventLog(list(game.setup.names), None, self.session.human, render)

    @property
    def obs(self) -> ToyObservation:
        obs: ToyObservation = self.session.game.observe(self.session.human)
        return obs

    def status(self, obs: ToyObservation, width: int, height: int) -> str:
        over = " · game over" if obs.over else ""
        return f"High Card · round {obs.round} of {ROUNDS} · deck {obs.deck_size}{over}"

    def stake(self, obs: ToyObservation, width: int) -> str:
        names = self.session.game.setup.names
        return "Points: " + " · ".join(f"{n}: {p}" for n, p in zip(names, obs.points,
                                                                     strict=True))

    def zones(self) -> tuple[Zone, ...]:
        return (Zone("hand", "hand-title"),)

    def legend(self) -> str:
        return "[dim]a card: its value, 1 to 9[/dim]"

    def table(self, obs: ToyObservation, width: int) -> list[ZoneView]:
        rows = () if obs.card < 0 else ((obs.card, f"card {CARDS[obs.card]}"),)
        return [ZoneView("hand", rows, "Your card")]

    def decision(self, obs: ToyObservation, d: Decision) -> DecisionView:
        options = tuple(OptionView(o, label(o)) for o in d.options)
        return DecisionView(d, "Keep or swap", "Keep your card or swap it?", options)

    def cards(self, obs: ToyObservation, option: Option, width: int) -> CardsView:
        return CardsView(())

    def tutor(self, obs: ToyObservation, d: Decision | None, option: Option | None
              ) -> TutorView:
        if d is None:
            return TutorView("")
        ex = self.tutor_.explain(obs)
        about = list(ex.about(option.move)) if option is not None else []
        return TutorView("\n".join([*(f"→ {x}" for x in about), *ex.lines]))

    def hint_wait(self, view: DecisionView) -> HintWait:
        return HintWait("Thinking about a hint ...")

    def hint(self, h: Hinted) -> list[str]:
        return [f"[b]Hint:[/b] {h.reason} [i](h again takes it)[/i]"]


class ToyMode(Mode):
    id = game = "toy"

    def label(self) -> str:
        return "High Card (a test game)"

    def title(self) -> str:
        return "New game of High Card"

    def intro(self) -> str:
        return "Keep your card or swap it; the higher card scores."

    def players(self) -> Counts:
        return [("2 players", 2)]

    def difficulty_label(self) -> str:
        return "Computer player"

    def difficulties(self) -> Choices:
        return [(d, d) for d in ("easy", "normal", "hard")]

    def plain_label(self) -> str:
        return "High Card"

    def ask(self, console: Console, home: Path, seed: int | None, name: str) -> NewGame:
        from rftg.tui.plain.setup import ask_difficulty, ask_seed

        difficulty = ask_difficulty(console)
        return NewGame(players=2, difficulty=difficulty, seed=ask_seed(console, seed),
                       name=name, game="toy")


class ToyTui(TuiGame):
    id = "toy"
    modes = (ToyMode(),)

    def setup(self, options: NewGame) -> GameSetup:
        return ToySetup(players=2, seed=options.seed, names=(options.name, "Computer 1"))

    def screen(self, session: GameSession) -> Screen[None]:
        from rftg.tui.screens.game import GameScreen

        class ToyScreen(GameScreen):
            def show_card(self, cid: int) -> None:
                self.notify(f"card {CARDS[cid]}")

            def action_scores(self) -> None:
                presenter = self.presenter
                self.notify(presenter.stake(presenter.obs, self.app.size.width),
                            title="Game over" if self.session.over else "Scores")

        return ToyScreen(session, ToyPresenter(session))

    def plain_view(self, session: GameSession) -> View:
        from rftg.tui.plain.views import View

        class ToyView(View):
            @property
            def obs(self) -> ToyObservation:
                obs: ToyObservation = self.model.obs
                return obs

            def context(self, d: Decision) -> list[str]:
                return [f"Round {self.obs.round}. Your card: {CARDS[self.obs.card]}.",
                        self.model.stake(self.obs, 80) + "."]

            def card_line(self, cid: int) -> str:
                return f"card {CARDS[cid]}"

            def name(self, cid: int) -> str:
                return str(CARDS[cid])

            def explain(self, d: Decision, number: int | None) -> list[str]:
                ex = ToyPresenter(self.session).tutor_.explain(self.obs)
                if number is None:
                    return list(ex.lines)
                return [f"{number}: " + " ".join(ex.about(d.options[number - 1].move))]

            def table(self) -> list[str]:
                return self.context(self.game.pending()[0]) if self.game.pending() else []

            def scores(self) -> list[str]:
                return [self.model.stake(self.obs, 80) + "."]

            def card(self, typed: str) -> list[str]:
                return [f"High Card's cards are worth 1 to 9 ({typed!r} is none of them)."]

        return ToyView(session, ToyPresenter(session))

    def plain_resume(self, session: GameSession) -> str:
        return f"High Card, round {session.game.state.round}"


def register() -> None:
    TUIS.register("toy", ToyTui())
