"""Jump Drive's rules, each pinned by a scenario quoting the seed (the German game help,
"Gamehelpjumpdrive", in ../shared/seeds/)."""

from __future__ import annotations

from rftg.core import ending
from rftg.core.decisions import Choice
from rftg.core.jumpdrive import events as ev
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import jd_catalogue
from rftg.core.jumpdrive.moves import Explore, How
from rftg.core.jumpdrive.observe import jd_observation
from rftg.core.moves import DecisionKind
from tests.jd_helpers import answer_all_first, choose, cid, find_play, names, plays, position, st

# cards with copies enough for the hands below
FILL = ["Gem World", "Comet Zone", "Asteroid Belt", "Mining World", "Galactic Trendsetters",
        "Trade Pact", "Uplift Researchers"]


def events(game, kind):
    return [e for e in game.state.events if isinstance(e, kind)]


def explore_all(game):
    for d in game.pending():
        game.choose(d.player, Choice(Explore()))


# --------------------------------------------------------------------------- the choice


def test_choices_are_secret_and_revealed_together():
    """"In jeder Runde wählt ihr gleichzeitig 1 oder 2 Karten und legt sie verdeckt vor euch
    ab. Deckt dann gleichzeitig eure gewählten Karten auf"."""
    g = position([["Gem World", "Comet Zone"], ["Ancient Races", "Asteroid Belt"]])
    assert sorted(d.player for d in g.pending()) == [0, 1]
    assert all(d.kind is DecisionKind.ACTION for d in g.pending())
    choose(g, 0, Explore())
    assert jd_observation(g, 1).players[0].play is None  # not revealed yet
    assert not events(g, ev.JdRevealed)
    choose(g, 1, Explore())
    assert [e.seat for e in events(g, ev.JdRevealed)] == [0, 1]
    assert isinstance(jd_observation(g, 1).players[0].play, Explore)


def test_explore_is_always_a_choice():
    """"Willst oder kannst du keine Karten auslegen, nimm dir stattdessen 1
    Erkunden-Plättchen"."""
    g = position([["Rebel Stronghold"]], [["Survey Team"]])
    (d,) = g.pending()
    assert [o.move for o in d.options] == [Explore()]


# --------------------------------------------------------------------------- costs


def test_a_development_alone_costs_one_less_and_full_with_a_world():
    """"Legst du nur 1 Entwicklung aus, wirf 1 Karte weniger ab, wenn du die Kosten
    bezahlst." -- "Legst du 1 Entwicklung und 1 Welt aus, musst du zuerst die Entwicklung
    auslegen und die vollen Kosten bezahlen.\""""
    g = position([["Space Marines", "Gem World", *FILL[1:5]]])
    alone = find_play(g, 0, "Space Marines")
    both = find_play(g, 0, "Space Marines", "Gem World")
    assert alone is not None and alone.dev_cost is not None and alone.dev_cost.total == 1
    assert both is not None and both.dev_cost is not None and both.dev_cost.total == 2
    choose(g, 0, alone)
    (pay,) = g.pending()
    assert (pay.kind, pay.options[0].min_cards) == (DecisionKind.PAYMENT, 1)
    answer_all_first(g)
    assert names(g, st(g).players[0].tableau) == ["Space Marines"]


def test_costs_never_drop_below_zero():
    """"Diese Kosten können durch Fähigkeiten verringert werden (höchstens bis auf 0)."""
    g = position([["Contact Specialist", "Asteroid Belt", "Gem World"]],
                 [["Investment Credits", "Investment Credits", "Mining Robots",
                   "Mining Robots"]])
    dev = find_play(g, 0, "Contact Specialist")
    assert dev is not None and dev.dev_cost is not None
    assert (dev.dev_cost.raw, dev.dev_cost.total, dev.dev_cost.clamped) == (-2, 0, True)
    world = find_play(g, 0, None, "Asteroid Belt")
    assert world is not None and world.world_cost is not None
    assert (world.world_cost.raw, world.world_cost.total) == (0, 0)


def test_a_world_alone_draws_one_card_after_paying():
    """"Legst du nur 1 Welt aus, ziehe 1 Karte vom Nachziehstapel, nachdem du die Welt
    bezahlt oder erobert hast." -- so the card drawn cannot pay for it."""
    short = position([["Comet Zone", "Gem World", "Ancient Races"]])
    assert find_play(short, 0, None, "Comet Zone") is None  # 2 cards cannot pay 3
    g = position([["Comet Zone", "Gem World", "Ancient Races", "Asteroid Belt"]],
                 deck_top=["Mining World"])
    play = find_play(g, 0, None, "Comet Zone")
    assert play is not None
    choose(g, 0, play)
    answer_all_first(g)
    assert names(g, st(g).players[0].hand)[0] == "Mining World"  # then the income
    assert [(e.seat, e.n, e.why) for e in events(g, ev.JdDrew)][-2] == (0, 1, "world")


def test_development_and_world_pay_full_costs_and_draw_nothing():
    """"Legst du 1 Entwicklung und 1 Welt aus ... Du darfst keine Karte nachziehen." The
    development's power already helps the world: "So könnt ihr die Fähigkeit einer
    Entwicklung für eine Welt nutzen, die ihr im selben Zug auslegt\""""
    g = position([["Mining Robots", "Comet Zone", "Gem World", "Ancient Races",
                   "Asteroid Belt"]])
    play = find_play(g, 0, "Mining Robots", "Comet Zone")
    assert play is not None and play.dev_cost is not None and play.world_cost is not None
    assert (play.dev_cost.total, play.world_cost.total) == (1, 2)
    assert play.world_cost.terms[1].card == cid(g, "Mining Robots", 0)
    choose(g, 0, play)
    answer_all_first(g)
    assert names(g, st(g).players[0].tableau) == ["Mining Robots", "Comet Zone"]
    assert not [e for e in events(g, ev.JdDrew) if e.why == "world"]


def test_a_cards_icons_work_only_once_it_is_in_the_empire():
    """"Ihr dürft die Symbole also nicht für das Auslegen der Karte selbst nutzen. Aber ihr
    dürft sie für Karten nutzen, die ihr im selben Zug später auslegt.\""""
    g = position([["Space Marines", "Former Penal Colony", "Lost Alien Warship",
                   "Gem World", "Comet Zone"]], [["Space Marines"]])
    # Former Penal Colony (defence 2): 2 military now; the Lost Alien Warship (defence 5,
    # two military icons of its own) is out of reach even with them counted: 2 < 5
    assert find_play(g, 0, None, "Lost Alien Warship", How.CONQUER) is None
    with_marines = find_play(g, 0, "Space Marines", "Lost Alien Warship", How.CONQUER)
    assert with_marines is None  # 2 + 2 = 4 < 5: its own 2 icons do not count
    g2 = position([["Space Marines", "Former Penal Colony", "Gem World", "Comet Zone"]])
    assert find_play(g2, 0, None, "Former Penal Colony", How.CONQUER) is None
    play = find_play(g2, 0, "Space Marines", "Former Penal Colony", How.CONQUER)
    assert play is not None and play.world_cost is not None and play.world_cost.total == 2


# --------------------------------------------------------------------------- explore


def test_explore_draws_two_more_than_the_icons_with_the_tiles_three():
    """"Ziehe dann 2 Karten mehr vom Nachziehstapel, als du Erkunden-Symbole auf den Karten
    in deiner Auslage besitzt. Die 3 Symbole in der oberen Hälfte des Erkunden-Plättchens
    zählen mit. ... Anschließend musst du so viele Karten deiner Wahl von der Hand auf den
    Abwurfhaufen legen, wie du Erkunden-Symbole gezählt hast. Du hast somit 2 Karten
    hinzubekommen.\""""
    g = position([["Gem World", "Comet Zone"]], [["Survey Team", "Artist Colony"]])
    draw, discard = rules.explore_counts(st(g).empire(0))
    assert (draw.total, discard.total) == (8, 6)
    choose(g, 0, Explore())
    (d,) = g.pending()
    assert d.rule == "jd.explore" and d.options[0].min_cards == 6
    assert len(st(g).players[0].hand) == 10
    answer_all_first(g)
    assert st(g).seat(0).tiles == 1
    assert [(e.drew, e.discards) for e in events(g, ev.JdExplored)] == [(8, 6)]
    # then income as usual ("Anschließend erhältst du wie üblich dein Einkommen"): 1
    assert len(st(g).players[0].hand) == 4 + 1


# --------------------------------------------------------------------------- Survey Team


def test_survey_team_once_per_game_free_alone_cost_one_with_a_world():
    """"1x im ganzen Spiel darfst du 1 Erkundungsteam aus der Tischmitte nehmen, die Kosten
    bezahlen und vor dir auslegen. Du darfst in diesem Zug zusätzlich 1 Welt auslegen, aber
    keine zweite Entwicklung! Legst du keine Welt aus, bezahlst du für das Erkundungsteam 1
    Karte weniger, also 0.\""""
    g = position([["Gem World", "Comet Zone", "Ancient Races", "Asteroid Belt",
                   "Investment Credits"]])
    alone = find_play(g, 0, "Survey Team")
    with_world = find_play(g, 0, "Survey Team", "Gem World")
    assert alone is not None and alone.dev_cost is not None and alone.dev_cost.total == 0
    assert with_world is not None and with_world.dev_cost is not None
    assert with_world.dev_cost.total == 1
    choose(g, 0, alone)
    answer_all_first(g)
    assert names(g, st(g).players[0].tableau) == ["Survey Team"]
    assert find_play(g, 0, "Survey Team") is None  # once per game
    assert len(st(g).middle) == 3


# --------------------------------------------------------------------------- conquest


def test_conquest_needs_military_at_least_the_defence_and_never_pays():
    """"Diese Summe muss mindestens genauso hoch sein wie die Verteidigungsstärke der Welt."
    -- "Militärische Stärke und Bezahlen von Kosten können niemals kombiniert werden, um
    eine Welt auszulegen.\""""
    g = position([["Rebel Underground", "Warrior Race", *FILL]],
                 [["Space Marines", "Survey Team"]])
    d = g.pending()[0]
    world_ids = {p.world for p in plays(d)}
    assert cid(g, "Rebel Underground", 0) in world_ids  # 3 against defence 3
    g = position([["Rebel Underground", "Warrior Race", *FILL]], [["Space Marines"]])
    d = g.pending()[0]
    world_ids = {p.world for p in plays(d) if p.development is None}
    assert cid(g, "Rebel Underground", 0) not in world_ids  # 2 < 3, cards do not help
    assert cid(g, "Warrior Race", 0) not in world_ids
    g2 = position([["Convict Miners", *FILL]], [["Space Marines"]])
    play = find_play(g2, 0, None, "Convict Miners")
    assert play is not None and play.how is How.CONQUER
    choose(g2, 0, play)
    assert not g2.pending() or g2.pending()[0].kind is not DecisionKind.PAYMENT
    assert [(e.how, e.paid) for e in events(g2, ev.JdPlaced)] == [("conquer", 0)]


def test_specialised_military_counts_only_against_its_worlds():
    """"Einige Fähigkeiten geben zusätzliche militärische Stärke nur für das Erobern von
    Welten einer bestimmten Farbe oder von militärischen REBELLEN-Welten.\""""
    cat = jd_catalogue()
    empire = [(1, cat["Galactic Imperium"]), (2, cat["Space Marines"])]
    assert rules.military(empire, cat["Rebel Underground"]).total == 6
    assert rules.military(empire, cat["Former Penal Colony"]).total == 2
    assert rules.military(empire).total == 2


def test_contact_specialist_pays_the_defence_less_one_for_non_yellow_worlds():
    """"Kontaktspezialist: Du darfst eine militärische nicht-gelbe (Alien-) Welt wie eine
    nicht-militärische Welt auslegen, indem du die Kosten in Höhe der Verteidigungsstärke
    bezahlst. Dabei erhältst du zusätzlich einen Rabatt von 1. Diese Fähigkeit kann mit
    anderen Rabatten kombiniert werden.\""""
    g = position([["Former Penal Colony", "Alien Robot Sentry", "Convict Miners", *FILL]],
                 [["Contact Specialist", "Mining Robots"]])
    penal = find_play(g, 0, None, "Former Penal Colony", How.CONTACT)
    assert penal is not None and penal.world_cost is not None
    assert penal.world_cost.total == 1  # defence 2 - 1
    assert {t.what for t in penal.world_cost.terms} == {"defence", "contact"}
    assert find_play(g, 0, None, "Alien Robot Sentry", How.CONTACT) is None  # yellow
    miners = find_play(g, 0, None, "Convict Miners", How.CONTACT)
    assert miners is not None and miners.world_cost is not None
    assert miners.world_cost.total == 0  # 2 - 1 (Mining Robots) - 1 (contact)
    choose(g, 0, penal)
    answer_all_first(g)
    assert [(e.how, e.paid) for e in events(g, ev.JdPlaced)] == [("contact", 1)]


def test_trade_pact_needs_no_military_or_a_contact_specialist_and_one_per_empire():
    """The Trade Pact (scan): placed only with 0 military or a Contact Specialist; 1 per
    empire."""
    assert find_play(position([["Trade Pact", *FILL[:2]]]), 0, "Trade Pact") is not None
    armed = position([["Trade Pact", *FILL[:2]]], [["Space Marines"]])
    assert find_play(armed, 0, "Trade Pact") is None
    friendly = position([["Trade Pact", *FILL[:2]]], [["Space Marines", "Contact Specialist"]])
    assert find_play(friendly, 0, "Trade Pact") is not None
    again = position([["Trade Pact", *FILL[:2]]], [["Trade Pact"]])
    assert find_play(again, 0, "Trade Pact") is None


def test_convoys_place_a_second_world():
    """Colony Convoy (scan): discarded from the empire, a second non-military world at -2;
    Military Convoy: a second military world with the unused military."""
    g = position([["Gem World", "Ancient Races", *FILL[1:3], "Mining World"]],
                 [["Colony Convoy"]])
    d = g.pending()[0]
    second = [p for p in plays(d) if p.second is not None
              and names(g, [p.world, p.second]) == ["Gem World", "Ancient Races"]]
    assert second and second[0].second_cost is not None and second[0].second_cost.total == 0
    choose(g, 0, second[0])
    answer_all_first(g)
    assert names(g, st(g).players[0].tableau) == ["Gem World", "Ancient Races"]
    assert names(g, [e.card for e in events(g, ev.JdConvoy)]) == ["Colony Convoy"]
    assert names(g, st(g).discard).count("Colony Convoy") == 1
    m = position([["New Survivalists", "Smuggling Lair", *FILL[:2]]],
                 [["Military Convoy"]])
    two = [p for p in plays(m.pending()[0]) if p.second is not None]
    assert two and all(p.how is How.CONQUER and p.second_how is How.CONQUER for p in two)


# --------------------------------------------------------------------------- round end


def test_round_end_vp_then_income_duplicates_count_and_a_mit_bonus_once():
    """"Hat einer von euch mehrere identische Karten in seiner Auslage, erhält er für jede
    Karte die entsprechende Anzahl Siegpunkte und neue Karten." -- "Besitzt du die genannte
    Karte mehrfach, erhältst du trotzdem nur den einfachen Wert an Siegpunkten oder
    Einkommen." -- "zunächst Siegpunkte, anschließend Einkommen\""""
    empire = ["Tourist World", "Tourist World", "Artist Colony", "Artist Colony"]
    g = position([FILL[:2]], [empire])
    vp = rules.round_vp(st(g).empire(0))
    income = rules.round_income(st(g).empire(0))
    assert vp.total == 4  # 1 + 1 + 1 + 1
    assert income.total == 6  # (2 + 1 with an Artist Colony) for each Tourist World
    assert [t.what for t in income.terms].count("income_with") == 2
    explore_all(g)
    answer_all_first(g)
    tail = [e for e in g.state.events if isinstance(e, ev.JdScored | ev.JdDrew)][-2:]
    assert tail == [ev.JdScored(0, 4, 4), ev.JdDrew(0, 6, "income")]


def test_hand_limit_ten_after_income():
    """"Nachdem alle Spieler ihr Einkommen erhalten haben, darf keiner mehr als 10 Karten auf
    der Hand haben. Hast du mehr als 10 Handkarten, musst du überzählige Karten deiner Wahl
    auf den Abwurfhaufen legen.\""""
    hand = ["Galactic Trendsetters"] * 7 + ["Trade Pact"] * 5 + ["Uplift Researchers"] * 2
    g = position([hand], [["Comet Zone", "Comet Zone"]])  # 14 cards, income 6
    explore_all(g)
    (d,) = g.pending()
    assert d.rule == "jd.explore"
    g.choose(0, Choice(d.options[0].move, d.options[0].cards_from[:d.options[0].min_cards]))
    (d,) = g.pending()
    # 14 cards + 2 from exploring + 6 income
    assert (d.kind, d.rule, d.options[0].min_cards) == (DecisionKind.DISCARD,
                                                       "jd.hand_limit", 22 - 10)
    answer_all_first(g)
    assert len(st(g).players[0].hand) == 10


def test_income_order_near_the_end_of_the_deck():
    """"Neigt sich der Nachziehstapel dem Ende zu, erhält zuerst der Spieler sein Einkommen,
    der insgesamt die meisten Siegpunkte hat. Danach kommen die übrigen Spieler im
    Uhrzeigersinn an die Reihe. Gibt es einen Gleichstand, erhält der daran beteiligte
    Spieler sein Einkommen zuerst, der als nächster links vom Kartengeber sitzt.\""""
    assert rules.income_order([10, 20, 20], dealer=2, near_end=True) == [1, 2, 0]
    assert rules.income_order([30, 20, 30], dealer=0, near_end=True) == [2, 0, 1]
    assert rules.income_order([30, 20, 10], dealer=2, near_end=False) == [0, 1, 2]
    g = position([FILL[:3], FILL[3:6]], [["Mining World"], ["Tourist World", "Gem World"]],
                 vp=[3, 9], deck_size=15)
    explore_all(g)
    answer_all_first(g)
    order = [e.seat for e in events(g, ev.JdDrew) if e.why == "income"]
    assert order == [1, 0]  # 2 + 4 cards due, fewer in the deck: the leader first


def test_game_ends_after_scoring_at_50_without_income():
    """"Wenn einer von euch insgesamt 50 oder mehr Siegpunkte vorweisen kann, endet das Spiel
    nach der Wertung der SP. Derjenige mit den meisten Siegpunkten gewinnt!\""""
    g = position([FILL[:2], FILL[2:4]], [["Rebel Outpost"], []], vp=[46, 40])
    explore_all(g)
    answer_all_first(g)
    assert g.over and g.winners() == [0]
    assert [p.chips for p in g.state.players] == [51, 40]
    assert not [e for e in events(g, ev.JdDrew) if e.why == "income"]
    (end,) = events(g, ending.GameEnded)
    assert (end.ending.kind, end.totals, end.winners) == ("vp50", (51, 40), (0,))


def test_a_tie_counts_hand_cards_plus_last_income_then_shares():
    """"Gibt es einen Gleichstand für die meisten Siegpunkte, zählen die daran beteiligten
    Spieler ihre Handkarten zu ihrem Einkommen an neuen Karten der letzten Runde hinzu. Der
    Spieler mit der höchsten Summe gewinnt. Herrscht auch dann Gleichstand, teilen sich
    diese Spieler den Sieg.\""""
    assert rules.winners([50, 50, 49], [5, 7, 20]) == [1]
    assert rules.winners([50, 50], [6, 6]) == [0, 1]
    g = position([FILL[:2], FILL[2:4]], [["Rebel Outpost"], ["Terraformed World"]],
                 vp=[45, 45])
    explore_all(g)
    answer_all_first(g)
    # 50 VP each; 4 hand cards each after exploring; the Terraformed World's income 1
    assert g.over and g.winners() == [1]


# --------------------------------------------------------------------------- solo


def test_solo_game_lasts_exactly_seven_rounds_even_past_50():
    """"Solitärregeln ... Es werden exakt 7 Runden gespielt.\""""
    g = position([FILL[:3]], [["Rebel Outpost"]], vp=[60])
    for _ in range(7):
        assert not g.over
        explore_all(g)
        answer_all_first(g)
    assert g.over and g.state.round == 7
    (end,) = events(g, ending.GameEnded)
    assert end.ending.kind == "solo"


def test_solo_war_propaganda_goes_to_the_imagined_opponent_with_round_military():
    """"Wenn eine Karte an den Spieler mit der höchsten Militärstärke geht (wie
    'Kriegspropaganda'), gehe davon aus, dass es einen anderen Spieler gibt, dessen
    Militärstärke gleich der aktuellen Runde ist.\""""
    g = position([FILL[:3]], [["War Propaganda"]])
    explore_all(g)
    answer_all_first(g)  # round 1: military 1 = 1, a tie: kept
    assert names(g, st(g).players[0].tableau) == ["War Propaganda"]
    assert st(g).players[0].chips == 3
    explore_all(g)
    answer_all_first(g)  # round 2: the imagined player has 2 > 1
    assert st(g).players[0].tableau == [] and names(g, st(g).away) == ["War Propaganda"]
    assert st(g).players[0].chips == 3
    assert [e.to_seat for e in events(g, ev.JdPropaganda)] == [rules.IMAGINED]


def test_war_propaganda_goes_to_the_most_military_before_scoring():
    """War Propaganda (scan): before scoring, to the player with the highest military; a
    player tied for the highest keeps it."""
    g = position([FILL[:2], FILL[2:4]], [["War Propaganda"], ["Space Marines"]])
    explore_all(g)
    answer_all_first(g)
    assert names(g, st(g).players[1].tableau) == ["Space Marines", "War Propaganda"]
    assert [p.chips for p in g.state.players] == [0, 3]
    assert rules.most_military_holder(0, [2, 2], None) == 0


def test_solo_gets_no_bonus_points_from_other_players():
    """"Du bekommst keine Bonuspunkte durch andere Spieler (gehe beispielsweise davon aus,
    dass niemand 'Handelsabkommen' gespielt hat)."""
    cat = jd_catalogue()
    pact = [(1, cat["Trade Pact"])]
    assert rules.round_vp(pact, others=[[(2, cat["Trade Pact"])]]).total == 2
    assert rules.round_vp(pact, others=[]).total == 1
