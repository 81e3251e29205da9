"""The new game, asked on plain lines: the same games and options as the TUI's new game
screen, each question with numbered answers and a default (Enter). Only what the rules
allow with the answers so far is asked; ``GameSetup`` has the last word."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from pydantic import ValidationError

from rftg.core.cards import Card, Edition
from rftg.core.custom import user_cards
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
    console.say(t("setup.heading"))
    games = [(t("setup.game_rftg"), "rftg"), (t("setup.game_solitaire"), "solitaire"),
             (t("setup.game_jd"), "jumpdrive")]
    chosen = console.choose(t("setup.game"), games, 2 if game == "jumpdrive" else 0)
    name = t("setup.you")
    if chosen == "jumpdrive":
        players = console.choose(
            t("setup.players"),
            [(t("setup.jd_solo"), 1), *((t("setup.players_n", n=n), n) for n in (2, 3, 4))], 1)
        console.say(t("setup.jd"), *([t("setup.jd_solo_note")] if players == 1 else []))
        difficulty = _difficulty(console) if players > 1 else "normal"
        return NewGame(players=players, difficulty=difficulty, seed=_seed(console, seed),
                       name=name, game="jumpdrive")
    if chosen == "solitaire":
        console.say(t("setup.solitaire"))
        robot = console.choose(t("setup.robot"), [(t(f"setup.robot_{x}"), x)
                                                  for x in ("easy", "medium", "hard")])
        cards = _own(console, home, Edition.GS)
        return NewGame(players=1, start="random", advanced=True, seed=_seed(console, seed),
                       name=name, expansion="gs", custom_cards=cards, robot=robot)
    players = console.choose(
        t("setup.players"),
        [*((t("setup.players_n", n=n), n) for n in (2, 3, 4)), (t("setup.players_5"), 5)])
    difficulty = _difficulty(console)
    if players == 5:
        console.say(t("setup.five_players"))
        gs = True
    else:
        gs = console.yes_no(t("setup.expansion"))
    goals = gs and console.yes_no(t("setup.goals"))
    draft = gs and players in (2, 3) and console.yes_no(t("setup.draft"))
    start = "first" if draft else console.choose(
        t("setup.start"), [(t(f"setup.start_{x}"), x) for x in ("first", "random",
                                                                  "experienced")])
    advanced = players == 2 and console.yes_no(t("setup.advanced"))
    cards = _own(console, home, Edition.GS if gs else Edition.BASE)
    options = NewGame(players=players, difficulty=difficulty, start=start, advanced=advanced,
                      seed=0, name=name, expansion="gs" if gs else "base", goals=goals,
                      draft=draft, custom_cards=cards)
    return replace(options, seed=_seed(console, seed))


def _difficulty(console: Console) -> str:
    return str(console.choose(t("setup.difficulty"), [(t(f"setup.{x}"), x)
                                                      for x in ("easy", "normal", "hard")], 1))


def _own(console: Console, home: Path, edition: Edition) -> tuple[Card, ...]:
    """The player's own cards if there are card files and the player wants them."""
    cards, problem = own_cards(home)
    if problem is not None:
        console.say(t("setup.own_problem", problem=problem))
        return ()
    copies = sum(c.copies_in(edition) for c in cards)
    if not copies or not console.yes_no(t("setup.own", n=copies)):
        return ()
    return cards


def _seed(console: Console, seed: int | None) -> int:
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
