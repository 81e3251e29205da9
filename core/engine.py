"""The referee: runs a game until someone must decide, and checks every answer.

    game = Game(GameSetup(players=2, seed=7))
    while not game.over:
        for decision in game.pending():
            game.choose(decision.player, some_choice(decision))

The engine works through a queue of steps. A step either completes at once or asks
decisions; when every asked player has answered, the step is called again with the
answers and either completes or asks the next decisions (Consume and Produce ask one
power at a time). Players who decide simultaneously are asked together; where the
rulebook says order matters, steps resolve in player order (lowest start world first).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from rftg.core.cards import Card, Catalogue, Phase, Power, catalogue
from rftg.core.decisions import (
    Choice,
    Decision,
    DecisionKind,
    IllegalChoice,
    Option,
    check_choice,
)
from rftg.core.scoring import ScoreBreakdown, score, winners
from rftg.core.state import (
    ADVANCED_ACTIONS,
    BASIC_ACTIONS,
    HAND_LIMIT,
    TABLEAU_END,
    Action,
    GameSetup,
    GameState,
    PlayerState,
    new_state,
)

Step = tuple[str, dict[str, Any]]
Asked = dict[int, Decision] | None
PowerRef = tuple[int, int, Power]  # card id, power index, power
StepFn = Callable[["Game", dict[str, Any], dict[int, Choice] | None], Asked]

ACTION_NAMES = {
    Action.EXPLORE_5: "Explore +5", Action.EXPLORE_1_1: "Explore +1/+1",
    Action.DEVELOP: "Develop", Action.DEVELOP2: "Develop (second)",
    Action.SETTLE: "Settle", Action.SETTLE2: "Settle (second)",
    Action.TRADE: "Consume: Trade", Action.DOUBLE: "Consume: 2x VP",
    Action.PRODUCE: "Produce",
}


class Game:
    """One game of Race for the Galaxy: its setup, its state and the choices made so far."""

    def __init__(self, setup: GameSetup, cat: Catalogue | None = None) -> None:
        self.setup = setup
        self.catalogue = cat or catalogue()
        self.state: GameState = new_state(setup, self.catalogue)
        self.choices: list[tuple[int, Choice]] = []
        self._queue: list[Step] = []
        self._current: Step | None = None
        self._asked: dict[int, Decision] = {}
        self._answers: dict[int, Choice] = {}
        self.version = 0  # goes up whenever the state may have changed (for view caches)
        self.view_cache: dict[str, object] = {}
        self._deal()
        self._run()

    # ------------------------------------------------------------------ protocol

    @property
    def over(self) -> bool:
        return self.state.over

    def scores(self) -> list[ScoreBreakdown]:
        """Each player's score now (final once the game is over), in seat order."""
        return [score([self.card(c) for c in p.tableau], p.chips) for p in self.players]

    def winners(self) -> list[int]:
        """Seats of the winner(s): most VP; a tie goes to most hand cards + goods; a tie in
        both is a shared win ("teilen sich die Spieler den Sieg")."""
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

    def choose(self, player: int, choice: Choice) -> None:
        """Answer ``player``'s pending decision; IllegalChoice (game unchanged) if not legal."""
        decision = self._asked.get(player)
        if decision is None or player in self._answers:
            raise IllegalChoice(f"there is no decision pending for player {player}")
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
        self.view_cache.clear()
        name, params = step
        phase_step = PHASE_STEPS.get(name)
        if phase_step is not None:
            return phase_step(self, params, answers)
        handler: Callable[[dict[str, Any], dict[int, Choice] | None], Asked] = getattr(
            self, f"_step_{name}")
        return handler(params, answers)

    def push(self, *steps: Step) -> None:
        """Run these steps next, in this order."""
        self._queue[0:0] = list(steps)

    # ------------------------------------------------------------------ helpers

    @property
    def players(self) -> list[PlayerState]:
        return self.state.players

    def log(self, text: str) -> None:
        self.state.log.append(text)

    def card(self, cid: int) -> Card:
        return self.state.cards[cid]

    def in_order(self) -> list[PlayerState]:
        return [self.players[s] for s in self.state.order]

    def phase_powers(self, p: PlayerState, phase: Phase) -> tuple[PowerRef, ...]:
        """Powers of the cards ``p`` had at the start of this phase (rule: a card's powers
        work from the phase after the one in which it was placed), less cards discarded
        from the tableau since. Cached per phase; ``forget_powers`` drops the cache."""
        cached = p.power_cache.get(phase)
        if cached is None:
            cached = tuple(
                (cid, i, pw)
                for cid in p.phase_start_tableau if cid in p.tableau
                for i, pw in enumerate(self.state.cards[cid].powers) if pw.phase is phase
            )
            p.power_cache[phase] = cached
        return cached

    @staticmethod
    def forget_powers(p: PlayerState) -> None:
        """Call when a card leaves ``p``'s tableau during a phase."""
        p.power_cache.clear()

    def begin_phase(self, name: str) -> None:
        self.state.phase = name
        for p in self.players:
            p.phase_start_tableau = tuple(p.tableau)
            p.power_cache.clear()
            p.used = set()
            p.produced = []
            p.placing = None
            p.placed = []
            p.temp_military = 0
            p.hand_military = 0

    def draw_cards(self, p: PlayerState, n: int, why: str) -> None:
        if n > 0:
            got = self.state.draw_to_hand(p, n)
            self.log(f"{p.name} draws {got} card{'s' if got != 1 else ''} ({why}).")

    def gain_vp(self, p: PlayerState, vp: int) -> None:
        if vp > 0:
            p.chips += vp
            self.state.pool -= vp

    def add_good(self, p: PlayerState, world: int) -> bool:
        good = self.state.draw()
        if good is None:
            return False
        p.goods[world] = good
        p.produced.append(world)
        return True

    def discard_from_hand(self, p: PlayerState, cards: tuple[int, ...]) -> None:
        for c in cards:
            p.hand.remove(c)
            self.state.discard.append(c)

    # ------------------------------------------------------------------ setup

    def _deal(self) -> None:
        st, setup = self.state, self.setup
        rng = st.rng
        starts = [cid for cid, c in enumerate(st.cards) if c.is_start]
        others = [cid for cid in st.deck if cid not in starts]
        if setup.start == "first":
            wanted = {p.start: p for p in self.catalogue.presets if p.start <= setup.players}
            by_number = {st.cards[c].start: c for c in starts}
            numbers = list(range(1, setup.players + 1))
            rng.shuffle(numbers)
            taken: set[int] = set()
            for p, num in zip(self.players, numbers, strict=True):
                p.start = by_number[num]
                p.tableau = [p.start]
                preset = wanted[num]
                for name in preset.hand:
                    cid = next(c for c in others if st.cards[c].name == name and c not in taken)
                    taken.add(cid)
                    p.hand.append(cid)
            st.deck = [c for c in others if c not in taken] + [
                c for c in starts if all(c != p.start for p in self.players)]
            rng.shuffle(st.deck)
            self._finish_start()
            return
        if setup.start == "experienced":
            red = [c for c in starts if st.cards[c].colour == "red"]
            blue = [c for c in starts if st.cards[c].colour == "blue"]
            rng.shuffle(red)
            rng.shuffle(blue)
            for p in self.players:
                p.drawn = [red.pop(), blue.pop()]
            st.deck = others + red + blue
            rng.shuffle(st.deck)
            for p in self.players:
                st.draw_to_hand(p, 6)
            self._queue.append(("start_world", {}))
            return
        # Random start: the numbered start worlds (0 and up) are dealt; the optional ones
        # (-1..-6, "für erfahrene Spieler") stay among the game cards.
        numbered = [c for c in starts if (st.cards[c].start or 0) >= 0]
        rng.shuffle(numbered)
        for p in self.players:
            p.start = numbered.pop()
            p.tableau = [p.start]
        st.deck = others + [c for c in starts if all(c != p.start for p in self.players)]
        rng.shuffle(st.deck)
        for p in self.players:
            st.draw_to_hand(p, 6)
        self._queue.append(("initial_discard", {}))
        self._finish_start(discard_pending=True)

    def _finish_start(self, discard_pending: bool = False) -> None:
        """Player order, windfall goods on start worlds, then the first round."""
        st = self.state
        seats = sorted(self.players, key=lambda p: st.cards[p.start].start or 0)
        first = seats[0].seat
        n = len(self.players)
        st.order = tuple((first + i) % n for i in range(n))
        for p in self.in_order():
            self.log(f"{p.name} starts with {st.cards[p.start].name}.")
            if st.cards[p.start].windfall:
                self.add_good(p, p.start)
                self.log(f"{st.cards[p.start].name} begins with a windfall good.")
            p.produced = []
        if not discard_pending:
            self._queue.append(("round", {}))

    def _step_start_world(self, params: dict[str, Any], answers: dict[int, Choice] | None
                          ) -> Asked:
        if answers is None:
            return {p.seat: Decision(
                p.seat, DecisionKind.START_WORLD,
                tuple(Option(f"world:{c}", self.card(c).name) for c in p.drawn),
                "setup.experienced", "Choose your start world (the other is discarded).",
            ) for p in self.players}
        for p in self.players:
            keep = int(answers[p.seat].option.split(":")[1])
            other = [c for c in p.drawn if c != keep]
            self.state.discard.extend(other)
            p.drawn = []
            p.start = keep
            p.tableau = [keep]
        self.push(("initial_discard", {}))
        self._finish_start(discard_pending=True)
        return None

    def _step_initial_discard(self, params: dict[str, Any],
                              answers: dict[int, Choice] | None) -> Asked:
        if answers is None:
            asked = {}
            for p in self.players:
                n = self.card(p.start).initial_discard or 2
                asked[p.seat] = Decision(
                    p.seat, DecisionKind.INITIAL_DISCARD,
                    (Option("discard", f"Discard {n}", tuple(p.hand), n, n),),
                    "setup.initial_discard", f"Discard {n} of your {len(p.hand)} cards.")
            return asked
        for p in self.players:
            self.discard_from_hand(p, answers[p.seat].cards)
        if not any(s[0] == "round" for s in self._queue):
            self._queue.append(("round", {}))
        return None

    # ------------------------------------------------------------------ round

    def _step_round(self, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
        st = self.state
        st.round += 1
        st.phase = "action"
        for p in self.players:
            p.actions = ()
        self.log(f"Round {st.round}.")
        self.push(("actions", {}))
        return None

    def _action_options(self) -> tuple[Option, ...]:
        if self.setup.advanced:
            return tuple(
                Option(f"{a.value}+{b.value}", f"{ACTION_NAMES[a]} + {ACTION_NAMES[b]}")
                for a, b in combinations(ADVANCED_ACTIONS, 2)
            )
        return tuple(Option(a.value, ACTION_NAMES[a]) for a in BASIC_ACTIONS)

    def _step_actions(self, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
        if answers is None:
            opts = self._action_options()
            n = 2 if self.setup.advanced else 1
            return {p.seat: Decision(p.seat, DecisionKind.ACTION, opts, "round.actions",
                                     f"Choose {'two actions' if n == 2 else 'an action'}.")
                    for p in self.players}
        for p in self.players:
            p.actions = tuple(Action(a) for a in answers[p.seat].option.split("+"))
            self.log(f"{p.name} chose {' and '.join(ACTION_NAMES[a] for a in p.actions)}.")
        chosen = {a for p in self.players for a in p.actions}
        steps: list[Step] = []
        if chosen & {Action.EXPLORE_5, Action.EXPLORE_1_1}:
            steps.append(("explore", {}))
        for first, second, name in ((Action.DEVELOP, Action.DEVELOP2, "develop"),
                                    (Action.SETTLE, Action.SETTLE2, "settle")):
            if chosen & {first, second}:
                bonus = [p.seat for p in self.players if first in p.actions or second in p.actions]
                steps.append((name, {"bonus": bonus}))
                if any(first in p.actions and second in p.actions for p in self.players):
                    # the second run: the bonus only for a player who chose both
                    both = [p.seat for p in self.players
                            if first in p.actions and second in p.actions]
                    steps.append((name, {"bonus": both}))
        if chosen & {Action.TRADE, Action.DOUBLE}:
            steps.append(("consume", {}))
        if Action.PRODUCE in chosen:
            steps.append(("produce", {}))
        steps.append(("round_end", {}))
        self.push(*steps)
        return None

    # ------------------------------------------------------------------ I: explore
    def _step_round_end(self, params: dict[str, Any], answers: dict[int, Choice] | None) -> Asked:
        if answers is None:
            self.state.phase = "round_end"
            asked = {}
            for p in self.players:
                p.discarded_at_round_end = 0
                extra = len(p.hand) - HAND_LIMIT
                if extra > 0:
                    asked[p.seat] = Decision(
                        p.seat, DecisionKind.DISCARD,
                        (Option("discard", f"Discard {extra}", tuple(p.hand), extra, extra),),
                        "round.hand_limit", f"Discard down to {HAND_LIMIT} cards.")
            if asked:
                return asked
            answers = {}
        for seat, choice in answers.items():
            p = self.players[seat]
            self.discard_from_hand(p, choice.cards)
            p.discarded_at_round_end = len(choice.cards)
        st = self.state
        if st.pool <= 0 or any(len(p.tableau) >= TABLEAU_END for p in self.players):
            st.over = True
            st.phase = "over"
            totals = ", ".join(f"{p.name} {s.total}"
                               for p, s in zip(self.players, self.scores(), strict=True))
            won = [self.players[w].name for w in self.winners()]
            verdict = f"{won[0]} wins" if len(won) == 1 else f"{' and '.join(won)} share the win"
            self.log(f"The game ends. Scores: {totals}. {verdict}.")
        else:
            self.push(("round", {}))
        return None

    # ------------------------------------------------------------------ validation

    def _validate(self, decision: Decision, option: Option, choice: Choice) -> None:
        """Checks beyond option and card count (the option table cannot express them)."""
        if decision.kind is DecisionKind.CONSUME:
            consume.validate(self, option, choice)



from rftg.core.phases import consume, develop, explore, produce, settle  # noqa: E402

PHASE_STEPS: dict[str, StepFn] = {
    "explore": explore.step_explore,
    "develop": develop.step_develop,
    "develop_pay": develop.step_develop_pay,
    "settle": settle.step_settle,
    "settle_pay": settle.step_settle_pay,
    "settle_bonus": settle.step_settle_bonus,
    "consume": consume.step_consume,
    "consume_player": consume.step_consume_player,
    "produce": produce.step_produce,
    "produce_player": produce.step_produce_player,
    "produce_draws": produce.step_produce_draws,
}
