"""Jump Drive's texts: the log from its events and option labels from its moves, through
the text catalogue (``content/text/<lang>/game.toml``, sections ``jd_*``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rftg.core.decisions import Option
from rftg.core.ending import GameEnded
from rftg.core.events import Event, Reshuffled, RoundStarted
from rftg.core.jumpdrive import events as ev
from rftg.core.jumpdrive.cards import JdCard
from rftg.core.jumpdrive.moves import Explore, How, JdPlay, Pay
from rftg.core.jumpdrive.rules import draws_after_world
from rftg.core.lang import fill, resolve
from rftg.core.moves import Discard
from rftg.core.powertext import texts
from rftg.core.text import cards_n


def jd_text(section: str, key: str, lang: str | None = None, **values: Any) -> str:
    template: str = texts(lang)[f"jd_{section}"][key]
    return fill(template, values) if values else template


def name_of(card: JdCard, lang: str | None = None) -> str:
    """A card's name in ``lang`` (the German name only where a seed prints one)."""
    return (card.de or card.name) if resolve(lang) == "de" else card.name


def render_jd_event(event: Event, names: Sequence[str], cards: Sequence[JdCard],
                    lang: str | None = None, you: int | None = None) -> str | None:
    """The log line for a Jump Drive event (None: not shown). ``you``: the seat of the
    person reading, whose own lines are told in the second person from the catalogue's
    ``[jd_log_you]`` ("You reveal: Explore.", "You win!"). A card name's own full stop
    ends a line once ("... Lifeforms Inc.")."""
    line = _render(event, names, cards, lang, you)
    return None if line is None else _STOPS.sub(".", line)


_STOPS = re.compile(r"(?<=\w)\.\.(?!\.)")


def _render(event: Event, names: Sequence[str], cards: Sequence[JdCard], lang: str | None,
            you: int | None) -> str | None:
    def log(key: str, **values: Any) -> str:
        seat = getattr(event, "seat", None)
        if you is not None and seat == you and key in texts(lang)["jd_log_you"]:
            return jd_text("log_you", key, lang, **values)
        return jd_text("log", key, lang, **values)

    def c(cid: int) -> str:
        return name_of(cards[cid], lang)

    if isinstance(event, RoundStarted):
        return str(texts(lang)["log"]["round"]).format(n=event.round)
    if isinstance(event, Reshuffled):
        return str(texts(lang)["log"]["reshuffled"])
    if isinstance(event, ev.JdDrew):
        key = {"deal": "dealt"}.get(event.why, f"drew_{event.why}")
        return log(key, name=names[event.seat], cards_n=cards_n(event.n, lang))
    if isinstance(event, ev.JdDiscarded):
        return log(f"discarded_{event.why}", name=names[event.seat],
                   cards_n=cards_n(event.n, lang))
    if isinstance(event, ev.JdRevealed):
        if event.explore:
            return log("revealed_explore", name=names[event.seat])
        shown = [c(x) for x in (event.development, event.world, event.second) if x is not None]
        return log("revealed", name=names[event.seat], cards=log("and").join(shown))
    if isinstance(event, ev.JdPlaced):
        return log(f"placed_{event.how}", name=names[event.seat], card=c(event.card),
                   n=event.paid)
    if isinstance(event, ev.JdConvoy):
        return log("convoy", name=names[event.seat], card=c(event.card))
    if isinstance(event, ev.JdExplored):
        return log("explored", name=names[event.seat], drew=event.drew,
                   discards=event.discards)
    if isinstance(event, ev.JdPropaganda):
        def who(s: int) -> str:
            if s == you:
                return jd_text("log_you", "you", lang)
            return names[s] if s >= 0 else log("imagined")
        return log("propaganda", card=c(event.card), source=who(event.from_seat),
                   target=who(event.to_seat))
    if isinstance(event, ev.JdScored):
        return log("scored", name=names[event.seat], vp=event.vp, total=event.total)
    if isinstance(event, GameEnded):
        totals = ", ".join(texts(lang)["log"]["score"].format(name=names[i], vp=vp)
                           for i, vp in enumerate(event.totals))
        won = [names[w] for w in event.winners]
        table = texts(lang)["log" if you is None else "log_you"]
        if len(won) > 1:
            verdict = table["share"].format(names=log("and").join(won))
        elif you is not None:
            verdict = (table["wins"] if event.winners[0] == you
                       else table["lose"].format(name=won[0]))
        else:
            verdict = table["wins"].format(name=won[0])
        return log(f"ended_{event.ending.kind.value}", totals=totals, verdict=verdict)
    return None


def jd_option_label(option: Option, cards: Sequence[JdCard], lang: str | None = None,
                    explore: tuple[int, int] | None = None) -> str:
    """The text of one Jump Drive option. ``explore``: (draw, discard) for Explore."""
    m = option.move

    def o(key: str, **values: Any) -> str:
        return jd_text("option", key, lang, **values)

    def c(cid: int) -> str:
        return name_of(cards[cid], lang)

    if isinstance(m, Explore):
        draw, discard = explore or (5, 3)
        return o("explore", draw=draw, discard=discard)
    if isinstance(m, JdPlay):
        parts = []
        if m.development is not None:
            cost = m.dev_cost.total if m.dev_cost is not None else 0
            key = "survey" if cards[m.development].middle else "develop"
            parts.append(o(key, card=c(m.development), cost=cost))
        if m.world is not None:
            w = cards[m.world]
            amount = m.world_cost.total if m.world_cost is not None else 0
            if m.how is How.CONQUER:
                parts.append(o("world_conquer", card=c(m.world), military=amount,
                               defence=w.cost))
            elif m.how is How.CONTACT:
                contact = next((t.card for t in (m.world_cost.terms if m.world_cost else ())
                                if t.what == "contact" and t.card is not None), None)
                parts.append(o("world_contact", card=c(m.world), cost=amount,
                               contact=c(contact) if contact is not None else "?"))
            else:
                parts.append(o("world_pay", card=c(m.world), cost=amount))
        if m.second is not None and m.second_how is not None and m.convoy is not None:
            amount = m.second_cost.total if m.second_cost is not None else 0
            parts.append(o(f"second_{m.second_how.value}", card=c(m.second),
                           convoy=c(m.convoy), cost=amount, military=amount,
                           defence=cards[m.second].cost))
        if draws_after_world(m):
            parts.append(o("draw"))
        return o("join").join(parts)
    if isinstance(m, Pay):
        return o("pay", cards_n=cards_n(option.min_cards, lang), card=c(m.card))
    if isinstance(m, Discard):
        return o("discard", cards_n=cards_n(option.min_cards, lang))
    return m.encode()
