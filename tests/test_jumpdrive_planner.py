"""Jump Drive's placement planner (CP-SAT) against brute force, the seed's payment rules in
its plans, the dealt games of the look-ahead, and the easy / normal / hard players."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from jd_helpers import position

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.deal import DealError, deal
from rftg.core.jumpdrive.moves import Explore, How, JdPlay
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.state import jd_state
from rftg.solver.jumpdrive.hard import JdBudget, JdHardPlayer
from rftg.solver.jumpdrive.levels import make_jd_player
from rftg.solver.jumpdrive.planner import PlanError, cheapest, plan
from rftg.solver.jumpdrive.players import JdHeuristicPlayer
from rftg.solver.jumpdrive.value import EXPLORE, card_worth, gain_value, play_gain, rounds_left

SMALL = JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=4)


def choices_of_the_round(games: int, players: int = 2) -> Iterator[JdObservation]:
    """Observations at the choice of the round from games the normal player plays."""
    for seed in range(games):
        game = Game(JumpDriveSetup(players=players, seed=seed))
        who = [JdHeuristicPlayer(seed * 4 + s) for s in range(players)]
        while not game.over:
            for d in game.pending():
                obs = jd_observation(game, d.player)
                if d.rule == "jd.choose":
                    yield obs
                game.choose(d.player, who[d.player].choose(obs))


def brute_force(obs: JdObservation) -> float:
    """The best value by trying every option with its cheapest payment."""
    rounds = rounds_left(obs)
    assert obs.decision is not None
    best = -1e9
    for o in obs.decision.options:
        if isinstance(o.move, Explore):
            best = max(best, EXPLORE)
            continue
        assert isinstance(o.move, JdPlay)
        pool = rules.pay_pool(obs.hand, o.move)
        pay = sorted(card_worth(obs.card(c), rounds) for c in pool)[:rules.play_pay(o.move)]
        best = max(best, gain_value(play_gain(obs, o.move), rounds) - sum(pay))
    return best


def test_planner_equals_brute_force_and_pays_by_the_rules() -> None:
    """The CP-SAT plan is the best option with its cheapest payment; the cards it pays
    with number exactly the play's cost ("so viele Karten, wie die Zahl angibt, von
    deiner Hand"), are hand cards, and never a card the play places."""
    seen = 0
    for obs in choices_of_the_round(6):
        cands = plan(obs, top=4)
        assert cands[0].value == pytest.approx(brute_force(obs), abs=1e-6)
        assert [c.value for c in cands] == sorted((c.value for c in cands), reverse=True)
        assert len({c.option.move for c in cands}) == len(cands)
        for c in cands:
            assert obs.decision is not None and c.option in obs.decision.options
            move = c.move
            if isinstance(move, Explore):
                assert c.pay == ()
                continue
            assert len(c.pay) == rules.play_pay(move)
            assert set(c.pay) <= set(rules.pay_pool(obs.hand, move))
            assert not set(c.pay) & set(rules.placed(move))
            assert c.pay == cheapest(obs, rules.pay_pool(obs.hand, move), len(c.pay))
        seen += 1
    assert seen > 30


def test_conquest_is_never_paid_for() -> None:
    """"Militärische Stärke und Bezahlen von Kosten können niemals kombiniert werden": a
    plan that conquers pays nothing for the world it conquers."""
    game = position([["Rebel Underground", "Space Marines", "Alien Robot Sentry",
                      "Investment Credits", "New Vinland"], ["Space Marines"]],
                    [["Imperium Blaster Factory", "Space Marines"], []])
    obs = jd_observation(game, 0)
    conquests = [c for c in plan(obs, top=40) if isinstance(c.move, JdPlay)
                 and c.move.how is How.CONQUER and c.move.development is None]
    assert conquests
    for c in conquests:
        assert len(c.pay) == 0


def test_development_alone_costs_one_less_in_the_plan() -> None:
    """"Legst du nur 1 Entwicklung aus, wirf 1 Karte weniger ab": the plan pays the printed
    cost less one for a lone development, the full cost beside a world."""
    game = position([["Space Marines", "New Vinland", "Drop Ships", "Mining Robots",
                      "Galactic Trendsetters"], ["Space Marines"]])
    obs = jd_observation(game, 0)
    for c in plan(obs, top=40):
        m = c.move
        if isinstance(m, JdPlay) and m.development is not None:
            printed = obs.card(m.development).cost
            world = 0 if m.world is None or m.world_cost is None else m.world_cost.total
            want = max(0, printed - (1 if m.world is None else 0)) + world
            assert len(c.pay) == want


def test_planner_refuses_other_decisions() -> None:
    game = Game(JumpDriveSetup(players=2, seed=1))
    with pytest.raises(PlanError):
        plan(jd_observation(game, 0))  # keeping 5 at the start


def test_deal_matches_what_the_player_sees() -> None:
    """A dealt game keeps the observation: the same hand, empires, VP, counts and Survey
    Teams; every card is somewhere exactly once; only the unseen cards move."""
    for i, obs in enumerate(choices_of_the_round(3, players=3)):
        if i % 3:
            continue
        game = deal(obs, seed=i)
        st = jd_state(game)
        assert sorted(st.all_card_ids()) == list(range(len(st.jd)))
        again = jd_observation(game, obs.me)
        assert again.hand == obs.hand
        assert again.round == obs.round and again.deck_size == obs.deck_size
        assert again.discard_size == obs.discard_size and again.middle == obs.middle
        for p, q in zip(obs.players, again.players, strict=True):
            assert (p.tableau, p.hand_size, p.vp, p.tiles, p.survey_used) == (
                q.tableau, q.hand_size, q.vp, q.tiles, q.survey_used)
        assert again.decision is not None
        assert again.decision.options == obs.decision.options  # type: ignore[union-attr]
        assert len(game.pending()) == len(obs.players)


def test_deal_only_at_the_choice_of_the_round() -> None:
    game = Game(JumpDriveSetup(players=2, seed=1))
    with pytest.raises(DealError):
        deal(jd_observation(game, 0), 0)


def test_hard_player_is_deterministic_and_plays_whole_games() -> None:
    """The same seed and observation give the same choice; a whole game by the hard player
    (a small budget) is legal to the end (each choice checked at the edge)."""
    game = Game(JumpDriveSetup(players=2, seed=11))
    normal = JdHeuristicPlayer(3)
    checked = 0
    while not game.over:
        for d in game.pending():
            obs = jd_observation(game, d.player)
            if d.player == 0:
                choice = JdHardPlayer(5, SMALL).choose(obs)
                if d.rule == "jd.choose" and checked < 3:
                    assert JdHardPlayer(5, SMALL).choose(obs) == choice
                    checked += 1
            else:
                choice = normal.choose(obs)
            game.choose(d.player, choice)
    assert checked == 3


def test_hard_player_solo_and_four_players() -> None:
    for players in (1, 4):
        game = Game(JumpDriveSetup(players=players, seed=2))
        rng = random.Random(0)
        while not game.over:
            for d in game.pending():
                obs = jd_observation(game, d.player)
                if d.player == 0:
                    game.choose(0, JdHardPlayer(1, SMALL).choose(obs))
                else:
                    o = rng.choice(d.options)
                    game.choose(d.player, Choice(o.move, tuple(
                        rng.sample(o.cards_from, o.min_cards))))
        if players == 1:
            assert game.state.round == rules.SOLO_ROUNDS


def test_levels_are_different_players() -> None:
    """easy, normal and hard are three players: easy adds noise to the normal player's
    values (and chooses differently somewhere), hard searches."""
    assert isinstance(make_jd_player("hard", 0), JdHardPlayer)
    easy, normal = make_jd_player("easy", 0), make_jd_player("normal", 0)
    assert isinstance(easy, JdHeuristicPlayer) and isinstance(normal, JdHeuristicPlayer)
    assert easy.noise > 0 == normal.noise
    differ = sum(easy.choose(obs) != normal.choose(obs) for obs in choices_of_the_round(3))
    assert differ > 0
    with pytest.raises(ValueError, match="unknown Jump Drive player"):
        make_jd_player("grandmaster", 0)


def test_contact_specialist_route_and_the_draw_after_a_lone_world() -> None:
    """"Du darfst eine militärische nicht-gelbe Welt wie eine nicht-militärische Welt
    auslegen, indem du die Kosten in Höhe der Verteidigungsstärke bezahlst. Dabei erhältst
    du zusätzlich einen Rabatt von 1": the plan pays the defence less 1; and "Legst du nur
    1 Welt aus, ziehe 1 Karte" counts in its gain only for a lone world."""
    game = position([["Imperium Blaster Factory", "New Vinland", "Drop Ships",
                      "Mining Robots", "Galactic Trendsetters", "Space Marines"],
                     ["Space Marines"]], [["Contact Specialist"], []])
    obs = jd_observation(game, 0)
    cands = plan(obs, top=60)
    contact = [c for c in cands if isinstance(c.move, JdPlay) and c.move.how is How.CONTACT
               and c.move.development is None]
    assert contact
    for c in contact:
        assert len(c.pay) == obs.card(c.move.world).cost - 1  # type: ignore[arg-type]
    for c in cands:
        if c.gain is not None:
            m = c.move
            assert isinstance(m, JdPlay)
            lone = m.world is not None and m.development is None and m.second is None
            assert c.gain.drawn == (1 if lone else 0)


def test_the_next_round_after_keeping_5_is_dealt_with_my_discards_in_the_pile() -> None:
    """"Deal 7, keep 5" (public summaries): after my keep, every hand holds 5, my two
    discards lie in the discard pile with the others' two, and the round's choice is asked
    of everyone."""
    from rftg.core.jumpdrive.deal import next_round

    game = Game(JumpDriveSetup(players=3, seed=4))
    obs = jd_observation(game, 1)
    mine = obs.hand[:2]
    nxt = next_round(obs, mine)
    assert nxt.round == 1 and len(nxt.hand) == 5 and nxt.decision is None
    assert [p.hand_size for p in nxt.players] == [5, 5, 5]
    assert nxt.discard_size == 6
    dealt = deal(nxt, 9, start=True, discarded=mine)
    st = jd_state(dealt)
    assert sorted(st.all_card_ids()) == list(range(len(st.jd)))
    assert set(mine) <= set(st.discard) and len(st.discard) == 6
    assert sorted(st.players[1].hand) == sorted(nxt.hand)
    assert len(dealt.pending()) == 3 and all(d.rule == "jd.choose" for d in dealt.pending())
    with pytest.raises(DealError):
        next_round(jd_observation(dealt, 1), ())


def test_hard_discards_are_the_decisions_cards_and_deterministic() -> None:
    game = Game(JumpDriveSetup(players=2, seed=6))
    obs = jd_observation(game, 0)
    budget = JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=4)
    first = JdHardPlayer(3, budget).choose(obs)
    assert first == JdHardPlayer(3, budget).choose(obs)
    assert len(first.cards) == 2 and set(first.cards) <= set(obs.hand)
    game.choose(0, first)  # checked at the edge


def test_the_hard_player_plays_out_fewer_samples_at_a_larger_table() -> None:
    """``JdBudget.at_table``: a play-out plays every seat, so at 3-4 players the samples
    are cut to samples * 2 / players (never below the minimum, never above the budget),
    and a decision costs about what it costs at 2. Counted in play-outs (``cancelled`` is
    asked before each one), never in seconds."""
    budget = JdBudget()
    assert budget.at_table(1) is budget and budget.at_table(2) is budget
    assert budget.at_table(4).samples == max(budget.min_samples, budget.samples // 2)
    assert budget.at_table(4).discard_samples == max(budget.min_discard_samples,
                                                     budget.discard_samples // 2)
    assert SMALL.at_table(4).samples == SMALL.samples  # a small budget is not raised
    assert JdBudget(per_table=False).at_table(4).samples == budget.samples

    def play_outs(players: int) -> int:
        obs = next(o for o in choices_of_the_round(1, players) if o.me == 0)
        asked: list[int] = []
        JdHardPlayer(1, JdBudget(samples=8, candidates=2),
                     cancelled=lambda: bool(asked.append(1))).choose(obs)
        return len(asked)

    two, four = play_outs(2), play_outs(4)
    assert two == 8 * 3  # 8 samples of 2 candidates and Explore
    assert four == 4 * 3  # 8 * 2 / 4 samples
