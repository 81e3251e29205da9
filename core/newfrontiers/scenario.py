"""New Frontiers positions set up by hand (scenario tests, and later the tutor's
examples): empires by tile names, then an action picked, run by the engine's own steps.

    game = nf_game(players=2)
    empire(game, 0, colonies=["New Vinland"], developments=["Galactic Salon"],
           goods={"New Vinland": Kind.BLUE}, credits=5)
    run_action(game, NfAction.TRADE, picker=0)

Tiles are named in English or German. Taking a tile for an empire takes it from where it
was (the bag, the middle of the table, a development stack), so every count stays true.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum
from typing import Any

from rftg.core.decisions import Choice, Decision, Move
from rftg.core.engine import Game
from rftg.core.newfrontiers.moves import NfKind, Pass
from rftg.core.newfrontiers.setup import NewFrontiersSetup
from rftg.core.newfrontiers.state import NfAction, NfState, nf_state
from rftg.core.newfrontiers.steps import NfStep, Turn
from rftg.core.newfrontiers.tiles import Goods, Kind, TileType
from rftg.core.ruleset import Step


def nf_game(players: int = 2, seed: int = 0, goals: bool = False,
            first_game: bool | None = None) -> Game[NfState]:
    """A new game at its first decision (the first game's setup unless ``goals``: no mat
    sides to choose)."""
    first = not goals if first_game is None else first_game
    return Game(NewFrontiersSetup(players=players, seed=seed, goals=goals, first_game=first))


def tile_id(game: Game[Any], name: str) -> int:
    """The id of the tile of this name (KeyError naming it if there is none)."""
    found = nf_state(game).t.find(name)
    if found is None:
        raise KeyError(f"no New Frontiers tile {name!r}")
    return found.id


def _release(st: NfState, tile: int) -> None:
    """Take ``tile`` from wherever it is, so that it can go elsewhere."""
    t = st.t[tile]
    if t.type is TileType.DEVELOPMENT:
        stack = t.stack
        if st.faces[stack] != tile:
            st.faces[stack] = tile  # the stack shows this face
        st.stacks[stack] -= 1
        return
    if tile in st.bag:
        st.bag.remove(tile)
    if tile in st.display:
        st.display.remove(tile)
    for p in st.players:
        for zone in (p.explored, p.stored_worlds):
            if tile in zone:
                zone.remove(tile)
        if tile in p.colonies and tile != p.home:
            p.colonies.remove(tile)
            st.supply += p.on.pop(tile, 0)
            if tile in p.goods:
                kind = p.goods.pop(tile)
                st.goods[kind] += 1


def empire(game: Game[Any], seat: int, *, home: str | None = None,
           colonies: Iterable[str] = (), explored: Iterable[str] = (),
           developments: Iterable[str] = (), goods: Mapping[str, Kind] | None = None,
           credits: int | None = None, colonists: int | None = None,
           chips: int | None = None) -> None:
    """Set ``seat``'s empire: its home colony (from the mats: it takes that mat, and the
    home's windfall good), colonies
    (each with its printed colonists from the supply), explored worlds, developments,
    goods (from the supply), credits, unused colonists, VP chips."""
    st = nf_state(game)
    p = st.players[seat]
    if home is not None:
        new = tile_id(game, home)
        p.mat = next(i for i, m in enumerate(st.t.mats) if new in (m.front, m.back))
        st.supply += p.on.pop(p.home, 0)
        if p.home in p.goods:
            st.goods[p.goods.pop(p.home)] += 1
        p.colonies = [new if c == p.home else c for c in p.colonies] or [new]
        p.home = new
        p.on[new] = 1
        st.supply -= 1
        home_tile = st.t[new]
        if home_tile.goods is Goods.WINDFALL and home_tile.kind is not None:
            st.goods[home_tile.kind] -= 1
            p.goods[new] = home_tile.kind
    for name in colonies:
        tile = tile_id(game, name)
        _release(st, tile)
        p.colonies.append(tile)
        n = st.t[tile].colonists
        p.on[tile] = n
        st.supply -= n
    for name in explored:
        tile = tile_id(game, name)
        _release(st, tile)
        p.explored.append(tile)
    for name in developments:
        tile = tile_id(game, name)
        _release(st, tile)
        p.developments.append(tile)
    for name, kind in (goods or {}).items():
        tile = tile_id(game, name)
        if tile in p.goods:
            st.goods[p.goods.pop(tile)] += 1
        st.goods[kind] -= 1
        p.goods[tile] = kind
    if credits is not None:
        p.credits = credits
    if colonists is not None:
        st.supply += p.colonists - colonists
        p.colonists = colonists
    if chips is not None:
        st.vp_pool += p.chips - chips
        p.chips = chips


def run_action(game: Game[Any], action: NfAction, picker: int) -> None:
    """``picker`` picks ``action`` now (its disc first in the track's order of this round;
    if its discs all picked, the round's picks start afresh) and the engine runs it to its
    first decision; the round then goes on."""
    st = nf_state(game)
    if all(d in st.discs_picked for d in st.track if d // 2 == picker):
        st.discs_picked, st.picked = [], []
    disc = next(d for d in st.track if d // 2 == picker and d not in st.discs_picked)
    st.discs_picked.append(disc)
    st.picked.append((action, picker))
    game.restart_at([Turn(NfStep.ACTION, picker), Step(NfStep.ACTION_END),
                     Step(NfStep.PICK)])


def answer(game: Game[Any], seat: int, move: Move, cards: Iterable[int] = ()) -> None:
    """Answer ``seat``'s decision with the option whose move equals ``move`` (checked in
    full, as a person's answer is)."""
    game.choose(seat, Choice(move, tuple(cards)))


def passing(decision: Decision) -> Choice:
    """The option that does least: a pass where there is one, else the first option (with
    as few cards as it allows)."""
    option = next((o for o in decision.options if isinstance(o.move, Pass)),
                  decision.options[0])
    return Choice(option.move, option.cards_from[:option.min_cards])


def run_until(game: Game[Any], until: StrEnum = NfKind.PICK,
              answers: Callable[[Decision], Choice | None] | None = None) -> list[Decision]:
    """Answer decisions until one of the kind ``until`` is asked (or the game is over):
    with ``answers`` where it gives a choice, else ``passing``. The decisions answered."""
    asked: list[Decision] = []
    while not game.over:
        pending = game.pending()
        if not pending or pending[0].kind == until:
            break
        d = pending[0]
        choice = answers(d) if answers is not None else None
        game.choose(d.player, choice if choice is not None else passing(d))
        asked.append(d)
    return asked
