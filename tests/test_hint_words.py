"""The hints' wording rules (issue 26, item 3), over seeded games of every table and
decision kind, in English and German:

- the reason leads with the move (its cards, its action), and the search's figure only
  follows it, as support, with its uncertainty ("about 3 VP ahead of the best opponent,
  give or take 9 VP");
- a difference the play-outs cannot tell from noise is "about as good", with what would
  tip the choice; no "0.0 VP less", no decimals of a VP in a difference;
- no line said twice (nor a card offered both as an alternative and as "You could also");
- no bracket inside a bracket;
- a cost is the printed one first, then what the player pays: "cost 6, 5 with the
  Develop bonus".

The truth of the numbers is tests/test_hints_truth.py's."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from rftg.core.cards import catalogue
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.moves import ChooseActions, DecisionKind, PickWorld, PlaceCard, Placement
from rftg.core.observe import Observation, observation
from rftg.core.race.setup import RaceSetup
from rftg.core.text import action_name
from rftg.solver.hints import Hint, hint
from rftg.solver.players.hard import Budget
from rftg.solver.players.random import RandomPlayer

SMALL = Budget(samples=3, rounds=1)
CARDS = {c.name: c for c in catalogue().cards()}
NAMES = sorted(CARDS, key=len, reverse=True)
MODES = [dict(players=2), dict(players=3), dict(players=2, advanced=True),
         dict(players=2, edition="gs", goals=True)]


def _hinted_positions(mode: dict[str, object], seed: int
                      ) -> Iterator[tuple[Observation, Hint]]:
    """Every decision of seat 0 in a seeded game (the other seats random), with its hint;
    seat 0 follows the hints."""
    game = Game(RaceSetup(seed=seed, **mode))  # type: ignore[arg-type]
    others = RandomPlayer(seed)
    while not game.over:
        for d in game.pending():
            obs = observation(game, d.player)
            if d.player != 0:
                game.choose(d.player, others.choose(obs))
                continue
            h = hint(obs, SMALL, sampler=game.sampler(0), lang="en")
            yield obs, h
            game.choose(0, h.choice)


def _depth(text: str) -> int:
    depth = deepest = 0
    for ch in text:
        if ch == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == ")":
            depth -= 1
    return deepest


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!])\s+(?=[A-Z])", text) if s.strip()]


def _lead_names(obs: Observation, choice: Choice) -> list[str]:
    """What the first sentence must name: the move's card(s) or action(s)."""
    d = obs.decision
    assert d is not None
    m = choice.move
    if isinstance(m, ChooseActions):
        return [action_name(a, "en") for a in m.actions]
    if isinstance(m, PlaceCard):
        return [obs.card(m.card).name]
    if isinstance(m, Placement):
        card = obs.mine.placing if obs.mine.placing is not None else m.card
        return [obs.card(card).name]
    if isinstance(m, PickWorld):
        return [obs.card(m.world).name]
    if d.kind in (DecisionKind.EXPLORE_KEEP, DecisionKind.DISCARD,
                  DecisionKind.INITIAL_DISCARD):
        return [obs.card(c).name for c in choice.cards]
    return []


def _costs_as_printed(text: str) -> None:
    """Each 'cost N' is the printed cost of the card named last before it; a lower cost
    to pay follows it ('cost 6, 5 with the Develop bonus')."""
    spots = sorted((m.start(), m.end(), name) for name in NAMES
                   for m in re.finditer(re.escape(name), text))
    for m in re.finditer(r"\bcost (\d+)(?! less)(?:, (\d+) with ([^,;)]+))?", text):
        before = [(end, -start, name) for start, end, name in spots if end <= m.start()]
        if not before:
            continue
        card = CARDS[max(before)[2]]  # the last name, the longest ending there
        assert int(m.group(1)) == card.cost, (card.name, m.group(0), text)
        if m.group(2) is not None:
            assert int(m.group(2)) < card.cost, (m.group(0), text)


def _check_words(obs: Observation, h: Hint, lang: str) -> None:
    lines = [*_sentences(h.reason), *h.details]
    text = " ".join((h.reason, *h.details))
    # no line said twice
    assert len(lines) == len(set(lines)), lines
    # no bracket inside a bracket, and every bracket closed
    for line in (h.reason, *h.details):
        assert _depth(line) <= 1, line
        assert line.count("(") == line.count(")"), line
    # no noise shown as a fact
    assert not re.search(r"\b0[.,]0\b", text), text
    assert not re.search(r"\d[.,]\d+ (VP|Siegpunkte?) (less|weniger)", text), text
    if lang != "en":
        return
    assert "on average" not in text, text
    lead = _sentences(h.reason)[0]
    for name in _lead_names(obs, h.choice):
        assert name in lead, (name, lead)
    assert not lead.startswith(("The search", "Playing")), lead
    if h.estimate is not None:
        mean, low, high = h.estimate
        support = [s for s in _sentences(h.reason) if s.startswith("The search backs this")]
        assert len(support) == 1 and support[0] != lead, h.reason
        half = round((high - low) / 2)
        assert f"give or take {half} VP" in support[0], support[0]
        vp = round(mean)
        margin = (f"about {vp} VP ahead" if vp > 0 else f"about {-vp} VP behind" if vp < 0
                  else "about level with")
        assert margin in support[0], (mean, support[0])
    # a gamble is a chance to keep a card, not a power that "gains nothing"
    assert not ("to keep the card" in h.reason and "gains nothing" in h.reason), h.reason
    for m in re.finditer(r"about (\d+) VP less", text):
        assert int(m.group(1)) >= 1, text
    if any(line.endswith("about as good.") for line in h.details):
        assert any("would be the better choice if" in line for line in h.details), h.details
    also = [line for line in h.details if line.startswith("You could also place")]
    offered = {name for line in h.details if line.startswith("Instead place ")
               for name in NAMES if line.startswith(f"Instead place {name}")}
    for line in also:
        assert not any(name in line for name in offered), (offered, line)
    _costs_as_printed(text)


@pytest.mark.parametrize("mode", MODES, ids=["2p", "3p", "advanced-2p", "2p-gs-goals"])
def test_hint_wording_rules(mode: dict[str, object]) -> None:
    kinds: set[str] = set()
    close = 0
    for seed in (11, 12):
        for obs, h in _hinted_positions(mode, seed):
            kinds.add(obs.decision.kind.value)  # type: ignore[union-attr]
            _check_words(obs, h, "en")
            _check_words(obs, h.in_language("de"), "de")
            close += any(line.endswith("about as good.") for line in h.details)
    assert {"action", "explore_keep", "develop", "settle", "payment"} <= kinds, kinds
    assert close, "no position had a choice within the noise"


def test_every_decision_kind_is_worded() -> None:
    """Over the tables together, every kind of decision a hint is given for was seen and
    checked, the consume and start-world decisions included."""
    kinds: set[str] = set()
    for mode in (dict(players=2), dict(players=2, edition="gs", goals=True)):
        for seed in (3, 4):
            for obs, h in _hinted_positions(mode, seed):
                kinds.add(obs.decision.kind.value)  # type: ignore[union-attr]
                _check_words(obs, h, "en")
    assert {"action", "explore_keep", "develop", "settle", "payment", "consume",
            "initial_discard"} <= kinds, kinds

