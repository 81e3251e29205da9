"""The Gathering Storm's draft ("Konstruktions-Variante für 2-3 Spieler", rulebook
001_4952ea3bc26b448d.txt): start worlds, packets passed left and right, own decks and
discard piles."""

from __future__ import annotations

import json

import pytest

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.save import digest, from_json, replay, to_json
from rftg.solver.players.random import RandomPlayer


def draft_to_the_end(game: Game, seed: int = 0) -> dict[int, list[int]]:
    """Everyone keeps a random card until the draft is over; returns each seat's picks."""
    players = [RandomPlayer(seed * 10 + s) for s in range(len(game.state.players))]
    while game.pending() and game.pending()[0].kind is DecisionKind.DRAFT:
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    assert game.state.own_decks is not None
    return {p.seat: [*game.state.own_decks[p.seat], *p.hand] for p in game.state.players}


def test_the_draft_needs_the_expansion_and_two_or_three_players():
    """ "KONSTRUKTIONS-VARIANTE FÜR 2-3 SPIELER" """
    with pytest.raises(ValueError, match="2-3 players"):
        RaceSetup(players=4, edition="gs", draft=True)
    with pytest.raises(ValueError, match="2-3 players"):  # one player: the draft's range too
        RaceSetup(players=1, edition="gs", draft=True)
    with pytest.raises(ValueError, match="The Gathering Storm"):
        RaceSetup(players=2, draft=True)


def test_each_player_gets_an_odd_and_an_even_start_world():
    """ "Dann werden die Startwelten mit geraden und ungeraden Nummern auseinandersortiert
    und als zwei getrennte Stapel gemischt. Jeder Spieler erhält je eine verdeckte Karte von
    jedem der beiden Stapel." """
    for seed in range(6):
        game = Game(RaceSetup(players=3, edition="gs", draft=True, seed=seed))
        for p in game.state.players:
            odd, even = (game.state.card(c).start for c in p.drawn)
            assert odd is not None and even is not None
            assert odd % 2 == 1 and even % 2 == 0 and even >= 0


@pytest.mark.parametrize(("players", "each", "removed"), [(2, 65, 8), (3, 45, 1)])
def test_the_deal_with_142_cards(players, each, removed):
    """ "... so lange fortgesetzt, bis nicht mehr alle Spieler genügend Karten vom Stapel
    ziehen können. Die dann noch übrigen Karten werden aus dem Spiel genommen." 142 cards
    less 2 start worlds per player, in packets of 5 per player: 2 players 13 packets each
    (65 cards, 8 leave), 3 players 9 packets each (45 cards, 1 leaves)."""
    game = Game(RaceSetup(players=players, edition="gs", draft=True, seed=5))
    assert len(game.state.cards) == 142
    picks = draft_to_the_end(game)
    assert [len(v) for v in picks.values()] == [each] * players
    assert len(game.state.removed) == removed
    assert game.state.deck == [] and game.state.discard == []
    # "Jeder Spieler zieht von seinem Stapel 6 Karten."
    assert all(len(p.hand) == 6 for p in game.state.players)
    assert sorted(game.state.all_card_ids()) == list(range(142))


def test_packets_go_left_then_right():
    """ "... gibt die übrigen 4 Karten an seinen linken Nachbarn weiter. Von den vier
    Karten, die er von seinem rechten Nachbarn erhält, behält er wieder eine ... Anschließend
    zieht jeder Spieler wieder 5 Karten, behält eine und gibt die übrigen Karten jetzt aber
    an den rechten Nachbarn weiter." """
    game = Game(RaceSetup(players=3, edition="gs", draft=True, seed=2))
    first = {d.player: d.options[0].cards_from for d in game.pending()}
    assert all(len(c) == 5 for c in first.values())
    for d in game.pending():
        game.choose(d.player, Choice(d.options[0].move, (first[d.player][0],)))
    after = {d.player: d.options[0].cards_from for d in game.pending()}
    for seat in range(3):  # what seat got came from its right neighbour (seat - 1)
        assert after[seat] == first[(seat - 1) % 3][1:]
    for _ in range(4):  # the rest of the first packets
        for d in game.pending():
            game.choose(d.player, Choice(d.options[0].move, (d.options[0].cards_from[0],)))
    second = {d.player: d.options[0].cards_from for d in game.pending()}
    assert all(len(c) == 5 for c in second.values())
    assert all(d.context["pass_to"] == (d.player - 1) % 3 for d in game.pending())
    for d in game.pending():
        game.choose(d.player, Choice(d.options[0].move, (second[d.player][0],)))
    for seat in range(3):  # now from the left neighbour (seat + 1)
        assert game.pending()[seat].options[0].cards_from == second[(seat + 1) % 3][1:]


def test_start_world_and_two_cards_discarded_then_own_decks_only():
    """ "Dann muss er eine der beiden Startwelten und 2 von den übrigen Karten abwerfen. Alle
    Spieler decken gleichzeitig ihre Startwelt auf. Es gelten die normalen Spielregeln, mit
    der Ausnahme, dass jeder Spieler immer nur von seinem persönlichen Nachziehstapel Karten
    zieht und abgeworfene Karten auf seinen eigenen Abwurfhaufen legt, den er mischt, wenn
    sein Nachziehstapel leer ist." """
    game = Game(RaceSetup(players=2, edition="gs", draft=True, seed=9))
    picks = draft_to_the_end(game, 9)
    worlds = {p.seat: list(p.drawn) for p in game.state.players}
    assert all(d.kind is DecisionKind.START_WORLD for d in game.pending())
    for d in game.pending():
        game.choose(d.player, Choice(d.options[1].move))
    for p in game.state.players:
        assert p.start == worlds[p.seat][1]
        assert game.state.own_discards is not None
        assert game.state.own_discards[p.seat] == [worlds[p.seat][0]]
    assert all(d.kind is DecisionKind.INITIAL_DISCARD and d.options[0].min_cards == 2
               for d in game.pending() if game.state.card(game.state.players[d.player].start).name
               != "Ancient Race")
    mine = {s: set(picks[s]) | set(worlds[s]) for s in picks}
    players = [RandomPlayer(90 + s) for s in range(2)]
    while not game.over:
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
        st = game.state
        assert st.own_decks is not None and st.own_discards is not None
        for p in game.state.players:
            held = (set(p.hand) | set(p.tableau) | set(p.goods.values()) | set(p.drawn)
                    | set(st.own_decks[p.seat]) | set(st.own_discards[p.seat]))
            assert held == mine[p.seat]  # every card stays in its owner's own cards
        assert st.deck == [] and st.discard == []
    obs = observation(game, 0)
    assert game.state.own_decks is not None
    assert obs.deck_size == len(game.state.own_decks[0])


def test_draft_games_replay_and_round_trip_saves():
    for players, goals in ((2, True), (3, False)):
        setup = RaceSetup(players=players, edition="gs", draft=True, goals=goals, seed=11)
        game = Game(setup)
        rp = [RandomPlayer(s) for s in range(players)]
        while not game.over:
            for d in game.pending():
                game.choose(d.player, rp[d.player].choose(observation(game, d.player)))
            if len(game.choices) == 40:  # mid-draft: a save and a clone hold the packets
                assert digest(from_json(to_json(game))) == digest(game)
                assert digest(game.clone()) == digest(game)
        assert digest(replay(setup, game.choices)) == digest(game)
        again = from_json(to_json(game))
        assert digest(again) == digest(game)
        assert [s.total for s in again.scores()] == [s.total for s in game.scores()]


def test_the_tutor_explains_a_draft_pick():
    from rftg.tutor.race.explain import explain

    game = Game(RaceSetup(players=3, edition="gs", draft=True, seed=1))
    text = explain(observation(game, 0)).text()
    assert "Keep 1 of these 5 cards; 4 go on to the left (Player 2)." in text
    assert "KONSTRUKTIONS-VARIANTE" in text


def test_simulate_draft(capsys):
    from rftg.cli import main

    for n in ("2", "3"):
        code = main(["simulate", "--players", n, "--expansion", "gs", "--draft", "--goals",
                     "--games", "2", "--json"])
        assert code == 0 and json.loads(capsys.readouterr().out)["completed"] == 2
    for n in ("4", "1"):
        assert main(["simulate", "--players", n, "--expansion", "gs", "--draft"]) == 2
        err = capsys.readouterr().err
        assert "2-3 players" in err and "2-4" not in err


def test_a_player_sees_his_own_picks_so_far():
    """ "Davon wählt er 1 Karte aus, die er behalten möchte": a player knows the cards he
    kept (they become his own deck); nobody else sees them, and once the draft is over they
    are a face-down deck like any other."""
    game = Game(RaceSetup(players=3, edition="gs", draft=True, seed=4))
    kept: dict[int, list[int]] = {s: [] for s in range(3)}
    for _ in range(7):
        for d in game.pending():
            card = d.options[0].cards_from[-1]
            kept[d.player].append(card)
            game.choose(d.player, Choice(d.options[0].move, (card,)))
        for seat in range(3):
            obs = observation(game, seat)
            assert obs.picks == tuple(kept[seat])
            others = {c for s in range(3) if s != seat for c in kept[s]}
            assert not others & (set(obs.picks) | set(obs.hand) | set(obs.drawn))
    draft_to_the_end(game)
    assert all(observation(game, s).picks == () for s in range(3))
