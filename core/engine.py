"""The referee: runs a declared game (a ``Ruleset``) until someone must decide, and checks
every answer.

    game = Game(RaceSetup(players=2, seed=7))
    while not game.over:
        for decision in game.pending():
            game.choose(decision.player, some_choice(decision))

The engine works through a queue of steps. A step either completes at once or asks
decisions; when every asked player has answered, the step is called again with the
answers and either completes or asks the next decisions (Consume and Produce ask one
power at a time). Players who decide simultaneously are asked together; where the
rulebook says order matters, steps resolve in player order (lowest start world first).

The engine knows no game: the steps, the state, the end conditions, the scores and the
observation are the ruleset's (``rftg.core.games`` finds the ruleset a setup plays). A
``Game`` is generic in its state: a game's own code reads ``Game[ItsState]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from rftg.core.decisions import Choice, Decision, IllegalChoice, Option, check_choice
from rftg.core.ending import Ending, GameEnded
from rftg.core.errors import error
from rftg.core.games import ruleset_of
from rftg.core.gamesetup import GameSetup
from rftg.core.gamestate import Event, Stage, State
from rftg.core.ruleset import Asked, Ruleset, Step
from rftg.core.sampler import Sampler

S = TypeVar("S", bound=State)


class Score(Protocol):
    """A seat's score as a ruleset gives it (its breakdown is the game's own)."""

    @property
    def total(self) -> int: ...


class Game(Generic[S]):
    """One game: its setup, its ruleset, its state and the choices made so far."""

    def __init__(self, setup: GameSetup, ruleset: Ruleset | None = None, *,
                 state: S | None = None) -> None:
        """A new game of ``setup``, dealt and run to its first decisions; with ``state``,
        a game that goes on from that state (``clone`` sets the rest)."""
        self.setup = setup
        self.ruleset = ruleset or ruleset_of(setup)
        if not self.ruleset.min_players <= setup.players <= self.ruleset.max_players:
            raise ValueError(f"{self.ruleset.name} is for {self.ruleset.min_players}-"
                             f"{self.ruleset.max_players} players, not {setup.players}")
        fresh = state is None
        # the ruleset's state is the game's own (a game's code reads it as Game[ItsState])
        self.state: S = state if state is not None \
            else self.ruleset.new_state(setup, self.ruleset)  # type: ignore[assignment]
        self.choices: list[tuple[int, Choice]] = []
        self._queue: list[Step] = [Step(self.ruleset.setup)]
        self._current: Step | None = None
        self._asked: dict[int, Decision] = {}
        self._answers: dict[int, Choice] = {}
        self.version = 0  # goes up whenever the state may have changed (for view caches)
        self.view_cache: dict[str, object] = {}  # views of the state now (cleared per step)
        self.fixed_cache: dict[str, object] = {}  # views fixed for the whole game
        self._final: tuple[Score, ...] | None = None  # scores once the game ended
        if fresh:
            self._run()

    def clone(self) -> Game[S]:
        """An independent copy (for look-ahead): same state, same RNG position."""
        state = self.state.clone()  # of the same class (State.clone)
        other: Game[S] = Game(self.setup, self.ruleset, state=state)  # type: ignore[arg-type]
        other.version = self.version
        other._final = self._final
        other.choices = list(self.choices)
        other._queue = list(self._queue)  # steps are values: shared, never changed
        other._current = self._current
        other._asked = dict(self._asked)
        other._answers = dict(self._answers)
        other.view_cache = {}
        other.fixed_cache = dict(self.fixed_cache)
        return other

    # ------------------------------------------------------------------ protocol

    @property
    def over(self) -> bool:
        return self.state.over

    def scores(self) -> list[Score]:
        """Each seat's score now (final once the game is over), in seat order (a game's
        own seats beside the players', such as the solitaire robot's, after them)."""
        if self._final is not None:
            return list(self._final)
        return list(self.ruleset.scores(self))

    def winners(self) -> list[int]:
        """Seats of the winner(s), by the ruleset's rules (ties included)."""
        return self.ruleset.winners(self)

    def pending_for(self, player: int) -> Decision | None:
        """``player``'s open decision, if any."""
        if player in self._answers:
            return None
        return self._asked.get(player)

    def pending(self) -> list[Decision]:
        """The open decisions (several at once where players choose simultaneously)."""
        return [d for p, d in sorted(self._asked.items()) if p not in self._answers]

    def choose(self, player: int, choice: Choice, *, trusted: bool = False) -> None:
        """Answer ``player``'s pending decision; IllegalChoice (game unchanged) if not legal.
        ``trusted``: the choice was built from the decision's own options by a computer
        player (move and card count taken from the option), so only rule checks beyond the
        option table run."""
        decision = self._asked.get(player)
        if decision is None or player in self._answers:
            raise IllegalChoice(error("choice.not_pending", player=player))
        if trusted:
            option = decision.option(choice.move)
            if option is None:
                raise IllegalChoice(decision._not_an_option(choice.move.encode()))
        else:
            option = check_choice(decision, choice, self.ruleset.label)
        self._validate(decision, option, choice)
        self._answers[player] = choice
        self.choices.append((player, choice))
        if len(self._answers) < len(self._asked):
            return
        answers, self._answers, self._asked = self._answers, {}, {}
        assert self._current is not None
        asked = self._call(self._current, answers)
        if asked:
            self._asked = asked
        else:
            self._run()

    def observe(self, seat: int) -> Any:
        """What ``seat`` sees of the game now (the ruleset's observation)."""
        return self.ruleset.observe(self, seat)

    def sampler(self, seat: int) -> Sampler:
        """Samples of this game consistent with what ``seat`` sees, at its decision now
        (``rftg.core.sampler``): what a searching player looks ahead on."""
        return Sampler(self, seat)

    # ------------------------------------------------------------------ step machine

    def _run(self) -> None:
        while not self._asked and self._queue and not self.state.over:
            self._current = self._queue.pop(0)
            asked = self._call(self._current, None)
            if asked:
                self._asked = asked

    def _call(self, step: Step, answers: dict[int, Choice] | None) -> Asked:
        self.version += 1
        if self.view_cache:
            self.view_cache.clear()
        return self.ruleset.steps[step.kind](self, step, answers)

    def push(self, *steps: Step) -> None:
        """Run these steps next, in this order."""
        self._queue[0:0] = list(steps)

    def append(self, step: Step) -> None:
        """Run this step after everything queued."""
        self._queue.append(step)

    def queued(self, kind: str) -> bool:
        return any(s.kind == kind for s in self._queue)

    def restart_at(self, steps: Sequence[Step]) -> None:
        """A position set up by hand (a scenario, a deal from what a seat sees): forget the
        queue, the choices and the decisions, queue ``steps`` and run to the first
        decision."""
        self._queue = list(steps)
        self._current = None
        self._asked = {}
        self._answers = {}
        self.choices = []
        self.version += 1
        self.view_cache.clear()
        self._run()

    @property
    def current_step(self) -> Step | None:
        """The step under way (asking its decisions, or running)."""
        return self._current

    # ------------------------------------------------------------------ events, the end

    def emit(self, event: Event) -> None:
        self.state.events.append(event)

    def ending_now(self) -> Ending | None:
        """How the game ends, once it is over; before, the ending the ruleset's end
        conditions have reached (the game then ends when its ruleset says: at the end of
        the round in Race for the Galaxy), if any. Worked out once per state."""
        st = self.state
        if st.over:
            return st.ending
        if "ending" not in self.view_cache:
            self.view_cache["ending"] = self._reached()
        cached = self.view_cache["ending"]
        return cached if isinstance(cached, Ending) else None

    def _reached(self) -> Ending | None:
        for condition in self.ruleset.end:
            found = condition(self)
            if found is not None:
                return found
        return None

    def end_if_reached(self) -> bool:
        """End the game if one of the ruleset's end conditions is reached now; whether it
        ended. The ruleset's steps call this where the rules check the end."""
        ending = self._reached()
        if ending is None:
            return False
        self.end(ending)
        return True

    def end(self, ending: Ending) -> None:
        """The game is over: the final scores and winners are fixed and said."""
        st = self.state
        st.over = True
        st.phase = Stage.OVER
        st.ending = ending
        self._final = tuple(self.ruleset.scores(self))
        totals = tuple(s.total for s in self._final)
        self.emit(GameEnded(ending, totals, tuple(self.winners())))

    # ------------------------------------------------------------------ validation

    def _validate(self, decision: Decision, option: Option, choice: Choice) -> None:
        """Checks beyond option and card count (the option table cannot express them):
        the ruleset's validators."""
        for check in self.ruleset.validators:
            check(self, decision, option, choice)
