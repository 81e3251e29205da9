"""New Frontiers' end and scoring ("SPIELENDE", "WERTUNG"): four end conditions, the round
played out, explored worlds back to the bag, VP chips, printed VP, the "?" with each tile
counted for one condition only, and the tie-break."""

from __future__ import annotations

from rftg.core.decisions import Choice
from rftg.core.ending import GameEnded
from rftg.core.engine import Game
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.scenario import empire, nf_game, run_action, run_until, tile_id
from rftg.core.newfrontiers.state import NfAction, NfEnd, NfState
from rftg.core.newfrontiers.tiles import Kind


def finish_round(game: Game[NfState]) -> None:
    """Play the round out: the remaining discs pick their first option, every other
    decision passes."""
    while not game.over:
        run_until(game)
        if game.over:
            break
        (d,) = game.pending()
        game.choose(d.player, Choice(d.options[0].move))


def test_the_round_is_played_out_then_the_score() -> None:
    """"In jedem Fall wird die laufende Runde normal zu Ende gespielt. Dann folgt die
    Wertung"; "Legt vor der Wertung alle erkundeten Welten aus den Auslagen der Spieler
    zurück in den Beutel"."""
    game = nf_game(3, seed=1)
    a, b, _c = game.state.order()
    empire(game, b, explored=["Gem World", "Alien Sentinels"])
    game.state.supply = 5
    run_action(game, NfAction.SETTLE, picker=a)
    run_until(game)
    assert game.state.ends == [NfEnd.COLONISTS] and not game.over
    picks_before = len(game.state.picked)
    finish_round(game)
    assert game.over and game.state.round == 1
    assert len(game.state.picked) == 3 > picks_before
    assert game.state.ending is not None and game.state.ending.kind is NfEnd.COLONISTS
    assert not game.state.players[b].explored
    assert {tile_id(game, "Gem World"), tile_id(game, "Alien Sentinels")} <= set(game.state.bag)
    ended = [e for e in game.state.events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].totals == tuple(s.total for s in game.scores())
    assert game.pending() == []


def test_the_score_chips_printed_vp_and_the_question_marks() -> None:
    """"alle SP-Chips ..., die Werte der Siegpunkte für seine Entwicklungen und Kolonien, die
    zusätzlichen Siegpunkte durch die „?“"; "Die Heimatkolonie zählt bei der Wertung normal
    mit"."""
    game = nf_game(2, seed=2)
    a, _b = game.state.order()
    empire(game, a, home="Alte Erde", colonies=["Gem World", "Rebel Miners"],
           developments=["Space Marines"], chips=4)
    s = rules.score(game.state, a)
    assert s.chips == 4 and s.tiles == 1 + 5 + 0 + 1 and s.total == 11


def test_each_tile_counts_for_one_condition_only() -> None:
    """"Sind auf einem Plättchen mit „?“ mehrere Bedingungen für zusätzliche Siegpunkte
    angegeben, darf jede Kolonie oder Entwicklung nur für eine dieser Bedingungen gewertet
    werden"; the rulebook's example: "2 SP für jede militärische und jede
    nicht-militärische Gene-Kolonie ... 1 SP für jede andere seiner militärischen
    Kolonien"."""
    game = nf_game(2, seed=3)
    a, _b = game.state.order()
    empire(game, a, home="New Sparta", developments=["Pan-Galactic League"],
           colonies=["Aquatic Uplift Race", "Empath World", "Rebel Miners", "Gem World"])
    league = game.state.t[tile_id(game, "Pan-Galactic League")]
    # Aquatic Uplift Race: green and military: 2 (not 3); Empath World 2; Rebel Miners 1;
    # New Sparta (a military home colony) 1; Gem World 0
    assert rules.extra_vp(game.state, a, league, {}) == 2 + 2 + 1 + 1
    s = rules.score(game.state, a)
    assert dict(s.extra)[league.id] == 6


def test_the_refinery_counts_as_the_kind_that_scores_most() -> None:
    """"Wenn ein Spieler Alien Raffinerie Oortsche Wolke gesiedelt hat, muss er jetzt
    festlegen, als welche Art Welt sie bei der Wertung zählt"."""
    game = nf_game(2, seed=4)
    a, _b = game.state.order()
    empire(game, a, home="Old Earth", developments=["Pan-Galactic League"],
           colonies=["Alien Oort Cloud Refinery"])
    s = rules.score(game.state, a)
    assert s.joker is Kind.GREEN and dict(s.extra)[tile_id(game, "Pan-Galactic League")] == 2


def test_the_tie_break_goods_and_credits_then_a_shared_win() -> None:
    """"Im Fall eines Gleichstands zählt jeder am Gleichstand beteiligte Spieler seine
    Gütersteine und Krediteinheiten. Der Spieler mit der größten Menge gewinnt. Herrscht
    immer noch ein Gleichstand, teilen sich die betreffenden Spieler den Sieg. Im Spiel mit
    Zielen zählen die Krediteinheiten und Güter auf den Ablagetafeln „Lager“ ... nicht
    mit"."""
    game = nf_game(3, seed=5)
    a, b, c = game.state.order()
    for seat in (a, b, c):
        empire(game, seat, home="New Sparta", chips=5, credits=2)
    empire(game, a, colonies=["Mining World"], goods={"Mining World": Kind.BROWN}, chips=3)
    game.state.players[b].stored_credits = 9
    game.state.players[c].stored_goods = [Kind.BLUE]
    scores = [rules.score(game.state, s) for s in range(3)]
    assert scores[a].total == scores[b].total == scores[c].total == 6
    assert scores[a].tiebreak == 3 and scores[b].tiebreak == scores[c].tiebreak == 2
    assert rules.winners(scores) == [a]
    game.state.players[a].credits = 1
    scores = [rules.score(game.state, s) for s in range(3)]
    assert sorted(rules.winners(scores)) == sorted([a, b, c])


def test_the_four_end_conditions_are_typed() -> None:
    """"Ein Spieler hat 11 oder mehr Felder ...", "... 8 oder mehr Kolonien ...", "... 4
    oder weniger Kolonisten auf der Vorratstafel", "... die SP-Chips im allgemeinen Vorrat
    aufgebraucht": each its own kind of ending."""
    assert {e.value for e in NfEnd} == {"spaces", "colonies", "colonists", "chips"}
