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

UNSEEN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2500-\u259f]")
"""Control characters (escape included) and box drawing / block elements."""


class EndOfInput(Exception):
    """Standard input ended (a script ran out of lines, Ctrl+D)."""


class Quit(Exception):
    """The player typed q."""


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
        """The next line typed, stripped; EndOfInput at the end of input."""
        line = self.stdin.readline()
        if not line:
            raise EndOfInput
        return line.strip()

    def choose(self, question: str, choices: Sequence[tuple[str, Any]], default: int = 0
               ) -> Any:
        """Ask ``question`` with numbered ``choices`` (text, value); Enter takes the one
        at ``default``. Quit for q, EndOfInput at the end of input."""
        self.say(question)
        for i, (label, _) in enumerate(choices):
            shown = t("ask.default", text=label) if i == default else label
            self.say(t("ask.option", n=i + 1, text=shown))
        while True:
            self.say(t("ask.prompt", n=default + 1))
            answer = self.read()
            if answer == "":
                return choices[default][1]
            if answer.lower() == "q":
                raise Quit
            if answer == "?":
                self.say(t("ask.help"))
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(choices):
                return choices[int(answer) - 1][1]
            self.say(t("ask.not_a_number", input=answer, max=len(choices)))

    def yes_no(self, question: str, default: bool = False) -> bool:
        choices = [(t("setup.no"), False), (t("setup.yes"), True)]
        return bool(self.choose(question, choices, 1 if default else 0))
