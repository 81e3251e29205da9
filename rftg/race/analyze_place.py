"""``rftg analyze place``: every legal way to place each hand card, and the recommended plan.

Input, one object per position: {"tableau": [card names], "hand": [card names], "phase":
"develop" or "settle", "bonus": true/false}, optional "id" (echoed), "edition" ("base" or
"gs"; default: "gs" when a card needs it), "double" (true: the advanced 2-player game with
both Develop (or both Settle) actions, so the plan covers both phases). Card names are
English or German. FILE holds one object or an array of objects ('-' reads stdin).

Output, one JSON line per object, in order: {"id", "phase", "bonus", "military", "cards":
[{"card", "type", "value", "ways": [{"method", "label", "pay", "pay_max", "cost", "spends",
"military", "defence", "discard", "net"}], "why_not"}], "plan": {"card", "method",
"discard", "spends", "value", "reason", "steps"}, "solve_ms"}. A way's "discard" names the
cards the planner would pay with if you chose that way; "net" is its value in VP-equivalents
(see ``solver/value.py``). Only the given hand is listed and placed. A card the position
draws on its way (Interstellar Bank's draw at the start of Develop) is unknown: it is
never placed, but it pays like any card, and a way or step that pays with it says so in
"drawn" ("the card Interstellar Bank draws"; "discard" names only cards of the hand).
``--text`` prints the same readably. Bad input: one line on stderr naming the place and
the bad value, exit status 2, nothing on stdout.

This module imports neither OR-tools nor the engine at import time; ``run`` does.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import TYPE_CHECKING, Any

from rftg.clilang import decimal, number
from rftg.core.jsoninput import InputError, json_type
from rftg.core.jsoninput import read_objects as _read_objects
from rftg.core.lang import fill
from rftg.core.lang import raw as _raw
from rftg.race.examples import add_input, example_or_file

if TYPE_CHECKING:
    from collections.abc import Sequence

    from rftg.core.cards import Card, Catalogue
    from rftg.solver.payment import PlacementPlan, PlacementPosition

PROG = "rftg analyze place"
FIELDS = ("id", "tableau", "hand", "phase", "bonus", "edition", "double")


def _e(what: str, /, **values: object) -> str:
    """An input error in the run's language ([input] in the ``hints`` catalogue)."""
    return fill(str(_raw("hints", f"input.{what}")), values)


def _t(key: str, lang: str | None = None, /, **values: object) -> str:
    """The text ``key`` of this command ([analyze_place] in the ``hints`` catalogue)."""
    return fill(str(_raw("hints", f"analyze_place.{key}", lang)), values)


def add_parser(analyze_sub: Any) -> argparse.ArgumentParser:
    """Register ``place`` under the ``rftg analyze`` sub-commands."""
    p: argparse.ArgumentParser = analyze_sub.add_parser(
        "place", help=_t("help"), description=_t("description"), epilog=_t("epilog"))
    add_input(p, "place", _t("file_metavar"), _t("file"))
    p.add_argument("--text", action="store_true", help=_t("text"))
    p.add_argument("--time-limit", type=decimal, default=math.inf,
                   metavar=_t("time_limit_metavar"), help=_t("time_limit"))
    return p


def read_objects(path: str) -> list[tuple[str, Any]]:
    """(place for messages, parsed value) for every input object of ``path``."""
    objects = _read_objects(path)
    if not objects:
        raise InputError(_e("empty", path=path))
    return objects


def _names(obj: dict[str, Any], key: str, cat: Catalogue) -> list[str]:
    names = obj.get(key, [])
    if not isinstance(names, list):
        raise InputError(_e("card_list", key=key, value=json.dumps(names)[:60]))
    out = []
    for i, name in enumerate(names, 1):
        if not isinstance(name, str):
            raise InputError(_e("not_card_name", key=key, i=i, value=json.dumps(name)[:60]))
        card = cat.find(name)
        if card is None:
            close = cat.close_matches(name)
            hint = _e("did_you_mean", names="; ".join(close)) if close else ""
            raise InputError(_e("unknown_card", key=key, i=i, name=name, hint=hint))
        out.append(card.name)
    return out


def parse_position(obj: Any, cat: Catalogue) -> tuple[PlacementPosition, dict[str, Any]]:
    """Validate one input object; the planner's position and the echoed fields."""
    from dataclasses import replace

    from rftg.core.cards import Edition
    from rftg.core.observe import observation
    from rftg.core.scenario import ScenarioError, position
    from rftg.core.text import card_name
    from rftg.solver.payment import PlacementError, PlacementPosition

    if not isinstance(obj, dict):
        raise InputError(_e("not_object", type=json_type(obj),
                            value=json.dumps(obj)[:60]))
    unknown = [k for k in obj if k not in FIELDS]
    if unknown:
        raise InputError(_e("unknown_field", field=unknown[0], fields=", ".join(FIELDS)))
    for key in ("tableau", "hand", "phase"):
        if key not in obj:
            raise InputError(_e("missing", key=key))
    phase = obj["phase"]
    if phase not in ("develop", "settle"):
        raise InputError(_e("phase", value=json.dumps(phase)[:60]))
    flags = {}
    for key in ("bonus", "double"):
        value = obj.get(key, False)
        if not isinstance(value, bool):
            raise InputError(_e("not_bool", key=key, value=json.dumps(value)[:60]))
        flags[key] = value
    tableau = _names(obj, "tableau", cat)
    hand = _names(obj, "hand", cat)
    for name in tableau:
        n = tableau.count(name)
        if cat[name].is_development and n > 1:
            raise InputError(_e("development_twice", name=card_name(cat[name]), n=n))
    needs_gs = any(cat[n].first_edition is Edition.GS for n in tableau + hand)
    ed = obj.get("edition", "gs" if needs_gs else "base")
    if ed not in ("base", "gs"):
        raise InputError(_e("edition", value=json.dumps(ed)[:60]))
    edition = Edition(ed)
    actions = [phase] if flags["bonus"] else []
    if flags["double"]:
        actions = [phase, phase + "2"]
        if not flags["bonus"]:
            raise InputError(_e("double_bonus"))
    try:
        game = position([{"tableau": tableau, "hand": hand, "actions": actions},
                         {"tableau": []}], phase, edition=edition, advanced=flags["double"],
                        cat=cat)
    except ScenarioError as exc:
        raise InputError(_e(f"in_game_{ed}", error=exc)) from None
    try:
        pos = PlacementPosition.from_observation(observation(game, 0),
                                                 runs_left=2 if flags["double"] else None)
    except PlacementError as exc:
        raise InputError(str(exc)) from None
    # Cards the position drew on its way here (Interstellar Bank's draw at the start of
    # Develop) came from a made-up deck: their design is not known. They are never
    # placed, and they pay as any card does, named as "the card Interstellar Bank draws".
    given = pos.hand[:len(hand)]
    assert [pos.name(c) for c in given] == hand
    drawn = pos.hand[len(hand):]
    if drawn:
        cards = list(pos.cards)
        for cid, drawer in zip(drawn, _drawers(pos), strict=False):
            cards[cid] = _unknown_card(drawer)
        pos = replace(pos, cards=tuple(cards), drawn=drawn)
    echo = {"phase": phase, "bonus": flags["bonus"], "double": flags["double"], "edition": ed}
    if "id" in obj:
        echo = {"id": obj["id"], **echo}
    return pos, echo


def _drawers(pos: PlacementPosition) -> list[Card]:
    """The tableau cards that draw at the start of the phase, one entry per card drawn,
    in the order they draw."""
    from rftg.core.cards import Effect, Phase

    phase = Phase.DEVELOP if pos.phase == "develop" else Phase.SETTLE
    return [pos.card(c) for c in pos.tableau for p in pos.card(c).powers
            if p.phase is phase and p.effect is Effect.DRAW for _ in range(p.value("n"))]


def _unknown_card(drawer: Card) -> Card:
    """A card ``drawer`` draws, whose design nobody knows: its name says so ("the card
    Interstellar Bank draws", German as its German name)."""
    from rftg.core.cards import Card as CardClass
    from rftg.core.cards import CardType
    from rftg.core.text import card_name

    return CardClass(_t("drawn_card", "en", card=card_name(drawer, "en")),
                     _t("drawn_card", "de", card=card_name(drawer, "de")),
                     CardType.DEVELOPMENT, 0, 0)


def _paid(pos: PlacementPosition, cards: Sequence[int], lang: str | None = None
          ) -> tuple[list[str], list[str]]:
    """The cards of the hand that pay (English names, as the output names cards) and the
    unknown drawn ones (their phrase in ``lang``)."""
    from rftg.core.text import card_name

    return ([pos.name(c) for c in cards if c not in pos.drawn],
            [card_name(pos.card(c), lang) for c in cards if c in pos.drawn])


def plan_json(pos: PlacementPosition, plan: PlacementPlan, lang: str | None = None
              ) -> dict[str, Any]:
    """The output object of one position (without the echoed input fields). Card names
    and codes are English; what a person reads ("label", "note", "why_not", "reason") is
    in ``lang`` (None: the run's language)."""
    from rftg.core.decisions import Option
    from rftg.core.moves import Method
    from rftg.core.text import option_label
    from rftg.solver.payment import asks_payment, base_military, way_cost

    names = pos.name
    cards = []
    for cw in plan.ways:
        c = pos.card(cw.card)
        v = plan.values[cw.card]
        ways = []
        for w in cw.ways:
            net, paid = plan.way_net(w)
            asked = asks_payment(pos.phase, w)
            conquer = w.method is Method.CONQUER
            known, drawn = _paid(pos, paid, lang)
            ways.append({
                "method": w.encode() if asked else None,
                "label": (option_label(Option(w, deck=pos.cards), lang) if asked
                          else _t("no_payment", lang)),
                "pay": w.pay,
                "pay_max": w.pay_max,
                "cost": way_cost(w),
                "spends": [names(s) for s in w.spends],
                "military": w.military.total if conquer and w.military else None,
                "defence": w.defence if conquer else None,
                "discard": known,
                "drawn": drawn,
                "net": net,
            })
        cards.append({
            "card": c.name,
            "type": c.kind_text(lang),
            "value": {"placed": v.placed, "hand": v.hand, "play": v.play,
                      "note": v.play_note.text(lang)},
            "ways": ways,
            "why_not": None if cw.why is None else cw.why.text(lang),
        })
    steps = []
    for s in plan.steps:
        known, drawn = _paid(pos, s.discards, lang)
        steps.append({
            "slot": s.slot,
            "card": None if s.card is None else names(s.card),
            "method": s.way.encode() if s.way is not None and s.payment else None,
            "discard": known,
            "drawn": drawn,
            "spends": [] if s.way is None else [names(t) for t in s.way.spends],
            "gain": s.gain,
            "paid": s.paid,
            "reason": s.reason_in(lang),
        })
    first = steps[0]
    mil = base_military(pos) if pos.phase == "settle" else None
    return {
        "military": mil,
        "cards": cards,
        "plan": {"card": first["card"], "method": first["method"], "discard": first["discard"],
                 "drawn": first["drawn"], "spends": first["spends"], "value": plan.value,
                 "reason": plan.reason_in(lang),
                 "status": plan.status, "steps": steps},
        "solve_ms": plan.solve_ms,
    }


def plan_text(echo: dict[str, Any], pos: PlacementPosition, plan: PlacementPlan,
              out: dict[str, Any], lang: str | None = None) -> str:
    """The readable form of one output object (``plan_json(pos, plan, lang)``)."""
    from rftg.core.text import card_name
    from rftg.solver.texts import num

    def name(cid: int) -> str:
        return card_name(pos.card(cid), lang)

    phase = _t(f"phase_{echo['phase']}", lang)
    head = _t("head_bonus" if echo["bonus"] else "head_no_bonus", lang, phase=phase)
    if echo["double"]:
        head += _t("head_double", lang, phase=phase)
    if out["military"] is not None:
        head += _t("head_military", lang, n=out["military"])
    lines = [f"{echo['id']}: {head}." if "id" in echo else f"{head}.",
             _t("tableau", lang, cards=", ".join(name(c) for c in pos.tableau)
                or _t("empty", lang)),
             "", _t("ways", lang)]
    for cw, c in zip(plan.ways, out["cards"], strict=True):
        cid = cw.card
        v = c["value"]
        lines.append("  " + _t("card", lang, card=name(cid), type=c["type"],
                               placed=num(v["placed"], 2, lang), hand=num(v["hand"], 2, lang),
                               note=v["note"]))
        if not c["ways"]:
            lines.append("    " + _t("cannot", lang, why=c["why_not"]))
        for way, w in zip(cw.ways, c["ways"], strict=True):
            extra = (_t("extra_military", lang, pay=w["pay"], pay_max=w["pay_max"])
                     if w["pay_max"] > w["pay"] else "")
            if w["discard"]:
                extra += _t("extra_discard", lang, cards=", ".join(
                    name(d) for d in plan.way_net(way)[1] if d not in pos.drawn))
            drawers = dict(zip(pos.drawn, _drawers(pos), strict=False))
            extra += "".join(_t("extra_drawn", lang, card=card_name(drawers[d], lang))
                             for d in plan.way_net(way)[1] if d in drawers)
            lines.append("    - " + _t("way", lang, label=w["label"], extra=extra,
                                       net=num(w["net"], 2, lang, sign=True)))
    lines += ["", _t("recommended", lang, reason=out["plan"]["reason"])]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run ``rftg analyze place`` with parsed arguments; the exit status."""
    shown = example_or_file(args)
    if shown is not None:
        return shown
    from rftg.core.cards import CatalogueError, catalogue
    from rftg.solver.payment import PlacementError, plan_placement

    time_limit = getattr(args, "time_limit", math.inf)
    if not time_limit > 0:
        print(f"{PROG}: " + _e("time_limit", value=number(time_limit)), file=sys.stderr)
        return 2
    try:
        cat = catalogue()
    except CatalogueError as exc:
        print(_e("broken", error=exc), file=sys.stderr)
        return 1
    positions = []
    try:
        for place, obj in read_objects(args.file):
            try:
                positions.append(parse_position(obj, cat))
            except InputError as exc:
                raise InputError(f"{place}: {exc}") from None
    except InputError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    for pos, echo in positions:
        try:
            plan = plan_placement(pos, time_limit=time_limit)
        except PlacementError as exc:
            print(f"{PROG}: {exc}", file=sys.stderr)
            return 1
        out = plan_json(pos, plan)
        if args.text:
            print(plan_text(echo, pos, plan, out))
        else:
            print(json.dumps({**echo, **out}, ensure_ascii=False))
        sys.stdout.flush()
    return 0
