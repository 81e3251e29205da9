"""Andromeda in the plain mode: whole games from piped input in English and German, the
trade phase spoken step by step, the notice of our default numbers once, the tutor and
hint commands, and no line a screen reader cannot say."""

from __future__ import annotations

import re
from pathlib import Path

from plain_helpers import QUESTION, final_scores, first_answer, play, saved_scores, unreadable

from rftg.core.save import load_with_meta
from rftg.tui.andromeda.words import NOTICE_SEEN
from rftg.tui.games import modes

ANDROMEDA = [str([m.id for m in modes()].index("andromeda") + 1)]  # the first question


def totals(output: str, names: list[str]) -> list[int]:
    """The totals the final scores tell, in seat order."""
    lines = final_scores(output)
    out = []
    for name in names:
        pattern = re.compile(rf"^{re.escape(name)}: (\d+) = ")
        out.append(next(int(m.group(1)) for x in lines if (m := pattern.match(x))))
    return out


def test_a_whole_game_in_english_from_piped_input(tmp_path: Path) -> None:
    """Four players to the end: the final scores are the engine's, the winner is told,
    the trade is spoken step by step (the active player's cards, each player's cards out,
    the swaps), the notice of our numbers comes once, every line can be said."""
    status, out, script = play(tmp_path, game="andromeda", first=ANDROMEDA, limit=2000)
    assert status == 0, out[-2000:]
    # the first line names the game asked for (it said "Race for the Galaxy, plain mode")
    assert out.splitlines()[0].startswith("Andromeda, plain mode.")
    names = ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert totals(out, names) == saved_scores(tmp_path)
    game, _ = load_with_meta(tmp_path / "autosave.json")
    assert game.over and game.setup.game == "andromeda"
    winners = ", ".join(names[w] for w in game.winners())
    assert f"Winner: {winners}." in out.splitlines()  # (the tutor speaks after it)
    assert "You are the active player and have shown: nothing." in out
    assert re.search(r"^Computer \d has out, face up: ", out, re.M)
    assert re.search(r"^Offers no\. 2 revealed: ", out, re.M)
    assert re.search(r"^You swap with Computer \d, take ", out, re.M)
    assert "Transport phase: play one of your transport cards (2 left) or pass." in out
    assert out.splitlines().count("Andromeda's numbers") == 1 and (tmp_path / NOTICE_SEEN).exists()
    assert unreadable(out) == []
    assert script.answers < 2000


def test_a_whole_game_in_german_from_piped_input(tmp_path: Path) -> None:
    status, out, _ = play(tmp_path, game="andromeda", first=ANDROMEDA, lang="de",
                          limit=2000)
    assert status == 0, out[-2000:]
    assert out.splitlines()[0].startswith("Andromeda, Textmodus.")
    assert "Endwertung." in out
    assert totals(out, ["Du", "Computer 1", "Computer 2", "Computer 3"]) == \
        saved_scores(tmp_path)
    assert "Handels-Phase" in out and "Du bist aktiver Spieler" in out
    assert "Wirtschaftszentrum" in out
    assert unreadable(out) == []


def test_the_same_answers_play_the_same_game_in_both_languages(tmp_path: Path) -> None:
    play(tmp_path / "en", game="andromeda", first=ANDROMEDA, limit=2000)
    play(tmp_path / "de", game="andromeda", first=ANDROMEDA, lang="de", limit=2000)
    en, _ = load_with_meta(tmp_path / "en" / "autosave.json")
    de, _ = load_with_meta(tmp_path / "de" / "autosave.json")
    assert en.choices == de.choices


def asks_once(commands: list[str]):
    """A script that types ``commands`` at the first decision, then plays as
    ``first_answer``."""
    queue = list(commands)
    started = []

    def answer(last: str) -> str | None:
        if last in QUESTION:
            started.append(True)
        if started and queue:
            return queue.pop(0)
        return first_answer(last)

    return answer


def test_the_tutor_the_table_a_planet_and_the_hint_at_a_decision(tmp_path: Path) -> None:
    """At the transport phase: e explains it, e 2 the second option with its numbers,
    t the table, c the planet asked for, h the hint, y takes it."""
    answer = asks_once(["e", "e 2", "t", "c alpha", "h", "y"])
    _, out, _ = play(tmp_path, game="andromeda", first=ANDROMEDA, answer=answer,
                          limit=60)
    assert "Transport cards left: 2 (each once a game)." in out
    assert re.search(r"^Option 2: Alpha: 2 stations from Earth\. 2 stations from Earth to "
                     r"Alpha: you would have \d+ of the \d+ stations", out, re.M)
    assert "More: rftg rules --game andromeda transport" in out
    assert re.search(r"^Earth, stations: You 4, Computer 1 4", out, re.M)
    assert re.search(r"^Alpha\. Moons: 14 free; 8 free; 5 free\. Stations under the ring: "
                     r"You \d", out, re.M)
    assert re.search(r"^Alpha\nMoons: 14 free; 8 free; 5 free\.\n", out, re.M)
    assert re.search(r"^Hint: .*\nWhy: played on in \d+ deals of the hands you cannot see",
                     out, re.M)
    assert re.search(r"^The hint is option \d+: ", out, re.M)
    assert re.search(r"^You take the hint\.\nYou (pass the transport phase|play a transport "
                     r"card: 2 stations from Earth to )", out, re.M)
    assert unreadable(out) == []
