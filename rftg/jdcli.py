"""``rftg ... --game jumpdrive``: the Jump Drive side of the command line (card view and
table, headless games). ``rftg.cli`` parses the arguments and calls these."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from rftg.core.jumpdrive.cards import COLOUR, JdCard, JdPower

INTERRUPTED = 130  # the shell's status for Ctrl+C


def power_text(p: JdPower) -> str:
    """A readable line for one Jump Drive power (English)."""
    what = {"explore": "explore icon", "military": "military icon",
            "chromosome": "chromosome icon", "development": "development",
            "military_world": "military world", "card": p.card or "card",
            "world": f"{COLOUR[p.kind]} world" if p.kind else "world"}.get(p.count or "", "")
    per = f"per {p.per} {what}s" if p.per else f"per {what}"
    where = " in the other empires" if p.others else ""
    target = (p.card if p.on == "card" else
              f"{COLOUR[p.kind]} worlds" if p.kind else f"{p.on}s")
    cond = p.card or (f"a {COLOUR[p.kind]} world" if p.kind else "")
    return {
        "discount": f"{target} cost {p.n} less",
        "military": f"+{p.n} military against "
                    + ("Rebel worlds" if p.rebel else f"{COLOUR[p.kind]} worlds" if p.kind
                       else "worlds"),
        "military_per": f"+{p.n} military {per}",
        "contact": "may place a non-yellow military world by paying its defence, -1",
        "second_world": f"may be discarded from the empire to place a second non-military "
                        f"world at -{p.n}",
        "second_conquest": "may conquer a second military world with the military left over",
        "peaceful": "placed only with 0 military or a Contact Specialist",
        "pact_bonus": f"+{p.n} VP while another empire holds a {p.card}",
        "to_most_military": "before scoring: goes to the player with the highest military "
                            "(kept on a tie)",
        "vp_per": f"+{p.n} VP {per}{where}",
        "income_per": f"+{p.n} income {per}",
        "vp_with": f"+{p.n} VP with {cond} (once)",
        "income_with": f"+{p.n} income with {cond} (once)",
    }[p.effect]


def card_json(card: JdCard) -> dict[str, Any]:
    data = card.model_dump(mode="json", exclude_none=True)
    data["text"] = [power_text(p) for p in card.powers]
    return data


def card_details(card: JdCard) -> str:
    title = card.name + (f"  ({card.de})" if card.de else "")
    facts = [card.kind_text(),
             f"defence {card.cost}" if card.military else f"cost {card.cost}",
             f"{card.vp} VP", f"income {card.income}"]
    icons = [f"{n} {w}" for n, w in ((card.explore, "explore"), (card.strength, "military"),
                                      (card.chromosome, "chromosome")) if n]
    if icons:
        facts.append("icons: " + ", ".join(icons))
    where = "in the middle of the table" if card.middle else "in the deck"
    lines = [title, "=" * len(title), " · ".join(facts), f"Copies: {card.copies} ({where})"]
    if card.limit:
        lines.append(f"At most {card.limit} per empire")
    lines += ["", "Powers:" if card.powers else "Powers: none"]
    lines += [f"  {power_text(p)}" for p in card.powers]
    if card.unconfirmed:
        lines += ["", f"Unconfirmed: {card.unconfirmed}"]
    if card.note:
        lines += ["", f"Note: {card.note}"]
    return "\n".join(lines)


def card_table(cards: Sequence[JdCard], setup_note: str) -> str:
    rows = [("Name", "Type", "Cost", "VP", "Inc", "Icons E/M/C", "Copies", "")]
    for c in cards:
        rows.append((c.name, c.kind_text(), f"D{c.cost}" if c.military else str(c.cost),
                     str(c.vp), str(c.income), f"{c.explore}/{c.strength}/{c.chromosome}",
                     str(c.copies), "unconfirmed" if c.unconfirmed else ""))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    out.insert(1, "  ".join("-" * w for w in widths))
    deck = sum(c.copies for c in cards if not c.middle)
    out.append(f"\n{len(cards)} distinct Jump Drive cards: {deck} in the deck, "
               f"{sum(c.copies for c in cards if c.middle)} Survey Teams in the middle. "
               "Cost column: D = defence of a military world. " + setup_note)
    return "\n".join(out)


def cmd_cards(name: str | None, as_json: bool) -> int:
    """``rftg cards --game jumpdrive [NAME] [--json]``."""
    return quietly(lambda: _cards(name, as_json))


def _cards(name: str | None, as_json: bool) -> int:
    from rftg.core.cards import CatalogueError
    from rftg.core.jumpdrive.cards import jd_catalogue

    try:
        cat = jd_catalogue()
    except CatalogueError as exc:
        print(f"rftg: the Jump Drive cards are broken: {exc}", file=sys.stderr)
        return 1
    if name:
        card = cat.find(name)
        if card is None:
            print(f"rftg: no Jump Drive card named {name!r}.", file=sys.stderr)
            close = cat.close_matches(name)
            if close:
                print("Did you mean: " + "; ".join(close) + "?", file=sys.stderr)
            return 2
        print(json.dumps(card_json(card), ensure_ascii=False, indent=2) if as_json
              else card_details(card))
        return 0
    if as_json:
        print(json.dumps([card_json(c) for c in cat.cards()], ensure_ascii=False, indent=1))
    else:
        print(card_table(cat.cards(), cat.setup_note))
    return 0


def cmd_simulate(players: int, games: int, seed: int, kinds: list[str], as_json: bool) -> int:
    """``rftg simulate --game jumpdrive``: Ctrl+C stops the run, prints the games played
    and ends with status 130."""
    return quietly(lambda: _simulate(players, games, seed, kinds, as_json))


def _simulate(players: int, games: int, seed: int, kinds: list[str], as_json: bool) -> int:
    from rftg.core.simulate import simulate
    from rftg.core.state import GameSetup
    from rftg.solver.jumpdrive.players import make_jd_player

    problems = []
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        problems.append(f"--ai names {len(kinds)} players for {players} seats")
    if games < 1:
        problems.append("--games must be at least 1")
    for k in kinds:
        try:
            make_jd_player(k, 0)
        except ValueError as exc:
            problems.append(str(exc))
    if problems:
        print(f"rftg simulate: {'; '.join(problems)}", file=sys.stderr)
        return 2

    def setup(i: int) -> GameSetup:
        return GameSetup(players=players, seed=seed + i, game="jumpdrive")

    def make(i: int) -> list[Any]:
        return [make_jd_player(k, (seed + i) * 16 + s) for s, k in enumerate(kinds)]

    result = simulate(setup, make, games).to_json()
    if as_json:
        print(json.dumps(result))
    else:
        if result["interrupted"]:
            print(f"Interrupted (Ctrl+C) after {result['games']} of {games} games; the "
                  "figures are those of the games played.")
        print(f"Jump Drive: {result['completed']} of {result['games']} games completed "
              f"({result['errors']} errors) in {result['seconds']} s, "
              f"{result['rounds_mean']} rounds a game; wins by seat {result['wins']}, "
              f"mean VP {result['scores_mean']}.\ndigest {result['digest']}")
    if result["interrupted"]:
        return INTERRUPTED
    return 1 if result["errors"] else 0


def quietly(command: Callable[[], int]) -> int:
    """Run a Jump Drive command: Ctrl+C ends it quietly with the shell's status 130 (a
    closed pipe, ``rftg ... | head -1``, is ``rftg.cli.main``'s to end quietly)."""
    try:
        return command()
    except KeyboardInterrupt:
        return INTERRUPTED
