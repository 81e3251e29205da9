"""Setup: start worlds, the first hands, the first discard, player order.

Base rules ("Spielvorbereitung"): each player gets a start world and 6 cards, and discards
2 of them (a start world may say otherwise); the player with the lowest start world number
goes first. The first game uses the preset hands; experienced players choose one of two
start worlds (one red, one blue) before discarding.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rftg.core import events as ev
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.draws import shuffle
from rftg.core.moves import DecisionKind, Discard, PickWorld
from rftg.core.race.setup import race_setup
from rftg.core.race.steps import RaceStep
from rftg.core.rules.round import initial_discard
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def step_deal(game: RaceGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    st, setup = game.state, race_setup(game.setup)
    rng = st.rng
    starts = [cid for cid, c in enumerate(st.cards) if c.is_start]
    others = [cid for cid in st.deck if cid not in starts]
    if setup.start == "first":
        assert st.catalogue is not None
        wanted = {p.start: p for p in st.catalogue.presets if p.start <= setup.players}
        by_number = {st.cards[c].start: c for c in starts}
        numbers = list(range(1, setup.players + 1))
        shuffle(rng, numbers)
        taken: set[int] = set()
        for p, num in zip(game.state.players, numbers, strict=True):
            p.start = by_number[num]
            p.tableau = [p.start]
            for name in wanted[num].hand:
                cid = next(c for c in others if st.cards[c].name == name and c not in taken)
                taken.add(cid)
                p.hand.append(cid)
        st.deck = [c for c in others if c not in taken] + [
            c for c in starts if all(c != p.start for p in game.state.players)]
        shuffle(rng, st.deck)
        _finish_start(game)
        game.append(Step(game.ruleset.round))
        return None
    if setup.start == "experienced":
        red = [c for c in starts if st.cards[c].colour == "red"]
        blue = [c for c in starts if st.cards[c].colour == "blue"]
        shuffle(rng, red)
        shuffle(rng, blue)
        for p in game.state.players:
            p.drawn = [red.pop(), blue.pop()]
        st.deck = others + red + blue
        shuffle(rng, st.deck)
        for p in game.state.players:
            st.draw_to_hand(p, 6)
        game.append(Step(RaceStep.START_WORLD))
        return None
    # Random start: the numbered start worlds (0 and up) are dealt; the optional ones
    # (-1..-6, "für erfahrene Spieler") stay among the game cards.
    numbered = [c for c in starts if (st.cards[c].start or 0) >= 0]
    shuffle(rng, numbered)
    for p in game.state.players:
        p.start = numbered.pop()
        p.tableau = [p.start]
    st.deck = others + [c for c in starts if all(c != p.start for p in game.state.players)]
    shuffle(rng, st.deck)
    for p in game.state.players:
        st.draw_to_hand(p, 6)
    game.append(Step(RaceStep.INITIAL_DISCARD))
    _finish_start(game)
    return None


def _finish_start(game: RaceGame) -> None:
    """Player order and windfall goods on start worlds."""
    st = game.state
    seats = sorted(game.state.players, key=lambda p: st.cards[p.start].start or 0)
    first = seats[0].seat
    n = len(game.state.players)
    st.order = tuple((first + i) % n for i in range(n))
    for p in game.state.in_order():
        game.emit(ev.StartWorld(p.seat, p.start))
        if st.cards[p.start].windfall:
            game.state.add_good(p, p.start, placed=True)
            game.emit(ev.StartWindfall(p.seat, p.start))
        p.produced = []


def step_start_world(game: RaceGame, step: Step,
                     answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        return {p.seat: Decision(
            p.seat, DecisionKind.START_WORLD,
            tuple(Option(PickWorld(c), deck=game.state.cards) for c in p.drawn),
            "setup.experienced") for p in game.state.players}
    for p in game.state.players:
        move = answers[p.seat].move
        assert isinstance(move, PickWorld)
        game.state.discard_for(p.seat).extend(c for c in p.drawn if c != move.world)
        p.drawn = []
        p.start = move.world
        p.tableau = [move.world]
    game.push(Step(RaceStep.INITIAL_DISCARD))
    _finish_start(game)
    return None


def step_initial_discard(game: RaceGame, step: Step,
                         answers: dict[int, Choice] | None) -> Asked:
    if answers is None:
        asked = {}
        for p in game.state.players:
            n = initial_discard(p.start, game.state.card(p.start)).total
            context = {"discard": n, "hand": len(p.hand)}
            asked[p.seat] = Decision(
                p.seat, DecisionKind.INITIAL_DISCARD,
                (Option(Discard(), tuple(p.hand), n, n),),
                "setup.initial_discard", context)
        return asked
    for p in game.state.players:
        game.state.discard_from_hand(p, answers[p.seat].cards)
        game.emit(ev.Discarded(p.seat, len(answers[p.seat].cards), "setup"))
    if not game.queued(game.ruleset.round):
        game.append(Step(game.ruleset.round))
    return None
