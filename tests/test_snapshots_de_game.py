"""Snapshots of the game screens in German (fixed seeds, the language set to German for
each test and back to English after it).

Each test's docstring says what must show. These screens show the texts of every catalogue
(the game screen's own, the log, the options, the tutor, the hints): after an intended
change of a German text, update with
`python3 dev.py test tests/test_snapshots_de_game.py --snapshot-update` and look at the
report.
"""

from __future__ import annotations

import pytest
from tui_helpers import settled

from rftg.core.engine import Game
from rftg.core.race.setup import RaceSetup
from rftg.core.scenario import position
from rftg.tui.app import RftgApp
from rftg.tui.session import GameSession, NewGame

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def home_in_german(tmp_path, monkeypatch, german) -> None:
    """A data folder of the test's own, the language German (conftest's ``german``)."""
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))


def base_game(seed: int = 3) -> RftgApp:
    return RftgApp(session=GameSession(Game(RaceSetup(players=2, start="first", seed=seed,
                                                      names=("You", "Computer 1")))))


def gs_session(players: int, seed: int, goals: bool = True, draft: bool = False) -> GameSession:
    return GameSession.new(NewGame(players=players, seed=seed, expansion="gs", goals=goals,
                                   draft=draft, start="random", difficulty="easy"))


def test_base_game_action_choice(snap_compare):
    """Grundspiel, 2 Spieler, Runde 1: 'Runde 1 · SP-Vorrat', 'SP jetzt: Du 0', the phases
    I Erkunden .. V Produzieren, 'Deine Hand', 'Deine Auslage', Computer 1's line, the
    German legend, 'Wähle deine Aktion' with the seven actions, the buttons, the tutor and
    the key bar in German."""
    assert snap_compare(base_game(), terminal_size=SIZE, run_before=settled)


def test_base_game_at_80_columns(snap_compare):
    """80x24: the German status, VP line and phases; the key bar as far as it fits."""
    assert snap_compare(base_game(), terminal_size=(80, 24), run_before=settled)


def test_base_game_last_round_warning(snap_compare):
    """Siedeln with 11 cards in the tableau, Spice World highlighted: 'Das ist deine 12.
    Karte: Das Spiel endet nach dieser Runde.' and the VP line with both players."""
    eleven = ["Old Earth", "Free Trade Association", "New Vinland", "Gem World",
              "Artist Colony", "Contact Specialist", "Mining Robots", "Expedition Force",
              "Public Works", "Colony Ship", "Genetics Lab"]
    game = position([{"tableau": eleven, "actions": ["settle"], "chips": 2,
                      "hand": ["Comet Zone", "Spice World", "Rebel Base", "Replicant Robots"]},
                     {"tableau": ["Alpha Centauri", "Space Port"], "goods": ["Alpha Centauri"],
                      "hand": 4}], "settle")
    game.state.players[0].name = "You"
    game.state.players[1].name = "Computer 1"
    app = RftgApp(session=GameSession(game, 0, "normal"))

    async def highlight(pilot):
        await settled(pilot)
        labels = [o.move for o in pilot.app.screen.decision.options]
        spice = next(i for i, m in enumerate(labels)
                     if getattr(m, "card", None) is not None
                     and game.state.cards[m.card].name == "Spice World")
        for _ in range(spice):
            await pilot.press("down")
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=highlight)


def test_gathering_storm_with_goals(snap_compare):
    """Aufziehender Sturm, 3 Spieler mit Zielen: the status line says 'g Ziele', the
    discard to start ('Abwerfen zu Beginn', 'Wähle 2 (Leertaste), c')."""
    assert snap_compare(RftgApp(session=gs_session(3, seed=12)), terminal_size=SIZE,
                        run_before=settled)


def test_goals_dialog(snap_compare):
    """The goals dialog (g) in German: 'Ziele (Aufziehender Sturm)', each goal's German
    name, 'Erster …' / 'Die meisten …', SP, 'Besitzer: Mitte', everyone's count and the
    condition in the seed's words, 'Geprüft wird am Ende ...'."""
    async def goals(pilot):
        await settled(pilot)
        await pilot.press("g")
        await pilot.pause()

    assert snap_compare(RftgApp(session=gs_session(4, seed=12)), terminal_size=SIZE,
                        run_before=goals)


def test_draft(snap_compare):
    """The draft (Konstruktions-Variante) after two picks: 'Bisher gewählt (2 Karten: ...)',
    'Deine Startwelten', the packet in the card list, 'Konstruktion: eine Karte behalten'."""
    async def two_picks(pilot):
        await settled(pilot)
        for _ in range(2):
            await pilot.press("space", "c")
            await settled(pilot)

    session = gs_session(2, seed=3, goals=True, draft=True)
    assert snap_compare(RftgApp(session=session), terminal_size=SIZE, run_before=two_picks)
