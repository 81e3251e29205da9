"""New Frontiers' round as kernel steps: setup, then each round every disc on the priority
track in turn picks an action tile not picked yet; the picker acts first and takes the
bonus, the others follow in player order read as a circle; at the round's end 1$ goes onto
the Produce tile if nobody produced, and the game ends once an end condition was reached.

Every player acts in player order, one at a time ("Wenn die Möglichkeit besteht, dass
während einer dieser Aktionen eine Bedingung für das Spielende erfüllt wird, sollte die
Aktion in Spielerreihenfolge ausgeführt werden"). The rules are in
``rftg.core.newfrontiers.rules``; a step called without answers only asks (nothing
changes before its decisions are answered), so the sampler may ask it again.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

from rftg.core.decisions import Choice, Decision, Option
from rftg.core.draws import shuffle
from rftg.core.gamestate import RoundStarted
from rftg.core.newfrontiers import events as ev
from rftg.core.newfrontiers import rules
from rftg.core.newfrontiers.kinds import NfPhase
from rftg.core.newfrontiers.moves import (
    Buy,
    GiveBack,
    How,
    KeepGoal,
    NfKind,
    Pass,
    Pick,
    ProduceOn,
    Reveal,
    Sell,
    Settle,
    Side,
    StoreCredits,
    StoreGoods,
    StoreWorld,
    Swap,
    Take,
    Use,
    Windfall,
)
from rftg.core.newfrontiers.state import (
    COLONISTS_PER_PLAYER,
    GOODS,
    VP_PER_PLAYER,
    ActionNow,
    NfAction,
    NfEnd,
    NfPlayer,
    NfState,
    nf_state,
)
from rftg.core.newfrontiers.steps import NfStep, Turn
from rftg.core.newfrontiers.tiles import Act, Effect, GoalCount, Goods, Kind
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.newfrontiers.state import NfGame
    from rftg.core.ruleset import Asked, StepFn

Answers = dict[int, Choice] | None


def _ask(st: NfState, seat: int, kind: NfKind, options: list[Option], rule: str,
         **context: int | str) -> Asked:
    """One player's decision; its options carry the tiles (the goals for a goal), to name
    them in words."""
    deck: tuple[object, ...] = st.t.goals if kind is NfKind.GOAL else st.t.tiles
    named = tuple(Option(o.move, o.cards_from, o.min_cards, o.max_cards, deck)
                  for o in options)
    return {seat: Decision(seat, kind, named, rule, context)}


def _turn(step: Step) -> Turn:
    assert isinstance(step, Turn)
    return step


# --------------------------------------------------------------------------- helpers


def draw_world(st: NfState) -> int | None:
    """A world drawn at random from the bag (None: the bag is empty)."""
    if not st.bag:
        return None
    return st.bag.pop(st.rng.randrange(len(st.bag)))


def to_bag(st: NfState, tile: int) -> None:
    bisect.insort(st.bag, tile)


def take_vp(game: NfGame, st: NfState, seat: int, n: int) -> None:
    """VP chips for ``seat``: from the general supply; once it is used up, from the 10-VP
    chips set aside ("Wenn der ... allgemeine Vorrat SP-Chips aufgebraucht ist, wird mit
    den 10 SP-Chips weitergespielt ... Das Spiel endet nach der laufenden Runde")."""
    if n <= 0:
        return
    from_pool = min(n, st.vp_pool)
    st.vp_pool -= from_pool
    st.vp_reserve += n - from_pool
    st.players[seat].chips += n
    if st.vp_pool == 0:
        reach(game, st, NfEnd.CHIPS, ())


def gain(game: NfGame, st: NfState, seat: int, *, credits: int = 0, vp: int = 0,
         colonists: int = 0, action: NfAction | None = None, tile: int | None = None) -> None:
    """Credits, VP chips and colonists (from the supply, as far as it reaches)."""
    p = st.players[seat]
    p.credits += credits
    colonists = min(colonists, st.supply)
    st.supply -= colonists
    p.colonists += colonists
    take_vp(game, st, seat, vp)
    if credits or vp or colonists:
        game.emit(ev.NfGained(seat, credits, vp, colonists, action, tile))


def reach(game: NfGame, st: NfState, kind: NfEnd, seats: tuple[int, ...]) -> None:
    """An end condition is met: the game ends after this round."""
    if kind in st.ends:
        return
    st.ends.append(kind)
    st.end_seats.extend(s for s in seats if s not in st.end_seats)
    game.emit(ev.NfEndReached(kind, seats))


def place_good(st: NfState, p: NfPlayer, colony: int, kind: Kind) -> bool:
    """A good of ``kind`` from the supply onto ``colony`` (if there is one left)."""
    if st.goods[kind] <= 0 or colony in p.goods:
        return False
    st.goods[kind] -= 1
    p.goods[colony] = kind
    return True


def _good_away(st: NfState, p: NfPlayer, colony: int) -> Kind:
    kind = p.goods.pop(colony)
    st.goods[kind] += 1
    return kind


# --------------------------------------------------------------------------- setup


def step_setup(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Lost die Spielerreihenfolge für den Spielbeginn aus", the credits, "Lost jedem
    Spieler eine der 8 Tafeln für die Spielerauslage zu", the development stacks (coin
    flips in later games), the goals, colonists, goods, VP chips and the bag."""
    st = nf_state(game)
    setup = game.setup
    n = setup.players
    tiles = st.t
    order = list(range(n))
    shuffle(st.rng, order)
    st.track = ([order[0] * 2, order[1] * 2, order[0] * 2 + 1, order[1] * 2 + 1] if n == 2
                else [s * 2 for s in order])
    st.players = [NfPlayer(s) for s in range(n)]
    for position, seat in enumerate(order):
        st.players[seat].credits = rules.start_credits(n, position)
    mats = list(range(len(tiles.mats)))
    shuffle(st.rng, mats)
    for seat in range(n):
        st.players[seat].mat = mats[seat]
    first = bool(getattr(setup, "first_game", False))
    small = rules.small_stack(n)
    st.stacks = [1 if s.large else small for s in tiles.stacks]
    st.faces = [s.faces[1] if s.double and not first and st.rng.random() < 0.5 else s.faces[0]
                for s in tiles.stacks]
    goals = bool(getattr(setup, "goals", False))
    st.actions = tuple(a for a in NfAction
                       if a is not (NfAction.RETREAT if goals else NfAction.GOALS))
    if goals:
        st.goal_stack = [g.id for g in tiles.goals]
        shuffle(st.rng, st.goal_stack)
    st.supply = COLONISTS_PER_PLAYER * n
    st.goods = dict(GOODS)
    st.vp_pool = VP_PER_PLAYER * n
    st.bag = sorted(tiles.worlds)
    st.now = ActionNow.fresh(n)
    game.emit(ev.NfSetUp(tuple(order)))
    if first:  # "Alle Spieler drehen ihre Tafel so, dass die Seite ... ein Quadrat steht"
        for seat in order:
            _home(game, st, seat, back=False)
        game.push(Step(NfStep.ROUND))
    else:  # "In Spielerreihenfolge entscheidet jeder Spieler"
        game.push(*(Turn(NfStep.SIDE, seat) for seat in order), Step(NfStep.ROUND))
    return None


def _home(game: NfGame, st: NfState, seat: int, back: bool) -> None:
    """"Gebt jedem Spieler 1 Kolonisten ... auf das Feld mit dem aufgedruckten Kolonisten
    auf seiner Heimatkolonie. Jeder Spieler, dessen Heimatkolonie einen Hof ... hat, legt
    ein Gut dieser Farbe auf die Kolonie"."""
    p = st.players[seat]
    home = st.t.mats[p.mat].side(back)
    p.home = home
    p.colonies = [home]
    st.supply -= 1
    p.on[home] = 1
    tile = st.t[home]
    if tile.goods is Goods.WINDFALL and tile.kind is not None:
        place_good(st, p, home, tile.kind)
    game.emit(ev.NfHome(seat, p.mat, home))


def step_side(game: NfGame, step: Step, answers: Answers) -> Asked:
    seat = _turn(step).seat
    st = nf_state(game)
    mat = st.t.mats[st.players[seat].mat]
    if answers is None:
        return _ask(st, seat, NfKind.SIDE,
                    [Option(Side(False, mat.front)), Option(Side(True, mat.back))], "nf.side",
                    mat=mat.number)
    move = answers[seat].move
    assert isinstance(move, Side)
    _home(game, st, seat, move.back)
    return None


# --------------------------------------------------------------------------- the round


def step_round(game: NfGame, step: Step, answers: Answers) -> Asked:
    st = nf_state(game)
    st.round += 1
    st.phase = NfPhase.PICK
    st.discs_picked = []
    st.picked = []
    game.emit(RoundStarted(st.round))
    game.push(Step(NfStep.PICK))
    return None


def step_pick(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Der in Spielerreihenfolge nächste Spieler wählt ein Aktionsplättchen, das in dieser
    Runde noch nicht ausgewählt wurde"; in the 2-player game each disc picks once."""
    st = nf_state(game)
    disc = st.next_disc()
    if disc is None:
        game.push(Step(NfStep.ROUND_END))
        return None
    seat = disc // 2
    if answers is None:
        st.phase = NfPhase.PICK
        return _ask(st, seat, NfKind.PICK, [Option(Pick(a)) for a in st.available()], "nf.pick")
    move = answers[seat].move
    assert isinstance(move, Pick)
    st.discs_picked.append(disc)
    st.picked.append((move.action, seat))
    game.emit(ev.NfPicked(seat, move.action))
    steps: list[Step] = []
    holder = _reveal_holder(st, move.action)
    if holder is not None:
        steps.append(Turn(NfStep.REVEAL, holder))
    steps += [Turn(NfStep.ACTION, seat), Step(NfStep.ACTION_END), Step(NfStep.PICK)]
    game.push(*steps)
    return None


_STORES = {NfAction.EXPLORE: GoalCount.STORED_WORLDS, NfAction.SETTLE: GoalCount.STORED_WORLDS,
           NfAction.PRODUCE: GoalCount.STORED_GOODS, NfAction.TRADE: GoalCount.STORED_CREDITS}


def _reveal_holder(st: NfState, action: NfAction) -> int | None:
    """The seat whose hidden goal is a stockpile goal that stores in ``action``: "darf der
    Spieler es freiwillig aufdecken ... unmittelbar nachdem ein beliebiger Spieler eine
    Aktion ausgewählt hat und bevor dieser Spieler die Aktion ausführt"."""
    count = _STORES.get(action)
    for p in st.players:
        if p.goal is not None and count is not None and st.t.goals[p.goal].count is count:
            return p.seat
    return None


def reveal_goal(game: NfGame, st: NfState, seat: int) -> None:
    p = st.players[seat]
    assert p.goal is not None
    goal = p.goal
    p.goal = None
    st.goals_open.append(goal)
    st.hidden.remove(seat)
    game.emit(ev.NfGoalRevealed(seat, goal))


def step_reveal(game: NfGame, step: Step, answers: Answers) -> Asked:
    seat = _turn(step).seat
    st = nf_state(game)
    if answers is None:
        goal = st.players[seat].goal
        assert goal is not None
        return _ask(st, seat, NfKind.REVEAL, [Option(Reveal(True)), Option(Reveal(False))],
                    "nf.reveal", goal=goal, action=st.picked[-1][0].value)
    move = answers[seat].move
    assert isinstance(move, Reveal)
    if move.yes:
        reveal_goal(game, st, seat)
    return None


def step_action(game: NfGame, step: Step, answers: Answers) -> Asked:
    """The picked action: its bonus to the picker, then every player's turn, the picker
    first ("Der Spieler, der ein Aktionsplättchen auswählt, führt die Aktion immer als
    erster aus")."""
    picker = _turn(step).seat
    st = nf_state(game)
    action = st.picked[-1][0]
    n = len(st.players)
    st.now = ActionNow.fresh(n, action, picker)
    st.phase = action
    order = st.from_picker(st.discs_picked[-1])
    if action is NfAction.RETREAT:  # "Du erhältst 2 Krediteinheiten"
        gain(game, st, picker, credits=2, action=action)
    elif action is NfAction.ENVOYS:
        _envoys(game, st, picker)
    elif action is NfAction.GOALS:
        _goals(game, st, picker)
    elif action is NfAction.DEVELOP:
        game.push(*(Turn(NfStep.DEVELOP, s, s == picker) for s in order),
                  Step(NfStep.DEVELOP_END))
    elif action is NfAction.EXPLORE:
        game.push(Step(NfStep.EXPLORE_DRAW), *(Turn(NfStep.EXPLORE, s) for s in order),
                  Turn(NfStep.EXPLORE, picker, True), Step(NfStep.EXPLORE_END))
    elif action is NfAction.SETTLE:  # "erhält den Kolonisten für den Bonus vor der Aktion"
        gain(game, st, picker, colonists=1, action=action)
        game.push(*(Turn(NfStep.SETTLE, s) for s in order), Step(NfStep.SETTLE_END))
    elif action is NfAction.PRODUCE:  # "Nimm alle Krediteinheiten auf diesem Plättchen"
        credits, st.produce_credits = st.produce_credits, 0
        gain(game, st, picker, credits=credits, action=action)
        game.push(*(Turn(NfStep.PRODUCE, s, s == picker) for s in order),
                  Step(NfStep.PRODUCE_END))
    else:  # "Bonus: Du erhältst 1 SP-Chip ... Er nimmt den Bonus sofort!"
        gain(game, st, picker, vp=1, action=action)
        steps: list[Step] = []
        for s in order:
            steps += [Turn(NfStep.TRADE, s), Turn(NfStep.CONSUME, s)]
        game.push(*steps)
    return None


def _envoys(game: NfGame, st: NfState, seat: int) -> None:
    """"Er erhält 1 SP-Chip. Dann versetzt er ... seine Spieler-Scheibe ... auf die erste
    Position und verschiebt alle dabei übersprungenen Scheiben um 1 Position nach hinten"."""
    gain(game, st, seat, vp=1, action=NfAction.ENVOYS)
    disc = st.discs_picked[-1]
    st.track.remove(disc)
    st.track.insert(0, disc)
    game.emit(ev.NfFirst(seat, tuple(st.order())))


def _goals(game: NfGame, st: NfState, seat: int) -> None:
    """"Er rückt in der Spielerreihenfolge 1 Position vor. Dazu tauscht seine Spieler-
    Scheibe die Position mit der davor liegenden Spieler-Scheibe, er erhält 1
    Krediteinheit und er zieht die 3 obersten Ziele vom Stapel"."""
    disc = st.discs_picked[-1]
    at = st.track.index(disc)
    if at > 0:
        st.track[at - 1], st.track[at] = st.track[at], st.track[at - 1]
        game.emit(ev.NfFirst(seat, tuple(st.order())))
    gain(game, st, seat, credits=1, action=NfAction.GOALS)
    if st.goal_stack:
        game.push(Turn(NfStep.GOAL, seat))


def step_goal(game: NfGame, step: Step, answers: Answers) -> Asked:
    """Keep one goal face down; "Wenn jetzt vor allen Spielern zusammen 2 verdeckte Ziele
    liegen, muss der Spieler, der als vorletzter ein Ziel genommen hat, sein Ziel jetzt
    aufdecken. Es darf nie mehr als 1 Ziel verdeckt liegen"."""
    seat = _turn(step).seat
    st = nf_state(game)
    drawn = st.goal_stack[:rules.GOALS_DRAWN]
    p = st.players[seat]
    if answers is None:
        return _ask(st, seat, NfKind.GOAL, rules.goal_options(drawn), "nf.goal", n=len(drawn))
    move = answers[seat].move
    assert isinstance(move, KeepGoal)
    st.goal_stack = st.goal_stack[len(drawn):] + list(move.under)
    p.goals_seen += [g for g in drawn if g not in p.goals_seen]
    game.emit(ev.NfGoalTaken(seat, len(drawn)))
    if st.hidden:  # the goal taken before this one (this player's own, too) is revealed
        reveal_goal(game, st, st.hidden[0])
    p.goal = move.goal
    st.hidden.append(seat)
    return None


def step_action_end(game: NfGame, step: Step, answers: Answers) -> Asked:
    nf_state(game).phase = NfPhase.PICK
    return None


def step_round_end(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"In jedem Fall wird die laufende Runde normal zu Ende gespielt. Dann folgt die
    Wertung"; "Legt vor der Wertung alle erkundeten Welten ... zurück in den Beutel", the
    hidden goal is revealed. Otherwise "legt 1 Krediteinheit auf das Plättchen
    Produzieren, wenn die Aktion in dieser Runde nicht ausgewählt wurde"."""
    st = nf_state(game)
    if st.ends:
        for p in st.players:
            for tile in p.explored:
                to_bag(st, tile)
            p.explored = []
            if p.goal is not None:
                reveal_goal(game, st, p.seat)
        game.end_if_reached()
        return None
    if NfAction.PRODUCE not in {a for a, _ in st.picked}:
        st.produce_credits += 1
        game.emit(ev.NfProduceTile(st.produce_credits))
    game.push(Step(NfStep.ROUND))
    return None


# --------------------------------------------------------------------------- develop


def step_develop(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"In Spielerreihenfolge darf jeder Spieler eine Entwicklung kaufen"."""
    turn = _turn(step)
    seat = turn.seat
    st = nf_state(game)
    if answers is None:
        options = rules.develop_options(st, seat, turn.flag)
        if not options:
            game.emit(ev.NfPassed(seat, NfAction.DEVELOP))
            return None
        return _ask(st, seat, NfKind.DEVELOP, [*options, Option(Pass("develop"))], "nf.develop",
                    credits=st.players[seat].credits)
    move = answers[seat].move
    if not isinstance(move, Buy):
        game.emit(ev.NfPassed(seat, NfAction.DEVELOP))
        return None
    dev = st.t[move.tile]
    cost = rules.develop_cost(st, seat, dev, turn.flag).total
    p = st.players[seat]
    p.credits -= cost
    st.stacks[dev.stack] -= 1
    p.developments.append(dev.id)
    st.now.placed[seat].append(dev.id)
    game.emit(ev.NfDeveloped(seat, dev.id, cost))
    return None


def step_develop_end(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Wenn am Ende der Aktion Entwickeln bei einem Spieler 11 oder mehr Felder mit
    Entwicklungen belegt sind, endet das Spiel nach der laufenden Runde"."""
    st = nf_state(game)
    seats = rules.spaces_seats(st)
    if seats:
        reach(game, st, NfEnd.SPACES, tuple(seats))
    return None


# --------------------------------------------------------------------------- explore


def step_explore_draw(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Zieht 7 Welten aus dem Beutel und legt sie mit der grauen Seite nach oben in die
    Tischmitte" (as many as there are)."""
    st = nf_state(game)
    drawn = []
    for _ in range(rules.EXPLORE_DRAW):
        tile = draw_world(st)
        if tile is None:
            break
        drawn.append(tile)
    st.display = drawn
    game.emit(ev.NfDisplay(tuple(drawn)))
    return None


def step_explore(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"In Spielerreihenfolge nimmt sich jeder Spieler eine dieser Welten"; the picker
    takes a second; Explore powers right after the pick ("Falls der Spieler die Aktion
    gewählt hat, ... gleich nachdem er die zweite Welt als Bonus genommen hat")."""
    turn = _turn(step)
    seat = turn.seat
    st = nf_state(game)
    picker = st.now.picker
    if answers is None and len(st.display) > 1:
        return _ask(st, seat, NfKind.EXPLORE, [Option(Take(t)) for t in st.display],
                    "nf.explore_second" if turn.flag else "nf.explore")
    if answers is not None:
        move = answers[seat].move
        assert isinstance(move, Take)
        tile: int | None = move.tile
    else:
        tile = st.display[0] if st.display else None
    p = st.players[seat]
    if tile is not None:
        st.display.remove(tile)
        p.explored.append(tile)
        game.emit(ev.NfExplored(seat, tile, turn.flag))
    if seat != picker or turn.flag:
        _explore_powers(game, st, seat)
    return None


def _explore_powers(game: NfGame, st: NfState, seat: int) -> None:
    for tile, _, pw in rules.powers(st, seat, Act.EXPLORE):
        if pw.effect is Effect.DRAW:
            _draw_for(game, st, seat, pw.n, tile)
        elif pw.effect is Effect.COLONISTS:
            gain(game, st, seat, colonists=pw.n, tile=tile)
        elif pw.effect is Effect.CREDITS:
            gain(game, st, seat, credits=pw.n, tile=tile)


def _draw_for(game: NfGame, st: NfState, seat: int, n: int, power: int) -> None:
    drawn = []
    for _ in range(n):
        tile = draw_world(st)
        if tile is None:
            break
        st.players[seat].explored.append(tile)
        drawn.append(tile)
    if drawn:
        game.emit(ev.NfDrew(seat, tuple(drawn), power))


def step_explore_end(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Alle nicht genommenen Welten kommen zurück in den Beutel"; then the 9 worlds."""
    st = nf_state(game)
    if st.display:
        game.emit(ev.NfGaveBack(-1, tuple(st.display)))
    for tile in st.display:
        to_bag(st, tile)
    st.display = []
    game.push(*(Turn(NfStep.LIMIT, s) for s in st.from_picker(st.discs_picked[-1])))
    return None


def step_limit(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Wenn er mehr als 9 Welten hat, muss er überzählige Welten zurückgeben und in den
    Beutel zurücklegen. Er kann frei auswählen, welche erkundete Welt er zurückgibt"."""
    seat = _turn(step).seat
    st = nf_state(game)
    p = st.players[seat]
    excess = rules.over_limit(p)
    if excess == 0:
        return None
    if answers is None and excess < len(p.explored):
        return _ask(st, seat, NfKind.GIVE_BACK,
                    [Option(GiveBack(), tuple(p.explored), excess, excess)], "nf.limit",
                    n=excess)
    back = answers[seat].cards if answers is not None else tuple(p.explored)
    for tile in back:
        p.explored.remove(tile)
    st.now.returned[seat] = list(back)
    game.emit(ev.NfGaveBack(seat, tuple(back)))
    if rules.stockpile_room(st, seat, GoalCount.STORED_WORLDS) > 0:
        game.push(Turn(NfStep.STORE_WORLD, seat))
    else:
        _returned_to_bag(st, seat)
    return None


def _returned_to_bag(st: NfState, seat: int) -> None:
    for tile in st.now.returned[seat]:
        to_bag(st, tile)
    st.now.returned[seat] = []


def step_store_world(game: NfGame, step: Step, answers: Answers) -> Asked:
    """Erkundung: "Nach Erkunden oder Siedeln darfst du 1 zurückgegebene Welt lagern"."""
    seat = _turn(step).seat
    st = nf_state(game)
    back = st.now.returned[seat]
    if answers is None:
        return _ask(st, seat, NfKind.STORE, [*(Option(StoreWorld(t)) for t in back),
                                         Option(Pass("store"))], "nf.store_world")
    move = answers[seat].move
    if isinstance(move, StoreWorld):
        back.remove(move.tile)
        st.players[seat].stored_worlds.append(move.tile)
        game.emit(ev.NfStored(seat, "worlds", 1))
    _returned_to_bag(st, seat)
    return None


# --------------------------------------------------------------------------- settle


def step_settle(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Danach entscheidet in Spielerreihenfolge jeder Spieler, ob er 2 Kolonisten erhalten
    will oder ob er 1 erkundete Welt in seiner Auslage siedelt"."""
    seat = _turn(step).seat
    st = nf_state(game)
    cards: tuple[int, ...] = ()
    if answers is None:
        options = rules.settle_turn(st, seat)
        if len(options) > 1:
            return _ask(st, seat, NfKind.SETTLE, options, "nf.settle",
                        colonists=st.players[seat].colonists, credits=st.players[seat].credits)
        move = options[0].move
    else:
        move, cards = answers[seat].move, answers[seat].cards
    if isinstance(move, Settle):
        settle_world(game, st, seat, move, cards)
        if rules.has_second(st, seat):
            game.push(Turn(NfStep.SECOND, seat), Turn(NfStep.SWAP, seat))
            return None
    else:
        n = rules.colonists_gain(st, seat)
        st.supply -= n
        st.players[seat].colonists += n
        game.emit(ev.NfColonists(seat, n))
    game.push(Turn(NfStep.SWAP, seat))
    return None


def step_second(game: NfGame, step: Step, answers: Answers) -> Asked:
    """Verbesserte Logistik: a second world in the same action ("kann er vorübergehende
    militärische Stärke, mit die er die erste Welt gesiedelt hat, auch für die zweite Welt
    nutzen. Die Fähigkeiten der ersten Welt kann er nicht zum Siedeln der zweiten Welt
    nutzen")."""
    seat = _turn(step).seat
    st = nf_state(game)
    if answers is None:
        options = rules.settle_options(st, seat)
        if not options:
            return None
        return _ask(st, seat, NfKind.SETTLE, [*options, Option(Pass("second"))], "nf.second",
                    colonists=st.players[seat].colonists, credits=st.players[seat].credits)
    move = answers[seat].move
    if isinstance(move, Settle):
        settle_world(game, st, seat, move, answers[seat].cards)
    return None


def settle_world(game: NfGame, st: NfState, seat: int, move: Settle,
                 goods: tuple[int, ...]) -> None:
    """Settle ``move.world``: colonists onto it, credits paid or military with a good per
    temporary-military power; a windfall world gets its good ("legt er sofort ein Gut der
    entsprechenden Farbe darauf"); then the powers it triggers ("Wenn ein Auslöser während
    einer Aktion zweimal auftritt, muss der Spieler die Fähigkeit auch zweimal nutzen")."""
    p = st.players[seat]
    world = st.t[move.world]
    paid = 0
    if move.how is How.CONQUER:
        for tile, n in rules.boosts_left(st, seat):
            if tile in move.boosts:
                st.now.boosts[seat].append(tile)
                st.now.temp[seat] += n
        for colony in goods:
            _good_away(st, p, colony)
    else:
        contact = 0
        if move.how is How.CONTACT:
            contact = max(pw.n for _, _, pw in rules.powers(st, seat, Act.SETTLE,
                                                             Effect.CONTACT))
        paid = rules.settle_cost(st, seat, world, move.kind, contact).total
        p.credits -= paid
    p.explored.remove(world.id)
    p.colonies.append(world.id)
    p.colonists -= world.colonists
    p.on[world.id] = world.colonists
    st.now.placed[seat].append(world.id)
    st.now.settled[seat] += 1
    if world.goods is Goods.WINDFALL:
        kind = move.kind if world.joker else world.kind
        if kind is not None:
            place_good(st, p, world.id, kind)
    game.emit(ev.NfSettled(seat, world.id, move.how.value, paid, len(goods)))
    for tile, _, pw in rules.powers(st, seat, Act.SETTLE):
        if pw.effect is Effect.DRAW:
            _draw_for(game, st, seat, pw.n, tile)
        elif pw.effect is Effect.CREDITS and pw.military in (None, world.military):
            gain(game, st, seat, credits=pw.n, tile=tile)


def step_swap(game: NfGame, step: Step, answers: Answers) -> Asked:
    """Terraforming Ingenieure, Sterbende Kolonie: "Das Nutzen dieser Fähigkeit gilt nicht
    als Siedeln-Aktion! ... Wenn die neue Kolonie eine Windfall-Welt ist, legt der Spieler
    sofort 1 Gut darauf. Erst wenn alle Spieler die Siedeln-Aktion ausgeführt haben, legt
    der Spieler die ersetzte Welt in den Beutel zurück"."""
    seat = _turn(step).seat
    st = nf_state(game)
    if answers is None:
        options = rules.swap_options(st, seat)
        if not options:
            return None
        return _ask(st, seat, NfKind.SWAP, [*options, Option(Pass("swap"))], "nf.swap")
    move = answers[seat].move
    if not isinstance(move, Swap):
        return None
    p = st.players[seat]
    index = next(i for i, pw in enumerate(st.t[move.power].powers) if pw.effect is Effect.SWAP)
    st.now.used[seat].append((move.power, index))
    if move.old in p.goods:
        _good_away(st, p, move.old)
    p.colonists += p.on.pop(move.old, 0)
    p.colonies[p.colonies.index(move.old)] = move.new
    p.explored.remove(move.new)
    new = st.t[move.new]
    p.colonists -= new.colonists
    p.on[move.new] = new.colonists
    st.now.placed[seat].append(move.new)
    st.now.replaced.append(move.old)
    if new.goods is Goods.WINDFALL:
        kind = move.kind if new.joker else new.kind
        if kind is not None:
            place_good(st, p, move.new, kind)
    game.emit(ev.NfSwapped(seat, move.old, move.new))
    game.push(Turn(NfStep.SWAP, seat))  # another swap power, if any is left
    return None


def step_settle_end(game: NfGame, step: Step, answers: Answers) -> Asked:
    """The replaced worlds go back to the bag; "Wenn am Ende der Aktion Siedeln ein Spieler
    8 oder mehr Kolonien ... hat und / oder wenn nur noch 4 oder weniger Kolonisten auf der
    Vorrattafel ... liegen, endet das Spiel nach der laufenden Runde"; more than 9 worlds
    (Terraforming Roboter) go back."""
    st = nf_state(game)
    for tile in st.now.replaced:
        to_bag(st, tile)
    st.now.replaced = []
    seats = rules.colonies_seats(st)
    if seats:
        reach(game, st, NfEnd.COLONIES, tuple(seats))
    if st.supply <= rules.END_COLONISTS:
        reach(game, st, NfEnd.COLONISTS, ())
    game.push(*(Turn(NfStep.LIMIT, s) for s in st.from_picker(st.discs_picked[-1])))
    return None


# --------------------------------------------------------------------------- produce


def _produced(game: NfGame, st: NfState, seat: int, colony: int, kind: Kind) -> None:
    st.now.produced[seat][kind] = st.now.produced[seat].get(kind, 0) + 1
    for tile, n in rules.produce_credits(st, seat, colony, kind):
        gain(game, st, seat, credits=n, tile=tile)


def step_produce(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Produziere 1 Gut auf jeder Produktionskolonie ohne Gut"; when goods run short, "kann
    er wählen, welche dieser Kolonien produzieren"."""
    turn = _turn(step)
    seat = turn.seat
    st = nf_state(game)
    p = st.players[seat]
    wanted = rules.production(st, seat)
    short = next((k for k, cs in wanted.items() if 0 < st.goods[k] < len(cs)), None)
    if short is not None:
        if answers is None:
            return _ask(st, seat, NfKind.SHORTAGE,
                        [Option(ProduceOn(short), tuple(wanted[short]), st.goods[short],
                                st.goods[short])], "nf.shortage", n=st.goods[short])
        chosen = answers[seat].cards
        for c in chosen:
            place_good(st, p, c, short)
        game.emit(ev.NfProduced(seat, tuple(chosen)))
        for c in chosen:
            _produced(game, st, seat, c, short)
        game.push(Turn(NfStep.PRODUCE, seat, turn.flag))
        return None
    made = []
    for kind, colonies in wanted.items():
        for c in colonies:
            if place_good(st, p, c, kind):
                made.append((c, kind))
    if made:
        game.emit(ev.NfProduced(seat, tuple(c for c, _ in made)))
    for c, kind in made:
        _produced(game, st, seat, c, kind)
    if turn.flag:
        game.push(Turn(NfStep.WINDFALL, seat))
    return None


def step_windfall(game: NfGame, step: Step, answers: Answers) -> Asked:
    """The picker's bonus: "produziere 1 Gut auf einer Windfall-Kolonie ohne Gut"."""
    seat = _turn(step).seat
    st = nf_state(game)
    if answers is None:
        options = rules.windfall_options(st, seat)
        if not options:
            return None
        if len(options) > 1:
            return _ask(st, seat, NfKind.WINDFALL, options, "nf.windfall")
        move = options[0].move
    else:
        move = answers[seat].move
    assert isinstance(move, Windfall)
    tile = st.t[move.colony]
    kind = move.kind if tile.joker else tile.kind
    assert kind is not None
    place_good(st, st.players[seat], move.colony, kind)
    game.emit(ev.NfProduced(seat, (move.colony,), True))
    _produced(game, st, seat, move.colony, kind)
    return None


def step_produce_end(game: NfGame, step: Step, answers: Answers) -> Asked:
    """Powers that compare what was produced (Bergbauindustrie), then Rohstoffe lagern:
    "Nach Produzieren darfst du einige oder alle Güter lagern"."""
    st = nf_state(game)
    for seat in range(len(st.players)):
        for tile, _, pw in rules.powers(st, seat, Act.PRODUCE, Effect.COMPARE):
            if pw.kind is not None and seat in rules.compare_winners(st, pw.kind):
                gain(game, st, seat, credits=pw.credits, vp=pw.vp, tile=tile)
    order = st.from_picker(st.discs_picked[-1])
    game.push(*(Turn(NfStep.STORE_GOODS, s) for s in order
                if rules.stockpile_room(st, s, GoalCount.STORED_GOODS) > 0))
    return None


def step_store_goods(game: NfGame, step: Step, answers: Answers) -> Asked:
    seat = _turn(step).seat
    st = nf_state(game)
    p = st.players[seat]
    room = rules.stockpile_room(st, seat, GoalCount.STORED_GOODS)
    at = rules.goods_at(p)
    if room == 0 or not at:
        return None
    if answers is None:
        return _ask(st, seat, NfKind.STORE, [Option(StoreGoods(), at, 0, min(room, len(at)))],
                    "nf.store_goods", n=min(room, len(at)))
    chosen = answers[seat].cards
    for c in chosen:
        p.stored_goods.append(p.goods.pop(c))
    if chosen:
        game.emit(ev.NfStored(seat, "goods", len(chosen)))
    return None


# --------------------------------------------------------------------------- trade, consume


def step_trade(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Handeln: Jeder Spieler darf 1 Gut verkaufen, bevor er seine Güter verbraucht"."""
    seat = _turn(step).seat
    st = nf_state(game)
    if answers is None:
        options = rules.sell_options(st, seat)
        if not options:
            return None
        return _ask(st, seat, NfKind.TRADE, [*options, Option(Pass("trade"))], "nf.trade")
    move = answers[seat].move
    if not isinstance(move, Sell):
        game.emit(ev.NfPassed(seat, NfAction.TRADE))
        return None
    p = st.players[seat]
    price = rules.sale_price(st, seat, move.colony).total
    kind = _good_away(st, p, move.colony)
    p.credits += price
    st.now.sold[seat] = price
    game.emit(ev.NfSold(seat, move.colony, kind, price))
    if rules.stockpile_room(st, seat, GoalCount.STORED_CREDITS) > 0:
        game.push(Turn(NfStep.STORE_CREDITS, seat))
    return None


def step_store_credits(game: NfGame, step: Step, answers: Answers) -> Asked:
    """Handelssteuern: "Du darfst aus jedem Handel beliebig viele Krediteinheiten
    lagern"."""
    seat = _turn(step).seat
    st = nf_state(game)
    top = min(st.now.sold[seat], rules.stockpile_room(st, seat, GoalCount.STORED_CREDITS))
    if answers is None:
        return _ask(st, seat, NfKind.STORE, [Option(StoreCredits(n)) for n in range(top + 1)],
                    "nf.store_credits", n=top)
    move = answers[seat].move
    assert isinstance(move, StoreCredits)
    p = st.players[seat]
    p.credits -= move.n
    p.stored_credits += move.n
    if move.n:
        game.emit(ev.NfStored(seat, "credits", move.n))
    return None


def step_consume(game: NfGame, step: Step, answers: Answers) -> Asked:
    """"Wenn der Spieler nach dem Handeln noch Güter besitzt, musst er seine Verbrauchen-
    Fähigkeiten nutzen, bis er entweder jede Fähigkeit einmal genutzt hat oder bis er kein
    Gut mehr verbrauchen kann"; one power at a time, in the order the player chooses."""
    seat = _turn(step).seat
    st = nf_state(game)
    if answers is None:
        options, must = rules.consume_choices(st, seat)
        if not options:
            _consume_done(game, st, seat)
            return None
        if not must:
            options.append(Option(Pass("consume")))
        return _ask(st, seat, NfKind.CONSUME, options, "nf.consume")
    choice = answers[seat]
    move = choice.move
    if not isinstance(move, Use):
        _consume_done(game, st, seat)
        return None
    p = st.players[seat]
    power = st.t[move.tile].powers[move.index]
    goods = move.goods or choice.cards
    for colony in goods:
        _good_away(st, p, colony)
    st.now.used[seat].append((move.tile, move.index))
    st.now.consumed[seat] += len(goods)
    vp, credits = rules.consume_gain(power, len(goods))
    p.credits += credits
    take_vp(game, st, seat, vp)
    game.emit(ev.NfConsumed(seat, move.tile, len(goods), vp, credits))
    game.push(Turn(NfStep.CONSUME, seat))
    return None


def _consume_done(game: NfGame, st: NfState, seat: int) -> None:
    """The powers that consume no good, then Blühende Wirtschaft's VP."""
    p = st.players[seat]
    for tile, _, pw in rules.goods_free(st, seat):
        st.now.free[seat] += 1
        p.credits += pw.credits
        take_vp(game, st, seat, pw.vp)
        game.emit(ev.NfConsumed(seat, tile, 0, pw.vp, pw.credits))
    for tile, vp in rules.prosper_vp(st, seat, st.now.consumed[seat], st.now.free[seat]):
        gain(game, st, seat, vp=vp, tile=tile)


STEPS: dict[str, StepFn] = {
    NfStep.SETUP: step_setup, NfStep.SIDE: step_side, NfStep.ROUND: step_round,
    NfStep.PICK: step_pick, NfStep.REVEAL: step_reveal, NfStep.ACTION: step_action,
    NfStep.GOAL: step_goal, NfStep.ACTION_END: step_action_end,
    NfStep.ROUND_END: step_round_end, NfStep.DEVELOP: step_develop,
    NfStep.DEVELOP_END: step_develop_end, NfStep.EXPLORE_DRAW: step_explore_draw,
    NfStep.EXPLORE: step_explore, NfStep.EXPLORE_END: step_explore_end,
    NfStep.LIMIT: step_limit, NfStep.STORE_WORLD: step_store_world,
    NfStep.SETTLE: step_settle, NfStep.SECOND: step_second, NfStep.SWAP: step_swap,
    NfStep.SETTLE_END: step_settle_end, NfStep.PRODUCE: step_produce,
    NfStep.WINDFALL: step_windfall, NfStep.PRODUCE_END: step_produce_end,
    NfStep.STORE_GOODS: step_store_goods, NfStep.TRADE: step_trade,
    NfStep.STORE_CREDITS: step_store_credits, NfStep.CONSUME: step_consume,
}

ASKING = frozenset({NfStep.SIDE, NfStep.PICK, NfStep.REVEAL, NfStep.GOAL, NfStep.DEVELOP,
                    NfStep.EXPLORE, NfStep.LIMIT, NfStep.STORE_WORLD, NfStep.SETTLE,
                    NfStep.SECOND, NfStep.SWAP, NfStep.PRODUCE, NfStep.WINDFALL,
                    NfStep.STORE_GOODS, NfStep.TRADE, NfStep.STORE_CREDITS,
                    NfStep.CONSUME})
"""The steps that ask: each only asks when called without answers (the sampler may ask
them again on dealt goals)."""
