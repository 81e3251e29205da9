"""How long the CP-SAT planners may search.

By default a search is bounded by CP-SAT's deterministic work units
(``max_deterministic_time``), not by the wall clock: the same position gives the same plan
on any machine, loaded or not, so hints, computer players and tests are reproducible. The
bound is far above what any position seen needs (the consume stress set and the placement
plans solve to optimality in well under one unit); a caller may add a wall-clock limit
(``time_limit``, seconds) where a user waits, e.g. ``rftg analyze --time-limit``.
"""

from __future__ import annotations

import math

WORK = 10.0  # deterministic work units per plan
NO_WALL_CLOCK = math.inf
