"""New Frontiers' Settle ("SIEDELN. Bonus: Du erhältst 1 Kolonisten. Aktion: ... Du
erhältst 2 Kolonisten oder du musst 1 Welt siedeln") and its powers."""

from __future__ import annotations

from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.newfrontiers import events as ev
from rftg.core.newfrontiers.moves import Colonists, How, NfKind, Pass, Settle, Swap
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until, tile_id
from rftg.core.newfrontiers.state import NfAction, NfEnd, NfState
from rftg.core.newfrontiers.tiles import Kind


def settle_decision(game: Game[NfState], seat: int) -> Decision:
    (d,) = game.pending()
    assert d.kind is NfKind.SETTLE and d.player == seat, d
    return d


def ways(d: Decision, world: int) -> list[Settle]:
    return [o.move for o in d.options if isinstance(o.move, Settle) and o.move.world == world]


def two(home_a: str = "New Sparta", home_b: str = "Old Earth", seed: int = 1
        ) -> tuple[Game[NfState], int, int]:
    game = nf_game(2, seed=seed)
    a, b = game.state.order()
    empire(game, a, home=home_a)
    empire(game, b, home=home_b)
    return game, a, b


def test_the_pickers_colonist_comes_first_and_may_settle_at_once() -> None:
    """"Der Spieler, der die Aktion gewählt hat, erhält den Kolonisten für den Bonus vor
    der Aktion. Er darf ihn sofort einsetzen"; a windfall world gets its good: "legt er
    sofort ein Gut der entsprechenden Farbe darauf"."""
    game, a, _b = two()
    empire(game, a, explored=["Asteroid Belt"], credits=2, colonists=0)
    belt = tile_id(game, "Asteroid Belt")
    run_action(game, NfAction.SETTLE, picker=a)
    d = settle_decision(game, a)
    assert ways(d, belt) == [Settle(belt, How.PAY)]
    assert Colonists() in d.moves() and Pass() not in d.moves()  # "er darf nicht passen"
    game.choose(a, Choice(Settle(belt, How.PAY)))
    p = game.state.players[a]
    assert belt in p.colonies and p.on[belt] == 1 and p.colonists == 0
    assert p.credits == 0 and p.goods[belt] is Kind.BROWN


def test_taking_two_colonists_instead() -> None:
    """"Wenn er keine Welt siedelt, muss er stattdessen 2 Kolonisten nehmen"."""
    game, a, b = two()
    supply = game.state.supply
    run_action(game, NfAction.SETTLE, picker=a)
    run_until(game)  # neither has an explored world: both take colonists
    assert game.state.players[a].colonists == 3 and game.state.players[b].colonists == 2
    assert game.state.supply == supply - 5


def test_colonists_and_credits_or_military_never_both() -> None:
    """"Er muss so viele Kolonisten einsetzen, wie auf der Welt aufgedruckt sind (1 oder 2)
    und er muss ... genügend Krediteinheiten oder genügend militärische Stärke besitzen";
    "Militärische Stärke und das Bezahlen von Kosten können nicht kombiniert werden"."""
    game, a, b = two()  # New Sparta: +2 military
    empire(game, a, explored=["Rebel Outpost", "Outlaw World", "Empath World"], credits=20,
           colonists=1)
    run_action(game, NfAction.SETTLE, picker=b)
    run_until(game, NfKind.SETTLE)
    if game.pending()[0].player == b:
        game.choose(b, Choice(Colonists()))
    d = settle_decision(game, a)
    outpost, outlaw, empath = (tile_id(game, n) for n in
                               ("Rebel Outpost", "Outlaw World", "Empath World"))
    assert [m.how for m in ways(d, outpost)] == [How.CONQUER]  # defence 2, military 2
    assert ways(d, outlaw) == []  # defence 3: no credits can make up for military
    assert ways(d, empath) == []  # 2 colonists printed, 1 on the mat


def test_conditional_military_counts_only_against_its_worlds() -> None:
    """"bedingte militärische Stärke, die nur gegen militärischen Welten mit einer
    bestimmten Eigenschaft zählt, zum Beispiel gegen Welten mit dem Schlüsselwort
    Rebellen"."""
    game, a, _b = two()
    empire(game, a, colonies=["Imperium Cadet Planet"], developments=["Space Marines"],
           explored=["Rebel Sympathizers", "Alien Sentinels"], colonists=2)
    run_action(game, NfAction.SETTLE, picker=a)
    d = settle_decision(game, a)
    rebels, sentinels = tile_id(game, "Rebel Sympathizers"), tile_id(game, "Alien Sentinels")
    (m,) = ways(d, rebels)
    assert m.military == 2 + 2 + 1  # New Sparta, Space Marines, +1 against Rebels
    assert ways(d, sentinels) == []  # defence 8 against 4


def test_temporary_military_costs_a_good_and_lasts_the_action() -> None:
    """"Andere Siedeln-Fähigkeiten erlauben dem Spieler ein Gut abzugeben, um für diese eine
    Aktion vorübergehende militärische Stärke zu erhalten. Das Gut darf der Spieler von
    einer beliebigen Kolonie in seiner Auslage nehmen. Nach der Aktion verringert sich die
    militärische Stärke wieder"."""
    game, a, b = two(home_a="Old Earth", home_b="New Sparta")  # Old Earth: a blue good
    empire(game, a, developments=["Space Marines", "Drop Ships"],
           explored=["Deserted Alien Outpost"], colonists=2)
    outpost = tile_id(game, "Deserted Alien Outpost")
    run_action(game, NfAction.SETTLE, picker=a)
    d = settle_decision(game, a)
    (option,) = [o for o in d.options if isinstance(o.move, Settle)]
    drop = tile_id(game, "Drop Ships")
    home = game.state.players[a].home
    assert option.move == Settle(outpost, How.CONQUER, None, (drop,))
    assert option.move.military == 5 and option.cards_from == (home,)
    blue = game.state.goods[Kind.BLUE]
    game.choose(a, Choice(option.move, (home,)))
    assert game.state.goods[Kind.BLUE] == blue + 1 and home not in game.state.players[a].goods
    assert game.state.now.temp[a] == 3
    run_until(game)
    run_action(game, NfAction.SETTLE, picker=b)
    assert game.state.now.temp == [0, 0]  # the next action starts without it


def test_improved_logistics_keeps_temporary_military_but_not_the_first_worlds_powers() -> None:
    """"Siedelt der Spieler 2 Welten in derselben Siedeln-Aktion, kann er vorübergehende
    militärische Stärke, mit die er die erste Welt gesiedelt hat, auch für die zweite Welt
    nutzen. Die Fähigkeiten der ersten Welt kann er nicht zum Siedeln der zweiten Welt
    nutzen! Er kann aber beispielsweise ein Windfall-Gut der ersten Welt beim Siedeln der
    zweiten verwenden"."""
    game, a, _b = two(home_a="Old Earth", home_b="New Sparta")
    empire(game, a, developments=["Space Marines", "Drop Ships", "Improved Logistics"],
           explored=["Deserted Alien Outpost", "Gem Smugglers", "Imperium Strike Base"],
           colonists=3)
    outpost, gems, _strike = (tile_id(game, n) for n in
                             ("Deserted Alien Outpost", "Gem Smugglers",
                              "Imperium Strike Base"))
    drop, home = tile_id(game, "Drop Ships"), game.state.players[a].home
    run_action(game, NfAction.SETTLE, picker=a)
    game.choose(a, Choice(Settle(outpost, How.CONQUER, None, (drop,)), (home,)))
    (d,) = game.pending()
    assert d.kind is NfKind.SETTLE and d.rule == "nf.second" and Pass("second") in d.moves()
    (second,) = ways(d, gems)  # defence 5: 2 + the 3 bought for the first world
    assert second.boosts == () and second.military == 5
    game.choose(a, Choice(second))
    assert {outpost, gems} <= set(game.state.players[a].colonies)

    game2, a2, _b2 = two(home_a="New Sparta")  # the first world's power does not count
    empire(game2, a2, developments=["Improved Logistics"], colonists=3,
           explored=["Rebel Warrior Race", "Aquatic Uplift Race", "Alien Robot Sentry"])
    warrior, aquatic, sentry = (tile_id(game2, n) for n in
                                ("Rebel Warrior Race", "Aquatic Uplift Race",
                                 "Alien Robot Sentry"))
    run_action(game2, NfAction.SETTLE, picker=a2)
    game2.choose(a2, Choice(Settle(warrior, How.CONQUER)))
    d2 = game2.pending()[0]
    assert ways(d2, aquatic) == []  # defence 3: Rebel Warrior Race's +1 is not yet active
    assert ways(d2, sentry)  # defence 2

    game3, a3, _b3 = two(home_a="Old Earth", home_b="New Sparta")  # a windfall good pays
    empire(game3, a3, developments=["Space Marines", "Drop Ships", "Improved Logistics"],
           explored=["Alien Robot Sentry", "Gem Smugglers"], colonists=3)
    sentry3, gems3 = tile_id(game3, "Alien Robot Sentry"), tile_id(game3, "Gem Smugglers")
    drop3 = tile_id(game3, "Drop Ships")
    home3 = game3.state.players[a3].home
    del game3.state.players[a3].goods[home3]
    game3.state.goods[Kind.BLUE] += 1
    run_action(game3, NfAction.SETTLE, picker=a3)
    game3.choose(a3, Choice(Settle(sentry3, How.CONQUER)))
    assert game3.state.players[a3].goods == {sentry3: Kind.YELLOW}
    d3 = game3.pending()[0]
    (m,) = [o for o in d3.options if isinstance(o.move, Settle) and o.move.world == gems3]
    assert m.move.boosts == (drop3,) and m.cards_from == (sentry3,)


def test_contact_specialist() -> None:
    """"Kontaktspezialist: Der Spieler darf eine militärische nicht-Alien-Welt als
    nicht-militärische Welt für Kosten -1 siedeln. Andere Rabatte werden mitgerechnet"."""
    game, a, _b = two(home_a="Old Earth")
    empire(game, a, developments=["Contact Specialist", "Colony Ships"], colonists=2,
           explored=["Rebel Sympathizers", "Deserted Alien Outpost"], credits=5)
    rebels, alien = tile_id(game, "Rebel Sympathizers"), tile_id(game, "Deserted Alien Outpost")
    run_action(game, NfAction.SETTLE, picker=a)
    d = settle_decision(game, a)
    (m,) = ways(d, rebels)
    assert m.how is How.CONTACT and m.cost == 4 - 1 - 1
    assert ways(d, alien) == []  # yellow: an Alien world
    game.choose(a, Choice(m))
    assert game.state.players[a].credits == 3


def test_terraforming_robots_draw_after_each_world_twice_with_logistics() -> None:
    """"Terraforming Roboter: Nachdem der Spieler eine Welt gesiedelt hat, zieht er eine
    Welt aus dem Beutel"; "Wenn ... durch die Fähigkeit von Verbesserte Logistik zweimal
    siedelt, werden Fähigkeiten, die dadurch ausgelöst werden, wie zum Beispiel die von
    Terraforming Roboter, zweimal ausgelöst"."""
    game, a, _b = two(home_a="Old Earth")
    empire(game, a, developments=["Terraforming Robots", "Improved Logistics"], colonists=2,
           explored=["Asteroid Belt", "Secluded World"], credits=5)
    belt, secluded = tile_id(game, "Asteroid Belt"), tile_id(game, "Secluded World")
    run_action(game, NfAction.SETTLE, picker=a)
    game.choose(a, Choice(Settle(belt, How.PAY)))
    assert len(game.state.players[a].explored) == 2  # Secluded World and one drawn
    game.choose(a, Choice(Settle(secluded, How.PAY)))
    assert len(game.state.players[a].explored) == 2
    drew = [e for e in game.state.events if isinstance(e, ev.NfDrew)]
    assert len(drew) == 2


def test_more_than_nine_worlds_after_settle_go_back() -> None:
    """"Hat er am Ende der Siedeln-Aktion mehr als 9 erkundete Welten und Kolonien,
    einschließlich der Heimatkolonie, muss er die überzähligen erkundeten Welten in den
    Beutel zurücklegen"."""
    game, a, _b = two(home_a="Old Earth")
    empire(game, a, developments=["Terraforming Robots"], colonists=1, credits=9,
           colonies=["Gem World", "Mining World", "Spice World"],
           explored=["Asteroid Belt", "Secluded World", "Tourist World", "Distant World",
                     "Empath World"])
    assert game.state.players[a].worlds() == 9
    run_action(game, NfAction.SETTLE, picker=a)
    game.choose(a, Choice(Settle(tile_id(game, "Asteroid Belt"), How.PAY)))
    assert game.state.players[a].worlds() == 10  # the drawn world
    run_until(game, NfKind.GIVE_BACK)
    (d,) = game.pending()
    assert d.kind is NfKind.GIVE_BACK and d.options[0].min_cards == 1


def test_terraforming_engineers_swap() -> None:
    """"Terraforming Ingenieure: Der Spieler darf eine nicht-militärische Kolonie ... gegen
    eine andere nicht-militärischen Kolonie derselben Art austauschen. Die Kosten der neuen
    Kolonie müssen um 0-3 Krediteinheiten höher sein ... Sie kann nicht für die Welt
    genutzt werden, die der Spieler in dieser Aktion gesiedelt hat ... Wenn die neue
    Kolonie eine Windfall-Welt ist, legt der Spieler sofort 1 Gut darauf. Erst wenn alle
    Spieler die Siedeln-Aktion ausgeführt haben, legt der Spieler die ersetzte Welt in den
    Beutel zurück"; "muss der Spieler die zusätzlichen Kolonisten einsetzen"."""
    game, a, b = two(home_a="Old Earth")
    empire(game, a, developments=["Terraforming Engineers"], colonists=1, credits=1,
           colonies=["Artist Settlement", "Galactic News Hub"],
           explored=["Distant World", "Galactic Resort", "Rare Elements Mine",
                     "Ancient Ruins", "Secluded World"])
    artist, news, distant, resort, mine, ruins, secluded = (
        tile_id(game, n) for n in ("Artist Settlement", "Galactic News Hub", "Distant World",
                                   "Galactic Resort", "Rare Elements Mine", "Ancient Ruins",
                                   "Secluded World"))
    engineers = tile_id(game, "Terraforming Engineers")
    empire(game, b, explored=["Asteroid Belt"], credits=5, colonists=1)  # b chooses too
    run_action(game, NfAction.SETTLE, picker=a)  # +1 colonist: 2
    game.choose(a, Choice(Settle(secluded, How.PAY)))  # 1 colonist, 1$
    (d,) = game.pending()
    assert d.kind is NfKind.SWAP
    swaps = {(m.old, m.new) for m in d.moves() if isinstance(m, Swap)}
    assert (artist, distant) in swaps  # blue for blue, cost 1 -> 2, 1 + 1 colonists
    assert (artist, resort) in swaps  # blue, cost 1 -> 4 (+3)
    assert (artist, mine) not in swaps  # brown
    assert (news, ruins) in swaps  # grey for grey, 3 -> 4
    assert not any(old == secluded for old, _ in swaps)  # settled in this action
    game.choose(a, Choice(Swap(engineers, artist, distant)))
    p = game.state.players[a]
    assert distant in p.colonies and artist not in p.colonies
    assert p.on[distant] == 2 and p.colonists == 0 and p.goods[distant] is Kind.BLUE
    assert artist not in game.state.bag
    run_until(game)  # b settles too; then the replaced world goes back
    assert artist in game.state.bag


def test_the_refinery_is_of_the_kind_chosen_never_grey() -> None:
    """"Der Spieler muss bei jeder Aktion entscheiden, welche Art Welt ... sie für diese
    Aktion ist"; "Der Spieler kann für Alien Raffinerie Oortsche Wolke als Art nicht grau
    wählen"."""
    game, a, _b = two(home_a="Alpha Centauri")  # cost -1 for brown worlds
    empire(game, a, explored=["Alien Oort Cloud Refinery"], credits=4, colonists=1)
    refinery = tile_id(game, "Alien Oort Cloud Refinery")
    run_action(game, NfAction.SETTLE, picker=a)
    d = settle_decision(game, a)
    costs = {m.kind: m.cost for m in ways(d, refinery)}
    assert costs == {Kind.BLUE: 4, Kind.BROWN: 3, Kind.GREEN: 4, Kind.YELLOW: 4}
    game.choose(a, Choice(Settle(refinery, How.PAY, Kind.BROWN)))
    assert game.state.players[a].goods[refinery] is Kind.BROWN
    assert game.state.players[a].credits == 1


def test_when_colonists_run_short() -> None:
    """"In dem sehr seltenen Fall, dass es in einer Siedeln-Aktion nicht genügend
    Kolonisten für alle Spieler gibt, erhalten Spieler, die später an der Reihe sind so
    viele Kolonisten, wie noch im Vorrat sind. Spieler die keine Kolonisten erhalten
    können, sind in diesem Fall nicht verpflichtet eine Welt zu siedeln"."""
    game, a, b = two()
    empire(game, b, explored=["Asteroid Belt"], credits=5, colonists=1)
    game.state.supply = 3
    run_action(game, NfAction.SETTLE, picker=a)  # a: +1, then 2: the supply is empty
    assert game.state.players[a].colonists == 3 and game.state.supply == 0
    d = settle_decision(game, b)
    assert Colonists(0) in d.moves() and game.state.supply == 0
    assert d.option(Colonists()).move.n == 0  # type: ignore[union-attr]
    game.choose(b, Choice(Colonists()))
    assert game.state.players[b].colonists == 1


def test_the_colonist_end_is_checked_only_at_the_end_of_settle() -> None:
    """"Die Zahl der Kolonisten auf der Vorratstafel als Bedingung für das Spielende (4 oder
    weniger) wird nur am Ende der Siedeln-Aktion überprüft. Wird die Zahl der Kolonisten
    während einer anderen Aktion unterschritten, geht das Spiel normal weiter"."""
    game, a, b = two()
    empire(game, a, developments=["Homesteading Pioneers"])
    game.state.supply = 5
    run_action(game, NfAction.EXPLORE, picker=a)
    run_until(game)
    assert game.state.supply == 4 and game.state.ends == []
    run_action(game, NfAction.SETTLE, picker=b)
    run_until(game)
    assert game.state.ends == [NfEnd.COLONISTS] and not game.over


def test_eight_colonies_end_the_game() -> None:
    """"Wenn am Ende der Aktion Siedeln ein Spieler 8 oder mehr Kolonien - einschließlich
    der Heimatkolonie - in seiner Auslage hat ... endet das Spiel nach der laufenden
    Runde"."""
    game, a, b = two()
    empire(game, a, colonies=["Gem World", "Mining World", "Spice World", "Tourist World",
                              "Distant World", "Empath World"],
           explored=["Asteroid Belt"], credits=5, colonists=1)
    run_action(game, NfAction.SETTLE, picker=b)
    run_until(game, answers=lambda d: Choice(Settle(tile_id(game, "Asteroid Belt"), How.PAY))
              if d.player == a else None)
    assert len(game.state.players[a].colonies) == 8
    assert game.state.ends[:1] == [NfEnd.COLONIES] and game.state.end_seats == [a]


def test_doomed_world_becomes_an_explored_world() -> None:
    """"Terraforming Ingenieure und Sterbende Kolonie: Der Spieler kann nur eine seiner
    erkundeten Welten zu der neuen Kolonie machen. Wenn für die neue Kolonie mehr Kolonisten
    erforderlich sind als für die ursprüngliche, muss der Spieler die zusätzlichen
    Kolonisten einsetzen ... Benötigt die neue Kolonie weniger Kolonisten, legt der Spieler
    die überzähligen Kolonisten in den Bereich für die Kolonisten auf seiner Auslage"."""
    game, a, b = two()
    empire(game, a, colonies=["Doomed World"], colonists=0,
           explored=["Imperium Colony", "Gem World", "Alien Data Repository"])
    doomed, colony, gem, data = (tile_id(game, n) for n in (
        "Doomed World", "Imperium Colony", "Gem World", "Alien Data Repository"))
    run_action(game, NfAction.SETTLE, picker=b)
    asked = run_until(game, NfKind.SWAP)
    assert all(d.player != a or d.kind is NfKind.SETTLE for d in asked)
    (d,) = game.pending()
    swaps = {m.new for m in d.moves() if isinstance(m, Swap)}
    # cost 2 -> 3 (Imperium Colony, 2 colonists: 1 more than Doomed World's 1 + 2 taken)
    # and 2 -> 5..: Gem World (6) and Alien Data Repository (7) cost more than 3 more
    assert swaps == {colony} and gem not in swaps and data not in swaps
    game.choose(a, Choice(Swap(doomed, doomed, colony)))
    p = game.state.players[a]
    assert colony in p.colonies and doomed not in p.colonies and p.on[colony] == 2
    run_until(game)
    assert doomed in game.state.bag
