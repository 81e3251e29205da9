"""New Frontiers' tiles (content/cards/newfrontiers.toml): the rulebook's statistics table
"Über die Welten" row by row, the tiles the rulebook names with the powers it describes,
the 32 public face names, the marks of what is reconstructed, and a user's own tiles in
the data folder (validated; a broken file reported, never changed, the shipped tiles
played)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rftg.core.newfrontiers.tiles import (
    TILE_FILE,
    Act,
    Effect,
    GoalCount,
    Goods,
    Keyword,
    Kind,
    NfTiles,
    TileError,
    load_file,
    reconstructed_notice,
    shipped_tiles,
    tiles_with,
    user_tiles,
    write_copy,
)


@pytest.fixture(scope="module")
def tiles() -> NfTiles:
    return shipped_tiles()


def worlds(tiles: NfTiles, military: bool) -> list:
    return [tiles[w] for w in tiles.worlds if tiles[w].military == military]


def test_sixty_worlds_26_military_34_non_military(tiles: NfTiles) -> None:
    """"Im Beutel sind bei Spielbeginn 60 Welten: 26 militärische und 34 nicht-militärische
    Welten." """
    assert len(tiles.worlds) == 60
    assert len(worlds(tiles, True)) == 26 and len(worlds(tiles, False)) == 34


def test_row_defence(tiles: NfTiles) -> None:
    """"Verteidigung 1 2 3 4 5 6 7 8 9 / Anzahl der Welten (26) 5 6 3 3 2 2 1 2 2"."""
    count = Counter(w.cost for w in worlds(tiles, True))
    assert [count[d] for d in range(1, 10)] == [5, 6, 3, 3, 2, 2, 1, 2, 2]


def test_row_cost(tiles: NfTiles) -> None:
    """"Kosten 0 1 2 3 4 5 6 7 / Anzahl der Welten (34) 1 3 12 5 4 6 2 1"."""
    count = Counter(w.cost for w in worlds(tiles, False))
    assert [count[c] for c in range(8)] == [1, 3, 12, 5, 4, 6, 2, 1]


def test_row_colonists(tiles: NfTiles) -> None:
    """"Kolonisten 1 2: militärisch 18 8, nicht-militärisch 21 13"."""
    assert Counter(w.colonists for w in worlds(tiles, True)) == {1: 18, 2: 8}
    assert Counter(w.colonists for w in worlds(tiles, False)) == {1: 21, 2: 13}


def test_row_goods(tiles: NfTiles) -> None:
    """"Güter WF Prod. „grau“: militärisch 12 6 8, nicht-militärisch 11 20 3*"; "*1 graue
    Welt mit dem Schlüsselwort „Alien“"."""
    assert Counter(w.goods for w in worlds(tiles, True)) == {
        Goods.WINDFALL: 12, Goods.PRODUCTION: 6, Goods.GREY: 8}
    assert Counter(w.goods for w in worlds(tiles, False)) == {
        Goods.WINDFALL: 11, Goods.PRODUCTION: 20, Goods.GREY: 3}
    grey_alien = [w for w in worlds(tiles, False)
                  if w.goods is Goods.GREY and Keyword.ALIEN in w.keywords]
    assert len(grey_alien) == 1


def test_row_kinds(tiles: NfTiles) -> None:
    """"Arten L SE G AT Joker: militärisch 3 4 6 5 -, nicht-militärisch 12 9 5 4 1"."""
    def kinds(ws: list) -> Counter[str]:
        return Counter("joker" if w.joker else w.kind.value for w in ws if w.kinds())
    assert kinds(worlds(tiles, True)) == {"blue": 3, "brown": 4, "green": 6, "yellow": 5}
    assert kinds(worlds(tiles, False)) == {"blue": 12, "brown": 9, "green": 5, "yellow": 4,
                                           "joker": 1}
    joker = next(w for w in worlds(tiles, False) if w.joker)
    assert joker.de == "Alien Raffinerie Oortsche Wolke"


def test_row_keywords(tiles: NfTiles) -> None:
    """"Schlüsselwort Imperium Rebellen Genmanipuliert: militärisch 3 11* 6,
    nicht-militärisch 4 - 4"; "*1 Rebellen-Welt mit dem Schlüsselwort „Genmanipuliert“"."""
    def count(ws: list, k: Keyword) -> int:
        return sum(1 for w in ws if k in w.keywords)
    mil, civ = worlds(tiles, True), worlds(tiles, False)
    assert [count(mil, k) for k in (Keyword.IMPERIUM, Keyword.REBEL, Keyword.UPLIFT)] == [3, 11, 6]
    assert [count(civ, k) for k in (Keyword.IMPERIUM, Keyword.REBEL, Keyword.UPLIFT)] == [4, 0, 4]
    both = [w for w in mil if {Keyword.REBEL, Keyword.UPLIFT} <= w.keywords]
    assert len(both) == 1


def test_row_vp_and_question_marks(tiles: NfTiles) -> None:
    """"SP-Spanne 0-9 (militärisch), 0-6 (nicht-militärisch); zusätzliche SP „?“:
    Rebellen, Genmanipuliert / Imperium, Genmanipuliert"."""
    mil, civ = worlds(tiles, True), worlds(tiles, False)
    assert (min(w.vp for w in mil), max(w.vp for w in mil)) == (0, 9)
    assert (min(w.vp for w in civ), max(w.vp for w in civ)) == (0, 6)
    assert {k for w in mil if w.vp_per for k in w.keywords} == {Keyword.REBEL, Keyword.UPLIFT}
    assert {k for w in civ if w.vp_per for k in w.keywords} == {Keyword.IMPERIUM,
                                                                Keyword.UPLIFT}


def test_the_components(tiles: NfTiles) -> None:
    """"8 Tafeln Spielerauslage mit Heimatkolonien (doppelseitig, von 1 bis 8
    durchnummeriert)", "56 Plättchen Entwicklung", "8 Ziel-Plättchen": 8 large stacks of
    cost 9 with two faces, 8 small stacks of one face, 8 small double-sided stacks (3
    tiles each: 56 = 8 + 16 x 3)."""
    assert [m.number for m in tiles.mats] == list(range(1, 9))
    assert len(tiles.homes) == 16 and len(tiles.goals) == 8
    large = [s for s in tiles.stacks if s.large]
    small = [s for s in tiles.stacks if not s.large]
    assert len(large) == 8 and all(s.double for s in large)
    assert all(tiles[f].cost == 9 and tiles[f].vp_per for s in large for f in s.faces)
    assert len(small) == 16 and sum(s.double for s in small) == 8
    assert len(large) + 3 * len(small) == 56


PUBLIC_FACES = [
    ("Expeditionary Force", "Survey Team"), ("Export Duties", "Mining Robots"),
    ("Alien Monument", "Alien Researchers"),
    ("Terraforming Engineers", "Terraforming Specialists"),
    ("Diversified Economy", "Investment Credits"), ("Improved Logistics", "Terraforming Robots"),
    ("Drop Ships", "Galactic Salon"), ("Technology Investors", "Trade League"),
    ("Free Trade Association", "Pan-Galactic Hologrid"),
    ("Imperium War Profiteers", "Mining League"), ("Military Industry", "New Galactic Order"),
    ("Alien Tech Institute", "Galactic Exchange"), ("Pan-Galactic League", "Uplift Gene Hunters"),
    ("Galactic Imperium", "Imperium Lords"), ("Federation Survey", "Frontier Settlers"),
    ("Galactic Federation", "New Economy")]


@pytest.mark.parametrize("pair", PUBLIC_FACES)
def test_the_32_public_faces_pair_up(tiles: NfTiles, pair: tuple[str, str]) -> None:
    """The 16 double-sided tiles, face / face, as a public setup randomiser names them."""
    a, b = (tiles.find(n) for n in pair)
    assert a is not None and b is not None and a.stack == b.stack
    assert {a.name, b.name} == set(pair)
    assert "name" not in a.reconstructed and "name" not in b.reconstructed


def _power(tiles: NfTiles, name: str) -> list:
    tile = tiles.find(name)
    assert tile is not None, name
    return list(tile.powers)


def test_named_tiles_carry_the_powers_the_rulebook_describes(tiles: NfTiles) -> None:
    """Every tile the rulebook names, with what the rulebook says it does."""
    (vinland,) = _power(tiles, "New Vinland")  # "verbraucht 1 Gut mit New Vinland ... 2$"
    assert (vinland.act, vinland.goods, vinland.credits, vinland.vp) == (Act.CONSUME, 1, 2, 0)
    (earth,) = _power(tiles, "Alte Erde")  # "Mit Alte Erde verbraucht er 2 Güter für 3 SP"
    assert (earth.goods, earth.vp) == (2, 3)
    (salon,) = _power(tiles, "Galaktischer Salon")  # "erhält er 1 SP"
    assert (salon.act, salon.goods, salon.vp) == (Act.CONSUME, 0, 1)
    (prosper,) = _power(tiles, "Blühende Wirtschaft")
    assert prosper.effect is Effect.PROSPER
    (designer,) = _power(tiles, "Designerarten KG")  # "nur 2 Güter verbrauchen, um SP"
    assert designer.goods == 2 and designer.vp > 0 and not designer.up_to
    ups = [p for n in ("Absatzmärkte", "Imperium Waffenfabriken") for p in _power(tiles, n)]
    assert sorted(p.goods for p in ups) == [2, 3] and all(p.up_to for p in ups)  # "bis zu"
    league = _power(tiles, "Handels-Liga")  # "eine Handeln- und eine Verbrauchen-Fähigkeit.
    assert [p.act for p in league] == [Act.TRADE, Act.CONSUME]  # ... muss ... nicht nutzen"
    assert league[1].optional
    (logistics,) = _power(tiles, "Verbesserte Logistik")
    assert logistics.effect is Effect.SECOND_WORLD
    (contact,) = _power(tiles, "Kontaktspezialist")  # "für Kosten -1"
    assert (contact.effect, contact.n) == (Effect.CONTACT, 1)
    (robots,) = _power(tiles, "Terraforming Roboter")
    assert (robots.act, robots.effect, robots.n) == (Act.SETTLE, Effect.DRAW, 1)
    (engineers,) = _power(tiles, "Terraforming Ingenieure")  # "um 0-3 Krediteinheiten höher"
    assert (engineers.effect, engineers.n, engineers.optional) == (Effect.SWAP, 3, True)
    (doomed,) = _power(tiles, "Sterbende Kolonie")
    assert doomed.effect is Effect.SWAP and doomed.this
    (survey,) = _power(tiles, "Erkundungsteam")
    assert (survey.act, survey.effect) == (Act.EXPLORE, Effect.DRAW)
    comet = _power(tiles, "Kometenschwarm")  # "geben ... Krediteinheiten, wenn auf ihnen"
    assert comet[0].act is Act.PRODUCE and comet[0].this
    spice = _power(tiles, "Gewürzwelt")  # "nur nutzen, wenn er eine bestimmte Art Gut handelt"
    assert spice[0].act is Act.TRADE and spice[0].kind is Kind.BLUE
    news = _power(tiles, "Galaktisches Nachrichtencenter")  # "eine bestimmte Art Gut abgeben"
    assert news[0].act is Act.CONSUME and news[0].kind is not None
    mining = _power(tiles, "Bergbauindustrie")  # "Seltene Elemente-Güter verglichen"
    assert mining[0].effect is Effect.COMPARE and mining[0].kind is Kind.BROWN
    refinery = tiles.find("Alien Raffinerie Oortsche Wolke")
    assert refinery is not None and refinery.joker and refinery.no_trade


def test_the_rulebooks_question_mark_example(tiles: NfTiles) -> None:
    """"Der Spieler erhält 2 SP für jede militärische und jede nicht-militärische Gene-
    Kolonie ... Außerdem erhält er 1 SP für jede andere seiner militärischen Kolonien"."""
    league = tiles.find("Pan-Galactic League")
    assert league is not None
    conds = [(c.vp, c.of, c.kind, c.military) for c in league.vp_per]
    assert conds == [(2, "colony", Kind.GREEN, None), (1, "colony", None, True)]


def test_goal_tables_as_printed(tiles: NfTiles) -> None:
    """"2, 5 oder 8 SP für 4, 5 oder 6 verschiedene durch Fähigkeiten veränderte Aktionen";
    "2, 5 oder 8 SP für 3, 4 oder 5 verschiedene Schlüsselworte"; "3 oder 8 SP für 3 oder 4
    verschiedene Arten Kolonien"; Rohstoffe lagern "2 2 / 5 4 / 8 6"; Wehrpflicht: "6
    ungenutzte Kolonisten ... Dafür erhält er 5 SP"."""
    by = {g.count: g for g in tiles.goals}
    assert by[GoalCount.ACTIONS].rows == ((4, 2), (5, 5), (6, 8))
    assert by[GoalCount.KEYWORDS].rows == ((3, 2), (4, 5), (5, 8))
    assert by[GoalCount.KINDS].rows == ((3, 3), (4, 8))
    assert by[GoalCount.STORED_GOODS].rows == ((2, 2), (4, 5), (6, 8))
    assert by[GoalCount.COLONISTS].vp_for(6) == 5
    assert {g.de for g in tiles.goals} == {
        "Qualifizierte Arbeitskräfte", "Toleranz für andere", "Streuung", "Wehrpflicht",
        "Freiwilligenprogramm", "Handelssteuern", "Rohstoffe lagern", "Erkundung"}
    for printed in (GoalCount.ACTIONS, GoalCount.KEYWORDS, GoalCount.KINDS,
                    GoalCount.STORED_GOODS):
        assert not by[printed].reconstructed
    assert by[GoalCount.STORED_WORLDS].reconstructed == ("rows",)


def test_what_no_public_source_confirms_is_marked(tiles: NfTiles) -> None:
    """Every tile lists its reconstructed fields; those a source confirms name it."""
    vinland = tiles.find("New Vinland")
    assert vinland is not None and "powers" not in vinland.reconstructed
    assert "cost" in vinland.reconstructed
    assert dict(vinland.sources)["powers"].startswith("rulebook")
    devolved = tiles.find("Devolved Uplift Race")
    assert devolved is not None
    assert not {"cost", "colonists", "goods", "vp"} & set(devolved.reconstructed)
    assert all(t.reconstructed for t in tiles.tiles)  # no tile is known in full
    lines = reconstructed_notice(tiles, "de")
    assert "rekonstruiert" in lines[0] and TILE_FILE in lines[-1]


# --------------------------------------------------------------------------- own tiles

OWN = """
[[world]]
replaces = "Gem World"
name = "Crystal World"
de = "Kristallwelt"
cost = 6
colonists = 1
goods = "production"
kind = "brown"
vp = 6
"""


def test_a_users_file_replaces_a_tile(tmp_path: Path) -> None:
    (tmp_path / TILE_FILE).write_text(OWN, "utf-8")
    own, problem = user_tiles(tmp_path)
    assert problem is None and own is not None
    tiles = tiles_with(own)
    assert tiles.find("Gem World") is None
    crystal = tiles.find("Kristallwelt")
    assert crystal is not None and crystal.vp == 6 and crystal.id == \
        shipped_tiles().find("Gem World").id  # type: ignore[union-attr]


@pytest.mark.parametrize("text, words", [
    (OWN.replace("vp = 6", 'vp = "six"'), ["world 'Crystal World'", "vp"]),
    (OWN.replace('goods = "production"', 'goods = "plenty"'), ["world 'Crystal World'", "goods"]),
    (OWN.replace('replaces = "Gem World"', 'replaces = "Gem Wordl"'),
     ["world 'Crystal World'", "'Gem Wordl'"]),
    ("[[world]]\nname = 1\n", ["world", "name"]),
    ("[[development]]\nname = 'Galactic Salon'\nde = 'Galaktischer Salon'\nstack = 'S7'\n"
     "first = false\ncost = 2\nvp = 1\npowers = [{action = 'consume', effect = 'fly'}]\n",
     ["development 'Galactic Salon'", "powers.0.effect"]),
    ("[[mat]]\nnumber = 3\nfront = 'Nowhere'\nback = 'Old Earth'\n",
     ["empire mat 3", "front", "'Nowhere'"]),
    ("not = toml = here", ["not a TOML file"]),
    # a check of one field against another names the field
    ("[[goal]]\nname = 'Conscription'\nde = 'Wehrpflicht'\ncount = 'colonists'\n"
     "rows = [[3, 2], [2, 5]]\n", ["goal 'Conscription'", "field rows", "rise"]),
    (OWN.replace('goods = "production"', 'goods = "grey"'),
     ["world 'Crystal World'", "field kind", "grey"]),
    ("[[development]]\nname = 'Galactic Salon'\nde = 'Galaktischer Salon'\nstack = 'S7'\n"
     "first = false\ncost = 9\nvp = 1\n", ["development 'Galactic Salon'", "field cost"]),
    # two entries replacing one tile: the second would undo the first without a word
    (OWN + OWN.replace("Crystal World", "Opal World").replace("Kristallwelt", "Opalwelt"),
     ["world 'Opal World'", "'Gem World'", "'Crystal World' replaces already"]),
    # a replacement with the name of another tile: two tiles of one name
    (OWN.replace('name = "Crystal World"', 'name = "New Vinland"'),
     ["world 'New Vinland'", "field name", "already used by world 'New Vinland'"]),
])
def test_a_broken_file_is_reported_with_file_tile_and_field(
        tmp_path: Path, text: str, words: list[str]) -> None:
    """Bad input gets a clear error that names the file, the tile and the field; the file
    stays as it was and the game plays the shipped tiles."""
    path = tmp_path / TILE_FILE
    path.write_text(text, "utf-8")
    own, problem = user_tiles(tmp_path)
    assert own is None and problem is not None
    assert problem.startswith(str(path))
    for word in words:
        assert word in problem, problem
    assert path.read_text("utf-8") == text
    assert tiles_with(own) is shipped_tiles()
    with pytest.raises(TileError):
        load_file(path)


def test_a_folder_in_place_of_the_file_is_reported(tmp_path: Path) -> None:
    (tmp_path / TILE_FILE).mkdir()
    own, problem = user_tiles(tmp_path)
    assert own is None and problem is not None
    assert problem.startswith(str(tmp_path / TILE_FILE)) and "cannot be read" in problem


def test_the_copy_to_edit_is_written_once_and_never_overwritten(tmp_path: Path) -> None:
    path, written = write_copy(tmp_path)
    assert written and path == tmp_path / TILE_FILE
    own, problem = user_tiles(tmp_path)  # the shipped file, read as a user's, replaces all
    assert problem is None and own is not None
    assert tiles_with(own).tiles == shipped_tiles().tiles
    path.write_text(OWN, "utf-8")
    assert write_copy(tmp_path) == (path, False)
    assert path.read_text("utf-8") == OWN


def test_no_file_no_replacement(tmp_path: Path) -> None:
    assert user_tiles(tmp_path) == (None, None)


def test_a_game_with_own_tiles_carries_them_in_its_setup(tmp_path: Path) -> None:
    """A save replays with the tiles it was played with, even after the file changed."""
    from rftg.core.newfrontiers.setup import NewFrontiersSetup
    from rftg.core.save import digest, load, save
    from rftg.core.simulate import play_game
    from rftg.solver.newfrontiers.players import make_nf_player

    (tmp_path / TILE_FILE).write_text(OWN, "utf-8")
    own, _ = user_tiles(tmp_path)
    setup = NewFrontiersSetup(players=2, seed=3, own_tiles=own)
    assert setup.tiles().find("Crystal World") is not None
    game, _ = play_game(setup, [make_nf_player("normal", s) for s in range(2)])
    (tmp_path / TILE_FILE).write_text("broken = [", "utf-8")
    save(game, tmp_path / "game.json")
    again = load(tmp_path / "game.json")
    assert digest(again) == digest(game) and again.state.t.find("Crystal World") is not None
