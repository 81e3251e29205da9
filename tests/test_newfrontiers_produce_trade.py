"""New Frontiers' Produce ("PRODUZIEREN. Aktion: Produziere 1 Gut auf jeder
Produktionskolonie ohne Gut. Bonus: Nimm alle Krediteinheiten auf diesem Plättchen und
produziere 1 Gut auf einer Windfall-Kolonie ohne Gut") and Trade / Consume ("HANDELN,
VERBRAUCHEN. Bonus: Du erhältst 1 SP-Chip"), with the rulebook's example."""

from __future__ import annotations

import pytest

from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.newfrontiers.moves import NfKind, Pass, ProduceOn, Sell, Use, Windfall
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until, tile_id
from rftg.core.newfrontiers.state import NfAction, NfEnd
from rftg.core.newfrontiers.tiles import Kind


def test_every_production_colony_without_a_good_produces_grey_never() -> None:
    """"Lege auf jede Produktionskolonie ohne Gut 1 Gut derselben Farbe. Graue Kolonien sind
    keine Produktionskolonien. Sie erhalten niemals Güter. Auf einer Kolonie kann höchstens
    1 Gut liegen"."""
    game = nf_game(2, seed=1)
    a, b = game.state.order()
    empire(game, b, home="New Sparta", colonies=["Artist Settlement", "Mining World",
                                                 "Galactic News Hub", "Gem World"],
           goods={"Gem World": Kind.BROWN})
    run_action(game, NfAction.PRODUCE, picker=a)
    run_until(game)
    goods = game.state.players[b].goods
    assert {game.state.t[c].name: k for c, k in goods.items()} == {
        "Artist Settlement": Kind.BLUE, "Mining World": Kind.BROWN, "Gem World": Kind.BROWN}


def test_the_picker_takes_the_credits_and_a_windfall_good() -> None:
    """"Der Spieler, der diese Aktion wählt, nimmt sich alle Krediteinheiten auf dem
    Plättchen"; "Besitzt der Spieler, der die Aktion gewählt hat, Windfall-Kolonien, wählt
    er eine aus und legt 1 Gut in der Farbe der Kolonie darauf"."""
    game = nf_game(2, seed=2)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", colonies=["Asteroid Belt", "Distant World"],
           credits=0)
    empire(game, b, home="New Sparta", colonies=["Secluded World"])
    game.state.produce_credits = 3
    run_action(game, NfAction.PRODUCE, picker=a)
    (d,) = game.pending()
    assert d.kind is NfKind.WINDFALL and d.player == a
    belt, distant = tile_id(game, "Asteroid Belt"), tile_id(game, "Distant World")
    assert set(d.moves()) == {Windfall(belt), Windfall(distant)}
    game.choose(a, Choice(Windfall(distant)))
    run_until(game)
    assert game.state.players[a].credits == 3 and game.state.produce_credits == 0
    assert game.state.players[a].goods == {distant: Kind.BLUE}
    assert game.state.players[b].goods == {}  # the bonus is the picker's alone


def test_comet_swarm_pays_only_when_it_produces() -> None:
    """"Einige Kolonien, wie beispielsweise Kometenschwarm, geben dem Spieler
    Krediteinheiten, wenn auf ihnen ein Gut produziert wird. Wenn die Kolonie nicht
    produziert, weil dort schon ein Gut liegt, erhält der Spieler auch keine
    Krediteinheit"."""
    game = nf_game(2, seed=3)
    a, b = game.state.order()
    empire(game, b, home="New Sparta", colonies=["Comet Swarm"], credits=0)
    run_action(game, NfAction.PRODUCE, picker=a)
    run_until(game)
    assert game.state.players[b].credits == 1
    run_action(game, NfAction.PRODUCE, picker=a)
    run_until(game)
    assert game.state.players[b].credits == 1


def test_mining_league_compares_the_rare_goods_produced_in_this_action() -> None:
    """"Dementsprechend werden bei der Fähigkeit von Bergbauindustrie nur die „Seltene
    Elemente“-Güter verglichen, die mit der Aktion in dieser Runde produziert wurden"."""
    game = nf_game(2, seed=4)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", developments=["Mining League"],
           colonies=["Mining World", "Rare Elements Mine"], goods={"Mining World": Kind.BROWN})
    empire(game, b, home="New Sparta", colonies=["Gem World", "Imperium Colony"])
    run_action(game, NfAction.PRODUCE, picker=b)
    run_until(game)
    assert game.state.players[a].chips == 0  # 1 rare good produced against 2
    for p in game.state.players:  # every good sold: all produce again
        for c in list(p.goods):
            game.state.goods[p.goods.pop(c)] += 1
    empire(game, b, goods={"Imperium Colony": Kind.BROWN})
    run_action(game, NfAction.PRODUCE, picker=b)
    run_until(game)
    assert game.state.players[a].chips == 2  # 2 against 1


def test_the_trade_bonus_first_then_one_good_sold_for_1_to_4() -> None:
    """"Auf diesem Plättchen ist der Bonus vor der Aktion angegeben ... Er nimmt den Bonus
    sofort!"; "1$ für Luxusgüter (blau), 2$ für Seltene Elemente (braun), 3$ für Gene (grün)
    oder 4$ für Alien-Technologie (gelb)"; "Einige Fähigkeiten, wie z.B. die von Gewürzwelt,
    kann der Spieler nur nutzen, wenn er eine bestimmte Art Gut handelt"; "Das Gut von Alien
    Raffinerie Oortsche Wolke kann nicht gehandelt werden"."""
    game = nf_game(2, seed=5)
    a, _b = game.state.order()
    empire(game, a, home="New Sparta", colonies=["Spice World", "Mining World", "Empath World",
                                                 "Alien Artifact World",
                                                 "Alien Oort Cloud Refinery"],
           goods={"Spice World": Kind.BLUE, "Mining World": Kind.BROWN,
                  "Empath World": Kind.GREEN, "Alien Artifact World": Kind.YELLOW,
                  "Alien Oort Cloud Refinery": Kind.YELLOW}, credits=0)
    pool = game.state.vp_pool
    run_action(game, NfAction.TRADE, picker=a)
    assert game.state.players[a].chips == 1 and game.state.vp_pool == pool - 1
    (d,) = game.pending()
    assert d.kind is NfKind.TRADE
    prices = {game.state.t[o.move.colony].name: o.move.price for o in d.options
              if isinstance(o.move, Sell)}
    assert prices == {"Spice World": 1 + 1, "Mining World": 2, "Empath World": 3,
                      "Alien Artifact World": 4}
    game.choose(a, Choice(Sell(tile_id(game, "Empath World"))))
    assert game.state.players[a].credits == 3
    (d,) = game.pending()
    assert d.player != a or d.kind is not NfKind.TRADE  # one good only


def test_the_rulebooks_consume_example() -> None:
    """"Beispiel: Der Spieler hat Blühende Wirtschaft und Galaktischer Salon entwickelt. Er
    verbraucht 1 Gut mit New Vinland und erhält dafür 2$. Mit Alte Erde verbraucht er 2
    Güter für 3 SP. Durch die Fähigkeit von Galaktischer Salon erhält er 1 SP. Durch
    Blühende Wirtschaft erhält er 4 SP (3 verbrauchte Güter und Entwicklung Galaktischer
    Salon). Insgesamt erhält der Spieler 2$ und 8 SP"."""
    game = nf_game(2, seed=6)
    a, b = game.state.order()
    empire(game, a, home="New Sparta")  # the picker: no goods, no trade to make
    empire(game, b, home="Alte Erde", colonies=["New Vinland", "Artist Settlement"],
           developments=["Blühende Wirtschaft", "Galaktischer Salon"],
           goods={"New Vinland": Kind.BLUE, "Artist Settlement": Kind.BLUE}, credits=0)
    home, vinland, artist = (game.state.players[b].home, tile_id(game, "New Vinland"),
                             tile_id(game, "Artist Settlement"))
    run_action(game, NfAction.TRADE, picker=a)
    run_until(game, NfKind.TRADE)
    game.choose(b, Choice(Pass("trade")))
    (d,) = game.pending()
    assert d.kind is NfKind.CONSUME and Pass("consume") not in d.moves()  # must consume
    game.choose(b, Choice(Use(vinland, 0), (vinland,)))
    game.choose(b, Choice(Use(home, 0), (home, artist)))
    p = game.state.players[b]
    assert (p.credits, p.chips) == (2, 8)
    assert not p.goods


def test_consume_powers_in_any_order_until_no_good_fits() -> None:
    """"musst er seine Verbrauchen-Fähigkeiten nutzen, bis er entweder jede Fähigkeit einmal
    genutzt hat oder bis er kein Gut mehr verbrauchen kann"; "Der Spieler darf seine
    Verbrauchen-Fähigkeiten in jeder beliebigen Reihenfolge einsetzen. Er kann auch eine
    Reihenfolge wählen die dazu führt, dass er Güter nicht verbraucht, die er bei einer
    anderen Reihenfolge hätte verbrauchen müssen"."""
    game = nf_game(2, seed=7)
    a, b = game.state.order()
    empire(game, a, home="Old Earth", colonies=["Galactic News Hub", "Tourist World"],
           goods={"Tourist World": Kind.BLUE})
    home, news, tourist = (game.state.players[a].home, tile_id(game, "Galactic News Hub"),
                           tile_id(game, "Tourist World"))
    empire(game, b, home="New Sparta")  # the picker: no goods, no trade to make
    run_action(game, NfAction.TRADE, picker=b)
    run_until(game, NfKind.TRADE)
    game.choose(a, Choice(Pass("trade")))
    (d,) = game.pending()
    assert set(d.moves()) == {Use(home, 0), Use(news, 0), Use(tourist, 0)}
    game.choose(a, Choice(Use(tourist, 0), (home,)))  # Tourist World takes Old Earth's good
    game.choose(a, Choice(Use(news, 0), (tourist,)))  # the blue good to the News Hub
    assert game.state.players[a].chips == 1 + 2 and not game.state.players[a].goods
    with pytest.raises(IllegalChoice):  # a decision that is not pending
        game.choose(a, Choice(Use(home, 0), (home,)))


def test_up_to_powers_consume_as_many_as_they_can() -> None:
    """"Einige Fähigkeiten wie z.B. Absatzmärkte und Imperium Waffenfabriken, verbrauchen
    „bis zu“ 2 oder 3 Güter. In diesen Fällen erhält der Spieler für jedes der so
    verbrauchten Güter die angegebenen SP-Chips ... muss er mit ihr so viele Güter wie
    möglich verbrauchen"."""
    game = nf_game(2, seed=8)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", developments=["Consumer Markets"],
           colonies=["Tourist World", "Mining World"],
           goods={"Tourist World": Kind.BLUE, "Mining World": Kind.BROWN})
    markets = tile_id(game, "Consumer Markets")
    empire(game, b, home="New Sparta")  # the picker: no goods, no trade to make
    run_action(game, NfAction.TRADE, picker=b)
    run_until(game, NfKind.TRADE)
    game.choose(a, Choice(Pass("trade")))
    (d,) = game.pending()
    tourist_power = [o for o in d.options if o.move == Use(tile_id(game, "Tourist World"), 0)]
    markets_option = d.option(Use(markets, 0))
    assert markets_option is not None and markets_option.min_cards == 2 == markets_option.max_cards
    with pytest.raises(IllegalChoice):
        game.choose(a, Choice(Use(markets, 0), (tile_id(game, "Tourist World"),)))
    game.choose(a, Choice(Use(markets, 0), markets_option.cards_from))
    assert game.state.players[a].chips == 2 and tourist_power


def test_trade_leagues_consume_power_may_be_left_unused() -> None:
    """"Handels-Liga hat eine Handeln- und eine Verbrauchen-Fähigkeit. Diese Verbrauchen-
    Fähigkeit muss der Spieler nicht nutzen"."""
    game = nf_game(2, seed=9)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", developments=["Trade League"],
           colonies=["Artist Settlement", "Mining World"],
           goods={"Artist Settlement": Kind.BLUE, "Mining World": Kind.BROWN}, credits=0)
    empire(game, b, home="New Sparta")  # the picker: no goods, no trade to make
    run_action(game, NfAction.TRADE, picker=b)
    run_until(game, NfKind.TRADE)
    (d,) = game.pending()
    mining = tile_id(game, "Mining World")
    assert d.option(Sell(mining)).move.price == 3  # type: ignore[union-attr]
    game.choose(a, Choice(Sell(mining)))
    (d,) = game.pending()
    assert d.kind is NfKind.CONSUME and Pass("consume") in d.moves()  # "darf"-like: optional
    game.choose(a, Choice(Pass("consume")))
    assert game.state.players[a].goods == {tile_id(game, "Artist Settlement"): Kind.BLUE}


def test_without_a_consume_power_no_good_is_consumed() -> None:
    """"Wenn der Spieler keine Verbrauchen-Fähigkeit hat, kann er kein Gut verbrauchen"."""
    game = nf_game(2, seed=10)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", colonies=["Mining World"],
           goods={"Mining World": Kind.BROWN})
    empire(game, b, home="New Sparta")  # the picker: no goods, no trade to make
    run_action(game, NfAction.TRADE, picker=b)
    run_until(game, NfKind.TRADE)
    game.choose(a, Choice(Pass("trade")))
    assert game.state.players[a].goods and game.pending()[0].kind is NfKind.PICK


def test_when_the_vp_chips_run_out_the_ten_chips_pay_and_the_game_ends() -> None:
    """"Wenn der bei Spielbeginn bereitgelegte allgemeine Vorrat SP-Chips aufgebraucht ist,
    wird mit den 10 SP-Chips weitergespielt ... So erhalten alle Spieler die ihnen
    zustehenden SP-Chips ... Das Spiel endet nach der laufenden Runde"."""
    game = nf_game(2, seed=11)
    a, _b = game.state.order()
    empire(game, a, home="Alte Erde", colonies=["Artist Settlement"],
           goods={"Artist Settlement": Kind.BLUE})
    game.state.vp_pool = 2
    run_action(game, NfAction.TRADE, picker=a)  # 1 VP bonus, then 3 VP by Alte Erde
    run_until(game)
    assert game.state.players[a].chips == 4
    assert game.state.vp_pool == 0 and game.state.vp_reserve == 2
    assert game.state.ends == [NfEnd.CHIPS] and not game.over


def test_goods_of_different_kinds_one_colony_per_kind() -> None:
    """"Bei anderen Fähigkeiten muss der Spieler ... eine bestimmte Art Gut abgeben":
    Diversified Economy takes 3 goods of different kinds; its options name one colony per
    kind, so no choice can give two of one kind."""
    game = nf_game(2, seed=12)
    a, b = game.state.order()
    empire(game, b, home="New Sparta")
    empire(game, a, home="New Sparta", developments=["Diversified Economy"],
           colonies=["Tourist World", "Spice World", "Mining World", "Empath World"],
           goods={"Tourist World": Kind.BLUE, "Spice World": Kind.BLUE,
                  "Mining World": Kind.BROWN, "Empath World": Kind.GREEN})
    run_action(game, NfAction.TRADE, picker=b)
    run_until(game, NfKind.TRADE)
    game.choose(a, Choice(Pass("trade")))
    (d,) = game.pending()
    economy = tile_id(game, "Diversified Economy")
    ways = [m.goods for m in d.moves() if isinstance(m, Use) and m.tile == economy]
    tourist, spice, mining, empath = (tile_id(game, n) for n in (
        "Tourist World", "Spice World", "Mining World", "Empath World"))
    assert sorted(ways) == sorted([(tourist, mining, empath), (spice, mining, empath)])
    game.choose(a, Choice(Use(economy, 0, (spice, mining, empath))))
    assert game.state.players[a].goods == {tourist: Kind.BLUE}


def test_when_goods_run_short_the_player_chooses_which_colonies_produce() -> None:
    """"Wenn im Spiel mit Zielen das Ziel Rohstoffe lagern verwendet wird, können Güter
    ausgehen. In diesem Fall produzieren die Spieler ihre Güter ... in der
    Spielerreihenfolge ... Besitzt ein Spieler mehr Produktionskolonien einer Art, als Güter
    dieser Art verfügbar sind, kann er wählen, welche dieser Kolonien produzieren"."""
    game = nf_game(2, seed=13)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", colonies=["Mining World", "Rare Elements Mine"])
    empire(game, b, home="New Sparta", colonies=["Imperium Colony"])
    st = game.state
    st.players[b].stored_goods = [Kind.BROWN] * (st.goods[Kind.BROWN] - 1)  # one left
    st.goods[Kind.BROWN] = 1
    run_action(game, NfAction.PRODUCE, picker=a)
    (d,) = game.pending()
    assert d.kind is NfKind.SHORTAGE and d.player == a
    (option,) = d.options
    mine = tile_id(game, "Rare Elements Mine")
    assert option.min_cards == option.max_cards == 1 and mine in option.cards_from
    game.choose(a, Choice(ProduceOn(Kind.BROWN), (mine,)))
    run_until(game)
    assert st.players[a].goods == {mine: Kind.BROWN}
    assert st.players[b].goods == {}  # later in the order: nothing left


def test_the_refinerys_good_is_of_the_kind_chosen_when_it_is_produced() -> None:
    """Alien Raffinerie Oortsche Wolke: "Der Spieler muss bei jeder Aktion entscheiden,
    welche Art Welt ... sie für diese Aktion ist. Diese Entscheidung hat keinen Einfluss auf
    ein Gut, das schon auf dieser Welt liegt"."""
    game = nf_game(2, seed=14)
    a = game.state.order()[0]
    empire(game, a, home="New Sparta", colonies=["Alien Oort Cloud Refinery"])
    refinery = tile_id(game, "Alien Oort Cloud Refinery")
    run_action(game, NfAction.PRODUCE, picker=a)
    (d,) = game.pending()
    assert d.kind is NfKind.WINDFALL
    assert set(d.moves()) == {Windfall(refinery, k) for k in Kind}
    game.choose(a, Choice(Windfall(refinery, Kind.YELLOW)))
    assert game.state.players[a].goods == {refinery: Kind.YELLOW}
