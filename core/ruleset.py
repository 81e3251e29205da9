"""The kernel: a declared game. Who plays, its steps, its state, the hooks at the end of
each phase and round, how the game ends, its scores and winners, what one seat sees, and
how the cards a seat cannot see are dealt again for look-ahead.

The engine (``rftg.core.engine.Game``) runs a Ruleset and knows nothing of any particular
game: it keeps the queue of steps, asks decisions and checks answers. A game or variant is
a Ruleset value, registered in ``rftg.core.games`` from the game's own sub-package (Race
for the Galaxy: ``rftg.core.race``, its variants hooking into its ruleset; Jump Drive:
``rftg.core.jumpdrive``). This module imports no game.

How a game plugs in: write its steps (functions ``step(game, step, answers) -> decisions |
None``, each for one ``Step.kind``), register them in ``steps``, name its first step in
``setup`` and its round step in ``round``; give its state (``new_state``), end conditions
(``end``: each gives a typed ``Ending`` once reached), scores, winners and observation;
add checks at phase ends (goals) to ``phase_end`` and at round ends to ``round_end``. For
look-ahead (``rftg.core.sampler``), ``deal_unseen`` deals again what a seat cannot see,
and ``restart`` says which steps may be asked again on the dealt cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from rftg.core.decisions import move_text
from rftg.core.value import Value

if TYPE_CHECKING:
    from rftg.core.decisions import Choice, Decision, Option
    from rftg.core.ending import Ending
    from rftg.core.engine import Game, Score
    from rftg.core.gamesetup import GameSetup
    from rftg.core.gamestate import State


@mypyc_attr(allow_interpreted_subclasses=True)
class Step(Value):
    """One step in the engine's queue: ``kind`` names the ruleset's function that runs it
    (a member of the game's own enum of steps); a game's steps with parameters are
    subclasses that add them, typed. Values: never changed once queued."""

    __slots__ = ("kind",)
    FIELDS: ClassVar[tuple[str, ...]] = ("kind",)

    def __init__(self, kind: str) -> None:
        self.kind = kind


Asked = dict[int, "Decision"] | None
StepFn = Callable[["Game[Any]", Step, "dict[int, Choice] | None"], Asked]
Hook = Callable[["Game[Any]", str], None]  # (game, phase or "round")
# a check beyond the option table: raises IllegalChoice (game, decision, option, choice)
Validator = Callable[["Game[Any]", "Decision", "Option", "Choice"], None]
EndCondition = Callable[["Game[Any]"], "Ending | None"]  # the ending, once reached
NewState = Callable[["GameSetup", "Ruleset"], "State"]
Scores = Callable[["Game[Any]"], "Sequence[Score]"]
Winners = Callable[["Game[Any]"], list[int]]
Observe = Callable[["Game[Any]", int], Any]  # (game, seat) -> what that seat sees
# (state, seat, rng): deal again, at random, every card ``seat`` cannot see
DealUnseen = Callable[["State", int, random.Random], None]
Undo = Callable[["Game[Any]"], None]  # put back what a step drew before it asked
Snapshot = Callable[["Game[Any]"], dict[str, Any]]  # the whole state as plain JSON
AsSaved = Callable[["Game[Any]", Any], Any]  # a saved snapshot as this version writes it


def as_is(game: Game[Any], snap: Any) -> Any:
    """A saved snapshot read as it is."""
    return snap


@dataclass(frozen=True)
class Restart:
    """Which steps may be asked again on dealt cards (``rftg.core.sampler``): ``ask`` those
    whose call without answers only asks; ``undo`` those that draw first, with how to put
    their draws back so that calling them again draws the same cards."""

    ask: frozenset[str] = frozenset()
    undo: Mapping[str, Undo] = field(default_factory=dict)

    def can(self, kind: str) -> bool:
        return kind in self.ask or kind in self.undo


@dataclass(frozen=True)
class Ruleset:
    name: str
    min_players: int
    max_players: int
    steps: Mapping[str, StepFn]
    new_state: NewState
    scores: Scores
    winners: Winners
    observe: Observe
    snapshot: Snapshot  # for saves (checked on load) and digests
    setup: str  # the first step's kind
    round: str  # the kind of the step that starts a round
    end: tuple[EndCondition, ...] = ()
    phase_end: tuple[Hook, ...] = ()
    round_end: tuple[Hook, ...] = ()
    validators: tuple[Validator, ...] = ()
    variants: frozenset[str] = field(default_factory=frozenset)
    deal_unseen: DealUnseen | None = None  # None: no look-ahead on dealt cards
    restart: Restart = field(default_factory=Restart)
    as_saved: AsSaved = as_is  # how a save of an older format reads its snapshot
    label: Callable[[Option], str] = move_text  # an option in words (refusals name it)
    # what a player that answers from its decision alone is given (``Chooser.glances``:
    # the random players); None: the observation
    glance: Observe | None = None
