"""The game screens in German: every text of the table, the decision panel, the goals
dialog and the draft comes from the ``tui_game`` catalogue; the same keys play the same
game in German as in English; and a screen shows itself again in the new language when the
language of the run changes (``refresh_language``). Each test sets the language back."""

from __future__ import annotations

import random
import re

import pytest
from rich.text import Text
from textual.widgets import Button, Footer, OptionList, RichLog, SelectionList, Static
from tui_helpers import settled

from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.text import goal_text
from rftg.tui.app import RftgApp
from rftg.tui.race.goals import GoalsScreen, goal_score_label, holder_text, progress_text
from rftg.tui.race.log import GameLog
from rftg.tui.render import joined, legend, ordinal, player_name, tr
from rftg.tui.screens.game import GameScreen, kind_title
from rftg.tui.session import GameSession, NewGame

WORDS_THE_SAME = {"Tutor", "Log"}  # words German may share with English


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    return tmp_path


def english_only_texts() -> list[str]:
    """The English texts of the game screens that German words differently, without
    their placeholders and markup: none of them may show on a German screen."""
    from test_catalogues import own_keys

    en, de = own_keys("tui_game", "en"), own_keys("tui_game", "de")
    out = []
    for key, value in en.items():
        if "{" in value or value == de[key] or key.startswith(("goal_text.", "bonus.")):
            continue
        plain = value.replace("[b]", "").replace("[/b]", "").strip()
        if len(plain) > 3 and plain not in WORDS_THE_SAME:
            out.append(plain)
    return out


OWN = "#status, #stake, #phases, #hand-title, #drawn-title, #tableau-title, .zone, #legend"


def screen_text(screen) -> str:
    """The texts of the game screen that are its own (not the tutor's, the log's or the
    options', which other catalogues word): its lines, zone titles, the decision's title,
    buttons, box titles and key bar."""
    parts = [str(s.render()) for s in screen.query(OWN)]
    parts.append(str(screen.query_one("#prompt", Static).render()).split("\n")[0])
    parts += [str(b.label) for b in screen.query(Button)]
    parts += [str(w.border_title or "") for w in screen.query("#board, #tutor-box, #log, #cards")]
    parts += own_keys(screen)
    return "\n".join(parts)


def own_keys(screen) -> list[str]:
    """The words of the screen's own keys in the key bar (not the app's)."""
    return [b.description for bindings in screen._bindings.key_to_bindings.values()
            for b in bindings]


def base_game(seed: int = 3) -> GameSession:
    return GameSession(Game(RaceSetup(players=2, start="first", seed=seed,
                                      names=("You", "Computer 1"))))


def gs_game(players: int, seed: int, goals: bool = False, draft: bool = False) -> GameSession:
    """The Gathering Storm with random computer players."""
    return GameSession.new(NewGame(players=players, seed=seed, expansion="gs", goals=goals,
                                   draft=draft, start="random", difficulty="random"))


# --------------------------------------------------------------------------- words


def test_german_words_of_the_helpers(german) -> None:
    assert joined(["Du", "Computer 1", "Computer 2"]) == "Du, Computer 1 und Computer 2"
    assert ordinal(12) == "12."
    assert ordinal(12, "en") == "12th" and ordinal(21, "en") == "21st"
    assert player_name("You") == "Du" and player_name("You", "en") == "You"
    assert player_name("Du", "en") == "You" and player_name("Anna") == "Anna"
    assert kind_title(DecisionKind.ACTION) == "Wähle deine Aktion"
    assert "Windfall-Welt" in legend() and "Verteidigung" in legend()
    assert "windfall world" in legend("en")


@pytest.mark.parametrize("width", [30, 44, 56, 66])
def test_the_legend_breaks_only_between_a_symbol_and_the_next(german, width: int) -> None:
    """A line of the legend never ends with a symbol whose word is on the next line
    ("○" / "Kosten einer Welt"): every item is whole on one line."""
    from rich.console import Console

    from rftg.tui.render import Flow, legend_items

    console = Console(width=width, no_color=True)
    with console.capture() as out:
        console.print(Flow(legend_items(), "dim"))
    lines = out.get().splitlines()
    assert len(lines) > 1
    items = [Text.from_markup(item).plain for _, item in legend_items()]
    assert sum(line.count(item) for line in lines for item in items) == len(items)
    assert all(len(line) <= width for line in lines)


def test_the_last_round_summary_in_german(german) -> None:
    """The summary at the top of the tutor pane: title and words from the catalogue."""
    game = Game(RaceSetup(players=2, start="first", seed=21, names=("You", "Computer 1")))
    from rftg.core.decisions import Choice

    while game.state.round < 2:
        for d in game.pending():
            o = d.options[0]
            game.choose(d.player, Choice(o.move, o.cards_from[:o.min_cards]))
    log = GameLog([p.name for p in game.state.players], game.state.cards, 0)
    log.update(game.state.events)
    lines = log.summary_lines()
    assert lines[0] == "Letzte Runde (1)"
    assert lines[1].startswith("Du: ")
    english = GameLog(log.names, log.cards, 0, "en")
    english.update(game.state.events)
    assert english.summary_lines()[0] == "Last round (1)"
    assert english.summary_lines()[1].startswith("You: ")


def test_goal_words_in_german(german) -> None:
    session = gs_game(3, seed=12, goals=True)
    game = session.game
    for _ in range(3000):
        if game.over or any(t.holder is not None for t in game.state.goals):
            break
        for d in game.pending():
            game.choose(d.player, session.ai_choice(d))
    obs = observation(game, 0)
    held = next(t for t in obs.goals if t.holder is not None)
    free = [t for t in obs.goals if t.holder is None]
    if free:
        assert holder_text(obs, free[0]).startswith("Mitte")
    holder = obs.players[held.holder].name
    assert holder_text(obs, held).startswith(player_name(holder))
    p = next(x for x in obs.goal_progress(held.holder) if x.goal == held.goal)
    assert progress_text(p).endswith("(Plättchen)")
    from rftg.core.scoring import GoalScore

    label = goal_score_label(obs.goals, GoalScore(goal=held.goal.id, how="tile", vp=3))
    assert label == f"Ziel: {held.goal.de} (Plättchen)"


# --------------------------------------------------------------------------- screens


async def test_a_german_game_screen_shows_no_english_text_of_its_own(german) -> None:
    """The base game, round 1: status, VP line, phases, zones, legend, decision title,
    buttons, box titles and key bar are German; no English text of the catalogue shows."""
    app = RftgApp(session=base_game())
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        text = screen_text(screen)
        for english in english_only_texts():
            assert not re.search(rf"(?<![\w-]){re.escape(english)}(?![\w-])", text), \
                f"English on the German screen: {english!r}"
        status = str(screen.query_one("#status", Static).render())
        assert status.startswith("Runde 1 · SP-Vorrat")
        assert str(screen.query_one("#stake", Static).render()).startswith("SP jetzt — Du: ")
        assert "I Erkunden" in str(screen.query_one("#phases", Static).render())
        assert str(screen.query_one("#hand-title", Static).render()).startswith("Deine Hand")
        assert str(screen.query_one("#prompt", Static).render()).startswith("Wähle deine Aktion")
        assert screen.query_one("#board").border_title == "Tisch"
        footer = own_keys(screen)
        assert "Tipp" in footer and "Rückgängig" in footer and "Beenden" in footer
        assert screen.query(Footer)


async def test_the_phases_fit_one_line_of_a_low_terminal(german) -> None:
    """80x24 (one line for the phases): with the choices named, the longer German words
    still fit; the numerals give way ("Erkunden (Du +5)  ...  Produzieren")."""
    app = RftgApp(session=base_game())
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(pilot)
        phases = app.screen.query_one("#phases", Static)
        assert str(phases.render()).startswith("I Erkunden")  # nobody has chosen yet
        await pilot.press("enter")  # Erkunden: +5
        await settled(pilot)
        line = str(phases.render())
        assert "Erkunden (Du +5)" in line and line.rstrip().endswith("Produzieren")
        assert len(line) <= 78


async def test_the_goals_dialog_in_german(german) -> None:
    session = gs_game(2, seed=5, goals=True)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        assert "[b]g[/b] Ziele" in tr("status.goals") and \
            " g Ziele" in str(app.screen.query_one("#status", Static).render())
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GoalsScreen)
        text = "\n".join(str(s.render()) for s in app.screen.query(Static))
        assert text.startswith("Ziele (Aufziehender Sturm)")
        obs = observation(session.game, 0)
        for tile in obs.goals:
            assert tile.goal.de in text
            assert goal_text(tile.goal.id, "en") not in text  # the condition is German too
        assert "Besitzer: Mitte" in text and "Geprüft wird am Ende" in text
        assert str(app.screen.query_one(Button).label) == "Schließen (Esc)"


async def test_the_draft_in_german(german) -> None:
    session = gs_game(3, seed=8, draft=True)
    app = RftgApp(session=session)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot)
        await pilot.press("space", "c")
        await settled(pilot)
        screen = app.screen
        assert str(screen.query_one("#drawn-title", Static).render()).startswith(
            "Deine Startwelten")
        assert str(screen.query_one("#hand-title", Static).render()).startswith(
            "Bisher gewählt (1 Karte")
        assert screen.query_one("#cards", SelectionList).border_title.startswith("Wähle 1")


async def test_the_screen_follows_a_change_of_language() -> None:
    """English first; after set_language("de") and refresh_language everything is
    German (the log from its first line, the key bar, the highlighted option kept), and
    back to English again."""
    app = RftgApp(session=base_game(seed=21))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settled(pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            await pilot.press("down", "down")
            english_log = list(screen.game_log.lines)
            assert str(screen.query_one("#status", Static).render()).startswith("Round 1")

            language.set_language("de")
            screen.refresh_language()
            await settled(pilot)
            assert str(screen.query_one("#status", Static).render()).startswith("Runde 1")
            assert screen.query_one("#options", OptionList).highlighted == 2
            assert len(screen.game_log.lines) == len(english_log)
            shown = screen.query_one("#log", RichLog).lines
            assert len(shown) >= len(english_log)
            footer = own_keys(screen)
            assert "Rückgängig" in footer
            assert str(screen.query_one("#confirm", Button).label) == "Bestätigen (c)"
            text = screen_text(screen)
            for english in english_only_texts():
                assert not re.search(rf"(?<![\w-]){re.escape(english)}(?![\w-])", text), english

            language.set_language("en")
            screen.refresh_language()
            await settled(pilot)
            assert str(screen.query_one("#status", Static).render()).startswith("Round 1")
            assert screen.game_log.lines == english_log
            footer = own_keys(screen)
            assert "Undo" in footer
    finally:
        language.set_language("en")


# --------------------------------------------------------------------------- same game


async def _play_keys(lang: str, seed: int, decisions: int) -> list[str]:
    """The human's first ``decisions`` decisions played by the same keys (a seeded random
    option, random cards) in ``lang``: the game's moves as saved."""
    language.set_language(lang)
    try:
        rng = random.Random(seed)
        app = RftgApp(session=GameSession(Game(RaceSetup(players=2, start="random",
                                                          seed=seed,
                                                          names=("You", "Computer 1"))),
                                          0, "easy"))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen
            assert isinstance(screen, GameScreen)
            for _ in range(decisions):
                await settled(pilot)
                d = screen.decision
                if d is None:
                    break
                options = screen.query_one("#options", OptionList)
                cards = screen.query_one("#cards", SelectionList)
                idx = 0
                if app.focused is options:
                    idx = rng.randrange(len(d.options))
                    await pilot.press(*["down"] * idx, "enter")
                option = d.options[idx]
                if app.focused is cards and screen.decision is d:
                    k = rng.randint(option.min_cards, option.max_cards)
                    for i in range(k):
                        await pilot.press("space", *(["down"] if i < k - 1 else []))
                    await pilot.press("c")
            await settled(pilot)
            return [repr(c) for c in screen.session.game.choices]
    finally:
        language.set_language("en")


async def test_the_same_keys_play_the_same_game_in_german_and_english() -> None:
    """Changing the language changes no behaviour: twelve decisions by the same keys give
    the same moves (the computer's too) in German as in English."""
    english = await _play_keys("en", 4, 12)
    german = await _play_keys("de", 4, 12)
    assert len(english) > 12
    assert german == english
