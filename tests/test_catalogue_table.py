"""The catalogue against the base rulebook's "Kartenverteilung" table and "Über die Karten"
(page 11 of ../shared/seeds/000_7921177132013977.txt, the 2018 German edition).

Each test quotes the line of the table it checks.
"""

from __future__ import annotations

from collections import Counter

from rftg.core.cards import Edition, GoodsKind, Keyword, Phase


def mil_worlds(deck):
    return [c for c in deck if c.is_world and c.military]


def test_120_cards_with_11_start_worlds(base_deck):
    """ "Kartenverteilung (120 Spielkarten): 11 Startwelten: 8 und 3" (8 non-military, 3
    military); "5 Karten mit Startwelten (0 bis 4)" and "6 optionale Karten (-1 bis -6)"."""
    assert len(base_deck) == 120
    starts = [c for c in base_deck if c.is_start]
    assert sorted(c.start for c in starts) == [-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4]
    assert Counter(c.military for c in starts) == {False: 8, True: 3}


def test_type_split(base_deck):
    """ "22 weitere militärische Welten, 37 weitere nicht-militärische Welten,
    12 Entwicklungen mit Kosten 6, 38 weitere Entwicklungen: 19 verschiedene, je 2x" """
    others = [c for c in base_deck if not c.is_start]
    assert sum(c.is_world and c.military for c in others) == 22
    assert sum(c.is_world and not c.military for c in others) == 37
    devs = [c for c in base_deck if c.is_development]
    assert sum(c.cost == 6 for c in devs) == 12
    small = [c for c in devs if c.cost < 6]
    assert len(small) == 38
    assert set(Counter(c.name for c in small).values()) == {2}
    assert len({c.name for c in small}) == 19
    assert len({c.name for c in devs if c.cost == 6}) == 12


def test_cost_table(base_deck):
    """ "Anzahl der Karten pro Kosten/Verteidigungsstärke" (0..7):
    developments 0 12 12 4 8 2 12 0; non-military worlds 2 6 17 9 4 5 2 0;
    military worlds 0 6 9 3 2 2 2 1 (optional start worlds included)."""
    def row(cards):
        counts = Counter(c.cost for c in cards)
        return [counts.get(i, 0) for i in range(8)]

    devs = [c for c in base_deck if c.is_development]
    civil = [c for c in base_deck if c.is_world and not c.military]
    assert row(devs) == [0, 12, 12, 4, 8, 2, 12, 0]
    assert row(civil) == [2, 6, 17, 9, 4, 5, 2, 0]
    assert row(mil_worlds(base_deck)) == [0, 6, 9, 3, 2, 2, 2, 1]


def test_paid_cards_by_cost(base_deck):
    """ "95 Karten werden mit Kosten ausgespielt: 2 Kosten 0: 0 und 2; 18 Kosten 1: 12 und 6;
    29 Kosten 2: 12 und 17; 13 Kosten 3: 4 und 9; 12 Kosten 4: 8 und 4; 7 Kosten 5: 2 und 5;
    14 Kosten 6: 12 und 2" (developments and non-military worlds)."""
    paid = [c for c in base_deck if not (c.is_world and c.military)]
    assert len(paid) == 95
    expected = {0: (0, 2), 1: (12, 6), 2: (12, 17), 3: (4, 9), 4: (8, 4), 5: (2, 5), 6: (12, 2)}
    for cost, (devs, worlds) in expected.items():
        at = [c for c in paid if c.cost == cost]
        assert (sum(c.is_development for c in at), sum(c.is_world for c in at)) == (devs, worlds)


def test_military_worlds_by_defence(base_deck):
    """ "25 Welten sind militärische Welten: 6 mit Vs 1 (1 Rebellen-Welt); 9 mit Vs 2 (darunter
    1 Alien, 3 Startwelten, 1 Rebellen); 3 mit Vs 3 (davon 2 Rebellen); 2 mit Vs 4 (davon
    1 Alien); 2 mit Vs 5 (1 Alien, 1 Rebellen); 2 mit Vs 6 (1 Alien, 1 Rebellen); 1 mit Vs 7
    (1 Rebellen)". "Alien" here is an Alien-technology world ("Kontaktspezialist für 4 Alien
    unmöglich")."""
    mil = mil_worlds(base_deck)
    assert len(mil) == 25
    expected = {1: (6, 0, 0, 1), 2: (9, 1, 3, 1), 3: (3, 0, 0, 2), 4: (2, 1, 0, 0),
                5: (2, 1, 0, 1), 6: (2, 1, 0, 1), 7: (1, 0, 0, 1)}
    for defence, (n, alien, start, rebel) in expected.items():
        at = [c for c in mil if c.cost == defence]
        assert len(at) == n, defence
        assert sum(c.goods is GoodsKind.ALIEN for c in at) == alien, defence
        assert sum(c.is_start for c in at) == start, defence
        assert sum(c.has(Keyword.REBEL) for c in at) == rebel, defence


def _split(cards):
    return (sum(not c.military for c in cards), sum(c.military for c in cards))


def test_windfall_worlds_by_kind(base_deck):
    """ "26 Welten sind Windfall-Welten: 6 Luxusartikel: 3 und 3; 7 Seltene Elemente: 5 und 2;
    7 Gene: 2 und 5; 6 Alien-Technologie: 3 und 3" (non-military and military)."""
    wf = [c for c in base_deck if c.is_world and c.windfall]
    assert len(wf) == 26
    expected = {GoodsKind.NOVELTY: (3, 3), GoodsKind.RARE: (5, 2), GoodsKind.GENE: (2, 5),
                GoodsKind.ALIEN: (3, 3)}
    for kind, split in expected.items():
        assert _split([c for c in wf if c.goods is kind]) == split, kind


def test_production_worlds_by_kind(base_deck):
    """ "22 Welten sind Produktions-Welten: 9 Luxusartikel: 8 und 1; 7 Seltene Elemente:
    5 und 2; 4 Gene: 3 und 1; 2 Alien-Technologie: 1 und 1" """
    prod = [c for c in base_deck if c.production]
    assert len(prod) == 22
    expected = {GoodsKind.NOVELTY: (8, 1), GoodsKind.RARE: (5, 2), GoodsKind.GENE: (3, 1),
                GoodsKind.ALIEN: (1, 1)}
    for kind, split in expected.items():
        assert _split([c for c in prod if c.goods is kind]) == split, kind


def test_windfall_production_powers(base_deck):
    """ "6 [Entwicklungen] und 2 [Welten] produzieren ein Gut auf einer bestimmten Art
    Windfall-Welt. 2 produziert ein Gut auf einer beliebigen Welt." """
    def has(c, kinded):
        return any(p.phase is Phase.PRODUCE and p.effect == "windfall"
                   and (p.kind is not None) == kinded for p in c.powers)

    kinded = [c for c in base_deck if has(c, True)]
    assert (sum(c.is_development for c in kinded), sum(c.is_world for c in kinded)) == (6, 2)
    anywhere = [c for c in base_deck if has(c, False) or any(
        p.effect == "discard_produce" and p.target == "windfall" for p in c.powers)]
    assert len(anywhere) == 2


def test_hand_cards_for_vp(base_deck):
    """ "2 [Entwicklungen] und 1 [Welt] verbrauchen Handkarten für Siegpunkte." """
    cards = [c for c in base_deck if any(p.effect == "discard_hand" for p in c.powers)]
    assert (sum(c.is_development for c in cards), sum(c.is_world for c in cards)) == (2, 1)


def test_negative_military(base_deck):
    """ "5 Karten mit militärische Stärke -1" """
    assert sum(any(p.effect == "military" and (p.n or 0) < 0 for p in c.powers)
               for c in base_deck) == 5


def test_specialised_military(base_deck):
    """ "Galaktisches Imperium: +4 gegen 7 Rebellen"; "1 und 1: +2 gegen 4 Alien";
    "Alpha Centauri: +1 gegen 3 Seltene Elemente"; "2 geben +3 beim Abwerfen" """
    def bonus(c):
        return [p for p in c.powers if p.effect == "military" and (p.kind or p.against)]

    spec = {c.name: bonus(c)[0] for c in base_deck if bonus(c)}
    assert spec["Galactic Imperium"].n == 4 and spec["Galactic Imperium"].against is Keyword.REBEL
    assert sum(c.has(Keyword.REBEL) for c in mil_worlds(base_deck)) == 7
    alien = [n for n, p in spec.items() if p.kind is GoodsKind.ALIEN]
    assert sorted(alien) == ["Alien Rosetta Stone World", "Alien Tech Institute"]
    assert all(spec[n].n == 2 for n in alien)
    assert sum(c.goods is GoodsKind.ALIEN for c in mil_worlds(base_deck)) == 4
    assert spec["Alpha Centauri"].n == 1 and spec["Alpha Centauri"].kind is GoodsKind.RARE
    # the 3 Rare military worlds one can settle: start worlds are never settled
    rare = [c for c in mil_worlds(base_deck) if c.goods is GoodsKind.RARE and not c.is_start]
    assert len(rare) == 3
    temp = [c for c in base_deck if any(p.effect == "temp_military" for p in c.powers)]
    assert len(temp) == 2 and all(p.n == 3 for c in temp for p in c.powers)


def test_developments_military(base_deck):
    """ "22 Karten geben militärische Stärke: 7 [Entwicklungen]: 2x +1, 3x +2, 2x +3" """
    plain = Counter(
        p.n for c in base_deck if c.is_development for p in c.powers
        if p.effect == "military" and p.kind is None and p.against is None and (p.n or 0) > 0
    )
    assert plain == {1: 2, 2: 3, 3: 2}


def test_start_worlds_military(base_deck):
    """ "4 Startwelten: +1; 2x +1, +2" (Epsilon Eridani; two military start worlds at +1 and
    New Sparta at +2)."""
    plain = sorted(
        (c.military, p.n) for c in base_deck if c.is_start for p in c.powers
        if p.effect == "military" and p.kind is None
    )
    assert plain == [(False, 1), (True, 1), (True, 1), (True, 2)]


def test_gathering_storm_adds_22_cards(cat):
    """Expansion: "4 Karten mit Startwelten (5 bis 8)", "18 Spielkarten", among them
    "eine dritte Karte Kontaktspezialist"; the replacement Gambling World replaces the old one."""
    gs = [c for c in cat.cards(Edition.GS) for _ in range(c.copies_in(Edition.GS))]
    assert len(gs) == 142
    new = Counter(c.name for c in gs) - Counter(
        c.name for c in cat.cards(Edition.BASE) for _ in range(c.copies_in(Edition.BASE)))
    assert sum(new.values()) == 22
    assert new["Contact Specialist"] == 1
    assert sorted(cat[n].start for n in new if cat[n].is_start) == [5, 6, 7, 8]
    assert sum(v for n, v in new.items() if not cat[n].is_start) == 18
    assert cat["Gambling World"].copies_in(Edition.GS) == 1
    assert cat["Ancient Race"].initial_discard == 3
