"""A full hand is played, not held (issue 26).

Found in the estimates series (seed 3005): two learned hard players, each holding ten
cards from round 10 on, chose only Produce and Trade for 250 rounds: each one's search
expected the other to call Develop or Settle (and rode along), and their learned evaluation
counts a full hand as if it will be played. The rulebook: "Am Ende jeder Runde muss jeder
Spieler Karten abwerfen, bis er nur noch 10 Karten auf der Hand hat." A card drawn into a
full hand is discarded, so an action that by itself neither places a card, nor scores, nor
produces a good gains such a player nothing; the hard player ranks those after the others,
and its hint says why.
"""

from __future__ import annotations

from race_helpers import at_action

from rftg.core.actions import Action
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import ChooseActions
from rftg.core.observe import Observation, observation
from rftg.solver.hints import explain
from rftg.solver.learned.models import models_for
from rftg.solver.players.hard import Budget, Ranked, Verdict
from rftg.solver.players.learned import LearnedHardPlayer, Leaves, idle_test


def _fill_hand(game: Game, seat: int) -> None:
    """Seat ``seat`` holds the hand limit in cards (drawn from the deck: every card stays
    in one zone)."""
    st = game.state
    hand = st.players[seat].hand
    while len(hand) < observation(game, seat).setup.hand_limit:
        hand.append(st.deck.pop())


def _move(obs: Observation, *acts: Action) -> ChooseActions:
    d = obs.decision
    assert d is not None
    return next(o.move for o in d.options
                if isinstance(o.move, ChooseActions) and set(o.move.actions) == set(acts))


def _flags(game: Game) -> dict[object, bool]:
    obs = observation(game, 0)
    d = obs.decision
    assert d is not None
    idle = idle_test(obs)
    return {o.move: idle(o.move) for o in d.options}


def test_a_full_hand_makes_explore_idle() -> None:
    """Explore draws cards: not idle with room in the hand; with a full hand the cards it
    brings are discarded at the end, and Develop (ten cards pay for any development) is
    what is not idle."""
    game = at_action(2)
    obs = observation(game, 0)
    assert _flags(game)[_move(obs, Action.EXPLORE_5)] is False
    _fill_hand(game, 0)
    obs = observation(game, 0)
    flags = _flags(game)
    assert flags[_move(obs, Action.DEVELOP)] is False
    for a in (Action.EXPLORE_5, Action.EXPLORE_1_1):
        assert flags[_move(obs, a)] is True


def test_an_action_that_gains_nothing_is_idle() -> None:
    """Found in the series against hard-2 (seed 356): with one card in hand the hard
    player chose Develop for 70 rounds, placing nothing, against a player who did not
    build either. With an empty hand Develop and Settle place nothing: idle; Explore
    draws: not."""
    game = at_action(2)
    st = game.state
    hand = st.players[0].hand
    st.deck.extend(hand)
    hand.clear()
    obs = observation(game, 0)
    flags = _flags(game)
    assert flags[_move(obs, Action.DEVELOP)] is True
    assert flags[_move(obs, Action.SETTLE)] is True
    assert flags[_move(obs, Action.EXPLORE_5)] is False


def test_an_idle_leader_goes_after_the_others_whatever_it_is_worth() -> None:
    game = at_action(2)
    _fill_hand(game, 0)
    obs = observation(game, 0)
    models = models_for(obs)
    assert models is not None
    placed = game.clone()
    p = placed.state.players[0]
    p.tableau.append(p.hand.pop())
    cands = [Choice(_move(obs, Action.EXPLORE_5)), Choice(_move(obs, Action.DEVELOP))]

    def leaves() -> Leaves:
        out = Leaves(models, 0, 4)
        for _ in range(2):
            out.add(0, game)
            out.add(1, placed)
        return out

    plain = leaves().ranked(cands)
    assert not any(r.idle for r in plain)
    assert plain[0].mean >= plain[1].mean
    top, other = plain[0].move, plain[1].move
    ranked = leaves().ranked(cands, lambda move: move == top)  # the leader is idle
    assert [(r.move, r.idle) for r in ranked] == [(other, False), (top, True)]
    ranked = leaves().ranked(cands, lambda move: True)  # all idle: nothing moves
    assert [(r.move, r.idle) for r in ranked] == [(top, False), (other, False)]


def test_the_hard_player_with_a_full_hand_never_leads_with_an_idle_action() -> None:
    game = at_action(5)
    _fill_hand(game, 0)
    obs = observation(game, 0)
    v = LearnedHardPlayer(0, Budget(samples=3, rounds=1)).decide(obs, game.sampler(0))
    flags = dict(_flags(game))
    assert not flags[v.choice.move] and v.choice.move == v.ranked[0].move
    assert any(flags.values())
    moved = [r.idle for r in v.ranked]
    assert moved == sorted(moved)  # the idle ones that would have led come last
    assert all(flags[r.move] for r in v.ranked if r.idle)


def _waiting_rated_higher() -> tuple[Game, ChooseActions, ChooseActions, Verdict]:
    """A full hand at round 2 and a verdict whose play-outs rated Explore (idle: moved
    last) 3 VP above Develop: the position, both moves and the verdict."""
    game = at_action(2)
    _fill_hand(game, 0)
    obs = observation(game, 0)
    develop, explore = _move(obs, Action.DEVELOP), _move(obs, Action.EXPLORE_5)
    verdict = Verdict(Choice(develop), (Ranked(develop, 1.0, 0.6, 3),
                                        Ranked(explore, 4.0, 0.6, 3, idle=True)), rounds=1)
    return game, develop, explore, verdict


def test_the_hint_says_why_it_builds_with_a_full_hand() -> None:
    """The play-outs rated waiting higher; the hint says why it builds anyway and states
    no 'less at the end' for the idle action, in English and German."""
    game, _, _, verdict = _waiting_rated_higher()
    obs = observation(game, 0)
    d = obs.decision
    assert d is not None
    h = explain(obs, d, verdict, "en")
    assert "Your hand is full (10 cards)" in h.reason
    assert any("by itself it places no card, scores nothing and produces no good" in line
               for line in h.details)
    assert not any("less at the end" in line for line in h.details)
    de = explain(obs, d, verdict, "de")
    assert "Deine Hand ist voll (10 Karten)" in de.reason
    assert any("und deine Hand ist voll" in line for line in de.details)


def test_the_hint_says_why_it_does_not_wait() -> None:
    """With an empty hand Develop gains nothing by itself; rated higher by the play-outs,
    it still comes after Explore, and the hint says so."""
    game = at_action(2)
    st = game.state
    st.deck.extend(st.players[0].hand)
    st.players[0].hand.clear()
    obs = observation(game, 0)
    develop, explore = _move(obs, Action.DEVELOP), _move(obs, Action.EXPLORE_5)
    verdict = Verdict(Choice(explore), (Ranked(explore, -3.0, 0.6, 3),
                                        Ranked(develop, -1.0, 0.6, 3, idle=True)), rounds=1)
    d = obs.decision
    assert d is not None
    h = explain(obs, d, verdict, "en")
    assert "An action that gains nothing by itself comes after those that do" in h.reason
    assert any(line.startswith("Not worth it: Develop") for line in h.details)
    assert not any("less at the end" in line for line in h.details)
    de = explain(obs, d, verdict, "de")
    assert "Wenn alle warten, endet das Spiel nie" in de.reason


def test_a_review_never_grades_a_played_idle_action_best(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The play-outs rated waiting higher and the player waited: the search's VP says it
    lost nothing, but the hint said build. The review grades it good (not best), the
    better choice is the hint's, and its reason says why."""
    import rftg.solver.race.review as race_review
    from rftg.solver.review import Grade, grade

    game, develop, explore, verdict = _waiting_rated_higher()
    monkeypatch.setattr(LearnedHardPlayer, "rate", lambda *_: verdict)
    r = race_review.rate(game, 0, Choice(explore), None, lambda: False, "en")
    assert r.ruled_out and r.best_choice == Choice(develop)
    assert r.loss < 0 and grade(max(0.0, r.loss), r.noise, r.ruled_out) is Grade.GOOD
    assert "Your hand is full (10 cards)" in r.why
    # the hint's own choice is rated as ever
    r = race_review.rate(game, 0, Choice(develop), None, lambda: False, "en")
    assert not r.ruled_out and grade(max(0.0, r.loss), r.noise, r.ruled_out) is Grade.BEST
