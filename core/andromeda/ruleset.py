"""Andromeda declared on the ruleset kernel: 3-5 players, its steps, state, typed ending,
scores and tie-breaks, observation, a snapshot for saves, the check of a played set, and
``deal_unseen`` for look-ahead (``rftg.core.ruleset.Ruleset``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rftg.core.andromeda import rules
from rftg.core.andromeda.components import COUNTS
from rftg.core.andromeda.moves import SET_MOVES
from rftg.core.andromeda.observe import ad_observation
from rftg.core.andromeda.phases import STEPS
from rftg.core.andromeda.rules import AdEnd, AdScore
from rftg.core.andromeda.state import AdState, ad_state, new_state
from rftg.core.andromeda.steps import ASKING, AdStep
from rftg.core.andromeda.text import option_label, say
from rftg.core.decisions import Choice, Decision, IllegalChoice, Option
from rftg.core.draws import Draws
from rftg.core.ending import Ending
from rftg.core.gamestate import State
from rftg.core.ruleset import Restart, Ruleset

if TYPE_CHECKING:
    from rftg.core.andromeda.state import AdGame
    from rftg.core.engine import Game


def ad_end(game: AdGame) -> Ending | None:
    """Three planets have all their centres: this round is the last (``rules.game_ends``);
    the round end ends the game."""
    return Ending(AdEnd.THREE_PLANETS) if rules.game_ends(ad_state(game).centres) else None


def ad_scores(game: AdGame) -> Sequence[AdScore]:
    """Every seat's points now (``rules.score``)."""
    st = ad_state(game)
    return [rules.score(st.components, st.cards, seat, st.centres, st.earth[seat],
                        st.tech[seat], st.hands[seat]) for seat in range(st.players)]


def ad_winners(game: AdGame) -> list[int]:
    """The most points; ties by technology, then spaceship (``rules.ranking_key``)."""
    st = ad_state(game)
    keys = [rules.ranking_key(s.total, st.tech[i], st.ship[i])
            for i, s in enumerate(ad_scores(game))]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


def check_set(game: Game[Any], decision: Decision, option: Option, choice: Choice) -> None:
    """"In jedem Kartensatz, der durch Bonus-Karten ergänzt wurde, muss mind. 1
    Planeten-Karte sein" (``rules.set_ok``): beyond the option table, which lists the
    planet's cards and every bonus card."""
    move = choice.move
    if isinstance(move, SET_MOVES):
        st = ad_state(game)
        if not rules.set_ok(choice.cards, st.cards, move.planet):
            raise IllegalChoice(say("error.set_planet",
                                    planet=st.components.planet[move.planet].word()))


def deal_unseen(st_: State, seat: int, rng: random.Random) -> None:
    """Deal again what ``seat`` cannot see: the other players' hands and the deck. Hand
    sizes, the open discard pile, the cards out in the trade and the bonus supply stay;
    the bonus cards in the other hands stay in those hands as a whole, dealt among them
    (a sample keeps no memory of cards seen passing in a trade)."""
    st = st_
    assert isinstance(st, AdState)
    deck = st.cards
    others = [s for s in range(st.players) if s != seat]
    pool = st.deck + [c for s in others for c in st.hands[s]]
    bonus = sorted(c for c in pool if deck.is_bonus(c))
    planet = sorted(c for c in pool if not deck.is_bonus(c))
    draws = Draws(rng)
    draws.shuffle(planet)
    slots = [s for s in others for _ in st.hands[s]]
    draws.shuffle(slots)
    hands: dict[int, list[int]] = {s: [] for s in others}
    for card, s in zip(bonus, slots, strict=False):
        hands[s].append(card)
    for s in others:
        need = len(st.hands[s]) - len(hands[s])
        hands[s].extend(planet[:need])
        del planet[:need]
        st.hands[s] = hands[s]
    st.deck = planet


def snapshot(game: AdGame) -> dict[str, Any]:
    """The whole state as plain JSON (saves check it on load; digests hash it)."""
    st = ad_state(game)
    return {
        "round": st.round, "phase": st.phase, "over": st.over, "active": st.active,
        "deck": st.deck, "discard": st.discard, "hands": st.hands, "supply": st.supply,
        "earth": st.earth, "stations": st.stations, "centres": st.centres, "box": st.box,
        "ship": st.ship, "tech": st.tech, "transports": st.transports,
        "offers": st.offers, "trading": st.trading, "shown": st.shown, "turn": st.turn,
        "ending": st.ending.kind.value if st.ending is not None else None,
        "pending": [[d.player, [o.id for o in d.options]] for d in game.pending()],
    }


def label(option: Option) -> str:
    return option_label(option)


RULESET = Ruleset(
    "andromeda", COUNTS[0], COUNTS[-1], STEPS, new_state, ad_scores, ad_winners,
    ad_observation, snapshot, setup=AdStep.SETUP, round=AdStep.ROUND, end=(ad_end,),
    validators=(check_set,), deal_unseen=deal_unseen, restart=Restart(ASKING), label=label)


def andromeda(setup: object = None) -> Ruleset:
    """Andromeda for 3-5 players (the components are the setup's)."""
    return RULESET
