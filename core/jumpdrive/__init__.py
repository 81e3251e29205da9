"""Jump Drive: its cards, setup, state, steps, rules and observation, registered in
``rftg.core.games``."""

from rftg.compiled import use

use(__path__)  # the compiled engine, when it is built and current (rftg.compiled)

from rftg.core.games import GAMES, CoreGame  # noqa: E402
from rftg.core.jumpdrive.ruleset import jump_drive  # noqa: E402
from rftg.core.jumpdrive.setup import JumpDriveSetup  # noqa: E402

GAMES.register("jumpdrive", CoreGame("jumpdrive", JumpDriveSetup, lambda setup: jump_drive()))
