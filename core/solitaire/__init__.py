"""The Gathering Storm's solitaire game against the robot."""

from rftg.compiled import use

use(__path__)  # the compiled engine, when it is built and current (rftg.compiled)
