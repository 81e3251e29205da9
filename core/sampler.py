"""Look-ahead on hidden information, as a service of the engine: ``game.sampler(seat)``
issues a ``Sampler`` for one seat, and ``sampler.sample(seed)`` gives a full game
consistent with everything that seat sees, at exactly its decision.

    sampler = game.sampler(seat)          # handed to a searching player with its view
    sample = sampler.sample(seed)         # a Game at exactly the seat's decision

A sample is the game cloned, with every card ``seat`` cannot see dealt again at random by
``seed`` (the ruleset's ``deal_unseen``: the game knows what is hidden from whom); its RNG,
seed and move list are new (``setup.seed`` is ``seed``, ``choices`` is empty: a sample is
not a replayable game). The sampler keeps the game it was issued from and that game's
version: once the game moves on, a sample raises ``StaleSample`` (a player answers at once,
or asks for a new sampler).

The step under way is asked again on the dealt cards: the other players' open decisions
were built from their hands, and an answer they already gave is theirs to know, so the
step is called afresh (the game's own steps build the decisions; nothing here restates a
rule). A step can be asked again only where the ruleset says it is sound
(``Ruleset.restart``: steps whose call without answers only asks, and steps that draw
first with how to put their draws back). Any other step raises ``SampleError``, as does a
finished game or a ruleset without ``deal_unseen``. After asking again, the sample checks
that this seat's decision is the one it was issued for.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rftg.core.decisions import Decision
    from rftg.core.engine import Game


class SampleError(Exception):
    """No sample can be dealt for this seat now (with the reason)."""


class StaleSample(SampleError):
    """The game moved on since the sampler was issued."""


class Sampler:
    """Samples of one game for one seat, while the game has not moved on."""

    __slots__ = ("_game", "_version", "decision", "seat")

    def __init__(self, game: Game[Any], seat: int) -> None:
        self._game = game
        self._version = game.version
        self.seat = seat
        self.decision: Decision | None = game.pending_for(seat)  # the decision it is for

    def _source(self) -> Game[Any]:
        game = self._game
        if game.version != self._version:
            raise StaleSample("the game moved on since this sampler was issued: ask the "
                              "game for a new one")
        return game

    def sample(self, seed: int) -> Game[Any]:
        """A full game at exactly this seat's state and decision, the cards it cannot see
        dealt at random by ``seed`` (see the module doc)."""
        game = self._source()
        if game.over:
            raise SampleError("the game is over: nothing left to sample")
        deal = game.ruleset.deal_unseen
        if deal is None:
            raise SampleError(f"{game.ruleset.name} deals no samples")
        step = game._current
        if game._asked and step is not None and not game.ruleset.restart.can(step.kind):
            raise SampleError(f"cannot ask the step {step.kind!r} again on dealt cards")
        sample = game.clone()
        self._source()  # the game did not move on while it was copied (another thread)
        rng = random.Random(seed)
        deal(sample.state, self.seat, rng)
        setup = game.setup.model_copy(update={"seed": seed})
        sample.setup = setup
        sample.state.setup = setup
        sample.state.rng = rng
        sample.choices = []
        if game._asked:
            self._ask_again(sample, game)
        return sample

    def _ask_again(self, sample: Game[Any], game: Game[Any]) -> None:
        """Ask the step under way again on the dealt cards (see the module doc)."""
        step = sample._current
        assert step is not None
        undo = game.ruleset.restart.undo.get(step.kind)
        if undo is not None:
            undo(sample)
        events = sample.state.events
        n = len(events)
        sample._asked, sample._answers = {}, {}
        asked = sample._call(step, None)
        del events[n:]  # the events of the first call stand; asking again adds none
        me = self.seat
        if not asked or set(asked) != set(game._asked) or (
                self.decision is not None and asked.get(me) != self.decision):
            raise SampleError(f"asking the step {step.kind!r} again did not give the "
                              "observed decisions")
        sample._asked = dict(asked)
        if self.decision is None and me in game._answers:
            sample._answers[me] = game._answers[me]  # my own answer, given already
