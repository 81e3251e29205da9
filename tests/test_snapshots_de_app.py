"""Snapshots of the TUI shell in German (the new game screen, the help, the dialogs), at
the sizes of the English ones and at 80x24, where German words are longest for the room.

Each test's docstring says what must show. Update after an intended change with
`python3 dev.py test tests/test_snapshots_de_app.py --snapshot-update` and look at the
report."""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.tui.app import RftgApp

SIZE = (100, 32)
SMALL = (80, 24)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    try:
        yield tmp_path
    finally:
        language.set_language("en")


def test_new_game_screen_de(snap_compare):
    """Das Formular: Spiel, Spieler, Computer-Spieler (Normal), Startwert 7, Startwelten
    (Erstes Spiel), Erfahrene Spieler, Aufziehender Sturm, Ziele, Konstruktion, Eigene
    Karten; 'Spiel starten' hat den Fokus; die Fußzeile sagt Zurück / Beenden, Hilfe."""
    assert snap_compare(RftgApp(seed=7, lang="de"), terminal_size=SIZE, run_before=settled)


def test_new_game_screen_de_small(snap_compare):
    """80x24: the German labels and choices fit their columns (nothing cut in a word that
    matters); the form scrolls below."""
    assert snap_compare(RftgApp(seed=7, lang="de"), terminal_size=SMALL, run_before=settled)


def test_new_game_screen_de_solitaire(snap_compare):
    """Solo gegen den Roboter: Roboter (Einfach, 1 Marke mit 6 SP), the start worlds fixed
    at random, the note on the solitaire rules in German."""

    async def solitaire(pilot):
        await settled(pilot)
        pilot.app.screen.query_one("#game").value = "solitaire"
        await settled(pilot)

    assert snap_compare(RftgApp(seed=7, lang="de"), terminal_size=SIZE, run_before=solitaire)


def test_help_screen_de(snap_compare):
    """Die Hilfe: So spielst du rftg, die Phasen I Erkunden ... V Produzieren, Tutor und
    Protokoll."""
    assert snap_compare(RftgApp(seed=7, lang="de"), terminal_size=SIZE,
                        press=["question_mark"], run_before=settled)


def test_resume_offer_de(snap_compare, home):
    """Ein automatisch gesichertes Spiel wird angeboten: Runde, Spieler, Startwert,
    gespeichert; Fortsetzen (y) oder Neues Spiel (n)."""
    from rftg.core.save import save

    game = Game(RaceSetup(players=2, start="first", seed=9, names=("You", "Computer 1")))
    save(game, home / "autosave.json", {"human": 0, "difficulty": "normal",
                                        "saved": "2026-11-22 10:00"})
    assert snap_compare(RftgApp(seed=1, lang="de"), terminal_size=SIZE, run_before=settled)


def test_settings_dialog_de(snap_compare):
    """Einstellungen: Sprache (Deutsch), what a switch does, Schließen (Esc)."""

    async def settings(pilot):
        await settled(pilot)
        pilot.app.action_settings()
        await settled(pilot)

    assert snap_compare(RftgApp(seed=7, lang="de"), terminal_size=SIZE, run_before=settings)
