"""Issue 29, review a game: every decision of the player rated against the game's strongest
computer player (the VP it expects lost, a grade scaled to how sure the search is), the
costliest decisions with why, a summary by phase and round, one accuracy figure; it can be
stopped and goes on where it stopped; `rftg review SAVE [--json]`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import toygame
from toygame.core import ToySetup

import rftg.solver.race.review as race_review
from rftg.cli import main
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.players import make_player
from rftg.solver.players.hard import Budget
from rftg.solver.review import Grade, grade, review_game
from rftg.tui.session import GameSession

TINY = Budget(samples=2, rounds=1, candidates=2)


@pytest.fixture(scope="module")
def game():  # type: ignore[no-untyped-def]
    played, _ = play_game(RaceSetup(players=2, seed=11), [make_player("easy", 1),
                                                          make_player("normal", 2)])
    return played


@pytest.mark.parametrize(("loss", "noise", "expected"), [
    (0.0, 0.0, Grade.BEST), (0.04, 0.0, Grade.BEST), (0.6, 0.0, Grade.GOOD),
    (3.0, 2.0, Grade.GOOD),  # a close call (within twice the noise) is never a mistake
    (2.0, 0.2, Grade.INACCURACY), (4.0, 0.5, Grade.MISTAKE), (7.0, 1.0, Grade.BLUNDER)])
def test_grades_by_vp_lost_scaled_to_the_noise(loss: float, noise: float,
                                               expected: Grade) -> None:
    assert grade(loss, noise) is expected


def test_each_decision_of_the_seat_is_rated(game) -> None:  # type: ignore[no-untyped-def]
    review = review_game(game.setup, game.choices, 0, TINY)
    mine = [i for i, (p, _) in enumerate(game.choices) if p == 0]
    assert review.complete and {r.index for r in review.decisions} <= set(mine)
    assert len(review.decisions) > 20
    assert all(r.loss >= 0 and r.grade is grade(r.loss, r.noise) for r in review.decisions)
    assert 0.0 <= review.accuracy <= 1.0
    good = sum(r.grade in (Grade.BEST, Grade.GOOD) for r in review.decisions)
    assert review.accuracy == good / len(review.decisions)
    worst = review.costliest(3)
    assert [r.loss for r in worst] == sorted((r.loss for r in worst), reverse=True)
    assert all(r.grade not in (Grade.BEST, Grade.GOOD) and r.why for r in worst)
    for what in ("kind", "round"):
        groups = review.by(what)
        assert sum(g.decisions for g in groups) == len(review.decisions)
        assert sum(g.loss for g in groups) == pytest.approx(review.loss)


def test_a_stopped_review_goes_on_where_it_stopped(game) -> None:  # type: ignore[no-untyped-def]
    whole = review_game(game.setup, game.choices, 0, TINY)
    asked = []
    part = review_game(game.setup, game.choices, 0, TINY,
                       cancelled=lambda: len(asked.append(1) or asked) > 40)
    assert not part.complete and 0 < len(part.decisions) < len(whole.decisions)
    rest = review_game(game.setup, game.choices, 0, TINY,
                       done={r.index: r for r in part.decisions})
    assert rest.complete and rest.decisions == whole.decisions


def test_rftg_review_keeps_its_ratings_beside_the_save(
        game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(race_review, "REVIEW_BUDGET", TINY)
    path = tmp_path / "game.json"
    GameSession(game, 0).save(path)
    assert main(["review", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["complete"] and data["seat"] == 0 and data["decisions"]
    assert (tmp_path / "game.json.review.json").is_file()

    def no_search(*args: object) -> object:
        raise AssertionError("every rating is kept: nothing is searched again")

    searching = race_review.rate
    monkeypatch.setattr(race_review, "rate", no_search)
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Accuracy ") and "By phase:" in out and "By round:" in out
    kept = json.loads((tmp_path / "game.json.review.json").read_text())
    assert kept["key"]["lang"] == "en"

    # its words were said in English: a German run reviews anew, in German, and keeps that
    monkeypatch.setattr(race_review, "rate", searching)
    assert main(["--lang", "de", "review", str(path)]) == 0
    assert capsys.readouterr().out.startswith("Trefferquote ")
    kept_de = json.loads((tmp_path / "game.json.review.json").read_text())
    assert kept_de["key"]["lang"] == "de"
    assert len(kept_de["decisions"]) == len(kept["decisions"])
    assert kept_de["decisions"] != kept["decisions"]  # the same ratings, in other words


def test_a_game_the_registry_knows_can_be_reviewed() -> None:
    toygame.register()
    try:
        from toygame.solver import make_player as toy_player

        played, _ = play_game(ToySetup(players=2, seed=3), [toy_player("random", 0),
                                                             toy_player("random", 1)])
        review = review_game(played.setup, played.choices, 1)
        assert review.complete and len(review.decisions) == 3
    finally:
        toygame.unregister()
