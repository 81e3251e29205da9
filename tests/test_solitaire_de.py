"""The solitaire robot in German: its log lines, the tutor's words for its dice and turns,
its mat on the screen, the notice about the numbers not printed in the rulebook and the
errors of a broken copy of robot.toml, in the words of The Gathering Storm's "Das
Solitär-Spiel" (Guthaben, Wirtschaftskraft, Handkartenstapel, Auslagestapel, Würfelreihe,
„Roboter“-Plättchen). The language changes no move: a seeded game is the same game.

English stays the default: tests read German through conftest's ``german`` fixture.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from solitaire_helpers import solo_setup, solo_with_robot_start
from test_solitaire_tutor import _rolled

from rftg.core import events as ev
from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.solitaire import events as rev
from rftg.core.solitaire.observe import robot_view
from rftg.core.solitaire.table import (
    Face,
    RobotTableError,
    default_table,
    load_table,
    parse_table,
)
from rftg.core.solitaire.text import ROBOT_EVENTS, render_solitaire_event
from rftg.core.state import Action
from rftg.solver.players import make_player
from rftg.tui.race.robot import mat_lines, notice_text, tableau_title
from rftg.tutor.race import robot as tutor

SEEDS = Path("/work/shared/seeds")
GS_BOOK = SEEDS / "001_4952ea3bc26b448d.txt"


def english_pieces(domain: str, section: str) -> set[str]:
    """The pieces between placeholders (three words or more) of the English texts of one
    section, where the German text differs: none may show in German output."""
    en = language.own(domain, "en")[section]
    de = language.own(domain, "de")[section]
    pieces = set()
    for key, value in en.items():
        if de.get(key) == value:
            continue
        for piece in re.split(r"\{[a-z_]+\}", str(value)):
            if len(piece.split()) >= 3:
                pieces.add(piece.strip())
    return pieces


def play(seed: int, lang: str) -> tuple[Game, list[tuple[ev.Event, list[str]]]]:
    """A seeded game against the robot (medium) played by a random player, in ``lang``:
    the game and each robot event with the tutor's words for it."""
    language.set_language(lang)
    try:
        game = Game(solo_setup(seed, "medium"))
        player = make_player("random", seed)
        out: list[tuple[ev.Event, list[str]]] = []
        while not game.over:
            before = robot_view(game)
            assert before is not None
            n = len(game.state.events)
            game.choose(0, player.choose(observation(game, 0)))
            out += [(e, tutor.explain(e, before)) for e in game.state.events[n:]]
        return game, out
    finally:
        language.set_language("en")


@pytest.mark.parametrize("seed", [3, 11])
def test_robot_log_and_tutor_of_a_seeded_game_are_german_and_the_game_the_same(seed):
    """Every robot log line and every tutor line of a seeded game read German (no English
    sentence of robot.toml or tutor_robot.toml), and German plays the same game."""
    en_game, en_events = play(seed, "en")
    de_game, de_events = play(seed, "de")
    assert de_game.state.events == en_game.state.events
    assert [s.total for s in de_game.scores()] == [s.total for s in en_game.scores()]
    english = (english_pieces("robot", "log") | english_pieces("tutor_robot", "turn")
               | english_pieces("tutor_robot", "roll"))
    names = [p.name for p in de_game.state.players]
    cards = de_game.state.cards
    robot_lines = 0
    for (event, en_words), (_, de_words) in zip(en_events, de_events, strict=True):
        assert len(de_words) == len(en_words)
        line = render_solitaire_event(event, names, cards, "de", you=0)
        en_line = render_solitaire_event(event, names, cards, "en", you=0)
        assert (line is None) == (en_line is None)
        if isinstance(event, ROBOT_EVENTS):
            assert line and "{" not in line
            assert re.findall(r"\d+", line) == re.findall(r"\d+", en_line or ""), line
            robot_lines += 1
        for text in (line or "", *de_words):
            for piece in english:
                assert piece not in text, (piece, text)
    assert robot_lines > 30
    last = render_solitaire_event(de_game.state.events[-1], names, cards, "de")
    assert last is not None and "Roboter" in last and "Robot " not in last


def test_robot_log_lines_use_the_rulebook_words(german):
    """ "Mit seinem Guthaben kann er Karten für seine Auslage erwerben. Außerdem verfügt er
    über Wirtschaftskraft." """
    cards = Game(solo_setup(3, "medium")).state.cards
    lines = [render_solitaire_event(e, ["Du"], cards) for e in (
        rev.RobotTrack("credit", 1, 2, 2), rev.RobotTrack("economy", 4, 5, 6),
        rev.RobotDrew(3), rev.RobotScored(6, 3, True), rev.RobotToken(2, 1))]
    assert lines == [
        "Guthaben des Roboters: 1 → 2.",
        "Wirtschaftskraft des Roboters: 4 → 5 (höchstens 5).",
        "Der Roboter zieht 3 Karten auf seinen Handkartenstapel.",
        "Der Roboter erhält 6 SP (2 × Wirtschaftskraft 3).",  # noqa: RUF001
        "Der Roboter legt eine Entwicklungsmarke mit Kosten 6 für 2 Guthaben aus (noch 1).",
    ]


def test_roll_example_a_in_german(german):
    """ "Der erste Würfel wird auf das linke Feld Entwickeln gelegt. Der zweite Würfel wird
    auf das Feld Produzieren gelegt, da es das weiter rechts liegende Anzeigeplättchen
    ist." """
    text = " ".join(tutor.explain_roll(_rolled((Face.DEVELOP, Face.MATCH),
                                               (Action.DOUBLE, Action.PRODUCE))))
    assert "Entwickeln kommt auf das linke Feld Entwickeln" in text
    assert "am weitesten rechts liegende Aktion, Produzieren" in text


def test_roll_example_b_in_german(german):
    """ "In diesem Fall wird der erste Würfel auf Produzieren gelegt. Der zweite Würfel
    kommt auf das linke Feld Erkunden." """
    text = " ".join(tutor.explain_roll(_rolled((Face.PRODUCE, Face.MATCH),
                                               (Action.EXPLORE_5, Action.EXPLORE_1_1))))
    assert "Produzieren kommt auf sein Feld" in text
    assert "beide deiner Aktionen sind Erkunden, also kommt der Würfel auf das linke Feld " \
           "Erkunden" in text


def test_turns_in_german_with_the_robots_numbers(german):
    """ "Erste Aktion Siedeln mit Sterbende Welt: Der Roboter sucht im Nachziehstapel (nicht
    in seinem Handkartenstapel!), bis er eine nicht-militärische Welt mit 3 oder mehr
    Siegpunkten findet" """
    view = robot_view(solo_with_robot_start(8))
    assert view is not None
    (line,) = tutor.explain(rev.RobotTurn("settle", 1, "action", doomed=True), view)
    assert "sucht im Nachziehstapel, nicht in seinem Handkartenstapel" in line
    assert "mit 3 oder mehr Siegpunkten" in line
    view = robot_view(solo_with_robot_start(6))
    assert view is not None
    (line,) = tutor.explain(rev.RobotTurn("develop", 1, "action"), view)
    assert line.startswith("Der Roboter hat Entwickeln gewürfelt")
    assert "Entwicklungsmarke mit Kosten 6" in line
    assert "Solitär-Spiels" in " ".join(tutor.notice(default_table(), "x"))


def test_the_mat_and_tableau_pile_in_german(german):
    """The mat names credit and economy as the rulebook does; the difficulty as its table
    ("mittel"); the numbers are the English mat's."""
    game = Game(solo_setup(3, "medium"))
    view = robot_view(game)
    assert view is not None
    mat = mat_lines(view)
    assert "Roboter (mittel)" in mat and "Guthaben" in mat and "Wirtschaftskraft" in mat
    assert "Würfelreihe" in mat and "Plättchen" in mat
    for word in ("credit", "economy", "tokens", "dice row", "Robot tile", "VP"):
        assert word not in mat
    language.set_language("en")
    english = mat_lines(view)
    assert "Robot (medium)" in english and "credit" in english
    assert re.findall(r"\d+", english) == re.findall(r"\d+", mat)
    assert "Robot's tableau pile" in tableau_title(view)
    language.set_language("de")
    assert "Auslagestapel des Roboters" in tableau_title(view)


def test_the_notice_names_the_numbers_in_german(german, tmp_path):
    """The dice faces and the start worlds as the rulebook prints them ("Übereinstimmung",
    "Sterbende Welt"), the override and a broken copy's problem."""
    text = notice_text(default_table(), tmp_path / "robot.toml", "kaputt")
    assert "Würfel 1: Erkunden, Entwickeln, Siedeln, Verbrauchen: Handeln, Produzieren, " \
           "Übereinstimmung" in text
    assert "Sterbende Welt: „Roboter“-Plättchen: Siedeln" in text
    assert "drücke hier w" in text and "Deine Kopie wurde nicht verwendet" in text
    assert "die 1" not in text and "robot tile" not in text
    for line in default_table().not_in_rulebook("de"):
        assert line.split(":")[0] in GS_BOOK.read_text("utf-8") or line.startswith(
            ("Würfel", "jede andere Startwelt")), line


def test_a_broken_copy_is_reported_in_german(german, tmp_path):
    """A die with five faces and a file that is no TOML: the file, the field, the reason in
    German."""
    data = default_table().model_dump(mode="json")
    data["dice"]["die1"]["value"] = data["dice"]["die1"]["value"][:5]
    with pytest.raises(RobotTableError, match="ein Würfel hat 6 Seiten, nicht 5"):
        parse_table(data, "robot.toml")
    broken = tmp_path / "robot.toml"
    broken.write_text("version = = 1\n", "utf-8")
    with pytest.raises(RobotTableError, match="kein gültiges TOML"):
        load_table(broken)
    language.set_language("en")
    with pytest.raises(RobotTableError, match="a die has 6 faces, not 5"):
        parse_table(data, "robot.toml")
