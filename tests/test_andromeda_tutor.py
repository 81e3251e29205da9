"""Andromeda's tutor: each phase, action, track step and bonus card explained with the
player's numbers (every number the rules' own), explanations keyed by the move, the
readings where the summary is silent, the lessons introduced once a game, and the rules
topics of `rftg rules --game andromeda` in English and German."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import pytest

from rftg.core import lang as language
from rftg.core.andromeda import rules
from rftg.core.andromeda.components import default_components
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    MoveStations,
    Show,
    Spaceship,
    SwapWith,
    Technology,
    TransportOut,
    Unable,
)
from rftg.core.andromeda.observe import AdObservation, ad_observation
from rftg.core.andromeda.scenario import position
from rftg.core.andromeda.setup import AndromedaSetup
from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.solver.games import SOLVERS
from rftg.tutor.andromeda.explain import LESSONS, AdTutor, percent
from rftg.tutor.games import TUTORS

TIMES = "\u00d7"  # the multiplication sign of the catalogue's counts of cards
ALPHA, BETA, GAMMA = 0, 1, 2  # Alpha's moons: 14, 8, 5; Gamma's 12, 9, 6


def explained(game: Game, seat: int = 0, lang: str = "en") -> tuple[AdObservation, object]:
    obs = ad_observation(game, seat)
    return obs, AdTutor(lang).explain(obs)


def test_the_tutor_is_registered_with_its_topics_and_lessons() -> None:
    entry = TUTORS.get("andromeda")
    assert set(entry.lessons(None)) == set(LESSONS)
    assert entry.topics.render("centre") is not None
    assert isinstance(entry.tutor("de", set()), AdTutor)


def test_a_centre_attempt_is_explained_with_the_exact_chance_of_each_set() -> None:
    """"Anzahl Karten DURCH 2 TEILEN (abgerundet) = Anzahl Versuche"; each attempt draws
    one station at random from under the ring: with 2 of 6 stations own, 3 cards are one
    attempt (1/3), 4 cards two (1 - 4/6 * 3/5 = 3/5), 6 cards three (1 - 4/6*3/5*2/4 =
    4/5), each named with the fewest cards for it; the centre is the most valuable free
    moon (Gamma's 12)."""
    g = position(3, active=0, hands={0: [GAMMA] * 7}, stations={GAMMA: [2, 2, 2]})
    _, ex = explained(g)
    lines = " ".join(ex.about(BuildCentre(GAMMA)))
    assert "2 of the 6 stations are yours" in lines
    assert "worth 12" in lines
    for cards, attempts in ((3, 1), (4, 2), (6, 3)):
        chance = rules.centre_chance(2, 4, attempts)
        assert f"{cards} cards: {attempts} attempt" in lines
        assert percent(chance) in lines
    assert [percent(rules.centre_chance(2, 4, a)) for a in (1, 2, 3)] == ["33%", "60%", "80%"]
    assert "Bonus card 7 (5 points)" in lines  # 7 identical cards earn the kind 7


def test_stations_are_explained_with_the_halves_and_the_stations_on_earth() -> None:
    """"Anzahl gespielter Karten DURCH 2 TEILEN (abrunden) = so viele eigene Stationen von
    der Erde"; with the technology "5 Karten": "Aufrunden bei Teilungen"."""
    g = position(3, active=0, hands={0: [ALPHA] * 5}, earth={0: 4},
                 stations={ALPHA: [1, 2, 2]})
    obs, ex = explained(g)
    d = obs.decision
    assert d is not None
    two = d.option(MoveStations(ALPHA, 2))
    assert two is not None and two.min_cards == 4
    line = ex.about(MoveStations(ALPHA, 2))[0]
    assert "4-5 cards of Alpha" in line and "rounded down" in line
    assert "2 stations from Earth (you have 4)" in line and "3 of 7" in line
    g = position(3, active=0, hands={0: [ALPHA] * 5}, earth={0: 4}, tech={0: 3},
                 stations={ALPHA: [1, 2, 2]})
    _, ex = explained(g)
    assert "rounded up (technology)" in ex.about(MoveStations(ALPHA, 3))[0]


def test_the_tracks_are_explained_with_the_next_step_and_its_numbers() -> None:
    """Spaceship: the hand limit before and after; technology: the points before and
    after and the power the step adds ("Die Technologien sind kumulativ")."""
    comps = default_components()
    g = position(3, active=0, hands={0: [BETA] * 4}, stations={BETA: [1, 1, 1]})
    _, ex = explained(g)
    ship = " ".join(ex.about(Spaceship(BETA)))
    assert (f"Exactly 3 identical Beta cards for spaceship step 1: your hand limit goes "
            f"from {rules.hand_limit(comps, 0)} to {rules.hand_limit(comps, 1)}") in ship
    tech = " ".join(ex.about(Technology(BETA)))
    step = comps.technology.step[0]
    assert f"0 → {step.points.value} points" in tech
    assert "show up to 4 cards in the trade" in tech
    assert any(line.startswith("Spaceship: step 0, hand limit 9") for line in ex.lines)


def test_the_trade_names_the_offers_and_the_cards_the_active_player_showed() -> None:
    """The offers lie face up once revealed; a swap takes the other's cards and ends the
    swapper's trade (the reading said)."""
    g = position(3, active=0, phase="trade", hands={0: [ALPHA, ALPHA, BETA, GAMMA],
                                                  1: [BETA, GAMMA, GAMMA],
                                                  2: [GAMMA, BETA, BETA]})
    for _ in range(2):
        (d,) = g.pending()
        g.choose(0, _choice(d, Show(ALPHA)))
        for d in g.pending():
            g.choose(d.player, _first(d))
    obs, ex = explained(g)
    assert obs.decision is not None and obs.decision.kind is AdKind.TRADE_CHOICE
    text = " ".join(ex.lines)
    assert f"You have out: 2{TIMES} Alpha." in text
    assert "Player 2 has out:" in text
    assert "Our reading (the summary is silent): A player who swaps" in text
    swap = ex.about(SwapWith(1))[0]
    assert swap.startswith("You take Player 2's ") and f"leave your 2{TIMES} Alpha" in swap
    assert ex.topic == "swap"


def _choice(d, move):
    assert d.option(move) is not None
    return Choice(move)


def _first(d):
    return Choice(d.options[0].move, d.options[0].cards_from[:d.options[0].min_cards])


def test_a_transport_card_is_explained_with_where_the_stations_go() -> None:
    g = position(3, active=0, phase="transport", earth={0: 3}, stations={BETA: [1, 2, 3]})
    _, ex = explained(g)
    assert ex.about(TransportOut(BETA)) == (
        "2 stations from Earth to Beta: you would have 3 of the 8 stations there under "
        "the ring, and 1 on Earth.",)
    assert ex.topic == "transport"


def test_lessons_are_introduced_once_and_kept_with_the_game() -> None:
    """The first decision of each kind says what is new; explaining it again keeps it;
    the next decision of that kind does not repeat it; ``seen`` is the game's set."""
    seen: set[str] = set()
    tutor = AdTutor("en", seen)
    g = position(3, active=0, hands={0: [ALPHA] * 4}, stations={ALPHA: [1, 1, 1]})
    obs = ad_observation(g, 0)
    first = tutor.explain(obs)
    new = [x for x in first.lines if x.startswith("New: ")]
    assert len(new) >= 3 and {"actions", "centre", "spaceship", "technology"} <= seen
    assert [x for x in tutor.explain(obs).lines if x.startswith("New: ")] == new
    g2 = position(3, active=0, hands={0: [BETA] * 4}, stations={BETA: [1, 1, 1]})
    again = tutor.explain(ad_observation(g2, 0))
    assert not [x for x in again.lines if x.startswith("New: ")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_decision_of_a_game_is_explained_in_both_languages(lang: str) -> None:
    """A whole seeded game: every decision of seat 0 has the tutor's lines and a rules
    topic, and every option its explanation (none raises, none is empty)."""
    game = Game(AndromedaSetup(players=3, seed=4))
    tutor = AdTutor(lang)
    kinds = set()
    n = 0
    while not game.over:
        d = game.pending()[0]
        if d.player == 0:
            obs = ad_observation(game, 0)
            ex = tutor.explain(obs)
            assert ex.lines and ex.topic is not None
            assert TUTORS.get("andromeda").topics.render(ex.topic, lang) is not None
            for o in d.options:
                assert ex.about(o.move), o.move
            kinds.add(d.kind)
        n += 1
        game.choose(d.player, SOLVERS.get("andromeda").choose(game, d.player, "normal", n,
                                                              None))
    assert {AdKind.OFFER_OPEN, AdKind.OFFER_HIDDEN, AdKind.TRADE_CHOICE,
            AdKind.ACTION} <= kinds


def test_german_in_the_summary_s_words() -> None:
    g = position(3, active=0, hands={0: [GAMMA] * 5}, stations={GAMMA: [1, 1, 0]})
    _, ex = explained(g, lang="de")
    text = " ".join(ex.about(BuildCentre(GAMMA)))
    assert "Wirtschaftszentrum" in text and "Versuche" in text and "50 %" in text
    assert any("Raumschiffentwicklung" in x for x in ex.lines)
    assert any(x.startswith("Neu: ") for x in ex.lines)


def test_the_rules_topics_list_and_print_and_name_the_readings() -> None:
    topics = TUTORS.get("andromeda").topics
    listing = topics.listing("en")
    for name in ("transport", "trade", "swap", "actions", "centre", "readings", "components"):
        assert f"  {name} " in listing
    readings = topics.render("readings", "de")
    assert readings is not None
    for text in language.catalogue("andromeda", "de")["readings"].values():
        assert f"- {text}" in readings
    comps = topics.render("components", "en")
    assert comps is not None and "Moons of Alpha: 14, 8, 5" in comps
    centre = topics.render("centre", "de")
    assert centre is not None and "Planeten-Ring" in centre and "Wirtschaftszentrum" in centre
    assert topics.unknown("ring", "en")[0].startswith('No Andromeda rules topic "ring"')


def test_rftg_rules_game_andromeda_prints_a_topic() -> None:
    run = subprocess.run([sys.executable, "-m", "rftg", "rules", "--game", "andromeda",
                          "swap"], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("The trade phase: swapping\n")
    bad = subprocess.run([sys.executable, "-m", "rftg", "rules", "--game", "andromeda",
                          "nothing"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "No Andromeda rules topic" in bad.stderr


def test_percent_never_says_certain_when_it_is_not() -> None:
    assert percent(Fraction(999, 1000)) == "99%" and percent(Fraction(1)) == "100%"


def test_track_steps_and_bonus_cards_are_explained_as_they_happen() -> None:
    """Four identical Beta cards for stations earn a bonus card ("Sie gelten als Joker"),
    then three Alpha cards move the spaceship: the next decision each time says what just
    happened with its numbers (the bonus card's points, the hand limit from the next card
    phase), and only that."""
    comps = default_components()
    g = position(3, active=0, hands={0: [BETA] * 4 + [ALPHA] * 3},
                 stations={BETA: [1, 1, 1]}, earth={0: 0})
    tutor = AdTutor("en")

    def now() -> list[str]:
        lines = tutor.explain(ad_observation(g, 0)).lines
        return [x.removeprefix("Just now: ") for x in lines if x.startswith("Just now: ")]

    assert now() == []
    d = g.pending()[0]
    sets = d.option(MoveStations(BETA, 0))
    assert sets is not None
    beta = tuple(c for c in sets.cards_from if ad_observation(g, 0).cards.face(c) == BETA)
    g.choose(0, Choice(MoveStations(BETA, 0), beta))
    four = comps.bonus_of(4)
    assert four is not None
    assert now() == [f"you took a Bonus card 4 ({four.points.value} points): a joker in any "
                     f"set with a planet card, {four.points.value} points at the end while "
                     f"it is in your hand; played, it goes back to its pile."]
    ship = g.pending()[0].option(Spaceship(ALPHA))
    assert ship is not None
    alpha = tuple(c for c in ship.cards_from if ad_observation(g, 0).cards.face(c) == ALPHA)
    g.choose(0, Choice(Spaceship(ALPHA), alpha))
    assert now() == [f"your spaceship reached step 1: you hold {rules.hand_limit(comps, 1)} "
                     f"cards from the next card phase on."]


def test_the_tutor_says_every_reading_where_it_applies() -> None:
    """Every reading of the catalogue (the closing note's list, the rules topic
    ``readings``) is said by the tutor in a game: a whole seeded game explained to every
    player, each decision and each of its options, and a player who cannot offer a card
    (the only reading no seeded game met)."""
    game = Game(AndromedaSetup(players=3, seed=0))
    tutors = [AdTutor("en") for _ in range(3)]
    said: set[str] = set()
    n = 0
    while not game.over:
        for d in game.pending():
            ex = tutors[d.player].explain(ad_observation(game, d.player))
            said.update(ex.lines)
            for o in d.options:
                said.update(ex.about(o.move))
            n += 1
            game.choose(d.player, SOLVERS.get("andromeda").choose(game, d.player, "normal", n,
                                                                  None))
    g = position(3, active=0, phase="trade", hands={0: [ALPHA, BETA], 1: [ALPHA, ALPHA],
                                                  2: [GAMMA, GAMMA]})
    (d,) = g.pending()
    g.choose(0, _choice(d, Show(ALPHA)))
    unable = next(x for x in g.pending() if x.player == 1)
    assert [o.move for o in unable.options] == [Unable()]  # only Alpha, shown: no card
    _, ex = explained(g, 1)
    said.update(ex.about(Unable()))
    text = "\n".join(said)
    readings = language.catalogue("andromeda", "en")["readings"]
    assert [k for k, t in readings.items() if t not in text] == []
