"""Modal screens: help, card details, scores, resume, load."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, DataTable, Label, Markdown, OptionList, RichLog, Static
from textual.widgets.option_list import Option as ListOption

from rftg.core.cards import Card, catalogue
from rftg.core.events import GameEnded
from rftg.core.powertext import card_text
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.observe import RobotView, robot_view
from rftg.core.solitaire.text import render_solitaire_event
from rftg.core.text import render_event
from rftg.tui.render import card_line, esc
from rftg.tui.session import GameSession

CLOSE: list[BindingType] = [Binding("escape", "dismiss_screen", "Close"),
                            Binding("q", "dismiss_screen", "Close")]

R = TypeVar("R")


class Dialog(ModalScreen[R]):
    """A modal screen that closes once: a second Escape (or a burst of keys) that arrives
    before the first has taken the dialog away must not close the screen below it."""

    closing = False

    def close(self, result: R | None = None) -> None:
        if self.closing or not self.is_current:
            return
        self.closing = True
        self.dismiss(result)


class _Closable(Dialog[None]):
    BINDINGS = CLOSE

    def action_dismiss_screen(self) -> None:
        self.close()


class HelpScreen(_Closable):
    """The keys and a short how-to-play (tui/help.md)."""

    def compose(self) -> ComposeResult:
        text = resources.files("rftg.tui").joinpath("help.md").read_text(encoding="utf-8")
        with VerticalScroll(classes="dialog"):
            yield Markdown(text)
            yield Button("Close (Esc)", id="close")

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class CardScreen(_Closable):
    """One card: its facts, its powers in English, and German where the rulebooks name it."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        c = self.card
        names_de = {x.name: x.de for x in catalogue().cards() if x.de}
        title = c.name + (f" ({c.de})" if c.de and c.de != c.name else "")
        facts = [c.kind_text(), f"defence {c.cost}" if c.military else f"cost {c.cost}",
                 "VP: 6-cost bonus" if c.bonuses else f"{c.vp} VP"]
        if c.goods:
            facts.append(f"goods: {c.goods.value.capitalize()}")
        if c.keywords:
            facts.append(", ".join(k.value for k in c.keywords))
        with VerticalScroll(classes="dialog"):
            yield Static(f"[b]{esc(title)}[/b]\n{card_line(c)}\n{esc(' · '.join(facts))}")
            yield Static(esc(card_text(c)) or "No powers.", classes="powers")
            if c.de:
                yield Static("[b]Deutsch[/b]\n" + esc(card_text(c, "de", names_de)),
                             classes="powers")
            yield Button("Close (Esc)", id="close")

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class LogScreen(_Closable):
    """The whole log, to scroll through (the game screen shows its last lines)."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide log-dialog"):
            yield Static("[b]Log[/b] (↑ ↓ PageUp PageDown to scroll, Esc closes)")
            log = RichLog(id="full-log", markup=True, wrap=True)
            yield log
            yield Button("Close (Esc)", id="close")

    def on_mount(self) -> None:
        log = self.query_one("#full-log", RichLog)
        for line in self.lines:
            log.write(esc(line))
        log.focus()

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class ScoreScreen(_Closable):
    """Every player's score: each card's VP, the 6-cost bonuses and the chips."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        from rftg.tui.screens.goals import goal_score_label  # (goals imports this module)

        game = self.session.game
        scores = game.scores()
        title = "Final scores" if game.over else f"Scores now (round {game.state.round})"
        with VerticalScroll(classes="dialog wide"):
            yield Static(f"[b]{title}[/b]")
            seats = [p.name for p in game.players]
            robot = robot_view(game)
            if robot is not None:  # the solitaire robot scores after the player
                seats.append("Robot")
            if game.over:
                names = [seats[w] for w in game.winners()]
                verdict = (f"{names[0]} {'win' if names[0] == 'You' else 'wins'}!"
                           if len(names) == 1 else f"{' and '.join(names)} share the win.")
                yield Static(f"[b reverse] {esc(verdict)} [/]")
                yield Static(esc(self.why_it_ended()), id="why-ended")
            for p, s in zip(game.players, scores[:len(game.players)], strict=True):
                table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True)
                table.add_columns("", "VP")
                for name, vp in s.cards.items():
                    table.add_row(name, str(vp))
                for dev, vp in s.bonuses.items():
                    table.add_row(f"{dev} bonus", str(vp))
                table.add_row("VP chips", str(s.chips))
                for goal in s.goals:  # The Gathering Storm's goals
                    table.add_row(goal_score_label(game.state.goals, goal), str(goal.vp))
                yield Label(f"[b]{esc(p.name)}: {s.total} VP[/b]  (hand {len(p.hand)}, "
                            f"goods {len(p.goods)}: the tie-break)")
                yield table
                for dev, hits in s.details.items():
                    why = ", ".join(f"{h.card or 'chips'} {h.vp:+d}" for h in hits) or "nothing"
                    yield Static(f"[dim]{esc(dev)}: {esc(why)}[/dim]")
            if robot is not None:
                yield from self._robot_score(robot, scores[-1])
            yield Button("Close (Esc)", id="close")

    def _robot_score(self, robot: RobotView, s: ScoreBreakdown) -> ComposeResult:
        """The robot's score: its cards (6-cost developments at its token VP), its tokens,
        its chips; and the tie-break it would use."""
        table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True)
        table.add_columns("", "VP")
        for name, vp in s.cards.items():
            table.add_row(name, str(vp))
        for what, vp in s.bonuses.items():
            table.add_row(what, str(vp))
        table.add_row("VP chips", str(s.chips))
        yield Label(f"[b]Robot: {s.total} VP[/b]  (credit {robot.credit} + economy "
                    f"{robot.economy}: the tie-break)")
        yield table

    def why_it_ended(self) -> str:
        """The log's line of the game's end (who reached 12 cards, or the last chip)."""
        game = self.session.game
        names = [p.name for p in game.players]
        render = render_solitaire_event if robot_view(game) is not None else render_event
        for event in reversed(game.state.events):
            if isinstance(event, GameEnded):
                return render(event, names, game.state.cards, "en",
                              self.session.human) or ""
        return ""

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class ResumeDialog(Dialog[bool]):
    """Offer to resume the autosaved game."""

    BINDINGS = [Binding("escape", "no", "New game"), Binding("y", "yes", "Resume"),
                Binding("n", "no", "New game")]

    def __init__(self, summary: str) -> None:
        super().__init__()
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(f"[b]Resume your last game?[/b]\n{esc(self.summary)}")
            with Horizontal(classes="buttons"):
                yield Button("Resume (y)", id="yes", variant="primary")
                yield Button("New game (n)", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    @on(Button.Pressed, "#yes")
    def action_yes(self) -> None:
        self.close(True)

    @on(Button.Pressed, "#no")
    def action_no(self) -> None:
        self.close(False)


class LoadScreen(Dialog[Path]):
    """Pick a saved game."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, saves: list[Path]) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            if self.saves:
                yield Static("[b]Load a saved game[/b] (Enter loads, Esc cancels)")
                yield OptionList(*[ListOption(esc(p.name), id=str(i))
                                   for i, p in enumerate(self.saves)], id="saves")
            else:
                yield Static("There are no saved games yet. (Press s during a game to save.)")
            yield Button("Cancel (Esc)", id="cancel")

    @on(OptionList.OptionSelected, "#saves")
    def _pick(self, event: OptionList.OptionSelected) -> None:
        self.close(self.saves[int(event.option.id or 0)])

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.close()
