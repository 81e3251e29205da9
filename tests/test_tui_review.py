"""Issue 29 in the app: a finished game is counted in the statistics (once, also when it is
undone past the end and finished again; a damaged database never stops the app), the game
over screen (the winner, what ended the game, the breakdown, Review / Rematch / New game /
Record), the review screen (in the background, stopped and resumed, the costliest
decisions, "Learn from your mistakes") and the statistics screen. Pilot tests assert on
state; the reviews search a tiny budget (bounded by samples, never by time)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import settled

import rftg.solver.race.review as race_review
from rftg.core.decisions import Choice
from rftg.core.race.setup import RaceSetup
from rftg.core.save import replay
from rftg.core.simulate import play_game
from rftg.solver.players import make_player
from rftg.solver.players.hard import Budget
from rftg.tui.app import RftgApp
from rftg.tui.reviews import TrialSession, home_cache_path
from rftg.tui.screens.game import GameScreen
from rftg.tui.screens.game_over import GameOverScreen
from rftg.tui.screens.review import ReviewScreen, TrialResult
from rftg.tui.screens.stats import StatsScreen
from rftg.tui.session import GameSession
from rftg.tui.stats import DB_FILE, Stats

TINY = Budget(samples=2, rounds=1, candidates=2)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    monkeypatch.setattr(race_review, "REVIEW_BUDGET", TINY)
    return tmp_path


@pytest.fixture(scope="module")
def played():  # type: ignore[no-untyped-def]
    game, _ = play_game(RaceSetup(players=2, seed=11, names=("You", "Computer 1")),
                        [make_player("easy", 1), make_player("normal", 2)])
    return game


def before_last(game, seat: int = 0):  # type: ignore[no-untyped-def]
    """The game just before ``seat``'s last decision, and that decision's choice."""
    last = max(i for i, (p, _) in enumerate(game.choices) if p == seat)
    return replay(game.setup, list(game.choices[:last])), game.choices[last][1]


def records(home: Path) -> list:  # type: ignore[type-arg]
    stats = Stats(home)
    try:
        return stats.records()
    finally:
        stats.close()


async def test_finishing_a_game_counts_it_once(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    game, last = before_last(played)
    app = RftgApp(home=home, session=GameSession(game, 0, "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and not records(home)
        screen.play(last)
        await settled(pilot)
        assert app.session is not None and app.session.over
        assert isinstance(app.screen, GameOverScreen)
        [r] = records(home)
        assert (r.game, r.players, r.seat, r.level) == ("rftg", 2, 0, "normal")
        assert r.score == played.scores()[0].total
        # back to the table: nothing left to confirm or hint
        await pilot.press("escape")
        assert app.screen is screen
        assert not screen.query_one("#confirm").display and not screen.query_one("#hint").display
        shown = {b.binding.action for b in screen.active_bindings.values() if b.binding.show}
        assert "confirm" not in shown and "hint" not in shown  # nor their keys on the bar
        assert {"undo", "app.save", "app.quit"} <= shown  # the keys that still do something
        titles = [c.title for c in app.get_system_commands(screen)]
        assert "Game over" in titles  # the palette brings the game over screen back
        app.show_game_over()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")
        # undo past the end, finish again: still one game, with the last result
        screen.action_undo()
        await settled(pilot)
        assert not app.session.over
        screen.play(last)
        await settled(pilot)
        assert app.session.over and len(records(home)) == 1


async def test_a_damaged_statistics_file_never_stops_the_app(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    (home / DB_FILE).write_bytes(b"not a database at all")
    app = RftgApp(home=home, session=GameSession(played, 0, "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert (home / (DB_FILE + ".broken")).read_bytes() == b"not a database at all"
        assert len(records(home)) == 1


async def test_the_game_over_screen_says_who_won_and_why(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = RftgApp(home=home, session=GameSession(played, 0, "normal"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        over = app.screen
        assert isinstance(over, GameOverScreen)
        v = over.view
        winners = played.winners()
        assert [s.won for s in v.seats] == [i in winners for i in range(2)]
        assert [s.total for s in v.seats] == [s.total for s in played.scores()]
        for seat, score in zip(v.seats, played.scores(), strict=True):
            assert sum(p.vp for p in seat.parts) == score.total  # the breakdown adds up
        assert v.ending and v.verdict
        # the record is written to the data folder
        await pilot.press("e")
        assert len(list((home / "records").glob("*.html"))) == 1
        assert len(list((home / "records").glob("*.txt"))) == 1
        # a rematch: the same setup with a new seed, a new game on the table
        await pilot.press("m")
        await settled(pilot)
        assert app.session is not None and not app.session.over
        setup = app.session.game.setup
        assert setup.seed != played.setup.seed
        assert setup.model_copy(update={"seed": played.setup.seed}) == played.setup


async def reviewed(pilot, app: RftgApp) -> ReviewScreen:  # type: ignore[no-untyped-def]
    """From the game over screen: `r` opens the review, which runs to its end."""
    await settled(pilot)
    await pilot.press("r")
    await settled(pilot)
    review = app.screen
    assert isinstance(review, ReviewScreen)
    assert review.review is not None and review.review.complete
    return review


async def test_review_and_learn_from_a_mistake(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = RftgApp(home=home, session=GameSession(played, 0, "normal"))
    async with app.run_test(size=(120, 40)) as pilot:
        review = await reviewed(pilot, app)
        assert review.review is not None
        assert home_cache_path(home, played).is_file()  # kept: a second look is at once
        worst = review.mistakes()
        assert worst, "this easy player's game has mistakes to learn from"
        # Learn from your mistakes: the position is set up again, no hints
        await pilot.press("1")
        await settled(pilot)
        trial = app.screen
        assert isinstance(trial, GameScreen) and isinstance(trial.session, TrialSession)
        rated = trial.session.rated
        assert rated is worst[0]
        # (the computers may have answered their own decisions of that moment since)
        again = trial.session.game.choices
        assert again[:rated.index] == played.choices[:rated.index]
        assert all(p != 0 for p, _ in again[rated.index:])
        d = trial.session.human_decision()
        assert d is not None
        trial.action_hint()
        assert trial.shown_hint is None  # no hint while finding the better move
        shown = {b.binding.action for b in trial.active_bindings.values() if b.binding.show}
        assert not shown & {"hint", "undo", "redo"}  # nor their keys on the bar
        wrong = next(o for o in d.options if o.move.encode() != rated.better[0]
                     and o.min_cards == 0) if len(d.options) > 1 else None
        if wrong is not None:  # a wrong try is said, the position stays
            trial.play(Choice(wrong.move))
            await settled(pilot)
            assert app.screen is trial and trial.session.tries == 1
        option = d.option(next(o.move for o in d.options
                               if o.move.encode() == rated.better[0]))
        assert option is not None
        trial.play(Choice(option.move, rated.better[1]))
        await settled(pilot)
        assert isinstance(app.screen, TrialResult) and app.screen.found
        await pilot.press("enter")
        await settled(pilot)
        assert app.screen is review


async def test_a_stopped_review_resumes_where_it_stopped(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    app = RftgApp(home=home, session=GameSession(played, 0, "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        await pilot.press("r")
        review = app.screen
        assert isinstance(review, ReviewScreen)
        await pilot.press("p")  # pause (it may have finished already on a fast machine)
        await settled(pilot)
        assert not review.running
        kept = len(review.kept.done)
        if not (review.review is not None and review.review.complete):
            await pilot.press("p")  # resume
            await settled(pilot)
        assert review.review is not None and review.review.complete
        assert len(review.review.decisions) >= kept


async def test_the_statistics_screen_shows_the_games(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    stats = Stats(home)
    stats.record(played, 0, "normal")
    stats.close()
    app = RftgApp(home=home, session=GameSession(before_last(played)[0], 0, "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        await pilot.press("percent_sign")
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        assert screen.summary.total.games == 1
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


def test_the_plain_mode_counts_the_game_and_offers_its_review(home: Path) -> None:
    """A whole game in the plain mode: counted in the statistics once, then the review is
    offered and, asked for, printed in words (a tiny budget)."""
    import io

    from plain_helpers import SMALL_HINT, Script, first_answer

    from rftg.tui.plain.console import Console
    from rftg.tui.plain.run import Plain

    out = io.StringIO()

    def answer(last: str) -> str | None:
        lines = out.getvalue().splitlines()
        if len(lines) > 3 and lines[-4].startswith("Review your game?"):
            return "2"  # yes, review it
        return first_answer(last)

    plain = Plain(Console(Script(out, answer, limit=600), out), home, 7,
                  hint_budget=SMALL_HINT, review_budget=TINY)
    assert plain.run() == 0
    text = out.getvalue()
    assert "The game is over." in text and "Review your game?" in text
    assert "Accuracy " in text and "By phase:" in text and "By round:" in text
    [r] = records(home)
    session = GameSession.load(home / "autosave.json")
    assert session.over and session.recorded == r.key  # the save knows it is counted


async def test_the_review_is_said_again_when_the_language_changes(played, home: Path) -> None:  # type: ignore[no-untyped-def]
    """What was played, the better move and why are words of the language the review was
    taken in: after a switch to German the review is taken again in German (and kept in
    both languages)."""
    from rftg.core import lang as language

    app = RftgApp(home=home, session=GameSession(played, 0, "normal"), lang="en")
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            review = await reviewed(pilot, app)
            assert review.review is not None
            english = [r.why for r in review.review.decisions]
            app.switch_language("de")
            await settled(pilot)
            assert app.screen is review and review.kept.lang == "de"
            assert review.review is not None and review.review.complete
            german = [r.why for r in review.review.decisions]
            assert len(german) == len(english) and german != english
            assert not review.running
    finally:
        language.set_language("en")
