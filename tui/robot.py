"""The solitaire robot on the screen (Textual-free, Rich markup): its mat (credit, economy,
the dice row with the player's indicators, tokens left, pile size, VP), its tableau pile,
the tutor's words for what it did since the player last decided, and the one-time notice
about the numbers that are not from the rulebook."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rftg.core.cards import Card
from rftg.core.events import Event
from rftg.core.solitaire import events as rev
from rftg.core.solitaire.observe import RobotView
from rftg.core.solitaire.rules import ROW, TABLEAU_END
from rftg.core.solitaire.table import Face, RobotTable
from rftg.tui.render import card_line, esc

NOTICE_SEEN = "robot_notice_seen"
"""A file in the data folder: the notice about the robot's numbers was shown."""

_SHORT = {"explore1": "Exp", "explore2": "Exp", "develop1": "Dev", "develop2": "Dev",
          "settle1": "Set", "settle2": "Set", "trade": "$", "double": "x2",
          "produce": "Prod"}
_FACE_SHORT = {Face.EXPLORE: "Exp", Face.DEVELOP: "Dev", Face.SETTLE: "Set",
               Face.TRADE: "$", Face.DOUBLE: "x2", Face.PRODUCE: "Prod", Face.ROBOT: "Robot",
               Face.MATCH: "Match"}


def dice_row(view: RobotView) -> str:
    """The dice row: each field with a die on it (●, reverse) and your action (▲, bold)."""
    cells = []
    for field in ROW:
        die = "●" if field in view.dice else ""
        mark = "▲" if field in view.marks else ""
        text = f"{_SHORT[field.value]}{die}{mark}"
        cells.append(f"[reverse]{text}[/]" if die else
                     (f"[b]{text}[/b]" if mark else f"[dim]{text}[/dim]"))
    return " ".join(cells)


def mat_lines(view: RobotView) -> str:
    """The robot's mat, two lines (each fits 100 columns)."""
    rolled = (" · rolled " + "+".join(_FACE_SHORT[f] for f in view.faces)
              if view.faces else "")
    first = (f"[b]Robot ({view.difficulty})[/b]: credit [b]{view.credit}[/b]/"
             f"{view.credit_limit} · economy [b]{view.economy}[/b]/{view.economy_limit} · "
             f"tokens [b]{view.tokens_left}[/b] left ({view.token_vp} VP) · pile "
             f"[b]{view.pile}[/b] · tableau [b]{view.cards}[/b]/{TABLEAU_END} · "
             f"[b]{view.vp} VP[/b]")
    second = (f"Robot tile [b]{esc(_FACE_SHORT[view.tile])}[/b]{rolled} · dice row "
              f"{dice_row(view)} [dim](● robot ▲ you)[/dim]")
    return f"{first}\n{second}"


def tableau_title(view: RobotView) -> str:
    n = len(view.tableau)
    tokens = f" + {view.tokens} token(s)" if view.tokens else ""
    return (f"[b]Robot's tableau pile[/b] ({n} card{'' if n == 1 else 's'}{tokens}: "
            f"{view.cards}/{TABLEAU_END}; {view.chips} VP chips)")


def tableau_rows(view: RobotView, cards: Sequence[Card]) -> list[tuple[int, str]]:
    return [(c, card_line(cards[c])) for c in view.tableau]


def what_it_did(events: Sequence[Event], before: RobotView | None) -> list[str]:
    """The tutor's lines for the robot's events (the roll, each turn, a turned tile),
    ``before``: the robot when they began."""
    if before is None:
        return []
    from rftg.tutor.robot import explain

    lines: list[str] = []
    for e in events:
        if isinstance(e, rev.RobotRolled | rev.RobotTurn | rev.RobotTileTurned):
            lines += explain(e, before)
    return lines


def notice_text(table: RobotTable, user_file: Path, problem: str | None) -> str:
    """The notice (Markdown-free markup): the numbers not from the rulebook, the override,
    and what is wrong with the user's copy, if anything."""
    from rftg.tutor.robot import notice, notice_title

    lines = [f"[b]{esc(notice_title())}[/b]", ""]
    lines += [esc(x) for x in notice(table, str(user_file))]
    if problem:
        lines += ["", f"[b red]Your copy was not used:[/] {esc(problem)}"]
    return "\n".join(lines)


def notice_due(home: Path) -> bool:
    return not (home / NOTICE_SEEN).exists()


def notice_shown(home: Path) -> None:
    """Remember that the notice was shown (quietly: a read-only folder shows it again)."""
    try:
        home.mkdir(parents=True, exist_ok=True)
        (home / NOTICE_SEEN).write_text("shown\n", "utf-8")
    except OSError:
        pass

