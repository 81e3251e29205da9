"""Jump Drive positions for scenario tests: hands, empires and the deck's top set by name,
through the kernel's own hook (a setup step of the test's ruleset)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.jumpdrive.moves import Explore, How, JdPlay
from rftg.core.jumpdrive.ruleset import jump_drive
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.state import JdState, jd_state
from rftg.core.jumpdrive.steps import JdStep
from rftg.core.ruleset import Step


def position(hands: Sequence[Sequence[str]], empires: Sequence[Sequence[str]] = (),
             *, vp: Sequence[int] = (), round_no: int = 0, deck_top: Sequence[str] = (),
             deck_size: int | None = None, seed: int = 0) -> Game:
    """A game whose round ``round_no + 1`` starts with these hands and empires (seat
    order); ``deck_top`` lies on top of the deck (the first name is drawn first);
    ``deck_size`` cuts the deck to that many cards (the rest go to the discard pile)."""
    players = len(hands)

    def arrange(game: Game, step: Step, answers: Any) -> None:
        st = jd_state(game)
        st.rng.shuffle(st.deck)

        def take(name: str) -> int:
            if name == "Survey Team":
                cid = next(c for c in st.middle if st.jd[c].name == name)
                st.middle.remove(cid)
                return cid
            cid = next(c for c in st.deck if st.jd[c].name == name)
            st.deck.remove(cid)
            return cid

        for seat, names in enumerate(hands):
            st.players[seat].hand = [take(n) for n in names]
        for seat, names in enumerate(empires):
            st.players[seat].tableau = [take(n) for n in names]
            if "Survey Team" in names:
                st.seat(seat).survey_used = True
        top = [take(n) for n in deck_top]
        if deck_size is not None:
            cut = len(st.deck) - max(0, deck_size - len(top))
            st.discard.extend(st.deck[:cut])
            del st.deck[:cut]
        st.deck.extend(reversed(top))
        for seat, n in enumerate(vp):
            st.players[seat].chips = n
        st.round = round_no
        game.push(Step(JdStep.ROUND))

    base = jump_drive()
    rs = replace(base, steps={**base.steps, "jd_position": arrange}, setup="jd_position")
    return Game(JumpDriveSetup(players=players, seed=seed), ruleset=rs)


def cid(game: Game, name: str, seat: int | None = None) -> int:
    """The id of a card by name: in ``seat``'s hand or empire (default: anywhere)."""
    st = jd_state(game)
    zones = ([st.players[seat].hand, st.players[seat].tableau] if seat is not None
             else [p.hand for p in st.players] + [p.tableau for p in st.players]
             + [st.middle])
    for zone in zones:
        for c in zone:
            if st.jd[c].name == name:
                return c
    raise KeyError(name)


def plays(decision: Decision) -> list[JdPlay]:
    return [o.move for o in decision.options if isinstance(o.move, JdPlay)]


def find_play(game: Game, seat: int, development: str | None = None,
              world: str | None = None, how: How | None = None) -> JdPlay | None:
    d = game.pending_for(seat)
    assert d is not None
    st = jd_state(game)
    for p in plays(d):
        dev = st.jd[p.development].name if p.development is not None else None
        w = st.jd[p.world].name if p.world is not None else None
        if (dev, w) == (development, world) and (how is None or p.how is how) \
                and p.second is None:
            return p
    return None


def choose(game: Game, seat: int, move: JdPlay | Explore, cards: tuple[int, ...] = ()) -> None:
    game.choose(seat, Choice(move, cards))


def answer_all_first(game: Game) -> None:
    """Answer every pending payment / discard with the first cards offered."""
    while game.pending() and not any(d.rule == "jd.choose" for d in game.pending()):
        for d in game.pending():
            o = d.options[0]
            game.choose(d.player, Choice(o.move, o.cards_from[:o.min_cards]))


def st(game: Game) -> JdState:
    return jd_state(game)


def names(game: Game, ids: Sequence[int]) -> list[str]:
    return [jd_state(game).jd[c].name for c in ids]
