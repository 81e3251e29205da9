"""New Frontiers' rules as pure functions over the state (or an observation's view of it,
which has the same shape): what things cost, what a player may do in each action, what a
sale brings, which consume powers can be used, the end conditions and the score. The
steps (``rftg.core.newfrontiers.phases``), the computer players and the texts call these;
no rule is written twice.

Each function quotes the rulebook passage it follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, permutations, product

from rftg.core.decisions import Option
from rftg.core.newfrontiers.moves import (
    Buy,
    Colonists,
    How,
    KeepGoal,
    Sell,
    Settle,
    Swap,
    Use,
    Windfall,
)
from rftg.core.newfrontiers.state import NfPlayer, NfState
from rftg.core.newfrontiers.tiles import (
    KINDS,
    TRADE_PRICE,
    Act,
    Effect,
    GoalCount,
    GoalTile,
    Goods,
    Keyword,
    Kind,
    Power,
    Tile,
    VpPer,
)

MAX_WORLDS = 9  # "nicht mehr als insgesamt 9 Welten besitzen"
EXPLORE_DRAW = 7  # "Zieht 7 Welten aus dem Beutel"
LIGHT_SPACES = 10  # "alle 10 hell umrandeten Felder"
RED_SPACES = 2  # the red spaces after them (reconstructed: the mat's picture is not public)
END_SPACES = 11  # "11 oder mehr Felder mit Entwicklungen belegt"
END_COLONIES = 8  # "8 oder mehr Kolonien, einschließlich seiner Heimatkolonie"
END_COLONISTS = 4  # "4 oder weniger Kolonisten auf der Vorratstafel"
TAKE_COLONISTS = 2  # "Du erhältst 2 Kolonisten"
GOALS_DRAWN = 3  # "Ziehe 3 Ziele vom Stapel"

Found = tuple[int, int, Power]  # (tile, index of the power on it, the power)


def start_credits(players: int, position: int) -> int:
    """"Gib jedem Spieler 3 Krediteinheiten-Chips. Gib dem letzten Spieler +1 ... Geben sie
    in einem Spiel mit 4 oder 5 Spielern auch dem vorletzten Spieler +1"."""
    extra = position == players - 1 or (players >= 4 and position == players - 2)
    return 3 + (1 if extra else 0)


def small_stack(players: int) -> int:
    """"2 Spieler - 1 Plättchen, 3 und 4 Spieler - 2 Plättchen, 5 Spieler - 3 Plättchen"."""
    return 1 if players == 2 else 2 if players <= 4 else 3


def powers(st: NfState, seat: int, act: Act, effect: Effect | None = None) -> list[Found]:
    """The powers of ``seat``'s active tiles for ``act`` ("Eine Fähigkeit kann nicht in der
    Aktion verwendet werden, in die ihr Plättchen gelegt wird"; explored worlds are not
    active)."""
    out: list[Found] = []
    tiles = st.t.tiles
    for tile in st.active(seat):
        for i, p in enumerate(tiles[tile].powers):
            if p.act is act and (effect is None or p.effect is effect):
                out.append((tile, i, p))
    return out


@dataclass(frozen=True, slots=True)
class Sum:
    """A number with its parts: the printed value and each change (tile, or -1 for an
    action's bonus), floored at 0 where the rules say so."""

    printed: int
    parts: tuple[tuple[int, int], ...]
    total: int


def _sum(printed: int, parts: list[tuple[int, int]], floor: bool) -> Sum:
    total = printed
    for _, n in parts:
        total += n
    return Sum(printed, tuple(parts), max(0, total) if floor else total)


# --------------------------------------------------------------------------- develop

BONUS = -1  # the part of a sum that is the action's bonus


def develop_cost(st: NfState, seat: int, dev: Tile, bonus: bool) -> Sum:
    """"Kosten -1 Krediteinheit" for the player who picked Develop, less every Develop
    power ("Die Wirkungen von Fähigkeiten für dieselbe Aktion addieren sich"); "Wenn die
    Kosten ... unter 0 verringert würden, bleiben die Kosten 0"."""
    return _develop_cost(dev, bonus, powers(st, seat, Act.DEVELOP, Effect.DISCOUNT))


def _develop_cost(dev: Tile, bonus: bool, discounts: Sequence[Found]) -> Sum:
    parts: list[tuple[int, int]] = []
    if bonus:
        parts.append((BONUS, -1))
    for tile, _, p in discounts:
        if p.large is None or p.large == dev.large:
            parts.append((tile, -p.n))
    return _sum(dev.cost, parts, floor=True)


def develop_options(st: NfState, seat: int, bonus: bool) -> list[Option]:
    """The developments ``seat`` may buy: one on top of a stack, not one it owns ("Der
    Spieler darf keine Entwicklung kaufen, die er bereits besitzt"), that fits its spaces
    and that it can pay for."""
    p = st.players[seat]
    owned, credits = p.developments, p.credits
    room = LIGHT_SPACES + RED_SPACES - st.spaces(seat)
    discounts = powers(st, seat, Act.DEVELOP, Effect.DISCOUNT)  # each cost: develop_cost
    costs: dict[tuple[int, bool], int] = {}  # a cost depends on the printed cost and size
    tiles, stacks = st.t.tiles, st.stacks
    out: list[Option] = []
    for stack, face in enumerate(st.faces):
        if stacks[stack] <= 0 or face in owned:
            continue
        dev = tiles[face]
        if dev.spaces > room:
            continue
        key = (dev.cost, dev.large)
        cost = costs.get(key)
        if cost is None:
            cost = costs[key] = _develop_cost(dev, bonus, discounts).total
        if cost <= credits:
            out.append(Option(Buy(face, cost)))
    return out


# --------------------------------------------------------------------------- explore


def over_limit(p: NfPlayer) -> int:
    """How many worlds ``p`` must give back: "nicht mehr als insgesamt 9 Welten: Dazu
    zählen seine erkundeten Welten, seine gesiedelten Kolonien und seine Heimatkolonie"
    (only explored worlds can go back)."""
    return min(len(p.explored), max(0, p.worlds() - MAX_WORLDS))


# --------------------------------------------------------------------------- settle


def is_alien(world: Tile) -> bool:
    """An Alien world: of the kind Alien technology (yellow) or with the keyword Alien."""
    return world.kind is Kind.YELLOW or Keyword.ALIEN in world.keywords


def military(st: NfState, seat: int, world: Tile, extra: int = 0) -> Sum:
    """``seat``'s military strength against ``world``: every Settle power's military, the
    conditional ones only against worlds with their keyword or kind ("bedingte militärische
    Stärke, die nur gegen militärischen Welten mit einer bestimmten Eigenschaft zählt"),
    the temporary military bought in this action and ``extra`` more."""
    parts: list[tuple[int, int]] = []
    kinds = world.kinds()
    for tile, _, p in powers(st, seat, Act.SETTLE, Effect.MILITARY):
        if p.keyword is not None and p.keyword not in world.keywords:
            continue
        if p.kind is not None and p.kind not in kinds:
            continue
        parts.append((tile, p.n))
    temp = st.now.temp[seat] + extra if st.now.temp else extra
    if temp:
        parts.append((BONUS, temp))
    return _sum(0, parts, floor=True)


def settle_cost(st: NfState, seat: int, world: Tile, kind: Kind | None,
                contact: int = 0) -> Sum:
    """What settling a non-military world costs: its printed cost less the Settle
    discounts for its kind (``kind``: the kind chosen for a world of every kind), never
    below 0; by Contact Specialist a military world's defence less ``contact`` ("für Kosten
    -1. Andere Rabatte werden mitgerechnet")."""
    parts: list[tuple[int, int]] = []
    if contact:
        parts.append((BONUS, -contact))
    kinds = (kind,) if kind is not None else world.kinds()
    for tile, _, p in powers(st, seat, Act.SETTLE, Effect.DISCOUNT):
        if p.kind is None or p.kind in kinds:
            parts.append((tile, -p.n))
    return _sum(world.cost, parts, floor=True)


def boosts_left(st: NfState, seat: int) -> list[tuple[int, int]]:
    """The temporary-military powers not used in this action: (tile, military)."""
    used = st.now.boosts[seat] if st.now.boosts else []
    return [(tile, p.n) for tile, _, p in powers(st, seat, Act.SETTLE, Effect.TEMP_MILITARY)
            if tile not in used]


def goods_at(p: NfPlayer) -> tuple[int, ...]:
    """The colonies with a good, in the order of the empire."""
    return tuple(c for c in p.colonies if c in p.goods)


def _boost_sets(need: int, boosts: Sequence[tuple[int, int]], goods: int
                ) -> list[tuple[int, ...]]:
    """The smallest sets of temporary-military powers that bring ``need`` more military
    with at most ``goods`` goods (no power in a set is spare)."""
    if need <= 0:
        return [()]
    out: list[tuple[int, ...]] = []
    for k in range(1, min(goods, len(boosts)) + 1):
        for combo in combinations(boosts, k):
            total = sum(n for _, n in combo)
            if total >= need and all(total - n < need for _, n in combo):
                out.append(tuple(sorted(t for t, _ in combo)))
    return out


def settle_options(st: NfState, seat: int) -> list[Option]:
    """Every way ``seat`` may settle one of its explored worlds now: "so viele Kolonisten
    einsetzen, wie auf der Welt aufgedruckt sind (1 oder 2) und ... genügend
    Krediteinheiten oder genügend militärische Stärke"; "Militärische Stärke und das
    Bezahlen von Kosten können nicht kombiniert werden". Temporary military costs a good
    each (the choice names the colonies); Contact Specialist settles a non-Alien military
    world as a non-military one."""
    p = st.players[seat]
    out: list[Option] = []
    goods = goods_at(p)
    boosts = boosts_left(st, seat)
    contacts = [pw.n for _, _, pw in powers(st, seat, Act.SETTLE, Effect.CONTACT)]
    for tile in p.explored:
        world = st.t[tile]
        if world.colonists > p.colonists:
            continue
        kinds: tuple[Kind | None, ...] = KINDS if world.joker else (None,)
        if not world.military:
            for kind in kinds:
                cost = settle_cost(st, seat, world, kind).total
                if cost <= p.credits:
                    out.append(Option(Settle(tile, How.PAY, kind, (), cost)))
            continue
        strength = military(st, seat, world).total
        for combo in _boost_sets(world.cost - strength, boosts, len(goods)):
            extra = sum(n for t, n in boosts if t in combo)
            move = Settle(tile, How.CONQUER, None, combo, 0, strength + extra)
            out.append(Option(move, goods, len(combo), len(combo)) if combo else Option(move))
        if contacts and not is_alien(world):
            cost = settle_cost(st, seat, world, None, max(contacts)).total
            if cost <= p.credits:
                out.append(Option(Settle(tile, How.CONTACT, None, (), cost)))
    return out


def colonists_gain(st: NfState, seat: int) -> int:
    """"Du erhältst 2 Kolonisten" (and any Settle power's more), as far as the supply
    reaches ("erhalten Spieler, die später an der Reihe sind so viele Kolonisten, wie noch
    im Vorrat sind")."""
    more = sum(pw.n for _, _, pw in powers(st, seat, Act.SETTLE, Effect.COLONISTS))
    return min(TAKE_COLONISTS + more, st.supply)


def settle_turn(st: NfState, seat: int) -> list[Option]:
    """The Settle turn: 2 colonists, or one world ("Er muss sich für eine der beiden
    Möglichkeiten entscheiden, er darf nicht passen"; with no colonist left to take, taking
    none is the way not to settle)."""
    return [Option(Colonists(colonists_gain(st, seat))), *settle_options(st, seat)]


def has_second(st: NfState, seat: int) -> bool:
    """Improved Logistics: "Siedelt der Spieler 2 Welten in derselben Siedeln-Aktion"."""
    return bool(powers(st, seat, Act.SETTLE, Effect.SECOND_WORLD))


def _same_kind(old: Tile, new: Tile) -> tuple[Kind | None, ...] | None:
    """The kinds the new colony may count as in a swap of the same kind (None: no swap):
    "gegen eine andere nicht-militärische Kolonie derselben Art ... und - nur für diese
    Fähigkeit: eine graue Kolonie"; "Der Spieler kann für Alien Raffinerie Oortsche Wolke
    als Art nicht grau wählen"."""
    if old.kind is None and not old.joker:  # grey for grey
        return (None,) if new.kind is None and not new.joker else None
    if new.kind is None and not new.joker:
        return None
    common = [k for k in old.kinds() if k in new.kinds()]
    if not common:
        return None
    return tuple(common) if new.joker else (None,)


def swap_options(st: NfState, seat: int) -> list[Option]:
    """The swaps ``seat`` may make by Terraforming Ingenieure or Sterbende Kolonie: a
    non-military colony (not the home colony, printed on the mat; not one placed in this
    action: "Sie kann nicht für die Welt genutzt werden, die der Spieler in dieser Aktion
    gesiedelt hat") for one of its explored non-military worlds whose printed cost is 0 to
    n higher; enough colonists ("muss der Spieler die zusätzlichen Kolonisten
    einsetzen")."""
    p = st.players[seat]
    used = {t for t, _ in st.now.used[seat]} if st.now.used else set()
    placed = st.now.placed[seat] if st.now.placed else []
    out: list[Option] = []
    for tile, _, pw in powers(st, seat, Act.SETTLE, Effect.SWAP):
        if tile in used:
            continue
        olds = [tile] if pw.this else [c for c in p.colonies if c != p.home]
        for old_id in olds:
            old = st.t[old_id]
            if old.military or old_id in placed or old_id not in p.colonies:
                continue
            for new_id in p.explored:
                new = st.t[new_id]
                if new.military or not 0 <= new.cost - old.cost <= pw.n:
                    continue
                if new.colonists > p.colonists + p.on.get(old_id, 0):
                    continue
                kinds = ((KINDS if new.joker else (None,)) if pw.this
                         else _same_kind(old, new))
                for kind in kinds or ():
                    out.append(Option(Swap(tile, old_id, new_id, kind)))
    return out


# --------------------------------------------------------------------------- produce


def production(st: NfState, seat: int) -> dict[Kind, list[int]]:
    """The production colonies without a good, by kind: "Lege auf jede Produktionskolonie
    ohne Gut 1 Gut derselben Farbe. Graue Kolonien ... erhalten niemals Güter"."""
    p = st.players[seat]
    out: dict[Kind, list[int]] = {}
    for c in p.colonies:
        tile = st.t[c]
        if tile.goods is Goods.PRODUCTION and c not in p.goods and tile.kind is not None:
            out.setdefault(tile.kind, []).append(c)
    return out


def windfall_options(st: NfState, seat: int) -> list[Option]:
    """"Besitzt der Spieler, der die Aktion gewählt hat, Windfall-Kolonien, wählt er eine
    aus und legt 1 Gut in der Farbe der Kolonie darauf" (one without a good; a good of the
    supply)."""
    p = st.players[seat]
    out: list[Option] = []
    for c in p.colonies:
        tile = st.t[c]
        if tile.goods is not Goods.WINDFALL or c in p.goods:
            continue
        for kind in tile.kinds():
            if st.goods[kind] > 0:
                out.append(Option(Windfall(c, kind if tile.joker else None)))
    return out


def produce_credits(st: NfState, seat: int, colony: int, kind: Kind) -> list[tuple[int, int]]:
    """Credits for a good produced on ``colony``: "Einige Kolonien, wie beispielsweise
    Kometenschwarm, geben dem Spieler Krediteinheiten, wenn auf ihnen ein Gut produziert
    wird" (and powers for goods of a kind)."""
    out: list[tuple[int, int]] = []
    for tile, _, p in powers(st, seat, Act.PRODUCE, Effect.CREDITS):
        if (p.kind is None or p.kind is kind) and (not p.this or tile == colony):
            out.append((tile, p.n))
    return out


def compare_winners(st: NfState, kind: Kind) -> list[int]:
    """The seats that produced the most goods of ``kind`` in this action (at least one):
    "werden bei der Fähigkeit von Bergbauindustrie nur die Seltene Elemente-Güter
    verglichen, die mit der Aktion in dieser Runde produziert wurden"."""
    made = [st.now.produced[s].get(kind, 0) for s in range(len(st.players))]
    best = max(made)
    return [] if best == 0 else [s for s, n in enumerate(made) if n == best]


# --------------------------------------------------------------------------- trade, consume


def sale_price(st: NfState, seat: int, colony: int) -> Sum:
    """"1$ für Luxusgüter (blau), 2$ für Seltene Elemente (braun), 3$ für Gene (grün) oder
    4$ für Alien-Technologie (gelb)", plus the Trade powers for it."""
    kind = st.players[seat].goods[colony]
    parts: list[tuple[int, int]] = []
    for tile, _, p in powers(st, seat, Act.TRADE, Effect.BONUS):
        if (p.kind is None or p.kind is kind) and (not p.this or tile == colony):
            parts.append((tile, p.n))
    return _sum(TRADE_PRICE[kind], parts, floor=False)


def sell_options(st: NfState, seat: int) -> list[Option]:
    """"Jeder Spieler darf 1 Gut verkaufen"; "Das Gut von Alien Raffinerie Oortsche Wolke
    kann nicht gehandelt werden"."""
    p = st.players[seat]
    return [Option(Sell(c, sale_price(st, seat, c).total)) for c in goods_at(p)
            if not st.t[c].no_trade]


def fitting(st: NfState, seat: int, tile: int, power: Power) -> tuple[int, ...]:
    """The colonies whose goods ``power`` can consume (its kind; ``this``: its own)."""
    p = st.players[seat]
    return tuple(c for c in goods_at(p)
                 if (power.kind is None or p.goods[c] is power.kind)
                 and (not power.this or c == tile))


def consume_count(st: NfState, seat: int, tile: int, power: Power) -> int:
    """How many goods ``power`` consumes now (0: it cannot be used): exactly its number,
    of different kinds where it says so; "bis zu" as many as it can ("muss er mit ihr so
    viele Güter wie möglich verbrauchen")."""
    fits = fitting(st, seat, tile, power)
    if power.different:
        kinds = {st.players[seat].goods[c] for c in fits}
        return power.goods if len(kinds) >= power.goods else 0
    if power.up_to:
        return min(power.goods, len(fits))
    return power.goods if len(fits) >= power.goods else 0


def consume_choices(st: NfState, seat: int) -> tuple[list[Option], bool]:
    """The consume powers ``seat`` can use now, and whether it must use one: "musst er seine
    Verbrauchen-Fähigkeiten nutzen, bis er entweder jede Fähigkeit einmal genutzt hat oder
    bis er kein Gut mehr verbrauchen kann"; "in jeder beliebigen Reihenfolge"; a power that
    says "darf" may be left unused."""
    used = st.now.used[seat]
    out: list[Option] = []
    must = False
    for tile, i, pw in powers(st, seat, Act.CONSUME, Effect.CONSUME):
        if pw.goods == 0 or (tile, i) in used:
            continue
        n = consume_count(st, seat, tile, pw)
        if n == 0:
            continue
        if pw.different:
            out += [Option(Use(tile, i, goods)) for goods in different_goods(st, seat, tile, pw)]
        else:
            out.append(Option(Use(tile, i), fitting(st, seat, tile, pw), n, n))
        must = must or not pw.optional
    return out, must


def different_goods(st: NfState, seat: int, tile: int, power: Power
                    ) -> list[tuple[int, ...]]:
    """The ways a power that takes goods of different kinds can be fed: one colony for each
    of ``power.goods`` different kinds (the colonies in the order of the empire)."""
    p = st.players[seat]
    by_kind: dict[Kind, list[int]] = {}
    for c in fitting(st, seat, tile, power):
        by_kind.setdefault(p.goods[c], []).append(c)
    out: list[tuple[int, ...]] = []
    for kinds in combinations(sorted(by_kind), power.goods):
        for pick in product(*(by_kind[k] for k in kinds)):
            out.append(tuple(sorted(pick, key=p.colonies.index)))
    return out


def consume_gain(power: Power, goods: int) -> tuple[int, int]:
    """(VP, credits) a consume power gives for ``goods`` consumed: "erhält der Spieler für
    jedes der so verbrauchten Güter die angegebenen SP-Chips oder Krediteinheiten" for the
    powers per good; the printed gain once for the others."""
    if power.per_good:
        return power.vp * goods, power.credits * goods
    return power.vp, power.credits


def goods_free(st: NfState, seat: int) -> list[Found]:
    """The consume powers that consume no good (Galaktischer Salon)."""
    return [f for f in powers(st, seat, Act.CONSUME, Effect.CONSUME) if f[2].goods == 0]


def prosper_vp(st: NfState, seat: int, consumed: int, free: int) -> list[tuple[int, int]]:
    """Blühende Wirtschaft: "Diese Fähigkeit verbraucht selbst kein Gut. Durch sie erhält
    der Spieler 1 SP zusätzlich für jedes Gut, das er mit anderen Fähigkeiten verbraucht.
    Besitzt der Spieler Galaktischer Salon, erhält er dafür 1 SP zusätzlich" (for each
    power used that consumes no good)."""
    return [(tile, pw.n * (consumed + free))
            for tile, _, pw in powers(st, seat, Act.CONSUME, Effect.PROSPER)]


# --------------------------------------------------------------------------- goals


def goal_options(drawn: Sequence[int]) -> list[Option]:
    """"Er sieht sich die Ziele an und wählt 1 aus, das er behalten will ... Die übrigen
    Ziele legt er in beliebiger Reihenfolge verdeckt unter den Stapel"."""
    out: list[Option] = []
    for g in drawn:
        rest = [x for x in drawn if x != g]
        for order in permutations(rest):
            out.append(Option(KeepGoal(g, tuple(order))))
    return out


def stockpile_room(st: NfState, seat: int, count: GoalCount) -> int:
    """How many more items the revealed stockpile goal ``count`` lets ``seat`` store (0 if
    that goal is not revealed): "Er darf nicht mehr Gegenstände lagern, wie als
    Höchstmenge auf dem Ziel angegeben sind"."""
    goal = next((st.t.goals[g] for g in st.goals_open if st.t.goals[g].count is count), None)
    if goal is None:
        return 0
    p = st.players[seat]
    have = {GoalCount.STORED_GOODS: len(p.stored_goods),
            GoalCount.STORED_CREDITS: p.stored_credits,
            GoalCount.STORED_WORLDS: len(p.stored_worlds)}[count]
    return max(0, goal.limit - have)


# --------------------------------------------------------------------------- the end


def spaces_seats(st: NfState) -> list[int]:
    """"Ein Spieler hat 11 oder mehr Felder auf seiner Auslage mit Entwicklungen belegt"."""
    return [s for s in range(len(st.players)) if st.spaces(s) >= END_SPACES]


def colonies_seats(st: NfState) -> list[int]:
    """"Ein Spieler hat 8 oder mehr Kolonien, einschließlich seiner Heimatkolonie"."""
    return [s for s, p in enumerate(st.players) if len(p.colonies) >= END_COLONIES]


# --------------------------------------------------------------------------- scoring


@dataclass(frozen=True, slots=True)
class NfScore:
    """A player's score: "alle SP-Chips ..., die Werte der Siegpunkte für seine
    Entwicklungen und Kolonien, die zusätzlichen Siegpunkte durch die „?“ ..., im Spiel
    mit Zielen: die zusätzlichen Siegpunkte für jedes Ziel"; ``tiebreak``: "seine
    Gütersteine und Krediteinheiten" (not those on the stockpile mat)."""

    total: int
    chips: int
    tiles: int
    extra: tuple[tuple[int, int], ...]  # ("?" tile, VP)
    goals: tuple[tuple[int, int], ...]  # (goal, VP)
    tiebreak: int
    joker: Kind | None = None  # the kind chosen for a world of every kind


Jokers = dict[int, Kind]


def _kinds(tile: Tile, jokers: Jokers) -> tuple[Kind, ...]:
    if tile.joker:
        return (jokers[tile.id],) if tile.id in jokers else ()
    return () if tile.kind is None else (tile.kind,)


def matches(cond: VpPer, tile: Tile, colony: bool, jokers: Jokers) -> bool:
    """Whether ``tile`` (a colony, else a development) meets one condition of a "?"."""
    if (cond.of == "colony" and not colony) or (cond.of == "development" and colony):
        return False
    if cond.military is not None and (not colony or tile.military != cond.military):
        return False
    if cond.kind is not None and cond.kind not in _kinds(tile, jokers):
        return False
    if cond.keyword is not None and cond.keyword not in tile.keywords:
        return False
    if cond.goods is not None and (not colony or tile.goods is not cond.goods):
        return False
    if cond.large is not None and tile.large != cond.large:
        return False
    return cond.act is None or any(p.act is cond.act for p in tile.powers)


def extra_vp(st: NfState, seat: int, tile: Tile, jokers: Jokers) -> int:
    """The VP of one "?": "darf jede Kolonie oder Entwicklung nur für eine dieser
    Bedingungen gewertet werden" (each for the best condition it meets)."""
    p = st.players[seat]
    total = 0
    for other, colony in [(c, True) for c in p.colonies] + [(d, False)
                                                           for d in p.developments]:
        t = st.t[other]
        best = max((c.vp for c in tile.vp_per if matches(c, t, colony, jokers)), default=0)
        total += best
    return total


def goal_amount(st: NfState, seat: int, goal: GoalTile, jokers: Jokers) -> int:
    """What a goal counts for ``seat``; "Gegenstände im Lager werden nicht berücksichtigt"
    except by the stockpile goals, which count only them."""
    p = st.players[seat]
    tiles = [st.t[x] for x in (*p.colonies, *p.developments)]
    count = goal.count
    if count is GoalCount.ACTIONS:
        return len({pw.act for t in tiles for pw in t.powers})
    if count is GoalCount.KEYWORDS:
        return len({k for t in tiles for k in t.keywords})
    if count is GoalCount.KINDS:
        return len({k for c in p.colonies for k in _kinds(st.t[c], jokers)})
    if count is GoalCount.COLONISTS:
        return p.colonists
    if count is GoalCount.CONSUME_POWERS:
        return sum(1 for t in tiles if any(pw.act is Act.CONSUME for pw in t.powers))
    if count is GoalCount.STORED_CREDITS:
        return p.stored_credits
    if count is GoalCount.STORED_GOODS:
        return len(p.stored_goods)
    return len(p.stored_worlds)


def goals_in_play(st: NfState) -> list[int]:
    """"Bei Spielende werden alle Ziele gewertet, die im Spiel sind" (revealed, or still
    face down before a player)."""
    hidden = [p.goal for p in st.players if p.goal is not None]
    return [*st.goals_open, *hidden]


def _score(st: NfState, seat: int, jokers: Jokers, joker: Kind | None) -> NfScore:
    p = st.players[seat]
    printed = sum(st.t[c].vp for c in p.colonies) + sum(st.t[d].vp for d in p.developments)
    extra = tuple((x, extra_vp(st, seat, st.t[x], jokers))
                  for x in (*p.colonies, *p.developments) if st.t[x].vp_per)
    goals = tuple((g, st.t.goals[g].vp_for(goal_amount(st, seat, st.t.goals[g], jokers)))
                  for g in goals_in_play(st))
    total = p.chips + printed + sum(v for _, v in extra) + sum(v for _, v in goals)
    return NfScore(total, p.chips, printed, extra, goals, len(p.goods) + p.credits, joker)


def score(st: NfState, seat: int) -> NfScore:
    """``seat``'s score now. "Wenn ein Spieler Alien Raffinerie Oortsche Wolke gesiedelt
    hat, muss er jetzt festlegen, als welche Art Welt sie bei der Wertung zählt": the kind
    that scores most (the first such kind on a tie)."""
    p = st.players[seat]
    jokers = [c for c in p.colonies if st.t[c].joker]
    if not jokers:
        return _score(st, seat, {}, None)
    best: NfScore | None = None
    for kind in KINDS:
        s = _score(st, seat, {j: kind for j in jokers}, kind)
        if best is None or s.total > best.total:
            best = s
    assert best is not None
    return best


def winners(scores: Sequence[NfScore]) -> list[int]:
    """"Der Spieler mit den meisten Siegpunkten gewinnt! Im Fall eines Gleichstands zählt
    jeder am Gleichstand beteiligte Spieler seine Gütersteine und Krediteinheiten. Der
    Spieler mit der größten Menge gewinnt. Herrscht immer noch ein Gleichstand, teilen
    sich die betreffenden Spieler den Sieg"."""
    top = max(s.total for s in scores)
    tied = [i for i, s in enumerate(scores) if s.total == top]
    best = max(scores[i].tiebreak for i in tied)
    return [i for i in tied if scores[i].tiebreak == best]
