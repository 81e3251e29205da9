"""The rules tutor in German (content/text/de/tutor.toml): every explanation of a seeded
game's decisions, every topic, concept and phase is worded in German, with no English
sentence of the English catalogue left over; the rulebook references name the German
rulebooks' sections as printed; a German title finds its topic (``rftg rules Entwickeln``).

English stays the default: these tests switch to German and back (conftest's ``german``).
"""

from __future__ import annotations

import argparse
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from rftg.core import lang as language
from rftg.core.cards import catalogue
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.solver.players import make_player
from rftg.tutor import cli as rules_cli
from rftg.tutor.race.concepts import Lessons, concepts, glossary
from rftg.tutor.race.explain import Tutor, explain, explain_score, why_not
from rftg.tutor.race.topics import card_topic, find, glossary_topic, render, topics
from rftg.tutor.texts import all_refs, section

SEEDS = Path("/work/shared/seeds")
BOOKS = {"base": SEEDS / "000_7921177132013977.txt", "gs": SEEDS / "001_4952ea3bc26b448d.txt"}


def _leaves(node: object) -> Iterator[tuple[str, object]]:
    if isinstance(node, dict):
        for key, value in node.items():
            for path, leaf in _leaves(value):
                yield (f"{key}.{path}" if path else str(key)), leaf
    else:
        yield "", node


def english_sentences() -> dict[str, str]:
    """Pieces of the English tutor texts (between placeholders) of three words or more,
    where German has a text of its own and does not say the same (a command such as
    "rftg rules setup" is the same in both): none of them may show in German output."""
    en = dict(_leaves(language.own("tutor", "en")))
    de = dict(_leaves(language.own("tutor", "de")))
    german = " ".join(" ".join(str(t).split()) for t in de.values())
    out: dict[str, str] = {}
    for key, text in en.items():
        if not isinstance(text, str) or de.get(key) == text:
            continue
        for literal, *_ in string.Formatter().parse(text):
            for piece in re.split(r"[\n.:;()]", literal):
                piece = " ".join(piece.split())
                if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 3 and piece not in german:
                    out[piece] = key
    return out


ENGLISH = english_sentences()


GOAL_TEXTS = tuple(language.own("game", "en")["goal_text"].values())  # conditions, English


def assert_german(text: str, where: str) -> None:
    flat = " ".join(text.split())
    left = [goal for goal in GOAL_TEXTS if goal in flat]
    assert not left, f"{where}: a goal's condition in English: {left}\n{text}"
    left = [f"{piece!r} ({key})" for piece, key in ENGLISH.items() if piece in flat]
    assert not left, f"{where}: English left in the German text: {left[:5]}\n{text}"


def test_the_check_finds_english() -> None:
    """The check itself: an English explanation is caught."""
    assert len(ENGLISH) > 300
    with pytest.raises(AssertionError, match="English left"):
        assert_german(render(find("develop", "en"), "en"), "develop (en)")


# --------------------------------------------------------------------------- seeded games

GAMES = [
    RaceSetup(players=3, seed=11),
    RaceSetup(players=2, seed=4, advanced=True, start="experienced"),
    RaceSetup(players=3, seed=5, edition="gs", goals=True),
    RaceSetup(players=2, seed=0, edition="gs", goals=True, draft=True),
]


def _play_explaining(setup: RaceSetup) -> set[DecisionKind]:
    """Play ``setup`` with computer players; at every decision explain it to the player in
    German (with the concepts introduced), and the phase under way to the players who
    wait; at the end, the final scores. Returns the decision kinds explained."""
    game = Game(setup)
    players = [make_player("easy", seed=setup.seed + i) for i in range(setup.players)]
    tutors = [Tutor() for _ in range(setup.players)]
    kinds: set[DecisionKind] = set()
    steps = 0
    while not game.over:
        pending = game.pending()
        waiting = set(range(setup.players)) - {d.player for d in pending}
        for seat in sorted(waiting):
            obs = observation(game, seat)
            assert_german(explain(obs).text(), f"waiting seat {seat}, phase {obs.phase}")
        for d in pending:
            obs = observation(game, d.player)
            ex = tutors[d.player].explain(obs)
            kinds.add(d.kind)
            where = f"{setup} step {steps}: {d.kind.value}"
            assert ex.title and ex.lines, where
            assert_german(ex.text(), where)
            for intro in ex.introduced:
                assert_german(intro.text(), where)
            for cid in ex.blocked:
                w = why_not(obs, cid)
                assert w is not None
                assert_german(str(w), where)
            game.choose(d.player, players[d.player].choose(obs))
            steps += 1
        assert steps < 3000
    for seat in range(setup.players):
        obs = observation(game, seat)
        ex = explain(obs)
        assert ex.title == "Das Spiel ist vorbei"
        assert_german(ex.text(), "game over")
        assert_german("\n".join(explain_score(obs)), "score")
    return kinds


def test_every_decision_of_seeded_games_is_explained_in_german(german: None) -> None:
    """Base game, the advanced game for two, The Gathering Storm with goals and with the
    draft: every decision of every seat explained in German, every wait and every final
    score; together the games meet every kind of decision."""
    kinds: set[DecisionKind] = set()
    for setup in GAMES:
        kinds |= _play_explaining(setup)
    assert kinds == set(DecisionKind)


def test_an_explanation_speaks_german(german: None) -> None:
    game = Game(RaceSetup(players=2, seed=3, start="experienced"))
    d = game.pending()[0]
    ex = explain(observation(game, d.player))
    assert ex.title == "Wähle deine Startwelt"
    text = ex.text()
    assert "Startwelt" in text and "SP" in text and ("rot" in text or "blau" in text)
    assert "Spielregel des Grundspiels (2018, deutsche Ausgabe), „Wahl der Startwelten für " \
           "erfahrene Spieler“, Seite 8" in text


# --------------------------------------------------------------------------- topics, concepts

def test_every_topic_and_card_renders_in_german(german: None) -> None:
    ts = topics()
    assert set(ts) == set(topics("en")), "topic names are what one types: the same"
    for name, t in ts.items():
        if t.group != "six-cost":  # a card's title is its name, English where no seed prints one
            assert t.title != topics("en")[name].title, name
        assert_german(render(t), name)
    for card in catalogue().cards():
        assert_german(render(card_topic(card)), card.name)
    assert_german(render(glossary_topic()), "glossary")


def test_every_phase_topic_has_action_and_bonus_in_german(german: None) -> None:
    """The rulebook's own words for the two parts of a phase: „Aktion:“ and „Bonus:“."""
    for name in ("explore", "develop", "settle", "consume", "produce"):
        text = topics()[name].text
        assert re.search(r"^Aktion:", text, re.M) and "Bonus" in text, name


def test_every_concept_and_phase_is_german(german: None) -> None:
    cs = concepts()
    assert set(cs) == set(concepts("en"))
    for cid, c in cs.items():
        assert c.requires == concepts("en")[cid].requires, cid
        assert_german(f"{c.name}: {c.text}", cid)
    assert [c.id for c in glossary()] == [c.id for c in glossary("en")]
    lessons = Lessons()
    intro = lessons.introduce(["windfall-powers"])
    assert intro[-1].concept.name == "Windfall-Fähigkeiten"
    assert intro[-1].text().endswith("(siehe auch: Kartenfähigkeiten, Bonus Produzieren)")
    for key, entry in section("phase").items():
        assert_german(f"{entry['title']}: {entry['text']}", f"phase {key}")
        assert entry["title"] != section("phase", "en")[key]["title"], key


# --------------------------------------------------------------------------- references

def test_german_references_name_the_sections_as_the_rulebooks_print_them(german: None) -> None:
    """The base rulebook prints „Wahl der Startwelten für erfahrene Spieler:“ and
    „KARTENFÄHIGKEITEN (nach Phasen)“ followed by „$: HANDELN“; Aufziehender Sturm prints
    „KONSTRUKTIONS-VARIANTE FÜR 2-3 SPIELER“ and „§: HANDELN“. Every reference of the
    German tutor names its rulebook in German and a section title found in that seed."""
    if not all(p.exists() for p in BOOKS.values()):
        pytest.skip("the rulebook texts are not here")
    text = {k: " ".join(p.read_text(encoding="utf-8").split()) for k, p in BOOKS.items()}
    raw_refs = section("ref")
    books = section("book")
    assert "Spielregel" in books["base"] and "Grundspiel" in books["base"]
    assert "Aufziehender Sturm" in books["gs"] and "Aufziehender Sturm" in text["gs"]
    for key, r in all_refs().items():
        book = raw_refs[key]["book"]
        assert r.book == books[book]
        for piece in r.section.split("): "):
            piece = piece if piece.endswith(")") or "(" not in piece else piece + ")"
            assert piece in text[book], (key, piece)
        assert r.text().startswith(books[book] + ", „" + r.section + "“")


# --------------------------------------------------------------------------- rftg rules

@pytest.mark.parametrize("typed,name", [
    ("Entwickeln", "develop"), ("II: Entwickeln", "develop"), ("siedeln", "settle"),
    ("Spielerreihenfolge", "player-order"), ("Wertung", "scoring"),
    ("Entwicklungen mit Kosten 6", "six-cost"), ("Handeln: ein Gut verkaufen", "trade"),
    ("Siedeln: eine zweite Welt", "settle-place-second"), ("develop", "develop"),
    ("Galaktische Föderation", "galactic-federation"), ("glossar", "glossary"),
    ("Handkartenlimit", "round-end"), ("Windfall-Welt", "goods"),
])
def test_a_german_title_finds_its_topic(german: None, typed: str, name: str) -> None:
    t = find(typed)
    assert t is not None and t.name == name


def _rules(*argv: str) -> int:
    """``rftg rules ARGV`` in the language set now (the parser built in it, as rftg's is
    after --lang)."""
    parser = argparse.ArgumentParser(prog="rftg")
    rules_cli.add_parser(parser.add_subparsers(dest="command"))
    return rules_cli.run(parser.parse_args(["rules", *argv]))


def test_rules_in_german(german: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert _rules("Entwickeln") == 0
    out = capsys.readouterr().out
    assert out.startswith("II: Entwickeln\n") and "Aktion:" in out
    assert "Aus der Spielregel: Spielregel des Grundspiels (2018, deutsche Ausgabe), " \
           "„II: ENTWICKELN“, Seite 4" in out
    assert _rules() == 0
    out = capsys.readouterr().out
    assert out.startswith("Regelthemen") and re.search(r"^  develop +II: Entwickeln$", out, re.M)
    assert _rules("Entwikeln") == 2
    err = capsys.readouterr().err
    assert "kein Thema 'Entwikeln'" in err and "develop" in err


def test_rules_help_in_german(german: None, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _rules("--help")
    out = capsys.readouterr().out
    assert "Erklärt eine Regel in eigenen Worten" in out and "Beispiele:" in out


def test_english_stays_the_default() -> None:
    """Without a language chosen the tutor speaks English; German titles are German only."""
    assert language.current() == "en"
    assert topics()["develop"].title == "II: Develop"
    assert find("Entwickeln") is None
    assert explain.__defaults__ == (None,)
