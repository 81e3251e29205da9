"""Issue 11, "Numbers and words on screen": no internal ids in any text a player reads
("Gem World (zero:15)", "use:12:0"), and the tutor and `rftg rules` explain the symbols
the screen draws and the start worlds' numbers."""

from __future__ import annotations

import random
import re

import pytest

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.text import option_label, render_event
from rftg.tui.race.log import GameLog
from rftg.tutor.race.explain import Tutor
from rftg.tutor.race.topics import render, topics

# a move's text form ("zero:15", "use:12:0", "card:7"), an action pair's ("explore5+develop2"),
# a key with a number ("cost:12"), a catalogue key ("consume.trade_bonus"), a Python repr
INTERNAL = re.compile(
    r"\b[a-z_]+(?::-?\d+)+\b"
    r"|\b(?:explore5|explore11|develop2?|settle2?|trade|double|produce)\+[a-z0-9]+\b"
    r"|\b[a-z]+_[a-z_]+\.[a-z_]+\b|\b[a-z]+\.[a-z]+_[a-z_]+\b"
    r"|<[A-Z]\w+[.:]|\bNone\b|\{[a-z_]+\}")


def test_the_pattern_finds_the_ids_it_is_for():
    for text in ("Gem World (zero:15)", "use:12:0", "card:7", "explore5+develop2",
                 "why.not_offered", "{card} develops", "<Action.DEVELOP: 'develop'>"):
        assert INTERNAL.search(text), text
    for text in ("You win!", "Consume: 2x VP", "Explore +1/+1", "3◇ a development, ⚔5",
                 "Round 3.", "rftg rules six-cost", "12:00"):
        assert not INTERNAL.search(text), text


SETUPS = [dict(players=2, start="first"), dict(players=2, advanced=True),
          dict(players=3, edition="gs", goals=True), dict(players=2, edition="gs", draft=True),
          dict(players=4, start="experienced"), dict(players=5, edition="gs", goals=True)]


def _texts_of_a_game(seed: int, setup: dict) -> list[tuple[str, str]]:
    """Every text the game screen can show to seat 0 in a random game: the option labels,
    the tutor (title, lines, options, cards not offered, rulebook passages, "New:"
    lessons), the log and the "Last round" summary."""
    rng = random.Random(seed)
    game = Game(RaceSetup(seed=seed, names=("You", "Computer 1", "Computer 2",
                                            "Computer 3", "Computer 4")[:setup["players"]],
                          **setup))
    tutor = Tutor()
    log = GameLog([p.name for p in game.state.players], game.state.cards, 0)
    out: list[tuple[str, str]] = []
    while not game.over:
        for d in game.pending():
            if d.player == 0:
                out += [("option", option_label(o)) for o in d.options]
                ex = tutor.explain(observation(game, 0))
                out.append(("tutor", ex.text()))
                out += [("lesson", i.text()) for i in ex.introduced]
                if d.kind is DecisionKind.ACTION:
                    log.update(game.state.events)
                    out += [("summary", x) for x in log.summary_lines()]
            o = rng.choice(d.options)
            k = rng.randint(o.min_cards, o.max_cards)
            game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from, k))))
    log.update(game.state.events)
    out += [("log", x) for x in log.lines]
    names = [p.name for p in game.state.players]
    out += [("log, third person", x) for e in game.state.events
            if (x := render_event(e, names, game.state.cards))]
    return out


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: "-".join(map(str, s.values())))
def test_no_internal_ids_in_labels_log_and_tutor(setup):
    for seed in (1, 2):
        texts = _texts_of_a_game(seed, setup)
        assert len(texts) > 100
        for where, text in texts:
            found = INTERNAL.search(text)
            assert found is None, f"{where}: {found.group(0)!r} in {text!r}"


def test_no_internal_ids_in_hints():
    """The hint of each of seat 0's decisions in a short game (small search budget)."""
    from rftg.solver.hints import hint_at
    from rftg.solver.players.hard import Budget

    rng = random.Random(3)
    game = Game(RaceSetup(players=2, seed=3, advanced=True))
    seen = set()
    while not game.over and game.state.round <= 3:
        for d in game.pending():
            if d.player == 0 and d.kind not in seen:
                h = hint_at(game, 0, Budget(samples=1, rounds=1, candidates=2))
                for text in (h.reason, *h.details):
                    assert INTERNAL.search(text) is None, text
                seen.add(d.kind)
            o = rng.choice(d.options)
            k = rng.randint(o.min_cards, o.max_cards)
            game.choose(d.player, Choice(o.move, tuple(rng.sample(o.cards_from, k))))
    assert DecisionKind.ACTION in seen and len(seen) >= 4


def test_no_internal_ids_in_the_rules_topics():
    for name, topic in topics().items():
        found = INTERNAL.search(render(topic))
        assert found is None, f"{name}: {found.group(0)!r}"


def _plain(markup: str) -> str:
    return re.sub(r"\[/?[^\]]*\]", "", markup)


def test_the_tutor_and_rules_name_every_symbol_the_screen_draws():
    """ "the tutor and rules describe the symbols on screen (◆, (◆), ⚔, ○), not the printed
    card's circles": every mark tui.render puts on a card line is in `rftg rules screen`
    and in the tutor's lesson on the symbols."""
    from rftg.core.cards import GoodsKind, catalogue
    from rftg.tui.render import GOOD, card_line, kind_mark
    from rftg.tutor.race.concepts import concepts

    cat = catalogue()
    marks = {_plain(kind_mark(k)) for k in GoodsKind} | {_plain(kind_mark(GoodsKind.RARE,
                                                                         True)), GOOD}
    for card in cat.cards():
        line = _plain(card_line(card, has_good=True))
        marks |= set(re.findall(r"[◇○⚔⬤◆■▲★]|\?VP", line))
    assert {"◇", "○", "⚔", "⬤", "◆", "(■)", "?VP"} <= marks
    screen = topics()["screen"].text
    lesson = concepts()["screen-symbols"].text
    for mark in marks:
        shape = mark.strip("()")
        assert shape in screen, mark
        if mark.startswith("("):
            assert "(◆)" in screen and "(◆)" in lesson and "brackets" in screen
        else:
            assert shape in lesson or shape in "■▲★", mark  # the lesson names one shape
    for words in ("solid coloured circle", "coloured ring"):
        assert words not in render(topics()["goods"])


@pytest.mark.parametrize("start", ["first", "random", "experienced"])
def test_the_symbols_are_taught_at_the_first_decision(start):
    """Whatever the first decision is (the action in a first game), its "New:" lessons
    include the symbols on the screen."""
    game = Game(RaceSetup(players=2, start=start, seed=5))
    ex = Tutor().explain(observation(game, 0))
    assert "The symbols on the screen" in [i.concept.name for i in ex.introduced]


def test_the_start_world_numbers_are_explained():
    """Every start world number there is (-6 ... 8) is within the range `rftg rules setup`
    states, and the tutor says what the number does at the start world choice."""
    from rftg.core.cards import Edition, catalogue

    numbers = [c.start for c in catalogue().start_worlds(Edition.GS)]
    setup = " ".join(topics()["setup"].text.split())
    low, high = min(numbers), max(numbers)
    assert f"from {low} to 4 in the base game" in setup and f"5 to {high}" in setup
    assert "odd on the red worlds and even on the blue ones" in setup
    assert "lowest number goes first" in setup
    game = Game(RaceSetup(players=2, start="experienced", seed=4))
    ex = Tutor().explain(observation(game, 0))
    text = ex.text()
    assert "red (odd)" in text and "lowest number goes first" in text
    assert re.search(r"start world -?\d+, (red|blue)", text)
