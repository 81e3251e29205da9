"""rftg: learn and play Race for the Galaxy in the terminal.

The subpackages live in the repository's top-level folders and are installed under
this one namespace: rftg.core (rules engine), rftg.content (card and text data),
rftg.solver (CP-SAT planners, hints, computer players), rftg.tutor (explanations)
and rftg.tui (the Textual app).
"""

__version__ = "0.1.0"

import os as _os

# numpy's BLAS on one thread (unless the user says otherwise), set before anything imports
# numpy: the learned evaluation multiplies small matrices, where more threads only spin
# and wait, and on a loaded machine make each product ten times slower.
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
