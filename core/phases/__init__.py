"""One module per phase; the engine calls their step functions."""

from rftg.compiled import use

use(__path__)  # the compiled engine, when it is built and current (rftg.compiled)
