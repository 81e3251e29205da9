"""Race for the Galaxy's dialogs: one card (its facts and powers, in both languages where
the rulebooks name it in German) and the scores (each card's VP, the 6-cost bonuses, the
chips, the goals; the solitaire robot's score after the player's)."""

from __future__ import annotations

from typing import cast

from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Button, DataTable, Label, Static

from rftg.core import lang as language
from rftg.core.cards import Card
from rftg.core.events import GameEnded
from rftg.core.powertext import card_text
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.observe import RobotView, robot_view
from rftg.core.solitaire.text import render_solitaire_event, robot_name
from rftg.core.text import card_name, render_event
from rftg.tui.race.goals import goal_score_label
from rftg.tui.render import card_line, esc, is_you, joined, player_name
from rftg.tui.screens.dialogs import _Closable
from rftg.tui.session import GameSession
from rftg.tui.texts import t


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


class ScoreScreen(_Closable):
    """Every player's score: each card's VP, the 6-cost bonuses and the chips."""

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
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
        for dev, vp in s.bonuses.items():  # each bonus once, with what it counts
            hits = s.details.get(dev, ())
            why = ", ".join(f"{self.local(h.card) if h.card else t('score.chips_hit')} "
                            f"{h.vp:+d}" for h in hits) or t("score.nothing")
            table.add_row(t("score.bonus_why", card=self.local(dev), why=why) if bonus
                          else dev, str(vp))
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
