"""Small helpers for rule scenario tests: find cards and options by name, answer decisions."""

from __future__ import annotations

import rftg.core.text  # noqa: F401  (installs the option labels the helpers match)
from rftg.core.decisions import Choice, Decision, Option
from rftg.core.engine import Game
from rftg.core.text import option_label


def ids(game: Game, seat: int, name: str, zone: str = "tableau") -> list[int]:
    p = game.state.players[seat]
    pool = {"tableau": p.tableau, "hand": p.hand, "drawn": p.drawn}[zone]
    return [c for c in pool if game.state.card(c).name == name]


def one(game: Game, seat: int, name: str, zone: str = "tableau") -> int:
    (cid,) = ids(game, seat, name, zone)[:1]
    return cid


def decision(game: Game, seat: int) -> Decision:
    (d,) = [d for d in game.pending() if d.player == seat]
    return d


def option(game: Game, seat: int, start: str) -> Option:
    """The option whose label starts with ``start`` (or whose move's text form is
    ``start``)."""
    d = decision(game, seat)
    hits = [o for o in d.options if option_label(o).startswith(start) or o.id == start]
    assert hits, f"no option {start!r} in {[option_label(o) for o in d.options]}"
    return hits[0]


def labels(game: Game, seat: int) -> list[str]:
    return [option_label(o) for o in decision(game, seat).options]


def answer(game: Game, seat: int, start: str, cards: tuple[int, ...] | None = None) -> None:
    """Choose the option starting with ``start``; cards default to the first min_cards."""
    o = option(game, seat, start)
    if cards is None:
        cards = tuple(o.cards_from[: o.min_cards])
    game.choose(seat, Choice(o.move, cards))


def hand_names(game: Game, seat: int) -> list[str]:
    return sorted(game.state.card(c).name for c in game.state.players[seat].hand)
