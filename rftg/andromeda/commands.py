"""``rftg ... --game andromeda``: the components in words (``rftg cards``) and headless
games (``rftg simulate``). ``rftg.cli`` parses the arguments and calls these through the
registry (``rftg.andromeda.plugin``).

Both play with the components of andromeda.toml in the data folder when that copy is
valid, else with the game's own (a broken copy is reported on stderr, never changed).
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from rftg import headless
from rftg.clilang import number, numbers
from rftg.core.andromeda.components import (
    COUNTS,
    FILE,
    Components,
    Sourced,
    TechPower,
    user_components,
)
from rftg.core.andromeda.text import say
from rftg.tables import columns


def components_file() -> Path:
    """Where a user's copy of the components lives: andromeda.toml in the data folder."""
    from rftg.tui.session import data_dir  # Textual-free: the app's one data folder rule

    return data_dir() / FILE


def components() -> Components:
    """The components to play with; a broken copy of the user's is reported on stderr."""
    comps, problem = user_components(components_file().parent)
    if problem:
        print(say("components.broken", error=problem), file=sys.stderr)
    return comps


def _v(value: Sourced[Any]) -> str:
    """A value, marked when it is our default."""
    shown = value.value
    if isinstance(shown, tuple):
        return ", ".join(say("cli.ours", value=x) if value.ours else str(x) for x in shown)
    if isinstance(shown, TechPower):
        shown = say(f"power.{shown.value}")
    return say("cli.ours", value=shown) if value.ours else str(shown)


def components_text(comps: Components) -> str:
    """The components in words, our defaults marked."""
    lines = [say("cli.title", file=FILE), ""]
    lines.append(say("cli.planets", per=_v(comps.cards.per_planet)))
    lines.append(columns([(say("cli.planet_head"), say("cli.moons_head")),
                          *((p.word(), _v(p.moons)) for p in comps.planet)]))
    lines += ["", say("cli.spaceship"), say("cli.ship_start", limit=_v(comps.spaceship.start))]
    lines += [say("cli.ship_step", step=i, cost=_v(s.cost), limit=_v(s.limit))
              for i, s in enumerate(comps.spaceship.step, 1)]
    lines += ["", say("cli.technology"),
              say("cli.tech_start", points=_v(comps.technology.start))]
    lines += [say("cli.tech_step", step=i, cost=_v(s.cost), points=_v(s.points),
                  power=_v(s.power)) for i, s in enumerate(comps.technology.step, 1)]
    lines += ["", say("cli.bonus")]
    lines += [say("cli.bonus_kind", kind=b.kind, count=_v(b.count), points=_v(b.points))
              for b in comps.bonus]
    p = comps.players
    lines += ["", say("cli.per_player", stations=_v(p.stations), transports=_v(p.transports),
                      moves=_v(p.transport_stations))]
    lines += ["", say("cli.setup")]
    for n in COUNTS:
        s = comps.start(n)
        lines.append(say("cli.setup_line", n=n, hand=_v(s.hand), earth=_v(s.earth),
                         per_planet=_v(s.per_planet), random=_v(s.random)))
    own = resources.files("rftg.content").joinpath(FILE)
    lines += ["", say("cli.note", source=own, path=components_file())]
    return "\n".join(lines)


def cmd_cards(args: argparse.Namespace) -> int:
    """``rftg cards --game andromeda [PLANET] [--json]``: the components, or one planet."""
    comps = components()
    if args.name:
        wanted = args.name.casefold()
        planet = next((p for p in comps.planet
                       if wanted in (p.name.casefold(), p.word().casefold())), None)
        if planet is None:
            print(say("cli.no_planet", name=args.name,
                      known=", ".join(p.word() for p in comps.planet)), file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(planet.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            print(say("cli.planet", planet=planet.word(), moons=_v(planet.moons)))
        return 0
    if args.json:
        print(json.dumps(comps.model_dump(mode="json"), ensure_ascii=False, indent=1))
    else:
        print(components_text(comps))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """``rftg simulate --game andromeda --players 3|4|5``: headless games of the computer
    players ``--ai`` names (one kind for all, or one per seat)."""
    from rftg.core.andromeda.setup import AndromedaSetup
    from rftg.solver.andromeda.levels import make_ad_player

    players, games, seed = args.players, args.games, args.seed
    if players not in COUNTS:
        return headless.problems_said([say("cli.players", n=players, low=COUNTS[0],
                                           high=COUNTS[-1])])
    kinds = [k.strip() for k in args.ai.split(",")]
    if len(kinds) == 1:
        kinds = kinds * players
    problems = headless.seat_problems(kinds, players)
    if games < 1:
        problems.append(say("cli.games_one"))
    problems += headless.kind_problems(kinds, make_ad_player)
    if problems:
        return headless.problems_said(problems)
    comps = components()

    def setup(i: int) -> AndromedaSetup:
        return AndromedaSetup(players=players, seed=seed + i, components=comps)

    def make(i: int) -> list[Any]:
        return [make_ad_player(k, (seed + i) * 16 + s) for s, k in enumerate(kinds)]

    def words(result: dict[str, Any]) -> str:
        lines = headless.interrupted_line(result, games)
        lines.append(say("cli.simulated", completed=result["completed"],
                         games=result["games"], errors=result["errors"],
                         seconds=number(result["seconds"]),
                         rounds=number(result["rounds_mean"]),
                         wins=numbers(result["wins"]), points=numbers(result["scores_mean"]),
                         kinds=", ".join(kinds)))
        lines.append(say("cli.digest", digest=result["digest"]))
        return "\n".join(lines)

    return headless.run(games, setup, make, args.json, words)
