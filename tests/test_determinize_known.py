"""What a player knows but cannot see, in samples (``Game.sampler``):

* The draft ("Jeder Spieler mischt seine ausgewählten Karten und legt sie als seinen
  *persönlichen* Nachziehkartestapel verdeckt vor sich ab"): a player drafted its own deck,
  so a sample keeps which cards make up its own deck, its discard pile and its goods, and
  deals only where each of them lies.
* Solitaire ("Die „Kartenhand“ des Roboters ist ein verdeckter *Handkartenstapel*"): the
  robot's face-down pile is hidden like a hand: a sample deals it again, and two games that
  differ only in it give the same sample."""

from __future__ import annotations

from solitaire_helpers import solo_setup
from test_determinize import fingerprint, observed

from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.solitaire.state import robot_of
from rftg.core.state import GameState


def own_group(st: GameState, seat: int) -> list[int]:
    assert st.own_decks is not None and st.own_discards is not None
    return sorted(st.own_decks[seat] + st.own_discards[seat]
                  + list(st.players[seat].goods.values()))


def test_after_the_draft_my_own_cards_stay_mine_only_their_places_are_dealt():
    checked = moved = other_changed = 0
    for i, (game, _) in enumerate(observed(RaceSetup(players=2, edition="gs", draft=True,
                                                       seed=11), viewer=0)):
        st = game.state
        if st.own_decks is None or i % 5:
            continue
        sample = game.sampler(0).sample(i).state
        assert own_group(sample, 0) == own_group(st, 0)  # what I drafted is still mine
        assert [len(d) for d in sample.own_decks or []] == [len(d) for d in st.own_decks]
        moved += (sample.own_decks or [])[0] != st.own_decks[0]
        other_changed += own_group(sample, 1) != own_group(st, 1)
        checked += 1
    assert checked >= 10
    assert moved > checked // 2  # where my cards lie is dealt again
    assert other_changed > checked // 2  # the opponent's deck is not mine to know


def _with_other_robot_pile(game: Game) -> Game:
    """The same game for the player, the robot's face-down pile exchanged with the top of
    the deck."""
    other = game.clone()
    st, robot = other.state, robot_of(other)
    n = len(robot.pile)
    assert n and len(st.deck) >= n
    robot.pile, st.deck[-n:] = st.deck[-n:], robot.pile
    return other


def robot_pile(game: Game) -> list[int]:
    return list(robot_of(game).pile)


def test_the_robots_pile_is_dealt_again_and_never_reaches_the_sample():
    checked = changed = 0
    for i, (game, obs) in enumerate(observed(solo_setup(seed=3), viewer=0)):
        if i % 4 or not robot_pile(game) or len(game.state.deck) < len(robot_pile(game)):
            continue
        sample = game.sampler(0).sample(i)
        assert len(robot_pile(sample)) == len(robot_pile(game))
        changed += sorted(robot_pile(sample)) != sorted(robot_pile(game))
        other = _with_other_robot_pile(game)
        other_obs = observation(other, 0)
        assert other_obs == obs
        again = other.sampler(0).sample(i)
        assert fingerprint(again) == fingerprint(sample)
        assert robot_pile(again) == robot_pile(sample)
        checked += 1
        if checked == 12:
            break
    assert checked >= 6
    assert changed > checked // 2
