"""Final scoring: printed VP, VP chips, goal VP and the bonuses of 6-cost developments.

Rulebook (base game, "Spielende"): "Jeder Spieler addiert die Siegpunkte auf seinen
Entwicklungs-Karten und auf den Welten in seiner Auslage, den Wert seiner Siegpunkt-Chips
und die Siegpunkte für die erfüllten Bedingungen auf den Entwicklungen mit den Kosten 6."
The Gathering Storm adds the VP of goal tiles and "3 Siegpunkte für Ziele" markers.

A 6-cost development scores each card of the tableau at most once, at the first of its
bonus lines the card meets ("Eine Karte darf für verschiedene Entwicklungen mit Kosten 6
gewertet werden, aber pro Entwicklung nur 1x."); the lines of a card are listed in
``Card.bonuses`` in the order that makes "andere ..." on the card come out right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from rftg.core.cards import Bonus, Card, Effect, Phase, Power

# The enum members read in this module's functions, read once (a member read off its
# class is a slow look-up in Python 3.11: EnumType has __getattr__).
_EFFECT_MILITARY: Final = Effect.MILITARY
_PHASE_CONSUME: Final = Phase.CONSUME
_PHASE_EXPLORE: Final = Phase.EXPLORE
_PHASE_SETTLE: Final = Phase.SETTLE


def _is_base_military(power: Power) -> bool:
    """A permanent, unconditional military power (``settle``/``military`` without filter)."""
    return (
        power.phase is _PHASE_SETTLE
        and power.effect is _EFFECT_MILITARY
        and power.kind is None
        and power.against is None
    )


def military_contributions(tableau: Sequence[Card]) -> list[tuple[str, int]]:
    """(card name, military) for every card adding to ``military_strength``, in order."""
    out: list[tuple[str, int]] = []
    for card in tableau:
        base = [p for p in card.powers if _is_base_military(p)]
        if base:
            out.append((card.name, sum(p.value("n") for p in base)))
    return out


def military_strength(tableau: Sequence[Card]) -> int:
    """Total military for New Galactic Order and the "Greatest Military" goal.

    "gesamte militärische Stärke (berücksichtige negative Werte, aber nicht spezialisierte
    militärische Stärke)": every unconditional +n/-n counts, negatives included; military
    only against a goods kind or against Rebels, discard-for-military (New Military
    Tactics) and military from hand cards (Space Mercenaries) do not.
    """
    return sum(n for _, n in military_contributions(tableau))


def _has_power(card: Card, power: str | None) -> bool:
    """Whether ``card`` has a power of the kind a bonus line asks for (None: any card)."""
    if power is None:
        return True
    if power == "explore":
        return any(p.phase is _PHASE_EXPLORE for p in card.powers)
    if power == "trade":
        return any(p.is_trade for p in card.powers)
    if power == "consume":
        # "Handeln-Fähigkeiten gelten für diese Bedingung nicht als Verbrauchen-Fähigkeit."
        return any(p.phase is _PHASE_CONSUME and not p.is_trade for p in card.powers)
    raise ValueError(f"unknown bonus power {power!r}")


def matches(bonus: Bonus, card: Card) -> bool:
    """Whether ``card`` meets a per-card bonus line (not ``military_strength``/``chips``)."""
    m = bonus.match
    if m == "production_world":
        return card.production and card.goods is bonus.kind
    if m == "windfall_world":
        return card.is_world and card.windfall and card.goods is bonus.kind
    if m == "military_world":
        return card.is_world and card.military and (
            bonus.keyword is None or card.has(bonus.keyword))
    if m == "card":
        return card.name == bonus.name
    if m == "keyword":
        return bonus.keyword is not None and card.has(bonus.keyword)
    if m == "development":
        return card.is_development and _has_power(card, bonus.power)
    if m == "world":
        return card.is_world and _has_power(card, bonus.power)
    if m == "six_cost_development":
        return card.is_development and card.cost == 6
    return False


class BonusHit(NamedTuple):
    """One reason a 6-cost development scores: a card (or the chips), its VP, the line.

    For a ``chips`` line ``card`` is None and ``amount`` is the VP in chips. For a
    ``military_strength`` line each card with (unconditional) military is one hit,
    ``amount`` its military and ``vp`` possibly negative; the development's bonus is then
    the sum, but never below 0 (see ``six_cost_bonus``). Otherwise ``amount`` is 1.
    """

    card: str | None
    vp: int
    bonus: Bonus
    amount: int = 1


class GoalScore(NamedTuple):
    """VP from one goal: its tile (3 or 5), a 3-VP marker got during the game (a "first"
    goal shared in the same phase) or at game end (a tie for a "most" goal)."""

    goal: str  # the goal's id (content/setup.toml)
    how: str  # "tile", "marker" or "tie"
    vp: int


@dataclass(frozen=True)
class ScoreBreakdown:
    """A player's final score and where each point comes from."""

    total: int
    chips: int
    goal_vp: int
    cards: dict[str, int] = field(default_factory=dict)  # printed VP, tableau order
    bonuses: dict[str, int] = field(default_factory=dict)  # 6-cost development -> VP
    details: dict[str, list[BonusHit]] = field(default_factory=dict)  # why, per development
    military: int = 0  # military_strength(tableau), shown with New Galactic Order
    goals: tuple[GoalScore, ...] = ()  # where goal_vp comes from

    @property
    def printed(self) -> int:
        return sum(self.cards.values())


def six_cost_bonus(development: Card, tableau: Sequence[Card],
                   chips: int) -> tuple[int, list[BonusHit]]:
    """The end-of-game bonus of one 6-cost development in ``tableau`` and its reasons.

    ``chips`` are the VP in chips only: "Siegpunkte für Ziele werden für Galaktische
    Renaissance nicht berücksichtigt."
    """
    hits: list[BonusHit] = []
    total = 0
    # Lines that score per card of the tableau: each card at its first matching line.
    per_card = [b for b in development.bonuses if b.match not in ("military_strength", "chips")]
    for card in tableau:
        for b in per_card:
            if matches(b, card):
                hits.append(BonusHit(card.name, b.vp, b))
                total += b.vp
                break
    for b in development.bonuses:
        if b.match == "chips":
            per = b.per or 1
            vp = b.vp * (max(chips, 0) // per)
            hits.append(BonusHit(None, vp, b, chips))
            total += vp
        elif b.match == "military_strength":
            strength = 0
            for name, n in military_contributions(tableau):
                hits.append(BonusHit(name, b.vp * n, b, n))
                strength += n
            # "gesamte militärische Stärke (berücksichtige negative Werte, ...)": the -1s
            # of Contact Specialist, Pan-Galactic League, Refugee World and Empath World
            # lower the total. A total below 0 scores 0, not minus: "Diese Entwicklungen
            # geben dem Spieler bei Spielende Siegpunkte für jede Karte in seiner Auslage,
            # die eine der auf der Entwicklung angegebenen Bedingungen erfüllt" -- a
            # 6-cost development gives VP, it never takes any away.
            total += b.vp * max(strength, 0)
    return total, hits


def score(tableau: Sequence[Card], chips: int, goal_vp: int = 0,
          goals: tuple[GoalScore, ...] = ()) -> ScoreBreakdown:
    """Final score of one tableau with ``chips`` VP in chips and ``goal_vp`` from goals
    (``goals``: where they come from; their sum is added when ``goal_vp`` is 0)."""
    if goals and not goal_vp:
        goal_vp = sum(g.vp for g in goals)
    cards: dict[str, int] = {}
    bonuses: dict[str, int] = {}
    details: dict[str, list[BonusHit]] = {}
    for card in tableau:
        cards[card.name] = cards.get(card.name, 0) + card.vp
        if card.bonuses:
            vp, hits = six_cost_bonus(card, tableau, chips)
            bonuses[card.name] = bonuses.get(card.name, 0) + vp
            details.setdefault(card.name, []).extend(hits)
    total = chips + sum(cards.values()) + sum(bonuses.values()) + goal_vp
    return ScoreBreakdown(total=total, chips=chips, goal_vp=goal_vp, cards=cards,
                          bonuses=bonuses, details=details,
                          military=military_strength(tableau), goals=goals)


def winners(scores: Sequence[tuple[int, int]]) -> list[int]:
    """Indices of the winner(s), given per player (total VP, hand cards + goods).

    "Der Spieler mit den meisten Punkten gewinnt. Bei einem Gleichstand gewinnt der an dem
    Gleichstand beteiligte Spieler, der insgesamt mehr Karten auf seiner Hand und Güter auf
    seinen Welten hat. Herrscht dabei ebenfalls Gleichstand, teilen sich die Spieler den
    Sieg!"
    """
    keys = [(int(vp), int(rest)) for vp, rest in scores]
    if not keys:
        return []
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]
