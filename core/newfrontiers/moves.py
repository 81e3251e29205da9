"""New Frontiers' typed moves: what a player answers to each decision. Their text forms
exist for saves and typed input only (``Decision.find`` matches them against the legal
options); nothing takes them apart."""

from __future__ import annotations

from enum import StrEnum

from rftg.core.decisions import Move
from rftg.core.newfrontiers.kinds import NfAction
from rftg.core.newfrontiers.tiles import Kind


class NfKind(StrEnum):
    """New Frontiers' kinds of decision."""

    SIDE = "nf_side"  # the side of the empire mat (later games)
    PICK = "nf_pick"  # an action tile
    REVEAL = "nf_reveal"  # reveal a hidden stockpile goal before the action
    DEVELOP = "nf_develop"
    EXPLORE = "nf_explore"  # take a world from the middle of the table
    GIVE_BACK = "nf_give_back"  # more than 9 worlds: give explored ones back
    STORE = "nf_store"  # put items on the stockpile mat
    SETTLE = "nf_settle"
    SWAP = "nf_swap"
    WINDFALL = "nf_windfall"  # the Produce bonus: a good on a windfall colony
    SHORTAGE = "nf_shortage"  # not enough goods: which colonies produce
    TRADE = "nf_trade"
    CONSUME = "nf_consume"
    GOAL = "nf_goal"  # keep one of the goals drawn


class How(StrEnum):
    """How a world is settled: "genügend Krediteinheiten oder genügend militärische
    Stärke", or as a non-military world by Contact Specialist."""

    PAY = "pay"
    CONQUER = "conquer"
    CONTACT = "contact"


class Side(Move):
    """Play the back of the empire mat (or its front); ``home``: that side's home colony
    (display)."""

    __slots__ = ("back", "home")
    FIELDS = ("back", "home")
    KEY = ("back",)

    def __init__(self, back: bool, home: int = -1) -> None:
        self.back = back
        self.home = home

    def encode(self) -> str:
        return "side:back" if self.back else "side:front"


class Pick(Move):
    __slots__ = ("action",)
    FIELDS = ("action",)

    def __init__(self, action: NfAction) -> None:
        self.action = action

    def encode(self) -> str:
        return f"pick:{self.action.value}"


class Reveal(Move):
    __slots__ = ("yes",)
    FIELDS = ("yes",)

    def __init__(self, yes: bool) -> None:
        self.yes = yes

    def encode(self) -> str:
        return "reveal" if self.yes else "keep_hidden"


class Pass(Move):
    """Do nothing in this decision (``what`` says which, for display: "develop": buy
    nothing, "trade": sell nothing, "consume": stop consuming, "swap", "second", "store")."""

    __slots__ = ("what",)
    FIELDS = ("what",)
    KEY = ()

    def __init__(self, what: str = "") -> None:
        self.what = what

    def encode(self) -> str:
        return "pass"


class Buy(Move):
    """Develop: buy the development ``tile`` for ``cost`` (display: the rules work it out)."""

    __slots__ = ("cost", "tile")
    FIELDS = ("tile", "cost")
    KEY = ("tile",)

    def __init__(self, tile: int, cost: int = 0) -> None:
        self.tile = tile
        self.cost = cost

    def encode(self) -> str:
        return f"buy:{self.tile}"


class Take(Move):
    """Explore: take ``tile`` from the middle of the table."""

    __slots__ = ("tile",)
    FIELDS = ("tile",)

    def __init__(self, tile: int) -> None:
        self.tile = tile

    def encode(self) -> str:
        return f"take:{self.tile}"


class GiveBack(Move):
    """More than 9 worlds: give back the explored worlds named by the choice's cards."""

    __slots__ = ()

    def encode(self) -> str:
        return "give_back"


class StoreWorld(Move):
    __slots__ = ("tile",)
    FIELDS = ("tile",)

    def __init__(self, tile: int) -> None:
        self.tile = tile

    def encode(self) -> str:
        return f"store_world:{self.tile}"


class StoreGoods(Move):
    """Store the goods of the colonies named by the choice's cards."""

    __slots__ = ()

    def encode(self) -> str:
        return "store_goods"


class StoreCredits(Move):
    __slots__ = ("n",)
    FIELDS = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def encode(self) -> str:
        return f"store_credits:{self.n}"


class Colonists(Move):
    """Settle: "Du erhältst 2 Kolonisten" instead of settling (``n``: how many, display)."""

    __slots__ = ("n",)
    FIELDS = ("n",)
    KEY = ()

    def __init__(self, n: int = 2) -> None:
        self.n = n

    def encode(self) -> str:
        return "colonists"


class Settle(Move):
    """Settle ``world`` by ``how``; ``kind``: the kind chosen for a world of every kind;
    ``boosts``: the temporary-military powers used (a good each, named by the choice's
    cards). ``cost`` and ``military``: for display."""

    __slots__ = ("boosts", "cost", "how", "kind", "military", "world")
    FIELDS = ("world", "how", "kind", "boosts", "cost", "military")
    KEY = ("world", "how", "kind", "boosts")

    def __init__(self, world: int, how: How, kind: Kind | None = None,
                 boosts: tuple[int, ...] = (), cost: int = 0, military: int = 0) -> None:
        self.world = world
        self.how = how
        self.kind = kind
        self.boosts = boosts
        self.cost = cost
        self.military = military

    def encode(self) -> str:
        parts = [f"settle:{self.world}:{self.how.value}"]
        if self.kind is not None:
            parts.append(self.kind.value)
        if self.boosts:
            parts.append("boost" + ",".join(str(b) for b in self.boosts))
        return ":".join(parts)


class Swap(Move):
    """Swap the colony ``old`` for the explored world ``new`` by the power of ``power``
    (Terraforming Ingenieure, Sterbende Kolonie); ``kind`` for a world of every kind."""

    __slots__ = ("kind", "new", "old", "power")
    FIELDS = ("power", "old", "new", "kind")

    def __init__(self, power: int, old: int, new: int, kind: Kind | None = None) -> None:
        self.power = power
        self.old = old
        self.new = new
        self.kind = kind

    def encode(self) -> str:
        tail = f":{self.kind.value}" if self.kind is not None else ""
        return f"swap:{self.power}:{self.old}:{self.new}{tail}"


class Windfall(Move):
    """Produce a good on the windfall colony ``colony`` (``kind``: for a world of every
    kind)."""

    __slots__ = ("colony", "kind")
    FIELDS = ("colony", "kind")

    def __init__(self, colony: int, kind: Kind | None = None) -> None:
        self.colony = colony
        self.kind = kind

    def encode(self) -> str:
        tail = f":{self.kind.value}" if self.kind is not None else ""
        return f"windfall:{self.colony}{tail}"


class ProduceOn(Move):
    """Too few goods of ``kind``: the colonies named by the choice's cards produce."""

    __slots__ = ("kind",)
    FIELDS = ("kind",)

    def __init__(self, kind: Kind) -> None:
        self.kind = kind

    def encode(self) -> str:
        return f"produce_on:{self.kind.value}"


class Sell(Move):
    """Trade: sell the good on ``colony`` for ``price`` (display)."""

    __slots__ = ("colony", "price")
    FIELDS = ("colony", "price")
    KEY = ("colony",)

    def __init__(self, colony: int, price: int = 0) -> None:
        self.colony = colony
        self.price = price

    def encode(self) -> str:
        return f"sell:{self.colony}"


class Use(Move):
    """Consume: use power ``index`` of ``tile`` on the goods of the colonies named by the
    choice's cards, or, for a power that takes goods of different kinds, on the goods of
    ``goods`` (one colony per kind: the options name them)."""

    __slots__ = ("goods", "index", "tile")
    FIELDS = ("tile", "index", "goods")

    def __init__(self, tile: int, index: int, goods: tuple[int, ...] = ()) -> None:
        self.tile = tile
        self.index = index
        self.goods = goods

    def encode(self) -> str:
        tail = ":" + ",".join(str(g) for g in self.goods) if self.goods else ""
        return f"use:{self.tile}:{self.index}{tail}"


class KeepGoal(Move):
    """Keep ``goal`` face down; the others go under the stack in the order ``under``."""

    __slots__ = ("goal", "under")
    FIELDS = ("goal", "under")

    def __init__(self, goal: int, under: tuple[int, ...] = ()) -> None:
        self.goal = goal
        self.under = under

    def encode(self) -> str:
        return f"goal:{self.goal}:" + ",".join(str(g) for g in self.under)
