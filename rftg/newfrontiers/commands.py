"""``rftg cards --game newfrontiers`` (the tiles, one tile, a copy of the tile file to
edit) and ``rftg simulate --game newfrontiers`` (headless games of computer players).
``rftg.cli`` parses the arguments and calls these through the registry."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rftg import headless
from rftg.core.cards import NameIndex  # names folded for matching, with close ones
from rftg.core.newfrontiers.tiles import (
    NfTiles,
    Tile,
    TileFile,
    reconstructed_notice,
    say,
    tile_json,
    tiles_with,
    user_tiles,
    write_copy,
)
from rftg.tables import columns


def data_folder() -> Path:
    """The data folder (the app's one rule for it)."""
    from rftg.tui.session import data_dir  # Textual-free

    return data_dir()


def own_tiles() -> TileFile | None:
    """The user's tiles from the data folder; a broken file is reported on stderr (file,
    tile and field), left as it is, and the shipped tiles are used."""
    own, problem = user_tiles(data_folder())
    if problem is not None:
        print(say("cli.broken", None, error=problem), file=sys.stderr)
    return own


def add_card_options(parser: Any) -> None:
    parser.add_argument("--write-copy", action="store_true",
                        help=say("cli.write_copy_help"))


def add_simulate_options(parser: Any) -> None:
    parser.add_argument("--first-game", action="store_true", help=say("cli.first_game_help"))


def _row(tile: Tile) -> tuple[str, ...]:
    kind = ""
    if tile.is_world:
        kind = say(f"goods.{tile.goods.value}")
        if tile.joker:
            kind += "/" + say("kind.any")
        elif tile.kind is not None:
            kind += "/" + say(f"kind.{tile.kind.value}")
    cost = say("tile.defence" if tile.military else "tile.cost", None, n=tile.cost)
    vp = "?" if tile.vp_per and not tile.vp else str(tile.vp)
    return (tile.label(), say(f"type.{tile.type.value}"), cost, vp,
            str(tile.colonists) if tile.is_world else "", kind, str(len(tile.powers)),
            say("cli.reconstructed") if tile.reconstructed else "")


def table(tiles: NfTiles) -> str:
    rows = [tuple(say(f"cli.col_{c}") for c in ("name", "type", "cost", "vp", "colonists",
                                                 "goods", "powers", "source"))]
    rows += [_row(t) for t in tiles.tiles]
    goals = [say("cli.goal_line", None, goal=g.label(),
                 rows=", ".join(f"{a}: {v}" for a, v in g.rows),
                 note=say("cli.reconstructed") if g.reconstructed else "")
             for g in tiles.goals]
    return "\n".join([columns(rows), "", *goals, "", *reconstructed_notice(tiles)])


def cmd_cards(args: argparse.Namespace) -> int:
    """``rftg cards --game newfrontiers [NAME] [--json] [--write-copy]``."""
    from rftg.core.newfrontiers.text import tile_lines

    if getattr(args, "write_copy", False):
        path, written = write_copy(data_folder())
        print(say("cli.copy_written" if written else "cli.copy_exists", None, path=path))
        return 0
    tiles = tiles_with(own_tiles())
    if args.name:
        found = tiles.find(args.name)
        if found is None:
            goal = tiles.goal(args.name)
            if goal is not None:
                print(say("cli.goal_line", None, goal=goal.label(),
                          rows=", ".join(f"{a}: {v}" for a, v in goal.rows),
                          note=say("cli.reconstructed") if goal.reconstructed else ""))
                return 0
            print(say("cli.no_tile", None, name=args.name), file=sys.stderr)
            close = NameIndex((t.name, t.de) for t in tiles.tiles).close_matches(args.name)
            if close:
                print(say("cli.did_you_mean", None, names="; ".join(close)), file=sys.stderr)
            return 2
        print(json.dumps(tile_json(found), ensure_ascii=False, indent=2) if args.json
              else "\n".join(tile_lines(found)))
        return 0
    if args.json:
        print(json.dumps([tile_json(t) for t in tiles.tiles], ensure_ascii=False, indent=1))
    else:
        print(table(tiles))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """``rftg simulate --game newfrontiers``: 2-5 computer players of the kinds ``--ai``
    names; ``--goals`` (the goals variant), ``--first-game``."""
    from rftg.core.newfrontiers.setup import NewFrontiersSetup
    from rftg.solver.newfrontiers.levels import make_player as make_nf_player

    players, games, seed = args.players, args.games, args.seed
    problems: list[str] = []
    if not 2 <= players <= 5:
        problems.append(say("setup.players", None, n=players))
    kinds = [k.strip() for k in args.ai.split(",")]
    if len(kinds) == 1:
        kinds = kinds * players
    problems += headless.seat_problems(kinds, players)
    goals = bool(getattr(args, "goals", False))  # the simulate parser's --goals
    first = bool(getattr(args, "first_game", False))
    if goals and first:
        problems.append(say("setup.goals_first"))
    if games < 1:
        problems.append(say("cli.games_one"))
    problems += headless.kind_problems(kinds, make_nf_player)
    if problems:
        return headless.problems_said(problems)
    own = own_tiles()

    def setup(i: int) -> NewFrontiersSetup:
        return NewFrontiersSetup(players=players, seed=seed + i, goals=goals,
                                 first_game=first, own_tiles=own)

    def make(i: int) -> list[Any]:
        return [make_nf_player(k, (seed + i) * 16 + s) for s, k in enumerate(kinds)]

    return headless.run(games, setup, make, args.json,
                        lambda result: headless.summary(result, kinds, games))
