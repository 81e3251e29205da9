"""High Card in the core layer: its setup, state, steps, end, observation and sampling."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal

from rftg.core.decisions import Choice, Decision, Move, Option
from rftg.core.draws import shuffle
from rftg.core.ending import Ending
from rftg.core.engine import Game
from rftg.core.games import GAMES, CoreGame
from rftg.core.gamesetup import GameSetup
from rftg.core.gamestate import Event, State
from rftg.core.ruleset import Asked, Restart, Ruleset, Step

ROUNDS = 3
CARDS = tuple(range(1, 10))  # the card with id i is worth CARDS[i]


class ToySetup(GameSetup):
    game: Literal["toy"] = "toy"


class ToyStep(StrEnum):
    DEAL = "toy_deal"
    ROUND = "toy_round"
    REVEAL = "toy_reveal"


class ToyKind(StrEnum):
    """High Card's one kind of decision."""

    CHOOSE = "toy_choose"


class ToyEnd(StrEnum):
    ROUNDS = "rounds"  # the third round is over


class Keep(Move):
    __slots__ = ()

    def encode(self) -> str:
        return "keep"


class Swap(Move):
    __slots__ = ()

    def encode(self) -> str:
        return "swap"


@dataclass
class Revealed(Event):
    """The cards shown this round and who scored."""

    cards: tuple[int, ...]
    scorer: int | None


@dataclass  # no slots: the compiled engine keeps State's own fields (see State)
class ToyState(State):
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    hands: list[int] = field(default_factory=list)  # each player's one card
    points: list[int] = field(default_factory=list)
    swapped: list[bool] = field(default_factory=list)

    def clone(self) -> ToyState:
        new = State.clone(self)
        assert isinstance(new, ToyState)
        new.deck, new.discard = list(self.deck), list(self.discard)
        new.hands, new.points = list(self.hands), list(self.points)
        new.swapped = list(self.swapped)
        return new


@dataclass(frozen=True)
class Score:
    total: int


@dataclass(frozen=True)
class ToyObservation:
    """What one player sees: its own card, the points, the cards left, its decision."""

    me: int
    round: int
    card: int
    points: tuple[int, ...]
    deck_size: int
    events: tuple[Event, ...]
    decision: Decision | None
    ending: Ending | None
    over: bool


def state(game: Game[Any]) -> ToyState:
    st = game.state
    assert isinstance(st, ToyState)
    return st


def new_state(setup: GameSetup, ruleset: Ruleset) -> ToyState:
    return ToyState(setup=setup, rng=random.Random(setup.seed), deck=list(range(len(CARDS))),
                    points=[0] * setup.players, swapped=[False] * setup.players)


def _draw(st: ToyState) -> int:
    if not st.deck:
        st.deck, st.discard = st.discard, []
        shuffle(st.rng, st.deck)
    return st.deck.pop()


def step_deal(game: Game[Any], step: Step, answers: dict[int, Choice] | None) -> Asked:
    st = state(game)
    shuffle(st.rng, st.deck)  # the chance the game starts from
    st.hands = [_draw(st) for _ in range(game.setup.players)]
    st.round, st.phase = 1, "choose"
    game.append(Step(ToyStep.ROUND))
    return None


def step_round(game: Game[Any], step: Step, answers: dict[int, Choice] | None) -> Asked:
    st = state(game)
    if answers is None:  # it only asks: the sampler may ask it again on dealt cards
        options = (Option(Keep()), Option(Swap()))
        return {seat: Decision(seat, ToyKind.CHOOSE, options, "toy.choose")
                for seat in range(game.setup.players)}
    for seat, choice in sorted(answers.items()):
        st.swapped[seat] = isinstance(choice.move, Swap)
        if st.swapped[seat]:
            st.discard.append(st.hands[seat])
            st.hands[seat] = _draw(st)  # the chance draw
    game.push(Step(ToyStep.REVEAL))
    return None


def step_reveal(game: Game[Any], step: Step, answers: dict[int, Choice] | None) -> Asked:
    st = state(game)
    values = [CARDS[c] for c in st.hands]
    best = max(values)
    scorer = values.index(best) if values.count(best) == 1 else None
    if scorer is not None:
        st.points[scorer] += 1
    game.emit(Revealed(tuple(st.hands), scorer))
    st.discard.extend(st.hands)
    st.hands = [_draw(st) for _ in st.hands]
    if game.end_if_reached():
        return None
    st.round += 1
    game.push(Step(ToyStep.ROUND))
    return None


def rounds_over(game: Game[Any]) -> Ending | None:
    """The third round is the last: the game ends once its cards are shown."""
    return Ending(ToyEnd.ROUNDS) if state(game).round >= ROUNDS else None


def scores(game: Game[Any]) -> Sequence[Score]:
    return [Score(p) for p in state(game).points]


def winners(game: Game[Any]) -> list[int]:
    points = state(game).points
    return [s for s, p in enumerate(points) if p == max(points)]


def observe(game: Game[Any], seat: int) -> ToyObservation:
    st = state(game)
    return ToyObservation(seat, st.round, st.hands[seat] if st.hands else -1,
                          tuple(st.points), len(st.deck), tuple(st.events[-20:]),
                          game.pending_for(seat), game.ending_now(), st.over)


def deal_unseen(st_: State, seat: int, rng: random.Random) -> None:
    """The other player's card and the deck are dealt again (the discard pile is open)."""
    st = st_
    assert isinstance(st, ToyState)
    hidden = sorted([c for s, c in enumerate(st.hands) if s != seat] + st.deck)
    shuffle(rng, hidden)
    it = iter(hidden)
    st.hands = [c if s == seat else next(it) for s, c in enumerate(st.hands)]
    st.deck = [next(it) for _ in st.deck]


def snapshot(game: Game[Any]) -> dict[str, Any]:
    st = state(game)
    return {"round": st.round, "phase": st.phase, "over": st.over, "deck": st.deck,
            "discard": st.discard, "hands": st.hands, "points": st.points,
            "pending": [[d.player, [o.id for o in d.options]] for d in game.pending()]}


def label(option: Option) -> str:
    return {"keep": "Keep your card", "swap": "Swap it for the top card"}[option.id]


RULESET = Ruleset(
    "toy", 2, 2, {ToyStep.DEAL: step_deal, ToyStep.ROUND: step_round,
                  ToyStep.REVEAL: step_reveal},
    new_state, scores, winners, observe, snapshot, setup=ToyStep.DEAL, round=ToyStep.ROUND,
    end=(rounds_over,), deal_unseen=deal_unseen,
    restart=Restart(frozenset({ToyStep.ROUND})), label=label)


def register() -> None:
    GAMES.register("toy", CoreGame("toy", ToySetup, lambda setup: RULESET))
