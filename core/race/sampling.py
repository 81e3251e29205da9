"""What one player of Race for the Galaxy cannot see, dealt again for look-ahead: the
ruleset's ``deal_unseen`` and the draws Explore and Develop put back before they are asked
again (``rftg.core.sampler`` runs them; ``Game.sampler(seat)`` issues it).

Every card this player cannot see is dealt again, uniformly at random: the other players'
hands (except a card they have revealed to place) and explore draws, the goods (face-down
cards, the player's own included), the deck and the discard pile, keeping every size.

The Gathering Storm's draft: while drafting, the other players' packets and picks are
dealt again; this player's packet (its decision) and its own picks so far stay. After the
draft the other players' own decks and discard piles and the cards removed from the game
are dealt again, keeping each pile's size. This player drafted its own deck, so it knows
which cards make up its own deck, its own discard pile and its goods (all drawn from its
deck), only not where each one is: those are dealt again among themselves. A variant's own
face-down piles (the solitaire robot's) are dealt again like a hand. Start worlds offered
before the start world is chosen (the experienced start, the draft) are dealt only from
the unseen start worlds of the same class the rules deal them from (a red and a blue one;
an odd and an even numbered one), so a sample never offers a game card as a start world.

Nothing hidden reaches a sample: the dealt cards are drawn from the sorted list of unseen
card ids, so two games that differ only in what this player cannot see give the same
sample for the same seed (tests/test_determinize.py proves it).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from rftg.core.draws import shuffle
from rftg.core.gamestate import State
from rftg.core.state import GameState

if TYPE_CHECKING:
    from rftg.core.state import RaceGame


def unseen(game: RaceGame, me: int) -> list[int]:
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
    for pile in st.hidden_piles():  # a variant's own (the solitaire robot's face-down pile)
        cards += pile
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
    if st.own_decks is not None or st.packets:  # the draft
        return ("start", card.start >= 0, card.start % 2)
    return ("start", card.colour)


def deal_unseen(state: State, me: int, rng: random.Random) -> None:
    """Deal the cards ``me`` cannot see again, every pile keeping its size."""
    st = state
    assert isinstance(st, GameState)
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
    for pile in st.hidden_piles():
        pile[:] = [next(it) for _ in pile]
    st.deck = [next(it) for _ in st.deck]
    st.discard = [next(it) for _ in st.discard]
    st.removed = [next(it) for _ in st.removed]
    assert next(it, None) is None and next(own, None) is None


def _put_back(sample: RaceGame, seat: int, drawn: list[int]) -> None:
    """``drawn`` (in the order drawn) back on top of the deck ``seat`` draws from (its
    own in the draft): drawn again in that order. Called in reverse player order, so a
    shared deck gets the cards back as they were."""
    sample.state.deck_for(seat).extend(reversed(drawn))


def undo_explore(sample: RaceGame) -> None:
    """Explore draws each player's cards (in player order) into ``drawn``."""
    for p in reversed(sample.state.in_order()):
        _put_back(sample, p.seat, p.drawn)
        p.drawn = []


def undo_develop(sample: RaceGame) -> None:
    """Develop's draw powers add ``drew`` cards to the end of each hand (in player order)."""
    for p in reversed(sample.state.in_order()):
        if p.drew:
            _put_back(sample, p.seat, p.hand[-p.drew:])
            del p.hand[-p.drew:]
            p.drew = 0
