"""Andromeda's hard player and its hint (issue 28, items 3 and 4).

The truth test: over seeded games, at action decisions, every number the hint quotes for
an action (the cards played, the attempts, the own stations and all stations under the
ring, the chance in per cent, the centre's value, the track step, its hand limit or
points, the bonus card) is what the engine then does: the hint's choice and each
alternative is played on a copy of the game and the numbers are read from the game
afterwards (the ring's draws, the stations, the tracks, the bonus card taken) and from
the rules' exact chance (``rules.centre_chance``) of the position before. The search is
bounded by samples and candidates, never by time."""

from __future__ import annotations

import re

import pytest

from rftg.core.andromeda import events as ev
from rftg.core.andromeda import rules
from rftg.core.andromeda.components import TechPower
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    MoveStations,
    Pass,
    Spaceship,
    SwapCards,
    Technology,
)
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.scenario import position
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.andromeda.state import AdState, ad_state
from rftg.core.andromeda.text import design_word
from rftg.core.decisions import Choice, Option, check_choice
from rftg.core.engine import Game
from rftg.core.simulate import play_game
from rftg.solver.andromeda import hints
from rftg.solver.andromeda.hard import AdBudget, AdHardPlayer, Tried
from rftg.solver.andromeda.levels import make_ad_player
from rftg.solver.andromeda.planner import Act
from rftg.solver.games import SOLVERS

SMALL = AdBudget(samples=2, candidates=3)
ALPHA = 0

CARDS = r"(\d+) (\w+) cards?(?: and (.+?))?"
PATTERNS = {
    BuildCentre: re.compile(CARDS + r" for a centre on (\w+): (\d+) attempts?, your (\d+) of "
                            r"(\d+) stations under the ring: (\d+)% to build the (\d+)-point "
                            r"centre\."),
    MoveStations: re.compile(CARDS + r" to move (\d+) stations? from Earth to (\w+): then "
                             r"your (\d+) of (\d+) stations there\."),
    Spaceship: re.compile(CARDS + r" for the spaceship: step (\d+), hand limit (\d+) "
                          r"\(now (\d+)\)\."),
    Technology: re.compile(CARDS + r" for technology: step (\d+), (\d+) points? at the end;"),
}
NO_STATION = re.compile(CARDS + r" and move no station\.")  # a set for its bonus card only


def _check_act(game: Game[AdState], seat: int, text: str, choice: Choice) -> None:
    """``text`` (one action of a hint) says what the engine does with ``choice``."""
    before = ad_state(game)
    obs: AdObservation = game.observe(seat)
    d = obs.decision
    assert d is not None
    check_choice(d, choice)
    deck, comps = obs.cards, obs.components
    sample = game.clone()
    n_events = len(ad_state(sample).events)
    sample.choose(seat, choice)
    after = ad_state(sample)
    happened = after.events[n_events:]
    m = choice.move
    bonus = [e for e in happened if isinstance(e, ev.BonusGained)]
    if bonus:
        word = design_word(deck.designs[bonus[0].face], "en")
        assert text.endswith(f" It earns a {word}."), text
        text = text[: -len(f" It earns a {word}.")]
    else:
        assert "It earns" not in text, text
    if isinstance(m, SwapCards):
        assert f"draw {len(choice.cards)} card" in text
        return
    pattern = PATTERNS[type(m)]
    if isinstance(m, MoveStations) and m.stations == 0:
        pattern = NO_STATION
    found = pattern.search(text)
    assert found, text
    g = found.groups()
    planet = m.planet
    own_cards = sum(1 for c in choice.cards if deck.face(c) == planet)
    assert int(g[0]) == own_cards and g[1] == comps.planet[planet].name
    jokers = [deck.face(c) for c in choice.cards if deck.is_bonus(c)]
    assert (g[2] is None) == (not jokers)
    rest = g[3:]
    me = seat
    if isinstance(m, BuildCentre):
        round_up = TechPower.ROUND_UP in rules.powers(comps, obs.tech[me])
        attempts, own, ring, pct, moon = map(int, rest[1:])
        assert attempts == rules.halves(len(choice.cards), round_up)
        assert (own, ring) == (before.stations[planet][me], sum(before.stations[planet]))
        drawn = [e for e in happened if isinstance(e, ev.RingDrawn)]
        assert drawn and all(e.attempts == attempts for e in drawn)
        chance = rules.centre_chance(own, ring - own, attempts)
        assert pct == round(100 * chance)
        built = [e for e in happened if isinstance(e, ev.CentreBuilt)]
        free = rules.free_moon(comps, before.centres[planet], planet)
        assert free is not None and moon == comps.planet[planet].moons.value[free]
        if built:
            assert built[0].value == moon
    elif isinstance(m, MoveStations) and m.stations == 0:
        assert not rest and after.stations == before.stations and after.earth == before.earth
    elif isinstance(m, MoveStations):
        k, own, ring = int(rest[0]), int(rest[2]), int(rest[3])
        assert k == m.stations
        assert (own, ring) == (after.stations[planet][me], sum(after.stations[planet]))
    elif isinstance(m, Spaceship):
        step, limit, now = map(int, rest)
        assert step == after.ship[me] and limit == rules.hand_limit(comps, after.ship[me])
        assert now == rules.hand_limit(comps, before.ship[me])
    else:
        assert isinstance(m, Technology)
        step, points = map(int, rest[:2])
        assert step == after.tech[me] and points == comps.technology.points(step)


def _action_positions(seed: int, count: int) -> list[tuple[Game[AdState], int]]:
    """Action decisions of seeded games between normal players (copies of the game)."""
    game: Game[AdState] = Game(AndromedaSetup(players=3, seed=seed))
    seats = [make_ad_player("normal", seed * 8 + s) for s in range(3)]
    found: list[tuple[Game[AdState], int]] = []
    while not game.over and len(found) < count:
        for d in game.pending():
            if d.kind == AdKind.ACTION and len(found) < count:
                found.append((game.clone(), d.player))
            game.choose(d.player, seats[d.player].choose(game.observe(d.player)),
                        trusted=True)
    return found


@pytest.mark.parametrize("seed", range(4))
def test_every_number_of_an_action_hint_is_the_engines(seed: int) -> None:
    checked = 0
    for game, seat in _action_positions(seed, 10):
        obs = game.observe(seat)
        h = hints.hint(obs, lang="en")
        verdict = AdHardPlayer(hints.HINT_SEED).act(obs, top=hints.ALTERNATIVES + 1)
        assert h.choice == verdict.choice
        if h.plan is None or h.plan.first is None or h.plan.value <= 0:
            assert h.reason.startswith("Stop here")
        else:
            _check_act(game, seat, h.reason, h.choice)
            checked += 1
        others = [p for p in verdict.plans[1:] if p.first is not None and p.value > 0]
        lines = [x.strip() for x in h.details if x.startswith("  ")]
        assert len(lines) == len(others[: hints.ALTERNATIVES])
        d = obs.decision
        assert d is not None
        for line, p in zip(lines, others, strict=False):
            first = p.first
            assert first is not None
            opt = next(o for o in d.options if o.move == first.move)
            _check_act(game, seat, line, Choice(opt.move, first.cards))
    assert checked


def test_the_hint_names_the_chance_of_a_centre_in_the_players_numbers() -> None:
    """Five Alpha cards, 3 of 7 stations under the ring: "Anzahl Karten DURCH 2 TEILEN
    (abgerundet) = Anzahl Versuche": 2 attempts, 1 - (4/7)(3/6) = 5/7 = 71%; the most
    valuable free moon of Alpha is worth 14."""
    game = position(3, hands={1: [ALPHA] * 5}, earth={1: 0}, stations={ALPHA: [2, 3, 2]},
                    phase="actions", actor=1, active=0)
    h = hints.hint(game.observe(1), lang="en")
    assert h.reason == ("Play 5 Alpha cards for a centre on Alpha: 2 attempts, your 3 of 7 "
                        "stations under the ring: 71% to build the 14-point centre. It earns "
                        "a Bonus card 5 (3 points).")
    de = hints.hint(game.observe(1), lang="de")
    assert de.reason.startswith("Spiele 5 Alpha-Karten für ein Wirtschaftszentrum auf Alpha: "
                                "2 Versuche, 3 deiner Stationen von 7 unter dem Planeten-Ring: "
                                "71 % für das Zentrum mit 14 Punkten.")
    assert h.choice == de.choice


def test_a_trade_hint_is_the_searchs_choice_with_its_figures() -> None:
    game: Game[AdState] = Game(AndromedaSetup(players=3, seed=5))
    while True:
        d = game.pending()[0]
        if d.kind in (AdKind.OFFER_OPEN, AdKind.TRANSPORT):
            break
        game.choose(d.player, make_ad_player("normal", 0).choose(game.observe(d.player)))
    obs = game.observe(d.player)
    h = hints.hint(obs, game.sampler(d.player), SMALL, lang="en")
    check_choice(d, h.choice)
    verdict = AdHardPlayer(hints.HINT_SEED, SMALL).decide(obs, game.sampler(d.player))
    assert h.choice == verdict.choice
    assert f"played on in {SMALL.samples} deals" in h.details[0]
    means = [f"{t.mean:.1f}" for t in verdict.tried]
    assert [re.search(r": (-?[\d.]+) points", line)[1] for line in h.details[2:]] == means
    # the options within the deals' noise of the choice are said to be about as good
    best = verdict.tried[0]
    band = hints.noise(best, verdict.tried[1:])
    for t, line in zip(verdict.tried[1:], h.details[3:], strict=True):
        assert ("about as good" in line) == ((best.mean or 0) - (t.mean or 0) <= band)


def test_options_within_the_deals_noise_are_about_as_good() -> None:
    """Played on the same deals, the choice's lead is judged by the spread of its paired
    differences ("Epsilon: 44.2 points, Delta: 44.2 points" read as a reason once): one
    band for every option, so those inside it are the ones next to the choice."""
    move, option = Choice(Pass()), Option(Pass())
    best = Tried(move, option, 44.25, 4, (44.0, 45.0, 43.0, 45.0))
    steady = Tried(move, option, 43.25, 4, (43.0, 44.0, 42.0, 44.0))  # 1 less on every deal
    assert hints.noise(best, [steady]) == 0.0
    noisy = Tried(move, option, 44.2, 4, (45.0, 44.0, 44.0, 43.8))
    band = hints.noise(best, [noisy])
    assert 0.05 < band < 2  # two standard errors of the differences (-1, 1, -1, 1.2)
    assert hints.noise(best, [steady, noisy]) == pytest.approx(band / 2 ** 0.5)
    assert hints.noise(best, []) == 0.0
    assert hints._t("tried_close", "en", option="Delta", mean="44.2", band="0.6") == (
        "  Delta: 44.2 points, about as good (within the deals' noise of ± 0.6 points).")
    assert hints._t("tried_close", "de", option="Delta", mean="44,2", band="0,6") == (
        "  Delta: 44,2 Punkte, etwa gleich gut (innerhalb der Streuung der Verteilungen von "
        "± 0,6 Punkten).")


def test_the_hard_player_plays_whole_games_and_the_registry_hints() -> None:
    make = SOLVERS.get("andromeda").make_player
    seats = [make("hard", 1, None), make("normal", 2, None), make("random", 3, None)]
    assert seats[0].looks_ahead
    game, decisions = play_game(AndromedaSetup(players=3, seed=9), seats)  # type: ignore[arg-type]
    assert game.over and decisions > 0
    game2: Game[AdState] = Game(AndromedaSetup(players=4, seed=3))
    d = game2.pending()[0]
    h = SOLVERS.get("andromeda").hint(game2, d.player, SMALL, None, "de")
    check_choice(d, h.choice)


def test_the_hard_player_is_the_same_for_the_same_seed() -> None:
    game: Game[AdState] = Game(AndromedaSetup(players=3, seed=12))
    d = game.pending()[0]
    a = AdHardPlayer(4, SMALL).choose(game.observe(d.player), game.sampler(d.player))
    b = AdHardPlayer(4, SMALL).choose(game.observe(d.player), game.sampler(d.player))
    assert a == b


def test_a_set_that_moves_no_station_says_so() -> None:
    """"Der Spieler darf auch weniger oder keine Stationen platzieren.": a set of 4 Alpha
    cards with no station on Earth moves none, and earns a bonus card; the hint says so in
    words, not "move 0 stations"."""
    game = position(3, hands={0: [ALPHA] * 4}, earth={0: 0}, stations={ALPHA: [2, 2, 2]},
                    phase="actions")
    obs = game.observe(0)
    act = Act(MoveStations(ALPHA, 0), tuple(obs.hand))
    assert hints.act_text(obs, act, "en") == "Play 4 Alpha cards and move no station."
    assert hints.act_text(obs, act, "de") == ("Spiele 4 Alpha-Karten aus und versetze keine "
                                              "Station.")
    _check_act(game, 0, "Play 4 Alpha cards and move no station. It earns a Bonus card 4 "
               "(2 points).", Choice(MoveStations(ALPHA, 0), tuple(obs.hand)))
