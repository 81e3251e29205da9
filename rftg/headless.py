"""``rftg simulate``'s common part, for every game: the checks of the computer players
named by ``--ai``, the run, and the readable summary (or JSON) with the exit status."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from rftg.clilang import number, t
from rftg.core.gamesetup import GameSetup


def problems_said(problems: Sequence[str]) -> int:
    """Report what is wrong with the arguments of ``rftg simulate``: one line, status 2."""
    print(t("simulate.problems", problems="; ".join(problems)), file=sys.stderr)
    return 2


def seat_problems(kinds: Sequence[str], seats: int) -> list[str]:
    """What is wrong with ``--ai``: it names one kind per seat (or one for all)."""
    if len(kinds) != seats:
        return [t("simulate.ai_seats", kinds=len(kinds), seats=seats)]
    return []


def kind_problems(kinds: Sequence[str], make: Callable[[str, int], object]) -> list[str]:
    """Each kind of computer player once: the message of one its game does not know."""
    problems = []
    for k in dict.fromkeys(kinds):
        try:
            make(k, 0)
        except ValueError as exc:
            problems.append(str(exc))
    return problems


def status(result: dict[str, Any]) -> int:
    """The exit status of a simulate run: 130 if Ctrl+C stopped it (the shell's status for
    Ctrl+C), 1 if a game failed, else 0."""
    if result["interrupted"]:
        return 130
    return 1 if result["errors"] else 0


def interrupted_line(result: dict[str, Any], asked: int) -> list[str]:
    """The first line of a summary when Ctrl+C stopped the run (none otherwise)."""
    if not result["interrupted"]:
        return []
    return [t("simulate.interrupted", games=result["games"], asked=asked)]


def summary(result: dict[str, Any], kinds: Sequence[str], asked: int) -> str:
    """The readable report of ``rftg simulate``: games, speed, wins and mean VP per seat
    (a shared win counts 1/n), the digest; first, if Ctrl+C stopped the run, how far it
    got."""
    lines = interrupted_line(result, asked)
    lines.append(t("simulate.completed", completed=result["completed"], games=result["games"],
                   errors=result["errors"], seconds=number(result["seconds"]),
                   speed=number(result["games_per_second"]),
                   rounds=number(result["rounds_mean"]),
                   decisions=number(result["decisions"] / max(1, result["completed"]), ".0f")))
    if result["wins"]:
        lines.append(t("simulate.wins", seats=", ".join(
            t("simulate.seat", seat=seat + 1, kind=kind, wins=number(wins, "g"),
              vp=number(vp, "g"))
            for seat, (kind, wins, vp)
            in enumerate(zip(kinds, result["wins"], result["scores_mean"], strict=True)))))
    lines.append(t("simulate.digest", digest=result["digest"]))
    return "\n".join(lines)


def run(games: int, setup: Callable[[int], GameSetup], players: Callable[[int], list[Any]],
        as_json: bool, say: Callable[[dict[str, Any]], str]) -> int:
    """Play the games; print the JSON result or what ``say`` makes of it; the status."""
    from rftg.core.simulate import simulate

    result = simulate(setup, players, games).to_json()
    print(json.dumps(result) if as_json else say(result))
    return status(result)
