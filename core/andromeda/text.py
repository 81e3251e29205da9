"""Andromeda in words, from the catalogue ``andromeda`` (content/text/<lang>/andromeda.toml,
in the summary's own German words): the options, the prompts of decisions, the log from
events, the names of cards and phases. Nothing reads these texts back.

An option names planets and cards through its ``deck`` (the faces' designs: the planets,
then the bonus kinds; ``legal`` sets it), so a label needs no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rftg.core import lang as language
from rftg.core.andromeda import events as ev
from rftg.core.andromeda.components import Bonus, Components, Planet
from rftg.core.andromeda.moves import (
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
from rftg.core.decisions import Decision, Option
from rftg.core.ending import GameEnded
from rftg.core.gamestate import Event

DOMAIN = "andromeda"


def say(key: str, lang: str | None = None, /, **values: object) -> str:
    """The text at ``key`` of the catalogue ``andromeda`` in ``lang`` (None: the run's)."""
    return language.text(DOMAIN, key, lang, **values)


def design_word(design: Planet | Bonus, lang: str | None = None) -> str:
    """A card's face in words: the planet's name, or the bonus card with its kind and
    points."""
    if isinstance(design, Planet):
        return design.word(lang)
    return say("card.bonus", lang, kind=design.kind, points=design.points.value)


def face_word(designs: Sequence[Planet | Bonus], face: int, lang: str | None = None) -> str:
    return design_word(designs[face], lang)


def faces_word(designs: Sequence[Planet | Bonus], faces: Sequence[int],
               lang: str | None = None) -> str:
    """Several faces, counted: "2x Alpha, Bonus card 5 (3 points)"."""
    counts: dict[int, int] = {}
    for f in faces:
        counts[f] = counts.get(f, 0) + 1
    parts = [face_word(designs, f, lang) if n == 1 else say("card.times", lang, n=n,
                                                            card=face_word(designs, f, lang))
             for f, n in sorted(counts.items())]
    return say("card.join", lang).join(parts) if parts else say("card.none", lang)


def option_label(option: Option, lang: str | None = None, names: Sequence[str] = ()) -> str:
    """The text of one option, from its move; ``names``: the players' (a swap names whom
    it is with)."""
    m = option.move
    designs = option.deck

    def planet(p: int) -> str:
        return face_word(designs, p, lang) if designs else str(p)

    def o(key: str, **values: Any) -> str:
        return say(f"option.{key}", lang, **values)

    if isinstance(m, Pass):
        return o("pass")
    if isinstance(m, TransportOut):
        return o("transport_out", planet=planet(m.planet))
    if isinstance(m, TransportHome):
        return o("transport_home", planet=planet(m.planet))
    if isinstance(m, Show):
        return o("show", card=planet(m.face))
    if isinstance(m, Unable):
        return o("unable")
    if isinstance(m, SwapWith):
        if m.seat < len(names):
            return o("swap_with_name", name=names[m.seat])
        return o("swap_with", n=m.seat + 1)
    if isinstance(m, TakeCards):
        return o("take")
    if isinstance(m, StayIn):
        return o("stay")
    if isinstance(m, Done):
        return o("done")
    if isinstance(m, SwapCards):
        return o("swap_cards", high=option.max_cards)
    if isinstance(m, MoveStations):
        if m.stations == 0:  # "auch weniger oder keine Stationen": the set alone
            return o("stations_none", planet=planet(m.planet), low=option.min_cards,
                     high=option.max_cards)
        return o("stations", planet=planet(m.planet), n=m.stations, low=option.min_cards,
                 high=option.max_cards)
    if isinstance(m, BuildCentre):
        return o("centre", planet=planet(m.planet), low=option.min_cards,
                 high=option.max_cards)
    if isinstance(m, Spaceship):
        return o("spaceship", planet=planet(m.planet), n=option.min_cards)
    if isinstance(m, Technology):
        return o("technology", planet=planet(m.planet), n=option.min_cards)
    return option.id


def decision_prompt(decision: Decision, lang: str | None = None) -> str:
    """The decision's prompt, from its rule ("andromeda.offer_open") and context."""
    key = decision.rule.removeprefix(f"{DOMAIN}.")
    return say(f"prompt.{key}", lang, **dict(decision.context))


def phase_name(phase: str, lang: str | None = None) -> str:
    """"Karten-Phase", "Transport-Phase", "Handels-Phase", "Aktions-Phase"..."""
    return say(f"phase.{phase}", lang)


YOU_KEYS = frozenset({
    "round", "dealt", "transport_out", "transport_home", "passed", "shown",
    "could_not_show", "swapped", "took", "took_last", "stayed", "cards_swapped",
    "played_stations", "played_centre", "played_spaceship", "played_technology",
    "stations", "ring", "centre", "missed", "ship", "tech", "bonus", "bonus_gone"})
"""The log lines said in the second person when their player is ``you`` (key + "_you")."""


def _subject(event: Event) -> int | None:
    """The seat a log line is about (its grammatical subject)."""
    if isinstance(event, ev.RoundBegan):
        return event.active
    seat = getattr(event, "seat", None)
    return seat if isinstance(seat, int) else None


def render_event(event: Event, names: Sequence[str], components: Components,
                 lang: str | None = None, you: int | None = None) -> str | None:
    """The log line for ``event`` (None: an event the log does not show); ``you``: the
    seat whose lines are said in the second person ("You take ...")."""
    designs: tuple[Planet | Bonus, ...] = (*components.planet, *components.bonus)
    second = you is not None and _subject(event) == you

    def card(face: int) -> str:
        return face_word(designs, face, lang)

    def log(key: str, **values: Any) -> str:
        if second and key in YOU_KEYS:
            key = f"{key}_you"
        if isinstance(event, ev.Swapped) and event.other == you and not second:
            key = "swapped_with_you"
        return say(f"log.{key}", lang, **values)

    def who(seat: int) -> str:
        return names[seat]

    if isinstance(event, ev.RoundBegan):
        return log("round", n=event.round, name=who(event.active))
    if isinstance(event, ev.Dealt):
        return log("dealt", name=who(event.seat), n=event.n)
    if isinstance(event, ev.Reshuffled):
        return log("reshuffled", n=event.n)
    if isinstance(event, ev.Transported):
        return log("transport_home" if event.home else "transport_out",
                   name=who(event.seat), n=event.stations, planet=card(event.planet))
    if isinstance(event, ev.Passed):
        return log("passed", name=who(event.seat))
    if isinstance(event, ev.Shown):
        return log("shown", name=who(event.seat), card=card(event.face), nth=event.nth)
    if isinstance(event, ev.Revealed):
        offers = say("card.join", lang).join(
            say("log.offer", lang, name=who(s), card=card(f)) for s, f in event.offers)
        return log("revealed", nth=event.nth, offers=offers or say("card.none", lang))
    if isinstance(event, ev.CouldNotShow):
        return log("could_not_show", name=who(event.seat))
    if isinstance(event, ev.Swapped):
        return log("swapped", name=who(event.seat), other=who(event.other),
                   got=faces_word(designs, event.got, lang),
                   gave=faces_word(designs, event.gave, lang))
    if isinstance(event, ev.TookCards):
        return log("took_last" if event.last else "took", name=who(event.seat),
                   cards=faces_word(designs, event.faces, lang))
    if isinstance(event, ev.StayedIn):
        return log("stayed", name=who(event.seat))
    if isinstance(event, ev.TradeEnded):
        return log("trade_skipped" if event.skipped else "trade_ended")
    return _render_action(event, who, card, designs, lang, log)


def _render_action(event: Event, who: Callable[[int], str], card: Callable[[int], str],
                   designs: tuple[Planet | Bonus, ...], lang: str | None,
                   log: Callable[..., str]) -> str | None:

    if isinstance(event, ev.CardsSwapped):
        return log("cards_swapped", name=who(event.seat),
                   cards=faces_word(designs, event.faces, lang), n=len(event.faces))
    if isinstance(event, ev.Played):
        return log(f"played_{event.act.value}", name=who(event.seat),
                   planet=card(event.planet), cards=faces_word(designs, event.faces, lang))
    if isinstance(event, ev.StationsPlaced):
        return log("stations", name=who(event.seat), n=event.n, planet=card(event.planet))
    if isinstance(event, ev.RingDrawn):
        return log("ring", name=who(event.seat), drawn=who(event.drawn),
                   attempt=event.attempt, attempts=event.attempts)
    if isinstance(event, ev.CentreBuilt):
        return log("centre", name=who(event.seat), planet=card(event.planet),
                   value=event.value)
    if isinstance(event, ev.CentreMissed):
        return log("missed", name=who(event.seat), planet=card(event.planet))
    if isinstance(event, ev.ShipAdvanced):
        return log("ship", name=who(event.seat), step=event.step, limit=event.limit)
    if isinstance(event, ev.TechAdvanced):
        return log("tech", name=who(event.seat), step=event.step, points=event.points)
    if isinstance(event, ev.BonusGained):
        return log("bonus", name=who(event.seat), card=card(event.face))
    if isinstance(event, ev.BonusGone):
        return log("bonus_gone", name=who(event.seat), kind=event.kind)
    if isinstance(event, GameEnded):
        winners = say("card.join", lang).join(who(s) for s in event.winners)
        return log("ended", winners=winners)
    return None
