"""The messages of the game screen: what its widgets and its workers tell it. Small
values; the screen (``rftg.tui.screens.game``) answers each with a handler."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.message import Message

from rftg.core.decisions import Choice, Decision, Option
from rftg.core.engine import Game
from rftg.tui.session import Hinted


@dataclass
class ChoiceMade(Message):
    """The player answered ``decision`` with ``choice`` (c, Enter, the Confirm button)."""

    decision: Decision
    choice: Choice


@dataclass
class OptionChosen(Message):
    """Enter (or a click) on ``option`` of ``decision``: its answer, or on to its cards."""

    decision: Decision
    option: Option


@dataclass
class OptionLooked(Message):
    """The player highlights ``option`` (None: none) of the decision shown."""

    option: Option | None


@dataclass
class HintReady(Message):
    """The hint worked out for ``decision`` in the language ``lang``: ``hint``, or the
    ``error`` that stopped it."""

    decision: Decision
    hint: Hinted | None
    error: Exception | None
    lang: str


@dataclass
class ComputerDone(Message):
    """The computer players have played on a copy of ``before``: the game ``after``, or
    the ``error`` that stopped them."""

    before: Game[Any]
    after: Game[Any] | None
    error: Exception | None


@dataclass
class GameFinished(Message):
    """The game of ``session`` is over (after the last turn, or shown again finished):
    the app records it in the statistics and shows the game over screen."""

    session: Any


@dataclass
class TableShown(Message):
    """The game screen of ``session`` is on top again (a dialog or notice over it has
    closed): a game over screen that waited for it shows now."""

    session: Any
