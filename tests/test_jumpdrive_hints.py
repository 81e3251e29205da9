"""Jump Drive hints tell the truth: over many seeded random decisions, every card a hint
names is one the player can see, every cost, VP and income figure it gives is what the
engine then does, and every move it describes is legal. The hint is the hard player's
choice; the log speaks to the player in the second person from the catalogue."""

from __future__ import annotations

import random
import re

import pytest

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.jumpdrive import events as ev
from rftg.core.jumpdrive.cards import jd_catalogue
from rftg.core.jumpdrive.moves import Explore, How, JdPlay
from rftg.core.jumpdrive.observe import JdObservation, jd_observation
from rftg.core.jumpdrive.setup import JumpDriveSetup
from rftg.core.jumpdrive.state import jd_state
from rftg.core.jumpdrive.text import render_jd_event
from rftg.core.moves import DecisionKind
from rftg.solver.jumpdrive.hard import JdBudget, JdHardPlayer
from rftg.solver.jumpdrive.hints import HINT_SEED, JdHint, hint
from rftg.solver.jumpdrive.players import JdHeuristicPlayer

SMALL = JdBudget(samples=2, candidates=3, discard_samples=2, discard_sets=4)
NAMES = sorted({c.name for c in jd_catalogue().cards()}, key=len, reverse=True)


def visible(obs: JdObservation) -> set[int]:
    """The cards the player can see: the hand, every empire, and the Survey Team in the
    middle that an option offers."""
    seen = set(obs.hand) | {c for p in obs.players for c in p.tableau}
    d = obs.decision
    for o in d.options if d is not None else ():
        if isinstance(o.move, JdPlay) and o.move.development is not None:
            seen.add(o.move.development)
    return seen


def text_of(h: JdHint) -> str:
    return "\n".join((h.reason, *h.details))


def names_in(text: str) -> set[str]:
    """The card names a text mentions (a longer name first: "Galactic Survey: Seti" is
    not also "Survey")."""
    found = set()
    for name in NAMES:
        if name in text:
            found.add(name)
            text = text.replace(name, "#")
    return found


def check_hint_words(obs: JdObservation, h: JdHint) -> None:
    seen = visible(obs)
    assert set(h.cards) <= seen
    text = text_of(h)
    assert names_in(text) <= {obs.card(c).name for c in seen}, text
    assert not re.search(r"\d\.\d\d", text), "a bare internal value"
    if h.vp is not None:
        assert f"scores {h.vp} VP" in text and f"and {h.income} income" in text
    move = h.choice.move
    for cid, n in h.costs.items():
        name = re.escape(obs.card(cid).name)
        conquered = isinstance(move, JdPlay) and (
            (cid == move.world and move.how is How.CONQUER)
            or (cid == move.second and move.second_how is How.CONQUER))
        if conquered:  # "Conquer X: military 1 (Survey Team) + 2 (...) = 3 against ..."
            assert re.search(rf"Conquer {name}: military .* = \d+ against defence", text)
        else:  # "Develop X: pay 2 (printed cost) - 1 (development alone) = 1."
            assert re.search(rf"{name}: pay [^\n]*= {n}\b", text), (name, n, text)
            assert f"(pay {n})" in h.reason


def test_hints_name_only_visible_cards_and_the_engine_does_what_they_say() -> None:
    """Seat 0 takes the hint at about half its decisions (random cards otherwise); in a
    round where it takes the hint for the choice, the other player explores, so the other
    empire does not change the VP the hint promised ("bekommt jeder von euch von allen
    Karten in seiner Auslage zunächst Siegpunkte, anschließend Einkommen")."""
    checked = {"choose": 0, "cards": 0, "vp": 0}
    for seed in range(8):
        rng = random.Random(seed)
        game = Game(JumpDriveSetup(players=2, seed=seed))
        other = JdHeuristicPlayer(seed)
        promise: JdHint | None = None
        start = 0
        while not game.over:
            for d in game.pending():
                obs = jd_observation(game, d.player)
                if d.player == 1:
                    if d.rule == "jd.choose" and promise is not None:
                        game.choose(1, Choice(Explore()))
                    else:
                        game.choose(1, other.choose(obs))
                    continue
                if rng.random() < 0.5:
                    h = hint(obs, SMALL)
                    check_hint_words(obs, h)
                    assert h.choice == JdHardPlayer(HINT_SEED, SMALL).choose(obs)
                    o = d.option(h.choice.move)
                    assert o is not None
                    assert set(h.choice.cards) <= set(o.cards_from)
                    assert o.min_cards <= len(h.choice.cards) <= o.max_cards
                    if d.rule == "jd.choose":
                        promise, start = h, len(game.state.events)
                        checked["choose"] += 1
                    else:
                        checked["cards"] += 1
                    game.choose(0, h.choice)  # checked at the edge: IllegalChoice if not
                else:
                    o = rng.choice(d.options)
                    game.choose(0, Choice(o.move, tuple(rng.sample(o.cards_from,
                                                                   o.min_cards))))
            events = game.state.events[start:]
            if promise is not None and any(isinstance(e, ev.JdScored) for e in events):
                checked["vp"] += check_promise(game, promise, events)
                promise = None
    assert checked["choose"] > 20 and checked["cards"] > 20 and checked["vp"] > 10, checked


def check_promise(game: Game, h: JdHint, events: list[object]) -> int:
    """The placements' costs, the card drawn, the VP and income of the round as the hint
    said; returns 1 if the VP were checked (not where War Propaganda moved)."""
    placed = {e.card: e.paid for e in events if isinstance(e, ev.JdPlaced) and e.seat == 0}
    assert placed == h.costs
    drew = any(isinstance(e, ev.JdDrew) and e.seat == 0 and e.why == "world" for e in events)
    assert drew == h.draws
    if h.vp is None or any(isinstance(e, ev.JdPropaganda) for e in events):
        return 0
    scored = next(e for e in events if isinstance(e, ev.JdScored) and e.seat == 0)
    assert scored.vp == h.vp
    assert jd_state(game).seat(0).income_last == h.income
    return 1


def test_hint_for_the_choice_explains_costs_and_alternatives() -> None:
    game = Game(JumpDriveSetup(players=2, seed=3))
    while (d := game.pending_for(0)) is None or d.rule != "jd.choose":
        for p in game.pending():
            game.choose(p.player, JdHeuristicPlayer(0).choose(jd_observation(game, p.player)))
    h = hint(jd_observation(game, 0), SMALL)
    text = text_of(h)
    assert "Why: in 2 games dealt from what you can see" in text
    assert "Alternatives (ranked by margin, a win counting like 10 VP more):" in text
    assert h.choice.move in [o.move for o in d.options]


def test_no_hint_without_a_decision() -> None:
    game = Game(JumpDriveSetup(players=2, seed=3))
    obs = jd_observation(game, 0)._replace(decision=None)
    with pytest.raises(ValueError, match="no decision"):
        hint(obs, SMALL)


def test_the_log_speaks_to_you_from_the_catalogue() -> None:
    """``render_jd_event(..., you=seat)``: your own lines in the second person, the others'
    in the third; the end tells you whether you won."""
    game = Game(JumpDriveSetup(players=2, seed=5, names=("Ann", "Bob")))
    players = [JdHeuristicPlayer(1), JdHeuristicPlayer(2)]
    while not game.over:
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(jd_observation(game, d.player)))
    st = jd_state(game)
    mine = [render_jd_event(e, ["Ann", "Bob"], st.jd, you=0) for e in st.events]
    theirs = [render_jd_event(e, ["Ann", "Bob"], st.jd) for e in st.events]
    assert "You are dealt 7 cards." in mine and "Bob is dealt 7 cards." in mine
    assert "Ann is dealt 7 cards." in theirs
    assert any(x and x.startswith("You reveal: ") for x in mine)
    assert any(x and x.startswith("You score ") for x in mine)
    assert not any(x and re.match(r"You (reveals|scores|takes|keeps|draws)", x) for x in mine)
    assert not any(x and x.startswith("Ann ") for x in mine)
    end = mine[-1]
    assert end is not None
    assert end.endswith("You win!") == (game.winners() == [0])
    assert all(".." not in x for x in mine if x)


def test_a_payment_hint_names_the_cards_it_selects() -> None:
    game = Game(JumpDriveSetup(players=2, seed=4))
    rng = random.Random(1)
    for _ in range(300):
        d = game.pending_for(0)
        if d is not None and d.kind is DecisionKind.PAYMENT:
            obs = jd_observation(game, 0)
            h = hint(obs, SMALL)
            assert h.reason.startswith("Pay with ")
            for c in h.choice.cards:
                assert obs.card(c).name in h.reason
            return
        for p in game.pending():
            o = d.options[0] if p.player == 0 and d is not None else None
            if p.player == 0 and d is not None and d.rule == "jd.choose":
                plays = [x for x in d.options if isinstance(x.move, JdPlay)
                         and x.move.dev_cost is not None and x.move.dev_cost.total > 0]
                o = rng.choice(plays or list(d.options))
                game.choose(0, Choice(o.move))
            else:
                q = p.options[0]
                game.choose(p.player, Choice(q.move, tuple(q.cards_from[:q.min_cards])))
    pytest.fail("no payment in 300 decisions")
