"""Race positions for the solver's tests: a game played by normal players up to an action
decision."""

from __future__ import annotations

from rftg.core.engine import Game
from rftg.core.moves import DecisionKind
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.solver.players.heuristic import HeuristicPlayer


def at_action(setup: RaceSetup | int, round_: int = 3) -> Game:
    """``setup`` (a seed: the 2-player base game) played by heuristic players (seeded
    ``setup.seed + seat``) up to round ``round_``'s action decision."""
    if isinstance(setup, int):
        setup = RaceSetup(players=2, seed=setup)
    game = Game(setup)
    players = [HeuristicPlayer(setup.seed + i) for i in range(setup.players)]
    while not (game.state.round == round_ and game.pending()
               and game.pending()[0].kind is DecisionKind.ACTION):
        for d in game.pending():
            game.choose(d.player, players[d.player].choose(observation(game, d.player)))
    return game
