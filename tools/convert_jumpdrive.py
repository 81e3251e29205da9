#!/usr/bin/env python3
"""Convert the Jump Drive card list (../shared/reference/jumpdrive-cards.tsv) into the
project's content file content/cards/jumpdrive.toml, once.

The list's columns are id, name, cost, type (a world's colour, or DEVELOPMENT), effects
(free-form), icons, then optional military=True (a military world), vps=, income=. Rows
with ids 3a, 3b, ... are copies of one card. The free-form effects column is read here
through ``POWERS``, the project's reading of each card's power (the raw text is checked, so
a changed source is noticed), with the corrections of the reference README applied:
names, the scans' powers, and which rows no second source confirms.

    .venv/bin/python tools/convert_jumpdrive.py [TSV] > content/cards/jumpdrive.toml
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

from convert_reference import toml_value  # tools/ is on the path of a tool run as a script

ROOT = Path(__file__).resolve().parent.parent
TSV = ROOT.parent / "shared" / "reference" / "jumpdrive-cards.tsv"

KINDS = {"NOVELTY": "NOVELTY", "RARE_ELEMENTS": "RARE", "GENES": "GENE", "ALIEN": "ALIEN"}
NAMES = {"Reptilian Uplift World": "Reptilian Uplift Race", "SMUGGLING LAIR": "Smuggling Lair"}
GERMAN = {  # names the seed (the German game help) uses
    "Survey Team": "Erkundungsteam",
    "Contact Specialist": "Kontaktspezialist",
    "War Propaganda": "Kriegspropaganda",
    "Trade Pact": "Handelsabkommen",
}

P = dict[str, Any]


def per(n: int, count: str, **kw: Any) -> P:
    return {"effect": "vp_per", "n": n, "count": count, **kw}


def inc_per(n: int, count: str, **kw: Any) -> P:
    return {"effect": "income_per", "n": n, "count": count, **kw}


def disc(n: int, on: str, **kw: Any) -> P:
    return {"effect": "discount", "n": n, "on": on, **kw}


# name -> (raw effects text of the source, powers, unconfirmed reason or None)
SCAN = None
POWERS: dict[str, tuple[str, list[P], str | None]] = {
    "Artist Colony": ('{CountWith:{"Galactic Advertisers":1}}',
                      [{"effect": "vp_with", "n": 1, "card": "Galactic Advertisers"}],
                      "the source does not say whether the bonus is VP or income: read as VP"),
    "Colony Convoy": ("{SettleSecond:1}", [{"effect": "second_world", "n": 2}], SCAN),
    "Contact Specialist": ("{PayMilitary:1}", [{"effect": "contact"}], SCAN),
    "Genetics Lab": ("{CountWith:{GENES:1}}",
                     [{"effect": "income_with", "n": 1, "kind": "GENE"}], SCAN),
    "Investment Credits": ("{Discount:{DEVELOPMENT:1}}", [disc(1, "development")], SCAN),
    "Military Convoy": ("{SettleSecond:2}", [{"effect": "second_conquest"}], SCAN),
    "Mining Robots": ("{Discount:{RARE_ELEMENTS:1}}", [disc(1, "world", kind="RARE")], SCAN),
    "New Vinland": ('{CountWith:{"Galactic Advertisers":"2 income"}}',
                    [{"effect": "income_with", "n": 2, "card": "Galactic Advertisers"}], None),
    "Pirate Fuel Cache": ('{CountWith:{"Military Convoy":"1 vps"}}',
                          [{"effect": "vp_with", "n": 1, "card": "Military Convoy"}], None),
    "Survey Team": ("{Limit:1}", [], SCAN),
    "Trade Pact": ("{Limit:1,TradePact:1}",
                   [{"effect": "peaceful"},
                    {"effect": "pact_bonus", "n": 1, "card": "Trade Pact"}],
                   "the +1 while another empire holds a Trade Pact is read as VP (the seed's "
                   "solitaire rules name the Trade Pact among bonus points from other "
                   "players); the scans do not settle VP or income"),
    "Asteroid Belt": ('{CountsWith:{"Mining Robots":"1 income"}}',
                      [{"effect": "income_with", "n": 1, "card": "Mining Robots"}], None),
    "Consumer Markets": ('{CountPer:{NOVELTY:"1 vps",NOVELTY:"1 income"}}',
                         [per(1, "world", kind="NOVELTY"), inc_per(1, "world", kind="NOVELTY")],
                         SCAN),
    "Former Penal Colony": ('{CountWith:{"Galactic Advertisers":"1 income"}}',
                            [{"effect": "income_with", "n": 1, "card": "Galactic Advertisers"}],
                            None),
    "Gem World": ('{CountWith:{"Mining Conglomerate":"2 vps"}}',
                  [{"effect": "vp_with", "n": 2, "card": "Mining Conglomerate"}], None),
    "Rosetta Stone World": ("{Discount:{ALIEN:2}}", [disc(2, "world", kind="ALIEN")], None),
    "War Propaganda": ("{GiveToMostMilitary:1}", [{"effect": "to_most_military"}], SCAN),
    "Alien Toy Shop": ('{CountWith:{"Alien Technology Institute":"1 vps"}}',
                       [{"effect": "vp_with", "n": 1, "card": "Alien Technology Institute"}],
                       None),
    "Galactic Advertisers": ('{Discount:{"Galactic Trendsetters":1}}',
                             [disc(1, "card", card="Galactic Trendsetters")], SCAN),
    "Galactic Resort": ('{CountWith:{"Galactic Advertisers":"1 income"}}',
                        [{"effect": "income_with", "n": 1, "card": "Galactic Advertisers"}],
                        None),
    "Imperium Blaster Factory": ('{CountWith:{"Mining Conglomerate":"1 vps"}}',
                                 [{"effect": "vp_with", "n": 1, "card": "Mining Conglomerate"}],
                                 None),
    "Mining Conglomerate": ('{Discount:{RARE_ELEMENTS:1},CountPer{RARE_ELEMENTS:"1 vps"}}',
                            [disc(1, "world", kind="RARE"), per(1, "world", kind="RARE")], SCAN),
    "Mining World": ('{CountWith:{"Mining Robots":"1 income"}}',
                     [{"effect": "income_with", "n": 1, "card": "Mining Robots"}], None),
    "Replicant Robots": ('{Discount:{"World":2}}', [disc(2, "world")],
                         "the power comes from one source only"),
    "Space Symbionts": ("{Discount:{DEVELOPMENT:2}}", [disc(2, "development")], None),
    "Tourist World": ('{CountWith:{"Artist Colony":"1 income"}}',
                      [{"effect": "income_with", "n": 1, "card": "Artist Colony"}], None),
    "Uplift Mining Moles": ("{Discount:{RARE_ELEMENTS:1}}", [disc(1, "world", kind="RARE")],
                            None),
    "Galactic Trendsetters": ('{CountPer:{"Galactic Trendsetters":"2 vps"}}',
                              [per(2, "card", card="Galactic Trendsetters")], None),
    "Survey HQ": ('{CountPer:{EXPLORE:"0.5 vps",EXPLORE:"0.5 income"}}',
                  [per(1, "explore", per=2), inc_per(1, "explore", per=2)],
                  "the source's 0.5 VP and 0.5 income per explore icon are read as 1 per 2 "
                  "icons, rounded down"),
    "Uplift Mercenaries": ('{CountPer:{CHROMOSOME:"1 income", CHROMOSOME:"1 MILITARY"}}',
                           [inc_per(1, "chromosome"),
                            {"effect": "military_per", "n": 1, "count": "chromosome"}], None),
    "Uplift Researchers": ('{CountPer:{CHROMOSOME:"1 vps", CHROMOSOME:"1 income"}}',
                           [per(1, "chromosome"), inc_per(1, "chromosome")],
                           "the power comes from one source only"),
    "Galactic Salon": ("{Discount:{DEVELOPMENT:1}}", [disc(1, "development")],
                       "the power comes from one source only"),
    "Alien Technology Institute": (
        '{CountPer:{ALIEN:"4 vps",ALIEN:"4 vps OP"}, Discount:{ALIEN:2}}',
        [per(4, "world", kind="ALIEN"), per(4, "world", kind="ALIEN", others=True),
         disc(2, "world", kind="ALIEN")],
        "one source only; its 'OP' terms are read as counting the other players' empires"),
    "Free Trade Association": (
        '{CountPer:{NOVELTY:"2 vps",NOVELTY:"1 vps OP"}}',
        [per(2, "world", kind="NOVELTY"), per(1, "world", kind="NOVELTY", others=True)],
        "one source only; its 'OP' terms are read as counting the other players' empires"),
    "Galactic Imperium": (
        '{CountPer:{"military":"2 vps","military":"1 vps OP"},Discount:{REBEL:4}}',
        [per(2, "military_world"), per(1, "military_world", others=True),
         {"effect": "military", "n": 4, "rebel": True}],
        "the source's 'Discount REBEL 4' is most likely +4 military against Rebel worlds "
        "(value unconfirmed); 'military' read as military worlds; 'OP' terms read as "
        "counting the other players' empires"),
    "Mining League": ('{CountPer:{RARE_ELEMENTS:"3 vps",RARE_ELEMENTS:"1 income"}}',
                      [per(3, "world", kind="RARE"), inc_per(1, "world", kind="RARE")],
                      "the power comes from one source only"),
    "New Galactic Order": ('{CountPer:{MILITARY:"1 vps"}}', [per(1, "military")],
                           "the power comes from one source only"),
    "Galactic Federation": (
        '{CountPer:{DEVELOPMENT:"2 vps",DEVELOPMENT:"1 vps OP"},Discount:{DEVELOPMENT:2}}',
        [per(2, "development"), per(1, "development", others=True), disc(2, "development")],
        "one source only; its 'OP' terms are read as counting the other players' empires"),
    "Galactic Survey: Seti": (
        '{CountPer:{EXPLORE:"1 vps",EXPLORE:"1 vps OP"}}',
        [per(1, "explore"), per(1, "explore", others=True)],
        "one source only; its 'OP' terms are read as counting the other players' empires"),
    "Uplift Code": (
        '{CountPer:{CHROMOSOME:"1 vps",CHROMOSOME:"1 vps OP",CHROMOSOME:"1 income"}}',
        [per(1, "chromosome"), per(1, "chromosome", others=True), inc_per(1, "chromosome")],
        "one source only; its 'OP' terms are read as counting the other players' empires"),
    "New Earth": ('{CountWith:{"Galactic Advertisers":"1 vps"}}',
                  [{"effect": "vp_with", "n": 1, "card": "Galactic Advertisers"}], None),
}

# developments whose printed card a scan shows (the reference README); the Survey Team's
# facts are in the seed ("Das Erkundungsteam gibt 2 [Erkunden], 1 [Militär] und 1 [Karte]")
SCANNED = {"Colony Convoy", "Consumer Markets", "Contact Specialist", "Galactic Advertisers",
           "Genetics Lab", "Investment Credits", "Military Convoy", "Mining Conglomerate",
           "Mining Robots", "Space Marines", "Trade Pact", "War Propaganda", "Survey Team"}

WORLD_NOTE = "no second source confirms this world's row"
NOTES = {
    "Reptilian Uplift Race": "the source names it 'Reptilian Uplift World' (a known defect)",
    "Smuggling Lair": "the source writes 'SMUGGLING LAIR'",
    "Mining Robots": "the source writes 'vp=1' for 'vps=1'",
    "Devolved Uplift Race": "cost 0 and the blue colour are unverified",
    "Survey Team": "not in the deck: one per player in the middle; once per game instead of "
                   "a development from the hand (seed: Erkundungsteam)",
    "Genetics Lab": "the scan: +1 income with a green world (the source says VP)",
    "Trade Pact": "the scan: placed only with 0 military or a Contact Specialist; 1 per "
                  "empire",
    "Colony Convoy": "the scan: may be discarded from the empire to place a second world at "
                     "-2 cost; both worlds non-military (Contact Specialist allowed)",
    "Military Convoy": "the scan: may conquer a second military world with the unused "
                       "military (not with Contact Specialist)",
    "War Propaganda": "the scan: before scoring it goes to the player with the highest "
                      "military; a player tied for it keeps it",
    "Galactic Advertisers": "the scan: -1 cost for Galactic Trendsetters, VP 0, income 2",
}


# The German of each text above, as the content file has it beside the English
# (unconfirmed_de, note_de, [setup] deal_note_de and not_public_de).
GERMAN_TEXTS = {
    "no second source confirms this world's row":
        "keine zweite Quelle bestätigt die Werte dieser Welt",
    "cost 0 and the blue colour are unverified":
        "Kosten 0 und die blaue Farbe sind nicht überprüft",
    "no second source confirms this world's row; the source does not say whether the bonus"
    " is VP or income: read as VP":
        "keine zweite Quelle bestätigt die Werte dieser Welt; die Quelle sagt nicht, ob "
        "der Bonus Siegpunkte oder Einkommen ist: als Siegpunkte gelesen",
    "the scan: may be discarded from the empire to place a second world at -2 cost; both "
    "worlds non-military (Contact Specialist allowed)":
        "laut Kartenscan: darf aus der Auslage abgeworfen werden, um eine zweite Welt mit "
        "Kosten \u22122 auszulegen; beide Welten nicht-militärisch (Kontaktspezialist erlaubt)",
    "the scan: +1 income with a green world (the source says VP)":
        "laut Kartenscan: +1 Einkommen mit einer grünen Welt (die Quelle sagt Siegpunkte)",
    "the scan: may conquer a second military world with the unused military (not with "
    "Contact Specialist)":
        "laut Kartenscan: darf mit der nicht genutzten militärischen Stärke eine zweite "
        "militärische Welt erobern (nicht mit Kontaktspezialist)",
    "the source writes 'vp=1' for 'vps=1'":
        "die Quelle schreibt „vp=1“ statt „vps=1“",
    "the source writes 'SMUGGLING LAIR'":
        "die Quelle schreibt „SMUGGLING LAIR“",
    "not in the deck: one per player in the middle; once per game instead of a development"
    " from the hand (seed: Erkundungsteam)":
        "nicht im Nachziehstapel: eines je Spieler in der Tischmitte; einmal im Spiel "
        "statt einer Entwicklung von der Hand (Spielhilfe: Erkundungsteam)",
    "the +1 while another empire holds a Trade Pact is read as VP (the seed's solitaire "
    "rules name the Trade Pact among bonus points from other players); the scans do not "
    "settle VP or income":
        "das +1, solange eine andere Auslage ein Handelsabkommen hat, wird als Siegpunkt "
        "gelesen (die Solitärregeln der Spielhilfe nennen das Handelsabkommen bei den "
        "Bonuspunkten durch andere Spieler); die Kartenscans klären nicht, ob Siegpunkt "
        "oder Einkommen",
    "the scan: placed only with 0 military or a Contact Specialist; 1 per empire":
        "laut Kartenscan: nur mit militärischer Stärke 0 oder mit einem "
        "Kontaktspezialisten auszulegen; 1 je Auslage",
    "the source names it 'Reptilian Uplift World' (a known defect)":
        "die Quelle nennt sie „Reptilian Uplift World“ (ein bekannter Fehler)",
    "the scan: before scoring it goes to the player with the highest military; a player "
    "tied for it keeps it":
        "laut Kartenscan: vor der Wertung geht sie an den Spieler mit der höchsten "
        "Militärstärke; wer sie hat und dabei gleichauf liegt, behält sie",
    "the scan: -1 cost for Galactic Trendsetters, VP 0, income 2":
        "laut Kartenscan: Kosten \u22121 für Galactic Trendsetters, 0 SP, Einkommen 2",
    "the power comes from one source only":
        "die Fähigkeit stammt aus nur einer Quelle",
    "no second source confirms this world's row; the source's 0.5 VP and 0.5 income per "
    "explore icon are read as 1 per 2 icons, rounded down":
        "keine zweite Quelle bestätigt die Werte dieser Welt; die 0,5 SP und 0,5 Einkommen"
        " je Erkunden-Symbol der Quelle werden als 1 je 2 Symbole gelesen, abgerundet",
    "one source only; its 'OP' terms are read as counting the other players' empires":
        "nur eine Quelle; ihre Angaben „OP“ werden so gelesen, dass sie die Auslagen der "
        "anderen Spieler zählen",
    "the source's 'Discount REBEL 4' is most likely +4 military against Rebel worlds "
    "(value unconfirmed); 'military' read as military worlds; 'OP' terms read as counting "
    "the other players' empires":
        "„Discount REBEL 4“ der Quelle ist sehr wahrscheinlich +4 militärische Stärke "
        "gegen Rebellen-Welten (Wert unbestätigt); „military“ als militärische Welten "
        "gelesen; Angaben „OP“ so gelesen, dass sie die Auslagen der anderen Spieler "
        "zählen",
    "Setup (deal 7 cards, keep 5) comes from public game summaries, not from the seed.":
        "Die Spielvorbereitung (7 Karten austeilen, 5 davon behalten) stammt aus "
        "öffentlichen Spielzusammenfassungen, nicht aus der Spielhilfe.",
    "The first-game preset hands and the solo campaign's victory conditions are not "
    "public; rftg leaves them out.":
        "Die vorgegebenen Kartenhände des ersten Spiels und die Siegbedingungen der Solo-"
        "Kampagne sind nicht öffentlich; rftg lässt sie weg.",
}


def rows(path: Path) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.rstrip("\t").split("\t")
        rid, name, cost, ctype, effects, icons = cols[:6]
        extra = dict(c.split("=", 1) for c in cols[6:] if "=" in c)
        out.append({"id": rid, "name": name, "cost": int(cost), "type": ctype,
                    "effects": effects, "icons": icons, "extra": extra})
    return out


def convert(path: Path) -> list[dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = {}
    for r in rows(path):
        base = re.sub(r"[a-z]$", "", r["id"])
        name = NAMES.get(r["name"], r["name"])
        if name in cards:
            cards[name]["copies"] += 1
            assert cards[name]["_id"] == base, f"{name}: copies under two ids"
            continue
        extra = r["extra"]
        vp = int(extra.get("vps", extra.get("vp", 0)))
        icons = [] if r["icons"] == "None" else r["icons"].split(",")
        card: dict[str, Any] = {"_id": base, "name": name}
        if name in GERMAN:
            card["de"] = GERMAN[name]
        dev = r["type"] == "DEVELOPMENT"
        card["type"] = "development" if dev else "world"
        card["cost"] = r["cost"]
        if extra.get("military") == "True":
            card["military"] = True
        if r["type"] in KINDS:
            card["kind"] = KINDS[r["type"]]
        if r["type"] == "REBEL":
            card["rebel"] = True
        card["copies"] = 1
        for icon, key in (("EXPLORE", "explore"), ("MILITARY", "strength"),
                          ("CHROMOSOME", "chromosome")):
            if icons.count(icon):
                card[key] = icons.count(icon)
        card["vp"] = vp
        card["income"] = int(extra.get("income", 0))
        unconfirmed = WORLD_NOTE if not dev else None
        if name in POWERS:
            raw, powers, why = POWERS[name]
            assert r["effects"] == raw, f"{name}: the source's effects changed: {r['effects']}"
            card["powers"] = powers
            if why:
                unconfirmed = f"{unconfirmed}; {why}" if unconfirmed else why
        else:
            assert r["effects"] == "None", f"{name}: no reading for {r['effects']}"
        if name == "Genetics Lab":
            card["vp"] = 1  # the scan: VP 1, and +1 income with a green world
        if name == "Survey Team":
            card["middle"] = True
            card["limit"] = 1
        if name == "Trade Pact":
            card["limit"] = 1
        if dev and name not in SCANNED and "powers" in card and not unconfirmed:
            unconfirmed = "the power comes from one source only"
        if unconfirmed:
            card["unconfirmed"] = unconfirmed
            card["unconfirmed_de"] = GERMAN_TEXTS[unconfirmed]
        if name in NOTES:
            card["note"] = NOTES[name]
            card["note_de"] = GERMAN_TEXTS[NOTES[name]]
        cards[name] = card
    return list(cards.values())


HEADER = """\
# Jump Drive: 112 cards in the deck and 4 Survey Teams in the middle of the table.
#
# One [[card]] table per distinct card. Fields (validated on load by
# rftg.core.jumpdrive.cards):
#   name, de (the German name where the seed gives one), type (world | development),
#   cost (the defence for a military world), military (a military world), kind (a world's
#   colour: NOVELTY blue, RARE brown, GENE green, ALIEN yellow; none: grey), rebel,
#   copies, explore / strength / chromosome (icons: explore, military, chromosome),
#   vp and income (each round), powers (rftg.core.jumpdrive.cards.EFFECTS lists them),
#   middle (not in the deck), limit (per empire), unconfirmed (why no second source
#   confirms the row; shown as "unconfirmed" in the card view), note (corrections);
#   unconfirmed_de, note_de and [setup]'s *_de: the same texts in German (wherever the
#   English one is).
# Converted once from the project's reference data (tools/convert_jumpdrive.py): a public
# card list checked against the seed (German game help) and the reference README, which
# names its known defects, the rows card scans contradict (the scans win) and the rows no
# second source confirms.
"""
DEAL_NOTE = "Setup (deal 7 cards, keep 5) comes from public game summaries, not from the seed."
NOT_PUBLIC = ("The first-game preset hands and the solo campaign's victory conditions are not "
              "public; rftg leaves them out.")


def render(cards: list[dict[str, Any]]) -> str:
    out = [HEADER, "[setup]", f"deal_note = {toml_value(DEAL_NOTE)}",
           f"deal_note_de = {toml_value(GERMAN_TEXTS[DEAL_NOTE])}",
           f"not_public = {toml_value(NOT_PUBLIC)}",
           f"not_public_de = {toml_value(GERMAN_TEXTS[NOT_PUBLIC])}", ""]
    for c in cards:
        out.append("[[card]]")
        for k, v in c.items():
            if k.startswith("_"):
                continue
            if k == "powers":
                out.append("powers = [")
                out += [f"  {toml_value(p)}," for p in v]
                out.append("]")
            else:
                out.append(f"{k} = {toml_value(v)}")
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else TSV
    sys.stdout.write(render(convert(path)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
