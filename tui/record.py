"""A game's record, to share: round by round, what each player did (actions, cards placed
and how they were paid, goods consumed, VP), then the final scores and the winners, as
plain text, JSON or a page of HTML that reads without the app (``rftg export``).

Textual-free. Every line is the game's own log line, rendered from its typed events in the
language of the run (``State.render_event``): nothing is worked out again here.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from typing import Any

from rftg.core import lang as language
from rftg.core.engine import Game
from rftg.core.gamestate import RoundStarted
from rftg.tui.games import game_label

FORMATS = ("text", "json", "html")


@dataclass(frozen=True)
class Round:
    number: int  # 0: before the first round (the deal, the start worlds)
    lines: tuple[str, ...]


@dataclass(frozen=True)
class GameRecord:
    game: str  # the game's id
    title: str  # the game's name in the run's language
    names: tuple[str, ...]  # the players (and a game's own seats: the solitaire robot)
    seed: int
    setup: dict[str, Any]
    rounds: tuple[Round, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    over: bool


def game_record(game: Game[Any]) -> GameRecord:
    """The record of ``game`` as it stands (a game not yet over has no winners)."""
    st = game.state
    names = list(game.setup.player_names())
    rounds: list[Round] = []
    number, lines = 0, list[str]()
    for event in st.events:
        if isinstance(event, RoundStarted):
            if lines or number:
                rounds.append(Round(number, tuple(lines)))
            number, lines = event.round, []
            continue
        line = st.render_event(event, names)
        if line:
            lines.append(line)
    if lines or number:
        rounds.append(Round(number, tuple(lines)))
    totals = tuple(s.total for s in game.scores())
    seats = [*names, *(language.text("cli", "export.other_seat", n=i + 1)
                       for i in range(len(names), len(totals)))]
    title = game_label(game.setup.game)
    return GameRecord(game.setup.game, title, tuple(seats), game.setup.seed,
                      game.setup.model_dump(mode="json"), tuple(rounds), totals,
                      tuple(game.winners()) if game.over else (), game.over)


def _t(key: str, **values: object) -> str:
    return language.text("cli", f"export.{key}", None, **values)


def as_text(r: GameRecord) -> str:
    out = [_t("title", game=r.title, seed=r.seed), _t("players", names=", ".join(r.names)),
           ""]
    for rnd in r.rounds:
        out.append(_t("round", n=rnd.number) if rnd.number else _t("setup"))
        out += [f"  {line}" for line in rnd.lines]
        out.append("")
    out.append(_t("final") if r.over else _t("so_far"))
    out += [f"  {_t('score', name=n, vp=v)}" for n, v in zip(r.names, r.totals, strict=True)]
    if r.winners:
        out.append(_t("winners", names=", ".join(r.names[w] for w in r.winners)))
    return "\n".join(out)


def as_json(r: GameRecord) -> str:
    return json.dumps({
        "game": r.game, "title": r.title, "seed": r.seed, "setup": r.setup,
        "players": list(r.names),
        "rounds": [{"round": x.number, "log": list(x.lines)} for x in r.rounds],
        "scores": list(r.totals), "winners": list(r.winners), "over": r.over,
    }, ensure_ascii=False, indent=1)


def as_html(r: GameRecord) -> str:
    e = html.escape
    body = [f"<h1>{e(_t('title', game=r.title, seed=r.seed))}</h1>",
            f"<p>{e(_t('players', names=', '.join(r.names)))}</p>"]
    for rnd in r.rounds:
        head = _t("round", n=rnd.number) if rnd.number else _t("setup")
        items = "".join(f"<li>{e(line)}</li>" for line in rnd.lines)
        body.append(f"<section><h2>{e(head)}</h2><ul>{items}</ul></section>")
    rows = "".join(f"<tr><td>{e(n)}</td><td>{v}</td></tr>"
                   for n, v in zip(r.names, r.totals, strict=True))
    body.append(f"<h2>{e(_t('final') if r.over else _t('so_far'))}</h2>"
                f"<table>{rows}</table>")
    if r.winners:
        won = _t("winners", names=", ".join(r.names[w] for w in r.winners))
        body.append(f"<p><strong>{e(won)}</strong></p>")
    lang = language.current()
    style = ("body{font-family:sans-serif;max-width:48em;margin:2em auto;line-height:1.4}"
             "h2{margin-bottom:.2em}ul{margin-top:.2em}td{padding:.1em 1em .1em 0}")
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{e(r.title)}</title><style>{style}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")


def export(game: Game[Any], fmt: str) -> str:
    """``game``'s record in ``fmt`` (text, json or html)."""
    r = game_record(game)
    return {"text": as_text, "json": as_json, "html": as_html}[fmt](r)
