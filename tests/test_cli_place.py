"""`rftg analyze place`: every legal way to place each hand card, and the recommended plan."""

from __future__ import annotations

import io
import json
import math
import random
from collections import Counter

import pytest
from cli_helpers import run_error, run_ok

from rftg.cli import main

SETTLE = {"tableau": ["Old Earth", "Contact Specialist", "Colony Ship"],
          "hand": ["Rebel Base", "Gem World", "Spice World", "New Vinland", "Artist Colony",
                   "Comet Zone"],
          "phase": "settle", "bonus": True}


# no wall-clock limit: these small positions solve to OPTIMAL (asserted where it matters),
# and a time limit could stop the search early on a loaded machine
PLACE = ["analyze", "place", "--time-limit", "inf"]


def write(tmp_path, obj, name="position.json"):
    path = tmp_path / name
    path.write_text(obj if isinstance(obj, str) else json.dumps(obj), encoding="utf-8")
    return str(path)


def test_every_hand_card_with_its_legal_ways_and_the_plan(tmp_path, capsys):
    out = run_ok(capsys, [*PLACE, write(tmp_path, SETTLE)])
    (line,) = out.splitlines()
    data = json.loads(line)
    assert (data["phase"], data["bonus"], data["military"]) == ("settle", True, -1)
    assert [c["card"] for c in data["cards"]] == SETTLE["hand"]
    base = data["cards"][0]
    assert [w["method"].startswith("contact:") for w in base["ways"]] == [True, True]
    paid, free = base["ways"]
    assert (paid["pay"], paid["cost"], paid["spends"]) == (5, 5, [])  # defence 6 - 1
    assert sorted(paid["discard"]) == sorted(SETTLE["hand"][1:])
    assert (free["pay"], free["spends"]) == (0, ["Colony Ship"])
    assert free["net"] > paid["net"]
    gem = data["cards"][1]
    assert {w["method"] for w in gem["ways"]} == {"pay", gem["ways"][1]["method"]}
    assert gem["ways"][0]["pay"] == 2 and len(gem["ways"][0]["discard"]) == 2
    plan = data["plan"]
    assert plan["card"] == "Rebel Base" and plan["spends"] == ["Colony Ship"]
    assert plan["discard"] == [] and plan["status"] == "optimal"
    assert "pay 0 with Contact Specialist, discarding Colony Ship" in plan["reason"]


def test_contact_specialist_paid_route_needs_enough_cards(tmp_path, capsys):
    """Rebel Base costs 6 - 1 = 5 with Contact Specialist: with four other cards only the
    Colony Ship route is legal."""
    pos = {**SETTLE, "hand": SETTLE["hand"][:5]}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, pos)]))
    base = data["cards"][0]
    (way,) = base["ways"]
    assert way["method"].startswith("contact:") and "zero" in way["method"]
    assert (way["pay"], way["spends"]) == (0, ["Colony Ship"])


def test_military_against_defence_is_listed(tmp_path, capsys):
    pos = {"tableau": ["New Sparta", "New Military Tactics"],
           "hand": ["Rebel Outpost", "Former Penal Colony", "Rebel Warrior Race"],
           "phase": "settle", "bonus": False}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, pos)]))
    ways = {c["card"]: c["ways"] for c in data["cards"]}
    (outpost,) = ways["Rebel Outpost"]
    assert (outpost["military"], outpost["defence"]) == (5, 5)
    assert outpost["spends"] == ["New Military Tactics"]
    (penal,) = ways["Former Penal Colony"]
    assert (penal["method"], penal["military"], penal["defence"]) == ("conquer", 2, 2)
    assert data["plan"]["card"] == "Rebel Outpost"


def test_develop_with_german_names_and_the_bonus(tmp_path, capsys):
    pos = {"tableau": ["Alte Erde"], "hand": ["Space Marines", "Kristallwelt"],
           "phase": "develop", "bonus": True}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, pos)]))
    marines, gem = data["cards"]
    assert marines["card"] == "Space Marines" and marines["ways"][0]["pay"] == 1
    assert gem["ways"] == [] and "Settle" in gem["why_not"]
    assert data["military"] is None


def test_double_develop_plans_both_phases(tmp_path, capsys):
    pos = {"tableau": ["Old Earth"], "hand": ["Space Marines", "Investment Credits", "Gem World"],
           "phase": "develop", "bonus": True, "double": True, "id": "adv"}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, pos)]))
    assert data["id"] == "adv"
    steps = data["plan"]["steps"]
    assert data["plan"]["status"] == "optimal"
    assert [s["card"] for s in steps] == ["Investment Credits", "Space Marines"]
    assert steps[1]["slot"] == "second Develop phase"


def test_text_output_is_readable(tmp_path, capsys):
    out = run_ok(capsys, [*PLACE, "--text", write(tmp_path, SETTLE)])
    assert out.startswith("Settle, with the Settle bonus; military -1.")
    assert "Ways to place each hand card:" in out
    assert "Rebel Base (military world;" in out
    assert "\nRecommended: Place Rebel Base" in out


def test_an_array_gives_one_line_per_position_and_stdin_works(tmp_path, capsys, monkeypatch):
    other = {**SETTLE, "hand": ["Gem World"], "id": 2}
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps([SETTLE, other])))
    lines = run_ok(capsys, [*PLACE, "-"]).splitlines()
    assert len(lines) == 2 and json.loads(lines[1])["id"] == 2


@pytest.mark.parametrize(("obj", "message"), [
    ({**SETTLE, "hand": ["Gem Wrld"]}, "hand entry 1: unknown card 'Gem Wrld' (did you mean"),
    ({**SETTLE, "phase": "consume"}, "field 'phase' must be \"develop\" or \"settle\""),
    ({**SETTLE, "bonus": "yes"}, "field 'bonus' must be true or false, not \"yes\""),
    ({k: v for k, v in SETTLE.items() if k != "hand"}, "missing field 'hand'"),
    ({**SETTLE, "hnd": []}, "unknown field 'hnd'"),
    ({**SETTLE, "tableau": "Old Earth"}, "field 'tableau' must be a list of card names"),
    ({**SETTLE, "hand": [3]}, "hand entry 1 is not a card name: 3"),
    ({**SETTLE, "tableau": ["Old Earth", "Colony Ship", "Colony Ship"]},
     "'Colony Ship' is 2 times in the tableau"),
    ({**SETTLE, "hand": ["Gem World"] * 4}, "no copy of 'Gem World' left"),
    ({**SETTLE, "edition": "gs2"}, "field 'edition' must be \"base\" or \"gs\""),
    ({**SETTLE, "hand": ["Space Mercenaries"], "edition": "base"}, "base game"),
    ({**SETTLE, "double": True, "bonus": False}, "field 'double' needs 'bonus': true"),
    ([], "an empty array"),
    ("[1, 2", "not valid JSON"),
    (["x"], "object 1: expected a JSON object, got str"),
])
def test_bad_input_is_a_clear_error_with_status_2(tmp_path, capsys, obj, message):
    err = run_error(capsys, ["analyze", "place", write(tmp_path, obj)])
    assert message in err


def test_missing_file(tmp_path, capsys):
    err = run_error(capsys, ["analyze", "place", str(tmp_path / "nope.json")])
    assert "cannot read the file" in err


def test_analyze_help_lists_place(capsys):
    with pytest.raises(SystemExit):
        main(["analyze", "--help"])
    assert "place" in capsys.readouterr().out


# --------------------------------------------------------------------------- issue 10

BANK = {"tableau": ["Epsilon Eridani", "Interstellar Bank", "Improved Logistics"],
        "hand": ["The Last of the Uplift Gnarssh", "Merchant Guild"],
        "phase": "develop", "bonus": False}


def test_interstellar_bank_draw_is_never_recommended(tmp_path, capsys):
    """Issue 10: Interstellar Bank draws a card at the start of Develop; the position drew it
    from a made-up deck and recommended "Place Space Marines", a card the player does not
    hold. Only the given hand is planned with (a real draw is unknown: it can only add)."""
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, BANK)]))
    assert [c["card"] for c in data["cards"]] == BANK["hand"]
    plan = data["plan"]
    assert plan["status"] in ("optimal", "trivial")
    assert plan["card"] is None or plan["card"] in BANK["hand"]
    for step in plan["steps"]:
        assert step["card"] is None or step["card"] in BANK["hand"]
        assert set(step["discard"]) <= set(BANK["hand"])
    assert "Space Marines" not in json.dumps(data)


DRAWN = "the card Interstellar Bank draws"


def test_a_way_that_pays_with_the_card_the_bank_draws_is_listed(tmp_path, capsys):
    """Interstellar Bank: "Develop: draw 1 card at the start of the phase". New Military
    Tactics from a one-card hand without the bonus costs 1: only the card the Bank draws
    pays for it. The way is listed and recommended, said as that card (never by the name
    of the made-up card the position drew), and "discard" names only cards of the hand."""
    position = {"tableau": ["Epsilon Eridani", "Interstellar Bank"],
                "hand": ["New Military Tactics"], "phase": "develop", "bonus": False}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, position)]))
    (card,) = data["cards"]
    (way,) = card["ways"]
    assert (way["pay"], way["discard"], way["drawn"]) == (1, [], [DRAWN])
    plan = data["plan"]
    assert (plan["card"], plan["discard"], plan["drawn"]) == ("New Military Tactics", [],
                                                               [DRAWN])
    assert DRAWN in plan["reason"]
    text = run_ok(capsys, [*PLACE, "--text", write(tmp_path, position)])
    assert f"- Pay 1 card with {DRAWN}: net" in text
    german = run_ok(capsys, [*PLACE, "--text", "--lang", "de", write(tmp_path, position)])
    assert "mit die Karte" not in german and "die Karte, die Interstellar Bank zieht" in german


def test_a_six_cost_development_paid_with_the_hand_and_the_drawn_card(tmp_path, capsys):
    """Galactic Federation costs 6, the hand holds 5 other cards: the Bank's card is the
    sixth. Every card of the hand pays, and the card the Bank draws with them."""
    hand = ["Galactic Federation", "Gem World", "Spice World", "Comet Zone", "New Vinland",
            "Destroyed World"]
    position = {"tableau": ["Epsilon Eridani", "Interstellar Bank"], "hand": hand,
                "phase": "develop", "bonus": False}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, position)]))
    (way,) = data["cards"][0]["ways"]
    assert way["pay"] == 6 and sorted(way["discard"]) == sorted(hand[1:])
    assert way["drawn"] == [DRAWN]
    assert all(not c["ways"] for c in data["cards"][1:])  # worlds, in Develop


def test_a_settle_position_prices_the_hands_developments_without_the_develop_bonus(
        tmp_path, capsys):
    """"bonus": true in Settle is the Settle bonus: Investment Credits in hand costs 1
    there, not the 0 it costs with the Develop bonus."""
    position = {"tableau": ["Old Earth"], "hand": ["Investment Credits", "Comet Zone",
                                                   "Gem World"],
                "phase": "settle", "bonus": True}
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, position)]))
    assert data["cards"][0]["value"]["note"] == "cost 1, affordable"
    develop = {**position, "phase": "develop"}  # with the Develop bonus: 0 (printed 1)
    data = json.loads(run_ok(capsys, [*PLACE, write(tmp_path, develop)]))
    assert data["cards"][0]["value"]["note"] == "cost 1, 0 with the Develop bonus, affordable"


SPICE = ["Interstellar Bank", "Improved Logistics", "Colony Ship", "New Military Tactics",
         "Contact Specialist", "Investment Credits", "Space Mercenaries", "New Sparta",
         "Public Works", "Galactic Trade Emissaries", "Replicant Robots"]


def random_inputs(n: int, seed: int, cat):
    """``n`` random input objects of ``rftg analyze place`` (some with cards the position
    draws on its way: Interstellar Bank)."""
    rng = random.Random(seed)
    starts = [c.name for c in cat.cards() if c.is_start]
    others = [c.name for c in cat.cards() if not c.is_start]
    for _ in range(n):
        tableau = [rng.choice(starts)] + [x for x in SPICE if rng.random() < 0.3]
        tableau += [x for x in rng.sample(others, rng.randint(0, 3)) if x not in tableau]
        bonus = rng.random() < 0.5
        yield {"tableau": tableau, "hand": [rng.choice(others) for _ in range(rng.randint(0, 7))],
               "phase": rng.choice(["develop", "settle"]), "bonus": bonus,
               "double": bonus and rng.random() < 0.3}


def test_recommended_cards_are_always_in_the_given_hand(cat):
    """Every card a plan places or pays with, in every step, is one of the given hand's
    (as a multiset), and the listing names exactly the given hand."""
    from rftg.core.jsoninput import InputError
    from rftg.race.analyze_place import parse_position, plan_json
    from rftg.solver.payment import plan_placement

    planned = 0
    for obj in random_inputs(150, 7, cat):
        try:
            pos, _ = parse_position(obj, cat)
        except InputError:
            continue  # more copies than the game has, ...
        plan = plan_placement(pos, time_limit=math.inf, deterministic_time=20.0)
        assert plan.status in ("optimal", "trivial")
        out = plan_json(pos, plan)
        hand = Counter(cat[n].name for n in obj["hand"])
        assert Counter(c["card"] for c in out["cards"]) == hand, obj
        used = Counter()
        for step in out["plan"]["steps"]:
            used.update(([step["card"]] if step["card"] else []) + step["discard"])
        assert not used - hand, (obj, out["plan"]["reason"])
        planned += 1
    assert planned >= 100
