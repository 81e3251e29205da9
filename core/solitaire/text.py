"""The log lines of a solitaire game: the robot's events from its own text file
(``content/text/<lang>/robot.toml``), every other event as in the base game, with the
robot named after the player (seat ``ROBOT_SEAT`` in the game's end)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rftg.core import events as ev
from rftg.core.cards import Card
from rftg.core.lang import catalogue, fill, resolve
from rftg.core.solitaire import events as rev
from rftg.core.solitaire.rules import ROBOT_SEAT, SolitaireEnd
from rftg.core.text import card_name, cards_n, game_ended_line, render_event

ROBOT_EVENTS = (rev.RobotSetUp, rev.RobotRolled, rev.RobotTurn, rev.RobotDrew, rev.RobotTrack,
                rev.RobotSearched, rev.RobotPlaced, rev.RobotDiscardedFound, rev.RobotToken,
                rev.RobotScored, rev.RobotPassed, rev.RobotTileTurned,
                rev.RobotStartDiscarded)


def robot_texts(lang: str | None = None) -> dict[str, Any]:
    """The robot's text tables in ``lang`` (English fills what a language lacks)."""
    return catalogue("robot", lang)


def robot_text(section: str, key: str, lang: str | None = None, **values: Any) -> str:
    template: str = robot_texts(lang)[section][key]
    return fill(template, values) if values else template


def robot_name(lang: str | None = None) -> str:
    """The robot's name in ``lang`` ("Roboter" in German, as the rulebook calls it)."""
    return robot_text("name", "robot", lang)


def difficulty_name(difficulty: str, lang: str | None = None) -> str:
    """A difficulty as the rulebook's table names it (easy: "einfach" ...)."""
    return robot_text("difficulty", difficulty, lang)


def render_solitaire_event(event: ev.Event, names: Sequence[str], cards: Sequence[Card],
                           lang: str | None = None, you: int | None = None) -> str | None:
    """The log line of ``event`` in a solitaire game (None: not logged)."""
    lang = resolve(lang)
    every = [*list(names)[:ROBOT_SEAT], robot_name(lang)]
    if isinstance(event, ev.GameEnded):
        why = robot_text("log", "ended_robot", lang) \
            if event.ending.kind == SolitaireEnd.ROBOT_TABLEAU else None
        return game_ended_line(event, every, lang, you, why)
    if isinstance(event, ROBOT_EVENTS):
        return robot_line(event, cards, lang)
    return render_event(event, every, cards, lang, you)


def robot_line(event: ev.Event, cards: Sequence[Card], lang: str | None = None) -> str | None:
    """One robot event as a log line."""
    def t(section: str, key: str, **values: Any) -> str:
        return robot_text(section, key, lang, **values)

    lang = resolve(lang)

    def c(cid: int) -> str:
        return card_name(cards[cid], lang)

    if isinstance(event, rev.RobotSetUp):
        return t("log", "setup", difficulty=difficulty_name(event.difficulty, lang),
                 world=c(event.start),
                 credit=event.credit, economy=event.economy, pile=event.pile,
                 tokens=event.tokens, vp=event.token_vp, tile=t("face", event.tile.value))
    if isinstance(event, rev.RobotRolled):
        a, b = (t("face", f.value) for f in event.faces)
        fa, fb = (t("field", f) for f in event.fields)
        return t("log", "rolled", a=a, b=b, fa=fa, fb=fb)
    if isinstance(event, rev.RobotTurn):
        return t("log", "turn", phase=t("phase", event.phase), how=t("how", event.how))
    if isinstance(event, rev.RobotDrew):
        return t("log", "drew", n=cards_n(event.n, lang))
    if isinstance(event, rev.RobotTrack):
        key = "track" if event.new == event.wanted else "track_capped"
        return t("log", key, track=t("track", event.track), old=event.old, new=event.new)
    if isinstance(event, rev.RobotSearched):
        turned = (t("log", "turned", cards=", ".join(c(x) for x in event.discarded))
                  if event.discarded else t("log", "turned_nothing"))
        where, kind = t("source", event.source), t("kind", event.kind)
        if event.found is None:
            return t("log", "searched_none", source=where, kind=kind, turned=turned)
        return t("log", "searched_found", source=where, kind=kind, turned=turned,
                 card=c(event.found))
    if isinstance(event, rev.RobotPlaced):
        if event.credit:
            return t("log", "placed_paid", card=c(event.card), credit=event.credit)
        return t("log", "placed", card=c(event.card))
    if isinstance(event, rev.RobotDiscardedFound):
        return t("log", "found_discarded", card=c(event.card))
    if isinstance(event, rev.RobotToken):
        return t("log", "token", credit=event.credit, left=event.left)
    if isinstance(event, rev.RobotScored):
        return t("log", "scored_double" if event.doubled else "scored", vp=event.vp,
                 economy=event.economy)
    if isinstance(event, rev.RobotPassed):
        return t("log", f"passed_{event.why}", phase=t("phase", event.phase))
    if isinstance(event, rev.RobotTileTurned):
        return t("log", "tile", old=t("face", event.old.value), new=t("face", event.to.value))
    if isinstance(event, rev.RobotStartDiscarded):
        return t("log", "start_discarded", world=c(event.world))
    return None
