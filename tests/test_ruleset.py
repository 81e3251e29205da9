"""The ruleset kernel: a game is a declared Ruleset; hooks at phase and round end, end
conditions and validators plug in without editing the base phases (issue 10: "goals checked
at phase ends, five players, per-player decks for the draft, a robot seat and Jump Drive's
different round can be added without editing the base phases")."""

from __future__ import annotations

import random
from dataclasses import replace
from enum import StrEnum

import pytest

from rftg.core.decisions import Choice, IllegalChoice
from rftg.core.ending import Ending
from rftg.core.engine import Game
from rftg.core.events import ActionsChosen, GameEnded, RoundStarted
from rftg.core.moves import ChooseActions, Pass
from rftg.core.race.ruleset import advanced_two_player, base_game, ruleset_for
from rftg.core.race.setup import RaceSetup
from rftg.core.save import digest
from rftg.core.state import Action


def play_random(game: Game, seed: int, rounds: int | None = None) -> None:
    rng = random.Random(seed)
    while not game.over and (rounds is None or game.state.round <= rounds):
        for d in game.pending():
            for _ in range(200):  # a random option the rules accept (bounded by count)
                o = rng.choice(d.options)
                cards = tuple(rng.sample(o.cards_from, rng.randint(o.min_cards, o.max_cards)))
                try:
                    game.choose(d.player, Choice(o.move, cards))
                    break
                except IllegalChoice:
                    continue
            else:
                raise AssertionError(f"no accepted choice for {d}")


def test_base_and_advanced_games_are_declared_rulesets():
    base, adv = base_game(), advanced_two_player()
    assert (base.min_players, base.max_players, base.picks) == (2, 5, 1)  # 5: with GS
    assert (adv.min_players, adv.max_players, adv.picks) == (2, 2, 2)
    assert [p.name for p in base.phases] == ["explore", "develop", "settle", "consume",
                                             "produce"]
    # "Fortgeschrittenes Spiel für 2 Spieler": the second Develop and Settle cards
    assert {p.name: p.again for p in adv.phases if p.again} == {
        "develop": Action.DEVELOP2, "settle": Action.SETTLE2}
    assert ruleset_for(False) is base and ruleset_for(True) is adv


def test_phase_end_hooks_run_after_each_phase_played():
    """A hook at phase end (where goals will be checked) runs once after each phase that
    was played in a round, in phase order: exactly the phases someone chose ("Es werden nur
    die Phasen gespielt, die mindestens ein Spieler gewählt hat")."""
    seen: list[tuple[int, str]] = []
    rs = replace(base_game(), phase_end=(lambda g, phase: seen.append((g.state.round,
                                                                      phase)),))
    game = Game(RaceSetup(players=3, seed=5), ruleset=rs)
    play_random(game, 5, rounds=5)
    chosen: dict[int, set[Action]] = {}
    rnd = 0
    for e in game.state.events:
        if isinstance(e, RoundStarted):
            rnd = e.round
        elif isinstance(e, ActionsChosen):
            chosen.setdefault(rnd, set()).update(e.actions)
    for r in range(1, 5):
        expected = [p.name for p in rs.phases if chosen[r] & set(p.actions)]
        assert [ph for n, ph in seen if n == r] == expected


class Short(StrEnum):
    ROUNDS = "rounds"


def test_round_end_hook_and_end_condition():
    """An end condition of its own ends the game at the end of a round, with its typed
    ending: the state keeps it and the game's end event says it."""
    rounds: list[int] = []
    rs = replace(base_game(),
                 round_end=(lambda g, _: rounds.append(g.state.round),),
                 end=(lambda g: Ending(Short.ROUNDS) if g.state.round >= 2 else None,))
    game = Game(RaceSetup(players=2, seed=1), ruleset=rs)
    play_random(game, 1)
    assert game.over and rounds == [1, 2]
    assert game.state.ending == Ending(Short.ROUNDS) == game.ending_now()
    ended = [e for e in game.state.events if isinstance(e, GameEnded)]
    assert [e.ending for e in ended] == [Ending(Short.ROUNDS)]


def test_a_validator_refuses_and_leaves_the_game_unchanged():
    def no_passing(game, decision, option, choice):
        if isinstance(choice.move, Pass):
            raise IllegalChoice("this variant does not allow passing")

    rs = replace(base_game(), validators=(*base_game().validators, no_passing))
    game = Game(RaceSetup(players=2, seed=3, start="first"), ruleset=rs)
    for d in game.pending():  # everybody chooses Develop: the Develop decision offers Pass
        game.choose(d.player, Choice(ChooseActions((Action.DEVELOP,))))
    d = game.pending()[0]
    assert any(isinstance(o.move, Pass) for o in d.options)
    before = digest(game)
    with pytest.raises(IllegalChoice, match="does not allow passing"):
        game.choose(d.player, Choice(Pass()))
    assert digest(game) == before


def test_a_ruleset_refuses_a_player_count_it_does_not_declare():
    with pytest.raises(ValueError, match="2-2 players"):
        Game(RaceSetup(players=3, seed=0), ruleset=advanced_two_player())
