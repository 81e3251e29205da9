"""The command line's registry of games: what each game adds to ``rftg``. Each game
registers from its own sub-package (``rftg.race``, ``rftg.jumpdrive``; listed in
content/games.toml); ``rftg.cli`` builds the parser and runs the commands by asking here,
and never asks which game is played.

A game gives: its card view (``rftg cards --game G``), its options and its run of
``rftg simulate --game G``, and commands of its own (Race for the Galaxy's ``rftg
analyze``). Sub-packages are imported when the parser is built: they import nothing heavy
at the top (the solver, the engine's phases, Textual), so that ``rftg --help`` is quick.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rftg.core.registry import Registry

Run = Callable[[argparse.Namespace], int]
AddOptions = Callable[[Any], None]  # (an argparse parser or argument group) -> None


@dataclass(frozen=True)
class CliGame:
    """What one game adds to the command line."""

    cards: Run  # ``rftg cards --game G [NAME] [--json] ...``
    simulate: Run  # ``rftg simulate --game G ...`` (the common options are checked first)
    card_options: AddOptions | None = None  # options of its own for ``rftg cards``
    simulate_options: AddOptions | None = None  # options of its own for ``rftg simulate``
    # commands of its own: add their parsers to ``rftg``'s subparsers; run by name
    add_commands: AddOptions | None = None
    commands: dict[str, Run] = field(default_factory=dict)


COMMANDS: Registry[CliGame] = Registry("cli", prefix="rftg")
