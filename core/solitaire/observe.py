"""What the player sees of the robot: its whole board and tableau pile (public), the size
of its face-down hand pile (never its cards), the dice of this round and the score now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from rftg.core.observe import Observation
from rftg.core.solitaire.rules import Field, robot_score
from rftg.core.solitaire.state import SolitaireState
from rftg.core.solitaire.table import Face, WorldRule

if TYPE_CHECKING:
    from rftg.core.engine import Game
    from rftg.core.state import RaceGame


class RobotView(NamedTuple):
    difficulty: str
    start: int
    credit: int
    credit_limit: int
    economy: int
    economy_limit: int
    tile: Face  # the robot tile: the action of the robot symbol
    pile: int  # cards in its face-down hand pile
    tableau: tuple[int, ...]  # its tableau pile (face up)
    tokens: int  # 6-cost development tokens placed
    tokens_left: int
    token_vp: int
    chips: int
    faces: tuple[Face, ...]  # this round's dice (empty before the first roll)
    dice: tuple[Field, ...]  # the field of each die
    marks: tuple[Field, ...]  # the player's indicators
    cards: int  # tableau cards for the game's end (tokens count)
    vp: int  # its score now
    doomed: bool  # Doomed World's first Settle action is still to come
    rule: WorldRule  # its start world's modifications (public: tiles on its board)


class SolitaireObservation(Observation):
    """The player's view in the solitaire game: Race for the Galaxy's, and the robot."""

    __slots__ = ("robot",)

    def __init__(self, game: RaceGame, seat: int) -> None:
        Observation.__init__(self, game, seat)
        robot = robot_view(game)
        assert robot is not None, "not a solitaire game"
        self.robot: RobotView = robot

    def _key(self) -> tuple[object, ...]:
        return (*Observation._key(self), self.robot)


def solitaire_observation(game: RaceGame, seat: int) -> SolitaireObservation:
    """The player's view of the solitaire game."""
    return SolitaireObservation(game, seat)


def robot_seen(obs: Observation) -> RobotView | None:
    """The robot in ``obs`` (None: not a solitaire game)."""
    return obs.robot if isinstance(obs, SolitaireObservation) else None


def robot_view(game: Game[Any]) -> RobotView | None:
    """The robot as the player sees it (None: not a solitaire game)."""
    st = game.state
    if not isinstance(st, SolitaireState) or st.robot is None:
        return None
    cached = game.view_cache.get("robot")
    if isinstance(cached, RobotView):
        return cached
    r = st.robot
    vp = robot_score([st.cards[c] for c in r.tableau], r.tokens, r.token_vp, r.chips).total
    view = RobotView(r.difficulty, r.start, r.credit, r.credit_limit, r.economy,
                     r.economy_limit, r.tile, len(r.pile), tuple(r.tableau), r.tokens,
                     r.tokens_left, r.token_vp, r.chips, r.faces, r.dice, r.marks, r.cards,
                     vp, r.doomed, r.rule)
    game.view_cache["robot"] = view
    return view
