"""The text catalogues (content/text/<lang>/<domain>.toml): every language has the same
domains, the same keys and, per key, the same {placeholders}; and the language changes no
behaviour: the same setup, seed and moves give the same game in English and German."""

from __future__ import annotations

import string
from typing import Any

import pytest

from rftg.core import lang as language
from rftg.core.race.setup import RaceSetup
from rftg.core.simulate import play_game
from rftg.core.text import option_label, render_event
from rftg.solver.players import make_player


def flatten(node: Any, prefix: str = "") -> dict[str, Any]:
    """Dotted key -> leaf value (list items are keys too: "topic.x.see.0")."""
    out: dict[str, Any] = {}
    items = node.items() if isinstance(node, dict) else enumerate(node)
    for key, value in items:
        path = f"{prefix}{key}"
        if isinstance(value, (dict, list)):
            out.update(flatten(value, path + "."))
        else:
            out[path] = value
    return out


FORMS = {"a_kind": "kind"}
"""Placeholders that give one value in another grammatical form (English "a Novelty good"
where German says "ein Gut Luxusartikel"): a text may take either."""


def placeholders(value: Any) -> set[str]:
    if not isinstance(value, str):
        return set()
    names = {field.split(".")[0].split("[")[0]
             for _, field, _, _ in string.Formatter().parse(value) if field}
    return {FORMS.get(name, name) for name in names}


def own_keys(domain: str, lang: str) -> dict[str, Any]:
    return flatten(language.own(domain, lang))


@pytest.mark.parametrize("lang", [lang for lang in language.LANGUAGES if lang != "en"])
def test_every_text_of_a_language_matches_english(lang: str) -> None:
    """No key English lacks (a typo would never be shown), and each text takes exactly the
    values its English text takes (a missing one would raise, an extra one stay empty)."""
    for domain in language.domains(lang):
        en = own_keys(domain, "en")
        other = own_keys(domain, lang)
        assert en, f"{lang}/{domain}.toml has no English counterpart"
        extra = sorted(set(other) - set(en))
        assert not extra, f"{lang}/{domain}.toml: keys English lacks: {extra[:10]}"
        wrong = [k for k in other if not isinstance(en[k], str) or
                 placeholders(other[k]) != placeholders(en[k])]
        assert not wrong, f"{lang}/{domain}.toml: placeholders differ: {wrong[:10]}"


@pytest.mark.parametrize("lang", language.LANGUAGES)
def test_every_language_has_every_text(lang: str) -> None:
    """Every domain, every key, in every language: nothing a German player reads falls back
    to English. The help pages too."""
    assert language.domains(lang) == language.domains("en")
    for domain in language.domains("en"):
        missing = sorted(set(own_keys(domain, "en")) - set(own_keys(domain, lang)))
        assert not missing, f"{lang}/{domain}.toml lacks {len(missing)} texts: {missing[:10]}"
    from importlib import resources

    folder = resources.files("rftg.content").joinpath("text")
    pages = {p.name for p in folder.joinpath("en").iterdir() if p.name.endswith(".md")}
    assert pages and pages == {p.name for p in folder.joinpath(lang).iterdir()
                               if p.name.endswith(".md")}


def test_the_language_comes_from_the_locale() -> None:
    env = language.from_environment
    assert env({"LANG": "de_DE.UTF-8"}) == "de"
    assert env({"LC_ALL": "de_AT", "LANG": "en_GB.UTF-8"}) == "de"
    assert env({"LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"}) == "de"
    assert env({"LANG": "fr_FR.UTF-8"}) == "en"
    assert env({"LC_ALL": "C"}) == "en"
    assert env({}) == "en"
    with pytest.raises(ValueError, match="known: en, de"):
        language.set_language("fr")


def _play(lang: str, seed: int) -> tuple[list[str], list[str]]:
    """A 3-player game of normal computer players with every text rendered in ``lang``:
    the moves it made (as saved) and the log lines a player read."""
    language.set_language(lang)
    try:
        players = [make_player("normal", seed=seed + i) for i in range(3)]

        class Reading:
            """A normal player that reads every option's label before it chooses."""

            def __init__(self, seat: int) -> None:
                self.seat = seat

            looks_ahead = False

            def choose(self, obs: Any, sampler: Any = None) -> Any:
                for option in obs.decision.options:
                    assert option_label(option)
                return players[self.seat].choose(obs)

        game, _ = play_game(RaceSetup(players=3, seed=seed), [Reading(i) for i in range(3)])
        moves = [repr(c) for c in game.choices]
        names = [p.name for p in game.state.players]
        lines = [line for e in game.state.events
                 if (line := render_event(e, names, game.state.cards))]
        return moves, lines
    finally:
        language.set_language("en")


def test_the_language_changes_no_behaviour() -> None:
    """Same setup, seed and players in English and German: the same moves, the same game;
    only the words differ."""
    en_moves, en_lines = _play("en", 7)
    de_moves, de_lines = _play("de", 7)
    assert en_moves == de_moves
    assert len(en_lines) == len(de_lines)
    assert en_lines != de_lines


def test_every_goal_has_its_condition_in_every_language() -> None:
    """The Gathering Storm's goals: one condition text per goal and language (the goals
    screen, the tutor and the hints all show this one)."""
    from rftg.core.cards import catalogue as cards
    from rftg.core.text import goal_text

    for goal in cards().goals:
        for lang in language.LANGUAGES:
            assert goal_text(goal.id, lang).endswith(".")
        assert goal_text(goal.id, "de") != goal_text(goal.id, "en")


def test_a_number_takes_the_word_for_it() -> None:
    """'{n:card|cards}' writes the number and its word, '{n:|card|cards}' the word alone
    (after a sum); no English text falls back on 'card(s)'."""
    assert language.fill("{n:card|cards}", {"n": 1}) == "1 card"
    assert language.fill("{n:card|cards}", {"n": 3}) == "3 cards"
    assert language.fill("{n:card|cards}", {"n": "2 to 4"}) == "2 to 4 cards"
    assert language.fill("{s} {t:|card|cards}", {"s": "2 - 1 = 1", "t": 1}) == "2 - 1 = 1 card"
    assert language.fill("{x:>3}|{{y}}", {"x": "a"}) == "  a|{y}"
    assert language.text("tutor", "explain.gain_cards", "en", n=1) == "1 card"
    texts = [v for domain in language.domains("en")
             for v in own_keys(domain, "en").values() if isinstance(v, str)]
    assert not [v for v in texts if "(s)" in v]
