"""Modal screens: help, card details, scores, resume, load, settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, TypeVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import (
    Button,
    DataTable,
    Label,
    Markdown,
    OptionList,
    RichLog,
    Select,
    Static,
)
from textual.widgets.option_list import Option as ListOption

from rftg.core import lang as language
from rftg.core.cards import Card
from rftg.core.events import GameEnded
from rftg.core.powertext import card_text
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.observe import RobotView, robot_view
from rftg.core.solitaire.text import render_solitaire_event, robot_name
from rftg.core.text import card_name, render_event
from rftg.tui.render import card_line, esc, is_you, joined, player_name
from rftg.tui.session import GameSession
from rftg.tui.texts import help_markdown, language_name, t
from rftg.tui.widgets import Sturdy, translate_bindings

CLOSE: list[BindingType] = [Binding("escape", "dismiss_screen", "Close"),
                            Binding("q", "dismiss_screen", "Close")]

R = TypeVar("R")


class Dialog(ModalScreen[R]):
    """A modal screen that closes once: a second Escape (or a burst of keys) that arrives
    before the first has taken the dialog away must not close the screen below it.

    Its key bindings speak the language of the run (``KEYS``: their catalogue section);
    when the player switches the language, it is composed again (``refresh_language``:
    a dialog that keeps state on its widgets shows its new words in place instead)."""

    KEYS: ClassVar[str] = "keys.dialog"
    closing = False

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self, self.KEYS)

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.call_later(self.recompose)

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
    """The keys and a short how-to-play (content/text/<lang>/help.md)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog"):
            yield Markdown(help_markdown())
            yield Button(t("dialog.close"), id="close")

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class CardScreen(_Closable):
    """One card: its facts and its powers in the language of the run, and in the other
    language where the rulebooks give the card a German name."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        c = self.card
        lang = language.current()
        other = "de" if lang == "en" else "en"
        name, other_name = card_name(c, lang), card_name(c, other)
        title = name + (f" ({other_name})" if other_name != name else "")
        facts = [c.kind_text(),
                 t("card.defence", n=c.cost) if c.military else t("card.cost", n=c.cost),
                 t("card.vp_bonus") if c.bonuses else t("card.vp", n=c.vp)]
        if c.goods:
            facts.append(t("card.goods", kind=language.text("game", f"kind.{c.goods.name}")))
        if c.keywords:
            facts.append(", ".join(language.text("game", f"keyword.{k.name}")
                                   for k in c.keywords))
        with VerticalScroll(classes="dialog"):
            yield Static(f"[b]{esc(title)}[/b]\n{card_line(c)}\n{esc(' · '.join(facts))}")
            yield Static(esc(card_text(c, lang)) or t("card.no_powers"),
                         classes="powers")
            if c.de:
                yield Static(t("card.other_language") + "\n"
                             + esc(card_text(c, other)), classes="powers")
            yield Button(t("dialog.close"), id="close")

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
            yield Static(t("log.title"), id="log-title")
            log = RichLog(id="full-log", markup=True, wrap=True)
            yield log
            yield Button(t("dialog.close"), id="close")

    def refresh_language(self) -> None:
        """The words around the log; its lines stay as they were shown."""
        translate_bindings(self, self.KEYS)
        self.query_one("#log-title", Static).update(t("log.title"))
        self.query_one("#close", Button).label = t("dialog.close")

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
        scores = cast("list[ScoreBreakdown]", game.scores())
        self.card_names = {c.name: card_name(c) for c in game.state.cards}  # German names
        title = t("score.final") if game.over else t("score.now", round=game.state.round)
        with VerticalScroll(classes="dialog wide"):
            yield Static(f"[b]{title}[/b]")
            seats = [player_name(p.name) for p in game.state.players]
            robot = robot_view(game)
            if robot is not None:  # the solitaire robot scores after the player
                seats.append(robot_name())
            if game.over:
                winners = game.winners()
                names = [seats[w] for w in winners]
                verdict = (t("score.you_win" if is_you(names[0]) else "score.wins",
                             name=names[0]) if len(names) == 1
                           else t("score.share", names=joined(names)))
                yield Static(f"[b reverse] {esc(verdict)} [/]")
                yield Static(esc(self.why_it_ended()), id="why-ended")
            for seat, (p, s) in enumerate(zip(game.state.players, scores[:len(game.state.players)],
                                              strict=True)):
                yield Label(t("score.player", name=esc(seats[seat]), total=s.total,
                              hand=len(p.hand), goods=len(p.goods)))
                yield self._table(s, [(goal_score_label(game.state.goals, goal), goal.vp)
                                      for goal in s.goals])  # The Gathering Storm's goals
                for dev, hits in s.details.items():
                    why = ", ".join(
                        f"{self.local(h.card) if h.card else t('score.chips_hit')} {h.vp:+d}"
                        for h in hits) or t("score.nothing")
                    yield Static(f"[dim]{esc(self.local(dev))}: {esc(why)}[/dim]")
            if robot is not None:
                yield from self._robot_score(robot, scores[-1])
            yield Button(t("dialog.close"), id="close")

    def local(self, card: str) -> str:
        """A card's name in the language of the run (the scores name cards in English)."""
        return self.card_names.get(card, card)

    def _table(self, s: ScoreBreakdown, goals: list[tuple[str, int]],
               bonus: bool = True) -> DataTable[str]:
        """Each card's VP, the 6-cost bonuses (the robot's tokens: as they are named),
        the chips and the goals."""
        table: DataTable[str] = DataTable(cursor_type="none", zebra_stripes=True)
        table.add_columns("", t("score.column_vp"))
        for name, vp in s.cards.items():
            table.add_row(self.local(name), str(vp))
        for dev, vp in s.bonuses.items():
            table.add_row(t("score.bonus", card=self.local(dev)) if bonus else dev, str(vp))
        table.add_row(t("score.chips"), str(s.chips))
        for label, vp in goals:
            table.add_row(label, str(vp))
        return table

    def _robot_score(self, robot: RobotView, s: ScoreBreakdown) -> ComposeResult:
        """The robot's score: its cards (6-cost developments at its token VP), its tokens,
        its chips; and the tie-break it would use."""
        yield Label(t("score.robot_total", name=robot_name(), total=s.total,
                      credit=robot.credit, economy=robot.economy))
        yield self._table(s, [], bonus=False)

    def why_it_ended(self) -> str:
        """The log's line of the game's end (who reached 12 cards, or the last chip)."""
        game = self.session.game
        names = [p.name for p in game.state.players]
        render = render_solitaire_event if robot_view(game) is not None else render_event
        for event in reversed(game.state.events):
            if isinstance(event, GameEnded):
                return render(event, names, game.state.cards, None,
                              self.session.human) or ""
        return ""

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.close()


class ResumeDialog(Dialog[bool]):
    """Offer to resume the autosaved game. ``summary`` says which game it is, in the
    language of the run."""

    KEYS = "keys.resume"
    BINDINGS = [Binding("escape", "no", "New game"), Binding("y", "yes", "Resume"),
                Binding("n", "no", "New game")]

    def __init__(self, summary: Callable[[], str]) -> None:
        super().__init__()
        self.summary = summary

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self._question(), id="question")
            with Horizontal(classes="buttons"):
                yield Button(t("resume.yes"), id="yes", variant="primary")
                yield Button(t("resume.no"), id="no")

    def _question(self) -> str:
        return f"[b]{t('resume.question')}[/b]\n{esc(self.summary())}"

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#question", Static).update(self._question())
        self.query_one("#yes", Button).label = t("resume.yes")
        self.query_one("#no", Button).label = t("resume.no")

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

    KEYS = "keys.load"
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, saves: list[Path]) -> None:
        super().__init__()
        self.saves = saves

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(t("load.title") if self.saves else t("load.none"), id="load-title")
            if self.saves:
                yield Sturdy(*[ListOption(esc(p.name), id=str(i))
                                   for i, p in enumerate(self.saves)], id="saves")
            yield Button(t("dialog.cancel"), id="cancel")

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#load-title", Static).update(t("load.title") if self.saves
                                                     else t("load.none"))
        self.query_one("#cancel", Button).label = t("dialog.cancel")

    @on(OptionList.OptionSelected, "#saves")
    def _pick(self, event: OptionList.OptionSelected) -> None:
        self.close(self.saves[int(event.option.id or 0)])

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.close()


class SettingsScreen(Dialog[None]):
    """The player's settings: the language. A choice takes effect at once (``choose``: the
    app switches every screen and keeps the choice in settings.toml)."""

    KEYS = "keys.settings"
    BINDINGS = [Binding("escape", "close_settings", "Close")]

    def __init__(self, choose: Callable[[str], None]) -> None:
        super().__init__()
        self.choose = choose

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="settings"):
            yield Static(f"[b]{t('settings.title')}[/b]", id="settings-title")
            yield Label(t("settings.language"), id="language-label")
            yield Select([(language_name(lang), lang) for lang in language.LANGUAGES],
                         value=language.current(), allow_blank=False, id="language")
            yield Static(t("settings.language_note"), id="language-note")
            yield Button(t("settings.close"), id="close")

    def on_mount(self) -> None:
        self.query_one("#language", Select).focus()

    @on(Select.Changed, "#language")
    def _language(self, event: Select.Changed) -> None:
        if event.value != language.current():
            self.choose(str(event.value))

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#settings-title", Static).update(f"[b]{t('settings.title')}[/b]")
        self.query_one("#language-label", Label).update(t("settings.language"))
        self.query_one("#language-note", Static).update(t("settings.language_note"))
        self.query_one("#close", Button).label = t("settings.close")

    @on(Button.Pressed, "#close")
    def action_close_settings(self) -> None:
        self.close()
