#!/usr/bin/env python3
"""One-time conversion of ../shared/reference/rftg-cards.txt into content/cards/*.toml.

The app never runs this and never reads ../shared: the result is committed and is the
project's own card content from then on. The script is kept so that anyone can see how
each code of the reference was read, and which facts were corrected (see CORRECTIONS and
OPTIONAL_STARTS, each with its source; GERMAN_NOTES says the same in German). Re-running
it overwrites the content files (or writes base.toml and gs.toml into DEST), which it
reproduces byte for byte (tests/test_leftovers_de.py checks).

    python3 tools/convert_reference.py [PATH/TO/rftg-cards.txt [DEST]]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SRC = ROOT.parent / "shared" / "reference" / "rftg-cards.txt"

KINDS = {"NOVELTY", "RARE", "GENE", "ALIEN"}

# German names where the seeds (rulebooks) name the card. Nothing here is invented:
# each is the seed's wording (upper-case titles set in normal case; a hyphen that only
# breaks a word across two lines dropped).
GERMAN = {
    # base rulebook (000_...)
    "Gem World": "Kristallwelt",
    "Investment Credits": "Investitionskredite",
    "Alpha Centauri": "Alpha Centauri",
    "New Sparta": "New Sparta",
    "Epsilon Eridani": "Epsilon Eridani",
    "Blaster Gem Mines": "Sprengkristallmine",
    "Empath World": "Empathenwelt",
    "New Military Tactics": "Neue Militärische Taktiken",
    "Contact Specialist": "Kontaktspezialist",
    "Replicant Robots": "Selbstreplizierende Roboter",
    "Mining Robots": "Bergbauroboter",
    "Colony Ship": "Kolonieschiff",
    "Public Works": "Bauarbeiten",
    "Alien Rosetta Stone World": "Alien Rosettastein Welt",
    "Deficit Spending": "Defizitfinanzierung",
    "New Economy": "New Economy",
    "Free Trade Association": "Freihandelsunion",
    "New Vinland": "New Vinland",
    "Genetics Lab": "Genlabor",
    "Pan-Galactic League": "Pangalaktische Liga",
    "Merchant World": "Welt der Kaufleute",
    "Black Market Trading World": "Schwarzmarkt",
    "Trade League": "Handels-Liga",
    "Gambling World": "Casinowelt",
    "Mining World": "Bergbauplanet",
    "Alien Tech Institute": "Alien Forschungsinstitut",
    "Consumer Markets": "Absatzmärkte",
    "Expanding Colony": "Expandierende Kolonie",
    "Galactic Imperium": "Galaktisches Imperium",
    "Galactic Renaissance": "Galaktische Renaissance",
    "Research Labs": "Forschungslabors",
    "Galactic Trendsetters": "Galaktische Trendsetter",
    "Artist Colony": "Künstlerkolonie",
    "Galactic Federation": "Galaktische Föderation",
    "Galactic Survey: SETI": "Erkundung der Galaxis: SETI",
    "Merchant Guild": "Gilde der Kaufleute",
    "Mining League": "Bergbau-Liga",
    "Mining Conglomerate": "Bergbaukonzern",
    "New Galactic Order": "Neue Galaktische Ordnung",
    "Star Nomad Raiders": "Weltraumnomaden Gangster",
    "Industrial Robots": "Industrieroboter",
    "Galactic Trade Emissaries": "Galaktischer Handelsgesandter",
    "Terraforming Colonists": "Terraforming Kolonisten",
    "Gateway Station": "Gateway Station",
    # The Gathering Storm rulebook (001_...)
    "Old Earth": "Alte Erde",
    "Earth's Lost Colony": "Vergessene Erdkolonie",
    "Ancient Race": "Uralte Rasse",
    "Doomed World": "Sterbende Welt",
    "Separatist Colony": "Separatistenkolonie",
    "Damaged Alien Factory": "Defekte Alien Fabrik",
    "Improved Logistics": "Verbesserte Logistik",
    "Space Mercenaries": "Söldnertruppen",
    "Clandestine Uplift Lab": "Illegales Labor für genmanipulierte Wesen",
    "Diversified Economy": "Mischwirtschaft",
    "Galactic Genome Project": "Galaktisches Genomprojekt",
    "Terraforming Guild": "Terraforming Gilde",
    "Imperium Lords": "Machthaber des Imperium",
}

# Start world numbers and colours (reference README; 0-8 confirmed by the seeds).
STARTS = {
    "Old Earth": (0, "blue"), "Epsilon Eridani": (1, "red"), "Alpha Centauri": (2, "blue"),
    "New Sparta": (3, "red"), "Earth's Lost Colony": (4, "blue"),
    "Separatist Colony": (5, "red"), "Ancient Race": (6, "blue"),
    "Damaged Alien Factory": (7, "red"), "Doomed World": (8, "blue"),
    "Star Nomad Raiders": (-1, "red"), "Industrial Robots": (-2, "blue"),
    "Galactic Trade Emissaries": (-3, "red"), "Terraforming Colonists": (-4, "blue"),
    "Abandoned Mine Squatters": (-5, "red"), "Gateway Station": (-6, "blue"),
}

# The reference lists the six optional start worlds without facts or powers; these come
# from the reference README's table (agreeing with the base rulebook's last page).
OPTIONAL_STARTS: dict[str, dict[str, Any]] = {
    "Star Nomad Raiders": dict(
        cost=2, vp=1, military=True,
        powers=[dict(phase="settle", effect="military", n=1),
                dict(phase="consume", effect="trade_bonus", n=2)]),
    "Industrial Robots": dict(
        cost=2, vp=1,
        powers=[dict(phase="develop", effect="draw_after", n=1),
                dict(phase="produce", effect="draw", n=1)]),
    "Galactic Trade Emissaries": dict(
        cost=2, vp=1,
        powers=[dict(phase="settle", effect="pay_military", n=1),
                dict(phase="consume", effect="draw", n=1)]),
    "Terraforming Colonists": dict(
        cost=2, vp=1, keywords=["TERRAFORMING"],
        powers=[dict(phase="settle", effect="draw_after", n=1),
                dict(phase="produce", effect="discard_produce", target="windfall")]),
    "Abandoned Mine Squatters": dict(
        cost=2, vp=0, military=True, goods="RARE",
        powers=[dict(phase="settle", effect="military", n=1),
                dict(phase="produce", effect="produce")]),
    "Gateway Station": dict(
        cost=2, vp=1, windfall=True, goods="NOVELTY",
        powers=[dict(phase="consume", effect="consume_exact", count=2, vp=1, cards=3)]),
}

OPTIONAL_NOTE = ("optional start world; facts and powers from the reference README's table, "
                 "agreeing with the base rulebook's last page")

# Cost corrections confirmed by the base rulebook's "Kartenverteilung" table; the VP of
# the first two come from the current printing (no seed confirms them).
CORRECTIONS = {
    "Bio-Hazard Mining World": (2, 0, "cost 2 (reference file: 3) is confirmed by the base "
                                "rulebook's table; VP 0 (reference file: 2) follows the "
                                "current printing, no seed confirms it"),
    "Black Market Trading World": (2, 1, "cost 2 (reference file: 3) is confirmed by the base "
                                   "rulebook's table; VP 1 (reference file: 2) follows the "
                                   "current printing, no seed confirms it"),
    "Imperium Armaments World": (3, 2, "cost 3 (reference file: 4) is confirmed by the base "
                                 "rulebook's table"),
}


# Each note in German (the card view shows the run's language; the loader refuses a note
# without its German): the same facts, in the words of the glossary (Referenzdatei,
# Spielregel des Grundspiels, SP).
GERMAN_NOTES = {
    OPTIONAL_NOTE: "optionale Startwelt; Werte und Fähigkeiten aus der Tabelle im README der "
                   "Referenzdaten, in Übereinstimmung mit der letzten Seite der Spielregel "
                   "des Grundspiels",
    CORRECTIONS["Bio-Hazard Mining World"][2]:
        "Kosten 2 (Referenzdatei: 3): bestätigt durch die Tabelle der Spielregel des "
        "Grundspiels; 0 SP (Referenzdatei: 2): nach der aktuellen Auflage, von keiner "
        "Spielregel bestätigt",
    CORRECTIONS["Black Market Trading World"][2]:
        "Kosten 2 (Referenzdatei: 3): bestätigt durch die Tabelle der Spielregel des "
        "Grundspiels; 1 SP (Referenzdatei: 2): nach der aktuellen Auflage, von keiner "
        "Spielregel bestätigt",
    CORRECTIONS["Imperium Armaments World"][2]:
        "Kosten 3 (Referenzdatei: 4): bestätigt durch die Tabelle der Spielregel des "
        "Grundspiels",
}

def parse(src: Path) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    for line in src.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        key, _, val = line.partition(":")
        if key == "N":
            cur = {"name": val, "P": [], "V": [], "F": set(), "G": None}
            cards.append(cur)
        elif cur is None:
            continue
        elif key == "T":
            cur["T"] = [int(x) for x in val.split(":")]
        elif key.startswith("E@"):
            levels: dict[int, int] = {}
            for part in line.split("@")[1:]:
                lvl, n = part.split(":")
                levels[int(lvl)] = int(n)
            cur["E"] = levels
        elif key == "G":
            cur["G"] = val
        elif key == "F":
            cur["F"] = {f.strip() for f in val.split("|") if f.strip()}
        elif key == "P":
            phase, code, value, times = val.split(":")
            cur["P"].append((int(phase), {c.strip() for c in code.split("|")},
                             int(value), int(times)))
        elif key == "V":
            vp, vtype, name = val.split(":", 2)
            cur["V"].append((int(vp), vtype, name))
    return cards


def power(phase: int, codes: set[str], value: int, times: int) -> dict[str, Any]:
    kind = next((k for k in KINDS if k in codes), None)
    if phase == 1:
        eff = "keep" if "KEEP" in codes else "draw"
        return dict(phase="explore", effect=eff, n=value)
    if phase == 2:
        eff = {"DRAW": "draw", "DRAW_AFTER": "draw_after", "REDUCE": "reduce"}
        return dict(phase="develop", effect=eff[next(iter(codes))], n=value)
    if phase == 3:
        if "REDUCE_ZERO" in codes:
            return dict(phase="settle", effect="reduce_to_zero")
        if "DISCARD" in codes and "EXTRA_MILITARY" in codes:
            return dict(phase="settle", effect="temp_military", n=value)
        if "EXTRA_MILITARY" in codes:
            p: dict[str, Any] = dict(phase="settle", effect="military", n=value)
            if kind:
                p["kind"] = kind
            if "AGAINST_REBEL" in codes:
                p["against"] = "REBEL"
            return p
        if "REDUCE" in codes:
            p = dict(phase="settle", effect="reduce", n=value)
            if kind:
                p["kind"] = kind
            return p
        if "PAY_MILITARY" in codes:
            return dict(phase="settle", effect="pay_military", n=value)
        if "DRAW_AFTER" in codes:
            return dict(phase="settle", effect="draw_after", n=value)
        if "MILITARY_HAND" in codes:
            return dict(phase="settle", effect="military_from_hand", n=value)
        if "PLACE_TWO" in codes:
            return dict(phase="settle", effect="place_second")
    if phase == 4:
        if "TRADE_BONUS_CHROMO" in codes:
            return dict(phase="consume", effect="trade_bonus_chromosome", kind="GENE")
        if "TRADE_ACTION" in codes:
            return dict(phase="consume", effect="trade", bonuses="TRADE_NO_BONUS" not in codes)
        if "TRADE_THIS" in codes:
            return dict(phase="consume", effect="trade_bonus", n=value, this_world=True)
        if any(c.startswith("TRADE_") for c in codes):
            p = dict(phase="consume", effect="trade_bonus", n=value)
            tk = {c.removeprefix("TRADE_") for c in codes} & KINDS
            if tk:
                p["kind"] = tk.pop()
            return p
        if "DISCARD_HAND" in codes:
            return dict(phase="consume", effect="discard_hand", count=times, vp=value)
        if "DRAW_LUCKY" in codes:
            return dict(phase="consume", effect="gamble")
        if codes == {"DRAW"}:
            return dict(phase="consume", effect="draw", n=value)
        vp = value if "GET_VP" in codes else 0
        cards = 2 if "GET_2_CARD" in codes else 1 if "GET_CARD" in codes else 0
        reward: dict[str, Any] = {}
        if vp:
            reward["vp"] = vp
        if cards:
            reward["cards"] = cards
        ck = {c.removeprefix("CONSUME_") for c in codes} & KINDS
        if "CONSUME_ALL" in codes:
            return dict(phase="consume", effect="consume_all", vp=vp)
        if "CONSUME_3_DIFF" in codes:
            return dict(phase="consume", effect="consume_distinct", count=3, **reward)
        if "CONSUME_TWO" in codes:
            p = dict(phase="consume", effect="consume_exact", count=2)
            if ck:
                p["kind"] = ck.pop()
            return {**p, **reward}
        p = dict(phase="consume", effect="consume", count=times)
        if ck:
            p["kind"] = ck.pop()
        if "CONSUME_THIS" in codes:
            p["this_world"] = True
        return {**p, **reward}
    if phase == 5:
        if codes == {"DISCARD", "PRODUCE"}:
            return dict(phase="produce", effect="discard_produce", target="this")
        if codes == {"PRODUCE"}:
            return dict(phase="produce", effect="produce")
        (code,) = codes
        if code.startswith("WINDFALL_"):
            k = code.removeprefix("WINDFALL_")
            return dict(phase="produce", effect="windfall", **({} if k == "ANY" else {"kind": k}))
        if code == "DRAW":
            return dict(phase="produce", effect="draw", n=value)
        if code == "DRAW_IF":
            return dict(phase="produce", effect="draw_if_produced", n=value)
        if code.startswith("DRAW_EACH_"):
            return dict(phase="produce", effect="draw_per_good", n=value,
                        kind=code.removeprefix("DRAW_EACH_"))
        if code == "DRAW_DIFFERENT":
            return dict(phase="produce", effect="draw_per_kind", n=value)
        if code == "DRAW_MOST_RARE":
            return dict(phase="produce", effect="draw_most", n=value, kind="RARE")
        if code == "DRAW_WORLD_GENE":
            return dict(phase="produce", effect="draw_per_world", n=value, kind="GENE")
        if code == "DRAW_MILITARY":
            return dict(phase="produce", effect="draw_per_military_world", n=value)
    raise ValueError(f"unmapped power {phase}:{codes}:{value}:{times}")


def bonus(vp: int, vtype: str, name: str) -> dict[str, Any]:
    for k in KINDS:
        if vtype == f"{k}_PRODUCTION":
            return dict(vp=vp, match="production_world", kind=k)
        if vtype == f"{k}_WINDFALL":
            return dict(vp=vp, match="windfall_world", kind=k)
    simple = {
        "MILITARY": dict(match="military_world"),
        "REBEL_MILITARY": dict(match="military_world", keyword="REBEL"),
        "NAME": dict(match="card", name=name),
        "ALIEN_FLAG": dict(match="keyword", keyword="ALIEN"),
        "TERRAFORMING_FLAG": dict(match="keyword", keyword="TERRAFORMING"),
        "IMPERIUM_FLAG": dict(match="keyword", keyword="IMPERIUM"),
        "DEVEL_EXPLORE": dict(match="development", power="explore"),
        "WORLD_EXPLORE": dict(match="world", power="explore"),
        "DEVEL_CONSUME": dict(match="development", power="consume"),
        "WORLD_CONSUME": dict(match="world", power="consume"),
        "DEVEL_TRADE": dict(match="development", power="trade"),
        "WORLD_TRADE": dict(match="world", power="trade"),
        "WORLD": dict(match="world"),
        "DEVEL": dict(match="development"),
        "SIX_DEVEL": dict(match="six_cost_development"),
        "TOTAL_MILITARY": dict(match="military_strength"),
        "THREE_VP": dict(match="chips", per=3),
    }
    return dict(vp=vp, **simple[vtype])


def convert(raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
    name = raw["name"]
    levels = raw["E"]
    base = levels.get(0, 0)
    gs = base + levels.get(1, 0)
    ctype, cost, vp = raw["T"]
    flags: set[str] = raw["F"]
    card: dict[str, Any] = {"name": name}
    if name in GERMAN:
        card["de"] = GERMAN[name]
    card["type"] = "world" if ctype == 1 else "development"
    card["cost"] = cost
    card["vp"] = vp
    if "MILITARY" in flags:
        card["military"] = True
    if "WINDFALL" in flags:
        card["windfall"] = True
    goods = raw["G"]
    if goods in KINDS:
        card["goods"] = goods
    if name in STARTS:
        card["start"], card["colour"] = STARTS[name]
    kw = [k for k in ("REBEL", "ALIEN", "UPLIFT", "IMPERIUM", "TERRAFORMING") if k in flags]
    if "CHROMO" in flags:
        kw.append("CHROMOSOME")
    if kw:
        card["keywords"] = kw
    card["copies"] = {"base": base, "gs": gs} if base else {"gs": gs}
    powers = [power(*p) for p in raw["P"]]
    if "STARTHAND_3" in flags:
        card["initial_discard"] = 3
    if "PROMO" in flags:
        extra = OPTIONAL_STARTS[name]
        card.update({k: v for k, v in extra.items() if k != "powers"})
        powers = extra["powers"]
        card["note"] = OPTIONAL_NOTE
        # keep a stable field order
        card = {k: card[k] for k in _ORDER if k in card}
    if name in CORRECTIONS:
        card["cost"], card["vp"], card["note"] = CORRECTIONS[name]
    if "note" in card:
        card["note_de"] = GERMAN_NOTES[card["note"]]
    if powers:
        card["powers"] = powers
    if raw["V"]:
        card["bonuses"] = [bonus(*v) for v in raw["V"]]
    return card, ("base" if base else "gs")


_ORDER = ["name", "de", "type", "cost", "vp", "military", "windfall", "goods", "start",
          "colour", "keywords", "copies", "initial_discard", "note", "note_de", "powers",
          "bonuses"]


def toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


def render(cards: list[dict[str, Any]], header: str) -> str:
    out = [header, ""]
    for c in cards:
        out.append("[[card]]")
        for k in _ORDER:
            if k not in c:
                continue
            v = c[k]
            if k in ("powers", "bonuses"):
                out.append(f"{k} = [")
                out.extend(f"  {toml_value(x)}," for x in v)
                out.append("]")
            else:
                out.append(f"{k} = {toml_value(v)}")
        out.append("")
    return "\n".join(out)


HEADER = """\
# {title}
#
# One [[card]] table per distinct card. Fields (validated on load by rftg.core.cards):
#   name, de (German name where the seeds give one), type (world | development),
#   cost (the defence for a military world), vp, military, windfall,
#   goods (NOVELTY | RARE | GENE | ALIEN), start + colour (start worlds),
#   keywords, copies (per edition: the copies in a game played with it),
#   initial_discard (a start world's setup power), note (where a fact was corrected;
#   note_de the same in German, wherever note is),
#   powers (phase, effect and the effect's values; rftg.core.cards.POWER_SPECS lists them),
#   bonuses (a 6-cost development's end-of-game VP; a card counts at its first match).
# Converted once from the project's reference data (tools/convert_reference.py)."""


def main(argv: list[str]) -> int:
    src = Path(argv[0]) if argv else DEFAULT_SRC
    dest = Path(argv[1]) if len(argv) > 1 else ROOT / "content" / "cards"
    out: dict[str, list[dict[str, Any]]] = {"base": [], "gs": []}
    for raw in parse(src):
        levels = raw.get("E", {})
        if not (levels.get(0, 0) or levels.get(1, 0)):
            continue
        card, ed = convert(raw)
        out[ed].append(card)
    (dest / "base.toml").write_text(render(out["base"], HEADER.format(
        title="Race for the Galaxy, base game (2018 edition): 120 cards, with the 11 start "
              "worlds 0..4 and -1..-6")), encoding="utf-8")
    (dest / "gs.toml").write_text(render(out["gs"], HEADER.format(
        title="The Gathering Storm: start worlds 5..8 and 17 new game cards (the third "
              "Contact Specialist is counted in base.toml's copies)")), encoding="utf-8")
    print(f"base: {len(out['base'])} distinct cards, gs: {len(out['gs'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
