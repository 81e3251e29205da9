"""Readable output of the command line: aligned columns, "did you mean" suggestions."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from rftg.clilang import t


def columns(rows: Sequence[Sequence[str]]) -> str:
    """Rows of cells as aligned columns, a rule of dashes under the first (the heading)."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    out.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(out)


def did_you_mean(close: Sequence[str]) -> None:
    """'Did you mean: A; B?' on stderr, when there are close names."""
    if close:
        print(t("cards.did_you_mean", names="; ".join(close)), file=sys.stderr)
