"""New Frontiers' Explore ("ERKUNDEN. Aktion: Nimm 1 Welt von den 7 zur Auswahl aus dem
Beutel gezogenen Welten. Bonus: Nimm eine zweite Welt, nachdem jeder Spieler eine Welt
genommen hat")."""

from __future__ import annotations

from rftg.core.decisions import Choice
from rftg.core.newfrontiers import events as ev
from rftg.core.newfrontiers.moves import GiveBack, NfKind
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until
from rftg.core.newfrontiers.state import NfAction


def test_seven_worlds_picks_in_order_the_second_pick_and_the_rest_back() -> None:
    """"Zieht 7 Welten aus dem Beutel ... In Spielerreihenfolge nimmt sich jeder Spieler
    eine dieser Welten ... Der Spieler, der die Aktion ausgewählt hat, beginnt. Wenn jeder
    Spieler eine Welt genommen hat, nimmt der Spieler, der die Aktion gewählt hat, eine
    zweite Welt ... Alle nicht genommenen Welten kommen zurück in den Beutel"."""
    game = nf_game(3, seed=1)
    st = game.state
    a, b, c = st.order()
    for seat in (a, b, c):
        empire(game, seat, home="New Sparta" if seat == a else
               "Old Earth" if seat == b else "Earth's Lost Colony")
    run_action(game, NfAction.SETTLE, picker=a)  # a round: only to pick again below
    run_until(game)
    run_action(game, NfAction.EXPLORE, picker=b)
    assert len(st.display) == 7 and len(st.bag) == 53
    takers = []
    while game.pending()[0].kind is NfKind.EXPLORE:
        (d,) = game.pending()
        takers.append(d.player)
        game.choose(d.player, Choice(d.options[-1].move))
    assert takers == [b, c, a, b]
    assert [len(p.explored) for p in st.players] == [2 if s == b else 1 for s in range(3)]
    assert st.display == [] and len(st.bag) == 56


def test_survey_team_draws_right_after_the_pick_the_picker_after_the_second() -> None:
    """"Erkunden-Fähigkeiten, durch die ein Spieler weitere Welten aus dem Beutel zieht, wie
    bei Erkundungsteam, muss der Spieler sofort nutzen, nachdem er die Welt aus der
    Tischmitte genommen hat. Falls der Spieler die Aktion gewählt hat, zieht er die Welt
    gleich nachdem er die zweite Welt als Bonus genommen hat. Erst danach werden die nicht
    gewählten Welten in den Beutel gelegt"."""
    game = nf_game(2, seed=2)
    st = game.state
    a, b = st.order()
    empire(game, a, home="New Sparta", developments=["Survey Team"])
    empire(game, b, home="Old Earth", colonies=["Imperium Survey HQ"])
    run_action(game, NfAction.EXPLORE, picker=a)
    bag = len(st.bag)
    game.choose(a, Choice(game.pending()[0].options[0].move))  # a: no draw yet
    assert len(st.players[a].explored) == 1 and len(st.bag) == bag
    game.choose(b, Choice(game.pending()[0].options[0].move))  # b draws at once
    assert len(st.players[b].explored) == 2 and len(st.bag) == bag - 1
    assert len(st.display) == 5
    game.choose(a, Choice(game.pending()[0].options[0].move))  # a's second, then its draw
    assert len(st.players[a].explored) == 3
    assert len(st.bag) == bag - 2 + 4  # two drawn by the powers, the 4 left go back
    order = [(type(e).__name__, getattr(e, "seat", None)) for e in st.events
             if isinstance(e, (ev.NfDrew, ev.NfExplored, ev.NfGaveBack))]
    assert order[-4:] == [("NfDrew", b), ("NfExplored", a), ("NfDrew", a),
                          ("NfGaveBack", -1)]


def test_homesteading_pioneers_gain_a_colonist() -> None:
    """Homesteading Pioneers ("Explore: gain 1 colonist", a public rules summary)."""
    game = nf_game(2, seed=3)
    a, b = game.state.order()
    empire(game, a, home="New Sparta", developments=["Homesteading Pioneers"])
    supply = game.state.supply
    run_action(game, NfAction.EXPLORE, picker=b)
    run_until(game)
    assert game.state.players[a].colonists == 1 and game.state.supply == supply - 1


def test_at_most_nine_worlds_at_the_end_of_explore() -> None:
    """"Am Ende der Aktion Erkunden darf der Spieler nicht mehr als insgesamt 9 Welten
    besitzen: Dazu zählen seine erkundeten Welten, seine gesiedelten Kolonien und seine
    Heimatkolonie ... Er kann frei auswählen, welche erkundete Welt er zurückgibt"."""
    game = nf_game(2, seed=4)
    st = game.state
    a, _b = st.order()
    empire(game, a, home="New Sparta", colonies=["Gem World", "Mining World"],
           explored=["Spice World", "New Vinland", "Tourist World", "Asteroid Belt",
                     "Distant World"])
    assert st.players[a].worlds() == 8
    run_action(game, NfAction.EXPLORE, picker=a)  # a takes two worlds: 10
    run_until(game, NfKind.GIVE_BACK)
    (d,) = game.pending()
    assert d.kind is NfKind.GIVE_BACK and d.player == a
    (option,) = d.options
    assert option.min_cards == option.max_cards == 1
    assert set(option.cards_from) == set(st.players[a].explored)
    spice = st.t.find("Spice World")
    assert spice is not None
    game.choose(a, Choice(GiveBack(), (spice.id,)))
    assert st.players[a].worlds() == 9 and spice.id in st.bag


def test_worlds_run_out() -> None:
    """With fewer worlds in the bag than 7, only those are drawn; a player with nothing
    left to take takes nothing (the bag is limited: "Die Menge der ... Plättchen im Spiel
    ist begrenzt")."""
    game = nf_game(2, seed=5)
    st = game.state
    a, b = st.order()
    keep = st.bag[:1]
    for w in st.bag[1:]:
        st.players[a].stored_worlds.append(w)  # out of the bag
    st.bag = keep
    run_action(game, NfAction.EXPLORE, picker=a)
    run_until(game)
    assert len(st.players[a].explored) == 1 and not st.players[b].explored
    assert any(isinstance(e, ev.NfDisplay) and len(e.tiles) == 1 for e in st.events)
