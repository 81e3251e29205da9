"""The new game, asked on plain lines: the same games and options as the TUI's new game
screen (each mode asks its own questions: ``Mode.ask``), each question with numbered
answers and a default (Enter). Only what the rules allow with the answers so far is
asked; the game's setup model has the last word."""

from __future__ import annotations

import random
from pathlib import Path

from pydantic import ValidationError

from rftg.core.cards import Card
from rftg.core.custom import user_cards
from rftg.tui.games import Mode, first_mode
from rftg.tui.games import modes as all_modes
from rftg.tui.plain.console import Console, t
from rftg.tui.session import NewGame, parse_seed


def own_cards(home: Path) -> tuple[tuple[Card, ...], str | None]:
    """The player's own cards in the data folder ``home``, or what is wrong with them
    (None and no cards: there are no card files, nothing to ask)."""
    from rftg.core.cards import CatalogueError

    try:
        return user_cards(home), None
    except CatalogueError as exc:
        return (), str(exc)


def ask_new_game(console: Console, home: Path, seed: int | None, game: str = "rftg"
                 ) -> NewGame:
    """Ask for a new game until the rules allow it. Quit for q, EndOfInput at the end of
    input, Stuck when piped input keeps asking for games the rules refuse."""
    refused = 0
    while True:
        options = _ask(console, home, seed, game)
        try:
            options.setup()
        except (ValidationError, ValueError) as exc:
            refused += 1
            console.wrong_in_a_row = refused - 1  # the answers that made it were used
            console.wrong(t("setup.refused", reason=_reason(exc)))
            continue
        return options


def _ask(console: Console, home: Path, seed: int | None, game: str) -> NewGame:
    """Which game (every mode of every game the registry knows), then its own questions."""
    console.say(t("setup.heading"))
    modes = all_modes()
    first = first_mode(game)
    chosen: Mode = console.choose(t("setup.game"), [(m.plain_label(), m) for m in modes],
                                  modes.index(first))
    return chosen.ask(console, home, seed, t("setup.you"))


def ask_players(console: Console, counts: list[tuple[str, int]], default: int = 0
                ) -> tuple[int, int]:
    """The number of players (``counts``: their words and numbers), and of people at
    this screen: the last choice, "several people at this screen", asks again how many
    players and then how many of them are people (pass-and-play; the rest are computer
    players). (players, people)."""
    players: int = console.choose(t("setup.players"), [*counts, (t("setup.shared"), 0)],
                                  default)
    if players:
        return players, 1
    several = [(words, n) for words, n in counts if n > 1]
    players = console.choose(t("setup.players"), several)  # (how many in all)
    humans: int = console.choose(t("setup.humans"), [
        (t("setup.humans_n", n=n), n) for n in range(2, players + 1)])
    return players, humans


def ask_difficulty(console: Console, game: str = "rftg") -> str:
    """How strong the computer players are (Enter: normal), among the levels ``game``
    offers (its solver's registry entry: Race keeps "hard-2")."""
    from rftg.solver.games import SOLVERS

    levels = SOLVERS.get(game).levels
    return str(console.choose(t("setup.difficulty"), [(t(f"setup.{x.replace('-', '_')}"), x)
                                                      for x in levels], 1))


def ask_seed(console: Console, seed: int | None) -> int:
    """The seed (Enter: ``seed``, else a random one)."""
    default = seed if seed is not None else random.randrange(1, 1_000_000)
    console.asked()
    while True:
        console.say(t("setup.seed", seed=default))
        typed = console.read()
        if typed == "":
            console.answered()
            return default
        if typed.lower() == "q":
            from rftg.tui.plain.console import Quit

            raise Quit
        try:
            chosen = parse_seed(typed)
        except ValueError as exc:
            console.wrong(str(exc))
            continue
        console.answered()
        return chosen


def _reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(str(e.get("ctx", {}).get("error", e["msg"])) for e in exc.errors())
    return str(exc)
