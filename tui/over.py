"""The game over in words, for every game: who won, and what the tutor says of the result
(the margin, where the VP came from, group by group, against the winner or the runner-up,
and what to do next). Textual-free: the game over screen and the plain mode read it; each
game's presenter gives the ``GameOverView`` (``Presenter.game_over``)."""

from __future__ import annotations

from collections.abc import Sequence

from rftg.tui.texts import t
from rftg.tui.view import GameOverView, SeatScore


def verdict(names: Sequence[str], winners: Sequence[int], you: int) -> str:
    """'You win!', 'Computer 1 wins!', 'You and Computer 2 share the win.'"""
    if len(winners) == 1:
        return t("score.you_win" if winners[0] == you else "score.wins",
                 name=names[winners[0]])
    shared = [names[w] for w in winners]
    return t("score.share", names=t("over.and").join([", ".join(shared[:-1]), shared[-1]]))


def group_totals(seat: SeatScore) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in seat.parts:
        out[part.group] = out.get(part.group, 0) + part.vp
    return out


def tutor_lines(view: GameOverView, keys: bool = True) -> list[str]:
    """What the tutor says of the result: the margin; where the difference came from, group
    by group (against the winner, or, when the player won, the best other seat); and, with
    ``keys``, what the game over screen's keys offer next."""
    after = [t("over.tutor_next")] if keys else []
    you = next((s for s in view.seats if s.you), None)
    others = [s for s in view.seats if not s.you]
    if you is None:
        return after
    if not others:  # a solo game: the score is the result
        best = max(you.parts, key=lambda p: p.vp, default=None)
        solo = [t("over.tutor_solo", vp=you.total)]
        if best is not None:
            solo.append(t("over.tutor_solo_best", part=best.label, vp=best.vp))
        return solo + after
    rival = max(others, key=lambda s: (s.won, s.total))
    margin = you.total - rival.total
    if you.won and margin > 0:
        out = [t("over.tutor_won", vp=margin, name=rival.name)]
    elif you.won:
        out = [t("over.tutor_tie", name=rival.name)]
    else:
        out = [t("over.tutor_lost", vp=-margin, name=rival.name)]
    mine, theirs = group_totals(you), group_totals(rival)
    rows = [(g, mine.get(g, 0), theirs.get(g, 0)) for g in view.groups
            if g in mine or g in theirs]
    if len(rows) > 1:
        out.append(t("over.tutor_where", name=rival.name))
        out += [t("over.tutor_group", group=view.groups[g], you=a, them=b,
                  diff=f"{a - b:+d}") for g, a, b in rows]
        gap = min(rows, key=lambda r: r[1] - r[2])
        if gap[1] < gap[2]:
            out.append(t("over.tutor_gap", group=view.groups[gap[0]], vp=gap[2] - gap[1],
                         name=rival.name))
    return out + after
