"""``rftg ... --game jumpdrive``: the Jump Drive side of the command line (card view and
table, headless games). ``rftg.cli`` parses the arguments and calls these."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from rftg.clilang import number, numbers, t
from rftg.core import lang as language
from rftg.core.jumpdrive.cards import JdCard, JdPower

INTERRUPTED = 130  # the shell's status for Ctrl+C


def power_text(p: JdPower) -> str:
    """A readable line for one Jump Drive power, in the language of the run."""
    n = p.n
    colour = _colour(p)
    if p.effect == "discount":
        target = (_card(p.card) if p.on == "card" else
                  t("jd_power.target_world_kind", colour=colour) if p.kind else
                  t(f"jd_power.target_{p.on}"))
        return t("jd_power.discount", target=target, n=n)
    if p.effect == "military":
        against = (t("jd_power.against_rebel") if p.rebel else
                   t("jd_power.against_kind", colour=colour) if p.kind else
                   t("jd_power.against_any"))
        return t("jd_power.military", n=n, against=against)
    if p.effect in ("military_per", "vp_per", "income_per"):
        where = t("jd_power.others") if p.others else ""
        return t(f"jd_power.{p.effect}", n=n, per=_per(p), where=where)
    if p.effect in ("vp_with", "income_with"):
        cond = _card(p.card) if p.card else t("jd_power.with_kind", colour=colour)
        return t(f"jd_power.{p.effect}", n=n, cond=cond)
    if p.effect == "pact_bonus":
        return t("jd_power.pact_bonus", n=n, card=_card(p.card))
    return t(f"jd_power.{p.effect}", n=n)


def _card(name: str | None) -> str:
    """The Jump Drive card a power names, by its name in the language of the run."""
    from rftg.core.jumpdrive.cards import jd_catalogue
    from rftg.core.jumpdrive.text import name_of

    card = jd_catalogue().find(name or "")
    return name or "" if card is None else name_of(card)


def _colour(p: JdPower) -> str:
    """The colour of the worlds a power names ('blue', 'blaue'), '' if it names none."""
    return language.text("game", f"jd_colour.{p.kind.value}") if p.kind else ""


def _per(p: JdPower) -> str:
    """'per 2 explore icons', 'je blaue Welt': what a per-power counts."""
    count = p.count or "world"
    key = "world_kind" if count == "world" and p.kind else count
    colour = _colour(p)
    card = _card(p.card) if count == "card" else ""
    return t(f"jd_per.{key}_n" if p.per else f"jd_per.{key}", per=p.per, colour=colour,
             card=card)


def card_json(card: JdCard) -> dict[str, Any]:
    """The JSON object of one Jump Drive card (English in every language: it is read by
    programs)."""
    data = card.model_dump(mode="json", exclude_none=True)
    before = language.current()
    language.set_language("en")
    try:
        data["text"] = [power_text(p) for p in card.powers]
    finally:
        language.set_language(before)
    return data


def card_details(card: JdCard) -> str:
    """Everything about one Jump Drive card, readable (``rftg cards --game jumpdrive NAME``
    and the card view of the game screen), in the language of the run."""
    from rftg.core.jumpdrive.text import name_of

    name = name_of(card)
    other = card.name if name != card.name else card.de
    title = name + (f"  ({other})" if other else "")
    facts = [card.kind_text(),
             t("jd_card.defence", n=card.cost) if card.military else t("card.cost", n=card.cost),
             t("card.vp", n=card.vp), t("jd_card.income", n=card.income)]
    icons = [t(f"jd_card.icon_{w}", n=n)
             for n, w in ((card.explore, "explore"), (card.strength, "military"),
                          (card.chromosome, "chromosome")) if n]
    if icons:
        facts.append(t("jd_card.icons", icons=", ".join(icons)))
    copies = t("jd_card.copies_middle" if card.middle else "jd_card.copies_deck", n=card.copies)
    lines = [title, "=" * len(title), " · ".join(facts), copies]
    if card.limit:
        lines.append(t("jd_card.limit", n=card.limit))
    lines += ["", t("card.powers") if card.powers else t("card.powers_none")]
    lines += [f"  {power_text(p)}" for p in card.powers]
    unconfirmed, note = card.unconfirmed_text(), card.note_text()
    if unconfirmed:
        lines += ["", t("jd_card.unconfirmed", text=unconfirmed)]
    if note:
        lines += ["", t("card.note", note=note)]
    return "\n".join(lines)


def card_table(cards: Sequence[JdCard], setup_note: str) -> str:
    from rftg.cli import columns
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


def cmd_cards(name: str | None, as_json: bool) -> int:
    """``rftg cards --game jumpdrive [NAME] [--json]``."""
    return quietly(lambda: _cards(name, as_json))


def _cards(name: str | None, as_json: bool) -> int:
    from rftg.cli import did_you_mean
    from rftg.core.cards import CatalogueError
    from rftg.core.jumpdrive.cards import jd_catalogue

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


def cmd_simulate(players: int, games: int, seed: int, kinds: list[str], as_json: bool) -> int:
    """``rftg simulate --game jumpdrive``: Ctrl+C stops the run, prints the games played
    and ends with status 130."""
    return quietly(lambda: _simulate(players, games, seed, kinds, as_json))


def _simulate(players: int, games: int, seed: int, kinds: list[str], as_json: bool) -> int:
    from rftg.cli import interrupted_line, seat_problems, simulate_problems, simulate_status
    from rftg.core.jumpdrive.setup import JumpDriveSetup
    from rftg.core.simulate import simulate
    from rftg.solver.jumpdrive.players import make_jd_player

    if len(kinds) == 1:
        kinds = kinds * players
    problems = seat_problems(kinds, players)
    if games < 1:
        problems.append(t("simulate.games_one"))
    for k in dict.fromkeys(kinds):  # each kind once: one message for an unknown kind
        try:
            make_jd_player(k, 0)
        except ValueError as exc:
            problems.append(str(exc))
    if problems:
        return simulate_problems(problems)

    def setup(i: int) -> JumpDriveSetup:
        return JumpDriveSetup(players=players, seed=seed + i)

    def make(i: int) -> list[Any]:
        return [make_jd_player(k, (seed + i) * 16 + s) for s, k in enumerate(kinds)]

    result = simulate(setup, make, games).to_json()
    if as_json:
        print(json.dumps(result))
    else:
        lines = interrupted_line(result, games)
        lines.append(t("simulate.jd_completed", completed=result["completed"],
                       games=result["games"], errors=result["errors"],
                       seconds=number(result["seconds"]),
                       rounds=number(result["rounds_mean"]), wins=numbers(result["wins"]),
                       vp=numbers(result["scores_mean"])))
        lines.append(t("simulate.digest", digest=result["digest"]))
        print("\n".join(lines))
    return simulate_status(result)


def quietly(command: Callable[[], int]) -> int:
    """Run a Jump Drive command: Ctrl+C ends it quietly with the shell's status 130 (a
    closed pipe, ``rftg ... | head -1``, is ``rftg.cli.main``'s to end quietly)."""
    try:
        return command()
    except KeyboardInterrupt:
        return INTERRUPTED
