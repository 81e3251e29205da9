"""New Frontiers' Develop ("ENTWICKELN. Aktion: Kaufe 1 Entwicklung. Bonus: Kosten -1
Krediteinheit")."""

from __future__ import annotations

from rftg.core.decisions import Choice
from rftg.core.newfrontiers.moves import Buy, NfKind
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until, tile_id
from rftg.core.newfrontiers.state import NfAction, NfEnd


def develop_costs(game, seat):  # type: ignore[no-untyped-def]
    (d,) = game.pending()
    assert d.kind is NfKind.DEVELOP and d.player == seat
    return {o.move.tile: o.move.cost for o in d.options if isinstance(o.move, Buy)}


def test_the_picker_pays_one_less_the_others_full_price() -> None:
    """"In Spielerreihenfolge darf jeder Spieler eine Entwicklung kaufen, indem er so viele
    Krediteinheiten abgibt, wie die Kosten ... betragen. Der Spieler, der die Aktion gewählt
    hat, zahlt durch den Bonus 1 Krediteinheit weniger"."""
    game = nf_game(2, seed=1)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", credits=30)  # no Develop power at either home
    empire(game, b, home="Old Earth", credits=30)
    run_action(game, NfAction.DEVELOP, picker=a)
    salon = tile_id(game, "Space Marines")
    mine = develop_costs(game, a)
    assert mine[salon] == game.state.t[salon].cost - 1
    game.choose(a, Choice(Buy(salon)))
    assert game.state.players[a].credits == 30 - mine[salon]
    theirs = develop_costs(game, b)
    assert salon not in theirs  # 2 players: one tile per small stack, now gone
    large = next(t for t in theirs if game.state.t[t].large)
    assert theirs[large] == 9


def test_costs_add_up_and_never_go_below_zero() -> None:
    """"Wenn die Kosten durch Fähigkeiten oder durch den Entwickeln-Bonus unter 0 verringert
    würden, bleiben die Kosten 0"; "Die Wirkungen von Fähigkeiten für dieselbe Aktion
    addieren sich"."""
    game = nf_game(3, seed=2)
    a = game.state.order()[0]
    empire(game, a, home="Galactic Developers", developments=["Investment Credits"],
           credits=0)
    run_action(game, NfAction.DEVELOP, picker=a)
    costs = develop_costs(game, a)
    pioneers = tile_id(game, "Homesteading Pioneers")  # cost 1: 1 - 1 - 1 - 1 -> 0
    assert costs[pioneers] == 0
    marines = tile_id(game, "Space Marines")  # cost 2: 2 - 3 -> 0
    assert costs[marines] == 0
    assert all(game.state.t[t].cost - 3 <= c for t, c in costs.items())


def test_no_development_twice() -> None:
    """"Der Spieler darf keine Entwicklung kaufen, die er bereits besitzt"."""
    game = nf_game(5, seed=3)
    a = game.state.order()[0]
    empire(game, a, developments=["Space Marines"], credits=30)
    run_action(game, NfAction.DEVELOP, picker=a)
    assert tile_id(game, "Space Marines") not in develop_costs(game, a)
    assert game.state.stacks[game.state.t[tile_id(game, "Space Marines")].stack] == 2


def test_a_development_may_be_left_unbought() -> None:
    """"darf jeder Spieler eine Entwicklung kaufen": buying is a choice."""
    game = nf_game(2, seed=4)
    a, _b = game.state.order()
    empire(game, a, credits=30)
    run_action(game, NfAction.DEVELOP, picker=a)
    asked = run_until(game)
    assert [d.player for d in asked][:1] == [a]
    assert game.state.players[a].credits == 30 and not game.state.players[a].developments


def test_large_developments_take_two_spaces_and_eleven_end_the_game() -> None:
    """"Die großen Entwicklungen mit Kosten 9 belegen 2 Felder"; "Wenn am Ende der Aktion
    Entwickeln bei einem Spieler 11 oder mehr Felder mit Entwicklungen belegt sind, endet
    das Spiel nach der laufenden Runde"."""
    game = nf_game(2, seed=5)
    a, _b = game.state.order()
    smalls = ["Space Marines", "Colony Ships", "Contact Specialist", "Genetics Lab",
              "Consumer Markets", "Thriving Economy", "Homesteading Pioneers",
              "Designer Species, Ultd.", "Investment Credits"]
    empire(game, a, home="New Sparta", developments=smalls, credits=30)
    assert game.state.spaces(a) == 9
    run_action(game, NfAction.DEVELOP, picker=a)
    large = next(t for t in develop_costs(game, a) if game.state.t[t].large)
    game.choose(a, Choice(Buy(large)))
    assert game.state.spaces(a) == 11
    run_until(game)
    assert game.state.ends == [NfEnd.SPACES] and game.state.end_seats == [a]
    assert not game.over  # "endet das Spiel nach der laufenden Runde"
    while not game.over:
        (d,) = game.pending()
        game.choose(d.player, Choice(d.options[0].move,
                                     d.options[0].cards_from[:d.options[0].min_cards]))
        run_until(game)
    assert game.state.round == 1 and game.state.ending is not None
    assert game.state.ending.kind is NfEnd.SPACES and game.state.ending.seats == (a,)


def test_the_red_spaces_are_the_last_two() -> None:
    """"Er darf Entwicklungen erst dann auf rot umrandete Felder legen, wenn alle 10 hell
    umrandeten Felder belegt sind": with 11 spaces taken, no large development fits the
    12 spaces of the mat (the mat's count of red spaces is a reading: 2)."""
    game = nf_game(2, seed=6)
    a = game.state.order()[0]
    smalls = ["Space Marines", "Colony Ships", "Contact Specialist", "Genetics Lab",
              "Consumer Markets", "Thriving Economy", "Homesteading Pioneers",
              "Designer Species, Ultd.", "Investment Credits", "Improved Logistics",
              "Galactic Salon"]
    empire(game, a, developments=smalls, credits=30)
    run_action(game, NfAction.DEVELOP, picker=a)
    costs = develop_costs(game, a)
    assert costs and not any(game.state.t[t].large for t in costs)
