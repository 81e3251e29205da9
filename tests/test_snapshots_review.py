"""Snapshots of the screens after a game (issue 29): the game over screen, the review and
the statistics, at 80x24 and 120x40, in English and German. A finished game of seed 11
(an easy player in the human's seat against a normal one); the review searches a tiny
budget (bounded by samples). Update after an intended change with
`python3 dev.py test tests/test_snapshots_review.py --snapshot-update` and look at the
report."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import settled

import rftg.solver.race.review as race_review
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.solver.players import make_player
from rftg.solver.players.hard import Budget
from rftg.tui.app import RftgApp
from rftg.tui.session import GameSession
from rftg.tui.stats import Record, Stats, record_of

TINY = Budget(samples=2, rounds=1, candidates=2)
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]
LANGS = ["en", "de"]


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


@pytest.fixture(scope="module")
def history(played) -> list[Record]:  # type: ignore[no-untyped-def]
    """Five finished games: 2 to 4 players, two levels (the dates fixed)."""
    out = [record_of(played, 0, "normal", "2026-01-01 10:00")]
    for n, (players, seed) in enumerate([(2, 3), (3, 4), (2, 5), (4, 6)], 2):
        game, _ = play_game(RaceSetup(players=players, seed=seed),
                            [make_player("random", seed + i) for i in range(players)])
        out.append(record_of(game, 0, "easy" if n % 2 else "normal", f"2026-01-0{n} 10:00"))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_game_over(snap_compare, played, size, lang) -> None:  # type: ignore[no-untyped-def]
    """The game over: the verdict, the line of the game's end, both players' VP broken
    down (cards, 6-cost bonuses, chips), the tutor's comparison group by group, and the
    buttons Review, Rematch, New game, Record, Table; no Confirm, no Hint."""
    app = RftgApp(session=GameSession(played, 0, "normal"), lang=lang)
    assert snap_compare(app, terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_review(snap_compare, played, size, lang) -> None:  # type: ignore[no-untyped-def]
    """The review, done: the progress bar full, the accuracy, the three costliest
    decisions (played, better, why), how to learn from them, and the summary by phase and
    by round."""
    app = RftgApp(session=GameSession(played, 0, "normal"), lang=lang)

    async def review(pilot) -> None:  # type: ignore[no-untyped-def]
        await settled(pilot)
        await pilot.press("r")
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=review)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_statistics(snap_compare, history, home, size, lang) -> None:  # type: ignore[no-untyped-def]
    """The statistics of five games: the totals, the trend of the last games as a
    sparkline with W/L marks, and tables by game, level, players and start world."""
    stats = Stats(home)
    for r in history:
        stats.add(r)
    stats.close()
    app = RftgApp(seed=7, lang=lang)

    async def open_stats(pilot) -> None:  # type: ignore[no-untyped-def]
        await settled(pilot)
        await pilot.press("percent_sign")
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=open_stats)


@pytest.fixture(scope="module")
def jump_drive():  # type: ignore[no-untyped-def]
    """A finished Jump Drive game of seed 3: an easy player in the human's seat."""
    from rftg.core.jumpdrive.setup import JumpDriveSetup
    from rftg.solver.jumpdrive.levels import make_jd_player

    game, _ = play_game(JumpDriveSetup(players=2, seed=3, names=("You", "Computer 1")),
                        [make_jd_player("easy", 1), make_jd_player("normal", 2)])
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_jump_drive_review(snap_compare, jump_drive, lang,  # type: ignore[no-untyped-def]
                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Jump Drive's review at 80x24: its own phases ("Choose secretly", "Keep 5 cards"),
    the better choice of the round and why in its hints' words (the play-outs of both)."""
    import rftg.solver.jumpdrive.review as jd_review
    from rftg.solver.jumpdrive.hard import JdBudget

    monkeypatch.setattr(jd_review, "REVIEW_BUDGET",
                        JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=3,
                                 min_samples=2, min_discard_samples=2))
    app = RftgApp(session=GameSession(jump_drive, 0, "normal"), lang=lang)

    async def review(pilot) -> None:  # type: ignore[no-untyped-def]
        await settled(pilot)
        await pilot.press("r")
        await settled(pilot)

    assert snap_compare(app, terminal_size=(80, 24), run_before=review)
