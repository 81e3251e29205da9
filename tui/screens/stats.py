"""The statistics screen: the games the player finished (``rftg.tui.stats``), games and
wins by game, level, number of players and start world, the average and best score, and
the trend of the last games as a sparkline. The figures are the ones ``rftg stats``
prints; a database that cannot be used was moved aside (the app said so) and a new one
begun."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from rftg.core.text import number
from rftg.tui.games import facet_words, game_label
from rftg.tui.render import esc
from rftg.tui.stats import Line, Summary, percent, trend_key
from rftg.tui.texts import t
from rftg.tui.widgets import translate_bindings

GROUPS = ("game", "level", "players", "start", "variant")


def label(what: str, text: str) -> str:
    """A group's label as a person reads it: a game's name, "2 players", a level's word."""
    if what == "game":
        return game_label(text)
    if what == "players":
        return t("stats.players", n=int(text))
    if what == "level":
        return t(f"stats.level_{text}") if text in ("easy", "normal", "hard") else text
    return facet_words(what, text)


def head_markup(summary: Summary) -> str:
    """The totals and the trend of the last games."""
    total = summary.total
    if not total.games:
        return esc(t("stats.none"))
    marks = " ".join(t("stats.won") if r == 1 else t("stats.lost") if r == 0
                     else t("stats.shared") for r in summary.results)
    return "\n".join([
        "[b]" + esc(summary.total_words(t)) + "[/b]",
        esc(t(trend_key(len(summary.trend)), n=len(summary.trend)))
        + f" [b]{summary.sparkline()}[/b]",
        f"[dim]{esc(marks)}  {esc(t('stats.trend_how'))}[/dim]"])


class StatsScreen(Screen[None]):
    """The statistics of ``summary`` (every game the player finished)."""

    KEYS = "keys.stats"
    BINDINGS = [Binding("escape,q", "close", "Close")]

    def __init__(self, summary: Summary) -> None:
        super().__init__()
        translate_bindings(self, self.KEYS)
        self.summary = summary

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="stats-body"):
            yield Static(id="stats-title")
            yield Static(id="stats-head")
            for what in GROUPS:
                if self.summary.by.get(what):
                    yield Static(id=f"stats-{what}-title", classes="stats-title")
                    yield DataTable(id=f"stats-{what}", cursor_type="none", zebra_stripes=True,
                                    classes="stats-table")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_language()

    def refresh_language(self) -> None:
        translate_bindings(self, self.KEYS)
        self.query_one("#stats-title", Static).update(f"[b]{esc(t('stats.title'))}[/b]")
        self.query_one("#stats-head", Static).update(head_markup(self.summary))
        for what in GROUPS:
            lines = self.summary.by.get(what)
            if not lines:
                continue
            self.query_one(f"#stats-{what}-title", Static).update(
                f"[b]{esc(t(f'stats.by_{what}'))}[/b]")
            table: DataTable[str] = self.query_one(f"#stats-{what}", DataTable)
            table.clear(columns=True)
            table.add_columns("", t("stats.games"), t("stats.wins"), t("stats.rate"),
                              t("stats.average"), t("stats.best"))
            for x in lines:
                table.add_row(*self.row(what, x))

    @staticmethod
    def row(what: str, x: Line) -> tuple[str, ...]:
        return (label(what, x.label), str(x.games), number(x.wins, "g"), percent(x.rate),
                number(x.average, ".1f"), str(x.best))

    def action_close(self) -> None:
        self.dismiss()
