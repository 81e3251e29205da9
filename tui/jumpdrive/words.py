"""Jump Drive's words on the game screen (Textual-free, Rich markup): its catalogue
(``tui_jumpdrive``), the decision titles it words itself, a card on one line, the legend
and the log."""

from __future__ import annotations

from enum import StrEnum

from rftg.core.jumpdrive.cards import COLOUR, JdCard
from rftg.core.jumpdrive.state import jd_state
from rftg.core.jumpdrive.text import name_of, render_jd_event
from rftg.core.lang import text
from rftg.core.moves import DecisionKind
from rftg.tui.render import esc, kind_mark, kind_title, player_name
from rftg.tui.session import GameSession

SHORT = 32  # a terminal lower than this shows a hint as a notification too
JD_KINDS = (DecisionKind.INITIAL_DISCARD, DecisionKind.ACTION, DecisionKind.PAYMENT,
            DecisionKind.DISCARD)
"""The decisions whose title Jump Drive words itself (tui_jumpdrive [decision])."""


def jt(key: str, lang: str | None = None, /, **values: object) -> str:
    """A text of the Jump Drive screen (catalogue ``tui_jumpdrive``) in ``lang`` (None:
    this run's)."""
    return text("tui_jumpdrive", key, lang, **values)


def decision_title(kind: StrEnum, lang: str | None = None) -> str:
    """The decision panel's title ("Choose secretly")."""
    return jt(f"decision.{kind.value}", lang) if kind in JD_KINDS else kind_title(kind, lang)


def log_lines(session: GameSession, lang: str | None = None) -> list[str]:
    """The game's log, the human's own lines in the second person ("You reveal: ...")."""
    game = session.game
    names = [player_name(p.name, lang) for p in game.state.players]
    cards = jd_state(game).jd
    lines = (render_jd_event(e, names, cards, lang, you=session.human)
             for e in game.state.events)
    return [line for line in lines if line]


def jd_card_line(card: JdCard, width: int = 24, icons: bool = True,
                 lang: str | None = None) -> str:
    """One Jump Drive card on one line: cost (⚔ defence), name, colour, VP, income and
    (``icons``) its explore / military / chromosome icons."""
    if card.is_world and card.military:
        cost = f"[bold red]⚔{card.cost}[/]"
    else:
        cost = f"[bold]{card.cost}{'◇' if card.is_development else '○'}[/]"
    full = name_of(card, lang)
    name = full if len(full) <= width else full[: width - 1] + "…"
    colour = kind_mark(card.kind) if card.kind is not None else " "
    rebel = "[red]R[/]" if card.rebel else " "
    marks = "".join(f" {jt(f'card.{icon}', lang)}{n}" for n, icon in (
        (card.explore, "explore"), (card.strength, "military"),
        (card.chromosome, "chromosome")) if n)
    return (f"{cost:>3} {esc(name)}{' ' * (width - len(name))} {colour}{rebel} "
            f"[magenta]{card.vp}{jt('card.vp', lang)}[/] [cyan]+{card.income}[/]"
            f"{marks if icons else ''}")


def legend(lang: str | None = None) -> str:
    colours = "  ".join(f"{kind_mark(k)} {jt(f'legend.{c}', lang)}" for k, c in COLOUR.items())
    return jt("legend.line", lang, colours=colours)
