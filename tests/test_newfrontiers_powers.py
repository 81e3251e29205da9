"""New Frontiers' powers in general ("FÄHIGKEITEN"): a power is used unless it says
"darf"; not in the action its tile was placed; effects for one action add up; a trigger
twice uses the power twice; home colonies are colonies like any other."""

from __future__ import annotations

from rftg.core.decisions import Choice
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.moves import Buy, Colonists, How, NfKind, Pass, Settle
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until, tile_id
from rftg.core.newfrontiers.state import NfAction
from rftg.core.newfrontiers.tiles import Act, Effect, Kind, shipped_tiles


def test_a_power_must_be_used_unless_it_says_may() -> None:
    """"Wenn der Spieler eine Fähigkeit nutzen kann, muss er das tun. Nur wenn im Text der
    Fähigkeit „darf“ steht, kann der Spieler darauf verzichten": a swap ("darf") offers to
    pass; a consume power does not; an Explore power that draws is used at once."""
    tiles = shipped_tiles()
    optional = {tiles[t].name for t in tiles.developments + tiles.worlds + tiles.homes
                for p in tiles[t].powers if p.optional}
    assert {"Terraforming Engineers", "Doomed World", "Improved Logistics",
            "Contact Specialist", "Trade League"} <= optional
    game = nf_game(2, seed=1)
    a, b = game.state.order()
    empire(game, a, home="Old Earth", developments=["Terraforming Engineers"],
           colonies=["Artist Settlement"], explored=["Distant World"], colonists=2)
    run_action(game, NfAction.SETTLE, picker=b)
    run_until(game, NfKind.SETTLE)
    if game.pending()[0].player == b:
        game.choose(b, Choice(Colonists()))
    game.choose(a, Choice(Colonists()))
    (d,) = game.pending()
    assert d.kind is NfKind.SWAP and Pass("swap") in d.moves()


def test_no_power_in_the_action_its_tile_was_placed() -> None:
    """"Eine Fähigkeit kann nicht in der Aktion verwendet werden, in die ihr Plättchen
    gelegt wird": the world just settled gives no military in the same action, the
    development just bought works from the next action on."""
    game = nf_game(2, seed=2)
    a, b = game.state.order()
    empire(game, a, home="Old Earth", credits=20)
    run_action(game, NfAction.DEVELOP, picker=a)
    marines = tile_id(game, "Space Marines")
    game.choose(a, Choice(Buy(marines)))
    st = game.state
    assert marines in st.players[a].developments
    assert not rules.powers(st, a, Act.SETTLE, Effect.MILITARY)  # placed in this action
    run_until(game)
    run_action(game, NfAction.SETTLE, picker=b)
    assert [t for t, _, _ in rules.powers(st, a, Act.SETTLE, Effect.MILITARY)] == [marines]


def test_effects_for_one_action_add_up() -> None:
    """"Die Wirkungen von Fähigkeiten für dieselbe Aktion addieren sich. Wenn Fähigkeiten
    die Kosten unter 0 verringern, bleiben die Kosten bei 0"; "Verringert eine Fähigkeit
    beispielsweise die Kosten, um eine Welt zu siedeln, benötigt der Spieler trotzdem noch
    Kolonisten zum Siedeln"."""
    game = nf_game(2, seed=3)
    a, _b = game.state.order()
    empire(game, a, home="Terraforming Guild", developments=["Colony Ships"], credits=0,
           colonists=0, explored=["Asteroid Belt", "Empath World"])
    st = game.state
    belt = st.t[tile_id(game, "Asteroid Belt")]
    assert rules.settle_cost(st, a, belt, None).total == 0  # 2 - 1 - 1
    empath = st.t[tile_id(game, "Empath World")]
    assert rules.settle_cost(st, a, empath, None).total == 1  # 3 - 2
    assert rules.settle_options(st, a) == []  # cost 0, but no colonist to settle with
    empire(game, a, colonists=1)
    assert Settle(belt.id, How.PAY) in [o.move for o in rules.settle_options(st, a)]


def test_home_colonies_are_colonies() -> None:
    """"Heimatkolonien werden in Bezug auf alle Regeln, Fähigkeiten und Effekte als normale
    Kolonien behandelt": a production home produces, a home's power works, it counts among
    the colonies and for the "?"."""
    game = nf_game(2, seed=4)
    a, b = game.state.order()
    empire(game, a, home="Earth's Lost Colony")
    run_action(game, NfAction.PRODUCE, picker=b)
    run_until(game)
    home = game.state.players[a].home
    assert game.state.players[a].goods == {home: Kind.BLUE}
    assert len(game.state.players[a].colonies) == 1
