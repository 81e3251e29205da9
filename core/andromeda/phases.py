"""Andromeda's round as kernel steps: "Alle Spieler spielen der Reihe nach eine Phase durch,
bevor die nächste beginnt." The set-up, then per round the card phase, the transport
phase, the trade phase (two offer rounds, the active player's choice, the swap chain) and
the action phase, and the end of the round.

The rules are in ``rules`` and the legal options in ``legal``; the steps ask, apply the
answer and move cards and stations. A step called without answers that asks decisions
changes nothing (the sampler may ask it again on dealt cards); one that asks nothing may
act at once (a player with nothing to decide is not asked).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from rftg.core.andromeda import events as ev
from rftg.core.andromeda import legal, rules
from rftg.core.andromeda.components import MARKERS, TechPower
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    MoveStations,
    Show,
    Spaceship,
    SwapCards,
    SwapWith,
    TakeCards,
    Technology,
    TransportHome,
    TransportOut,
    Unable,
)
from rftg.core.andromeda.state import AdPhase, AdState, ad_state
from rftg.core.andromeda.steps import ActionStep, AdStep, SeatStep, action_step
from rftg.core.decisions import Choice, Decision, Move
from rftg.core.draws import Draws
from rftg.core.gamestate import RoundStarted
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.andromeda.state import AdGame
    from rftg.core.ruleset import Asked, StepFn


def draw_cards(game: AdGame, st: AdState, n: int) -> list[int]:
    """Up to ``n`` cards from the deck: "Ist der Nachziehstapel verbraucht, wird der offene
    Ablagestapel gemischt und bildet einen neuen Stapel." Fewer if both are empty."""
    got: list[int] = []
    while len(got) < n:
        if not st.deck:
            if not st.discard:
                break
            st.deck, st.discard = st.discard, []
            Draws(st.rng).shuffle(st.deck)
            game.emit(ev.Reshuffled(len(st.deck)))
        got.append(st.deck.pop())
    return got


# --------------------------------------------------------------------------- set-up


def step_setup(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """Not in the summary; the public facts: each player puts one station on the first
    space of each track and 4 on Earth, the others on the planets (at least one on every
    planet, the rest at random), and gets 9 cards (``content/andromeda.toml`` [setup]).
    The active marker goes to the last seat: the first card phase passes it to the first."""
    st = ad_state(game)
    comps = st.components
    start = comps.start(st.players)
    draws = Draws(st.rng)
    draws.shuffle(st.deck)
    planets = len(st.stations)
    for seat in range(st.players):
        st.box[seat] -= MARKERS
        st.earth[seat] = start.earth.value
        st.box[seat] -= start.earth.value
        for p in range(planets):
            st.stations[p][seat] += start.per_planet.value
        st.box[seat] -= start.per_planet.value * planets
        for _ in range(start.random.value):
            st.stations[draws.below(planets)][seat] += 1
        st.box[seat] -= start.random.value
    for seat in range(st.players):
        st.hands[seat] = draw_cards(game, st, start.hand.value)
        game.emit(ev.Dealt(seat, len(st.hands[seat])))
    game.push(Step(AdStep.ROUND))
    return None


# --------------------------------------------------------------------------- card phase


def step_round(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """"1) Karten-Phase (Pflicht): Der aktive Spieler wechselt im Uhrzeigersinn zum linken
    Nachbarn. Er teilt vom verdeckten Stapel neue Planetenkarten an die Spieler aus, bis zu
    deren erlaubter Kartenzahl." Handkarten = Planeten- und Bonuskarten; "Offen ausliegende
    Transportkarten zählen nicht zu den Handkarten". Reading: he deals from himself
    clockwise, each hand at once."""
    st = ad_state(game)
    st.round += 1
    st.active = (st.active + 1) % st.players
    st.phase = AdPhase.CARDS
    game.emit(RoundStarted(st.round))  # the kernel's: a game's record is read by rounds
    game.emit(ev.RoundBegan(st.round, st.active))
    for seat in st.order():
        need = rules.hand_limit(st.components, st.ship[seat]) - len(st.hands[seat])
        got = draw_cards(game, st, need) if need > 0 else []
        if got:
            st.hands[seat].extend(got)
            game.emit(ev.Dealt(seat, len(got)))
    st.phase = AdPhase.TRANSPORT
    game.push(*(SeatStep(AdStep.TRANSPORT, s) for s in st.order()), Step(AdStep.TRADE))
    return None


# --------------------------------------------------------------------------- transport


def step_transport(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """"2) Transport-Phase (optional): Es beginnt der aktive Spieler, danach geht es im
    U-Sinn reihum. Jeder Spieler darf 1 seiner beiden vor ihm liegenden Transport-Karten
    ausspielen ODER passen." """
    st = ad_state(game)
    assert isinstance(step, SeatStep)
    seat = step.seat
    if answers is None:
        opts = legal.transport_options(st, seat)
        if not opts:
            return None
        return {seat: Decision(seat, AdKind.TRANSPORT, opts, "andromeda.transport",
                               {"left": st.transports[seat]})}
    move = answers[seat].move
    comps = st.components
    if isinstance(move, TransportOut):
        n = rules.transport_moved(comps, st.earth[seat])
        st.earth[seat] -= n
        st.stations[move.planet][seat] += n
        st.transports[seat] -= 1
        game.emit(ev.Transported(seat, move.planet, n, False))
    elif isinstance(move, TransportHome):
        n = st.stations[move.planet][seat]
        st.stations[move.planet][seat] = 0
        st.earth[seat] += n
        st.transports[seat] -= 1
        game.emit(ev.Transported(seat, move.planet, n, True))
    else:
        game.emit(ev.Passed(seat))
    return None


# --------------------------------------------------------------------------- trade


def step_trade(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """"3) Handels-Phase (Pflicht): ... Der aktive Spieler beginnt jeweils eine
    Handels-Phase." Everybody is in the trade, nothing is out yet."""
    st = ad_state(game)
    st.phase = AdPhase.TRADE
    st.trading = [True] * st.players
    st.offers = [[] for _ in range(st.players)]
    st.shown = []
    st.turn = st.active
    game.push(Step(AdStep.OFFER_OPEN))
    return None


def _show(game: AdGame, st: AdState, seat: int, face: int) -> None:
    """Put one of ``seat``'s cards of ``face`` out (the active player's: face up)."""
    card = st.held(seat, face)[0]
    st.hands[seat].remove(card)
    st.offers[seat].append(card)


def _take(game: AdGame, st: AdState, seat: int, last: bool = False) -> None:
    """``seat`` takes the cards in front of it into its hand; its trade ends."""
    faces = st.faces(st.offers[seat])
    st.hands[seat].extend(st.offers[seat])
    st.offers[seat] = []
    st.trading[seat] = False
    game.emit(ev.TookCards(seat, faces, last))


def _finish_trade(game: AdGame, st: AdState, skipped: bool = False) -> None:
    """"Die Handelsphase endet, wenn nur noch 1 oder kein Spieler mehr Karten vor sich
    liegen hat. Dieser Spieler nimmt nun die Karten vor sich auf die Hand." (When the trade
    is skipped, everybody takes his cards back.)"""
    for seat in st.order():
        if st.offers[seat]:
            _take(game, st, seat, last=True)
    st.trading = [False] * st.players
    st.shown = []
    game.emit(ev.TradeEnded(skipped))
    st.phase = AdPhase.ACTIONS
    game.push(action_step(st.active, 0))


def step_offer_open(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """"I. Der aktive Spieler wählt 1 beliebige seiner Handkarten und legt sie offen vor
    sich auf den Tisch." "II. Der aktive Spieler wählt eine 2. seiner Handkarten und legt
    sie offen zu seiner 1. Karte. Er hat dabei keine Einschränkungen zu beachten."
    Reading: if he has no card to show, everybody takes his cards back and the trade
    phase ends."""
    st = ad_state(game)
    a = st.active
    if answers is None:
        opts = legal.open_options(st)
        if not opts or not legal.trading_others(st):
            _finish_trade(game, st, skipped=not opts)
            return None
        return {a: Decision(a, AdKind.OFFER_OPEN, opts, "andromeda.offer_open",
                            {"nth": len(st.offers[a]) + 1})}
    _open(game, st, answers[a].move)
    return None


def _open(game: AdGame, st: AdState, move: object) -> None:
    """The active player's card face up; then the others choose theirs."""
    assert isinstance(move, Show)
    a = st.active
    _show(game, st, a, move.face)
    st.shown.append(move.face)
    game.emit(ev.Shown(a, move.face, len(st.offers[a])))
    game.push(Step(AdStep.OFFER_HIDDEN))


def step_offer_hidden(game: AdGame, step: Step, answers: dict[int, Choice] | None
                      ) -> Asked:
    """"Jeder Mitspieler wählt ebenfalls 1 Handkarte aus und legt sie verdeckt vor sich ab.
    Regel: Niemals darf ein Spieler eine Karte wählen, die bereits der aktive Spieler
    ausgespielt hat. Haben alle abgelegt, decken alle Spieler gleichzeitig ihre Karten
    auf." Sonderfall: "Kann ein Spieler im Handelsverlauf keine Karte auslegen, zeigt er
    alle Handkarten dem aktiven Spieler zum Beweis. Der handlungsunfähige Spieler nimmt
    seine Handkarten und seine bis dahin ausgespielten Karten zurück. Für ihn endet der
    Handel." """
    st = ad_state(game)
    others = legal.trading_others(st)
    nth = len(st.offers[st.active])
    if answers is None and others:
        return {s: Decision(s, AdKind.OFFER_HIDDEN, legal.hidden_options(st, s),
                            "andromeda.offer_hidden", {"nth": nth}) for s in others}
    revealed = []
    for seat in others:
        move = (answers or {})[seat].move
        if isinstance(move, Unable):
            game.emit(ev.CouldNotShow(seat))
            _take(game, st, seat)
        else:
            assert isinstance(move, Show)
            _show(game, st, seat, move.face)
            revealed.append((seat, move.face))
    game.emit(ev.Revealed(tuple(revealed), nth))
    game.push(Step(AdStep.OFFER_OPEN if nth < rules.OFFER_ROUNDS else AdStep.TRADE_CHOICE))
    return None


def step_trade_choice(game: AdGame, step: Step, answers: dict[int, Choice] | None
                      ) -> Asked:
    """"Nachdem jeder Mitspieler nun 2 Karten geboten hat, hat der aktive Spieler die Wahl:
    ENTWEDER Er tauscht mit einem Mitspieler ... ODER Er spielt eine 3. Karte offen vor
    sich aus. Damit müssen auch die Mitspieler jeweils eine 3. Karte - wie gehabt -
    ausspielen. Danach MUSS der aktive Spieler tauschen." Reading: with nobody left to
    swap with, he takes his cards back."""
    st = ad_state(game)
    a = st.active
    if answers is None:
        if not legal.trading_others(st):
            _finish_trade(game, st)
            return None
        return {a: Decision(a, AdKind.TRADE_CHOICE, legal.choice_options(st),
                            "andromeda.trade_choice", {"nth": len(st.offers[a])})}
    move = answers[a].move
    if isinstance(move, Show):
        _open(game, st, move)
        return None
    assert isinstance(move, SwapWith)
    _swap(game, st, a, move.seat)
    return None


def _swap(game: AdGame, st: AdState, seat: int, other: int) -> None:
    """"Der aktive Spieler MUSS sein komplettes Angebot mit einem beliebigen Mitspieler
    tauschen. Er nimmt die Karten auf die Hand und beendet für sich den Handel." Reading:
    so does a player of the swap chain who swaps. The player swapped with has the cards
    face up in front of him and decides while another player still has cards out."""
    got, gave = st.offers[other], st.offers[seat]
    st.hands[seat].extend(got)
    st.offers[seat], st.offers[other] = [], gave
    st.trading[seat] = False
    st.turn = seat
    game.emit(ev.Swapped(seat, other, st.faces(got), st.faces(gave)))
    if len(legal.holding(st)) > 1:
        game.push(SeatStep(AdStep.TRADE_ANSWER, other), Step(AdStep.TRADE_TURN))
    else:
        game.push(Step(AdStep.TRADE_TURN))


def step_trade_answer(game: AdGame, step: Step, answers: dict[int, Choice] | None
                      ) -> Asked:
    """"Ein Mitspieler, der getauscht hat, hat nun die Wahl: ENTWEDER Er nimmt die neuen
    Karten auf die Hand und beendet seinen Handel. ODER Er lässt die Karten aufgedeckt vor
    sich liegen und beteiligt sich weiter am Handel." "Kein Spieler, mit dem getauscht
    wird, kann sich dem Handel entziehen." """
    st = ad_state(game)
    assert isinstance(step, SeatStep)
    seat = step.seat
    if answers is None:
        return {seat: Decision(seat, AdKind.TRADE_ANSWER, legal.answer_options(st),
                               "andromeda.trade_answer")}
    if isinstance(answers[seat].move, TakeCards):
        _take(game, st, seat)
    else:
        game.emit(ev.StayedIn(seat))
    return None


def step_trade_turn(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """"Im U-Sinn folgt jeder Mitspieler, der noch Karten vor sich liegen hat. ENTWEDER Er
    nimmt die vor ihm liegenden Karten wieder auf und beendet für sich den Handel ODER Er
    tauscht mit einem Spieler, der noch Karten vor sich liegen hat." "Es folgt im U-Sinn
    der nächste Spieler, der noch Karten vor sich liegen hat." The trade ends when one or
    no player has cards out."""
    st = ad_state(game)
    if len(legal.holding(st)) <= 1:
        if answers is None:
            _finish_trade(game, st)
        return None
    seat = legal.next_in_chain(st)
    if answers is None:
        return {seat: Decision(seat, AdKind.TRADE_TURN, legal.turn_options(st, seat),
                               "andromeda.trade_turn")}
    move = answers[seat].move
    if isinstance(move, SwapWith):
        _swap(game, st, seat, move.seat)
        return None
    st.turn = seat
    _take(game, st, seat)
    game.push(Step(AdStep.TRADE_TURN))
    return None


# --------------------------------------------------------------------------- actions


def step_action(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """"4) Aktions-Phase (optional): Es beginnt der aktive Spieler und darf bis zu 3 der
    folgenden Aktionen in beliebiger Reihenfolge machen: Das kann auch DREIMAL die gleiche
    Aktion sein. Mitspieler folgen im U-Sinn mit max. je ZWEI Aktionen." A player with no
    action he could take is not asked."""
    st = ad_state(game)
    assert isinstance(step, ActionStep)
    seat, done = step.seat, step.done
    allowed = rules.actions_allowed(seat, st.active)
    if answers is None:
        opts = legal.action_options(st, seat)
        if len(opts) > 1:
            return {seat: Decision(seat, AdKind.ACTION, opts, "andromeda.action",
                                   {"done": done, "allowed": allowed})}
        _next_actor(game, st, seat)
        return None
    choice = answers[seat]
    acted = ACTIONS.get(type(choice.move))
    if acted is None:  # done
        _next_actor(game, st, seat)
        return None
    acted(game, st, seat, choice)
    if done + 1 < allowed:
        game.push(action_step(seat, done + 1))
    else:
        _next_actor(game, st, seat)
    return None


def _next_actor(game: AdGame, st: AdState, seat: int) -> None:
    nxt = (seat + 1) % st.players
    game.push(Step(AdStep.ROUND_END) if nxt == st.active else action_step(nxt, 0))


def _swap_cards(game: AdGame, st: AdState, seat: int, choice: Choice) -> None:
    """"Planeten-Karten tauschen: 1 oder 2 Handkarten auf offenen Ablagestapel legen UND
    gleiche Anzahl Karten vom verdeckten Stapel der Planeten-Karten nachziehen." Reading:
    planet cards only; they go to the pile before the draw."""
    for c in choice.cards:
        st.hands[seat].remove(c)
        st.discard.append(c)
    game.emit(ev.CardsSwapped(seat, st.faces(list(choice.cards))))
    st.hands[seat].extend(draw_cards(game, st, len(choice.cards)))


def _pay(game: AdGame, st: AdState, seat: int, cards: tuple[int, ...], act: ev.Act,
         planet: int) -> None:
    """Play a set: planet cards "auf offenen Ablagestapel", "Eingesetzte Bonus-Karten
    kommen auf ihre entsprechenden Stapel zurück"; then the bonus card it earns
    (``rules.bonus_earned``): "Es gibt bei fehlender passender Bonus-Karte keinen Ersatz,
    auch nicht später." """
    deck = st.cards
    game.emit(ev.Played(seat, act, planet, st.faces(list(cards))))
    for c in cards:
        st.hands[seat].remove(c)
        if deck.is_bonus(c):
            st.supply[deck.face(c) - deck.planets].append(c)
        else:
            st.discard.append(c)
    kind = rules.bonus_earned(cards, deck)
    if kind is None:
        return
    face = deck.bonus_face(kind)
    assert face is not None
    pile = st.supply[face - deck.planets]
    if pile:
        st.hands[seat].append(pile.pop())
        game.emit(ev.BonusGained(seat, face))
    else:
        game.emit(ev.BonusGone(seat, kind))


def _round_up(st: AdState, seat: int) -> bool:
    return TechPower.ROUND_UP in rules.powers(st.components, st.tech[seat])


def _move_stations(game: AdGame, st: AdState, seat: int, choice: Choice) -> None:
    """"Stationen versetzen: 3 bis 7 Karten ... des selben Planeten ausspielen ... Anzahl
    gespielter Karten DURCH 2 TEILEN (abrunden) = so viele eigene Stationen von der Erde
    auf den entsprechenden Planeten setzen. Der Spieler darf auch weniger oder keine
    Stationen platzieren." (The option's card counts allow its number of stations.)"""
    move = choice.move
    assert isinstance(move, MoveStations)
    _pay(game, st, seat, choice.cards, ev.Act.STATIONS, move.planet)
    st.earth[seat] -= move.stations
    st.stations[move.planet][seat] += move.stations
    game.emit(ev.StationsPlaced(seat, move.planet, move.stations))


def _build_centre(game: AdGame, st: AdState, seat: int, choice: Choice) -> None:
    """"Wirtschaftszentrum errichten": "Anzahl Karten DURCH 2 TEILEN (abgerundet) = Anzahl
    Versuche"; "Planeten-Ring über alle Stationen des betreffenden Planeten stülpen (nicht
    über Wirtschaftszentren)"; "Erscheint eine Station der eigenen Farbe, kommt sie auf
    den wertvollsten Platz im Orbit ... Weitere Versuche entfallen - die Aktion ist
    beendet. Erscheint eine fremde Station, kommt sie zur Erde." The station drawn is
    uniform among those under the ring (the engine's seeded chance)."""
    move = choice.move
    assert isinstance(move, BuildCentre)
    p = move.planet
    _pay(game, st, seat, choice.cards, ev.Act.CENTRE, p)
    attempts = rules.halves(len(choice.cards), _round_up(st, seat))
    ring = st.stations[p]
    draws = Draws(st.rng)
    for attempt in range(1, attempts + 1):
        total = sum(ring)
        if total == 0:
            break
        drawn = _drawn(ring, draws.below(total))
        game.emit(ev.RingDrawn(seat, p, drawn, attempt, attempts))
        ring[drawn] -= 1
        if drawn == seat:
            moon = rules.free_moon(st.components, st.centres[p], p)
            assert moon is not None
            st.centres[p][moon] = seat
            game.emit(ev.CentreBuilt(seat, p, moon,
                                     st.components.planet[p].moons.value[moon]))
            return
        st.earth[drawn] += 1
    game.emit(ev.CentreMissed(seat, p))


def _drawn(ring: list[int], r: int) -> int:
    """The owner of the ``r``-th station under the ring (counted seat by seat)."""
    for seat, n in enumerate(ring):
        if r < n:
            return seat
        r -= n
    raise AssertionError("the draw is beyond the stations under the ring")


def _spaceship(game: AdGame, st: AdState, seat: int, choice: Choice) -> None:
    """"Raumschiffe: Für genau die je angegebene Anzahl von gleichen Karten eines Planeten
    (3, 4 oder 6) - ggf. ergänzt durch Bonuskarten - schiebt ein Spieler seine
    Markierungsstation höher. Man kann mit einer Aktion immer nur die nächsthöhere
    Entwicklungs-Stufe erreichen." """
    move = choice.move
    assert isinstance(move, Spaceship)
    _pay(game, st, seat, choice.cards, ev.Act.SPACESHIP, move.planet)
    st.ship[seat] += 1
    game.emit(ev.ShipAdvanced(seat, st.ship[seat],
                              rules.hand_limit(st.components, st.ship[seat])))


def _technology(game: AdGame, st: AdState, seat: int, choice: Choice) -> None:
    """"Technologie: Für 3, 4 oder 5 Karten eines beliebigen Planeten (ggf. auch
    Bonuskarten) kann die nächsthöhere Entwicklungs-Stufe erreicht werden. Kein
    Überspringen möglich!" """
    move = choice.move
    assert isinstance(move, Technology)
    _pay(game, st, seat, choice.cards, ev.Act.TECHNOLOGY, move.planet)
    st.tech[seat] += 1
    game.emit(ev.TechAdvanced(seat, st.tech[seat],
                              st.components.technology.points(st.tech[seat])))


ActionFn = Callable[["AdGame", AdState, int, Choice], None]
ACTIONS: dict[type[Move], ActionFn] = {
    SwapCards: _swap_cards, MoveStations: _move_stations, BuildCentre: _build_centre,
    Spaceship: _spaceship, Technology: _technology,
}


def step_round_end(game: AdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """The round is over: "Spielende: ... erfolgt, sobald bei 3 der Planeten alle 3
    Wirtschaftszentren errichtet wurden. Die laufende Runde wird zu Ende gespielt." """
    if not game.end_if_reached():
        game.push(Step(AdStep.ROUND))
    return None


STEPS: Mapping[str, StepFn] = {
    AdStep.SETUP: step_setup,
    AdStep.ROUND: step_round,
    AdStep.TRANSPORT: step_transport,
    AdStep.TRADE: step_trade,
    AdStep.OFFER_OPEN: step_offer_open,
    AdStep.OFFER_HIDDEN: step_offer_hidden,
    AdStep.TRADE_CHOICE: step_trade_choice,
    AdStep.TRADE_ANSWER: step_trade_answer,
    AdStep.TRADE_TURN: step_trade_turn,
    AdStep.ACTION: step_action,
    AdStep.ROUND_END: step_round_end,
}
