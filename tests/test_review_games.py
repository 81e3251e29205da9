"""Issue 29, "every game the registry knows can be reviewed": Jump Drive, New Frontiers and
Andromeda rate a player's decisions with their own hard player's search (the choice made
played out beside its candidates on the same deals), in the words of their hints; the
better choice of a decision that lost VP is the ``h`` hint's choice there; `rftg review
SAVE [--json]` reviews a save of each, in English and German; a game whose solver has no
rating says so instead of failing. The searches are bounded by samples, never by time."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import rftg.solver.andromeda.review as ad_review
import rftg.solver.jumpdrive.review as jd_review
import rftg.solver.newfrontiers.review as nf_review
from rftg.cli import main
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.engine import Game
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.registry import shipped
from rftg.core.save import replay
from rftg.core.simulate import play_game
from rftg.solver.andromeda.hard import AdBudget
from rftg.solver.games import SOLVERS
from rftg.solver.jumpdrive.hard import JdBudget
from rftg.solver.newfrontiers.hard import NfBudget
from rftg.solver.review import Grade, Review, grade, review_game
from rftg.tui.reviews import kind_name, lines
from rftg.tui.session import GameSession

JD_TINY = JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=3,
                   min_samples=2, min_discard_samples=2)
NF_TINY = NfBudget(samples=2, candidates=3, min_samples=2)
AD_TINY = AdBudget(samples=2, candidates=3)

# game id -> (setup, the budget of its search, its review module)
GAMES: dict[str, tuple[Any, Any, Any]] = {
    "jumpdrive": (JumpDriveSetup(players=2, seed=3, names=("You", "Computer 1")), JD_TINY,
                  jd_review),
    "newfrontiers": (NewFrontiersSetup(players=2, seed=3, names=("You", "Computer 1")),
                     NF_TINY, nf_review),
    "andromeda": (AndromedaSetup(players=3, seed=3), AD_TINY, ad_review),
}
# words only each game's hints use in a review's why (the play-outs behind it)
WHY = {"jumpdrive": "games dealt from what you could see",
       "newfrontiers": "play-outs to the end of the game",
       "andromeda": "deals of the hands you could not see"}


@pytest.fixture(scope="module")
def played() -> dict[str, Game[Any]]:
    """A finished game of each: an easy player in seat 0 (it makes mistakes to find)."""
    out = {}
    for game_id, (setup, _, _) in GAMES.items():
        solver = SOLVERS.get(game_id)
        seats = [solver.make_player("easy" if s == 0 else "normal", s + 1, None)
                 for s in range(setup.players)]
        out[game_id], _ = play_game(setup, seats)
        assert out[game_id].over
    return out


@pytest.fixture(scope="module")
def reviews(played: dict[str, Game[Any]]) -> dict[str, Review]:
    return {g: review_game(game.setup, game.choices, 0, GAMES[g][1], "en")
            for g, game in played.items()}


def test_every_shipped_game_can_be_rated() -> None:
    assert all(SOLVERS.get(g.id).rate is not None for g in shipped())


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_decision_of_the_player_is_rated(played, reviews, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game, review = played[game_id], reviews[game_id]
    mine = {i for i, (p, _) in enumerate(game.choices) if p == 0}
    assert review.complete and review.game == game_id
    assert review.decisions and {r.index for r in review.decisions} <= mine
    assert all(r.loss >= 0 and r.grade is grade(r.loss, r.noise) and r.played and r.best
               for r in review.decisions)
    assert any(r.loss > 0 for r in review.decisions), "an easy player loses something"
    for r in review.decisions:  # the game's own titles, never a kind's id
        assert kind_name(r.kind, game_id) != r.kind
    worst = review.costliest(3)
    assert all(WHY[game_id] in r.why for r in worst)
    text = "\n".join(lines(review))
    assert text.startswith("Accuracy ") and "By phase:" in text and "By round:" in text


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_better_choice_is_the_hints(played, reviews, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Where a decision lost VP, the better choice the review names is the one the hint
    recommends at that position (the same player, seed and budget)."""
    game, review = played[game_id], reviews[game_id]
    budget = GAMES[game_id][1]
    lost = [r for r in review.decisions if r.loss > 0][:3]
    assert lost
    for r in lost:
        at = replay(game.setup, list(game.choices[:r.index]))
        hint = SOLVERS.get(game_id).hint(at, 0, budget, None, "en")
        assert r.finds(hint.choice), (r.index, r.kind, r.best)
        assert r.grade is not Grade.BEST


@pytest.mark.parametrize("game_id", list(GAMES))
def test_rftg_review_of_a_save(played, game_id: str, tmp_path: Path,  # type: ignore[no-untyped-def]
                               monkeypatch: pytest.MonkeyPatch,
                               capsys: pytest.CaptureFixture[str]) -> None:
    _, budget, module = GAMES[game_id]
    monkeypatch.setattr(module, "REVIEW_BUDGET", budget)
    path = tmp_path / "game.json"
    GameSession(played[game_id], 0).save(path)
    assert main(["review", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["complete"] and data["game"] == game_id and data["decisions"]
    assert main(["--lang", "de", "review", str(path)]) == 0  # kept: printed at once
    out = capsys.readouterr().out
    assert out.startswith("Trefferquote ") and "Nach Runde:" in out


def test_the_review_speaks_each_games_words_in_german(played) -> None:  # type: ignore[no-untyped-def]
    game = played["jumpdrive"]
    review = review_game(game.setup, game.choices, 0, JD_TINY, "de")
    worst = review.costliest(1)
    assert worst and "Spielen, verteilt nach dem, was du sehen konntest" in worst[0].why
    assert {kind_name(r.kind, "jumpdrive") for r in review.decisions} >= {"Choose secretly"}


@pytest.mark.parametrize(("lang", "vp", "points"), [("en", "VP", "points"),
                                                    ("de", "SP", "Punkte")])
def test_the_review_counts_in_the_games_own_unit(reviews, lang: str, vp: str,  # type: ignore[no-untyped-def]
                                                 points: str) -> None:
    """Andromeda scores in points (its rulebook: "Punkte"), the Race family in VP: a
    review's losses are counted in the game's own unit, from its own texts."""
    from rftg.core import lang as language
    from rftg.tui.reviews import accuracy_line, costly_line, group_lines

    language.set_language(lang)
    try:
        for game_id, review in reviews.items():
            unit = points if game_id == "andromeda" else vp
            other = vp if game_id == "andromeda" else points
            said = [accuracy_line(review), *group_lines(review, "kind"), *lines(review)[-1:],
                    *(costly_line(1, r, game_id) for r in review.decisions)]
            assert all(f" {unit}" in line for line in said), (game_id, said)
            assert not any(f" {other} " in line or f" {other})" in line for line in said)
    finally:
        language.set_language("en")


def test_a_game_without_a_rating_says_so(played, tmp_path: Path,  # type: ignore[no-untyped-def]
                                         monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """The registry's None: `rftg review` says the game has no review (exit 2, nothing
    written), the plain mode says so instead of offering one."""
    from rftg.tui.reviews import reviewable

    game = played["jumpdrive"]
    path = tmp_path / "game.json"
    GameSession(game, 0).save(path)
    solver = SOLVERS.get("jumpdrive")
    monkeypatch.setitem(SOLVERS._entries, "jumpdrive", replace(solver, rate=None))
    assert not reviewable(game)
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Jump Drive has no review yet" in err and "Traceback" not in err
    assert not (tmp_path / "game.json.review.json").exists()
    with pytest.raises(ValueError, match="has no review"):
        review_game(game.setup, game.choices, 0)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_game_over_screens_review_button(played, game_id: str, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A finished game of each on the table: the game over screen's Review opens the
    review, which rates every decision in the background."""
    from tui_helpers import settled

    from rftg.tui.app import RftgApp
    from rftg.tui.screens.game_over import GameOverScreen
    from rftg.tui.screens.review import ReviewScreen

    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    _, budget, module = GAMES[game_id]
    monkeypatch.setattr(module, "REVIEW_BUDGET", budget)
    app = RftgApp(home=tmp_path, session=GameSession(played[game_id], 0, "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        if not isinstance(app.screen, GameOverScreen):  # a game's notice of its own numbers
            await pilot.press("escape")  # at the first game: closed, the game over follows
            await settled(pilot)
        over = app.screen
        assert isinstance(over, GameOverScreen) and over.reviewable
        await pilot.press("r")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        assert screen.review is not None and screen.review.complete
        assert screen.review.game == game_id
        assert screen.mistakes() == screen.review.costliest(3)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_the_game_over_screen_follows_a_first_start_notice(played, game_id: str,  # type: ignore[no-untyped-def]
                                                                 lang: str, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch
                                                                 ) -> None:
    """A finished game opened at the first start of New Frontiers or Andromeda: the
    notice of the game's own numbers shows first, and once it is closed the game over
    screen shows by itself (not only from the palette)."""
    from tui_helpers import settled

    from rftg.core import lang as language
    from rftg.tui.app import RftgApp
    from rftg.tui.screens.game import GameScreen
    from rftg.tui.screens.game_over import GameOverScreen

    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    app = RftgApp(home=tmp_path, session=GameSession(played[game_id], 0, "normal"),
                  lang=lang)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settled(pilot)
            noticed = not isinstance(app.screen, GameOverScreen)
            assert noticed == (game_id != "jumpdrive")  # (Jump Drive has no notice)
            if noticed:
                assert not isinstance(app.screen, GameScreen)
                await pilot.press("escape")
                await settled(pilot)
            over = app.screen
            assert isinstance(over, GameOverScreen)
            await pilot.press("escape")  # closed to look at the table: it stays closed
            await settled(pilot)
            assert isinstance(app.screen, GameScreen)
    finally:
        language.set_language("en")


def test_a_review_kept_beside_the_autosave_is_no_save(played, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """`rftg review ~/.local/share/rftg/autosave.json` keeps autosave.json.review.json
    beside it: the Load dialog does not offer it, and the next start neither calls it a
    broken autosave nor moves the autosaves to another file."""
    from rftg.tui.session import last_autosave, saved_games

    monkeypatch.setattr(jd_review, "REVIEW_BUDGET", JD_TINY)
    path = tmp_path / "autosave.json"
    GameSession(played["jumpdrive"], 0).save(path)
    assert main(["review", str(path)]) == 0
    capsys.readouterr()
    assert (tmp_path / "autosave.json.review.json").is_file()
    assert saved_games(tmp_path) == [path]
    found = last_autosave(tmp_path)
    assert found.path == path and not found.broken and found.session is not None
