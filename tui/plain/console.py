"""Plain lines in and out: every line written is flushed at once, symbols are said in
words (the catalogue's ``[speak]`` table), and nothing a terminal would interpret (escape
sequences, other control characters) or draw (box drawing) gets through."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from functools import cache
from typing import Any, TextIO

from rftg.core.lang import catalogue, current, text

UNSEEN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2500-\u259f\ud800-\udfff]")
"""Control characters (escape included), box drawing / block elements, and the halves of
surrogate pairs (bytes typed that are not UTF-8), which no terminal can show."""


class EndOfInput(Exception):
    """Standard input ended (a script ran out of lines, Ctrl+D)."""


class Quit(Exception):
    """The player typed q."""


class Stuck(Exception):
    """Input that is not a terminal (a script, a pipe) keeps giving answers that cannot be
    used: ``MAX_WRONG`` wrong answers in a row, or ``MAX_LINES`` lines at one question
    without answering it. A person at a terminal is asked on, however often; a script
    that answers the same thing forever would loop forever. ``reason``: the text to show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


MAX_WRONG = 5
"""Wrong answers in a row after which piped input stops the plain mode."""

MAX_LINES = 25
"""Lines at one question (commands such as s, t or ? included) after which piped input
that has not answered it stops the plain mode."""

MAX_LINE = 10_000
"""The longest line read: the rest of a longer line is skipped."""

MAX_SHOWN = 40
"""The most characters of a typed line a message repeats."""

DIGITS = re.compile(r"\d+")
"""A whole number as typed: decimal digits of any script (which ``int`` reads)."""

MAX_DIGITS = 18
"""More significant digits than this: a number beyond every range asked for."""

BEYOND: int = 10**18
"""What a number of more than ``MAX_DIGITS`` digits reads as."""


def as_number(typed: str) -> int | None:
    """The whole number ``typed`` says ("3", "007", "٣"), None if it is none ("²", "3a",
    "-1"); a number of more than ``MAX_DIGITS`` digits (however many: Python reads no
    more than 4,300) is ``BEYOND``, past every range the plain mode asks for."""
    if not DIGITS.fullmatch(typed):
        return None
    if len(typed.lstrip("0")) > MAX_DIGITS:
        return BEYOND
    return int(typed)


def shown(typed: str) -> str:
    """A typed text as a message repeats it: cut after ``MAX_SHOWN`` characters."""
    return typed if len(typed) <= MAX_SHOWN else typed[:MAX_SHOWN - 1] + "…"


def t(key: str, /, **values: Any) -> str:
    """A text of the plain mode in the language of this run."""
    return text("plain", key, None, **values)


def lines_of(key: str) -> list[str]:
    """A list of lines of the plain mode's catalogue (``help.lines``)."""
    section, _, name = key.partition(".")
    value = catalogue("plain")[section][name]
    return [str(x) for x in value]


@cache
def _speak(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The catalogue's ``[speak]`` table as patterns: a key that begins or ends with a
    letter or digit matches there only at a word's edge ("SP", not the "SP" of "SPIEL")."""
    out = []
    for symbol, words in catalogue("plain", lang)["speak"].items():
        head = r"\b" if symbol[0].isalnum() else ""
        tail = r"\b" if symbol[-1].isalnum() else ""
        out.append((re.compile(head + re.escape(symbol) + tail), str(words)))
    return tuple(out)


ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5}
PHASE_NUMERAL = re.compile(r"\b(I|II|III|IV|V): ")
"""A phase's Roman numeral before its name, as the rulebooks print it ("II: Develop",
"IV: VERBRAUCHEN"); a speech synthesizer says "I" as the letter or the pronoun."""
SIGNED = re.compile(r"(?<![\w+])\+(?=\d)")
"""A plus sign glued to a number ("+5", "(+3)"), said as a word like the others."""


def spoken(line: str) -> str:
    """``line`` with its symbols in words and nothing a terminal interprets or draws."""
    for pattern, words in _speak(current()):
        line = pattern.sub(words, line)
    if ": " in line:
        phase = t("word.phase")
        line = PHASE_NUMERAL.sub(lambda m: f"{phase} {ROMAN[m.group(1)]}: ", line)
    if "+" in line:
        line = SIGNED.sub(t("word.plus") + " ", line)
    line = UNSEEN.sub(" ", line)
    return re.sub(r"  +", " ", line).strip() if "  " in line else line.strip()


class Console:
    """The player's two streams."""

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin if stdin is not None else sys.stdin
        self.stdout = stdout if stdout is not None else sys.stdout
        self.wrong_in_a_row = 0  # wrong answers since the last one that was used
        self.lines_here = 0  # lines read since the question was asked

    @property
    def piped(self) -> bool:
        """The input is not a terminal: a script or a pipe answers."""
        try:
            return not self.stdin.isatty()
        except (OSError, ValueError):  # closed or detached: nobody types there
            return True

    def asked(self) -> None:
        """A new question is asked: its lines are counted afresh."""
        self.lines_here = 0

    def answered(self) -> None:
        """An answer was used: the wrong answers before it no longer count."""
        self.wrong_in_a_row = 0
        self.lines_here = 0

    def wrong(self, *lines: str) -> None:
        """Tell a wrong answer (``lines``: what is wrong and the rule); Stuck after
        ``MAX_WRONG`` in a row on piped input."""
        self.say(*lines)
        self.wrong_in_a_row += 1
        if self.wrong_in_a_row >= MAX_WRONG and self.piped:
            raise Stuck(t("ask.stuck_wrong", n=self.wrong_in_a_row))

    def say(self, *lines: str) -> None:
        """Write each line (a text with line breaks is several), flushed."""
        for block in lines:
            for line in block.splitlines() or [""]:
                out = spoken(line)
                if out:
                    self.stdout.write(out + "\n")
                    self.stdout.flush()  # a script or a screen reader gets each line now

    def say_all(self, lines: Sequence[str]) -> None:
        self.say(*lines)

    def read(self) -> str:
        """The next line typed, stripped (at most ``MAX_LINE`` characters of it); EndOfInput
        at the end of input; Stuck when piped input has sent ``MAX_LINES`` lines at one
        question without answering it."""
        if self.lines_here >= MAX_LINES and self.piped:
            raise Stuck(t("ask.stuck_lines", n=self.lines_here))
        line = self.stdin.readline(MAX_LINE)
        if not line:
            raise EndOfInput
        if len(line) >= MAX_LINE and not line.endswith("\n"):
            rest = line
            while rest and not rest.endswith("\n"):  # skip the rest of the line
                rest = self.stdin.readline(MAX_LINE)
        self.lines_here += 1
        return line.strip()

    def choose(self, question: str, choices: Sequence[tuple[str, Any]], default: int = 0
               ) -> Any:
        """Ask ``question`` with numbered ``choices`` (text, value); Enter takes the one
        at ``default``. Quit for q, EndOfInput at the end of input."""
        self.asked()
        self.say(question)
        for i, (label, _) in enumerate(choices):
            text = t("ask.default", text=label) if i == default else label
            self.say(t("ask.option", n=i + 1, text=text))
        while True:
            self.say(t("ask.prompt", n=default + 1))
            answer = self.read()
            if answer == "":
                self.answered()
                return choices[default][1]
            if answer.lower() == "q":
                raise Quit
            if answer == "?":
                self.say(t("ask.help"))
                continue
            n = as_number(answer)
            if n is not None and 1 <= n <= len(choices):
                self.answered()
                return choices[n - 1][1]
            self.wrong(t("ask.not_a_number", input=shown(answer), max=len(choices)))

    def yes_no(self, question: str, default: bool = False) -> bool:
        choices = [(t("setup.no"), False), (t("setup.yes"), True)]
        return bool(self.choose(question, choices, 1 if default else 0))
