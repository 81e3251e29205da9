"""Jump Drive's hints and tutor in German: for seeded games the German hint makes the same
choice as the English one, names the same cards, costs, VP and income, and says them in
the game help's words (Auslage, Einkommen, Verteidigungsstärke, SP); the rules topics cite
the game help's sections as printed and read no English.

English stays the default: tests read German through conftest's ``german`` fixture.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.jumpdrive.moves import How, JdPlay
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.text import name_of
from rftg.core.moves import DecisionKind
from rftg.solver.jumpdrive.hard import JdBudget
from rftg.solver.jumpdrive.hints import JdHint, hint
from rftg.solver.jumpdrive.players import JdHeuristicPlayer
from rftg.tutor.jumpdrive import explain as tutor
from rftg.tutor.jumpdrive import topics

SMALL = JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=4)
GAME_HELP = Path("/work/shared/seeds/002_4d944f00a24f3d45.txt")
ENGLISH_WORDS = re.compile(r"\b(VP|income|pay|Pay|Why|games|Discard|keep|won|defence|"
                           r"military|empire|Alternatives|printed cost|never below)\b")


def words(h: JdHint) -> str:
    return "\n".join((h.reason, *h.details))


def numbers(text: str) -> list[str]:
    """The numbers a text says, in order of size (a German decimal comma is a point)."""
    return sorted(re.findall(r"\d+(?:[.,]\d+)?", text.replace(",", ".")), key=float)


def check_same_hint(obs: JdObservation) -> JdHint:
    """The hint in English and in German: the same choice, cards and figures; the German
    words have the same numbers, name the cards in German and read no English."""
    en = hint(obs, SMALL, lang="en")
    de = hint(obs, SMALL, lang="de")
    assert (de.choice, de.cards, de.costs, de.vp, de.income, de.draws) == (
        en.choice, en.cards, en.costs, en.vp, en.income, en.draws)
    text = words(de)
    assert numbers(text) == numbers(words(en).replace(",", "")), (text, words(en))
    assert not ENGLISH_WORDS.search(text), text
    for cid in de.choice.cards:
        assert name_of(obs.card(cid), "de") in text
    if de.vp is not None:
        assert f"bringt deine Auslage {de.vp} SP" in text
        assert f"und {de.income} Einkommen" in text
    move = de.choice.move
    for cid, n in de.costs.items():
        name = re.escape(name_of(obs.card(cid), "de"))
        conquered = isinstance(move, JdPlay) and (
            (cid == move.world and move.how is How.CONQUER)
            or (cid == move.second and move.second_how is How.CONQUER))
        if conquered:
            assert re.search(rf"{name} erobern: militärische Stärke .* = \d+ gegen "
                             r"Verteidigungsstärke", text), text
        else:
            assert re.search(rf"{name}: bezahle [^\n]*= {n}\b", text), (name, n, text)
    return de


def test_german_hints_of_seeded_games_make_the_same_choice_with_the_same_numbers():
    """Every kind of Jump Drive decision (keep 5, the secret choice, paying, the hand
    limit) in three seeded two-player games: the German hint is the English one."""
    kinds: dict[DecisionKind, int] = {}
    for seed in range(3):
        rng = random.Random(seed)
        game = Game(JumpDriveSetup(players=2, seed=seed))
        other = JdHeuristicPlayer(seed)
        while not game.over:
            for d in game.pending():
                obs = jd_observation(game, d.player)
                if d.player == 1 or kinds.get(d.kind, 0) >= 4 or rng.random() < 0.6:
                    game.choose(d.player, other.choose(obs))
                    continue
                h = check_same_hint(obs)
                kinds[d.kind] = kinds.get(d.kind, 0) + 1
                game.choose(0, h.choice)
    assert kinds.get(DecisionKind.ACTION, 0) >= 4, kinds
    assert kinds.get(DecisionKind.INITIAL_DISCARD, 0) >= 2, kinds
    assert kinds.get(DecisionKind.PAYMENT, 0) >= 2, kinds


def test_a_german_hint_reads_the_game_helps_words(german):
    game = Game(JumpDriveSetup(players=2, seed=3))
    while (d := game.pending_for(0)) is None or d.rule != "jd.choose":
        for p in game.pending():
            game.choose(p.player, JdHeuristicPlayer(0).choose(jd_observation(game, p.player)))
    text = words(hint(jd_observation(game, 0), SMALL))
    assert "Warum: in 2 Spielen, verteilt nach dem, was du sehen kannst" in text
    assert "Andere Möglichkeiten (nach Vorsprung geordnet, ein Sieg zählt wie 10 SP mehr):" \
        in text
    assert "In jeder Runde danach bringt deine Auslage" in text


def test_the_tutor_explains_every_option_in_german_with_the_english_numbers():
    """Each option of the first choices of a seeded game: the same numbers as English,
    the game help's words (bezahle, erobern, Erkunden, Auslage)."""
    game = Game(JumpDriveSetup(players=2, seed=5))
    players = [JdHeuristicPlayer(1), JdHeuristicPlayer(2)]
    explained = 0
    while not game.over and explained < 60:
        for d in game.pending():
            obs = jd_observation(game, d.player)
            if d.kind is DecisionKind.ACTION:
                for o in d.options:
                    en = tutor.explain_option(obs, o, "en")
                    de = tutor.explain_option(obs, o, "de")
                    assert len(de) == len(en)
                    assert numbers(" ".join(de)) == numbers(" ".join(en)), (de, en)
                    text = " ".join(de)
                    assert not ENGLISH_WORDS.search(text), text
                    assert re.search(r"bezahle|erobern|Erkunden: ziehe", text), text
                    explained += 1
            game.choose(d.player, players[d.player].choose(obs))
    assert explained >= 60


def test_every_rules_topic_in_german_cites_the_game_helps_sections_as_printed(german):
    """ "Regeln: Spielhilfe Jump Drive, Abschnitt „Erobern“": each cited section is a
    heading of the game help."""
    headings = {line.strip() for line in GAME_HELP.read_text("utf-8").splitlines()}
    english = language.own("tutor_jumpdrive", "en")["topic"]
    assert topics.topic_names() == list(english)
    for name in topics.topic_names():
        text = topics.render_topic(name)
        assert text is not None
        refs = next(line for line in text.splitlines() if line.startswith("Regeln: "))
        cited = re.findall(r"„([^“]+)“", refs)
        assert cited and set(cited) <= headings, (name, cited)
        assert "Siehe auch: " in text
        body = str(language.own("tutor_jumpdrive", "de")["topic"][name]["text"])
        assert body.split()[0:3] != str(english[name]["text"]).split()[0:3]
        assert not ENGLISH_WORDS.search(body), (name, body)
    assert topics.listing().startswith("Regelthemen zu Jump Drive")


def test_english_topics_and_hints_are_unchanged():
    """English output as before: the section line, the listing, a breakdown."""
    text = topics.render_topic("conquest", "en")
    assert text is not None
    assert "Rules: Jump Drive game help (German), section \u201eErobern\u201c" in text
    assert topics.listing("en").startswith("Jump Drive rules topics (rftg rules --game "
                                          "jumpdrive TOPIC):")
    game = Game(JumpDriveSetup(players=2, seed=3))
    while (d := game.pending_for(0)) is None or d.rule != "jd.choose":
        for p in game.pending():
            game.choose(p.player, JdHeuristicPlayer(0).choose(jd_observation(game, p.player)))
    lines = [x for o in d.options for x in tutor.explain_option(jd_observation(game, 0), o)]
    assert any(x.startswith("Explore: draw ") for x in lines)
    assert any(x.startswith("Each round after this your empire scores ") for x in lines)


def test_an_unknown_computer_player_is_refused_in_german(german):
    """`rftg simulate --game jumpdrive --ai x` prints this message as it is."""
    from rftg.solver.jumpdrive.levels import make_jd_player

    with pytest.raises(ValueError, match="unbekannter Jump-Drive-Computerspieler 'x' "
                                         r"\(bekannt: random, "):
        make_jd_player("x", 0)
