"""What must hold in every New Frontiers position (the soak test and the bench check it
after every decision): colonists, goods, tiles and VP chips conserved; credits never
negative; at most 9 worlds each between actions; the development spaces of a mat; at most
one hidden goal."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.state import (
    COLONISTS_PER_PLAYER,
    GOODS,
    VP_PER_PLAYER,
    NfState,
    nf_state,
)


def problems(game: Any) -> list[str]:
    """Every invariant the game's state breaks now (empty: none)."""
    st = nf_state(game)
    if not st.players or not st.stacks:
        return []
    out: list[str] = []
    out += _colonists(st)
    out += _goods(st)
    out += _worlds(st)
    out += _developments(st)
    out += _chips_and_credits(st)
    out += _goals(st)
    pending = game.pending()
    if pending and pending[0].rule == "nf.pick":  # between actions: explore and settle done
        out += [f"seat {p.seat}: {p.worlds()} worlds" for p in st.players
                if p.worlds() > rules.MAX_WORLDS]
    return out


def _colonists(st: NfState) -> list[str]:
    n = len(st.players)
    on = sum(sum(p.on.values()) for p in st.players)
    total = st.supply + sum(p.colonists for p in st.players) + on
    out = [] if total == COLONISTS_PER_PLAYER * n else [f"colonists: {total}"]
    if st.supply < 0 or any(p.colonists < 0 for p in st.players):
        out.append("colonists below 0")
    for p in st.players:
        if set(p.on) != set(p.colonies):
            out.append(f"seat {p.seat}: colonists on tiles that are not its colonies")
        for c in p.colonies:
            if p.on.get(c) != (1 if c == p.home else st.t[c].colonists):
                out.append(f"seat {p.seat}: {p.on.get(c)} colonists on {st.t[c].name}")
    return out


def _goods(st: NfState) -> list[str]:
    out = []
    if st.goods_total() != GOODS:
        out.append(f"goods: {st.goods_total()}")
    if any(v < 0 for v in st.goods.values()):
        out.append("goods below 0")
    for p in st.players:
        for c in p.goods:
            if c not in p.colonies:
                out.append(f"seat {p.seat}: a good on {st.t[c].name}, not a colony")
    return out


def _worlds(st: NfState) -> list[str]:
    seen = Counter(st.bag + st.display + st.now.replaced)
    for p in st.players:
        seen.update(p.explored + [c for c in p.colonies if c != p.home] + p.stored_worlds)
    for back in st.now.returned:
        seen.update(back)
    out = [f"world {st.t[w].name} {n} times" for w, n in seen.items() if n != 1]
    missing = set(st.t.worlds) - set(seen)
    if missing:
        out.append(f"{len(missing)} worlds nowhere")
    homes = [p.home for p in st.players if p.home >= 0]  # (sides still to be chosen: -1)
    if len(set(homes)) != len(homes) or any(p.colonies[:1] != [p.home] for p in st.players
                                            if p.home >= 0):
        out.append("home colonies")
    return out


def _developments(st: NfState) -> list[str]:
    out = []
    n = len(st.players)
    owned = Counter(d for p in st.players for d in p.developments)
    for stack, left, face in zip(st.t.stacks, st.stacks, st.faces, strict=True):
        size = 1 if stack.large else rules.small_stack(n)
        if left < 0 or left + owned[face] != size:
            out.append(f"stack {stack.index}: {left} left, {owned[face]} owned")
        other = [f for f in stack.faces if f != face and owned[f]]
        if other:
            out.append(f"stack {stack.index}: a face not shown is owned")
    for p in st.players:
        if len(set(p.developments)) != len(p.developments):
            out.append(f"seat {p.seat}: a development twice")
        if st.spaces(p.seat) > rules.LIGHT_SPACES + rules.RED_SPACES:
            out.append(f"seat {p.seat}: {st.spaces(p.seat)} spaces")
    return out


def _chips_and_credits(st: NfState) -> list[str]:
    out = []
    n = len(st.players)
    if st.vp_pool < 0 or st.vp_pool + sum(p.chips for p in st.players) != \
            VP_PER_PLAYER * n + st.vp_reserve:
        out.append(f"VP chips: pool {st.vp_pool}, reserve {st.vp_reserve}")
    if any(p.credits < 0 or p.stored_credits < 0 for p in st.players) or \
            st.produce_credits < 0:
        out.append("credits below 0")
    return out


def _goals(st: NfState) -> list[str]:
    hidden = [p.goal for p in st.players if p.goal is not None]
    if len(hidden) > 1 or len(st.hidden) != len(hidden):
        return [f"{len(hidden)} hidden goals"]
    if st.goal_stack or st.goals_open or hidden:
        every = st.goal_stack + st.goals_open + hidden
        if sorted(every) != list(range(len(st.t.goals))):
            return [f"goals: {sorted(every)}"]
    return []
