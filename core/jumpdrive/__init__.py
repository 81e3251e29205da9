"""Jump Drive: its cards, state, phases and rules."""

from rftg.compiled import use

use(__path__)  # the compiled engine, when it is built and current (rftg.compiled)
