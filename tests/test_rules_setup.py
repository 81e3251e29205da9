"""Setup, player order and the advanced 2-player game's action choice (base rulebook,
000_7921177132013977.txt: "Spielvorbereitung", "Spielerreihenfolge", "Das Spiel für 2
erfahrene Spieler"; Gathering Storm: Uralte Rasse)."""

from __future__ import annotations

from rules_helpers import decision

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import ChooseActions, PickWorld
from rftg.core.race.setup import RaceSetup
from rftg.core.race.steps import PhaseRun, RaceStep
from rftg.core.ruleset import Step
from rftg.core.state import Action


def names(game: Game, cards) -> list[str]:
    return [game.state.card(c).name for c in cards]


def test_random_start_deals_one_numbered_start_world_and_six_cards():
    """ "Jeder Spieler erhält eine Startwelt ... Jeder Spieler erhält verdeckt sechs Karten. Die
    Spieler ... wählen zwei davon aus, die sie verdeckt auf den Abwurfhaufen legen." """
    for seed in range(10):
        g = Game(RaceSetup(players=3, seed=seed))
        for p in g.state.players:
            assert g.state.card(p.start).start in range(0, 5)
            assert len(p.hand) == 6
            d = decision(g, p.seat)
            assert d.kind.value == "initial_discard" and d.options[0].min_cards == 2
        assert g.state.pool == 36  # "Je Spieler 12 Siegpunkte"


def test_first_game_start_worlds_and_preset_hands():
    """ "Für das erste Spiel werden folgende Startwelten benutzt: Bei zwei Spielern die
    Startwelten 1 und 2 ... erhält stattdessen jeder Spieler eine vorgegebene Kartenhand ...
    die vier Spielkarten, welche die gleiche Nummer wie seine Startwelt tragen." """
    g = Game(RaceSetup(players=2, start="first", seed=1))
    by_start = {g.state.card(p.start).start: p for p in g.state.players}
    assert set(by_start) == {1, 2}
    assert sorted(names(g, by_start[1].hand)) == sorted(
        ["Public Works", "Colony Ship", "Gem World", "Rebel Fuel Cache"])
    assert sorted(names(g, by_start[2].hand)) == sorted(
        ["Mining Robots", "Expedition Force", "Comet Zone", "Rebel Miners"])
    assert all(d.kind.value == "action" for d in g.pending())  # no discard in a first game


def test_alpha_centauri_begins_with_a_windfall_good():
    """ "Hat ein Spieler als Startwelt Alpha Centauri ausliegen, wird eine Karte vom Stapel
    verdeckt darauf gelegt." """
    g = Game(RaceSetup(players=2, start="first", seed=1))
    (ac,) = [p for p in g.state.players if g.state.card(p.start).name == "Alpha Centauri"]
    assert ac.start in ac.goods
    (ee,) = [p for p in g.state.players if g.state.card(p.start).name == "Epsilon Eridani"]
    assert not ee.goods


def test_player_order_starts_with_the_lowest_start_world():
    """ "Es beginnt der Spieler, der bei Spielbeginn die Startwelt mit der niedrigsten Nummer
    hatte." (then clockwise)"""
    for seed in range(10):
        g = Game(RaceSetup(players=4, seed=seed))
        numbers = [g.state.card(g.state.players[s].start).start for s in g.state.order]
        assert numbers[0] == min(numbers)
        first = g.state.order[0]
        assert list(g.state.order) == [(first + i) % 4 for i in range(4)]


def test_experienced_start_one_red_one_blue_keep_one():
    """ "Trennt ... alle 11 Startwelten nach geraden (blauen) und ungeraden (roten) Zahlen ...
    gebt jedem Spieler verdeckt 1 Karte von jedem Stapel ... Werft 1 der beiden Startwelten und
    2 der 6 Spielkarten eurer Wahl ab." """
    g = Game(RaceSetup(players=4, start="experienced", seed=3))
    seen = set()
    for p in g.state.players:
        d = decision(g, p.seat)
        assert d.kind.value == "start_world"
        worlds = [g.state.card(o.move.world) for o in d.options if isinstance(o.move, PickWorld)]
        assert len(worlds) == len(d.options) == 2
        assert sorted(w.colour for w in worlds) == ["blue", "red"]
        seen |= {w.name for w in worlds}
        assert len(p.hand) == 6
    assert len(seen) == 8
    for p in g.state.players:
        g.choose(p.seat, Choice(decision(g, p.seat).options[0].move))  # keep the first
    for p in g.state.players:
        assert len(p.tableau) == 1 and decision(g, p.seat).kind.value == "initial_discard"
    assert sorted(g.state.all_card_ids()) == list(range(len(g.state.cards)))


def test_ancient_race_discards_three():
    """Gathering Storm: "Wird sie als Startwelt gespielt, muss ihr Besitzer 3 Karten (statt 2
    Karten) abwerfen" """
    for seed in range(40):
        g = Game(RaceSetup(players=4, edition="gs", seed=seed))
        for p in g.state.players:
            n = decision(g, p.seat).options[0].min_cards
            assert n == (3 if g.state.card(p.start).name == "Ancient Race" else 2)


def test_advanced_game_chooses_two_of_nine_actions():
    """ "Die Spieler haben somit 9 Aktionskarten und wählen zu Beginn jeder Runde zwei Karten
    aus." """
    g = Game(RaceSetup(players=2, advanced=True, start="first", seed=2))
    d = decision(g, 0)
    # 9 choose 2 is 36, but "X + Develop (second)" plays as "X + Develop": 23 distinct
    assert len(d.options) == 23
    assert len({o.move for o in d.options}) == 23
    both = ChooseActions((Action.DEVELOP, Action.DEVELOP2))
    assert d.option(both) is not None and d.find("develop+develop2") is not None
    g.choose(0, Choice(both))
    g.choose(1, decision(g, 1).choice("explore5+explore11"))
    # Explore now; then Develop twice, the bonus in both for the player who chose both
    assert g.state.phase == "explore"
    steps = [step for step in g._queue if step.kind != RaceStep.PHASE_END]  # the hooks
    assert steps == [PhaseRun("develop", frozenset({0}), 1, 2),
                     PhaseRun("develop", frozenset({0}), 2, 2), Step(RaceStep.ROUND_END)]


def test_a_second_develop_or_settle_card_alone_plays_as_the_first():
    """ "Wählt ein Spieler beide Aktionskarten Entwickeln oder beide Aktionskarten Siedeln,
    wird die betreffende Phase zweimal nacheinander vollständig durchgespielt ... Hat sein
    Mitspieler dieselbe Phase einmal gewählt, erhält dieser den Bonus nur in der ersten
    Phase." Whichever of the two cards a player chooses alone, the round plays the same
    (same phases, runs and bonuses, against every choice of the other player), so the list
    offers it once; the second card's text form still reads (old saves, typed input)."""
    from itertools import combinations

    from rftg.core.phases.round import step_actions

    g = Game(RaceSetup(players=2, advanced=True, start="first", seed=2))
    d = decision(g, 0)
    offered = {o.move for o in d.options}
    checked = 0
    for pair in combinations(g.ruleset.actions, 2):
        text = ChooseActions(pair).encode()
        opt = d.find(text)
        assert opt is not None, text
        if opt.move.actions == pair:
            continue
        assert text in d.aliases and opt.move in offered
        for other in d.options:
            queues = []
            for mine in (pair, opt.move.actions):
                game = g.clone()
                step_actions(game, Step(RaceStep.ACTIONS),
                             {0: Choice(ChooseActions(mine)), 1: Choice(other.move)})
                queues.append(game._queue)
            assert queues[0] == queues[1], (text, other.id)
            checked += 1
    assert checked == 13 * 23  # 13 pairs with a lone second card, each against 23 choices
