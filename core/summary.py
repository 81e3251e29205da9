"""What is at stake and what just happened, from public facts: each player's score now,
whether a move ends the game, and what each player did in the last round (from the typed
events; nothing reads the log). Whether the end is reached is the engine's
(``Observation.ending``, from the ruleset's end conditions).

    standings(obs)                  -> each player's score now and tableau size
    ends_the_game(obs, move)        -> the placement that makes this round the last one
    empties_the_pool(obs, move, n)  -> the Consume move that takes the last VP chips
    last_round(events, cards)       -> per seat: actions, cards placed, goods, VP gained
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rftg.core import events as ev
from rftg.core.actions import Action
from rftg.core.cards import CONSUME_EFFECTS, Card, Effect
from rftg.core.decisions import Move
from rftg.core.moves import PlaceCard, Placement, UsePower
from rftg.core.observe import Observation
from rftg.core.rules.consume import consume_gain
from rftg.core.rules.goals import scores_now
from rftg.core.scoring import score
from rftg.core.solitaire import events as rev


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's score if the game ended now: printed VP of the tableau, VP chips, the
    6-cost developments' bonuses and goal VP (The Gathering Storm: tiles and markers held)."""

    seat: int
    name: str
    total: int
    cards: int
    chips: int
    bonus: int
    tableau: int
    goals: int = 0


def standings(obs: Observation) -> tuple[Standing, ...]:
    out = []
    tableaux = [p.tableau for p in obs.players]
    chips = [p.chips for p in obs.players]
    for p in obs.players:
        goals = scores_now(obs.goals, p.seat, tableaux, chips, obs.cards, obs.over)
        s = score([obs.card(c) for c in p.tableau], p.chips, goals=goals)
        out.append(Standing(p.seat, p.name, s.total, s.printed, s.chips,
                            sum(s.bonuses.values()), len(p.tableau), s.goal_vp))
    return tuple(out)


def ends_the_game(obs: Observation, move: Move) -> int | None:
    """The number of the card this move places if that card makes the game end after
    this round ("Das Spiel endet am Ende der Runde, in der ein Spieler 12 oder mehr Karten
    in seiner Auslage hat": the ruleset's tableau size, ``obs.setup.tableau_end``); else
    None, and None once the end is reached anyway (``obs.ending``)."""
    if not isinstance(move, PlaceCard | Placement) or obs.ending is not None or obs.over:
        return None
    n = len(obs.mine.tableau) + 1
    if isinstance(move, Placement):
        n -= sum(1 for c in move.spends if c in obs.mine.tableau)
    return n if n >= obs.setup.tableau_end else None


def empties_the_pool(obs: Observation, move: Move, taken: int) -> int | None:
    """The VP chips this Consume move gains if they are the pool's last ones, so that the
    game ends after this round ("... oder der letzte Siegpunkt-Chip vergeben wurde");
    else None. ``taken``: the goods (or hand cards) the move uses."""
    if not isinstance(move, UsePower) or obs.ending is not None:
        return None
    pw = obs.card(move.card).powers[move.index]
    if pw.effect not in CONSUME_EFFECTS and pw.effect is not Effect.DISCARD_HAND:
        return None  # no VP: a trade power, a draw, a gamble
    vp = consume_gain(pw, taken, Action.DOUBLE in obs.mine.actions).vp.total
    return vp if 0 < obs.pool <= vp else None


@dataclass(slots=True)
class SeatRound:
    """What one player did in a round."""

    actions: tuple[Action, ...] = ()
    developed: list[int] = field(default_factory=list)
    settled: list[int] = field(default_factory=list)
    produced: int = 0
    windfall: int = 0
    consumed: int = 0  # goods consumed (sold ones included)
    sold: int = 0
    chips: int = 0  # VP chips gained
    cards_vp: int = 0  # printed VP of the cards placed
    drew: int = 0  # cards drawn (explore: cards kept)
    passes: set[str] = field(default_factory=set)  # "develop" / "settle": a run placing nothing


@dataclass(slots=True)
class RobotRound:
    """What the solitaire robot did in a round: the phases it acted in (in order), the
    cards it placed, the VP chips it scored and the cards it drew."""

    phases: list[str] = field(default_factory=list)
    placed: list[int] = field(default_factory=list)
    vp: int = 0
    drew: int = 0


@dataclass(frozen=True, slots=True)
class RoundSummary:
    round: int
    seats: tuple[SeatRound, ...]
    phases: frozenset[str]  # the phases played ("develop", "settle", ...)
    robot: RobotRound | None = None  # the solitaire robot's round

    def passed(self, seat: int, phase: str) -> bool:
        """``seat`` placed nothing in the round's Develop or Settle phase (in any run of
        it, in the advanced 2-player game)."""
        s = self.seats[seat]
        return phase in s.passes and not (s.developed if phase == "develop" else s.settled)


PHASE_OF_ACTION = {Action.EXPLORE_5: "explore", Action.EXPLORE_1_1: "explore",
                   Action.DEVELOP: "develop", Action.DEVELOP2: "develop",
                   Action.SETTLE: "settle", Action.SETTLE2: "settle",
                   Action.TRADE: "consume", Action.DOUBLE: "consume",
                   Action.PRODUCE: "produce"}


def last_round(events: Sequence[ev.Event], cards: Sequence[Card],
               players: int) -> RoundSummary | None:
    """The last complete round in ``events``: from the one-but-last RoundStarted to the
    last one (or to the game's end). None before a round is complete."""
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.RoundStarted)]
    ended = any(isinstance(e, ev.GameEnded) for e in events)
    if ended and starts:
        lo, hi = starts[-1], len(events)
    elif len(starts) >= 2:
        lo, hi = starts[-2], starts[-1]
    else:
        return None
    first = events[lo]
    assert isinstance(first, ev.RoundStarted)
    return summarise(first.round, events[lo:hi], cards, players)


def summarise(number: int, events: Sequence[ev.Event], cards: Sequence[Card],
              players: int) -> RoundSummary:
    seats = [SeatRound() for _ in range(players)]
    robot: RobotRound | None = None
    for e in events:
        if isinstance(e, rev.RobotTurn | rev.RobotPlaced | rev.RobotScored | rev.RobotDrew):
            robot = robot or RobotRound()
            _robot(robot, e)
        elif isinstance(e, ev.ActionsChosen):
            seats[e.seat].actions = e.actions
        elif isinstance(e, ev.Developed):
            seats[e.seat].developed.append(e.card)
            seats[e.seat].cards_vp += cards[e.card].vp
        elif isinstance(e, ev.Settled):
            seats[e.seat].settled.append(e.card)
            seats[e.seat].cards_vp += cards[e.card].vp
        elif isinstance(e, ev.Produced) and not e.placed:  # a world's own good is none
            seats[e.seat].produced += 1
            seats[e.seat].windfall += e.windfall
        elif isinstance(e, ev.Consumed):
            seats[e.seat].consumed += e.goods
            seats[e.seat].chips += e.vp
        elif isinstance(e, ev.DiscardedForVP):
            seats[e.seat].chips += e.vp
        elif isinstance(e, ev.Sold):
            seats[e.seat].sold += 1
        elif isinstance(e, ev.Drew):
            seats[e.seat].drew += e.n
        elif isinstance(e, ev.Passed):
            seats[e.seat].passes.add(e.phase)
    phases = frozenset(PHASE_OF_ACTION[a] for s in seats for a in s.actions)
    return RoundSummary(number, tuple(seats), phases, robot)


def _robot(robot: RobotRound, e: ev.Event) -> None:
    if isinstance(e, rev.RobotTurn) and e.phase not in robot.phases:
        robot.phases.append(e.phase)
    elif isinstance(e, rev.RobotPlaced):
        robot.placed.append(e.card)
    elif isinstance(e, rev.RobotScored):
        robot.vp += e.vp
    elif isinstance(e, rev.RobotDrew):
        robot.drew += e.n
