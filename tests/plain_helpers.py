"""Drive ``rftg --plain`` like a script: read what it printed, answer on standard input."""

from __future__ import annotations

import io
import random
import re
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path

from rftg.core import lang as language
from rftg.core.save import load_with_meta
from rftg.solver.jumpdrive.hard import JdBudget
from rftg.solver.players.hard import Budget
from rftg.tui.plain.console import Console
from rftg.tui.plain.run import Plain

SMALL_HINT = Budget(samples=1, rounds=1, candidates=2)
SMALL_JD_HINT = JdBudget(samples=1, candidates=2, discard_samples=1, discard_sets=2)

EXAMPLE = re.compile(r"(?:for example|zum Beispiel) ([\d ]+)\.$")
QUESTION = ("Type a number.", "Gib eine Zahl ein.")
ONE_CARD = ("Choose 1 card: type its number.", "Wähle 1 Karte: gib ihre Zahl ein.")


def first_answer(last: str) -> str | None:
    """The answer of a script that takes the first option (and the first cards asked
    for) at every decision and the default at every other question; None: no question."""
    if last in QUESTION or last in ONE_CARD:
        return "1"
    found = EXAMPLE.search(last)
    if found:
        return found.group(1).strip()
    if "Enter" in last or "Eingabetaste" in last:
        return ""
    return None


class Script(io.TextIOBase):
    """Standard input that answers what the output last asked: ``answer(last line)``,
    or the lines of ``first`` before that. After ``limit`` answers: end of input.
    ``terminal``: it says it is a terminal (a person types), so wrong answers in a row
    are asked again however many there are."""

    def __init__(self, out: io.StringIO, answer: Callable[[str], str | None],
                 first: Iterable[str] = (), limit: int = 3000, terminal: bool = False
                 ) -> None:
        self.out = out
        self.terminal = terminal
        self.answer = answer
        self.queue = list(first)
        self.limit = limit
        self.answers = 0
        self.typed: list[str] = []

    def readable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return self.terminal

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        if self.queue:
            line = self.queue.pop(0)
        else:
            self.answers += 1
            if self.answers > self.limit:
                return ""
            lines = self.out.getvalue().splitlines()
            found = self.answer(lines[-1]) if lines else None
            if found is None:
                return ""
            line = found
        self.typed.append(line)
        return line + "\n"


def play(home: Path, answer: Callable[[str], str | None] = first_answer,
         first: Iterable[str] = (), seed: int = 7, game: str = "rftg",
         limit: int = 3000, lang: str = "en", terminal: bool = False
         ) -> tuple[int, str, Script]:
    """One run of the plain mode in ``lang`` with a small hint budget: (exit status,
    output, the script). The language is set back afterwards. ``terminal``: the input
    says it is a terminal (``Script``)."""
    out = io.StringIO()
    script = Script(out, answer, first, limit, terminal)
    budget = SMALL_JD_HINT if game == "jumpdrive" else SMALL_HINT
    plain = Plain(Console(script, out), home, seed, game, hint_budget=budget)
    language.set_language(lang)
    try:
        status = plain.run()
    finally:
        language.set_language("en")
    return status, out.getvalue(), script


def saved_scores(home: Path) -> list[int]:
    """The scores of the game autosaved in ``home``, as the engine counts them."""
    game, _ = load_with_meta(home / "autosave.json")
    return [s.total for s in game.scores()]


def final_scores(output: str) -> list[str]:
    """The lines after the last "Final scores." / "Endwertung."."""
    lines = output.splitlines()
    at = max(i for i, x in enumerate(lines) if x in ("Final scores.", "Endwertung."))
    return lines[at + 1:]


def unreadable(output: str) -> list[str]:
    """Lines with an escape sequence, another control character, box drawing, arrows,
    geometric shapes, dingbats or other symbols a screen reader does not say."""
    bad = []
    for line in output.splitlines():
        for ch in line:
            cat = unicodedata.category(ch)
            if cat.startswith("C") or (cat in ("So", "Sm") and ch not in "+=<>") or \
                    0x2190 <= ord(ch) <= 0x2BFF:
                bad.append(line)
                break
    return bad


class RandomAnswers:
    """A script that answers at random among what the output offers: an option number
    after "Options:", cards after "Cards:" as many as the question asks, the default at
    other questions (English)."""

    def __init__(self, out: io.StringIO, seed: int) -> None:
        self.out = out
        self.rng = random.Random(seed)

    def __call__(self, last: str) -> str | None:
        lines = self.out.getvalue().splitlines()
        listed = 0
        for line in reversed(lines[:-1]):
            if line in ("Options:", "Cards:"):
                break
            if re.match(r"^\d+: ", line):
                listed += 1
        if last == "Type a number.":
            return str(self.rng.randint(1, listed))
        if last == "Choose 1 card: type its number.":
            return str(self.rng.randint(1, listed))
        need = re.match(r"^Choose (?:(\d+) to )?(\d+) cards?:", last)
        if need:
            low = int(need.group(1) or need.group(2))
            high = int(need.group(2))
            picked = self.rng.sample(range(1, listed + 1), self.rng.randint(low, high))
            return " ".join(map(str, picked)) if picked else ""
        if "Enter" in last:
            return ""
        return None
