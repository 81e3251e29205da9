"""The consume planner: which good to sell, then which consume powers in which order with
which goods, for the most VP (then the most cards) in one Consume phase.

    position = ConsumePosition.from_names(
        ["Old Earth", "Free Trade Association", "New Vinland", "Space Port", "Comet Zone"],
        goods=["New Vinland", "Space Port", "Comet Zone"], hand=3, bonus={"double"})
    plan = plan_consume(position)
    plan.vp, plan.cards, [s.name for s in plan.steps]

The rules it plans with are the engine's (``rftg.core.rules.consume``: trade values, the
goods a power may take, what a step gains), the one legality source; the tests replay every
plan through the engine:

- A player who chose Trade sells one good first (trade value 2/3/4/5 plus every trade bonus
  that applies: any good, of a kind, from this world, per chromosome world).
- Then each consume power at most once, one at a time, in the order the player picks.
  "Jede Verbrauchen-Fähigkeit darf in jeder Phase Verbrauchen nur einmal genutzt werden."
- An "up to N" power takes as many matching goods as are left when it is used, at most N:
  "Wenn der Spieler eine solche Fähigkeit nutzt, muss er, wenn möglich, die verlangte
  Höchstzahl Güter verbrauchen." So the order matters (Free Trade Association / New Vinland).
- Exact powers take exactly their count (2 goods; 3 goods of different kinds); "consume all"
  takes every good left (vp * goods - 1); a trade power sells one good with or without the
  trade bonuses; discarding hand cards is optional and never doubled; draw powers draw.
- The player may stop only when no mandatory power can still be used.
- 2x VP doubles VP from goods only.

The model (CP-SAT, built in ``build_model``, solved in ``solve_model``):

- ``take[g,k]``: good g goes to power k; ``sell[g]``: good g is sold (exactly one if
  trading); each good leaves at most once (``gone[g]``).
- ``used[k]`` and ``pos[k]`` (all different, 1..K; the sale is position 0);
  ``gpos[g]`` = the position at which good g leaves, K+1 if it stays.
- Linear links that are tight in the LP: "up to N": used <= taken <= N * used; exact and
  different kinds: taken = N * used (different kinds: at most ``used`` per kind); trade
  power: taken = used; consume all: used <= taken.
- Order: for an "up to N" power k and each matching good g, ``used[k] -> take[g,k] or
  before[g,k] or full[k]`` with ``before[g,k] -> gpos[g] < pos[k]`` and ``full[k] -> k took
  N``; "consume all" the same without ``full``.
- Stopping: an unused mandatory power is unusable at the end ("up to" and consume all /
  trade: no matching good left; exact: fewer than N left; different kinds: fewer than N
  kinds left).
- Hand cards: a discard power discards at most the cards in hand at the start plus those
  drawn by the sale and by steps before it, less those discarded before it (cards won by
  Gambling World are not counted on).
- Symmetry: interchangeable goods (same kind, trade value and powers) leave in index
  order; identical powers run in index order.
- Objective: VP, then net cards (cards drawn minus hand cards discarded), as VP * M + net
  with M larger than the range of net; with ``card_value`` (what one card is worth in VP):
  VP + card_value * net cards, ties going to more VP.

Positions come from names (``from_names``, ``from_dict``: the CLI input) or from a game
(``from_game`` / ``from_observation``: only what that player may see).

Gambling World's gamble is independent of goods and hand: the plan uses it last and names
the cost (1-7) most frequent among the cards this player cannot see, with its probability.
Its possible card is not counted in ``cards``.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rftg.core.cards import (
    GOODS_EFFECTS,
    Card,
    Catalogue,
    Edition,
    Effect,
    GoodsKind,
    Phase,
    Power,
    catalogue,
)
from rftg.core.jsoninput import json_type
from rftg.core.rules.consume import GAMBLE_NUMBERS, consume_gain, goods_for
from rftg.core.rules.terms import Breakdown, Term
from rftg.solver.limits import NO_WALL_CLOCK, WORK

if TYPE_CHECKING:
    from rftg.core.decisions import Choice
    from rftg.core.observe import Observation
    from rftg.core.state import RaceGame

BONUSES = ("trade", "double")
SCALE = 1000  # fixed-point scale of card_value in the objective
CARD_VALUE_CAP = 1000.0
"""A card worth more than this many VP weighs as this much: more than all the VP of a
Consume phase, so cards come first, then VP, as with any larger value (1e308 overflowed
the fixed-point weight; 1e15 went past what the CP-SAT model takes)."""


def card_weight(card_value: float) -> int:
    """``card_value`` in the objective's fixed point (at most ``CARD_VALUE_CAP``)."""
    return round(SCALE * min(card_value, CARD_VALUE_CAP))


class PositionError(ValueError):
    """A consume position that cannot be (bad card name, good on a world without goods...)."""


class PlanError(RuntimeError):
    """The solver found no plan in the time limit (a legal plan always exists)."""


# --------------------------------------------------------------------------- position


@dataclass(frozen=True)
class ConsumePosition:
    """What one player knows at the start of (or during) their consume turn.

    ``goods`` are indices into ``tableau`` of the worlds holding a good (the goods themselves
    are face-down cards: only their worlds, hence their kinds, are known). ``used`` lists
    (tableau index, power index) of consume powers already used this phase. ``unseen`` counts
    the cards this player cannot see by cost/defence (index = cost), for Gambling World;
    ``can_draw`` says whether a card can still be drawn (deck or discard pile not empty).
    """

    tableau: tuple[Card, ...]
    goods: tuple[int, ...] = ()
    hand: int = 0
    bonus: frozenset[str] = frozenset()
    used: frozenset[tuple[int, int]] = frozenset()
    unseen: tuple[int, ...] = ()
    can_draw: bool = True

    def __post_init__(self) -> None:
        if self.hand < 0:
            raise PositionError(f"hand cannot be negative: {self.hand}")
        bad = sorted(set(self.bonus) - set(BONUSES))
        if bad:
            raise PositionError(f"unknown bonus {bad[0]!r} (known: trade, double)")
        if len(set(self.goods)) != len(self.goods):
            raise PositionError("a world holds at most one good")
        for i in self.goods:
            if not 0 <= i < len(self.tableau):
                raise PositionError(f"good on tableau index {i}: no such card")
            card = self.tableau[i]
            if not card.is_world or card.goods is None:
                raise PositionError(f"{card.name!r} is not a world that holds goods")
        object.__setattr__(self, "goods", tuple(sorted(self.goods)))

    # ---- constructors

    @classmethod
    def from_names(
        cls,
        tableau: Sequence[str | Card],
        goods: Sequence[str] = (),
        hand: int = 0,
        bonus: Collection[str] = (),
        *,
        edition: Edition | None = None,
        cat: Catalogue | None = None,
    ) -> ConsumePosition:
        """A position from card names (English or German) as in the CLI input.

        The gamble's unseen cards are the deck of ``edition`` (default: The Gathering Storm
        if a tableau card needs it, else the base game) less this tableau.
        """
        cat = cat or catalogue()
        cards: list[Card] = []
        for i, name in enumerate(tableau, 1):
            card = name if isinstance(name, Card) else cat.find(name)
            if card is None:
                close = cat.close_matches(str(name))
                raise _error("unknown_card", key="tableau", i=i, name=name,
                             hint=_did_you_mean(close))
            cards.append(card)
        if edition is None:
            edition = (Edition.BASE if all(c.copies_in(Edition.BASE) for c in cards)
                       else Edition.GS)
        for card in cards:
            n = sum(1 for c in cards if c.name == card.name)
            if n > 1 and (card.is_development or n > card.copies_in(edition)):
                raise _error("times_development" if card.is_development else "times_world",
                             name=_name(card), n=n)
            if card.copies_in(edition) == 0:
                raise _error("not_in_edition", name=_name(card), edition=edition.value)
        held: list[int] = []
        for name in goods:
            card = cat.find(name) if isinstance(name, str) else None
            if card is None:
                close = cat.close_matches(str(name))
                raise _error("good_unknown", name=name, hint=_did_you_mean(close))
            idx = next((i for i, c in enumerate(cards) if c.name == card.name and i not in held),
                       None)
            if idx is None:
                if any(c.name == card.name for c in cards):
                    raise _error("two_goods", name=_name(card))
                raise _error("good_not_in_tableau", name=_name(card))
            if not card.is_world or card.goods is None:
                raise _error("good_not_world", name=_name(card))
            held.append(idx)
        deck = Counter(c.cost for c in cat.cards(edition) for _ in range(c.copies_in(edition)))
        deck.subtract(c.cost for c in cards)
        return cls(tuple(cards), tuple(held), hand, frozenset(bonus),
                   unseen=_cost_table(deck))

    @classmethod
    def from_dict(cls, obj: object, cat: Catalogue | None = None) -> ConsumePosition:
        """A position from the CLI's JSON object: {"tableau": [card names], "goods": [worlds
        holding a good], "hand": number of hand cards, "bonus": subset of ["trade",
        "double"]}, optionally "edition": "base" or "gs" ("id" and other keys are ignored
        here). PositionError names the bad field and value."""
        if not isinstance(obj, dict):
            raise _error("not_object", type=json_type(obj), value=_show(obj))
        if "tableau" not in obj:
            raise _error("missing", key="tableau")
        tableau = _names(obj, "tableau")
        goods = _names(obj, "goods") if "goods" in obj else []
        hand = obj.get("hand", 0)
        if isinstance(hand, bool) or not isinstance(hand, int) or hand < 0:
            raise _error("hand", value=_show(hand))
        bonus = _names(obj, "bonus") if "bonus" in obj else []
        for b in bonus:
            if b not in BONUSES:
                raise _error("bonus_unknown", name=b)
        if len(set(bonus)) != len(bonus):
            raise _error("bonus_twice", value=_show(bonus))
        edition = None
        if "edition" in obj:
            if obj["edition"] not in ("base", "gs"):
                raise _error("edition", value=_show(obj["edition"]))
            edition = Edition(obj["edition"])
        return cls.from_names(tableau, goods, hand, frozenset(bonus), edition=edition, cat=cat)

    @classmethod
    def from_game(cls, game: RaceGame, seat: int) -> ConsumePosition:
        """The position of ``seat`` in ``game``: ``from_observation`` of that player's
        observation (the powers they have used this phase are public)."""
        from rftg.core.observe import observation

        return cls.from_observation(observation(game, seat))

    @classmethod
    def from_observation(cls, obs: Observation,
                         used: Collection[tuple[int, int]] | None = None) -> ConsumePosition:
        """The position of the observing player, from what they may see only.

        Their tableau, which of their worlds hold a good (never the goods' cards), their
        hand size, their actions; and, for the gamble, every card that is neither in a
        tableau nor in their hand. During the Consume phase, the consume powers already
        used (``obs.used``, or ``used``: (card id, power index)) and those that do not work
        yet (``obs.powers``) are left out, and the trade bonus counts only until the player
        has sold (their pending decision is then a consume step, not the sale).
        """
        from rftg.core.actions import Action, RacePhase
        from rftg.core.moves import DecisionKind

        me = obs.mine
        index = {cid: i for i, cid in enumerate(me.tableau)}
        in_consume = obs.phase is RacePhase.CONSUME
        spent = set(obs.used if used is None and in_consume else used or ())
        done = set(spent)
        if in_consume:  # cards whose powers do not work yet
            working = {(c, i) for c, i, _ in obs.powers(Phase.CONSUME)}
            done |= {(c, i) for c in me.tableau for i, pw in enumerate(obs.card(c).powers)
                     if pw.phase is Phase.CONSUME and (c, i) not in working}
        bonus = set()
        if Action.DOUBLE in me.actions:
            bonus.add("double")
        if Action.TRADE in me.actions:
            bonus.add("trade")
        if in_consume and (spent or (
                obs.decision is not None and obs.decision.kind is DecisionKind.CONSUME)):
            bonus.discard("trade")
        seen = {c for q in obs.players for c in q.tableau} | set(obs.hand) | set(obs.drawn)
        unseen = Counter(card.cost for c, card in enumerate(obs.cards) if c not in seen)
        return cls(
            tableau=tuple(obs.card(c) for c in me.tableau),
            goods=tuple(index[w] for w in me.goods),
            hand=me.hand_size,
            bonus=frozenset(bonus),
            used=frozenset((index[c], i) for c, i in done if c in index),
            unseen=_cost_table(unseen),
            can_draw=obs.deck_size + obs.discard_size > 0,
        )

    # ---- facts

    @property
    def multiplier(self) -> int:
        return 2 if "double" in self.bonus else 1

    def trade_value(self, world: int, with_bonuses: bool = True) -> int:
        """Cards for selling the good on tableau index ``world``: the rule's
        (``rftg.core.rules.consume.trade_value``), tableau indices standing for card ids."""
        from rftg.core.rules.consume import trade_value
        from rftg.core.rules.powers import active_powers

        every = range(len(self.tableau))
        powers = active_powers(self.tableau, every, every, Phase.CONSUME)
        return trade_value(world, self.tableau, powers, every, with_bonuses).total

    def gamble_odds(self) -> tuple[int, float]:
        """The number (1-7) most likely to match the top card, and that probability."""
        total = sum(self.unseen)
        best = max(GAMBLE_NUMBERS, key=lambda k: (self.unseen[k] if k < len(self.unseen)
                                                  else 0, -k))
        hits = self.unseen[best] if best < len(self.unseen) else 0
        return best, (hits / total if total else 0.0)

    def describe(self) -> str:
        held = ", ".join(self.tableau[i].name for i in self.goods) or "none"
        bonus = " and ".join(sorted(self.bonus)) or "no bonus"
        return f"goods on {held}; {self.hand} hand cards; {bonus}"


def _error(what: str, /, **values: object) -> PositionError:
    """A bad input's error, in the run's language ([input] of the ``hints`` catalogue)."""
    from rftg.solver.texts import t

    return PositionError(t(f"input.{what}", None, **values))


def _did_you_mean(close: Sequence[str]) -> str:
    """' (did you mean: A; B?)' for close names, '' for none."""
    from rftg.solver.texts import t

    return t("input.did_you_mean", None, names="; ".join(close)) if close else ""


def _name(card: Card) -> str:
    from rftg.core.text import card_name

    return card_name(card)


def _show(value: object, width: int = 60) -> str:
    """A value as JSON for a message, shortened."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def _names(obj: Mapping[str, object], key: str) -> list[str]:
    value = obj[key]
    if not isinstance(value, list):
        raise _error("names_list", key=key, value=_show(value))
    for i, v in enumerate(value, 1):
        if not isinstance(v, str):
            raise _error("names_entry", key=key, i=i, value=_show(v))
    return list(value)


def _cost_table(counts: Mapping[int, int]) -> tuple[int, ...]:
    top = max((k for k, v in counts.items() if v > 0), default=-1)
    return tuple(max(0, counts.get(k, 0)) for k in range(top + 1))


# --------------------------------------------------------------------------- analysis


@dataclass(frozen=True)
class ConsumePower:
    """One consume power of the position, as the planners see it (not the core's
    ``PowerRef`` tuple: this one knows its tableau index, goods and whether it must be
    used)."""

    card: int  # tableau index
    index: int  # power index on the card
    name: str
    power: Power
    matching: tuple[int, ...]  # positions in Analysis.goods this power may take
    mandatory: bool

    @property
    def effect(self) -> str:
        return self.power.effect

    @property
    def count(self) -> int:
        return self.power.value("count")


@dataclass(frozen=True)
class Analysis:
    """The facts both planners (CP-SAT and brute force) work from."""

    position: ConsumePosition
    goods: tuple[int, ...]  # tableau index per good
    kinds: tuple[GoodsKind, ...]
    sale_value: tuple[int, ...]  # trade value with bonuses, per good
    plain_value: tuple[int, ...]  # trade value without bonuses, per good
    powers: tuple[ConsumePower, ...]  # every consume power but the gambles
    gambles: tuple[ConsumePower, ...]
    trade: bool  # a sale comes first
    multiplier: int
    good_class: tuple[int, ...]  # goods of one class are interchangeable


def analyse(position: ConsumePosition) -> Analysis:
    """Goods, trade values and the usable consume powers of a position."""
    goods = position.goods
    kinds = tuple(_kind(position.tableau[w]) for w in goods)
    powers: list[ConsumePower] = []
    gambles: list[ConsumePower] = []
    for ci, card in enumerate(position.tableau):
        for pi, pw in enumerate(card.powers):
            if pw.phase is not Phase.CONSUME or pw.is_trade or (ci, pi) in position.used:
                continue
            if pw.effect is Effect.CONSUME or pw.effect is Effect.CONSUME_EXACT:
                may = set(goods_for(pw, ci, goods, position.tableau))
                matching = tuple(g for g, w in enumerate(goods) if w in may)
            elif pw.effect in GOODS_EFFECTS:
                matching = tuple(range(len(goods)))
            else:
                matching = ()
            ref = ConsumePower(ci, pi, card.name, pw, matching, not pw.is_optional)
            if pw.effect is Effect.GAMBLE:
                if position.can_draw:
                    gambles.append(ref)
            else:
                powers.append(ref)
    sale = tuple(position.trade_value(w) for w in goods)
    plain = tuple(position.trade_value(w, False) for w in goods)
    signature = [
        (kinds[g], sale[g], tuple(k for k, p in enumerate(powers) if g in p.matching))
        for g in range(len(goods))
    ]
    classes: dict[object, int] = {}
    good_class = tuple(classes.setdefault(s, len(classes)) for s in signature)
    return Analysis(position, goods, kinds, sale, plain, tuple(powers), tuple(gambles),
                    "trade" in position.bonus and bool(goods), position.multiplier, good_class)


PowerRef = ConsumePower  # the old name, until solver/bruteforce.py imports ConsumePower


def _kind(card: Card) -> GoodsKind:
    assert card.goods is not None
    return card.goods


# --------------------------------------------------------------------------- plan


@dataclass(frozen=True)
class Sale:
    world: int  # tableau index of the world whose good is sold
    name: str
    cards: int


@dataclass(frozen=True)
class Step:
    """One consume power used: with these goods (tableau indices) or hand cards."""

    card: int  # tableau index
    power: int  # power index on the card
    name: str
    effect: str
    goods: tuple[int, ...] = ()
    goods_names: tuple[str, ...] = ()
    discard: int = 0
    vp: int = 0
    cards: int = 0
    gamble: tuple[int, float] | None = None  # number named, probability of a hit

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"power": self.name, "goods": list(self.goods_names),
                               "discard": self.discard, "vp": self.vp, "cards": self.cards}
        if self.gamble is not None:
            out["number"] = self.gamble[0]
            out["probability"] = round(self.gamble[1], 4)
        return out

    def text(self, lang: str | None = None, tableau: Sequence[Card] | None = None) -> str:
        """'Free Trade Association: consume New Vinland -> 1 VP and 1 card', in ``lang``;
        ``tableau`` (the position's) names the cards in that language."""
        from rftg.solver.texts import name, percent, plural, points, t

        def named(i: int, fallback: str) -> str:
            return name(tableau[i], lang) if tableau is not None else fallback

        power = named(self.card, self.name)
        if self.gamble is not None:
            return t("plan.step_gamble", lang, power=power, k=self.gamble[0],
                     p=percent(self.gamble[1], lang))
        parts = []
        if self.goods_names:
            parts.append(t("plan.step_consume", lang, goods=", ".join(
                named(w, n) for w, n in zip(self.goods, self.goods_names, strict=True))))
        if self.discard:
            parts.append(plural("plan.step_discard", self.discard, lang))
        if self.effect is Effect.DRAW:
            parts.append(t("plan.step_draw", lang))
        gain = [points(self.vp, None, lang)] if self.vp else []
        if self.cards:
            gain.append(plural("word.cards", self.cards, lang))
        return t("plan.step", lang, power=power,
                 what=", ".join(parts) or t("plan.step_use", lang),
                 gain=t("word.and", lang).join(gain) or t("word.nothing", lang))


DiscardPicker = Callable[[Sequence[int], int], Sequence[int]]


@dataclass(frozen=True)
class ConsumePlan:
    """The best sequence found: the sale (if trading), then the steps in order.

    ``cards`` counts every card drawn (the sale included); ``discarded`` the hand cards
    discarded for VP. ``status`` is "optimal" when the solver proved it.
    """

    vp: int
    cards: int
    trade: Sale | None
    steps: tuple[Step, ...]
    solve_ms: float = 0.0
    status: str = "optimal"
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def discarded(self) -> int:
        return sum(s.discard for s in self.steps)

    @property
    def net_cards(self) -> int:
        return self.cards - self.discarded

    def key(self, card_value: float | None = None) -> tuple[int, int]:
        return objective_key(self.vp, self.net_cards, card_value)

    def to_json(self, id_: Any = None) -> dict[str, Any]:
        return {
            "id": id_, "vp": self.vp, "cards": self.cards,
            "trade": (None if self.trade is None
                      else {"world": self.trade.name, "cards": self.trade.cards}),
            "steps": [s.to_json() for s in self.steps],
            "solve_ms": round(self.solve_ms, 3),
        }

    def text(self, lang: str | None = None, tableau: Sequence[Card] | None = None) -> str:
        """The plan readably, one step a line, in ``lang``; ``tableau`` (the position's)
        names the cards in that language."""
        from rftg.solver.texts import name, num, plural, points, t

        head = t("plan.consume_head", lang, vp=points(self.vp, None, lang),
                 cards=plural("word.cards", self.cards, lang))
        if self.discarded:
            head += plural("plan.consume_discarded", self.discarded, lang)
        lines = [head + t("plan.consume_solved", lang, ms=num(self.solve_ms, 1, lang))]
        n = 0
        if self.trade is not None:
            n += 1
            world = (name(tableau[self.trade.world], lang) if tableau is not None
                     else self.trade.name)
            lines.append(f"  {n}. " + t("plan.consume_trade", lang, world=world,
                                       n=self.trade.cards))
        for s in self.steps:
            n += 1
            lines.append(f"  {n}. {s.text(lang, tableau)}")
        if n == 0:
            lines.append("  " + t("plan.consume_nothing", lang))
        return "\n".join(lines)

    # ---- replay through the engine

    def iter_choices(self, game: RaceGame, seat: int,
                     discard: DiscardPicker | None = None) -> Iterator[Choice]:
        """The engine choices of this plan, one at a time.

        Lazy: the choice for a discard step names hand cards as they are when it is
        produced, so answer each choice (``game.choose``) before asking for the next.
        Tableau indices are those of ``game.state.players[seat].tableau``. ``discard(hand, n)``
        picks the hand cards to discard (default: the first n).
        """
        from rftg.core.decisions import Choice
        from rftg.core.moves import Sell, Stop, UsePower

        p = game.state.players[seat]
        ids = list(p.tableau)
        if self.trade is not None:
            yield Choice(Sell(ids[self.trade.world]))
        for s in self.steps:
            if s.gamble is not None:
                yield Choice(UsePower(ids[s.card], s.power, number=s.gamble[0]))
            elif s.discard:
                picked = (discard or _first)(list(p.hand), s.discard)
                yield Choice(UsePower(ids[s.card], s.power), tuple(picked))
            else:
                yield Choice(UsePower(ids[s.card], s.power), tuple(ids[w] for w in s.goods))
        asked = [d for d in game.pending() if d.player == seat]
        if asked and asked[0].option(Stop()) is not None:
            yield Choice(Stop())

    def replay(self, game: RaceGame, seat: int, discard: DiscardPicker | None = None) -> None:
        """Play this plan through the engine (IllegalChoice if the engine refuses a step)."""
        for choice in self.iter_choices(game, seat, discard):
            game.choose(seat, choice)


def _first(hand: Sequence[int], n: int) -> Sequence[int]:
    return hand[:n]


def objective_key(vp: int, net_cards: int, card_value: float | None) -> tuple[int, int]:
    """What both planners maximise: (VP, net cards), or (weighted value, VP)."""
    if card_value is None:
        return vp, net_cards
    return SCALE * vp + card_weight(card_value) * net_cards, vp


# --------------------------------------------------------------------------- CP-SAT model


@dataclass
class _Model:
    model: Any
    analysis: Analysis
    sell: list[Any]
    take: dict[tuple[int, int], Any]
    used: list[Any]
    pos: list[Any]
    discard: dict[int, Any]
    objective_terms: tuple[Any, Any]  # vp expression, net cards expression


def build_model(an: Analysis, card_value: float | None = None) -> _Model:
    """The CP-SAT model of one consume turn (see the module docstring)."""
    from ortools.sat.python import cp_model

    m = cp_model.CpModel()
    ng, powers = len(an.goods), an.powers
    nk = len(powers)
    never = nk + 1
    mult = an.multiplier

    sell = [m.new_bool_var(f"sell[{g}]") for g in range(ng)] if an.trade else []
    if sell:
        m.add_exactly_one(sell)
    take: dict[tuple[int, int], Any] = {}
    for k, pw in enumerate(powers):
        for g in pw.matching:
            take[g, k] = m.new_bool_var(f"take[{g},{k}]")
    by_good: list[list[tuple[int, Any]]] = [[] for _ in range(ng)]
    for (g, k), v in take.items():
        by_good[g].append((k, v))
    gone = []
    for g in range(ng):
        c = m.new_bool_var(f"gone[{g}]")
        terms = [v for _, v in by_good[g]] + ([sell[g]] if sell else [])
        m.add(sum(terms) == c)
        gone.append(c)

    used = [m.new_bool_var(f"used[{k}]") for k in range(nk)]
    pos = [m.new_int_var(1, max(1, nk), f"pos[{k}]") for k in range(nk)]
    if nk > 1:
        m.add_all_different(pos)
    ordered = any(p.effect is Effect.CONSUME or p.effect is Effect.CONSUME_ALL for p in powers)
    gpos = []
    if ordered:
        for g in range(ng):
            v = m.new_int_var(0, never, f"gpos[{g}]")
            if sell:
                m.add(v == 0).only_enforce_if(sell[g])
            for k, t in by_good[g]:
                m.add(v == pos[k]).only_enforce_if(t)
            m.add(v == never).only_enforce_if(~gone[g])
            gpos.append(v)
        # interchangeable goods leave in order
        last: dict[int, int] = {}
        for g in range(ng):
            cl = an.good_class[g]
            if cl in last:
                m.add(gpos[last[cl]] <= gpos[g])
            last[cl] = g

    def left_before(g: int, k: int) -> Any:
        b = m.new_bool_var(f"before[{g},{k}]")
        m.add(gpos[g] + 1 <= pos[k]).only_enforce_if(b)
        return b

    vp_terms: list[Any] = []
    card_terms: list[Any] = []
    drawn: dict[int, tuple[Any, int]] = {}  # power -> (cards expression, upper bound)
    discard: dict[int, Any] = {}
    for k, pw in enumerate(powers):
        e, u = pw.effect, used[k]
        taken = [take[g, k] for g in pw.matching]
        t = sum(taken)
        n = pw.count
        vp, cards = pw.power.value("vp"), pw.power.value("cards")
        if e in GOODS_EFFECTS and not taken:
            m.add(u == 0)
            continue
        # linear links between "used" and the goods taken (tight in the LP relaxation)
        if e is Effect.CONSUME:
            m.add(t >= u)
            m.add(t <= n * u)
            full = None
            if len(taken) >= n:
                full = m.new_bool_var(f"full[{k}]")
                m.add(t == n).only_enforce_if(full)
            for g in pw.matching:
                clause = [~u, take[g, k], left_before(g, k)]
                m.add_bool_or(clause + ([full] if full is not None else []))
            if pw.mandatory:
                for g in pw.matching:
                    m.add_implication(~u, gone[g])
            vp_terms.append(vp * mult * t)
            if cards:
                drawn[k] = (cards * t, cards * min(n, len(taken)))
        elif e is Effect.CONSUME_EXACT:
            m.add(t == n * u)
            if pw.mandatory:
                m.add(sum(1 - gone[g] for g in pw.matching) <= n - 1).only_enforce_if(~u)
            vp_terms.append(vp * mult * u)
            if cards:
                drawn[k] = (cards * u, cards)
        elif e is Effect.CONSUME_DISTINCT:
            m.add(t == n * u)
            for kind in set(an.kinds):
                m.add(sum(take[g, k] for g in pw.matching if an.kinds[g] is kind) <= u)
            if pw.mandatory:
                left = []
                for kind in set(an.kinds):
                    r = m.new_bool_var(f"left[{kind.value},{k}]")
                    for g in range(ng):
                        if an.kinds[g] is kind:
                            m.add_implication(~gone[g], r)
                    left.append(r)
                m.add(sum(left) <= n - 1).only_enforce_if(~u)
            vp_terms.append(vp * mult * u)
            if cards:
                drawn[k] = (cards * u, cards)
        elif e is Effect.CONSUME_ALL:
            m.add(t >= u)
            m.add(t <= len(taken) * u)
            for g in pw.matching:
                m.add_bool_or([~u, take[g, k], left_before(g, k)])
            if pw.mandatory:
                for g in pw.matching:
                    m.add_implication(~u, gone[g])
            if vp:
                vp_terms.append(mult * (vp * t - u))
        elif e is Effect.TRADE:
            m.add(t == u)
            if pw.mandatory:
                for g in pw.matching:
                    m.add_implication(~u, gone[g])
            values = an.sale_value if pw.power.bonuses else an.plain_value
            drawn[k] = (sum(values[g] * take[g, k] for g in pw.matching),
                        max(values[g] for g in pw.matching))
        elif e is Effect.DISCARD_HAND:
            d = m.new_int_var(0, n, f"discard[{k}]")
            m.add(d >= u)
            m.add(d <= n * u)
            discard[k] = d
            vp_terms.append(vp * d)
        elif e is Effect.DRAW:
            if pw.power.value("n") > 0 or pw.mandatory:
                m.add(u == 1)
            drawn[k] = (pw.power.value("n") * u, pw.power.value("n"))
        else:  # pragma: no cover - gambles are planned outside the model
            raise AssertionError(e)
        card_terms.append(drawn[k][0] if k in drawn else 0)

    sale_cards = sum(an.sale_value[g] * sell[g] for g in range(ng)) if sell else 0
    if discard:
        _hand_constraints(m, an, pos, used, drawn, discard, sale_cards)
    # identical powers (same card design, same matching goods) run in a fixed order
    seen: dict[object, int] = {}
    for k, pw in enumerate(powers):
        sig = (pw.power, pw.matching, pw.mandatory)
        if sig in seen:
            m.add(pos[seen[sig]] < pos[k])
        seen[sig] = k

    vp_expr = sum(vp_terms)
    net_expr = sale_cards + sum(card_terms) - sum(discard.values())
    max_net = max(an.sale_value, default=0) + sum(b for _, b in drawn.values())
    min_net = -sum(p.count for p in powers if p.effect is Effect.DISCARD_HAND)
    max_vp = sum(max(1, p.power.value("vp")) * (p.count or 1) * mult * max(1, len(p.matching))
                 for p in powers) + 1
    if card_value is None:
        m.maximize(vp_expr * (max_net - min_net + 1) + net_expr)
    else:
        weighted = SCALE * vp_expr + card_weight(card_value) * net_expr
        m.maximize(weighted * max_vp + vp_expr)
    return _Model(m, an, sell, take, used, pos, discard, (vp_expr, net_expr))


def _hand_constraints(m: Any, an: Analysis, pos: list[Any], used: list[Any],
                      drawn: Mapping[int, tuple[Any, int]], discard: Mapping[int, Any],
                      sale_cards: Any) -> None:
    """A discard step discards at most the cards in hand when it runs: the hand at the
    start, plus the sale, plus cards drawn before, less cards discarded before."""
    hand0 = an.position.hand
    card_var: dict[int, Any] = {}
    for j, (expr, ub) in drawn.items():
        v = m.new_int_var(0, ub, f"drawn[{j}]")
        m.add(v == expr)
        card_var[j] = v
    total_drawn = sale_cards + sum(card_var.values())
    for k, d in discard.items():
        avail: list[Any] = []
        for j, v in card_var.items():
            before = m.new_bool_var(f"order[{j},{k}]")
            m.add(pos[j] + 1 <= pos[k]).only_enforce_if(before)
            got = m.new_int_var(0, drawn[j][1], f"drawn_before[{j},{k}]")
            m.add(got <= v)
            m.add(got == 0).only_enforce_if(~before)
            avail.append(got)
        for j, dj in discard.items():
            if j == k:
                continue
            before = m.new_bool_var(f"order[{j},{k}]")
            m.add(pos[j] + 1 <= pos[k]).only_enforce_if(before)
            m.add(pos[k] + 1 <= pos[j]).only_enforce_if(~before)
            lost = m.new_int_var(0, an.powers[j].count, f"discarded_before[{j},{k}]")
            m.add(lost >= dj).only_enforce_if(before)
            avail.append(-lost)
        m.add(d <= hand0 + sale_cards + sum(avail))
        if an.powers[k].mandatory:
            end = hand0 + total_drawn - sum(discard.values())
            m.add(end <= 0).only_enforce_if(~used[k])


def solve_model(mm: _Model, time_limit: float = NO_WALL_CLOCK, workers: int = 1,
                deterministic_time: float = WORK) -> ConsumePlan:
    """Solve a built model and read the plan (only after OPTIMAL or FEASIBLE). The search
    is bounded by deterministic work (see ``solver/limits.py``) and, if given, seconds."""
    from ortools.sat.python import cp_model

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = time_limit
    solver.parameters.max_deterministic_time = deterministic_time
    solver.parameters.random_seed = 0
    solver.parameters.num_workers = workers
    # CP-SAT's presolve, probing and symmetry detection cost more than they save on these
    # small models (measured: with presolve the realistic set is 5x slower and the stress
    # set misses its 0.5 s; without probing both are a third faster). The LP relaxation
    # (linearization level 1, the default) gives the bounds: keep it.
    solver.parameters.cp_model_presolve = False
    solver.parameters.cp_model_probing_level = 0
    solver.parameters.symmetry_level = 0
    status = solver.solve(mm.model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise PlanError(f"no consume plan found ({solver.status_name(status)}) for "
                        f"{mm.analysis.position.describe()}")
    an = mm.analysis
    pos = an.position
    trade = None
    for g, v in enumerate(mm.sell):
        if solver.boolean_value(v):
            w = an.goods[g]
            trade = Sale(w, pos.tableau[w].name, an.sale_value[g])
    order = sorted((solver.value(mm.pos[k]), k) for k in range(len(an.powers))
                   if solver.boolean_value(mm.used[k]))
    steps = []
    for _, k in order:
        taken = tuple(g for g in an.powers[k].matching if solver.boolean_value(mm.take[g, k]))
        d = solver.value(mm.discard[k]) if k in mm.discard else 0
        steps.append(make_step(an, an.powers[k], taken, d))
    steps += [gamble_step(an, g) for g in an.gambles]
    return finish_plan(an, trade, steps, "optimal" if status == cp_model.OPTIMAL else "feasible")


def make_step(an: Analysis, pw: ConsumePower, taken: Sequence[int], discard: int = 0) -> Step:
    """A step with its VP and cards, counted by the rule (``consume_gain``; ``taken`` are
    positions in ``an.goods``)."""
    e = pw.effect
    sale = None
    if e is Effect.TRADE:
        value = (an.sale_value if pw.power.bonuses else an.plain_value)[taken[0]]
        sale = Breakdown((Term("trade", value),))
    gain = consume_gain(pw.power, discard if e is Effect.DISCARD_HAND else len(taken),
                        an.multiplier == 2, sale)
    worlds = tuple(an.goods[g] for g in taken)
    return Step(pw.card, pw.index, pw.name, e, worlds,
                tuple(an.position.tableau[w].name for w in worlds), discard,
                gain.vp.total, gain.cards.total)


def gamble_step(an: Analysis, pw: ConsumePower) -> Step:
    return Step(pw.card, pw.index, pw.name, "gamble", gamble=an.position.gamble_odds())


def finish_plan(an: Analysis, trade: Sale | None, steps: Sequence[Step], status: str,
                solve_ms: float = 0.0) -> ConsumePlan:
    vp = sum(s.vp for s in steps)
    cards = (trade.cards if trade else 0) + sum(s.cards for s in steps)
    return ConsumePlan(vp, cards, trade, tuple(steps), solve_ms, status)


def plan_consume(position: ConsumePosition, card_value: float | None = None, *,
                 time_limit: float = NO_WALL_CLOCK, workers: int = 1,
                 deterministic_time: float = WORK) -> ConsumePlan:
    """The plan with the most VP, then the most cards (or VP + card_value * cards).

    ``card_value`` is what one card is worth in VP (e.g. 0.5: two cards make a VP); cards
    are counted net of hand cards discarded. ``solve_ms`` is the time spent building and
    solving the model.
    """
    if card_value is not None and card_value < 0:
        raise ValueError(f"card_value cannot be negative: {card_value}")
    from ortools.sat.python import cp_model  # noqa: F401  (imported once, not timed)

    start = time.perf_counter()
    an = analyse(position)
    plan = solve_model(build_model(an, card_value), time_limit, workers, deterministic_time)
    ms = (time.perf_counter() - start) * 1000
    return ConsumePlan(plan.vp, plan.cards, plan.trade, plan.steps, ms, plan.status)
