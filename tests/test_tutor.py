"""The rules tutor: coverage of the content, the concept graph, explanations in context
with "why not?" answers for the rulebook's cases, and ``rftg rules``."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import networkx as nx
import pytest
from rules_helpers import answer, decision, one

from rftg.cli import main
from rftg.core.cards import POWER_SPECS, Edition, catalogue
from rftg.core.lang import fill
from rftg.core.moves import ChooseActions, DecisionKind
from rftg.core.observe import observation
from rftg.core.scenario import position
from rftg.core.state import Action
from rftg.tutor.race import numbers as nb
from rftg.tutor.race.concepts import (
    ROOT,
    Lessons,
    concept_graph,
    concepts,
    glossary,
    teaching_order,
)
from rftg.tutor.race.explain import Tutor, explain, explain_score, why_not
from rftg.tutor.race.topics import find, topics
from rftg.tutor.texts import all_refs, raw, section

SEEDS = Path("/work/shared/seeds")
RULE_KEYS = ("setup.experienced", "setup.initial_discard", "round.actions", "phase.explore",
             "phase.develop", "phase.develop.pay", "phase.settle", "phase.settle.second",
             "phase.settle.pay", "phase.consume.trade", "phase.consume", "phase.produce",
             "round.hand_limit")


def other(actions=()):
    return {"tableau": ["Alpha Centauri"], "actions": list(actions)}


# --------------------------------------------------------------------------- coverage


def test_every_decision_kind_has_an_explanation():
    for kind in DecisionKind:
        entry = raw(f"decision.{kind.value}")
        assert entry["title"] and entry["text"], kind
        assert entry["topic"] in topics(), kind


def test_every_rule_key_has_a_topic_and_rulebook_passage():
    rules = section("rule")
    assert set(RULE_KEYS) <= set(rules)
    for key in RULE_KEYS:
        assert rules[key]["topic"] in topics() and rules[key]["refs"], key


def test_every_power_kind_has_an_explanation_and_a_topic():
    powers = section("power")
    assert set(powers) == {f"{p.value}.{e}" for p, e in POWER_SPECS}
    names = [str(powers[k]["topic"]) for k in powers]
    assert len(set(names)) == len(names)
    for key, entry in powers.items():
        assert entry["title"] and entry["text"] and entry["refs"], key
        assert entry["topic"] in topics()


def test_every_six_cost_development_has_its_bonus_explained():
    """The 6-cost bonuses are what players most often ask about: each one, base game and
    The Gathering Storm, has our explanation, its printed lines and a topic of its own."""
    six = [c for c in catalogue().cards(Edition.GS) if c.bonuses]
    assert len(six) == 15
    assert set(section("six_cost")) == {c.name for c in six}
    for card in six:
        t = find(card.name)
        assert t is not None and t.group == "six-cost", card.name
        assert "VP" in t.text and t.refs


def test_every_phase_round_end_game_end_and_scoring_has_a_topic():
    for name in ("explore", "develop", "settle", "consume", "trade", "produce", "round-end",
                 "game-end", "scoring", "six-cost", "military", "goods", "advanced", "setup",
                 "player-order", "actions", "powers", "cards", "overview"):
        t = topics()[name]
        assert t.title and len(t.text) > 100 and t.refs, name
        for other_name in t.see:
            assert other_name in topics(), (name, other_name)
    for phase in ("explore", "develop", "settle", "consume", "produce"):
        assert re.search(r"^Action:", topics()[phase].text, re.M), phase
        assert "Bonus" in topics()[phase].text, phase


def test_every_reference_names_a_section_of_the_rulebooks():
    refs = all_refs()
    used = set()
    for sec in ("decision", "rule", "topic", "power", "phase", "concept"):
        for entry in section(sec).values():
            used |= set(entry.get("refs", ()))
    assert used <= set(refs)
    books = {"base": SEEDS / "000_7921177132013977.txt", "gs": SEEDS / "001_4952ea3bc26b448d.txt"}
    if not all(p.exists() for p in books.values()):
        pytest.skip("the rulebook texts are not here")
    text = {k: " ".join(p.read_text(encoding="utf-8").split()) for k, p in books.items()}
    raw_refs = section("ref")
    for key, r in refs.items():
        book = raw_refs[key]["book"]
        for piece in r.section.split("): "):
            piece = piece if piece.endswith(")") or "(" not in piece else piece + ")"
            assert piece in text[book], (key, piece)


def test_every_text_template_fills_in():
    """No template has a placeholder the code does not give (random games fill the rest)."""
    fields = {}
    for sec in ("why", "explain", "term", "label", "produce_draw", "cli"):
        for key, text in section(sec).items():
            names = [f for _, f, _, _ in string.Formatter().parse(text) if f]
            fields[f"{sec}.{key}"] = names
            fill(text, {n.split("!")[0]: "x" for n in names})
    assert fields


def test_every_term_of_the_rules_and_every_refusal_has_a_text():
    """The tutor says each term of a core breakdown (``Term.what``) and each reason a way
    to place a world fails (``Refusal.why``) in words of its own."""
    from rftg.core.cards import GoodsKind

    # the source files (the modules may be compiled: rftg.compiled)
    rules = Path(__file__).resolve().parent.parent / "core" / "rules"
    files = {m: (rules / f"{m}.py").read_text(encoding="utf-8")
             for m in ("consume", "explore", "placement", "produce")}
    used = set(re.findall(r'Term\(\s*"(\w+)"', "".join(files.values())))
    used |= {f"trade_{k.value}" for k in GoodsKind}
    assert {"printed_cost", "power", "temp_card", "double_vp"} <= used
    assert used <= set(section("term"))
    tree = ast.parse(files["placement"])
    refusals = next(ast.get_source_segment(files["placement"], f) or "" for f in tree.body
                    if isinstance(f, ast.FunctionDef) and f.name == "settle_ways")
    why = set(re.findall(r'Refusal\(\s*"(\w+)"', refusals))
    why |= {k for pair in re.findall(r'"(\w+)" if [\w ]+ else "(\w+)"', refusals) for k in pair}
    assert {"cannot_pay", "cannot_pay_with", "military_short", "military_short_hand",
            "temp_short", "zero_alien", "zero_military", "contact_alien"} == why
    assert why <= set(section("why"))
    assert why <= set(nb._REFUSALS)


# --------------------------------------------------------------------------- concepts


def test_concept_graph_is_acyclic_and_everything_is_reachable_from_the_basics():
    g = concept_graph()
    assert isinstance(g, nx.DiGraph) and nx.is_directed_acyclic_graph(g)
    assert [n for n in g if g.in_degree(n) == 0] == [ROOT]
    assert nx.descendants(g, ROOT) | {ROOT} == set(g)
    for c in concepts().values():
        assert c.topic is None or c.topic in topics(), c.id
        assert c.text and c.refs, c.id


def test_glossary_is_in_teaching_order():
    order = teaching_order()
    pos = {c: i for i, c in enumerate(order)}
    assert [c.id for c in glossary()] == list(order)
    for a, b in concept_graph().edges:
        assert pos[a] < pos[b]
    # goods -> windfall worlds -> the Produce bonus
    assert pos["goods"] < pos["windfall-world"] < pos["produce-bonus"]


def test_a_concept_is_introduced_once_with_its_missing_prerequisites_first():
    lessons = Lessons()
    first = lessons.introduce(["produce-bonus"])
    ids = [i.concept.id for i in first]
    assert ids[-1] == "produce-bonus" and "goods" in ids and ids[0] == ROOT
    assert {c.id for c in first[-1].links} == {"produce", "windfall-world", "phase-bonus"}
    assert lessons.introduce(["produce-bonus", "goods"]) == []
    assert [i.concept.id for i in lessons.introduce(["windfall-powers"])] == ["powers",
                                                                                "windfall-powers"]


def test_the_tutor_introduces_concepts_as_they_matter_in_a_game():
    g = position([{"tableau": ["Old Earth"], "hand": ["Rebel Outpost", "Gem World"],
                   "actions": ["settle"]}, other()], "settle")
    tutor = Tutor()
    ex = tutor.explain(observation(g, 0))
    met = [i.concept.id for i in ex.introduced]
    assert "military-world" in met and "settle-bonus" in met
    assert not tutor.explain(observation(g, 0)).introduced


# --------------------------------------------------------------------------- in context


def test_explore_draw_and_keep_in_context():
    """ "Hat der Spieler die Karte Erkunden: +5 gewählt, zieht er fünf Karten mehr";
    Expedition Force draws 1 more."""
    g = position([{"tableau": ["Old Earth", "Expedition Force"], "hand": 0,
                   "actions": ["explore5"]}, other()], "explore")
    obs = observation(g, 0)
    ex = explain(obs)
    assert ex.numbers["draw"].sum_text() == "2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8"
    assert ex.numbers["keep"].total == 1
    assert "You draw 2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8 cards and keep 1" \
        in ex.text()
    context = decision(g, 0).context  # also the prompt's numbers (drawn, kept)
    assert (context["draw"], context["keep"]) == (8, 1)


def test_develop_cost_with_the_bonus_in_context():
    """ "Alle Spieler, die Entwickeln gewählt haben, werfen als Bonus eine Karte weniger ab." """
    g = position([{"tableau": ["Old Earth"], "hand": ["Mining Robots", "Gem World"],
                   "actions": ["develop"]}, other()], "develop")
    obs = observation(g, 0)
    robots = one(g, 0, "Mining Robots", "hand")
    cost = nb.develop_cost(obs, robots)
    assert cost.sum_text() == "2 - 1 (Develop bonus) = 1"
    assert "Mining Robots: cost 2 - 1 (Develop bonus) = 1 card" in explain(obs).text()


def test_cost_never_below_zero_and_no_refund():
    """ "Werden die Kosten für eine Karte durch Fähigkeiten soweit reduziert, dass sie unter 0
    fallen, gilt das trotzdem als 0." """
    g = position([{"tableau": ["Old Earth", "Investment Credits", "Galactic Federation"],
                   "hand": ["Mining Robots"], "actions": ["develop"]}, other()], "develop")
    cost = nb.develop_cost(observation(g, 0), one(g, 0, "Mining Robots", "hand"))
    assert cost.total == 0 and cost.raw < 0 and "never drop below 0" in cost.sum_text()


def test_military_against_a_world_and_what_new_military_tactics_would_add():
    """ "Damit der Spieler eine Welt erobern kann, muss seine militärische Stärke gleich groß
    oder größer als die Verteidigungsstärke der Welt sein." NMT: "+3 bis zum Ende der
    Phase"."""
    g = position([{"tableau": ["Old Earth", "Expedition Force", "New Military Tactics"],
                   "hand": ["Rebel Outpost", "Gem World"]}, other(["settle"])], "settle")
    obs = observation(g, 0)
    outpost = one(g, 0, "Rebel Outpost", "hand")
    reason = why_not(obs, outpost)
    assert reason is not None
    text = str(reason)
    assert "defence 5" in text and "1 (Expedition Force +1)" in text and "4 short" in text
    assert "Discarding New Military Tactics would add 3: military 4 is still below defence 5" \
        in text
    assert "III: SIEDELN" in text


def test_conquest_breakdown_names_every_military_card():
    g = position([{"tableau": ["New Sparta", "Expedition Force", "Space Marines"],
                   "hand": ["Rebel Outpost", "Gem World"]}, other(["settle"])], "settle")
    obs = observation(g, 0)
    outpost = one(g, 0, "Rebel Outpost", "hand")
    mil = explain(obs).numbers[f"military:{outpost}"]
    assert mil.list_text() == "5 (New Sparta +2, Expedition Force +1, Space Marines +2)"
    assert why_not(obs, outpost) is None
    answer(g, 0, "Rebel Outpost")
    answer(g, 1, "Place no")
    ex = explain(observation(g, 0))
    (note,) = ex.options.values()
    assert "military 5 (New Sparta +2, Expedition Force +1, Space Marines +2) against " \
           "defence 5" in note


def test_contact_specialist_cannot_be_used_on_an_alien_world():
    """ "Sie kann nicht dazu verwendet werden, eine Produktions- oder Windfall-Welt für
    Alien-Technologie auszuspielen." """
    g = position([{"tableau": ["Old Earth", "Contact Specialist"],
                   "hand": ["Alien Robot Scout Ship", "Gem World", "Spice World"]},
                  other(["settle"])], "settle")
    obs = observation(g, 0)
    reason = str(why_not(obs, one(g, 0, "Alien Robot Scout Ship", "hand")))
    assert "Contact Specialist cannot be used on Alien Robot Scout Ship" in reason
    assert "military against it is -1" in reason


def test_develop_why_not_already_in_tableau_world_and_cannot_pay():
    """ "Ein Spieler darf eine Entwicklung, die er bereits in seiner Auslage hat, kein
    weiteres Mal ausspielen." """
    g = position([{"tableau": ["Old Earth", "Mining Robots"],
                   "hand": ["Mining Robots", "Gem World", "Galactic Federation"]},
                  other(["develop"])], "develop")
    obs = observation(g, 0)
    assert "already in your tableau" in str(why_not(obs, one(g, 0, "Mining Robots", "hand")))
    assert "is a world" in str(why_not(obs, one(g, 0, "Gem World", "hand")))
    assert "costs 6 cards, but you hold only 2 other cards" in str(
        why_not(obs, one(g, 0, "Galactic Federation", "hand")))


def test_settle_why_not_cannot_pay_and_colony_ship_not_for_alien():
    g = position([{"tableau": ["Old Earth", "Colony Ship"],
                   "hand": ["Alien Rosetta Stone World", "Deserted Alien Outpost"]},
                  other(["settle"])], "settle")
    obs = observation(g, 0)
    rosetta = one(g, 0, "Alien Rosetta Stone World", "hand")
    outpost = one(g, 0, "Deserted Alien Outpost", "hand")
    assert why_not(obs, rosetta) is None  # Colony Ship works: it has no Alien goods
    reason = str(why_not(obs, outpost))
    assert "Colony Ship cannot make Deserted Alien Outpost free" in reason
    assert "but you hold only 1 other card" in reason


def test_trade_value_breakdown_in_context():
    """ "5 Karten für Alien-Technologie, 4 Karten für Gene, 3 Karten für Seltene Elemente und
    2 Karten für Luxusartikel"; Old Earth: +1 when selling any good."""
    g = position([{"tableau": ["Old Earth", "Lost Species Ark World"],
                   "goods": ["Lost Species Ark World"], "hand": 0, "actions": ["trade"]},
                  other()], "consume")
    obs = observation(g, 0)
    ark = one(g, 0, "Lost Species Ark World")
    assert nb.trade_value(obs, ark).sum_text() == "4 + 1 (Old Earth) = 5"
    (note,) = explain(obs).options.values()
    assert note == "The good on Lost Species Ark World (Gene) sells for 4 + 1 (Old Earth) = 5 " \
                   "cards."


def test_double_vp_is_shown_in_the_consume_breakdown():
    """ "Spieler, die Verbrauchen: 2x Siegpunkte gewählt haben, erhalten in dieser Phase die
    doppelte Anzahl Siegpunkte." """
    g = position([{"tableau": ["Old Earth", "Free Trade Association", "New Vinland"],
                   "goods": ["New Vinland"], "hand": 0, "actions": ["double"]}, other()],
                 "consume")
    obs = observation(g, 0)
    uses, _ = nb.consume_uses(obs)
    fta = next(u for u in uses if obs.card(u.card).name == "Free Trade Association")
    assert fta.vp.sum_text() == "1 + 1 (2x VP bonus) = 2" and fta.cards.total == 1


def test_hand_limit_discard_in_context():
    g = position([{"tableau": ["Old Earth"], "hand": 13}, other()], "round_end")
    ex = explain(observation(g, 0))
    assert ex.numbers["discard"].total == 3
    assert "13 - 10 (hand limit) = 3" in ex.text()


def test_action_choice_shows_each_bonus_for_this_player():
    g = position([{"tableau": ["Old Earth", "Expedition Force"],
                   "hand": ["Mining Robots", "Gem World"]}, other()], "round_end")
    d = next(d for d in g.pending() if d.player == 0)
    assert d.kind is DecisionKind.ACTION
    ex = explain(observation(g, 0))
    assert "draw 2 + 5 (Explore +5 bonus) + 1 (Expedition Force) = 8 and keep 1" \
        in ex.options[ChooseActions((Action.EXPLORE_5,))]
    assert "Mining Robots, 1 card" in ex.options[ChooseActions((Action.DEVELOP,))]


def test_score_explanation_counts_six_cost_bonuses():
    g = position([{"tableau": ["Old Earth", "Galactic Federation", "Mining Robots",
                               "Investment Credits"], "chips": 3}, other()], "round_end")
    lines = explain_score(observation(g, 0))
    assert lines[0].startswith("Player 1: ")
    assert "Galactic Federation: 4 VP (Galactic Federation +2, Mining Robots +1, " \
           "Investment Credits +1)" in lines[1]


def test_no_decision_explains_the_phase_and_the_end():
    g = position([{"tableau": ["Old Earth"], "hand": ["Gem World"]}, other(["settle"])],
                 "settle")
    answer(g, 0, "Place no")
    ex = explain(observation(g, 0))
    assert ex.title == "III: Settle" and "VP pool" in ex.text()


# --------------------------------------------------------------------------- rftg rules


def test_rules_lists_the_topics(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    for name in ("explore", "settle", "six-cost", "player-order", "galactic-federation",
                 "settle-pay-military"):
        assert re.search(rf"^  {re.escape(name)} ", out, re.M), name


@pytest.mark.parametrize("args,needle", [
    (["rules", "explore"], "I: ERKUNDEN"),
    (["rules", "Round-End"], "10 cards"),
    (["rules", "galactic", "federation"], "6-cost development"),
    (["rules", "Neue Galaktische Ordnung"], "negative values"),
    (["rules", "Contact Specialist"], "defence minus"),
    (["rules", "glossary"], "Windfall world"),
])
def test_rules_prints_a_topic(capsys, args, needle):
    assert main(args) == 0
    assert needle in capsys.readouterr().out


def test_rules_unknown_topic_gives_close_matches_and_status_2(capsys):
    assert main(["rules", "setle"]) == 2
    err = capsys.readouterr().err
    assert "no topic 'setle'" in err and "settle" in err


def test_second_world_keeps_temporary_military_but_not_the_first_worlds_powers():
    """Gathering Storm, Improved Logistics: "Fähigkeiten der ersten Welt kann er für das
    Ausspielen der zweiten Welt nicht nutzen." Base rules: New Military Tactics gives +3
    "bis zum Ende der Phase"."""
    g = position([{"tableau": ["New Sparta", "Expedition Force", "Improved Logistics",
                               "New Military Tactics"],
                   "hand": ["Rebel Outpost", "Rebel Base", "Gem World"]},
                  other(["settle"])], "settle", edition="gs")
    answer(g, 0, "Rebel Outpost")
    answer(g, 1, "Place no")
    answer(g, 0, "Conquer, discarding New Military Tactics")
    d = decision(g, 0)
    assert d.rule == "phase.settle.second"
    obs = observation(g, 0)
    view = nb.phase_view(obs)
    assert view.second and view.temp_military == 3 and view.placed == (one(g, 0, "Rebel Outpost"),)
    base = one(g, 0, "Rebel Base", "hand")
    ex = explain(obs)
    assert ex.numbers[f"military:{base}"].list_text() == (
        "6 (New Sparta +2, Expedition Force +1, "
        "temporary military from earlier in this phase +3)")
    assert f"card:{base}" in {o.id for o in d.options}
    outpost = one(g, 0, "Rebel Outpost")
    assert "placed in this phase" in str(why_not(obs, outpost))
