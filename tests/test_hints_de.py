"""Hints in German (issue 15): the hint is the same in every language -- the same choice,
the same cards, the same numbers -- and only its words change. The German words come from
content/text/de/hints.toml; no English sentence of en/hints.toml is left in a German hint.
Searches are bounded by samples (``SMALL``), never by time."""

from __future__ import annotations

import re
import string
from collections import Counter

import pytest
from solitaire_helpers import solo_setup

from rftg.core import lang as language
from rftg.core.cards import catalogue
from rftg.core.decisions import Choice, check_choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind, Method, PlaceCard, Placement
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.text import card_name
from rftg.solver.hints import Hint, hint, hint_at
from rftg.solver.players.hard import Budget
from rftg.solver.players.random import RandomPlayer

SMALL = Budget(samples=2, rounds=1)
MINUS = "\u2212"
"""German breakdowns subtract with the minus sign, which a screen reader reads "minus" (a
hyphen between spaces is read as a pause)."""
CARDS = catalogue().cards()
# every card name in either language, longest first (so 'Rebel Base' is not also 'Base')
NAMES = sorted({n for c in CARDS for n in (c.name, card_name(c, "de"))}, key=len, reverse=True)
ENGLISH_OF = {**{c.name: c.name for c in CARDS}, **{card_name(c, "de"): c.name for c in CARDS}}


def _in(lang: str, game: Game, seat: int) -> tuple[Observation, Hint]:
    """The observation and the hint of ``seat`` in a run of ``lang``."""
    language.set_language(lang)
    try:
        obs = observation(game, seat)
        return obs, hint(obs, SMALL, sampler=game.sampler(seat))
    finally:
        language.set_language("en")


def _choose(lang: str, game: Game, seat: int, choice: Choice) -> None:
    """``choice`` in a run of ``lang`` (the engine writes the next prompts in it)."""
    language.set_language(lang)
    try:
        game.choose(seat, choice)
    finally:
        language.set_language("en")


def _text(h: Hint) -> str:
    return " | ".join((h.reason, *h.details))


def _cards(text: str) -> tuple[Counter[str], str]:
    """The cards named in ``text`` (by their English names) and the text without them."""
    found: Counter[str] = Counter()
    for name in NAMES:
        n = text.count(name)
        if n:
            found[ENGLISH_OF[name]] += n
            text = text.replace(name, " ")
    return found, text


def _numbers(text: str) -> Counter[str]:
    """The numbers in ``text`` (card names taken out), decimal commas read as points."""
    _, rest = _cards(text)
    return Counter(m.replace(",", ".") for m in re.findall(r"\d+(?:[.,]\d+)?", rest))


def _english_sentences() -> list[str]:
    """The literal pieces of every English hints text with at least two words (what a
    German hint must not contain)."""
    en = language.own("hints", "en")
    out: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, str):
            for literal, *_ in string.Formatter().parse(node):
                for piece in re.split(r"[()\[\]:;,.]", literal):
                    words = re.findall(r"[A-Za-z]+", piece)
                    if len(words) >= 2:
                        out.add(piece.strip())

    walk({k: v for k, v in en.items() if k not in ("analyze_place", "analyze_consume")})
    return sorted(out, key=len, reverse=True)


ENGLISH = _english_sentences()
ENGLISH_WORDS = re.compile(r"\b(the|you|your|with|VP|cards?|place|nothing|worth|instead)\b")


def _no_english(text: str) -> None:
    _, rest = _cards(text)
    left = [s for s in ENGLISH if s in rest]
    assert not left, f"English left in a German hint: {left[:3]}: {text}"
    word = ENGLISH_WORDS.search(rest)
    assert word is None, f"English word {word.group(0)!r} in a German hint: {text}"


def _same(obs: Observation, en: Hint, de: Hint) -> None:
    """The same choice, cards and numbers; no English and no internal id in the German
    hint."""
    from test_no_internal_ids import INTERNAL

    assert de.choice == en.choice  # the language changes no choice
    assert len(de.details) == len(en.details)
    e, g = _text(en), _text(de)
    assert not INTERNAL.search(g), g
    assert _cards(g)[0] == _cards(e)[0], (e, g)
    assert _numbers(g) == _numbers(e), (e, g)
    _no_english(g)


def _check_de(obs: Observation, h: Hint) -> None:
    """The German half of tests/test_hints_truth.py: the move is legal and the figures the
    hint quotes are the move's own, in German words."""
    d = obs.decision
    assert d is not None
    check_choice(d, h.choice)
    m = h.choice.move
    if isinstance(m, Placement):
        if m.method is Method.CONQUER and m.military is not None:
            assert (f"militärische Stärke {m.military.total} gegen Verteidigung {m.defence}"
                    in h.reason)
        elif m.cost is not None:
            assert f"für {m.cost.total} Karte" in h.reason
    if isinstance(m, PlaceCard):
        card = obs.card(m.card)
        if not card.bonuses:
            unit = "Siegpunkt" if card.vp == 1 else "Siegpunkte"
            assert f"{card_name(card, 'de')} ({card.vp} {unit}" in h.reason


MODES = {
    "2p-experienced": lambda seed: RaceSetup(seed=seed, players=2, start="experienced"),
    "advanced-2p": lambda seed: RaceSetup(seed=seed, players=2, advanced=True),
    "2p-gs-goals": lambda seed: RaceSetup(seed=seed, players=2, edition="gs", goals=True),
    "solitaire": lambda seed: solo_setup(seed, "medium"),
}


EVERY = {"action", "consume", "develop", "explore_keep", "initial_discard", "payment", "settle"}
REQUIRED = {"2p-experienced": EVERY | {"discard", "produce", "sale", "start_world"},
            "advanced-2p": EVERY | {"produce"}, "2p-gs-goals": EVERY,
            "solitaire": EVERY | {"discard", "produce", "sale"}}
"""The decisions each seeded game hints at (so every kind of hint is read in German)."""


@pytest.mark.parametrize("mode", list(MODES))
def test_german_hints_say_what_the_english_ones_say(mode: str) -> None:
    """Over seeded games, at every decision of the hinted player: the same choice in
    both languages, the same cards (German names where a seed prints them) and the same
    numbers, and no English sentence in the German hint. Seeds 3, 4, ... until every kind
    of hint of the mode was read (the hard player's choices decide which decisions come;
    at most four games)."""
    kinds: set[str] = set()
    for seed in range(3, 7):
        games = {lang: Game(MODES[mode](seed)) for lang in ("en", "de")}
        game = games["en"]
        others = RandomPlayer(seed)
        while not game.over:
            for d in game.pending():
                if d.player != 0:
                    choice = others.choose(observation(game, d.player))
                else:
                    obs, en = _in("en", game, 0)
                    _, de = _in("de", games["de"], 0)
                    _same(obs, en, de)
                    _check_de(obs, de)
                    kinds.add(d.kind.value)
                    choice = en.choice
                for lang, g in games.items():
                    _choose(lang, g, d.player, choice)
        if REQUIRED[mode] <= kinds:
            break
    assert REQUIRED[mode] <= kinds


def test_the_robot_is_named_in_german() -> None:
    """Against the solitaire robot the margin is the robot's ("vor dem Roboter")."""
    game = Game(solo_setup(5, "easy"))
    while game.state.round < 2 or game.pending()[0].kind is not DecisionKind.ACTION:
        for d in game.pending():
            game.choose(d.player, hint_at(game, d.player, SMALL).choice)
    de = hint_at(game, 0, SMALL, lang="de").reason
    assert "dem Roboter" in de and "besten Gegner" not in de


def test_decimals_and_lists_are_written_the_german_way() -> None:
    from rftg.solver.texts import joined, num, percent, say

    assert (num(1.5, 1, "de"), num(1.5, 1, "en"), num(0.25, 2, "de", sign=True)) == \
        ("1,5", "1.5", "+0,25")
    assert (percent(0.4, "de"), percent(0.4, "en")) == ("40 %", "40%")
    assert joined(["A", "B", "C"], "de") == "A, B und C"
    assert say("value.cost_short_many", cost=4, short=2).text("de") == \
        "Kosten 4, es fehlen 2 Karten"


SETTLE = {"tableau": ["Old Earth", "Contact Specialist", "Colony Ship"],
          "hand": ["Rebel Base", "Gem World", "Spice World", "New Vinland", "Artist Colony",
                   "Comet Zone"],
          "phase": "settle", "bonus": True}


def test_analyze_place_reads_in_german_with_the_same_plan() -> None:
    """`rftg analyze place --text` in German: the same plan and numbers as in English,
    German words and card names (Gem World is Kristallwelt), nothing English left; the
    JSON's card names and codes stay English."""
    from rftg.race.analyze_place import parse_position, plan_json, plan_text
    from rftg.solver.payment import plan_placement

    pos, echo = parse_position(SETTLE, catalogue())
    plan = plan_placement(pos)
    en = plan_text(echo, pos, plan, plan_json(pos, plan, "en"), "en")
    out = plan_json(pos, plan, "de")
    de = plan_text(echo, pos, plan, out, "de")
    assert en.startswith("Settle, with the Settle bonus; military -1.")
    assert de.startswith("Siedeln, mit dem Bonus Siedeln; militärische Stärke -1.")
    assert "\nEmpfohlen: Spiele Rebel Base aus (6 Siegpunkte; Wert 6,00): bezahle 0 mit " \
        "Kontaktspezialist" in de
    assert f"(statt 5: 6 {MINUS} 1 Kontaktspezialist)" in de  # no nested brackets
    assert [c["card"] for c in out["cards"]][:2] == ["Rebel Base", "Gem World"]
    assert _numbers(de) == _numbers(en)
    _no_english(de)


def test_consume_plan_reads_in_german() -> None:
    """A consume plan's lines in German, the card names the seeds print in German."""
    from rftg.solver.consume import ConsumePosition, plan_consume

    position = ConsumePosition.from_dict(
        {"tableau": ["Pirate World", "Pre-Sentient Race", "Public Works"],
         "goods": ["Pirate World", "Pre-Sentient Race"], "hand": 1,
         "bonus": ["trade", "double"]}, catalogue())
    plan = plan_consume(position)
    lines = plan.text("de", position.tableau).splitlines()
    assert lines[0].startswith("2 Siegpunkte und 5 Karten, gelöst in ")
    assert lines[1:] == ["  1. Handeln: Verkaufe das Gut auf Pirate World für 5 Karten",
                         "  2. Bauarbeiten: verbrauche Pre-Sentient Race, das bringt 2 Siegpunkte"]
    assert plan.text("en").splitlines()[1:] == [
        "  1. Trade: sell the good on Pirate World for 5 cards",
        "  2. Public Works: consume Pre-Sentient Race -> 2 VP"]


def test_bad_input_is_refused_in_the_run_language(german: None) -> None:
    """`rftg analyze` errors come from the catalogue: German in a German run, with the
    card's German name (English as before)."""
    from rftg.solver.consume import ConsumePosition, PositionError

    bad = {"tableau": ["Gem World", "Gem World"], "goods": [], "hand": 0}
    with pytest.raises(PositionError, match=r"^'Kristallwelt' liegt 2-mal in der Auslage"):
        ConsumePosition.from_dict(bad, catalogue())
    with pytest.raises(PositionError, match=r"^das Feld 'hand' muss eine ganze Zahl"):
        ConsumePosition.from_dict({**bad, "tableau": ["Gem World"], "hand": -1}, catalogue())


# ------------------------------------------------- tests/test_hints.py's numbers, in German


def _at_actions(tableau: list[str], hand: list[str]) -> Game:
    from rftg.core.scenario import position

    g = position([{"tableau": tableau, "hand": hand},
                  {"tableau": ["Alpha Centauri"], "hand": 4}], "round_end")
    obs = observation(g, 0)
    assert obs.decision is not None and obs.decision.kind is DecisionKind.ACTION
    return g


def _notes_de(game: Game) -> str:
    return _text(hint_at(game, 0, SMALL, lang="de"))


def test_german_develop_note_costs_what_the_rule_says() -> None:
    """The rule's breakdown in German words: 2 minus 1 Investitionskredite minus 1 Bonus
    Entwickeln = 0, written with the minus sign (``MINUS``)."""
    game = _at_actions(["Old Earth", "Investment Credits"],
                      ["Mining Robots", "Rebel Homeworld", "Galactic Survey: SETI"])
    assert ("Entwickeln: Bergbauroboter (1 Siegpunkt, Welten für Seltene Elemente kosten 1 "
            "weniger, produziert auf Windfall-Welten) für 0 Karten (2 "
            f"{MINUS} 1 Investitionskredite {MINUS} 1 Bonus Entwickeln) ausspielen"
            ) in _notes_de(game)


def test_german_explore_and_consume_notes_count_as_the_rules() -> None:
    game = _at_actions(["Old Earth", "Galactic Survey: SETI"], ["Space Marines"])
    obs = observation(game, 0)
    from rftg.core.cards import Phase
    from rftg.core.rules.explore import explore_counts
    from rftg.core.scenario import position
    from rftg.core.state import Action

    text = _notes_de(game)
    for action, label in ((Action.EXPLORE_1_1, "Erkunden: +1, +1"),
                          (Action.EXPLORE_5, "Erkunden: +5")):
        draw, keep = explore_counts({action}, obs.powers(Phase.EXPLORE))
        assert f"{label}: {draw.total} Karten ansehen, {keep.total} behalten" in text

    g = position([{"tableau": ["Old Earth", "Gem World", "Comet Zone"],
                   "goods": ["Gem World", "Comet Zone"], "hand": 3},
                  {"tableau": ["Alpha Centauri"]}], "round_end")
    assert "Verbrauchen: 2x Siegpunkte: 4 Siegpunkte" in _notes_de(g)


def test_german_settle_note_names_only_a_world_that_can_be_placed() -> None:
    game = _at_actions(["Old Earth"], ["Rebel Homeworld", "Artist Colony", "Space Marines"])
    text = _notes_de(game)
    assert "Siedeln: Künstlerkolonie (1 Siegpunkt," in text and "Rebel Homeworld" not in text
    game = _at_actions(["Old Earth"], ["Rebel Homeworld", "Space Marines"])
    assert "Siedeln: noch keine Welt, die du ausspielen kannst" in _notes_de(game)


def test_a_hint_shown_is_said_again_in_the_new_language_without_a_search() -> None:
    """After a switch of language the hint shown is put into the new words from what it
    was made of: the same as asking for it in that language."""
    game = _at_actions(["Old Earth", "Investment Credits"],
                      ["Mining Robots", "Rebel Homeworld", "Galactic Survey: SETI"])
    obs = observation(game, 0)
    en = hint(obs, SMALL, lang="en", sampler=game.sampler(0))
    de = en.in_language("de")
    assert de == hint(obs, SMALL, lang="de", sampler=game.sampler(0)) and de.choice == en.choice
    assert de.in_language("en") == en


def test_switching_the_language_mid_game_changes_no_number(german: None) -> None:
    """A game whose decisions were asked in an English run, hinted after a switch to
    German: the same search, the same numbers (the engine's decisions do not depend on the
    run's language, so the hard player's samples are the same)."""
    language.set_language("en")
    game = Game(MODES["2p-experienced"](3))
    others = RandomPlayer(3)
    while game.pending()[0].kind is not DecisionKind.ACTION or game.state.round < 2:
        for d in game.pending():
            game.choose(d.player, others.choose(observation(game, d.player)))
    en = hint_at(game, 0, SMALL)
    language.set_language("de")
    de = hint_at(game, 0, SMALL)
    assert de == en.in_language("de")
    assert _numbers(_text(de)) == _numbers(_text(en))
