"""What Andromeda's computer players count a card spent at (issue 28, item 3): the hand is
refilled to its limit in every card phase, "Er teilt vom verdeckten Stapel neue
Planetenkarten an die Spieler aus, bis zu deren erlaubter Kartenzahl", so a card played is
replaced by a card drawn at random. Counted at its whole value, every late centre attempt
looked too dear, nobody built, and a game could go on for ever (seed 1010 at 3 players)."""

from __future__ import annotations

import pytest

from rftg.core.andromeda.moves import AdKind, BuildCentre, Done
from rftg.core.andromeda.scenario import position
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdState
from rftg.core.engine import Game
from rftg.solver.andromeda import planner
from rftg.solver.andromeda import value as v
from rftg.solver.andromeda.hard import AdBudget, AdHardPlayer
from rftg.solver.andromeda.players import AdRulesPlayer

ALPHA = 0  # moons 14, 8 and 5 in the default components
BONUS4 = 7
# a full hand of 9: four Alpha cards and one of each of five other planets
HAND = [ALPHA] * 4 + [1, 2, 3, 4, 5]
LATE = {"hands": {0: HAND}, "earth": {0: 0}, "stations": {ALPHA: [1, 3, 3]},
        "centres": {ALPHA: [1, 2, None]}, "phase": "actions"}


def test_a_card_spent_costs_what_it_is_worth_over_a_card_drawn_for_it() -> None:
    obs = position(3, **LATE).observe(0)
    view = v.seen(obs)
    assert view.rounds > 0 and len(obs.hand) == 9
    # a card drawn at random: one of the 7 planets, each worth as much as its own card
    drawn = sum(v.face_value(obs, view, p) for p in range(7)) / 7
    assert view.draw == pytest.approx(drawn)
    alpha = next(c for c in obs.hand if obs.cards.face(c) == ALPHA)
    assert v.cost(obs, view, alpha) == pytest.approx(v.card_value(obs, view, alpha) - drawn)
    assert 0 < v.cost(obs, view, alpha) < v.card_value(obs, view, alpha)


def test_a_late_centre_with_a_fair_chance_is_tried_not_waited_for() -> None:
    """1 own station of 7 under the ring, two attempts (4 cards): 2 in 7 to build the last
    5-point centre of Alpha. Worth more than the 4 cards' premium over the 4 drawn for
    them, so the normal player and the planner try it instead of stopping."""
    obs = position(3, **LATE).observe(0)
    assert obs.decision is not None and obs.decision.kind == AdKind.ACTION
    rated = AdRulesPlayer(0).rate(obs)
    centre = max((r for r in rated if isinstance(r.choice.move, BuildCentre)),
                 key=lambda r: r.worth)
    done = next(r for r in rated if isinstance(r.choice.move, Done))
    assert centre.worth > done.worth
    cards = tuple(c for c in obs.hand if obs.cards.face(c) == ALPHA)
    tried = planner.evaluate(obs, [(BuildCentre(ALPHA), cards)])
    assert tried is not None and tried.value > 0
    assert planner.plan(obs)[0].value >= tried.value


def test_in_the_last_round_a_planet_card_costs_nothing_and_a_bonus_card_its_points() -> None:
    """Three full planets end the game after the round ("Spielende: ... erfolgt, sobald
    bei 3 der Planeten alle 3 Wirtschaftszentren errichtet wurden"): no card phase is to
    come, a planet card kept scores nothing, a bonus card in hand its points."""
    full = {1: [1, 1, 1], 2: [2, 2, 2], 3: [1, 2, 1], ALPHA: [1, 2, None]}
    game = position(3, hands={0: [ALPHA, ALPHA, ALPHA, BONUS4]}, earth={0: 0},
                    stations={ALPHA: [1, 3, 3]}, centres=full, phase="actions")
    obs = game.observe(0)
    view = v.seen(obs)
    assert obs.ending is not None and view.rounds == 0 and view.draw == 0
    for c in obs.hand:
        expected = obs.cards.points(c) if obs.cards.is_bonus(c) else 0
        assert v.cost(obs, view, c) == expected


def test_the_game_that_went_on_for_ever_ends() -> None:
    """Seed 1010 at 3 players, the hard player's actions in seat 1 and normal players
    beside it: late in the game only 4-6 point moons were left, every attempt was counted
    dearer than it was worth, and the hands went round the trade for ever (61 rounds and
    on). Now it ends as a game does ("sobald bei 3 der Planeten alle 3
    Wirtschaftszentren errichtet wurden")."""
    seats = [AdRulesPlayer(1010 * 8), AdHardPlayer(1010 * 8 + 1, AdBudget(samples=0)),
             AdRulesPlayer(1010 * 8 + 2)]
    game: Game[AdState] = Game(AndromedaSetup(players=3, seed=1010))
    while not game.over and game.state.round <= 40:
        for d in game.pending():
            game.choose(d.player, seats[d.player].choose(game.observe(d.player)),
                        trusted=True)
    assert game.over and game.state.round <= 30


@pytest.mark.parametrize("players", [3, 5])
def test_the_hard_player_plays_each_trade_option_on_its_count_of_deals(players: int) -> None:
    """The search's deals depend on the table (``hard.DEALS``: ten at 3 players, where ten
    won more than six, six at 4 and 5); every option tried is played on the same number."""
    from rftg.solver.andromeda.hard import DEALS

    game: Game[AdState] = Game(AndromedaSetup(players=players, seed=1750))
    normal = [AdRulesPlayer(s) for s in range(players)]
    while True:
        d = game.pending()[0]
        obs = game.observe(d.player)
        if d.kind != AdKind.ACTION and len(normal[d.player].rate(obs)) > 1:
            break
        game.choose(d.player, normal[d.player].choose(obs), trusted=True)
    verdict = AdHardPlayer(7).decide(obs, game.sampler(d.player))
    searched = [t for t in verdict.tried if t.mean is not None]
    assert len(searched) >= 2
    assert {t.games for t in searched} == {DEALS[players]}
    assert AdBudget(samples=2).deals(players) == 2


def test_a_track_step_keeps_its_worth_in_the_position_a_play_out_reaches() -> None:
    """A play-out is rated by the position it reaches (points, cards, stations, the best
    plan), which does not show a spaceship step's larger hand or a technology step's power.
    Played first, a step adds what the planner counts it worth beyond the points it scores
    at once; a review had rated the planner's spaceship step 12 points below the centre it
    planned after it."""
    from rftg.core.andromeda.moves import Spaceship, Technology
    from rftg.core.decisions import Choice
    from rftg.solver.andromeda.hard import step_kept

    obs = position(3, hands={0: [ALPHA] * 3 + [1, 2, 3]}, phase="actions").observe(0)
    view = v.seen(obs)
    cards = tuple(c for c in obs.hand if obs.cards.face(c) == ALPHA)
    ship = step_kept(obs, Choice(Spaceship(ALPHA), cards))
    assert ship == planner.ship_gain(obs, view) > 0
    tech = obs.components.technology
    scored = tech.points(obs.tech[0] + 1) - tech.points(obs.tech[0])
    assert step_kept(obs, Choice(Technology(ALPHA), cards)) == pytest.approx(
        planner.tech_gain(obs, view) - scored)
    assert step_kept(obs, Choice(BuildCentre(ALPHA), cards)) == 0.0
    assert step_kept(obs, Choice(Done())) == 0.0


def test_an_action_of_the_planners_plan_played_in_another_order_is_its_choice() -> None:
    """The plan "Spaceship with 3 Beta cards, then 1 station to Alpha with 3 Alpha cards"
    lists the track first by habit; a player who moves the station first plays the same
    plan, and a review rates it so (no loss), not as a step off the plan."""
    from rftg.core.andromeda.moves import MoveStations
    from rftg.core.decisions import Choice
    from rftg.solver.andromeda.review import rate

    game = position(3, hands={0: [ALPHA] * 3 + [1] * 3 + [2, 3, 4]}, phase="actions")
    obs = game.observe(0)
    plan = planner.plan(obs)[0]
    assert [type(a.move).__name__ for a in plan.acts] == ["Spaceship", "MoveStations"]
    cards = tuple(c for c in obs.hand if obs.cards.face(c) == ALPHA)
    played = Choice(MoveStations(ALPHA, 1), cards)
    verdict = AdHardPlayer(0).rate(obs, played, game.sampler(0))
    assert verdict.choice == played
    rating = rate(game, 0, played, AdBudget(samples=2), lambda: False, "en")
    assert rating.loss == 0.0 and rating.best_choice == played
    # a move off the plan (stopping) is tried against the planner's choice on the same deals
    stop = AdHardPlayer(0).rate(obs, Choice(Done()), game.sampler(0))
    assert plan.first is not None and stop.choice.move == plan.first.move
    assert len([t for t in stop.tried if t.mean is not None]) == 2
