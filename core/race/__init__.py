"""Race for the Galaxy in the core layer: its setup (``setup``), its ruleset with the
variants of The Gathering Storm (``ruleset``), its steps (``steps``) and what a seat cannot
see (``sampling``), registered in ``rftg.core.games``. Its rules are ``rftg.core.rules``,
its phases ``rftg.core.phases``, its state ``rftg.core.state``."""

from rftg.compiled import use

use(__path__)  # the compiled engine, when it is built and current (rftg.compiled)

from rftg.core.games import GAMES, CoreGame  # noqa: E402
from rftg.core.race.ruleset import race_ruleset  # noqa: E402
from rftg.core.race.setup import RaceSetup  # noqa: E402

GAMES.register("rftg", CoreGame("rftg", RaceSetup, race_ruleset))
