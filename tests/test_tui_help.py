"""The ``?`` help of the game on screen (``TuiGame.help_page``): each game's own keys,
symbols and how-to-play, in English and German; the app's own page (Race for the
Galaxy's) on the new game screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Markdown
from tui_helpers import settled

from rftg.core import lang as language
from rftg.tui.app import RftgApp
from rftg.tui.games import TUIS
from rftg.tui.newfrontiers.words import NOTICE_SEEN
from rftg.tui.screens.dialogs import HelpScreen
from rftg.tui.screens.new_game import NewGameScreen
from rftg.tui.session import GameSession, NewGame, data_dir
from rftg.tui.texts import HELP, help_markdown

SIZE = (120, 40)
LANGS = ("en", "de")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RFTG_HOME", str(tmp_path))
    (tmp_path / NOTICE_SEEN).touch()
    try:
        yield tmp_path
    finally:
        language.set_language("en")


def keys_of(page: str) -> set[str]:
    """The keys in the first column of a page's table of keys."""
    return {m.group(1).strip() for m in re.finditer(r"^\| ([^|]+) \|", page, re.M)}


def letters(page: str) -> set[str]:
    """The keys of one character in a page's table of keys (the same in every language)."""
    return {k for keys in keys_of(page) for k in keys.split(" / ") if len(k) == 1}


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_has_its_own_page_in_both_languages(lang: str) -> None:
    """Race for the Galaxy keeps the app's page; every other game has one of its own, with
    the same keys in English and German (the letters of the table's first column)."""
    pages = {id: TUIS.get(id).help_page for id in TUIS.ids()}
    assert pages["rftg"] == HELP
    assert len(set(pages.values())) == len(pages)  # one page a game
    for page in pages.values():
        text = help_markdown(lang, page)
        assert text.startswith("# ") and "?" in keys_of(text)
        assert letters(text) == letters(help_markdown("en", page))
    heading = "So spielst du" if lang == "de" else "How to play"
    assert help_markdown(lang, pages["newfrontiers"]).startswith(f"# {heading} New Frontiers")
    assert help_markdown(lang, pages["jumpdrive"]).startswith(f"# {heading} Jump Drive")
    assert help_markdown(lang, pages["andromeda"]).startswith(f"# {heading} Andromeda")


def test_new_frontiers_page_explains_its_own_symbols() -> None:
    """The symbols of New Frontiers' table and legend, in the rulebook's words in German."""
    en, de = (help_markdown(lang, "help_newfrontiers") for lang in LANGS)
    for symbol in ("♟", "⌂", "⚔5", "3◇", "2$", "(◆)", "\u00d72", "?VP"):
        assert symbol in en, symbol
    assert "L a large development" in en and "G eine große Entwicklung" in de
    for words in ("Krediteinheiten", "Kolonisten", "Heimatkolonie", "Vorratstafel", "?SP"):
        assert words in de, words
    assert "tableau" not in en and "Auslage" not in de  # Race for the Galaxy's words


def test_every_key_of_a_game_screen_is_on_its_page() -> None:
    """Each key the shared game screen binds (c, h, u, r, d, v, l, s, ?, q, t) is in the
    table of every game's page."""
    from rftg.tui.screens.turns import TurnScreen

    for id in TUIS.ids():
        listed = letters(help_markdown("en", TUIS.get(id).help_page))
        for binding in TurnScreen.BINDINGS:
            key = binding.key_display or binding.key  # type: ignore[union-attr]
            assert key in listed, (id, key)


def nf_session() -> GameSession:
    options = NewGame(players=2, seed=5, game="newfrontiers", start="first")
    return GameSession.new(options, data_dir() / "autosave.json")


@pytest.mark.parametrize("lang", LANGS)
async def test_question_mark_shows_the_page_of_the_game_on_screen(lang: str) -> None:
    """On New Frontiers' game screen, ``?`` shows New Frontiers' page (not Race for the
    Galaxy's), in the language of the run."""
    app = RftgApp(session=nf_session(), lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        await pilot.press("question_mark")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        shown = str(app.screen.query_one(Markdown).source)
        assert shown == help_markdown(lang, "help_newfrontiers")


async def test_the_new_game_screen_shows_the_apps_page() -> None:
    app = RftgApp(seed=7)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("question_mark")
        await settled(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert str(app.screen.query_one(Markdown).source) == help_markdown("en", HELP)


# ------------------------------------------------------------------ the plain mode's ?

@pytest.mark.parametrize(("game", "words"), [
    ("newfrontiers", "c New Vinland"), ("jumpdrive", "c Contact Specialist"),
    ("andromeda", "c Alpha"), ("rftg", "c Alien Tech Institute")])
def test_the_plain_help_names_this_games_table_and_cards(home: Path, game: str,
                                                         words: str) -> None:
    """``?`` at a decision of the plain mode, then ``c`` alone: the lines about the table
    and a card by name are the game's own (a tile of New Frontiers, a planet of
    Andromeda), never Race for the Galaxy's example elsewhere."""
    from plain_helpers import QUESTION, first_answer, play

    typed = ["?", "c", "q"]  # at the first decision

    def answer(last: str) -> str | None:
        if last in QUESTION or len(typed) < 3:
            return typed.pop(0) if typed else None
        return first_answer(last)

    _, out, script = play(home, answer, game=game, seed=4)
    assert script.typed[-3:] == ["?", "c", "q"], script.typed
    help_at = out.index("h: ")
    assert out.count(words) == 2, out[help_at - 200:]  # in the help, and after c alone
    if game != "rftg":
        assert "Alien Tech Institute" not in out
