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
from rftg.core.solitaire.text import difficulty_name, robot_name, robot_text
from rftg.tui.render import card_line, esc

NOTICE_SEEN = "robot_notice_seen"
"""A file in the data folder: the notice about the robot's numbers was shown."""

_FIELD_FACE = {"explore1": "explore", "explore2": "explore", "develop1": "develop",
               "develop2": "develop", "settle1": "settle", "settle2": "settle",
               "trade": "trade", "double": "double", "produce": "produce"}
"""The face whose short name marks each field of the dice row."""


def _m(key: str, **values: object) -> str:
    return robot_text("mat", key, None, **values)


def short(face: Face | str) -> str:
    """A face's short name on the mat ("Dev", "$", "x2")."""
    return robot_text("short", Face(face).value)


def dice_row(view: RobotView) -> str:
    """The dice row: each field with a die on it (●, reverse) and your action (▲, bold)."""
    cells = []
    for field in ROW:
        die = "●" if field in view.dice else ""
        mark = "▲" if field in view.marks else ""
        text = f"{esc(short(_FIELD_FACE[field.value]))}{die}{mark}"
        cells.append(f"[reverse]{text}[/]" if die else
                     (f"[b]{text}[/b]" if mark else f"[dim]{text}[/dim]"))
    return " ".join(cells)


def _b(value: object) -> str:
    return f"[b]{value}[/b]"


def mat_lines(view: RobotView) -> str:
    """The robot's mat, two lines (each fits 100 columns)."""
    rolled = (_m("rolled", faces="+".join(short(f) for f in view.faces))
              if view.faces else "")
    head = _m("head", name=robot_name(), difficulty=difficulty_name(view.difficulty))
    first = _m("first", head=_b(esc(head)), credit=_b(view.credit), credit_limit=view.credit_limit,
               economy=_b(view.economy), economy_limit=view.economy_limit,
               tokens=_b(view.tokens_left), token_vp=view.token_vp, pile=_b(view.pile),
               cards=_b(view.cards), end=TABLEAU_END, vp=_b(_m("vp", vp=view.vp)))
    second = _m("second", tile=_b(esc(short(view.tile))), rolled=esc(rolled),
                row=dice_row(view), legend=f"[dim]{esc(_m('legend'))}[/dim]")
    return f"{first}\n{second}"


def tableau_title(view: RobotView) -> str:
    n = len(view.tableau)
    count = _m("pile_one") if n == 1 else _m("pile_many", n=n)
    tokens = _m("pile_tokens", n=view.tokens) if view.tokens else ""
    return _m("pile_title", title=_b(esc(_m("pile"))), count=count, tokens=tokens,
              cards=view.cards, end=TABLEAU_END, chips=view.chips)


def tableau_rows(view: RobotView, cards: Sequence[Card]) -> list[tuple[int, str]]:
    return [(c, card_line(cards[c])) for c in view.tableau]


def what_it_did(events: Sequence[Event], before: RobotView | None) -> list[str]:
    """The tutor's lines for the robot's events (the roll, each turn, a turned tile),
    ``before``: the robot when they began."""
    if before is None:
        return []
    from rftg.tutor.race.robot import explain

    lines: list[str] = []
    for e in events:
        if isinstance(e, rev.RobotRolled | rev.RobotTurn | rev.RobotTileTurned):
            lines += explain(e, before)
    return lines


def notice_text(table: RobotTable, user_file: Path, problem: str | None) -> str:
    """The notice (Markdown-free markup): the numbers not from the rulebook, the override,
    and what is wrong with the user's copy, if anything."""
    from rftg.tutor.race.robot import notice, notice_title

    lines = [f"[b]{esc(notice_title())}[/b]", ""]
    lines += [esc(x) for x in notice(table, str(user_file))]
    lines.append(esc(_m("notice_again")))  # the app's palette (the plain mode has none)
    if problem:
        lines += ["", f"[b red]{esc(_m('copy_not_used'))}[/] {esc(problem)}"]
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

