"""A full game consistent with one player's observation, for look-ahead (determinization).

    sample = sample_game(obs, seed)   # a Game at exactly obs.decision

A computer player sees only ``observation(game, player)``. To search a decision it needs
games it can play on: ``sample_game`` clones the observed game and deals again, uniformly
at random by ``seed``, every card this player cannot see -- the other players' hands
(except a card they have revealed to place) and explore draws, the goods (face-down cards,
the player's own included), the deck and the discard pile -- keeping every size. The
sample's RNG, seed and move list are new (``setup.seed`` is ``seed``, ``choices`` is
empty: a sample is not a replayable game).

The Gathering Storm's draft: while drafting, the other players' packets and picks are
dealt again; this player's packet (its decision) and its own picks so far
(``obs.picks``) stay. After the draft the other players' own decks and discard piles and
the cards removed from the game are dealt again, keeping each pile's size. This player
drafted its own deck, so it knows which cards make up its own deck, its own discard pile
and its goods (all drawn from its deck), only not where each one is: those are dealt again
among themselves. The solitaire robot's face-down pile is dealt again like a hand; its
tableau pile is open. Start worlds
offered before the start world is chosen (the experienced start, the draft) are dealt
only from the unseen start worlds of the same class the rules deal them from (a red and
a blue one; an odd and an even numbered one), so a sample never offers a game card as a
start world.

The simultaneous step under way is asked again: the other players' open decisions were
built from their hands, and an answer they already gave is theirs to know, so the step is
called afresh on the dealt cards (the phases' own code builds the decisions, no second
copy of it here). A step can be asked again only where that is sound:

* most steps only ask when called without answers (``RESTARTABLE``): calling them again
  changes nothing but the decisions;
* Explore and Develop draw first: their draws are put back on top of the deck in the
  order they were drawn (``_UNDO``), so calling the step again draws the same cards and
  this player's decision is the one observed.

Any other step (Jump Drive's) raises ``SampleError``, as do a
stale observation (the game moved on since it was taken: the observation keeps its game
and the game's ``version``) and a finished game. After asking again,
the sample checks that this player's decision is the observed one.

Nothing hidden reaches the sample: the dealt cards are drawn from the sorted list of
unseen card ids, so two games that differ only in what this player cannot see give the
same sample for the same seed (tests/test_determinize.py proves it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from rftg.core.draws import shuffle
from rftg.core.engine import Game
from rftg.core.observe import Observation
from rftg.core.state import GameState

# Steps whose call without answers only asks (no draw, no state change beyond what the
# first call already did): asking them again on the dealt cards is sound.
RESTARTABLE = frozenset({
    "actions", "develop_pay", "settle", "settle_pay", "round_end", "start_world",
    "initial_discard", "consume_player", "produce_player", "draft_pick",
})


class SampleError(Exception):
    """No sample can be dealt for this observation (with the reason)."""


class StaleObservation(SampleError):
    """The game moved on since the observation was taken."""


def sample_game(obs: Observation, seed: int) -> Game:
    """A full game at exactly ``obs``'s state and decision, the cards ``obs.me`` cannot see
    dealt at random by ``seed`` (see the module doc). Raises ``StaleObservation`` if the
    game moved on since ``obs`` was taken, ``SampleError`` where no sound sample exists."""
    game = _source(obs)
    if game.over:
        raise SampleError("the game is over: nothing left to sample")
    setup = game.setup
    if setup.game != "rftg":
        raise SampleError(f"sampling is for Race for the Galaxy, not {game.ruleset.name}")
    step = game._current
    if game._asked and step is not None and step[0] not in RESTARTABLE \
            and step[0] not in _UNDO:
        raise SampleError(f"cannot ask the step {step[0]!r} again on dealt cards")
    me = obs.me
    sample = game.clone()
    _source(obs)  # the game did not move on while it was copied (another thread)
    rng = random.Random(seed)
    _deal(sample.state, me, rng)
    new_setup = setup.model_copy(update={"seed": seed})
    sample.setup = new_setup
    sample.state.setup = new_setup
    sample.state.rng = rng
    sample.choices = []
    if game._asked:
        _ask_again(sample, game, obs)
    return sample


def _source(obs: Observation) -> Game:
    """The game ``obs`` was taken from, if it has not moved on since."""
    game: Game | None = getattr(obs, "_source", None)
    if game is None:  # Jump Drive's observation
        raise SampleError("sampling is for Race for the Galaxy observations")
    if game.version != obs._version:
        raise StaleObservation("the game moved on since this observation was taken: "
                               "take a new observation")
    return game


def unseen(game: Game, me: int) -> list[int]:
    """The card ids ``me`` cannot see in ``game``, sorted (so that the list depends only on
    what ``me`` sees)."""
    return sorted(_unseen(game.state, me))


def _unseen(st: GameState, me: int) -> list[int]:
    """Every card ``me`` cannot see, its own drafted cards included (``_own_group``)."""
    cards: list[int] = []
    for p in st.players:
        if p.seat != me:
            cards += [c for c in p.hand if c != p.placing]
            cards += p.drawn
        cards += p.goods.values()
    for seat, (packet, picks) in enumerate(zip(st.packets, st.picks, strict=True)):
        if seat != me:  # the draft under way: my packet and picks I see
            cards += packet + picks
    for pile in (st.own_decks or []) + (st.own_discards or []):
        cards += pile
    robot = getattr(st, "robot", None)  # the solitaire robot's face-down pile
    if robot is not None:
        cards += robot.pile
    return cards + st.deck + st.discard + st.removed


def _own_group(st: GameState, me: int) -> list[int]:
    """After the draft: ``me``'s own deck, own discard pile and goods, whose cards it
    drafted itself (it knows which they are, not where each one lies)."""
    if st.own_decks is None or st.own_discards is None:
        return []
    return st.own_decks[me] + st.own_discards[me] + list(st.players[me].goods.values())


def _start_class(st: GameState, cid: int) -> tuple[object, ...]:
    """Which start worlds the rules deal together in one place of a player's offer: by
    colour in the experienced start ("eine rote und eine blaue"), by odd or even number
    in the draft; a card that is not a start world is a class of its own."""
    card = st.cards[cid]
    if card.start is None:
        return ("card",)
    if st.setup.draft:
        return ("start", card.start >= 0, card.start % 2)
    return ("start", card.colour)


def _deal(st: GameState, me: int, rng: random.Random) -> None:
    """Deal the cards ``me`` cannot see again, every pile keeping its size."""
    mine = sorted(_own_group(st, me))
    known = set(mine)
    pool = sorted(c for c in _unseen(st, me) if c not in known)
    shuffle(rng, pool)
    shuffle(rng, mine)
    # the other players' start world offers first, each place from its own class (the
    # class of a place is the rules', the same in every game alike for ``me``)
    offers: dict[int, list[int]] = {}
    for p in st.players:
        if p.seat != me and not p.tableau and p.drawn:  # no start world chosen yet
            offer = []
            for c in p.drawn:
                want = _start_class(st, c)
                pick = next(x for x in pool if _start_class(st, x) == want)
                pool.remove(pick)
                offer.append(pick)
            offers[p.seat] = offer
    it = iter(pool)
    own = iter(mine)

    def source(seat: int) -> Iterator[int]:  # where the cards of ``seat``'s own piles are
        return own if seat == me and mine else it

    for p in st.players:
        if p.seat != me:
            # a card revealed to be placed (Develop, Settle) stays; it goes last
            hidden = sum(1 for c in p.hand if c != p.placing)
            p.hand = [next(it) for _ in range(hidden)]
            if p.placing is not None:
                p.hand.append(p.placing)
            p.drawn = offers.get(p.seat) or [next(it) for _ in p.drawn]
        cards = source(p.seat)
        p.goods = {w: next(cards) for w in p.goods}
    for seat in range(len(st.packets)):
        if seat != me:
            st.packets[seat] = [next(it) for _ in st.packets[seat]]
            st.picks[seat] = [next(it) for _ in st.picks[seat]]
    for piles in (st.own_decks, st.own_discards):
        for seat, pile in enumerate(piles or []):
            cards = source(seat)
            piles[seat] = [next(cards) for _ in pile]  # type: ignore[index]
    robot = getattr(st, "robot", None)
    if robot is not None:
        robot.pile = [next(it) for _ in robot.pile]
    st.deck = [next(it) for _ in st.deck]
    st.discard = [next(it) for _ in st.discard]
    st.removed = [next(it) for _ in st.removed]
    assert next(it, None) is None and next(own, None) is None


def _ask_again(sample: Game, game: Game, obs: Observation) -> None:
    """Ask the step under way again on the dealt cards (see the module doc)."""
    step = sample._current
    assert step is not None
    undo = _UNDO.get(step[0])
    if undo is not None:
        undo(sample)
    events = sample.state.events
    n = len(events)
    sample._asked, sample._answers = {}, {}
    asked = sample._call(step, None)
    del events[n:]  # the events of the first call stand; asking again adds none
    me = obs.me
    if not asked or set(asked) != set(game._asked) or (
            obs.decision is not None and asked.get(me) != obs.decision):
        raise SampleError(f"asking the step {step[0]!r} again did not give the observed "
                          "decisions")
    sample._asked = dict(asked)
    if obs.decision is None and me in game._answers:
        sample._answers[me] = game._answers[me]  # my own answer, given already


def _put_back(sample: Game, seat: int, drawn: list[int]) -> None:
    """``drawn`` (in the order drawn) back on top of the deck ``seat`` draws from (its
    own in the draft): drawn again in that order. Called in reverse player order, so a
    shared deck gets the cards back as they were."""
    sample.state.deck_for(seat).extend(reversed(drawn))


def _undo_explore(sample: Game) -> None:
    """Explore draws each player's cards (in player order) into ``drawn``."""
    for p in reversed(sample.in_order()):
        _put_back(sample, p.seat, p.drawn)
        p.drawn = []


def _undo_develop(sample: Game) -> None:
    """Develop's draw powers add ``drew`` cards to the end of each hand (in player order)."""
    for p in reversed(sample.in_order()):
        if p.drew:
            _put_back(sample, p.seat, p.hand[-p.drew:])
            del p.hand[-p.drew:]
            p.drew = 0


_UNDO: dict[str, Callable[[Game], None]] = {
    "explore": _undo_explore,
    "develop": _undo_develop,
}
