"""Jump Drive's rules as pure functions, each returning a value with its breakdown (the
terms the tutor prints). Everything that needs a rule calls it: the phases to decide what
is legal and what happens, the computer players to evaluate, the tutor to explain.

The seed (German game help, "Gamehelpjumpdrive") is the authority; each function quotes
the passage it follows. An empire is a sequence of ``(card id, card)`` in placement order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rftg.core.cards import GoodsKind
from rftg.core.jumpdrive.cards import JdCard, JdEffect, JdPower
from rftg.core.jumpdrive.moves import How, JdPlay
from rftg.core.rules.terms import Breakdown, Term

Empire = Sequence[tuple[int, JdCard]]

HAND_LIMIT = 10
WIN_VP = 50
SOLO_ROUNDS = 7
TILE_EXPLORE = 3  # "Die 3 Symbole in der oberen Hälfte des Erkunden-Plättchens zählen mit."
DEAL, KEEP = 7, 5  # public game summaries, not the seed


# --------------------------------------------------------------------------- icons

def icon_count(empire: Empire, icon: str) -> Breakdown:
    """The explore / military / chromosome icons of an empire, card by card."""
    attr = {"explore": "explore", "military": "strength", "chromosome": "chromosome"}[icon]
    return Breakdown(tuple(Term(f"icons_{icon}", getattr(c, attr), cid) for cid, c in empire
                           if getattr(c, attr)))


def _applies(pw: JdPower, world: JdCard | None) -> bool:
    """A military power for worlds of a colour, or for Rebel worlds, counts only there."""
    if pw.kind is not None and (world is None or world.kind is not pw.kind):
        return False
    return not pw.rebel or (world is not None and world.rebel)


def military(empire: Empire, world: JdCard | None = None) -> Breakdown:
    """Military strength (against ``world``; None: the general strength).

    "zähle die Symbole für militärische Stärke am linken Rand der Karten in deiner Auslage
    und addiere die der militärischen Stärke durch Fähigkeiten hinzu" -- and "Einige
    Fähigkeiten geben zusätzliche militärische Stärke nur für das Erobern von Welten einer
    bestimmten Farbe oder von militärischen REBELLEN-Welten"."""
    terms = list(icon_count(empire, "military").terms)
    chromosomes = icon_count(empire, "chromosome").total
    for cid, c in empire:
        for pw in c.powers:
            if pw.effect is JdEffect.MILITARY and _applies(pw, world):
                terms.append(Term("power_military", pw.value(), cid))
            elif pw.effect is JdEffect.MILITARY_PER and pw.count == "chromosome" and chromosomes:
                terms.append(Term("power_military", pw.value() * chromosomes, cid,
                                  n=chromosomes))
    return Breakdown(tuple(terms))


# --------------------------------------------------------------------------- costs

def _discounts(card: JdCard, empire: Empire) -> list[Term]:
    out: list[Term] = []
    for cid, c in empire:
        for pw in c.powers:
            if pw.effect is not JdEffect.DISCOUNT:
                continue
            if pw.on == "development":
                hit = card.is_development
            elif pw.on == "card":
                hit = card.name == pw.card
            else:
                hit = card.is_world and (pw.kind is None or card.kind is pw.kind)
            if hit:
                out.append(Term("power_discount", -pw.value(), cid))
    return out


def develop_cost(card: JdCard, empire: Empire, alone: bool) -> Breakdown:
    """What a development costs in hand cards.

    "Legst du nur 1 Entwicklung aus, wirf 1 Karte weniger ab" (``alone``); with a world
    "die vollen Kosten"; "Diese Kosten können durch Fähigkeiten verringert werden
    (höchstens bis auf 0)". The Survey Team alone: "1 Karte weniger, also 0"."""
    terms = [Term("printed_cost", card.cost), *_discounts(card, empire)]
    if alone:
        terms.append(Term("jd_alone", -1))
    return Breakdown(tuple(terms), floor=0)


def world_cost(card: JdCard, empire: Empire) -> Breakdown:
    """What a non-military world costs: its number, less discounts, never below 0."""
    return Breakdown((Term("printed_cost", card.cost), *_discounts(card, empire)), floor=0)


def contact_card(empire: Empire) -> int | None:
    """The Contact Specialist (or other card with its power) in the empire, if any."""
    return next((cid for cid, c in empire if c.has(JdEffect.CONTACT)), None)


def contact_allowed(world: JdCard) -> bool:
    """"Du darfst eine militärische nicht-gelbe (Alien-) Welt wie eine nicht-militärische
    Welt auslegen"."""
    return world.military and world.kind is not GoodsKind.ALIEN


def contact_cost(world: JdCard, empire: Empire, contact: int) -> Breakdown:
    """"... indem du die Kosten in Höhe der Verteidigungsstärke bezahlst. Dabei erhältst du
    zusätzlich einen Rabatt von 1. Diese Fähigkeit kann mit anderen Rabatten kombiniert
    werden." (The route is used once: one -1, however many Contact Specialists.)"""
    return Breakdown((Term("defence", world.cost), *_discounts(world, empire),
                      Term("contact", -1, contact)), floor=0)


def peaceful_ok(card: JdCard, empire: Empire) -> bool:
    """The Trade Pact (scan): placed only with 0 military or a Contact Specialist."""
    if not card.has(JdEffect.PEACEFUL):
        return True
    return military(empire).total == 0 or contact_card(empire) is not None


def limit_ok(card: JdCard, empire: Empire) -> bool:
    """A card with a limit (Trade Pact, Survey Team: 1 per empire)."""
    return card.limit is None or sum(1 for _, c in empire if c.name == card.name) < card.limit


# --------------------------------------------------------------------------- plays

@dataclass(frozen=True, slots=True)
class WorldWay:
    """One way to place a world: pay (a cost), conquer (military against defence) or the
    Contact Specialist's route (a cost)."""

    how: How
    cost: Breakdown  # PAY / CONTACT: the cards to pay; CONQUER: the military
    contact: int | None = None

    @property
    def pay(self) -> int:
        return 0 if self.how is How.CONQUER else self.cost.total


def world_ways(world: JdCard, empire: Empire) -> list[WorldWay]:
    """Every way to place ``world`` with this empire.

    "Militärische Stärke und Bezahlen von Kosten können niemals kombiniert werden": a
    military world is conquered ("Diese Summe muss mindestens genauso hoch sein wie die
    Verteidigungsstärke") or, with a Contact Specialist, paid for; never both at once."""
    if not world.military:
        return [WorldWay(How.PAY, world_cost(world, empire))]
    ways: list[WorldWay] = []
    mil = military(empire, world)
    if mil.total >= world.cost:
        ways.append(WorldWay(How.CONQUER, mil))
    cs = contact_card(empire)
    if cs is not None and contact_allowed(world):
        ways.append(WorldWay(How.CONTACT, contact_cost(world, empire, cs), cs))
    return ways


def second_world_ways(second: JdCard, first: JdCard, first_how: How, empire: Empire
                      ) -> list[tuple[int, WorldWay]]:
    """Ways to place a second world this turn with a convoy in ``empire`` (the first world
    already in it): (convoy card, way).

    Colony Convoy (scan): "may discard it from the empire to place a second world at -2
    cost; both worlds non-military" (the Contact Specialist's route counts as non-military).
    Military Convoy (scan): "may conquer a second military world with the unused military"
    (not with the Contact Specialist): the military against it, less the first world's
    defence."""
    out: list[tuple[int, WorldWay]] = []
    for cid, c in empire:
        for pw in c.powers:
            if pw.effect is JdEffect.SECOND_WORLD and first_how is not How.CONQUER:
                rest = [(i, x) for i, x in empire if i != cid]
                for way in world_ways(second, rest):
                    if way.how is How.CONQUER:
                        continue
                    cost = way.cost.plus(Term("power_discount", -pw.value(), cid))
                    out.append((cid, WorldWay(way.how, cost, way.contact)))
            elif (pw.effect is JdEffect.SECOND_CONQUEST and first_how is How.CONQUER
                  and second.military):
                mil = military(empire, second).plus(Term("used_military", -first.cost))
                if mil.total >= second.cost:
                    out.append((cid, WorldWay(How.CONQUER, mil)))
    seen: set[tuple[str, How]] = set()
    unique: list[tuple[int, WorldWay]] = []
    for cid, way in out:  # copies of one convoy give the same way: offer it once
        key = (next(c.name for i, c in empire if i == cid), way.how)
        if key not in seen:
            seen.add(key)
            unique.append((cid, way))
    return unique


_CONVOYS = (JdEffect.SECOND_WORLD, JdEffect.SECOND_CONQUEST)


def _has_convoy(empire: Empire) -> bool:
    """Whether a card in ``empire`` may place a second world (``second_world_ways``)."""
    return any(pw.effect in _CONVOYS for _, c in empire for pw in c.powers)


def legal_plays(hand: Sequence[tuple[int, JdCard]], empire: Empire,
                survey: tuple[int, JdCard] | None) -> list[JdPlay]:
    """Every placement a player may choose this round (Explore is always possible too).

    - "Legst du nur 1 Entwicklung aus, wirf 1 Karte weniger ab"
    - "Legst du nur 1 Welt aus, ziehe 1 Karte ..., nachdem du die Welt bezahlt oder erobert
      hast" (the card drawn cannot pay)
    - "Legst du 1 Entwicklung und 1 Welt aus, musst du zuerst die Entwicklung auslegen und
      die vollen Kosten bezahlen" -- and its powers work for the world: "So könnt ihr die
      Fähigkeit einer Entwicklung für eine Welt nutzen, die ihr im selben Zug auslegt"
    - the Survey Team (``survey``, from the middle, once per game) is the development of
      the turn: "Du darfst in diesem Zug zusätzlich 1 Welt auslegen, aber keine zweite
      Entwicklung!"
    """
    devs = [(cid, c) for cid, c in hand if c.is_development]
    if survey is not None:
        devs.append(survey)
    worlds = [(cid, c) for cid, c in hand if c.is_world]
    size = len(hand)
    plays: list[JdPlay] = []
    for did, dev in [(None, None), *devs]:
        if dev is not None and not (limit_ok(dev, empire) and peaceful_ok(dev, empire)):
            continue
        from_hand = 0 if dev is None or did == (survey[0] if survey else None) else 1
        after = list(empire) if dev is None or did is None else [*empire, (did, dev)]
        if dev is not None and did is not None:
            alone = develop_cost(dev, empire, alone=True)
            if size - from_hand >= alone.total:
                plays.append(JdPlay(development=did, dev_cost=alone))
            full = develop_cost(dev, empire, alone=False)
        else:
            full = None
        dev_pay = full.total if full is not None else 0
        for wid, world in worlds:
            for way in world_ways(world, after):
                left = size - from_hand - 1 - dev_pay - way.pay
                if left < 0:
                    continue
                plays.append(JdPlay(development=did, world=wid, how=way.how,
                                    dev_cost=full, world_cost=way.cost))
                placed = [*after, (wid, world)]
                if not _has_convoy(placed):
                    continue
                for sid, second in worlds:
                    if sid == wid:
                        continue
                    for convoy, sway in second_world_ways(second, world, way.how, placed):
                        if left - 1 - sway.pay < 0:
                            continue
                        plays.append(JdPlay(development=did, world=wid, how=way.how,
                                            second=sid, second_how=sway.how, convoy=convoy,
                                            dev_cost=full, world_cost=way.cost,
                                            second_cost=sway.cost))
    return plays


def placed(play: JdPlay) -> tuple[int, ...]:
    """The cards a play places, in the order they are placed: "zuerst die Entwicklung ...
    Lege danach die Welt aus" (then a convoy's second world)."""
    return tuple(c for c in (play.development, play.world, play.second) if c is not None)


def pay_pool(hand: Sequence[int], play: JdPlay) -> tuple[int, ...]:
    """The hand cards that may pay for a play: every card but those it places ("indem du so
    viele Karten, wie die Zahl angibt, von deiner Hand verdeckt auf den Abwurfhaufen
    legst"; a card being placed is not discarded)."""
    out = set(placed(play))
    return tuple(c for c in hand if c not in out)


def pays_per_card(play: JdPlay) -> dict[int, int]:
    """The cards each card a play places costs, in the order placed: the development's
    cost, then the worlds' (a conquered world costs no cards: "Militärische Stärke und
    Bezahlen von Kosten können niemals kombiniert werden"). The costs are the play's own,
    from ``legal_plays``."""
    out: dict[int, int] = {}
    for cid, how, cost in ((play.development, None, play.dev_cost),
                           (play.world, play.how, play.world_cost),
                           (play.second, play.second_how, play.second_cost)):
        if cid is not None and cost is not None:
            out[cid] = 0 if how is How.CONQUER else cost.total
    return out


def play_pay(play: JdPlay) -> int:
    """The cards a play costs in all (``pays_per_card`` added up)."""
    return sum(pays_per_card(play).values())


def convoy_leaves(convoy: JdCard) -> bool:
    """Colony Convoy (scan): "may discard it from the empire to place a second world" -- it
    leaves the empire when used (the Military Convoy stays)."""
    return convoy.has(JdEffect.SECOND_WORLD)


def empire_after(empire: Empire, play: JdPlay, cards: Sequence[JdCard]) -> list[
        tuple[int, JdCard]]:
    """The empire once ``play`` is placed: its cards added in order, a used Colony Convoy
    gone. ``cards``: every card design by id."""
    after = [*empire, *((c, cards[c]) for c in placed(play))]
    if play.convoy is not None and convoy_leaves(cards[play.convoy]):
        after = [(c, x) for c, x in after if c != play.convoy]
    return after


def draws_after_world(play: JdPlay) -> bool:
    """"Legst du nur 1 Welt aus, ziehe 1 Karte"; with a development "Du darfst keine Karte
    nachziehen" (and with two worlds it is not only one world)."""
    return play.world is not None and play.development is None and play.second is None


# --------------------------------------------------------------------------- explore

def explore_counts(empire: Empire) -> tuple[Breakdown, Breakdown]:
    """(cards drawn, cards discarded) when exploring.

    "Ziehe dann 2 Karten mehr vom Nachziehstapel, als du Erkunden-Symbole auf den Karten
    in deiner Auslage besitzt. Die 3 Symbole in der oberen Hälfte des
    Erkunden-Plättchens zählen mit. ... Anschließend musst du so viele Karten deiner Wahl
    von der Hand auf den Abwurfhaufen legen, wie du Erkunden-Symbole gezählt hast."""
    icons = (Term("explore_tile", TILE_EXPLORE), *icon_count(empire, "explore").terms)
    return Breakdown((*icons, Term("explore_more", 2))), Breakdown(icons)


# --------------------------------------------------------------------------- round end

def _count(pw: JdPower, empire: Empire) -> int:
    """How many of the things a per-power counts are in ``empire``."""
    what = pw.count
    if what in ("explore", "military", "chromosome"):
        return icon_count(empire, what).total
    if what == "world":
        return sum(1 for _, c in empire if c.is_world
                   and (pw.kind is None or c.kind is pw.kind) and (not pw.rebel or c.rebel))
    if what == "development":
        return sum(1 for _, c in empire if c.is_development)
    if what == "military_world":
        return sum(1 for _, c in empire if c.is_world and c.military)
    return sum(1 for _, c in empire if c.name == pw.card)


def _with(pw: JdPower, empire: Empire) -> bool:
    """The "mit" condition: the named card, or a world of the colour, is in the empire."""
    if pw.card is not None:
        return any(c.name == pw.card for _, c in empire)
    return any(c.is_world and c.kind is pw.kind for _, c in empire)


def round_vp(empire: Empire, others: Sequence[Empire] = ()) -> Breakdown:
    """The VP an empire scores at the end of a round.

    "bekommt jeder von euch von allen Karten in seiner Auslage zunächst Siegpunkte ... Hat
    einer von euch mehrere identische Karten in seiner Auslage, erhält er für jede Karte
    die entsprechende Anzahl Siegpunkte" -- and "Besitzt du die genannte Karte mehrfach,
    erhältst du trotzdem nur den einfachen Wert" for a "mit" bonus. ``others``: the other
    empires (empty in the solo game: "Du bekommst keine Bonuspunkte durch andere
    Spieler")."""
    terms: list[Term] = []
    for cid, c in empire:
        if c.vp:
            terms.append(Term("vp_printed", c.vp, cid))
        for pw in c.powers:
            if pw.effect is JdEffect.VP_PER:
                n = sum(_count(pw, e) for e in others) if pw.others else _count(pw, empire)
                amount = pw.value() * (n // (pw.per or 1))
                if amount:
                    terms.append(Term("vp_per_others" if pw.others else "vp_per", amount,
                                      cid, n=n))
            elif pw.effect is JdEffect.VP_WITH and _with(pw, empire):
                terms.append(Term("vp_with", pw.value(), cid))
            elif pw.effect is JdEffect.PACT_BONUS and any(_count_name(e, pw.card) for e in others):
                terms.append(Term("pact_bonus", pw.value(), cid))
    return Breakdown(tuple(terms))


def _count_name(empire: Empire, name: str | None) -> int:
    return sum(1 for _, c in empire if c.name == name)


def round_income(empire: Empire) -> Breakdown:
    """The new cards an empire draws at the end of a round ("anschließend Einkommen in Form
    von neuen Karten"), with the same counting as VP."""
    terms: list[Term] = []
    for cid, c in empire:
        if c.income:
            terms.append(Term("income_printed", c.income, cid))
        for pw in c.powers:
            if pw.effect is JdEffect.INCOME_PER:
                n = _count(pw, empire)
                amount = pw.value() * (n // (pw.per or 1))
                if amount:
                    terms.append(Term("income_per", amount, cid, n=n))
            elif pw.effect is JdEffect.INCOME_WITH and _with(pw, empire):
                terms.append(Term("income_with", pw.value(), cid))
    return Breakdown(tuple(terms))


IMAGINED = -1  # the solo game's imagined opponent


def most_military_holder(owner: int, strengths: Sequence[int], imagined: int | None) -> int:
    """Who holds War Propaganda before scoring: "give this to the player with the highest
    military value; if tied, keep it" (scan); in the solo game "gehe davon aus, dass es
    einen anderen Spieler gibt, dessen Militärstärke gleich der aktuellen Runde ist"
    (``imagined``; the result IMAGINED: the card goes to that player)."""
    best = max([*strengths, imagined if imagined is not None else -1])
    if strengths[owner] >= best:
        return owner
    if imagined is not None and imagined == best and max(strengths) < best:
        return IMAGINED
    return next(s for s, m in enumerate(strengths) if m == best)


def near_deck_end(deck_size: int, incomes: Sequence[int]) -> bool:
    """"Neigt sich der Nachziehstapel dem Ende zu": the deck holds fewer cards than the
    income due this round."""
    return deck_size < sum(incomes)


def income_order(vp: Sequence[int], dealer: int, near_end: bool) -> list[int]:
    """Seats in the order they take income.

    Near the end of the deck: "erhält zuerst der Spieler sein Einkommen, der insgesamt die
    meisten Siegpunkte hat. Danach kommen die übrigen Spieler im Uhrzeigersinn an die
    Reihe. Gibt es einen Gleichstand, erhält der daran beteiligte Spieler sein Einkommen
    zuerst, der als nächster links vom Kartengeber sitzt." Otherwise clockwise from the
    dealer's left (the order makes no difference then)."""
    n = len(vp)
    from_dealer = [(dealer + 1 + i) % n for i in range(n)]
    if not near_end:
        return from_dealer
    best = max(vp)
    first = next(s for s in from_dealer if vp[s] == best)
    return [(first + i) % n for i in range(n)]


def hand_excess(hand_size: int) -> int:
    """"Nachdem alle Spieler ihr Einkommen erhalten haben, darf keiner mehr als 10 Karten
    auf der Hand haben"."""
    return max(0, hand_size - HAND_LIMIT)


class JdEnd(StrEnum):
    """How a game of Jump Drive ends."""

    VP50 = "vp50"  # someone has 50 VP or more
    SOLO = "solo"  # the solo game's 7th round is over


def end_reason(vp: Sequence[int], round_no: int) -> JdEnd | None:
    """Why the game ends after this round's VP, if it does: "Wenn einer von euch insgesamt
    50 oder mehr Siegpunkte vorweisen kann, endet das Spiel nach der Wertung der SP"; solo:
    "Es werden exakt 7 Runden gespielt"."""
    if len(vp) == 1:
        return JdEnd.SOLO if round_no >= SOLO_ROUNDS else None
    return JdEnd.VP50 if max(vp) >= WIN_VP else None


def winners(vp: Sequence[int], hand_plus_income: Sequence[int]) -> list[int]:
    """"Derjenige mit den meisten Siegpunkten gewinnt! Gibt es einen Gleichstand ..., zählen
    die daran beteiligten Spieler ihre Handkarten zu ihrem Einkommen an neuen Karten der
    letzten Runde hinzu. Der Spieler mit der höchsten Summe gewinnt. Herrscht auch dann
    Gleichstand, teilen sich diese Spieler den Sieg." (Solo: the one player.)"""
    keys = list(zip(vp, hand_plus_income, strict=True))
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]

