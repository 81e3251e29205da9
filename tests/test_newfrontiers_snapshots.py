"""Snapshots of New Frontiers' table at 80x24 and 120x40, in English and German (fixed
seeds; the data folder says the tiles' notice was seen).

Each test's docstring says what must show. Update after an intended change with
`python3 dev.py test tests/test_newfrontiers_snapshots.py --snapshot-update` and look at
the report.
"""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.tui.app import RftgApp
from rftg.tui.newfrontiers.words import NOTICE_SEEN
from rftg.tui.session import GameSession, NewGame


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    (tmp_path / NOTICE_SEEN).touch()
    return tmp_path


def nf_app(players: int = 3, seed: int = 4) -> RftgApp:
    options = NewGame(players=players, seed=seed, game="newfrontiers", start="first")
    return RftgApp(session=GameSession.new(options))


def test_table_120x40(snap_compare):
    """3 players, round 1: the status line (round, bag, supply, VP chips), the priority
    with everybody's VP, the action tiles with who picked which, your empire with its home
    colony, good and colonists, both computer players', the development stacks, the
    options and the tutor's numbers."""
    assert snap_compare(nf_app(), terminal_size=(120, 40), run_before=settled)


def test_table_80x24(snap_compare):
    """80x24: the same lines above the table, the table scrolled to your empire, the
    options and the tutor box, the key bar as far as it fits."""
    assert snap_compare(nf_app(), terminal_size=(80, 24), run_before=settled)


def test_table_120x40_german(snap_compare, german):
    """German in the rulebook's words: Runde, Beutel, Vorratstafel, SP-Chips, Rückzug,
    Entwickeln, ..., Dein Reich, Entwicklungsstapel, the tutor in German."""
    assert snap_compare(nf_app(), terminal_size=(120, 40), run_before=settled)


def test_table_80x24_german(snap_compare, german):
    """German at 80x24."""
    assert snap_compare(nf_app(), terminal_size=(80, 24), run_before=settled)


def test_two_players_with_goals_120x40(snap_compare):
    """2 players, a later game with goals: the discs on the track, Goals instead of
    Retreat."""
    options = NewGame(players=2, seed=6, game="newfrontiers", start="later", goals=True)
    app = RftgApp(session=GameSession.new(options))
    assert snap_compare(app, terminal_size=(120, 40), run_before=settled)
