"""New Frontiers' goals variant ("Variante: SPIEL MIT ZIELEN"): the action "Galaktische
Ziele festlegen", at most one hidden goal, the stockpile goals and their mats, and the end
scoring of every goal in play."""

from __future__ import annotations

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.moves import (
    KeepGoal,
    NfKind,
    Pick,
    Reveal,
    Sell,
    StoreCredits,
    StoreGoods,
)
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until, tile_id
from rftg.core.newfrontiers.state import NfAction, NfState
from rftg.core.newfrontiers.tiles import GoalCount, Kind


def goals_game(players: int = 3, seed: int = 1) -> Game[NfState]:
    game = nf_game(players, seed=seed, goals=True)
    run_until(game)  # the sides of the mats: the first offered
    return game


def goal_of(game: Game[NfState], count: GoalCount) -> int:
    return next(g.id for g in game.state.t.goals if g.count is count)


def test_set_galactic_goals() -> None:
    """"Bonus: Du rückst in der Spielerreihenfolge 1 Position vor und erhältst 1$. Ziehe 3
    Ziele vom Stapel. Behalte 1 Ziel und lege es verdeckt vor dir ab. Lege die 2 übrigen
    Ziele verdeckt wieder unter den Stapel"; "Dazu tauscht seine Spieler-Scheibe die
    Position mit der davor liegenden Spieler-Scheibe"."""
    game = goals_game()
    st = game.state
    a, b, c = st.order()
    (d,) = game.pending()
    game.choose(a, Choice(Pick(NfAction.DEVELOP)))
    run_until(game)
    top3 = st.goal_stack[:3]
    credits = st.players[b].credits
    game.choose(b, Choice(Pick(NfAction.GOALS)))
    assert st.order() == [b, a, c]
    assert st.players[b].credits == credits + 1
    (d,) = game.pending()
    assert d.kind is NfKind.GOAL and len(d.options) == 3 * 2  # keep 1, order the other 2
    keep, under = top3[1], (top3[2], top3[0])
    game.choose(b, Choice(KeepGoal(keep, under)))
    assert st.players[b].goal == keep and st.goal_stack[-2:] == list(under)
    assert len(st.goal_stack) == 8 - 1
    obs = game.observe(a)  # hidden from the others
    assert obs.view.players[b].goal == -1 and set(obs.view.goal_stack) == {-1}
    assert game.observe(b).view.players[b].goal == keep


def test_with_fewer_than_three_goals_draw_them_all() -> None:
    """"Sind weniger als 3 Ziele im Stapel, zieht er alle"."""
    game = goals_game()
    st = game.state
    st.goal_stack = st.goal_stack[:2]
    a = st.order()[0]
    run_action(game, NfAction.GOALS, picker=a)
    (d,) = game.pending()
    assert len(d.options) == 2 and d.context["n"] == 2


def test_never_more_than_one_hidden_goal() -> None:
    """"Wenn jetzt vor allen Spielern zusammen 2 verdeckte Ziele liegen, muss der Spieler,
    der als vorletzter ein Ziel genommen hat, sein Ziel jetzt aufdecken. Es darf nie mehr
    als 1 Ziel verdeckt liegen"."""
    game = goals_game()
    st = game.state
    a, _b, c = st.order()
    run_action(game, NfAction.GOALS, picker=a)
    first = st.goal_stack[0]
    game.choose(a, Choice(game.pending()[0].options[0].move))
    assert st.players[a].goal == first
    run_until(game)
    run_action(game, NfAction.GOALS, picker=a)  # the same player again
    game.choose(a, Choice(game.pending()[0].options[0].move))
    assert st.goals_open == [first] and st.players[a].goal is not None
    assert st.hidden == [a]
    run_until(game)
    run_action(game, NfAction.GOALS, picker=c)
    game.choose(c, Choice(game.pending()[0].options[0].move))
    assert len(st.goals_open) == 2 and st.players[a].goal is None and st.hidden == [c]


def test_a_hidden_stockpile_goal_may_be_revealed_before_its_action() -> None:
    """"Wenn das verdeckte Ziel ein Lager-Ziel ist, darf der Spieler es freiwillig
    aufdecken ... Er muss es dann aufdecken unmittelbar nachdem ein beliebiger Spieler eine
    Aktion ausgewählt hat und bevor dieser Spieler die Aktion ausführt"."""
    game = goals_game(seed=2)
    st = game.state
    a, _b, c = st.order()
    stock = goal_of(game, GoalCount.STORED_GOODS)
    st.goal_stack.remove(stock)
    st.players[c].goal = stock
    st.hidden.append(c)
    empire(game, c, colonies=["Mining World"])
    game.choose(a, Choice(Pick(NfAction.PRODUCE)))
    (d,) = game.pending()
    assert d.kind is NfKind.REVEAL and d.player == c
    game.choose(c, Choice(Reveal(True)))
    assert st.goals_open == [stock] and st.players[c].goal is None
    asked = run_until(game)
    stores = [x for x in asked if x.kind is NfKind.STORE]
    assert stores and all(x.options[0].move == StoreGoods() for x in stores)


def test_stockpile_resources_after_produce_up_to_the_limit() -> None:
    """"Rohstoffe lagern: Nach Produzieren darfst du einige oder alle Güter lagern"; "Die
    Spieler dürfen auch Güter lagern, die sie in einer anderen Runde produziert haben"; "Er
    darf nicht mehr Gegenstände lagern, wie als Höchstmenge auf dem Ziel angegeben sind";
    "Gelagerte Gegenstände dürfen nicht wieder aus dem Lager genommen werden"."""
    game = goals_game(seed=3)
    st = game.state
    a, b, _c = st.order()
    st.goals_open.append(goal_of(game, GoalCount.STORED_GOODS))
    st.goal_stack.remove(st.goals_open[0])
    empire(game, a, home="New Sparta", colonies=["Mining World", "Artist Settlement",
                                                 "Gem World"],
           goods={"Gem World": Kind.BROWN})
    st.players[a].stored_goods = [Kind.BLUE] * 4  # stored before, from the supply
    st.goods[Kind.BLUE] -= 4
    run_action(game, NfAction.PRODUCE, picker=b)
    while True:
        (d,) = game.pending()
        if d.kind is NfKind.STORE and d.player == a:
            break
        game.choose(d.player, Choice(d.options[-1].move, d.options[-1].cards_from[:0]))
    (option,) = d.options
    assert option.max_cards == 2 and len(option.cards_from) == 3  # 6 at most, 4 stored
    game.choose(a, Choice(StoreGoods(), option.cards_from[:2]))
    assert len(st.players[a].stored_goods) == 6 and len(st.players[a].goods) == 1
    assert sum(st.goods_total().values()) == 60


def test_trade_taxes_store_credits_of_each_sale() -> None:
    """"Handelssteuern: Du darfst aus jedem Handel beliebig viele Krediteinheiten
    lagern"."""
    game = goals_game(seed=4)
    st = game.state
    a, b, c = st.order()
    st.goals_open.append(goal_of(game, GoalCount.STORED_CREDITS))
    empire(game, a, home="New Sparta", colonies=["Alien Artifact World"], credits=0,
           goods={"Alien Artifact World": Kind.YELLOW})
    for seat in (b, c):
        empire(game, seat, home="New Sparta")
    run_action(game, NfAction.TRADE, picker=a)
    game.choose(a, Choice(Sell(tile_id(game, "Alien Artifact World"))))
    (d,) = game.pending()
    assert [m.n for m in d.moves() if isinstance(m, StoreCredits)] == [0, 1, 2, 3, 4]
    game.choose(a, Choice(StoreCredits(3)))
    assert st.players[a].credits == 1 and st.players[a].stored_credits == 3


def test_exploration_stores_one_world_given_back() -> None:
    """"Für das Ziel Erkundung darf jeder Spieler bei den Aktionen Erkunden oder Siedeln
    immer nur 1 zurückgegebenes Welt-Plättchen in sein Lager legen. Zur Erinnerung: Der
    Spieler darf nur dann ein Welt-Plättchen zurückgeben, wenn er sonst mehr als 9 Welten
    hätte!"."""
    game = goals_game(seed=5)
    st = game.state
    a, _b, _c = st.order()
    st.goals_open.append(goal_of(game, GoalCount.STORED_WORLDS))
    empire(game, a, colonies=["Gem World", "Mining World"],
           explored=["Spice World", "New Vinland", "Tourist World", "Asteroid Belt",
                     "Distant World", "Empath World"])
    run_action(game, NfAction.EXPLORE, picker=a)  # 9 + 2: two go back, one may be stored
    asked = run_until(game, NfKind.STORE)
    assert any(x.kind is NfKind.GIVE_BACK for x in asked)
    (d,) = game.pending()
    assert d.player == a and len(d.options) == 3  # either of the 2 given back, or none
    game.choose(a, Choice(d.options[0].move))
    assert len(st.players[a].stored_worlds) == 1 and st.players[a].worlds() == 9


def test_every_goal_in_play_scores_for_every_player() -> None:
    """"Bei Spielende werden alle Ziele gewertet, die im Spiel sind. Falls noch 1 Ziel
    verdeckt vor einem Spieler liegt, wird es vor der Wertung aufgedeckt"; Wehrpflicht:
    "Der Spieler hat 6 ungenutzte Kolonisten auf seiner Fraktionsauslage. Dafür erhält er
    5 SP"; Qualifizierte Arbeitskräfte: "Besitzt er mehrere Plättchen, die dieselbe Aktion
    verändern, bekommt er dafür nicht mehr SP"."""
    game = goals_game(seed=6)
    st = game.state
    a, b, c = st.order()
    conscription = goal_of(game, GoalCount.COLONISTS)
    skilled = goal_of(game, GoalCount.ACTIONS)
    st.goals_open.append(conscription)
    st.players[b].goal = skilled  # still hidden: it scores too
    empire(game, a, home="New Sparta", colonists=6)
    empire(game, c, home="New Sparta", developments=["Investment Credits", "Survey Team",
                                                     "Space Marines", "Colony Ships",
                                                     "Genetics Lab", "Export Duties"])
    assert dict(rules.score(st, a).goals)[conscription] == 5
    assert dict(rules.score(st, c).goals)[skilled] == 5  # 5 different actions
    assert dict(rules.score(st, b).goals) == {conscription: 0, skilled: 0}


def test_stored_items_count_for_no_question_mark() -> None:
    """"Wichtig: Die im Lager gesammelten Gegenstände zählen bei der Berechnung der
    zusätzlichen Siegpunkte für Plättchen mit „?“ nicht mit"."""
    game = goals_game(seed=7)
    st = game.state
    a = st.order()[0]
    empire(game, a, home="New Sparta", developments=["Free Trade Association"])
    st.players[a].stored_worlds = [tile_id(game, "Gem World")]
    before = rules.score(st, a)
    st.players[a].stored_worlds = []
    assert rules.score(st, a) == before
