"""Race for the Galaxy's view models (Textual-free): the facts of the table, of the score
line and of each option that the game screen and the plain mode both show, worked out
once from the human's observation (the solitaire robot's view included) and worded by
each front end: the game screen as Rich markup (``rftg.tui.race.present``), the plain
mode in words (``rftg.tui.race.plain``)."""

from __future__ import annotations

from dataclasses import dataclass

from rftg.core.decisions import Move, Option
from rftg.core.ending import Ending
from rftg.core.moves import DecisionKind, PickWorld, PlaceCard, Placement, Sell, UsePower
from rftg.core.observe import Observation
from rftg.core.rules.goals import GoalTile
from rftg.core.scoring import military_strength
from rftg.core.solitaire.observe import RobotView, robot_seen
from rftg.core.summary import Standing, empties_the_pool, ends_the_game, standings
from rftg.tui.view import Warnings


@dataclass(frozen=True)
class SeatTable:
    """One player's part of the table: the tableau, the goods on it, the VP chips, the
    cards in hand and the military strength."""

    seat: int
    name: str
    you: bool
    tableau: tuple[int, ...]
    goods: frozenset[int]
    chips: int
    hand_size: int
    military: int


@dataclass(frozen=True)
class RaceTable:
    """The table as the human sees it: every player's tableau, the hand, the cards drawn
    while exploring (or, during The Gathering Storm's draft, the picks and the two start
    worlds), the solitaire robot, the goals, the decks and the pool."""

    round: int
    deck: int
    discard: int
    seats: tuple[SeatTable, ...]
    hand: tuple[int, ...]
    drawn: tuple[int, ...]
    picks: tuple[int, ...]
    drafting: bool
    robot: RobotView | None
    goals: tuple[GoalTile, ...]
    end: int  # the tableau size that ends the game


def race_table(obs: Observation) -> RaceTable:
    """The table of ``obs``."""
    drafting = bool(obs.picks) or (obs.decision is not None
                                   and obs.decision.kind is DecisionKind.DRAFT)
    seats = tuple(SeatTable(p.seat, p.name, p.seat == obs.me, p.tableau, frozenset(p.goods),
                            p.chips, p.hand_size,
                            military_strength([obs.card(c) for c in p.tableau]))
                  for p in obs.players)
    return RaceTable(obs.round, obs.deck_size, obs.discard_size, seats, obs.hand, obs.drawn,
                     obs.picks, drafting, robot_seen(obs), obs.goals, obs.setup.tableau_end)


@dataclass(frozen=True)
class RaceStake:
    """What is at stake now: each player's score if the game ended now, the robot's, the
    tableau size that ends the game, the VP chips left and, once the end is reached, how
    (this round is the last)."""

    standings: tuple[Standing, ...]
    robot: RobotView | None
    end: int
    pool: int
    last_round: Ending | None


def race_stake(obs: Observation) -> RaceStake:
    return RaceStake(standings(obs), robot_seen(obs), obs.setup.tableau_end, max(obs.pool, 0),
                     obs.ending if not obs.over else None)


def warnings(obs: Observation, option: Option, taken: int) -> Warnings:
    """What ``option`` ends, with ``taken`` cards (goods) used: the card that makes this
    round the last, the VP that take the pool's last chips."""
    return Warnings(ends_the_game(obs, option.move),
                    empties_the_pool(obs, option.move, taken), obs.pool)


def card_of(move: Move) -> int | None:
    """The card a move is about (to show its details): the card placed, the start world
    kept, the world whose good is sold, the card whose power is used."""
    if isinstance(move, PlaceCard | Placement | UsePower):
        return move.card
    if isinstance(move, PickWorld | Sell):
        return move.world
    return None
