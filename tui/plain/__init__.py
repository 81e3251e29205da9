"""``rftg --plain``: the game on plain lines for screen readers and scripts.

Every game of the new game screen, asked on numbered lines; each decision printed with its
context and numbered options; commands for the hint, the tutor, the scores, the table, a
card, the log, undo, help and quit. No escape sequences, no box drawing, no symbols
without words. Textual-free: it plays through ``rftg.tui.session`` like the TUI.
"""

from rftg.tui.plain.run import main

__all__ = ["main"]
