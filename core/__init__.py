"""The rules engine: cards, game state, phases and scoring."""

from rftg.compiled import use

use(__path__)  # the compiled engine, when it is built and current (rftg.compiled)
