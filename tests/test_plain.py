"""``rftg --plain``: whole games driven through standard input in English and German, every
command, bad input, the end of input, Ctrl+C, quit and resume; and no line a screen
reader cannot say (no escape sequence, no box drawing, no symbol without words)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from plain_helpers import (
    EXAMPLE,
    ONE_CARD,
    QUESTION,
    SMALL_HINT,
    RandomAnswers,
    Script,
    final_scores,
    first_answer,
    play,
    saved_scores,
    unreadable,
)
from test_tui_own_cards import CARDS  # two own cards, 3 copies with The Gathering Storm

from rftg.core import lang as language
from rftg.core.custom import CUSTOM_MARK
from rftg.core.save import load_with_meta
from rftg.tui.plain import main
from rftg.tui.plain.console import Console, spoken
from rftg.tui.plain.run import Plain, saved_on
from rftg.tutor.race.robot import notice_title

SETUP_RFTG = 7  # questions before the first decision of a default game: game, players,
# computer players, The Gathering Storm, start worlds, advanced, seed


def hinted(last: str) -> str | None:
    """A script that asks for the hint at every decision and takes it."""
    if last in ("Type y to take it.", "Gib y ein, um ihn anzunehmen."):
        return "y"
    if last in QUESTION or last in ONE_CARD or EXAMPLE.search(last):
        return "h"
    return first_answer(last)


def scores_told(output: str, names: list[str], unit: str) -> list[int]:
    """The totals the final scores tell, in seat order."""
    lines = final_scores(output)
    out = []
    for name in names:
        pattern = re.compile(rf"^{re.escape(name)}: (\d+) {unit}")
        out.append(next(int(m.group(1)) for x in lines if (m := pattern.match(x))))
    return out


def test_a_whole_game_in_english_ends_with_the_engines_scores(tmp_path: Path) -> None:
    status, out, script = play(tmp_path, limit=500)
    assert status == 0
    assert "Final scores." in out
    assert scores_told(out, ["You", "Computer 1"], "VP") == saved_scores(tmp_path)
    told = final_scores(out)
    winner = next(i for i, x in enumerate(told) if "Winner:" in x)
    # then the tutor's words of the result, and the review offered (Enter: no)
    assert any(x.startswith("Where the VP came from") for x in told[winner:])
    assert any(x.startswith("Review your game?") for x in told[winner:])
    assert unreadable(out) == []
    assert script.answers < 500


def test_a_whole_game_in_german_ends_with_the_engines_scores(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, lang="de", limit=500)
    assert status == 0
    assert "Endwertung." in out
    assert scores_told(out, ["Du", "Computer 1"], "Siegpunkt") == saved_scores(tmp_path)
    assert language.text("game", "prompt.actions_one", "de") in out
    assert "Choose an action." not in out
    assert "Optionen:" in out and "Verbrauchen: doppelte Siegpunkte" in out
    assert unreadable(out) == []
    assert language.current() == "en"


def test_the_language_changes_no_move(tmp_path: Path) -> None:
    """The same seed and the same answers play the same game in both languages."""
    play(tmp_path / "en", limit=500)
    play(tmp_path / "de", lang="de", limit=500)
    en, _ = load_with_meta(tmp_path / "en" / "autosave.json")
    de, _ = load_with_meta(tmp_path / "de" / "autosave.json")
    assert en.choices == de.choices


def test_the_same_seed_prints_the_same_game(tmp_path: Path) -> None:
    _, first, _ = play(tmp_path / "a", seed=11, limit=500)
    _, again, _ = play(tmp_path / "b", seed=11, limit=500)
    assert first == again


def test_following_every_hint_plays_a_whole_game(tmp_path: Path) -> None:
    status, out, script = play(tmp_path, answer=hinted, limit=1000)
    assert status == 0
    assert "y" in script.typed and "h" in script.typed
    assert out.count("You take the hint.") == script.typed.count("y")
    assert "Type y to take it." in out
    assert "Its cards are numbers " in out  # a hint that chooses cards numbers them
    assert scores_told(out, ["You", "Computer 1"], "VP") == saved_scores(tmp_path)
    assert unreadable(out) == []


def test_jump_drive_to_the_end(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, game="jumpdrive", answer=hinted, limit=600)
    assert status == 0
    assert language.text("game", "jd_prompt.choose", "en") in out.splitlines()
    assert scores_told(out, ["You", "Computer 1"], "VP") == saved_scores(tmp_path)
    assert unreadable(out) == []


def test_jump_drive_in_german_to_the_end(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, game="jumpdrive", lang="de", limit=600)
    assert status == 0
    assert language.text("game", "jd_prompt.choose", "de") in out.splitlines()
    assert scores_told(out, ["Du", "Computer 1"], "Siegpunkt") == saved_scores(tmp_path)


def test_solitaire_against_the_robot_to_the_end(tmp_path: Path) -> None:
    """Game 2 on the first question: the robot's difficulty is asked, then the seed."""
    status, out, _ = play(tmp_path, first=["2", "2"], limit=800)
    assert status == 0
    assert "How strong is the robot?" in out
    assert notice_title() in out.splitlines()  # once, as the TUI shows it
    assert "Choose two actions." in out
    assert "The robot rolls" in out
    told = final_scores(out)
    game, _ = load_with_meta(tmp_path / "autosave.json")
    scores = game.scores()
    assert f"You: {scores[0].total} VP in total." in told
    assert any(x.startswith(f"The robot: {scores[-1].total} VP") for x in told)
    assert unreadable(out) == []


def test_the_gathering_storm_with_goals_and_the_draft_to_the_end(tmp_path: Path) -> None:
    """3 players, The Gathering Storm, goals and the draft: the start worlds are not
    asked (the draft deals them)."""
    answers = ["", "2", "1", "2", "2", "2", ""]  # game, players, computers, GS, goals, draft
    status, out, _ = play(tmp_path, first=answers, limit=1500)
    assert status == 0
    assert "How are the start worlds dealt?" not in out
    assert "Draft: keep 1 of these" in out
    assert "No picks yet." in out and "Your picks so far, 1 card: " in out
    assert "Your start worlds to choose from after the draft: " in out
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert game.setup.players == 3 and game.setup.goals and game.setup.draft
    assert scores_told(out, ["You", "Computer 1", "Computer 2"], "VP") == \
        saved_scores(tmp_path)


def test_five_players_come_with_the_gathering_storm(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, first=["", "4"], limit=2000)
    assert status == 0
    assert "5 players play with The Gathering Storm." in out
    assert "Play with The Gathering Storm" not in out
    assert "Play the draft" not in out  # the draft is for 2-3 players
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert game.setup.players == 5


def decision_then(*typed: str) -> list[str]:
    """The default game's setup answered, then ``typed`` at the first decision."""
    return [""] * SETUP_RFTG + list(typed)


def test_each_command_answers_and_the_decision_stays(tmp_path: Path) -> None:
    typed = decision_then("?", "s", "t", "c Gem World", "c Kristallwelt", "c gem", "c qqq",
                          "c", "l", "e", "e 2", "e 99", "h")
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == 0
    assert "q: quit. The game is saved, and the next start offers to resume it." in out
    assert "Scores now, round 1." in out and "You: 1 VP in total." in out
    assert "The table, round 1." in out
    assert "Computer 1: 0 VP chips, 4 cards in hand, military 0, 1 of 12 cards in the " \
           "tableau:" in out
    assert out.count("Gem World, production world, Novelty, cost 2, 1 VP") >= 3
    assert "Several cards match \"gem\": Blaster Gem Mines, Gem World." in out
    assert "No card is called \"qqq\"." in out
    assert "Type c and a card name, for example c Alien Tech Institute." in out
    assert "The last events:" in out and "You start with Epsilon Eridani." in out
    assert "Option 2: Explore +1/+1" not in out  # said in words
    assert "Option 2: Explore plus 1, plus 1: you would draw" in out
    assert "There is no number 99 here. Type a number from 1 to 7." in out
    assert "Hint: " in out and "Type y to take it." in out
    # nothing answered the decision: the game is where it began
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert [c for p, c in game.choices if p == 0] == []
    assert unreadable(out) == []


def test_bad_input_is_refused_and_the_decision_kept(tmp_path: Path) -> None:
    """A person at a terminal: each wrong answer is told, and the question stays open."""
    typed = decision_then("zzz", "99", "0", "1 2", "y", "", "b", "4")
    status, out, _ = play(tmp_path, first=typed, limit=0, terminal=True)
    assert status == 0
    lines = out.splitlines()
    for error in ('"zzz" is not a command or a number. Type a question mark for help.',
                  "There is no number 99 here. Type a number from 1 to 7.",
                  "There is no number 0 here. Type a number from 1 to 7.",
                  "Choose one option, not 2.",
                  "No hint shown for this decision yet. Type h first.",
                  "Type a number from 1 to 7. b says the options again, a question mark "
                  "gives help."):
        assert error in lines
    assert out.count("Choose an action.") == 2  # b said the question again
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert [c.option for p, c in game.choices if p == 0][:1] == ["settle"]


def test_wrong_cards_are_refused_and_the_cards_asked_again(tmp_path: Path) -> None:
    """Explore +5 keeps 1 of 7: two cards, a card twice and a card not there are refused;
    the third card is kept."""
    typed = decision_then("1", "1 2", "3,3", "8", "3")
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == 0
    assert "Choose 1 card, not 2." in out
    assert "Number 3 is named twice." in out
    assert "There is no number 8 here. Type a number from 1 to 7." in out
    assert "You explore: keep 1 of 7." in out


def test_setup_questions_refuse_what_is_no_answer(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, first=["7", "x", "?", "", "", "", "", "", "",
                                           "seed", "-1"], limit=0)
    assert status == 0
    assert '"7" is not a number from 1 to 5. Type a number from 1 to 5.' in out
    assert "Type the number of your answer. Enter takes the default. Type q to quit." in out
    assert out.count("The seed must be a whole number from 0 to") == 2


def test_undo_takes_back_your_last_decision(tmp_path: Path) -> None:
    typed = decision_then("u", "4", "u")
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == 0
    assert "Nothing to undo." in out
    assert "Your last decision was taken back." in out
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert [c for p, c in game.choices if p == 0] == []
    assert out.count("Choose an action.") == 2


def test_quit_saves_and_the_next_start_resumes(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, first=decision_then("4", "q"), limit=0)
    assert status == 0
    assert out.splitlines()[-1] == "Your game is saved. The next start offers to resume it."
    saved, _ = load_with_meta(tmp_path / "autosave.json")
    status, again, _ = play(tmp_path, limit=500)
    assert status == 0
    assert "Resume your last game?" in again
    assert ("Race for the Galaxy, you and 1 computer player (normal), first game; round 1, "
            "seed 7.") in again
    assert re.search(r"^Saved on \d+ [A-Z][a-z]+ \d{4} at \d\d:\d\d\.$", again, re.M)
    assert "Your game goes on." in again
    assert "You start with Epsilon Eridani." not in again  # told in the first run
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert game.over and game.choices[:len(saved.choices)] == saved.choices
    # a finished game is not offered again
    _, third, _ = play(tmp_path, limit=0)
    assert "Resume your last game?" not in third and "New game." in third


def test_a_new_game_instead_of_resuming(tmp_path: Path) -> None:
    play(tmp_path, first=decision_then("4", "q"), limit=0)
    status, out, _ = play(tmp_path, first=["2"], seed=8, limit=500)
    assert status == 0
    assert "New game." in out
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert game.setup.seed == 8 and game.over


def test_the_end_of_input_saves_quietly(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, first=decision_then("4"), limit=0)
    assert status == 0
    assert out.splitlines()[-1] in ("Type a number.", "Type a number. Enter takes 1.")
    assert "saved" not in out.splitlines()[-1]
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert [c.option for p, c in game.choices if p == 0][:1] == ["settle"]


class Interrupted(io.StringIO):
    """Standard input that answers the setup, then is interrupted (Ctrl+C)."""

    def __init__(self, answers: int) -> None:
        super().__init__()
        self.left = answers

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        if self.left == 0:
            raise KeyboardInterrupt
        self.left -= 1
        return "\n"


def test_the_date_of_a_save_is_said_in_words() -> None:
    assert saved_on("2026-11-23 02:35") == "Saved on 23 November 2026 at 02:35."
    assert saved_on("yesterday") == "Saved on yesterday."


def test_the_date_of_a_save_in_german(german: None) -> None:
    assert saved_on("2026-03-01 14:05") == "Gespeichert am 1. März 2026 um 14:05."


def test_ctrl_c_saves_and_leaves(tmp_path: Path) -> None:
    out = io.StringIO()
    status = main("en", tmp_path, 7, "rftg", Interrupted(SETUP_RFTG), out)
    assert status == 130
    assert "Traceback" not in out.getvalue()
    assert (tmp_path / "autosave.json").is_file()


def test_main_takes_the_saved_language_and_sets_it_back(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text('language = "de"\n', "utf-8")
    out = io.StringIO()
    status = main(None, tmp_path, 7, "jumpdrive", io.StringIO(""), out)
    assert status == 0
    assert out.getvalue().splitlines()[0].startswith("Jump Drive, Textmodus.")
    assert "3: Jump Drive, die Vorgabe" in out.getvalue()
    assert language.current() == "en"


def test_main_reports_a_broken_settings_file(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").write_text("language = \n", "utf-8")
    out = io.StringIO()
    assert main("en", tmp_path, 7, "rftg", io.StringIO(""), out) == 0
    assert "Your settings file cannot be read, so it is not used:" in out.getvalue()


def test_broken_own_cards_are_named_and_the_game_goes_on(tmp_path: Path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "mine.toml").write_text("[[card]]\nname = 3\n", "utf-8")
    status, out, _ = play(tmp_path, first=[""] * (SETUP_RFTG - 1), limit=0)
    assert status == 0
    assert "Your own cards cannot be used:" in out
    assert "mine.toml" in out


@pytest.mark.parametrize(("lang", "line", "said"), [
    ("en", "Explore +1/+1", "Explore plus 1, plus 1"),
    ("en", "Consume: 2x VP", "Consume: double VP"),
    ("en", "2 \u2212 1 (Investment Credits) \u2192 1", "2 minus 1 (Investment Credits) to 1"),
    ("en", "\x1b[1mbold\x1b[0m ┌──┐", "[1mbold [0m"),
    ("de", "Verbrauchen: 2x Siegpunkte", "Verbrauchen: doppelte Siegpunkte"),
    ("de", "Du nutzt X: 3 SP, 1 Karte.", "Du nutzt X: 3 Siegpunkte, 1 Karte."),
    ("de", "SPIEL in Phase II", "SPIEL in Phase 2"),
    ("de", "I Erkunden, II Entwickeln", "1 Erkunden, 2 Entwickeln"),
    ("en", "military 2 vs defence 2; 0 card(s)", "military 2 against defence 2; 0 cards"),
    ("de", "Militär 2 vs Verteidigung 2; 2 Karte(n)", "Militär 2 gegen Verteidigung 2; 2 Karten"),
    ("de", "Guthaben: 2 \u2192 3", "Guthaben: 2 auf 3"),
    ("en", "Explore +5 (+3); 2 + 5 = 7", "Explore plus 5 (plus 3); 2 + 5 = 7"),
    ("en", "II: Develop: choose a development", "Phase 2: Develop: choose a development"),
    ("de", "Erkunden: +1, +1", "Erkunden: plus 1, plus 1"),
    ("de", "Spielregel, \"IV: VERBRAUCHEN\", Seite 6",
     "Spielregel, \"Phase 4: VERBRAUCHEN\", Seite 6"),
])
def test_symbols_are_said_in_words(lang: str, line: str, said: str) -> None:
    language.set_language(lang)
    try:
        assert spoken(line) == said
    finally:
        language.set_language("en")


@pytest.mark.parametrize(("seed", "first"), [
    (1, []),
    (2, ["", "", "", "", "", "2"]),  # the advanced 2-player game
    (3, ["", "2", "", "2", "2", "1", "2"]),  # 3 players, The Gathering Storm, goals
    (4, ["3", "1"]),  # Jump Drive solo
])
def test_random_answers_play_to_the_end(tmp_path: Path, seed: int, first: list[str]) -> None:
    """Random options and cards, as many as each question asks: every kind of decision
    (payments, consume, produce, sales) is answered on plain lines to the game's end."""
    out = io.StringIO()
    answers = RandomAnswers(out, seed)
    script = Script(out, answers, first, limit=3000)
    status = Plain(Console(script, out), tmp_path, seed, hint_budget=SMALL_HINT).run()
    text = out.getvalue()
    assert status == 0, text[-2000:]
    assert "Final scores." in text
    assert "Not allowed" not in text
    assert unreadable(text) == []


def test_your_own_cards_join_the_game_when_you_say_so(tmp_path: Path) -> None:
    """The question is asked only when card files hold cards for the game's edition; its
    copies with The Gathering Storm are counted (1 + 2)."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "mine.toml").write_text(CARDS, "utf-8")
    typed = ["", "", "", "2", "", "", "", "", "2"]  # GS: no goals, no draft; own cards: yes
    status, out, _ = play(tmp_path, first=typed, limit=1500)
    assert status == 0
    assert "Shuffle in your own cards? Your card files hold 3 cards." in out
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert {c.name for c in game.setup.custom_cards} == {
        CUSTOM_MARK + "Blank Research Lab", CUSTOM_MARK + "Blank Garden World"}
    assert unreadable(out) == []


def test_your_own_cards_are_said_as_your_own(tmp_path: Path) -> None:
    """The mark before an own card's name is said in words."""
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "mine.toml").write_text(CARDS, "utf-8")
    typed = ["", "", "", "2", "", "", "", "", "2", "", "c blank research"]
    status, out, _ = play(tmp_path, first=typed, limit=0)
    assert status == 0
    assert "own card Blank Research Lab, development, cost 3, 1 VP" in out.splitlines()


def test_hard_computer_players_are_said_to_think(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, first=["", "", "3"] + [""] * 4, limit=0)
    assert status == 0
    lines = out.splitlines()
    assert lines.index("The computer players are thinking.") < lines.index("Choose an action.")
