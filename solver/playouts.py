"""How the play-out searches of Jump Drive and New Frontiers weigh a play-out: its final
margin (the player's VP less the best other's; Jump Drive's solo game: its VP) plus ``WIN``
VP for a win. One rule for both games' searches, their hints and their reviews."""

from __future__ import annotations

WIN = 10.0  # a win is worth this many VP of margin


def weighed(margin: float, won: float) -> float:
    """One play-out as the search weighs it (``won``: 1, a share of a tie, or 0)."""
    return margin + WIN * won


def mean_weighed(margin: float, wins: float, games: int) -> float:
    """A candidate's play-outs as the search weighs them: the mean margin plus ``WIN`` VP
    times the share of the games won."""
    return margin + WIN * wins / max(1, games)
