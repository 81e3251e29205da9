"""New Frontiers' state: the table (action tiles, the Produce tile's credits, the priority
track, the development stacks, the bag, the supplies of colonists, goods and VP chips, the
goal stack) and each player's empire (home colony, colonies with goods and colonists,
explored worlds, developments, credits, colonists, VP chips, the stockpile mat).

The kernel's ``State`` is compiled with the engine; this interpreted subclass must not use
``dataclass(slots=True)`` (see ``rftg.core.gamestate``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rftg.core.gamestate import Event, State
from rftg.core.newfrontiers.kinds import NfAction as NfAction
from rftg.core.newfrontiers.kinds import NfEnd as NfEnd
from rftg.core.newfrontiers.tiles import KINDS, Kind, NfTiles

if TYPE_CHECKING:
    from rftg.core.engine import Game

    NfGame = Game["NfState"]


COLONISTS_PER_PLAYER = 12  # "Legt pro Spieler 12 Kolonisten auf die Vorratstafel"
VP_PER_PLAYER = 12  # "Zählt 12 SP pro Spieler in 1 SP- und 5 SP-Chips ab"
RESERVE_VP = 80  # "8 x 10 SP": the separate supply, for the last round
GOODS = {Kind.BLUE: 19, Kind.BROWN: 17, Kind.GREEN: 13, Kind.YELLOW: 11}
""""60 Spielsteine Gut in 4 Farben: 19 x blau, 17 x braun, 13 x grün, 11 x gelb"."""


@dataclass(slots=True)
class NfPlayer:
    """One empire. ``colonies``: the home colony first, then the settled worlds in order;
    ``goods``: colony -> the kind of the good on it (at most one each); ``on``: colony ->
    colonists on it; ``colonists``: unused colonists on the mat; ``chips``: VP chips."""

    seat: int
    mat: int = -1  # index into tiles.mats
    home: int = -1
    colonies: list[int] = field(default_factory=list)
    goods: dict[int, Kind] = field(default_factory=dict)
    on: dict[int, int] = field(default_factory=dict)
    explored: list[int] = field(default_factory=list)
    developments: list[int] = field(default_factory=list)
    credits: int = 0
    colonists: int = 0
    chips: int = 0
    stored_goods: list[Kind] = field(default_factory=list)  # the stockpile mat ("Lager")
    stored_credits: int = 0
    stored_worlds: list[int] = field(default_factory=list)
    goal: int | None = None  # the goal lying face down before this player
    goals_seen: list[int] = field(default_factory=list)  # goals this player has looked at

    def copy(self) -> NfPlayer:
        return NfPlayer(self.seat, self.mat, self.home, list(self.colonies), dict(self.goods),
                        dict(self.on), list(self.explored), list(self.developments),
                        self.credits, self.colonists, self.chips, list(self.stored_goods),
                        self.stored_credits, list(self.stored_worlds), self.goal,
                        list(self.goals_seen))

    def worlds(self) -> int:
        """"seine erkundeten Welten, seine gesiedelten Kolonien und seine Heimatkolonie"."""
        return len(self.explored) + len(self.colonies)


@dataclass(slots=True)
class ActionNow:
    """What matters during the action under way: who picked it, the tiles each player
    placed in it (their powers do not work in it: "Eine Fähigkeit kann nicht in der Aktion
    verwendet werden, in die ihr Plättchen gelegt wird"), temporary military bought, the
    temporary-military powers used, the worlds settled, goods produced, consume powers used
    and goods they consumed, credits from the last sale, worlds replaced by swaps."""

    action: NfAction | None = None
    picker: int = -1
    placed: list[list[int]] = field(default_factory=list)
    temp: list[int] = field(default_factory=list)
    boosts: list[list[int]] = field(default_factory=list)
    settled: list[int] = field(default_factory=list)  # per seat: worlds settled
    produced: list[dict[Kind, int]] = field(default_factory=list)
    used: list[list[tuple[int, int]]] = field(default_factory=list)  # (tile, power index)
    consumed: list[int] = field(default_factory=list)  # goods consumed by consume powers
    free: list[int] = field(default_factory=list)  # goods-free consume powers used
    sold: list[int] = field(default_factory=list)  # credits from this action's sale
    replaced: list[int] = field(default_factory=list)  # to the bag after the action
    returned: list[list[int]] = field(default_factory=list)  # worlds given back (excess)

    @staticmethod
    def fresh(players: int, action: NfAction | None = None, picker: int = -1) -> ActionNow:
        return ActionNow(action, picker, [[] for _ in range(players)], [0] * players,
                         [[] for _ in range(players)], [0] * players,
                         [{} for _ in range(players)], [[] for _ in range(players)],
                         [0] * players, [0] * players, [0] * players, [],
                         [[] for _ in range(players)])

    def copy(self) -> ActionNow:
        return ActionNow(self.action, self.picker, [list(x) for x in self.placed],
                         list(self.temp), [list(x) for x in self.boosts], list(self.settled),
                         [dict(x) for x in self.produced], [list(x) for x in self.used],
                         list(self.consumed), list(self.free), list(self.sold),
                         list(self.replaced), [list(x) for x in self.returned])


@dataclass  # no slots: the compiled engine keeps State's own fields (see State)
class NfState(State):
    tiles: NfTiles | None = None
    players: list[NfPlayer] = field(default_factory=list)
    track: list[int] = field(default_factory=list)  # discs in priority order (seat*2+n)
    discs_picked: list[int] = field(default_factory=list)  # discs that picked this round
    actions: tuple[NfAction, ...] = ()
    picked: list[tuple[NfAction, int]] = field(default_factory=list)  # (action, seat)
    produce_credits: int = 0
    bag: list[int] = field(default_factory=list)
    display: list[int] = field(default_factory=list)
    supply: int = 0  # colonists on the supply board
    goods: dict[Kind, int] = field(default_factory=dict)
    vp_pool: int = 0
    vp_reserve: int = 0  # VP taken from the separate 10-VP chips
    stacks: list[int] = field(default_factory=list)  # tiles left per stack
    faces: list[int] = field(default_factory=list)  # the face each stack shows
    goal_stack: list[int] = field(default_factory=list)  # top first
    goals_open: list[int] = field(default_factory=list)  # goals revealed, in order
    hidden: list[int] = field(default_factory=list)  # seats with a hidden goal, in order
    ends: list[NfEnd] = field(default_factory=list)  # end conditions reached
    end_seats: list[int] = field(default_factory=list)
    now: ActionNow = field(default_factory=ActionNow)

    def clone(self) -> NfState:
        new = State.clone(self)
        assert isinstance(new, NfState)
        return self._copy_own(new)

    def bare_copy(self) -> NfState:
        """A copy without the random generator's state and the events (both shared with
        this state until the caller sets its own: an observation's view sets none)."""
        new = self.copy_fields()
        assert isinstance(new, NfState)
        return self._copy_own(new)

    def _copy_own(self, new: NfState) -> NfState:
        """Copies of this game's own lists and tables into ``new``."""
        new.players = [p.copy() for p in self.players]
        new.track = list(self.track)
        new.discs_picked = list(self.discs_picked)
        new.picked = list(self.picked)
        new.bag = list(self.bag)
        new.display = list(self.display)
        new.goods = dict(self.goods)
        new.stacks = list(self.stacks)
        new.faces = list(self.faces)
        new.goal_stack = list(self.goal_stack)
        new.goals_open = list(self.goals_open)
        new.hidden = list(self.hidden)
        new.ends = list(self.ends)
        new.end_seats = list(self.end_seats)
        new.now = self.now.copy()
        return new

    def render_event(self, event: Event, names: list[str]) -> str | None:
        """One event as a log line in the language of the run (None: not logged)."""
        from rftg.core.newfrontiers.text import render_event

        return render_event(event, names, self.t)

    # -------------------------------------------------------------- reading

    @property
    def t(self) -> NfTiles:
        assert self.tiles is not None
        return self.tiles

    @property
    def two(self) -> bool:
        """The 2-player game: two discs each ("zeigt die zweite Scheibe die zweite Aktion
        der Spieler an")."""
        return len(self.players) == 2

    def order(self) -> list[int]:
        """The player order: the seats as their discs lie on the track (each seat once)."""
        seen: list[int] = []
        for disc in self.track:
            if disc // 2 not in seen:
                seen.append(disc // 2)
        return seen

    def from_picker(self, disc: int) -> list[int]:
        """The seats in the order they carry out the action the disc ``disc`` picked: its
        owner first, then by the track read as a circle ("Die Anzeige für die
        Spielerreihenfolge wird so gelesen, als ob sie ein Kreis wäre")."""
        at = self.track.index(disc)
        out: list[int] = []
        for d in self.track[at:] + self.track[:at]:
            if d // 2 not in out:
                out.append(d // 2)
        return out

    def next_disc(self) -> int | None:
        """The first disc on the track that has not picked this round."""
        return next((d for d in self.track if d not in self.discs_picked), None)

    def available(self) -> list[NfAction]:
        """The action tiles not picked this round."""
        taken = {a for a, _ in self.picked}
        return [a for a in self.actions if a not in taken]

    def mine(self, seat: int) -> list[int]:
        """Every tile of an empire whose powers may work: the colonies (the home colony
        first) and the developments; explored worlds are not active."""
        p = self.players[seat]
        return p.colonies + p.developments

    def active(self, seat: int) -> list[int]:
        """The tiles whose powers work in the action under way (not those placed in it)."""
        tiles = self.mine(seat)
        placed = self.now.placed[seat] if self.now.placed else None
        return [t for t in tiles if t not in placed] if placed else tiles

    def spaces(self, seat: int) -> int:
        """Development spaces taken."""
        return sum(self.t[d].spaces for d in self.players[seat].developments)

    def goods_total(self) -> dict[Kind, int]:
        """Goods by kind everywhere (supply, colonies, stockpiles): conserved."""
        out = dict(self.goods)
        for p in self.players:
            for kind in p.goods.values():
                out[kind] += 1
            for kind in p.stored_goods:
                out[kind] += 1
        return out

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain JSON (saves check it; digests hash it)."""
        def player(p: NfPlayer) -> dict[str, Any]:
            return {"seat": p.seat, "mat": p.mat, "home": p.home, "colonies": p.colonies,
                    "goods": {str(k): v.value for k, v in sorted(p.goods.items())},
                    "on": {str(k): v for k, v in sorted(p.on.items())},
                    "explored": p.explored, "developments": p.developments,
                    "credits": p.credits, "colonists": p.colonists, "chips": p.chips,
                    "stored_goods": [k.value for k in p.stored_goods],
                    "stored_credits": p.stored_credits, "stored_worlds": p.stored_worlds,
                    "goal": p.goal}
        return {"round": self.round, "phase": self.phase, "over": self.over,
                "ending": None if self.ending is None else self.ending.kind.value,
                "players": [player(p) for p in self.players], "track": self.track,
                "picked": [[a.value, s] for a, s in self.picked],
                "produce_credits": self.produce_credits, "bag": sorted(self.bag),
                "display": self.display, "supply": self.supply,
                "goods": {k.value: self.goods[k] for k in KINDS},
                "vp_pool": self.vp_pool, "vp_reserve": self.vp_reserve,
                "stacks": self.stacks, "faces": self.faces, "goal_stack": self.goal_stack,
                "goals_open": self.goals_open, "hidden": self.hidden,
                "ends": [e.value for e in self.ends]}


def nf_state(game: Game[Any]) -> NfState:
    st = game.state
    assert isinstance(st, NfState)
    return st
