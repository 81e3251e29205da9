"""Issue 25: every game a plug-in. High Card (tests/toygame/: two players, a hidden card
each, a chance draw) is a game rftg does not ship; written only in its own files and
registered in each layer's registry, it plays through the engine, the saves, the sampler,
the computer players and hints, and the command line, with no edit outside its files."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
import toygame
from toygame.core import CARDS, ToyEnd, ToySetup, state
from toygame.solver import make_player

from rftg.cli import main
from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.engine import Game
from rftg.core.games import GAMES
from rftg.core.play import play_out
from rftg.core.save import digest, from_json, load_with_meta, replay, to_json
from rftg.core.simulate import play_game
from rftg.solver.games import SOLVERS
from rftg.tui.session import GameSession


@pytest.fixture(autouse=True)
def registered() -> Iterator[None]:
    toygame.register()
    yield
    toygame.unregister()


def test_the_registries_know_it_only_while_registered() -> None:
    assert "toy" in GAMES.ids() and "toy" in SOLVERS.ids()
    toygame.unregister()
    assert "toy" not in GAMES.ids()
    toygame.register()


@pytest.mark.parametrize("seed", range(5))
def test_a_game_plays_to_its_typed_end(seed: int) -> None:
    game, n = play_game(ToySetup(players=2, seed=seed),
                        [make_player("random", seed), make_player("normal", seed)])
    st = state(game)
    assert game.over and st.round == 3 and n == 6
    assert game.state.ending is not None and game.state.ending.kind is ToyEnd.ROUNDS
    assert sum(st.points) <= 3 and game.winners()
    assert sorted(st.deck + st.discard + st.hands) == list(range(len(CARDS)))


def test_the_same_seed_the_same_game_and_a_save_replays_it() -> None:
    setup = ToySetup(players=2, seed=4)
    a, _ = play_game(setup, [make_player("random", 1), make_player("random", 2)])
    again = replay(setup, list(a.choices))
    assert digest(again) == digest(a)
    loaded = from_json(json.loads(json.dumps(to_json(a))))
    assert isinstance(loaded.setup, ToySetup) and digest(loaded) == digest(a)


def test_an_illegal_choice_is_refused_and_changes_nothing() -> None:
    game: Game[object] = Game(ToySetup(players=2, seed=1))
    before = digest(game)
    with pytest.raises(IllegalChoice):
        game.choose(0, Choice(game.pending()[0].options[0].move, (3,)))
    assert digest(game) == before


def test_samples_keep_what_the_seat_sees_and_deal_the_rest_again() -> None:
    """The other player's card and the deck are hidden: a sample deals them again; the
    seat's own card, the points and the open discard pile stay."""
    game: Game[object] = Game(ToySetup(players=2, seed=7))
    sampler = game.sampler(0)
    seen = game.observe(0)
    others = set()
    for seed in range(12):
        sample = sampler.sample(seed)
        assert sample.observe(0) == seen
        others.add(state(sample).hands[1])
    assert len(others) > 3


def test_undo_in_a_session() -> None:
    session = GameSession(Game(ToySetup(players=2, seed=3)), human=0)
    first = digest(session.game)
    decision = session.human_decision()
    assert decision is not None
    session.play(Choice(decision.options[1].move))
    session.run_ai()
    assert session.game.state.round == 2
    assert session.undo() and digest(session.game) == first


def test_the_hint_looks_ahead_and_says_why() -> None:
    game: Game[object] = Game(ToySetup(players=2, seed=2))
    h = SOLVERS.get("toy").hint(game, 0, None, None, "en")
    card = CARDS[state(game).hands[0]]
    assert h.reason.startswith(("Keep your", "Swap your")) and str(card) in h.reason
    game.choose(0, h.choice)  # a legal choice


def test_a_computer_player_that_looks_ahead_gets_the_engines_sampler() -> None:
    game: Game[object] = Game(ToySetup(players=2, seed=5))
    assert play_out(game, [make_player("hard", 1), make_player("normal", 2)]) == 6


def test_simulate_plays_it_headless(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "toy", "--games", "4", "--ai", "normal",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["completed"] == 4 and result["errors"] == 0
    assert main(["cards", "--game", "toy"]) == 0
    assert "High Card" in capsys.readouterr().out


# ---------------------------------------------------------------- the tutor and the front ends

def test_the_tutor_explains_it_and_rftg_rules_prints_its_topic(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The tutor registry gives High Card's own tutor: each option explained by its move,
    with the player's numbers; `rftg rules --game toy` lists and prints its topic."""
    from toygame.core import Keep, Swap

    from rftg.tutor.games import TUTORS

    game = Game(ToySetup(players=2, seed=3))
    obs = game.observe(0)
    ex = TUTORS.get("toy").tutor(None, set()).explain(obs)
    value = CARDS[obs.card]
    assert ex.lines == (f"Your card is {value}; the higher card shown scores 1 point.",)
    assert ex.about(Keep()) == (f"You show your {value}.",)
    others = [v for v in CARDS if v != value]
    assert ex.about(Swap())[0].startswith(f"A new card is {sum(others) / 8:.1f} on average")
    assert main(["rules", "--game", "toy"]) == 0
    assert "high-card" in capsys.readouterr().out
    assert main(["rules", "--game", "toy", "high-card"]) == 0
    assert "higher card shown scores 1 point" in capsys.readouterr().out


def test_the_plain_mode_plays_it_from_its_own_files(tmp_path) -> None:
    """The plain mode offers High Card among the games, asks its own questions, plays it
    to the end against the computer player with hints and explanations, and autosaves."""
    from plain_helpers import play

    status, out, _ = play(tmp_path, game="toy", seed=11)
    assert status == 0, out[-2000:]
    assert "High Card" in out
    assert "Keep your card or swap it?" in out
    assert "Hint:" in out or "Keep your" in out
    assert "Game over:" in out and "won." in out
    saved = json.loads((tmp_path / "autosave.json").read_text())
    assert saved["setup"]["game"] == "toy"


async def test_the_tui_plays_it_saves_and_undoes(tmp_path, monkeypatch) -> None:
    """The app runs High Card on the shared game screen (its presenter feeds the widgets):
    played to the end by keyboard, with a hint taken by h h, an undo, and the autosave
    replaying to the same game."""
    import random

    import tui_helpers
    from tui_helpers import settled

    from rftg.tui.app import RftgApp
    from rftg.tui.screens.game import GameScreen
    from rftg.tui.session import NewGame, data_dir

    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    options = NewGame(players=2, seed=5, game="toy", difficulty="normal")
    app = RftgApp(session=GameSession.new(options, data_dir() / "autosave.json"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "High Card" in str(screen.query_one("#status").render())
        first = screen.decision
        assert first is not None
        await pilot.press("h")
        await settled(pilot)
        await pilot.press("h")  # the hint taken
        await settled(pilot)
        assert screen.session.game.state.round == 2
        await pilot.press("u")
        await settled(pilot)
        assert screen.session.game.state.round == 1
        await tui_helpers.play_by_keyboard(app, pilot, random.Random(2), 50)
        assert screen.session.over
        game = screen.session.game
        assert state(game).over and sum(state(game).points) <= 3
    saved, _ = load_with_meta(tmp_path / "autosave.json")
    assert digest(saved) == digest(game)
