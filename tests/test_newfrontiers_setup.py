"""New Frontiers' setup ("SPIELVORBEREITUNG"), for 2-5 players: first game and later
games, the stacks, credits, colonists, VP chips, the bag, the priority track and the home
colonies."""

from __future__ import annotations

import pytest

from rftg.core.decisions import Choice
from rftg.core.engine import Game
from rftg.core.newfrontiers.moves import NfKind, Side
from rftg.core.newfrontiers.scenario import nf_game
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.newfrontiers.state import NfAction, NfState
from rftg.core.newfrontiers.tiles import Goods


def state(game: Game[NfState]) -> NfState:
    return game.state


@pytest.mark.parametrize("players, small", [(2, 1), (3, 2), (4, 2), (5, 3)])
def test_small_stacks_by_players_large_ones_single(players: int, small: int) -> None:
    """"2 Spieler - 1 Plättchen, 3 und 4 Spieler - 2 Plättchen, 5 Spieler - 3 Plättchen";
    "Legt die 8 großen Entwicklungen auf die dafür vorgesehenen Felder"."""
    st = state(nf_game(players))
    for stack, left in zip(st.t.stacks, st.stacks, strict=True):
        assert left == (1 if stack.large else small)


@pytest.mark.parametrize("players, credits", [(2, [3, 4]), (3, [3, 3, 4]),
                                              (4, [3, 3, 4, 4]), (5, [3, 3, 3, 4, 4])])
def test_credits_by_position(players: int, credits: list[int]) -> None:
    """"Gib jedem Spieler 3 Krediteinheiten-Chips. Gib dem letzten Spieler +1 ... Geben sie
    in einem Spiel mit 4 oder 5 Spielern auch dem vorletzten Spieler +1"."""
    st = state(nf_game(players, seed=players))
    assert [st.players[s].credits for s in st.order()] == credits


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_colonists_vp_chips_and_the_bag(players: int) -> None:
    """"Zählt 12 SP pro Spieler ... als allgemeinen Vorrat", "Legt die 10 SP-Chips als
    getrennten Vorrat an die Seite", "Legt pro Spieler 12 Kolonisten auf die Vorratstafel",
    "Gebt jedem Spieler 1 Kolonisten", "Legt alle Welt-Plättchen in den Beutel"."""
    st = state(nf_game(players))
    assert st.vp_pool == 12 * players and st.vp_reserve == 0
    assert st.supply == 12 * players - players
    assert all(p.on == {p.home: 1} and p.colonists == 0 for p in st.players)
    assert sorted(st.bag) == list(range(60))
    assert sum(st.goods.values()) + sum(len(p.goods) for p in st.players) == 60


def test_a_windfall_home_colony_starts_with_its_good() -> None:
    """"Jeder Spieler, dessen Heimatkolonie einen Hof (farbiger Ring) außen um den Kreis
    links mit der Zahl darin hat, legt ein Gut dieser Farbe auf die Kolonie"."""
    for seed in range(12):
        st = state(nf_game(4, seed=seed))
        for p in st.players:
            home = st.t[p.home]
            has = p.home in p.goods
            assert has == (home.goods is Goods.WINDFALL)
            if has:
                assert p.goods[p.home] is home.kind


def test_first_game_square_sides_and_retreat() -> None:
    """"Beim ersten Spiel: Dreht alle Entwicklungen so, dass die Seite mit dem kleinen
    weißen Quadrat ... zu sehen ist"; the action tile shows "Rückzug in die Isolation";
    "Alle Spieler drehen ihre Tafel so, dass die Seite ... ein Quadrat steht"."""
    game = nf_game(3, seed=5, first_game=True)
    st = state(game)
    assert st.faces == [s.faces[0] for s in st.t.stacks]
    assert NfAction.RETREAT in st.actions and NfAction.GOALS not in st.actions
    assert all(p.home == st.t.mats[p.mat].front for p in st.players)
    assert game.pending()[0].kind is NfKind.PICK


def test_later_games_flip_coins_for_the_double_sided_stacks_only() -> None:
    """"Werft eine Münze für jede kleine Entwicklung in den beiden rechten Spalten der
    Ablagetafel und für jede große Entwicklung"."""
    seen_back = set()
    for seed in range(20):
        st = state(nf_game(2, seed=seed, first_game=False))
        for stack, face in zip(st.t.stacks, st.faces, strict=True):
            assert face in stack.faces
            if face != stack.faces[0]:
                seen_back.add(stack.index)
    doubles = {s.index for s in state(nf_game(2)).t.stacks if s.double}
    assert seen_back == doubles


def test_later_games_each_player_chooses_a_side_in_player_order() -> None:
    """"Bei späteren Spielen: In Spielerreihenfolge entscheidet jeder Spieler mit welcher
    der beiden Heimatkolonien auf seiner Tafel (Vorder-oder Rückseite) er spielt"."""
    game = nf_game(4, seed=3, first_game=False)
    st = state(game)
    asked = []
    for back in (True, False, True, False):
        (d,) = game.pending()
        assert d.kind is NfKind.SIDE
        asked.append(d.player)
        game.choose(d.player, Choice(Side(back)))
    assert asked == st.order()
    for seat, back in zip(asked, (True, False, True, False), strict=True):
        mat = st.t.mats[st.players[seat].mat]
        assert st.players[seat].home == (mat.back if back else mat.front)
    assert len({p.mat for p in st.players}) == 4  # "Lost jedem Spieler eine der 8 Tafeln"


def test_two_players_two_discs_each() -> None:
    """"Der Startspieler setzt seine Scheiben auf das 2. und 4. Feld der Anzeigeleiste. Der
    andere Spieler setzt seine Scheiben auf das 3. und 5. Feld"."""
    st = state(nf_game(2, seed=4))
    start, other = st.order()
    assert [d // 2 for d in st.track] == [start, other, start, other]


def test_goals_setup() -> None:
    """"Dreht das doppelseitige Aktionsplättchen so, dass die Aktion Galaktische Ziele
    festlegen zu sehen ist. Mischt verdeckt die 8 Ziel-Plättchen"."""
    st = state(nf_game(3, goals=True))
    assert NfAction.GOALS in st.actions and NfAction.RETREAT not in st.actions
    assert sorted(st.goal_stack) == list(range(8))


@pytest.mark.parametrize("options, words", [
    ({"players": 1}, "2-5"), ({"players": 5, "goals": True, "first_game": True}, "first game")])
def test_setups_the_rules_do_not_allow(options: dict[str, object], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        NewFrontiersSetup(**options)  # type: ignore[arg-type]
