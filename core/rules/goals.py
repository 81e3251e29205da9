"""The Gathering Storm's goals ("Ziele"): each goal's count, who takes or keeps a tile at a
check, the 3-VP markers, and each player's goal VP.

Rulebook (001_4952ea3bc26b448d.txt, "Ziele"):
- "Erster..." goals: 3 VP, "nur einmal im ganzen Spiel vergeben ... Die Spieler können
  diese Plättchen nicht mehr verlieren. ... Erfüllen mehrere Spieler die Bedingung in
  derselben Phase, erhält einer von ihnen das Plättchen und die anderen erhalten jeweils
  eine Marke „3 Siegpunkte für Ziele“."
- "Die meisten..." goals: 5 VP, held by the player who meets the condition best; lost back
  to the middle when the holder no longer meets it, taken by a rival who exceeds the
  holder's value; "Falls mehrere Spieler die Bedingung in derselben Phase erfüllen
  und/oder um denselben Wert übertreffen, erhält keiner von ihnen das Plättchen". At game
  end each player in a tie for the best value who does not hold the tile gets a 3-VP
  marker.

The functions here are pure: the engine's goal checks, the score, the observation's
progress, the tutor and the players all call them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rftg.core.cards import Card, Goal, GoalCondition, GoodsKind, Keyword, Phase
from rftg.core.rules.terms import Breakdown, Term
from rftg.core.scoring import GoalScore, military_contributions

MARKER_VP = 3  # a marker "3 Siegpunkte für Ziele"

# "über mindestens eine Fähigkeit in jeder Phase (einschließlich Handeln)": the five phases
# with Consume split into trade ($) and other consume powers. A trade power counts as
# Trade only (as for the 6-cost bonuses: "Handeln-Fähigkeiten gelten ... nicht als
# Verbrauchen-Fähigkeit").
POWER_SLOTS = ("explore", "develop", "settle", "trade", "consume", "produce")


def power_slots(card: Card) -> frozenset[str]:
    """The slots of Innovation Leader that ``card``'s powers fill."""
    out: set[str] = set()
    for pw in card.powers:
        if pw.phase is Phase.CONSUME:
            out.add("trade" if pw.is_trade else "consume")
        else:
            out.add(pw.phase.value)
    return frozenset(out)


def goal_value(goal: Goal, tableau: Sequence[int], cards: Sequence[Card], chips: int,
               discarded: int = 0) -> Breakdown:
    """The count ``goal`` compares with its minimum, for one player: ``tableau`` (card ids),
    ``chips`` (VP in chips, goal VP excluded) and ``discarded`` (cards discarded at the end
    of the round, for Budget Surplus). Each term names the card it comes from."""
    c = goal.condition
    terms: list[Term] = []
    if c is GoalCondition.CHIPS:
        terms.append(Term("goal_chips", chips))
    elif c is GoalCondition.DISCARDED_AT_ROUND_END:
        terms.append(Term("goal_discarded", discarded))
    elif c is GoalCondition.POWER_IN_EVERY_PHASE:
        seen: set[str] = set()
        for cid in tableau:
            for slot in sorted(power_slots(cards[cid]) - seen, key=POWER_SLOTS.index):
                seen.add(slot)
                terms.append(Term(f"goal_slot_{slot}", 1, cid))
    elif c is GoalCondition.ALL_GOODS_KINDS:
        kinds: set[GoodsKind] = set()
        for cid in tableau:
            kind = cards[cid].goods
            if cards[cid].is_world and kind is not None and kind not in kinds:
                kinds.add(kind)
                terms.append(Term(f"goal_kind_{kind.value}", 1, cid))
    elif c is GoalCondition.MILITARY:
        by_name = dict(military_contributions([cards[cid] for cid in tableau]))
        for cid in tableau:
            n = by_name.get(cards[cid].name)
            if n:
                terms.append(Term("goal_military", n, cid))
    else:
        terms.extend(Term("goal_card", 1, cid) for cid in tableau if _counts(c, cards[cid]))
    return Breakdown(tuple(terms))


def _counts(condition: GoalCondition, card: Card) -> bool:
    if condition is GoalCondition.SIX_COST_DEVELOPMENTS:
        return card.is_development and card.cost == 6
    if condition is GoalCondition.ALIEN_CARDS:
        return card.has(Keyword.ALIEN)
    if condition is GoalCondition.PRODUCTION_WORLDS:
        return card.production
    if condition is GoalCondition.DEVELOPMENTS:
        return card.is_development
    if condition is GoalCondition.NOVELTY_RARE_WORLDS:
        return card.is_world and card.goods in (GoodsKind.NOVELTY, GoodsKind.RARE)
    raise ValueError(f"unknown goal condition {condition.value!r}")


@dataclass(frozen=True, slots=True)
class GoalTile:
    """A goal in play: who holds its tile (None: in the middle) and who got a 3-VP marker
    for it during the game (a "first" goal met by several players in the same phase)."""

    goal: Goal
    holder: int | None = None
    markers: tuple[int, ...] = ()

    @property
    def claimed(self) -> bool:
        """A "first" goal is given out once: claimed for the rest of the game."""
        return self.goal.type == "first" and self.holder is not None


def checked_at(goal: Goal, when: str) -> bool:
    """Whether ``goal`` is checked at the end of ``when``: a phase's name ("develop") or
    "round" (the end of the round). A goal is checked at the end of the phases that can
    change its count, Budget Surplus at the end of the round."""
    if goal.check == "round":
        return when == "round"
    return any(ph.value == when for ph in goal.phases)


def check_goal(tile: GoalTile, values: Sequence[int], order: Sequence[int]) -> GoalTile:
    """``tile`` after a check with the players' counts ``values`` (``order``: player
    order, for a "first" goal met by several players at once)."""
    if tile.goal.type == "first":
        return check_first(tile, values, order)
    return check_most(tile, values)


def check_first(tile: GoalTile, values: Sequence[int], order: Sequence[int]) -> GoalTile:
    """A "first" goal at a check: if not yet claimed, the players meeting it now share it:
    the first of them in player order takes the tile, each other gets a 3-VP marker."""
    if tile.claimed:
        return tile
    meeting = [s for s in order if values[s] >= tile.goal.minimum]
    if not meeting:
        return tile
    return GoalTile(tile.goal, meeting[0], tuple(meeting[1:]))


def check_most(tile: GoalTile, values: Sequence[int]) -> GoalTile:
    """A "most" goal at a check: the holder loses it when below the minimum; a rival takes
    it by exceeding the holder (or, from the middle, by being the only best); several
    players sharing the best value take it from nobody and leave it in the middle."""
    minimum = tile.goal.minimum
    holder = tile.holder
    if holder is not None and values[holder] < minimum:
        holder = None  # "Erfüllt er die Bedingung nicht mehr, ... zurück in die Mitte"
    qualified = [s for s, v in enumerate(values) if v >= minimum]
    if not qualified:
        return GoalTile(tile.goal, None, tile.markers)
    best = max(values[s] for s in qualified)
    if holder is not None and best <= values[holder]:
        return GoalTile(tile.goal, holder, tile.markers)  # nobody exceeds the holder
    top = [s for s in qualified if values[s] == best]
    return GoalTile(tile.goal, top[0] if len(top) == 1 else None, tile.markers)


def end_ties(tile: GoalTile, values: Sequence[int]) -> tuple[int, ...]:
    """At game end, the players tied for the best value of a "most" goal (at least its
    minimum) who do not hold the tile: each gets a 3-VP marker."""
    if tile.goal.type != "most":
        return ()
    qualified = [s for s, v in enumerate(values) if v >= tile.goal.minimum]
    if not qualified:
        return ()
    best = max(values[s] for s in qualified)
    top = [s for s in qualified if values[s] == best]
    if len(top) < 2:
        return ()
    return tuple(s for s in top if s != tile.holder)


def goal_scores(tiles: Sequence[GoalTile], seat: int, values: Sequence[Sequence[int]],
                final: bool) -> tuple[GoalScore, ...]:
    """``seat``'s goal VP, one entry per tile or marker; ``values[i]`` are the players'
    counts for ``tiles[i]`` (used for the ties at game end, when ``final``)."""
    out: list[GoalScore] = []
    for tile, vals in zip(tiles, values, strict=True):
        if tile.holder == seat:
            out.append(GoalScore(tile.goal.id, "tile", tile.goal.vp))
        if seat in tile.markers:
            out.append(GoalScore(tile.goal.id, "marker", MARKER_VP))
        if final and seat in end_ties(tile, vals):
            out.append(GoalScore(tile.goal.id, "tie", MARKER_VP))
    return tuple(out)


def scores_now(tiles: Sequence[GoalTile], seat: int, tableaux: Sequence[Sequence[int]],
               chips: Sequence[int], cards: Sequence[Card],
               final: bool) -> tuple[GoalScore, ...]:
    """``seat``'s goal VP from the players' tableaux and chips (``final``: with the ties
    of the "most" goals at game end). The counts of "first" goals do not matter once
    given out, so Budget Surplus needs no discard count here."""
    values = [[goal_value(t.goal, tab, cards, ch).total for tab, ch in zip(tableaux, chips,
                                                                           strict=True)]
              if t.goal.type == "most" else [0] * len(tableaux) for t in tiles]
    return goal_scores(tiles, seat, values, final)


@dataclass(frozen=True, slots=True)
class GoalProgress:
    """One player's standing on one goal: the count, the minimum, whether the player holds
    the tile or a marker, and whether the goal is still open to the player."""

    goal: Goal
    value: Breakdown
    holds: bool
    marker: bool
    open: bool  # a "first" goal not yet claimed, or any "most" goal

    @property
    def missing(self) -> int:
        return max(self.goal.minimum - self.value.total, 0)


def goal_progress(tile: GoalTile, seat: int, tableau: Sequence[int], cards: Sequence[Card],
                  chips: int, over_limit: int = 0) -> GoalProgress:
    """``seat``'s progress on ``tile`` (``over_limit``: the cards it would discard at the
    end of the round now, for Budget Surplus)."""
    value = goal_value(tile.goal, tableau, cards, chips, over_limit)
    return GoalProgress(tile.goal, value, tile.holder == seat, seat in tile.markers,
                        not tile.claimed)
