"""The "VP now" standings the TUI shows count goal VP exactly as the engine scores them.

"Am Spielende erhalten die Spieler die Siegpunkte der Ziele, die sie besitzen" (The
Gathering Storm): a goal tile or marker held is part of the score, so the score line must
add it too (it showed 36 where the final score was 42)."""

from __future__ import annotations

from rftg.core.engine import Game
from rftg.core.observe import observation
from rftg.core.race.setup import RaceSetup
from rftg.core.summary import standings
from rftg.solver.players.random import RandomPlayer


def test_standings_equal_the_engines_scores_in_goal_games() -> None:
    seen_goal_vp = 0
    for seed in range(6):
        game = Game(RaceSetup(players=3, edition="gs", goals=True, seed=seed))
        players = [RandomPlayer(seed * 10 + s) for s in range(3)]
        while not game.over:
            for d in game.pending():
                obs = observation(game, d.player)
                engine = [s.total for s in game.scores()]
                shown = standings(obs)
                assert [s.total for s in shown] == engine
                assert all(s.total == s.cards + s.chips + s.bonus + s.goals for s in shown)
                seen_goal_vp += sum(s.goals for s in shown)
                game.choose(d.player, players[d.player].choose(obs))
        final = standings(observation(game, 0))
        assert [s.total for s in final] == [s.total for s in game.scores()]
    assert seen_goal_vp > 0  # the games did reach goals
