"""New Frontiers as a plug-in: registered in the core, solver and command line registries;
a game is its setup, seed and moves; an illegal choice changes nothing; a seat sees no
hidden goal; the sampler deals what a seat cannot see; the computer players answer
legally; every option, prompt and log line has words in English and German; the language
changes no behaviour; rftg simulate and rftg cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rftg.cli import main
from rftg.core import lang as language
from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.engine import Game
from rftg.core.games import GAMES
from rftg.core.newfrontiers.moves import Buy, KeepGoal, NfKind
from rftg.core.newfrontiers.scenario import nf_game, run_action, run_until
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.newfrontiers.state import NfAction, NfState
from rftg.core.newfrontiers.text import decision_prompt, option_label, render_event
from rftg.core.newfrontiers.tiles import TILE_FILE
from rftg.core.play import play_out
from rftg.core.save import digest, replay
from rftg.core.simulate import play_game
from rftg.solver.games import SOLVERS
from rftg.solver.newfrontiers.hard import NfBudget
from rftg.solver.newfrontiers.players import make_nf_player


def test_registered_in_every_layer_so_far() -> None:
    assert "newfrontiers" in GAMES.ids()
    assert GAMES.get("newfrontiers").setup is NewFrontiersSetup
    assert SOLVERS.get("newfrontiers").levels == ("easy", "normal", "hard")


@pytest.mark.parametrize("kind", ["random", "easy", "normal"])
def test_computer_players_answer_legally(kind: str) -> None:
    """Their choices are checked in full (not the trusted path)."""
    setup = NewFrontiersSetup(players=3, seed=5, goals=True)
    game, n = play_game(setup, [make_nf_player(kind, s) for s in range(3)], trusted=False)
    assert game.over and n > 20


def test_a_game_is_its_setup_seed_and_moves() -> None:
    setup = NewFrontiersSetup(players=4, seed=12)
    a, _ = play_game(setup, [make_nf_player("normal", s) for s in range(4)])
    b, _ = play_game(setup, [make_nf_player("normal", s) for s in range(4)])
    assert digest(a) == digest(b) == digest(replay(setup, list(a.choices)))
    c, _ = play_game(setup.model_copy(update={"seed": 13}),
                     [make_nf_player("normal", s) for s in range(4)])
    assert digest(c) != digest(a)


def test_an_illegal_choice_is_refused_with_a_reason_and_changes_nothing() -> None:
    game = nf_game(2, seed=1)
    a = game.state.order()[0]
    run_action(game, NfAction.DEVELOP, picker=a)
    before = digest(game)
    with pytest.raises(IllegalChoice, match="buy:999"):
        game.choose(a, Choice(Buy(999)))
    with pytest.raises(IllegalChoice):
        game.choose(1 - a, Choice(Buy(0)))
    assert digest(game) == before


def test_a_seat_sees_its_own_goal_only_and_no_seed() -> None:
    game = nf_game(3, seed=2, goals=True)
    run_until(game)
    a = game.state.order()[0]
    run_action(game, NfAction.GOALS, picker=a)
    (d,) = game.pending()
    assert d.kind is NfKind.GOAL
    move = d.options[0].move
    assert isinstance(move, KeepGoal)
    game.choose(a, Choice(move))
    for seat in range(3):
        view = game.observe(seat).view
        assert view.setup.seed == 0 and view.events == []
        assert set(view.goal_stack) == {-1}
        assert view.players[a].goal == (move.goal if seat == a else -1)


def test_samples_keep_what_the_seat_sees_and_deal_the_goals_again() -> None:
    """The sampler (issue 25): a sample is the game at the same decision, consistent with
    the seat's view; the goals it has not seen are dealt again."""
    game = nf_game(3, seed=3, goals=True)
    run_until(game)
    st = game.state
    _a, b, _c = st.order()
    run_action(game, NfAction.GOALS, picker=b)
    game.choose(b, Choice(game.pending()[0].options[0].move))
    (d,) = game.pending()
    seat = d.player
    sampler = game.sampler(seat)
    seen = game.observe(seat)
    held = set()
    for seed in range(10):
        sample = sampler.sample(seed)
        assert sample.observe(seat) == seen
        held.add(sample.state.players[b].goal)
        assert sorted([*sample.state.goal_stack, sample.state.players[b].goal]) == \
            sorted([*st.goal_stack, st.players[b].goal])  # type: ignore[operator]
    assert len(held) > 1 if seat != b else held == {st.players[b].goal}


def test_a_sample_at_the_goal_choice_keeps_the_goals_drawn() -> None:
    """The player choosing a goal sees the goals it drew: a sample keeps them."""
    game = nf_game(3, seed=8, goals=True)
    run_until(game)
    a = game.state.order()[0]
    run_action(game, NfAction.GOALS, picker=a)
    (d,) = game.pending()
    assert d.kind is NfKind.GOAL
    drawn = game.state.goal_stack[:3]
    for seed in range(5):
        sample = game.sampler(a).sample(seed)
        assert sample.state.goal_stack[:3] == drawn
        assert sample.pending()[0] == d


def test_a_sample_plays_on_to_the_end() -> None:
    game = nf_game(2, seed=4)
    sample = game.sampler(game.pending()[0].player).sample(7)
    assert play_out(sample, [make_nf_player("normal", s) for s in range(2)]) > 0
    assert sample.over and not game.over


def test_the_hint_is_a_legal_choice_said_in_words() -> None:
    game = nf_game(2, seed=5)
    seat = game.pending()[0].player
    h = SOLVERS.get("newfrontiers").hint(game, seat, NfBudget(samples=1, candidates=2),
                                         None, "de")
    assert h.reason.startswith("Wähle ") and h.details  # the hard player's pick, and why
    game.choose(seat, h.choice)


def _read_everything(game: Game[NfState], lang: str) -> list[str]:
    st = game.state
    names = [f"P{i}" for i in range(len(st.players))]
    lines = [line for e in st.events if (line := render_event(e, names, st.t, lang))]
    for d in game.pending():
        lines.append(decision_prompt(d, st.t, lang))
        lines += [option_label(o, lang) for o in d.options]
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_option_prompt_and_log_line_has_words(lang: str) -> None:
    """Texts live in the catalogues (content/text/<lang>/newfrontiers.toml): none falls
    back to a move's text form or a key."""
    for seed, players, goals in ((1, 2, True), (2, 5, False), (3, 3, True)):
        game: Game[NfState] = Game(NewFrontiersSetup(players=players, seed=seed, goals=goals))
        bots = [make_nf_player("random", seed * 5 + s) for s in range(players)]
        while not game.over:
            for line in _read_everything(game, lang):
                assert line and "{" not in line and line[-1:] != ":"
            for d in game.pending():
                for o in d.options:
                    assert option_label(o, lang) != o.move.encode()
                game.choose(d.player, bots[d.player].choose(game.observe(d.player)))
        assert _read_everything(game, lang)[-1]


def test_the_language_changes_no_behaviour() -> None:
    setup = NewFrontiersSetup(players=3, seed=9, goals=True)
    digests = []
    for lang in ("en", "de"):
        language.set_language(lang)
        game, _ = play_game(setup, [make_nf_player("normal", s) for s in range(3)])
        digests.append(digest(game))
    language.set_language("en")
    assert digests[0] == digests[1]


def test_rftg_simulate_plays_it_headless(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "newfrontiers", "--players", "3", "--games", "3",
                 "--ai", "normal,easy,random", "--goals", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["completed"] == 3 and result["errors"] == 0
    assert main(["simulate", "--game", "newfrontiers", "--players", "1"]) == 2
    assert "2-5" in capsys.readouterr().err
    assert main(["simulate", "--game", "newfrontiers", "--ai", "wizard"]) == 2
    assert "known: random, easy, normal, hard" in capsys.readouterr().err


def test_rftg_cards_shows_the_tiles_and_writes_a_copy(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    assert main(["cards", "--game", "newfrontiers"]) == 0
    out = capsys.readouterr().out
    assert "Alien Oort Cloud Refinery" in out and "reconstructed" in out
    assert main(["--lang", "de", "cards", "--game", "newfrontiers", "Blühende Wirtschaft"]) == 0
    assert "Verbrauchen: +1 SP" in capsys.readouterr().out
    assert main(["cards", "--game", "newfrontiers", "Bluehende Wirtschaft"]) == 2
    assert "Thriving Economy" in capsys.readouterr().err  # did you mean
    assert main(["cards", "--game", "newfrontiers", "--write-copy"]) == 0
    assert str(tmp_path / TILE_FILE) in capsys.readouterr().out
    assert (tmp_path / TILE_FILE).is_file()
    (tmp_path / TILE_FILE).write_text("[[world]]\nname = 3\n", "utf-8")
    assert main(["cards", "--game", "newfrontiers", "Gem World", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["name"] == "Gem World"
    assert TILE_FILE in captured.err and "name" in captured.err
    assert (tmp_path / TILE_FILE).read_text("utf-8") == "[[world]]\nname = 3\n"


def test_a_games_record_reads_round_by_round_and_notes_the_home_colony() -> None:
    """A finished game's record (rftg export, statistics): its own log lines by round."""
    from rftg.tui.record import export, game_record

    setup = NewFrontiersSetup(players=2, seed=21, goals=True)
    game, _ = play_game(setup, [make_nf_player("normal", s) for s in range(2)])
    record = game_record(game)
    assert record.over and [r.number for r in record.rounds][1:3] == [1, 2]
    assert any("Explore" in line or "explores" in line for r in record.rounds
               for line in r.lines)
    assert "Game over" in export(game, "text")
    facets = GAMES.get("newfrontiers").facets(game, 0)
    home = game.state.players[0].home
    assert facets == {"start": game.state.t[home].name, "variant": "goals"}
