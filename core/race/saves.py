"""Race for the Galaxy's part of a save: the snapshot of its state that a save carries
and checks on load (``Ruleset.snapshot``), and how a snapshot of a save of format 1 reads
today (``Ruleset.as_saved``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rftg.core.decisions import Move
from rftg.core.moves import ChooseActions
from rftg.core.phases.round import action_aliases

if TYPE_CHECKING:
    from rftg.core.state import RaceGame


def race_snapshot(game: RaceGame) -> dict[str, Any]:
    """A game of Race for the Galaxy's family as plain JSON: the zones, the players, the
    decisions pending, and what its variants add (the robot, the goals, the draft)."""
    st = game.state
    snap: dict[str, Any] = {
        "round": st.round,
        "phase": st.phase.value,
        "pool": st.pool,
        "over": st.over,
        "deck": st.deck,
        "discard": st.discard,
        "order": list(st.order),
        "players": [
            {
                "start": p.start, "hand": p.hand, "tableau": p.tableau,
                "goods": [[w, g] for w, g in p.goods.items()], "chips": p.chips,
                "actions": [a.value for a in p.actions], "drawn": p.drawn,
            }
            for p in st.players
        ],
        "pending": [[d.player, d.kind.value, [o.id for o in d.options]]
                    for d in game.pending()],
    }
    snap.update(st.snapshot_extra())  # a variant's own (the solitaire robot's board)
    if st.goals:  # The Gathering Storm's goals (absent from games without them)
        snap["goals"] = [[t.goal.id, t.holder, list(t.markers)] for t in st.goals]
    if st.own_decks is not None or st.packets:  # the draft: each player's own piles
        snap["draft"] = {"decks": st.own_decks, "discards": st.own_discards,
                         "packets": st.packets, "picks": st.picks, "removed": st.removed}
    return snap


def as_played(game: RaceGame, snap: Any) -> Any:
    """A saved snapshot with its action choices written as they play: saves of format 1
    offered "X + Develop (second)" beside "X + Develop" (the same play), and the replay
    now chooses the one offered (``Decision.aliases``)."""
    aliases = action_aliases(game)
    if not aliases or not isinstance(snap, dict):
        return snap
    snap = dict(snap)
    if isinstance(snap.get("pending"), list):
        snap["pending"] = [
            [e[0], e[1], list(dict.fromkeys(
                aliases[i].encode() if isinstance(i, str) and i in aliases else i
                for i in e[2]))]
            if isinstance(e, list) and len(e) == 3 and e[1] == "action"
            and isinstance(e[2], list) else e
            for e in snap["pending"]]
    if isinstance(snap.get("players"), list):
        snap["players"] = [_actions_as_played(p, aliases) for p in snap["players"]]
    return snap


def _actions_as_played(player: Any, aliases: Mapping[str, Move]) -> Any:
    acts = player.get("actions") if isinstance(player, dict) else None
    if not isinstance(acts, list) or not all(isinstance(a, str) for a in acts):
        return player
    move = aliases.get("+".join(acts))
    if not isinstance(move, ChooseActions):
        return player
    return {**player, "actions": [a.value for a in move.actions]}
