"""The solitaire game's steps: the deal with the robot's board, the round's choice and the
dice, and the robot's turn after the player's in each phase (and each run of Develop and
Settle). The player's phases are the base game's, untouched.

"3. In der Reihenfolge der gewählten Phasen werden die Aktionen von links nach rechts
ausgeführt": in each phase the player acts first, then the robot (the examples: "Nachdem
der Spieler seine Aktion Entwickeln ausgeführt hat, führt der Roboter seine Aktion aus").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rftg.core import events as ev
from rftg.core.decisions import Decision
from rftg.core.draws import shuffle
from rftg.core.moves import ChooseActions, DecisionKind
from rftg.core.phases.round import action_aliases, action_options
from rftg.core.phases.setup import _finish_start
from rftg.core.race.setup import race_setup
from rftg.core.race.steps import PhaseRun, RaceStep, RobotRun
from rftg.core.ruleset import Step
from rftg.core.solitaire import events as rev
from rftg.core.solitaire import rules
from rftg.core.solitaire.rules import Field
from rftg.core.solitaire.state import RobotState, robot_of
from rftg.core.solitaire.table import Face

if TYPE_CHECKING:
    from rftg.core.decisions import Choice
    from rftg.core.ruleset import Asked
    from rftg.core.state import RaceGame


def step_deal(game: RaceGame, step: Step, answers: dict[int, Choice] | None
              ) -> Asked:
    """"Die Startwelten werden verdeckt gemischt. Der Spieler und der Roboter erhalten je
    eine Startwelt. Die übrigen Startwelten werden unter die Spielkarten gemischt." Then the
    robot's board by its start world, its pile of 4 cards (3 with Ancient Race), and the
    player's 6 cards, of which he discards 2."""
    st, robot = game.state, robot_of(game)
    setup = race_setup(game.setup)
    assert setup.robot is not None
    starts = [cid for cid, c in enumerate(st.cards) if c.is_start]
    others = [cid for cid in st.deck if cid not in starts]
    numbered = [c for c in starts if (st.cards[c].start or 0) >= 0]
    shuffle(st.rng, numbered)
    p = game.state.players[0]
    p.start = numbered.pop()
    p.tableau = [p.start]
    robot.start = numbered.pop()
    taken = {p.start, robot.start}
    st.deck = others + [c for c in starts if c not in taken]
    shuffle(st.rng, st.deck)
    rule = setup.robot.table.rule(st.cards[robot.start].start)
    robot.rule = rule
    robot.credit = min(rule.credit, robot.credit_limit)
    robot.economy = min(rule.economy, robot.economy_limit)
    robot.tile = rule.tile
    robot.tableau = [robot.start]
    robot.doomed = rule.doomed is not None
    for _ in range(rule.pile):
        cid = st.draw()
        if cid is None:  # no cards left: no more to draw
            break
        robot.pile.append(cid)
    game.emit(rev.RobotSetUp(robot.start, robot.credit, robot.economy, len(robot.pile),
                             robot.tokens_left, robot.token_vp, robot.tile,
                             robot.difficulty))
    st.draw_to_hand(p, 6)
    game.append(Step(RaceStep.INITIAL_DISCARD))
    _finish_start(game)
    return None


def step_actions(game: RaceGame, step: Step, answers: dict[int, Choice] | None
                 ) -> Asked:
    """"1. Der Spieler wählt zwei Aktionen ... 2. Er würfelt für den Roboter und legt die
    Würfel auf die entsprechenden Felder der Würfelreihe." Then the round's phases, each
    run followed by the robot's turn."""
    p = game.state.players[0]
    if answers is None:
        context = {"picks": 2}
        return {0: Decision(0, DecisionKind.ACTION, action_options(game), "round.actions",
                            context, aliases=action_aliases(game))}
    move = answers[0].move
    assert isinstance(move, ChooseActions)
    p.actions = move.actions
    game.emit(ev.ActionsChosen(0, p.actions))
    robot = robot_of(game)
    setup = race_setup(game.setup)
    dice = setup.robot.table.dice.faces() if setup.robot else ((), ())
    faces = tuple(game.state.rng.choice(die) for die in dice)
    marks = rules.player_fields(p.actions)
    fields = rules.place_dice(faces, marks, robot.tile)
    robot.faces, robot.dice, robot.marks = faces, fields, marks
    game.emit(rev.RobotRolled((faces[0], faces[1]), (fields[0].value, fields[1].value),
                              tuple(m.value for m in marks), robot.tile))
    steps: list[Step] = []
    for phase, runs in rules.phase_runs(fields, marks):
        for run in range(1, runs + 1):
            bonus = [0] if _player_bonus(phase, run, marks) else []
            steps.append(PhaseRun(phase, frozenset(bonus), run, runs))
            steps.append(RobotRun(phase, run))
    steps.append(Step(RaceStep.ROUND_END))
    game.push(*steps)
    return None


def _player_bonus(phase: str, run: int, marks: tuple[Field, ...]) -> bool:
    """The player's bonus in this run: he chose the phase (its second Develop/Settle
    action for the second run)."""
    if phase in ("develop", "settle"):
        return rules.run_field(phase, run) in marks
    return any(rules.PHASE_OF[f] == phase for f in marks)


def step_robot(game: RaceGame, step: Step, answers: dict[int, Choice] | None
               ) -> Asked:
    """The robot's action or reaction in this run of the phase."""
    robot = robot_of(game)
    assert isinstance(step, RobotRun)
    phase, run = step.phase, step.run
    how = rules.robot_turn(phase, run, robot.dice, robot.marks)
    if how is None:
        return None
    game.emit(rev.RobotTurn(phase, run, how, robot.credit, robot.economy, robot.tokens_left,
                            robot.doomed))
    if phase == "explore":
        _explore(game, robot, how)
    elif phase == "develop":
        _develop(game, robot, how == "reaction")
    elif phase == "settle":
        _settle(game, robot, how == "reaction")
    elif phase == "consume":
        _consume(game, robot, how)
    elif how == "action":  # produce
        _track(game, robot, "economy", rules.ECONOMY_STEP)
        _turn_tile(game, robot, Face.PRODUCE)
    else:
        game.emit(rev.RobotPassed("produce", "produce_reaction"))
    return None


# ---------------------------------------------------------------------------- the phases


def _explore(game: RaceGame, robot: RobotState, how: str) -> None:
    """Action: "zieht 1 Karte und erhöht sein Guthaben um 1" (both: 3 cards); reaction:
    1 card."""
    _draw(game, robot, rules.explore_draw(how, robot.rule.explore_extra))
    if how != "reaction":
        _track(game, robot, "credit", rules.EXPLORE_CREDIT)


def _develop(game: RaceGame, robot: RobotState, reaction: bool) -> None:
    """A token first if it can ("In diesem Fall führt der Roboter seine normale Aktion oder
    Reaktion Entwickeln nicht mehr aus"), else the action (draw 1, search, place; a 6-cost
    one for 1 credit) or the reaction (pass without credit; search, place for 1 credit)."""
    if rules.takes_token(robot.tokens_left, robot.credit, reaction):
        cost = rules.token_cost(reaction)
        robot.tokens_left -= 1
        robot.tokens += 1
        _track(game, robot, "credit", -cost)
        game.emit(rev.RobotToken(cost, robot.tokens_left))
        return
    if reaction and robot.credit == 0:
        game.emit(rev.RobotPassed("develop", "no_credit"))
        return
    if not reaction:
        _draw(game, robot, rules.DEVELOP_DRAW)
    found = _search(game, robot, "development")
    if found is None:
        return
    pay = rules.develop_credit(game.state.card(found), reaction)
    assert pay is not None
    if pay > robot.credit:
        # not in the rulebook: a 6-cost development found without credit cannot be placed
        # and goes to the discard pile like the other turned-up cards
        game.state.discard.append(found)
        game.emit(rev.RobotDiscardedFound(found))
        return
    _place(game, robot, found, pay)


def _settle(game: RaceGame, robot: RobotState, reaction: bool) -> None:
    """Action: "Er zieht 3 Karten und sucht nach einer nicht-militärischen Welt. Wenn er
    eine findet, legt er sie aus." Reaction: "Wenn der Roboter kein Guthaben hat, passt er.
    Anderenfalls zieht er 2 Karten und sucht ... legt sie aus und verringert sein Guthaben
    um 1." Doomed World's first action searches the deck instead."""
    rule = robot.rule
    if not reaction and robot.doomed:
        _doomed_settle(game, robot)
        return
    free = rule.settle_reaction_free
    if reaction and not free and robot.credit == 0:
        game.emit(rev.RobotPassed("settle", "no_credit"))
        return
    extra = rule.settle_reaction_extra if reaction else rule.settle_action_extra
    _draw(game, robot, (rules.SETTLE_REACTION_DRAW if reaction else rules.SETTLE_DRAW) + extra)
    found = _search(game, robot, rule.settle_search)
    if found is not None:
        _place(game, robot, found, rules.REACTION_CREDIT if reaction and not free else 0)


def _doomed_settle(game: RaceGame, robot: RobotState) -> None:
    """"Der Roboter sucht im Nachziehstapel (nicht in seinem Handkartenstapel!), bis er eine
    nicht-militärische Welt mit 3 oder mehr Siegpunkten findet und legt sie aus.
    Anschließend erhöht er sein Guthaben um 2 und seine Wirtschaftskraft um 1. Danach wirft
    er das Modifikationsplättchen ... und die Karte Sterbende Welt ab." """
    st = game.state
    assert robot.rule.doomed is not None
    min_vp, credit, economy = robot.rule.doomed
    robot.doomed = False
    turned: list[int] = []
    found = None
    # every card at most once: the deck, then the discard pile reshuffled (never forever)
    for _ in range(len(st.deck) + len(st.discard)):
        cid = st.draw()
        if cid is None:
            break
        if rules.fits(st.cards[cid], "world_vp", min_vp):
            found = cid
            break
        turned.append(cid)
    st.discard.extend(turned)
    game.emit(rev.RobotSearched("deck", "world_vp", tuple(turned), found))
    if found is not None:
        _place(game, robot, found, 0)
    _track(game, robot, "credit", credit)
    _track(game, robot, "economy", economy)
    if robot.start in robot.tableau:
        robot.tableau.remove(robot.start)
        st.discard.append(robot.start)
        game.emit(rev.RobotStartDiscarded(robot.start))


def _consume(game: RaceGame, robot: RobotState, how: str) -> None:
    vp, credit, economy = rules.consume_gain(how, robot.economy)
    if vp:
        robot.chips += vp
        game.state.pool -= vp
    game.emit(rev.RobotScored(vp, robot.economy, how in ("both", "double")))
    if credit:
        _track(game, robot, "credit", credit)
    if economy:
        _track(game, robot, "economy", economy)
    if how in ("both", "trade"):
        _turn_tile(game, robot, Face.TRADE)


# ---------------------------------------------------------------------------- the moves


def _draw(game: RaceGame, robot: RobotState, n: int) -> None:
    """"die angegebene Anzahl Karten vom Nachziehstapel auf den Handkartenstapel des
    Roboters gelegt": on top, face down."""
    got = 0
    for _ in range(n):
        cid = game.state.draw()
        if cid is None:
            break
        robot.pile.append(cid)
        got += 1
    if got:
        game.emit(rev.RobotDrew(got))


def _search(game: RaceGame, robot: RobotState, kind: str) -> int | None:
    """"Suchen: bedeutet, dass solange Karten einzeln, nacheinander vom Handkartenstapel
    des Roboters aufgedeckt werden, bis entweder eine Karte vom geforderten Typ erscheint
    oder bis der Stapel aufgebraucht ist. Alle aufgedeckten Karten, die nicht dem
    geforderten Typ entsprechen, kommen auf den Abwurfhaufen." """
    st = game.state
    turned: list[int] = []
    found = None
    while robot.pile:
        cid = robot.pile.pop()
        if rules.fits(st.cards[cid], kind):
            found = cid
            break
        turned.append(cid)
    st.discard.extend(turned)
    game.emit(rev.RobotSearched("pile", kind, tuple(turned), found))
    return found


def _place(game: RaceGame, robot: RobotState, card: int, credit: int) -> None:
    """"Auslegen bedeutet, dass eine Karte vom geforderten Typ auf den Auslagestapel des
    Roboters gelegt wird." """
    robot.tableau.append(card)
    if credit:
        _track(game, robot, "credit", -credit)
    game.emit(rev.RobotPlaced(card, credit))


def _track(game: RaceGame, robot: RobotState, track: str, delta: int) -> None:
    old = robot.credit if track == "credit" else robot.economy
    limit = robot.credit_limit if track == "credit" else robot.economy_limit
    new = rules.moved(old, delta, limit)
    if track == "credit":
        robot.credit = new
    else:
        robot.economy = new
    game.emit(rev.RobotTrack(track, old, new, old + delta))


def _turn_tile(game: RaceGame, robot: RobotState, action: Face) -> None:
    """Old Earth's x2 tile after the first Trade; Damaged Alien Factory's flip."""
    new = robot.rule.turned(robot.tile, action)
    if new is not robot.tile:
        game.emit(rev.RobotTileTurned(robot.tile, new))
        robot.tile = new
