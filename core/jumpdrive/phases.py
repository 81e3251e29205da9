"""Jump Drive's round as kernel steps: deal, then each round a secret simultaneous choice
(revealed together), the developments, the worlds, a second world, Explore, and the round
end (War Propaganda, VP, the end of the game, income, the hand limit).

The rules themselves are in ``rftg.core.jumpdrive.rules``; the steps ask decisions, check
nothing twice and move cards. Players act simultaneously; where drawing order could matter
the steps go in seat order (the income order near the end of the deck is the rule's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rftg.core.decisions import Choice, Decision, Option
from rftg.core.draws import shuffle
from rftg.core.events import RoundStarted
from rftg.core.gamestate import Stage
from rftg.core.jumpdrive import events as ev
from rftg.core.jumpdrive import rules
from rftg.core.jumpdrive.cards import JdEffect
from rftg.core.jumpdrive.moves import Explore, How, JdPlay, Pay
from rftg.core.jumpdrive.state import JdPhase, JdPlayer, JdState, jd_state
from rftg.core.jumpdrive.steps import JdStep, JdWorld
from rftg.core.moves import DecisionKind, Discard
from rftg.core.ruleset import Step

if TYPE_CHECKING:
    from rftg.core.jumpdrive.state import JdGame
    from rftg.core.ruleset import Asked, StepFn


def _discard(st: JdState, p: JdPlayer, cards: tuple[int, ...]) -> None:
    for c in cards:
        p.hand.remove(c)
        st.discard.append(c)


def _draw(game: JdGame, st: JdState, p: JdPlayer, n: int, why: str) -> None:
    if n > 0:
        got = st.draw_to_hand(p, n)
        game.emit(ev.JdDrew(p.seat, got, why))


def _players(st: JdState) -> list[JdPlayer]:
    return [st.seat(i) for i in range(len(st.players))]


# --------------------------------------------------------------------------- setup


def step_deal(game: JdGame, step: Step, answers: dict[int, Choice] | None) -> Asked:
    """Setup from public game summaries (not the seed): deal 7 cards, keep 5."""
    st = jd_state(game)
    if answers is None:
        st.phase = Stage.SETUP
        shuffle(st.rng, st.deck)
        for p in _players(st):
            _draw(game, st, p, rules.DEAL, "deal")
        n = rules.DEAL - rules.KEEP
        return {p.seat: Decision(p.seat, DecisionKind.INITIAL_DISCARD,
                                 (Option(Discard(), tuple(p.hand), n, n),), "jd.setup")
                for p in _players(st)}
    for p in _players(st):
        _discard(st, p, answers[p.seat].cards)
        game.emit(ev.JdDiscarded(p.seat, len(answers[p.seat].cards), "keep"))
    game.push(Step(JdStep.ROUND))
    return None


# --------------------------------------------------------------------------- choice


def step_round(game: JdGame, step: Step, answers: dict[int, Choice] | None
               ) -> Asked:
    st = jd_state(game)
    st.round += 1
    st.phase = JdPhase.CHOOSE
    for p in _players(st):
        p.play = None
    game.emit(RoundStarted(st.round))
    game.push(Step(JdStep.CHOOSE))
    return None


def play_options(st: JdState, seat: int) -> tuple[Option, ...]:
    """The legal choices of ``seat`` this round: Explore, then every placement."""
    p = st.seat(seat)
    team = st.survey(seat)
    survey = None if p.survey_used or team is None else (team, st.jd[team])
    plays = rules.legal_plays(st.hand(seat), st.empire(seat), survey)
    return (Option(Explore()), *(Option(play) for play in plays))


def step_choose(game: JdGame, step: Step, answers: dict[int, Choice] | None
                ) -> Asked:
    """"In jeder Runde wählt ihr gleichzeitig 1 oder 2 Karten und legt sie verdeckt vor euch
    ab. Deckt dann gleichzeitig eure gewählten Karten auf"."""
    st = jd_state(game)
    if answers is None:
        return {p.seat: Decision(p.seat, DecisionKind.ACTION, play_options(st, p.seat),
                                 "jd.choose")
                for p in _players(st)}
    st.phase = JdPhase.PLACE
    for p in _players(st):
        move = answers[p.seat].move
        p.play = move
        if isinstance(move, JdPlay):
            game.emit(ev.JdRevealed(p.seat, move.development, move.world, move.second, False,
                                    move.development in st.middle))
        else:
            game.emit(ev.JdRevealed(p.seat, None, None, None, True))
    game.push(Step(JdStep.DEVELOP), JdWorld(second=False), JdWorld(second=True),
              Step(JdStep.EXPLORE), Step(JdStep.ROUND_END))
    return None


# --------------------------------------------------------------------------- payments

Plan = dict[int, tuple[int, int, tuple[int, ...]]]  # seat -> (card, cost, cards to pay from)


def _pay_or_ask(plan: Plan, answers: dict[int, Choice] | None, rule: str
                ) -> tuple[Asked, dict[int, tuple[int, ...]]]:
    """Ask those who choose which cards pay (the first call), or the cards paid by each
    (the second call, or the first when nobody has a choice)."""
    if answers is None:
        asked = {seat: Decision(seat, DecisionKind.PAYMENT,
                                (Option(Pay(card), pool, cost, cost),), rule, {"n": cost})
                 for seat, (card, cost, pool) in plan.items() if 0 < cost < len(pool)}
        if asked:
            return asked, {}
    paid = {}
    for seat, (_card, cost, pool) in plan.items():
        if answers is not None and seat in answers:
            paid[seat] = answers[seat].cards
        else:  # nothing to choose: free, or every card left pays
            paid[seat] = pool[:cost]
    return None, paid


def _dev_plan(st: JdState) -> Plan:
    plan: Plan = {}
    for p in _players(st):
        play = p.play
        if not isinstance(play, JdPlay) or play.development is None:
            continue
        dev = st.jd[play.development]
        cost = rules.develop_cost(dev, st.empire(p.seat), alone=play.world is None).total
        plan[p.seat] = (play.development, cost, rules.pay_pool(p.hand, play))
    return plan


def step_develop(game: JdGame, step: Step, answers: dict[int, Choice] | None
                 ) -> Asked:
    """Developments first: "da ihr eine Entwicklung immer vor einer Welt auslegt"."""
    st = jd_state(game)
    plan = _dev_plan(st)
    asked, paid = _pay_or_ask(plan, answers, "jd.develop")
    if asked:
        return asked
    for seat, (card, _cost, _pool) in plan.items():
        p = st.seat(seat)
        _discard(st, p, paid[seat])
        if card in st.middle:  # the Survey Team: "aus der Tischmitte nehmen"
            st.middle.remove(card)
            p.survey_used = True
        else:
            p.hand.remove(card)
        p.tableau.append(card)
        game.emit(ev.JdPlaced(seat, card, "develop", len(paid[seat])))
    return None


def _world_plan(st: JdState, second: bool) -> tuple[Plan, dict[int, rules.WorldWay]]:
    plan: Plan = {}
    ways: dict[int, rules.WorldWay] = {}
    for p in _players(st):
        play = p.play
        if not isinstance(play, JdPlay):
            continue
        empire = st.empire(p.seat)
        if second:
            if play.second is None or play.world is None or play.how is None:
                continue
            card = play.second
            found = [w for convoy, w in rules.second_world_ways(
                st.jd[card], st.jd[play.world], play.how, empire)
                if convoy == play.convoy and w.how is play.second_how]
        else:
            if play.world is None:
                continue
            card = play.world
            found = [w for w in rules.world_ways(st.jd[card], empire) if w.how is play.how]
        if not found:  # the options came from the same rules: this cannot happen
            raise RuntimeError(f"{p.name}: {st.jd[card].name} can no longer be placed")
        ways[p.seat] = found[0]
        plan[p.seat] = (card, found[0].pay, rules.pay_pool(p.hand, play))
    return plan, ways


def step_world(game: JdGame, step: Step, answers: dict[int, Choice] | None
               ) -> Asked:
    """A world: paid, conquered or placed with the Contact Specialist's route; "Legst du nur
    1 Welt aus, ziehe 1 Karte vom Nachziehstapel, nachdem du die Welt bezahlt oder erobert
    hast"."""
    st = jd_state(game)
    assert isinstance(step, JdWorld)
    second = step.second
    plan, ways = _world_plan(st, second)
    asked, paid = _pay_or_ask(plan, answers, "jd.world")
    if asked:
        return asked
    for seat, (card, _cost, _pool) in plan.items():
        p = st.seat(seat)
        play = p.play
        assert isinstance(play, JdPlay)
        _discard(st, p, paid[seat])
        p.hand.remove(card)
        p.tableau.append(card)
        game.emit(ev.JdPlaced(seat, card, ways[seat].how.value, len(paid[seat])))
        if second and play.convoy is not None and rules.convoy_leaves(st.jd[play.convoy]):
            p.tableau.remove(play.convoy)  # Colony Convoy: discarded from the empire
            st.discard.append(play.convoy)
            game.emit(ev.JdConvoy(seat, play.convoy))
        if not second and rules.draws_after_world(play):
            _draw(game, st, p, 1, "world")
    return None


# --------------------------------------------------------------------------- explore


def step_explore(game: JdGame, step: Step, answers: dict[int, Choice] | None
                 ) -> Asked:
    """"nimm dir stattdessen 1 Erkunden-Plättchen ... Ziehe dann 2 Karten mehr ..., als du
    Erkunden-Symbole ... besitzt ... Anschließend musst du so viele Karten deiner Wahl von
    der Hand auf den Abwurfhaufen legen, wie du Erkunden-Symbole gezählt hast"."""
    st = jd_state(game)
    explorers = [p for p in _players(st) if isinstance(p.play, Explore)]
    if answers is None:
        asked: dict[int, Decision] = {}
        for p in explorers:
            draw, discard = rules.explore_counts(st.empire(p.seat))
            p.tiles += 1
            before = len(p.hand)
            _draw(game, st, p, draw.total, "explore")
            n = min(discard.total, len(p.hand))
            p.fresh = tuple(p.hand[before:])
            if n < len(p.hand):
                asked[p.seat] = Decision(p.seat, DecisionKind.DISCARD,
                                         (Option(Discard(), tuple(p.hand), n, n),),
                                         "jd.explore", {"n": n})
            else:
                _finish_explore(game, st, p, tuple(p.hand), draw.total)
        if asked:
            return asked
        return None
    for p in explorers:
        if p.seat in answers:
            draw, _ = rules.explore_counts(st.empire(p.seat))
            _finish_explore(game, st, p, answers[p.seat].cards, draw.total)
    return None


def _finish_explore(game: JdGame, st: JdState, p: JdPlayer, cards: tuple[int, ...],
                    drew: int) -> None:
    _discard(st, p, cards)
    p.fresh = ()
    game.emit(ev.JdExplored(p.seat, drew, len(cards)))


# --------------------------------------------------------------------------- round end


def _propaganda(game: JdGame, st: JdState) -> None:
    """War Propaganda, before scoring: to the player with the highest military (tied: kept);
    solo: an imagined player with military equal to the round number."""
    solo = len(st.players) == 1
    for owner in range(len(st.players)):
        for cid in list(st.players[owner].tableau):
            if not st.jd[cid].has(JdEffect.TO_MOST_MILITARY):
                continue
            strengths = [rules.military(st.empire(s)).total for s in range(len(st.players))]
            to = rules.most_military_holder(owner, strengths, st.round if solo else None)
            if to == owner:
                continue
            st.players[owner].tableau.remove(cid)
            if to == rules.IMAGINED:
                st.away.append(cid)
            else:
                st.players[to].tableau.append(cid)
            game.emit(ev.JdPropaganda(cid, owner, to))


def step_round_end(game: JdGame, step: Step, answers: dict[int, Choice] | None
                   ) -> Asked:
    """"Zum Abschluss einer Runde bekommt jeder von euch von allen Karten in seiner Auslage
    zunächst Siegpunkte, anschließend Einkommen"; the game ends "nach der Wertung der SP"
    when someone has 50 or more (solo: after the 7th round)."""
    st = jd_state(game)
    st.phase = JdPhase.SCORE
    _propaganda(game, st)
    seats = range(len(st.players))
    solo = len(st.players) == 1
    for s in seats:
        p = st.seat(s)
        others = [] if solo else [st.empire(o) for o in seats if o != s]
        vp = rules.round_vp(st.empire(s), others).total
        p.chips += vp
        p.vp_last = vp
        p.income_last = rules.round_income(st.empire(s)).total
        game.emit(ev.JdScored(s, vp, p.chips))
    if game.end_if_reached():
        return None
    game.push(Step(JdStep.INCOME), Step(JdStep.HAND_LIMIT), Step(JdStep.ROUND))
    return None


def jd_winners(game: JdGame) -> list[int]:
    st = jd_state(game)
    players = _players(st)
    return rules.winners([p.chips for p in players],
                         [len(p.hand) + p.income_last for p in players])


def step_income(game: JdGame, step: Step, answers: dict[int, Choice] | None
                ) -> Asked:
    st = jd_state(game)
    st.phase = JdPhase.INCOME
    players = _players(st)
    incomes = [p.income_last for p in players]
    near = rules.near_deck_end(len(st.deck), incomes)
    for s in rules.income_order([p.chips for p in players], st.dealer, near):
        _draw(game, st, players[s], incomes[s], "income")
    return None


def step_hand_limit(game: JdGame, step: Step, answers: dict[int, Choice] | None
                    ) -> Asked:
    st = jd_state(game)
    if answers is None:
        asked = {}
        for p in _players(st):
            n = rules.hand_excess(len(p.hand))
            if n:
                asked[p.seat] = Decision(p.seat, DecisionKind.DISCARD,
                                         (Option(Discard(), tuple(p.hand), n, n),),
                                         "jd.hand_limit", {"n": n})
        return asked or None
    for seat, choice in answers.items():
        _discard(st, st.seat(seat), choice.cards)
        game.emit(ev.JdDiscarded(seat, len(choice.cards), "hand_limit"))
    return None


STEPS: dict[str, StepFn] = {
    JdStep.DEAL: step_deal,
    JdStep.ROUND: step_round,
    JdStep.CHOOSE: step_choose,
    JdStep.DEVELOP: step_develop,
    JdStep.WORLD: step_world,
    JdStep.EXPLORE: step_explore,
    JdStep.ROUND_END: step_round_end,
    JdStep.INCOME: step_income,
    JdStep.HAND_LIMIT: step_hand_limit,
}

__all__ = ["STEPS", "How", "jd_winners", "play_options"]
