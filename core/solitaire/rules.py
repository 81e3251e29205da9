"""The robot's rules as pure functions: where the dice go, which phases run, what the robot
does in each (action or reaction), its limits, the token, the search, scoring and the tie.

The engine's solitaire steps (``rftg.core.solitaire.phases``), the observation, the tutor
and the tests all call these; each rule is here once. Quotes are from the rulebook's
"Das Solitär-Spiel" section (The Gathering Storm).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import NamedTuple

from rftg.core.actions import Action
from rftg.core.cards import Card
from rftg.core.scoring import ScoreBreakdown
from rftg.core.solitaire.table import Face

ROBOT_SEAT = 1
"""The robot's index in the scores and the winners (the player is seat 0)."""


class SolitaireEnd(StrEnum):
    """How the solitaire game ends besides Race for the Galaxy's own endings."""

    ROBOT_TABLEAU = "robot_tableau"  # the robot has 12 cards (its tokens count)


class Field(StrEnum):
    """A field of the dice row on the robot's board, left to right."""

    EXPLORE1 = "explore1"
    EXPLORE2 = "explore2"
    DEVELOP1 = "develop1"
    DEVELOP2 = "develop2"
    SETTLE1 = "settle1"
    SETTLE2 = "settle2"
    TRADE = "trade"
    DOUBLE = "double"
    PRODUCE = "produce"


ROW = tuple(Field)
TWO_FIELDS: dict[Face, tuple[Field, Field]] = {
    Face.EXPLORE: (Field.EXPLORE1, Field.EXPLORE2),
    Face.DEVELOP: (Field.DEVELOP1, Field.DEVELOP2),
    Face.SETTLE: (Field.SETTLE1, Field.SETTLE2),
}
ONE_FIELD: dict[Face, Field] = {Face.TRADE: Field.TRADE, Face.DOUBLE: Field.DOUBLE,
                                Face.PRODUCE: Field.PRODUCE}
PHASE_OF: dict[Field, str] = {
    Field.EXPLORE1: "explore", Field.EXPLORE2: "explore",
    Field.DEVELOP1: "develop", Field.DEVELOP2: "develop",
    Field.SETTLE1: "settle", Field.SETTLE2: "settle",
    Field.TRADE: "consume", Field.DOUBLE: "consume", Field.PRODUCE: "produce",
}
PHASES = ("explore", "develop", "settle", "consume", "produce")

# the numbers of the robot's board that the rulebook prints
EXPLORE_DRAW = 1  # "Der Roboter zieht 1 Karte und erhöht sein Guthaben um 1."
EXPLORE_BOTH_DRAW = 3  # "Falls er beide Erkunden Aktionen macht, zieht er 3 Karten"
EXPLORE_CREDIT = 1
EXPLORE_REACTION_DRAW = 1  # "Der Roboter zieht 1 Karte, selbst wenn ... beide"
TOKEN_COST_ACTION = 2  # "Guthaben von 2 oder mehr verfügt (3 oder mehr bei der Reaktion)"
TOKEN_COST_REACTION = 3
DEVELOP_DRAW = 1  # "Der Roboter zieht eine Karte."
SIX_COST = 6
SIX_COST_CREDIT = 1  # "muss er sein Guthaben um 1 verringern"
REACTION_CREDIT = 1  # "verringert sein Guthaben um 1"
SETTLE_DRAW = 3  # "Er zieht 3 Karten"
SETTLE_REACTION_DRAW = 2  # "zieht er 2 Karten"
TRADE_CREDIT = 2  # "Der Roboter erhöht sein Guthaben um 2"
ECONOMY_STEP = 1  # "erhöht er ... seine Wirtschaftskraft um 1"; Produce: "um 1 erhöht"
TABLEAU_END = 12  # "12 Karten oder mehr in seiner Auslage"
VP_CHIPS = 24  # "24 Siegpunkt-Chips als Vorrat bereit legen"


def player_fields(actions: Sequence[Action]) -> tuple[Field, ...]:
    """The fields the player's two indicators lie on, left to right.

    One Explore (Develop, Settle) action marks the left field of the two, both mark both
    (the player's second Develop card alone plays as the first: ``plays_as``)."""
    out: list[Field] = []
    explores = sum(1 for a in actions if a in (Action.EXPLORE_5, Action.EXPLORE_1_1))
    out += list(TWO_FIELDS[Face.EXPLORE][:explores])
    by_action = {Action.DEVELOP: Field.DEVELOP1, Action.DEVELOP2: Field.DEVELOP2,
                 Action.SETTLE: Field.SETTLE1, Action.SETTLE2: Field.SETTLE2,
                 Action.TRADE: Field.TRADE, Action.DOUBLE: Field.DOUBLE,
                 Action.PRODUCE: Field.PRODUCE}
    out += [by_action[a] for a in actions if a in by_action]
    return tuple(sorted(out, key=ROW.index))


class Placed(NamedTuple):
    """Where one die went, and why (a key of the tutor's robot texts): "left" (a lone
    Explore/Develop/Settle), "right" (the second of the same), "field" (Consume, Produce),
    "match_both", "match_rightmost", "match_other" (the rightmost indicator holds a die),
    "match_left" / "match_right" (both indicators on one doubled phase)."""

    field: Field
    why: str
    face: Face  # the die's face as rolled
    action: Face  # the action it stands for (the robot tile's for the robot symbol)


def place_dice(faces: Sequence[Face], player: Sequence[Field], tile: Face
               ) -> tuple[Field, ...]:
    """The field of each die, in the order of ``faces`` (``placements`` says why)."""
    return tuple(p.field for p in placements(faces, player, tile))


def placements(faces: Sequence[Face], player: Sequence[Field], tile: Face
               ) -> tuple[Placed, ...]:
    """Where each die goes, and why.

    "Die Würfel werden auf die Felder mit demselben Symbol in der Würfelreihe ... gelegt.
    Hat der Roboter jeweils nur ein Symbol Erkunden, Entwickeln oder Siedeln gewürfelt,
    wird der Würfel auf das linke Feld der beiden Felder der jeweiligen Aktion gelegt."
    The robot symbol goes to the field of the robot tile's action. "Zeigen beide Würfel das
    Symbol Übereinstimmung, werden sie direkt unter die beiden Anzeigeplättchen für die
    Spieleraktionen gelegt. Wurde nur ein [Übereinstimmung]-Symbol gewürfelt, wird dieser
    Würfel unter das Anzeigeplättchen ... gelegt, das am weitesten rechts liegt. Liegt dort
    bereits ein Würfel, wird der Würfel ... unter dem anderen Anzeigeplättchen gelegt. Falls
    beide Anzeigeplättchen auf den beiden Aktionen für dieselbe Phase Erkunden, Entwickeln
    oder Siedeln liegen, wird der Würfel auf das linke Feld gelegt - vorausgesetzt, dass
    dort nicht bereits der andere Würfel liegt."
    """
    resolved = [tile if f is Face.ROBOT else f for f in faces]
    out: list[Placed | None] = [None] * len(resolved)
    taken: list[Field] = []
    for i, face in enumerate(resolved):
        if face is Face.MATCH:
            continue
        if face in TWO_FIELDS:
            left, right = TWO_FIELDS[face]
            field, why = (left, "left") if left not in taken else (right, "right")
        else:
            field, why = ONE_FIELD[face], "field"
        out[i] = Placed(field, why, faces[i], face)
        taken.append(field)
    matches = [i for i, f in enumerate(resolved) if f is Face.MATCH]
    marks = sorted(player, key=ROW.index)
    if len(matches) == 2 and len(marks) == 2:
        for i, mark in zip(matches, marks, strict=True):
            out[i] = Placed(mark, "match_both", Face.MATCH, _action_of(mark))
    else:
        for i in matches:
            field, why = _match_field(marks, taken)
            out[i] = Placed(field, why, Face.MATCH, _action_of(field))
            taken.append(field)
    return tuple(p for p in out if p is not None)


def _action_of(field: Field) -> Face:
    return next(face for face, fs in TWO_FIELDS.items() if field in fs) if field not in (
        ONE_FIELD.values()) else next(f for f, x in ONE_FIELD.items() if x is field)


def _match_field(marks: Sequence[Field], taken: Sequence[Field]) -> tuple[Field, str]:
    if len(marks) == 1:
        return marks[0], "match_rightmost"
    left, right = marks[0], marks[-1]
    if PHASE_OF[left] == PHASE_OF[right] and PHASE_OF[left] in ("explore", "develop",
                                                                 "settle"):
        return (left, "match_left") if left not in taken else (right, "match_right")
    return (right, "match_rightmost") if right not in taken else (left, "match_other")


def phase_runs(dice: Iterable[Field], player: Iterable[Field]) -> list[tuple[str, int]]:
    """The phases of this round and their runs (Develop and Settle run twice when a die
    or an indicator lies on their right field), in phase order."""
    used = set(dice) | set(player)
    out = []
    for phase in PHASES:
        here = {f for f in used if PHASE_OF[f] == phase}
        if not here:
            continue
        second = Field.DEVELOP2 if phase == "develop" else Field.SETTLE2
        out.append((phase, 2 if phase in ("develop", "settle") and second in here else 1))
    return out


def run_field(phase: str, run: int) -> Field:
    return {("develop", 1): Field.DEVELOP1, ("develop", 2): Field.DEVELOP2,
            ("settle", 1): Field.SETTLE1, ("settle", 2): Field.SETTLE2}[(phase, run)]


def robot_turn(phase: str, run: int, dice: Sequence[Field], player: Sequence[Field]
               ) -> str | None:
    """What the robot does in this run of ``phase``: "action" (a die on the field),
    "both" (Explore: dice on both fields; Consume: on Trade and 2x), "trade" / "double"
    (one Consume die), "reaction" ("wenn der Spieler die Phase gewählt hat und kein Würfel
    auf dem Feld liegt"), or None.

    Explore acts once per phase ("zieht 1 Karte, selbst wenn der Spieler beide Aktionen
    Erkunden gewählt hat"); Consume reacts only "wenn nur der Spieler beide Aktionen
    Verbrauchen gewählt hat", and once; Develop and Settle act or react "für jede gewählte
    Phase", field by field."""
    dice_set, marks = set(dice), set(player)
    if phase == "explore":
        n = len(dice_set & set(TWO_FIELDS[Face.EXPLORE]))
        if n:
            return "both" if n == 2 else "action"
        return "reaction" if marks & set(TWO_FIELDS[Face.EXPLORE]) else None
    if phase in ("develop", "settle"):
        field = run_field(phase, run)
        if field in dice_set:
            return "action"
        return "reaction" if field in marks else None
    if phase == "consume":
        trade, double = Field.TRADE in dice_set, Field.DOUBLE in dice_set
        if trade and double:
            return "both"
        if trade or double:
            return "trade" if trade else "double"
        return "reaction" if {Field.TRADE, Field.DOUBLE} <= marks else None
    if phase == "produce":
        if Field.PRODUCE in dice_set:
            return "action"
        return "reaction" if Field.PRODUCE in marks else None
    raise ValueError(f"unknown phase {phase!r}")


def moved(value: int, delta: int, limit: int) -> int:
    """A track (credit, economy) moved by ``delta``, between 0 and ``limit``: "Eine Erhöhung
    über diese Werte hinaus, ist nicht möglich." """
    return max(0, min(limit, value + delta))


def token_cost(reaction: bool) -> int:
    return TOKEN_COST_REACTION if reaction else TOKEN_COST_ACTION


def takes_token(tokens_left: int, credit: int, reaction: bool) -> bool:
    """"Zuerst wird überprüft, ob der Roboter noch [Marken] in seinem Vorrat hat und ob er
    über ein Guthaben von 2 oder mehr verfügt (3 oder mehr bei der Reaktion)." """
    return tokens_left > 0 and credit >= token_cost(reaction)


def explore_draw(how: str, extra: int) -> int:
    """Cards the robot draws in Explore (``extra``: its modification tile's)."""
    base = {"action": EXPLORE_DRAW, "both": EXPLORE_BOTH_DRAW,
            "reaction": EXPLORE_REACTION_DRAW}[how]
    return base + extra


def fits(card: Card, kind: str, min_vp: int = 0) -> bool:
    """Whether a turned-up card is what the robot searches for: "development", "world"
    (a non-military world), "military_world", or "world_vp" (Doomed World: a non-military
    world with at least ``min_vp`` VP)."""
    if kind == "development":
        return card.is_development
    if kind == "military_world":
        return card.is_world and card.military
    if kind == "world":
        return card.is_world and not card.military
    if kind == "world_vp":
        return card.is_world and not card.military and card.vp >= min_vp
    raise ValueError(f"unknown search kind {kind!r}")


def develop_credit(card: Card, reaction: bool) -> int | None:
    """Credit the robot pays to place a development it found: the action places one that
    costs under 6 for nothing and a 6-cost one for 1; the reaction pays 1 for any."""
    if reaction:
        return REACTION_CREDIT
    return SIX_COST_CREDIT if card.cost >= SIX_COST else 0


def consume_gain(how: str, economy: int) -> tuple[int, int, int]:
    """(VP, credit, economy) the robot gains in Consume.

    Trade: "erhöht sein Guthaben um 2 und erhält Siegpunkte in der Höhe seiner
    Wirtschaftskraft"; 2x: "doppelt so viele Siegpunkte ... Anschließend erhöht er seine
    Wirtschaftskraft um 1"; both: "doppelt so viele Siegpunkte ... Anschließend erhöht er
    sein Guthaben um 2 und seine Wirtschaftskraft um 1"; reaction: "Siegpunkte in der Höhe
    seiner Wirtschaftskraft"."""
    if how == "both":
        return 2 * economy, TRADE_CREDIT, ECONOMY_STEP
    if how == "trade":
        return economy, TRADE_CREDIT, 0
    if how == "double":
        return 2 * economy, 0, ECONOMY_STEP
    if how == "reaction":
        return economy, 0, 0
    raise ValueError(f"unknown consume turn {how!r}")


def tableau_count(cards: int, tokens: int) -> int:
    """"In der Auslage des Roboters zählt jede Entwicklungsmarke mit Kosten 6 als eine
    Karte." """
    return cards + tokens


def card_vp(card: Card, token_vp: int) -> int:
    """A card's VP on the robot's pile: "Entwicklungskarten mit Kosten 6 und
    Entwicklungsmarken zählen, je nach gewähltem Schwierigkeitsgrad, 6 oder 9 Punkte." """
    if card.is_development and card.cost >= SIX_COST:
        return token_vp
    return card.vp


def robot_score(tableau: Sequence[Card], tokens: int, token_vp: int, chips: int
                ) -> ScoreBreakdown:
    """"Der Roboter zählt seine Siegpunkt-Chips und die Siegpunkte auf den Karten auf
    seinem Auslagestapel zusammen." """
    cards: dict[str, int] = {}
    total = chips
    for c in tableau:
        vp = card_vp(c, token_vp)
        cards[c.name] = cards.get(c.name, 0) + vp
        total += vp
    bonuses = {}
    if tokens:
        bonuses["6-cost development tokens"] = tokens * token_vp
        total += tokens * token_vp
    return ScoreBreakdown(total, chips, 0, cards, bonuses)


def solitaire_winners(player_vp: int, robot_vp: int, hand_and_goods: int,
                      credit_and_economy: int) -> list[int]:
    """Seats of the winner(s) (0 the player, 1 the robot): "Im Fall eines Gleichstandes
    wird die Summe aus Guthaben und Wirtschaftskraft des Roboters mit der Anzahl der
    Handkarten und Güter des Spielers verglichen." Equal again: a shared win."""
    mine = (player_vp, hand_and_goods)
    its = (robot_vp, credit_and_economy)
    if mine == its:
        return [0, ROBOT_SEAT]
    return [0] if mine > its else [ROBOT_SEAT]
