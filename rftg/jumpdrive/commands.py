"""``rftg ... --game jumpdrive``: Jump Drive's card view and table, and its headless games.
``rftg.cli`` parses the arguments and calls these through the registry
(``rftg.jumpdrive``)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from rftg import headless
from rftg.clilang import number, numbers, t
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.cardtext import card_details, card_json
from rftg.tables import columns, did_you_mean


def card_table(cards: Sequence[JdCard], setup_note: str) -> str:
    from rftg.core.jumpdrive.text import name_of

    rows = [(t("card_table.name"), t("card_table.type"), t("card_table.cost"),
             t("card_table.vp"), t("jd_card.table_inc"), t("jd_card.table_icons"),
             t("jd_card.table_copies"), "")]
    for c in cards:
        cost = t("card_table.defence_short", n=c.cost) if c.military else str(c.cost)
        rows.append((name_of(c), c.kind_text(), cost, str(c.vp), str(c.income),
                     f"{c.explore}/{c.strength}/{c.chromosome}", str(c.copies),
                     t("jd_card.table_unconfirmed") if c.unconfirmed else ""))
    deck = sum(c.copies for c in cards if not c.middle)
    middle = sum(c.copies for c in cards if c.middle)
    return (columns(rows) + "\n\n"
            + t("jd_card.summary", distinct=len(cards), deck=deck, middle=middle) + " "
            + setup_note)


def cmd_cards(args: argparse.Namespace) -> int:
    """``rftg cards --game jumpdrive [NAME] [--json]``."""
    from rftg.core.cards import CatalogueError
    from rftg.core.jumpdrive.cards import jd_catalogue

    name, as_json = args.name, args.json
    try:
        cat = jd_catalogue()
    except CatalogueError as exc:
        print(t("jd_card.broken", error=exc), file=sys.stderr)
        return 1
    if name:
        card = cat.find(name)
        if card is None:
            print(t("jd_card.no_card", name=name), file=sys.stderr)
            did_you_mean(cat.close_matches(name))
            return 2
        print(json.dumps(card_json(card), ensure_ascii=False, indent=2) if as_json
              else card_details(card))
        return 0
    if as_json:
        print(json.dumps([card_json(c) for c in cat.cards()], ensure_ascii=False, indent=1))
    else:
        print(card_table(cat.cards(), cat.setup_note_text()))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """``rftg simulate --game jumpdrive``: 1-4 players of the kinds ``--ai`` names."""
    from rftg.core.jumpdrive.setup import JumpDriveSetup
    from rftg.solver.jumpdrive.levels import make_jd_player

    players, games, seed = args.players, args.games, args.seed
    if players > 4:
        return headless.problems_said([t("simulate.jd_players")])
    kinds = [k.strip() for k in args.ai.split(",")]
    if len(kinds) == 1:
        kinds = kinds * players
    problems = headless.seat_problems(kinds, players)
    if games < 1:
        problems.append(t("simulate.games_one"))
    problems += headless.kind_problems(kinds, make_jd_player)
    if problems:
        return headless.problems_said(problems)

    def setup(i: int) -> JumpDriveSetup:
        return JumpDriveSetup(players=players, seed=seed + i)

    def make(i: int) -> list[Any]:
        return [make_jd_player(k, (seed + i) * 16 + s) for s, k in enumerate(kinds)]

    def say(result: dict[str, Any]) -> str:
        lines = headless.interrupted_line(result, games)
        lines.append(t("simulate.jd_completed", completed=result["completed"],
                       games=result["games"], errors=result["errors"],
                       seconds=number(result["seconds"]),
                       rounds=number(result["rounds_mean"]), wins=numbers(result["wins"]),
                       vp=numbers(result["scores_mean"])))
        lines.append(t("simulate.digest", digest=result["digest"]))
        return "\n".join(lines)

    return headless.run(games, setup, make, args.json, say)
