"""A hint for the pending decision: the hard player's choice, and why, in the player's
terms and numbers.

One API for the TUI, the tutor and ``rftg analyze``: ``hint(obs)``. It sees only the
player's observation. The choice IS the hard player's (``LearnedHardPlayer.decide`` with the
seed ``HINT_SEED``): one code path, so following every hint plays exactly like the hard player
(the ``hints`` computer player does just that). The reason is built from the evidence the
decision rests on: the play-outs' mean margins for an action, the consume plan, the
placement plan and the rules' cost and military breakdowns, the card-value model's words
(never its bare numbers). One recommendation first; alternatives after it, each with its
expected difference.

Every word comes from the ``hints`` catalogue (``solver.texts``) in the language asked for
(``lang``; None: the run's): the choice and its numbers are the same in every language.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from rftg.core.decisions import Choice, Decision, Move
from rftg.core.moves import (
    ChooseActions,
    DecisionKind,
    Method,
    Pass,
    PickWorld,
    PlaceCard,
    Placement,
    ProduceBonus,
    Sell,
    Stop,
    UsePower,
)
from rftg.core.observe import Observation, observation
from rftg.core.rules.round import hand_excess
from rftg.core.sampler import Sampler
from rftg.core.solitaire.observe import robot_seen
from rftg.core.state import Action
from rftg.core.text import action_name
from rftg.solver.players.hard import Budget, Ranked, Verdict
from rftg.solver.players.learned import (
    LEARNED_BUDGET,
    Z80,
    LearnedHardPlayer,
    final_range,
    wins_less,
)
from rftg.solver.policy import (
    action_gains,
    goal_changes,
    goal_gains,
    hand_worth,
    least_first,
    placement_text,
    start_worlds,
)
from rftg.solver.texts import joined, percent, plural, points, t
from rftg.solver.value import CardValue

if TYPE_CHECKING:
    from rftg.core.state import RaceGame

HINT_SEED = 0
# under this difference in VP (or within the noise of the play-outs) two candidates are
# "about as good": a difference the search cannot tell from chance is not said as a number
NOISE_FLOOR = 0.5
FIRST_HAND_WORSE = 3  # the first hand's discards a hint names beyond those about as good
CLOSE_SAID = 3  # the candidates a hint names as about as good (the others are counted)


@dataclass(frozen=True)
class Hint:
    choice: Choice
    reason: str  # the recommendation and why, with the numbers behind it
    details: tuple[str, ...] = ()  # further lines: alternatives, the full plan
    # what the words were made from (the observation, the decision, the search's verdict)
    basis: tuple[Observation, Decision, Verdict] | None = field(
        default=None, compare=False, repr=False)
    # the final margin the reason states (mean, low, high: 4 games in 5 end in the
    # range), where it states one (a searched decision)
    estimate: tuple[float, float, float] | None = None

    def in_language(self, lang: str | None = None) -> Hint:
        """The same hint in ``lang`` (after a switch of language), without searching
        again: the same choice and numbers, other words."""
        if self.basis is None:
            return self
        obs, d, verdict = self.basis
        return explain(obs, d, verdict, lang)


def hint(obs: Observation, budget: Budget = LEARNED_BUDGET,
         cancelled: Callable[[], bool] | None = None, lang: str | None = None, *,
         sampler: Sampler | None = None) -> Hint:
    """The recommendation for ``obs.decision`` (ValueError if there is none), in ``lang``
    (None: the run's language; the choice is the same in every language). ``budget``
    bounds the search; ``cancelled`` stops it (``Cancelled``); ``sampler``: the engine's
    samples of the game for this seat (``Game.sampler``), which the search plays on."""
    d = obs.decision
    if d is None:
        raise ValueError("there is no decision to hint at")
    verdict = LearnedHardPlayer(HINT_SEED, budget, cancelled).decide(obs, sampler)
    return explain(obs, d, verdict, lang)


def hint_at(game: RaceGame, seat: int, budget: Budget = LEARNED_BUDGET,
            cancelled: Callable[[], bool] | None = None, lang: str | None = None) -> Hint:
    """The hint for ``seat``'s decision in ``game``: from what that seat sees, the search
    playing on the engine's samples for it (``Game.sampler``)."""
    return hint(observation(game, seat), budget, cancelled, lang, sampler=game.sampler(seat))


def explain(obs: Observation, d: Decision, verdict: Verdict, lang: str | None = None) -> Hint:
    """The hint for the hard player's ``verdict`` on ``d``, in ``lang``."""
    return replace(_explain(obs, d, verdict, lang), basis=(obs, d, verdict),
                   estimate=estimate(obs, verdict))


def estimate(obs: Observation, verdict: Verdict) -> tuple[float, float, float] | None:
    """The final margin a searched verdict's hint states: the best candidate's mean and
    the range 4 games in 5 end in (``players.learned.final_range``)."""
    if not verdict.ranked:
        return None
    best = verdict.ranked[0]
    span = final_range(obs, best, verdict.rounds)
    return None if span is None else (best.mean, span[0], span[1])


def _explain(obs: Observation, d: Decision, verdict: Verdict, lang: str | None) -> Hint:
    choice = verdict.choice
    w = _Words(obs, lang, _went_by_win(verdict))
    if d.kind is DecisionKind.ACTION:
        return _action(w, d, verdict)
    if d.kind in (DecisionKind.SALE, DecisionKind.CONSUME):
        return _consume(w, d, verdict)
    if d.kind in (DecisionKind.DEVELOP, DecisionKind.SETTLE, DecisionKind.PAYMENT):
        return _placement(w, d, verdict)
    if d.kind is DecisionKind.EXPLORE_KEEP:
        return _keep(w, d, choice, verdict.ranked, verdict.rounds)
    if d.kind in (DecisionKind.INITIAL_DISCARD, DecisionKind.DISCARD):
        return _discard(w, d, choice, verdict.ranked)
    if d.kind is DecisionKind.START_WORLD:
        return _start(w, d, choice)
    if d.kind is DecisionKind.PRODUCE:
        return _produce(w, choice)
    return Hint(choice, w("hint.only", label=w.label(d, choice.move)))


class _Words:
    """The hint's words in one language for one observation: ``w(key, **values)`` is the
    catalogue text, ``w.name(card)`` a card's name."""

    def __init__(self, obs: Observation, lang: str | None, by_win: bool = False) -> None:
        self.obs = obs
        self.lang = lang
        self.by_win = by_win  # the chance to win decided (``_went_by_win``)

    def __call__(self, key: str, **values: object) -> str:
        return t(key, self.lang, **values)

    def name(self, cid: int) -> str:
        from rftg.core.text import card_name

        return card_name(self.obs.card(cid), self.lang)

    def names(self, ids: Sequence[int]) -> str:
        return joined([self.name(c) for c in ids], self.lang)

    def points(self, x: float, digits: int | None = None) -> str:
        """'1 VP', '0.8 VP' ('1 Siegpunkt', '0,8 Siegpunkte')."""
        return points(x, digits, self.lang)

    def plural(self, key: str, n: int, **values: object) -> str:
        return plural(key, n, self.lang, **values)

    def label(self, d: Decision, move: Move) -> str:
        from rftg.core.text import option_label

        opt = d.option(move)
        return option_label(opt, self.lang) if opt is not None else move.encode()

    def value(self, v: CardValue) -> str:
        """A card's worth in words: '2 VP, produces Rare goods'."""
        return v.describe(self.lang)

    def note(self, v: CardValue) -> str:
        """How soon it can be placed: 'cost 3, affordable'."""
        return v.play_note.text(self.lang)

    def words(self, v: CardValue) -> str:
        """A card's worth in words: '2 VP, produces Rare goods; cost 3, affordable'."""
        return self("hint.worth", value=self.value(v), note=self.note(v))

    def goals(self, texts: Sequence[str]) -> str:
        return self("word.and").join(texts)


# --------------------------------------------------------------------------- actions


def _actions(move: Move) -> tuple[Action, ...]:
    return move.actions if isinstance(move, ChooseActions) else ()


def _rival(w: _Words) -> str:
    return w("hint.rival_robot" if robot_seen(w.obs) is not None else "hint.rival")


def _about(w: _Words, mean: float) -> str:
    """The expected final margin in whole VP: 'about 3 VP ahead of the best opponent',
    'about level with the robot'."""
    vp = round(mean)
    if vp == 0:
        return w("hint.about_level", rival=_rival(w))
    return w("hint.about_ahead" if vp > 0 else "hint.about_behind", vp=w.points(abs(vp)),
             rival=_rival(w))


def _support(w: _Words, best: Ranked, rounds: int) -> str:
    """The search's figure behind the choice (``rounds`` played out), against the best
    opponent (the robot in the solitaire game), with its uncertainty: half the range 4
    games in 5 end in (``final_range``), the range ``Hint.estimate`` states."""
    span = w("hint.this_round") if rounds == 1 else w("hint.rounds", n=rounds)
    likely = final_range(w.obs, best, rounds)
    spread = ("" if likely is None else
              w("hint.give_or_take", vp=w.points(round((likely[1] - likely[0]) / 2))))
    text = w("hint.support", rounds=span, samples=best.samples,
             margin=_about(w, best.mean), spread=spread)
    if w.by_win:
        text += " " + w("hint.support_win", win=percent(best.win, w.lang))
    return text


def _went_by_win(verdict: Verdict) -> bool:
    """Whether the chance to win decided anything in ``verdict``: it was ranked by it and
    put a candidate after the best for it (else the margin decided, as it does where every
    candidate wins about as often, and the hint says the margin alone)."""
    return verdict.by_win and any(wins_less(verdict.ranked[0], r)
                                  for r in verdict.ranked[1:])


def _wins_less(w: _Words, best: Ranked, other: Ranked) -> bool:
    """Whether the hint says ``other`` wins less often (``_went_by_win``)."""
    return w.by_win and wins_less(best, other)


def _close(best: Ranked, other: Ranked) -> bool:
    """Whether the play-outs cannot tell ``other`` from ``best``: their difference is
    under ``NOISE_FLOOR`` or within Z80 standard errors of the difference."""
    noise = Z80 * math.sqrt(best.stderr ** 2 + other.stderr ** 2)
    return best.mean - other.mean < max(NOISE_FLOOR, noise)


def _instead(w: _Words, ranked: Sequence[Ranked], say: Callable[[Ranked], str],
             tip: Callable[[Ranked], str], short: Callable[[Ranked], str],
             tip_key: str = "hint.tip", worse: tuple[int, str] | None = None,
             rest_key: str = "hint.as_good_rest") -> tuple[str, ...]:
    """The other candidates: first those within the noise, 'about as good', and what
    would tip the choice to them (``tip``, said once for all it fits, the first time
    with ``tip_key``'s words; ``short`` names a candidate); then the others with their
    difference in whole VP (``worse``: at most that many, the rest said in one line of
    that key). At most ``CLOSE_SAID`` candidates are said to be about as good, the
    rest counted in one line (``rest_key``). A line is said once."""
    best = ranked[0]
    close: list[str] = []
    far: list[str] = []
    tips: dict[str, list[str]] = {}
    unsaid = 0  # the candidates about as good beyond the first CLOSE_SAID
    for r in ranked[1:]:
        if _wins_less(w, best, r):
            line = w("hint.worse_win", what=say(r), win=percent(r.win, w.lang),
                     best=percent(best.win, w.lang))
            if line not in far:
                far.append(line)
        elif _close(best, r):
            line = w("hint.as_good", what=say(r))
            if line in close:
                continue
            if len(close) >= CLOSE_SAID:
                unsaid += 1
                continue
            tips.setdefault(tip(r), []).append(short(r))
            close.append(line)
        else:
            line = w("hint.worse", what=say(r),
                     vp=w.points(max(1, round(best.mean - r.mean))))
            if line not in far:
                far.append(line)
    if worse is not None and len(far) > worse[0] + 1:
        far[worse[0]:] = [w(worse[1], n=len(far) - worse[0])]
    if unsaid:
        close.append(w.plural(rest_key, unsaid))
    for i, (text, names) in enumerate(tips.items()):
        which = _either(w, list(dict.fromkeys(names)))
        close.append(w("hint.tip_more" if i else tip_key,
                       which=which[:1].upper() + which[1:], tip=text))
    return tuple(close + far)


def _either(w: _Words, parts: Sequence[str]) -> str:
    """'A', 'A or B', 'A, B or C'."""
    if len(parts) <= 2:
        return w("word.or").join(parts)
    return ", ".join(parts[:-1]) + w("word.or") + parts[-1]


def _action_tip(w: _Words, best: Move, other: Move) -> str:
    """What would make ``other`` the better action than ``best``: where it plays another
    phase, an opponent choosing ``best``'s phase (every player plays every phase chosen);
    where it plays the same phase, the bonus and the cards to come."""
    from rftg.core.summary import PHASE_OF_ACTION

    mine = {PHASE_OF_ACTION[a] for a in _actions(best)}
    theirs = {PHASE_OF_ACTION[a] for a in _actions(other)}
    if mine - theirs:
        names = [w(f"phase_name.{p}") for p in dict.fromkeys(
            PHASE_OF_ACTION[a] for a in _actions(best)) if p not in theirs]
        who = w("hint.opponent" if len(w.obs.players) == 2 else "hint.someone")
        return w("hint.tip_rival", who=who, actions=joined(names, w.lang))
    return w("hint.tip_bonus")


def _action(w: _Words, d: Decision, verdict: Verdict) -> Hint:
    ranked = verdict.ranked
    best = ranked[0] if ranked else Ranked(verdict.choice.move, 0.0, 0.0, 0)
    acts = _actions(best.move)
    gains = action_gains(w.obs, {a for o in d.options for a in _actions(o.move)})
    what = "; ".join(gains[a].full_words(w.lang) for a in acts)
    reason = w("hint.take", what=what)
    if any(gains[a].nil for a in acts):
        reason += w("hint.take_nil")
    # the actions that gain nothing by themselves (or too little with a full hand) went
    # last (``Ranked.idle``), whatever the play-outs said of them
    idle = [r for r in ranked[1:] if r.idle and not best.idle]

    def nil(r: Ranked) -> bool:
        return all(gains[a].nil for a in _actions(r.move))

    # each of them would have led (``Leaves.ranked`` moves only those from the lead)
    if any(not nil(r) for r in idle):
        reason += w("hint.full_hand", n=len(w.obs.hand))
    elif idle:
        reason += w("hint.gains_first")
    if best.samples:
        reason += " " + _support(w, best, verdict.rounds)

    def say(r: Ranked) -> str:
        return "; ".join(gains[a].full_words(w.lang) for a in _actions(r.move))

    details = list(_instead(w, [r for r in ranked if r not in idle], say,
                            lambda r: _action_tip(w, best.move, r.move),
                            lambda r: joined([action_name(a, w.lang)
                                              for a in _actions(r.move)], w.lang))
                   ) if ranked else []
    details += [w("hint.not_worth" if nil(r) else "hint.idle", what=say(r)) for r in idle]
    played = {a for r in ranked for a in _actions(r.move)}
    details += [w("hint.not_worth", what=g.words(w.lang)) for a, g in sorted(gains.items())
                if g.nil and a not in played]
    return Hint(verdict.choice, reason, tuple(details))


# --------------------------------------------------------------------------- consume


def _gain(w: _Words, vp: int, cards: int) -> str:
    """'2 VP and 1 card', '2 VP', 'nothing'."""
    parts = [w.points(vp)] if vp else []
    if cards:
        parts.append(w.plural("word.cards", cards))
    return w("word.and").join(parts) or w("word.nothing")


def _consume(w: _Words, d: Decision, verdict: Verdict) -> Hint:
    obs = w.obs
    choice = verdict.choice
    plan = verdict.planned.consume if verdict.planned is not None else None
    if plan is None:
        return Hint(choice, w("hint.choose", label=w.label(d, choice.move)))
    ids = list(obs.mine.tableau)
    total = w("hint.total", vp=w.points(plan.vp), cards=w.plural("word.cards", plan.cards))
    steps = tuple(line.strip() for line in plan.text(w.lang, [obs.card(c) for c in ids])
                  .splitlines()[1:])
    goals = "".join(w("hint.consume_goal", what=g.words(w.lang))
                    for g in goal_changes(obs, "consume", chips=plan.vp))
    details = (w("hint.the_plan"), *steps)
    m = choice.move
    if isinstance(m, Sell):
        assert plan.trade is not None
        return Hint(choice, w("hint.sell", world=w.name(m.world), n=plan.trade.cards,
                              total=total, goals=goals), details)
    if isinstance(m, Stop):
        return Hint(choice, w("hint.consume_stop"))
    s = plan.steps[0]
    power = w.name(ids[s.card])
    gain = _gain(w, s.vp, s.cards)
    if s.gamble is not None:
        text = w("hint.gamble", power=power, k=s.gamble[0], p=percent(s.gamble[1], w.lang))
    elif s.discard:
        text = w("hint.use_discard", power=power, cards=w.names(choice.cards), gain=gain)
    elif choice.cards:
        text = w("hint.use_goods", power=power, goods=w.names(choice.cards), gain=gain)
    else:
        text = w("hint.use", power=power, gain=gain)
    if not (s.vp or s.cards) and s.gamble is None and d.option(Stop()) is None:
        text += w("hint.must_use")
    return Hint(choice, w("hint.consume", what=text, total=total, goals=goals), details)


# --------------------------------------------------------------------------- placement


def _placement(w: _Words, d: Decision, verdict: Verdict) -> Hint:
    from rftg.solver.payment import plan_placement

    obs = w.obs
    choice = verdict.choice
    m = choice.move
    plan = (verdict.planned.placement if verdict.planned is not None
            and verdict.planned.placement is not None else plan_placement(obs))
    ranked = verdict.ranked

    def say(r: Ranked) -> str:
        mv = r.move
        if not isinstance(mv, PlaceCard):
            return w("hint.place_nothing_alt")
        return w("hint.place_alt", card=w.name(mv.card),
                 goals=_goals(w, mv.card, "hint.goals_which"))

    def tip(r: Ranked) -> str:
        mv = r.move
        if isinstance(mv, PlaceCard) and isinstance(m, PlaceCard):
            return w("hint.tip_rather", card=w.name(mv.card), instead=w.name(m.card))
        if isinstance(mv, PlaceCard):
            return w("hint.tip_now", card=w.name(mv.card))
        assert isinstance(m, PlaceCard)
        way = _way_for(plan, m.card)
        if way is not None and way.pay == 0:  # it costs no hand card: keeping it is the point
            return w("hint.tip_hold", card=w.name(m.card))
        return w("hint.tip_keep", card=w.name(m.card))

    def short(r: Ranked) -> str:
        mv = r.move
        return (w("hint.placing", card=w.name(mv.card)) if isinstance(mv, PlaceCard)
                else w("hint.placing_nothing"))

    if isinstance(m, Pass) and ranked:
        return Hint(choice, w("hint.pass_searched", hand=len(obs.hand),
                              support=_support(w, ranked[0], verdict.rounds)),
                    _instead(w, ranked, say, tip, short))
    if isinstance(m, Pass):
        placeable = [cw for cw in plan.ways if cw.ways]
        if not placeable:
            whys = [w("hint.why_not", card=w.name(cw.card), why=cw.why.text(w.lang))
                    for cw in plan.ways if cw.why is not None]
            if whys:
                return Hint(choice, w("hint.pass_none_why", whys="; ".join(whys[:3])))
            return Hint(choice, w("hint.pass_none"))
        cards = [cw.card for cw in placeable]
        return Hint(choice, w.plural("hint.pass_worse", len(cards), cards=w.names(cards)))
    if isinstance(m, PlaceCard):
        way = _way_for(plan, m.card)
        v = plan.values.get(m.card)
        what = (w("hint.card_value", card=w.name(m.card), value=w.value(v)) if v
                else w.name(m.card))
        how = (placement_text(obs, way, w.lang) if way is not None
               else w("hint.for_cards", cards=w.plural("word.cards", m.cost)))
        reason = w("hint.place", what=what, how=how) + _goals(w, m.card, "hint.goals_it")
        if ranked:
            reason += " " + _support(w, ranked[0], verdict.rounds)
        elif verdict.planned is None and d.kind is DecisionKind.SETTLE:
            reason += w("hint.settle_best")
        named = {r.move.card for r in ranked if isinstance(r.move, PlaceCard)}
        others = [cw.card for cw in plan.ways
                  if cw.ways and cw.card != m.card and cw.card not in named]
        details = _instead(w, ranked, say, tip, short) if ranked else ()
        if others:
            details += (w("hint.also", cards=w.names(others)),)
        return Hint(choice, reason, details)
    assert isinstance(m, Placement)
    card = obs.mine.placing if obs.mine.placing is not None else m.card
    how = placement_text(obs, m, w.lang)
    if not choice.cards:  # by conquest, or a payment of no card
        key = "hint.conquer" if m.method is Method.CONQUER else "hint.pay"
        return Hint(choice, w(key, card=w.name(card), how=how))
    # each discarded card as if kept: the hand left after paying (never fewer than none)
    opt = d.option(m)
    assert opt is not None  # the choice is one of the decision's own
    values = hand_worth(obs, opt, len(choice.cards))
    worth = dict(values)
    least = sorted(choice.cards, key=lambda c: worth[c].hand)
    notes = "; ".join(w("hint.why_not", card=w.name(c), why=w.note(worth[c])) for c in least)
    # the cards least worth holding (the rules of thumb's payment)
    thumb = least_first(values)[: len(least)]
    key = "hint.pay_discard" if sorted(thumb) == sorted(least) else "hint.pay_searched"
    reason = w.plural(key, len(least), card=w.name(card), how=how, cards=w.names(least),
                      notes=notes)
    if len(ranked) < 2 or not ranked[0].samples:
        return Hint(choice, reason)
    # the cards paid searched by play-outs (``LearnedHardPlayer.payment_candidates``)
    reason += " " + _support(w, ranked[0], verdict.rounds)
    return Hint(choice, reason, _instead(
        w, ranked, lambda r: w("hint.discard_alt", cards=w.names(r.cards)),
        lambda r: _rather(w, choice, r), lambda r: w("hint.discarding", cards=w.names(r.cards)),
        worse=(FIRST_HAND_WORSE, "hint.pay_rest"), rest_key="hint.pay_as_good_rest"))


def _rather(w: _Words, choice: Choice, other: Ranked) -> str:
    """What would tip a discard (or payment) to ``other``'s cards rather than
    ``choice``'s: rather having the cards ``other`` keeps than those it gives up."""
    theirs = [c for c in choice.cards if c not in other.cards]  # kept by the other
    mine = [c for c in other.cards if c not in choice.cards]
    return w("hint.tip_rather", card=w.names(theirs), instead=w.names(mine))


def _goals(w: _Words, card: int, key: str) -> str:
    """What placing ``card`` does to The Gathering Storm's goals, in words with the rules'
    VP ("It takes the goal Galactic Status (...): +3 VP."); empty if nothing."""
    gains = goal_gains(w.obs, card)
    if not gains:
        return ""
    return w(key, goals=w.goals([g.words(w.lang) for g in gains]))


def _way_for(plan: object, card: int) -> Placement | None:
    """The plan's way for ``card`` (its first step's, or the card's cheapest way)."""
    from rftg.solver.payment import PlacementPlan

    assert isinstance(plan, PlacementPlan)
    if plan.method is not None and plan.method.card == card:
        return plan.method
    for cw in plan.ways:
        if cw.card == card and cw.ways:
            return min(cw.ways, key=lambda w: (w.pay, bool(w.spends)))
    return None


# --------------------------------------------------------------------------- cards


def _keep(w: _Words, d: Decision, choice: Choice,
          searched: Sequence[Ranked] = (), rounds: int = 0) -> Hint:
    obs = w.obs
    opt = d.options[0]
    k = opt.min_cards
    ranked = hand_worth(obs, opt, k, keep=True)
    worth = dict(ranked)
    kept = ", ".join(w("hint.card_value", card=w.name(c), value=w.words(worth[c]))
                     for c in choice.cards)
    rest = [c for c, _ in ranked if c not in choice.cards]
    # a card dealt twice is said once, with its count
    lines = [w("hint.discarded", card=w.name(c), value=w.words(worth[c])) for c in rest]
    details = tuple(line if lines.count(line) == 1 else
                    w("hint.discarded_n", n=lines.count(line), card=w.name(c),
                      value=w.words(worth[c]))
                    for line, c in dict(zip(lines, rest, strict=True)).items())
    if searched:
        def tip(r: Ranked) -> str:
            theirs = [c for c in r.cards if c not in choice.cards]
            mine = [c for c in choice.cards if c not in r.cards]
            return w("hint.tip_rather", card=w.names(theirs), instead=w.names(mine))

        return Hint(choice, w("hint.keep_searched", cards=kept,
                              support=_support(w, searched[0], rounds)),
                    _instead(w, searched,
                             lambda r: w("hint.keep_alt", cards=w.names(r.cards)), tip,
                             lambda r: w("hint.keeping", cards=w.names(r.cards))) + details)
    return Hint(choice, w.plural("hint.keep", k, cards=kept), details)


def _discard(w: _Words, d: Decision, choice: Choice, judged: Sequence[Ranked] = ()
             ) -> Hint:
    obs = w.obs
    opt = d.options[0]
    k = opt.min_cards
    ranked = hand_worth(obs, opt, k)
    worth = dict(ranked)
    if judged:  # the first hand, by the learned evaluation (``rank_first_hands``)
        return _first_hand(w, choice, judged, ranked)
    gone = "; ".join(w("hint.why_not", card=w.name(c), why=w.note(worth[c]))
                     for c in choice.cards)
    reason = w.plural("hint.discard", k, cards=w.names(choice.cards), notes=gone)
    if d.rule == "round.hand_limit":  # the goals checked at the end of the round
        limit = obs.setup.hand_limit
        counts = [k if p.seat == obs.me else hand_excess(p.hand_size, limit).total
                  for p in obs.players]
        gains = [g.words(w.lang) for g in goal_changes(obs, "round", discards=counts)
                 if g.vp]
        if gains:
            reason += w("hint.goals_it", goals=w.goals(gains))
    kept = [c for c, _ in ranked if c not in choice.cards]
    details = (w("hint.you_keep", cards=w.names(kept)),) if kept else ()
    return Hint(choice, reason, details)


def _first_hand(w: _Words, choice: Choice, judged: Sequence[Ranked],
                ranked: Sequence[tuple[int, CardValue]]) -> Hint:
    """The first hand's discard the learned evaluation judges best: the cards kept, the
    evaluation's figure with its uncertainty, each card discarded with its worth by the
    rules of thumb, and the other discards (about as good, or how much less)."""
    worth = dict(ranked)
    kept = [c for c, _ in ranked if c not in choice.cards]
    likely = final_range(w.obs, judged[0], 0)
    spread = ("" if likely is None else
              w("hint.give_or_take", vp=w.points(round((likely[1] - likely[0]) / 2))))
    reason = w("hint.first_hand", cards=w.names(choice.cards), kept=w.names(kept),
               n=len(judged), margin=_about(w, judged[0].mean), spread=spread)
    details = tuple(w("hint.discarded", card=w.name(c), value=w.words(worth[c]))
                    for c in choice.cards)

    others = _instead(w, judged, lambda r: w("hint.discard_alt", cards=w.names(r.cards)),
                      lambda r: _rather(w, choice, r),
                      lambda r: w("hint.discarding", cards=w.names(r.cards)),
                      "hint.tip_judged", worse=(FIRST_HAND_WORSE, "hint.first_hand_rest"),
                      rest_key="hint.discard_as_good_rest")
    return Hint(choice, reason, details + others)


def _start(w: _Words, d: Decision, choice: Choice) -> Hint:
    obs = w.obs
    worlds = start_worlds(obs, d)
    m = choice.move
    assert isinstance(m, PickWorld)
    best = next(x for x in worlds if x.world == m.world)
    other = next((x for x in worlds if x.world != m.world), None)
    play = best.playable()
    world = w("hint.card_value", card=w.name(m.world), value=w.value(best.own))
    if play:
        reason = w("hint.start_play", world=world, n=len(play), hand=len(obs.hand),
                   cards=w.names(play))
    else:
        reason = w("hint.start_none", world=world, hand=len(obs.hand))
    if other is not None:
        reason += w("hint.start_other", world=w("hint.card_value", card=w.name(other.world),
                                                value=w.value(other.own)),
                    n=len(other.playable()))
    return Hint(choice, reason)


def _produce(w: _Words, choice: Choice) -> Hint:
    from rftg.core.cards import Phase
    from rftg.core.rules.consume import trade_value

    obs = w.obs
    m = choice.move
    if isinstance(m, Stop):
        return Hint(choice, w("hint.produce_stop"))
    world = choice.cards[0] if choice.cards else None
    if world is None:
        return Hint(choice, w("hint.choose", label=m.encode()))
    sale = trade_value(world, obs.cards, obs.powers(Phase.CONSUME), obs.mine.tableau)
    source = (w("hint.produce_bonus") if isinstance(m, ProduceBonus) else
              w.name(m.card) if isinstance(m, UsePower) else w("hint.produce_it"))
    kind = obs.card(world).goods
    code = kind.value if kind is not None else "any"
    return Hint(choice, w("hint.windfall", source=source, world=w.name(world),
                          kind=w(f"kind.{code}"), a_kind=w(f"kind_a.{code}"), n=sale.total))
