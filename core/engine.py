"""The referee: runs a declared game (a ``Ruleset``) until someone must decide, and checks
every answer.

    game = Game(GameSetup(players=2, seed=7))
    while not game.over:
        for decision in game.pending():
            game.choose(decision.player, some_choice(decision))

The engine works through a queue of steps. A step either completes at once or asks
decisions; when every asked player has answered, the step is called again with the
answers and either completes or asks the next decisions (Consume and Produce ask one
power at a time). Players who decide simultaneously are asked together; where the
rulebook says order matters, steps resolve in player order (lowest start world first).
The steps themselves are the ruleset's (``rftg.core.phases`` for the base game).
"""

from __future__ import annotations

import copy
from typing import Any

from rftg.core import events as ev
from rftg.core.cards import Card, Catalogue, Phase
from rftg.core.custom import game_catalogue
from rftg.core.decisions import Choice, Decision, IllegalChoice, Option, check_choice
from rftg.core.errors import error
from rftg.core.rules.powers import PowerRef
from rftg.core.ruleset import Asked, Ruleset, ruleset_of
from rftg.core.scoring import ScoreBreakdown, score, winners
from rftg.core.state import GameSetup, GameState, PlayerState, new_state

Step = tuple[str, dict[str, Any]]


class Game:
    """One game: its setup, its ruleset, its state and the choices made so far."""

    def __init__(self, setup: GameSetup, cat: Catalogue | None = None,
                 ruleset: Ruleset | None = None, *, state: GameState | None = None) -> None:
        """A new game of ``setup``, dealt and run to its first decisions; with ``state``,
        a game that goes on from that state (``clone`` sets the rest)."""
        self.setup = setup
        self.catalogue = cat or game_catalogue(setup.custom_cards)
        self.ruleset = ruleset or ruleset_of(setup)
        if not self.ruleset.min_players <= setup.players <= self.ruleset.max_players:
            raise ValueError(f"{self.ruleset.name} is for {self.ruleset.min_players}-"
                             f"{self.ruleset.max_players} players, not {setup.players}")
        fresh = state is None
        if state is None:
            make = self.ruleset.new_state
            state = make(setup) if make else new_state(setup, self.catalogue)
            state.pool = self.ruleset.vp_per_player * setup.players
        self.state: GameState = state
        self.choices: list[tuple[int, Choice]] = []
        self._queue: list[Step] = [(self.ruleset.setup, {})]
        self._current: Step | None = None
        self._asked: dict[int, Decision] = {}
        self._answers: dict[int, Choice] = {}
        self.version = 0  # goes up whenever the state may have changed (for view caches)
        self.view_cache: dict[str, object] = {}  # views of the state now (cleared per step)
        self.fixed_cache: dict[str, object] = {}  # views fixed for the whole game
        self._final: tuple[ScoreBreakdown, ...] | None = None  # scores once the game ended
        if fresh:
            self._run()

    def clone(self) -> Game:
        """An independent copy (for look-ahead): same state, same RNG position."""
        other = Game(self.setup, self.catalogue, self.ruleset, state=self.state.clone())
        other.version = self.version
        other._final = self._final
        other.choices = list(self.choices)
        other._queue = copy.deepcopy(self._queue)
        other._current = copy.deepcopy(self._current)
        other._asked = dict(self._asked)
        other._answers = dict(self._answers)
        other.view_cache = {}
        other.fixed_cache = dict(self.fixed_cache)
        return other

    # ------------------------------------------------------------------ protocol

    @property
    def over(self) -> bool:
        return self.state.over

    def scores(self) -> list[ScoreBreakdown]:
        """Each player's score now (final once the game is over), in seat order."""
        if self._final is not None:
            return list(self._final)
        if self.ruleset.scores is not None:
            return self.ruleset.scores(self)
        return [score([self.card(c) for c in p.tableau], p.chips) for p in self.players]

    def winners(self) -> list[int]:
        """Seats of the winner(s): most VP; a tie goes to most hand cards + goods; a tie in
        both is a shared win ("teilen sich die Spieler den Sieg")."""
        if self.ruleset.winners is not None:
            return self.ruleset.winners(self)
        return winners([(s.total, len(p.hand) + len(p.goods))
                        for s, p in zip(self.scores(), self.players, strict=True)])

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
            option = check_choice(decision, choice)
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
        name, params = step
        return self.ruleset.steps[name](self, params, answers)

    def push(self, *steps: Step) -> None:
        """Run these steps next, in this order."""
        self._queue[0:0] = list(steps)

    def append(self, step: Step) -> None:
        """Run this step after everything queued."""
        self._queue.append(step)

    def queued(self, name: str) -> bool:
        return any(s[0] == name for s in self._queue)

    # ------------------------------------------------------------------ helpers

    @property
    def players(self) -> list[PlayerState]:
        return self.state.players

    def emit(self, event: ev.Event) -> None:
        self.state.events.append(event)

    def card(self, cid: int) -> Card:
        return self.state.cards[cid]

    def in_order(self) -> list[PlayerState]:
        return [self.players[s] for s in self.state.order]

    def phase_powers(self, p: PlayerState, phase: Phase) -> tuple[PowerRef, ...]:
        """Powers of the cards ``p`` had at the start of this phase (rule: a card's powers
        work from the phase after the one in which it was placed), less cards discarded
        from the tableau since (``forget_powers``). Cached per phase."""
        cached = p.power_cache.get(phase)
        if cached is None:
            table = self.state.power_table
            out: list[PowerRef] = []
            for cid in p.phase_start_tableau:
                out.extend(table[cid].get(phase, ()))
            cached = tuple(out)
            p.power_cache[phase] = cached
        return cached

    @staticmethod
    def forget_powers(p: PlayerState) -> None:
        """Call when a card leaves ``p``'s tableau during a phase: its powers stop working."""
        p.phase_start_tableau = tuple(c for c in p.phase_start_tableau if c in p.tableau)
        p.power_cache.clear()

    def begin_phase(self, name: str, bonus: frozenset[int] = frozenset(), run: int = 1,
                    runs: int = 1) -> None:
        st = self.state
        st.phase = name
        st.bonus = bonus
        st.run = run
        st.runs = runs
        st.second_world = False
        for p in self.players:
            p.phase_start_tableau = tuple(p.tableau)
            p.power_cache.clear()
            p.used = set()
            p.produced = []
            p.placing = None
            p.placed = []
            p.temp_military = 0
            p.hand_military = 0
            p.drew = 0
            p.bonus_used = False

    def draw_cards(self, p: PlayerState, n: int, why: str, card: int | None = None) -> None:
        """``p`` draws ``n`` cards; ``why`` is a key of the text catalogue's [why] section,
        or "power" with ``card`` the card whose power draws."""
        if n > 0:
            got = self.state.draw_to_hand(p, n)
            p.drew += got
            self.emit(ev.Drew(p.seat, got, why, card))

    def gain_vp(self, p: PlayerState, vp: int) -> None:
        if vp > 0:
            p.chips += vp
            self.state.pool -= vp

    def add_good(self, p: PlayerState, world: int, windfall: bool = False) -> bool:
        good = self.state.draw(p.seat)
        if good is None:
            return False
        p.goods[world] = good
        p.produced.append(world)
        self.emit(ev.Produced(p.seat, world, windfall))
        return True

    def discard_from_hand(self, p: PlayerState, cards: tuple[int, ...]) -> None:
        pile = self.state.discard_for(p.seat)
        for c in cards:
            p.hand.remove(c)
            pile.append(c)

    def end_game(self, reason: str) -> None:
        st = self.state
        st.over = True
        st.phase = "over"
        self._final = tuple(self.scores())
        totals = tuple(s.total for s in self._final)
        full = tuple(p.seat for p in self.players
                     if len(p.tableau) >= self.ruleset.tableau_end)
        self.emit(ev.GameEnded(reason, totals, tuple(self.winners()), full))

    # ------------------------------------------------------------------ validation

    def _validate(self, decision: Decision, option: Option, choice: Choice) -> None:
        """Checks beyond option and card count (the option table cannot express them):
        the ruleset's validators."""
        for check in self.ruleset.validators:
            check(self, decision, option, choice)
