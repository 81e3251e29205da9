"""The tutor for an Andromeda decision: what the phase asks of the player and why, with
the player's own numbers (stations on Earth and on the planet, the chance under the ring,
the hand limit, the technology's powers and points, the bonus card a set earns), the
reading rftg plays by where the summary is silent, and each option explained by its move.

Every number comes from the rules (``rftg.core.andromeda.rules``) and the player's
observation; nothing is worked out a second time here. A lesson ("New: ...") introduces a
phase, an action, a track or the bonus cards the first time the player meets it; the
lessons seen are kept with the game (``seen``)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from rftg.core import lang as language
from rftg.core.andromeda import events as ev
from rftg.core.andromeda import rules
from rftg.core.andromeda.components import Bonus, TechPower
from rftg.core.andromeda.moves import (
    AdKind,
    BuildCentre,
    Done,
    MoveStations,
    Pass,
    Show,
    Spaceship,
    StayIn,
    SwapCards,
    SwapWith,
    TakeCards,
    Technology,
    TransportHome,
    TransportOut,
    Unable,
)
from rftg.core.andromeda.observe import AdObservation
from rftg.core.andromeda.text import face_word, faces_word
from rftg.core.andromeda.text import say as core_say
from rftg.core.decisions import Decision, Move, Option
from rftg.core.gamestate import Event

DOMAIN = "tutor_andromeda"

LESSONS = ("cards", "transport", "trade", "swap", "actions", "centre", "spaceship",
           "technology", "bonus")
"""Every lesson the tutor introduces once per game, in teaching order."""

LESSON_READINGS = {"cards": ("setup", "first_round", "clockwise", "deal"),
                   "trade": ("no_card",), "swap": ("chain", "alone"),
                   "actions": ("end_round", "tie")}
"""The readings a lesson says with it (once a game): those of no one decision. The others
are said at the decision they apply to, every time (``reading``)."""

TOPICS = {AdKind.TRANSPORT: "transport", AdKind.OFFER_OPEN: "trade",
          AdKind.OFFER_HIDDEN: "trade", AdKind.TRADE_CHOICE: "swap",
          AdKind.TRADE_ANSWER: "swap", AdKind.TRADE_TURN: "swap", AdKind.ACTION: "actions"}
"""The ``rftg rules --game andromeda`` topic behind each kind of decision."""


def say(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of the catalogue ``tutor_andromeda`` in ``lang`` (None: the run's)."""
    return language.text(DOMAIN, key, lang, **values)


def reading(key: str, lang: str | None = None) -> str:
    """The reading rftg plays by where the summary is silent (``andromeda`` [readings]:
    the same words as the closing note and the rules topic ``readings``)."""
    return say("word.reading", lang, text=core_say(f"readings.{key}", lang))


def percent(chance: Fraction, lang: str | None = None) -> str:
    """A chance in whole percent ("69%", German "69 %"), never 100% unless certain."""
    n = int(chance * 100)
    if chance < 1 and n == 100:
        n = 99
    return say("word.percent", lang, n=n)


def cards_range(option: Option) -> str:
    """"3" or "3-7": the cards an option's set may have."""
    low, high = option.min_cards, option.max_cards
    return str(low) if low == high else f"{low}-{high}"


def topic_of(decision: Decision) -> str | None:
    """The rules topic that explains ``decision``."""
    kind = decision.kind
    return TOPICS.get(kind) if isinstance(kind, AdKind) else None


class Numbers:
    """The player's numbers that the explanations name, read from the observation."""

    def __init__(self, obs: AdObservation, lang: str | None) -> None:
        self.obs = obs
        self.lang = lang
        self.comps = obs.components
        self.deck = obs.cards
        self.me = obs.me

    def planet(self, p: int) -> str:
        return self.comps.planet[p].word(self.lang)

    def face(self, f: int) -> str:
        return face_word(self.deck.designs, f, self.lang)

    def faces(self, faces: Sequence[int]) -> str:
        return faces_word(self.deck.designs, faces, self.lang)

    def offer_faces(self, seat: int) -> tuple[int, ...]:
        return tuple(self.deck.face(c) for c in self.obs.offers[seat])

    def name(self, seat: int) -> str:
        return self.obs.names[seat]

    @property
    def earth(self) -> int:
        return self.obs.earth[self.me]

    def on(self, p: int) -> int:
        return self.obs.stations[p][self.me]

    def under_ring(self, p: int) -> int:
        return sum(self.obs.stations[p])

    @property
    def ship(self) -> int:
        return self.obs.ship[self.me]

    @property
    def tech(self) -> int:
        return self.obs.tech[self.me]

    @property
    def round_up(self) -> bool:
        return TechPower.ROUND_UP in rules.powers(self.comps, self.tech)

    def score(self) -> rules.AdScore:
        o = self.obs
        return rules.score(self.comps, self.deck, self.me, o.centres, self.earth, self.tech,
                           o.hand)

    def power_words(self, powers: frozenset[TechPower]) -> str:
        shown = [core_say(f"power.{p.value}", self.lang) for p in TechPower if p in powers]
        return say("word.and", self.lang).join(shown) if shown else \
            core_say("power.none", self.lang)

    def bonus_line(self, cards: int) -> str | None:
        """What a set of ``cards`` identical planet cards without bonus cards earns: the
        bonus card of that kind while the supply has one ("falls noch vorrätig")."""
        face = self.deck.bonus_face(cards)
        if face is None:
            return None
        left = self.obs.supply[face - self.deck.planets]
        if left == 0:
            return say("about.bonus_gone", self.lang, kind=cards)
        return say("about.bonus", self.lang, n=cards, card=self.face(face), left=left)


class AdExplanation:
    """What the tutor says about one Andromeda decision (``rftg.tutor.games.Explained``):
    its title (the phase), the lines whichever option is looked at (the phase's procedure
    with the player's numbers, the readings, the lessons met for the first time), and each
    option by its move (``about``)."""

    def __init__(self, obs: AdObservation, lang: str | None, new: Sequence[str],
                 happened: Sequence[Event] = ()) -> None:
        self.obs = obs
        self.lang = lang
        self.n = Numbers(obs, lang)
        d = obs.decision
        phases = ("cards", "transport", "trade", "actions")
        self.title = core_say(f"phase.{obs.phase}", lang) if obs.phase in phases else ""
        lines = just_now(self.n, happened)  # what just happened first, then what is new
        lines += [say("word.new", lang, text=say(f"lesson.{x}", lang)) for x in new]
        if d is not None:
            notes = _NOTES.get(d.kind) if isinstance(d.kind, AdKind) else None
            lines += notes(self.n, d) if notes is not None else []
        # the new lessons' readings after the decision's own lines, which come first
        lines += [reading(key, lang) for x in new for key in LESSON_READINGS.get(x, ())]
        self.lines: tuple[str, ...] = tuple(lines)
        self.topic = None if d is None else topic_of(d)

    def about(self, move: Move) -> tuple[str, ...]:
        d = self.obs.decision
        option = None if d is None else d.option(move)
        if d is None or option is None:
            return ()
        return tuple(explain_option(self.n, d, option))


# --------------------------------------------------------------------------- notes


def _transport(n: Numbers, d: Decision) -> list[str]:
    o, lang = n.obs, n.lang
    return [say("notes.transport", lang, left=o.transports[n.me], earth=n.earth,
                moves=n.comps.players.transport_stations.value),
            reading("transport", lang)]


def _shown(n: Numbers) -> str:
    shown = n.obs.shown
    return say("notes.shown", n.lang, cards=n.faces(shown)) if shown else \
        say("notes.shown_none", n.lang)


def _offer_open(n: Numbers, d: Decision) -> list[str]:
    lang = n.lang
    limit = rules.offer_limit(n.comps, n.tech)
    return [say("notes.offer_open", lang, nth=dict(d.context).get("nth", 1), most=limit),
            _shown(n), reading("shown", lang)]


def _offer_hidden(n: Numbers, d: Decision) -> list[str]:
    lang = n.lang
    return [say("notes.offer_hidden", lang, name=n.name(n.obs.active)), _shown(n),
            reading("revealed", lang), reading("shown", lang)]


def _offers(n: Numbers) -> list[str]:
    o = n.obs
    return [say("notes.offer_mine", n.lang, cards=n.faces(n.offer_faces(s))) if s == n.me
            else say("notes.offer_of", n.lang, name=n.name(s), cards=n.faces(n.offer_faces(s)))
            for s in range(o.players) if o.offers[s]]


def _trade_choice(n: Numbers, d: Decision) -> list[str]:
    lang = n.lang
    limit = rules.offer_limit(n.comps, n.tech)
    more = len(n.obs.offers[n.me]) < limit
    fourth = [reading("fourth", lang)] if limit > rules.OFFER_MAX and more else []
    return [say("notes.trade_choice" if more else "notes.trade_must", lang, most=limit),
            *_offers(n), reading("swapper", lang), *fourth]


def _trade_answer(n: Numbers, d: Decision) -> list[str]:
    lang = n.lang
    return [say("notes.trade_answer", lang, cards=n.faces(n.offer_faces(n.me))),
            *_offers(n), reading("swapper", lang)]


def _trade_turn(n: Numbers, d: Decision) -> list[str]:
    lang = n.lang
    return [say("notes.trade_turn", lang, cards=n.faces(n.offer_faces(n.me))), *_offers(n),
            reading("chain", lang)]


def _action(n: Numbers, d: Decision) -> list[str]:
    o, lang = n.obs, n.lang
    ctx = dict(d.context)
    allowed = int(ctx.get("allowed", rules.actions_allowed(n.me, o.active)))
    done = int(ctx.get("done", 0))
    s = n.score()
    ship_cost = rules.ship_cost(n.comps, n.ship)
    tech_cost = rules.tech_cost(n.comps, n.tech)
    lines = [say("notes.action", lang, left=allowed - done, allowed=allowed,
                 who=say("word.active" if n.me == o.active else "word.other", lang)),
             say("notes.score", lang, total=s.total, centres=s.centres, earth=s.earth,
                 tech=s.technology, bonus=s.bonus),
             say("notes.ship", lang, step=n.ship,
                 limit=rules.hand_limit(n.comps, n.ship),
                 next=say("notes.ship_next", lang, cost=ship_cost,
                          limit=rules.hand_limit(n.comps, n.ship + 1))
                 if ship_cost is not None else say("notes.track_end", lang)),
             say("notes.tech", lang, step=n.tech, points=n.comps.technology.points(n.tech),
                 powers=n.power_words(rules.powers(n.comps, n.tech)),
                 next=say("notes.tech_next", lang, cost=tech_cost,
                          points=n.comps.technology.points(n.tech + 1))
                 if tech_cost is not None else say("notes.track_end", lang)),
             say("notes.full", lang, full=rules.full_planets(o.centres),
                 need=rules.FULL_PLANETS)]
    if o.ending is not None:  # the last round: played out, then the scores
        lines.append(reading("end_round", lang))
    return lines


_NOTES = {AdKind.TRANSPORT: _transport, AdKind.OFFER_OPEN: _offer_open,
          AdKind.OFFER_HIDDEN: _offer_hidden, AdKind.TRADE_CHOICE: _trade_choice,
          AdKind.TRADE_ANSWER: _trade_answer, AdKind.TRADE_TURN: _trade_turn,
          AdKind.ACTION: _action}


# --------------------------------------------------------------------------- options


def explain_option(n: Numbers, d: Decision, option: Option) -> list[str]:
    """The lines explaining ``option`` of ``d`` with the player's numbers."""
    m, lang, o = option.move, n.lang, n.obs
    if isinstance(m, Pass):
        return [say("about.pass", lang, left=o.transports[n.me])]
    if isinstance(m, TransportOut):
        moved = rules.transport_moved(n.comps, n.earth)
        return [say("about.transport_out", lang, n=moved, planet=n.planet(m.planet),
                    there=n.on(m.planet) + moved, total=n.under_ring(m.planet) + moved,
                    earth=n.earth - moved)]
    if isinstance(m, TransportHome):
        return [say("about.transport_home", lang, n=n.on(m.planet), planet=n.planet(m.planet),
                    earth=n.earth + n.on(m.planet))]
    if isinstance(m, Show):
        return _about_show(n, d, m.face)
    if isinstance(m, Unable):
        return [say("about.unable", lang), reading("proof", lang)]
    if isinstance(m, SwapWith):
        return [say("about.swap_with", lang, name=n.name(m.seat),
                    got=n.faces(n.offer_faces(m.seat)), gave=n.faces(n.offer_faces(n.me)))]
    if isinstance(m, TakeCards):
        return [say("about.take", lang, cards=n.faces(n.offer_faces(n.me)))]
    if isinstance(m, StayIn):
        return [say("about.stay", lang)]
    if isinstance(m, Done):
        ctx = dict(d.context)
        left = int(ctx.get("allowed", 0)) - int(ctx.get("done", 0))
        return [say("about.done", lang, left=left)]
    if isinstance(m, SwapCards):
        return [say("about.swap_cards", lang, high=option.max_cards, deck=o.deck_size),
                reading("swap_action", lang)]
    if isinstance(m, MoveStations):
        return _about_stations(n, option, m)
    if isinstance(m, BuildCentre):
        return _about_centre(n, option, m)
    if isinstance(m, Spaceship):
        return _about_ship(n, option, m)
    if isinstance(m, Technology):
        return _about_tech(n, option, m)
    return []


def _about_show(n: Numbers, d: Decision, face: int) -> list[str]:
    lang = n.lang
    held = sum(1 for c in n.obs.hand if n.deck.face(c) == face)
    if d.kind is AdKind.OFFER_HIDDEN:
        return [say("about.offer_hidden", lang, card=n.face(face), held=held)]
    return [say("about.show", lang, card=n.face(face), held=held)]


def _held(n: Numbers, planet: int) -> tuple[int, int]:
    """The player's cards of ``planet`` and bonus cards (jokers) in hand."""
    deck = n.deck
    own = sum(1 for c in n.obs.hand if deck.face(c) == planet)
    jokers = sum(1 for c in n.obs.hand if deck.is_bonus(c))
    return own, jokers


def _bonus_lines(n: Numbers, planet: int, low: int, high: int) -> list[str]:
    """The bonus card the set may earn: 4-7 identical planet cards without bonus cards."""
    own, _ = _held(n, planet)
    kinds = [k for k in range(max(low, 4), min(high, own) + 1) if n.deck.bonus_face(k)]
    if not kinds:
        return []
    line = n.bonus_line(kinds[-1])
    return [line, reading("bonus", n.lang)] if line else []


def _about_stations(n: Numbers, option: Option, m: MoveStations) -> list[str]:
    lang = n.lang
    own, jokers = _held(n, m.planet)
    lines = [say("about.stations", lang, n=m.stations, planet=n.planet(m.planet),
                 cards=cards_range(option),
                 halves=say("word.round_up" if n.round_up else "word.round_down", lang),
                 own=own, jokers=jokers, earth=n.earth,
                 there=n.on(m.planet) + m.stations, total=n.under_ring(m.planet) + m.stations)]
    if m.stations == 0:
        lines.append(reading("stations", lang))
    return lines + _bonus_lines(n, m.planet, option.min_cards, option.max_cards)


def _about_centre(n: Numbers, option: Option, m: BuildCentre) -> list[str]:
    lang = n.lang
    p = m.planet
    mine, total = n.on(p), n.under_ring(p)
    moon = rules.free_moon(n.comps, n.obs.centres[p], p)
    value = n.comps.planet[p].moons.value[moon] if moon is not None else 0
    chances = []
    seen: set[int] = set()
    for cards in range(option.min_cards, option.max_cards + 1):
        attempts = rules.halves(cards, n.round_up)
        if attempts in seen:
            continue
        seen.add(attempts)
        chance = rules.centre_chance(mine, total - mine, attempts)
        chances.append(say("about.chance", lang, cards=cards, attempts=attempts,
                           chance=percent(chance, lang)))
    return [say("about.centre", lang, planet=n.planet(p), mine=mine, total=total,
                value=value),
            say("about.chances", lang, chances=say("word.list", lang).join(chances)),
            reading("centre", lang),
            *_bonus_lines(n, p, option.min_cards, option.max_cards)]


def _about_ship(n: Numbers, option: Option, m: Spaceship) -> list[str]:
    lang = n.lang
    return [say("about.spaceship", lang, n=option.min_cards, planet=n.planet(m.planet),
                step=n.ship + 1, before=rules.hand_limit(n.comps, n.ship),
                after=rules.hand_limit(n.comps, n.ship + 1)),
            reading("tracks", lang),
            *_bonus_lines(n, m.planet, option.min_cards, option.max_cards)]


def _about_tech(n: Numbers, option: Option, m: Technology) -> list[str]:
    lang = n.lang
    comps = n.comps
    step = comps.technology.step[n.tech]
    return [say("about.technology", lang, n=option.min_cards, planet=n.planet(m.planet),
                step=n.tech + 1, before=comps.technology.points(n.tech),
                after=step.points.value,
                power=n.power_words(frozenset({step.power.value}) - {TechPower.NONE})),
            reading("tracks", lang),
            *_bonus_lines(n, m.planet, option.min_cards, option.max_cards)]


# --------------------------------------------------------------------------- just now

JUST_NOW = 4  # the most recent happenings the tutor explains (the log has them all)


def just_now(n: Numbers, events: Sequence[Event]) -> list[str]:
    """What the track steps, bonus cards and centre attempts since the player last decided
    mean, with the numbers they changed (the newest ``JUST_NOW``)."""
    lang, comps = n.lang, n.comps
    out: list[str] = []
    for e in events:
        seat = getattr(e, "seat", None)
        who = n.name(seat) if isinstance(seat, int) else ""
        mine = seat == n.me
        key = "you" if mine else "other"
        if isinstance(e, ev.ShipAdvanced):
            out.append(say(f"now.ship_{key}", lang, name=who, step=e.step, limit=e.limit))
        elif isinstance(e, ev.TechAdvanced):
            power = comps.technology.step[e.step - 1].power.value
            out.append(say(f"now.tech_{key}", lang, name=who, step=e.step, points=e.points,
                           power=n.power_words(frozenset({power}) - {TechPower.NONE})))
        elif isinstance(e, ev.BonusGained):
            design = n.deck.designs[e.face]
            points = design.points.value if isinstance(design, Bonus) else 0
            out.append(say(f"now.bonus_{key}", lang, name=who, card=n.face(e.face),
                           points=points))
        elif isinstance(e, ev.BonusGone):
            out.append(say("now.bonus_gone", lang, kind=e.kind))
        elif isinstance(e, ev.CentreBuilt):
            out.append(say(f"now.centre_{key}", lang, name=who, planet=n.planet(e.planet),
                           value=e.value, full=rules.full_planets(n.obs.centres),
                           need=rules.FULL_PLANETS))
        elif isinstance(e, ev.CentreMissed):
            out.append(say(f"now.missed_{key}", lang, name=who, planet=n.planet(e.planet)))
    return [say("word.now", lang, text=x) for x in out[-JUST_NOW:]]


# --------------------------------------------------------------------------- lessons


def lessons_due(obs: AdObservation) -> list[str]:
    """The lessons this decision introduces (in teaching order), seen or not."""
    d = obs.decision
    if d is None:
        return []
    due = ["cards"]
    kind = d.kind
    if kind is AdKind.TRANSPORT:
        due.append("transport")
    elif kind in (AdKind.OFFER_OPEN, AdKind.OFFER_HIDDEN):
        due.append("trade")
    elif kind in (AdKind.TRADE_CHOICE, AdKind.TRADE_ANSWER, AdKind.TRADE_TURN):
        due += ["trade", "swap"]
    elif kind is AdKind.ACTION:
        due.append("actions")
        moves = {type(o.move) for o in d.options}
        due += [name for name, cls in (("centre", BuildCentre), ("spaceship", Spaceship),
                                       ("technology", Technology)) if cls in moves]
    if any(obs.cards.is_bonus(c) for c in obs.hand):
        due.append("bonus")
    return due


class AdTutor:
    """The Andromeda tutor of one player (``rftg.tutor.games.PlayerTutor``). ``seen``: the
    lessons already introduced in this game (kept with the game: the tutor adds to it).
    A decision keeps the lessons it introduced however often it is explained again."""

    def __init__(self, lang: str | None = None, seen: set[str] | None = None) -> None:
        self.lang = lang
        self.seen: set[str] = set() if seen is None else seen
        self._introduced: tuple[Decision | None, tuple[str, ...]] = (None, ())
        self._happened: tuple[Event, ...] = ()
        self._last: Event | None = None  # the newest event at the last decision explained

    def explain(self, obs: AdObservation) -> AdExplanation:
        d = obs.decision
        if d is not None and self._introduced[0] is d:
            new = self._introduced[1]
        else:
            new = tuple(x for x in lessons_due(obs) if x not in self.seen)
            self.seen.update(new)
            self._introduced = (d, new)
            self._happened = self.since_last(obs.events)
            self._last = obs.events[-1] if obs.events else None
        return AdExplanation(obs, self.lang, new, self._happened)

    def since_last(self, events: Sequence[Event]) -> tuple[Event, ...]:
        """The events since the last decision this tutor explained (after an undo, or at
        the first decision: since this round began)."""
        last = self._last
        at = next((i for i in range(len(events) - 1, -1, -1) if events[i] is last), None)
        if at is None:
            at = next((i for i in range(len(events) - 1, -1, -1)
                       if isinstance(events[i], ev.RoundBegan)), -1)
        return tuple(events[at + 1:])

    def why_not(self, obs: AdObservation, card: int) -> Any:
        return None  # every card of a set is offered; the set's check says what is wrong
