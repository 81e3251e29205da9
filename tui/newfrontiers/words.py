"""New Frontiers' words on the game screen (Textual-free, Rich markup): its catalogue
(``tui_newfrontiers``), a tile on one line, the legend, the log and the reconstructed
tiles' notice (shown once: the data folder remembers it)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rftg.core.gamestate import Event
from rftg.core.lang import text
from rftg.core.newfrontiers.state import NfState
from rftg.core.newfrontiers.text import render_event
from rftg.core.newfrontiers.tiles import KINDS, Goods, Kind, Tile
from rftg.tui.render import GOOD, esc, player_name
from rftg.tui.session import GameSession

GAME = "newfrontiers"
FIRST, LATER = "first", "later"  # NewGame.start for New Frontiers

KIND_STYLE = {Kind.BLUE: ("◆", "#5b9bd5"), Kind.BROWN: ("■", "#c0804a"),
              Kind.GREEN: ("▲", "#4caf50"), Kind.YELLOW: ("★", "#e6c229")}
"""The kinds of goods as Race for the Galaxy's screen shows them: a colour and a shape."""

NOTICE_SEEN = "newfrontiers_notice_seen"
"""A file in the data folder: the notice about the reconstructed tiles was shown."""


def nt(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of New Frontiers' screens (catalogue ``tui_newfrontiers``)."""
    return text("tui_newfrontiers", key, lang, **values)


def kind_mark(tile: Tile) -> str:
    """A world's kind: its shape in its colour (in a ring for a windfall world; every
    shape for the world of every kind; a dot for a grey one)."""
    if not tile.is_world:
        return ""
    kinds = KINDS if tile.joker else (() if tile.kind is None else (tile.kind,))
    if not kinds:
        return "[dim]·[/dim]"
    marks = "".join(f"[{KIND_STYLE[k][1]}]{KIND_STYLE[k][0]}[/]" for k in kinds)
    return f"({marks})" if tile.goods is Goods.WINDFALL else marks


def good_mark(kind: Kind | None) -> str:
    return "" if kind is None else f"[{KIND_STYLE[kind][1]}]{GOOD}[/]"


def tile_line(tile: Tile, width: int = 22, *, mark: str = "", good: Kind | None = None,
              colonists: int = 0, lang: str | None = None) -> str:
    """One tile on one line: cost (⚔ defence), name, kind, VP, the good on it, its
    colonists; ``mark``: ⌂ home colony, ? explored world."""
    if tile.military:
        cost = f"[bold red]⚔{tile.cost}[/]"
    else:
        cost = f"[bold]{tile.cost}{'◇' if not tile.is_world else '$'}[/]"
    full = tile.label(lang)
    name = full if len(full) <= width else full[: width - 1] + "…"
    vp = "?" if tile.vp_per and not tile.vp else str(tile.vp)
    large = nt("tile.large", lang) if tile.large else ""
    tail = f" {good_mark(good)}" if good is not None else ""
    if colonists:
        tail += f" ♟{colonists}"
    return (f"{mark or ' '}{cost:>3} {esc(name)}{' ' * (width - len(name))} "
            f"{kind_mark(tile)}{large} [magenta]{vp}{nt('tile.vp', lang)}[/]{tail}")


def legend(lang: str | None = None) -> str:
    kinds = "  ".join(f"[{c}]{s}[/] {nt(f'legend.{k.value}', lang)}"
                      for k, (s, c) in KIND_STYLE.items())
    return nt("legend.line", lang, kinds=kinds)


def names_of(session: GameSession, lang: str | None = None) -> list[str]:
    return [player_name(n, lang) for n in session.game.setup.names]


def nf_render(event: Event, names: Sequence[str], tiles: Any, lang: str | None,
              you: int | None) -> str | None:
    """The log line of an event (``rftg.tui.log.EventLog``'s renderer): the human's
    empire is named "Your empire" (the log's sentences are in the third person); the
    game's last line lists the players by name, as the scores and the game over screen do."""
    from rftg.core.ending import GameEnded

    shown = list(names)
    if you is not None and 0 <= you < len(shown) \
            and not isinstance(event, GameEnded):
        shown[you] = nt("log.you", lang)
    return render_event(event, shown, tiles, lang)


def notice_due(home: Path) -> bool:
    """Whether the notice about the reconstructed tiles has not been shown yet."""
    return not (home / NOTICE_SEEN).exists()


def notice_shown(home: Path) -> None:
    """Remember that the notice was shown (a data folder that cannot be written: it is
    shown again next time, nothing else happens)."""
    try:
        home.mkdir(parents=True, exist_ok=True)
        (home / NOTICE_SEEN).touch()
    except OSError:
        pass


def state_names(st: NfState) -> list[str]:
    return [player_name(n) for n in st.setup.names]
