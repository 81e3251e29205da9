"""Andromeda through the kernel's services: computer players from the solver registry,
saves and replay, the sampler's deals for one seat, what a seat sees, refusals that
change nothing, the hint, and the command line (``rftg cards|simulate --game
andromeda``)."""

from __future__ import annotations

import json

import pytest

from rftg.cli import main
from rftg.core.andromeda.moves import AdKind, Show
from rftg.core.andromeda.scenario import position
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdState, ad_state
from rftg.core.andromeda.text import decision_prompt, option_label, render_event
from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.engine import Game
from rftg.core.games import GAMES, read_setup
from rftg.core.play import play_out
from rftg.core.save import digest, from_json, to_json
from rftg.core.simulate import play_game
from rftg.solver.games import SOLVERS

ALPHA, BETA, GAMMA = 0, 1, 2


def players(kinds: list[str], seed: int = 0) -> list[object]:
    make = SOLVERS.get("andromeda").make_player
    return [make(k, seed * 8 + s, None) for s, k in enumerate(kinds)]


def test_the_registries_know_andromeda() -> None:
    assert GAMES.get("andromeda").setup is AndromedaSetup
    assert SOLVERS.get("andromeda").levels == ("easy", "normal", "hard")
    assert read_setup({"game": "andromeda", "players": 3}) == AndromedaSetup(players=3)


@pytest.mark.parametrize("kind", ["random", "easy", "normal"])
def test_each_computer_player_plays_whole_games(kind: str) -> None:
    for n in (3, 4, 5):
        game, decisions = play_game(AndromedaSetup(players=n, seed=n),
                                    players([kind] * n, n),  # type: ignore[arg-type]
                                    trusted=False)
        assert game.over and decisions > 0 and game.winners()


def test_the_normal_player_beats_the_random_player() -> None:
    wins = 0.0
    for seed in range(6):
        game, _ = play_game(AndromedaSetup(players=3, seed=seed),
                            players(["normal", "random", "random"], seed))  # type: ignore[arg-type]
        wins += 0 in game.winners()
    assert wins >= 5


def test_the_same_seed_the_same_game_and_a_save_replays_it() -> None:
    setup = AndromedaSetup(players=4, seed=11)
    a, _ = play_game(setup, players(["random", "normal", "easy", "normal"], 3))  # type: ignore[arg-type]
    b, _ = play_game(setup, players(["random", "normal", "easy", "normal"], 3))  # type: ignore[arg-type]
    assert digest(a) == digest(b)
    loaded = from_json(json.loads(json.dumps(to_json(a))))
    assert digest(loaded) == digest(a) and loaded.over


def test_a_save_in_the_middle_of_the_trade_resumes() -> None:
    game: Game[AdState] = Game(AndromedaSetup(players=3, seed=5))
    seats = players(["normal"] * 3, 5)
    while game.pending()[0].kind is not AdKind.OFFER_HIDDEN:
        d = game.pending()[0]
        game.choose(d.player, seats[d.player].choose(game.observe(d.player)))  # type: ignore[attr-defined]
    d = game.pending()[0]
    game.choose(d.player, seats[d.player].choose(game.observe(d.player)))  # type: ignore[attr-defined]
    loaded = from_json(json.loads(json.dumps(to_json(game))))
    assert digest(loaded) == digest(game)
    assert [x.player for x in loaded.pending()] == [x.player for x in game.pending()]


def test_an_illegal_choice_is_refused_and_changes_nothing() -> None:
    g = position(3, active=0, hands={0: [ALPHA, BETA], 1: [ALPHA, GAMMA], 2: [BETA]},
                 phase="trade")
    g.choose(0, Choice(Show(ALPHA)))
    before = digest(g)
    with pytest.raises(IllegalChoice, match="show:0"):
        g.choose(1, Choice(Show(ALPHA)))  # the active player's face
    with pytest.raises(IllegalChoice):
        g.choose(0, Choice(Show(BETA)))  # not his decision now
    assert digest(g) == before


def test_a_seat_sees_no_other_hand_and_no_hidden_offer() -> None:
    g = position(3, active=0, hands={0: [ALPHA, BETA], 1: [ALPHA, GAMMA], 2: [BETA, GAMMA]},
                 phase="trade")
    g.choose(0, Choice(Show(ALPHA)))
    g.choose(1, Choice(Show(GAMMA)))
    obs = g.observe(2)
    assert obs.hand == tuple(ad_state(g).hands[2]) and obs.hand_sizes == (1, 2, 2)
    assert obs.offers[1] == () and len(obs.offers[0]) == 1  # 1's card is still face down
    assert not hasattr(obs, "deck") and obs.deck_size == len(ad_state(g).deck)


def test_samples_keep_what_the_seat_sees_and_deal_the_rest_again() -> None:
    """The other hands and the deck are dealt again; the seat's own hand, every size, the
    open discard pile, the board and its decision stay."""
    game: Game[AdState] = Game(AndromedaSetup(players=4, seed=7))
    seats = players(["random"] * 4, 7)
    for _ in range(25):  # into the game: a transport, the trade, some actions
        d = game.pending()[0]
        game.choose(d.player, seats[d.player].choose(game.observe(d.player)),  # type: ignore[attr-defined]
                    trusted=True)
    for seat in (d.player for d in game.pending()):
        seen = game.observe(seat)
        sampler = game.sampler(seat)
        others = set()
        for seed in range(6):
            sample = sampler.sample(seed)
            assert sample.observe(seat) == seen
            others.add(tuple(ad_state(sample).hands[(seat + 1) % 4]))
            assert play_out(sample, players(["random"] * 4, seed)) > 0  # type: ignore[arg-type]
        assert len(others) > 1


def test_the_hint_is_a_legal_choice_with_its_reason() -> None:
    game: Game[AdState] = Game(AndromedaSetup(players=3, seed=2))
    d = game.pending()[0]
    h = SOLVERS.get("andromeda").hint(game, d.player, None, None, "en")
    assert h.reason and any("deals of the hands you cannot see" in x for x in h.details)
    game.choose(d.player, h.choice)
    h = SOLVERS.get("andromeda").hint(game, game.pending()[0].player, None, None, "de")
    assert h.reason and any("Verteilungen der Karten" in x for x in h.details)


def test_every_decision_and_event_reads_in_both_languages() -> None:
    game, _ = play_game(AndromedaSetup(players=3, seed=4), players(["random"] * 3, 4))  # type: ignore[arg-type]
    names = ("A", "B", "C")
    comps = ad_state(game).components
    for lang in ("en", "de"):
        lines = [render_event(e, names, comps, lang) for e in ad_state(game).events]
        assert all(line is None or "{" not in line for line in lines)
        assert sum(line is not None for line in lines) > 50
    g: Game[AdState] = Game(AndromedaSetup(players=3, seed=4))
    seats = players(["random"] * 3, 4)
    kinds = set()
    while not g.over and len(kinds) < len(AdKind):
        for d in g.pending():
            kinds.add(d.kind)
            for lang in ("en", "de"):
                assert decision_prompt(d, lang)
                assert all(option_label(o, lang) for o in d.options)
            g.choose(d.player, seats[d.player].choose(g.observe(d.player)), trusted=True)  # type: ignore[attr-defined]
    assert kinds >= {AdKind.TRANSPORT, AdKind.OFFER_OPEN, AdKind.OFFER_HIDDEN,
                     AdKind.TRADE_CHOICE, AdKind.ACTION}


def test_simulate_and_cards_on_the_command_line(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: object) -> None:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    assert main(["simulate", "--game", "andromeda", "--players", "3", "--games", "3",
                 "--ai", "normal,easy,random", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["completed"] == 3 and result["errors"] == 0
    assert main(["simulate", "--game", "andromeda", "--games", "1"]) == 2
    assert "3 to 5 players, not 2" in capsys.readouterr().err
    assert main(["simulate", "--game", "andromeda", "--players", "3", "--ai", "expert"]) == 2
    assert 'no computer player "expert"' in capsys.readouterr().err
    assert main(["cards", "--game", "andromeda"]) == 0
    out = capsys.readouterr().out
    assert "Alpha" in out and "14*, 8*, 5*" in out and "hand limit 9" in out
    assert main(["cards", "--game", "andromeda", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["planet"][0]["name"] == "Alpha"
    assert main(["--lang", "de", "cards", "--game", "andromeda", "gamma"]) == 0
    assert "Gamma: Monde im Wert von 12*, 9*, 6*" in capsys.readouterr().out


def test_a_broken_components_file_is_reported_by_the_command_line(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: object) -> None:
    from pathlib import Path

    home = Path(str(tmp_path))
    (home / "andromeda.toml").write_text("version = 2\n", "utf-8")
    monkeypatch.setenv("RFTG_HOME", str(home))
    assert main(["cards", "--game", "andromeda"]) == 0
    captured = capsys.readouterr()
    assert "andromeda.toml" in captured.err and "version" in captured.err
    assert "Alpha" in captured.out  # the defaults
    assert (home / "andromeda.toml").read_text("utf-8") == "version = 2\n"


def test_a_finished_game_exports_round_by_round() -> None:
    """``rftg export``'s record reads the game's own log lines between the kernel's
    ``RoundStarted`` events (``AdState.render_event``)."""
    from rftg.tui.record import as_text, game_record

    game, _ = play_game(AndromedaSetup(players=3, seed=6), players(["normal"] * 3, 6))  # type: ignore[arg-type]
    record = game_record(game)
    assert [r.number for r in record.rounds] == list(range(ad_state(game).round + 1))
    assert record.rounds[1].lines[0].startswith("Round 1: Player 1 is the active player")
    assert record.winners == tuple(game.winners())
    assert "economic centre" in as_text(record)


@pytest.mark.parametrize(("lang", "none", "swap", "screen_none"),
                         [("en", "move no station", "Swap your offer with Computer 2's",
                           "a set, no station"),
                          ("de", "keine Station", "Angebot mit Computer 2 tauschen",
                           "keine Station")])
def test_options_name_the_player_and_say_what_no_station_means(lang: str, none: str, swap: str,
                                                              screen_none: str) -> None:
    """A swap names whom it is with (not "player 3"), and the set played for no station
    ("Der Spieler darf auch weniger oder keine Stationen platzieren") does not read
    "0 stations": in the hints' and the review's words and on the screen."""
    from rftg.core import lang as language
    from rftg.core.andromeda.moves import MoveStations, SwapWith
    from rftg.tui.andromeda.present import AdPresenter
    from rftg.tui.session import GameSession

    g: Game[AdState] = Game(AndromedaSetup(players=3, seed=4,
                                           names=("You", "Computer 1", "Computer 2")))
    presenter = AdPresenter(GameSession(g, 0))
    seats = players(["random"] * 3, 4)
    seen: dict[type, list[tuple[str, str]]] = {MoveStations: [], SwapWith: []}
    language.set_language(lang)
    try:
        while not g.over and not all(seen.values()):
            for d in g.pending():
                obs = g.observe(d.player)
                for o in d.options:
                    if (isinstance(o.move, SwapWith) and o.move.seat == 2) \
                            or (isinstance(o.move, MoveStations) and o.move.stations == 0):
                        seen[type(o.move)].append((option_label(o, lang, obs.names),
                                                   presenter.label(obs, o)))
                g.choose(d.player, seats[d.player].choose(obs), trusted=True)  # type: ignore[attr-defined]
    finally:
        language.set_language("en")
    assert seen[SwapWith] and seen[MoveStations]
    assert all(words == swap and "Computer 2" in screen for words, screen in seen[SwapWith])
    assert all(none in words and "0 " not in words for words, _ in seen[MoveStations])
    assert all(screen_none in screen and "0 " not in screen for _, screen in seen[MoveStations])
