"""rftg: learn and play Race for the Galaxy in the terminal.

The subpackages live in the repository's top-level folders and are installed under
this one namespace: rftg.core (rules engine), rftg.content (card and text data),
rftg.solver (CP-SAT planners, hints, computer players), rftg.tutor (explanations)
and rftg.tui (the Textual app).
"""

__version__ = "0.1.0"
