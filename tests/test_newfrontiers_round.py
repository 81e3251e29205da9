"""New Frontiers' round ("SPIELVERLAUF", "ENDE DER RUNDE"): each disc on the priority
track picks an action tile not picked this round; the picker acts first and alone takes
the bonus; the others follow in player order read as a circle; two discs each in the
2-player game; 1$ onto the Produce tile after a round without Produce; envoys and goals
change the order at once."""

from __future__ import annotations

from rftg.core.decisions import Choice, Decision
from rftg.core.engine import Game
from rftg.core.newfrontiers import events as ev
from rftg.core.newfrontiers.moves import NfKind, Pass, Pick
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action
from rftg.core.newfrontiers.state import NfAction, NfState


def pick(game: Game[NfState], action: NfAction) -> int:
    (d,) = game.pending()
    assert d.kind is NfKind.PICK
    game.choose(d.player, Choice(Pick(action)))
    return d.player


def pass_all(game: Game[NfState], until: NfKind = NfKind.PICK) -> list[Decision]:
    """Answer every decision with its first option (a pass where there is one) until the
    next ``until`` decision; the decisions asked."""
    asked = []
    while not game.over:
        (d,) = game.pending()
        if d.kind is until:
            break
        asked.append(d)
        passing = next((o for o in d.options if isinstance(o.move, Pass)), d.options[0])
        game.choose(d.player, Choice(passing.move, passing.cards_from[:passing.min_cards]))
    return asked


def test_each_player_picks_an_action_not_yet_picked_in_player_order() -> None:
    """"Der in Spielerreihenfolge nächste Spieler wählt ein Aktionsplättchen, das in dieser
    Runde noch nicht ausgewählt wurde"; "So geht es weiter, bis jeder Spieler 1 Aktion
    ausgewählt hat"."""
    game = nf_game(4, seed=2)
    st = game.state
    order = st.order()
    pickers = []
    for action in (NfAction.RETREAT, NfAction.ENVOYS, NfAction.PRODUCE, NfAction.DEVELOP):
        (d,) = game.pending()
        assert Pick(action) in d.moves() and len(d.options) == 7 - len(pickers)
        assert all(Pick(a) not in d.moves() for a, _ in st.picked)
        pickers.append(pick(game, action))
        pass_all(game)
    assert pickers == order  # envoys moved the second first: the others keep their order
    assert game.state.round == 2


def test_the_picker_acts_first_and_the_rest_follow_as_a_circle() -> None:
    """"Nach dem Spieler, dessen Scheibe als letzte auf der Anzeige liegt, geht es bei dem
    Spieler weiter, dessen Scheibe an erster Stelle liegt"; "Den Bonus für eine Aktion
    erhält immer nur der Spieler, der sie auswählt"."""
    game = nf_game(4, seed=1)
    st = game.state
    a, b, c, d = st.order()
    for seat in range(4):
        empire(game, seat, credits=20)
    pick(game, NfAction.RETREAT)
    pass_all(game)
    run_action(game, NfAction.DEVELOP, picker=c)
    asked = pass_all(game)
    develop = [x.player for x in asked if x.kind is NfKind.DEVELOP]
    assert develop == [c, d, a, b]
    costs = {x.player: {o.move.tile: o.move.cost for o in x.options if hasattr(o.move, "tile")}
             for x in asked}
    some = next(iter(costs[c]))
    assert costs[c][some] == costs[d][some] - 1  # "Kosten -1 Krediteinheit" for c only


def test_two_players_pick_twice_in_the_order_of_their_discs() -> None:
    """"Spiel mit 2 Spielern: Jeder Spieler wählt in der Reihenfolge, in der die Spieler-
    Scheiben liegen, seine Aktionen"; each action is carried out by both, the picker
    first."""
    game = nf_game(2, seed=3)
    start, other = game.state.order()
    seats = []
    for action in (NfAction.RETREAT, NfAction.DEVELOP, NfAction.EXPLORE, NfAction.PRODUCE):
        seats.append(pick(game, action))
        asked = pass_all(game)
        if action is NfAction.DEVELOP:
            assert [x.player for x in asked][:1] == [other]
    assert seats == [start, other, start, other]
    assert game.state.round == 2


def test_one_credit_on_produce_when_nobody_produced() -> None:
    """"Wichtig: Wenn in der Runde die Aktion Produzieren nicht gewählt wird, müsst ihr am
    Ende der Runde 1$ auf das Aktionsplättchen legen"; "Nimm alle Krediteinheiten auf
    diesem Plättchen"."""
    game = nf_game(2, seed=0)
    for action in (NfAction.RETREAT, NfAction.DEVELOP, NfAction.ENVOYS, NfAction.SETTLE):
        pick(game, action)
        pass_all(game)
    assert game.state.produce_credits == 1
    assert any(isinstance(e, ev.NfProduceTile) for e in game.state.events)
    for action in (NfAction.RETREAT, NfAction.DEVELOP, NfAction.ENVOYS, NfAction.SETTLE):
        pick(game, action)
        pass_all(game)
    assert game.state.produce_credits == 2
    seat = game.pending()[0].player
    before = game.state.players[seat].credits
    pick(game, NfAction.PRODUCE)
    pass_all(game)
    assert game.state.players[seat].credits == before + 2
    assert game.state.produce_credits == 0


def test_retreat_gives_the_picker_two_credits() -> None:
    """"RÜCKZUG IN DIE ISOLATION. Aktion: keine. Bonus: Du erhältst 2 Krediteinheiten"."""
    game = nf_game(3, seed=1)
    before = [p.credits for p in game.state.players]
    seat = pick(game, NfAction.RETREAT)
    after = [p.credits for p in game.state.players]
    assert [a - b for a, b in zip(after, before, strict=True)] == \
        [2 if s == seat else 0 for s in range(3)]


def test_envoys_go_first_at_once_and_the_skipped_move_back() -> None:
    """"Er erhält 1 SP-Chip. Dann versetzt er ... seine Spieler-Scheibe von der
    gegenwärtigen Position auf die erste Position und verschiebt alle dabei übersprungenen
    Scheiben um 1 Position nach hinten"; "Die neue Spielerreihenfolge gilt sofort"."""
    game = nf_game(4, seed=6)
    st = game.state
    a, b, c, d = st.order()
    pick(game, NfAction.RETREAT)
    pick(game, NfAction.DEVELOP)
    pass_all(game)
    pool = st.vp_pool
    assert pick(game, NfAction.ENVOYS) == c
    assert st.order() == [c, a, b, d]
    assert st.players[c].chips == 1 and st.vp_pool == pool - 1
    run_action(game, NfAction.DEVELOP, picker=d)  # a later action this round: the new order
    asked = [x.player for x in pass_all(game) if x.kind is NfKind.DEVELOP]
    assert asked == [d, c, a, b][:len(asked)] and asked[0] == d


def test_two_players_envoys_can_give_two_picks_in_a_row() -> None:
    """"Im Spiel zu zweit kann diese Aktion dazu führen, dass die Spieler in den folgenden
    Runden jeweils 2 Aktionen hintereinander auswählen"."""
    game = nf_game(2, seed=8)
    start, other = game.state.order()
    pick(game, NfAction.RETREAT)
    pick(game, NfAction.DEVELOP)
    pass_all(game)
    assert pick(game, NfAction.ENVOYS) == start  # the start player's second disc
    pass_all(game)
    assert pick(game, NfAction.PRODUCE) == other
    pass_all(game)
    assert [x // 2 for x in game.state.track] == [start, start, other, other]
    assert pick(game, NfAction.RETREAT) == start
    assert pick(game, NfAction.DEVELOP) == start


def test_the_order_stays_the_same_round_to_round() -> None:
    """"Die Spielerreihenfolge bleibt jede Runde gleich. Sie ändert sich nur, wenn ein
    Spieler eine der zwei Aktionen wählt, durch die sie verändert wird"."""
    game = nf_game(3, seed=9)
    order = game.state.order()
    for _ in range(2):
        for action in (NfAction.RETREAT, NfAction.DEVELOP, NfAction.PRODUCE):
            pick(game, action)
            pass_all(game)
        assert game.state.order() == order
