"""Race for the Galaxy's part of the new game screen: the start worlds, the advanced
2-player game, The Gathering Storm with its goals and draft, the player's own cards; and
the solitaire game's fixed choices (the advanced rules with The Gathering Storm, no goals,
random start worlds). What the rules do not allow is disabled and said; the setup model
(``RaceSetup``) has the last word. Own card files are read when the box is ticked and
again at the start; a broken file is named with what is wrong, and the game is not started
with it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Checkbox, Label, Select, Static

from rftg.core.cards import Card, Edition
from rftg.core.custom import own_cards as own_cards_in
from rftg.tui.games import Choices, GameForm, SetupRefused, sentence
from rftg.tui.render import esc
from rftg.tui.session import NewGame, data_dir
from rftg.tui.texts import t
from rftg.tui.widgets.language import relabel_select
from rftg.tui.widgets.tick import Tick

CHECKBOXES = {"advanced": "advanced", "expansion": "expansion", "goals": "goals",
              "draft": "draft", "own-cards": "own_cards"}
"""The checkboxes by id: the catalogue key of their label (and of their tooltip, _tip)."""
LABELS = {"start-label": "start_worlds", "two-players-label": "two_players"}
"""The fixed labels by id: their catalogue key."""
RACE, SOLITAIRE = "rftg", "solitaire"  # the modes of Race for the Galaxy
KEPT = {"expansion": "gs", "advanced": "advanced", "goals": "goals", "draft": "draft",
        "own-cards": "own_cards"}
"""The checkboxes kept for the next new game (``rftg.tui.choices``), by id: their key."""


def start_choices() -> Choices:
    return [(t(f"new_game.choice.start_{s}"), s) for s in ("first", "random", "experienced")]


class RaceForm(Vertical, GameForm):
    """Race for the Galaxy's options on the new game screen."""

    DEFAULT_CSS = """
    RaceForm#rftg-options { height: auto; }
    #own-cards-help { width: 2fr; padding: 1 1 0 1; color: $text-muted; }
    """

    def __init__(self) -> None:
        super().__init__(id="rftg-options")

    def compose(self) -> ComposeResult:
        def label(id: str) -> Label:
            return Label(t(f"new_game.{LABELS[id]}"), id=id)

        def checkbox(id: str, disabled: bool = False) -> Checkbox:
            key = f"new_game.{CHECKBOXES[id]}"
            return Tick(t(key), id=id, disabled=disabled, tooltip=t(f"{key}_tip"))

        with Horizontal(classes="pair"):
            with Vertical(classes="wide"):
                yield label("start-label")
                yield Select(start_choices(), value="first", allow_blank=False, id="start")
            with Vertical():
                yield label("two-players-label")
                yield checkbox("advanced")
        with Horizontal(classes="pair"):
            yield checkbox("expansion")
            yield checkbox("goals", disabled=True)
            yield checkbox("draft", disabled=True)
        with Horizontal(classes="pair"):
            yield checkbox("own-cards")
            yield Static(t("new_game.own_cards_help"), id="own-cards-help")

    def relabel(self) -> None:
        for id, key in LABELS.items():
            self.query_one(f"#{id}", Label).update(t(f"new_game.{key}"))
        for id, key in CHECKBOXES.items():
            box = self.query_one(f"#{id}", Checkbox)
            box.label = t(f"new_game.{key}")
            box.tooltip = t(f"new_game.{key}_tip")
        self.query_one("#own-cards-help", Static).update(t("new_game.own_cards_help"))
        relabel_select(self.query_one("#start", Select), start_choices())

    def box(self, id: str) -> Checkbox:
        return self.query_one(f"#{id}", Checkbox)

    def kept(self) -> dict[str, Any]:
        return {"start": str(self.query_one("#start", Select).value),
                **{key: self.box(id).value for id, key in KEPT.items()}}

    def restore(self, values: dict[str, Any]) -> None:
        start = self.query_one("#start", Select)
        if values.get("start") in [v for _, v in start_choices()]:
            start.value = values["start"]
        for id, key in KEPT.items():  # the expansion first: goals and draft need it
            if isinstance(values.get(key), bool) and not self.box(id).disabled:
                self.box(id).value = values[key]
                self.update(str(values.get("mode", RACE)), int(values.get("players", 2)))

    def update(self, mode: str, players: int) -> list[str]:
        """Enable what the rules allow with the players and the expansion chosen, and say
        what is not available and why (in another game's mode: nothing to say)."""
        active, solo = mode in (RACE, SOLITAIRE), mode == SOLITAIRE
        gs = self.box("expansion").value
        adv, goals, draft = self.box("advanced"), self.box("goals"), self.box("draft")
        for box, allowed in ((adv, players == 2), (goals, gs and not solo),
                             (draft, gs and players in (2, 3) and not solo)):
            if solo and box is adv:
                continue  # the solitaire game: ticked and fixed (solitaire)
            box.disabled = not allowed
            if not allowed and box.value:
                box.value = False
        self.query_one("#start", Select).disabled = draft.value
        notes = self.solitaire(solo)
        if not active:
            return notes
        if self.box("own-cards").value:
            cards, problem = own_cards_in(data_dir())
            if problem:
                notes.append(t("new_game.note.own_cards_unusable", problem=esc(problem)))
            else:
                notes.append(own_note(cards, Edition("gs" if gs else "base")))
        if players == 5 and not gs:
            notes.append(t("new_game.note.five_need_expansion"))
        if not gs:
            if players != 5:
                notes.append(t("new_game.note.with_expansion"))
        elif players not in (2, 3) and not solo:
            notes.append(t("new_game.note.draft_players"))
        if draft.value:
            notes.append(t("new_game.note.draft"))
        return notes

    def solitaire(self, solo: bool) -> list[str]:
        """The solitaire game: the advanced 2-player rules with The Gathering Storm, no
        goals, random start worlds, one player against the robot; its difficulty."""
        self.box("expansion").disabled = solo
        start: Select[str] = self.query_one("#start", Select)
        start.disabled = solo or self.box("draft").value
        if not solo:
            return []
        if start.value != "random":  # "Die Startwelten werden verdeckt gemischt"
            start.value = "random"
        for id, value in (("expansion", True), ("advanced", True)):
            checkbox = self.box(id)
            if checkbox.value != value:
                checkbox.value = value
            checkbox.disabled = True
        return [t("new_game.note.solitaire")]

    def options(self, base: NewGame, mode: str) -> NewGame:
        """``base`` with the start worlds, the advanced game, the expansion, its goals and
        draft and the own cards; the solitaire game: one player against the robot of the
        difficulty chosen."""
        options = replace(
            base, start=str(self.query_one("#start", Select).value),
            advanced=self.box("advanced").value,
            expansion="gs" if self.box("expansion").value else "base",
            goals=self.box("goals").value, draft=self.box("draft").value,
            custom_cards=self.own_cards())
        if mode == SOLITAIRE:  # one player against the robot, its difficulty
            options = replace(options, players=1, start="random", advanced=True,
                              expansion="gs", goals=False, draft=False, difficulty="normal",
                              robot=options.difficulty)
        return options

    def own_cards(self) -> tuple[Card, ...]:
        """The own cards asked for (read again now: the files may have changed), or
        SetupRefused saying what is wrong with them."""
        if not self.box("own-cards").value:
            return ()
        cards, problem = own_cards_in(data_dir())
        if problem:
            raise SetupRefused(t("new_game.note.own_cards_refused",
                                 problem=sentence(problem)))
        return cards


def own_note(cards: tuple[Card, ...], edition: Edition) -> str:
    """What the game will shuffle in: 'Your own cards: 3 copies of 2 cards join the game:
    ✎ A (2 copies), ✎ B.', and which of them have no copies with this edition."""
    joining = [(c.name, n) for c in cards if (n := c.copies_in(edition))]
    names = ", ".join(t("new_game.note.own_name_copies", name=esc(name), n=n) if n > 1
                      else esc(name) for name, n in joining)
    copies = sum(n for _, n in joining)
    note = (t("new_game.note.own_joining",
              copies=t("new_game.note.own_copy" if copies == 1 else "new_game.note.own_copies",
                       n=copies),
              cards=t("new_game.note.own_card" if len(joining) == 1
                      else "new_game.note.own_cards", n=len(joining)),
              names=names) if joining else t("new_game.note.own_none"))
    left = [esc(c.name) for c in cards if not c.copies_in(edition)]
    if left:
        game = t("new_game.note.own_not_in_gs" if edition is Edition.GS
                 else "new_game.note.own_not_in_base")
        note += t("new_game.note.own_not_in", game=game, names=", ".join(left))
    return note
