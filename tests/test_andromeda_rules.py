"""Andromeda's rules, each pinned by a scenario that quotes the summary (the German
"Kurzspielregel" in ../shared/seeds/004_...). Positions are built with
``rftg.core.andromeda.scenario.position``; options are picked by typed move."""

from __future__ import annotations

from typing import Any

import pytest

from rftg.core.andromeda import events as ev
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    Done,
    MoveStations,
    Pass,
    Show,
    Spaceship,
    StayIn,
    SwapCards,
    SwapWith,
    TakeCards,
    Technology,
    TransportHome,
    TransportOut,
    Unable,
)
from rftg.core.andromeda.rules import AdEnd, centre_chance
from rftg.core.andromeda.ruleset import ad_scores, ad_winners
from rftg.core.andromeda.scenario import position
from rftg.core.andromeda.state import AdState, ad_state
from rftg.core.decisions import Choice, Decision, IllegalChoice, Move
from rftg.core.engine import Game
from rftg.core.save import digest

ALPHA, BETA, GAMMA, DELTA, EPSILON, ZETA, ETA = range(7)  # Alpha's moons: 14, 8, 5


def st(game: Game[AdState]) -> AdState:
    return ad_state(game)


def events(game: Game[AdState], kind: type[Any]) -> list[Any]:
    return [e for e in st(game).events if isinstance(e, kind)]


def only(game: Game[AdState]) -> Decision:
    (d,) = game.pending()
    return d


def moves(d: Decision) -> list[Move]:
    return [o.move for o in d.options]


def choose(game: Game[AdState], seat: int, move: Move, cards: tuple[int, ...] = ()) -> None:
    game.choose(seat, Choice(move, cards))


def held(game: Game[AdState], seat: int, face: int, n: int) -> tuple[int, ...]:
    cards = st(game).held(seat, face)
    assert len(cards) >= n
    return tuple(cards[:n])


def bonus(game: Game[AdState], kind: int) -> int:
    face = st(game).cards.bonus_face(kind)
    assert face is not None
    return face


def option(d: Decision, move: Move) -> Any:
    found = d.option(move)
    assert found is not None, f"{move!r} is not offered: {moves(d)}"
    return found


# --------------------------------------------------------------------------- card phase


def test_the_active_player_passes_to_the_left() -> None:
    """"Der aktive Spieler wechselt im Uhrzeigersinn zum linken Nachbarn." (Clockwise, the
    left neighbour: the next seat.)"""
    g = position(4, active=3, phase="cards")
    assert st(g).active == 0 and st(g).round == 2
    assert events(g, ev.RoundBegan) == [ev.RoundBegan(2, 0)]
    g = position(4, active=1, phase="cards")
    assert st(g).active == 2
    assert only(g).player == 2  # the transport phase begins with him


def test_a_new_game_starts_with_the_first_player_active() -> None:
    """The set-up gives the active marker to the last seat; the first card phase passes it
    to the first (a reading: the summary does not say who starts)."""
    g: Game[AdState] = Game(position(3).setup)
    assert st(g).round == 1 and st(g).active == 0
    assert [len(h) for h in st(g).hands] == [9, 9, 9]


def test_hands_are_filled_to_the_limit_of_the_spaceship_track() -> None:
    """"Er teilt vom verdeckten Stapel neue Planetenkarten an die Spieler aus, bis zu deren
    erlaubter Kartenzahl. Je nach Position des Stationssteins in der
    Raumschiffentwicklung ist angegeben, wie viele Karten man auf der Hand halten darf (9
    bis 13)." """
    g = position(4, active=3, hands={0: [ALPHA] * 5, 1: [BETA] * 9, 2: [], 3: [GAMMA] * 3},
                 ship={2: 2, 3: 3}, phase="cards")
    assert [len(h) for h in st(g).hands] == [9, 9, 11, 13]
    assert events(g, ev.Dealt) == [ev.Dealt(0, 4), ev.Dealt(2, 11), ev.Dealt(3, 10)]


def test_bonus_cards_count_as_hand_cards_and_transport_cards_do_not() -> None:
    """"Handkarten = Planeten- und Bonuskarten." "Offen ausliegende Transportkarten zählen
    nicht zu den Handkarten." """
    g0 = position(3)
    five, four = bonus(g0, 5), bonus(g0, 4)
    g = position(3, active=2, hands={0: [ALPHA] * 5 + [five, four], 1: [BETA] * 7},
                 transports={1: 2}, phase="cards")
    assert len(st(g).hands[0]) == 9 and ev.Dealt(0, 2) in events(g, ev.Dealt)
    assert len(st(g).hands[1]) == 9 and ev.Dealt(1, 2) in events(g, ev.Dealt)


def test_the_discard_pile_is_shuffled_when_the_deck_runs_out() -> None:
    """"Ist der Nachziehstapel verbraucht, wird der offene Ablagestapel gemischt und
    bildet einen neuen Stapel." """
    g = position(3, active=2, hands={0: [ALPHA] * 6, 1: [BETA] * 9, 2: [GAMMA] * 9},
                 deck=[DELTA], phase="cards")
    state = st(g)
    (shuffled,) = events(g, ev.Reshuffled)
    assert len(state.hands[0]) == 9 and DELTA in state.faces(state.hands[0])
    assert shuffled.n == 84 - 6 - 9 - 9 - 1 and state.discard == []
    assert len(state.deck) == shuffled.n - 2


def test_the_deal_stops_when_deck_and_discard_pile_are_empty() -> None:
    """A reading: with no card left anywhere, the hands stay short (the summary is
    silent)."""
    every = [p for p in range(7) for _ in range(12)]
    g = position(3, active=2, hands={0: [], 1: every[:80], 2: every[80:]}, deck=[],
                 phase="cards")
    assert len(st(g).hands[0]) == 0 and not events(g, ev.Dealt)


# --------------------------------------------------------------------------- transport


def test_transport_goes_round_from_the_active_player_and_is_optional() -> None:
    """"Es beginnt der aktive Spieler, danach geht es im U-Sinn reihum. Jeder Spieler darf
    1 seiner beiden vor ihm liegenden Transport-Karten ausspielen ODER passen." """
    g = position(4, active=2, phase="transport")
    order = []
    while st(g).phase == "transport":
        d = only(g)
        assert d.kind is AdKind.TRANSPORT and Pass() in moves(d)
        order.append(d.player)
        choose(g, d.player, Pass())
    assert order == [2, 3, 0, 1]
    assert st(g).transports == [2, 2, 2, 2]  # passing keeps the cards
    assert len(events(g, ev.Passed)) == 4


def test_a_transport_card_sets_two_stations_from_earth_on_any_planet() -> None:
    """"ENTWEDER Setze 2 eigene Stationen von der Erde auf einen beliebigen Planeten" --
    one card per phase, each card once a game."""
    g = position(3, active=0, earth={0: 3}, stations={BETA: [0, 2, 2]}, phase="transport")
    choose(g, 0, TransportOut(BETA))
    assert st(g).earth[0] == 1 and st(g).stations[BETA] == [2, 2, 2]
    assert st(g).transports[0] == 1
    assert only(g).player == 1  # one card a phase: the next player
    assert events(g, ev.Transported) == [ev.Transported(0, BETA, 2, False)]


def test_a_transport_card_brings_all_own_stations_of_a_planet_home() -> None:
    """"ODER Setze alle eigenen Stationen von einem beliebigen Planeten auf die Erde"."""
    g = position(3, active=0, earth={0: 1}, stations={GAMMA: [4, 1, 0]}, phase="transport")
    assert TransportHome(GAMMA) in moves(only(g)) and TransportHome(BETA) not in moves(only(g))
    choose(g, 0, TransportHome(GAMMA))
    assert st(g).earth[0] == 5 and st(g).stations[GAMMA] == [0, 1, 0]


def test_transport_readings_one_station_and_no_cards_left() -> None:
    """Readings: with one station on Earth the card moves that one; bringing stations home
    needs one on that planet; a player with no transport card left is not asked."""
    g = position(3, active=0, earth={0: 1, 1: 0}, stations={ALPHA: [0, 0, 3]},
                 transports={1: 0}, phase="transport")
    d = only(g)
    assert TransportHome(ALPHA) not in moves(d)
    choose(g, 0, TransportOut(DELTA))
    assert st(g).earth[0] == 0 and events(g, ev.Transported)[0].stations == 1
    assert only(g).player == 2  # seat 1 has no card left


# --------------------------------------------------------------------------- trade


def trade(hands: dict[int, list[int]], players: int = 4, **kw: Any) -> Game[AdState]:
    return position(players, active=0, hands=hands, phase="trade", **kw)


HANDS = {0: [ALPHA, ALPHA, BETA, GAMMA, DELTA], 1: [ALPHA, BETA, EPSILON, ZETA, ETA],
         2: [ALPHA, ALPHA, GAMMA, GAMMA, ZETA], 3: [BETA, DELTA, EPSILON, EPSILON, ETA]}


def offer_round(g: Game[AdState], open_face: int, faces: dict[int, int]) -> None:
    choose(g, 0, Show(open_face))
    for seat, face in faces.items():
        choose(g, seat, Show(face))


def test_the_active_player_shows_first_face_up_then_the_others_face_down() -> None:
    """"I. Der aktive Spieler wählt 1 beliebige seiner Handkarten und legt sie offen vor
    sich auf den Tisch. Jeder Mitspieler wählt ebenfalls 1 Handkarte aus und legt sie
    verdeckt vor sich ab. Regel: Niemals darf ein Spieler eine Karte wählen, die bereits
    der aktive Spieler ausgespielt hat. Haben alle abgelegt, decken alle Spieler
    gleichzeitig ihre Karten auf." """
    g = trade(HANDS)
    d = only(g)
    assert d.kind is AdKind.OFFER_OPEN and moves(d) == [Show(f) for f in
                                                         (ALPHA, BETA, GAMMA, DELTA)]
    choose(g, 0, Show(ALPHA))
    assert events(g, ev.Shown) == [ev.Shown(0, ALPHA, 1)]
    asked = g.pending()
    assert [d.player for d in asked] == [1, 2, 3]  # together
    assert all(d.kind is AdKind.OFFER_HIDDEN for d in asked)
    assert Show(ALPHA) not in moves(asked[0]) and Show(BETA) in moves(asked[0])
    assert moves(asked[1]) == [Show(GAMMA), Show(ZETA)]  # never Alpha
    choose(g, 1, Show(ETA))
    assert g.observe(2).offers[1] == () and not events(g, ev.Revealed)  # face down
    choose(g, 2, Show(GAMMA))
    choose(g, 3, Show(BETA))
    assert events(g, ev.Revealed) == [ev.Revealed(((1, ETA), (2, GAMMA), (3, BETA)), 1)]
    assert st(g).faces(st(g).offers[1]) == (ETA,)


def test_the_second_card_of_the_active_player_has_no_restriction() -> None:
    """"II. Der aktive Spieler wählt eine 2. seiner Handkarten und legt sie offen zu seiner
    1. Karte. Er hat dabei keine Einschränkungen zu beachten. ... Regel: Niemals darf ein
    Spieler eine Karte wählen, die der aktive Spieler bisher ausgespielt hat." """
    g = trade(HANDS)
    offer_round(g, ALPHA, {1: ETA, 2: GAMMA, 3: BETA})
    assert Show(ALPHA) in moves(only(g))  # Alpha again
    choose(g, 0, Show(BETA))
    asked = {d.player: moves(d) for d in g.pending()}
    assert Show(BETA) not in asked[1] and Show(ALPHA) not in asked[1]
    assert Show(BETA) not in asked[3] and Show(DELTA) in asked[3]


def test_after_two_rounds_the_active_player_swaps_with_one_player() -> None:
    """"ENTWEDER Er tauscht mit einem Mitspieler" -- "Der aktive Spieler MUSS sein
    komplettes Angebot mit einem beliebigen Mitspieler tauschen. Er nimmt die Karten auf
    die Hand und beendet für sich den Handel." """
    g = trade(HANDS)
    offer_round(g, ALPHA, {1: ETA, 2: GAMMA, 3: BETA})
    offer_round(g, DELTA, {1: ZETA, 2: ZETA, 3: EPSILON})
    d = only(g)
    assert d.kind is AdKind.TRADE_CHOICE
    assert [m for m in moves(d) if isinstance(m, SwapWith)] == [SwapWith(s) for s in (1, 2, 3)]
    choose(g, 0, SwapWith(2))
    state = st(g)
    assert state.offers[0] == [] and not state.trading[0]
    assert sorted(state.faces(state.hands[0])) == [ALPHA, BETA, GAMMA, GAMMA, ZETA]
    assert state.faces(state.offers[2]) == (ALPHA, DELTA)  # face up in front of him
    assert events(g, ev.Swapped) == [ev.Swapped(0, 2, (GAMMA, ZETA), (ALPHA, DELTA))]
    d = only(g)
    assert d.player == 2 and d.kind is AdKind.TRADE_ANSWER
    assert moves(d) == [TakeCards(), StayIn()]


def test_a_third_card_makes_everyone_show_a_third_and_then_he_must_swap() -> None:
    """"ODER Er spielt eine 3. Karte offen vor sich aus. Damit müssen auch die Mitspieler
    jeweils eine 3. Karte - wie gehabt - ausspielen. Danach MUSS der aktive Spieler
    tauschen." """
    g = trade(HANDS)
    offer_round(g, ALPHA, {1: ETA, 2: GAMMA, 3: BETA})
    offer_round(g, DELTA, {1: ZETA, 2: ZETA, 3: EPSILON})
    choose(g, 0, Show(GAMMA))
    asked = g.pending()
    assert [d.player for d in asked] == [1, 2, 3] and asked[0].context["nth"] == 3
    assert moves(asked[1]) == [Unable()]  # 2 holds only Alpha and Gamma now
    choose(g, 1, Show(BETA))
    choose(g, 2, Unable())
    choose(g, 3, Show(EPSILON))
    d = only(g)
    assert moves(d) == [SwapWith(1), SwapWith(3)]  # no fourth card: he must swap
    assert [len(o) for o in st(g).offers] == [3, 3, 0, 3]


def test_the_first_technology_step_allows_a_fourth_card() -> None:
    """Technologie "3 Karten: Als aktiver Spieler darf man 4 statt 3 Karten in der Phase 3
    ausspielen. Entsprechend müssen die Mitspieler auch bis zu 4 Karten auslegen." """
    others = [EPSILON, ZETA, ETA, ETA, ZETA]
    g = trade({0: [ALPHA, BETA, GAMMA, DELTA, ALPHA], 1: others, 2: others, 3: others},
              tech={0: 1})
    offer_round(g, ALPHA, {1: ETA, 2: ETA, 3: ZETA})
    offer_round(g, BETA, {1: ZETA, 2: ETA, 3: ETA})
    offer_round(g, GAMMA, {1: ETA, 2: ZETA, 3: EPSILON})
    d = only(g)
    assert Show(DELTA) in moves(d)
    offer_round(g, DELTA, {1: EPSILON, 2: EPSILON, 3: ETA})
    assert all(isinstance(m, SwapWith) for m in moves(only(g)))
    assert all(len(o) == 4 for o in st(g).offers)


def test_the_swap_chain_goes_clockwise_until_one_player_has_cards_out() -> None:
    """"Im U-Sinn folgt jeder Mitspieler, der noch Karten vor sich liegen hat. ENTWEDER Er
    nimmt die vor ihm liegenden Karten wieder auf und beendet für sich den Handel ODER Er
    tauscht mit einem Spieler, der noch Karten vor sich liegen hat. Der Spieler, mit dem
    getauscht wurde, entscheidet, ob er die Karten aufnimmt ODER sie vor sich ablegt und
    weiter am Handel teilnimmt. Kein Spieler, mit dem getauscht wird, kann sich dem Handel
    entziehen." "Die Handelsphase endet, wenn nur noch 1 oder kein Spieler mehr Karten vor
    sich liegen hat. Dieser Spieler nimmt nun die Karten vor sich auf die Hand." """
    g = trade(HANDS)
    offer_round(g, ALPHA, {1: ETA, 2: GAMMA, 3: BETA})
    offer_round(g, DELTA, {1: ZETA, 2: ZETA, 3: EPSILON})
    choose(g, 0, SwapWith(2))
    choose(g, 2, StayIn())  # 2 keeps 0's cards out, face up
    d = only(g)
    assert (d.player, d.kind) == (1, AdKind.TRADE_TURN)  # clockwise after the active
    assert moves(d) == [TakeCards(), SwapWith(2), SwapWith(3)]
    choose(g, 1, SwapWith(3))  # 3 cannot refuse: his cards are 1's now
    state = st(g)
    assert state.faces(state.offers[3]) == (ETA, ZETA) and state.offers[1] == []
    d = only(g)
    assert (d.player, d.kind) == (3, AdKind.TRADE_ANSWER)
    choose(g, 3, StayIn())
    d = only(g)
    assert (d.player, d.kind) == (2, AdKind.TRADE_TURN)
    choose(g, 2, SwapWith(3))
    # only 3 has cards out: the trade is over and he takes them
    state = st(g)
    assert events(g, ev.TookCards)[-1] == ev.TookCards(3, (ALPHA, DELTA), True)
    assert events(g, ev.TradeEnded) and state.phase == "actions"
    assert sorted(state.faces(state.hands[2])) == sorted([ALPHA, ALPHA, GAMMA, ETA, ZETA])
    assert all(not o for o in state.offers)
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]


def test_a_player_swapped_with_may_take_the_cards_and_leave_the_trade() -> None:
    """"ENTWEDER Er nimmt die neuen Karten auf die Hand und beendet seinen Handel." The
    chain then asks the next player with cards out."""
    g = trade(HANDS)
    offer_round(g, ALPHA, {1: ETA, 2: GAMMA, 3: BETA})
    offer_round(g, DELTA, {1: ZETA, 2: ZETA, 3: EPSILON})
    choose(g, 0, SwapWith(1))
    choose(g, 1, TakeCards())
    assert sorted(st(g).faces(st(g).hands[1])) == [ALPHA, ALPHA, BETA, DELTA, EPSILON]
    d = only(g)
    assert (d.player, d.kind) == (2, AdKind.TRADE_TURN)
    choose(g, 2, TakeCards())  # back into the hand: only 3 is left, and takes his
    assert st(g).phase == "actions"
    assert events(g, ev.TookCards)[-1] == ev.TookCards(3, (BETA, EPSILON), True)


def test_a_player_who_cannot_show_a_card_leaves_the_trade() -> None:
    """"Sonderfall: Kann ein Spieler im Handelsverlauf keine Karte auslegen, zeigt er alle
    Handkarten dem aktiven Spieler zum Beweis. Der handlungsunfähige Spieler nimmt seine
    Handkarten und seine bis dahin ausgespielten Karten zurück. Für ihn endet der
    Handel." """
    hands = dict(HANDS)
    hands[3] = [BETA, ALPHA, ALPHA]
    g = trade(hands)
    offer_round(g, BETA, {1: ETA, 2: GAMMA, 3: ALPHA})
    choose(g, 0, Show(ALPHA))
    asked = {d.player: moves(d) for d in g.pending()}
    assert asked[3] == [Unable()]  # only Beta and Alpha left: both shown
    choose(g, 1, Show(ZETA))
    choose(g, 2, Show(ZETA))
    choose(g, 3, Unable())
    state = st(g)
    assert events(g, ev.CouldNotShow) == [ev.CouldNotShow(3)]
    assert not state.trading[3] and state.offers[3] == [] and len(state.hands[3]) == 3
    assert SwapWith(3) not in moves(only(g))


def test_bonus_cards_may_be_traded() -> None:
    """"Gehandelt werden dürfen sowohl Planetenkarten als auch Bonuskarten." A bonus card
    shown by the active player bars the others from that kind only (a reading)."""
    g0 = position(3)
    four, five = bonus(g0, 4), bonus(g0, 5)
    g = trade({0: [four, ALPHA, BETA], 1: [four, five, GAMMA], 2: [ALPHA, DELTA]}, players=3)
    choose(g, 0, Show(four))
    assert moves(g.pending()[0]) == [Show(GAMMA), Show(five)]


def test_the_trade_is_skipped_when_the_active_player_has_no_card() -> None:
    """A reading: the active player begins the trade ("Der aktive Spieler beginnt jeweils
    eine Handels-Phase"); with no card to show, there is none."""
    g = trade({0: [], 1: [ALPHA], 2: [BETA], 3: [GAMMA]})
    assert events(g, ev.TradeEnded) == [ev.TradeEnded(True)]
    assert st(g).phase == "actions"


# --------------------------------------------------------------------------- actions


def test_the_active_player_takes_up_to_three_actions_the_others_two() -> None:
    """"Es beginnt der aktive Spieler und darf bis zu 3 der folgenden Aktionen in
    beliebiger Reihenfolge machen: Das kann auch DREIMAL die gleiche Aktion sein.
    Mitspieler folgen im U-Sinn mit max. je ZWEI Aktionen." """
    g = position(3, active=1, hands={0: [ALPHA] * 9, 1: [BETA] * 9, 2: [GAMMA] * 9})
    turns = []
    while st(g).phase == "actions":
        d = only(g)
        turns.append(d.player)
        choose(g, d.player, SwapCards(), (st(g).hands[d.player][0],))
    assert turns == [1, 1, 1, 2, 2, 0, 0]
    assert st(g).round == 2  # the next round began


def test_a_player_may_stop_early() -> None:
    """The actions are optional ("Aktions-Phase (optional)", "bis zu 3")."""
    g = position(3, active=0, hands={0: [ALPHA] * 9})
    choose(g, 0, Done())
    assert only(g).player == 1


def test_swapping_planet_cards() -> None:
    """"Planeten-Karten tauschen: 1 oder 2 Handkarten auf offenen Ablagestapel legen UND
    gleiche Anzahl Karten vom verdeckten Stapel der Planeten-Karten nachziehen." With the
    technology "4 Karten": "bis zu 3 Karten statt 2 sind möglich"."""
    g = position(3, active=0, hands={0: [ALPHA, ALPHA, BETA, GAMMA]})
    swap = option(only(g), SwapCards())
    assert (swap.min_cards, swap.max_cards) == (1, 2)
    with pytest.raises(IllegalChoice):
        choose(g, 0, SwapCards(), held(g, 0, ALPHA, 2) + held(g, 0, BETA, 1))
    deck_top = st(g).deck[-2:]
    choose(g, 0, SwapCards(), held(g, 0, ALPHA, 2))
    state = st(g)
    assert len(state.hands[0]) == 4 and state.faces(state.discard[-2:]) == (ALPHA, ALPHA)
    assert set(deck_top) <= set(state.hands[0])
    g = position(3, active=0, hands={0: [ALPHA, ALPHA, BETA, GAMMA]}, tech={0: 2})
    assert option(only(g), SwapCards()).max_cards == 3


def test_moving_stations_half_the_cards_rounded_down() -> None:
    """"Stationen versetzen: 3 bis 7 Karten ... des selben Planeten ausspielen und auf
    offenen Ablagestapel legen. ... Anzahl gespielter Karten DURCH 2 TEILEN (abrunden) = so
    viele eigene Stationen von der Erde auf den entsprechenden Planeten setzen. Der
    Spieler darf auch weniger oder keine Stationen platzieren." """
    g = position(3, active=0, hands={0: [ALPHA] * 5 + [BETA] * 2}, earth={0: 4},
                 stations={ALPHA: [1, 1, 1]})
    d = only(g)
    stations = [m for m in moves(d) if isinstance(m, MoveStations)]
    assert stations == [MoveStations(ALPHA, k) for k in range(3)]  # Beta: only 2 cards
    assert (option(d, MoveStations(ALPHA, 2)).min_cards,
            option(d, MoveStations(ALPHA, 2)).max_cards) == (4, 5)
    choose(g, 0, MoveStations(ALPHA, 1), held(g, 0, ALPHA, 5))  # fewer is allowed
    assert st(g).stations[ALPHA] == [2, 1, 1] and st(g).earth[0] == 3
    assert st(g).faces(st(g).discard[-5:]) == (ALPHA,) * 5


def test_stations_come_only_from_earth() -> None:
    """"... so viele eigene Stationen von der Erde auf den entsprechenden Planeten setzen":
    no more than are on Earth."""
    g = position(3, active=0, hands={0: [ALPHA] * 7}, earth={0: 1})
    assert [m for m in moves(only(g)) if isinstance(m, MoveStations)] == [
        MoveStations(ALPHA, 0), MoveStations(ALPHA, 1)]


def test_the_last_technology_step_rounds_up() -> None:
    """Technologie "5 Karten: Aufrunden bei Teilungen (Stationen einsetzen,
    Wirtschaftszentren errichten)" -- and the powers add up ("Die Technologien sind
    kumulativ nutzbar")."""
    g = position(3, active=0, hands={0: [ALPHA] * 5}, earth={0: 4}, tech={0: 3})
    d = only(g)
    assert option(d, MoveStations(ALPHA, 3)).min_cards == 5
    assert option(d, SwapCards()).max_cards == 3  # the step below's power too


def build(game: Game[AdState], seat: int, planet: int, n: int) -> None:
    choose(game, seat, BuildCentre(planet), held(game, seat, planet, n))


def test_a_centre_needs_an_own_station_on_the_planet() -> None:
    """"Wirtschaftszentrum errichten: Der Spieler muss schon mind. 1 Station auf dem
    betreffenden Planeten besitzen, wo er ein Wirtschaftszentrum bauen will." """
    g = position(3, active=0, hands={0: [ALPHA] * 5 + [BETA] * 5},
                 stations={ALPHA: [0, 3, 3], BETA: [1, 3, 3]})
    built = [m for m in moves(only(g)) if isinstance(m, BuildCentre)]
    assert built == [BuildCentre(BETA)]
    assert (option(only(g), BuildCentre(BETA)).min_cards,
            option(only(g), BuildCentre(BETA)).max_cards) == (3, 5)


def test_an_own_station_under_the_ring_builds_on_the_most_valuable_free_moon() -> None:
    """"Erscheint eine Station der eigenen Farbe, kommt sie auf den wertvollsten Platz im
    Orbit. Es ist damit ein Wirtschaftszentrum errichtet. Weitere Versuche entfallen - die
    Aktion ist beendet." (Alpha's moons: 14, 8, 5; the 14 is taken.)"""
    g = position(3, active=0, hands={0: [ALPHA] * 7}, stations={ALPHA: [2, 0, 0]},
                 centres={ALPHA: [1, None, None]})
    build(g, 0, ALPHA, 7)  # 3 attempts; the first draws an own station
    assert st(g).centres[ALPHA] == [1, 0, None]
    assert events(g, ev.CentreBuilt) == [ev.CentreBuilt(0, ALPHA, 1, 8)]
    assert len(events(g, ev.RingDrawn)) == 1 and st(g).stations[ALPHA] == [1, 0, 0]


@pytest.mark.parametrize("seed", range(8))
def test_a_foreign_station_under_the_ring_goes_to_earth(seed: int) -> None:
    """"Erscheint eine fremde Station, kommt sie zur Erde. Hat der Spieler noch Versuche
    frei, legt er 1 weitere Station frei usw.." With one own and one foreign station and
    two attempts (4 cards), the centre is certain: at worst the foreign one goes first."""
    g = position(3, seed=seed, active=0, hands={0: [GAMMA] * 4}, earth={1: 0},
                 stations={GAMMA: [1, 1, 0]})
    build(g, 0, GAMMA, 4)
    drawn = [e.drawn for e in events(g, ev.RingDrawn)]
    assert drawn in ([0], [1, 0])
    assert st(g).earth[1] == len(drawn) - 1
    assert st(g).centres[GAMMA][0] == 0  # the 12


def test_the_number_of_attempts_is_half_the_cards() -> None:
    """"3 bis 7 Karten des selben Planeten ... ausspielen. ... Anzahl Karten DURCH 2 TEILEN
    (abgerundet) = Anzahl Versuche, ein Wirtschaftszentrum zu bauen." Every attempt draws
    one station; a miss sends it to Earth. Over seeds, 5 cards never draw more than 2."""
    outcomes = set()
    for seed in range(30):
        g = position(3, seed=seed, active=0, hands={0: [DELTA] * 5}, earth={1: 0, 2: 0},
                     stations={DELTA: [1, 3, 3]})
        build(g, 0, DELTA, 5)
        drawn = [e.drawn for e in events(g, ev.RingDrawn)]
        assert 1 <= len(drawn) <= 2 and all(d != 0 for d in drawn[:-1])
        built = st(g).centres[DELTA][0] == 0
        assert built == (drawn[-1] == 0)
        assert bool(events(g, ev.CentreMissed)) == (not built)
        assert st(g).earth[1] + st(g).earth[2] == len(drawn) - built
        outcomes.add(built)
    assert outcomes == {True, False}


def test_the_chance_of_a_centre_is_exact() -> None:
    """The ring's blind draw, uniform among the stations under it: one own among four and
    two attempts builds with 1 - 3/4 * 2/3 = 1/2."""
    assert centre_chance(1, 3, 2) == pytest.approx(0.5)
    assert centre_chance(2, 1, 2) == 1 and centre_chance(0, 4, 3) == 0


def test_no_centre_on_a_full_planet_but_its_cards_stay_in_the_game() -> None:
    """"Sind alle Wirtschaftszentren eines Planeten vergeben, bleiben die zugehörigen
    Karten dennoch im Spiel." """
    g = position(3, active=0, hands={0: [ALPHA] * 4}, stations={ALPHA: [2, 1, 1]},
                 centres={ALPHA: [1, 2, 1]})
    ms = moves(only(g))
    assert BuildCentre(ALPHA) not in ms
    assert Spaceship(ALPHA) in ms and Technology(ALPHA) in ms and MoveStations(ALPHA, 0) in ms


def test_four_to_seven_identical_planet_cards_earn_a_bonus_card() -> None:
    """"Spielt man 4, 5, 6 oder 7 gleiche Planeten-Karten (OHNE Bonus-Karten) aus, erhält
    man eine entsprechende Bonus-Karte aus dem Vorrat (falls noch vorrätig)."; a) "Bei 4,
    5, 6 oder 7 gleichen Planetenkarten erhält man 1 Bonus-Karte"."""
    g = position(3, active=0, hands={0: [ALPHA] * 5}, stations={ALPHA: [1, 0, 0]})
    build(g, 0, ALPHA, 5)
    five = bonus(g, 5)
    assert events(g, ev.BonusGained) == [ev.BonusGained(0, five)]
    assert st(g).faces(st(g).hands[0]) == (five,)
    assert len(st(g).supply[five - 7]) == 3


def test_no_bonus_card_with_bonus_cards_in_the_set() -> None:
    """"(OHNE Bonus-Karten)": a set completed with a joker earns none."""
    g0 = position(3)
    joker = bonus(g0, 6)
    g = position(3, active=0, hands={0: [ALPHA] * 3 + [joker]}, earth={0: 4})
    choose(g, 0, MoveStations(ALPHA, 2), held(g, 0, ALPHA, 3) + held(g, 0, joker, 1))
    assert not events(g, ev.BonusGained) and st(g).hands[0] == []


def test_no_bonus_card_when_its_kind_is_gone() -> None:
    """"Es gibt bei fehlender passender Bonus-Karte keinen Ersatz, auch nicht später." """
    g0 = position(3)
    four = bonus(g0, 4)
    g = position(3, active=0, hands={0: [ALPHA] * 4 + [BETA] * 4, 1: [four] * 4},
                 earth={0: 4})
    choose(g, 0, MoveStations(ALPHA, 0), held(g, 0, ALPHA, 4))
    assert events(g, ev.BonusGone) == [ev.BonusGone(0, 4)]
    assert len(st(g).hands[0]) == 4  # nothing instead


def test_bonus_cards_are_jokers_with_at_least_one_planet_card_and_go_back() -> None:
    """"Bonus-Karten können sofort verwendet werden. Sie gelten als Joker für
    Planeten-Karten." "In jedem Kartensatz, der durch Bonus-Karten ergänzt wurde, muss
    mind. 1 Planeten-Karte sein." "Eingesetzte Bonus-Karten kommen auf ihre entsprechenden
    Stapel zurück." """
    g0 = position(3)
    four, five = bonus(g0, 4), bonus(g0, 5)
    g = position(3, active=0, hands={0: [BETA, four, four, five]}, earth={0: 4})
    d = only(g)
    jokers = held(g, 0, four, 2) + held(g, 0, five, 1)
    before = digest(g)
    with pytest.raises(IllegalChoice, match="Planeten-Karte"):
        choose(g, 0, MoveStations(BETA, 1), jokers)
    with pytest.raises(IllegalChoice):  # the trusted path checks it too
        g.choose(0, Choice(option(d, MoveStations(BETA, 1)).move, jokers), trusted=True)
    assert digest(g) == before
    choose(g, 0, MoveStations(BETA, 1), held(g, 0, BETA, 1) + held(g, 0, four, 2))
    assert len(st(g).supply[four - 7]) == 4  # back on its pile
    assert st(g).stations[BETA][0] >= 1


def test_a_bonus_card_earned_may_be_used_at_once() -> None:
    """"Bonus-Karten können sofort verwendet werden": in the same turn's next action."""
    g = position(3, active=0, hands={0: [ALPHA] * 4 + [BETA] * 2}, earth={0: 4})
    choose(g, 0, MoveStations(ALPHA, 0), held(g, 0, ALPHA, 4))
    four = bonus(g, 4)
    d = only(g)
    assert d.player == 0
    assert held(g, 0, four, 1)[0] in option(d, MoveStations(BETA, 1)).cards_from


def test_the_spaceship_takes_exactly_the_step_price_one_step_at_a_time() -> None:
    """"Raumschiffe: Für genau die je angegebene Anzahl von gleichen Karten eines Planeten
    (3, 4 oder 6) - ggf. ergänzt durch Bonuskarten - schiebt ein Spieler seine
    Markierungsstation höher. Man kann mit einer Aktion immer nur die nächsthöhere
    Entwicklungs-Stufe erreichen. Diese Entwicklung ändert das Limit bei Anzahl max.
    erlaubter Handkarten in Phase 1." """
    g = position(3, active=0, hands={0: [ALPHA] * 7, 1: [BETA] * 9, 2: [GAMMA] * 9})
    ship = option(only(g), Spaceship(ALPHA))
    assert (ship.min_cards, ship.max_cards) == (3, 3)
    choose(g, 0, Spaceship(ALPHA), held(g, 0, ALPHA, 3))
    assert st(g).ship[0] == 1
    ship = option(only(g), Spaceship(ALPHA))
    assert (ship.min_cards, ship.max_cards) == (4, 4)
    choose(g, 0, Spaceship(ALPHA), held(g, 0, ALPHA, 4))
    assert st(g).ship[0] == 2 and events(g, ev.ShipAdvanced)[-1] == ev.ShipAdvanced(0, 2, 11)
    assert events(g, ev.BonusGained) == [ev.BonusGained(0, bonus(g, 4))]  # 4 Alpha cards
    # only the bonus card is left: no action it could take, so he is not asked again
    for seat in (1, 2):
        choose(g, seat, Done())
    # the next card phase deals up to the new limit (after the transport phase began)
    assert len(st(g).hands[0]) == 11


def test_technology_takes_the_step_price_in_cards_of_any_one_planet() -> None:
    """"Technologie: Für 3, 4 oder 5 Karten eines beliebigen Planeten (ggf. auch
    Bonuskarten) kann die nächsthöhere Entwicklungs-Stufe erreicht werden. Kein
    Überspringen möglich!" """
    g = position(3, active=0, hands={0: [DELTA] * 3 + [ETA] * 4})
    d = only(g)
    assert option(d, Technology(DELTA)).min_cards == 3 == option(d, Technology(ETA)).max_cards
    choose(g, 0, Technology(ETA), held(g, 0, ETA, 3))
    assert st(g).tech[0] == 1
    d = only(g)
    assert Technology(DELTA) not in moves(d)  # 4 needed now, 3 Delta held
    assert option(d, Spaceship(DELTA)).min_cards == 3


def test_the_top_of_a_track_offers_no_step() -> None:
    """"Man kann mit einer Aktion immer nur die nächsthöhere Entwicklungs-Stufe
    erreichen": at the top there is none."""
    g = position(3, active=0, hands={0: [ALPHA] * 7}, ship={0: 3}, tech={0: 3})
    ms = moves(only(g))
    assert not any(isinstance(m, Spaceship | Technology) for m in ms)


# --------------------------------------------------------------------------- the end


def full_board() -> dict[int, list[int | None]]:
    return {ALPHA: [0, 1, 2], BETA: [1, 1, 2], GAMMA: [None, 2, 0]}


def test_the_game_ends_when_three_planets_are_full_after_the_round() -> None:
    """"Spielende: ... erfolgt, sobald bei 3 der Planeten alle 3 Wirtschaftszentren
    errichtet wurden. Die laufende Runde wird zu Ende gespielt." """
    g = position(3, active=1, hands={0: [BETA] * 9, 1: [GAMMA] * 9, 2: [DELTA] * 9},
                 stations={GAMMA: [0, 1, 0]}, centres=full_board(), actor=1)
    assert g.ending_now() is None
    build(g, 1, GAMMA, 3)  # the only station under the ring is his own
    assert st(g).centres[GAMMA] == [1, 2, 0]
    ending = g.ending_now()
    assert ending is not None and ending.kind is AdEnd.THREE_PLANETS
    assert not g.over
    choose(g, 1, Done())
    assert only(g).player == 2  # the round is played out
    choose(g, 2, Done())
    choose(g, 0, Done())
    assert g.over and st(g).ending == ending
    assert st(g).round == 1


def test_scoring_centres_earth_technology_and_bonus_cards() -> None:
    """"Jeder Spieler addiert: Werte aller seiner Wirtschaftszentren im Orbit; je 1 Punkt
    für jede eigene Station auf der Erde; Wert der höchsten erreichten Technologie-Stufe
    (1 - 6 Punkte); Werte aus Bonus-Karten auf der eigenen Hand (je 2 - 5 Punkte)." """
    g0 = position(3)
    five, seven = bonus(g0, 5), bonus(g0, 7)
    g = position(3, hands={0: [ALPHA, five, seven], 1: [BETA], 2: []},
                 earth={0: 3, 1: 0, 2: 5}, tech={0: 2, 2: 3},
                 centres={ALPHA: [0, 1, 0], BETA: [None, 2, None]})
    s0, s1, s2 = ad_scores(g)
    assert (s0.centres, s0.earth, s0.technology, s0.bonus) == (14 + 5, 3, 3, 3 + 5)
    assert s0.total == 33
    assert (s1.total, s2.total) == (8, 10 + 5 + 6)


def test_ties_go_to_the_higher_technology_then_the_bigger_spaceship() -> None:
    """"Es gewinnt der Spieler mit den meisten Punkten. Patt: Der Beteiligte mit höchster
    Technologie-Stufe ist im Vorteil. erneut Patt: Der Beteiligte mit größtem Raumschiff
    ist im Vorteil." """
    # equal totals: 0 has 10 points from Earth, 1 has 9 on Earth and 1 from technology
    g = position(3, hands={0: [], 1: [], 2: []}, earth={0: 10, 1: 9, 2: 0}, tech={1: 1})
    assert [s.total for s in ad_scores(g)][:2] == [10, 10]
    assert ad_winners(g) == [1]
    g = position(3, hands={0: [], 1: [], 2: []}, earth={0: 9, 1: 9, 2: 0}, tech={0: 1, 1: 1},
                 ship={0: 2, 1: 1})
    assert ad_winners(g) == [0]
    g = position(3, hands={0: [], 1: [], 2: []}, earth={0: 9, 1: 9, 2: 0}, ship={0: 1, 1: 1})
    assert ad_winners(g) == [0, 1]  # still equal: they share it
