"""The Gathering Storm's draft ("Konstruktions-Variante für 2-3 Spieler") as setup steps on
a ruleset: every player builds an own deck from packets passed around the table.

Rulebook (001_4952ea3bc26b448d.txt):
- "Zuerst werden die Ziele bereitgelegt. Dann werden die Startwelten mit geraden und
  ungeraden Nummern auseinandersortiert und als zwei getrennte Stapel gemischt. Jeder
  Spieler erhält je eine verdeckte Karte von jedem der beiden Stapel. ... Übrig gebliebene
  Startwelten werden ungesehen zusammen mit den Spielkarten gemischt".
- "Nun zieht jeder Spieler 5 Karten vom verdeckten Stapel. Davon wählt er 1 Karte aus, die
  er behalten möchte und gibt die übrigen 4 Karten an seinen linken Nachbarn weiter. ...
  So geht es weiter, bis alle Karten verteilt sind. Anschließend zieht jeder Spieler wieder
  5 Karten, behält eine und gibt die übrigen Karten jetzt aber an den rechten Nachbarn
  weiter. Diese Abfolge wird mit abwechselnder Richtung so lange fortgesetzt, bis nicht
  mehr alle Spieler genügend Karten vom Stapel ziehen können. Die dann noch übrigen Karten
  werden aus dem Spiel genommen."
- "Jeder Spieler mischt seine ausgewählten Karten und legt sie als seinen persönlichen
  Nachziehkartenstapel verdeckt vor sich ab. Jeder Spieler zieht von seinem Stapel 6
  Karten. Dann muss er eine der beiden Startwelten und 2 von den übrigen Karten abwerfen.
  Alle Spieler decken gleichzeitig ihre Startwelt auf."

The start worlds are the numbered ones (0 and up), as in a random start; the optional
start worlds of the 2018 edition (-1..-6) are game cards here. "Left" is the next seat
(clockwise, the direction of player order). The start world is chosen before the 2 cards
are discarded (the engine's experienced start); both choices are hidden until everyone
has made them.
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import TYPE_CHECKING

from rftg.core import events as ev
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.draws import shuffle
from rftg.core.moves import DecisionKind, Keep
from rftg.core.race.steps import DraftPick, RaceStep
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.race.spec import RaceRuleset
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame

PACKET = 5  # cards each player draws for one packet


def step_draft_deal(game: RaceGame, step: Step,
                    answers: dict[int, Choice] | None) -> Asked:
    """Deal one odd and one even start world to each player, shuffle the rest into the
    draft stack and deal the first packets."""
    st = game.state
    rng = st.rng
    starts = [c for c, card in enumerate(st.cards) if card.is_start and (card.start or 0) >= 0]
    odd = [c for c in starts if (st.cards[c].start or 0) % 2 == 1]
    even = [c for c in starts if (st.cards[c].start or 0) % 2 == 0]
    shuffle(rng, odd)
    shuffle(rng, even)
    for p in game.state.players:
        p.drawn = [odd.pop(), even.pop()]
    dealt = {c for p in game.state.players for c in p.drawn}
    st.deck = [c for c in st.deck if c not in dealt]
    shuffle(rng, st.deck)
    st.picks = [[] for _ in game.state.players]
    _deal_packets(game)
    game.push(DraftPick(left=True))
    return None


def _deal_packets(game: RaceGame) -> bool:
    """Each player draws a packet of 5; False (and the rest leaves the game) when not
    everyone can."""
    st = game.state
    n = len(game.state.players)
    if len(st.deck) < PACKET * n:
        return False
    st.packets = [[st.deck.pop() for _ in range(PACKET)] for _ in range(n)]
    return True


def step_draft_pick(game: RaceGame, step: Step,
                    answers: dict[int, Choice] | None) -> Asked:
    assert isinstance(step, DraftPick)
    left = step.left
    st = game.state
    n = len(game.state.players)
    if answers is None:
        def context(seat: int) -> dict[str, int | str]:
            return {"pass_to": (seat + (1 if left else -1)) % n,
                    "packet": len(st.packets[seat]), "left": int(left)}

        return {p.seat: Decision(
            p.seat, DecisionKind.DRAFT, (Option(Keep(), tuple(st.packets[p.seat]), 1, 1),),
            "draft.pick", MappingProxyType(context(p.seat)))
            for p in game.state.players}
    way = 1 if step.left else -1
    passed: list[list[int]] = [[] for _ in range(n)]
    for p in game.state.players:
        (kept,) = answers[p.seat].cards
        st.picks[p.seat].append(kept)
        rest = [c for c in st.packets[p.seat] if c != kept]
        passed[(p.seat + way) % n] = rest
    st.packets = passed
    if any(passed):
        game.push(step)
        return None
    if _deal_packets(game):
        game.push(DraftPick(left=not step.left))
        return None
    _finish(game)
    return None


def _finish(game: RaceGame) -> None:
    """The rest leaves the game; each player's picks become an own deck; 6 cards each,
    then the start world and the first discard."""
    st = game.state
    st.removed = st.deck
    st.deck = []
    st.packets = []
    st.own_decks = st.picks
    st.own_discards = [[] for _ in game.state.players]
    st.picks = []
    for deck in st.own_decks:
        shuffle(st.rng, deck)
    game.emit(ev.Drafted(tuple(len(d) for d in st.own_decks), len(st.removed)))
    for p in game.state.players:
        st.draw_to_hand(p, 6)
    game.push(Step(RaceStep.START_WORLD))


def drafted(rs: RaceRuleset) -> RaceRuleset:
    """``rs`` with the draft as its setup (2-3 players)."""
    steps = dict(rs.steps)
    steps[RaceStep.DRAFT_DEAL] = step_draft_deal
    steps[RaceStep.DRAFT_PICK] = step_draft_pick
    return dataclasses.replace(rs, name=f"{rs.name}+draft", steps=steps,
                               setup=RaceStep.DRAFT_DEAL,
                               max_players=min(rs.max_players, 3),
                               variants=rs.variants | {"draft"})
